/**
 * Every maze the generator makes, in every band, at 5×5 to 40×40 and two rectangles, held to
 * the proof by a check written here from the rules alone (no code of the maze kit or the kind):
 * the record passes the schema; its passages read from the open bits, the same on both sides of
 * each wall; the entrance and the exit on the border, each open to the outside on one side and
 * no other square open to it; the answer's line joins the entrance to the exit through open
 * sides, no square twice; and every step of it is a bridge of the passage graph (found by
 * Tarjan's low links, and on the smaller mazes by taking each passage away and looking again),
 * which is exactly when no other simple line joins the two. Every square can be reached: none
 * is sealed off.
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import type { MazePuzzle, MazeSolution } from '../../../src/kinds/maze/schema.ts';
import { CORRIDOR, drawn } from './drawn.ts';

const MOVES = [
  [1, -1, 0, 4],
  [2, 0, 1, 8],
  [4, 1, 0, 1],
  [8, 0, -1, 2],
] as const;

/** Each square's neighbours through an open side, squares numbered row by row; walls open on one side only are faults. */
function passages(p: MazePuzzle, faults: string[]): number[][] {
  const next: number[][] = Array.from({ length: p.rows * p.cols }, () => []);
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++)
      for (const [bit, dr, dc, back] of MOVES) {
        const [nr, nc] = [r + dr, c + dc];
        if (!(p.open[r]![c]! & bit) || nr < 0 || nr >= p.rows || nc < 0 || nc >= p.cols) continue;
        if (!(p.open[nr]![nc]! & back)) faults.push(`row ${r}, column ${c} opens toward row ${nr}, column ${nc}, which is closed`);
        next[r * p.cols + c]!.push(nr * p.cols + nc);
      }
  return next;
}

/** The bridges of a graph, as `a-b` (lower first): Tarjan's low links, walked with a stack of its own. */
function bridges(next: readonly number[][]): Set<string> {
  const n = next.length;
  const order = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const out = new Set<string>();
  let time = 0;
  for (let root = 0; root < n; root++) {
    if (order[root] !== -1) continue;
    // Each frame: a square, the square it was entered from, the next neighbour to look at.
    const stack: [number, number, number][] = [[root, -1, 0]];
    order[root] = low[root] = time++;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const [v, parent, i] = frame;
      if (i < next[v]!.length) {
        frame[2]++;
        const w = next[v]![i]!;
        if (w === parent) continue;
        if (order[w] === -1) {
          order[w] = low[w] = time++;
          stack.push([w, v, 0]);
        } else low[v] = Math.min(low[v]!, order[w]!);
        continue;
      }
      stack.pop();
      if (parent >= 0) {
        low[parent] = Math.min(low[parent]!, low[v]!);
        if (low[v]! > order[parent]!) out.add(`${Math.min(v, parent)}-${Math.max(v, parent)}`);
      }
    }
  }
  return out;
}

/** The squares reached from `from`, leaving out the passage `a-b` (none where not given). */
function reached(next: readonly number[][], from: number, without?: [number, number]): Set<number> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of next[v]!) {
      if (without && ((v === without[0] && w === without[1]) || (v === without[1] && w === without[0]))) continue;
      if (!seen.has(w)) seen.add(w), queue.push(w);
    }
  }
  return seen;
}

/** Everything wrong with a made maze and its answer, one line each; `removal` checks the bridges a second way. */
export function faults(p: MazePuzzle, s: MazeSolution, removal = false): string[] {
  const out: string[] = [];
  const parsed = kind.puzzle.safeParse(p);
  if (!parsed.success) out.push(`schema: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  if (!kind.solution.safeParse(s).success) out.push('the solution fails its schema');
  const next = passages(p, out);
  const id = ([r, c]: readonly [number, number]) => r * p.cols + c;
  const outward = (r: number, c: number) => MOVES.filter(([bit, dr, dc]) => p.open[r]![c]! & bit && (r + dr < 0 || r + dr >= p.rows || c + dc < 0 || c + dc >= p.cols)).length;
  for (const [name, [r, c]] of [['entrance', p.start], ['exit', p.end]] as const) {
    if (r !== 0 && c !== 0 && r !== p.rows - 1 && c !== p.cols - 1) out.push(`the ${name} is not on the border`);
    if (outward(r, c) !== 1) out.push(`the ${name} opens to the outside on ${outward(r, c)} sides`);
  }
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++) {
      const door = (r === p.start[0] && c === p.start[1]) || (r === p.end[0] && c === p.end[1]);
      if (!door && outward(r, c) > 0) out.push(`row ${r}, column ${c} opens to the outside`);
    }
  const path = s.path;
  if (id(path[0]!) !== id(p.start)) out.push('the line does not start at the entrance');
  if (id(path[path.length - 1]!) !== id(p.end)) out.push('the line does not end at the exit');
  if (new Set(path.map(id)).size !== path.length) out.push('the line passes a square twice');
  const cut = bridges(next);
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [id(path[i - 1]!), id(path[i]!)];
    if (!next[a]!.includes(b)) out.push(`step ${i} of the line goes through a wall or jumps`);
    else if (!cut.has(`${Math.min(a, b)}-${Math.max(a, b)}`)) out.push(`step ${i} of the line is no bridge: another way goes round it`);
    if (removal && next[a]!.includes(b) && reached(next, id(p.start), [a, b]).has(id(p.end))) out.push(`without step ${i}, the entrance still reaches the exit`);
  }
  const all = reached(next, id(p.start));
  if (all.size !== p.rows * p.cols) out.push(`${p.rows * p.cols - all.size} squares cannot be reached`);
  return out;
}

/** Sizes made, as options: squares and two rectangles, one wider than tall and one taller than wide. */
const SIZES: [string, { size?: number; rows?: number; cols?: number }][] = [
  ...[5, 8, 12, 20, 40].map((size): [string, { size: number }] => [`${size}×${size}`, { size }]),
  ['9×25', { rows: 9, cols: 25 }],
  ['30×7', { rows: 30, cols: 7 }],
];
const SEEDS = 4;

describe('the proof check written here', () => {
  // A maze of a single corridor with one alcove: the line's every step a bridge.
  const corridor = drawn(CORRIDOR);
  const line: MazeSolution = {
    path: [
      [0, 0], [0, 1], [0, 2], [0, 3], [1, 3], [1, 2], [1, 1], [1, 0], [2, 0], [2, 1], [2, 2], [2, 3], [2, 4],
      [3, 4], [3, 3], [3, 2], [3, 1], [3, 0], [4, 0], [4, 1], [4, 2], [4, 3], [4, 4],
    ],
  };

  it('takes a corridor maze and its line', () => {
    expect(faults(corridor, line, true)).toEqual([]);
  });

  it('finds each fault it is built to find', () => {
    const withOpen = (r: number, c: number, bit: number, r2: number, c2: number, back: number): MazePuzzle => ({
      ...corridor,
      open: corridor.open.map((row, i) => row.map((v, j) => (i === r && j === c ? v | bit : i === r2 && j === c2 ? v | back : v))),
    });
    // A loop: the wall between (0,1) and (1,1) opened, so the line's steps round it are no bridges.
    const loop = faults(withOpen(0, 1, 4, 1, 1, 1), line, true);
    expect(loop.filter((f) => f.includes('no bridge'))).toHaveLength(5);
    expect(loop.filter((f) => f.startsWith('without step'))).toHaveLength(5);
    // A wall open on one side only.
    expect(faults(withOpen(0, 1, 4, 1, 1, 0), line)).toContain('row 0, column 1 opens toward row 1, column 1, which is closed');
    // A third opening to the outside.
    expect(faults(withOpen(2, 0, 8, 2, 0, 8), line)).toContain('row 2, column 0 opens to the outside');
    // A line that jumps, one that skips its last square, one twice over a square.
    expect(faults(corridor, { path: [...line.path.slice(0, 3), ...line.path.slice(4)] })).toContain('step 3 of the line goes through a wall or jumps');
    expect(faults(corridor, { path: line.path.slice(0, -1) })).toContain('the line does not end at the exit');
    expect(faults(corridor, { path: [...line.path.slice(0, 3), [0, 2], ...line.path.slice(3)] })).toContain('the line passes a square twice');
    // A square sealed off.
    const sealed = { ...corridor, open: corridor.open.map((row, i) => row.map((v, j) => (i === 0 && j === 4 ? 0 : i === 1 && j === 4 ? v & ~1 : v))) };
    expect(faults(sealed, line)).toContain('1 squares cannot be reached');
  });
});

describe.each(SIZES)('every %s maze generate makes passes the proof check', (label, input) => {
  const options = kind.options.parse(input);
  it.each(DIFFICULTIES)('%s', (difficulty) => {
    let made = 0;
    for (let i = 1; i <= SEEDS; i++) {
      const m = kind.generate(new Rng(`test/maze/proof/${label}/${difficulty}/${i}`), options, difficulty);
      if (!m) continue;
      made++;
      const at = `${label} ${difficulty} seed ${i}`;
      expect(faults(m.puzzle, m.solution, m.puzzle.rows * m.puzzle.cols <= 144), at).toEqual([]);
      expect([m.puzzle.rows, m.puzzle.cols], at).toEqual([options.rows, options.cols]);
      // The kind's own proof agrees: one way, the stored one; and the stored grade is what grading it again gives, in its band.
      const solved = kind.solve(m.puzzle, 2);
      expect(solved.complete, at).toBe(true);
      expect(solved.solutions, at).toEqual([m.solution]);
      expect(kind.grade.safeParse(m.grade).success, at).toBe(true);
      expect(kind.regrade(m.puzzle), at).toEqual(m.grade);
      expect(kind.band(m.grade, m.puzzle), at).toBe(difficulty);
      expect(m.grade.way, at).toBe(m.solution.path.length);
    }
    // A 5×5 is too small for an expert maze from every seed (a book tries the next); every other case makes one from each.
    if (label === '5×5' && difficulty === 'expert') expect(made).toBeGreaterThan(0);
    else expect(made).toBe(SEEDS);
  });
});
