/**
 * A round maze (issue 110, a child's maze book): rings about a hole, proved and graded as the
 * rectangle is. Held here by checks written from the rules alone, not the kit's: each ring's
 * cells are the record's row up to its first 0 past the ring, the inner ring six, a ring twice
 * the one inside it or as many; a cell's neighbours are round its ring (wrapping) and across to
 * the ring beyond (two cells where it has twice as many); every cell is reached from the
 * entrance, the passages make a tree, and a brute-force search counts exactly one line from the
 * entrance at the rim's top to the exit into the middle.
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { draw, drawAnswer } from '../../../src/kinds/maze/draw.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import type { MazePuzzle } from '../../../src/kinds/maze/schema.ts';
import { stepper } from '../../../src/kinds/maze/steps.ts';
import { linesBetween } from './lines.ts';

/** Each ring's cells, read from the rules: 6 in the middle, then as many or twice as many outward. */
function ringsOf(p: MazePuzzle): number[] {
  const n = p.open.map((row) => row.findLastIndex((v) => v !== 0) + 1);
  return n;
}

/** Each cell's neighbours through open passages, both sides agreeing: 2 clockwise, 8 counter-clockwise, 1 and 16 outward, 4 inward. */
function neighbours(p: MazePuzzle, ring: number[]): Map<number, number[]> {
  const id = (r: number, c: number) => r * p.cols + c;
  const next = new Map<number, number[]>();
  const link = (a: [number, number], abit: number, b: [number, number], bbit: number) => {
    if (p.open[a[0]]![a[1]]! & abit && p.open[b[0]]![b[1]]! & bbit) next.get(id(...a))!.push(id(...b));
  };
  for (let r = 0; r < p.rows; r++) for (let c = 0; c < ring[r]!; c++) next.set(id(r, c), []);
  for (let r = 0; r < p.rows; r++) {
    const n = ring[r]!;
    for (let c = 0; c < n; c++) {
      link([r, c], 2, [r, (c + 1) % n], 8);
      link([r, c], 8, [r, (c + n - 1) % n], 2);
      if (r > 0) {
        const split = ring[r - 1] === 2 * n;
        link([r, c], 1, [r - 1, split ? 2 * c : c], 4);
        if (split) link([r, c], 16, [r - 1, 2 * c + 1], 4);
      }
      if (r < p.rows - 1) {
        const split = ring[r + 1]! * 2 === n;
        link([r, c], 4, [r + 1, split ? Math.floor(c / 2) : c], split && c % 2 ? 16 : 1);
      }
    }
  }
  return next;
}

describe('a round maze', () => {
  it('has rings of 6 and twice as many outward as they widen, its size its rings, 5 to 14', () => {
    expect(kind.options.parse({ shape: 'round', size: 5 })).toEqual({ rows: 5, cols: 24, shape: 'round' });
    expect(kind.options.parse({ shape: 'round', size: 14 })).toEqual({ rows: 14, cols: 48, shape: 'round' });
    expect(kind.options.safeParse({ shape: 'round', size: 15 }).error?.issues[0]?.message).toMatch(/14 rings at most/);
    expect(kind.options.safeParse({ shape: 'round', rows: 8, cols: 30 }).error?.issues[0]?.path).toEqual(['cols']);
  });

  it.each([5, 8, 10, 12])('of %i rings: every cell reached, a tree, exactly one line through, at every band', (rings) => {
    const options = kind.options.parse({ shape: 'round', size: rings });
    for (const difficulty of DIFFICULTIES) {
      if (kind.refuses?.(options, difficulty)) continue;
      for (let seed = 0; seed < 2; seed++) {
        const at = `${rings} rings ${difficulty} seed ${seed}`;
        const m = kind.generate(new Rng(`test/maze/round/${rings}/${difficulty}/${seed}`), options, difficulty);
        expect(m, at).not.toBeNull();
        const p = m!.puzzle;
        expect(kind.puzzle.parse(JSON.parse(JSON.stringify(p))), at).toEqual(p);
        const ring = ringsOf(p);
        expect(ring.at(-1), at).toBe(6);
        for (let r = 0; r + 1 < rings; r++) expect([ring[r + 1], 2 * ring[r + 1]!], at).toContain(ring[r]);
        // The entrance through the rim at its top (its first cell, centred there), the exit into the middle.
        expect(p.start, at).toEqual([0, 0]);
        expect(p.open[0]![0]! & 1, at).toBe(1);
        expect(p.end[0], at).toBe(rings - 1);
        expect(p.open[p.end[0]]![p.end[1]]! & 4, at).toBe(4);
        const next = neighbours(p, ring);
        const cells = ring.reduce((a, b) => a + b, 0);
        const start = 0;
        const end = p.end[0] * p.cols + p.end[1];
        const seen = new Set([start]);
        const queue = [start];
        while (queue.length > 0) for (const w of next.get(queue.pop()!)!) if (!seen.has(w)) seen.add(w), queue.push(w);
        expect(seen.size, at).toBe(cells);
        expect([...next.values()].reduce((a, n) => a + n.length, 0) / 2, at).toBe(cells - 1);
        expect(linesBetween((v) => next.get(v)!, start, end), at).toBe(1);
        expect(kind.solve(p, 2).solutions, at).toEqual([m!.solution]);
        expect(kind.unfit?.(p), at).toBeNull();
        expect(kind.check(p, m!.solution), at).toBeNull();
        expect(kind.regrade(p), at).toEqual(m!.grade);
        expect(kind.band(m!.grade, p), at).toBe(difficulty);
        // Told in words: every turn one the words name (in from one cell outward and out to its twin is a turn, not "back").
        expect(stepper.steps(p, 4).steps.every((s) => s.say.length > 0), at).toBe(true);
      }
    }
  });

  it('is drawn in arcs: its rim a run of curves round the middle, its walls at least the rectangle\'s', () => {
    const m = kind.generate(new Rng('test/maze/round/drawn'), kind.options.parse({ shape: 'round', size: 6 }), 'easy')!;
    for (const figure of [draw(m.puzzle), drawAnswer(m.puzzle, m.solution)]) {
      const curves = figure.items.filter((i) => i.type === 'curve');
      expect(curves.filter((i) => i.role === 'wall').length).toBeGreaterThan(20);
      // Every wall curve on a ring's circle (the hole's 1.5 corridors to the rim's 7.5), its middle too: arcs, not chords.
      const [cx, cy] = [figure.width / 2, figure.height - 0.2 - 7.5];
      const radii = new Set<number>();
      for (const i of curves.filter((i) => i.role === 'wall')) {
        const mid = [(i.x1 + 3 * i.cx1 + 3 * i.cx2 + i.x2) / 8, (i.y1 + 3 * i.cy1 + 3 * i.cy2 + i.y2) / 8] as const;
        const [a, b, c] = [Math.hypot(i.x1 - cx, i.y1 - cy), Math.hypot(i.x2 - cx, i.y2 - cy), Math.hypot(mid[0] - cx, mid[1] - cy)];
        expect(b).toBeCloseTo(a, 9);
        expect(c).toBeCloseTo(a, 3);
        expect(a - 1.5).toBeCloseTo(Math.round(a - 1.5), 9);
        radii.add(Math.round(a * 2) / 2);
      }
      expect([...radii].sort((x, y) => x - y)).toEqual([1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5]);
    }
    expect(drawAnswer(m.puzzle, m.solution).items.some((i) => i.type === 'curve' && i.role === 'way')).toBe(true);
  });

  it('refuses a record whose columns are not its rim\'s, a second side outward where the ring beyond has no more cells, and a cell open one way only', () => {
    const m = kind.generate(new Rng('test/maze/round/record'), kind.options.parse({ shape: 'round', size: 6 }), 'medium')!;
    const p = m.puzzle;
    const issues = (q: unknown) => kind.puzzle.safeParse(q).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({ ...p, cols: 30, open: p.open.map((row) => [...row, ...Array(6).fill(0)]) })[0]).toMatch(/^cols: a round maze of 6 rings has 24 cells/);
    // The rim's ring has no ring beyond: 16 there is a side it lacks.
    const rim = structuredClone(p);
    rim.open[0]![3]! |= 16;
    expect(issues(rim)).toContain('open.0.3: opens a side it does not have (bit 16)');
    const oneWay = structuredClone(p);
    const r = 2;
    const c = oneWay.open[r]!.findIndex((v) => !(v & 2));
    oneWay.open[r]![c]! |= 2;
    expect(issues(oneWay).some((i) => i.startsWith(`open.${r}.${c}: is open toward`))).toBe(true);
  });
});
