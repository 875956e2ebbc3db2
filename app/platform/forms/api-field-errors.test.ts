import { describe, expect, it } from "vitest";
import { formErrorsFromApi } from "./api-field-errors";

describe("formErrorsFromApi", () => {
  const fields = { "customer.email": "email", terminationDate: "date" } as const;
  const message = (field: string, code: string) => `${field}/${code}`;

  it("maps request paths to form fields, first error per field", () => {
    const result = formErrorsFromApi(
      [
        { field: "customer.email", code: "INVALID_FORMAT", message: "bad" },
        { field: "customer.email", code: "TOO_LONG", message: "long" },
        { field: "terminationDate", code: "TOO_EARLY", message: "early" },
      ],
      fields,
      message,
    );
    expect(result.errors).toEqual({ email: "email/INVALID_FORMAT", date: "date/TOO_EARLY" });
    expect(result.unmapped).toEqual([]);
  });

  it("keeps errors of unknown paths apart, and ignores prototype names", () => {
    const result = formErrorsFromApi(
      [
        { field: "somethingElse", code: "X", message: "x" },
        { field: "constructor", code: "X", message: "x" },
      ],
      fields,
      message,
    );
    expect(result.errors).toEqual({});
    expect(result.unmapped.map((e) => e.field)).toEqual(["somethingElse", "constructor"]);
  });
});
