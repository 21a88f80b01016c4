// How-to pages (the rest of them, on every trim in regular and large print, are
// how-to.matrix.test.ts): a paragraph never ends on a runt; a letter page gives a ladder in full
// where it fits and draws Numbrix's first steps; and each kind's page teaches its book's own
// variant, read back from a 6×9 book in regular and large print.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { howToExample, howToVariant } from '../../src/book/how-to.ts';
import { explain } from '../../src/engine/explain.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { getKind, KIND_NAMES } from '../../src/kinds/registry.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { addPage, createDocument, finish, metricsOf, paintBlocks } from '../../src/pdf/document.ts';
import { withoutRunts } from '../../src/pdf/metrics.ts';
import { geometry } from '../../src/pdf/layout.ts';
import { layoutBook } from '../../src/pdf/plan.ts';
import { stepPicture } from '../../src/engine/worked.ts';
import { optionsAt } from '../../bench/defaults.ts';
import { kinds } from '../matrix.ts';
import { bookOf, dir, pagePng, pageText, runts, wordBoxes, write } from './tools.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

describe('no paragraph ends on a runt', () => {
  it('carries the word before a lone last word down with it, in as many lines, as setBlocks sets every paragraph', () => {
    const metrics = metricsOf('noto');
    // A step's words under its picture on a 6×9 page: the last line was "3." alone.
    const block = { text: 'Bridge. 7 goes in row 4, column 2: it is the only free square touching both 6 and 8. Then 3.', size: 9.66, lineGap: 1, gap: 0 };
    const width = [...Array(200).keys()].map((w) => 60 + w).find((w) => withoutRunts('noto', block, w) !== block.text)!;
    expect(width, 'a width at which the text ends on a runt').toBeDefined();
    const mended = withoutRunts('noto', block, width);
    expect(mended.replace('\n', ' ')).toBe(block.text);
    const height = (text: string) => metrics.setBlocks({ x: 0, y: 0, width, height: 1e6 }, [{ ...block, text }]).rest.y;
    expect(height(mended)).toBe(height(block.text));
    // Read back from a page painted both ways: the runt is found where it was, and gone where it was mended.
    const set = metrics.setBlocks({ x: 72, y: 72, width, height: 600 }, [block]).set;
    expect(set[0]!.block.text).toBe(mended);
    const painted = (text: string) => {
      const doc = createDocument('letter', 'Runts', 'noto');
      addPage(doc, geometry('letter', 1), 1);
      paintBlocks(doc, [{ ...set[0]!, block: { ...block, text } }]);
      return finish(doc);
    };
    return Promise.all([painted(block.text), painted(mended)]).then(([before, after]) => {
      expect(runts(metrics, wordBoxes(write('runt-before.pdf', before), 1), [{ ...set[0]!, block: { ...block, text: block.text } }])).toHaveLength(1);
      expect(runts(metrics, wordBoxes(write('runt-after.pdf', after), 1), set)).toEqual([]);
    });
  });
});

describe('how-to pages on a letter page', () => {
  it("give the ladder in full where it fits with the steps drawn (Countdown's), and draw Numbrix's first steps", async () => {
    const book = bookOf({ sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 5 } }, { kind: 'countdown', count: 1, difficulty: 'easy' }] });
    const path = write('how-to-numbrix-letter.pdf', await renderBook(book));
    const countdown = flat(pageText(path, layoutBook(book).howToPage.get('countdown')!, false));
    for (const t of Object.values(getKind('countdown').stepper.ladder)) expect(countdown).toContain(flat(`${capital(t.title)}: ${t.what}`));
    // Numbrix's ladder in full would leave its pictures at the smallest size once its last line
    // keeps clear of the foot (issue 66): it is given by name, and its steps drawn larger.
    const page = layoutBook(book).howToPage.get('numbrix')!;
    const text = flat(pageText(path, page, false));
    for (const t of Object.values(getKind('numbrix').stepper.ladder)) expect(text.toLowerCase()).toContain(t.title.toLowerCase());
    // The first steps are drawn: the example after each, its values written in and its cells ringed.
    const example = howToExample('numbrix');
    const kind = getKind('numbrix');
    const steps = explain(kind.stepper, example.puzzle).steps.slice(0, 2);
    const keyOf = (cell: number) => kind.stepper.cellKey!(example.puzzle, cell);
    const puzzle = kind.draw(example.puzzle);
    const picture = stepPicture(puzzle, kind.draw(example.puzzle, example.solution), steps, keyOf);
    const added = picture.items.slice(puzzle.items.length);
    const written = added.flatMap((i) => (i.type === 'text' ? [Number(i.text)] : []));
    expect(written.sort((a, b) => a - b)).toEqual(steps.flatMap((s) => s.place.map((p) => p.value)).sort((a, b) => a - b));
    const rings = added.filter((i) => i.type === 'box' && i.role === 'ring');
    expect(rings.length).toBe(new Set([...steps[1]!.from, ...steps[1]!.place.map((p) => p.cell)]).size);
  });
});

/**
 * Issue 85: a how-to page taught another puzzle than its book's: Calcudoku's a 4×4 with + and −
 * in a book of 6×6 cages that multiply and divide, Sudoku's rules a 4×4's in a book of 9×9s. Now
 * its example is made with the options most of the kind's puzzles are (the last such section on
 * a tie), in their band's shape. Read back from the PDF: the rules the page prints are those of a
 * puzzle of that section (a grid's size, a code's length, the cards, the signs a cage shows), and
 * the example it draws is one its options and band could have made (the kind's own `unlike`).
 */
/** The kinds the variants below were picked for by hand; a kind added since is taught at its example. */
const HAND_PICKED: readonly string[] = ['sudoku', 'calcudoku', 'kakuro', 'numbrix', 'secret-number', 'cross-numbers', 'countdown', 'number-mind', 'word-search'];

describe.each([
  ['6x9', false],
  ['6x9, large print', true],
])('the how-to page teaches the book’s own variant (%s)', (_, largePrint) => {
  const sections = [
    // Two Sudoku sections: the 9×9s are most of them, though the 6×6 comes first.
    { kind: 'sudoku', count: 1, difficulty: 'easy', options: { size: 6 } },
    { kind: 'sudoku', count: 2, difficulty: 'medium', options: { size: 9 } },
    { kind: 'calcudoku', count: 2, difficulty: 'medium', options: { size: 6 } },
    { kind: 'kakuro', count: 1, difficulty: 'easy', options: { size: 7 } },
    // A tie: the later, the larger.
    { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 5 } },
    { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 6 } },
    { kind: 'secret-number', count: 1, difficulty: 'easy', options: { digits: 4 } },
    { kind: 'cross-numbers', count: 1, difficulty: 'easy', options: { size: 4 } },
    { kind: 'countdown', count: 1, difficulty: 'easy', options: { cards: 5 } },
    { kind: 'number-mind', count: 1, difficulty: 'easy', options: { length: 5 } },
    // Its band's grid and directions (12×12, diagonals) where easy's would be 10×10 across and down.
    { kind: 'word-search', count: 1, difficulty: 'medium', options: { theme: 'animals' } },
    // A kind added since (as docs/adding-a-kind.md adds one): a section at its example's options.
    ...KIND_NAMES.filter((kind) => !HAND_PICKED.includes(kind)).flatMap((kind) => {
      const difficulty = DIFFICULTIES.find((d) => optionsAt(kind, d) !== null);
      return difficulty ? [{ kind, count: 1, difficulty, options: optionsAt(kind, difficulty)! }] : [];
    }),
  ];
  // The section each kind's page is taught from: the last of those with the most puzzles of its kind.
  const taught: Record<string, number> = { sudoku: 1, calcudoku: 2, kakuro: 3, numbrix: 5, 'secret-number': 6, 'cross-numbers': 7, countdown: 8, 'number-mind': 9, 'word-search': 10 };
  sections.forEach((section, s) => {
    if (!HAND_PICKED.includes(section.kind)) taught[section.kind] = s;
  });
  const book = bookOf({ page: { size: '6x9' }, largePrint, sections });
  const file = `how-to-variant${largePrint ? '-large' : ''}`;
  const pdf = renderBook(book);
  const layout = layoutBook(book);
  const first = (s: number) => sections.slice(0, s).reduce((n, section) => n + section.count, 0);

  it('covers every kind', () => expect(Object.keys(taught).sort()).toEqual([...KIND_NAMES].sort()));

  it.each(kinds())('%s: its example made with the section’s options, in its band’s shape, and its rules told for it', async (kindName) => {
    const path = write(`${file}.pdf`, await pdf);
    const page = layout.howToPage.get(kindName)!;
    writeFileSync(join(dir, `${file}-${kindName}.png`), pagePng(path, page, 80));
    const text = flat(pageText(path, page, false));
    const kind = getKind(kindName);
    const s = taught[kindName]!;
    const section = book.spec.sections[s]!;
    expect(howToVariant(book.spec.sections, kindName)).toEqual({ options: section.options, difficulty: section.difficulty });
    const example = howToExample(kindName, howToVariant(book.spec.sections, kindName));
    expect(kind.unlike(section.options as never, example.puzzle as never, example.solution as never, section.difficulty)).toEqual([]);
    // The rules as told for a puzzle of the section, read back from the page (Calcudoku's for one
    // whose cages show all four signs; a word search's name its count of words, so its own).
    const puzzles = book.puzzles.slice(first(s), first(s) + section.count).map((r) => r.puzzle);
    const told = kindName === 'word-search' ? example.puzzle : kindName === 'calcudoku' ? puzzles.find((p) => new Set((p as { cages: { op: string }[] }).cages.map((c) => c.op)).size === 5) : puzzles[0];
    expect(told, 'a section puzzle to tell the rules by').toBeDefined();
    expect(text).toContain(flat(kind.words.rules(told as never)));
    // What the page draws: the example's givens and clues, every one.
    const printed = wordBoxes(path, page).map((w) => w.text);
    const givens = kind.draw(example.puzzle as never).items.flatMap((item) => (item.type === 'text' && item.role === 'given' ? [item.text] : []));
    for (const given of new Set(givens)) expect(printed.filter((w) => w === given).length, given).toBeGreaterThanOrEqual(givens.filter((g) => g === given).length);
  });

  it('Calcudoku’s example shows the four signs its 6×6 cages have, and Sudoku’s rules a 9×9’s', async () => {
    const path = write(`${file}.pdf`, await pdf);
    const calcudoku = flat(pageText(path, layout.howToPage.get('calcudoku')!, false));
    for (const sign of ['×', '÷', '+', '−']) expect(calcudoku).toContain(`(${sign})`);
    expect(calcudoku).toContain('1 to 6');
    const sudoku = flat(pageText(path, layout.howToPage.get('sudoku')!, false));
    expect(sudoku).toContain('from 1 to 9');
    expect(sudoku).toContain('box of 3 by 3 cells');
  });
});
