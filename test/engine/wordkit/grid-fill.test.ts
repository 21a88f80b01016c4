// A fill-in's words (engine/wordkit/grid-fill.ts): a block grid's slots filled from a real
// dictionary, each slot a word of its length, each crossing one letter, no word twice, the same
// seed the same fill; and the list proved to fill its grid one way only by the kit's counter
// (fill.ts, itself held to brute force in fill.test.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/random.ts';
import { blockGrid, fillInShape } from '../../../src/engine/wordkit/blocks.ts';
import { fillings } from '../../../src/engine/wordkit/fill.ts';
import { fillGrid, makeFillIn, type WordPool } from '../../../src/engine/wordkit/grid-fill.ts';
import { type SlotGrid, slotGrid } from '../../../src/engine/wordkit/slots.ts';

/** A pool of plain words: codes a = 0 … z = 25, indexed by length, in the order given. */
function poolOf(words: readonly string[]): WordPool {
  const codes = words.map((w) => [...w].map((ch) => ch.charCodeAt(0) - 97));
  const byLength = new Map<number, number[]>();
  codes.forEach((c, i) => byLength.set(c.length, [...(byLength.get(c.length) ?? []), i]));
  return { codes, byLength, alphabetSize: 26 };
}

/**
 * The English hunspell dictionary's stems (before `/`), lower case a–z only, 3 to 15 letters,
 * each once, in the file's order: this test's own loader, apart from the kit's dictionary.
 */
function englishPool(): WordPool {
  // The package exports its index.js alone; index.dic lies beside it.
  const file = join(dirname(createRequire(import.meta.url).resolve('dictionary-en')), 'index.dic');
  const stems = readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('/')[0]!.trim());
  const words = [...new Set(stems.filter((w) => /^[a-z]{3,15}$/.test(w)))];
  const codes = words.map((w) => [...w].map((ch) => ch.charCodeAt(0) - 97));
  const byLength = new Map<number, number[]>();
  codes.forEach((c, i) => {
    const list = byLength.get(c.length);
    if (list) list.push(i);
    else byLength.set(c.length, [i]);
  });
  return { codes, byLength, alphabetSize: 26 };
}

const english = englishPool();

/** Each slot's word has its length, every crossed cell reads one letter from both slots, and no word (nor its letters) is there twice. */
function expectFilled(grid: SlotGrid, words: readonly number[], pool: WordPool, label: string) {
  expect(words, label).toHaveLength(grid.slots.length);
  expect(new Set(words).size, `${label}: a word twice`).toBe(words.length);
  expect(new Set(words.map((w) => pool.codes[w]!.join())).size, `${label}: the same letters twice`).toBe(words.length);
  const letter = new Map<number, number>();
  grid.slots.forEach((slot, s) => {
    const word = pool.codes[words[s]!]!;
    expect(word, `${label}: slot ${s}`).toHaveLength(slot.cells.length);
    slot.cells.forEach((cell, p) => {
      const had = letter.get(cell);
      if (had !== undefined) expect(word[p], `${label}: cell ${cell}`).toBe(had);
      letter.set(cell, word[p]!);
    });
  });
  // Every open cell is in some slot, so every one got its letter.
  expect(letter.size).toBe(grid.open.reduce((n: number, o) => n + o, 0));
}

describe("a fill-in's words", () => {
  it('fills block grids of 9×9, 13×13 and 15×15 with distinct words of each slot\'s length, crossings agreeing, the list filling its grid one way only', () => {
    for (const [size, longest] of [
      [9, 7],
      [13, 9],
      [15, 9],
    ] as const) {
      for (let i = 0; i < 3; i++) {
        const label = `${size}×${size} #${i}`;
        const made = makeFillIn(new Rng(`grid-fill/${size}/${i}`), size, size, 0.18, longest, english);
        expect(made, label).not.toBeNull();
        const { grid, words } = made!;
        expect(fillInShape(grid, longest)).toBe(true);
        expect(Math.min(...grid.slots.map((s) => s.cells.length))).toBeGreaterThanOrEqual(3);
        expectFilled(grid, words, english, label);
        const counted = fillings(grid, words.map((w) => english.codes[w]!), 2);
        expect(counted.complete && counted.count, label).toBe(1);
      }
    }
  });

  it('fills a grid it is given, with a word from the pool in every slot', () => {
    let filled = 0;
    for (let i = 0; i < 6; i++) {
      const rng = new Rng(`grid-fill/given/${i}`);
      const grid = blockGrid(rng, 13, 13, 0.2, 9, 3);
      if (!grid) continue;
      const fill = fillGrid(rng, grid, english);
      if (!fill) continue;
      filled++;
      expectFilled(grid, fill.words, english, `given #${i}`);
      expect(fill.work).toBeGreaterThanOrEqual(2 * grid.slots.length);
    }
    expect(filled).toBeGreaterThanOrEqual(4);
  });

  it('makes the same grid and words from the same seed, and another from another seed', () => {
    const a = makeFillIn(new Rng('grid-fill/again'), 13, 13, 0.18, 9, english)!;
    const b = makeFillIn(new Rng('grid-fill/again'), 13, 13, 0.18, 9, english)!;
    const c = makeFillIn(new Rng('grid-fill/other'), 13, 13, 0.18, 9, english)!;
    expect(Array.from(b.grid.open)).toEqual(Array.from(a.grid.open));
    expect(b.words).toEqual(a.words);
    expect(Array.from(c.grid.open)).not.toEqual(Array.from(a.grid.open));
  });

  it('draws grids whose slots are all three letters or more, symmetric under a half turn, in one piece', () => {
    for (let i = 0; i < 10; i++) {
      const grid = blockGrid(new Rng(`grid-fill/shape/${i}`), 13, 13, 0.18, 9, 3);
      if (!grid) continue;
      expect(fillInShape(grid, 9)).toBe(true);
      expect(grid.slots.every((s) => s.cells.length >= 3)).toBe(true);
      for (let cell = 0; cell < 169; cell++) expect(grid.open[cell]).toBe(grid.open[168 - cell]);
    }
  });

  it('fills a 3×3 with the one word square its pool makes, and nothing where the pool cannot', () => {
    const open = slotGrid(3, 3, new Uint8Array(9).fill(1));
    // Rows abc, def, ghi; columns adg, beh, cfi; and decoys that cross nothing.
    const square = poolOf(['abc', 'def', 'ghi', 'adg', 'beh', 'cfi', 'xyz', 'zzz']);
    const fill = fillGrid(new Rng('grid-fill/square'), open, square);
    expect(fill).not.toBeNull();
    expectFilled(open, fill!.words, square, 'square');
    expect(fill!.words.map((w) => ['abc', 'def', 'ghi', 'adg', 'beh', 'cfi', 'xyz', 'zzz'][w]).sort()).toEqual(['abc', 'adg', 'beh', 'cfi', 'def', 'ghi']);

    // Every word starts with a and holds no other a: the down word through the second row's first cell cannot.
    const noCrossing = poolOf(['abc', 'abd', 'acb', 'ade', 'aed', 'afg', 'agf', 'abz', 'azy']);
    expect(fillGrid(new Rng('grid-fill/none'), open, noCrossing)).toBeNull();
    // A square that reads the same down as across fills only with each word twice, which a list
    // cannot print. Six words, as many as slots; the three of x, y and z can make no square with
    // the others: their letters would lie in the rows k times and in the columns 3 − k times.
    const symmetric = poolOf(['bit', 'ice', 'ten', 'xyz', 'xzy', 'yxz']);
    expect(fillGrid(new Rng('grid-fill/twice'), open, symmetric)).toBeNull();
    // No word of some slot's length.
    expect(fillGrid(new Rng('grid-fill/short'), open, poolOf(['abcd', 'efgh']))).toBeNull();
  });

  it('gives up within its budget', () => {
    const rng = new Rng('grid-fill/budget');
    const grid = blockGrid(rng, 15, 15, 0.16, 13, 3)!;
    // Not enough to choose a word for every slot once.
    expect(fillGrid(rng, grid, english, { budget: grid.slots.length })).toBeNull();
    // A fill found within a budget spent no more than it.
    const fill = fillGrid(rng, grid, english, { budget: 2000 });
    if (fill) expect(fill.work).toBeLessThanOrEqual(2000);
  });

  it('draws common words more, the more it is told to prefer them', () => {
    const mean = (prefer: number) => {
      let sum = 0;
      let n = 0;
      for (let i = 0; i < 4; i++) {
        const rng = new Rng(`grid-fill/prefer/${i}`);
        const grid = blockGrid(rng, 13, 13, 0.2, 7, 3);
        const fill = grid && fillGrid(rng, grid, english, { prefer });
        if (!fill) continue;
        for (const w of fill.words) {
          const list = english.byLength.get(english.codes[w]!.length)!;
          sum += list.indexOf(w) / list.length;
          n++;
        }
      }
      return sum / n;
    };
    expect(mean(4)).toBeLessThan(mean(0) * 0.7);
  });
});
