import { describe, expect, it } from "vitest";
import { fromJsonText, toJsonText } from "./json-text";

describe("JSON text", () => {
  it("gives back the value it was made from: nested objects, arrays, numbers, null, quotes, markup, any Unicode", () => {
    const value = {
      token: "demo-offer-standard",
      price: { monthly: 19.99, once: 0 },
      rows: [{ name: 'Tarif "Mobile L" </script><script>alert(1)</script>' }, { name: "Größe ü ß 🙂 \u2028 \\ end" }],
      optional: null,
      flags: [true, false],
    };
    const text = toJsonText(value);
    expect(typeof text).toBe("string");
    expect(fromJsonText(text)).toEqual(value);
  });

  it("drops what JSON cannot carry, which is why it is only for values that came as JSON", () => {
    const text = toJsonText({ kept: 1, dropped: undefined });
    expect(fromJsonText(text)).toEqual({ kept: 1 });
    expect(Object.hasOwn(fromJsonText(text), "dropped")).toBe(false);
  });
});
