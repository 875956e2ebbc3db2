import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { defineForm, EMAIL, posted, requiredMatch, requiredText } from "./form-kit";

type M = "required" | "tooLong" | "email" | "invalid" | "label.name" | "label.email" | "label.date" | "date" | "taken";

const form = defineForm<M>()({
  fields: [
    {
      name: "name",
      label: "label.name",
      id: "f-name",
      rules: { name: requiredText(5, "required", "tooLong") },
      api: ["person.name"],
    },
    {
      name: "date",
      label: "label.date",
      id: "f-day",
      rules: { day: v.pipe(posted, v.regex(/^\d+$/, "date")), month: v.pipe(posted, v.regex(/^\d+$/, "date")) },
      api: ["person.birthDate"],
      invalid: "date",
    },
    {
      name: "email",
      label: "label.email",
      id: "f-email",
      rules: { email: requiredMatch(50, EMAIL, ["required", "tooLong", "email"]) },
      api: ["person.email", "email"],
      codes: { DUPLICATE: "taken" },
    },
  ],
  codes: { REQUIRED: "required" },
  fallback: "invalid",
});
const schema = v.object(form.entries);

describe("defineForm", () => {
  it("parses with the first problem per field, in the table's order, several inputs counting as one field", () => {
    const result = form.parse(schema, { email: "x", name: "", month: "x" });
    expect(result).toEqual({ success: false, errors: { name: "required", date: "date", email: "email" } });
    expect(Object.keys(result.success ? {} : result.errors)).toEqual(["name", "date", "email"]);
    expect(form.parse(schema, { name: " Eva ", day: "1", month: "2", email: "eva@example.de" })).toEqual({
      success: true,
      output: { name: "Eva", day: "1", month: "2", email: "eva@example.de" },
    });
    expect(form.inputs).toEqual(["name", "day", "month", "email"]);
  });

  it("puts the backend's field errors on the fields their request paths name, with the field's or the form's message", () => {
    const { errors, unmapped } = form.apiErrors([
      { field: "email", code: "DUPLICATE", message: "" },
      { field: "person.email", code: "REQUIRED", message: "" },
      { field: "person.birthDate", code: "WHATEVER", message: "" },
      { field: "person.name", code: "ODD", message: "" },
      { field: "elsewhere", code: "REQUIRED", message: "" },
    ]);
    expect(errors).toEqual({ email: "taken", date: "date", name: "invalid" });
    expect(unmapped.map((error) => error.field)).toEqual(["elsewhere"]);
  });

  it("lists the summary in form order, each entry linking to its field's focus id", () => {
    const t = (key: string) => key.toUpperCase();
    expect(form.summaryEntries({ email: "email", name: "required" }, t)).toEqual([
      { fieldId: "f-name", message: "LABEL.NAME: REQUIRED" },
      { fieldId: "f-email", message: "LABEL.EMAIL: EMAIL" },
    ]);
    expect([form.fieldId("date"), form.label("email")]).toEqual(["f-day", "label.email"]);
  });

  it("fills the problems' placeholders with the values given, never the labels'", () => {
    const t = (key: string, values?: { max: number }) => (values ? `${key}<${values.max}>` : key);
    expect(form.summaryEntries({ name: "tooLong" }, t, { max: 5 })).toEqual([
      { fieldId: "f-name", message: "label.name: tooLong<5>" },
    ]);
  });

  it("words a row without a label (a part of the page) by its message alone, in form order with the others", () => {
    const page = defineForm<M>()({
      fields: [
        { name: "name", label: "label.name", id: "f-name", rules: { name: requiredText(5, "required", "tooLong") } },
        { name: "general", id: "f-form", rules: {}, api: ["order"], invalid: "invalid" },
      ],
      fallback: "invalid",
    });
    const t = (key: string) => key.toUpperCase();
    expect(page.summaryEntries({ general: "invalid", name: "required" }, t)).toEqual([
      { fieldId: "f-name", message: "LABEL.NAME: REQUIRED" },
      { fieldId: "f-form", message: "INVALID" },
    ]);
    expect(page.inputs).toEqual(["name"]);
    expect(page.label("name")).toBe("label.name");
    // @ts-expect-error a row without a label has no label to ask for
    page.label("general");
  });
});
