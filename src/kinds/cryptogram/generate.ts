import type { Difficulty, Made, Refusal } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import type { Rng } from '../../engine/random.ts';
import { sayingsFor } from '../../engine/wordkit/sayings.ts';
import { answerKey, proofKeys, readCipher, readText, unknownWords, wordsHere } from './answers.ts';
import { type CryptogramGrade, grading, measure } from './grade.ts';
import { written } from './cipher.ts';
import { type CryptogramOptions, type CryptogramPuzzle, type CryptogramSolution, FEWEST_LETTERS, MOST_LETTERS, sortedPairs } from './schema.ts';
import { solveSteps } from './steps.ts';
import { layoutOf } from './view.ts';

/** Tries a seed gets before the band is given up there. */
const ATTEMPTS = 24;
const LEVEL: Readonly<Record<Difficulty, number>> = { easy: 1, medium: 2, hard: 3, expert: 4 };
/**
 * The code letters a band's proverbs use (a proverb uses 10 to 16, 13 the median): a child's
 * easy saying is short, an expert one has more to find. An author's text is taken as it is.
 */
const CODE_LETTERS: Readonly<Record<Difficulty, readonly [number, number]>> = { easy: [0, 13], medium: [10, 15], hard: [11, 99], expert: [13, 99] };

/** A text's letters, or null where one is a letter no grid of the language prints. */
function lettersIn(text: string): number | null {
  const read = readText(text, wordsHere().alphabet);
  return read ? read.glyphs.filter((g) => 'letter' in g).length : null;
}

/** Why a band cannot be made with these options, naming what can; null where it can. */
export function refusal(options: CryptogramOptions, _difficulty: Difficulty): string | Refusal | null {
  if (options.text === undefined) return null;
  const letters = lettersIn(options.text);
  if (letters === null) return { option: 'text', code: 'text-letters', values: {}, message: "has a letter the language's grid cannot print (another script, or a symbol): write it in the language's letters" };
  if (letters < FEWEST_LETTERS || letters > MOST_LETTERS) return { option: 'text', code: 'text-length', values: { letters, least: FEWEST_LETTERS, most: MOST_LETTERS }, message: `has ${letters} letters; a cryptogram takes ${FEWEST_LETTERS} to ${MOST_LETTERS}` };
  const unknown = unknownWords(options.text);
  if (unknown.length > 0) return { option: 'text', code: 'not-a-word', values: { word: unknown[0]! }, message: `"${unknown[0]}" is not in the language's dictionary, so no one could prove the saying the only reading of its code; write it as the dictionary does, or choose another word` };
  return null;
}

/** The sayings of the book's language a cryptogram can prove (every word a word form, letters enough and not too many), each with its code letters' count. */
const usable = new Map<string, { text: string; letters: number }[]>();
function sayingsHere(): { sayings: { text: string; letters: number }[]; source: string } {
  const file = sayingsFor(language());
  if (!file) return { sayings: [], source: '' };
  const { alphabet } = wordsHere();
  const id = `${alphabet.tag} ${file.source} ${file.sayings.length}`;
  let list = usable.get(id);
  if (!list) {
    list = file.sayings.flatMap((text) => {
      const read = readText(text, alphabet);
      const letters = read ? read.glyphs.filter((g) => 'letter' in g).length : 0;
      if (!read || letters < FEWEST_LETTERS || letters > MOST_LETTERS || unknownWords(text).length > 0) return [];
      return [{ text, letters: new Set(read.glyphs.flatMap((g) => ('letter' in g ? [g.letter] : []))).size }];
    });
    usable.set(id, list);
  }
  return { sayings: list, source: file.source };
}

/** A key with no letter for itself: letter code → its code letter's. */
function derangement(rng: Rng, n: number): number[] {
  for (;;) {
    const perm = rng.shuffle(Array.from({ length: n }, (_, i) => i));
    if (perm.every((p, i) => p !== i)) return perm;
  }
}

/**
 * A cryptogram of the band: a saying (the author's, or a proverb of the language drawn by the
 * seed) enciphered by a key with no letter for itself; a letter given where the band's steps are
 * stuck, until they read it, and each taken back that they can do without; then a letter given
 * wherever two readings of the dictionary fit, until one does (the proof: a run of it costs ten to
 * a hundred times a run of the steps, so it runs last, on the fewest open letters). Kept where its
 * grade falls in the band. Null when no attempt reaches it.
 */
export function generate(rng: Rng, options: CryptogramOptions, difficulty: Difficulty): Made<CryptogramPuzzle, CryptogramSolution, CryptogramGrade> | null {
  const { alphabet } = wordsHere();
  const n = alphabet.letters.length;
  const level = LEVEL[difficulty];
  const { sayings, source: proverb } = sayingsHere();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [fewest, most] = CODE_LETTERS[difficulty];
    const fit = sayings.filter((saying) => saying.letters >= fewest && saying.letters <= most);
    const text = options.text ?? (fit.length ? rng.pick(fit).text : sayings.length ? rng.pick(sayings).text : null);
    if (text === null) return null;
    const read = readText(text, alphabet)!;
    const source = options.source ?? (options.text === undefined ? proverb : undefined);
    const perm = derangement(rng, n);
    const cipher = written(read.glyphs, alphabet, (c) => perm[c]!);
    const used = [...new Set(read.glyphs.flatMap((g) => ('letter' in g ? [perm[g.letter]!] : [])))].sort((a, b) => a - b);
    const plainOf = new Map(perm.map((c, p) => [c, p]));
    const solution: CryptogramSolution = { text, key: sortedPairs(Object.fromEntries(used.map((c) => [alphabet.letters[c]!, alphabet.letters[plainOf.get(c)!]!]))) };
    const given = new Set<number>();
    const puzzleWith = (letters: ReadonlySet<number>): CryptogramPuzzle => {
      const pairs = sortedPairs(Object.fromEntries([...letters].map((c) => [alphabet.letters[c]!, alphabet.letters[plainOf.get(c)!]!])));
      const puzzle: CryptogramPuzzle = { cipher, given: pairs, ...(source !== undefined ? { source } : {}) };
      // Its answer is known here: the step solver reads it rather than proving it again.
      answerKey(puzzle, solution);
      return puzzle;
    };
    // The band's steps first (a few milliseconds a run): a letter given where they are stuck, until
    // they read the whole saying; then each given taken back that they can do without.
    const solves = (letters: ReadonlySet<number>) => solveSteps(puzzleWith(letters), level, [], false);
    let log = solves(given);
    while (!log.solved) {
      const stuck = puzzleWith(given);
      const layout = layoutOf(stuck);
      const glyphs = readCipher(stuck).glyphs;
      const found = new Set<number>(given);
      for (const s of log.steps) for (const p of s.place) found.add((glyphs[layout.charAt.get(p.cell)!] as { letter: number }).letter);
      given.add(rng.pick(used.filter((c) => !found.has(c))));
      log = solves(given);
    }
    // At easy, only until half the code letters are left to find, in two words read or more: a child's cryptogram gives its letters freely.
    for (const c of rng.shuffle([...given])) {
      if (level === 1 && used.length - given.size >= used.length / 2 && solves(given).steps.length >= 2) break;
      const fewer = new Set(given);
      fewer.delete(c);
      if (solves(fewer).solved) given.delete(c);
    }
    // Read at a lower level as it stands, it would be only easier once the proof gives letters: another saying.
    if (level > 1 && solveSteps(puzzleWith(given), level - 1, [], false).solved) continue;
    // The proof: where two readings of the dictionary fit, a code letter they differ on is given, until one does.
    let proved: boolean | null = false;
    for (let round = 0; round < n && proved === false; round++) {
      const found = proofKeys(puzzleWith(given), 2);
      if (!found.complete) proved = null;
      else if (found.keys.length === 1) proved = true;
      else {
        const [a, b] = found.keys;
        // One that leaves the band's steps needed, where one does: a letter given makes the saying easier to read.
        const differ = rng.shuffle(used.filter((c) => a!.plain[c] !== b!.plain[c]));
        const keeps = level > 1 ? differ.find((c) => !solveSteps(puzzleWith(new Set([...given, c])), level - 1, [], false).solved) : undefined;
        given.add(keeps ?? differ[0]!);
      }
    }
    if (proved !== true) continue;
    const puzzle = puzzleWith(given);
    // One word read is no puzzle: the letters given have read it all but one.
    if (solveSteps(puzzle, level, [], false).steps.length < 2) continue;
    const grade = measure(puzzle);
    if (!grade || grading.band(grade, puzzle) !== difficulty) continue;
    return { puzzle, solution, grade, difficulty };
  }
  return null;
}

