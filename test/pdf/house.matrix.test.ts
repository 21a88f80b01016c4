// Issue 85: a drawing per kind and trim, as a publisher's house style is. Each kind states the
// size it prints at (`PuzzleKind.print`); a book that leaves its grids to the book puts as many
// to a page as fit at that size, whatever the section's count or the book's length. Each row of
// the matrix (test/matrix.ts `house`: a kind, regular or large print, a trim) is a kind at its
// defaults at its easiest and hardest band, five each, built through the pipeline into a book
// of the rows of its trim and print, and printed; read back with MuPDF, its cells are within
// the sizes it states (the squares its page draws: a Sudoku's cells, a Countdown's cards, a
// Secret Number's answer boxes; a Word Search's letters, its frame over its columns; a Maze's
// corridors, its walls' span over its columns). npm test takes a sample of the rows, CI the rest.
// The puzzles are the pool's (fixture-books.ts): made once a run. A page of each row is written
// as a PNG into the test's folder.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BookSpec, specSchema } from '../../src/book/spec.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { getKind, type KindName } from '../../src/kinds/registry.ts';
import { fit, make, plan, render, type Rendered } from '../../src/pipeline/pipeline.ts';
import { matrix, named, type Row } from '../matrix.ts';
import { boxesOn, cellSide, mm } from './cells.ts';
import { everyKind, POOL_COUNT, POOL_SEED, printed, shared } from './fixture-books.ts';
import { pageInk } from './read.ts';
import { dir, pagePng, wordBoxes } from './tools.ts';

/** The side of the square a kind's page draws most of, in units of its drawing: a cell, but a Countdown's card and a Secret Number's answer box. */
const MEASURED: Partial<Record<KindName, number>> = { countdown: 1.6, 'secret-number': 1.5 };

/**
 * What even one to a page prints under the readable size, and a build refuses (as it did before
 * issue 85): in large print, a 15×15 Word Search with its list on a 6×9 page or smaller, and on
 * a 5×8 page Killer Sudoku's cage sums and Cross Numbers' expert totals too; a Criss-Cross with
 * its clues under it past easy on a 6×9 page or smaller (its clues at 14 pt wrap to lines a 15-wide
 * grid's height leaves no room for), and an expert Fill-In's 13×13 with its list of some fifty
 * words (8.5 pt on a 6×9 page). Left out of the books below; each row of
 * them holds the build to its refusal.
 */
const UNPRINTABLE: Record<string, string[]> = {
  '6x9 large': ['word-search expert', 'criss-cross expert', 'fill-in expert', 'word-scramble expert'],
  '5.5x8.5 large': ['word-search expert', 'criss-cross expert', 'fill-in expert', 'word-scramble expert'],
  '5x8 large': ['killer-sudoku easy', 'killer-sudoku expert', 'cross-numbers expert', 'word-search expert', 'criss-cross expert', 'fill-in expert', 'word-scramble expert'],
};

/**
 * Sections whose largest puzzle cannot hold its kind's size on the trim even alone on a page,
 * which the build says in a warning and prints one to a page as large as it fits: in large
 * print on a 6×9 page or smaller, Cross Numbers' expert with its totals and rules, and on a 5×8
 * page Sudoku's, Number Mind's and an easy Criss-Cross's too; on a 5×8 page in regular print, the
 * 15×15 Word Search and the 15-wide Criss-Cross with its clues; on a 5.5×8.5 page or smaller, an
 * expert Fill-In's 13×13 with its list; and in large print on a 5×8 page a Cryptogram's line of
 * twelve boxes, 102 mm at its large least of 8.5 mm, where the page's live width is 79 mm.
 */
const TOO_LARGE: Record<string, string[]> = {
  '6x9 large': ['cross-numbers expert'],
  '5.5x8.5 large': ['cross-numbers expert'],
  '5.5x8.5': ['fill-in expert'],
  '5x8': ['word-search expert', 'criss-cross expert', 'fill-in expert'],
  '5x8 large': ['sudoku easy', 'sudoku expert', 'number-mind easy', 'number-mind expert', 'criss-cross easy', 'cryptogram easy', 'cryptogram expert'],
};

/**
 * Where Number Mind takes a page alone at a clue list's type: large print on a 6×9 page or
 * smaller and on an A4 page (narrower than a letter page), and regular print on the two pages
 * smaller than 6×9.
 */
const ALONE: readonly string[] = ['6x9 large', '5.5x8.5 large', '5x8 large', 'a4 large', '5.5x8.5', '5x8'];

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

type HouseRow = Row<'kind' | 'print' | 'trim'>;

/** This run's rows, in one book for each trim and print: its rows' kinds, and Sudoku beside Number Mind (whose type is held to a Sudoku's beside it). */
const books = new Map<string, HouseRow[]>();
for (const row of matrix('house')) {
  const name = `${row.trim}${row.print === 'large' ? ' large' : ''}`;
  books.set(name, [...(books.get(name) ?? []), row]);
}

describe.each([...books])('every kind at its stated size, left to the book: %s (issue 85)', (name, rows) => {
  const [{ trim, print }] = rows as [HouseRow];
  const largePrint = print === 'large';
  const kinds = [...new Set<KindName>([...rows.map((row) => row.kind), ...(rows.some((row) => row.kind === 'number-mind') ? (['sudoku'] as const) : [])])];
  let spec: BookSpec;
  let rendered: Rendered;
  let path: string;
  let measured: Measured[];
  /** A book of these sections, as a spec asks: every kind at its default options, at its easiest and hardest band, none asking a grid. */
  const specOf = (sections: object[]) => specSchema.parse({ title: `House ${name}`, seed: POOL_SEED, page: { size: trim }, largePrint, sections });
  const unprintable = (s: { kind: string; difficulty: string }) => UNPRINTABLE[name]?.includes(`${s.kind} ${s.difficulty}`) ?? false;
  const sections = everyKind(POOL_COUNT, [DIFFICULTIES[0], DIFFICULTIES.at(-1)!], kinds);
  beforeAll(async () => {
    // But what no page of the book can print readably (`UNPRINTABLE`); a run of one kind may leave no section.
    const printable = sections.filter((s) => !unprintable(s));
    measured = [];
    if (printable.length === 0) return;
    spec = specOf(printable);
    // Through the pipeline as a build takes it (its refusals, its refitting, its warnings), the book's PDF alone.
    rendered = await render(await make(await fit(plan(spec, { where: 'spec' }, shared))), 'book');
    path = await printed(`house-${name.replace(' ', '-')}.pdf`, rendered.book, async () => rendered.files[0]!.data as Uint8Array);
    measured = measure(rendered, path);
  });

  it.each(rows.map((row) => [named(row), row] as const))("%s: prints the kind's cells within the sizes it states, says where a puzzle too large for the trim cannot be, and refuses what cannot print readably", (_, row) => {
    // What even one to a page cannot print readably is refused before anything is made, saying so.
    for (const section of sections.filter((s) => s.kind === row.kind && unprintable(s))) {
      expect(() => plan(specOf([section]), { where: 'spec' }, shared), `${section.kind} ${section.difficulty}`).toThrow(/even 1 per page would print text at [\d.]+ pt/);
    }
    const under: string[] = [];
    const over: string[] = [];
    const mine = measured.filter((m) => m.kind === row.kind);
    for (const m of mine) {
      const [least, most] = getKind(m.kind).print[largePrint ? 'large' : 'regular'];
      const printedAt = mm(m.side) / (MEASURED[m.kind] ?? 1);
      if (printedAt < least * 0.995) under.push(`${m.kind} ${m.difficulty}`);
      // Nor over its most, however much room a page alone leaves it (a 6 in Sudoku on a letter page, not 7).
      if (printedAt > most * 1.005) over.push(`${m.kind} ${m.difficulty} page ${m.page}: ${printedAt.toFixed(1)} mm`);
    }
    const expected = (TOO_LARGE[name] ?? []).filter((section) => section.startsWith(`${row.kind} `));
    expect([...new Set(under)].sort()).toEqual([...expected].sort());
    expect(over).toEqual([]);
    // Each is said, and set one to a page.
    for (const section of expected) {
      const s = spec.sections.findIndex((x) => `${x.kind} ${x.difficulty}` === section);
      expect(rendered.warnings.some((w) => w.includes(`sections[${s}] (${section.replace(' ', ', ')}) prints at`)), section).toBe(true);
      expect(rendered.layout.pages.every((p) => p.type !== 'puzzles' || p.section !== s || p.puzzles.length === 1)).toBe(true);
    }
    // A page of the kind, to look at (its section's second page where it has one).
    const shown = mine[1] ?? mine[0];
    if (shown) writeFileSync(join(dir, `house-${name.replace(' ', '-')}-${row.kind}.png`), pagePng(path, shown.page, 60));
    else expect(sections.filter((s) => s.kind === row.kind).every(unprintable), `${row.kind}: no page printed`).toBe(true);
  });

  if (kinds.includes('number-mind'))
    it("prints Number Mind no louder than a Sudoku beside it, at a clue list's type, more than one to a page", () => {
      // The 6×9 ramp printed Number Mind one to a page, a quarter filled, its digits at 18–20 pt beside Sudoku's 9.
      const mine = measured.filter((m) => m.kind === 'number-mind');
      const digits = (kind: KindName) => Math.max(...measured.filter((m) => m.kind === kind).map((m) => m.digits));
      const said = `Number Mind ${digits('number-mind')} pt, Sudoku ${digits('sudoku')} pt`;
      expect(digits('number-mind') / digits('sudoku'), said).toBeLessThan(1.25);
      // Its digits read as a book's clue lists do (10 pt and up; 14 and up in large print), and
      // where a page takes more than one at that (but where it takes a page alone: `ALONE`), it has more.
      expect(Math.min(...mine.map((m) => m.digits)), said).toBeGreaterThanOrEqual(largePrint ? 14 : 10);
      const onPage = rendered.layout.pages.flatMap((p) => (p.type === 'puzzles' && spec.sections[p.section]!.kind === 'number-mind' ? [p.puzzles.length] : []));
      if (!ALONE.includes(name)) expect(Math.max(...onPage), `Number Mind a page: ${onPage.join(', ')}`).toBeGreaterThan(1);
    });
});
