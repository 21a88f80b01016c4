import { language } from '../../engine/language.ts';
import { puzzleSchema, type WordScramblePuzzle } from './schema.ts';

/**
 * A scramble as people and other programs write one in plain text (`solve`, `explain`), as `text`
 * writes it: a line a word, `3. GTIER` and after it its boxes if you like (`·` or `.` or `_` a box,
 * `◯` or `*` a circled one, a letter in the first a printed first letter); a line of boxes after
 * some words (`Final answer: · · · ·`) the final's. A first line that is neither is the theme.
 */

const BOX = /^[·._]$/u;
const CIRCLED = /^[◯*]$/u;
const LONGEST = 5_000;

function parse(text: string): { puzzle?: WordScramblePuzzle; problem?: string } {
  if (text.length > LONGEST) return { problem: `more than ${LONGEST} characters` };
  const upper = (w: string) => w.normalize('NFC').toLocaleUpperCase(language());
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
  const ITEM = /^\d+[.)]\s*([\p{L}]+)\s*(.*)$/u;
  // Text with no word line at all is no scramble, whatever its other lines hold.
  if (!lines.some((line) => ITEM.test(line))) return { problem: 'no words to unscramble ("1. GTIER", a line each)' };
  const items: WordScramblePuzzle['items'] = [];
  let final: number | undefined;
  let theme: string | undefined;
  for (const [n, line] of lines.entries()) {
    const item = ITEM.exec(line);
    if (item) {
      const scrambled = upper(item[1]!);
      const boxes = item[2]!.split(/\s+/).filter(Boolean);
      const circles = boxes.flatMap((b, k) => (CIRCLED.test(b) ? [k] : []));
      const first = boxes[0] !== undefined && /^\p{L}$/u.test(boxes[0]) ? upper(boxes[0]) : undefined;
      items.push({ scrambled, ...(first ? { first } : {}), ...(circles.length ? { circles } : {}) });
      continue;
    }
    const tokens = line.split(/\s+/);
    let boxes = 0;
    while (boxes < tokens.length && (BOX.test(tokens[tokens.length - 1 - boxes]!) || CIRCLED.test(tokens[tokens.length - 1 - boxes]!))) boxes++;
    if (boxes >= 2 && items.length > 0) final = boxes;
    else if (n === 0) theme = line;
    else return { problem: `line ${n + 1} is neither a word ("1. GTIER") nor the final's boxes` };
  }
  const parsed = puzzleSchema.safeParse({ items, ...(final ? { final: { lengths: [final] } } : {}), ...(theme ? { theme } : {}) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `${issue.path.join('.') || 'the words'}: ${issue.message}` };
  }
  return { puzzle: parsed.data };
}

export const block = {
  read: (text: string): WordScramblePuzzle | null => parse(text).puzzle ?? null,
  problem: (text: string): string => parse(text).problem ?? 'a word scramble',
};
