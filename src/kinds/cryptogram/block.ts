import { language } from '../../engine/language.ts';
import { puzzleSchema, type CryptogramPuzzle } from './schema.ts';

/**
 * A cryptogram as people and other programs write one in plain text (`solve`, `explain`), as
 * `text` writes it: the code, a line or several of capitals, spaces and punctuation (three words
 * at least); a line of pairs `X=E Q=T` the given letters; a last line begun with a dash
 * (`— Proverb`) who it is from.
 */

const PAIRS = /^(\p{L}\s*=\s*\p{L})(\s*[,;]?\s+\p{L}\s*=\s*\p{L})*$/u;
/** A line of code as printed: capitals, spaces and punctuation, no digit (a Sudoku's line has them) and no lower case (prose is no code). */
const CODE = /^[\p{Lu}\p{P}\p{Zs}]+$/u;
const SOURCE = /^[—–-]\s*(.+)$/u;
const LONGEST = 2_000;

function parse(text: string): { puzzle?: CryptogramPuzzle; problem?: string } {
  if (text.length > LONGEST) return { problem: `more than ${LONGEST} characters` };
  const upper = (w: string) => w.normalize('NFC').toLocaleUpperCase(language());
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
  const code: string[] = [];
  const given: Record<string, string> = {};
  let source: string | undefined;
  for (const [n, line] of lines.entries()) {
    if (PAIRS.test(line)) {
      for (const m of line.matchAll(/(\p{L})\s*=\s*(\p{L})/gu)) given[upper(m[1]!)] = upper(m[2]!);
      continue;
    }
    const s = SOURCE.exec(line);
    if (s && code.length > 0) {
      source = s[1]!;
      continue;
    }
    if (!CODE.test(line)) return { problem: `line ${n + 1} is no line of code: capital letters, spaces and punctuation only` };
    code.push(line);
  }
  if (code.length === 0) return { problem: 'no code to decipher (a line of letters in code)' };
  // A word search's grid is lines of capitals too, but with no space: a code is words.
  if (code.join(' ').trim().split(/\s+/).length < 3) return { problem: 'a code of three words or more, separated by spaces' };
  const parsed = puzzleSchema.safeParse({ cipher: upper(code.join(' ')), given, ...(source ? { source } : {}) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `${issue.path.join('.') || 'the code'}: ${issue.message}` };
  }
  return { puzzle: parsed.data };
}

export const block = {
  read: (text: string): CryptogramPuzzle | null => parse(text).puzzle ?? null,
  problem: (text: string): string => parse(text).problem ?? 'a cryptogram',
};
