import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { withGridLabels } from '../../engine/grid-labels.ts';
import type { NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { words } from './words.ts';

const ROW = 1.25;
/**
 * The numbers' type: no smaller than the scores', since a page's smallest text is what sets
 * how many puzzles fit on it (`perPage`).
 */
const NUMBER = 0.55;
const DIGIT = 0.6;

/**
 * One row of digit boxes per guess with its score beside it, then an empty row for the
 * secret. In the key the secret is filled in and each guess's right places are tinted.
 * The steps' sentences name guesses and places by number ("guess 6", "place 2"), counted from
 * the top and the left; with `flow.coordinates` (the archive's screens, a book that asks) each
 * guess row has its number at its left and each place its number above it.
 */
export function draw(puzzle: NumberMindPuzzle, solution?: NumberMindSolution, flow?: Flow): Figure {
  const { length, guesses } = puzzle;
  // On a screen, scores and numbers at the digits' size: a fitted 8-digit board drew "2 right" at 11 px.
  const small = flow?.readable ? DIGIT : NUMBER;
  const items: Item[] = [];
  const scoreX = length + 0.5;
  const row = (y: number, digits: string, role: 'given' | 'answer', name: string, right?: (p: number) => boolean) => {
    for (let p = 0; p < length; p++) {
      items.push({ type: 'box', x: p, y, w: 1, h: 1, role: right?.(p) ? 'given-cell' : 'cell', key: `${name}-${p}` });
      const d = digits[p];
      if (d) items.push({ type: 'text', x: p + 0.5, y: y + 0.5, text: d, size: DIGIT, role, anchor: 'middle' });
    }
    items.push({ type: 'box', x: 0, y, w: length, h: 1, role: 'frame' });
  };
  guesses.forEach((g, i) => {
    const y = i * ROW;
    row(y, g.guess, 'given', `guess-${i}`, solution ? (p) => g.guess[p] === solution.secret[p] : undefined);
    items.push({ type: 'text', x: scoreX, y: y + 0.5, text: words.score({ count: g.correct }), size: small, role: 'label', anchor: 'start' });
    // The score's place, to the figure's right edge and down to the next guess: where the
    // archive's player says, under the score, what the player's code shares with it. Unprinted.
    items.push({ type: 'box', x: scoreX - 0.2, y, w: 3.2, h: ROW, role: 'spot', key: `score-${i}` });
  });
  const y = guesses.length * ROW + 0.4;
  // A page played on sets the code's boxes apart under the drawing (Flow.codeApart): the last
  // guess's score spot ends it, room for what the code shares under that score.
  const apart = flow?.codeApart && !solution;
  if (!apart) {
    row(y, solution?.secret ?? '', 'answer', 'answer');
    items.push({ type: 'text', x: scoreX, y: y + 0.5, text: words.secret, size: small, role: 'label', anchor: 'start' });
  }
  // Each guess and its score worded, then the list built one by one as the language writes it.
  const pairs = guesses.map((g) => words.altPair({ guess: g.guess, correct: g.correct }));
  const lines = pairs.length ? pairs.reduce((before, pair) => words.altNext({ before, pair })) : '';
  const alt = solution ? words.altSolved() : words.alt({ length, guesses: lines });
  const figure = { width: scoreX + 3, height: apart ? y - 0.4 : y + 1, alt, items };
  if (!flow?.coordinates) return figure;
  const centres = (n: number, gap: number) => Array.from({ length: n }, (_, i) => i * gap + 0.5);
  return withGridLabels(figure, { rows: centres(guesses.length, ROW), cols: centres(length, 1), size: small });
}

/** The key's answer: the secret alone, in its row of boxes. */
export function drawAnswer(puzzle: NumberMindPuzzle, solution: NumberMindSolution): Figure {
  const items: Item[] = [];
  for (let p = 0; p < puzzle.length; p++) {
    items.push({ type: 'box', x: p, y: 0, w: 1, h: 1, role: 'cell', key: `answer-${p}` });
    items.push({ type: 'text', x: p + 0.5, y: 0.5, text: solution.secret[p]!, size: 0.6, role: 'answer', anchor: 'middle' });
  }
  items.push({ type: 'box', x: 0, y: 0, w: puzzle.length, h: 1, role: 'frame' });
  return { width: puzzle.length, height: 1, alt: words.altAnswer({ secret: solution.secret }), items };
}
