/**
 * Reads the token files as data, so tests can check every brand's colour pairings for contrast.
 * Test-only: the app loads the CSS itself.
 */
export type TokenMap = Record<string, string>;

/** Custom properties per selector: ":root" or the brand slug of an `html.<slug>` rule. */
export function parseTokenBlocks(css: string): Map<string, TokenMap> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const blocks = new Map<string, TokenMap>();
  // Only top-level rules: media queries tune motion, not colours.
  const withoutMedia = withoutComments.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  for (const match of withoutMedia.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (match[1] ?? "").trim();
    const key = selector === ":root" ? ":root" : (/^html\.([a-z0-9-]+)$/.exec(selector)?.[1] ?? selector);
    const tokens: TokenMap = blocks.get(key) ?? {};
    for (const decl of (match[2] ?? "").matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
      tokens[decl[1] as string] = (decl[2] as string).trim();
    }
    blocks.set(key, tokens);
  }
  return blocks;
}

/** Resolves var() references (with fallbacks) until a literal value remains. */
export function resolveToken(tokens: TokenMap, name: string, depth = 0): string {
  if (depth > 20) throw new Error(`Token cycle at ${name}`);
  const value = tokens[name];
  if (value === undefined) throw new Error(`Unknown token ${name}`);
  const ref = /^var\((--[a-z0-9-]+)\s*(?:,\s*(.+))?\)$/.exec(value);
  if (!ref) return value;
  const target = ref[1] as string;
  if (tokens[target] === undefined && ref[2]) return ref[2];
  return resolveToken(tokens, target, depth + 1);
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColour(value: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1] as string;
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*([\d.]+)(%?))?\s*\)$/i.exec(value.trim());
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
  }
  throw new Error(`Not a colour literal: ${value}`);
}

/** A translucent colour laid over an opaque one. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => Math.round(t * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.1 contrast ratio, 1 to 21. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const fg = foreground.a < 1 ? composite(foreground, background) : foreground;
  const [hi, lo] = [relativeLuminance(fg), relativeLuminance(background)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
