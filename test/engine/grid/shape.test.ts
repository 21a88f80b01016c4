import { describe, expect, it } from 'vitest';
import { rangeMask } from '../../../src/engine/grid/bits.ts';
import { boxesOf, type Group, linesOf, shapeOf, shapeWith } from '../../../src/engine/grid/shape.ts';
import { Rng } from '../../../src/engine/random.ts';

/** Random cages tiling part of a grid: neighbouring cells grown into groups of one to six, some distinct (a Killer's), some not (a Calcudoku's). */
function cages(size: number, rng: Rng): Group[] {
  const owner = new Int32Array(size * size).fill(-1);
  const out: Group[] = [];
  for (const c of rng.shuffle(Array.from({ length: size * size }, (_, c) => c))) {
    if (owner[c] !== -1 || rng.chance(0.1)) continue;
    const cells = [c];
    owner[c] = out.length;
    const goal = 1 + rng.int(6);
    while (cells.length < goal) {
      const free = cells.flatMap((d) => [d - size, d + size, d % size ? d - 1 : -1, (d + 1) % size ? d + 1 : -1]).filter((d) => d >= 0 && d < size * size && owner[d] === -1);
      if (free.length === 0) break;
      const d = rng.pick(free);
      owner[d] = out.length;
      cells.push(d);
    }
    out.push({ kind: 'cage', n: out.length + 1, cells: cells.sort((a, b) => a - b), house: false, distinct: rng.chance(0.8), total: { op: '+', target: 3 * cells.length } });
  }
  return out;
}

describe('shapeWith', () => {
  it('makes of a base and more groups, distinct or not, the shape shapeOf makes of them all', () => {
    const rng = new Rng('test/grid/shape-with');
    for (const [size, box] of [[4, [2, 2]], [6, [3, 2]], [9, [3, 3]]] as const) {
      const houses = [...linesOf(size, size), ...boxesOf(size, box[0], box[1])];
      const base = shapeOf(size, size, rangeMask(1, size), houses);
      for (let k = 0; k < 30; k++) {
        const more = cages(size, rng);
        expect({ ...shapeWith(base, more) }).toEqual({ ...shapeOf(size, size, rangeMask(1, size), [...houses, ...more]) });
      }
    }
  });
  it('refuses a house', () => {
    const base = shapeOf(4, 4, rangeMask(1, 4), linesOf(4, 4));
    expect(() => shapeWith(base, boxesOf(4, 2, 2))).toThrow(/no house/);
  });
});
