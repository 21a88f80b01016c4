// Issue 66: pages that use their space; since issue 85, as many as fit at each kind's own size
// (house.ts). Three books that ask no grid anywhere (the 6×9 ramp of every kind at every band
// and the 5×8 book with bleed that live-area.test.ts reads too, an A4 worksheet) are made
// through the real pipeline and printed (the ramp's PDF is live-area's, printed once a run:
// fixture-books.ts); then, read back: no grid the book chose is refused, `build --plan` lays out
// the very puzzle pages the build printed, every page of a section but its last holds its grid's
// count, nothing prints under the readable size, and every figure sets one role at one size.
// Each book writes a page of each kind as a PNG into the test's folder. Refusals are the plan's
// and the build's alike.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type BookFile, bookSchema } from '../../src/book/bookfile-schema.ts';
import { onThisThread, plan } from '../../src/pipeline/pipeline.ts';
import { type BookSpec, specSchema } from '../../src/book/spec.ts';
import { type Figure, type TextItem, largestText } from '../../src/engine/figure.ts';
import type { KindName } from '../../src/kinds/registry.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { figureOf } from '../../src/pdf/figures.ts';
import { type BookLayout, layoutBook } from '../../src/pdf/plan.ts';
import { planSpec } from '../../src/pdf/preplan.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { madeBook, POCKET, POOL_SEED, printed, RAMP } from './fixture-books.ts';
import { bookOf, dir, pagePng, wordBoxes, write } from './tools.ts';

const SHEETS = [
  { kind: 'numbrix', count: 4, difficulty: 'easy', options: { size: 6 } },
  { kind: 'secret-number', count: 4, difficulty: 'easy' },
  { kind: 'cross-numbers', count: 4, difficulty: 'easy' },
  { kind: 'countdown', count: 4, difficulty: 'easy' },
  { kind: 'number-mind', count: 4, difficulty: 'easy', options: { length: 4 } },
  { kind: 'sudoku', count: 4, difficulty: 'easy', options: { size: 6 } },
  { kind: 'calcudoku', count: 4, difficulty: 'easy', options: { size: 4 } },
  { kind: 'kakuro', count: 4, difficulty: 'easy', options: { size: 5 } },
];

const BOOKS: [string, string, Record<string, unknown>][] = [
  ['live-area', 'the 6×9 ramp with bleed: every kind at every band, 5 each, worked answers at the back', RAMP],
  ['pocket', 'a 5×8 book with bleed: every kind at every band, 2 each, the largest grids its page takes, worked answers at the back', POCKET],
  ['sheets', 'A4 worksheets: eight kinds, 4 each', { title: 'Room sheets', page: { size: 'a4' }, worksheet: true, sections: SHEETS }],
];

type PuzzlePage = { page: number; section: number; puzzles: number[] };

const puzzlePages = (layout: BookLayout): PuzzlePage[] =>
  layout.pages.flatMap((p, i) => (p.type === 'puzzles' ? [{ page: i + 1, section: p.section, puzzles: p.puzzles }] : []));

/**
 * A figure's text sizes by role, where a role holds more than one: the numbers a solver reads
 * (`given`), the signs between them, its labels, its coordinates, its running text. Countdown's
 * target is its one headline, larger by design (at most twice the body size), apart from its cards.
 */
function mixedSizes(kind: KindName, figure: Figure): string[] {
  const texts = figure.items.filter((item): item is TextItem => item.type === 'text');
  const headline = kind === 'countdown' ? texts.find((t) => t.role === 'given' && t.size === largestText(figure)) : undefined;
  // A word search's theme heads its list, at the list's size: given, but not a letter of the grid.
  const listed = kind === 'word-search' ? texts.filter((t) => t.role === 'given' && t.size < largestText(figure)) : [];
  const sizes = new Map<string, Set<number>>();
  for (const t of texts) if (t !== headline && !listed.includes(t)) sizes.set(t.role, (sizes.get(t.role) ?? new Set()).add(t.size));
  return [...sizes].filter(([, set]) => set.size > 1).map(([role, set]) => `${role}: ${[...set].join(', ')}`);
}

describe.each(BOOKS)('pages that use their space: %s, %s, no grid asked (issue 66)', (name, _, fields) => {
  let spec: BookSpec;
  let book: BookFile;
  let layout: BookLayout;
  let path: string;
  beforeAll(async () => {
    // The pool's puzzles where the book's sections are its (fixture-books.ts).
    book = bookOf(fields);
    spec = specSchema.parse({ title: 'Feature Test', seed: POOL_SEED, ...fields });
    layout = layoutBook(book);
    // Printed as a build prints it, through every check: none refuses a grid the book chose.
    path = await printed(`${name}.pdf`, book, () => renderBook(book));
  });

  it('is refused nowhere, and its plan names the very puzzle pages it prints', () => {
    expect(() => plan(spec, { where: 'spec' }, onThisThread)).not.toThrow();
    const planned = planSpec(spec);
    const pages = puzzlePages(layout);
    spec.sections.forEach((section, s) => {
      const built = pages.filter((p) => p.section === s).map((p) => p.page);
      const parts = planned.parts.filter((part) => part.from <= built.at(-1)! && part.to >= built[0]!);
      expect(parts.map((part) => [part.from, part.to]), `section ${s} (${section.kind}, ${section.difficulty})`).toEqual([[built[0], built.at(-1)]]);
    });
    // The key at the back starts where the build's does, and the book has the planned count (blank pages after a key that came in shorter).
    const key = layout.pages.findIndex((p) => p.type === 'answers');
    // A worked key is set from the puzzles' first steps: the plan leaves it out, and says so (key null).
    if (key >= 0 && planned.key) expect(planned.parts.find((part) => part.what === 'answer key (estimated)')?.from).toBe(key + 1);
    if (planned.key === null) expect(planned.parts.some((part) => part.what === 'answer key (estimated)')).toBe(false);
    // The book has the planned count; where the plan leaves a worked key out, its pages before the key.
    if (planned.key || key < 0) expect(layout.pages.length).toBe(planned.pages);
    else expect(planned.pages, 'the pages before the key, to an even count').toBe(key + (key % 2));
  });

  it("holds every page of a section to its grid's count but its last, which holds what is left", () => {
    const pages = puzzlePages(layout);
    spec.sections.forEach((section, s) => {
      const own = layout.pages.flatMap((p) => (p.type === 'puzzles' && p.section === s ? [p] : []));
      expect(own.reduce((n, p) => n + p.puzzles.length, 0)).toBe(section.count);
      own.slice(0, -1).forEach((p) => expect(p.puzzles.length, `section ${s} (${section.kind})`).toBe(p.grid.perPage));
    });
    // A page of each kind, to look at.
    for (const kind of new Set(spec.sections.map((section) => section.kind))) {
      const shown = pages.find((p) => spec.sections[p.section]!.kind === kind && p.page !== pages.find((q) => q.section === p.section)!.page) ?? pages.find((p) => spec.sections[p.section]!.kind === kind)!;
      writeFileSync(join(dir, `room-${name}-${kind}.png`), pagePng(path, shown.page, 60));
    }
  });

  it('prints no word of a puzzle page under the readable size', () => {
    const least = typeFor(spec).minFigureText;
    const small = puzzlePages(layout).flatMap(({ page }) => wordBoxes(path, page).filter((w) => w.size < least - 0.01).map((w) => `page ${page}: "${w.text}" at ${w.size.toFixed(2)} pt`));
    expect(small).toEqual([]);
  });

  it('sets one role at one size within every figure', () => {
    const mixed = book.puzzles.flatMap((record) => mixedSizes(record.kind, figureOf(record)).map((line) => `${record.id}: ${line}`));
    expect(mixed).toEqual([]);
  });
});

describe('build --plan refuses what build refuses, in the same words', () => {
  const specOf = (fields: Record<string, unknown>) => specSchema.parse({ title: 'Refusals', seed: 1, ...fields });
  const refusal = (run: () => unknown) => {
    try {
      run();
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it.each([
    ['grids too small to read, in three sections', { page: { size: '6x9' }, sections: [
      { kind: 'numbrix', count: 4, difficulty: 'easy', options: { size: 12 }, perPage: 12 },
      { kind: 'sudoku', count: 4, difficulty: 'easy', perPage: 9 },
      { kind: 'kakuro', count: 2, difficulty: 'medium', options: { size: 12 }, layout: '2x2' },
      { kind: 'countdown', count: 2, difficulty: 'easy' },
    ] }],
    ['the pocket book with its defaults', POCKET],
    // Numbered grids (`coordinates`), whose row numbers take the room that keeps 5 a page just readable.
    ['a grid that reads until QR codes take their room', { page: { size: '6x9' }, coordinates: true, archive: 'https://puzzles.example.org/', sections: [{ kind: 'sudoku', count: 6, difficulty: 'easy', perPage: 5 }] }],
    ['the same grid without QR codes', { page: { size: '6x9' }, coordinates: true, sections: [{ kind: 'sudoku', count: 6, difficulty: 'easy', perPage: 5 }] }],
  ])('%s', (_, fields) => {
    const spec = specOf(fields);
    const planned = refusal(() => planSpec(spec, 'spec.yaml'));
    const built = refusal(() => plan(spec, { where: 'spec.yaml' }, onThisThread));
    expect(planned).toBe(built);
    if ((fields as { archive?: string }).archive) expect(planned).toMatch(/sections\[0\]\.perPage: 5 per page would print text at [\d.]+ pt; at most 4 fit at 7 pt or more/);
    if ((fields.sections as unknown[]).length === 4) {
      // One line a section at fault, each naming its field and what fits; none for the section left to the book.
      expect(planned!.split('\n').filter((line) => /would print/.test(line))).toHaveLength(3);
      expect(planned).not.toMatch(/sections\[3\]/);
    }
  });
});

describe('the shipped sampler, as the issue tried it', () => {
  const sampler = () => parse(readFileSync(new URL('../../books/sampler.yaml', import.meta.url), 'utf8')) as { sections: Record<string, unknown>[] };
  // Its puzzles as it last built (test/shipped, which the command line's build is held to): a
  // grid asked or not, an address or not, its puzzles are the same, taken rather than made again.
  const shipped = bookSchema.parse(JSON.parse(readFileSync(new URL('../shipped/puzzle-sampler.json', import.meta.url), 'utf8')));

  it('builds with its perPage lines taken out: every grid the book chooses prints readably, and the plan names its pages', async () => {
    const raw = sampler();
    const spec = specSchema.parse({ ...raw, sections: raw.sections.map(({ perPage: _, ...section }) => section) });
    expect(() => plan(spec, { where: 'sampler.yaml' }, onThisThread)).not.toThrow();
    const book = madeBook(spec, shipped);
    await renderBook(book);
    expect(planSpec(spec).pages).toBe(layoutBook(book).pages.length);
  });

  it('still builds with QR codes added: they take their room beside the label and the figure', async () => {
    const spec = specSchema.parse({ ...sampler(), archive: 'https://puzzles.example.org/' });
    expect(() => planSpec(spec, 'sampler.yaml')).not.toThrow();
    expect(() => plan(spec, { where: 'sampler.yaml' }, onThisThread)).not.toThrow();
    const book = madeBook(spec, shipped);
    const path = write('room-sampler-qr.pdf', await renderBook(book));
    const numberMind = puzzlePages(layoutBook(book)).find((p) => book.spec.sections[p.section]!.kind === 'number-mind' && book.spec.sections[p.section]!.difficulty === 'hard')!;
    writeFileSync(join(dir, 'room-sampler-qr-number-mind.png'), pagePng(path, numberMind.page, 60));
  });
});
