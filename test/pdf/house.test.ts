// Issue 85: a drawing per kind and trim, as a publisher's house style is. Each kind states the
// size it prints at (`PuzzleKind.print`); a book that leaves its grids to the book puts as many
// to a page as fit at that size, whatever the section's count or the book's length. Four books
// of every kind at its defaults, easiest and hardest band (6×9 and letter, regular and large
// print), are made through the pipeline and printed; read back with MuPDF, every kind's cells
// are within its stated sizes (the squares its page draws: a Sudoku's cells, a Countdown's
// cards, a Secret Number's answer boxes; a Word Search's letters, its frame over its columns; a
// Maze's corridors, its walls' span over its columns).
// A page of each kind of each book is written as a PNG into the test's folder.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { optionsAt } from '../../bench/defaults.ts';
import { onThisThread } from '../../src/book/maker.ts';
import { type BookSpec, specSchema } from '../../src/book/spec.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { KIND_NAMES, type KindName, getKind } from '../../src/kinds/registry.ts';
import { build, type Rendered } from '../../src/pipeline/pipeline.ts';
import { planSpec } from '../../src/pdf/preplan.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { boxesOn, cellSide, mm } from './cells.ts';
import { pageInk } from './read.ts';
import { dir, everyKindTimeout, pagePng, wordBoxes, write } from './tools.ts';

/** The side of the square a kind's page draws most of, in units of its drawing: a cell, but a Countdown's card and a Secret Number's answer box. */
const MEASURED: Partial<Record<KindName, number>> = { countdown: 1.6, 'secret-number': 1.5 };

/**
 * Every kind at its default options, at its easiest and hardest band it allows, `count` each,
 * none asking a grid; but what no page of the book can print readably (`unprintable`).
 */
function everyKind(count: number, unprintable: readonly string[] = []) {
  return KIND_NAMES.flatMap((kind) =>
    [DIFFICULTIES[0], DIFFICULTIES.at(-1)!].flatMap((difficulty) => {
      const options = optionsAt(kind, difficulty, 'defaults');
      if (!options || unprintable.includes(`${kind} ${difficulty}`)) return [];
      return [{ kind, count, difficulty, ...(Object.keys(options).length ? { options } : {}) }];
    }),
  );
}

/** What even one to a page prints under the readable size, and a build refuses (as it did before issue 85): a 15×15 Word Search with its list on a 6×9 page in large print. */
const UNPRINTABLE: Record<string, string[]> = { '6x9 large': ['word-search expert'] };

/**
 * Sections whose largest puzzle cannot hold its kind's size on the trim even alone on a page,
 * which the build says in a warning and prints one to a page as large as it fits: on a 6×9 page
 * in large print, Cross Numbers' expert with its totals and rules.
 */
const TOO_LARGE: Record<string, string[]> = { '6x9 large': ['cross-numbers expert'] };

const BOOKS = [
  ['6x9', false],
  ['6x9', true],
  ['letter', false],
  ['letter', true],
] as const;

interface Measured {
  kind: KindName;
  difficulty: string;
  page: number;
  /** The side of the squares the page draws most of, in points. */
  side: number;
  /** The size most of the page's digits print at. */
  digits: number;
}

/** Each puzzle page of a printed book, measured: its section's kind and band, its cells' side (`MEASURED`), its digits' size. */
function measure(rendered: Rendered, path: string): Measured[] {
  const { book, layout } = rendered;
  return layout.pages.flatMap((page, i) => {
    if (page.type !== 'puzzles') return [];
    const { kind, difficulty } = book.spec.sections[page.section]!;
    const boxes = boxesOn(path, i + 1);
    let side: number;
    if (kind === 'word-search') {
      // Its letters in no box: the frame's width over its columns.
      const frame = boxes.filter((b) => b.paint === 'stroke').sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
      side = frame.width / (book.puzzles[page.puzzles[0]!]!.puzzle as { cols: number }).cols;
    } else if (kind === 'maze') {
      // Its corridors in no box: the span of its upright walls (its outer walls among them) over its columns.
      const xs = pageInk(path, i + 1).strokes.filter((s) => s.points === 2 && Math.abs(s.box.x1 - s.box.x0) < 0.01).map((s) => s.box.x0);
      side = (Math.max(...xs) - Math.min(...xs)) / (book.puzzles[page.puzzles[0]!]!.puzzle as { cols: number }).cols;
    } else side = cellSide(boxes)!.side;
    const sizes = new Map<number, number>();
    for (const w of wordBoxes(path, i + 1)) if (/^\d+$/.test(w.text)) sizes.set(Math.round(w.size * 10) / 10, (sizes.get(Math.round(w.size * 10) / 10) ?? 0) + w.text.length);
    const digits = [...sizes].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
    return [{ kind, difficulty, page: i + 1, side, digits }];
  });
}

describe.each(BOOKS)('every kind at its stated size, left to the book: %s, large print %s (issue 85)', (size, largePrint) => {
  const name = `${size}${largePrint ? ' large' : ''}`;
  let spec: BookSpec;
  let rendered: Rendered;
  let path: string;
  let measured: Measured[];
  beforeAll(async () => {
    spec = specSchema.parse({ title: `House ${name}`, seed: 85, page: { size }, largePrint, sections: everyKind(3, UNPRINTABLE[name]) });
    rendered = await build(spec, { where: 'spec' }, onThisThread);
    path = write(`house-${name.replace(' ', '-')}.pdf`, rendered.files.find((f) => f.name.endsWith('.pdf'))!.data as Uint8Array);
    measured = measure(rendered, path);
    // 12 s a kind: the 120 s its ten kinds had, growing with the kinds.
  }, everyKindTimeout(12_000));

  it("prints every kind's cells within the sizes it states, and says where a puzzle too large for the trim cannot be", () => {
    const under: string[] = [];
    const over: string[] = [];
    for (const m of measured) {
      const [least, most] = getKind(m.kind).print[largePrint ? 'large' : 'regular'];
      const printed = mm(m.side) / (MEASURED[m.kind] ?? 1);
      if (printed < least * 0.995) under.push(`${m.kind} ${m.difficulty}`);
      // Nor over its most, however much room a page alone leaves it (a 6 in Sudoku on a letter page, not 7).
      if (printed > most * 1.005) over.push(`${m.kind} ${m.difficulty} page ${m.page}: ${printed.toFixed(1)} mm`);
    }
    const expected = TOO_LARGE[name] ?? [];
    expect([...new Set(under)].sort()).toEqual([...expected].sort());
    expect(over).toEqual([]);
    // Each is said, and set one to a page.
    for (const section of expected) {
      const s = spec.sections.findIndex((x) => `${x.kind} ${x.difficulty}` === section);
      expect(rendered.warnings.some((w) => w.includes(`sections[${s}] (${section.replace(' ', ', ')}) prints at`)), section).toBe(true);
      expect(rendered.layout.pages.every((p) => p.type !== 'puzzles' || p.section !== s || p.puzzles.length === 1)).toBe(true);
    }
    // A page of each kind, to look at (its section's second page where it has one).
    for (const kind of new Set(measured.map((m) => m.kind))) {
      const pages = measured.filter((m) => m.kind === kind);
      const shown = pages[1] ?? pages[0]!;
      writeFileSync(join(dir, `house-${name.replace(' ', '-')}-${kind}.png`), pagePng(path, shown.page, 60));
    }
  });

  it('prints Number Mind no louder than a Sudoku beside it, at a clue list\'s type, more than one to a page', () => {
    // The 6×9 ramp printed Number Mind one to a page, a quarter filled, its digits at 18–20 pt beside Sudoku's 9.
    const mine = measured.filter((m) => m.kind === 'number-mind');
    const digits = (kind: KindName) => Math.max(...measured.filter((m) => m.kind === kind).map((m) => m.digits));
    const said = `Number Mind ${digits('number-mind')} pt, Sudoku ${digits('sudoku')} pt`;
    expect(digits('number-mind') / digits('sudoku'), said).toBeLessThan(1.25);
    // Its digits read as a book's clue lists do (10 pt and up; 14 and up in large print), and
    // where a page takes more than one at that (every trim but large print's 6×9), it has more.
    expect(Math.min(...mine.map((m) => m.digits)), said).toBeGreaterThanOrEqual(largePrint ? 14 : 10);
    const onPage = rendered.layout.pages.flatMap((p) => (p.type === 'puzzles' && spec.sections[p.section]!.kind === 'number-mind' ? [p.puzzles.length] : []));
    if (name !== '6x9 large') expect(Math.max(...onPage), `Number Mind a page: ${onPage.join(', ')}`).toBeGreaterThan(1);
  });
});

describe("a section's puzzles to a page are its kind's on the trim, whatever its count or the book's length (issue 85)", () => {
  /** The puzzles on each of section `s`'s pages, as the book lays out its stand-ins (as `build --plan` does). */
  function standInPages(spec: BookSpec, s: number): number[] {
    const puzzles = spec.sections.flatMap((section) => Array.from({ length: section.count }, (_, i) => ({ kind: section.kind, id: `${section.kind}-${i + 1}`, options: section.options, difficulty: section.difficulty })));
    const layout = layoutBook({ title: spec.title, slug: spec.slug, seed: spec.seed, spec, puzzles } as never);
    return layout.pages.flatMap((p) => (p.type === 'puzzles' && p.section === s ? [p.grid.perPage] : []));
  }

  it.each([
    ['6x9', false],
    ['letter', true],
  ] as const)('%s, large print %s: 1, 2, 5 and 13 puzzles, and 13 in a book past 700 pages', (size, largePrint) => {
    const differ: string[] = [];
    for (const section of everyKind(1)) {
      const specOf = (count: number, long = false) =>
        specSchema.parse({
          title: 'Counts',
          seed: 85,
          page: { size },
          largePrint,
          // A long book: 720 small Numbrix one to a page before it, so its gutter is the widest a printer asks.
          sections: [...(long ? [{ kind: 'numbrix', count: 720, difficulty: 'easy', options: { size: 5 }, perPage: 1 }] : []), { ...section, count }],
        });
      const seen = [1, 2, 5, 13].map((count) => standInPages(specOf(count), 0));
      seen.push(standInPages(specOf(13, true), 1));
      // Every page holds its grid's count but the last, which holds what is left; the grids are the same in every book.
      const first = new Set(seen.map((pages) => pages[0]));
      const later = new Set(seen.flatMap((pages) => pages.slice(1)));
      if (first.size > 1 || later.size > 1) differ.push(`${section.kind} ${section.difficulty}: ${seen.map((pages) => pages.join('+')).join(' | ')}`);
    }
    expect(differ).toEqual([]);
  });

  it('keeps a grid the spec asks, under the kind\'s size too, down to the readable size: four 9×9 Sudoku to a 6×9 page, `perPage` or `layout`', () => {
    for (const ask of [{ perPage: 4 }, { layout: '2x2' }]) {
      const spec = specSchema.parse({ title: 'Asked', seed: 85, page: { size: '6x9' }, sections: [{ kind: 'sudoku', count: 9, difficulty: 'easy', ...ask }] });
      expect(standInPages(spec, 0), JSON.stringify(ask)).toEqual([4, 4, 4]);
      // Not refused: 5.3 mm cells print their digits over the readable size.
      expect(() => planSpec(spec)).not.toThrow();
    }
  });

  it('plans the very pages it builds: `build --plan` names each section where the book prints it', () => {
    // The key at the back is planned from each kind's `plannedAnswer`; a kind without one (a kind
    // just added) has its key left out of a plan, so it is left out here.
    const sections = everyKind(5).filter((s) => getKind(s.kind).plannedAnswer);
    const spec = specSchema.parse({ title: 'Counts', seed: 85, page: { size: '6x9' }, answers: 'back', sections });
    const planned = planSpec(spec);
    const puzzles = spec.sections.flatMap((section) => Array.from({ length: section.count }, (_, i) => ({ kind: section.kind, id: `${section.kind}-${i + 1}`, options: section.options, difficulty: section.difficulty })));
    const layout = layoutBook({ title: spec.title, slug: spec.slug, seed: spec.seed, spec, puzzles } as never);
    expect(planned.pages).toBe(layout.pages.length);
  });
});

describe('section headings never wrap (issue 85)', () => {
  it('on a 5×8 page, a long title and a long kind line each print on one line', async () => {
    const spec = specSchema.parse({
      title: 'Headings',
      seed: 85,
      page: { size: '5x8' },
      sections: [
        { kind: 'cross-numbers', count: 12, difficulty: 'expert' },
        { kind: 'calcudoku', title: 'Calcudoku for the long winter evenings by the fire', count: 2, difficulty: 'medium', options: { size: 4 } },
      ],
    });
    const rendered = await build(spec, { where: 'spec' }, onThisThread);
    const path = write('house-headings.pdf', rendered.files.find((f) => f.name.endsWith('.pdf'))!.data as Uint8Array);
    for (const first of rendered.layout.sectionPage) {
      const words = wordBoxes(path, first);
      // The heading's lines: the words above the first caption ("1. Cross Numbers · expert").
      const caption = words.find((w) => /^\d+\.$/.test(w.text))!;
      const above = words.filter((w) => w.yMax < caption.yMin);
      const lines = new Set(above.map((w) => Math.round(w.yMin)));
      // The title (where it has one), the kind, count and band, and where its how-to page is: no more lines.
      const expected = spec.sections[rendered.layout.sectionPage.indexOf(first)]!.title ? 3 : 2;
      expect(lines.size, above.map((w) => w.text).join(' ')).toBe(expected);
      writeFileSync(join(dir, `house-heading-${first}.png`), pagePng(path, first, 60));
    }
  }, 60_000);
});
