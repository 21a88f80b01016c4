import type { Placement, Step, StepLog, Stepper } from '../../engine/steps.ts';
import { listOf } from '../../engine/words.ts';
import { answerKey, knownTrees, readCipher, solutionOf } from './answers.ts';
import type { Token } from './cipher.ts';
import type { CryptogramPuzzle, CryptogramSolution } from './schema.ts';
import { copyKey, distinct, type Key, readings, setPair } from './search.ts';
import { boxKey, cellOf, layoutOf } from './view.ts';
import { type CryptogramTechnique, ladder, words } from './words.ts';

/**
 * The Cryptogram's step solver: a step reads one word of the cipher as the only word a reader
 * knows that fits it (the language's most common words and the saying's own, answers.ts), its new
 * letters set wherever their code letters stand; the easiest such word first, by what makes it
 * stand out (words.ts). At the top, a letter fixed by trying the most frequent code letters left.
 * A step is never wrong: the saying's own words are among those tried, so a word that only one
 * fits is read right.
 */

const LEVEL: Readonly<Record<CryptogramTechnique, number>> = { alone: 1, last: 1, pattern: 2, known: 3, frequency: 4 };
/** The most frequent code letters left that the top step tries. */
const FREQUENT = 3;

/** What makes a word stand out, with `unknown` code letters of it still to find. */
function techniqueOf(token: Token, unknown: number, letters: number): CryptogramTechnique {
  if (token.codes.length === 1) return 'alone';
  if (unknown === 1) return 'last';
  const seen = new Set<number>();
  for (const c of token.codes) {
    if (c >= letters || seen.has(c)) return 'pattern';
    seen.add(c);
  }
  return 'known';
}

/** The steps at `level`, said where `said`; `known` the letters on the board (a player's right ones). */
export function solveSteps(puzzle: CryptogramPuzzle, level: number, known: readonly Placement[] = [], said = true): StepLog {
  const read = readCipher(puzzle);
  const layout = layoutOf(puzzle);
  const { alphabet, letters } = read;
  const key: Key = copyKey(read.start);
  for (const k of known) {
    const i = layout.charAt.get(k.cell);
    const g = i === undefined ? undefined : read.glyphs[i];
    if (g && 'letter' in g) setPair(key, g.letter, k.value - 1);
  }
  const used = new Set<number>();
  const count = new Map<number, number>();
  for (const g of read.glyphs) if ('letter' in g) {
    used.add(g.letter);
    count.set(g.letter, (count.get(g.letter) ?? 0) + 1);
  }
  const solved = () => [...used].every((c) => key.plain[c]! >= 0);
  const trees = knownTrees(puzzle, answerKey(puzzle));
  const steps: Step[] = [];
  if (!trees) return { steps, solved: solved() };
  const work = { spent: 0, budget: Infinity };
  const cellsOfLetters = (codes: ReadonlySet<number>) => read.glyphs.flatMap((g, i) => ('letter' in g && codes.has(g.letter) ? [cellOf(layout, i)] : []));
  const spell = (codes: readonly number[], map: (c: number) => number) => codes.map((c) => (c < letters ? alphabet.letters[map(c)] : "'")).join('');
  const place = (pairs: [number, number][], technique: CryptogramTechnique, from: number[], say: () => string) => {
    for (const [c, p] of pairs) setPair(key, c, p);
    const codes = new Set(pairs.map(([c]) => c));
    const value = new Map(pairs);
    const placed = read.glyphs.flatMap((g, i) => ('letter' in g && codes.has(g.letter) ? [{ cell: cellOf(layout, i), value: value.get(g.letter)! + 1 }] : []));
    steps.push({ technique, from, place: placed, strike: [], say: said ? say() : '' });
  };
  const words_ = distinct(read.tokens);
  const top = Math.min(level, 3);
  for (;;) {
    let step: { token: Token; technique: CryptogramTechnique; reading: number[] } | null = null;
    for (let lvl = 1; lvl <= top && !step; lvl++) {
      for (const token of words_) {
        const unknown = new Set(token.codes.filter((c) => c < letters && key.plain[c]! < 0)).size;
        if (unknown === 0) continue;
        const technique = techniqueOf(token, unknown, letters);
        if (LEVEL[technique] !== lvl) continue;
        let reading: number[] = [];
        if (readings(trees, token, key, letters, 2, work, (w) => void (reading = [...w])) === 1) {
          step = { token, technique, reading };
          break;
        }
      }
    }
    if (step) {
      const { token, technique, reading } = step;
      const pairs: [number, number][] = [];
      token.codes.forEach((c, i) => {
        if (c < letters && key.plain[c]! < 0 && !pairs.some(([x]) => x === c)) pairs.push([c, reading[i]!]);
      });
      const cipher = spell(token.codes, (c) => c);
      const word = spell(reading, (c) => c);
      place(pairs, technique, token.at.map((i) => cellOf(layout, i)).filter((c) => c >= 0), () =>
        words.steps[technique as Exclude<CryptogramTechnique, 'frequency'>]({ cipher, word, pairs: listOf(pairs.map(([c, p]) => words.parts.pair({ cipher: alphabet.letters[c]!, letter: alphabet.letters[p]! })), 'and') }),
      );
      continue;
    }
    if (level < 4) break;
    // The most frequent code letters left, each tried as every letter left: one only keeps every word a word.
    const left = [...used].filter((c) => key.plain[c]! < 0).sort((a, b) => count.get(b)! - count.get(a)! || a - b).slice(0, FREQUENT);
    let fixed: [number, number] | null = null;
    let tried = 0;
    for (const c of left) {
      const fits: number[] = [];
      tried = 0;
      for (let p = 0; p < letters && fits.length < 2; p++) {
        if (p === c || key.cipher[p]! >= 0) continue;
        tried++;
        setPair(key, c, p);
        if (words_.every((t) => readings(trees, t, key, letters, 1, work) > 0)) fits.push(p);
        key.plain[c] = -1;
        key.cipher[p] = -1;
      }
      if (fits.length === 1) {
        fixed = [c, fits[0]!];
        break;
      }
    }
    if (!fixed) break;
    const [c, p] = fixed;
    place([fixed], 'frequency', cellsOfLetters(new Set([c])), () => words.steps.frequency({ cipher: alphabet.letters[c]!, letter: alphabet.letters[p]!, count: count.get(c)! }));
    // Each other letter tried and seen to leave a word unreadable is an alternative tested on paper.
    steps[steps.length - 1]!.paper = tried - 1;
  }
  return { steps, solved: solved() };
}

/** The answer a log writes: the key each code letter was given (the printed pairs and every step's), or null where a code letter stays open. */
export function reachOf(puzzle: CryptogramPuzzle, steps: readonly Step[]): CryptogramSolution | null {
  const read = readCipher(puzzle);
  const layout = layoutOf(puzzle);
  const key = copyKey(read.start);
  for (const s of steps) {
    for (const p of s.place) {
      const g = read.glyphs[layout.charAt.get(p.cell) ?? -1];
      if (g && 'letter' in g) setPair(key, g.letter, p.value - 1);
    }
  }
  return solutionOf(read, key);
}

export const stepper: Stepper<CryptogramPuzzle, CryptogramSolution> = {
  ladder: words.ladder,
  steps: (puzzle, level, known) => solveSteps(puzzle, level, known),
  reach: reachOf,
  cellKey: (puzzle, cell) => boxKey(layoutOf(puzzle), cell),
};

export { ladder };
