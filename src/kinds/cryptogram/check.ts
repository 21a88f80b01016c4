import type { MistakeOf } from '../../engine/mistake.ts';
import { isForm } from '../../engine/wordkit/forms.ts';
import { readCipher, readText, toldAnswer, wordsHere } from './answers.ts';
import type { CryptogramPuzzle, CryptogramSolution } from './schema.ts';
import { boxKey, cellOf, layoutOf } from './view.ts';
import type { words } from './words.ts';

/** What can be wrong with an answer: a message of the Cryptogram's check words, its data and the boxes it is about. */
export type CryptogramMistake = MistakeOf<typeof words.check>;

/**
 * Why an answer does not solve the puzzle, or null, from the rules: a letter for each code letter
 * of the cipher, the same code letter always the same letter, no letter for two code letters or
 * for itself, the given letters kept, and every word a word of the language's dictionary. (The
 * proof showed one text does all that, so that text is the answer: a page that holds no
 * dictionary, told the record's answer, asks whether each word is the answer's.)
 */
export function mistakeOf(puzzle: CryptogramPuzzle, solution: CryptogramSolution): CryptogramMistake | null {
  const read = readCipher(puzzle);
  const layout = layoutOf(puzzle);
  const { alphabet, letters } = read;
  const boxesOf = (codes: ReadonlySet<number>) => read.glyphs.flatMap((g, i) => ('letter' in g && codes.has(g.letter) ? [boxKey(layout, cellOf(layout, i))] : []));
  const answer = readText(solution.text, alphabet);
  const cipherLetters = read.glyphs.filter((g) => 'letter' in g).length;
  const written = answer?.glyphs.filter((g) => 'letter' in g).map((g) => (g as { letter: number }).letter) ?? [];
  if (written.length !== cipherLetters) return { says: 'length', data: { count: written.length, letters: cipherLetters }, at: [] };
  const plain = new Map<number, number>();
  const code = new Map<number, number>();
  let k = 0;
  for (const g of read.glyphs) {
    if (!('letter' in g)) continue;
    const c = g.letter;
    const p = written[k++]!;
    const had = plain.get(c);
    if (had !== undefined && had !== p) return { says: 'twice', data: { cipher: alphabet.letters[c]!, first: alphabet.letters[had]!, second: alphabet.letters[p]! }, at: boxesOf(new Set([c])) };
    const other = code.get(p);
    if (other !== undefined && other !== c) return { says: 'shared', data: { letter: alphabet.letters[p]!, first: alphabet.letters[other]!, second: alphabet.letters[c]! }, at: boxesOf(new Set([c, other])) };
    if (p === c) return { says: 'itself', data: { letter: alphabet.letters[p]! }, at: boxesOf(new Set([c])) };
    plain.set(c, p);
    code.set(p, c);
  }
  for (const [c, l] of Object.entries(puzzle.given)) {
    const cc = alphabet.code(c);
    if (plain.get(cc) !== alphabet.code(l)) return { says: 'given', data: { cipher: c, letter: l }, at: boxesOf(new Set([cc])) };
  }
  const told = toldAnswer(puzzle);
  const toldPlain = told ? new Map(Object.entries(told.key).map(([c, l]) => [alphabet.code(c), alphabet.code(l)])) : null;
  for (const t of read.tokens) {
    const word = t.codes.map((c) => (c < letters ? plain.get(c)! : c));
    const ok = toldPlain ? t.codes.every((c) => c >= letters || toldPlain.get(c) === plain.get(c)) : isForm(wordsHere().forms, word);
    if (!ok) return { says: 'word', data: { word: word.map((c) => alphabet.letters[c] ?? "'").join('') }, at: t.at.flatMap((i) => (layout.boxed[i] ? [boxKey(layout, cellOf(layout, i))] : [])) };
  }
  return null;
}
