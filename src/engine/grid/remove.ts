import type { Rng } from '../random.ts';

/** How a puzzle's givens mirror each other: about the centre (rotational), left to right (mirror), or not at all. */
export const SYMMETRIES = ['rotational', 'mirror', 'none'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

/** The cells a given's symmetry ties together: each set is kept or removed as one. */
export function orbitsOf(width: number, height: number, symmetry: Symmetry): number[][] {
  const size = width * height;
  const partner = (c: number) => {
    const [r, col] = [Math.floor(c / width), c % width];
    if (symmetry === 'rotational') return size - 1 - c;
    if (symmetry === 'mirror') return r * width + (width - 1 - col);
    return c;
  };
  const seen = new Uint8Array(size);
  const orbits: number[][] = [];
  for (let c = 0; c < size; c++) {
    if (seen[c]) continue;
    const orbit = [...new Set([c, partner(c)])];
    for (const x of orbit) seen[x] = 1;
    orbits.push(orbit);
  }
  return orbits;
}

/**
 * Clues taken away from a full grid, one orbit at a time in a random order, each removal kept
 * only while `keeps` still holds of what is left (unique, and solved by the techniques of the
 * band asked for): what is left is a puzzle from which no orbit more can go.
 */
export function removeClues(full: ArrayLike<number>, orbits: readonly (readonly number[])[], rng: Rng, keeps: (givens: Uint8Array, removed: readonly number[]) => boolean, first = 0): Uint8Array {
  return removeInOrder(full, rng.shuffle([...orbits]), keeps, first);
}

/** `removeClues` with the orbits' order drawn already, so one grid may be carved twice in the same order, under two rules (`makeGrid`). */
export function removeInOrder(full: ArrayLike<number>, order: readonly (readonly number[])[], keeps: (givens: Uint8Array, removed: readonly number[]) => boolean, first = 0): Uint8Array {
  const givens = Uint8Array.from(full);
  // The first orbits go together when they may (what `keeps` asks only gets harder as clues go,
  // so each of them would have gone alone): the same puzzle, with one check for them all.
  let at = 0;
  if (first > 0) {
    const batch = order.slice(0, first).flat();
    for (const c of batch) givens[c] = 0;
    if (keeps(givens, batch)) at = first;
    else for (const c of batch) givens[c] = full[c]!;
  }
  for (let o = at; o < order.length; o++) {
    const orbit = order[o]!;
    for (let i = 0; i < orbit.length; i++) givens[orbit[i]!] = 0;
    if (!keeps(givens, orbit)) for (let i = 0; i < orbit.length; i++) givens[orbit[i]!] = full[orbit[i]!]!;
  }
  return givens;
}
