/**
 * A teacher's own list (issue 110): where the author names no size, the grid is sized to the
 * list (sizing.ts `listSide`), so 5 to 30 words make a puzzle at every band (but a hard 30, past
 * what a 20×20 hard grid's score takes) and any number at expert, each proved and graded as a
 * theme's; a size named too small for the list is refused naming the size that takes it, and a
 * list too long for any grid of a band is refused naming expert. Made as a book makes them: a
 * puzzle of the band within a job's seed tries (make.ts SEED_TRIES), and a worksheet of them.
 */
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../../src/book/book.ts';
import { makeRecord, SEED_TRIES, seedOfTry } from '../../../src/book/make.ts';
import { specSchema } from '../../../src/book/spec.ts';
import { DIFFICULTIES, type Difficulty, refusalText } from '../../../src/engine/kind.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { gridOf, listSide, mostWords } from '../../../src/kinds/word-search/sizing.ts';

/** A class's list of fruit and vegetables: no word reads inside another. */
const CLASS_LIST = ['apple', 'banana', 'cherry', 'grape', 'lemon', 'mango', 'melon', 'orange', 'peach', 'pear', 'plum', 'kiwi', 'lime', 'date', 'fig', 'guava', 'papaya', 'quince', 'apricot', 'coconut', 'raisin', 'olive', 'tomato', 'pepper', 'carrot', 'potato', 'onion', 'garlic', 'celery', 'radish', 'turnip', 'squash', 'pumpkin', 'bean', 'leek', 'corn', 'rice', 'wheat', 'oat', 'barley'];

/** A puzzle of the band from the list, as a book's job makes one: its seed, then its retries. */
function made(words: readonly string[], difficulty: Difficulty, size?: number) {
  const options = kind.options.parse({ words, ...(size ? { size } : {}) });
  for (let t = 0; t < SEED_TRIES; t++) {
    const record = makeRecord('word-search', 'own', seedOfTry(`test/own-list/${words.length}/${difficulty}/${size ?? 'auto'}`, t), options, difficulty);
    if (record) return record;
  }
  return null;
}

describe('an own list with no size asked', () => {
  const counts = [5, 8, 10, 12, 20, 30, 40];
  for (const count of counts) {
    const words = CLASS_LIST.slice(0, count);
    for (const difficulty of DIFFICULTIES) {
      const options = kind.options.parse({ words });
      const { rows } = gridOf(options, difficulty);
      const takes = count <= mostWords(rows, rows, difficulty);
      it(`${count} words at ${difficulty}: ${takes ? `a ${rows}×${rows} grid holding every word, graded ${difficulty}` : 'refused, naming expert'}`, () => {
        expect(rows).toBe(listSide(words, difficulty));
        if (!takes) {
          expect(kind.refuses!(options, difficulty)).toMatchObject({ option: 'words', code: 'words-most', values: { band: difficulty, count } });
          expect(refusalText(kind.refuses!(options, difficulty)!)).toMatch(/or choose expert, which takes any number$/);
          return;
        }
        expect(kind.refuses!(options, difficulty)).toBeNull();
        const record = made(words, difficulty);
        expect(record, `${count} words at ${difficulty}, ${rows}×${rows}`).not.toBeNull();
        expect(record!.difficulty).toBe(difficulty);
        expect([record!.puzzle.rows, record!.puzzle.cols]).toEqual([rows, rows]);
        expect(record!.puzzle.words.length).toBe(count);
      });
    }
  }

  it('takes every list of 5 to 30 words at every band but a hard 30, and any at expert', () => {
    const refused = counts.flatMap((count) => DIFFICULTIES.filter((d) => kind.refuses!(kind.options.parse({ words: CLASS_LIST.slice(0, count) }), d) !== null).map((d) => `${count} ${d}`));
    expect(refused).toEqual(['30 hard', '40 easy', '40 medium', '40 hard']);
  });
});

describe('an own list with a size asked', () => {
  it('too many words for the size: refused, naming the size that takes them, where one is made', () => {
    const words = CLASS_LIST.slice(0, 12);
    const why = kind.refuses!(kind.options.parse({ words, size: 10 }), 'easy');
    expect(why).toMatchObject({ option: 'words', code: 'words-many', values: { band: 'easy', rows: 10, cols: 10, count: 12, side: 13 } });
    expect(refusalText(why!)).toBe('words: easy at 10×10 takes 11 words at most, and the list has 12; a 13×13 grid takes them (leave the size out and the grid is sized to the list), or leave words out');
    expect(made(words, 'easy', 13)).not.toBeNull();
  });

  it('as the issue tried them: 10 words at easy 10×10, 8 at easy 12×12 and 10 at hard 12×12 are made', () => {
    expect(made(CLASS_LIST.slice(0, 10), 'easy', 10)).not.toBeNull();
    expect(made(CLASS_LIST.slice(0, 8), 'easy', 12)).not.toBeNull();
    expect(made(CLASS_LIST.slice(0, 10), 'hard', 12)).not.toBeNull();
  });
});

it('a worksheet of a class list at every band, each grid sized to it', () => {
  const words = CLASS_LIST.slice(0, 12);
  const book = makeBook(specSchema.parse({ title: 'Fruit', seed: 7, worksheet: true, sections: DIFFICULTIES.map((difficulty) => ({ kind: 'word-search', count: 1, difficulty, options: { words } })) }));
  expect(book.puzzles.map((p) => [p.difficulty, (p.puzzle as { rows: number }).rows])).toEqual(DIFFICULTIES.map((d) => [d, listSide(words, d)]));
});
