import type { ExplainedStep, Explanation } from './explain.ts';
import type { Step } from './steps.ts';
import { type BoxItem, type Figure, type Item, smallestText } from './figure.ts';

/** What a worked answer shows of a solution: some of its steps, in order, and how many it has. */
export interface Worked {
  /** The steps shown, in order; a jump in `n` is steps left out between them. */
  shown: ExplainedStep[];
  total: number;
  /** The hardest technique's title, for the line that sums up the steps left out. */
  hardest: string | null;
}

/**
 * The steps a worked answer prints: the first `first` (how a solver gets going, where most
 * stall), and the key step, the first use of the hardest technique, when it comes later;
 * all of them when there are at most two more.
 * Short on purpose: the answer beside it holds the rest.
 */
export function workedSteps(explained: Explanation<unknown>, first: number): Worked {
  const { steps } = explained;
  // Leaving out one or two steps saves no room: the line saying so takes theirs.
  const shown = steps.slice(0, steps.length <= first + 2 ? steps.length : first);
  const key = keyStep(explained) ?? undefined;
  if (key && !shown.includes(key)) shown.push(key);
  return { shown, total: steps.length, hardest: key?.title ?? null };
}

/**
 * The key step of a solution: the first use of its hardest technique, where a solver who
 * stalls is most likely to; null for a solution of no steps.
 */
export function keyStep(explained: Explanation<unknown>): ExplainedStep | null {
  return explained.steps.find((s) => s.technique === explained.hardest) ?? null;
}

/** A figure's boxes by their key (the cells a kind's `cellKey` names). */
const boxesByKey = (figure: Figure) => new Map(figure.items.flatMap((item) => (item.type === 'box' && item.key ? [[item.key, item] as [string, BoxItem]] : [])));

/** A step number's size, as a share of its box's height: small, in the corner, clear of the answer. */
const MARK_SIZE = 0.34;

/**
 * The answer's figure with each shown step's number in the corner of the boxes it fills, so a
 * reader finds step 3 of the words in the picture. `keyOf` names a cell's box (the kind's
 * `cellKey`); cells with no box (none for Countdown) are not marked.
 */
export function markSteps(figure: Figure, shown: readonly ExplainedStep[], keyOf: ((cell: number) => string) | undefined): Figure {
  if (!keyOf) return figure;
  const boxes = boxesByKey(figure);
  const marks: Item[] = [];
  for (const step of shown) {
    for (const { cell } of step.place) {
      const box = boxes.get(keyOf(cell));
      if (!box) continue;
      const size = MARK_SIZE * box.h;
      marks.push({ type: 'text', x: box.x + 0.07 * box.w, y: box.y + 0.6 * size, text: String(step.n), size, role: 'label', anchor: 'start' });
    }
  }
  return marks.length ? { ...figure, items: [...figure.items, ...marks] } : figure;
}

/** How far a ring sits inside its cell, as a share of the cell: neighbouring rings stay apart. */
const RING_INSET = 0.08;

/** A heavy outline just inside each box. */
function ringsAround(boxes: readonly BoxItem[]): Item[] {
  return boxes.map((b) => {
    const inset = RING_INSET * Math.min(b.w, b.h);
    return { type: 'box', x: b.x + inset, y: b.y + inset, w: b.w - 2 * inset, h: b.h - 2 * inset, role: 'ring' };
  });
}

/** What a worked key says under an answer whose rings mark where values were crossed off: the values, in a legend's words. */
export type StruckLegend = (values: readonly number[]) => string;

/** The legend's room above it, its lines' height and its ring's side, as shares of its type size. */
const LEGEND_GAP = 0.5;
const LEGEND_LINE = 1.3;
const LEGEND_RING = 1.1;
/** An average glyph is narrower than this many ems: a legend wrapped by it stays inside the answer's width. */
const LEGEND_EM = 0.52;

/**
 * The legend's type: the answer's smallest (a grid's digits, a Secret Number's "numbers left"
 * line), so the key, which sets an answer by its smallest type, prints the legend at its least
 * size and never larger than the words it stands with. A Secret Number's digits fill large boxes:
 * a legend at their size printed at twice the key's words.
 */
function legendSize(figure: Figure): number {
  const size = smallestText(figure);
  return Number.isFinite(size) ? size : 0.6;
}

/** `text`'s words in lines of at most `ems` (guessed widths), none empty. */
function wrapped(text: string, ems: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && (last.length + 1 + word.length) * LEGEND_EM <= ems) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Under the answer, a ring like those in it and what they mark ("8 crossed off"), in as many
 * lines as keep it inside the answer's width: in a filled grid a ring round a cell the step only
 * crossed a value off in shows the answer's digit there, which the step never named, and said
 * nothing of why (issue 85).
 */
function legendUnder(figure: Figure, text: string): Figure {
  const size = legendSize(figure);
  const ring = LEGEND_RING * size;
  const indent = ring + 0.4 * size;
  const top = figure.height + LEGEND_GAP * size;
  const lines = wrapped(text, Math.max((figure.width - indent) / size, 1));
  const items: Item[] = [{ type: 'box', x: 0, y: top + (LEGEND_LINE * size - ring) / 2, w: ring, h: ring, role: 'ring' }];
  lines.forEach((line, i) => items.push({ type: 'text', x: indent, y: top + (i + 0.5) * LEGEND_LINE * size, text: line, size, role: 'label', anchor: 'start' }));
  return { ...figure, height: top + lines.length * LEGEND_LINE * size, items: [...figure.items, ...items] };
}

/**
 * The answer's figure with the boxes `step` fills ringed (or, for a step that only crosses
 * values off, the boxes it crosses them off in, and with `legend` a ring under the answer
 * saying so: "8 crossed off"), so a reader finds the step the words tell in the filled grid
 * without a number small enough to strain at. `keyOf` as for `markSteps`.
 */
export function ringStep(figure: Figure, step: ExplainedStep, keyOf: ((cell: number) => string) | undefined, legend?: StruckLegend): Figure {
  if (!keyOf) return figure;
  const boxes = boxesByKey(figure);
  const struck = step.place.length === 0 && step.strike.length > 0;
  const cells = step.place.length > 0 ? step.place.map((p) => p.cell) : struck ? step.strike.map((s) => s.cell) : step.from;
  const filled = [...new Set(cells.map(keyOf))].flatMap((key) => boxes.get(key) ?? []);
  if (!filled.length) return figure;
  const ringed = { ...figure, items: [...figure.items, ...ringsAround(filled)] };
  if (!struck || !legend) return ringed;
  const values = [...new Set(step.strike.flatMap((s) => s.values))].sort((a, b) => a - b);
  return legendUnder(ringed, legend(values));
}

/**
 * A step drawn: the puzzle's picture with the values of `steps` written in (taken from the
 * answer's picture, as the key prints them) and the last step's cells ringed, what it looks
 * at and what it fills. For the how-to pages' first steps.
 */
export function stepPicture(puzzle: Figure, solved: Figure, steps: readonly Step[], keyOf: (cell: number) => string): Figure {
  const boxes = boxesByKey(puzzle);
  const inside = (x: number, y: number, b: BoxItem) => x > b.x && x < b.x + b.w && y > b.y && y < b.y + b.h;
  const written = steps.flatMap((s) => s.place.flatMap((p) => boxes.get(keyOf(p.cell)) ?? []));
  const values = solved.items.filter((item) => item.type === 'text' && item.role === 'answer' && written.some((b) => inside(item.x, item.y, b)));
  const last = steps.at(-1);
  const ringed = last ? [...new Set([...last.from, ...last.place.map((p) => p.cell)])].flatMap((cell) => boxes.get(keyOf(cell)) ?? []) : [];
  return { ...puzzle, items: [...puzzle.items, ...values, ...ringsAround(ringed)] };
}
