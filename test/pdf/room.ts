// What room.test.ts and room.matrix.test.ts check of a book that asks no grid anywhere (issue 66;
// since issue 85, as many as fit at each kind's own size, house.ts): made through the real
// pipeline and printed, then read back: no grid the book chose is refused, `build --plan` lays
// out the very puzzle pages the build printed, every page of a section but its last holds its
// grid's count, nothing prints under the readable size, and every figure sets one role at one
// size. Each book writes a page of each kind as a PNG into the test's folder.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { onThisThread, plan } from '../../src/pipeline/pipeline.ts';
import { type BookSpec, specSchema } from '../../src/book/spec.ts';
import { type Figure, type TextItem, largestText } from '../../src/engine/figure.ts';
import type { KindName } from '../../src/kinds/registry.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { figureOf } from '../../src/pdf/figures.ts';
import { type BookLayout, layoutBook } from '../../src/pdf/plan.ts';
import { planSpec } from '../../src/pdf/preplan.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { POOL_SEED, printed } from './fixture-books.ts';
import { bookOf, dir, pagePng, wordBoxes } from './tools.ts';

export type PuzzlePage = { page: number; section: number; puzzles: number[] };

export const puzzlePages = (layout: BookLayout): PuzzlePage[] =>
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

/** The checks of a book that asks no grid (`fields`, a spec's), printed as `name`.pdf once a run: inside a `describe`. */
export function roomChecks(name: string, fields: Record<string, unknown>): void {
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
}
