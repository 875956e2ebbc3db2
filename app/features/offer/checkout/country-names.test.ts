import { describe, expect, it } from "vitest";
import { countryNamer, nationalityNameOf, nationalityOptions } from "./country-names";

const BACKEND = [
  { code: "TR", name: "türkisch" },
  { code: "AT", name: "österreichisch" },
  { code: "DE", name: "deutsch" },
  { code: "ZZZ", name: "staatenlos" },
];

describe("nationalityOptions", () => {
  it("names each nationality by its country in the page's language, sorted for that language", () => {
    expect(nationalityOptions(BACKEND, "de").map((n) => n.name)).toEqual([
      "Deutschland",
      "Österreich",
      "staatenlos",
      "Türkei",
    ]);
    expect(nationalityOptions(BACKEND, "en").map((n) => n.name)).toEqual([
      "Austria",
      "Germany",
      "staatenlos",
      expect.stringMatching(/^Türkiye|Turkey$/),
    ]);
    const turkish = nationalityOptions(BACKEND, "tr");
    expect(turkish.find((n) => n.code === "DE")?.name).toBe("Almanya");
    expect(turkish.find((n) => n.code === "TR")?.name).toBe("Türkiye");
  });

  it("keeps every code the backend offers, and nothing else", () => {
    expect(
      nationalityOptions(BACKEND, "en")
        .map((n) => n.code)
        .sort(),
    ).toEqual(["AT", "DE", "TR", "ZZZ"]);
  });
});

describe("countryNamer", () => {
  it("answers null for what names no country, never throws", () => {
    const name = countryNamer("de");
    expect(name("DE")).toBe("Deutschland");
    expect(name("ZZZ")).toBeNull();
    expect(name("<script>")).toBeNull();
    expect(name("")).toBeNull();
  });
});

describe("nationalityNameOf", () => {
  it("words a saved nationality for the summary, keeps an unknown code as saved, and says nothing for none", () => {
    expect(nationalityNameOf("TR", "de")).toBe("Türkei");
    expect(nationalityNameOf("DE", "tr")).toBe("Almanya");
    expect(nationalityNameOf("ZZZ", "en")).toBe("ZZZ");
    expect(nationalityNameOf(undefined, "de")).toBeNull();
  });
});

describe("nationalityOptions, asked again", () => {
  it("gives the same list for the same backend list and language, and a new one when either changes", () => {
    const first = nationalityOptions(BACKEND, "de");
    expect(nationalityOptions([...BACKEND], "de")).toBe(first);
    expect(nationalityOptions(BACKEND, "en")).not.toBe(first);
    const renamed = nationalityOptions(
      [{ code: "ZZZ", name: "ohne Staatsangehörigkeit" }, ...BACKEND.slice(0, 3)],
      "de",
    );
    expect(renamed).not.toBe(first);
    expect(renamed.map((n) => n.name)).toContain("ohne Staatsangehörigkeit");
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
  });
});
