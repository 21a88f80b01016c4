import type { Oracle } from '../../engine/oracle.ts';
import type { FillInPuzzle, FillInSolution } from './schema.ts';

/**
 * Every filling of the grid by the list, from the rules alone: the slots found anew from the
 * blocks (runs of two or more white cells, rows then columns), each word once, each slot a word
 * of its length, every square one letter, the printed ones kept. Words compared as written,
 * accents stripped; slot by slot in a fixed order, nothing shared with the word kit or the kind.
 * Fillings are told apart by their letters: words alike but for their marks, swapped, are one.
 */
export const oracle: Oracle<FillInPuzzle, FillInSolution> = (p, cap = Infinity) => {
  const plain = (w: string) => [...w.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[\s\-‐‑'’ʼ]/gu, '')];
  const runs: [number, number][][] = [];
  const white = (r: number, c: number) => r >= 0 && c >= 0 && r < p.rows && c < p.cols && !p.blocks[r]![c];
  for (let r = 0; r < p.rows; r++) {
    for (let c = 0; c < p.cols; c++) {
      if (white(r, c) && !white(r, c - 1) && white(r, c + 1)) {
        const run: [number, number][] = [];
        for (let k = c; white(r, k); k++) run.push([r, k]);
        runs.push(run);
      }
      if (white(r, c) && !white(r - 1, c) && white(r + 1, c)) {
        const run: [number, number][] = [];
        for (let k = r; white(k, c); k++) run.push([k, c]);
        runs.push(run);
      }
    }
  }
  const list = p.words.map(plain);
  const board = p.blocks.map((row, r) => row.map((_, c) => p.givens?.[r]?.[c] ?? null));
  const out: FillInSolution[] = [];
  const used = new Array<boolean>(list.length).fill(false);
  const seen = new Set<string>();
  const go = (i: number) => {
    if (out.length >= cap) return;
    if (i === runs.length) {
      // A filling is the grid's letters: two words the same once their marks are stripped (German
      // OFEN and ÖFEN) swapped between their slots fill it alike, and count once.
      const key = board.map((row) => row.map((l) => l ?? '#').join('')).join('/');
      if (!seen.has(key)) seen.add(key), out.push({ grid: board.map((row) => [...row]) });
      return;
    }
    const run = runs[i]!;
    for (let w = 0; w < list.length; w++) {
      const word = list[w]!;
      if (used[w] || word.length !== run.length) continue;
      if (run.some(([r, c], k) => board[r]![c] !== null && plain(board[r]![c]!)[0] !== word[k])) continue;
      const before = run.map(([r, c]) => board[r]![c]!);
      used[w] = true;
      run.forEach(([r, c], k) => (board[r]![c] = board[r]![c] ?? word[k]!));
      go(i + 1);
      run.forEach(([r, c], k) => (board[r]![c] = before[k]!));
      used[w] = false;
    }
  };
  go(0);
  return out;
};
