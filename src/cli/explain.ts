import * as z from 'zod/mini';
import '../engine/zod-config.ts';
import { type BookFile, bookSchema } from '../book/bookfile-schema.ts';
import { parseData, validate } from '../book/files.ts';
import { readText } from '../book/read.ts';
import { inLanguage } from '../book/language.ts';
import { disproof } from '../book/make.ts';
import { languageOf } from '../book/spec.ts';
import { provedBook } from '../book/verify.ts';
import { describeIssues, oneScreen, shown, UserError } from '../engine/errors.ts';
import { type Explanation, explain } from '../engine/explain.ts';
import { workTime } from '../engine/work.ts';
import type { Solved } from '../engine/kind.ts';
import type { Language } from '../engine/language.ts';
import { ID } from '../kinds/record.ts';
import { getKind, KIND_NAMES, type KindName } from '../kinds/registry.ts';
import { bookWords, explainWords, stepLine } from '../templates/index.ts';
import { io } from './io.ts';
import type { Runnable } from './main.ts';
import { looksLikeJson, MAX_ITEMS, puzzleLines, REQUEST_BUDGET, solvable as solvableOf, tooManyItems } from '../kinds/request.ts';
import { type GradedBand, gradedBand } from '../kinds/solving.ts';
import type { Grade } from '../engine/kind.ts';
import { languageFlag, lineKinds } from './shared.ts';

interface Args {
  file: string;
  id?: string;
  json: boolean;
  language?: Language;
}

/** One puzzle to explain: a record, or `{kind, puzzle}`; the answer when one is stored. */
interface Item {
  id?: string;
  kind: KindName;
  puzzle: unknown;
  solution?: unknown;
  /** A book's record's grade, proved the measured one before anything is printed (`prove`). */
  grade?: Grade;
}

const itemShape = z.looseObject({
  id: z.optional(z.string()),
  kind: z.enum(KIND_NAMES),
  puzzle: z.record(z.string(), z.unknown(), { error: 'must be an object: the puzzle to explain' }),
});

/** A record or `{kind, puzzle}`, its puzzle and any stored answer checked by the kind's own schemas. */
function itemOf(data: unknown, where: string, path: PropertyKey[]): Item {
  const head = itemShape.safeParse(data);
  if (!head.success) throw new UserError(describeIssues(where, head.error, path));
  const kind = getKind(head.data.kind);
  const puzzle = kind.puzzle.safeParse(head.data.puzzle);
  if (!puzzle.success) throw new UserError(describeIssues(where, puzzle.error, [...path, 'puzzle']));
  const item: Item = { id: head.data.id, kind: head.data.kind, puzzle: puzzle.data };
  if (head.data.solution !== undefined) {
    const solution = kind.solution.safeParse(head.data.solution);
    if (!solution.success) throw new UserError(describeIssues(where, solution.error, [...path, 'solution']));
    item.solution = solution.data;
  }
  return item;
}

/** What a file holds to explain: its puzzles, whether it is one record, and a book's language. */
interface Found {
  items: Item[];
  /** One record or `{kind, puzzle}`, not a book or an array: `--json` gives one object. */
  single: boolean;
  /** The book the items are the puzzles of, proved as `verify` proves it before they are explained. */
  book?: BookFile;
  language?: Language;
}

/**
 * The puzzles in a book file, an array of records, or one record. More than MAX_ITEMS, with no
 * `--id` to pick one, are refused in one line before any is read past its count.
 */
function itemsIn(data: unknown, where: string, id: string | undefined): Found {
  if (data && typeof data === 'object' && !Array.isArray(data) && 'puzzles' in data) {
    const count = Array.isArray(data.puzzles) ? data.puzzles.length : 0;
    if (id === undefined && count > MAX_ITEMS) throw tooManyItems(where, count, 'a book: name one puzzle with --id, or check them all with verify');
    const book = validate(bookSchema, data, where);
    return { items: book.puzzles, single: false, book, language: languageOf(book.spec) };
  }
  if (Array.isArray(data)) {
    if (id === undefined && data.length > MAX_ITEMS) throw tooManyItems(where, data.length, 'split the list, or name one puzzle with --id');
    // One at a time, not data.map: map sets aside a slot for every element first, which for a
    // file of millions of numbers doubled the memory before the first one was refused.
    const items: Item[] = [];
    data.forEach((d, i) => items.push(itemOf(d, where, [i])));
    return { items, single: false };
  }
  return { items: [itemOf(data, where, [])], single: true };
}

/** What an explanation and the stored answer say together; `explained` null where the request's budget was spent first. */
interface Told {
  item: Item;
  /** Its place in the file (a book's puzzles, an array), for naming it and proving it. */
  index: number;
  explained: Explanation<unknown> | null;
  /**
   * Whether the puzzle has a solution: true where the steps reach one (or the proof finds one),
   * false where the proof solver, its search complete, finds none (then nothing is explained:
   * it is said to have none), null where the budget did not reach it.
   */
  solvable: boolean | null;
  /** The steps' answer is the stored one (Countdown: a right way to the target); null with none stored. */
  agrees: boolean | null;
  /** The proof solver's run, where an answer is stored: `prove` checks the answer with it rather than solving again. */
  proof?: Solved<unknown>;
  /** Its band as its grade gives it, shown in place of the techniques' band (issue 113): null where the steps stop short. */
  graded?: GradedBand | null;
}

/**
 * Each item explained in order within REQUEST_BUDGET of counted work, as `solve` shares it:
 * an item with a stored answer is first solved by the proof solver (counted; `prove` checks the
 * answer with that run, not another), then by the step solver, each stopping once the budget is
 * spent; the items left are not explained. The step solver's work is done again to grade a
 * puzzle the steps finish (a book's puzzles when they are proved as `verify` proves them, their
 * stored grades measured again; anything else here, for its band), so it is counted twice, and
 * the whole request keeps to the budget.
 */
function tellAll(items: readonly { item: Item; index: number }[], book: boolean): Told[] {
  let left = REQUEST_BUDGET;
  return items.map(({ item, index }) => {
    const none: Told = { item, index, explained: null, solvable: null, agrees: null };
    if (left <= 0) return none;
    const kind = getKind(item.kind);
    let tried: ReturnType<typeof kind.solve> | undefined;
    if (item.solution !== undefined) {
      const given = left;
      tried = kind.solve(item.puzzle as never, 2, given);
      left -= tried.work ?? 0;
      // Out of the request's budget, not the kind's own (which `prove` refuses): unknown, as `solve` answers it.
      if (!tried.complete && (tried.work ?? 0) >= given) return none;
    }
    const explained = explain(kind.stepper, item.puzzle as never, left);
    left -= explained.work * 2;
    if (!explained.complete) return none;
    // Steps that stop short: reasoning that cannot finish, or a puzzle with no solution at all,
    // which the proof tells apart (the one already made, with a stored answer).
    let solvable: boolean | null = true;
    if (!explained.solved && tried) solvable = tried.solutions.length > 0 ? true : tried.complete ? false : null;
    else if (!explained.solved) {
      const proof = solvableOf(kind, item.puzzle, left);
      left -= proof.work;
      solvable = proof.solvable;
    }
    let agrees: boolean | null = null;
    if (item.solution !== undefined) {
      const { answer } = explained;
      // Countdown proves only that a way exists: the steps may take another right way than the stored one.
      agrees = answer !== null && (kind.proof === 'unique' ? (kind.sameAnswer ? kind.sameAnswer(answer as never, item.solution as never) : JSON.stringify(answer) === JSON.stringify(item.solution)) : kind.check(item.puzzle as never, answer as never) === null);
    }
    // A book's stored grade is the measured one (`prove` refuses the book otherwise), so it is read, not measured again.
    const graded = explained.solved ? gradedBand({ kind, puzzle: item.puzzle }, book && item.grade ? item.grade : undefined) : null;
    return { item, index, explained, solvable, agrees, proof: tried, graded };
  });
}

/**
 * The items explained, proved as `verify` proves them before anything is printed: a book's
 * with `checkBook` (each puzzle's proof, answer, grade, place and sentences), a record's stored
 * answer with the same `disproof`. Refuses naming each that fails; nothing is printed then.
 */
function prove(told: readonly Told[], found: Found, where: string, many: boolean): void {
  const done = told.filter((t) => t.explained !== null);
  if (found.book) {
    // Every book record has an answer stored, so each was solved by `tellAll` already.
    provedBook(found.book, where, 'no explanation was printed', new Map(done.map((t) => [t.index, t.proof!])));
    return;
  }
  const lines = done.flatMap(({ item, index, proof }) => {
    const why = item.solution === undefined ? null : disproof(item.kind, item.puzzle as never, item.solution as never, proof as never);
    return why ? [shown(`${where}: ${nameOf(item, many ? index : -1)}: ${why}`)] : [];
  });
  if (lines.length) throw new UserError(`${oneScreen(lines)}\n${where}: ${lines.length} of ${told.length} puzzles failed; no explanation was printed`);
}

/** An explanation as a person reads it: the puzzle, each step numbered, the answer reached. */
function asText({ item, explained, solvable, agrees, graded }: Told & { explained: Explanation<unknown> }): string {
  const kind = getKind(item.kind);
  const { band, hardest, steps, solved, answer } = explained;
  const bandName = band === null ? null : bookWords.bands[band];
  // The head names the band the grade gives, as a book prints it; the summary, the techniques' band.
  const head = [item.id, kind.title, graded?.band ? bookWords.bands[graded.band] : null].filter(Boolean).join(' · ');
  // Said first, in place of the puzzle and its steps: there is no way through it to show.
  if (solvable === false) return `${head}\n${explainWords.none()}\n`;
  const summary = solved
    ? explainWords.summary({ count: steps.length, hardest: kind.stepper.ladder[hardest!]!.title, band: bandName! })
    : explainWords.stuck({ count: steps.length });
  const width = String(steps.length).length;
  // Numbers right-aligned, so the steps' words start in one column.
  const lines = steps.map((s) => `${' '.repeat(width - String(s.n).length)}${stepLine(s)} (${bookWords.bands[s.band]})`);
  const out = [head, kind.text(item.puzzle as never), '', summary, ...(graded?.unbanded ? [unbandedLine(graded.unbanded, kind.stepper.ladder[hardest!]!.title, graded.score)] : []), '', ...lines];
  if (answer !== null) out.push('', explainWords.answer(), kind.text(item.puzzle as never, answer as never));
  if (agrees === true) out.push(kind.proof === 'unique' ? explainWords.stored() : explainWords.right());
  // A stored answer the steps do not reach cannot be printed: `prove` refuses it first (the only
  // answer is the one any finished reasoning reaches); `failure` still names it, should it happen.
  return `${out.join('\n')}\n`;
}

/** Why the grade gives no band, in a sentence (`gradedBand`). */
function unbandedLine(unbanded: NonNullable<GradedBand['unbanded']>, hardest: string, score: number): string {
  if (unbanded.why === 'forced') return explainWords.unbanded.forced({ hardest });
  if (unbanded.why === 'thin') return explainWords.unbanded.thin({ band: bookWords.bands[unbanded.band], count: unbanded.steps, least: unbanded.least });
  return explainWords.unbanded[unbanded.why]({ band: bookWords.bands[unbanded.band], score, limit: unbanded.limit });
}

/** A puzzle as a failure line names it: its id, else its place (`index` −1: the only one). */
const nameOf = (item: Item, index: number) => item.id ?? (index >= 0 ? `puzzle ${index + 1}` : 'the puzzle');

/** Where an explanation falls short, in a line naming the puzzle; null where it is whole. */
function failure({ item, explained, solvable, agrees }: Told, where: string, index: number): string | null {
  const name = nameOf(item, index);
  // Not a shortfall: the answer is that there is none, as `solve` answers it (count 0).
  if (solvable === false) return null;
  if (explained === null) {
    const alone = item.id ? `explain it with --id ${item.id}` : 'explain it alone';
    return `${where}: ${name}: not explained: the request's work budget (${workTime(REQUEST_BUDGET)}) was spent first; ${alone}`;
  }
  if (!explained.solved) return `${where}: ${name}: no named technique goes on after ${explained.steps.length} steps`;
  if (agrees === false) return `${where}: ${name}: the steps reach an answer other than the stored one`;
  return null;
}

/** What `file` may be; `kinds`: those with a one-line form, listed in help alone (`lineKinds`: its list is the one Intl object a run would make). */
const fileWords = (kinds: string) => `a book file, a puzzle record or {kind, puzzle} (or an array of them), or puzzles in the one-line form other programs write (${kinds}), one a line; - for stdin`;

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('file', { type: 'string', default: '-', describe: fileWords('…') })
      .option('id', { type: 'string', describe: "explain only the puzzle with this id (a book's puzzles are all explained otherwise, up to 100)" })
      .option('json', { type: 'boolean', default: false, describe: 'print the steps as JSON, and nothing else' })
      .option('language', { type: 'string', coerce: languageFlag, describe: "the language of the steps (default: a book file's own, else English)" }),
  help: (y) => y.describe('file', fileWords(lineKinds())),
  handler: ({ file, id, json, language }) => {
    const where = file === '-' ? 'stdin' : file;
    if (id !== undefined && (id.length > 120 || !ID.test(id))) throw new UserError(`--id ${shown(id, 60)}: not a puzzle id (lowercase letters, digits and dashes, as in the book file)`);
    const text = readText(file, io.stdin);
    const data = looksLikeJson(text) ? parseData(text, where, false) : puzzleLines(text, where);
    const found = itemsIn(data, where, id);
    inLanguage(language ?? found.language ?? 'en', () => explainAll(found, where, id, json));
  },
};

/** Explains each item (or the one with `id`), in the language under way, proves them, and prints them. */
function explainAll(found: Found, where: string, id: string | undefined, json: boolean): void {
  let items = found.items.map((item, index) => ({ item, index }));
  if (id !== undefined) {
    items = items.filter(({ item }) => item.id === id);
    if (items.length === 0) throw new UserError(`${where}: no puzzle has the id ${id}`);
    // An array may give one id to many records.
    if (items.length > MAX_ITEMS) throw tooManyItems(where, items.length, `all with the id ${id}`);
  }
  const many = found.items.length > 1;
  const told = tellAll(items, found.book !== undefined);
  prove(told, found, where, many);
  if (json) {
    const shown = told.map(({ item, explained, solvable, agrees, graded }) => {
      const head = { ...(item.id ? { id: item.id } : {}), kind: item.kind };
      const none = { band: null, needs: null, score: null, unbanded: null, hardest: null, steps: [], solved: false, answer: null };
      if (explained === null) return { ...head, ...none, solvable, agrees: null, complete: false };
      // No solution: no steps either (those taken up to the contradiction explain nothing).
      if (solvable === false) return { ...head, ...none, solvable, agrees, complete: true };
      const { work: _, complete, band: needs, ...rest } = explained;
      // `band` the grade's (null where it gives none, `unbanded` saying why); `needs` the band whose techniques solve it.
      return { ...head, band: graded?.band ?? null, needs, score: graded?.score ?? null, unbanded: graded?.unbanded ?? null, ...rest, solvable, agrees, complete };
    });
    // One record, or one puzzle picked by id, gives one object; a book or an array gives an array.
    const one = id !== undefined ? told.length === 1 : found.single;
    io.out(`${JSON.stringify(one ? shown[0] : shown, null, 2)}\n`);
  } else {
    io.out(told.flatMap((t) => (t.explained ? [asText(t as Told & { explained: Explanation<unknown> })] : [])).join('\n'));
  }
  const failures = told.flatMap((t) => failure(t, where, many ? t.index : -1) ?? []);
  if (failures.length === 0) return;
  const unexplained = told.filter((t) => t.explained === null).length;
  const stuck = failures.length - unexplained;
  const said = [
    ...(stuck ? [`${stuck} of ${told.length} puzzles cannot be explained to the end`] : []),
    ...(unexplained ? [`${unexplained} of ${told.length} were not explained within the request's work budget (${found.book ? 'explain each with --id' : 'explain fewer at once'})`] : []),
  ];
  throw new UserError(`${oneScreen(failures)}\n${where}: ${said.join('; ')}`);
}
