import type { Figure, Item } from '../../engine/figure.ts';
import { PRINTED_SIGN } from '../../engine/signs.ts';
import { workingSteps } from './steps.ts';
import type { CountdownPuzzle, CountdownSolution } from './schema.ts';
import { Countdown } from './solver.ts';
import { words } from './words.ts';

const TILE = 1.6;
const GAP = 0.3;
/** Every card's number at one size, at which "100" in the widest face (Andika bold) leaves a fifth of its tile clear. */
const CARD_TEXT = 0.7;
/** The figure is as wide as its row of tiles: 11.1 units for six cards, 7.3 for four. */
const widthOf = (puzzle: CountdownPuzzle) => puzzle.numbers.length * TILE + (puzzle.numbers.length - 1) * GAP;

/** The ruled lines for the working, and their spacing. */
const LINES = 3;
const LINE = 0.9;

/**
 * Unpainted places on the ruled lines (`step-0` …), one for each step a player may make (a
 * card fewer than there are cards), where the archive's player writes their working. Three
 * steps fill the lines; more go in a second column beside the first, so five still fit.
 */
function workingSpots(puzzle: CountdownPuzzle, width: number, top: number): Item[] {
  const steps = puzzle.numbers.length - 1;
  const columns = Math.ceil(steps / LINES);
  const w = width / columns;
  return Array.from({ length: steps }, (_, k) => ({
    type: 'box' as const,
    x: Math.floor(k / LINES) * w,
    y: top + (k % LINES) * LINE,
    w,
    h: LINE,
    role: 'spot' as const,
    key: `step-${k}`,
  }));
}

/** Distinct solutions per game: drawing a key and printing it as text would otherwise solve it again each time. */
const totals = new Map<string, number>();

function totalWays(puzzle: CountdownPuzzle): number {
  const key = `${puzzle.numbers.join(' ')} → ${puzzle.target}`;
  let total = totals.get(key);
  if (total === undefined) {
    if (totals.size > 10_000) totals.clear();
    totals.set(key, (total = new Countdown(puzzle.numbers).solutions(puzzle.target).length));
  }
  return total;
}

/** A solution's working as lines ("100 + 6 = 106"), worked toward the target (`workingSteps`), and how many other ways there are. */
export function workingLines(puzzle: CountdownPuzzle, solution: CountdownSolution): { steps: string[]; others: string } {
  const total = totalWays(puzzle);
  const others = Math.max(0, total - 1);
  return {
    steps: workingSteps(puzzle, solution.expression).map((s) => words.step({ a: s.a, op: PRINTED_SIGN[s.op], b: s.b, result: s.result })),
    others: others === 0 ? words.onlyWay : words.others({ count: others }),
  };
}

/** The stored expression with the signs as printed (100×3, not 100*3); the checker reads both. */
const printed = (solution: CountdownSolution) => solution.expression.replace(/[-*/]/g, (sign) => PRINTED_SIGN[sign as '-' | '*' | '/']);

/** The key's answer: one line of working that reaches the target. */
export function drawAnswer(puzzle: CountdownPuzzle, solution: CountdownSolution): Figure {
  // Spaced signs read as working, not a code: 25 × 4 + 6, not 25×4+6.
  const spaced = printed(solution).replace(/([+−×÷])/g, ' $1 ');
  const line = words.answerLine({ expression: spaced, target: puzzle.target });
  const game = { target: puzzle.target, numbers: puzzle.numbers.join(', '), expression: solution.expression };
  const items: Item[] = [{ type: 'text', x: 0, y: 0.35, text: line, size: 0.6, role: 'answer', anchor: 'start' }];
  // A generous width per glyph: the page measures the real one when it fits the figure.
  return { width: line.length * 0.6 * 0.6, height: 0.7, alt: words.altSolved(game), items };
}

/** The target above a tile for each number card; in the key, the working of the simplest solution beneath. */
export function draw(puzzle: CountdownPuzzle, solution?: CountdownSolution): Figure {
  const width = widthOf(puzzle);
  const items: Item[] = [];
  const label = words.target;
  items.push({ type: 'text', x: width / 2 - 1.9, y: 0.8, text: label, size: 0.5, role: 'label', anchor: 'end' });
  items.push({ type: 'box', x: width / 2 - 1.6, y: 0, w: 3.2, h: 1.6, role: 'given-cell' });
  items.push({ type: 'text', x: width / 2, y: 0.8, text: String(puzzle.target), size: 1, role: 'given', anchor: 'middle' });
  puzzle.numbers.forEach((n, i) => {
    const x = i * (TILE + GAP);
    // Keyed in the puzzle's drawing, where the player taps the cards (print ignores keys).
    items.push({ type: 'box', x, y: 2.2, w: TILE, h: TILE, role: 'cell', ...(solution ? {} : { key: `card-${i}` }) });
    items.push({ type: 'text', x: x + TILE / 2, y: 2.2 + TILE / 2, text: String(n), size: CARD_TEXT, role: 'given', anchor: 'middle' });
  });
  let y = 2.2 + TILE + 0.4;
  if (solution) {
    const { steps, others } = workingLines(puzzle, solution);
    const expression = printed(solution);
    for (const line of [...steps, expression, others]) {
      items.push({ type: 'text', x: 0.1, y: y + 0.35, text: line, size: 0.5, role: line === expression ? 'answer' : 'body', anchor: 'start' });
      y += 0.7;
    }
  } else {
    // Room to write the working.
    const top = y;
    for (let k = 0; k < LINES; k++) {
      y += LINE;
      items.push({ type: 'line', x1: 0, y1: y, x2: width, y2: y, role: 'thin' });
    }
    y += 0.3;
    items.push(...workingSpots(puzzle, width, top));
  }
  const game = { target: puzzle.target, numbers: puzzle.numbers.join(', ') };
  const alt = solution ? words.altSolved({ ...game, expression: solution.expression }) : words.alt(game);
  return { width, height: y, alt, items };
}
