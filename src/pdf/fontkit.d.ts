/** The little of fontkit (pdfkit's font reader) that choosing a font for a line needs. */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    xHeight: number;
    /** The line's height above and below the baseline (hhea), and the gap between lines. */
    ascent: number;
    descent: number;
    lineGap: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(data: Buffer): Font;
}
