import type { Figure, Item } from '../../figure.ts';
import { shrink } from './grade.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';
import { words } from './words.ts';

/** Figure width in units; text is sized in the same units. */
const WIDTH = 15;
const TEXT = 0.66;
/** Answer boxes are large enough to write in by hand. */
const BOX = 1.5;
const LINE = 0.95;
/** Characters per line at TEXT size: a generous average glyph width keeps wrapped lines inside the figure. */
const CHARS = Math.floor((WIDTH - 1.2) / (TEXT * 0.55));

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The rules as a numbered list, then a box per digit for the answer (filled in the key, with the shrinking count). */
export function draw(puzzle: SecretNumberPuzzle, solution?: SecretNumberSolution): Figure {
  const items: Item[] = [];
  let y = 0.2;
  puzzle.rules.forEach((rule, i) => {
    items.push({ type: 'text', x: 0.9, y: y + LINE / 2, text: `${i + 1}.`, size: TEXT, role: 'label', anchor: 'end' });
    for (const line of wrap(rule.text, CHARS)) {
      items.push({ type: 'text', x: 1.2, y: y + LINE / 2, text: line, size: TEXT, role: 'body', anchor: 'start' });
      y += LINE;
    }
    y += 0.2;
  });
  y += 0.4;
  const label = words.answerLabel;
  items.push({ type: 'text', x: 1.2, y: y + BOX / 2, text: label, size: TEXT, role: 'label', anchor: 'start' });
  const boxX = 1.2 + label.length * TEXT * 0.55 + 0.6;
  const digits = solution ? String(solution.number) : '';
  for (let d = 0; d < puzzle.digits; d++) {
    items.push({ type: 'box', x: boxX + d * BOX, y, w: BOX, h: BOX, role: 'cell', key: `answer-${d}` });
  }
  items.push({ type: 'box', x: boxX, y, w: BOX * puzzle.digits, h: BOX, role: 'frame' });
  for (let d = 0; d < digits.length; d++) {
    items.push({ type: 'text', x: boxX + (d + 0.5) * BOX, y: y + BOX / 2, text: digits[d]!, size: 0.9, role: 'answer', anchor: 'middle' });
  }
  y += BOX;
  if (solution) {
    const counts = shrink(puzzle.digits, puzzle.rules);
    y += 0.3;
    const small = TEXT * 0.85;
    for (const line of wrap(words.shrink({ counts }), Math.floor(CHARS / 0.85))) {
      items.push({ type: 'text', x: 1.2, y: y + LINE / 2, text: line, size: small, role: 'label', anchor: 'start' });
      y += LINE;
    }
  }
  const rules = puzzle.rules.map((r, i) => `${i + 1}. ${r.text}`).join(' ');
  const alt = solution ? words.altSolved({ number: solution.number, rules }) : words.alt({ digits: puzzle.digits, rules });
  return { width: WIDTH, height: y + 0.2, alt, items };
}
