/**
 * A teacher's own list (issue 110): where the author names no size, the grid is sized to the
 * list (sizing.ts `listSide`), so 5 to 40 words make a puzzle at every band, each proved and
 * graded as a theme's, a band's bounds growing with a list longer than its grid's count (grade.ts
 * `bounds`: a band says how hard each word is to find, not how many there are); a size named too
 * small for the list's letters is refused naming the size that takes them, and a list whose
 * letters no grid holds is refused at every band alike. Made as a book makes them: a puzzle of
 * the band within a job's seed tries (make.ts SEED_TRIES), and a worksheet of them.
 */
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../../src/book/book.ts';
import { makeRecord, SEED_TRIES, seedOfTry } from '../../../src/book/make.ts';
import { specSchema } from '../../../src/book/spec.ts';
import { DIFFICULTIES, type Difficulty, refusalText } from '../../../src/engine/kind.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { gridOf, listSide } from '../../../src/kinds/word-search/sizing.ts';

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
      it(`${count} words at ${difficulty}: a ${rows}×${rows} grid holding every word, graded ${difficulty}`, () => {
        expect(rows).toBe(listSide(words, difficulty));
        expect(kind.refuses!(options, difficulty)).toBeNull();
        const record = made(words, difficulty);
        expect(record, `${count} words at ${difficulty}, ${rows}×${rows}`).not.toBeNull();
        expect(record!.difficulty).toBe(difficulty);
        expect([record!.puzzle.rows, record!.puzzle.cols]).toEqual([rows, rows]);
        expect(record!.puzzle.words.length).toBe(count);
      });
    }
  }
});

describe('an own list with a size asked', () => {
  it('too many letters for the size: refused, naming the size that takes them, where one is made', () => {
    const words = CLASS_LIST.slice(0, 30);
    const why = kind.refuses!(kind.options.parse({ words, size: 12 }), 'easy');
    expect(why).toMatchObject({ option: 'words', code: 'words-many', values: { rows: 12, cols: 12, letters: 160, most: 115, side: 20 } });
    expect(refusalText(why!)).toBe("words: the list's 160 letters do not fit in a 12×12 grid with room to spare (115 at most); a 20×20 grid takes them (leave the size out and the grid is sized to the list), or leave words out");
    expect(made(words, 'easy', 20)).not.toBeNull();
  });

  it('more letters than the largest grid holds: refused at every band alike', () => {
    const words = [...CLASS_LIST, 'blackcurrant', 'blueberry', 'cranberry', 'gooseberry', 'tangerine', 'nectarine', 'artichoke', 'asparagus', 'broccoli', 'cabbage', 'cucumber', 'spinach', 'lettuce', 'parsnip'];
    for (const difficulty of DIFFICULTIES) {
      const why = kind.refuses!(kind.options.parse({ words }), difficulty);
      expect(why).toMatchObject({ option: 'words', code: 'words-crowded', values: { letters: 329, rows: 20, cols: 20, most: 320 } });
      expect(refusalText(why!)).toMatch(/even in the largest grid, 20×20 \(320 at most\); leave words out$/);
    }
  });

  it('as the issue tried them: 10 words at easy 10×10, 8 at easy 12×12, 10 at hard 12×12 and 12 at easy 10×10 are made', () => {
    expect(made(CLASS_LIST.slice(0, 10), 'easy', 10)).not.toBeNull();
    expect(made(CLASS_LIST.slice(0, 8), 'easy', 12)).not.toBeNull();
    expect(made(CLASS_LIST.slice(0, 10), 'hard', 12)).not.toBeNull();
    expect(made(CLASS_LIST.slice(0, 12), 'easy', 10)).not.toBeNull();
  });
});

it('a worksheet of a class list at every band, each grid sized to it', () => {
  const words = CLASS_LIST.slice(0, 12);
  const book = makeBook(specSchema.parse({ title: 'Fruit', seed: 7, worksheet: true, sections: DIFFICULTIES.map((difficulty) => ({ kind: 'word-search', count: 1, difficulty, options: { words } })) }));
  expect(book.puzzles.map((p) => [p.difficulty, (p.puzzle as { rows: number }).rows])).toEqual(DIFFICULTIES.map((d) => [d, listSide(words, d)]));
});
