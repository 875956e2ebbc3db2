import { describe, expect, it } from "vitest";
import {
  type FieldErrors,
  missingFields,
  parseForm,
  selfcareErrors,
  type TerminationField,
  type TerminationValues,
  terminationErrors,
  terminationSchema,
} from "./termination-schema";
import { parseTerminationDate, type ValidationContext } from "./termination-validation";

const context: ValidationContext = {
  today: "2026-11-21",
  locale: "de-DE",
  config: {
    serviceTypes: [
      { id: "mobile", earliestTerminationDate: "2026-12-21" },
      { id: "dataOnly", earliestTerminationDate: "2026-12-21" },
    ],
    cancellationTypes: ["Regular", "Special"],
    reasons: [
      { id: "UmzugAusland", proofRequired: true },
      { id: "SonstigerGrund", proofRequired: false },
    ],
    upload: { maxBytes: 1000, contentTypes: ["application/pdf", "image/png"], maxFiles: 3 },
  },
};

const valid: TerminationValues = {
  serviceType: "mobile",
  cancellationType: "Regular",
  firstName: "Erika",
  lastName: "Mustermann",
  customerNumber: "1234567",
  selectTerminationDate: "now",
  email: "erika@example.de",
};

/** Each field's problem in form order as "field:problem:kind"; "missing" ones are what the required-fields modal lists. */
function issues(errors: FieldErrors) {
  const missing = missingFields(errors);
  return Object.entries(errors).map(([field, message]) => ({
    field,
    message,
    kind: missing.includes(field as TerminationField) ? "missing" : "invalid",
  }));
}

const issuesOf = (values: TerminationValues) =>
  issues(terminationErrors(values, context)).map(
    (i) => `${i.field}:${i.message.replace("termination.error.", "")}:${i.kind}`,
  );

describe("the default form's schema", () => {
  it("accepts a complete regular termination", () => {
    expect(issuesOf(valid)).toEqual([]);
  });

  it("lists every missing field of an empty form, in form order", () => {
    expect(issuesOf({})).toEqual([
      "serviceType:choose:missing",
      "cancellationType:choose:missing",
      "firstName:required:missing",
      "lastName:required:missing",
      "customerNumber:identification:missing",
      "email:required:missing",
    ]);
  });

  it("takes no date choice as now, the earliest possible date (§ 312k BGB)", () => {
    const { selectTerminationDate: _, ...withoutChoice } = valid;
    const result = parseForm(terminationSchema(context), withoutChoice);
    expect(result.success && result.output.selectTerminationDate).toBe("now");
    expect(issuesOf({ ...valid, selectTerminationDate: "tomorrow" })).toEqual(["selectTerminationDate:choose:missing"]);
  });

  it("trims what it passes on", () => {
    const result = parseForm(terminationSchema(context), {
      ...valid,
      firstName: "  Erika ",
      email: " erika@example.de ",
    });
    expect(result.success && [result.output.firstName, result.output.email]).toEqual(["Erika", "erika@example.de"]);
  });

  it("rejects options the configuration does not offer", () => {
    expect(issuesOf({ ...valid, serviceType: "dsl", cancellationType: "None" })).toEqual([
      "serviceType:choose:missing",
      "cancellationType:choose:missing",
    ]);
  });

  it("needs a reason for an extraordinary termination and never a proof (§ 312k BGB)", () => {
    expect(issuesOf({ ...valid, cancellationType: "Special" })).toEqual(["reason:reason:missing"]);
    expect(issuesOf({ ...valid, cancellationType: "Special", reason: "None" })).toEqual(["reason:reason:missing"]);
    expect(issuesOf({ ...valid, cancellationType: "Special", reason: "SonstigerGrund" })).toEqual([]);
    expect(issuesOf({ ...valid, cancellationType: "Special", reason: "UmzugAusland" })).toEqual([]);
  });

  it("checks the proof's type and size", () => {
    const special = { ...valid, cancellationType: "Special", reason: "UmzugAusland" };
    const pdf = new File(["%PDF"], "a.pdf", { type: "application/pdf" });
    const exe = new File(["MZ"], "a.exe", { type: "application/x-msdownload" });
    const big = new File([new Uint8Array(2000)], "b.png", { type: "image/png" });
    expect(issuesOf({ ...special, proof: pdf })).toEqual([]);
    expect(issuesOf({ ...special, proof: exe })).toEqual(["proof:proofType:invalid"]);
    expect(issuesOf({ ...special, proof: big })).toEqual(["proof:proofSize:invalid"]);
  });

  it("ignores a proof for a regular termination", () => {
    expect(issuesOf({ ...valid, proof: new File(["MZ"], "a.exe") })).toEqual([]);
  });

  it("identifies the customer by customer number or phone number, with no limit the contract does not state", () => {
    const { customerNumber: _, ...withoutNumber } = valid;
    expect(issuesOf({ ...withoutNumber, phoneNumber: "0176 12345678" })).toEqual([]);
    expect(issuesOf({ ...valid, customerNumber: "12ab" })).toEqual([]);
    expect(issuesOf({ ...valid, customerNumber: "1".repeat(64) })).toEqual([]);
    expect(issuesOf({ ...valid, customerNumber: "1".repeat(65) })).toEqual(["customerNumber:tooLong:invalid"]);
    expect(issuesOf({ ...valid, phoneNumber: "call me" })).toEqual(["phoneNumber:phoneNumber:invalid"]);
    expect(issuesOf({ ...withoutNumber, customerNumber: "   " })).toEqual(["customerNumber:identification:missing"]);
  });

  it("checks names and the e-mail address", () => {
    expect(issuesOf({ ...valid, firstName: "x".repeat(51) })).toEqual(["firstName:tooLong:invalid"]);
    expect(issuesOf({ ...valid, email: "erika.example.de" })).toEqual(["email:email:invalid"]);
    expect(issuesOf({ ...valid, email: "erika@example" })).toEqual(["email:email:invalid"]);
  });

  it("needs a real date inside the window for a later termination", () => {
    const later = { ...valid, selectTerminationDate: "later" };
    expect(issuesOf(later)).toEqual(["terminationDate:required:missing"]);
    expect(issuesOf({ ...later, terminationDate: "31.02.2027" })).toEqual(["terminationDate:date:invalid"]);
    expect(issuesOf({ ...later, terminationDate: "20.12.2026" })).toEqual(["terminationDate:dateRange:invalid"]);
    expect(issuesOf({ ...later, terminationDate: "21.12.2026" })).toEqual([]);
    expect(issuesOf({ ...later, terminationDate: "20.12.2028" })).toEqual([]);
    expect(issuesOf({ ...later, terminationDate: "21.12.2028" })).toEqual(["terminationDate:dateRange:invalid"]);
    expect(issuesOf({ ...later, terminationDate: "2027-03-31" })).toEqual([]);
  });

  it("lets an extraordinary termination take effect from today", () => {
    const special = { ...valid, cancellationType: "Special", reason: "SonstigerGrund", selectTerminationDate: "later" };
    expect(issuesOf({ ...special, terminationDate: "21.11.2026" })).toEqual([]);
    expect(issuesOf({ ...special, terminationDate: "20.11.2026" })).toEqual(["terminationDate:dateRange:invalid"]);
  });
});

describe("parseTerminationDate", () => {
  it("reads the page locale's order", () => {
    expect(parseTerminationDate("31.03.2027", "de-DE")).toBe("2027-03-31");
    expect(parseTerminationDate("03/31/2027", "en-US")).toBe("2027-03-31");
    expect(parseTerminationDate("31.03.2027", "tr-TR")).toBe("2027-03-31");
    expect(parseTerminationDate("not a date", "de-DE")).toBeNull();
    expect(parseTerminationDate("", "de-DE")).toBeNull();
  });
});

describe("the self-care form's schema", () => {
  const selfcare = {
    ...context,
    config: { ...context.config, serviceTypes: [{ id: "mobile" as const, earliestTerminationDate: "2026-12-21" }] },
  };
  const check = (values: TerminationValues) =>
    issues(selfcareErrors({ serviceType: "mobile", ...values }, selfcare)).map(
      (i) => `${i.field}:${i.message.replace("termination.error.", "")}`,
    );

  it("asks only for type, date and e-mail; the rest comes from the link", () => {
    expect(check({})).toEqual(["cancellationType:choose", "email:required"]);
    expect(check({ cancellationType: "Regular", selectTerminationDate: "now", email: "a@b.de" })).toEqual([]);
  });

  it("checks the later date against the contract's earliest date", () => {
    const base = {
      cancellationType: "Regular",
      selectTerminationDate: "later",
      email: "a@b.de",
      serviceType: "mobile",
    };
    expect(check({ ...base, terminationDate: "01.12.2026" })).toEqual(["terminationDate:dateRange"]);
    expect(check({ ...base, terminationDate: "31.12.2026" })).toEqual([]);
  });
});
