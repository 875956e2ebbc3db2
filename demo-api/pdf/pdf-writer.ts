import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

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
