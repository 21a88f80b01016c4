/** The little of fontkit (pdfkit's font reader) that choosing a font for a line needs. */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    xHeight: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(data: Buffer): Font;
}
