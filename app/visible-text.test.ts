import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname);
const TEXT_PROPS = new Set(["aria-label", "title", "placeholder", "alt", "label", "description", "headline", "text"]);
const LETTERS = /\p{L}{2,}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith(".tsx") && !name.endsWith(".test.tsx") ? [path] : [];
  });
}

/** Visible words written straight into components: JSX text, and text props given as string literals. */
function hardCodedText(source: string, fileName = "component.tsx"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTERS.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      TEXT_PROPS.has(node.name.getText(file)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      LETTERS.test(node.initializer.text)
    ) {
      found.push(`${node.name.getText(file)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("visible text", () => {
  it("finds JSX text and literal text props, and nothing in translated markup", () => {
    expect(hardCodedText('const a = <p title="Hallo Welt">Jetzt kündigen</p>;')).toEqual([
      'title="Hallo Welt"',
      "Jetzt kündigen",
    ]);
    expect(hardCodedText('const a = <p className="x" title={t("a.b")}>{t("c")} · 1</p>;')).toEqual([]);
  });

  it("comes only from the message catalogues in every component", () => {
    const offenders = tsxFiles(APP).flatMap((path) =>
      hardCodedText(readFileSync(path, "utf8"), path).map((text) => `${relative(APP, path)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
