import type { Figure, Flow, Item } from '../../engine/figure.ts';
import type { WordScramblePuzzle, WordScrambleSolution } from './schema.ts';
import { answerWords, lengthsOf, rowOf, viewOf } from './view.ts';
import { words } from './words.ts';

/**
 * Each word a line, as the newspapers set a scramble: its number, its letters mixed up, and a box
 * a letter to write the answer in (its first letter printed where the puzzle gives it, a circle in
 * each box whose letter goes to the final). The final's line under them: what it is, and its
 * boxes. A box is one unit; the letters mixed up are set smaller, as one word.
 */
const LETTER = 0.62;
const LETTER_Y = 0.5;
/** The room a mixed-up letter takes, and its size: the letters set as one word in bold, as children's sheets print them (a bold capital is about 0.7 of its size wide). */
const MIXED = 0.5;
const MIXED_SIZE = LETTER;
const NUMBER = 0.5;
/** The number's column, the room between the mixed letters and the boxes, and between two lines. */
const LEAD = 1.0;
const GAP = 0.7;
const LINE = 1.45;
/** The final's line of text over its boxes. */
const BODY = 0.46;

/** Where the boxes begin: after the number and the longest scramble. */
const boxesAt = (puzzle: WordScramblePuzzle) => LEAD + Math.max(...puzzle.items.map((it) => [...it.scrambled].length)) * MIXED + GAP;

function itemsOf(puzzle: WordScramblePuzzle, letters?: readonly string[]): { items: Item[]; width: number; height: number } {
  const items: Item[] = [];
  const x0 = boxesAt(puzzle);
  const cols = viewOf(puzzle).cols;
  const lengths = lengthsOf(puzzle);
  const row = (i: number, y: number, circles: readonly number[], first: string | undefined) => {
    for (let k = 0; k < lengths[i]!; k++) {
      const given = k === 0 && first !== undefined;
      items.push({ type: 'box', x: x0 + k, y, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: `cell-${rowOf(i)}-${k}` });
      if (circles.includes(k)) items.push({ type: 'circle', cx: x0 + k + 0.5, cy: y + 0.5, r: 0.42, role: 'thin' });
      const letter = given ? first : [...(letters?.[i] ?? '')][k];
      if (letter) items.push({ type: 'text', x: x0 + k + 0.5, y: y + LETTER_Y, text: letter, size: LETTER, role: given ? 'given' : 'answer', anchor: 'middle' });
    }
  };
  puzzle.items.forEach((item, i) => {
    const y = i * LINE;
    items.push({ type: 'text', x: LEAD - 0.25, y: y + LETTER_Y, text: `${i + 1}.`, size: NUMBER, role: 'label', anchor: 'end' });
    items.push({ type: 'text', x: LEAD, y: y + LETTER_Y, text: item.scrambled, size: MIXED_SIZE, role: 'given', anchor: 'start' });
    row(i, y, item.circles ?? [], item.first);
  });
  let height = puzzle.items.length * LINE - (LINE - 1);
  if (puzzle.final) {
    const y = height + 0.5;
    const said = puzzle.final.clue ? words.finalLine({ context: 'clue', clue: puzzle.final.clue }) : words.finalLine({ context: 'plain', clue: '' });
    items.push({ type: 'text', x: 0, y: y + BODY, text: said, size: BODY, role: 'body', anchor: 'start' });
    row(puzzle.items.length, y + BODY + 0.4, [], undefined);
    height = y + BODY + 1.4;
  }
  return { items, width: x0 + cols, height };
}

/** The puzzle: each word's line and the final's; with the answer, every box written in. */
export function draw(puzzle: WordScramblePuzzle, solution?: WordScrambleSolution, _flow?: Flow): Figure {
  const count = puzzle.items.length;
  const { items, width, height } = itemsOf(puzzle, solution && answerWords(puzzle, solution));
  return { width, height, ...(puzzle.final ? { body: BODY } : {}), alt: solution ? words.altSolved({ count }) : words.alt({ count }), items };
}

/** The key's answer: the puzzle with every box written in. */
export const drawAnswer = (puzzle: WordScramblePuzzle, solution: WordScrambleSolution): Figure => draw(puzzle, solution);

/** The puzzle as text: a line a word (its number, its letters mixed up, a dot a box, its printed first letter), the final's line; with the answer, each word's. */
export function text(puzzle: WordScramblePuzzle, solution?: WordScrambleSolution): string {
  const boxes = (length: number, first?: string, circles: readonly number[] = []) => Array.from({ length }, (_, k) => (k === 0 && first ? first : circles.includes(k) ? '◯' : '·')).join(' ');
  const lines = puzzle.items.map((item, i) =>
    solution ? words.placed({ number: i + 1, scrambled: item.scrambled, word: solution.words[i] ?? '' }) : `${i + 1}. ${item.scrambled}   ${boxes([...item.scrambled].length, item.first, item.circles)}`,
  );
  if (puzzle.final) {
    const said = puzzle.final.clue ? words.finalLine({ context: 'clue', clue: puzzle.final.clue }) : words.finalLine({ context: 'plain', clue: '' });
    lines.push('', solution ? words.finalPlaced({ word: solution.final ?? '' }) : `${said}   ${boxes(puzzle.final.lengths[0]!)}`);
  }
  return [...(puzzle.theme ? [puzzle.theme, ''] : []), ...lines].join('\n');
}
