/**
 * Writes public/brands/<slug>/favicon.svg from the brand tokens (so the favicon's colours live in the token
 * files only) and public/brands/<slug>/icons.svg, the brand's icon sprite (its own drawings, the default set
 * for the rest), so icon data never ships as JavaScript. Run `npm run brand-assets` after changing a brand's
 * colours or icons; a unit test checks that the files are fresh.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { BRAND_DEFINITIONS, BRAND_SLUGS, type BrandSlug } from "../app/platform/brand/registry.ts";
import { parseTokenBlocks, resolveToken } from "../app/styles/token-css.ts";
import { DEFAULT_ICONS, type IconName, iconFor } from "../app/ui/icon/icon-set.ts";
import { CAP_HEIGHT, FAVICON_GLYPHS, LETTER_GAP } from "./favicon-glyphs.ts";

const ROOT = resolve(import.meta.dirname, "..");

function tokensOf(slug: BrandSlug): Record<string, string> {
  const base = parseTokenBlocks(readFileSync(resolve(ROOT, "app/styles/tokens.css"), "utf8")).get(":root") ?? {};
  const brand = parseTokenBlocks(readFileSync(resolve(ROOT, `app/styles/brands/${slug}.css`), "utf8")).get(slug) ?? {};
  return { ...base, ...brand };
}

/** Letters of the favicon: a short name whole, otherwise its first letter in the wordmark's case. */
export function faviconLetters(slug: BrandSlug): string {
  const { defaultDisplayName: name, wordmark } = BRAND_DEFINITIONS[slug];
  if (name.length <= 2) return name;
  const first = name.charAt(0);
  return wordmark.letterCase === "lower" ? first.toLowerCase() : first.toUpperCase();
}

/** The letters as stroked glyphs (scripts/favicon-glyphs.ts), centred in the 32×32 tile: no font needed to draw them. */
function faviconLettersSvg(letters: string, colour: string): string {
  const glyphs = [...letters].map((letter) => {
    const glyph = FAVICON_GLYPHS[letter];
    if (!glyph) throw new Error(`No favicon glyph for "${letter}": add it to scripts/favicon-glyphs.ts`);
    return glyph;
  });
  const width = glyphs.reduce((sum, glyph) => sum + glyph.width, 0) + LETTER_GAP * (glyphs.length - 1);
  const scale = glyphs.length > 1 ? 0.85 : 1.1;
  const round = (value: number) => Math.round(value * 100) / 100;
  let x = 0;
  const paths = glyphs.map((glyph) => {
    const path = `<path transform="translate(${round(x)} 0)" d="${glyph.d}"/>`;
    x += glyph.width + LETTER_GAP;
    return path;
  });
  const left = round(16 - (width * scale) / 2);
  const top = round(16 - (CAP_HEIGHT * scale) / 2);
  return [
    `<g transform="translate(${left} ${top}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">`,
    ...paths,
    "</g>",
  ].join("");
}

export function faviconSvg(slug: BrandSlug): string {
  const tokens = tokensOf(slug);
  const background = resolveToken(tokens, "--color-brand");
  const foreground = resolveToken(tokens, "--color-on-brand");
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<rect width="32" height="32" rx="8" fill="${background}"/>`,
    faviconLettersSvg(faviconLetters(slug), foreground),
    "</svg>",
    "",
  ].join("\n");
}

export function faviconPath(slug: BrandSlug): string {
  return resolve(ROOT, `public/brands/${slug}/favicon.svg`);
}

/** One symbol per icon; stroke and fill use currentColor, so icons take the text colour where they are used. */
export function iconSpriteSvg(slug: BrandSlug): string {
  const symbols = (Object.keys(DEFAULT_ICONS) as IconName[]).map((name) => {
    const icon = iconFor(slug, name);
    const filled = "fill" in icon && icon.fill;
    const paint = filled
      ? 'fill="currentColor" fill-rule="evenodd" stroke="none"'
      : 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
    const paths = icon.paths.map((d) => `<path d="${d}"/>`).join("");
    return `<symbol id="${name}" viewBox="0 0 24 24" ${paint}>${paths}</symbol>`;
  });
  return ['<svg xmlns="http://www.w3.org/2000/svg">', ...symbols, "</svg>", ""].join("\n");
}

export function iconSpritePath(slug: BrandSlug): string {
  return resolve(ROOT, `public/brands/${slug}/icons.svg`);
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  for (const slug of BRAND_SLUGS) {
    mkdirSync(resolve(ROOT, `public/brands/${slug}`), { recursive: true });
    writeFileSync(faviconPath(slug), faviconSvg(slug));
    writeFileSync(iconSpritePath(slug), iconSpriteSvg(slug));
    console.log(`public/brands/${slug}/favicon.svg, icons.svg`);
  }
}
