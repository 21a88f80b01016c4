import { howToExample } from '../book/how-to.ts';
import { figureBounds, fitFigure } from '../draw/pdf.ts';
import { FIGURE_MARGIN } from '../draw/style.ts';
import { explain } from '../engine/explain.ts';
import type { Figure } from '../engine/figure.ts';
import { DIFFICULTIES } from '../engine/kind.ts';
import { getKind, type KindName } from '../kinds/registry.ts';
import { stepPicture } from '../engine/worked.ts';
import { bookWords, stepLine } from '../templates/index.ts';
import type { Step } from '../engine/steps.ts';
import type { Typeface } from '../book/spec.ts';
import { type CaptionLine, type Metrics, type SetBlock, figureArea, metricsOf, paintBlocks, paintCaptionedFigure, printedTextSize, type TextBlock } from './document.ts';
import { type Rect, below, CELL_GAP, gridCells } from './layout.ts';
import type { TypeScale } from './type.ts';

/**
 * A kind's how-to-play page, which teaches: the rules told for a small example; the example
 * and its answer; its first steps, each drawn with the cells it looks at ringed and named
 * by technique; and the kind's ladder, band by band, so a reader knows what "hard" will ask.
 * Where the page is small (a 6×9 trim, large print) the ladder gives only the techniques'
 * names, and then the steps only their words, before anything runs off the page.
 */

const INK = '#000000';
/** Most points per figure unit for the example, so a tiny example is not blown up to fill the page. */
const EXAMPLE_MAX_SCALE: Record<'regular' | 'large', number> = { regular: 30, large: 40 };
/** Steps of the example shown. */
const FIRST_STEPS = 3;
/** The example's share of the room the steps and it share: the first that lets the steps be drawn. */
const EXAMPLE_SHARES = [0.42, 0.36, 0.3];
const SECTION_GAP = 14;

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The ladder band by band: each band's name, then its techniques, with what each is or by name only. */
function ladderBlocks(kind: KindName, type: TypeScale, full: boolean): TextBlock[] {
  const { ladder } = getKind(kind).stepper;
  const size = type.body * 0.92;
  const blocks: TextBlock[] = [
    { text: bookWords.howToBands(), bold: true, size: type.subheading, gap: 2 },
    { text: bookWords.howToBandsNote(), size, colour: '#444444', gap: 6 },
  ];
  DIFFICULTIES.forEach((band, i) => {
    const techniques = Object.values(ladder).filter((t) => t.level === i + 1);
    if (techniques.length === 0) return;
    if (!full) {
      blocks.push({ text: bookWords.howToTitles({ band: capital(bookWords.bands[band]), titles: techniques.map((t) => t.title).join(', ') }), size, gap: 3 });
      return;
    }
    blocks.push({ text: bookWords.howToBand({ band: capital(bookWords.bands[band]) }), bold: true, size, gap: 1 });
    for (const t of techniques) blocks.push({ text: bookWords.howToTechnique({ title: capital(t.title), what: t.what }), size, lineGap: 1, gap: 3 });
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

function lessonOf(kindName: KindName): Lesson {
  const kind = getKind(kindName);
  const example = howToExample(kindName);
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
function setExample(metrics: Metrics, type: TypeScale, area: Rect, figures: [string, Figure][]): { bottom: number; scale: number; readable: boolean; painted: Painted[] } {
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
  return { bottom, scale, readable: readable(cells), painted };
}

/** A step's words under its picture, or in a list. */
const stepBlock = (type: TypeScale, line: string, gap: number): TextBlock => ({ text: line, size: type.body * 0.92, lineGap: 1, gap });

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
 * Kind `kindName`'s how-to-play page set in `area` with `metrics`: the rules, the example,
 * its first steps and the ladder. Where the page is small, tries lay it out with less (see
 * below) until one fits, and the page is painted from that one, not laid out again.
 */
export function setHowToPage(metrics: Metrics, type: TypeScale, area: Rect, kindName: KindName, online?: string): HowToSet {
  const whole = lessonOf(kindName);
  const { kind, example } = whole;
  const opening = metrics.setBlocks(area, [
    { text: bookWords.howToHeading({ kindTitle: kind.title }), bold: true, size: type.heading, gap: 8 },
    { text: kind.words.rules(example.puzzle as never), size: type.body, lineGap: 2, gap: online ? 6 : SECTION_GAP },
    // A book with QR codes says, once a kind, where they lead.
    ...(online ? [{ text: bookWords.howToOnline({ address: online }), size: type.body, colour: '#444444', lineGap: 2, gap: SECTION_GAP }] : []),
  ]);
  const rest = opening.rest;
  const figures: [string, Figure][] = [
    [bookWords.howToExample(), whole.puzzle],
    [bookWords.howToSolved(), whole.solved],
  ];
  /** The page laid out below the rules with the ladder in full or by name, the solved example or not, and its first `count` steps. */
  const lay = (full: boolean, both: boolean, count: number) => {
    const lesson = { ...whole, steps: whole.steps.slice(0, count), lines: whole.lines.slice(0, count) };
    const shownFigures = both ? figures : figures.slice(0, 1);
    const ladder = ladderBlocks(kindName, type, full);
    const ladderHeight = heightOf(metrics, rest, ladder);
    const middle = { ...rest, height: Math.max(0, rest.height - ladderHeight - SECTION_GAP) };
    // The example takes its share, and the steps drawn beneath it the rest; where they are not
    // drawn, their words take only the room they need, and the example all the rest.
    // The example gives up some of its share where that lets the steps be drawn readably.
    let exampleHeight = 0;
    let drawn = { bottom: 0, pictures: false };
    for (const share of EXAMPLE_SHARES) {
      exampleHeight = middle.height * share;
      drawn = setSteps(metrics, type, below(middle, exampleHeight + SECTION_GAP, 0), lesson, EXAMPLE_MAX_SCALE.large);
      if (drawn.pictures) break;
    }
    if (!drawn.pictures) {
      const words = setSteps(metrics, type, middle, lesson, 0, false);
      exampleHeight = middle.height - (words.bottom - middle.y) - SECTION_GAP;
    }
    const shown = setExample(metrics, type, { ...middle, height: exampleHeight }, shownFigures);
    const stepsArea = below(middle, shown.bottom - middle.y + SECTION_GAP, 0);
    const steps = setSteps(metrics, type, stepsArea, lesson, shown.scale, drawn.pictures);
    const ladderSet = metrics.setBlocks({ ...rest, y: steps.bottom + SECTION_GAP, height: ladderHeight }, ladder).set;
    const painted: Painted[] = [{ blocks: opening.set }, ...shown.painted, ...steps.painted, { blocks: ladderSet }];
    const end = steps.bottom + SECTION_GAP + ladderHeight;
    const inside = end <= rest.y + rest.height + 0.5;
    return { pictures: steps.pictures, fits: shown.readable && inside, inside, painted };
  };
  // What gives way when the page is small: first the ladder's descriptions, then the steps'
  // pictures, then the solved example (the steps show how it ends), then the example's size;
  // only where even that runs off the page (a kind whose steps say much, on a small trim), the
  // last first steps. Readable comes first.
  type Try = [boolean, boolean, number, (r: ReturnType<typeof lay>) => boolean];
  const readable = (n: number): Try[] => [
    [true, true, n, (r) => r.fits && r.pictures],
    [false, true, n, (r) => r.fits && r.pictures],
    [true, true, n, (r) => r.fits],
    [false, true, n, (r) => r.fits],
    [true, false, n, (r) => r.fits],
  ];
  const tries: Try[] = [...readable(FIRST_STEPS), [false, false, FIRST_STEPS, (r) => r.inside], ...readable(2), ...readable(1)];
  // Each layout laid out once (the tries ask for two of them twice), and the first that fits painted as it was laid out.
  const laid = new Map<string, ReturnType<typeof lay>>();
  const layOnce = (full: boolean, both: boolean, count: number) => {
    const key = `${full} ${both} ${count}`;
    if (!laid.has(key)) laid.set(key, lay(full, both, count));
    return laid.get(key)!;
  };
  const chosen = tries.find(([full, both, count, ok]) => ok(layOnce(full, both, count)));
  return { painted: (chosen ? layOnce(chosen[0], chosen[1], chosen[2]) : lay(false, false, 1)).painted };
}

/** Paints a how-to page where `setHowToPage` set it. */
export function paintHowTo(doc: PDFKit.PDFDocument, set: HowToSet): void {
  for (const item of set.painted) {
    if ('blocks' in item) paintBlocks(doc, item.blocks);
    else paintCaptionedFigure(doc, item.cell, item.caption, item.figure);
  }
}

/** Paints kind `kindName`'s how-to-play page into `area`, in the book's `face`; `online`, where puzzles carry QR codes, is their short addresses' stem (`puzzles.example.org/p/`). */
export function paintHowToPage(doc: PDFKit.PDFDocument, face: Typeface, type: TypeScale, area: Rect, kindName: KindName, online?: string): void {
  paintHowTo(doc, setHowToPage(metricsOf(face), type, area, kindName, online));
}
