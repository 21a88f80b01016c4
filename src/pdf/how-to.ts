import { howToExample } from '../book/how-to.ts';
import { figureBounds, fitFigure } from '../draw/pdf.ts';
import { FIGURE_MARGIN } from '../draw/style.ts';
import { explain } from '../engine/explain.ts';
import type { Figure } from '../engine/figure.ts';
import { DIFFICULTIES } from '../engine/kind.ts';
import { getKind, type KindName } from '../engine/registry.ts';
import { stepPicture } from '../engine/worked.ts';
import { bookWords, stepLine } from '../templates/index.ts';
import { type CaptionLine, figureArea, measureOf, paintCaptionedFigure, placeBlocks, printedTextSize, type TextBlock } from './document.ts';
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
const heightOf = (doc: PDFKit.PDFDocument, area: Rect, blocks: readonly TextBlock[]) => placeBlocks(doc, { ...area, height: 1e6 }, blocks, false).y - area.y;

/** The example and its answer, side by side (or one above the other where side by side is too small), at one scale. */
function paintExample(doc: PDFKit.PDFDocument, type: TypeScale, area: Rect, figures: [string, Figure][], paint: boolean): { bottom: number; scale: number; readable: boolean } {
  const caption = (text: string): CaptionLine[] => [{ text, bold: true, size: type.label, colour: INK }];
  const readable = (cells: Rect[]) => figures.every(([text, figure], i) => printedTextSize(measureOf(doc), figure, cells[i]!, caption(text)) >= type.minFigureText);
  const n = figures.length;
  const sideBySide = gridCells(area, { perPage: n, cols: n, rows: 1 });
  const stacked = gridCells(area, { perPage: n, cols: 1, rows: n });
  const cells = readable(sideBySide) ? sideBySide : stacked;
  // One scale for both, so the solved grid matches the puzzle beside it, and never blown up.
  const scale = Math.min(
    EXAMPLE_MAX_SCALE[type.minFigureText > 7 ? 'large' : 'regular'],
    ...figures.map(([text, figure], i) => fitFigure(figure, figureArea(cells[i]!, caption(text)), measureOf(doc)).scale),
  );
  let bottom = area.y;
  figures.forEach(([text, figure], i) => {
    const cell = cells[i]!;
    const captionHeight = cell.height - figureArea(cell, caption(text)).height;
    const bounds = figureBounds(figure, measureOf(doc));
    const height = Math.min(cell.height, captionHeight + (bounds.bottom - bounds.top + 2 * FIGURE_MARGIN) * scale);
    if (paint) paintCaptionedFigure(doc, { ...cell, height }, caption(text), figure);
    bottom = Math.max(bottom, cell.y + height);
  });
  return { bottom, scale, readable: readable(cells) };
}

/** A step's words under its picture, or in a list. */
const stepBlock = (type: TypeScale, line: string, gap: number): TextBlock => ({ text: line, size: type.body * 0.92, lineGap: 1, gap });

/**
 * The example's first steps in `area`: three pictures side by side, each the example after
 * that step with its cells ringed, its words beneath; or, where the pictures would print too
 * small to read, the words alone. Returns how far down it reached.
 */
function paintSteps(
  doc: PDFKit.PDFDocument,
  type: TypeScale,
  area: Rect,
  kindName: KindName,
  example: ReturnType<typeof howToExample>,
  maxScale: number,
  paint: boolean,
  pictures = true,
): { bottom: number; pictures: boolean } {
  const kind = getKind(kindName);
  const explained = explain(kind.stepper, example.puzzle as never);
  const steps = explained.steps.slice(0, FIRST_STEPS);
  const lines = steps.map((s) => stepLine(s));
  const heading: TextBlock[] = [{ text: bookWords.howToFirstSteps(), bold: true, size: type.subheading, gap: 6 }];
  if (paint) placeBlocks(doc, area, heading);
  const headingHeight = heightOf(doc, area, heading);
  const top = { ...area, y: area.y + headingHeight, height: area.height - headingHeight };
  const cellKey = kind.stepper.cellKey;
  if (pictures && cellKey && steps.length > 0) {
    const cells = gridCells(top, { perPage: FIRST_STEPS, cols: FIRST_STEPS, rows: 1 });
    const textHeight = Math.max(...lines.map((line, i) => heightOf(doc, cells[i]!, [stepBlock(type, line, 0)])));
    const puzzle = kind.draw(example.puzzle as never);
    const solved = kind.draw(example.puzzle as never, example.solution as never);
    const bounds = figureBounds(puzzle, measureOf(doc));
    const natural = (bounds.bottom - bounds.top + 2 * FIGURE_MARGIN) / (bounds.right - bounds.left + 2 * FIGURE_MARGIN);
    // No larger than the example above, which a reader compares them with.
    const width = Math.min(cells[0]!.width, (bounds.right - bounds.left + 2 * FIGURE_MARGIN) * maxScale);
    const pictureHeight = Math.min(top.height - textHeight - CELL_GAP, width * natural);
    const box = { ...cells[0]!, height: pictureHeight };
    if (pictureHeight > 0 && printedTextSize(measureOf(doc), puzzle, box, []) >= type.minFigureText) {
      let bottom = top.y;
      steps.forEach((_, i) => {
        const cell = cells[i]!;
        const picture = stepPicture(puzzle, solved, steps.slice(0, i + 1), (c) => cellKey(example.puzzle as never, c));
        if (paint) paintCaptionedFigure(doc, { ...cell, height: pictureHeight }, [], picture);
        const words = { ...cell, y: cell.y + pictureHeight + 6 };
        if (paint) placeBlocks(doc, words, [stepBlock(type, lines[i]!, 0)]);
        bottom = Math.max(bottom, words.y + heightOf(doc, words, [stepBlock(type, lines[i]!, 0)]));
      });
      return { bottom, pictures: true };
    }
  }
  const blocks = lines.map((line) => stepBlock(type, line, 4));
  if (paint) placeBlocks(doc, top, blocks);
  return { bottom: top.y + heightOf(doc, top, blocks), pictures: false };
}

/** Paints kind `kindName`'s how-to-play page into `area`. */
export function paintHowToPage(doc: PDFKit.PDFDocument, type: TypeScale, area: Rect, kindName: KindName): void {
  const kind = getKind(kindName);
  const example = howToExample(kindName);
  const rest = placeBlocks(doc, area, [
    { text: bookWords.howToHeading({ kindTitle: kind.title }), bold: true, size: type.heading, gap: 8 },
    { text: kind.words.rules(example.puzzle as never), size: type.body, lineGap: 2, gap: SECTION_GAP },
  ]);
  const figures: [string, Figure][] = [
    [bookWords.howToExample(), kind.draw(example.puzzle as never)],
    [bookWords.howToSolved(), kind.draw(example.puzzle as never, example.solution as never)],
  ];
  /** Lays the page out below the rules with the ladder in full or by name; paints it if asked. */
  const lay = (full: boolean, both: boolean, paint: boolean) => {
    const shownFigures = both ? figures : figures.slice(0, 1);
    const ladder = ladderBlocks(kindName, type, full);
    const ladderHeight = heightOf(doc, rest, ladder);
    const middle = { ...rest, height: Math.max(0, rest.height - ladderHeight - SECTION_GAP) };
    // The example takes its share, and the steps drawn beneath it the rest; where they are not
    // drawn, their words take only the room they need, and the example all the rest.
    // The example gives up some of its share where that lets the steps be drawn readably.
    let exampleHeight = 0;
    let drawn = { bottom: 0, pictures: false };
    for (const share of EXAMPLE_SHARES) {
      exampleHeight = middle.height * share;
      drawn = paintSteps(doc, type, below(middle, exampleHeight + SECTION_GAP, 0), kindName, example, EXAMPLE_MAX_SCALE.large, false);
      if (drawn.pictures) break;
    }
    if (!drawn.pictures) {
      const words = paintSteps(doc, type, middle, kindName, example, 0, false, false);
      exampleHeight = middle.height - (words.bottom - middle.y) - SECTION_GAP;
    }
    const shown = paintExample(doc, type, { ...middle, height: exampleHeight }, shownFigures, paint);
    const stepsArea = below(middle, shown.bottom - middle.y + SECTION_GAP, 0);
    const steps = paintSteps(doc, type, stepsArea, kindName, example, shown.scale, paint, drawn.pictures);
    if (paint) placeBlocks(doc, { ...rest, y: steps.bottom + SECTION_GAP, height: ladderHeight }, ladder);
    const end = steps.bottom + SECTION_GAP + ladderHeight;
    return { pictures: steps.pictures, fits: shown.readable && end <= rest.y + rest.height + 0.5 };
  };
  // What gives way when the page is small: first the ladder's descriptions, then the steps'
  // pictures, then the solved example (the steps show how it ends). Readable comes first.
  const tries: [boolean, boolean, (r: ReturnType<typeof lay>) => boolean][] = [
    [true, true, (r) => r.fits && r.pictures],
    [false, true, (r) => r.fits && r.pictures],
    [true, true, (r) => r.fits],
    [false, true, (r) => r.fits],
    [true, false, (r) => r.fits],
  ];
  const [full, both] = tries.find(([f, b, ok]) => ok(lay(f, b, false))) ?? [false, false];
  lay(full, both, true);
}
