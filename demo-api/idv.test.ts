import { afterAll, afterEach, describe, expect, it } from "vitest";
import { demoUnderTest } from "./demo.test-support.ts";
import type { Schemas } from "./http.ts";
import { IDV_ERROR_CODES, idvCodeToken } from "./seed/idv.ts";

const demo = demoUnderTest();
afterEach(() => expect(demo.violations).toEqual([]));
afterAll(() => demo.cleanup());

let trace = 0;
/** Each test is its own browser: IDV progress is kept per trace id. */
const newTraceId = () => `00000000-0000-4000-8000-${String(++trace).padStart(12, "0")}`;

async function call<T>(path: string, traceId: string, init: RequestInit & { json?: unknown } = {}) {
  const response = await demo.call(path, { ...init, headers: { "x-trace-id": traceId, ...init.headers } });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

describe("identity verification", () => {
  it("has a token for every outcome", async () => {
    const outcomes: [string, Schemas["IdvStatus"]][] = [
      ["demo-idv-selection", "selection"],
      ["demo-idv-pending", "pending"],
      ["demo-idv-submitted", "submitted"],
      ["demo-idv-success", "success"],
      ["demo-idv-failed", "failed"],
      ["demo-idv-expired", "expired"],
      ["demo-idv-consumed", "consumed"],
      ["demo-idv-completed", "completed"],
      ["demo-idv-cancelled", "cancelled"],
    ];
    for (const [token, status] of outcomes) {
      expect((await call<Schemas["Idv"]>(`/api/idv/${token}?language=de`, newTraceId())).body.status, token).toBe(
        status,
      );
    }
  });

  it("turns pending into success after a few polls, for each caller on its own", async () => {
    const first = newTraceId();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call<Schemas["Idv"]>("/api/idv/demo-idv-pending", first)).body.status);
    expect(statuses).toEqual(["pending", "pending", "success", "success"]);
    expect((await call<Schemas["Idv"]>("/api/idv/demo-idv-pending", newTraceId())).body.status).toBe("pending");
  });

  it("offers video ident, eID, PostIdent and, for mixed baskets, OTP", async () => {
    const { body } = await call<Schemas["IdvMethodList"]>("/api/idv/demo-idv-selection/methods", newTraceId());
    expect(body.methods.map((m) => m.id)).toEqual([
      "eId",
      "videoIdent",
      "postIdentBranch",
      "postIdentVideo",
      "postIdentEid",
      "postIdentPhoto",
    ]);
    const otp = await call<Schemas["IdvMethodList"]>("/api/idv/demo-idv-otp/methods", newTraceId());
    expect(otp.body.methods[0]?.id).toBe("otp");
    expect((await call<Schemas["Idv"]>("/api/idv/demo-idv-otp", newTraceId())).body.mixedBasketWithOtp).toBe(true);
    expect(
      (await call<Schemas["IdvMethodList"]>("/api/idv/demo-idv-no-methods/methods", newTraceId())).body.methods,
    ).toEqual([]);
  });

  it("runs video ident at the simulated provider and reports success after polling", async () => {
    const traceId = newTraceId();
    const start = await call<Schemas["IdvMethodStart"]>("/api/idv/demo-idv-selection/methods?language=en", traceId, {
      method: "POST",
      json: { method: "videoIdent" },
    });
    expect(start.body).toMatchObject({ status: "submitted", method: "videoIdent" });
    expect(start.body.redirectUrl).toMatch(/^\/__demo\/idv\/demo-idv-selection\?/);
    const done = await demo.call(start.body.redirectUrl ?? "", {
      method: "POST",
      headers: { cookie: `trace_id=${traceId}` },
      body: new URLSearchParams({ outcome: "success" }),
    });
    expect(done.headers.get("location")).toBe("/en/idv/demo-idv-selection/in-arbeit");
    const polls = [];
    for (let i = 0; i < 2; i++)
      polls.push((await call<Schemas["Idv"]>("/api/idv/demo-idv-selection", traceId)).body.status);
    expect(polls).toEqual(["pending", "success"]);
    const again = await call<Schemas["ErrorResponse"]>("/api/idv/demo-idv-selection/methods", traceId, {
      method: "POST",
      json: { method: "eId" },
    });
    expect(again.body.code).toBe("IDV_SUCCESS");
  });

  it("hands out a PostIdent coupon for the branch", async () => {
    const traceId = newTraceId();
    const start = await call<Schemas["IdvMethodStart"]>("/api/idv/demo-idv-selection/methods", traceId, {
      method: "POST",
      json: { method: "postIdentBranch" },
    });
    expect(start.body.redirectUrl).toBe("/idv/demo-idv-selection/post-ident");
    expect(start.body.postIdent?.code).toMatch(/^\d{4} \d{4} \d{4}$/);
    expect((await call<Schemas["Idv"]>("/api/idv/demo-idv-selection", traceId)).body.postIdent).toEqual(
      start.body.postIdent,
    );
  });

  it("allows another try after a failure only when the verification says so", async () => {
    const retry = await call<Schemas["IdvMethodStart"]>("/api/idv/demo-idv-failed/methods", newTraceId(), {
      method: "POST",
      json: { method: "eId" },
    });
    expect(retry.status).toBe(200);
    const final = await call<Schemas["ErrorResponse"]>("/api/idv/demo-idv-failed-final/methods", newTraceId(), {
      method: "POST",
      json: { method: "eId" },
    });
    expect(final.body.code).toBe("NO_MORE_IDV_POSSIBLE");
    const otpElsewhere = await call<Schemas["ErrorResponse"]>("/api/idv/demo-idv-selection/methods", newTraceId(), {
      method: "POST",
      json: { method: "otp" },
    });
    expect([otpElsewhere.status, otpElsewhere.body.errors?.[0]?.field]).toEqual([400, "method"]);
  });

  it("answers each of the ten IDV codes for its token, 404 for unknown and 500 for the broken one", async () => {
    for (const code of IDV_ERROR_CODES) {
      const { body } = await call<Schemas["ErrorResponse"]>(`/api/idv/${idvCodeToken(code)}`, newTraceId());
      expect(body.code).toBe(code);
    }
    expect((await call<Schemas["ErrorResponse"]>("/api/idv/demo-idv-unknown", newTraceId())).status).toBe(404);
    expect((await call<Schemas["ErrorResponse"]>("/api/idv/demo-idv-server-error", newTraceId())).body.code).toBe(
      "INTERNAL_ERROR",
    );
  });
});
