import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFromResponse, parseErrorBody, toApiError } from "./api-error.ts";

describe("parseErrorBody", () => {
  it("reads the contract's error shape", () => {
    const body = {
      code: "DOWNTIME",
      message: "maintenance",
      offerUseCase: "Standard",
      downtime: { from: "a", until: "b" },
      shopHotline: "0800",
      errors: [{ field: "x", code: "REQUIRED", message: "m" }, { broken: true }],
    };
    expect(parseErrorBody(JSON.stringify(body))).toEqual({
      ...body,
      errors: [{ field: "x", code: "REQUIRED", message: "m" }],
    });
  });
  it("gives nothing for HTML, empty or foreign bodies", () => {
    expect(parseErrorBody("<html>502</html>")).toBeUndefined();
    expect(parseErrorBody("")).toBeUndefined();
    expect(parseErrorBody('{"error":"x"}')).toBeUndefined();
    expect(parseErrorBody("null")).toBeUndefined();
  });
});

describe("apiErrorFromResponse", () => {
  it("keeps the status of a non-JSON error", async () => {
    const error = await apiErrorFromResponse(new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect([error.kind, error.status, error.code, error.message]).toEqual([
      "RequestFailed",
      502,
      undefined,
      "Error occurred while doing an api request.",
    ]);
  });
  it("turns field errors into a validation error", async () => {
    const body = JSON.stringify({
      code: "VALIDATION_FAILED",
      message: "",
      errors: [{ field: "iban", code: "X", message: "m" }],
    });
    expect((await apiErrorFromResponse(new Response(body, { status: 400 }))).kind).toBe("ValidationFailed");
  });
});

describe("toApiError", () => {
  it("wraps anything else, keeping the cause", () => {
    const cause = new TypeError("fetch failed");
    const error = toApiError(cause);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.cause]).toEqual([undefined, cause]);
    expect(toApiError(error)).toBe(error);
  });
});
