import { describe, expect, it } from "vitest";
import { echoValues, listOf, sameValues, textOf, valuesOf } from "./form-values";

function form(entries: [string, string | File][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("valuesOf", () => {
  it("keeps texts, makes lists of list fields and drops empty files", () => {
    const data = form([
      ["name", "Erika"],
      ["ids", "a"],
      ["ids", "b"],
      ["empty", new File([], "")],
      ["file", new File(["x"], "x.pdf")],
    ]);
    const values = valuesOf(data, ["ids", "none"]);
    expect(values.name).toBe("Erika");
    expect(values.ids).toEqual(["a", "b"]);
    expect(values.empty).toBeUndefined();
    expect(values.file).toBeInstanceOf(File);
  });
});

describe("echoValues", () => {
  it("returns every text value and no file", () => {
    const data = form([
      ["name", "Erika"],
      ["ids", "a"],
      ["ids", "b"],
      ["file", new File(["x"], "x.pdf")],
      ["secret", "s"],
    ]);
    expect(echoValues(data, ["secret"])).toEqual({ name: "Erika", ids: ["a", "b"] });
  });

  it("reads single and repeated values back", () => {
    const echoed = { a: "1", b: ["x", "y"] };
    expect(textOf(echoed, "a")).toBe("1");
    expect(textOf(echoed, "b")).toBe("y");
    expect(listOf(echoed, "a")).toEqual(["1"]);
    expect(listOf(echoed, "b")).toEqual(["x", "y"]);
    expect(listOf(undefined, "c")).toEqual([]);
  });
});

describe("sameValues", () => {
  it("is true for the same texts and lists, false for any difference in a value, a list or the names", () => {
    const file = new File(["x"], "a.pdf");
    const values = { name: "Erika", ids: ["a", "b"], proof: file };
    expect(sameValues(values, { proof: file, ids: ["a", "b"], name: "Erika" })).toBe(true);
    expect(sameValues(values, { ...values, name: "Erik" })).toBe(false);
    expect(sameValues(values, { ...values, ids: ["a"] })).toBe(false);
    expect(sameValues(values, { ...values, ids: ["a", "c"] })).toBe(false);
    expect(sameValues(values, { ...values, ids: "a" })).toBe(false);
    expect(sameValues(values, { ...values, proof: new File(["x"], "a.pdf") })).toBe(false);
    expect(sameValues({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameValues(values, { name: "Erika", ids: ["a", "b"] })).toBe(false);
  });
});
