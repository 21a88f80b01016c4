import * as z from 'zod/mini';
import '../engine/zod-config.ts';
import { issueLines, oneScreen, shown, UserError } from '../engine/errors.ts';
import { getKind, KIND_NAMES } from './registry.ts';
import { type Checked, REQUEST_BUDGET, solvable, solveChecked } from './solving.ts';

export { type Checked, REQUEST_BUDGET, solvable, solveChecked };

/*
 * A request to solve or explain puzzles, as `puzzlebook solve` and `explain` and the library
 * take one: each item checked against its kind's schema before any is worked on, and the
 * whole request sharing one budget of counted work.
 */

const itemShape = z.looseObject({
  kind: z.enum(KIND_NAMES),
  puzzle: z.record(z.string(), z.unknown(), { error: 'must be an object: the puzzle to solve' }),
});

/**
 * Most puzzles one request may hold (`solve`, and `explain`). Every item is checked before
 * any is solved, and the whole request shares REQUEST_BUDGET, so this is not what bounds the
 * time: it keeps a mistaken paste (a whole book's worth) from being taken as a request, with
 * room for any list a person means to solve at once. A book's puzzles are checked by `verify`.
 */
export const MAX_ITEMS = 100;

/** The one-line refusal of a request of more than MAX_ITEMS puzzles (`solve`, `explain`), made before any is looked at. */
export function tooManyItems(where: string, count: number, advice: string): UserError {
  return new UserError(`${where}: ${count} puzzles in one request; at most ${MAX_ITEMS} (${advice})`);
}


/**
 * Whether a request's text is JSON by its look: past spaces (and a byte-order mark) it opens an
 * object or a list. Anything else is read as puzzle lines (`puzzleLines`), by their own rules,
 * so a line that is not one is named as a line, not as JSON that does not parse.
 */
export const looksLikeJson = (text: string): boolean => /^[\s\uFEFF]*[[{]/.test(text);

/** Each line of `text` with its number, ended by LF, CRLF or CR (as a text editor counts them), without its end. */
function* numberedLines(text: string): Generator<{ n: number; line: string }> {
  const end = /\r\n|\r|\n/g;
  let at = 0;
  for (let n = 1; at < text.length; n++) {
    end.lastIndex = at;
    const found = end.exec(text);
    const stop = found ? found.index : text.length;
    yield { n, line: text.slice(at, stop) };
    at = found ? stop + found[0].length : text.length;
  }
}

/**
 * Puzzles written in the one-line forms other programs use (Sudoku's 81 characters), one a line,
 * blank lines skipped: each as `{ kind, puzzle }`, one line giving one item, several a list; or
 * the whole text one puzzle in a kind's form of more than a line (`PuzzleKind.block`: a word
 * search's grid, a blank line and its words).
 * Refuses text with no line, or more than MAX_ITEMS, before any is read; then names each line
 * that is no kind's by its number and what is wrong with it (up to a screenful).
 */
export function puzzleLines(text: string, where: string): unknown {
  // A whole text in a kind's plain-text form that is more than a line (a word search's grid and words) is one puzzle.
  const blocks = KIND_NAMES.filter((name) => getKind(name).block);
  for (const kind of blocks) {
    const puzzle = getKind(kind).block!.read(text);
    if (puzzle) return { kind, puzzle };
  }
  const lines: { n: number; line: string }[] = [];
  let count = 0;
  for (const numbered of numberedLines(text)) {
    if (numbered.line.trim() === '') continue;
    // Past the cap only counted, for the refusal: a file of millions of lines is not kept.
    if (++count <= MAX_ITEMS) lines.push(numbered);
  }
  if (count === 0) throw new UserError(`${where}: is empty; give a record or {kind, puzzle} in JSON (or a list of them), or puzzles in a one-line form, one a line`);
  if (count > MAX_ITEMS) throw new UserError(`${where}: ${count} puzzle lines; at most ${MAX_ITEMS} puzzles in one request, one a line (split the lines)`);
  const kinds = KIND_NAMES.filter((name) => getKind(name).line);
  const problems: string[] = [];
  const items = lines.map(({ n, line }) => {
    for (const kind of kinds) {
      const puzzle = getKind(kind).line!.read(line);
      if (puzzle) return { kind, puzzle };
    }
    problems.push(shown(`${where}: line ${n}: ${kinds.map((kind) => `not a ${getKind(kind).title} line: ${getKind(kind).line!.problem(line)}`).join('; ')}`));
    return null;
  });
  if (problems.length > 0) {
    // Where no line is one, the text is no request at all: that is said first, with what its first
    // line lacks (not each line's, a screenful of the same), and what a whole puzzle written in more
    // than a line would need; it may have been meant as JSON.
    if (problems.length === lines.length) {
      const whole = blocks.map((kind) => `\n${shown(`${where}: nor is it a ${getKind(kind).title} written out: ${getKind(kind).block!.problem(text)}`)}`).join('');
      throw new UserError(`${where}: is no request: not JSON, which starts with { or [ (a record, {kind, puzzle}, or a list of them), and none of its lines is a puzzle in a one-line form\n${problems[0]}${whole}`);
    }
    throw new UserError(oneScreen(problems));
  }
  return items.length === 1 ? items[0] : items;
}

/** Checks one `{kind, puzzle}` (or a whole record): the item, or the lines saying what is wrong with it. */
function checkItem(item: unknown, where: string, path: PropertyKey[]): Checked | string[] {
  const head = itemShape.safeParse(item);
  if (!head.success) return issueLines(where, head.error, path);
  const kind = getKind(head.data.kind);
  const puzzle = kind.puzzle.safeParse(head.data.puzzle);
  if (!puzzle.success) return issueLines(where, puzzle.error, [...path, 'puzzle']);
  return { kind, puzzle: puzzle.data };
}

/** Validates one `{kind, puzzle}` (or a whole record) and solves it; refuses bad input with a UserError naming its path. */
export function solveItem(item: unknown, where: string, path: PropertyKey[], limit: number, budget = REQUEST_BUDGET) {
  const checked = checkItem(item, where, path);
  if (Array.isArray(checked)) throw new UserError(oneScreen(checked));
  return solveChecked(checked, limit, budget).result;
}

/** Every item checked first, so a bad last one is refused before any work; then solved in order, sharing one budget. */
export function solveRequest(data: unknown, where: string, limit: number) {
  if (!Array.isArray(data)) return solveItem(data, where, [], limit);
  if (data.length > MAX_ITEMS) throw tooManyItems(where, data.length, 'split the list, or check a book with verify');
  const checked = data.map((item, i) => checkItem(item, where, [i]));
  const problems = checked.flatMap((c) => (Array.isArray(c) ? c : []));
  if (problems.length > 0) throw new UserError(oneScreen(problems));
  let left = REQUEST_BUDGET;
  return (checked as Checked[]).map((item) => {
    const { result, work } = solveChecked(item, limit, left);
    left -= work;
    return result;
  });
}
