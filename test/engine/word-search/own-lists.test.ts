/**
 * A teacher's own list (issue 110): where the author names no size, the grid is sized to the
 * list (sizing.ts `listSide`), so 5 to 40 words make a worksheet at every band, each proved and
 * graded as a theme's, a band's bounds growing with a list longer than its grid's count (grade.ts
 * `bounds`: a band says how hard each word is to find, not how many there are); a size named too
 * small for the list's letters is refused naming the size that takes them, and a list whose
 * letters no grid holds is refused at every band alike. Made as a book makes them: a puzzle of
 * the band within a job's seed tries (make.ts SEED_TRIES), and a worksheet of them, each proved
 * again by the oracle. A hidden message with an own list or a theme ("Well done you" at easy
 * 10×10, a French message of 20 letters at expert 15×15) fills the cells it leaves with a theme's
 * spare words; where it cannot fit the size asked it is refused naming what would.
 */
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../../src/book/book.ts';
import { makeRecord, SEED_TRIES, seedOfTry } from '../../../src/book/make.ts';
import { specSchema } from '../../../src/book/spec.ts';
import { DIFFICULTIES, type Difficulty, refusalText } from '../../../src/engine/kind.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { oracle } from '../../../src/kinds/word-search/oracle.ts';
import type { WordSearchPuzzle, WordSearchSolution } from '../../../src/kinds/word-search/schema.ts';
import { gridOf, listSide } from '../../../src/kinds/word-search/sizing.ts';
import { leftOver } from '../../../src/kinds/word-search/steps.ts';

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

/** A puzzle proved afresh by the kind's oracle (a naive scan from the rules): every word read exactly once, its one answer the stored one, and no offensive word read. */
function expectProved(record: { puzzle: WordSearchPuzzle; solution: WordSearchSolution }) {
  expect(oracle(record.puzzle, 2)).toEqual([record.solution]);
  expect(kind.unfit!(record.puzzle)).toBeNull();
}

/** A worksheet of one puzzle a band from these options, as `puzzlebook worksheet` makes it (its seed fixed), in `language`. */
const sheet = (options: Record<string, unknown>, language = 'en', bands: readonly Difficulty[] = DIFFICULTIES) =>
  makeBook(specSchema.parse({ title: 'Class', seed: 7, language, worksheet: true, sections: bands.map((difficulty) => ({ kind: 'word-search', count: 1, difficulty, options })) })).puzzles as unknown as {
    difficulty: Difficulty;
    puzzle: WordSearchPuzzle;
    solution: WordSearchSolution;
  }[];

describe('an own list with no size asked: a worksheet at every band', () => {
  for (const count of [5, 8, 10, 12, 20, 40]) {
    it(`${count} words: ${DIFFICULTIES.map((d) => `${d} ${listSide(CLASS_LIST.slice(0, count), d)}×${listSide(CLASS_LIST.slice(0, count), d)}`).join(', ')}, each word hidden once`, () => {
      const words = CLASS_LIST.slice(0, count);
      const options = kind.options.parse({ words });
      for (const difficulty of DIFFICULTIES) {
        expect(gridOf(options, difficulty).rows).toBe(listSide(words, difficulty));
        expect(kind.refuses!(options, difficulty)).toBeNull();
      }
      const made = sheet({ words });
      expect(made.map((p) => p.difficulty)).toEqual([...DIFFICULTIES]);
      for (const record of made) {
        const side = listSide(words, record.difficulty);
        expect([record.puzzle.rows, record.puzzle.cols]).toEqual([side, side]);
        expect(record.puzzle.words).toHaveLength(count);
        expectProved(record);
      }
    });
  }

  it('30 words, as a book makes each band: graded the band, the list whole', () => {
    const words = CLASS_LIST.slice(0, 30);
    for (const difficulty of DIFFICULTIES) {
      const record = made(words, difficulty);
      expect(record, `30 words at ${difficulty}`).not.toBeNull();
      expect(record!.difficulty).toBe(difficulty);
      expect(record!.puzzle.words).toHaveLength(30);
    }
  });

  it("a band's range grows with a list longer than its grid's count: 40 words at easy on a 20×20 begin medium at 212.4 where a theme's 24 begin it at 132.8", () => {
    const grid = (n: number) => ({ rows: 20, cols: 20, words: CLASS_LIST.slice(0, n) });
    expect(kind.bounds(grid(24) as never)[0]).toBe(132.8);
    expect(kind.bounds(grid(40) as never)[0]).toBe(212.4);
    // A shorter list keeps the size's range.
    expect(kind.bounds(grid(10) as never)).toEqual(kind.bounds(grid(24) as never));
  });
});

describe('an own list with a size asked', () => {
  it('too many letters for the size: refused, naming the size that takes them, where one is made', () => {
    const words = CLASS_LIST.slice(0, 30);
    const why = kind.refuses!(kind.options.parse({ words, size: 12 }), 'easy');
    expect(why).toMatchObject({ option: 'words', code: 'words-many', values: { rows: 12, cols: 12, letters: 160, most: 115, side: 18 } });
    expect(refusalText(why!)).toBe("words: the list's 160 letters do not fit in a 12×12 grid with room to spare (115 at most); an 18×18 grid takes them (leave the size out and the grid is sized to the list), or leave words out");
    expect(made(words, 'easy', 18)).not.toBeNull();
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

describe('a hidden message with an own list or a theme', () => {
  it('"Well done you" at easy 10×10 with a class\'s 10 words: spare words of the theme nearest the list fill the cells the message leaves', () => {
    const words = CLASS_LIST.slice(0, 10);
    const options = { words, message: 'Well done you', size: 10 };
    expect(kind.refuses!(kind.options.parse(options), 'easy')).toBeNull();
    const [easy] = sheet(options);
    expect([easy!.puzzle.rows, easy!.difficulty]).toEqual([10, 'easy']);
    expect(easy!.solution.message).toBe('WELLDONEYOU');
    expect(leftOver(easy!.puzzle, easy!.solution.placements)).toBe('WELLDONEYOU');
    // The list's own words, and the fruit theme's beside them.
    expect(easy!.puzzle.words).toEqual(expect.arrayContaining(words.map((w) => w.toUpperCase())));
    expect(easy!.puzzle.words.length).toBeGreaterThan(10);
    for (const record of sheet({ words, message: 'Well done you' })) {
      expect(record.solution.message).toBe('WELLDONEYOU');
      expectProved(record);
    }
  });

  it('"Well done you" at easy 10×10 with a theme, and at every band with the size left out (the grid the message fits)', () => {
    const [easy] = sheet({ theme: 'animals', message: 'Well done you', size: 10 });
    expect(easy!.solution.message).toBe('WELLDONEYOU');
    expectProved(easy!);
    const free = sheet({ theme: 'animals', message: 'Well done you' });
    expect(free.map((p) => p.puzzle.rows)).toEqual(DIFFICULTIES.map((d) => gridOf(kind.options.parse({ message: 'Well done you' }), d).rows));
    for (const record of free) {
      expect(record.solution.message).toBe('WELLDONEYOU');
      expectProved(record);
    }
  });

  it('a French message of 20 letters at expert 15×15, from a theme and from a class\'s own list', () => {
    const message = 'Bravo les petits lutins';
    for (const options of [{ message, size: 15 }, { message, size: 15, words: ['lapin', 'cheval', 'vache', 'cochon', 'mouton', 'chèvre', 'poule', 'canard', 'chien', 'chat', 'souris', 'renard', 'loup', 'ours', 'tigre', 'lion', 'zèbre', 'girafe'] }]) {
      expect(kind.refuses!(kind.options.parse(options), 'expert')).toBeNull();
      const [expert] = sheet(options, 'fr', ['expert']);
      expect([expert!.puzzle.rows, expert!.puzzle.cols]).toEqual([15, 15]);
      expect(expert!.solution.message).toBe('BRAVOLESPETITSLUTINS');
      expectProved(expert!);
    }
  });

  it('long own lists with a message at medium and hard (made by the exact-cover search of message.ts; the search by spares longest first made none of these)', () => {
    for (const [count, message, difficulty] of [
      [15, 'Well done', 'medium'],
      [30, 'You are all stars today', 'hard'],
      [40, 'Great work everyone', 'medium'],
    ] as const) {
      const [record] = sheet({ words: CLASS_LIST.slice(0, count), message }, 'en', [difficulty]);
      const letters = message.toUpperCase().replace(/[^A-Z]/g, '');
      expect(record!.difficulty).toBe(difficulty);
      expect(record!.solution.message).toBe(letters);
      expect(leftOver(record!.puzzle, record!.solution.placements)).toBe(letters);
      expect(record!.puzzle.words).toEqual(expect.arrayContaining(CLASS_LIST.slice(0, count).map((w) => w.toUpperCase())));
      expectProved(record!);
    }
  });

  it('where a message cannot fit the size asked, refused naming what would', () => {
    const short = kind.refuses!(kind.options.parse({ theme: 'animals', message: 'Well done you', size: 20 }), 'easy');
    expect(short).toMatchObject({ option: 'message', code: 'message-short', values: { letters: 11, rows: 20, cols: 20, least: 100, cover: 300 } });
    expect(refusalText(short!)).toBe(
      "message: its 11 letters leave 389 of the 20×20 grid's cells to the words, more than words cover around a message (300: a theme's words); a message of 100 letters or more, or a 10×10 grid (leave the size out and the grid is sized to it)",
    );
    const long = kind.refuses!(kind.options.parse({ words: CLASS_LIST.slice(0, 20), message: 'Well done you', size: 10 }), 'easy');
    expect(long).toMatchObject({ option: 'message', code: 'message-long', values: { letters: 11, rows: 10, cols: 10, own: 102 } });
    expect(refusalText(long!)).toMatch(/too few for the list's 102 letters with room to cross and fill; a 13×13 grid \(leave the size out and the grid is sized to it\), or leave words out$/);
    // A theme whose words are fewer than the cells the message leaves, in the book's language: named when the puzzle is made.
    expect(() => makeBook(specSchema.parse({ title: 'x', seed: 1, worksheet: true, sections: [{ kind: 'word-search', count: 1, difficulty: 'easy', options: { theme: 'body', message: 'Hello everyone in the class', size: 16 } }] }))).toThrow(
      /message: its 23 letters leave 233 cells of the 16×16 grid to the words, and the Body theme's words have 211 letters; a message of 45 letters or more, or a smaller grid/
    );
  });
});

it('a worksheet of a class list at every band, each grid sized to it', () => {
  const words = CLASS_LIST.slice(0, 12);
  const book = makeBook(specSchema.parse({ title: 'Fruit', seed: 7, worksheet: true, sections: DIFFICULTIES.map((difficulty) => ({ kind: 'word-search', count: 1, difficulty, options: { words } })) }));
  expect(book.puzzles.map((p) => [p.difficulty, (p.puzzle as { rows: number }).rows])).toEqual(DIFFICULTIES.map((d) => [d, listSide(words, d)]));
});
