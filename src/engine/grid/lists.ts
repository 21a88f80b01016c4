/**
 * Lists made the same way every time, for the generators' hot loops. V8 makes the list of a
 * `map` packed while the caller is interpreted and holey once it is compiled, so the lists a
 * generator hands on change their map mid-run, and every compiled function reading them is
 * thrown away and compiled again (measured: half of a 4×4 Calcudoku's first thousand puzzles'
 * CPU was the optimizing compiler's). A loop's `push` makes a packed list either way.
 */

/** `list.map(fn)`, always packed. */
export function mapped<T, U>(list: readonly T[], fn: (item: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(fn(list[i]!, i));
  return out;
}

/** `list.filter(keep)`, always packed. */
export function kept<T>(list: readonly T[], keep: (item: T, i: number) => boolean): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) if (keep(list[i]!, i)) out.push(list[i]!);
  return out;
}

/**
 * A short list of numbers put in ascending order in place, by insertion: the same order as
 * `sort((a, b) => a - b)`, without the work list that sort allocates each call (a generator sorts
 * a cage's few cells thousands of times a second), and nothing done to a list already in order.
 */
export function ascending(list: number[]): number[] {
  for (let i = 1; i < list.length; i++) {
    const x = list[i]!;
    let j = i - 1;
    for (; j >= 0 && list[j]! > x; j--) list[j + 1] = list[j]!;
    list[j + 1] = x;
  }
  return list;
}
