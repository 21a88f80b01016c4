/** The little of fontkit (pdfkit's font reader) that choosing a font for a line, measuring it and outlining it (a social card's text) need. */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    xHeight: number;
    /** The family its name table gives (`Atkinson Hyperlegible`): what an SVG's font-family names it by. */
    familyName: string;
    /** The line's height above and below the baseline (hhea), and the gap between lines. */
    ascent: number;
    descent: number;
    lineGap: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** The glyphs of `text`, shaped (kerning, ligatures) as pdfkit shapes a run: each one's advance in font units. */
    layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
  }
  export interface Glyph {
    id: number;
    /** The glyph's outline in font units, y up: `moveTo`, `lineTo`, `quadraticCurveTo`, `bezierCurveTo` and `closePath`, each with its points' coordinates in turn. */
    path: { commands: { command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath'; args: number[] }[] };
  }
  export function create(data: Uint8Array): Font;
}

/** pdfkit's line breaker (Unicode's line-breaking algorithm): each place a line may or must break. */
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}

/** A built-in font's metrics, which pdfkit's browser build is handed (pdfkit.ts). */
declare module 'pdfkit/standard-fonts/Helvetica' {
  const metrics: unknown;
  export default metrics;
}
