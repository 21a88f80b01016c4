import type { Figure, Flow, Item } from '../../engine/figure.ts';
import { shrink } from './grade.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';
import { sentencesOf } from './sentence.ts';
import { words } from './words.ts';

/** Figure width in units when no page gives a column; text is sized in the same units. */
const WIDTH = 15;
/** The rules' type size in units: a page sets it at its body size. */
const TEXT = 0.66;
/** Where a rule's words start, after its number. */
const INDENT = 1.2;
/** Answer boxes are large enough to write in by hand. */
const BOX = 1.5;
const LINE = 0.95;

/** An average glyph is narrower than this many ems, so lines wrapped by count stay inside when nothing measures. */
const GUESSED_EM = 0.55;

/**
 * Words of `text` in lines at most `ems` wide, each measured (or guessed) in ems. A sign (the
 * key's "›" between counts) stays at the end of a line with the word before it, never opening one.
 */
function wrap(text: string, ems: number, measure?: Flow['measure']): string[] {
  const width = (line: string) => (measure ? measure(line, 'regular') : line.length * GUESSED_EM);
  const units: string[] = [];
  for (const word of text.split(' ')) {
    if (units.length && word === '›') units[units.length - 1] += ` ${word}`;
    else units.push(word);
  }
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const longer = line ? `${line} ${unit}` : unit;
    if (line && width(longer) > ems) {
      lines.push(line);
      line = unit;
    } else line = longer;
  }
  if (line) lines.push(line);
  // No stray ending ("less than / 8."): a last line of one short word takes the word (and sign) before it along.
  const last = lines.at(-1);
  const before = lines.at(-2);
  if (last && before && !last.includes(' ') && last.length <= 4) {
    const words = before.split(' ');
    const take = words.at(-1) === '›' ? 2 : 1;
    if (words.length > take) lines.splice(-2, 2, words.slice(0, -take).join(' '), `${words.slice(-take).join(' ')} ${last}`);
  }
  return lines;
}

/** The answer boxes, filled in with `digits` if given, from `(x, y)`. */
function answerBoxes(items: Item[], count: number, x: number, y: number, digits: string): void {
  for (let d = 0; d < count; d++) items.push({ type: 'box', x: x + d * BOX, y, w: BOX, h: BOX, role: 'cell', key: `answer-${d}` });
  items.push({ type: 'box', x, y, w: BOX * count, h: BOX, role: 'frame' });
  for (let d = 0; d < digits.length; d++) {
    items.push({ type: 'text', x: x + (d + 0.5) * BOX, y: y + BOX / 2, text: digits[d]!, size: 0.9, role: 'answer', anchor: 'middle' });
  }
}

/**
 * The rules as a numbered list, then a box per digit for the answer (filled in with a
 * solution, with the shrinking count). With `flow` the rules fill a column that many ems wide.
 */
export function draw(puzzle: SecretNumberPuzzle, solution?: SecretNumberSolution, flow?: Flow): Figure {
  const width = flow?.ems ? flow.ems * TEXT : WIDTH;
  const ems = (width - INDENT - 0.2) / TEXT;
  const items: Item[] = [];
  let y = 0.2;
  const said = sentencesOf(puzzle);
  said.forEach((text, i) => {
    const top = y;
    const lines = wrap(text, ems, flow?.measure);
    // On a touch screen a short rule's row grows to a fingertip, its words centred in it.
    const pad = Math.max(0, (flow?.rowMin ?? 0) - (lines.length * LINE + 0.2)) / 2;
    y += pad;
    items.push({ type: 'text', x: INDENT - 0.3, y: y + LINE / 2, text: `${i + 1}.`, size: TEXT, role: 'label', anchor: 'end' });
    for (const line of lines) {
      items.push({ type: 'text', x: INDENT, y: y + LINE / 2, text: line, size: TEXT, role: 'body', anchor: 'start' });
      y += LINE;
    }
    y += pad;
    // The rule's row, its number and lines with half the gap either side (rows meet, never
    // overlap): where the archive's player crosses the rule out and shows its verdict. Unprinted.
    items.push({ type: 'box', x: 0, y: top - 0.1, w: width, h: y - top + 0.2, role: 'spot', key: `rule-${i}` });
    y += 0.2;
  });
  // A page played on sets the answer boxes apart under the drawing (Flow.codeApart): the rules end it.
  if (!(flow?.codeApart && !solution)) {
    y += 0.4;
    const label = words.answerLabel;
    items.push({ type: 'text', x: INDENT, y: y + BOX / 2, text: label, size: TEXT, role: 'label', anchor: 'start' });
    const labelEms = flow?.measure ? flow.measure(label, 'regular') : label.length * GUESSED_EM;
    answerBoxes(items, puzzle.digits, INDENT + labelEms * TEXT + 0.6, y, solution ? String(solution.number) : '');
    y += BOX;
  }
  if (solution) {
    const counts = shrink(puzzle.digits, puzzle.rules);
    y += 0.3;
    const small = TEXT * 0.85;
    for (const line of wrap(shrinkLine(counts), ems / 0.85, flow?.measure)) {
      items.push({ type: 'text', x: INDENT, y: y + LINE / 2, text: line, size: small, role: 'label', anchor: 'start' });
      y += LINE;
    }
  }
  const rules = said.map((text, i) => `${i + 1}. ${text}`).join(' ');
  const alt = solution ? words.altSolved({ number: solution.number, rules }) : words.alt({ digits: puzzle.digits, rules });
  return { width, height: y + 0.2, body: TEXT, alt, items };
}

/** How the candidates narrow, rule by rule: "Numbers left, rule by rule: 720 › 64 › 1". */
const shrinkLine = (counts: readonly number[]) => words.shrink({ counts: counts.join(' › ') });

/** The key's answer: the number in its boxes, and beneath it how many numbers each rule leaves. */
export function drawAnswer(puzzle: SecretNumberPuzzle, solution: SecretNumberSolution): Figure {
  return answerOf(puzzle.digits, solution.number, shrink(puzzle.digits, puzzle.rules));
}

/** The key's answer drawn from the number and how many numbers each rule leaves (`counts`): what a key planned before its puzzles are made measures. */
export function answerOf(digits: number, number: number, counts: readonly number[]): Figure {
  const items: Item[] = [];
  answerBoxes(items, digits, 0, 0, String(number));
  let y = BOX + 0.25;
  const trace = wrap(shrinkLine(counts), 15);
  for (const line of trace) {
    items.push({ type: 'text', x: 0, y: y + 0.35, text: line, size: 0.5, role: 'label', anchor: 'start' });
    y += 0.7;
  }
  const width = Math.max(BOX * digits, ...trace.map((line) => line.length * 0.5 * GUESSED_EM));
  return { width, height: y, alt: words.altAnswer({ number }), items };
}
