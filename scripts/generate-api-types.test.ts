import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { RULES_URL, renderApiTypes, renderContractRules, TYPES_URL } from "./generate-api-types.ts";

describe("generated API types", () => {
  it("match api/openapi.yaml (run `npm run generate:api` after changing the contract)", async () => {
    const committed = await readFile(TYPES_URL, "utf8");
    expect(committed === (await renderApiTypes()), "app/platform/api/schema.d.ts is stale").toBe(true);
  }, 20_000);

  it("and so do the contract's string limits (app/platform/api/contract-rules.ts)", async () => {
    const committed = await readFile(RULES_URL, "utf8");
    expect(committed === (await renderContractRules()), "app/platform/api/contract-rules.ts is stale").toBe(true);
  });

  it("carry each string property's limits as the contract states them", async () => {
    const rules = await import("../app/platform/api/contract-rules.ts");
    expect(rules.TerminationCustomer.firstName).toEqual({ minLength: 1, maxLength: 50 });
    expect(rules.TerminationCustomer.email).toEqual({ maxLength: 120, format: "email" });
    expect(new RegExp(rules.TerminationCustomer.phoneNumber.pattern).test("0176 12345678")).toBe(true);
  });

  it("type binary payloads as Blob", async () => {
    const text = await readFile(TYPES_URL, "utf8");
    expect(text).toContain('"application/pdf": Blob;');
    expect(text).toContain("file: Blob;");
  });
});
