import { inflateSync } from "node:zlib";

/** WinAnsi 0x80-0x9F; the rest of the encoding is Latin-1. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWinAnsi(hex: string): string {
  return Array.from(Buffer.from(hex, "hex"), (byte) =>
    byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? "?") : String.fromCharCode(byte),
  ).join("");
}

/**
 * The text drawn by `PdfWriter` (hex strings in Flate-compressed content streams), for tests and checks:
 * enough to prove what a generated PDF says, not a general PDF reader.
 */
export function readPdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(decodeWinAnsi(text[1] ?? ""));
    }
  }
  return lines.join("\n");
}
