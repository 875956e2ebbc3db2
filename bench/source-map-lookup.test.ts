import { describe, expect, it } from "vitest";
import { decodeSegment, sourceLookup } from "./source-map-lookup.ts";

describe("decodeSegment", () => {
  it("reads base64 VLQ numbers, with the sign in the lowest bit and continuation in the sixth", () => {
    expect(decodeSegment("AAgBC")).toEqual([0, 0, 16, 1]);
    expect(decodeSegment("D")).toEqual([-1]);
    expect(decodeSegment("2H")).toEqual([123]);
  });

  it("refuses a character outside base64", () => {
    expect(() => decodeSegment("A!")).toThrow(/VLQ/);
  });
});

describe("sourceLookup", () => {
  // Line 0: column 0 from a.ts line 0, column 5 from b.ts line 0; line 1: column 0 from b.ts line 1; line 2: nothing.
  const lookup = sourceLookup({ version: 3, sources: ["a.ts", "b.ts"], mappings: "AAAA,KCAA;AACA;" });

  it("gives the source and line of the last segment at or before the column", () => {
    expect(lookup.positionAt(0, 0)).toEqual({ source: "a.ts", line: 0 });
    expect(lookup.positionAt(0, 4)).toEqual({ source: "a.ts", line: 0 });
    expect(lookup.positionAt(0, 5)).toEqual({ source: "b.ts", line: 0 });
    expect(lookup.positionAt(0, 900)).toEqual({ source: "b.ts", line: 0 });
    expect(lookup.positionAt(1, 3)).toEqual({ source: "b.ts", line: 1 });
  });

  it("gives null where nothing maps", () => {
    expect(lookup.positionAt(2, 0)).toBeNull();
    expect(lookup.positionAt(7, 0)).toBeNull();
    expect(sourceLookup({ version: 3, sources: ["a.ts"], mappings: "CAAA" }).positionAt(0, 0)).toBeNull();
  });
});
