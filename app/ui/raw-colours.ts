/**
 * Finds colour literals in component sources. Components must read colours from tokens (app/styles),
 * so a brand can restyle them and the contrast checks stay meaningful.
 */
export interface RawColour {
  line: number;
  text: string;
}

const HEX = /(?<![\w&$/-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{4}|[0-9a-f]{3})(?![\w-])/gi;
const FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const NAMED = new Set([
  "black",
  "white",
  "red",
  "green",
  "blue",
  "yellow",
  "orange",
  "purple",
  "pink",
  "gray",
  "grey",
  "silver",
  "navy",
  "teal",
  "maroon",
  "olive",
  "lime",
  "aqua",
  "fuchsia",
  "cyan",
  "magenta",
]);
const COLOUR_DECLARATION =
  /(?<![\w-])(?:color|background(?:-color)?|border(?:-[a-z]+)*|outline(?:-color)?|fill|stroke|box-shadow|text-shadow|text-decoration(?:-color)?|caret-color|accent-color|column-rule(?:-color)?)\s*:\s*([^;{}]+)/gi;

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split("\n").length;
}

/** Hex and functional colours anywhere; named colours in CSS colour declarations. */
export function findRawColours(source: string, kind: "css" | "script"): RawColour[] {
  const found: RawColour[] = [];
  for (const pattern of [HEX, FUNCTION]) {
    for (const match of source.matchAll(pattern)) {
      found.push({ line: lineOf(source, match.index ?? 0), text: match[0] });
    }
  }
  if (kind === "css") {
    for (const match of source.matchAll(COLOUR_DECLARATION)) {
      for (const word of (match[1] ?? "").toLowerCase().split(/[^a-z-]+/)) {
        if (NAMED.has(word)) found.push({ line: lineOf(source, match.index ?? 0), text: word });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
