import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { Schemas } from "../http.ts";

const CP1252_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/** Text the standard PDF fonts can draw (WinAnsi): other letters lose their accents, the rest becomes "?". */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.replaceAll("ı", "i")) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(char)) {
      out += char;
      continue;
    }
    const stripped = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += /^[\x20-\x7e]+$/.test(stripped) ? stripped : "?";
  }
  return out;
}

/** Date and time in German local time, e.g. "21.11.2025, 20:36:12 Uhr". */
export function berlinDateTime(iso: string): string {
  const formatted = new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    dateStyle: "medium",
    timeStyle: "medium",
  }).format(new Date(iso));
  return `${formatted} Uhr`;
}

export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}.${month}.${year}`;
}

const WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const GERMAN_DAYS = { mon: "Mo", tue: "Di", wed: "Mi", thu: "Do", fri: "Fr", sat: "Sa", sun: "So" } as const;

/** The backend's own German wording of structured opening hours for its PDFs, e.g. "Mo–Sa 8–20 Uhr". */
export function germanOpeningHours(blocks: readonly Schemas["OpeningHours"][]): string {
  const time = (value: string) => value.replace(/^0(?=\d)/, "").replace(/:00$/, "");
  return blocks
    .map((block) => {
      const order = block.days.map((day) => WEEK.indexOf(day)).sort((a, b) => a - b);
      const names = order.map((index) => GERMAN_DAYS[WEEK[index] ?? "mon"]);
      const contiguous = order.length > 2 && (order.at(-1) ?? 0) - (order[0] ?? 0) === order.length - 1;
      const days = contiguous ? `${names[0]}–${names.at(-1)}` : names.join(", ");
      return `${days} ${time(block.opens)}–${time(block.closes)} Uhr`;
    })
    .join(", ");
}

const MARGIN = 56;
const PAGE: [number, number] = [595.28, 841.89];

/** A minimal top-to-bottom text layout with line wrapping and page breaks. */
export class PdfWriter {
  private readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private page: PDFPage;
  private y: number;

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  static async create(title: string, createdAt: Date): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(toWinAnsi(title));
    doc.setProducer("demo-api");
    doc.setCreator("demo-api");
    doc.setCreationDate(createdAt);
    doc.setModificationDate(createdAt);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold);
  }

  heading(text: string, size = 16): void {
    this.space(size * 0.6);
    this.line(text, { size, font: this.bold });
    this.space(size * 0.3);
  }

  text(text: string, size = 10.5): void {
    this.line(text, { size, font: this.regular });
  }

  field(label: string, value: string): void {
    this.line(`${label}: ${value}`, { size: 10.5, font: this.regular });
  }

  space(points = 8): void {
    this.y -= points;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }

  private line(raw: string, style: { size: number; font: PDFFont }): void {
    const width = PAGE[0] - 2 * MARGIN;
    const words = toWinAnsi(raw).split(" ");
    let current = "";
    const flush = () => {
      if (this.y < MARGIN + style.size) {
        this.page = this.doc.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      this.page.drawText(current, {
        x: MARGIN,
        y: this.y,
        size: style.size,
        font: style.font,
        color: rgb(0.1, 0.1, 0.1),
      });
      this.y -= style.size * 1.45;
      current = "";
    };
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && style.font.widthOfTextAtSize(candidate, style.size) > width) {
        flush();
        current = word;
      } else current = candidate;
    }
    flush();
  }
}
