import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { readCipher } from './answers.ts';
import type { CryptogramPuzzle, CryptogramSolution } from './schema.ts';
import { boxKey, cellOf, type Layout, layoutOf } from './view.ts';
import { words } from './words.ts';

/**
 * The saying in code as the puzzle books set one: each letter a box to write in with its code
 * letter printed under it, the marks (commas, apostrophes) where they stand, a word never split
 * across lines; the given letters printed in their boxes wherever their code letters stand; who
 * it is from under it. A box is one unit.
 */
const LETTER = 0.62;
const LETTER_Y = 0.52;
/** The code letter under its box, smaller, and where it stands. */
const CODE = 0.56;
const CODE_Y = 1.38;
/** A line: the box, its code letter, room between lines. */
const LINE = 2.1;
/** The source's and the key's text. */
const BODY = 0.56;

function lettersOf(puzzle: CryptogramPuzzle, solution?: CryptogramSolution): Map<string, string> {
  return new Map(Object.entries(solution ? { ...solution.key } : puzzle.given));
}

function itemsOf(puzzle: CryptogramPuzzle, layout: Layout, solution?: CryptogramSolution): { items: Item[]; height: number } {
  const items: Item[] = [];
  const shown = lettersOf(puzzle, solution);
  layout.chars.forEach((ch, i) => {
    const p = layout.at[i];
    if (!p) return;
    const x = p.col;
    const y = p.line * LINE;
    if (!layout.boxed[i]) {
      items.push({ type: 'text', x: x + 0.5, y: y + LETTER_Y, text: ch, size: LETTER, role: 'given', anchor: 'middle' });
      return;
    }
    const given = ch in puzzle.given;
    items.push({ type: 'box', x, y, w: 1, h: 1, role: given ? 'given-cell' : 'cell', key: boxKey(layout, cellOf(layout, i)) });
    const letter = shown.get(ch);
    if (letter) items.push({ type: 'text', x: x + 0.5, y: y + LETTER_Y, text: letter, size: LETTER, role: given ? 'given' : 'answer', anchor: 'middle' });
    items.push({ type: 'text', x: x + 0.5, y: y + CODE_Y, text: ch, size: CODE, role: 'label', anchor: 'middle' });
  });
  let height = (layout.lines - 1) * LINE + CODE_Y + CODE / 2;
  if (puzzle.source) {
    height += 0.5;
    items.push({ type: 'text', x: layout.cols, y: height, text: words.source({ source: puzzle.source }), size: BODY, role: 'body', anchor: 'end' });
    height += BODY / 2;
  }
  return { items, height };
}

const wordCount = (puzzle: CryptogramPuzzle) => readCipher(puzzle).tokens.length;

/** The puzzle: the code in boxes, the given letters in theirs; with the answer, every box written in. */
export function draw(puzzle: CryptogramPuzzle, solution?: CryptogramSolution, _flow?: Flow): Figure {
  const layout = layoutOf(puzzle);
  const { items, height } = itemsOf(puzzle, layout, solution);
  const count = wordCount(puzzle);
  return { width: layout.cols, height, ...(puzzle.source ? { body: BODY } : {}), alt: solution ? words.altSolved({ count }) : words.alt({ count }), items };
}

/** The room a character of the saying takes in a key, at the letters' size (a mixed-case line averages about 0.55 of it). */
const KEY_CHAR = 0.36;
const KEY_LINE = 0.95;
/** The lines of reading and the rows of pairs a key gives every proverb (90 characters at most, 24 code letters at most in two rows of 12). */
const KEY_LINES = 3;
const KEY_ROWS = 2;

/**
 * The key's answer: the saying as written, wrapped to the puzzle's width (never a word split), and
 * under it the code letter by letter, each code letter (bold) over the letter it stands for. A key
 * prints the reading, not the boxes again: a page of keys holds several.
 */
export function drawAnswer(puzzle: CryptogramPuzzle, solution: CryptogramSolution): Figure {
  const layout = layoutOf(puzzle);
  const width = layout.cols;
  const perLine = Math.max(1, Math.floor(width / KEY_CHAR));
  const lines: string[] = [];
  for (const word of solution.text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && [...last].length + 1 + [...word].length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const items: Item[] = lines.map((line, i) => ({ type: 'text', x: 0, y: i * KEY_LINE + LETTER_Y, text: line, size: LETTER, role: 'answer', anchor: 'start' }));
  // As tall for every proverb (three lines hold the longest, two rows of pairs its code), so a key planned before its puzzles are made is the key made.
  let y = Math.max(lines.length, KEY_LINES) * KEY_LINE + 0.3;
  const pairs = Object.entries(solution.key);
  const across = Math.max(1, Math.floor(width / 1.0));
  const rows = Math.max(Math.ceil(pairs.length / across), KEY_ROWS);
  for (let row = 0; row < rows; row++) {
    pairs.slice(row * across, (row + 1) * across).forEach(([c, l], k) => {
      const x = k + 0.5;
      items.push({ type: 'text', x, y: y + 0.3, text: c, size: CODE, role: 'given', anchor: 'middle' });
      items.push({ type: 'text', x, y: y + 0.95, text: l, size: CODE, role: 'answer', anchor: 'middle' });
    });
    y += 1.4;
  }
  return { width, height: y, body: BODY, alt: words.altSolved({ count: wordCount(puzzle) }), items };
}

/** The puzzle as text: the code as written, the given letters (`X=E`), who it is from; with the answer, the saying and the code's pairs. */
export function text(puzzle: CryptogramPuzzle, solution?: CryptogramSolution): string {
  const pairs = (key: Record<string, string>) => Object.entries(key).sort(([a], [b]) => a.localeCompare(b)).map(([c, l]) => `${c}=${l}`).join(' ');
  const lines = solution ? [solution.text, '', pairs(solution.key)] : [puzzle.cipher, ...(Object.keys(puzzle.given).length ? ['', pairs(puzzle.given)] : [])];
  if (puzzle.source && !solution) lines.push('', words.source({ source: puzzle.source }));
  return lines.join('\n');
}
