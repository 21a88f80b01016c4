import type { Oracle } from '../../engine/oracle.ts';
import type { WordSearchPuzzle, WordSearchSolution } from './schema.ts';

/**
 * Every answer of a word search, from its rules alone: each word's letters, upper case without
 * spaces, hyphens and apostrophes (a letter the grid prints kept as it is, any other without its
 * marks, Œ Æ ß Ĳ as two letters), looked for from every cell in all eight directions; a
 * palindrome's two ways over the same cells are one answer (the way read across, down or
 * diagonally forwards); every choice of one reading a word, in list order. Shares no code
 * with the word kit or the kind.
 */
const STEPS: [string, number, number][] = [
  ['E', 0, 1],
  ['SE', 1, 1],
  ['S', 1, 0],
  ['SW', 1, -1],
  ['W', 0, -1],
  ['NW', -1, -1],
  ['N', -1, 0],
  ['NE', -1, 1],
];
const FORWARDS = new Set(['E', 'SE', 'S', 'NE']);
const TWO: Record<string, string> = { Œ: 'OE', Æ: 'AE', ß: 'SS', ẞ: 'SS', Ĳ: 'IJ' };

export const oracle: Oracle<WordSearchPuzzle, WordSearchSolution> = (p, cap = Infinity) => {
  const printed = new Set(p.letters.flat());
  const fold = (word: string) => {
    let out = '';
    for (const ch of word.normalize('NFC').toUpperCase()) {
      if (/[\s\-‐‑'’ʼ.]/u.test(ch)) continue;
      out += printed.has(ch) ? ch : (TWO[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, ''));
    }
    return out;
  };
  const at = (r: number, c: number) => p.letters[r]?.[c];
  const readings = p.words.map((word) => {
    const letters = [...fold(word)];
    const found: { word: string; row: number; col: number; dir: (typeof p.directions)[number] }[] = [];
    const palindrome = letters.join('') === [...letters].reverse().join('');
    for (let r = 0; r < p.rows; r++) {
      for (let c = 0; c < p.cols; c++) {
        for (const [dir, dr, dc] of STEPS) {
          if (letters.length === 0 || !letters.every((l, k) => at(r + dr * k, c + dc * k) === l)) continue;
          if (palindrome && letters.length > 1 && !FORWARDS.has(dir)) continue;
          found.push({ word, row: r, col: c, dir: dir as (typeof p.directions)[number] });
        }
      }
    }
    return found;
  });
  const out: WordSearchSolution[] = [];
  const choose = (i: number, chosen: WordSearchSolution['placements']) => {
    if (out.length >= cap) return;
    if (i === readings.length) {
      if (!p.message) return void out.push({ placements: [...chosen] });
      const taken = new Set<string>();
      chosen.forEach((pl, k) => {
        const [, dr, dc] = STEPS.find(([d]) => d === pl.dir)!;
        for (let m = 0; m < [...fold(p.words[k]!)].length; m++) taken.add(`${pl.row + dr * m},${pl.col + dc * m}`);
      });
      let message = '';
      for (let r = 0; r < p.rows; r++) for (let c = 0; c < p.cols; c++) if (!taken.has(`${r},${c}`)) message += p.letters[r]![c];
      return void out.push({ placements: [...chosen], message });
    }
    for (const reading of readings[i]!) choose(i + 1, [...chosen, reading]);
  };
  choose(0, []);
  return out;
};
