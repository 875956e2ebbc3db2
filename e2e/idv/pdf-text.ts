import { inflateSync } from "node:zlib";

/**
 * The text Chromium printed into a PDF, good enough for assertions: every content stream's hex glyph strings,
 * decoded through each font's ToUnicode map in turn (Chromium writes two-byte glyph ids). Returns one decoding per
 * map; a text is in the PDF when one of them contains it.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const streams: string[] = [];
  const binary = pdf.toString("latin1");
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(binary); match; match = pattern.exec(binary)) {
    const start = match.index + match[0].length;
    const end = binary.indexOf("endstream", start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // not a deflated stream (images, fonts in other encodings)
    }
    pattern.lastIndex = end + "endstream".length;
  }
  const maps = streams.filter((s) => s.includes("begincmap")).map(toUnicodeMap);
  const glyphRuns = streams
    .filter((s) => /\bTJ\b|\bTj\b/.test(s))
    .flatMap((s) => [...s.matchAll(/<([0-9A-Fa-f\s]+)>/g)].map((m) => (m[1] ?? "").replace(/\s/g, "")));
  return maps.map((map) =>
    glyphRuns
      .map((run) => {
        let text = "";
        for (let i = 0; i + 4 <= run.length; i += 4) text += map.get(run.slice(i, i + 4).toUpperCase()) ?? "";
        return text;
      })
      .join(" "),
  );
}

function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexToText = (hex: string) => {
    let text = "";
    for (let i = 0; i + 4 <= hex.length; i += 4) text += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
    return text;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, unicode] of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((glyph ?? "").toUpperCase().padStart(4, "0"), hexToText(unicode ?? ""));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, unicode] of (block[1] ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = Number.parseInt(from ?? "0", 16);
      const base = Number.parseInt(unicode ?? "0", 16);
      for (let glyph = first; glyph <= Number.parseInt(to ?? "0", 16); glyph++)
        map.set(glyph.toString(16).toUpperCase().padStart(4, "0"), String.fromCharCode(base + glyph - first));
    }
  }
  return map;
}
