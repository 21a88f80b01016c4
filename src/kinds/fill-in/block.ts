import { language } from '../../engine/language.ts';
import { type FillInPuzzle, MAX_WORD, puzzleSchema } from './schema.ts';

/**
 * A fill-in as people and other programs write one in plain text (`solve`, `explain`), as `text`
 * writes it: its grid a row a line (`#` a block, `.` a square to fill, a letter or digit a square
 * printed with it; spaces between them or not), a blank line, then its list: words (or numbers)
 * one a line or several between commas or spaces, under any heading lines ("5 letters", which
 * hold a number and a word, and are skipped). Digits throughout make a numbers fill-in.
 */

/** The text's lines, ended by LF, CRLF or CR, each without its end. */
const linesOf = (text: string) => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.trimEnd());

/** More characters than any grid and list a record holds: not a fill-in. */
const LONGEST = 20_000;

function parse(text: string): { puzzle?: FillInPuzzle; problem?: string } {
  if (text.length > LONGEST) return { problem: `more than ${LONGEST} characters` };
  const lines = linesOf(text);
  let at = 0;
  while (at < lines.length && lines[at]!.trim() === '') at++;
  const grid: string[] = [];
  while (at < lines.length && lines[at]!.trim() !== '') grid.push(lines[at++]!);
  if (grid.length === 0) return { problem: 'no grid of squares' };
  const rows = grid.map((line) => (/^\S( \S)*$/.test(line.trim()) ? line.trim().split(' ') : [...line.trim()]));
  for (const [r, row] of rows.entries()) {
    if (row.length !== rows[0]!.length) return { problem: `line ${r + 1} of the grid has ${row.length} squares, where line 1 has ${rows[0]!.length}` };
    const c = row.findIndex((ch) => !/^[#.]$|^[\p{L}\p{N}]$/u.test(ch));
    if (c >= 0) return { problem: `line ${r + 1} of the grid has something other than #, . or a letter at its square ${c + 1}` };
  }
  const words: string[] = [];
  for (const line of lines.slice(at)) {
    const trimmed = line.trim();
    // A heading ("5 letters", "Words of 5 letters") holds a number and a word: no entry of the list.
    if (trimmed === '' || (/\p{N}/u.test(trimmed) && /\p{L}/u.test(trimmed))) continue;
    words.push(...trimmed.split(/[,;]|\s+/).map((w) => w.trim()).filter(Boolean));
  }
  if (words.length < 2) return { problem: 'a list of fewer than two words under the grid' };
  const long = words.find((w) => w.length > MAX_WORD);
  if (long !== undefined) return { problem: `a word of ${long.length} characters, more than ${MAX_WORD}` };
  const digits = words.every((w) => /^\p{N}+$/u.test(w));
  const upper = (w: string) => w.normalize('NFC').toLocaleUpperCase(language());
  const parsed = puzzleSchema.safeParse({
    rows: rows.length,
    cols: rows[0]!.length,
    blocks: rows.map((row) => row.map((ch) => ch === '#')),
    words: words.map(upper).sort((a, b) => [...a].length - [...b].length || a.localeCompare(b, language())),
    alphabet: digits ? 'digits' : 'letters',
    ...(rows.some((row) => row.some((ch) => ch !== '#' && ch !== '.')) ? { givens: rows.map((row) => row.map((ch) => (ch === '#' || ch === '.' ? null : upper(ch)))) } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `${issue.path.join('.') || 'the grid'}: ${issue.message}` };
  }
  return { puzzle: parsed.data };
}

export const block = {
  read: (text: string): FillInPuzzle | null => parse(text).puzzle ?? null,
  problem: (text: string): string => parse(text).problem ?? 'a fill-in',
};
