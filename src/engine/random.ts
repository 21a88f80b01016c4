import seedrandom from 'seedrandom';

/**
 * A seed is any string; puzzles get theirs from the book seed and their place
 * (`2026/numbrix-medium/medium/3`), so one puzzle can be made again without making the rest.
 */
export function derive(seed: string | number, ...labels: (string | number)[]): string {
  return [String(seed), ...labels.map(String)].join('/');
}

/** The only source of randomness in the engine: a seeded stream (Alea, fast and portable). */
export class Rng {
  readonly seed: string;
  private readonly next: () => number;

  constructor(seed: string) {
    this.seed = seed;
    this.next = seedrandom.alea(seed);
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [lo, hi], both ends included. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }
}
