/** Set bits in a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Set bits in a bitset. */
export function countBits(set: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < set.length; i++) n += popcount(set[i]!);
  return n;
}
