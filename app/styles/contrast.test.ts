import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_SLUGS } from "~/platform/brand/registry";
import { contrastRatio, parseColour, parseTokenBlocks, resolveToken, type TokenMap } from "./token-css";

const stylesDir = join(process.cwd(), "app/styles");
const base = parseTokenBlocks(readFileSync(join(stylesDir, "tokens.css"), "utf8")).get(":root") ?? {};

function tokensOf(slug: string): TokenMap {
  const brand = parseTokenBlocks(readFileSync(join(stylesDir, `brands/${slug}.css`), "utf8")).get(slug);
  if (!brand) throw new Error(`brands/${slug}.css has no html.${slug} rule`);
  return { ...base, ...brand };
}

/** Text pairings (foreground on background) the components draw; AA needs 4.5:1 for body text. */
const TEXT_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["--color-text", "--color-background"],
  ["--color-text", "--color-surface"],
  ["--color-text", "--color-surface-strong"],
  ["--color-text", "--color-brand-surface"],
  ["--color-text", "--color-input-background"],
  ["--color-text", "--color-error-surface"],
  ["--color-text", "--color-success-surface"],
  ["--color-text", "--color-info-surface"],
  ["--color-text", "--color-warning-surface"],
  ["--color-text-muted", "--color-background"],
  ["--color-text-muted", "--color-surface"],
  ["--color-text-muted", "--color-brand-surface"],
  ["--color-link", "--color-background"],
  ["--color-link", "--color-surface"],
  ["--color-brand", "--color-background"],
  ["--color-brand", "--color-surface"],
  ["--color-brand", "--color-brand-surface"],
  ["--color-brand-strong", "--color-brand-surface"],
  ["--color-on-brand", "--color-brand"],
  ["--color-on-brand", "--color-brand-strong"],
  ["--color-on-accent", "--color-accent"],
  ["--color-header-text", "--color-header-background"],
  ["--color-error", "--color-background"],
  ["--color-error", "--color-error-surface"],
  ["--color-success", "--color-background"],
  ["--color-success", "--color-success-surface"],
  ["--color-info", "--color-background"],
  ["--color-info", "--color-info-surface"],
  ["--color-warning", "--color-background"],
  ["--color-warning", "--color-warning-surface"],
];

/** Non-text pairings (focus rings, field borders, logo); AA needs 3:1 (WCAG 1.4.11). */
const UI_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["--color-focus", "--color-background"],
  ["--color-focus", "--color-surface"],
  ["--color-focus", "--color-brand-surface"],
  ["--color-focus-inverse", "--color-brand"],
  ["--color-focus-inverse", "--color-brand-strong"],
  ["--color-border", "--color-background"],
  ["--color-border", "--color-input-background"],
  ["--color-border", "--color-surface"],
  ["--color-logo", "--color-header-background"],
  ["--color-header-focus", "--color-header-background"],
];

/** Tokens the lead's shell reads; renaming one breaks the page frame. */
const SHELL_TOKENS = [
  "--color-brand",
  "--color-brand-strong",
  "--color-on-brand",
  "--color-brand-surface",
  "--color-header-background",
  "--color-header-text",
  "--color-logo",
  "--color-text",
  "--color-text-muted",
  "--color-background",
  "--color-surface",
  "--color-border",
  "--color-border-subtle",
  "--color-error",
  "--color-error-surface",
  "--color-success",
  "--color-success-surface",
  "--color-info",
  "--color-info-surface",
  "--color-warning",
  "--color-warning-surface",
  "--color-focus",
  "--color-link",
  "--color-backdrop",
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `--space-${n}`),
  ...[100, 200, 300, 400, 500, 600].map((n) => `--font-size-${n}`),
  "--font-weight-regular",
  "--font-weight-bold",
  "--line-height-base",
  "--line-height-tight",
  "--radius-small",
  "--radius-medium",
  "--radius-large",
  "--radius-pill",
  "--target-min",
  "--content-max-width",
  "--focus-ring-width",
  "--focus-ring-offset",
  "--shadow-small",
  "--shadow-medium",
  "--shadow-large",
  "--duration-fast",
  "--duration-medium",
];

function ratio(tokens: TokenMap, fg: string, bg: string): number {
  return contrastRatio(parseColour(resolveToken(tokens, fg)), parseColour(resolveToken(tokens, bg)));
}

describe("contrast helpers", () => {
  it("computes the WCAG ratios of known pairs", () => {
    expect(contrastRatio(parseColour("#000"), parseColour("#fff"))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour("#777777"), parseColour("#ffffff"))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColour("rgb(0 0 0 / 50%)"), parseColour("#ffffff"))).toBeCloseTo(3.98, 1);
  });
  it("resolves var() chains and fallbacks", () => {
    const tokens = { "--a": "var(--b)", "--b": "#123456", "--c": "var(--missing, #fff)" };
    expect(resolveToken(tokens, "--a")).toBe("#123456");
    expect(resolveToken(tokens, "--c")).toBe("#fff");
  });
});

describe("design tokens", () => {
  it("keeps every token the page frame uses", () => {
    expect(SHELL_TOKENS.filter((name) => base[name] === undefined)).toEqual([]);
  });

  describe.each(BRAND_SLUGS)("brand %s", (slug) => {
    const tokens = tokensOf(slug);

    it("sets its own brand colours", () => {
      const brand = parseTokenBlocks(readFileSync(join(stylesDir, `brands/${slug}.css`), "utf8")).get(slug) ?? {};
      for (const name of ["--color-brand", "--color-brand-strong", "--color-on-brand", "--color-brand-surface"]) {
        expect(brand[name], name).toBeDefined();
      }
    });

    it.each(TEXT_PAIRS)("text %s on %s reaches 4.5:1", (fg, bg) => {
      expect(ratio(tokens, fg, bg)).toBeGreaterThanOrEqual(4.5);
    });

    it.each(UI_PAIRS)("%s on %s reaches 3:1", (fg, bg) => {
      expect(ratio(tokens, fg, bg)).toBeGreaterThanOrEqual(3);
    });
  });
});
