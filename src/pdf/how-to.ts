import { printedArchive, typedAddress } from '../book/code.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { howToExample, type Variant } from '../book/how-to.ts';
import { figureBounds, fitFigure } from '../draw/pdf.ts';
import { FIGURE_MARGIN } from '../draw/style.ts';
import { explain } from '../engine/explain.ts';
import { type Figure, smallestText } from '../engine/figure.ts';
import { DIFFICULTIES } from '../engine/kind.ts';
import { getKind, type KindName } from '../kinds/registry.ts';
import { stepPicture } from '../engine/worked.ts';
import { bookWords, lowerFirst, stepLine } from '../templates/index.ts';
import type { Step } from '../engine/steps.ts';
import type { Typeface } from '../book/spec.ts';
import { type CaptionLine, type Metrics, type SetBlock, figureArea, metricsOf, paintBlocks, paintCaptionedFigure, printedTextSize, type TextBlock } from './document.ts';
import { type Rect, below, CELL_GAP, gridCells } from './layout.ts';
import type { TypeScale } from './type.ts';

/**
 * A kind's how-to-play page, which teaches the variant the book prints (its example made with
 * the options most of the kind's puzzles are made with: a 9×9 Sudoku's rules in a book of 9×9s,
 * the signs its Calcudoku cages show; `howToVariant`): the rules told for the example; the example
 * and its answer; its first steps, each drawn with the cells it looks at ringed and named
 * by technique; and the kind's ladder, band by band, so a reader knows what "hard" will ask.
 * Where the page is small (a 6×9 trim, large print) the ladder gives only the techniques'
 * names, and then the steps only their words, before anything runs off the page. Nothing on
 * it prints under the book's smallest size (7 pt, 11 pt in large print): an example that
 * cannot be drawn that large on the page is told in words instead.
 */

const INK = '#000000';
/** Most points per figure unit for the example, so a tiny example is not blown up to fill the page. */
const EXAMPLE_MAX_SCALE: Record<'regular' | 'large', number> = { regular: 30, large: 40 };
/** Steps of the example shown. */
const FIRST_STEPS = 3;
/** The example's share of the room the steps and it share: the first that lets the steps be drawn. */
const EXAMPLE_SHARES = [0.42, 0.36, 0.3];
const SECTION_GAP = 14;
/** The steps', the ladder's and a told example's words, as a share of the body size. */
const SMALLER = 0.92;
/**
 * Room a how-to page leaves at the column's foot, in points. Text set to the very foot sat
 * 0.08 in above the folio, where pages of puzzles (their figures set in balanced white space)
 * mostly keep a quarter inch; this keeps the how-to's last line as clear of the running foot.
 */
export const HOW_TO_FOOT_ROOM = 9;

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** How much of the ladder a page gives: each technique with what it is, by name only, or none of it. */
type Ladder = 'full' | 'names' | 'none';
/**
 * How a page gives its example: drawn above its steps, drawn with its steps' words beside it
 * (a narrow example on a small page), told in words (where it cannot be drawn legibly), or not at all.
 */
type Example = 'drawn' | 'beside' | 'told' | 'none';
/** An example with its steps beside it takes at least this share of the column's width, and at most this. */
const BESIDE_LEAST = 0.4;
const BESIDE_MOST = 0.6;

/** The ladder band by band: each band's name, then its techniques, with what each is or by name only. */
function ladderBlocks(kind: KindName, type: TypeScale, given: Ladder): TextBlock[] {
  if (given === 'none') return [];
  const full = given === 'full';
  const { ladder } = getKind(kind).stepper;
  const size = type.body * SMALLER;
  const blocks: TextBlock[] = [
    { text: bookWords.howToBands(), bold: true, size: type.subheading, gap: 2 },
    { text: bookWords.howToBandsNote(), size, colour: INK, gap: 6 },
  ];
  DIFFICULTIES.forEach((band, i) => {
    const techniques = Object.values(ladder).filter((t) => t.level === i + 1);
    if (techniques.length === 0) return;
    if (!full) {
      blocks.push({ text: bookWords.howToTitles({ band: capital(bookWords.bands[band]), titles: techniques.map((t) => t.title).join(', ') }), size, gap: 3 });
      return;
    }
    blocks.push({ text: bookWords.howToBand({ band: capital(bookWords.bands[band]) }), bold: true, size, gap: 1 });
    for (const t of techniques) blocks.push({ text: bookWords.howToTechnique({ title: capital(t.title), what: t.what, whatLower: lowerFirst(t.what) }), size, lineGap: 1, gap: 3 });
  });
  return blocks;
}

/** Height of blocks set in `area`'s width. */
const heightOf = (metrics: Metrics, area: Rect, blocks: readonly TextBlock[]) => metrics.setBlocks({ ...area, height: 1e6 }, blocks).rest.y - area.y;

/** What a how-to page paints, in the order it is painted: blocks where they were set, and figures in their cells below their captions. */
type Painted = { blocks: SetBlock[] } | { cell: Rect; caption: CaptionLine[]; figure: Figure };

/** A how-to page set: what it paints (see `paintHowTo`), measured once on the face's metrics. */
export interface HowToSet {
  painted: Painted[];
}

/** The smallest text `painted` prints, in points: its blocks' sizes, and each figure's smallest text as fitted to its cell. */
function smallestOf(metrics: Metrics, painted: readonly Painted[]): number {
  let least = Infinity;
  for (const item of painted) {
    if ('blocks' in item) for (const { block } of item.blocks) least = Math.min(least, block.size);
    else least = Math.min(least, printedTextSize(metrics.measure, item.figure, item.cell, item.caption));
  }
  return least;
}

/** The smallest text a how-to page set prints, in points (see `checkReadable`). */
export const howToSmallest = (metrics: Metrics, set: HowToSet): number => smallestOf(metrics, set.painted);

/**
 * The kind's example and what the page shows of it, made once a page: its figures, the first
 * steps the step solver takes and their words, and the example after each of them, ringed.
 * The page's trial layouts all read it, so the steps are solved and the figures drawn (and
 * their text measured) once a page, not once a trial.
 */
interface Lesson {
  kind: ReturnType<typeof getKind>;
  example: ReturnType<typeof howToExample>;
  puzzle: Figure;
  solved: Figure;
  steps: Step[];
  lines: string[];
  picture: (i: number) => Figure;
}

function lessonOf(kindName: KindName, variant?: Variant): Lesson {
  const kind = getKind(kindName);
  const example = howToExample(kindName, variant);
  const puzzle = kind.draw(example.puzzle as never);
  const solved = kind.draw(example.puzzle as never, example.solution as never);
  const steps = explain(kind.stepper, example.puzzle as never).steps.slice(0, FIRST_STEPS);
  const pictures = new Map<number, Figure>();
  const cellKey = kind.stepper.cellKey;
  // Drawn when a layout first draws the steps' pictures: a kind without cell keys has none.
  const picture = (i: number) => {
    let found = pictures.get(i);
    if (!found) pictures.set(i, (found = stepPicture(puzzle, solved, steps.slice(0, i + 1), (c) => cellKey!(example.puzzle as never, c))));
    return found;
  };
  return { kind, example, puzzle, solved, steps, lines: steps.map((s) => stepLine(s)), picture };
}

/** The example and its answer, side by side (or one above the other where side by side is too small), at one scale. */
function setExample(metrics: Metrics, type: TypeScale, area: Rect, figures: [string, Figure][]): { bottom: number; scale: number; painted: Painted[] } {
  const caption = (text: string): CaptionLine[] => [{ text, bold: true, size: type.label, colour: INK }];
  const readable = (cells: Rect[]) => figures.every(([text, figure], i) => printedTextSize(metrics.measure, figure, cells[i]!, caption(text)) >= type.minFigureText);
  const n = figures.length;
  const sideBySide = gridCells(area, { perPage: n, cols: n, rows: 1 });
  const stacked = gridCells(area, { perPage: n, cols: 1, rows: n });
  const cells = readable(sideBySide) ? sideBySide : stacked;
  // One scale for both, so the solved grid matches the puzzle beside it, and never blown up.
  const scale = Math.min(
    EXAMPLE_MAX_SCALE[type.minFigureText > 7 ? 'large' : 'regular'],
    ...figures.map(([text, figure], i) => fitFigure(figure, figureArea(cells[i]!, caption(text)), metrics.measure).scale),
  );
  let bottom = area.y;
  const painted: Painted[] = [];
  figures.forEach(([text, figure], i) => {
    const cell = cells[i]!;
    const captionHeight = cell.height - figureArea(cell, caption(text)).height;
    const bounds = figureBounds(figure, metrics.measure);
    const height = Math.min(cell.height, captionHeight + (bounds.bottom - bounds.top + 2 * FIGURE_MARGIN) * scale);
    painted.push({ cell: { ...cell, height }, caption: caption(text), figure });
    bottom = Math.max(bottom, cell.y + height);
  });
  return { bottom, scale, painted };
}

/** The least height of `area` in which `setExample` draws `figures` at the book's smallest size or larger (to a tenth of a point), or all of it where none does. */
function leastExampleHeight(metrics: Metrics, type: TypeScale, area: Rect, figures: [string, Figure][]): number {
  const reads = (height: number) => smallestOf(metrics, setExample(metrics, type, { ...area, height }, figures).painted) >= type.minFigureText;
  if (!reads(area.height)) return area.height;
  let [lo, hi] = [0, area.height];
  while (hi - lo > 0.1) {
    const mid = (lo + hi) / 2;
    if (reads(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The example told in words where it cannot be drawn legibly on the page: its heading, and
 * its figure's own description (its `alt`, which says what the figure shows: the rules, the
 * guesses, the cards) at the steps' size.
 */
function toldExample(metrics: Metrics, type: TypeScale, area: Rect, puzzle: Figure): { bottom: number; painted: Painted[] } {
  const set = metrics.setBlocks({ ...area, height: 1e6 }, [
    { text: bookWords.howToExample(), bold: true, size: type.label, gap: 4 },
    { text: puzzle.alt, size: type.body * SMALLER, lineGap: 1, gap: 0 },
  ]);
  return { bottom: set.rest.y, painted: [{ blocks: set.set }] };
}

/** A step's words under its picture, or in a list. */
const stepBlock = (type: TypeScale, line: string, gap: number): TextBlock => ({ text: line, size: type.body * SMALLER, lineGap: 1, gap });

/**
 * The example's first steps in `area`: three pictures side by side, each the example after
 * that step with its cells ringed, its words beneath; or, where the pictures would print too
 * small to read, the words alone. Returns how far down it reached.
 */
function setSteps(metrics: Metrics, type: TypeScale, area: Rect, lesson: Lesson, maxScale: number, pictures = true): { bottom: number; pictures: boolean; painted: Painted[] } {
  const { kind, steps, lines, puzzle } = lesson;
  const heading: TextBlock[] = [{ text: bookWords.howToFirstSteps(), bold: true, size: type.subheading, gap: 6 }];
  const headingSet = metrics.setBlocks({ ...area, height: 1e6 }, heading);
  const painted: Painted[] = [{ blocks: headingSet.set }];
  const headingHeight = headingSet.rest.y - area.y;
  const top = { ...area, y: area.y + headingHeight, height: area.height - headingHeight };
  if (pictures && kind.stepper.cellKey && steps.length > 0) {
    const cells = gridCells(top, { perPage: FIRST_STEPS, cols: FIRST_STEPS, rows: 1 });
    const textHeight = Math.max(...lines.map((line, i) => heightOf(metrics, cells[i]!, [stepBlock(type, line, 0)])));
    const bounds = figureBounds(puzzle, metrics.measure);
    const natural = (bounds.bottom - bounds.top + 2 * FIGURE_MARGIN) / (bounds.right - bounds.left + 2 * FIGURE_MARGIN);
    // No larger than the example above, which a reader compares them with.
    const width = Math.min(cells[0]!.width, (bounds.right - bounds.left + 2 * FIGURE_MARGIN) * maxScale);
    const pictureHeight = Math.min(top.height - textHeight - CELL_GAP, width * natural);
    const box = { ...cells[0]!, height: pictureHeight };
    if (pictureHeight > 0 && printedTextSize(metrics.measure, puzzle, box, []) >= type.minFigureText) {
      let bottom = top.y;
      steps.forEach((_, i) => {
        const cell = cells[i]!;
        painted.push({ cell: { ...cell, height: pictureHeight }, caption: [], figure: lesson.picture(i) });
        const words = { ...cell, y: cell.y + pictureHeight + 6 };
        const set = metrics.setBlocks({ ...words, height: 1e6 }, [stepBlock(type, lines[i]!, 0)]);
        painted.push({ blocks: set.set });
        bottom = Math.max(bottom, set.rest.y);
      });
      return { bottom, pictures: true, painted };
    }
  }
  const set = metrics.setBlocks({ ...top, height: 1e6 }, lines.map((line) => stepBlock(type, line, 4)));
  painted.push({ blocks: set.set });
  return { bottom: set.rest.y, pictures: false, painted };
}

/**
 * Kind `kindName`'s how-to-play page set in the text `column` with `metrics`, clear of its foot
 * by `HOW_TO_FOOT_ROOM`: the rules, the example (of `variant`, the book's: `howToVariant`; else
 * the kind's own small one), its first steps and the ladder. Where the page is small, tries lay
 * it out with less (see below) until one fits and prints nothing under the book's smallest size,
 * and the page is painted from that one, not laid out again.
 */
export function setHowToPage(metrics: Metrics, type: TypeScale, column: Rect, kindName: KindName, online?: string, variant?: Variant): HowToSet {
  const whole = lessonOf(kindName, variant);
  const area = { ...column, height: column.height - HOW_TO_FOOT_ROOM };
  // Where no page with its example drawn and a first step fits in the book's type (large print
  // on a small trim, whose rules alone fill most of the page), the page's words a step smaller,
  // never under the book's smallest size, before the steps go, and then the drawing.
  for (const [g, group] of GROUPS.entries()) {
    for (const [i, step] of TIGHTER.entries()) {
      const set = layHowTo(metrics, tighter(type, step), area, whole, kindName, online, group, g === GROUPS.length - 1 && i === TIGHTER.length - 1);
      if (set) return set;
    }
  }
  throw new Error('unreachable: the last try always sets the page');
}

/** What a page keeps, most first: its example drawn and first steps; drawn alone; told in words with steps; told alone; the rules alone. */
type Group = 'drawn' | 'drawn alone' | 'told' | 'told alone' | 'rules';
const GROUPS: readonly Group[] = ['drawn', 'drawn alone', 'told', 'told alone', 'rules'];

/** How much smaller a how-to page's words are set where nothing fits at the book's sizes. */
const TIGHTER = [1, 0.9, 0.8];

/** `type` with a how-to page's words `step` as large, none under the smallest size (the steps and the ladder print at `SMALLER` of the body). */
function tighter(type: TypeScale, step: number): TypeScale {
  if (step === 1) return type;
  const least = type.minFigureText;
  return {
    ...type,
    heading: Math.max(least, type.heading * step),
    subheading: Math.max(least, type.subheading * step),
    label: Math.max(least, type.label * step),
    body: Math.max(least / SMALLER, type.body * step),
  };
}

/**
 * The page set in `area` in `type`, the first of its tries (see below) in `group` that fits;
 * none where none does, or with `last`, the least of them (the rules alone), even where it runs long.
 */
function layHowTo(metrics: Metrics, type: TypeScale, area: Rect, whole: Lesson, kindName: KindName, online: string | undefined, group: Group, last: boolean): HowToSet | null {
  const { kind, example } = whole;
  const opening = metrics.setBlocks({ ...area, height: 1e6 }, [
    { text: kind.howToPlay, bold: true, size: type.heading, gap: 8 },
    { text: kind.words.rules(example.puzzle as never), size: type.body, lineGap: 2, gap: online ? 6 : SECTION_GAP },
    // A book with QR codes says, once a kind, where they lead.
    ...(online ? [{ text: bookWords.howToOnline({ address: online }), size: type.body, colour: INK, lineGap: 2, gap: SECTION_GAP }] : []),
  ]);
  // What the rules leave (less than nothing where they run past the foot: no try then fits).
  const rest = { ...area, y: opening.rest.y, height: area.y + area.height - opening.rest.y };
  const figures: [string, Figure][] = [
    [bookWords.howToExample(), whole.puzzle],
    [bookWords.howToSolved(), whole.solved],
  ];
  /**
   * The page laid out below the rules: the example drawn (with its solution beside it, or
   * not), told in words or left out, its first `count` steps, and as much of the ladder as `given`.
   */
  const lay = (given: Ladder, both: boolean, count: number, example: Example) => {
    const lesson = { ...whole, steps: whole.steps.slice(0, count), lines: whole.lines.slice(0, count) };
    const ladder = ladderBlocks(kindName, type, given);
    const ladderHeight = ladder.length ? heightOf(metrics, rest, ladder) + SECTION_GAP : 0;
    const middle = { ...rest, height: Math.max(0, rest.height - ladderHeight) };
    let shown: { bottom: number; painted: Painted[]; scale: number };
    let pictures = false;
    if (example === 'drawn') {
      const shownFigures = both ? figures : figures.slice(0, 1);
      // The example takes its share, and the steps drawn beneath it the rest; where they are not
      // drawn, their words take only the room they need, and the example all the rest.
      // The example gives up some of its share where that lets the steps be drawn readably: at
      // the last, it keeps only the room it needs to read, and the steps take all the rest.
      let exampleHeight = middle.height;
      if (count > 0) {
        const least = leastExampleHeight(metrics, type, middle, shownFigures);
        const heights = [...EXAMPLE_SHARES.map((share) => middle.height * share).filter((height) => height >= least), least];
        for (const height of heights) {
          exampleHeight = height;
          // The pictures as they would print below the example at this height, no larger than it.
          const trial = setExample(metrics, type, { ...middle, height }, shownFigures);
          pictures = setSteps(metrics, type, below(middle, trial.bottom - middle.y + SECTION_GAP, 0), lesson, trial.scale).pictures;
          if (pictures) break;
        }
        if (!pictures) exampleHeight = middle.height - (setSteps(metrics, type, middle, lesson, 0, false).bottom - middle.y) - SECTION_GAP;
      }
      shown = setExample(metrics, type, { ...middle, height: Math.max(0, exampleHeight) }, shownFigures);
    } else if (example === 'beside') {
      // The example in a column at the left, as wide as it reads at the smallest size (and at
      // least two fifths of the page), the steps' words in the column beside it.
      const bounds = figureBounds(whole.puzzle, metrics.measure);
      const legible = (bounds.right - bounds.left + 2 * FIGURE_MARGIN) * (type.minFigureText / smallestText(whole.puzzle));
      const width = Math.min(middle.width * BESIDE_MOST, Math.max(legible, middle.width * BESIDE_LEAST));
      const words = { ...middle, x: middle.x + width + CELL_GAP, width: middle.width - width - CELL_GAP };
      const beside = count > 0 ? setSteps(metrics, type, words, lesson, 0, false) : { bottom: middle.y, pictures: false, painted: [] };
      const drawn = setExample(metrics, type, { ...middle, width }, figures.slice(0, 1));
      shown = { ...drawn, bottom: Math.max(drawn.bottom, beside.bottom), painted: [...drawn.painted, ...beside.painted] };
    } else if (example === 'told') {
      shown = { ...toldExample(metrics, type, middle, whole.puzzle), scale: 0 };
    } else {
      shown = { bottom: middle.y, painted: [], scale: 0 };
    }
    const stepsBelow = example !== 'beside' && count > 0;
    const steps = stepsBelow ? setSteps(metrics, type, below(middle, shown.bottom - middle.y + SECTION_GAP, 0), lesson, shown.scale, pictures) : { bottom: shown.bottom, pictures: false, painted: [] };
    const ladderSet = metrics.setBlocks({ ...rest, y: steps.bottom + SECTION_GAP, height: ladderHeight }, ladder).set;
    const painted: Painted[] = [{ blocks: opening.set }, ...shown.painted, ...steps.painted, { blocks: ladderSet }];
    const inside = steps.bottom + ladderHeight <= rest.y + rest.height + 0.5;
    return { pictures: steps.pictures, fits: inside && smallestOf(metrics, painted) >= type.minFigureText, painted };
  };
  // What gives way when the page is small, first to last: the ladder's descriptions; the steps'
  // pictures; the solved example (the steps show how it ends); the example's size, down to the
  // smallest that reads, and then the steps' words move beside it; the last first steps, down
  // to one; the ladder (and then the steps come back, as many as fit, down to none); and only
  // where even then the example cannot be drawn that large, the drawing: the example is told
  // in words, with as many of its steps as the page holds; last of all (large print on the
  // smallest trim) the rules alone. Nothing is set under the book's smallest size.
  type Try = [ladder: Ladder, both: boolean, count: number, example: Example, pictured: boolean];
  const tries: Try[] = [];
  for (let count = FIRST_STEPS; count >= 1; count--) {
    tries.push(['full', true, count, 'drawn', true], ['names', true, count, 'drawn', true]);
    for (const both of [true, false]) tries.push(['full', both, count, 'drawn', false], ['names', both, count, 'drawn', false]);
    tries.push(['full', false, count, 'beside', false], ['names', false, count, 'beside', false]);
  }
  for (let count = FIRST_STEPS; count >= 0; count--) {
    tries.push(['none', true, count, 'drawn', true], ['none', true, count, 'drawn', false], ['none', false, count, 'drawn', false]);
    if (count > 0) tries.push(['none', false, count, 'beside', false]);
  }
  for (let count = FIRST_STEPS; count >= 0; count--) tries.push(['names', false, count, 'told', false], ['none', false, count, 'told', false]);
  tries.push(['none', false, 0, 'none', false]);
  const groupOf = ([, , count, example]: Try): Group =>
    example === 'none' ? 'rules' : example === 'told' ? (count > 0 ? 'told' : 'told alone') : count > 0 ? 'drawn' : 'drawn alone';
  // Each layout laid out once (the tries ask for some of them twice), and the first that fits painted as it was laid out.
  const laid = new Map<string, ReturnType<typeof lay>>();
  const layOnce = ([ladder, both, count, example]: Try) => {
    const key = `${ladder} ${both} ${count} ${example}`;
    if (!laid.has(key)) laid.set(key, lay(ladder, both, count, example));
    return laid.get(key)!;
  };
  const chosen = tries.find((t) => {
    if (groupOf(t) !== group) return false;
    const r = layOnce(t);
    return r.fits && (!t[4] || r.pictures);
  });
  if (chosen) return { painted: layOnce(chosen).painted };
  // None fits even a step smaller: the rules alone, however long, none of it small.
  return last ? { painted: layOnce(tries.at(-1)!).painted } : null;
}

/** Where a book's QR codes lead, as its how-to pages print it (`puzzles.example.org/p/`), or undefined for a book without them. */
export function howToOnline(book: BookFile): string | undefined {
  const archive = printedArchive(book.spec);
  return archive && `${typedAddress(archive)}/p/`;
}

/** Paints a how-to page where `setHowToPage` set it. */
export function paintHowTo(doc: PDFKit.PDFDocument, set: HowToSet): void {
  for (const item of set.painted) {
    if ('blocks' in item) paintBlocks(doc, item.blocks);
    else paintCaptionedFigure(doc, item.cell, item.caption, item.figure);
  }
}

/** Paints kind `kindName`'s how-to-play page into `area`, in the book's `face`, teaching `variant` (`howToVariant`); `online`, where puzzles carry QR codes, is their short addresses' stem (`puzzles.example.org/p/`). */
export function paintHowToPage(doc: PDFKit.PDFDocument, face: Typeface, type: TypeScale, area: Rect, kindName: KindName, online?: string, variant?: Variant): void {
  paintHowTo(doc, setHowToPage(metricsOf(face), type, area, kindName, online, variant));
}
