/**
 * Judging a technique's finding by brute force: every way to fill the board as its candidates
 * stand, found by depth-first search, and the finding held against them. A step is true when no
 * filling has a digit it crosses off and every filling has each digit it writes.
 */
import { digitsOf } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import type { Rung } from '../../../src/engine/grid/ladder.ts';
import type { Finding } from '../../../src/engine/grid/technique.ts';
import { RUNGS } from '../../../src/kinds/sudoku/steps.ts';

/**
 * The fillings of `board` (its written digits kept, each empty cell one of its candidates, no
 * two peers alike, every total kept), up to `limit`: fewest-candidates cell first.
 */
export function fillingsOf(board: Board, limit = 10_000): Uint8Array[] {
  const { shape } = board;
  const values = Uint8Array.from(board.value);
  const open: number[] = [];
  for (let c = 0; c < shape.size; c++) if (!board.filled[c]) open.push(c);
  const out: Uint8Array[] = [];
  // Open cells not yet chosen; a peer holding v (written, or chosen on the way down) rules it out.
  const empty = new Uint8Array(shape.size);
  for (const c of open) empty[c] = 1;
  const allowed = (c: number, v: number) => {
    const peers = shape.peers[c]!;
    for (let i = 0; i < peers.length; i++) if (!empty[peers[i]!] && values[peers[i]!] === v) return false;
    return true;
  };
  const go = (): boolean => {
    let best = -1;
    let bestCount = Infinity;
    for (const c of open) {
      if (!empty[c]) continue;
      let n = 0;
      for (const v of digitsOf(board.cand[c]!)) if (allowed(c, v)) n++;
      if (n < bestCount) (best = c), (bestCount = n);
      if (n === 0) return false;
    }
    if (best < 0) {
      const full = new Board(shape).reset(values);
      if (!full.broken && full.holds()) out.push(Uint8Array.from(values));
      return out.length >= limit;
    }
    empty[best] = 0;
    for (const v of digitsOf(board.cand[best]!)) {
      if (!allowed(best, v)) continue;
      values[best] = v;
      if (go()) return true;
    }
    values[best] = 0;
    empty[best] = 1;
    return false;
  };
  go();
  return out;
}

/**
 * What is false in `found` on `board`, as sentences (none when it is true): a digit crossed off
 * that some filling has there, a digit written that some filling lacks. With `unique` (a
 * uniqueness technique, which rests on the puzzle having one answer), judged against fillings
 * only when there is exactly one.
 */
export function falseIn(board: Board, found: Finding, { unique = false } = {}): string[] {
  const fillings = fillingsOf(board, unique ? 2 : 10_000);
  if (fillings.length === 0) return ['the board has no filling'];
  if (unique && fillings.length > 1) return ['the board has more than one filling: a uniqueness technique cannot be judged on it'];
  const wrong: string[] = [];
  for (const f of fillings) {
    for (const { cell, values } of found.strike) if (values & (1 << f[cell]!)) wrong.push(`crosses ${f[cell]} off cell ${cell}, which a filling has there`);
    for (const { cell, value } of found.place) if (f[cell] !== value) wrong.push(`writes ${value} in cell ${cell}, where a filling has ${f[cell]}`);
    if (wrong.length) break;
  }
  return wrong;
}

/**
 * Sudoku's ladder up to simple colouring (levels 1 to 3), less `without`: where a family of the
 * techniques past colouring is asked, whatever else the top level holds. A family's test climbs
 * with it, so the positions it judges do not shrink as the ladder's top grows.
 */
export const belowChains = (without: readonly string[] = []): Rung[] => RUNGS.filter((r) => r.level <= 3 && !without.includes(r.technique.key));
