/**
 * Number Mind by reasoning per guess. Each place has a set of possible digits (10 bits).
 * For each guess: its hits are places fixed to its digit, its chances the places still
 * open to its digit. With all its hits, its digit is struck from its other places; with
 * hits + chances = score, every chance becomes a hit; outside those, a contradiction.
 * Search picks the guess with the fewest ways to place its missing hits ("which k of these
 * places are right?") and tries each way. Where every guess has all its hits, the places
 * still open are free: each digit left there gives a different secret.
 *
 * Every guess's hits and chances are kept as counts per search level, updated where a place
 * narrows (only the guesses with a struck digit there are touched); a guess is looked at
 * again only when a rule now applies to it, and a contradiction stops the level at once.
 * The rules only ever narrow, so the order they are applied in changes neither where
 * propagation ends nor whether it fails: the search, its answers and its work counts are
 * the same as rescanning every guess until nothing changes.
 */

export interface Work {
  /** Ways tried by the search. */
  branches: number;
  /** Deepest search level reached. */
  depth: number;
  nodes: number;
  /**
   * Work in place and guess visits, the budget's unit: a node of 40 places and 100 guesses
   * costs a hundred times one of 5 and 6, so counting nodes alone let a budget run long.
   */
  cost: number;
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
  private readonly guessCount: number;
  /** bits[j * length + p]: the one-bit digit mask of guess j at place p. */
  private readonly bits: Uint16Array;
  private readonly scores: Int32Array;
  /** Guesses by place and digit: those with digit d at place p are byPlace[from[p * 10 + d] .. from[p * 10 + d + 1]). */
  private readonly from: Int32Array;
  private readonly byPlace: Int32Array;
  /** choose[n * (length + 1) + k]: ways to choose k of n places. */
  private readonly choose: Float64Array;
  /**
   * Per search level (at most one per guess, and one more: each level settles the guess it
   * branches on): the digits left at each place, each guess's hits and chances there, the
   * branching guess's open places and the chosen ones among them.
   */
  private readonly doms: Uint16Array;
  private readonly hits: Int32Array;
  private readonly chances: Int32Array;
  private readonly open: Int32Array;
  private readonly idx: Int32Array;
  /** Guesses a rule may now apply to, not yet looked at. */
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private queueLength = 0;
  /** Set by `narrow` when a guess can no longer get its score. */
  private failed = false;
  /** Scratch for enoughRoom: the guesses still needing hits. */
  private readonly needy: Uint8Array;
  private nodes = 0;
  private branches = 0;
  private depth = 0;
  private cost = 0;

  constructor(length: number, guesses: readonly { guess: string; correct: number }[]) {
    const L = length;
    const J = guesses.length;
    this.length = L;
    this.guessCount = J;
    this.bits = new Uint16Array(J * L);
    const digit = new Uint8Array(J * L);
    guesses.forEach((g, j) => {
      for (let p = 0; p < L; p++) {
        digit[j * L + p] = g.guess.charCodeAt(p) - 48;
        this.bits[j * L + p] = 1 << digit[j * L + p]!;
      }
    });
    this.scores = Int32Array.from(guesses, (g) => g.correct);
    this.from = new Int32Array(L * 10 + 1);
    for (let i = 0; i < J * L; i++) this.from[(i % L) * 10 + digit[i]! + 1]!++;
    for (let i = 0; i < L * 10; i++) this.from[i + 1]! += this.from[i]!;
    this.byPlace = new Int32Array(J * L);
    const fill = this.from.slice(0, L * 10);
    for (let j = 0; j < J; j++) for (let p = 0; p < L; p++) this.byPlace[fill[p * 10 + digit[j * L + p]!]!++] = j;
    this.choose = new Float64Array((L + 1) * (L + 1));
    for (let n = 0; n <= L; n++) for (let k = 0; k <= n; k++) this.choose[n * (L + 1) + k] = choose(n, k);
    const levels = J + 2;
    this.doms = new Uint16Array(levels * L);
    this.hits = new Int32Array(levels * J);
    this.chances = new Int32Array(levels * J);
    this.open = new Int32Array(levels * L);
    this.idx = new Int32Array(levels * L);
    this.queue = new Int32Array(J);
    this.queued = new Uint8Array(J);
    this.needy = new Uint8Array(J);
  }

  /** Guess j is to be looked at again. */
  private enqueue(j: number): void {
    if (this.queued[j]) return;
    this.queued[j] = 1;
    this.queue[this.queueLength++] = j;
  }

  /**
   * Narrows place p of `level` to `to` (a non-empty part of what it holds): guesses with a
   * struck digit there lose a chance, and if one digit is left, the guesses with it gain a hit.
   * A guess left with a rule to apply is queued; one left with too many hits or too few
   * chances fails the level (narrowing further can only make that worse).
   */
  private narrow(level: number, p: number, to: number): void {
    const at = level * this.length + p;
    const was = this.doms[at]!;
    this.cost += 4;
    if (was === to) return;
    this.doms[at] = to;
    const counts = level * this.guessCount;
    const from = this.from;
    const byPlace = this.byPlace;
    const hits = this.hits;
    const chances = this.chances;
    const scores = this.scores;
    for (let struck = was & ~to; struck !== 0; ) {
      const b = struck & -struck;
      struck ^= b;
      const d = 31 - Math.clz32(b);
      this.cost += from[p * 10 + d + 1]! - from[p * 10 + d]! + 1;
      for (let k = from[p * 10 + d]!, end = from[p * 10 + d + 1]!; k < end; k++) {
        const j = byPlace[k]!;
        const left = --chances[counts + j]! + hits[counts + j]!;
        if (left < scores[j]!) this.failed = true;
        else if (left === scores[j]! || hits[counts + j] === scores[j]) this.enqueue(j);
      }
    }
    if ((to & (to - 1)) === 0) {
      const d = 31 - Math.clz32(to);
      this.cost += from[p * 10 + d + 1]! - from[p * 10 + d]! + 1;
      for (let k = from[p * 10 + d]!, end = from[p * 10 + d + 1]!; k < end; k++) {
        const j = byPlace[k]!;
        chances[counts + j]!--;
        const h = ++hits[counts + j]!;
        if (h > scores[j]!) this.failed = true;
        else if (h === scores[j]! || h + chances[counts + j]! === scores[j]!) this.enqueue(j);
      }
    }
  }

  /** Narrows the places of `level` until nothing changes. False on a contradiction. */
  private propagate(level: number): boolean {
    this.nodes++;
    const L = this.length;
    const bits = this.bits;
    const dom = this.doms;
    const base = level * L;
    const counts = level * this.guessCount;
    while (this.queueLength > 0 && !this.failed) {
      const j = this.queue[--this.queueLength]!;
      this.queued[j] = 0;
      const hits = this.hits[counts + j]!;
      const chances = this.chances[counts + j]!;
      const want = this.scores[j]!;
      if (chances === 0) continue;
      const at = j * L;
      this.cost += L;
      if (hits === want) {
        for (let p = 0; p < L && !this.failed; p++) {
          const bit = bits[at + p]!;
          const d = dom[base + p]!;
          if (d !== bit && d & bit) this.narrow(level, p, d & ~bit);
        }
      } else if (hits + chances === want) {
        for (let p = 0; p < L && !this.failed; p++) if (dom[base + p]! & bits[at + p]!) this.narrow(level, p, bits[at + p]!);
      }
    }
    if (this.failed) {
      this.failed = false;
      while (this.queueLength > 0) this.queued[this.queue[--this.queueLength]!] = 0;
      return false;
    }
    return this.enoughRoom(level);
  }

  /**
   * A place can give a hit only to the guesses that share the digit it ends up with, so the
   * hits still needed, summed over guesses, cannot exceed the best each place can give.
   */
  private enoughRoom(level: number): boolean {
    const L = this.length;
    const J = this.guessCount;
    const counts = level * J;
    const needy = this.needy;
    this.cost += J + 10 * L + this.byPlace.length;
    let needed = 0;
    for (let j = 0; j < J; j++) {
      const need = this.scores[j]! - this.hits[counts + j]!;
      needy[j] = need > 0 ? 1 : 0;
      needed += need;
    }
    if (needed === 0) return true;
    let room = 0;
    for (let p = 0; p < L; p++) {
      const m = this.doms[level * L + p]!;
      if ((m & (m - 1)) === 0) continue;
      let most = 0;
      for (let left = m; left !== 0; ) {
        const b = left & -left;
        left ^= b;
        const d = 31 - Math.clz32(b);
        let n = 0;
        for (let k = this.from[p * 10 + d]!, end = this.from[p * 10 + d + 1]!; k < end; k++) n += needy[this.byPlace[k]!]!;
        if (n > most) most = n;
      }
      room += most;
    }
    return needed <= room;
  }

  /** Tries every way to choose the missing hits of the guess with the fewest ways. */
  private search(level: number, limit: number, budget: number, out: string[]): boolean {
    if (level > this.depth) this.depth = level;
    const L = this.length;
    const J = this.guessCount;
    const counts = level * J;
    this.cost += J + L;
    let best = -1;
    let bestWays = Infinity;
    for (let j = 0; j < J; j++) {
      const chances = this.chances[counts + j]!;
      const need = this.scores[j]! - this.hits[counts + j]!;
      if (need === 0 || chances === 0) continue;
      const ways = this.choose[chances * (L + 1) + need]!;
      if (ways < bestWays) [best, bestWays] = [j, ways];
    }
    if (best < 0) return this.enumerate(level, limit, out);
    const bits = this.bits;
    const dom = this.doms;
    const base = level * L;
    const at = best * L;
    const open = this.open;
    const n = this.chances[counts + best]!;
    const need = this.scores[best]! - this.hits[counts + best]!;
    for (let p = 0, i = 0; p < L; p++) {
      const d = dom[base + p]!;
      if (d !== bits[at + p] && d & bits[at + p]!) open[base + i++] = p;
    }
    // idx: the chosen places, as indices into the open places, advanced like an odometer.
    const idx = this.idx;
    for (let i = 0; i < need; i++) idx[base + i] = i;
    const next = base + L;
    for (;;) {
      if (this.cost > budget) return false;
      this.branches++;
      this.cost += 2 * J + 2 * L + 200; // a branch's own overhead (copies, the odometer, a propagation call)
      dom.copyWithin(next, base, next);
      this.hits.copyWithin(counts + J, counts, counts + J);
      this.chances.copyWithin(counts + J, counts, counts + J);
      for (let i = 0, c = 0; i < n && !this.failed; i++) {
        const p = open[base + i]!;
        const bit = bits[at + p]!;
        if (c < need && idx[base + c] === i) {
          this.narrow(level + 1, p, bit);
          c++;
        } else this.narrow(level + 1, p, dom[next + p]! & ~bit);
      }
      if (this.propagate(level + 1) && !this.search(level + 1, limit, budget, out)) return false;
      if (out.length >= limit) return true;
      let k = need - 1;
      while (k >= 0 && idx[base + k] === n - need + k) k--;
      if (k < 0) return true;
      idx[base + k]!++;
      for (let m = k + 1; m < need; m++) idx[base + m] = idx[base + m - 1]! + 1;
    }
  }

  /** Every guess has its hits: each combination of the digits left is a secret. */
  private enumerate(level: number, limit: number, out: string[]): boolean {
    const places = Array.from(this.doms.subarray(level * this.length, (level + 1) * this.length), (m) =>
      Array.from({ length: 10 }, (_, d) => d).filter((d) => m & (1 << d)),
    );
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

  /** Secrets up to `limit`, in search order; `complete` is false if `budget` (of cost) ran out. */
  count(limit: number, budget: number): CountResult {
    this.nodes = 0;
    this.branches = 0;
    this.depth = 0;
    this.cost = 0;
    const secrets: string[] = [];
    const L = this.length;
    const J = this.guessCount;
    this.doms.fill(0x3ff, 0, L);
    this.hits.fill(0, 0, J);
    this.chances.fill(L, 0, J);
    // Every guess is looked at once; one scoring more than the length can never be met.
    for (let j = 0; j < J; j++) {
      if (this.scores[j]! < 0 || this.scores[j]! > L) this.failed = true;
      this.enqueue(j);
    }
    const work = () => ({ branches: this.branches, depth: this.depth, nodes: this.nodes, cost: this.cost });
    if (!this.propagate(0)) return { secrets, complete: true, work: work() };
    const complete = this.search(0, limit, budget, secrets);
    return { secrets, complete, work: work() };
  }
}
