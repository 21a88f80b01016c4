import type { Cage, CalcudokuPuzzle } from '../src/kinds/calcudoku/schema.ts';

/**
 * A puzzle of Tatham's Keen (`sgt-keen --generate N <w>d<level>` prints `w:desc`) as a
 * Calcudoku record, read from its game description as Keen's manual and its save files write
 * it: the cage outlines, then each cage's clue. Bench only (timing Keen beside us, grading its
 * puzzles with our ladder), and the test that holds our counter and oracle to Keen's puzzles.
 *
 * The outlines: a run of the grid's inner edges, vertical ones first (row by row, the edge right
 * of each cell but the last), then horizontal ones (column by column, the edge below each cell
 * but the last). Each letter of the run says how many edges to skip (not walls: `a` one, `b`
 * two…; `_` none), then one wall; `z` skips 25 and puts no wall; a number after a letter repeats
 * it. Cells joined by a skipped edge share a cage. The clues follow the comma, one per cage in
 * the order of each cage's first cell (`a` sum, `m` product, `s` difference, `d` quotient).
 */
export function keenPuzzle(line: string): CalcudokuPuzzle {
  const [size, desc] = line.trim().split(':') as [string, string];
  const w = Number(size);
  const [outline, clues] = desc.split(',') as [string, string];
  const parent = Array.from({ length: w * w }, (_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const join = (a: number, b: number) => {
    const [x, y] = [root(a), root(b)];
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  };
  const edge = (pos: number): [number, number] => {
    if (pos < w * (w - 1)) {
      const [y, x] = [Math.floor(pos / (w - 1)), pos % (w - 1)];
      return [y * w + x, y * w + x + 1];
    }
    const q = pos - w * (w - 1);
    const [x, y] = [Math.floor(q / (w - 1)), q % (w - 1)];
    return [y * w + x, (y + 1) * w + x];
  };
  let pos = 0;
  for (const [, letter, count] of outline.matchAll(/([_a-z])(\d*)/g)) {
    for (let k = 0; k < (count ? Number(count) : 1); k++) {
      const skip = letter === '_' ? 0 : letter!.charCodeAt(0) - 96;
      for (let s = 0; s < skip; s++) join(...edge(pos++));
      if (letter !== 'z') pos++;
    }
  }
  if (pos !== 2 * w * (w - 1) + 1) throw new Error(`keen: the outline of ${line} covers ${pos} edges, not ${2 * w * (w - 1) + 1}`);
  const cages = new Map<number, number[]>();
  for (let i = 0; i < w * w; i++) cages.set(root(i), [...(cages.get(root(i)) ?? []), i]);
  const ops: Record<string, Cage['op']> = { a: '+', m: '*', s: '-', d: '/' };
  const said = [...clues.matchAll(/([amsd])(\d+)/g)];
  if (said.length !== cages.size) throw new Error(`keen: ${said.length} clues for ${cages.size} cages in ${line}`);
  const roots = [...cages.keys()].sort((a, b) => a - b);
  return {
    size: w,
    cages: roots.map((r, i) => {
      const cells = cages.get(r)!.map((c): [number, number] => [Math.floor(c / w), c % w]);
      const [, op, target] = said[i]!;
      // Keen clues a cage of one cell as a sum of its digit.
      return cells.length === 1 ? { cells, op: '=', target: Number(target) } : { cells, op: ops[op!]!, target: Number(target) };
    }),
  };
}
