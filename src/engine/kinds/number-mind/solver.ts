/**
 * Number Mind by reasoning per guess. Each place has a set of possible digits (10 bits).
 * For each guess: its hits are places fixed to its digit, its chances the places still
 * open to its digit. With all its hits, its digit is struck from its other places; with
 * hits + chances = score, every chance becomes a hit; outside those, a contradiction.
 * Search picks the guess with the fewest ways to place its missing hits ("which k of these
 * places are right?") and tries each way. Where every guess has all its hits, the places
 * still open are free: each digit left there gives a different secret.
 */

export interface Work {
  /** Ways tried by the search. */
  branches: number;
  /** Deepest search level reached. */
  depth: number;
  nodes: number;
}

export interface CountResult {
  secrets: string[];
  complete: boolean;
  work: Work;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

export class NumberMindSolver {
  private readonly length: number;
  private readonly guesses: Uint8Array[];
  /** bits[j * length + p]: the one-bit digit mask of guess j at place p. */
  private readonly bits: Uint16Array;
  private readonly scores: number[];
  /** Scratch for enoughRoom: per place and digit, the guesses still needing a hit that one would give. */
  private readonly tally: Uint16Array;
  private nodes = 0;
  private branches = 0;
  private depth = 0;

  constructor(length: number, guesses: readonly { guess: string; correct: number }[]) {
    this.length = length;
    this.guesses = guesses.map((g) => Uint8Array.from(g.guess, (c) => c.charCodeAt(0) - 48));
    this.bits = new Uint16Array(guesses.length * length);
    this.guesses.forEach((g, j) => g.forEach((d, p) => (this.bits[j * length + p] = 1 << d)));
    this.scores = guesses.map((g) => g.correct);
    this.tally = new Uint16Array(length * 10);
  }

  /** Narrows places until nothing changes. False on a contradiction. */
  private propagate(dom: Uint16Array): boolean {
    this.nodes++;
    const L = this.length;
    const bits = this.bits;
    const J = this.scores.length;
    for (let changed = true; changed; ) {
      changed = false;
      for (let j = 0, at = 0; j < J; j++, at += L) {
        let hits = 0;
        let chances = 0;
        for (let p = 0; p < L; p++) {
          const bit = bits[at + p]!;
          const d = dom[p]!;
          if (d === bit) hits++;
          else if (d & bit) chances++;
        }
        const want = this.scores[j]!;
        if (hits > want || hits + chances < want) return false;
        if (chances === 0) continue;
        if (hits === want) {
          changed = true;
          for (let p = 0; p < L; p++) {
            const bit = bits[at + p]!;
            if (dom[p] !== bit && dom[p]! & bit) {
              dom[p] = dom[p]! & ~bit;
              if (dom[p] === 0) return false;
            }
          }
        } else if (hits + chances === want) {
          changed = true;
          for (let p = 0; p < L; p++) if (dom[p]! & bits[at + p]!) dom[p] = bits[at + p]!;
        }
      }
    }
    return this.enoughRoom(dom);
  }

  /**
   * A place can give a hit only to the guesses that share the digit it ends up with, so the
   * hits still needed, summed over guesses, cannot exceed the best each place can give.
   */
  private enoughRoom(dom: Uint16Array): boolean {
    const L = this.length;
    const J = this.scores.length;
    const tally = this.tally;
    tally.fill(0);
    let needed = 0;
    for (let j = 0, at = 0; j < J; j++, at += L) {
      let hits = 0;
      for (let p = 0; p < L; p++) if (dom[p] === this.bits[at + p]) hits++;
      const need = this.scores[j]! - hits;
      if (need === 0) continue;
      needed += need;
      for (let p = 0; p < L; p++) {
        const bit = this.bits[at + p]!;
        if (dom[p] !== bit && dom[p]! & bit) tally[p * 10 + this.guesses[j]![p]!]!++;
      }
    }
    let room = 0;
    for (let p = 0; p < L; p++) {
      let most = 0;
      for (let d = 0; d < 10; d++) most = Math.max(most, tally[p * 10 + d]!);
      room += most;
    }
    return needed <= room;
  }

  /** The guess with the fewest ways to place its missing hits, and those ways' places; null when all are met. */
  private pick(dom: Uint16Array): { j: number; open: number[]; need: number } | null {
    let best: { j: number; open: number[]; need: number } | null = null;
    let bestWays = Infinity;
    for (let j = 0; j < this.guesses.length; j++) {
      const open: number[] = [];
      let hits = 0;
      for (let p = 0; p < this.length; p++) {
        const bit = this.bits[j * this.length + p]!;
        if (dom[p] === bit) hits++;
        else if (dom[p]! & bit) open.push(p);
      }
      const need = this.scores[j]! - hits;
      if (need === 0 || open.length === 0) continue;
      const ways = choose(open.length, need);
      if (ways < bestWays) [best, bestWays] = [{ j, open, need }, ways];
    }
    return best;
  }

  /** Tries every way to choose the missing hits of the guess with the fewest ways. */
  private search(dom: Uint16Array, depth: number, limit: number, budget: number, out: string[]): boolean {
    this.depth = Math.max(this.depth, depth);
    const choice = this.pick(dom);
    if (!choice) return this.enumerate(dom, limit, out);
    const { j, open, need } = choice;
    const at = j * this.length;
    // idx: the chosen places, as indices into `open`, advanced like an odometer.
    const idx = Array.from({ length: need }, (_, i) => i);
    const hit = new Uint8Array(open.length);
    for (;;) {
      if (this.nodes > budget) return false;
      this.branches++;
      hit.fill(0);
      for (const i of idx) hit[i] = 1;
      const child = dom.slice();
      for (let i = 0; i < open.length; i++) {
        const p = open[i]!;
        const bit = this.bits[at + p]!;
        child[p] = hit[i] ? bit : child[p]! & ~bit;
      }
      if (this.propagate(child) && !this.search(child, depth + 1, limit, budget, out)) return false;
      if (out.length >= limit) return true;
      let k = need - 1;
      while (k >= 0 && idx[k] === open.length - need + k) k--;
      if (k < 0) return true;
      idx[k]!++;
      for (let m = k + 1; m < need; m++) idx[m] = idx[m - 1]! + 1;
    }
  }

  /** Every guess has its hits: each combination of the digits left is a secret. */
  private enumerate(dom: Uint16Array, limit: number, out: string[]): boolean {
    const places = Array.from(dom, (m) => Array.from({ length: 10 }, (_, d) => d).filter((d) => m & (1 << d)));
    const digits: number[] = [];
    const walk = (p: number): void => {
      if (out.length >= limit) return;
      if (p === this.length) return void out.push(digits.join(''));
      for (const d of places[p]!) {
        digits.push(d);
        walk(p + 1);
        digits.pop();
        if (out.length >= limit) return;
      }
    };
    walk(0);
    return true;
  }

  /** Secrets up to `limit`, in search order; `complete` is false if the budget ran out. */
  count(limit: number, budget: number): CountResult {
    this.nodes = 0;
    this.branches = 0;
    this.depth = 0;
    const secrets: string[] = [];
    const dom = new Uint16Array(this.length).fill(0x3ff);
    const work = () => ({ branches: this.branches, depth: this.depth, nodes: this.nodes });
    if (!this.propagate(dom)) return { secrets, complete: true, work: work() };
    const complete = this.search(dom, 0, limit, budget, secrets);
    return { secrets, complete, work: work() };
  }
}
