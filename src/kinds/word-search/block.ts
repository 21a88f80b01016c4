import { language } from '../../engine/language.ts';
import { DIRECTIONS } from '../../engine/wordkit/directions.ts';
import { MAX_WORD, puzzleSchema, type WordSearchPuzzle } from './schema.ts';

/**
 * A word search as people and other programs write one in plain text (`solve`, `explain`): the
 * grid's letters a row a line (spaces between them or not), a blank line, then the words, one
 * a line or several to a line between commas. A grid someone else made may hide its words in
 * any of the eight directions, so all eight are its directions. Letters and words are read in
 * upper case, as the language of the work under way writes them.
 */

/** The text's lines, ended by LF, CRLF or CR, each without its end or the spaces at its ends. */
const linesOf = (text: string) => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.trim());

interface Parsed {
  puzzle?: WordSearchPuzzle;
  problem?: string;
}

/** More characters than any grid and list a record holds (40×40 letters spaced, 120 words of 40): not a word search. */
const LONGEST = 20_000;

function parse(text: string): Parsed {
  if (text.length > LONGEST) return { problem: `more than ${LONGEST} characters` };
  const lines = linesOf(text);
  let at = 0;
  while (at < lines.length && lines[at] === '') at++;
  const grid: string[] = [];
  while (at < lines.length && lines[at] !== '') grid.push(lines[at++]!);
  if (grid.length === 0) return { problem: 'no grid of letters' };
  const words = lines.slice(at).flatMap((l) => l.split(',')).map((w) => w.trim()).filter(Boolean);
  if (at >= lines.length || words.length === 0) return { problem: 'no blank line and words after the grid of letters' };
  const tag = language();
  const rows = grid.map((line) => [...line.replace(/\s+/g, '').normalize('NFC').toLocaleUpperCase(tag)]);
  for (const [r, row] of rows.entries()) {
    const c = row.findIndex((ch) => !/^\p{Lu}$/u.test(ch));
    if (c >= 0) return { problem: `line ${r + 1} of the grid has something other than a letter at its letter ${c + 1}` };
    if (row.length !== rows[0]!.length) return { problem: `line ${r + 1} of the grid has ${row.length} letters, where line 1 has ${rows[0]!.length}` };
  }
  const long = words.find((w) => w.length > MAX_WORD);
  if (long !== undefined) return { problem: `a word of ${long.length} characters, more than ${MAX_WORD}` };
  const parsed = puzzleSchema.safeParse({
    rows: rows.length,
    cols: rows[0]!.length,
    letters: rows,
    words: words.map((w) => w.normalize('NFC').toLocaleUpperCase(tag)),
    directions: [...DIRECTIONS],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `${issue.path.join('.') || 'the grid'}: ${issue.message}` };
  }
  return { puzzle: parsed.data };
}

export const block = {
  read: (text: string): WordSearchPuzzle | null => parse(text).puzzle ?? null,
  problem: (text: string): string => parse(text).problem ?? 'a word search',
};
