import type { BoxRole, LineRole, TextRole } from '../engine/figure.ts';

/**
 * How each role in a Figure is inked. Both the PDF and the SVG backend read only this table,
 * so a puzzle looks the same on paper and on screen, and neither backend knows any kind.
 *
 * Greys and black only: the books are printed, often on home printers in black and white.
 * Widths are fractions of one figure unit (a Numbrix cell), so lines grow and shrink with
 * the figure instead of staying a fixed number of points.
 */

export interface BoxInk {
  /** Null leaves the inside unpainted. */
  fill: string | null;
  /** Null draws no outline. */
  stroke: string | null;
  strokeWidth: number;
}

export interface LineInk {
  stroke: string;
  width: number;
}

export type Weight = 'regular' | 'bold';

export interface TextInk {
  fill: string;
  weight: Weight;
}

const THIN = 0.025;
const THICK = 0.07;

export const BOX_INK: Record<BoxRole, BoxInk> = {
  cell: { fill: '#ffffff', stroke: '#555555', strokeWidth: THIN },
  // A light tint marks printed clues without hiding the pencil marks readers add.
  'given-cell': { fill: '#e4e4e4', stroke: '#555555', strokeWidth: THIN },
  shade: { fill: '#eeeeee', stroke: null, strokeWidth: 0 },
  frame: { fill: null, stroke: '#000000', strokeWidth: THICK },
  // Heavier than a frame, so a ringed cell stands out in black and white too.
  ring: { fill: null, stroke: '#000000', strokeWidth: 0.1 },
  // Unpainted: print skips it, the SVG keeps it as an invisible keyed rect.
  spot: { fill: null, stroke: null, strokeWidth: 0 },
  ink: { fill: '#000000', stroke: null, strokeWidth: 0 },
};

export const LINE_INK: Record<LineRole, LineInk> = {
  thin: { stroke: '#555555', width: THIN },
  thick: { stroke: '#000000', width: THICK },
};

export const TEXT_INK: Record<TextRole, TextInk> = {
  given: { fill: '#000000', weight: 'bold' },
  // Dark grey and regular, so in the answer key the filled-in numbers stand apart from the clues.
  answer: { fill: '#444444', weight: 'regular' },
  operator: { fill: '#000000', weight: 'regular' },
  label: { fill: '#333333', weight: 'regular' },
  body: { fill: '#000000', weight: 'regular' },
  // Light grey: a grid's row and column numbers are there to be found, not to be read as clues.
  coordinate: { fill: '#808080', weight: 'regular' },
};

/** Line ends: square, so thick lines that meet at a corner close it. */
export const LINE_CAP = 'square';

/**
 * Room kept around a figure, in units. Strokes are centred on the figure's outer edges, so half
 * the widest one lies outside and would be clipped (SVG) or spill out of its box (PDF); a whole
 * width leaves a little slack for anti-aliasing.
 */
export const FIGURE_MARGIN = Math.max(
  ...Object.values(BOX_INK).map((ink) => ink.strokeWidth),
  ...Object.values(LINE_INK).map((ink) => ink.width),
);

/**
 * The font stack of the SVG: faces whose zero is plain, as the book prints it (Atkinson
 * Hyperlegible's only zero is slashed, and "10" beside an 8 reads "1Ø"). Noto Sans first, the
 * books' face, which the archive's pages serve; a drawing seen as an image (`puzzle.svg` in an
 * `<img>`) loads no web font, so it takes Noto Sans where the system has it, else Helvetica,
 * Arial or Liberation Sans, all with a plain zero, else the system's sans-serif.
 */
export const SVG_FONT_FAMILY = "'Noto Sans', Helvetica, Arial, 'Liberation Sans', sans-serif";
