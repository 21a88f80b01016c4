// Word Scramble in English: the proof held to the oracle on many puzzles of every band, a
// scramble with two answers refused or given its first letter, the author's own words, the answer
// check said from the rules, the text form read back, and the game played to its end (play.ts).
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { anagramsOf, formsFor } from '../../../src/engine/wordkit/forms.ts';
import { lexiconFor } from '../../../src/engine/wordkit/lexicon.ts';
import { refusalText } from '../../../src/engine/kind.ts';
import { itemAnswers } from '../../../src/kinds/word-scramble/answers.ts';
import { kind } from '../../../src/kinds/word-scramble/index.ts';
import { oracle } from '../../../src/kinds/word-scramble/oracle.ts';
import { game } from '../../../src/kinds/word-scramble/play.ts';
import type { WordScramblePuzzle } from '../../../src/kinds/word-scramble/schema.ts';
import { cellOf } from '../../../src/kinds/word-scramble/view.ts';

const made = (seed: string, options: object, difficulty: (typeof DIFFICULTIES)[number]) => kind.generate(new Rng(seed), kind.options.parse(options), difficulty);
const { alphabet } = lexiconFor('en')!;
const codes = (w: string) => alphabet.codesOf(w)!;

describe('Word Scramble', () => {
  it('proves each scramble one word of the dictionary and the final one, as the oracle does, at every band', () => {
    for (const difficulty of DIFFICULTIES) {
      for (let seed = 0; seed < 8; seed++) {
        const m = made(`ws/${difficulty}/${seed}`, {}, difficulty);
        expect(m, `${difficulty} ${seed}`).not.toBeNull();
        expect(oracle(m!.puzzle, 2)).toEqual([m!.solution]);
        expect(kind.solve(m!.puzzle, 2).solutions).toEqual([m!.solution]);
        // No scramble reads as a word, nor keeps more than a third of its letters in place.
        for (const [i, item] of m!.puzzle.items.entries()) {
          expect(anagramsOf(formsFor('en')!, codes(item.scrambled), 1, []).length >= 1).toBe(true);
          expect(itemAnswers({ scrambled: item.scrambled }, 5)).not.toContain(item.scrambled);
          const word = m!.solution.words[i]!;
          expect([...item.scrambled].filter((l, k) => l === word[k]).length).toBeLessThanOrEqual(Math.floor(word.length / 3));
        }
        expect(m!.difficulty).toBe(difficulty);
        // Easy prints every first letter; a final at hard and expert.
        if (difficulty === 'easy') expect(m!.puzzle.items.every((it) => it.first !== undefined)).toBe(true);
        expect(m!.puzzle.final !== undefined).toBe(difficulty === 'hard' || difficulty === 'expert');
      }
    }
  });

  it('finds the second answer a scramble has, and prints a first letter only where it leaves one', () => {
    // LISTEN's letters spell ENLIST, INLETS, SILENT and TINSEL too.
    const listen: WordScramblePuzzle = { items: [{ scrambled: 'TESLIN' }] };
    expect(kind.solve(listen, 10).solutions.map((s) => s.words[0]).sort()).toEqual(['ENLIST', 'INLETS', 'LISTEN', 'SILENT', 'TINSEL']);
    expect(oracle(listen, 10).length).toBe(5);
    expect(kind.solve({ items: [{ scrambled: 'TESLIN', first: 'L' }] }, 10).solutions).toEqual([{ words: ['LISTEN'] }]);
    // An author's word whose letters and first letter spell another is refused before anything is made.
    const why = kind.refuses!(kind.options.parse({ words: ['stain', 'tiger', 'zebra'] }), 'medium');
    expect(why && refusalText(why)).toMatch(/^words: "stain" and (SATIN|SAINT) have the same letters and first letter/);
    const not = kind.refuses!(kind.options.parse({ words: ['tigre', 'zebra', 'lion'] }), 'easy');
    expect(not && refusalText(not)).toMatch(/"tigre" is not in the language's dictionary/);
    // LISTEN in an author's list is made, its first letter printed.
    const own = made('own', { words: ['listen', 'tiger', 'zebra', 'giraffe'] }, 'medium') ?? made('own2', { words: ['listen', 'tiger', 'zebra', 'giraffe'] }, 'hard');
    expect(own).not.toBeNull();
    const at = own!.solution.words.indexOf('LISTEN');
    expect(own!.puzzle.items[at]!.first).toBe('L');
    expect(own!.solution.words.slice().sort()).toEqual(['GIRAFFE', 'LISTEN', 'TIGER', 'ZEBRA']);
  });

  it('says what is wrong with an answer from the rules', () => {
    const m = made('check', {}, 'hard')!;
    const { puzzle, solution } = m;
    expect(kind.check(puzzle, solution)).toBeNull();
    const words = [...solution.words];
    words[0] = words[0]!.slice(1);
    expect(kind.check(puzzle, { ...solution, words })).toMatch(/^Word 1, .*, should have \d+ letters\.$/);
    const swapped = [...solution.words];
    swapped[0] = [...swapped[0]!].reverse().join('');
    if (swapped[0] !== solution.words[0]) expect(kind.check(puzzle, { ...solution, words: swapped })).toMatch(/^Word 1, .*(is not the word its letters make|should begin with)/);
    expect(kind.check(puzzle, { ...solution, final: 'ZZZZ' })).toMatch(/^The final answer, ZZZZ, is not spelt with the circled letters/);
  });

  it('reads its text form back as the puzzle it was written from', () => {
    const m = made('text', {}, 'expert')!;
    const { clue, ...final } = m.puzzle.final!;
    expect(clue).toBeDefined();
    expect(kind.block!.read(kind.text(m.puzzle))).toEqual({ ...m.puzzle, final });
    expect(kind.block!.problem('1. GTIER\nsomething else')).toMatch(/line 2 is neither a word/);
  });

  it('is played to the end: each word typed along its boxes, the first letters printed and kept', () => {
    const m = made('play', {}, 'easy')!;
    const { puzzle, solution } = m;
    let state = game.startState(puzzle);
    // The printed first letters are on the board from the start.
    const cols = Math.max(...puzzle.items.map((it) => it.scrambled.length));
    puzzle.items.forEach((it, i) => expect(state.letters[Math.floor(cellOf(puzzle, i, 0) / cols)]![0]).toBe(it.first));
    expect(game.verdict(puzzle, solution, state).solved).toBe(false);
    for (const [i, word] of solution.words.entries()) {
      let cursor = { cell: cellOf(puzzle, i, 1), across: true };
      for (const letter of [...word].slice(1)) {
        const typed = game.typeLetter(puzzle, state, cursor, letter);
        const next = typed.outcome?.move ?? typed.outcome?.update;
        if (next) state = next;
        cursor = typed.cursor;
      }
    }
    expect(game.verdict(puzzle, solution, state).solved).toBe(true);
    // A hint on a fresh board names a word and its letters mixed up.
    const hint = game.hint(puzzle, solution, game.startState(puzzle));
    expect(hint.type).toBe('step');
    expect((hint as { say: string }).say).toMatch(/^Word \d+, [A-Z]+, is [A-Z]+:/);
  });
});
