import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadContract } from "./contract.ts";
import type { DemoContext } from "./demo-context.ts";
import { json } from "./http.ts";
import { OPERATION_HANDLERS } from "./operations/index.ts";
import { type ContractViolation, mountContract, type OperationHandlers } from "./router.ts";

const contract = loadContract();

/** The demo's router with one operation answering `answer()`, in strict mode or not. */
function appAnswering(answer: () => Response, strict: boolean) {
  const violations: ContractViolation[] = [];
  const handlers: OperationHandlers = { ...OPERATION_HANDLERS, getNationalities: answer };
  const app = new Hono();
  mountContract(app, contract, handlers, {} as DemoContext, { strict, onViolation: (v) => violations.push(v) });
  return { app, violations };
}

describe("the contract check of every answer", () => {
  const wrong = () => json({ nationalities: "not a list" });

  it("turns an answer the contract does not allow into a 500 in strict mode, naming what is wrong", async () => {
    const { app, violations } = appAnswering(wrong, true);
    const response = await app.request("/api/o2/lists/nationalities");
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Response violates the contract");
    expect(violations).toHaveLength(1);
    expect(violations[0]?.operationId).toBe("getNationalities");
  });

  it("reports it and passes it on otherwise, and checks answers not written by json() as well", async () => {
    const { app, violations } = appAnswering(wrong, false);
    const response = await app.request("/api/o2/lists/nationalities");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ nationalities: "not a list" });
    const handWritten = appAnswering(
      () => new Response('{"nationalities":7}', { headers: { "content-type": "application/json" } }),
      false,
    );
    await handWritten.app.request("/api/o2/lists/nationalities");
    expect([...violations, ...handWritten.violations].map((v) => v.operationId)).toEqual([
      "getNationalities",
      "getNationalities",
    ]);
  });

  it("lets an answer the contract allows through unchanged", async () => {
    const { app, violations } = appAnswering(() => json({ nationalities: [] }), true);
    const response = await app.request("/api/o2/lists/nationalities");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ nationalities: [] });
    expect(violations).toEqual([]);
  });
});
