/**
 * Word Search's solver (`solve`: every choice of one reading a word, from the word kit's proof)
 * against its oracle (a naive scan from the rules, sharing no code with it), on small grids of
 * few letters where words read many times, or none, and on puzzles the generator makes; and what
 * keeps a proved grid off the page (`unfit`), named by the proof.
 */
import { describe, expect, it } from 'vitest';
import { disproof } from '../../../src/book/make.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { Rng } from '../../../src/engine/random.ts';
import { lexiconFor } from '../../../src/engine/wordkit/lexicon.ts';
import { offensiveCodes } from '../../../src/engine/wordkit/offensive.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { oracle } from '../../../src/kinds/word-search/oracle.ts';
import type { WordSearchPuzzle } from '../../../src/kinds/word-search/schema.ts';

const ALL = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'] as const;
/** Answers as comparable text, in any order. */
const key = (solutions: readonly object[]) => solutions.map((s) => JSON.stringify(s)).sort();

/** A small grid of the letters `abc`, and words read off it (or made up), so some read often and some never. */
function smallPuzzle(rng: Rng): WordSearchPuzzle {
  const [rows, cols] = [rng.range(2, 5), rng.range(2, 5)];
  const abc = ['A', 'B', 'C', 'D'].slice(0, rng.range(2, 4));
  const letters = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.pick(abc)));
  const words = Array.from({ length: rng.range(1, 3) }, () => Array.from({ length: rng.range(2, 3) }, () => rng.pick(abc)).join(''));
  return { rows, cols, letters, words, directions: [...ALL] };
}

/** Answers compared in full below this many. */
const CAP = 3000;

describe('the word-search solver', () => {
  it('finds every answer the oracle finds, and no other, on 400 small grids', () => {
    const rng = new Rng('test/word-search/solver');
    let none = 0;
    let many = 0;
    for (let i = 0; i < 400; i++) {
      const p = smallPuzzle(rng);
      const want = oracle(p, CAP);
      const got = kind.solve(p, CAP);
      expect(got.complete).toBe(true);
      // Past the cap each stops at its own first CAP answers: as many.
      if (want.length < CAP) expect(key(got.solutions), JSON.stringify(p)).toEqual(key(want));
      else expect(got.solutions).toHaveLength(CAP);
      if (want.length === 0) none++;
      if (want.length > 1) many++;
    }
    // The cases are varied: grids with no answer and grids with several.
    expect(none).toBeGreaterThan(20);
    expect(many).toBeGreaterThan(20);
  });

  it('stops at its limit', () => {
    const p: WordSearchPuzzle = { rows: 3, cols: 3, letters: [['A', 'A', 'A'], ['A', 'A', 'A'], ['A', 'A', 'A']], words: ['AA', 'AAA'], directions: [...ALL] };
    expect(kind.solve(p, 5).solutions).toHaveLength(5);
    expect(oracle(p, 5)).toHaveLength(5);
  });

  it('reads a palindrome once, the way forwards, and a hidden message from the letters left', () => {
    const p: WordSearchPuzzle = { rows: 2, cols: 5, letters: [['L', 'E', 'V', 'E', 'L'], ['H', 'I', 'Q', 'Q', 'Q']], words: ['level'], directions: ['W'], message: { length: 5 } };
    const solved = kind.solve(p, 5);
    expect(solved.solutions).toEqual([{ placements: [{ word: 'level', row: 0, col: 0, dir: 'E' }], message: 'HIQQQ' }]);
    expect(key(oracle(p, 5))).toEqual(key(solved.solutions));
  });

  it.each(['en', 'de', 'es', 'nl'])('agrees with the oracle on the puzzles it makes, in %s', (lang) =>
    inLanguage(lang, () => {
      for (const difficulty of ['easy', 'expert'] as const) {
        for (let i = 1; i <= 5; i++) {
          const made = kind.generate(new Rng(`test/word-search/solver/${lang}/${difficulty}/${i}`), kind.options.parse({ size: 10 }), difficulty)!;
          expect(oracle(made.puzzle, 2)).toEqual([made.solution]);
          expect(kind.solve(made.puzzle, 2).solutions).toEqual([made.solution]);
        }
      }
    }),
  );
});

describe('what keeps a proved grid off the page', () => {
  const lexicon = lexiconFor('en')!;
  const rude = offensiveCodes(lexicon)[0]!.map((c) => lexicon.alphabet.letters[c]!);

  it('an offensive word of the book\'s language read anywhere: named by place, never spelt out', () => {
    // The list's first entry written up a column beside a word; the answer is proved, and the grid still refused.
    const n = rude.length;
    const letters = Array.from({ length: n }, (_, r) => ['W', 'O', 'L', 'F', 'Q', rude[n - 1 - r]!].map((l, c) => (r === 0 || c === 5 ? l : 'Q')));
    const p: WordSearchPuzzle = { rows: n, cols: 6, letters, words: ['WOLF'], directions: ['E', 'N'] };
    const solution = { placements: [{ word: 'WOLF', row: 0, col: 0, dir: 'E' as const }] };
    const why = inLanguage('en', () => disproof('word-search', p, solution));
    expect(why).toMatch(/^its grid reads an offensive word of en's list \(\d+ letters\), from row \d+, column 6 to row 1, column 6$/);
    expect(why).not.toContain(rude.join(''));
    // Listed as a word of the puzzle, its letters are the list's own.
    const listed = { ...p, words: ['WOLF', rude.join('')] };
    const both = inLanguage('en', () => kind.solve(listed, 2).solutions);
    expect(both).toHaveLength(1);
    expect(inLanguage('en', () => disproof('word-search', listed, both[0]!))).toBeNull();
  });

  it('a word whose one reading lies inside another\'s', () => {
    const p: WordSearchPuzzle = { rows: 2, cols: 11, letters: [[...'CATERPILLAR'], [...'QQQQQQQQQQQ']], words: ['CAT', 'CATERPILLAR'], directions: ['E'] };
    const [solution] = kind.solve(p, 2).solutions;
    expect(kind.solve(p, 2).solutions).toHaveLength(1);
    expect(inLanguage('en', () => disproof('word-search', p, solution!))).toBe('CAT reads only inside CATERPILLAR, at row 1, column 1');
  });
});
