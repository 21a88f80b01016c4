// Issues 39, 66 and 85 on the books of every kind at every band with worked answers at the back,
// each printed and every page read back (live-area.ts): every word's ink inside the text column,
// the running foot 0.375 in above the trimmed edge and 2 pt clear of the text; nothing under 7 pt,
// no runt, each how-to clear of the foot (`printProblems`); the contents on pages of about as many
// lines; the key within its share of the puzzles' pages, worked or compact, built to the pages
// `build --plan` gives, long key steps in wider columns, and read back: every word in its answer's
// box, every column opening on a caption, no expression parted. A matrix of books
// (fixture-books.ts `EVERY_BAND_BOOKS`): npm test reads the 5×8 pocket book, CI's release run the
// 6×9 ramp (issue 106), a run on one kind alone the pocket book (`everyBandRows`). PNGs of the pages looked at are written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { getKind, type KindName } from '../../src/kinds/registry.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { contentBox, geometry } from '../../src/pdf/layout.ts';
import type { PackedPage } from '../../src/pdf/key.ts';
import { type AnswerPage, planAnswers, plannedCount } from '../../src/pdf/plan.ts';
import { everyBandRows, printed } from './fixture-books.ts';
import { CAPTION, keyBudget, keyFaults, misplaced, pagesOf, writePngs } from './live-area.ts';
import { bookOf, dir, everyKindTimeout, laidOut, pagePng, pageText, printProblems } from './tools.ts';

const rows = everyBandRows();

// Its books are of every kind: a time-out for each kind (30 s; ten kinds had the 300 s every test has).
describe.each(rows.map((row) => [row.name, row.about, row] as const))('every word of the %s book (%s) stands where the page has room for it', { timeout: everyKindTimeout(30_000) }, (name, _, row) => {
  let made: BookFile | undefined;
  let compact: BookFile | undefined;
  const book = (worked: boolean): BookFile => {
    // The pool's puzzles (fixture-books.ts), each band of every kind in turn.
    made ??= bookOf(row.fields);
    // The same puzzles either way (a seed does not depend on the key): made once.
    return worked ? made : (compact ??= { ...made, spec: { ...made.spec, worked: false } });
  };
  /** Each book printed once a run, for the tests that read it back (the worked one room.matrix.test.ts reads too). */
  const prints = new Map<boolean, Promise<string>>();
  const print = (worked: boolean) => {
    if (!prints.has(worked)) prints.set(worked, printed(`${name}${worked ? '' : '-compact'}.pdf`, book(worked), () => renderBook(book(worked))));
    return prints.get(worked)!;
  };

  it('worked answers at the back: every word in the column, no word under 7 pt, the contents on pages of about as many lines, the key a quarter of the puzzles at most (word search’s 40 %)', async () => {
    const worked = book(true);
    const path = await print(true);
    // The front matter and a key page, to look at.
    const pageOf = (type: string) => laidOut(worked).pages.findIndex((p) => p.type === type) + 1;
    writeFileSync(join(dir, `${name}-copyright.png`), pagePng(path, pageOf('copyright'), 100));
    writeFileSync(join(dir, `${name}-contents.png`), pagePng(path, pageOf('contents'), 100));
    writeFileSync(join(dir, `${name}-key.png`), pagePng(path, pageOf('answers') + 1, 100));
    expect(misplaced(worked, path)).toEqual([]);
    // No word under 7 pt, no runt, the how-to pages clear of the foot.
    expect(printProblems(worked, path)).toEqual([]);
    // The contents, a line for each kind's how-to page, each section and the key, on two pages or
    // more of about as many lines each, and a page for every 21 lines at most (a 6×9 page holds 27;
    // the pocket book's 5×8 contents set 20 or 21 a page): a kind added brings its lines, and a page only when they need it.
    const contents = laidOut(worked).pages.flatMap((p) => (p.type === 'contents' ? [p.entries.length] : []));
    const lines = contents.reduce((a, b) => a + b);
    expect(contents.length).toBeGreaterThanOrEqual(2);
    expect(contents.length, `${lines} lines`).toBeLessThanOrEqual(Math.ceil(lines / 21));
    expect(Math.min(...contents)).toBeGreaterThanOrEqual(Math.floor(lines / contents.length));
    writePngs(worked, path, name, ['how-to'], 70);
    // As published books set theirs: a worked key at most a quarter as many pages as the puzzles (`keyBudget`).
    expect(pagesOf(worked, 'answers')).toBeLessThanOrEqual(keyBudget(worked));
  });

  it('without worked answers: the key at most 15 % of the puzzles (word search’s 40 %)', () => {
    expect(pagesOf(book(false), 'answers')).toBeLessThanOrEqual(keyBudget(book(false)));
  });

  it('built to the pages `build --plan` gives its spec, worked or compact; planned, every compact answer as tall as it prints or taller', () => {
    // Issue 85: the compact key of a 6×9 ramp came in 2 pages over its plan (200 built, 198
    // planned): Cross Numbers' expert answers were planned with the widest totals, which set
    // them smaller in the column than narrower ones print.
    // A kind without `plannedAnswer` (one just added) has its key left out of a plan: its sections left out here.
    const plannable = (of: BookFile): BookFile => {
      const keep = (kind: string) => getKind(kind as KindName).plannedAnswer !== undefined;
      return { ...of, spec: { ...of.spec, sections: of.spec.sections.filter((s) => keep(s.kind)) }, puzzles: of.puzzles.filter((p) => keep(p.kind)) };
    };
    for (const worked of [true, false]) {
      const plain = plannable(book(worked));
      expect(plannedCount(plain), worked ? 'worked' : 'compact').toBe(laidOut(plain).pages.length);
    }
    const plain = plannable(book(false));
    const standIns = { ...plain, puzzles: plain.spec.sections.flatMap((section) => Array.from({ length: section.count }, (_, i) => ({ kind: section.kind, id: `${section.kind}-${i + 1}`, options: section.options, difficulty: section.difficulty }))) } as unknown as BookFile;
    const pages = laidOut(plain).pages.length;
    const boxes = (key: AnswerPage[]) => new Map(key.flatMap((page) => ('packed' in page ? page.puzzles.map((p, j) => [p, page.packed[j]!] as const) : [])));
    const [printedBoxes, planned] = [boxes(planAnswers(plain, pages)), boxes(planAnswers(standIns, pages))];
    for (const [p, box] of printedBoxes) {
      const plan = planned.get(p)!;
      if (plan.width === box.width) expect(box.height, `${plain.puzzles[p]!.id}: planned ${plan.height.toFixed(1)}, printed ${box.height.toFixed(1)}`).toBeLessThanOrEqual(plan.height + 1e-6);
    }
  });

  it('sets long key steps in wider columns, never as a wall of small type: each section’s 12 lines or fewer on average, or beside their answers across the page', () => {
    const worked = book(true);
    const layout = laidOut(worked);
    const full = contentBox(geometry(worked.spec.page, layout.pages.length), 1).width;
    const packed = layout.pages.flatMap((page) => (page.type === 'answers' && 'packed' in page.answers ? page.answers.packed.map((box, j) => ({ p: (page.answers as PackedPage).puzzles[j]!, box })) : []));
    let first = 0;
    for (const section of worked.spec.sections) {
      const mine = packed.filter(({ p }) => p >= first && p < first + section.count);
      first += section.count;
      const lines = mine.reduce((n, { box }) => n + (box.words?.length ?? 0), 0) / mine.length;
      const across = mine.every(({ box }) => Math.abs(box.width - full) < 1 && box.beside !== undefined);
      expect(lines <= 12 || across, `${section.kind} ${section.difficulty}: ${lines.toFixed(1)} lines on average in a column ${mine[0]!.box.width.toFixed(0)} pt wide`).toBe(true);
    }
    // Number Mind's expert steps (about 700 characters) run across the page beside their answers.
    expect(packed.filter(({ p }) => worked.puzzles[p]!.kind === 'number-mind' && worked.puzzles[p]!.difficulty === 'expert').every(({ box }) => box.beside !== undefined)).toBe(true);
  });

  it.each([
    ['worked', true],
    ['compact', false],
  ])('the %s key, read back: every word in its answer’s box, every column opening on a caption, nothing under 7 pt, kinds sharing its pages; no expression parted across lines, no line opening on an operator, and no runt', async (key, worked) => {
    const of = book(worked);
    const path = await print(worked);
    const keyPages = laidOut(of).pages.flatMap((p, i) => (p.type === 'answers' ? [i + 1] : []));
    for (const n of keyPages) writeFileSync(join(dir, `${name}-${key}-key-${n}.png`), pagePng(path, n, 72));
    const faults = keyPages.flatMap((n) => keyFaults(of, path, n));
    expect(faults).toEqual([]);
    // Answers of every kind share the key's pages: three in four hold several kinds, or word
    // searches or fill-ins alone, whose answers (the whole grid, every square lettered) fill a
    // page two or three at a time. (An expert section whose long steps take wider columns may
    // fill a page by itself; on a 5×8 page a kind's eight answers fill it a kind at a time, a
    // worked key's half its pages and a compact key's Criss-Cross, Word Scramble and Cryptogram
    // a page each: held on the 6×9 ramp, `sharedKey`.)
    const kindsOn = keyPages.map((n) => new Set([...pageText(path, n).matchAll(CAPTION)].map((m) => m[2])));
    if (row.sharedKey) expect(kindsOn.filter((k) => k.size >= 2 || (k.size === 1 && (k.has('Word Search') || k.has('Fill-In')))).length).toBeGreaterThanOrEqual(keyPages.length * 0.75);
    // A worked key's words are there to be read back: a key step on every page.
    if (worked) for (const n of keyPages) expect(pageText(path, n)).toContain('Key step');
  });
});
