/** Every simple line from `from` to `to` through the passages `next` gives, counted by trying every way (up to `cap`): the brute-force count the maze tests hold each shape to. */
export function linesBetween(next: (cell: number) => readonly number[], from: number, to: number, cap = 2): number {
  let n = 0;
  const on = new Set<number>([from]);
  const go = (v: number): void => {
    if (n >= cap) return;
    if (v === to) {
      n++;
      return;
    }
    for (const w of next(v)) {
      if (on.has(w)) continue;
      on.add(w);
      go(w);
      on.delete(w);
    }
  };
  go(from);
  return n;
}
