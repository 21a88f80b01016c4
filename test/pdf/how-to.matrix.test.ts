// Each kind's how-to page, read back from the PDF, on every trim in regular and large print
// (test/matrix.ts `how-to`: npm test takes a sample of the rows, CI the rest). Each row's page is
// printed in a book of the rows of its trim and print, a puzzle of each kind, easy (the pool's,
// fixture-books.ts), and written as a PNG into the test's folder. On every page: nothing under
// the book's smallest size (7 pt, 11 pt in large print), every paragraph ending on two words at
// least, the last line 0.2 in clear of the running foot (`printProblems`), nothing over another
// or out of the text column but the footer; the example drawn under its caption where it reads,
// told in words where it cannot be drawn legibly (large print on a 5×8 page), and a first step
// beside it but in large print (issue 66: the small trims' examples printed at 4.95–5.4 pt).
// Where a page has the room (letter and A4, and a 6×9 page in regular print) it teaches: the
// example's first steps from the first, each named, as many as the page holds (three on a
// letter page) and none after them, and every technique of every band named.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { howToExample, howToVariant } from '../../src/book/how-to.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { explain } from '../../src/engine/explain.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { paintBook, renderBook } from '../../src/pdf/book.ts';
import { contentBox, geometry } from '../../src/pdf/layout.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { stepLine } from '../../src/templates/index.ts';
import { matrix, named, type Row } from '../matrix.ts';
import { printed } from './fixture-books.ts';
import { bookOf, dir, footerOf, pagePng, pageText, printProblems, type WordBox, wordBoxes } from './tools.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Share of the smaller box two word boxes have in common. */
function overlap(a: WordBox, b: WordBox): number {
  const w = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
  const h = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
  if (w <= 0 || h <= 0) return 0;
  const area = (x: WordBox) => (x.xMax - x.xMin) * (x.yMax - x.yMin);
  return (w * h) / Math.min(area(a), area(b));
}

type HowToRow = Row<'kind' | 'print' | 'trim'>;

/**
 * Where a kind's example may be told in words in large print on a trim larger than 5×8: a
 * criss-cross with its clues under it on a 6×9 or 5.5×8.5 page (its six clues at 11 pt wrap to
 * 15 squares' height under a 9×7 grid, 406 pt where the rules leave 360 on a 5.5×8.5 page; on a
 * 6×9 page some examples fit and some do not, by their clues' lengths). Its easy puzzles print
 * there; only the how-to's example may not fit beside its rules.
 */
const TOLD_IN_LARGE_PRINT: Record<string, string[]> = { 'criss-cross': ['6x9', '5.5x8.5'] };

/**
 * Where a page that teaches leaves a kind's ladder out in large print: a criss-cross's example
 * carries its clues and bank, and on a letter page (shorter than A4) the example drawn readably
 * and its first steps fill it; the ladder is on the kind's page in the manual and the archive.
 */
const NO_LADDER_IN_LARGE_PRINT: Record<string, string[]> = { 'criss-cross': ['letter'] };

/** This run's rows, in one book for each trim and print. */
const books = new Map<string, HowToRow[]>();
for (const row of matrix('how-to')) {
  const name = `${row.trim}${row.print === 'large' ? ', large print' : ''}`;
  books.set(name, [...(books.get(name) ?? []), row]);
}

describe.each([...books])('how-to pages (%s)', (name, rows) => {
  const [{ trim, print }] = rows as [HowToRow];
  const largePrint = print === 'large';
  // The print-on-demand trims in regular print with bleed, as such books are printed.
  const bleed = !largePrint && (trim === '6x9' || trim === '5x8');
  /** Where a page has room to teach: letter and A4, and a 6×9 page in regular print. */
  const teaches = trim === 'letter' || trim === 'a4' || (trim === '6x9' && !largePrint);
  const book: BookFile = bookOf({ page: { size: trim, bleed }, largePrint, sections: rows.map(({ kind }) => ({ kind, count: 1, difficulty: 'easy' })) });
  const layout = layoutBook(book);
  const file = `how-to-${name.replace(/\W+/g, '-')}`;
  // Where it teaches, printed as a build prints it; elsewhere painted without the puzzle pages'
  // check: large print on a 5×8 page refuses most puzzles, not its how-to pages.
  let path: Promise<string> | undefined;
  const pdf = () => (path ??= printed(`${file}.pdf`, book, () => (teaches ? renderBook(book) : paintBook(book))));
  let problems: string[] | undefined;

  it.each(rows.map((row) => [named(row), row] as const))('%s: nothing under the smallest size, no runt, clear of the foot, nothing over another, the example drawn or told; where it has room, its first steps and every band’s techniques', async (_, { kind: kindName }) => {
    const path = await pdf();
    const page = layout.howToPage.get(kindName)!;
    writeFileSync(join(dir, `${file}-${kindName}.png`), pagePng(path, page, 60));
    // Nothing under the book's smallest size, no paragraph ending on a runt, the last line clear of the foot.
    problems ??= printProblems(book, path);
    expect(problems.filter((p) => p.startsWith(`page ${page} `))).toEqual([]);
    // Nothing runs past the text column but the footer, and no words overlap.
    const words = wordBoxes(path, page);
    const box = contentBox(geometry(book.spec.page, layout.pages.length), page);
    expect(words.filter((w) => w.yMax > box.y + box.height + 1).map((w) => w.text).join(' ')).toBe(footerOf('Feature Test', page));
    for (const w of words) expect(w.xMin >= box.x - 0.5 && w.xMax <= box.x + box.width + 0.5, w.text).toBe(true);
    // Every pair of words looked at, the overlapping ones named at once (one assertion, not one a pair).
    const overlapping: string[] = [];
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) if (!(overlap(words[i]!, words[j]!) < 0.25)) overlapping.push(`${words[i]!.text} over ${words[j]!.text}`);
    }
    expect(overlapping).toEqual([]);
    const text = flat(pageText(path, page, false));
    const kind = getKind(kindName);
    const example = howToExample(kindName, howToVariant(book.spec.sections, kindName));
    const steps = explain(kind.stepper, example.puzzle as never).steps;
    // The example: drawn under its caption, or where it cannot be drawn legibly, told in its figure's words.
    expect(text).toContain('Example');
    const told = text.includes(flat(kind.draw(example.puzzle as never).alt));
    if (!largePrint || (trim !== '5x8' && !TOLD_IN_LARGE_PRINT[kindName]?.includes(trim))) expect(told, 'told in words where it reads drawn').toBe(false);
    // A first step beside it, but in large print, where a 6×6 Calcudoku drawn at 11 pt leaves no room for its long first step.
    if (!largePrint) expect(text).toContain(flat(stepLine(steps[0]!)));
    if (!teaches) return;

    expect(text).toContain('First steps');
    // The first steps from the first, as many as the page holds beside the book's own example
    // (three on a letter page; a 10×10 word search or an 8×8 Kakuro leaves two on a 6×9 page), and none after them.
    const shown = steps.slice(0, 3).filter((step) => text.includes(flat(stepLine(step)))).length;
    expect(shown).toBeGreaterThanOrEqual(trim === 'letter' && !largePrint ? Math.min(3, steps.length) : 1);
    for (const step of steps.slice(0, shown)) expect(text, `step ${step.n}`).toContain(flat(stepLine(step)));
    expect(text).not.toContain(flat(stepLine(steps[shown] ?? { n: shown + 1, title: 'none', say: 'no step after' })));

    if (largePrint && NO_LADDER_IN_LARGE_PRINT[kindName]?.includes(trim)) return;
    expect(text).toContain('What each band asks');
    for (const [i, band] of DIFFICULTIES.entries()) {
      const techniques = Object.values(kind.stepper.ladder).filter((t) => t.level === i + 1);
      if (techniques.length) expect(text).toContain(capital(band));
      // Every technique is named, by its title or as the head of its description (a title may break
      // at its hyphen at a line's end: "XY-" then "Chain").
      const named = text.toLowerCase().replace(/-\s+/g, '-');
      for (const t of techniques) expect(named).toContain(t.title.toLowerCase());
    }
  });
});
