import { describe, expect, it } from "vitest";
import { ApiError } from "~/platform/api/api-error";
import type { FieldError } from "~/platform/api/types";
import { apiFieldErrors } from "./termination-post.server";

const rejected = (status: number, ...fieldErrors: [string, string][]) =>
  new ApiError({
    status,
    fieldErrors: fieldErrors.map(([field, code]): FieldError => ({ field, code, message: "" })),
  });

describe("the backend's field errors on the termination forms", () => {
  it("land on the field each request path belongs to, with the field's message for its code", () => {
    const error = rejected(
      400,
      ["serviceType", "NOT_AVAILABLE"],
      ["reason", "NOT_AVAILABLE"],
      ["uploadIds", "TOO_LONG"],
      ["customer.firstName", "TOO_LONG"],
      ["customer.lastName", "REQUIRED"],
      ["customer.customerNumber", "UNKNOWN"],
      ["customer.phoneNumber", "PATTERN"],
      ["selectTerminationDate", "ODD"],
      ["terminationDate", "OUT_OF_RANGE"],
      ["customer.email", "INVALID"],
      ["email", "REQUIRED"],
      ["data", "INVALID"],
    );
    expect(apiFieldErrors(error)).toEqual({
      serviceType: "termination.error.choose",
      reason: "termination.error.reason",
      proof: "termination.error.proofSize",
      firstName: "termination.error.tooLong",
      lastName: "termination.error.required",
      customerNumber: "termination.error.customerNumber",
      phoneNumber: "termination.error.phoneNumber",
      selectTerminationDate: "termination.error.required",
      terminationDate: "termination.error.dateRange",
      // The first error of a field wins.
      email: "termination.error.email",
    });
    expect(apiFieldErrors(rejected(400, ["file", "TYPE"]))).toEqual({ proof: "termination.error.proofType" });
  });

  it("reads a body too large as the proof's size, and nothing from a failure that names no field", () => {
    expect(apiFieldErrors(rejected(413))).toEqual({ proof: "termination.error.proofSize" });
    expect(apiFieldErrors(rejected(502))).toEqual({});
    expect(apiFieldErrors(new Error("offline"))).toEqual({});
  });
});
