// Issue 85: a drawing per kind and trim, as a publisher's house style is. Each kind states the
// size it prints at (`PuzzleKind.print`); a book that leaves its grids to the book puts as many
// to a page as fit at that size, whatever the section's count or the book's length: laid out
// here with the kinds' stand-ins, as `build --plan` lays a book out. Each kind printed at its
// stated size on every trim, in regular and large print, is house.matrix.test.ts. Section
// headings never wrap, read back from a 5×8 book written as PNGs into the test's folder.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BookSpec, specSchema } from '../../src/book/spec.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { type Figure, hasClues, largestText } from '../../src/engine/figure.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { build } from '../../src/pipeline/pipeline.ts';
import { planSpec } from '../../src/pdf/preplan.ts';
import { layoutBook, standInLayout } from '../../src/pdf/plan.ts';
import { type Rect, contentBox, geometry } from '../../src/pdf/layout.ts';
import { layoutGeometry } from '../../src/pdf/book-layout.ts';
import { puzzleCaption, puzzlePageSet } from '../../src/pdf/puzzle-page.ts';
import { printRange, sectionFits, standInBook } from '../../src/pdf/house.ts';
import { captionedFit, metricsOf } from '../../src/pdf/document.ts';
import { puzzleFigure } from '../../src/pdf/figures.ts';
import { typeFor } from '../../src/pdf/type.ts';
import { type PageInk, pageInk } from './read.ts';
import { everyKind as atEveryKind, POOL_SEED, shared } from './fixture-books.ts';
import { dir, isMastNumber, pagePng, wordBoxes, write } from './tools.ts';

/** Every kind at its default options, at its easiest and hardest band it allows, `count` each, none asking a grid. */
const everyKind = (count: number) => atEveryKind(count, [DIFFICULTIES[0], DIFFICULTIES.at(-1)!]);

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
    const rendered = await build(spec, { where: 'spec' }, shared);
    const path = write('house-headings.pdf', rendered.files.find((f) => f.name.endsWith('.pdf'))!.data as Uint8Array);
    for (const first of rendered.layout.sectionPage) {
      const words = wordBoxes(path, first);
      // The heading's lines: the words above the first caption (its masthead's number, "1").
      const caption = words.find((w) => isMastNumber({ spec }, w))!;
      const above = words.filter((w) => w.yMax < caption.yMin);
      const lines = new Set(above.map((w) => Math.round(w.yMin)));
      // The title (where it has one), the kind, count and band, and where its how-to page is: no more lines.
      const expected = spec.sections[rendered.layout.sectionPage.indexOf(first)]!.title ? 3 : 2;
      expect(lines.size, above.map((w) => w.text).join(' ')).toBe(expected);
      writeFileSync(join(dir, `house-heading-${first}.png`), pagePng(path, first, 60));
    }
  });
});

describe('a page of one grid fills its page (issue 110: a 10×10 word search filled 58 % of a 6×9 page)', () => {
  it('a 10×10 word search alone on a 6×9 page spans most of the live area, its letters on the top step', async () => {
    const spec = specSchema.parse({
      title: 'Filled',
      seed: 110,
      page: { size: '6x9' },
      sections: [{ kind: 'word-search', count: 2, difficulty: 'easy', options: { size: 10 } }],
    });
    const rendered = await build(spec, { where: 'spec' }, shared);
    const path = write('house-filled.pdf', rendered.files.find((f) => f.name.endsWith('.pdf'))!.data as Uint8Array);
    const { pages } = rendered.layout;
    const g = geometry(spec.page, pages.length);
    const alone = pages.flatMap((page, i) => (page.type === 'puzzles' && page.puzzles.length === 1 ? [i + 1] : []));
    expect(alone.length).toBe(2);
    for (const page of alone) {
      const live = contentBox(g, page);
      const ink = pageInk(path, page);
      // The grid's frame: the widest stroked box on the page.
      const frame = ink.strokes.reduce((a, b) => (b.box.x1 - b.box.x0 > a.box.x1 - a.box.x0 ? b : a)).box;
      // The puzzle from its frame's top to its list's last line.
      const bottom = Math.max(...ink.glyphs.filter((glyph) => glyph.y > frame.y1 && glyph.y < live.y + live.height).map((glyph) => glyph.y));
      const wide = (frame.x1 - frame.x0) / live.width;
      const tall = (bottom - frame.y0) / live.height;
      expect(Math.max(wide, tall), `page ${page}: ${Math.round(wide * 100)} % of the width, ${Math.round(tall * 100)} % of the height`).toBeGreaterThan(0.75);
      // Its letters as large as the book's type steps go (20 pt), not the adult books' 12.
      const letters = ink.glyphs.filter((glyph) => glyph.x > frame.x0 && glyph.x < frame.x1 && glyph.y > frame.y0 && glyph.y < frame.y1);
      expect(Math.min(...letters.map((glyph) => glyph.size))).toBeGreaterThanOrEqual(18);
      writeFileSync(join(dir, `house-filled-${page}.png`), pagePng(path, page, 60));
    }
  });
});

describe('every kind fills its page (issue 111: one 9×9 Futoshiki on a 6×9 page spanned 62 % of its width)', () => {
  /** The box of everything a page inks inside `area` (its puzzles, captions and all): strokes, dark fills, each glyph a size across. */
  function inkedBox(ink: PageInk, area: Rect) {
    const boxes = [
      ...ink.strokes.map((s) => s.box),
      ...ink.fills.filter((f) => f.ink > 0.05).map((f) => f.box),
      ...ink.glyphs.map((g) => ({ x0: g.x - g.size / 3, y0: g.y - g.size / 2, x1: g.x + g.size / 3, y1: g.y + g.size / 2 })),
    ].filter((b) => b.y0 >= area.y - 1 && b.y1 <= area.y + area.height + 1);
    return { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) };
  }

  /**
   * Each puzzle page of `sections` built on `size` (the pool's puzzles) that `which` picks, read
   * back: the share of the live width, and of the height under its heading, its ink spans, and
   * whether its section prints at its kind's most (as large as it may, whatever room is left).
   */
  async function spans(size: string, largePrint: boolean, sections: object[], which: (puzzles: number, perPage: number) => boolean) {
    const spec = specSchema.parse({ title: 'Fill', seed: POOL_SEED, page: { size }, largePrint, sections });
    const rendered = await build(spec, { where: 'spec' }, shared);
    const { book, layout } = rendered;
    const path = write(`house-fill-${size}-${largePrint}.pdf`, rendered.files.find((f) => f.name.endsWith('.pdf'))!.data as Uint8Array);
    const g = layoutGeometry(book, layout);
    const fits = sectionFits(book, layout);
    return layout.pages.flatMap((page, i) => {
      if (page.type !== 'puzzles' || !which(page.puzzles.length, page.grid.perPage)) return [];
      const live = contentBox(g, i + 1);
      const under = puzzlePageSet(book, layout, live, page).cells[0]!.y;
      const area = { ...live, y: under, height: live.y + live.height - under };
      const box = inkedBox(pageInk(path, i + 1), area);
      const { kind, difficulty } = spec.sections[page.section]!;
      const { scale, flow } = fits[page.section]!;
      const most = atMost(book, page.section, scale, puzzleFigure(book, page.puzzles[0]!, flow));
      return [{ page: i + 1, path, what: `page ${i + 1}, ${kind} ${difficulty}`, wide: (box.x1 - box.x0) / live.width, tall: (box.y1 - box.y0) / area.height, most }];
    });
  }

  /**
   * Whether a section prints as large as it may: at its kind's most, or where its largest text
   * (Countdown's target, a Futoshiki's digits in large print) reaches the book's `figureMost`.
   */
  const atMost = (book: BookFile, section: number, scale: number, figure: Figure) => {
    const text = hasClues(figure) ? typeFor(book.spec).figureMost / largestText(figure) : Infinity;
    return scale >= Math.min(printRange(book.spec, book.spec.sections[section]!.kind).most, text) * (1 - 1e-9);
  };

  const share = (wide: number, tall: number) => `${Math.round(wide * 100)} % of the width, ${Math.round(tall * 100)} % of the height`;

  it.each([
    ['6x9', false],
    ['letter', false],
    ['letter', true],
  ] as const)('%s, large print %s: every kind at its easiest and hardest band alone on its page: its drawing spans 85 per cent of the live width or height, its ink 75, or it prints as large as its kind and type allow', async (size, largePrint) => {
    const pages = await spans(size, largePrint, everyKind(1).map((section) => ({ ...section, perPage: 1 })), (puzzles, perPage) => puzzles === 1 && perPage === 1);
    expect(pages.length).toBe(everyKind(1).length);
    // Ink reads short of the drawing where a figure keeps room it leaves blank (Cross Numbers' rule line, a Fill-In's list columns).
    // Or as large as it may (a 9×9 Sudoku on a letter page, 11 mm a cell, 56 % of its width): never past the sizes its kind and the book state (house.matrix.test.ts).
    const short = pages.filter(({ wide, tall, most }) => !most && Math.max(wide, tall) < 0.75).map(({ what, wide, tall }) => `${what}: ${share(wide, tall)}`);
    expect(short).toEqual([]);
    // The drawing as the page sets it (the figure's box under its caption), every band.
    const sections = atEveryKind(1).map((section) => ({ ...section, perPage: 1 }));
    const planned = specSchema.parse({ title: 'Fill', seed: 111, page: { size }, largePrint, sections });
    const layout = standInLayout(planned);
    const book = standInBook(planned, 'largest');
    const fits = sectionFits(book, layout);
    const g = layoutGeometry(book, layout);
    const type = typeFor(planned);
    const drawn = layout.pages.flatMap((page, i) => {
      if (page.type !== 'puzzles') return [];
      const live = contentBox(g, i + 1);
      const cell = puzzlePageSet(book, layout, live, page).cells[0]!;
      const p = page.puzzles[0]!;
      const { scale, flow } = fits[page.section]!;
      const fit = captionedFit(metricsOf(planned.typeface).measure, cell, puzzleCaption(book, type, p), puzzleFigure(book, p, flow), scale);
      const [wide, tall] = [fit.width / live.width, (fit.y + fit.height - cell.y) / cell.height];
      const { kind, difficulty } = planned.sections[page.section]!;
      const most = atMost(book, page.section, scale, puzzleFigure(book, p, flow));
      return !most && Math.max(wide, tall) < 0.85 ? [`${kind} ${difficulty}: ${share(wide, tall)}`] : [];
    });
    expect(drawn).toEqual([]);
    for (const { page, path } of pages.filter((_, i) => i % 6 === 0)) writeFileSync(join(dir, `house-fill-${size}-${largePrint}-${page}.png`), pagePng(path, page, 40));
  });

  it('6×9: a full page of several, as the house plans it, its ink spans 75 % of the live width or height', async () => {
    const pages = await spans('6x9', false, atEveryKind(5, [DIFFICULTIES[0]]), (puzzles, perPage) => puzzles > 1 && puzzles === perPage);
    expect(pages.length).toBeGreaterThan(10);
    const short = pages.filter(({ wide, tall }) => Math.max(wide, tall) < 0.75).map(({ what, wide, tall }) => `${what}: ${share(wide, tall)}`);
    expect(short).toEqual([]);
  });
});
