import { describe, expect, it } from "vitest";
import { receiptCallOf } from "./receipt-link";

describe("receiptCallOf", () => {
  it("names the download call of either form", () => {
    expect(receiptCallOf("/api/blau/contracttermination/download/3f0c8a4e-5b1d-4c8e")).toEqual({
      brand: "blau",
      form: "default",
      submissionId: "3f0c8a4e-5b1d-4c8e",
    });
    expect(receiptCallOf("/api/o2/prefilledcontracttermination/download/abc_123")).toEqual({
      brand: "o2",
      form: "selfcare",
      submissionId: "abc_123",
    });
  });

  it("leaves any other address to the plain link", () => {
    expect(receiptCallOf("https://files.example/receipt.pdf")).toBeNull();
    expect(receiptCallOf("/api/acme/contracttermination/download/abc")).toBeNull();
    expect(receiptCallOf("/api/o2/contracttermination/download/../../x")).toBeNull();
  });
});
