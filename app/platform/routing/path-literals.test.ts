import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { pathTo, ROUTE_TABLE } from "./route-table";

const APP = join(import.meta.dirname, "../..");
/** The first segments of the app's addresses: "angebot", "idv", "kuendigung", … */
const FIRST_SEGMENTS = [...new Set(ROUTE_TABLE.map((row) => row.path.split("/")[1]).filter(Boolean))];
/** A string or template literal that starts like an app address: "/angebot…", `/idv/${…}`. */
const ADDRESS_LITERAL = new RegExp(
  `["'\`]/(?:${FIRST_SEGMENTS.join("|")})(?=[/"'\`?#.$]|$)|localizePath\\(\\s*["'\`]|\\bto="/"`,
);

function productionSources(): { path: string; code: string }[] {
  return readdirSync(APP, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/\.(test|test-support)\.|\.d\.ts$|routing[\\/]route-table\.ts$/.test(path))
    .map((path) => ({
      path: relative(APP, path),
      // Comments may name addresses; code may not.
      code: readFileSync(path, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/(^|[^:"'`])\/\/.*$/gm, "$1"),
    }));
}

describe("app addresses", () => {
  it("are built from the route table only: no address literal in the app's code", () => {
    const found = productionSources().flatMap(({ path, code }) =>
      code
        .split("\n")
        .filter((line) => ADDRESS_LITERAL.test(line))
        .map((line) => `${path}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("the finder sees the literals it is meant to catch", () => {
    expect(ADDRESS_LITERAL.test('localizePath("/kuendigung", lang)')).toBe(true);
    expect(ADDRESS_LITERAL.test("`/angebot/$" + "{token}/zahlung`")).toBe(true);
    expect(ADDRESS_LITERAL.test('"/idv/"')).toBe(true);
    expect(ADDRESS_LITERAL.test('localizePath("/", lang)')).toBe(true);
    expect(ADDRESS_LITERAL.test('<ButtonLink to="/">')).toBe(true);
    expect(ADDRESS_LITERAL.test('"/angebotx"')).toBe(false);
    expect(ADDRESS_LITERAL.test('"/api/offer"')).toBe(false);
  });

  it("builds token addresses with the token encoded, and plain ones as they are", () => {
    expect(pathTo("offer-payment", { token: "abc" })).toBe("/angebot/abc/zahlung");
    expect(pathTo("idv", { token: "a/b" })).toBe("/idv/a%2Fb");
    expect(pathTo("termination")).toBe("/kuendigung");
  });
});
