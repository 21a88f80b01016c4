/**
 * Type sizes in points, one set per book. Large print (and worksheets, which are large print
 * for children) sets every label, heading and line of instructions larger, and raises the
 * smallest text a puzzle may be printed at.
 */
export interface TypeScale {
  /** The smallest text a figure may print at, after it is fitted to its cell. */
  minFigureText: number;
  /**
   * The sizes a figure's clue digits print at, smallest first: a section's digits are set at
   * the largest of these its cells hold (see `sectionFits`), never between two, and never
   * above the last, however much room a page leaves.
   */
  figureSteps: readonly number[];
  /** The largest any figure text may print (Countdown's target): twice the body size. */
  figureMost: number;
  title: number;
  subtitle: number;
  author: number;
  smallPrint: number;
  heading: number;
  subheading: number;
  /** How-to-play text, worksheet instructions and the name, date and score line. */
  body: number;
  contents: number;
  /** A puzzle's level word, beside its number and level bars (issue 111). */
  label: number;
  /** A puzzle's number, set large so a reader finds it across a page (issue 111). */
  number: number;
  /** A puzzle's id, beneath its label. */
  id: number;
  /** An answer's caption in the key. */
  caption: number;
  /** The key's title on its first page. */
  answersTitle: number;
  footer: number;
}

const REGULAR: TypeScale = {
  minFigureText: 7,
  figureSteps: [7, 8, 9, 10.5, 12, 14, 16, 18, 20],
  figureMost: 21,
  title: 32,
  subtitle: 18,
  author: 14,
  smallPrint: 9,
  heading: 20,
  subheading: 12,
  body: 10.5,
  contents: 12,
  label: 11,
  number: 19,
  id: 7.5,
  caption: 10,
  answersTitle: 18,
  footer: 9,
};

const LARGE: TypeScale = {
  minFigureText: 11,
  figureSteps: [11, 12, 14, 16, 18, 21, 24, 28],
  figureMost: 28,
  title: 36,
  subtitle: 22,
  author: 17,
  smallPrint: 11,
  heading: 26,
  subheading: 15,
  body: 14,
  contents: 15,
  label: 15,
  number: 22,
  // No smaller than the least any large-print text prints: an id is read to find a puzzle again.
  id: 11,
  caption: 13,
  answersTitle: 22,
  footer: 11,
};

export function typeFor(spec: { largePrint: boolean }): TypeScale {
  return spec.largePrint ? LARGE : REGULAR;
}

/** Line height as a multiple of the type size. */
export const LEADING = 1.25;
/** Contents lines are spaced wider, so a finger can follow one across to its page number. */
export const CONTENTS_LEADING = 1.8;
/** The tightest contents lines are spaced, where that saves a page of contents (see `contentsPages`): the dotted leaders still carry the eye across. */
export const CONTENTS_TIGHTEST = 1.5;
/** Space below a page's heading, in points. */
export const HEADING_GAP = 16;
