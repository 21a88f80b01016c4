import type { Difficulty, Made, Refusal } from '../../engine/kind.ts';
import { language } from '../../engine/language.ts';
import type { Rng } from '../../engine/random.ts';
import { anagramsOf, isForm } from '../../engine/wordkit/forms.ts';
import { type Lexicon, lexiconFor } from '../../engine/wordkit/lexicon.ts';
import { offensiveWithEnglish } from '../../engine/wordkit/offensive.ts';
import { finalAnswers, itemAnswers, wordsHere } from './answers.ts';
import { type WordScrambleGrade, grading, measure } from './grade.ts';
import { LONGEST, planOf, SHORTEST, type WordScrambleItem, type WordScrambleOptions, type WordScramblePuzzle, type WordScrambleSolution } from './schema.ts';

/** Tries a seed gets before the band is given up there. */
const ATTEMPTS = 40;
/** A final answer's letters: long enough to be a word to find, short enough to be circled in a few answers. */
const FINAL: readonly [number, number] = [4, 8];

/** A word as the puzzle holds it: as written, and as grid letters. */
interface Candidate {
  written: string;
  codes: number[];
}

/** Why an author's word cannot be scrambled, or null: it must be a word of the dictionary with one answer, its first letter printed if need be. */
function wordProblem(written: string): Refusal | null {
  const { alphabet, forms } = wordsHere();
  const codes = alphabet.codesOf(written);
  if (!codes || codes.length < SHORTEST || codes.length > LONGEST) {
    return { option: 'words', code: 'word-length', values: { word: written, least: SHORTEST, most: LONGEST }, message: `"${written}" must have ${SHORTEST} to ${LONGEST} letters of the language's grid` };
  }
  if (!isForm(forms, codes)) return { option: 'words', code: 'not-a-word', values: { word: written }, message: `"${written}" is not in the language's dictionary, so no one could prove it the only answer to its letters; write it as the dictionary does, or choose another word` };
  const same = anagramsOf(forms, codes, 2, [codes[0]!]);
  if (same.length > 1) {
    const other = same.find((w) => w.join() !== codes.join())!;
    const spelt = other.map((c) => alphabet.letters[c]).join('');
    return { option: 'words', code: 'two-answers', values: { word: written, other: spelt }, message: `"${written}" and ${spelt} have the same letters and first letter, so its scramble would have two answers; choose another word` };
  }
  return null;
}

/** Why a band cannot be made with these options, naming what can; null where it can. */
export function refusal(options: WordScrambleOptions, difficulty: Difficulty): string | Refusal | null {
  if (options.theme !== undefined && !options.words) {
    const lexicon = lexiconFor(language());
    if (lexicon && !lexicon.themes.has(options.theme)) return { option: 'theme', code: 'theme-unknown', values: { theme: options.theme, themes: [...lexicon.themes.keys()].join(', ') }, message: `"${options.theme}" is no theme of this language; there are ${[...lexicon.themes.keys()].join(', ')}` };
  }
  if (options.words) {
    for (const w of options.words) {
      const problem = wordProblem(w);
      if (problem) return problem;
    }
  }
  const plan = planOf(options, difficulty);
  if (plan.final && plan.count < 2) return { option: 'count', code: 'final-few', values: { count: plan.count }, message: 'a final answer needs at least two words to circle its letters in' };
  return null;
}

/** The language's offensive entries and English's (a child reads English everywhere), as grid-letter strings. */
const offending = new WeakMap<Lexicon, Set<string>>();
function offensiveOf(lexicon: Lexicon): Set<string> {
  let set = offending.get(lexicon);
  if (!set) {
    set = new Set(offensiveWithEnglish(lexicon).map((c) => String.fromCharCode(...c)));
    offending.set(lexicon, set);
  }
  return set;
}

/** Whether a scramble reads an offensive entry anywhere in it (it is printed as one run of letters). */
function offends(codes: readonly number[], bad: Set<string>): boolean {
  const s = String.fromCharCode(...codes);
  for (let i = 0; i < s.length; i++) for (let j = i + 3; j <= s.length; j++) if (bad.has(s.slice(i, j))) return true;
  return false;
}

/**
 * The answer's letters shuffled so the scramble is no word, keeps at most a third of its letters
 * in their places (a scramble that reads half the word is no puzzle), and reads nothing offensive;
 * null where no shuffle in a few dozen does.
 */
function scramble(rng: Rng, codes: readonly number[], lexicon: Lexicon): number[] | null {
  const { forms } = wordsHere();
  const bad = offensiveOf(lexicon);
  for (let t = 0; t < 60; t++) {
    const s = rng.shuffle([...codes]);
    const kept = s.filter((c, i) => c === codes[i]).length;
    if (kept > Math.floor(codes.length / 3) || isForm(forms, s) || offends(s, bad)) continue;
    return s;
  }
  return null;
}

/** The words a puzzle draws from: its author's (each a word of one answer), or a theme's single words of the band's lengths that are words of the dictionary. */
function poolOf(rng: Rng, options: WordScrambleOptions, lexicon: Lexicon, lengths: readonly [number, number]): { pool: Candidate[]; title?: string; theme?: string } {
  const { forms } = wordsHere();
  const fit = (written: string, own: boolean): Candidate | null => {
    // A theme's single words (German's capitalised nouns among them); the dictionary then keeps only words, no names.
    if (!own && !/^\p{L}\p{Ll}*$/u.test(written)) return null;
    const codes = lexicon.alphabet.codesOf(written);
    if (!codes || codes.length < (own ? SHORTEST : lengths[0]) || codes.length > (own ? LONGEST : lengths[1]) || !isForm(forms, codes)) return null;
    return { written, codes };
  };
  if (options.words) return { pool: options.words.map((w) => fit(w, true)).filter((c): c is Candidate => c !== null), ...(options.theme ? { title: options.theme } : {}) };
  const id = options.theme ?? rng.pick([...lexicon.themes.keys()].sort());
  const theme = lexicon.themes.get(id)!;
  return { pool: theme.words.map((w) => fit(w, false)).filter((c): c is Candidate => c !== null), title: theme.title, theme: id };
}

/**
 * A final answer circled in the answers: a word of the theme (any theme for an author's list)
 * not among them, each of its letters at a place of its own in an answer, no answer giving more
 * than two, and its letters spelling no other word of the dictionary. Null where none does.
 */
function finalOf(rng: Rng, answers: readonly Candidate[], lexicon: Lexicon, themeId: string | undefined): { word: Candidate; circles: number[][]; clue: string } | null {
  const { forms } = wordsHere();
  const taken = new Set(answers.map((a) => a.codes.join()));
  const themes = themeId ? [lexicon.themes.get(themeId)!] : rng.shuffle([...lexicon.themes.values()]);
  for (const theme of themes) {
    const words = rng.shuffle(
      theme.words.flatMap((w) => {
        const codes = /^\p{L}\p{Ll}*$/u.test(w) ? lexicon.alphabet.codesOf(w) : null;
        return codes && codes.length >= FINAL[0] && codes.length <= Math.min(FINAL[1], answers.length * 2) && !taken.has(codes.join()) && isForm(forms, codes) ? [{ written: w, codes }] : [];
      }),
    );
    for (const word of words) {
      const circles = answers.map(() => [] as number[]);
      let placed = true;
      for (const code of rng.shuffle([...word.codes])) {
        // The answer with fewest circles that has this letter at a place still free.
        const open = answers
          .map((a, i) => ({ i, at: a.codes.flatMap((c, k) => (c === code && !circles[i]!.includes(k) ? [k] : [])) }))
          .filter((o) => o.at.length > 0 && circles[o.i]!.length < 2);
        if (open.length === 0) {
          placed = false;
          break;
        }
        const fewest = Math.min(...open.map((o) => circles[o.i]!.length));
        const pick = rng.pick(open.filter((o) => circles[o.i]!.length === fewest));
        circles[pick.i]!.push(rng.pick(pick.at));
      }
      if (!placed) continue;
      if (anagramsOf(forms, word.codes, 2).length !== 1) continue;
      return { word, circles: circles.map((c) => c.sort((a, b) => a - b)), clue: theme.title };
    }
  }
  return null;
}

/**
 * A puzzle of the band: words drawn from the theme (or the author's list), each scrambled, its
 * first letter printed where its letters spell another word too (or at easy), kept where the
 * dictionary proves each scramble has one answer and the circled letters one final; graded by the
 * step solver in the band. Null when no attempt reaches it.
 */
export function generate(rng: Rng, options: WordScrambleOptions, difficulty: Difficulty): Made<WordScramblePuzzle, WordScrambleSolution, WordScrambleGrade> | null {
  const here = wordsHere();
  const lexicon = lexiconFor(language())!;
  const plan = planOf(options, difficulty);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { pool, title, theme } = poolOf(rng, options, lexicon, plan.lengths);
    // The words in a random order, each taken where its scramble can be proved: one answer, or one
    // with its first letter printed, and a shuffle that reads as no word. A theme's word that
    // cannot is passed over; an author's every word was checked before (`refusal`).
    const chosen: Candidate[] = [];
    const items: WordScrambleItem[] = [];
    for (const word of rng.shuffle(pool)) {
      if (chosen.length === plan.count) break;
      const needsFirst = anagramsOf(here.forms, word.codes, 2).length > 1;
      if (needsFirst && anagramsOf(here.forms, word.codes, 2, [word.codes[0]!]).length > 1) continue;
      const shuffled = scramble(rng, word.codes, lexicon);
      if (!shuffled) continue;
      const item: WordScrambleItem = { scrambled: shuffled.map((c) => lexicon.alphabet.letters[c]!).join('') };
      if (needsFirst || plan.first) item.first = lexicon.alphabet.letters[word.codes[0]!]!;
      chosen.push(word);
      items.push(item);
    }
    if (chosen.length === 0 || (chosen.length < plan.count && !options.words)) continue;
    const words = chosen.map((w) => w.codes.map((c) => lexicon.alphabet.letters[c]!).join(''));
    let puzzle: WordScramblePuzzle = { items, ...(title ? { theme: title } : {}) };
    let solution: WordScrambleSolution = { words };
    if (plan.final) {
      const final = finalOf(rng, chosen, lexicon, theme);
      if (!final) continue;
      puzzle = { ...puzzle, items: items.map((it, i) => (final.circles[i]!.length ? { ...it, circles: final.circles[i] } : it)), final: { lengths: [final.word.codes.length], clue: final.clue } };
      solution = { ...solution, final: final.word.codes.map((c) => lexicon.alphabet.letters[c]!).join('') };
    }
    // The proof, as `solve` makes it: each scramble one answer, the final one.
    if (puzzle.items.some((it, i) => itemAnswers(it, 2, here).join() !== words[i])) continue;
    if (puzzle.final && finalAnswers(puzzle, words, 2, here).join() !== solution.final) continue;
    const grade = measure(puzzle);
    if (!grade || grading.band(grade, puzzle) !== difficulty) continue;
    return { puzzle, solution, grade, difficulty };
  }
  return null;
}
