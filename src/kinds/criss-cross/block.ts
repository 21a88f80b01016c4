import { language } from '../../engine/language.ts';
import { slotGrid } from '../../engine/wordkit/slots.ts';
import { type CrissCrossPuzzle, MAX_CLUE, MAX_WORD, puzzleSchema } from './schema.ts';
import { words as kindWords } from './words.ts';

/**
 * A criss-cross as people and other programs write one in plain text (`solve`, `explain`), as
 * `text` writes it: its grid a row a line (`#` no square, `.` or a letter a square;
 * spaces between them or not), a blank line, then its clues under the language's "Across" and
 * "Down" (`1. A big cat with a mane (4)`), and its answers, one a line or several between commas,
 * under any other line or none. The slots are the runs the squares make, numbered as a crossword
 * numbers them; a slot the text gives no clue reads `?`. The answers are printed as a bank.
 */

/** The text's lines, ended by LF, CRLF or CR, each without its end or the spaces at its ends. */
const linesOf = (text: string) => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.trimEnd());

/** More characters than any grid, clues and list a record holds: not a criss-cross. */
const LONGEST = 20_000;

interface Parsed {
  puzzle?: CrissCrossPuzzle;
  problem?: string;
}

function parse(text: string): Parsed {
  if (text.length > LONGEST) return { problem: `more than ${LONGEST} characters` };
  const lines = linesOf(text);
  let at = 0;
  while (at < lines.length && lines[at]!.trim() === '') at++;
  const grid: string[] = [];
  while (at < lines.length && lines[at]!.trim() !== '') grid.push(lines[at++]!);
  if (grid.length === 0) return { problem: 'no grid of squares' };
  // A row's squares: spaced (`# . .`), one character each and a space between, or packed (`#..`).
  const rows = grid.map((line) => (/^\S( \S)*$/.test(line.trim()) ? line.trim().split(' ') : [...line.trim()]));
  for (const [r, row] of rows.entries()) {
    if (row.length !== rows[0]!.length) return { problem: `line ${r + 1} of the grid has ${row.length} squares, where line 1 has ${rows[0]!.length}` };
    const c = row.findIndex((ch) => !/^[#.]$|^\p{L}$/u.test(ch));
    if (c >= 0) return { problem: `line ${r + 1} of the grid has something other than #, . or a letter at its square ${c + 1}` };
  }
  const cols = rows[0]!.length;
  const open = new Uint8Array(rows.length * cols);
  rows.forEach((row, r) => row.forEach((ch, c) => (open[r * cols + c] = ch === '#' ? 0 : 1)));
  const slots = slotGrid(rows.length, cols, open).slots;
  if (slots.length < 2) return { problem: 'a grid of fewer than two words' };
  const heading = (line: string) => line.trim().toLocaleLowerCase(language());
  const across = heading(kindWords.across);
  const down = heading(kindWords.down);
  const clues = new Map<string, string>();
  const answers: string[] = [];
  let way: 'across' | 'down' | null = null;
  for (const line of lines.slice(at)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (heading(trimmed) === across || heading(trimmed) === down) {
      way = heading(trimmed) === across ? 'across' : 'down';
      continue;
    }
    const clue = /^(\d+)\.\s*(.+?)(?:\s*\(\d+\))?$/.exec(trimmed);
    if (clue && way) {
      clues.set(`${clue[1]} ${way}`, clue[2]!.slice(0, MAX_CLUE));
      continue;
    }
    // Any other line heads the answers (the bank's title) or holds them.
    way = null;
    const listed = trimmed.split(',').map((w) => w.trim()).filter(Boolean);
    if (listed.length > 1 || /^[\p{L}][\p{L}\p{M}\s\-‐‑'’ʼ]*$/u.test(trimmed)) answers.push(...listed);
  }
  // The bank's title, where it heads them, is no answer.
  const title = heading(kindWords.bankTitle);
  const bank = answers.filter((w) => heading(w) !== title).map((w) => w.normalize('NFC').toLocaleUpperCase(language()));
  const long = bank.find((w) => w.length > MAX_WORD);
  if (long !== undefined) return { problem: `an answer of ${long.length} characters, more than ${MAX_WORD}` };
  if (bank.length !== slots.length) return { problem: `${bank.length} answers for the ${slots.length} slots the grid's squares make` };
  const parsed = puzzleSchema.safeParse({
    rows: rows.length,
    cols,
    slots: slots.map((s) => {
      const dir = s.across ? 'across' : 'down';
      return { number: s.number, row: Math.floor(s.cells[0]! / cols), col: s.cells[0]! % cols, dir, length: s.cells.length, clue: clues.get(`${s.number} ${dir}`) ?? '?' };
    }),
    bank: [...bank].sort((a, b) => a.localeCompare(b, language())),
    printBank: true,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `${issue.path.join('.') || 'the grid'}: ${issue.message}` };
  }
  return { puzzle: parsed.data };
}

export const block = {
  read: (text: string): CrissCrossPuzzle | null => parse(text).puzzle ?? null,
  problem: (text: string): string => parse(text).problem ?? 'a criss-cross',
};
