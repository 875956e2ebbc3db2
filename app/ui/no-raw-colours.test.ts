import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findRawColours } from "./raw-colours";

const root = join(process.cwd(), "app");
const GUARDED = ["ui", "features", "routes"];

function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(css|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("findRawColours", () => {
  it("flags hex, functional and named colours", () => {
    const css = [
      ".a { color: #fff; }",
      ".b { background: rgb(0 0 0 / 50%); }",
      ".c { border: 1px solid hsl(10 50% 50%); }",
      ".d { color: white; }",
      ".e { outline-color: oklch(0.5 0.1 20); }",
      ".f { fill: #A0B1C2d0; }",
    ].join("\n");
    expect(findRawColours(css, "css").map((c) => c.line)).toEqual([1, 2, 3, 4, 5, 6]);
    const tsx = `<svg fill="#000" /> <div style={{ color: "rgba(1,2,3,0.5)" }} />`;
    expect(findRawColours(tsx, "script").map((c) => c.text)).toEqual(["#000", "rgba("]);
  });

  it("allows tokens, keywords, anchors and non-colour words", () => {
    const css = [
      ".a { color: var(--color-text); background: transparent; fill: currentColor; }",
      ".b { white-space: nowrap; border-color: inherit; }",
      ".c { grid-template-areas: 'red'; }",
    ].join("\n");
    expect(findRawColours(css, "css")).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample source text with a template literal
    const tsx = 'const href = `#${id}`; <a href="#main">x</a>; const key = "#abcdefgh"; url("/x#face-1")';
    expect(findRawColours(tsx, "script")).toEqual([]);
  });
});

describe("components use tokens only", () => {
  const files = GUARDED.flatMap((dir) => filesUnder(join(root, dir)));

  it("finds the component sources", () => {
    expect(files.some((file) => file.endsWith(".module.css"))).toBe(true);
  });

  it.each(files.map((file) => [relative(process.cwd(), file), file]))("%s has no raw colour", (_name, file) => {
    const kind = file.endsWith(".css") ? "css" : "script";
    // This guard's own detector lists colour words on purpose.
    if (file.endsWith("raw-colours.ts")) return;
    expect(findRawColours(readFileSync(file, "utf8"), kind)).toEqual([]);
  });
});
