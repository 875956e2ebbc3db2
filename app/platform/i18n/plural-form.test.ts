import { describe, expect, it } from "vitest";
import { countValues } from "./plural-form";

describe("countValues", () => {
  it("gives the count and its CLDR plural form in the locale", () => {
    expect(countValues("de-DE", 1)).toEqual({ count: 1, form: "one" });
    expect(countValues("de-DE", 0)).toEqual({ count: 0, form: "other" });
    expect(countValues("en-GB", 2)).toEqual({ count: 2, form: "other" });
    expect(countValues("tr-TR", 1).form).toBe("one");
    expect(countValues("pl-PL", 22).form).toBe("few");
    expect(countValues("pl-PL", 25).form).toBe("many");
  });
});
