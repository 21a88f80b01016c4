import type { Oracle } from '../../engine/oracle.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';

/**
 * Every assignment of the bank's words to the slots, from the rules alone: each word once, each
 * slot a word of its length, every square two slots share one letter. Words compared as written,
 * upper case, spaces, hyphens and apostrophes left out, marks stripped (the bank's words of one
 * language compare alike so). Permutations tried slot by slot in the slots' order, with no
 * choice of the order and nothing shared with the word kit or the kind.
 */
export const oracle: Oracle<CrissCrossPuzzle, CrissCrossSolution> = (p, cap = Infinity) => {
  const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[\s\-‐‑'’ʼ]/gu, '').replace(/ß/g, 'SS').replace(/Œ/g, 'OE').replace(/Æ/g, 'AE');
  const bank = p.bank.map(plain);
  const grid = new Map<string, string[]>();
  const squares = p.slots.map((s) => Array.from({ length: s.length }, (_, k) => (s.dir === 'across' ? `${s.row},${s.col + k}` : `${s.row + k},${s.col}`)));
  const out: CrissCrossSolution[] = [];
  const used = new Array<boolean>(bank.length).fill(false);
  const chosen: number[] = [];
  const go = (i: number) => {
    if (out.length >= cap) return;
    if (i === p.slots.length) return void out.push({ words: chosen.map((w) => p.bank[w]!) });
    for (let w = 0; w < bank.length; w++) {
      const word = [...bank[w]!];
      if (used[w] || word.length !== squares[i]!.length) continue;
      if (squares[i]!.some((sq, k) => (grid.get(sq) ?? []).some((l) => l !== word[k]))) continue;
      used[w] = true;
      chosen.push(w);
      squares[i]!.forEach((sq, k) => grid.set(sq, [...(grid.get(sq) ?? []), word[k]!]));
      go(i + 1);
      squares[i]!.forEach((sq) => grid.get(sq)!.pop());
      chosen.pop();
      used[w] = false;
    }
  };
  go(0);
  return out;
};
