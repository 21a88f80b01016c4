import type { Shape } from './shape.ts';

/**
 * A second answer seen without a search: four cells at the corners of a rectangle, holding
 * a b over b a in a full grid, where every group holds as many of the a-corners as of the
 * b-corners. Swapping the two digits then leaves each group's digits as they were (so its
 * total, and no repeats), and the grid is another answer: that answer, or null when no
 * rectangle swaps so. A few microseconds where a proof of a loose grid can take seconds.
 */
export function rectangleSwap(shape: Shape, fill: ArrayLike<number>): Uint8Array | null {
  const { width, height, groupsOf, open } = shape;
  const keeps = (corners: readonly number[]) => {
    // Each group's count: +1 for an a-corner (first and last), −1 for a b-corner.
    const count = new Map<number, number>();
    corners.forEach((c, i) => {
      for (const g of groupsOf[c]!) count.set(g, (count.get(g) ?? 0) + (i === 0 || i === 3 ? 1 : -1));
    });
    for (const n of count.values()) if (n !== 0) return false;
    return true;
  };
  for (let r1 = 0; r1 < height; r1++)
    for (let c1 = 0; c1 < width; c1++) {
      const p = r1 * width + c1;
      if (!open[p]) continue;
      for (let c2 = c1 + 1; c2 < width; c2++) {
        const q = r1 * width + c2;
        if (!open[q] || fill[q] === fill[p]) continue;
        for (let r2 = r1 + 1; r2 < height; r2++) {
          const s = r2 * width + c1;
          const t = r2 * width + c2;
          if (!open[s] || !open[t] || fill[t] !== fill[p] || fill[s] !== fill[q] || !keeps([p, q, s, t])) continue;
          const other = Uint8Array.from(fill);
          [other[p], other[q], other[s], other[t]] = [fill[q]!, fill[p]!, fill[t]!, fill[s]!];
          return other;
        }
      }
    }
  return null;
}
