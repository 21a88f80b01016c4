import { chainCells, chainItems } from './chain.ts';
import type { ExplainedStep, Explanation } from './explain.ts';
import type { Step } from './steps.ts';
import type { BoxItem, Figure, Item } from './figure.ts';

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
 * The figure with `chain` (chain.ts items) under its digits: painted before the first clue or
 * answer, so every digit is whole over the lines that cross its cell.
 */
function withChain(figure: Figure, chain: readonly Item[]): Figure {
  if (chain.length === 0) return figure;
  const at = figure.items.findIndex((item) => item.type === 'text' && (item.role === 'given' || item.role === 'answer'));
  const items = at < 0 ? [...figure.items, ...chain] : [...figure.items.slice(0, at), ...chain, ...figure.items.slice(at)];
  return { ...figure, items };
}

/** The items drawing `step`'s chain on the figure's boxes, where it follows one and the kind says where its digits sit (`Stepper.candidates`). */
function chainOf(step: Step, boxes: Map<string, BoxItem>, keyOf: (cell: number) => string, digits: readonly number[] | undefined): Item[] {
  if (!step.links?.length || !digits?.length) return [];
  return chainItems(step.links, (cell) => boxes.get(keyOf(cell)), digits);
}

/**
 * The answer's figure with each shown step's number in the corner of the boxes it fills, so a
 * reader finds step 3 of the words in the picture, and the chain of each that follows one
 * (chain.ts), its candidates at their places among `digits` (the kind's `candidates`). `keyOf`
 * names a cell's box (the kind's `cellKey`); cells with no box (none for Countdown) are not marked.
 */
export function markSteps(figure: Figure, shown: readonly ExplainedStep[], keyOf: ((cell: number) => string) | undefined, digits?: readonly number[]): Figure {
  if (!keyOf) return figure;
  const boxes = boxesByKey(figure);
  const chains = shown.flatMap((step) => chainOf(step, boxes, keyOf, digits));
  const marks: Item[] = [];
  for (const step of shown) {
    for (const { cell } of step.place) {
      const box = boxes.get(keyOf(cell));
      if (!box) continue;
      const size = MARK_SIZE * box.h;
      marks.push({ type: 'text', x: box.x + 0.07 * box.w, y: box.y + 0.6 * size, text: String(step.n), size, role: 'label', anchor: 'start' });
    }
  }
  const chained = withChain(figure, chains);
  return marks.length ? { ...chained, items: [...chained.items, ...marks] } : chained;
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

/**
 * The answer's figure with the boxes `step` fills ringed, so a reader finds the step the words
 * tell in the filled grid without a number small enough to strain at; or, for a step that only
 * crosses values off, the boxes it reasons from (its pattern, its run, its line), whose filled
 * digits are among those its words name ("can only be 2 or 7"). Ringed where it crossed a value
 * off, a box showed the answer's digit, which the words never named, and nothing said why
 * (issue 85); a legend saying so under each such answer made a 5×8 worked key a page longer.
 * A step that rests on no box rings those it crosses values off in. A step that follows a chain
 * has it drawn (chain.ts), its candidates at their places among `digits`, and its cells are not
 * ringed: the chain's circles mark them, and a ring there ran through the circles of the
 * corner places. `keyOf` and `digits` as for `markSteps`.
 */
export function ringStep(figure: Figure, step: ExplainedStep, keyOf: ((cell: number) => string) | undefined, digits?: readonly number[]): Figure {
  if (!keyOf) return figure;
  const boxes = boxesByKey(figure);
  const boxesOf = (cells: readonly number[]) => [...new Set(cells.map(keyOf))].flatMap((key) => boxes.get(key) ?? []);
  const from = boxesOf(step.from);
  const chain = chainOf(step, boxes, keyOf, digits);
  const chained = new Set(chain.length ? chainCells(step.links!).map(keyOf) : []);
  const filled = (step.place.length > 0 ? boxesOf(step.place.map((p) => p.cell)) : from.length > 0 ? from : boxesOf(step.strike.map((s) => s.cell))).filter(
    (box) => !chained.has(box.key!),
  );
  const drawn = withChain(figure, chain);
  return filled.length ? { ...drawn, items: [...drawn.items, ...ringsAround(filled)] } : drawn;
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
