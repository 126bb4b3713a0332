import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/** pdf-lib loads with the first document: most processes never draw one, and it is a large module. */
const pdfLib = () => import('pdf-lib');

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/**
 * Text the standard Helvetica font can draw (WinAnsi): printable Latin-1 stays, line breaks become
 * spaces, anything else (Urdu, emoji, arrows) becomes '?', so no value can break the rendering.
 */
export const pdfSafe = (value: string) => value.replace(/[\r\n\t]+/g, ' ').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** A plain text document laid out top to bottom on A4 pages: headings, label/value rows, wrapped paragraphs. */
export class TextPdf {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly grey: RGB,
  ) {
    this.newPage();
  }

  static async create(title: string) {
    const { PDFDocument, StandardFonts, rgb } = await pdfLib();
    const doc = await PDFDocument.create();
    doc.setTitle(pdfSafe(title));
    doc.setCreator('Freight marketplace');
    doc.setProducer('pdf-lib');
    return new TextPdf(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
      rgb(0.6, 0.6, 0.6),
    );
  }

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** Splits text into lines no wider than `width` at `size` (a word longer than a line is cut). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of pdfSafe(text).split(' ')) {
      let piece = word;
      while (font.widthOfTextAtSize(piece, size) > width && piece.length > 1) {
        let cut = piece.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(piece.slice(0, cut), size) > width) cut -= 1;
        if (line) lines.push(line);
        lines.push(piece.slice(0, cut));
        line = '';
        piece = piece.slice(cut);
      }
      const candidate = line ? `${line} ${piece}` : piece;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = piece;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  title(text: string, size = 18) {
    this.room(size + 8);
    this.page.drawText(pdfSafe(text), { x: MARGIN, y: this.y - size, size, font: this.bold });
    this.y -= size + 10;
  }

  heading(text: string) {
    this.room(28);
    this.y -= 8;
    this.page.drawText(pdfSafe(text).toUpperCase(), { x: MARGIN, y: this.y - 11, size: 11, font: this.bold });
    this.y -= 15;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: this.grey,
    });
    this.y -= 4;
  }

  /** A label in bold and its value, wrapped in the column to its right. */
  row(label: string, value: string, size = 10) {
    const labelWidth = 150;
    const lines = this.wrap(value, this.regular, size, A4[0] - 2 * MARGIN - labelWidth);
    const lineHeight = size + 4;
    this.room(lines.length * lineHeight);
    this.page.drawText(pdfSafe(label), { x: MARGIN, y: this.y - size, size, font: this.bold });
    for (const [i, line] of lines.entries())
      this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y - size - i * lineHeight, size, font: this.regular });
    this.y -= lines.length * lineHeight;
  }

  paragraph(text: string, size = 10) {
    for (const line of this.wrap(text, this.regular, size, A4[0] - 2 * MARGIN)) {
      this.room(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font: this.regular });
      this.y -= size + 4;
    }
  }

  /** Boxes to sign in, side by side, each with its caption under the line. */
  signatures(captions: string[]) {
    this.room(80);
    this.y -= 56;
    const width = (A4[0] - 2 * MARGIN - (captions.length - 1) * 24) / captions.length;
    captions.forEach((caption, i) => {
      const x = MARGIN + i * (width + 24);
      this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.8 });
      this.page.drawText(pdfSafe(caption), { x, y: this.y - 12, size: 9, font: this.regular });
    });
    this.y -= 20;
  }

  save() {
    return this.doc.save();
  }
}
