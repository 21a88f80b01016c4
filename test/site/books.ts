import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { makeBook } from '../../src/book/book.ts';
import { bookSchema, type BookFile } from '../../src/book/bookfile-schema.ts';
import { bookJson } from '../../src/book/files.ts';
import { placeKeys } from '../../src/book/plan.ts';
import { specSchema } from '../../src/book/spec.ts';
import { asKind } from '../../src/kinds/record.ts';
import type { KindName } from '../../src/kinds/registry.ts';
import { defaultSection, unlisted } from '../../bench/defaults.ts';

/**
 * The books of the archive the end-to-end tests share (built once, by test/global/archive.ts):
 * every kind, small, so it builds in seconds, and a title with markup the archive must show as
 * text, with its answers at the back (no key PDF). Two of them are dated, so the feed has an
 * order to keep; the archive is published for ADDRESS (`site --url`).
 */

/**
 * A spec's `sections:` lines (YAML, two spaces in, `- kind: …` first), then one section of
 * every kind of the registry they do not name, at its worked example's options
 * (bench/defaults.ts): so a book meant to hold every kind holds a kind added later too.
 */
export function everyKind(sections: string): string {
  const listed = [...sections.matchAll(/^ {2}- kind: (\S+)$/gm)].map((m) => m[1]!);
  const more = unlisted(listed).map((kind) => defaultSection(kind));
  return sections + more.map((s) => `  - kind: ${s.kind}\n    count: ${s.count}\n    difficulty: ${s.difficulty}\n    options: ${JSON.stringify(s.options)}\n`).join('');
}

/** The public address the shared archive is published for: its absolute links, sitemap, feed and cards name it. */
export const ADDRESS = 'https://puzzles.example.org/';

/**
 * The shared archive's first book: one of each kind (two sizes of Numbrix), each at the size
 * and band its tests read. Sudoku is a 9×9 of medium, whose steps are not all singles (one
 * rests on locked candidates), so a hint can have a "Why?" to fold; Calcudoku a 6×6 of medium,
 * with every operation and cages listed. Each new kind comes last: a section added leaves the
 * others' seeds, ids and places as they were. After them, one section of any kind the registry lists and this does not, at its worked example's options (so every test
 * that loops over the kinds finds one of each here).
 */
const SECTIONS_A = `  - kind: numbrix
    count: 2
    difficulty: easy
    options: { size: 5 }
  - kind: numbrix
    count: 1
    difficulty: medium
    options: { size: 6 }
  - kind: secret-number
    count: 1
    difficulty: easy
  - kind: cross-numbers
    count: 1
    difficulty: easy
    options: { size: 3 }
  - kind: countdown
    count: 1
    difficulty: medium
  - kind: number-mind
    count: 1
    difficulty: easy
    options: { length: 3 }
  - kind: sudoku
    count: 1
    difficulty: medium
    options: { size: 9 }
  - kind: calcudoku
    count: 1
    difficulty: medium
    options: { size: 6 }
`;
/**
 * The largest puzzle of each kind a book makes, as the sampler prints them (the toolbar's and the
 * targets' tests open them fitted): with `everyKind`, a kind added later at its example's options.
 * Calcudoku is at its example's options, where `everyKind` put it before Word Search came (so its
 * puzzle stays as it was); Word Search at a published book's largest, 15×15.
 */
export const LARGEST_SECTIONS = `  - kind: numbrix
    count: 1
    difficulty: expert
    options: { width: 10, height: 8, symmetry: rotational }
  - kind: cross-numbers
    count: 1
    difficulty: expert
    options: { size: 9 }
    perPage: 1
  - kind: number-mind
    count: 1
    difficulty: hard
    options: { length: 8 }
  - kind: countdown
    count: 1
    difficulty: expert
  - kind: secret-number
    count: 1
    difficulty: expert
  - kind: sudoku
    count: 1
    difficulty: expert
    options: { size: 9 }
  - kind: calcudoku
    count: 1
    difficulty: easy
    options: { size: 4, ops: '+-' }
  - kind: word-search
    count: 1
    difficulty: expert
    options: { size: 15 }
`;

export const SPEC_A = `title: Archive Test Book
subtitle: One of each kind
slug: archive-test
seed: 5
sections:
${everyKind(SECTIONS_A)}`;

export const TITLE_B = "<i>Tom</i> & Jerry's Puzzles";
export const SPEC_B = `title: "${TITLE_B}"
slug: tom-and-jerry
seed: 6
date: 2026-11-20
answers: back
sections:
  - kind: numbrix
    count: 1
    difficulty: easy
    options: { size: 5 }
`;

/** A Spanish book (\`language: es\`): its pages, words and play controls are in Spanish. */
export const SPEC_ES = `title: Pasatiempos de prueba
slug: prueba-es
seed: 7
language: es
sections:
  - kind: numbrix
    count: 1
    difficulty: easy
    options: { size: 5 }
  - kind: secret-number
    count: 1
    difficulty: easy
`;

/** A German book (\`language: de\`), with an author and the newest date: the archive then holds books of three languages. */
export const SPEC_DE = `title: Rätsel für die Ferien
slug: ferien-de
seed: 8
language: de
author: Anna Beispiel
date: 2026-11-22
sections:
  - kind: secret-number
    count: 1
    difficulty: easy
  - kind: numbrix
    count: 1
    difficulty: easy
    options: { size: 5 }
`;

/** A book of the shared archive by its slug, read from the book folder global set-up built. */
export function bookOf(books: string, slug: string): BookFile {
  return bookSchema.parse(JSON.parse(readFileSync(join(books, `${slug}.json`), 'utf8')));
}

/**
 * The book file of a spec, written into `books` as `<slug>.json`, made here without its PDFs:
 * what a test of the archive needs, as the archive draws its own. Returns the book.
 */
/**
 * 400 puzzles of three quick kinds: a publish with its address draws 400 social cards, long
 * enough to be stopped at each of its stages (test/faults/interrupt.test.ts) and to show what
 * its cards cost in memory (memory.test.ts).
 */
export const SPEC_CARDS = `title: Four Hundred Cards
slug: four-hundred
seed: 400
sections:
  - { kind: secret-number, count: 200, difficulty: easy }
  - { kind: countdown, count: 100, difficulty: easy }
  - { kind: numbrix, count: 100, difficulty: easy, options: { size: 6 } }
`;

/**
 * A spec with each unnamed section named as sections were keyed before issue 91 (by place), so
 * a test's book holds the very puzzles the browser tests were written against: several play a
 * puzzle whose steps they know (a Countdown's second hint a step, a Skyscrapers' two lines
 * without a clue, a chain of twelve candidates). As JSON, which YAML reads.
 */
export function keyedByPlace(yaml: string): string {
  const raw = parseYaml(yaml) as { sections: { name?: string }[] };
  const keys = placeKeys(specSchema.parse(raw));
  return JSON.stringify({ ...raw, sections: raw.sections.map((s, i) => ({ ...s, name: s.name ?? keys[i] })) });
}

export function writeBookFile(spec: string, books: string): BookFile {
  const book = makeBook(specSchema.parse(parseYaml(keyedByPlace(spec))));
  writeFileSync(join(books, `${book.slug}.json`), bookJson(book));
  return book;
}

/**
 * A shelf of the shared archive's one-puzzle book (SPEC_B's file, copied into `shelf`), for a
 * test of where or how often an archive is published rather than of what it holds. Returns `shelf`.
 */
export function oneBookShelf(books: string, shelf: string): string {
  copyFileSync(join(books, 'tom-and-jerry.json'), join(shelf, 'tom-and-jerry.json'));
  return shelf;
}

/** The Spanish book, read from the book folder global set-up built. */
export const spanishBook = (books: string): BookFile => bookOf(books, 'prueba-es');

/** The files test/global/archive.ts writes into the shared archive's folder: made and served, or failed (its text why). */
export const ARCHIVE_READY = 'ready';
export const ARCHIVE_FAILED = 'failed';

/** Resolves once the shared archive in `dir` is made and served; rejects with the reason it was not. */
export async function archiveReady(dir: string): Promise<void> {
  for (;;) {
    if (existsSync(join(dir, ARCHIVE_READY))) return;
    if (existsSync(join(dir, ARCHIVE_FAILED))) throw new Error(`the shared archive was not made:\n${readFileSync(join(dir, ARCHIVE_FAILED), 'utf8')}`);
    await sleep(100);
  }
}

/** Where the shared archive is: its folder, its book files and where it is served. */
export interface SharedArchive {
  /** The folder holding `a.yaml`, `b.yaml`, `books/` and `site/`. */
  dir: string;
  books: string;
  site: string;
  origin: string;
  /** The public address it was published for (ADDRESS); `origin` serves it here. */
  address: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    archive: SharedArchive;
  }
}

/** The shelves read so far, by their folder: the shared archive's is read once a test process. */
const shelves = new Map<string, BookFile[]>();

/**
 * Every book of the shared archive, read from the book folder global set-up wrote: the four
 * built here (SPEC_A, B, ES, DE) and the play tests' (play-books.ts), in the order of their
 * files' names. What a test counts of the whole archive (its books, puzzles, a kind's puzzles,
 * the days of its pick) it counts from these, so a book added to either list changes no test.
 */
export function everyBook(books: string): BookFile[] {
  let shelf = shelves.get(books);
  if (!shelf) {
    const files = readdirSync(books).filter((name) => name.endsWith('.json')).sort();
    shelf = files.map((name) => bookSchema.parse(JSON.parse(readFileSync(join(books, name), 'utf8'))));
    shelves.set(books, shelf);
  }
  return shelf;
}

/** Every puzzle of the shared archive (`everyBook`'s, book by book). */
export const everyPuzzle = (books: string) => everyBook(books).flatMap((book) => book.puzzles);

/** The shared archive's first book (SPEC_A), read from the book folder global set-up built. */
export const archiveBook = (books: string): BookFile => bookOf(books, 'archive-test');

/** The book's first puzzle of a kind, typed as that kind's record. */
export function puzzleOf<K extends KindName>(book: BookFile, kind: K) {
  return asKind(book.puzzles.find((p) => p.kind === kind)!, kind);
}
