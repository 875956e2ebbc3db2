import type { DemoContext, IdvSession } from "../demo-context.ts";
import { fieldError, json, problem, type Schemas, validationProblem } from "../http.ts";
import type { OperationRequest } from "../router.ts";
import { DEMO_BRANDS } from "../seed/brands.ts";
import { IDV_SEEDS, type IdvSeed, METHOD_INFO } from "../seed/idv.ts";
import { addDays } from "../seed/termination.ts";
import { languagePrefix } from "./offer-access.ts";

type IdvErrorCode = Schemas["IdvErrorCode"];

const CODES: Record<IdvErrorCode, [status: number, message: string]> = {
  IDV_COMPLETED: [409, "The identification is already completed."],
  IDV_NO_METHODS_AVAILABLE: [422, "No identification method is available."],
  IDV_SUCCESS: [409, "The identification already succeeded."],
  NO_MORE_IDV_POSSIBLE: [409, "No further identification attempt is possible."],
  OFFER_CANCELLED: [410, "The order was cancelled."],
  OFFER_CONSUMED: [409, "The offer was already accepted."],
  OFFER_EXPIRED: [410, "The identification link has expired."],
  RESERVATION_CALL_HOTLINE: [422, "Please call the hotline."],
  TECHNICAL_PROBLEM: [500, "A technical problem occurred."],
  DOWNTIME: [503, "The identification service is in maintenance."],
};

/** After the simulated provider reports success, the result arrives after this many polls. */
export const POLLS_UNTIL_RESULT = 2;

export function idvProblem(code: IdvErrorCode, seed: IdvSeed, now: Date) {
  const [status, message] = CODES[code];
  const extra: Partial<Schemas["ErrorResponse"]> = { shopHotline: DEMO_BRANDS[seed.brand].hotline.displayNumber };
  if (code === "DOWNTIME") {
    extra.downtime = { from: now.toISOString(), until: new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString() };
  }
  return problem(status, code, message, extra);
}

function findIdv(token: string, demo: DemoContext): IdvSeed {
  const seed = IDV_SEEDS[token];
  if (!seed) throw problem(404, "NOT_FOUND", "Identification not found.");
  if (seed.serverError) throw problem(500, "INTERNAL_ERROR", "Internal error.");
  if (seed.code) throw idvProblem(seed.code, seed, demo.now());
  return seed;
}

/** The caller's run of this verification; every browser (trace id) starts from the seed. */
export function idvSession(token: string, traceId: string, demo: DemoContext): IdvSession {
  const key = `${token} ${traceId}`;
  let session = demo.idvSessions.get(key);
  if (!session) {
    const seed = IDV_SEEDS[token];
    session = { status: seed?.status ?? "selection", polls: 0 };
    if (seed?.selectedMethod) session.method = seed.selectedMethod;
    if (seed?.selectedMethod === "postIdentBranch") session.postIdent = coupon(token, demo.now());
    demo.idvSessions.set(key, session);
  }
  return session;
}

function coupon(token: string, now: Date): Schemas["PostIdentCoupon"] {
  let hash = 0;
  for (const char of token) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_000_000;
  const digits = String(hash).padStart(12, "0");
  return {
    code: `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`,
    validUntil: addDays(now, 30).toISOString(),
  };
}

export function getIdv(request: OperationRequest, demo: DemoContext): Response {
  const token = request.path.id ?? "";
  const seed = findIdv(token, demo);
  const session = idvSession(token, request.traceId, demo);
  const now = demo.now();
  if (session.status === "pending") {
    session.polls += 1;
    const needed =
      session.method === "postIdentBranch" ? Number.POSITIVE_INFINITY : (seed.pendingPolls ?? POLLS_UNTIL_RESULT);
    if (session.polls >= needed) session.status = "success";
  }
  const body: Schemas["Idv"] = {
    token,
    brand: seed.brand,
    status: session.status,
    offerUseCase: "Standard",
    mixedBasketWithOtp: seed.mixedBasketWithOtp ?? false,
    retryPossible: session.status === "failed" && seed.retryPossible === true,
    expiresAt: addDays(now, seed.status === "expired" ? -2 : 14).toISOString(),
    updatedAt: now.toISOString(),
  };
  if (session.method) body.selectedMethod = session.method;
  if (session.status === "pending") body.pollAfterSeconds = 3;
  if (session.postIdent) body.postIdent = session.postIdent;
  return json(body);
}

export function getIdvMethods(request: OperationRequest, demo: DemoContext): Response {
  const seed = findIdv(request.path.id ?? "", demo);
  const body: Schemas["IdvMethodList"] = { methods: seed.methods.map((id) => ({ id, ...METHOD_INFO[id] })) };
  return json(body);
}

const BLOCKING: Partial<Record<Schemas["IdvStatus"], IdvErrorCode>> = {
  success: "IDV_SUCCESS",
  completed: "IDV_COMPLETED",
  consumed: "OFFER_CONSUMED",
  expired: "OFFER_EXPIRED",
  cancelled: "OFFER_CANCELLED",
  pending: "NO_MORE_IDV_POSSIBLE",
};

export function selectIdvMethod(request: OperationRequest, demo: DemoContext): Response {
  const token = request.path.id ?? "";
  const seed = findIdv(token, demo);
  const session = idvSession(token, request.traceId, demo);
  const now = demo.now();
  const blocking =
    session.status === "failed" && !seed.retryPossible ? "NO_MORE_IDV_POSSIBLE" : BLOCKING[session.status];
  if (blocking) throw idvProblem(blocking, seed, now);
  if (seed.methods.length === 0) throw idvProblem("IDV_NO_METHODS_AVAILABLE", seed, now);
  const { method } = request.body as Schemas["IdvMethodSelection"];
  if (!seed.methods.includes(method))
    throw validationProblem([fieldError("method", "NOT_AVAILABLE", `${method} is not offered`)]);

  const prefix = languagePrefix(request.query.language as Schemas["Language"] | undefined);
  session.method = method;
  session.polls = 0;
  delete session.postIdent;
  const body: Schemas["IdvMethodStart"] = { status: "pending", method };
  if (method === "postIdentBranch") {
    session.status = "pending";
    session.postIdent = coupon(token, now);
    body.postIdent = session.postIdent;
    body.redirectUrl = `${prefix}/idv/${token}/post-ident`;
  } else if (method === "otp") {
    session.status = "pending";
    body.otpSentTo = "0176 ****5678";
    body.redirectUrl = `${prefix}/idv/${token}/in-arbeit`;
  } else {
    // Video ident, eID and the PostIdent online variants run at the provider: the simulated page on the demo.
    session.status = "submitted";
    body.status = "submitted";
    body.redirectUrl = `/__demo/idv/${token}?method=${method}&lang=${request.query.language ?? "de"}`;
  }
  return json(body);
}
