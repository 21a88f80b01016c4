// The Cryptogram in English: the search held to a brute force over every key on a small
// dictionary, the proof held to the oracle on puzzles of every band, THE WORM that reads THE WORK
// given letters until it does not, an author's text refused for a word the dictionary lacks, the
// layout never splitting a word, the answer check said from the rules, the text form read back, the
// steps replayed against the answer, and the game played to its end (play.ts).
import { describe, expect, it } from 'vitest';
import { SEED_TRIES, seedOfTry } from '../../../src/book/make.ts';
import { DIFFICULTIES, refusalText } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { lexiconFor } from '../../../src/engine/wordkit/lexicon.ts';
import { apostropheOf, formsFor, isForm } from '../../../src/engine/wordkit/forms.ts';
import { proofKeys, readText } from '../../../src/kinds/cryptogram/answers.ts';
import { kind } from '../../../src/kinds/cryptogram/index.ts';
import { oracle } from '../../../src/kinds/cryptogram/oracle.ts';
import { game } from '../../../src/kinds/cryptogram/play.ts';
import type { CryptogramPuzzle } from '../../../src/kinds/cryptogram/schema.ts';
import { emptyKey, keys, treeOf } from '../../../src/kinds/cryptogram/search.ts';
import { solveSteps } from '../../../src/kinds/cryptogram/steps.ts';
import { cellOf, layoutOf } from '../../../src/kinds/cryptogram/view.ts';

/** A puzzle of the band from `seed`, or the next seed's, as a book tries seeds (SEED_TRIES). */
function made(seed: string, options: object, difficulty: (typeof DIFFICULTIES)[number]) {
  for (let t = 0; t < SEED_TRIES; t++) {
    const m = kind.generate(new Rng(seedOfTry(seed, t)), kind.options.parse(options), difficulty);
    if (m) return m;
  }
  return null;
}
const { alphabet } = lexiconFor('en')!;

/** A text enciphered by shifting each letter `by` places (no letter itself for 0 < by < 26). */
const shifted = (text: string, by: number) => text.replace(/[A-Z]/g, (ch) => String.fromCharCode(((ch.charCodeAt(0) - 65 + by) % 26) + 65));

describe('Cryptogram', () => {
  it('finds every key a brute force over a small dictionary finds, and no other', () => {
    // Six letters, a dictionary of a few words: every key from the cipher's letters to any letters, tried one by one.
    const words = ['ABE', 'BED', 'CAB', 'DAB', 'BAD', 'FED', 'FAD', 'ACE', 'DEAF', 'FADE', 'BEAD', 'CAFE', 'DEED'];
    const codes = (w: string) => [...w].map((ch) => ch.charCodeAt(0) - 65);
    const tree = treeOf(words.map(codes));
    const n = 26;
    for (const cipher of [['BCD', 'EFAB'], ['CAB', 'ABE'], ['DEF', 'EFDD'], ['ABC', 'CBA', 'DEF']]) {
      const tokens = cipher.map((w) => ({ at: [], codes: codes(w) }));
      const found = keys([tree], tokens, emptyKey(n), n, 1000, Infinity);
      expect(found.complete).toBe(true);
      const got = found.keys.map((k) => cipher.map((w) => codes(w).map((c) => String.fromCharCode(k.plain[c]! + 65)).join('')).join(' ')).sort();
      // Brute force: every reading of the first word, then every word's reading checked letter by letter.
      const letters = [...new Set(cipher.join(''))];
      const want = new Set<string>();
      const choose = (i: number, map: Map<string, string>) => {
        if (i === letters.length) {
          const read = cipher.map((w) => [...w].map((ch) => map.get(ch)!).join(''));
          if (read.every((w) => words.includes(w))) want.add(read.join(' '));
          return;
        }
        for (const p of 'ABCDEF') {
          if (p === letters[i] || [...map.values()].includes(p)) continue;
          map.set(letters[i]!, p);
          choose(i + 1, map);
          map.delete(letters[i]!);
        }
      };
      choose(0, new Map());
      expect(got, cipher.join(' ')).toEqual([...want].sort());
    }
  });

  it('reads THE EARLY BIRD CATCHES THE WORM two ways with no letter given, and gives letters until it reads one', () => {
    const cipher = shifted('THE EARLY BIRD CATCHES THE WORM.', 3);
    const bare: CryptogramPuzzle = { cipher, given: {} };
    const two = proofKeys(bare, 2);
    expect(two.complete).toBe(true);
    expect(two.keys).toHaveLength(2);
    const m = made('worm', { text: 'The early bird catches the worm.' }, 'hard');
    expect(m).not.toBeNull();
    expect(Object.keys(m!.puzzle.given).length).toBeGreaterThan(0);
    expect(kind.solve(m!.puzzle, 2).solutions).toHaveLength(1);
    expect(m!.solution.text).toBe('The early bird catches the worm.');
  });

  it('proves each puzzle of every band one reading of the dictionary, as the oracle does, with no letter for itself', () => {
    for (const difficulty of DIFFICULTIES) {
      for (let seed = 0; seed < 3; seed++) {
        const m = made(`proof/${seed}`, {}, difficulty);
        expect(m, `${difficulty} ${seed}`).not.toBeNull();
        const { puzzle, solution } = m!;
        expect(m!.difficulty).toBe(difficulty);
        const found = oracle(puzzle, 2);
        expect(found.map((s) => kind.sameAnswer!(s, solution))).toEqual([true]);
        for (const [c, l] of Object.entries(solution.key)) expect(c).not.toBe(l);
        expect(kind.check(puzzle, solution)).toBeNull();
        // Each word of the saying a word form: the proof's dictionary holds the answer.
        const read = readText(solution.text, alphabet)!;
        for (const t of read.tokens) expect(isForm(formsFor('en')!, t.codes)).toBe(true);
      }
    }
  });

  it("keeps an apostrophe's word whole, as the dictionary holds DON'T and IT'S", () => {
    const forms = formsFor('en')!;
    const read = readText("Don't count your chickens; it's late.", alphabet)!;
    expect(read.tokens.map((t) => t.codes.map((c) => (c === apostropheOf(forms) ? "'" : alphabet.letters[c])).join(''))).toEqual(["DON'T", 'COUNT', 'YOUR', 'CHICKENS', "IT'S", 'LATE']);
    for (const t of read.tokens) expect(isForm(forms, t.codes)).toBe(true);
  });

  it("refuses an author's text with a word the dictionary lacks, or too few letters, naming it", () => {
    expect(refusalText(kind.refuses!(kind.options.parse({ text: 'My friend Zorblax likes apples.' }), 'easy')!)).toMatch(/"ZORBLAX" is not in the language's dictionary/);
    expect(refusalText(kind.refuses!(kind.options.parse({ text: 'Hi there.' }), 'easy')!)).toMatch(/has 7 letters; a cryptogram takes 12 to 160/);
    expect(kind.refuses!(kind.options.parse({ text: 'A good book is a friend that never leaves.' }), 'easy')).toBeNull();
  });

  it('sets the saying in lines, never splitting a word, each line within its width', () => {
    const m = made('layout', {}, 'hard')!;
    const layout = layoutOf(m.puzzle);
    const words = m.puzzle.cipher.split(/\s+/);
    let i = 0;
    for (const w of words) {
      const lines = new Set([...w].map((_, k) => layout.at[i + k]!.line));
      expect(lines.size, w).toBe(1);
      i += [...w].length + 1;
    }
    for (const p of layout.at) if (p) expect(p.col).toBeLessThan(layout.cols);
  });

  it('says what is wrong with an answer from the rules', () => {
    const { puzzle, solution } = made('check', {}, 'medium')!;
    const first = Object.keys(solution.key)[0]!;
    const second = Object.keys(solution.key)[1]!;
    // A letter for two code letters: the answer with one code letter's letter written for another's too.
    const swapped = [...solution.text.toUpperCase()].map((ch, i) => ([...puzzle.cipher][i] === second ? solution.key[first]! : ch)).join('');
    expect(kind.check(puzzle, { text: swapped, key: {} })).toMatch(/is written for two code letters/);
    expect(kind.check(puzzle, { text: 'SHORT', key: {} })).toMatch(/letters, but the code has/);
  });

  it('reads its text form back as the puzzle it was written from', () => {
    const { puzzle } = made('text', {}, 'hard')!;
    expect(kind.block!.read(kind.text(puzzle))).toEqual(puzzle);
    expect(kind.block!.problem('')).toMatch(/no code/);
  });

  it("replays each step of the step solver against the answer: every letter it writes is the answer's", () => {
    for (const difficulty of DIFFICULTIES) {
      const { puzzle, solution } = made(`steps/${difficulty}`, {}, difficulty)!;
      const log = solveSteps(puzzle, 4);
      expect(log.solved).toBe(true);
      const layout = layoutOf(puzzle);
      for (const step of log.steps) {
        expect(step.say.length).toBeGreaterThan(10);
        for (const p of step.place) {
          const code = [...puzzle.cipher][layout.charAt.get(p.cell)!]!;
          expect(alphabet.letters[p.value - 1]).toBe(solution.key[code]);
        }
      }
    }
  });

  it('is played to the end: a letter typed in one box fills every box of its code letter, the given letters kept', () => {
    const { puzzle, solution } = made('play', {}, 'medium')!;
    const layout = layoutOf(puzzle);
    let state = game.startState(puzzle);
    const letterAt = (s: typeof state, cell: number) => s.letters[Math.floor(cell / layout.cols)]![cell % layout.cols];
    const chars = [...puzzle.cipher];
    // The given letters are on the board from the start, in every box of their code letter.
    chars.forEach((ch, i) => {
      if (ch in puzzle.given) expect(letterAt(state, cellOf(layout, i))).toBe(puzzle.given[ch]);
    });
    expect(game.verdict(puzzle, solution, state).solved).toBe(false);
    const open = [...new Set(chars.filter((ch) => ch in solution.key && !(ch in puzzle.given)))];
    for (const code of open) {
      const i = chars.indexOf(code);
      const typed = game.typeLetter(puzzle, state, { cell: cellOf(layout, i), across: true }, solution.key[code]!);
      state = typed.outcome!.move!;
      // Every box of that code letter holds it.
      chars.forEach((ch, k) => {
        if (ch === code) expect(letterAt(state, cellOf(layout, k))).toBe(solution.key[code]);
      });
    }
    expect(game.verdict(puzzle, solution, state).solved).toBe(true);
    // Rubbing one out rubs out all its code letter's boxes.
    const code = open[0]!;
    const rubbed = game.rubOut(puzzle, state, { cell: cellOf(layout, chars.indexOf(code)), across: true }, false).outcome!.move!;
    chars.forEach((ch, k) => {
      if (ch === code) expect(letterAt(rubbed, cellOf(layout, k))).toBeNull();
    });
    // A hint on a fresh board reads a word by the step solver's sentence.
    const hint = game.hint(puzzle, solution, game.startState(puzzle));
    expect(hint.type).toBe('step');
    expect((hint as { say: string }).say).toMatch(/only [A-Z']+/);
  });
});
