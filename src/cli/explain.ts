import { z } from 'zod';
import { bookSchema } from '../book/bookfile-schema.ts';
import { parseData, readText, validate } from '../book/files.ts';
import { inLanguage } from '../book/language.ts';
import { languageOf } from '../book/spec.ts';
import { describeIssues, oneScreen, shown, UserError } from '../engine/errors.ts';
import { type Explanation, explain } from '../engine/explain.ts';
import { type Language, LANGUAGES } from '../engine/language.ts';
import { ID } from '../engine/record.ts';
import { getKind, KIND_NAMES, type KindName } from '../engine/registry.ts';
import { bookWords, explainWords, stepLine } from '../templates/index.ts';
import { io } from './io.ts';
import type { Runnable } from './main.ts';

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
}

const itemShape = z.looseObject({
  id: z.string().optional(),
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
  language?: Language;
}

/** The puzzles in a book file, an array of records, or one record. */
function itemsIn(data: unknown, where: string): Found {
  if (data && typeof data === 'object' && !Array.isArray(data) && 'puzzles' in data) {
    const book = validate(bookSchema, data, where);
    return { items: book.puzzles, single: false, language: languageOf(book.spec) };
  }
  if (Array.isArray(data)) {
    // One at a time, not data.map: map sets aside a slot for every element first, which for a
    // file of millions of numbers doubled the memory before the first one was refused.
    const items: Item[] = [];
    data.forEach((d, i) => items.push(itemOf(d, where, [i])));
    return { items, single: false };
  }
  return { items: [itemOf(data, where, [])], single: true };
}

/** What an explanation and the stored answer say together. */
interface Told {
  item: Item;
  explained: Explanation<unknown>;
  /** The steps' answer is the stored one (Countdown: a right way to the target); null with none stored. */
  agrees: boolean | null;
}

function tell(item: Item): Told {
  const kind = getKind(item.kind);
  const explained = explain(kind.stepper, item.puzzle as never);
  let agrees: boolean | null = null;
  if (item.solution !== undefined) {
    const { answer } = explained;
    // Countdown proves only that a way exists: the steps may take another right way than the stored one.
    agrees = answer !== null && (kind.proof === 'unique' ? JSON.stringify(answer) === JSON.stringify(item.solution) : kind.check(item.puzzle as never, answer as never) === null);
  }
  return { item, explained, agrees };
}

/** An explanation as a person reads it: the puzzle, each step numbered, the answer reached. */
function asText({ item, explained, agrees }: Told): string {
  const kind = getKind(item.kind);
  const { band, hardest, steps, solved, answer } = explained;
  const bandName = band === null ? null : bookWords.bands[band];
  const head = [item.id, kind.title, bandName].filter(Boolean).join(' · ');
  const summary = solved
    ? explainWords.summary({ count: steps.length, hardest: kind.stepper.ladder[hardest!]!.title, band: bandName! })
    : explainWords.stuck({ count: steps.length });
  const width = String(steps.length).length;
  // Numbers right-aligned, so the steps' words start in one column.
  const lines = steps.map((s) => `${' '.repeat(width - String(s.n).length)}${stepLine(s)} (${bookWords.bands[s.band]})`);
  const out = [head, kind.text(item.puzzle as never), '', summary, '', ...lines];
  if (answer !== null) out.push('', explainWords.answer(), kind.text(item.puzzle as never, answer as never));
  if (agrees === true) out.push(kind.proof === 'unique' ? explainWords.stored() : explainWords.right());
  if (agrees === false && solved) out.push(explainWords.notStored());
  return `${out.join('\n')}\n`;
}

/** Where an explanation falls short, in a line naming the puzzle; null where it is whole. */
function failure({ item, explained, agrees }: Told, where: string, index: number): string | null {
  const name = item.id ?? (index >= 0 ? `puzzle ${index + 1}` : 'the puzzle');
  if (!explained.solved) return `${where}: ${name}: no named technique goes on after ${explained.steps.length} steps`;
  if (agrees === false) return `${where}: ${name}: the steps reach an answer other than the stored one`;
  return null;
}

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .positional('file', { type: 'string', default: '-', describe: 'a book file, a puzzle record or {kind, puzzle} (or an array of them); - for stdin' })
      .option('id', { type: 'string', describe: "explain only the puzzle with this id (a book's puzzles are all explained otherwise)" })
      .option('json', { type: 'boolean', default: false, describe: 'print the steps as JSON, and nothing else' })
      .option('language', { choices: LANGUAGES, describe: "the language of the steps (default: a book file's own, else English)" }),
  handler: ({ file, id, json, language }) => {
    const where = file === '-' ? 'stdin' : file;
    const data = parseData(readText(file, io.stdin), where, false);
    const found = itemsIn(data, where);
    inLanguage(language ?? found.language ?? 'en', () => explainAll(found, where, id, json));
  },
};

/** Explains each item (or the one with `id`), in the language under way, and prints it. */
function explainAll(found: Found, where: string, id: string | undefined, json: boolean): void {
  let { items } = found;
  if (id !== undefined) {
    if (id.length > 120 || !ID.test(id)) throw new UserError(`--id ${shown(id, 60)}: not a puzzle id (lowercase letters, digits and dashes, as in the book file)`);
    items = items.filter((item) => item.id === id);
    if (items.length === 0) throw new UserError(`${where}: no puzzle has the id ${id}`);
  }
  const told = items.map(tell);
  if (json) {
    const shown = told.map(({ item, explained, agrees }) => ({ ...(item.id ? { id: item.id } : {}), kind: item.kind, ...explained, agrees }));
    // One record, or one puzzle picked by id, gives one object; a book or an array gives an array.
    const one = id !== undefined ? told.length === 1 : found.single;
    io.out(`${JSON.stringify(one ? shown[0] : shown, null, 2)}\n`);
  } else {
    io.out(told.map(asText).join('\n'));
  }
  const many = told.length > 1;
  const failures = told.flatMap((t, i) => failure(t, where, many ? i : -1) ?? []);
  if (failures.length) throw new UserError(`${oneScreen(failures)}\n${where}: ${failures.length} of ${told.length} puzzles cannot be explained to the end`);
}
