/**
 * The back cover's fields (issue 39): the author's own text in place of the made-up blurb,
 * the price and the ISBN beside the barcode's area. Read back with positions: each on the
 * back, inside the 0.375 in safe area, clear of the barcode's area; the spine and front as
 * they were. Text the back cannot hold is refused by spec, before any puzzle is made.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/book/files.ts';
import { MAX_BACK, specSchema } from '../../src/book/spec.ts';
import { UserError } from '../../src/engine/errors.ts';
import { type CoverGeometry, SPINE_LEAST_SIZE, checkCover, renderCover, spineTextSize } from '../../src/pdf/cover.ts';
import { howToExample } from '../../src/book/how-to.ts';
import { checkPrintable } from '../../src/pdf/printable.ts';
import { bookFileOf, dir, pagePng, snakeNumbrix, type WordBox, wordBoxes, write } from './tools.ts';

const INCH = 72;
const SAFE = 0.375 * INCH;
const ISBN = '978-0-306-40615-7';
const FIRST = 'Forty grids to take on the train, each with one answer you can reach by reasoning alone.';
const SECOND = 'Start with the easy ones at the front and work up to the hardest at the back.';
/** As YAML's `|` keeps it: a line break inside the first paragraph, a blank line between the two. */
const BACK = 'Forty grids to take on the train, each with one answer\nyou can reach by reasoning alone.\n\nStart with the easy ones at the front and work up to the hardest at the back.\n';

const sections = [{ kind: 'numbrix', count: 10, difficulty: 'easy', options: { size: 5 }, perPage: 1 }];
const records = Array.from({ length: 10 }, (_, i) => snakeNumbrix(`back-${i + 1}`, 5));
const base = { title: 'Back Cover', subtitle: 'Small grids', author: 'Ada Author', page: { size: '6x9' }, sections };
const bookWith = (fields: Record<string, unknown>, size = '6x9') => bookFileOf({ ...base, page: { size }, ...fields }, records);

const flat = (words: WordBox[]) => words.map((w) => w.text).join(' ');
const backOf = (words: WordBox[], g: CoverGeometry) => words.filter((w) => w.xMax <= g.back.x + g.back.width);
const inBarcode = (w: WordBox, g: CoverGeometry) => w.xMax > g.barcode.x && w.xMin < g.barcode.x + g.barcode.width && w.yMax > g.barcode.y && w.yMin < g.barcode.y + g.barcode.height;

describe("the back cover's own text, price and ISBN", () => {
  it('prints them on the back, inside the safe area and clear of the barcode, and leaves the spine and front as they were', async () => {
    const book = bookWith({ isbn: ISBN, cover: { back: BACK, price: 'US $9.99' } });
    const { pdf, geometry: g } = await renderCover(book);
    const path = write('back-fields.pdf', pdf);
    writeFileSync(join(dir, 'back-fields.png'), pagePng(path, 1, 60));
    const words = wordBoxes(path, 1);
    const back = backOf(words, g);

    // The author's paragraphs, each whole, the second below the first; none of the made-up blurb.
    const text = flat(back);
    expect(text).toContain(FIRST);
    expect(text).toContain(SECOND);
    expect(text).not.toContain('checked by a solver');
    const lastOfFirst = back.find((w) => w.text === 'alone.')!;
    const startOfSecond = back.find((w) => w.text === 'Start')!;
    expect(startOfSecond.yMin).toBeGreaterThan(lastOfFirst.yMax);
    expect(startOfSecond.xMin).toBeCloseTo(g.back.x + SAFE, 0);
    // The count of each kind still follows.
    expect(text).toContain('Numbrix: 10');

    // The price above the ISBN, both ending just left of the barcode's area, the ISBN's foot on the safe line.
    const price = back.filter((w) => w.text === 'US' || w.text === '$9.99');
    const isbn = back.filter((w) => w.text === 'ISBN' || w.text === ISBN);
    expect(price.length).toBe(2);
    expect(isbn.length).toBe(2);
    for (const w of [...price, ...isbn]) {
      expect(w.xMax, w.text).toBeLessThan(g.barcode.x);
      expect(w.yMin, w.text).toBeGreaterThan(g.barcode.y);
    }
    for (const line of [price, isbn]) expect(line.at(-1)!.xMax, line.at(-1)!.text).toBeCloseTo(g.barcode.x - 12, 0);
    expect(Math.max(...price.map((w) => w.yMax))).toBeLessThanOrEqual(Math.min(...isbn.map((w) => w.yMin)) + 0.5);
    expect(Math.max(...isbn.map((w) => w.yMax))).toBeCloseTo(g.back.y + g.back.height - SAFE, 0);

    // What every word of the back draws inside its safe area, and none in the barcode's.
    for (const w of backOf(wordBoxes(path, 1, { ink: true }), g)) {
      expect(w.xMin, w.text).toBeGreaterThanOrEqual(g.back.x + SAFE - 0.5);
      expect(w.xMax, w.text).toBeLessThanOrEqual(g.back.x + g.back.width - SAFE + 0.5);
      expect(w.yMin, w.text).toBeGreaterThanOrEqual(g.back.y + SAFE - 0.5);
      expect(w.yMax, w.text).toBeLessThanOrEqual(g.back.y + g.back.height - SAFE + 0.5);
      expect(inBarcode(w, g), w.text).toBe(false);
    }

    // The spine and front are the same words in the same places as without the fields.
    const plain = await renderCover(bookWith({}));
    const plainWords = wordBoxes(write('back-plain.pdf', plain.pdf), 1);
    const rest = (all: WordBox[]) => all.filter((w) => w.xMin >= g.spineBox.x - 1);
    expect(rest(words)).toEqual(rest(plainWords));
    expect(rest(words).length).toBeGreaterThan(3);
    // Without them the back has the made-up blurb, and no price or ISBN.
    const plainBack = flat(backOf(plainWords, plain.geometry));
    expect(plainBack).toContain('checked by a solver');
    expect(plainBack).not.toContain('ISBN');
  });

  it('prints the ISBN alone where there is no price, in the words of the book\'s language', async () => {
    const { pdf, geometry: g } = await renderCover(bookWith({ isbn: ISBN, language: 'de' }));
    const back = backOf(wordBoxes(write('back-isbn-de.pdf', pdf), 1), g);
    const isbn = back.filter((w) => w.text === 'ISBN' || w.text === ISBN);
    expect(isbn.map((w) => w.text)).toEqual(['ISBN', ISBN]);
    expect(Math.max(...isbn.map((w) => w.yMax))).toBeCloseTo(g.back.y + g.back.height - SAFE, 0);
    // The made-up blurb in German.
    expect(flat(back)).toContain('Rätsel (');
  });

  it('refuses back text the trim cannot hold, by spec and before any puzzle, saying how much to cut', async () => {
    const paragraph = 'Each grid is checked so that it has exactly one answer, reached by reasoning with no guessing at all.';
    const long = Array.from({ length: 6 }, () => `${paragraph} ${paragraph}`).join('\n\n');
    expect(long.length).toBeLessThanOrEqual(MAX_BACK);
    // A 6x9 back holds it; a 5x8 one does not.
    const roomy = specSchema.parse({ ...base, seed: 1, cover: { back: long } });
    expect(() => checkCover(roomy, 'roomy.yaml')).not.toThrow();
    const small = specSchema.parse({ ...base, seed: 1, page: { size: '5x8' }, cover: { back: long } });
    const refusal = (() => {
      try {
        checkCover(small, 'small.yaml');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(UserError);
    expect((refusal as Error).message).toMatch(/^small\.yaml: cover\.back: is too long for the back of a 5x8 cover: .* needs \d+ pt of the \d+ pt above the barcode's area; cut about \d+ of its \d+ words$/);
    // The cover of such a book (a hand-edited book file) is refused, not printed into the barcode.
    await expect(renderCover(bookWith({ cover: { back: long } }, '5x8'))).rejects.toThrow(/cover\.back: is too long/);
    // On 6x9 it is printed whole, all of it above the barcode's area.
    const { pdf, geometry: g } = await renderCover(bookWith({ cover: { back: long } }));
    const path = write('back-long.pdf', pdf);
    writeFileSync(join(dir, 'back-long.png'), pagePng(path, 1, 60));
    const back = backOf(wordBoxes(path, 1), g);
    expect(flat(back)).toContain(`${paragraph} ${paragraph} ${paragraph}`);
    expect(Math.max(...back.map((w) => w.yMax))).toBeLessThan(g.barcode.y);
  });

  it('refuses bad values with the path to them', () => {
    const refused = (cover: unknown) => {
      try {
        validate(specSchema, { ...base, seed: 1, cover }, 'spec.yaml');
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    };
    expect(refused({ price: 'US $9.99 until the end of May' })).toContain('cover.price: must be at most 16 characters');
    expect(refused({ back: '  ' })).toContain('cover.back: must not be empty');
    expect(refused({ back: 'x'.repeat(MAX_BACK + 1) })).toContain(`cover.back: must be at most ${MAX_BACK} characters (this one has ${MAX_BACK + 1})`);
    expect(refused({ blurb: 'Hello' })).toMatch(/cover: has an unknown field: "blurb"/);
    expect(refused({ back: 42 })).toContain('cover.back');
    expect(refused({ back: 'Fine', price: '£7.99' })).toBe('');
    // A character no font has, named where it is; a paragraph's line breaks are not refused.
    const spec = specSchema.parse({ ...base, seed: 1, cover: { back: 'Puzzles\n\nfor you 🧩', price: '£7.99' } });
    expect(() => checkPrintable(spec, 'spec.yaml')).toThrow(/spec\.yaml: cover\.back: has "🧩"/);
    expect(() => checkPrintable(specSchema.parse({ ...base, seed: 1, cover: { back: 'Puzzles\n\nfor you' } }), 'spec.yaml')).not.toThrow();
  });
});

/**
 * Issue 66: nothing on a cover under 7 pt, on white paper and cream. The spine's line only where
 * the spine holds it at 7 pt or more (80 pages or more is KDP's rule, but an 80 to 120-page
 * spine set it at 2.6 to 6.9 pt); the puzzle on the front one whose text prints at 7 pt or more
 * on its card, or the kind's small how-to example where none of the book's would.
 */
describe('nothing on a cover under 7 pt', () => {
  const coverBook = (size: string, count: number, grid = 5) =>
    bookFileOf(
      { ...base, title: 'Floor Test', isbn: ISBN, cover: { price: 'US $9.99' }, page: { size, bleed: true }, sections: [{ kind: 'numbrix', count, difficulty: 'easy', options: { size: grid }, perPage: 1 }] },
      Array.from({ length: count }, (_, i) => snakeNumbrix(`floor-${i + 1}`, grid)),
    );

  it.each(['white', 'cream'] as const)('on %s paper: a 5×8 and a 6×9 book, thin and thick', async (paper) => {
    const spines: boolean[] = [];
    for (const [size, count] of [['5x8', 40], ['5x8', 100], ['6x9', 100], ['6x9', 140]] as const) {
      const book = coverBook(size, count);
      const { pdf, geometry: g } = await renderCover(book, paper);
      const path = write(`floor-${size}-${count}-${paper}.pdf`, pdf);
      writeFileSync(join(dir, `floor-${size}-${count}-${paper}.png`), pagePng(path, 1, 50));
      const words = wordBoxes(path, 1);
      expect(words.filter((w) => w.size < 7 - 0.01).map((w) => `${size}, ${count}: "${w.text}" at ${w.size.toFixed(2)} pt`)).toEqual([]);
      const onSpine = words.filter((w) => w.xMin >= g.spineBox.x - 1 && w.xMax <= g.spineBox.x + g.spineBox.width + 1);
      expect(onSpine.length > 0, `${size}, ${count} on ${paper}`).toBe(g.spineText);
      if (g.pages >= 80) expect(g.spineText, `${size}, ${count} on ${paper}`).toBe(spineTextSize(book.spec.typeface, g.spine) >= SPINE_LEAST_SIZE);
      spines.push(g.spineText);
    }
    // The 40-puzzle book's spine is plain, the 140-puzzle one's carries its line.
    expect([spines[0], spines[3]]).toEqual([false, true]);
    // On white, 100 puzzles (over 80 pages, a 0.24 in spine) would set it under 7 pt: plain.
    if (paper === 'white') expect(spines[1]).toBe(false);
  });

  it("draws on the front a puzzle that prints at 7 pt or more, or its kind's how-to example where none would", async () => {
    // 30×30 grids on a 5×8 front would print at 3.7 pt.
    const { pdf, geometry: g } = await renderCover(coverBook('5x8', 2, 30));
    const path = write('floor-front.pdf', pdf);
    writeFileSync(join(dir, 'floor-front.png'), pagePng(path, 1, 60));
    const front = wordBoxes(path, 1).filter((w) => w.xMin >= g.front.x);
    expect(front.filter((w) => w.size < 7 - 0.01).map((w) => `"${w.text}" at ${w.size.toFixed(2)} pt`)).toEqual([]);
    // The how-to example's givens, not the 30×30 grid's (which has 900 cells, 129 of them given).
    const given = howToExample('numbrix').puzzle.givens.flat().filter((v) => v > 0).map(String);
    const digits = front.filter((w) => /^\d+$/.test(w.text)).map((w) => w.text);
    for (const v of given) expect(digits).toContain(v);
    expect(digits.length).toBeLessThan(60);
  });
});
