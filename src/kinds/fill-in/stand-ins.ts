import type { Difficulty, StandIns } from '../../engine/kind.ts';
import { Rng } from '../../engine/random.ts';
import { blockGrid } from '../../engine/wordkit/blocks.ts';
import { longestFor, shareFor } from './generate.ts';
import { type FillInOptions, type FillInPuzzle, planOf } from './schema.ts';

/**
 * A stand-in of `rows` × `cols`: a block grid laid as the band's are (a fixed seed), each slot's
 * word as many W's (the widest capital) as it has squares, and `more` words again of the longest
 * length, so its list is as long as any a grid of that size lists. Never solved.
 */
function standIn(rows: number, cols: number, more: number, digits: boolean): FillInPuzzle {
  const longest = longestFor(Math.max(rows, cols));
  // Grids with fewer blocks list fewer, longer words; the share asked lists about the most.
  let grid = null;
  for (let i = 0; !grid && i < 50; i++) grid = blockGrid(new Rng(`fill-in stand-in ${rows}x${cols}/${i}`), rows, cols, shareFor(Math.max(rows, cols)), longest);
  const blocks = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (grid ? !grid.open[r * cols + c] : false)));
  const letter = digits ? '8' : 'W';
  const words = [...(grid?.slots.map((s) => letter.repeat(s.cells.length)) ?? []), ...Array.from({ length: more }, () => letter.repeat(longest))];
  return { rows, cols, blocks, words: words.sort((a, b) => a.length - b.length), alphabet: digits ? 'digits' : 'letters' };
}

/** A band's stand-ins: `largest` at the options' sides with a fifth more words than its grid's; `typical` at the same sides. */
export function standIns(o: FillInOptions, difficulty: Difficulty): StandIns<FillInPuzzle> {
  const { rows, cols } = planOf(o, difficulty);
  const digits = o.alphabet === 'digits';
  const typical = standIn(rows, cols, 0, digits);
  return { largest: standIn(rows, cols, Math.ceil(typical.words.length / 5), digits), typical };
}
