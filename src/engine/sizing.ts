/**
 * How a kind's options set its size (`PuzzleKind.sizing`): for the words of a refusal that
 * asks for less work, and for the largest size that fits (book/work-cap.ts). A kind without
 * one (Countdown) is made in milliseconds at any options.
 */
export interface Sizing<O> {
  /** The size in words: `30×30`, `20 digits`. */
  label(o: O): string;
  /** The command-line flags that ask for it: `--size 30`. */
  flags(o: O): string;
  /** The next size down, or null at the smallest (a rectangle loses from its longer side). */
  smaller(o: O): O | null;
}

/** A grid's sizing: its two sides as `get` reads them and `set` writes them, named by their flags (`width`, `height`). */
export const gridSizing = <O>(min: number, get: (o: O) => [number, number], set: (o: O, a: number, b: number) => O, names: [string, string]): Sizing<O> => ({
  label: (o) => get(o).join('×'),
  flags: (o) => {
    const [a, b] = get(o);
    return a === b ? `--size ${a}` : `--${names[0]} ${a} --${names[1]} ${b}`;
  },
  smaller: (o) => {
    const [a, b] = get(o);
    if (a === b) return a > min ? set(o, a - 1, b - 1) : null;
    return a > b ? set(o, a - 1, b) : set(o, a, b - 1);
  },
});

/** A count of digits' sizing, asked for by the one flag that is its option's name (`--digits 5`), down to `min`. */
export const digitsSizing = <O extends { readonly [K in F]: number }, F extends string>(flag: F, min: number): Sizing<O> => ({
  label: (o) => `${o[flag]} digits`,
  flags: (o) => `--${flag} ${o[flag]}`,
  smaller: (o) => (o[flag] > min ? { ...o, [flag]: o[flag] - 1 } : null),
});
