/**
 * A heart maze (issue 110, a child's maze book): the maze carved inside a heart's outline on the
 * square grid, proved and graded as the rectangle is. Held here by checks written from the rules
 * alone: the cells outside the heart are 0 (no walls, no spots, no passage into them); every cell
 * inside is reached from the entrance; the passages make a tree; and a brute-force search counts
 * exactly one line from the entrance to the exit. The record round-trips through the schema,
 * which refuses a cell open outside the heart and one closed all round inside it; the proof
 * refuses a part sealed off, as it does a rectangle's.
 */
import { describe, expect, it } from 'vitest';
import type { Figure, Item } from '../../../src/engine/figure.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { heartMask, maskOf, outlineMask } from '../../../src/engine/mazekit/shapes.ts';
import { Rng } from '../../../src/engine/random.ts';
import { draw } from '../../../src/kinds/maze/draw.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import { oracle } from '../../../src/kinds/maze/oracle.ts';
import type { MazePuzzle } from '../../../src/kinds/maze/schema.ts';
import { linesBetween } from './lines.ts';

const MOVES = [
  [1, -1, 0, 4],
  [2, 0, 1, 8],
  [4, 1, 0, 1],
  [8, 0, -1, 2],
] as const;

const picture = (mask: Uint8Array, rows: number, cols: number) => Array.from({ length: rows }, (_, r) => [...mask.subarray(r * cols, (r + 1) * cols)].map((m) => (m ? '#' : '.')).join(''));

/** Each cell's neighbours through open sides, both sides agreeing, inside the grid. */
function neighbours(p: MazePuzzle): number[][] {
  const next: number[][] = Array.from({ length: p.rows * p.cols }, () => []);
  for (let r = 0; r < p.rows; r++)
    for (let c = 0; c < p.cols; c++)
      for (const [bit, dr, dc, back] of MOVES) {
        const [nr, nc] = [r + dr, c + dc];
        if (nr < 0 || nr >= p.rows || nc < 0 || nc >= p.cols) continue;
        if (p.open[r]![c]! & bit && p.open[nr]![nc]! & back) next[r * p.cols + c]!.push(nr * p.cols + nc);
      }
  return next;
}

describe('the heart outline', () => {
  it('is a heart: two lobes at the top, a point at the foot, the same either side, joined side to side', () => {
    expect(picture(heartMask(12, 12), 12, 12)).toEqual([
      '.####..####.',
      '############',
      '############',
      '############',
      '############',
      '.##########.',
      '..########..',
      '..########..',
      '...######...',
      '....####....',
      '....####....',
      '.....##.....',
    ]);
    for (const [rows, cols] of [
      [8, 8],
      [9, 11],
      [10, 10],
      [13, 13],
      [16, 16],
      [20, 24],
      [40, 40],
      [60, 60],
    ] as const) {
      const mask = heartMask(rows, cols);
      const lines = picture(mask, rows, cols);
      const at = `${rows}×${cols}`;
      for (const line of lines) expect(line, at).toBe([...line].reverse().join(''));
      // The first row two lobes' tops (two runs), the last the point (one run in the middle), each edge of the grid touched.
      expect(lines[0]!.split('.').filter(Boolean).length, at).toBe(2);
      expect(lines[rows - 1]!.split('.').filter(Boolean).length, at).toBe(1);
      expect(lines.some((l) => l[0] === '#'), at).toBe(true);
      // Fewer squares than the rectangle, most of them.
      const n = mask.reduce((a, b) => a + b, 0);
      expect(n, at).toBeGreaterThan(0.55 * rows * cols);
      expect(n, at).toBeLessThan(0.9 * rows * cols);
      // One piece: every cell reached from the first, side to side.
      const cells = [...mask.keys()].filter((i) => mask[i]);
      const seen = new Set([cells[0]!]);
      const queue = [cells[0]!];
      while (queue.length > 0) {
        const v = queue.pop()!;
        const [r, c] = [Math.floor(v / cols), v % cols];
        for (const [, dr, dc] of MOVES) {
          const [nr, nc] = [r + dr, c + dc];
          if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && mask[nr * cols + nc] && !seen.has(nr * cols + nc)) seen.add(nr * cols + nc), queue.push(nr * cols + nc);
        }
      }
      expect(seen.size, at).toBe(n);
      // Made once and shared: the same mask read again.
      expect(maskOf('heart', rows, cols)).toBe(maskOf('heart', rows, cols));
    }
    expect(maskOf('rect', 10, 10)).toBeNull();
  });

  it('and a star: a point at the top, two arms, two feet, the same either side, one piece', () => {
    expect(picture(outlineMask('star', 14, 14), 14, 14)).toEqual([
      '......##......',
      '......##......',
      '.....####.....',
      '.....####.....',
      '..##########..',
      '##############',
      '.############.',
      '..##########..',
      '...########...',
      '...########...',
      '...########...',
      '...########...',
      '...###..###...',
      '...#......#...',
    ]);
    for (const n of [10, 12, 15, 20, 33, 60]) {
      const lines = picture(outlineMask('star', n, n), n, n);
      for (const line of lines) expect(line, `${n}`).toBe([...line].reverse().join(''));
      expect(lines[0]!.split('.').filter(Boolean).length, `${n}: the top point`).toBe(1);
      expect(lines[n - 1]!.split('.').filter(Boolean).length, `${n}: the feet`).toBe(2);
      // The arms the widest row, wider than the feet's.
      const widest = Math.max(...lines.map((l) => l.split('#').length - 1));
      expect(widest, `${n}`).toBeGreaterThan(lines[n - 1]!.lastIndexOf('#') - lines[n - 1]!.indexOf('#') + 1);
    }
    expect(kind.options.safeParse({ size: 9, shape: 'star' }).success).toBe(false);
  });

  it('is refused under 8 squares a side, where its outline reads as none', () => {
    expect(kind.options.safeParse({ size: 7, shape: 'heart' }).success).toBe(false);
    expect(kind.options.safeParse({ rows: 8, cols: 7, shape: 'heart' }).success).toBe(false);
    expect(kind.options.parse({ size: 8, shape: 'heart' })).toEqual({ rows: 8, cols: 8, shape: 'heart' });
    expect(kind.refuses?.(kind.options.parse({ size: 8, shape: 'heart' }), 'expert')).toMatch(/a heart of 8×8 has 42/);
  });
});

const SIZES = [
  { shape: 'heart', size: 8 },
  { shape: 'heart', size: 10 },
  { shape: 'heart', rows: 9, cols: 11 },
  { shape: 'heart', size: 12 },
  { shape: 'heart', size: 16 },
  { shape: 'heart', size: 24 },
  { shape: 'star', size: 10 },
  { shape: 'star', size: 13 },
  { shape: 'star', rows: 16, cols: 14 },
  { shape: 'star', size: 24 },
  // A tall grid of few columns, whose star's foot leaves the last row empty: the exit in the last row it has.
  { shape: 'star', rows: 14, cols: 10 },
];

describe.each(SIZES)('outline mazes of %o', (input) => {
  const options = kind.options.parse(input);
  const { rows, cols, shape } = options;
  const mask = maskOf(shape, rows, cols)!;
  const rowsHeld = [...Array(rows).keys()].filter((r) => mask.subarray(r * cols, (r + 1) * cols).some((m) => m));
  it.each(DIFFICULTIES)('%s: outside closed, every cell inside reached, a tree, exactly one line through, graded in its band', (difficulty) => {
    if (kind.refuses?.(options, difficulty)) return;
    for (let seed = 0; seed < 3; seed++) {
      const at = `${shape} ${rows}×${cols} ${difficulty} seed ${seed}`;
      const m = kind.generate(new Rng(`test/maze/${shape}/${rows}x${cols}/${difficulty}/${seed}`), options, difficulty);
      expect(m, at).not.toBeNull();
      const p = m!.puzzle;
      expect(p.shape).toBe(shape);
      expect(kind.puzzle.parse(JSON.parse(JSON.stringify(p))), at).toEqual(p);
      // Outside the heart: 0. Inside: open somewhere.
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) expect(p.open[r]![c]! === 0, `${at}: row ${r}, column ${c}`).toBe(!mask[r * cols + c]);
      // The entrance through the top of a square of the outline's first row, the exit through the foot of one of its last.
      expect(p.start[0], at).toBe(rowsHeld[0]);
      expect(p.open[p.start[0]]![p.start[1]]! & 1).toBe(1);
      expect(p.end[0], at).toBe(rowsHeld.at(-1));
      expect(p.open[p.end[0]]![p.end[1]]! & 4).toBe(4);
      // Every cell inside reached from the entrance, and the passages a tree: one fewer than the cells.
      const next = neighbours(p);
      const inside = mask.reduce((a, b) => a + b, 0);
      const start = p.start[0] * cols + p.start[1];
      const end = p.end[0] * cols + p.end[1];
      const seen = new Set([start]);
      const queue = [start];
      while (queue.length > 0) for (const w of next[queue.pop()!]!) if (!seen.has(w)) seen.add(w), queue.push(w);
      expect(seen.size, at).toBe(inside);
      expect(next.reduce((a, n) => a + n.length, 0) / 2, at).toBe(inside - 1);
      expect(linesBetween((v) => next[v]!, start, end), at).toBe(1);
      // The kind's proof, its oracle and its grade agree.
      expect(kind.solve(p, 2).solutions, at).toEqual([m!.solution]);
      expect(oracle(p, 2), at).toEqual([m!.solution]);
      expect(kind.unfit?.(p), at).toBeNull();
      expect(kind.check(p, m!.solution), at).toBeNull();
      expect(kind.regrade(p), at).toEqual(m!.grade);
      expect(kind.band(m!.grade, p), at).toBe(difficulty);
    }
  });
});

describe('a heart record', () => {
  const m = kind.generate(new Rng('test/maze/heart/record'), kind.options.parse({ size: 12, shape: 'heart' }), 'medium')!;
  const p = m.puzzle;
  const with_ = (f: (open: number[][]) => void): MazePuzzle => {
    const open = p.open.map((row) => [...row]);
    f(open);
    return { ...p, open };
  };

  it('is refused with a cell outside the heart open', () => {
    // Row 0, column 0 is outside; opened toward row 1, column 0 (inside), both sides agreeing.
    const bad = with_((o) => ((o[0]![0]! |= 4), (o[1]![0]! |= 1)));
    const issues = kind.puzzle.safeParse(bad).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toContain('open.0.0: is outside the heart, so must be 0 (open nowhere)');
  });

  it('is refused with a cell inside closed all round, and sealed parts are refused by the proof as a rectangle\'s are', () => {
    // A dead end cut off: closed on every side.
    const next = neighbours(p);
    const leaf = next.findIndex((n, cell) => n.length === 1 && cell !== p.start[0] * p.cols + p.start[1] && cell !== p.end[0] * p.cols + p.end[1]);
    const [lr, lc] = [Math.floor(leaf / p.cols), leaf % p.cols];
    const [nr, nc] = [Math.floor(next[leaf]![0]! / p.cols), next[leaf]![0]! % p.cols];
    const sealed = with_((o) => {
      o[lr]![lc] = 0;
      for (const [bit, dr, dc] of MOVES) if (nr + dr === lr && nc + dc === lc) o[nr]![nc]! &= ~bit;
    });
    expect(kind.puzzle.safeParse(sealed).error?.issues.map((i) => i.message)).toContain('is inside the heart but closed on every side: no passage reaches it');
    // A part of two squares or more cut off from the rest: the schema takes it (each square has a passage), the proof names it.
    let cut: MazePuzzle | null = null;
    for (let a = 0; a < next.length && !cut; a++)
      for (const b of next[a]!) {
        const open = p.open.map((row) => [...row]);
        const [ar, ac, br, bc] = [Math.floor(a / p.cols), a % p.cols, Math.floor(b / p.cols), b % p.cols];
        for (const [bit, dr, dc, back] of MOVES) if (ar + dr === br && ac + dc === bc) (open[ar]![ac]! &= ~bit), (open[br]![bc]! &= ~back);
        if (open[ar]![ac] === 0 || open[br]![bc] === 0) continue;
        const q = { ...p, open };
        if (kind.puzzle.safeParse(q).success && kind.solve(q, 2).solutions.length === 1) {
          cut = q;
          break;
        }
      }
    expect(cut).not.toBeNull();
    expect(kind.unfit?.(cut!)).toMatch(/sealed off/);
  });

  it('refuses a line through a cell outside the heart, and an entrance outside it', () => {
    expect(kind.check(p, { path: [p.start, [0, 0]] })).toMatch(/outside the maze/);
    expect(kind.puzzle.safeParse({ ...p, start: [0, 0] }).success).toBe(false);
  });

  it('draws no wall and keys no square outside the heart, and its pictures clear of it', () => {
    const mask = heartMask(p.rows, p.cols);
    const figure: Figure = draw({ ...p, picture: 'mouse' });
    const left = Math.min(...figure.items.filter((i): i is Item & { type: 'box' } => i.type === 'box').map((b) => b.x));
    const top = Math.min(...figure.items.filter((i): i is Item & { type: 'box' } => i.type === 'box').map((b) => b.y));
    const keys = figure.items.flatMap((i) => (i.type === 'box' && i.key ? [i.key] : []));
    expect(keys.length).toBe(mask.reduce((a, b) => a + b, 0));
    for (const key of keys) {
      const [r, c] = key.slice(5).split('-').map(Number) as [number, number];
      expect(mask[r * p.cols + c], key).toBe(1);
    }
    // Every unit of every wall is the side of a cell inside.
    const inside = (r: number, c: number) => r >= 0 && r < p.rows && c >= 0 && c < p.cols && mask[r * p.cols + c] === 1;
    for (const w of figure.items.filter((i) => i.type === 'line' && i.role === 'wall')) {
      if (w.type !== 'line') continue;
      const [x1, y1, x2, y2] = [w.x1 - left, w.y1 - top, w.x2 - left, w.y2 - top].map((v) => Math.round(v));
      if (y1 === y2) for (let x = Math.min(x1!, x2!); x < Math.max(x1!, x2!); x++) expect(inside(y1!, x) || inside(y1! - 1, x), `wall at row line ${y1}, column ${x}`).toBe(true);
      else for (let y = Math.min(y1!, y2!); y < Math.max(y1!, y2!); y++) expect(inside(y, x1!) || inside(y, x1! - 1), `wall at column line ${x1}, row ${y}`).toBe(true);
    }
    // The pictures above and below the grid.
    for (const item of figure.items.filter((i) => i.type !== 'box' && 'role' in i && i.role === 'picture')) {
      const y = item.type === 'line' ? Math.max(item.y1, item.y2) : item.type === 'circle' ? item.cy : 0;
      const y0 = item.type === 'line' ? Math.min(item.y1, item.y2) : item.type === 'circle' ? item.cy : 0;
      expect(y < top || y0 > top + p.rows).toBe(true);
    }
  });
});
