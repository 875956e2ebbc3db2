import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { LoginAttempt } from "../app/platform/config/context.ts";
import { pathTo } from "../app/platform/routing/route-table.ts";
import { tokenAreaOf } from "./redact.ts";

/**
 * The offer login's guesses, bounded in front of React Router: wrong codes per offer token and per client address.
 * Only a refused code counts (the login action reports its outcome), so customers who sign in, or retry after a
 * backend failure, never meet the limit; a guesser meets it after a few tries.
 *
 * - Per offer: 5 in 10 minutes, the contract's own rule. A 6-digit code then takes a guesser 100,000 windows (nearly
 *   two years) for even odds, far beyond a code's lifetime — and the backend counts the same for all instances
 *   together.
 * - Per address: 10 in 10 minutes, across offers: a customer with two offers and a typo in each stays far below it;
 *   one address spraying guesses over many offers is bounded at 1,440 a day (per instance).
 *
 * The counts live in this instance's memory (express-rate-limit's MemoryStore): with N instances each limit is N
 * times as wide (docs/operations.md, "Offer login: guessing the code").
 */
export interface LoginLimits {
  windowMs: number;
  perOffer: number;
  perAddress: number;
}

export const LOGIN_LIMITS: LoginLimits = { windowMs: 10 * 60 * 1000, perOffer: 5, perAddress: 10 };

/** The login route's words: `angebot` before the token, `login` after it. */
const [, AREA, , LOGIN] = pathTo("offer-login", { token: "t" }).split("/");

/**
 * The offer token of a POST to the offer login, in any language and as a data request too, or null for any other
 * request. (Non-canonical spellings have been redirected before: server/canonical-path.ts.)
 */
export function loginTokenOf(method: string, path: string): string | null {
  if (method !== "POST") return null;
  const area = tokenAreaOf(path);
  if (!area || area.area !== AREA || area.rest.length !== 2 || area.rest[1]?.toLowerCase() !== LOGIN) return null;
  return area.rest[0] || null;
}

const attemptOf = (res: Response): LoginAttempt | undefined => res.locals.loginAttempt as LoginAttempt | undefined;

/** The offer's key in memory: a digest, so the limiter's store holds no token that opens anything. */
const offerKey = (token: string) => createHash("sha256").update(token).digest("hex").slice(0, 32);

/** The client's address as Express reads it behind TRUST_PROXY; IPv6 by its /56, which one customer holds. */
const addressKey = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? "unknown");

function limiter(name: string, limit: number, windowMs: number, key: (req: Request, res: Response) => string) {
  return rateLimit({
    windowMs,
    limit,
    keyGenerator: key,
    // Every try counts while it runs (so parallel guesses are bounded too) and is taken back unless refused.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => attemptOf(res)?.outcome !== "refused",
    standardHeaders: false,
    legacyHeaders: false,
    requestPropertyName: name,
    // Never a bare 429 of its own: the action answers it with the translated page and Retry-After.
    handler: (req, res, next) => {
      const info = (req as unknown as Record<string, { resetTime?: Date } | undefined>)[name];
      const until = info?.resetTime ?? new Date(Date.now() + windowMs);
      const attempt = attemptOf(res);
      if (attempt && (!attempt.limitedUntil || until > attempt.limitedUntil)) attempt.limitedUntil = until;
      next();
    },
  });
}

/**
 * Counts POSTs to the offer login per client address and per offer, and marks a request that is over a limit in
 * `res.locals.loginAttempt` (server/app.ts hands it to the action as `loginAttemptContext`); every other request
 * passes untouched.
 */
export function offerLoginLimits(limits: LoginLimits = LOGIN_LIMITS): RequestHandler {
  const byAddress = limiter("offerLoginByAddress", limits.perAddress, limits.windowMs, addressKey);
  const byOffer = limiter("offerLoginByOffer", limits.perOffer, limits.windowMs, (_req, res) =>
    String(res.locals.loginOfferKey),
  );
  return (req, res, next) => {
    const token = loginTokenOf(req.method, req.path);
    if (token === null) {
      next();
      return;
    }
    res.locals.loginAttempt = { limitedUntil: null, outcome: null } satisfies LoginAttempt;
    res.locals.loginOfferKey = offerKey(token);
    void byAddress(req, res, (error?: unknown) => {
      if (error) next(error);
      else void byOffer(req, res, next);
    });
  };
}

/** The contract's error shape for a call the proxy does not pass on. */
const NOT_OFFERED = JSON.stringify({ code: "NOT_FOUND", message: "The login code is exchanged by the login page." });

/** `/api/auth/…` however spelt: case, doubled or trailing slashes, dot segments, encoded slashes. */
export function isAuthApiPath(path: string): boolean {
  let resolved: string;
  try {
    resolved = decodeURIComponent(new URL(path.replace(/\\/g, "/"), "http://x").pathname);
  } catch {
    return false;
  }
  const normal = resolved
    .toLowerCase()
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/");
  return normal === "/api/auth" || normal.startsWith("/api/auth/");
}

/**
 * The code exchange is the login page's action, on the server and behind the limits above: a browser's `/api/auth/…`
 * is answered 404 here and never reaches the proxy, so no script can exchange a code past the limits or receive a
 * bearer it could read.
 */
export function refuseBrowserCodeExchange(): RequestHandler {
  return (req, res, next) => {
    if (!isAuthApiPath(req.path)) {
      next();
      return;
    }
    res.status(404).setHeader("Cache-Control", "no-store");
    res.type("application/json").send(NOT_OFFERED);
  };
}

/** Both, in the order server/main.ts mounts them: after the canonical redirect, before the proxy and the app. */
export function offerLoginGuards(): RequestHandler[] {
  return [refuseBrowserCodeExchange(), offerLoginLimits()];
}
