import { afterAll, describe, expect, it } from "vitest";
import { loadContract } from "./contract.ts";
import { demoUnderTest } from "./demo.test-support.ts";
import { OPERATION_HANDLERS } from "./operations/index.ts";

/** The contract's operations, row by row: method and path (`{brand}` slug, `{id}` token). */
const SPECIFIED_OPERATIONS = [
  "GET /api/auth/token",
  "GET /api/{brand}/lists/nationalities",
  "GET /api/consent/{id}",
  "GET /api/{brand}/contracttermination/config",
  "POST /api/{brand}/contracttermination/{id}",
  "GET /api/{brand}/contracttermination/download/{id}",
  "POST /api/{brand}/contracttermination/upload/{id}",
  "GET /api/{brand}/prefilledcontracttermination/config",
  "POST /api/{brand}/prefilledcontracttermination/{id}",
  "GET /api/{brand}/prefilledcontracttermination/download/{id}",
  "GET /api/{brand}/prefilledcontracttermination/prefill",
  "GET /api/offer/verify/{id}",
  "GET /api/offer/{id}",
  "GET /api/offer/{id}/preview",
  "POST /api/offer/accept/{id}",
  "GET /api/offer/summary/{id}",
  "GET /api/offer/documents/{a}/{b}/{c}",
  "PATCH /api/offer/{id}",
  "POST /api/offer/{id}/preview/reset",
  "GET /api/{brand}/customer/details/{id}",
  "POST /api/{brand}/customer/details/{id}",
  "POST /api/declinemail",
  "GET /api/entry/novum",
  "GET /api/idv/{id}",
  "GET /api/idv/{id}/methods",
  "POST /api/idv/{id}/methods",
  "POST /api/validation/{brand}/address",
  "POST /api/validation/{brand}/iban",
] as const;

/** The query parameters the front end sends. */
const SPECIFIED_QUERIES: Record<string, string[]> = {
  "GET /api/auth/token": ["code", "offer"],
  "GET /api/{brand}/prefilledcontracttermination/prefill": ["data"],
  "POST /api/declinemail": ["token", "brand"],
  "GET /api/entry/novum": ["id"],
  "GET /api/idv/{id}": ["language"],
  "POST /api/idv/{id}/methods": ["language"],
};

const contract = loadContract();
const key = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;

describe("the contract", () => {
  it("has exactly the 28 operations the front end calls", () => {
    expect(SPECIFIED_OPERATIONS).toHaveLength(28);
    expect(contract.operations.map(key).sort()).toEqual([...SPECIFIED_OPERATIONS].sort());
  });

  it("has the specified query parameters", () => {
    for (const [operation, names] of Object.entries(SPECIFIED_QUERIES)) {
      const op = contract.operations.find((o) => key(o) === operation);
      const query = op?.parameters.filter((p) => p.in === "query").map((p) => p.name);
      expect(query, operation).toEqual(expect.arrayContaining(names));
    }
  });

  it("takes the upload as multipart with a field `file` and answers downloads as PDF", () => {
    const upload = contract.operations.find((o) => o.operationId === "uploadTerminationDocument");
    expect(upload?.requestBody?.contentTypes).toEqual(["multipart/form-data"]);
    const schema = contract.document.components.schemas.UploadForm as { required: string[] };
    expect(schema.required).toEqual(["file"]);
    for (const id of ["downloadTermination", "downloadPrefilledTermination", "getOfferDocument"]) {
      expect(contract.operations.find((o) => o.operationId === id)?.responses["200"]).toEqual(["application/pdf"]);
    }
  });

  it("answers every error in the one error shape", () => {
    for (const op of contract.operations) {
      expect(op.responses.default, op.operationId).toEqual(["application/json"]);
      for (const [status, types] of Object.entries(op.responses)) {
        if (status.startsWith("4") || status.startsWith("5"))
          expect(types, `${op.operationId} ${status}`).toEqual(["application/json"]);
      }
    }
    const shape = contract.document.components.schemas.ErrorResponse as { properties: object };
    expect(Object.keys(shape.properties)).toEqual(
      expect.arrayContaining(["code", "offerUseCase", "downtime", "shopHotline", "errors"]),
    );
  });

  it("documents every schema with examples that validate", () => {
    for (const [name, schema] of Object.entries(contract.document.components.schemas)) {
      const examples = (schema as { examples?: unknown[] }).examples;
      expect(examples?.length, `${name} has no example`).toBeGreaterThan(0);
      for (const example of examples ?? []) expect(contract.validateSchema(name, example), name).toEqual([]);
    }
  }, 20_000);

  it("has error examples that fit the error shape", () => {
    for (const [name, response] of Object.entries(contract.document.components.responses)) {
      const example = (response as { content?: Record<string, { example?: unknown }> }).content?.["application/json"]
        ?.example;
      if (example !== undefined) expect(contract.validateSchema("ErrorResponse", example), name).toEqual([]);
    }
  });

  it("rejects values that break a schema", () => {
    expect(contract.validateSchema("PriceEntry", { type: "weekly", amount: 1, formatted: "1,00 €" })).not.toEqual([]);
    expect(contract.validateSchema("ErrorResponse", { code: "NOPE", message: "x" })).not.toEqual([]);
  });
});

describe("the demo backend", () => {
  const demo = demoUnderTest();
  afterAll(() => demo.cleanup());

  it("has a handler for every operation of the contract", () => {
    expect(Object.keys(OPERATION_HANDLERS).sort()).toEqual(contract.operations.map((o) => o.operationId).sort());
  });

  it("routes every specified operation (no 404 for the route, no 405, no 501)", async () => {
    const sample: Record<string, string> = {
      "{brand}": "o2",
      "{id}": "00000000-0000-4000-8000-000000000000",
      "{a}": "x",
      "{b}": "y",
      "{c}": "z",
    };
    for (const operation of SPECIFIED_OPERATIONS) {
      const [method, template] = operation.split(" ") as [string, string];
      const path = template.replace(/\{[a-z]+\}/g, (name) => sample[name] ?? name);
      const response = await demo.call(path, { method });
      expect([405, 501], operation).not.toContain(response.status);
      expect(await response.text(), operation).not.toContain("No API operation");
    }
    expect(demo.violations).toEqual([]);
  });
});
