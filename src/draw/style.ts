import type { BoxRole, LineRole, TextRole } from '../engine/figure.ts';

/**
 * How each role in a Figure is inked. Both the PDF and the SVG backend read only this table,
 * so a puzzle looks the same on paper and on screen, and neither backend knows any kind.
 *
 * Black, white and greys only: the books are printed, often on home printers in black and
 * white. Every line and every character is solid black (a grey is screened into dots by a
 * printer: a thin line prints broken, small type ragged), except the knocked-out diagonal of a Kakuro block, which is the paper
 * showing through a dark fill. Tints are light enough for a bold digit or a pencil mark on them
 * and dark enough to survive printing (15 %); blocks are dark, with their clues in white.
 *
 * A line's weight is set twice. `width`, in figure units (a Numbrix cell is one), is the
 * screen's: an SVG grows and shrinks with its drawing. `print` is the page's, in points, and does
 * not grow with the figure: on a puzzle page (a cell of `FULL_WEIGHT_AT` or more) a cell's line
 * is 0.75 pt and a heavy rule 2 pt, as puzzle books print them; a figure drawn smaller (a key's
 * answer, its cells about 10 pt) has its lines lighter in proportion, down to 0.5 and 1.25 pt,
 * so its digits stay clear and its boxes still stand out (pdf.ts `printedWeight`). A maze's lines
 * are a share of its corridor at every size instead (`PrintWeight.share`): a maze prints from a
 * 3 mm corridor to an 18 mm one, and a wall fit for the one is a hairline or a bar in the other.
 */

/**
 * A line's printed weight, in points: on a puzzle page, and the least it comes down to in a small
 * figure. With `share`, the line is that share of a unit of its figure at every size instead
 * (a maze's walls, as heavy for their corridors in a 60×60 as in an 8×8), between `least` and `full`.
 */
export interface PrintWeight {
  full: number;
  least: number;
  share?: number;
}

export interface BoxInk {
  /** Null leaves the inside unpainted. */
  fill: string | null;
  /** Null draws no outline. */
  stroke: string | null;
  /** The outline's width in figure units, on a screen. */
  strokeWidth: number;
  /** The outline's printed weight. */
  print: PrintWeight;
}

export interface LineInk {
  stroke: string;
  /** In figure units, on a screen. */
  width: number;
  /** The printed weight. */
  print: PrintWeight;
  /** Its ends: square, so heavy lines that meet at a corner close it; butt, to stop short of lines it must not paint over; round, so lines that meet at an angle join round (a maze's way). */
  cap: 'square' | 'butt' | 'round';
  /**
   * Drawn only where its figure keeps room for it, never on the figure's edge (a maze's walls and
   * arrows, inside the margin the maze keeps for its arrows): the margin every figure is fitted
   * with (`FIGURE_MARGIN`) need not hold half its width.
   */
  within?: true;
  /**
   * Dashed, where set: each dash and each gap, in figure units on a screen; on paper in widths of
   * the line as printed, so a larger figure's heavier line has its dashes as long for their weight.
   */
  dash?: { screen: readonly [number, number]; print: readonly [number, number] };
}

export type Weight = 'regular' | 'bold';

export interface TextInk {
  /** On paper: black, or white on a block. */
  fill: string;
  /** On a screen, where it differs from paper: a grey, which a screen shows smooth where a press screens it into dots. */
  screen?: string;
  weight: Weight;
}

const THIN = 0.025;
const THICK = 0.07;

/** A cell's line: KDP's 0.75 pt on a puzzle page; 0.5 pt, the least that prints unbroken, in a key's small answer. */
const THIN_PRINT: PrintWeight = { full: 0.75, least: 0.5 };
/** A heavy line (a box, a cage, a frame, a path): 2 pt, as published grids rule theirs; 1.25 pt in a key. */
const HEAVY_PRINT: PrintWeight = { full: 2, least: 1.25 };
/** A ring round the cells a worked step names: heavier than a frame, so it stands out in black and white. */
const RING_PRINT: PrintWeight = { full: 2.5, least: 1.5 };
const NO_LINE: PrintWeight = { full: 0, least: 0 };
/**
 * A maze's walls: an eighth of a corridor, so a wall prints at 1 pt or more wherever a maze prints
 * at its least (3 mm, 8.5 pt a corridor) and grows with it, up to 3 pt from 8.5 mm (a child's maze)
 * (published children's mazes rule theirs boldly); 0.5 pt in a key's small answer.
 */
const WALL_SHARE = 0.125;
const WALL_PRINT: PrintWeight = { full: 3, least: 0.5, share: WALL_SHARE };
/** The arrows at a maze's doors: a little heavier than its walls, so they read as signs, not walls. */
const ARROW_SHARE = 0.18;
const ARROW_PRINT: PrintWeight = { full: 3.5, least: 0.75, share: ARROW_SHARE };
/**
 * The line art of the pictures by a child's maze's doors (kinds/maze/pictures.ts): lighter than
 * its walls, so a rocket's window and fins, drawn two or three corridors tall, stay apart where
 * the arrows' weight ran them together; 2 pt at most, as activity books ink their drawings.
 */
const PICTURE_SHARE = 0.08;
const PICTURE_PRINT: PrintWeight = { full: 2, least: 0.75, share: PICTURE_SHARE };
/**
 * A maze's way in its answer: over a quarter of the corridor, round at its turns, so it reads at a
 * glance yet leaves the corridor's walls clear (a quarter of a unit each side); 0.75 pt at least.
 */
const WAY_SHARE = 0.28;
const WAY_PRINT: PrintWeight = { full: 6, least: 0.75, share: WAY_SHARE };
/** A chain's link: 1.25 pt on a puzzle page, 0.75 pt in a key's answer, between a cell's line and a rule. */
const LINK_PRINT: PrintWeight = { full: 1.25, least: 0.75 };

/**
 * Points per figure unit from which lines print at their full weight: a cell of 16 pt (5.6 mm),
 * which every puzzle page's grid reaches; a key's answer, its cells about 10 pt, is under it.
 */
export const FULL_WEIGHT_AT = 16;

const INK = '#000000';
/** A printed clue's cell: a 15 % tint, under a bold black digit. */
const TINT = '#d9d9d9';
/** A Kakuro block: dark, as Kakuro books print them, so it never reads as a square to fill. */
const BLOCK = '#262626';
const PAPER = '#ffffff';

export const BOX_INK: Record<BoxRole, BoxInk> = {
  cell: { fill: PAPER, stroke: INK, strokeWidth: THIN, print: THIN_PRINT },
  // A tint marks printed clues without hiding the pencil marks readers add.
  'given-cell': { fill: TINT, stroke: INK, strokeWidth: THIN, print: THIN_PRINT },
  block: { fill: BLOCK, stroke: INK, strokeWidth: THIN, print: THIN_PRINT },
  shade: { fill: TINT, stroke: null, strokeWidth: 0, print: NO_LINE },
  frame: { fill: null, stroke: INK, strokeWidth: THICK, print: HEAVY_PRINT },
  ring: { fill: null, stroke: INK, strokeWidth: 0.1, print: RING_PRINT },
  // Unpainted: print skips it, the SVG keeps it as an invisible keyed rect.
  spot: { fill: null, stroke: null, strokeWidth: 0, print: NO_LINE },
  ink: { fill: INK, stroke: null, strokeWidth: 0, print: NO_LINE },
};

export const LINE_INK: Record<LineRole, LineInk> = {
  thin: { stroke: INK, width: THIN, print: THIN_PRINT, cap: 'square' },
  thick: { stroke: INK, width: THICK, print: HEAVY_PRINT, cap: 'square' },
  // The paper through a block: white, a little heavier than a cell line so it survives the dark ink's spread; its ends clear of the block's outline.
  knockout: { stroke: PAPER, width: 0.035, print: { full: 1, least: 0.75 }, cap: 'butt' },
  // Round letters, not between cells: a diagonal word's loop passes within a stroke of the letters beside it, which a rule's weight (1.25 pt at a key's 10 pt cells) crossed and blotted.
  loop: { stroke: INK, width: THICK, print: { full: 1, least: 0.75 }, cap: 'square' },
  // A step's chain (engine/chain.ts), over an answer's digits or a player's pencil marks: lighter
  // than a rule, so the digits stay readable, heavier than a cell's line, so a link along a row
  // is not read as one. Strong and weak differ by the dash alone, which black and white keeps:
  // dashes two and a half weights long (under 2 pt, a key's), gaps clear of them.
  // In an SVG at 35 to 70 px a cell, 1.5 to 3 px (a hint's chain is the page's own: game.css `.play-chain`).
  'link-strong': { stroke: INK, width: 0.045, print: LINK_PRINT, cap: 'butt' },
  'link-weak': { stroke: INK, width: 0.045, print: LINK_PRINT, cap: 'butt', dash: { screen: [0.12, 0.08], print: [2.5, 1.8] } },
  // The circle round each candidate a chain joins: a cell's line's weight on paper, a pixel or two on a screen.
  'link-node': { stroke: INK, width: 0.03, print: THIN_PRINT, cap: 'butt' },
  // A dotted outline drawn just inside a region's border (a Killer Sudoku's cages, as published):
  // a cell's line's weight, in short dashes with gaps as long, so it never reads as a cell's or a
  // box's solid rule; its ends butt, so two runs meeting at a corner do not blot.
  dotted: { stroke: INK, width: THIN, print: THIN_PRINT, cap: 'butt', dash: { screen: [0.07, 0.06], print: [3, 2.5] } },
  // A maze (kinds/maze/draw.ts): each run of wall one stroke, its square ends closing every corner
  // it meets; on a screen the same share of a corridor as on paper.
  wall: { stroke: INK, width: WALL_SHARE, print: WALL_PRINT, cap: 'square', within: true },
  arrow: { stroke: INK, width: ARROW_SHARE, print: ARROW_PRINT, cap: 'round', within: true },
  way: { stroke: INK, width: WAY_SHARE, print: WAY_PRINT, cap: 'round', within: true },
  picture: { stroke: INK, width: PICTURE_SHARE, print: PICTURE_PRINT, cap: 'round', within: true },
};

export const TEXT_INK: Record<TextRole, TextInk> = {
  given: { fill: INK, weight: 'bold' },
  // Regular, so in the answer key the filled-in numbers stand apart from the clues (bold): black,
  // as every printed character is, since a grey is screened into dots on a press, ragged at a key's 7.5 pt.
  answer: { fill: INK, screen: '#444444', weight: 'regular' },
  operator: { fill: INK, weight: 'regular' },
  label: { fill: INK, screen: '#333333', weight: 'regular' },
  body: { fill: INK, weight: 'regular' },
  // Regular and small: a grid's row and column numbers (where a book asks for them) are there to be found, not read as clues.
  coordinate: { fill: INK, screen: '#666666', weight: 'regular' },
  // A clue printed on a block: white and bold on the dark.
  'block-clue': { fill: PAPER, weight: 'bold' },
  // A maze's "Start" and "Finish": black and bold, so a child finds them beside the arrows.
  sign: { fill: INK, weight: 'bold' },
};

/**
 * Room kept around a figure, in units. Strokes are centred on the figure's outer edges, so half
 * the widest one lies outside and would be clipped (SVG) or spill out of its box (PDF); a whole
 * width leaves a little slack for anti-aliasing.
 */
export const FIGURE_MARGIN = Math.max(
  ...Object.values(BOX_INK).map((ink) => ink.strokeWidth),
  ...Object.values(LINE_INK).map((ink) => (ink.within ? 0 : ink.width)),
);

/**
 * The font stack of the SVG: faces whose zero is plain, as the book prints it (Atkinson
 * Hyperlegible's only zero is slashed, and "10" beside an 8 reads "1Ø"). Noto Sans first, the
 * books' face, which the archive's pages serve; a drawing seen as an image (`puzzle.svg` in an
 * `<img>`) loads no web font, so it takes Noto Sans where the system has it, else Helvetica,
 * Arial or Liberation Sans, all with a plain zero, else the system's sans-serif.
 */
export const SVG_FONT_FAMILY = "'Noto Sans', Helvetica, Arial, 'Liberation Sans', sans-serif";
