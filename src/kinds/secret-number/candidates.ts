import { countBits } from '../../engine/bits.ts';
import { comparer } from './rules.ts';
import { COMPARISONS, type Comparison, type Of, POSITIONS, type Rule, SUBJECTS } from './schema.ts';

type RuleCore = Pick<Rule, 'subject' | 'comparison' | 'value'>;

/** What a rule can be about, with its value for every candidate (computed on first use). */
export interface Subject {
  readonly id: number;
  readonly of: Of;
  /** 1-based, ascending; shared, never modified. */
  readonly positions: readonly number[];
}

/** Rules' counts kept for reuse: a few megabytes. */
const MAX_COUNTS = 65_536;

/** A rule's candidates as a bitset, and how many there are. The mask is shared: never write to it. */
export interface Cut {
  readonly mask: Uint32Array;
  readonly count: number;
}

/** Every ascending set of `size` positions out of 1..digits. */
export function choose(digits: number, size: number): number[][] {
  if (size === 0) return [[]];
  const out: number[][] = [];
  const walk = (from: number, picked: number[]) => {
    if (picked.length === size) return void out.push(picked);
    for (let p = from; p <= digits; p++) walk(p + 1, [...picked, p]);
  };
  walk(1, []);
  return out;
}

/**
 * The candidates of one length (100..999 for three digits), every subject a rule can have,
 * and each subject's value for every candidate. A rule then becomes a bitset over the
 * candidates, so narrowing, minimising and grading are a few word operations per rule.
 */
export class Candidates {
  readonly digits: number;
  readonly first: number;
  readonly count: number;
  readonly words: number;
  readonly subjects: Subject[] = [];
  /** bySize.get(of)[k]: the subjects of that kind over k positions. */
  private readonly bySize = new Map<Of, Subject[][]>();
  private readonly byKey = new Map<string, Subject>();
  private readonly values: (Int32Array | undefined)[] = [];
  private readonly histograms: (Int32Array | undefined)[] = [];
  /** digitAt[c * digits + p]: digit p (0-based, left to right) of candidate c. */
  private readonly digitAt: Uint8Array;
  private readonly full: Uint32Array;
  private readonly cuts = new Map<number, Cut>();
  /** How many candidates keep each rule on digits, by `ruleKey` (`countOf`). */
  private readonly counts = new Map<number, number>();
  /** Cuts kept for reuse: all of them for short numbers, fewer for long ones (a 5-digit mask is 11 kB). */
  private readonly maxCuts: number;

  constructor(digits: number) {
    this.digits = digits;
    this.first = 10 ** (digits - 1);
    this.count = 9 * this.first;
    this.words = (this.count + 31) >>> 5;
    this.maxCuts = Math.floor((64 * 1024 * 1024) / (this.words * 4));
    this.digitAt = new Uint8Array(this.count * digits);
    for (let c = 0; c < this.count; c++) {
      let n = this.first + c;
      for (let p = digits - 1; p >= 0; p--, n = Math.floor(n / 10)) this.digitAt[c * digits + p] = n % 10;
    }
    this.full = new Uint32Array(this.words).fill(0xffffffff);
    const spare = this.words * 32 - this.count;
    if (spare) this.full[this.words - 1] = 0xffffffff >>> spare;
    for (const of of SUBJECTS) {
      const [fewest, most] = POSITIONS[of];
      const sizes: Subject[][] = [];
      for (let k = fewest; k <= Math.min(most, digits); k++) {
        sizes[k] = choose(digits, k).map((positions) => {
          const subject = { id: this.subjects.length, of, positions };
          this.subjects.push(subject);
          this.byKey.set(`${of}:${positions.join(',')}`, subject);
          return subject;
        });
      }
      this.bySize.set(of, sizes);
    }
  }

  numberOf(c: number): number {
    return this.first + c;
  }

  /** The subjects of one kind over `size` positions. */
  subjectsOf(of: Of, size: number): readonly Subject[] {
    return this.bySize.get(of)![size] ?? [];
  }

  /** The subject a rule names (positions in any order). */
  subjectOf(rule: Pick<Rule, 'subject'>): Subject {
    const positions = [...rule.subject.positions].sort((a, b) => a - b);
    const subject = this.byKey.get(`${rule.subject.of}:${positions.join(',')}`);
    if (!subject) throw new Error(`no subject ${rule.subject.of} of ${positions} for ${this.digits} digits`);
    return subject;
  }

  /** The subject's value for every candidate, computed once: a plain loop per kind of subject. */
  valuesOf(subject: Subject): Int32Array {
    let v = this.values[subject.id];
    if (v) return v;
    v = new Int32Array(this.count);
    const { digitAt, count: n, digits: d } = this;
    const at = subject.positions.map((p) => p - 1);
    switch (subject.of) {
      case 'digit':
        for (let c = 0, i = at[0]!; c < n; c++, i += d) v[c] = digitAt[i]!;
        break;
      case 'sum':
        for (const p of at) for (let c = 0, i = p; c < n; c++, i += d) v[c]! += digitAt[i]!;
        break;
      case 'product':
        v.fill(1);
        for (const p of at) for (let c = 0, i = p; c < n; c++, i += d) v[c]! *= digitAt[i]!;
        break;
      case 'difference':
        for (let c = 0, i = 0, a = at[0]!, b = at[1]!; c < n; c++, i += d) v[c] = Math.abs(digitAt[i + a]! - digitAt[i + b]!);
        break;
      case 'number':
        for (let c = 0; c < n; c++) v[c] = this.first + c;
        break;
    }
    this.values[subject.id] = v;
    return v;
  }

  /** How many candidates have each value of the subject (not for the number itself: see `countOf`). */
  private histogramOf(subject: Subject): Int32Array {
    let h = this.histograms[subject.id];
    if (h) return h;
    const values = this.valuesOf(subject);
    let top = 0;
    for (let c = 0; c < this.count; c++) if (values[c]! > top) top = values[c]!;
    h = new Int32Array(top + 1);
    for (let c = 0; c < this.count; c++) h[values[c]!]!++;
    this.histograms[subject.id] = h;
    return h;
  }

  /** The values the subject takes for some candidate, each with how many candidates take it (not for the number). */
  valueCounts(subject: Subject): Int32Array {
    return this.histogramOf(subject);
  }

  /** How many candidates keep a rule, without making its bitset: what a generator checks first. */
  countOf(subject: Subject, comparison: Comparison, value = 0): number {
    if (subject.of === 'number') {
      // Not a whole number (no generator draws one): counted from its bitset, so the two always agree.
      if (!Number.isInteger(value)) return this.cut(subject, comparison, value).count;
      const lo = this.first;
      const hi = this.first * 10 - 1;
      const upTo = (x: number) => Math.min(Math.max(x - lo + 1, 0), this.count);
      const multiples = (k: number) => Math.floor(hi / k) - Math.floor((lo - 1) / k);
      switch (comparison) {
        case 'equals':
          return value >= lo && value <= hi ? 1 : 0;
        case 'not-equals':
          return this.count - (value >= lo && value <= hi ? 1 : 0);
        case 'less-than':
          return upTo(value - 1);
        case 'greater-than':
          return this.count - upTo(value);
        case 'multiple-of':
          return value !== 0 ? multiples(Math.abs(value)) : 0;
        case 'even':
          return multiples(2);
        case 'odd':
          return this.count - multiples(2);
      }
    }
    // Once per distinct rule: a product's values run into the thousands at five digits.
    const key = ruleKey(subject, comparison, value);
    let n = this.counts.get(key);
    if (n === undefined) {
      const h = this.histogramOf(subject);
      const test = comparer(comparison, value);
      n = 0;
      for (let x = 0; x < h.length; x++) if (h[x] && test(x)) n += h[x]!;
      if (this.counts.size >= MAX_COUNTS) this.counts.clear();
      this.counts.set(key, n);
    }
    return n;
  }

  /** The candidates that keep a rule, computed once per distinct rule: generators draw the same rules often. */
  cut(subject: Subject, comparison: Comparison, value = 0): Cut {
    const key = ruleKey(subject, comparison, value);
    let cut = this.cuts.get(key);
    if (!cut) {
      if (this.cuts.size >= this.maxCuts) this.cuts.clear();
      const mask = subject.of === 'number' && Number.isInteger(value) ? this.numberMask(comparison, value) : this.maskOf(subject, comparison, value);
      cut = { mask, count: countBits(mask) };
      this.cuts.set(key, cut);
    }
    return cut;
  }

  /**
   * The bitset of candidates whose value keeps the comparison: which values keep it first (a
   * subject takes few), then a look-up per candidate, 32 candidates to a word (a closure per
   * candidate costs five times as much at five digits, a division per candidate three times).
   */
  private maskOf(subject: Subject, comparison: Comparison, value: number): Uint32Array {
    const values = this.valuesOf(subject);
    const h = this.histogramOf(subject);
    const keep = new Uint8Array(h.length);
    const test = comparer(comparison, value);
    for (let x = 0; x < h.length; x++) if (h[x] && test(x)) keep[x] = 1;
    const mask = new Uint32Array(this.words);
    const n = this.count;
    for (let w = 0, c = 0; c < n; w++) {
      let m = 0;
      for (let b = 0, end = Math.min(c + 32, n); c < end; b++, c++) if (keep[values[c]!]) m |= 1 << b;
      mask[w] = m;
    }
    return mask;
  }

  /** `maskOf` for the number itself, whose values run first, first + 1, …: a comparison keeps a run of candidates, a remainder every k-th. */
  private numberMask(comparison: Comparison, value: number): Uint32Array {
    const mask = new Uint32Array(this.words);
    const n = this.count;
    const at = (x: number) => Math.min(Math.max(x - this.first, 0), n);
    const set = (c: number) => {
      mask[c >>> 5]! |= 1 << (c & 31);
    };
    const run = (from: number, to: number) => {
      let c = from;
      for (; c < to && c & 31; c++) set(c);
      for (; c + 32 <= to; c += 32) mask[c >>> 5] = 0xffffffff;
      for (; c < to; c++) set(c);
    };
    const every = (k: number, r: number) => {
      for (let c = (((r - this.first) % k) + k) % k; c < n; c += k) set(c);
    };
    switch (comparison) {
      case 'equals':
        run(at(value), at(value + 1));
        break;
      case 'not-equals':
        run(0, at(value));
        run(at(value + 1), n);
        break;
      case 'less-than':
        run(0, at(value));
        break;
      case 'greater-than':
        run(at(value + 1), n);
        break;
      case 'multiple-of':
        if (value !== 0) every(Math.abs(value), 0);
        break;
      case 'even':
        every(2, 0);
        break;
      case 'odd':
        every(2, 1);
        break;
    }
    return mask;
  }

  /** The cut of a rule as written in a puzzle. */
  cutOf(rule: RuleCore): Cut {
    return this.cut(this.subjectOf(rule), rule.comparison, rule.value);
  }

  /** A fresh set of every candidate. */
  all(out: Uint32Array = new Uint32Array(this.words)): Uint32Array {
    out.set(this.full);
    return out;
  }
}

/** One number for each distinct rule of a length: the schema bounds values to ±10^6, so subject, comparison and value pack into one safe integer. */
export function ruleKey(subject: Subject, comparison: Comparison, value = 0): number {
  return (subject.id * COMPARISONS.length + COMPARISONS.indexOf(comparison)) * 4_194_304 + value + 2_000_000;
}

const tables = new Map<number, Candidates>();

export function candidatesFor(digits: number): Candidates {
  let t = tables.get(digits);
  if (!t) tables.set(digits, (t = new Candidates(digits)));
  return t;
}

/**
 * The first `n` candidates of `from` whose value keeps the comparison, in order, into `into`
 * (which may be `from`); returns how many. A plain loop per comparison: no closure per candidate.
 */
export function keeping(values: Int32Array, comparison: Comparison, value: number, from: Int32Array, n: number, into: Int32Array): number {
  let k = 0;
  switch (comparison) {
    case 'equals':
      for (let i = 0; i < n; i++) if (values[from[i]!] === value) into[k++] = from[i]!;
      break;
    case 'not-equals':
      for (let i = 0; i < n; i++) if (values[from[i]!] !== value) into[k++] = from[i]!;
      break;
    case 'less-than':
      for (let i = 0; i < n; i++) if (values[from[i]!]! < value) into[k++] = from[i]!;
      break;
    case 'greater-than':
      for (let i = 0; i < n; i++) if (values[from[i]!]! > value) into[k++] = from[i]!;
      break;
    case 'multiple-of':
      for (let i = 0; i < n; i++) if (values[from[i]!]! % value === 0) into[k++] = from[i]!;
      break;
    case 'even':
      for (let i = 0; i < n; i++) if (values[from[i]!]! % 2 === 0) into[k++] = from[i]!;
      break;
    case 'odd':
      for (let i = 0; i < n; i++) if (values[from[i]!]! % 2 !== 0) into[k++] = from[i]!;
      break;
  }
  return k;
}

/** Whether `a`, and `b` from `at` on, have exactly one bit set in common. */
export function oneLeft(a: Uint32Array, b: Uint32Array, at: number): boolean {
  let seen = 0;
  for (let x = 0; x < a.length; x++) {
    const both = a[x]! & b[at + x]!;
    if (!both) continue;
    if (seen || both & (both - 1)) return false;
    seen = 1;
  }
  return seen === 1;
}

/** out = a ∧ b; returns the count. */
export function intersect(a: Uint32Array, b: Uint32Array, out: Uint32Array): number {
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return countBits(out);
}

export function firstBit(set: Uint32Array): number {
  for (let i = 0; i < set.length; i++) if (set[i]) return i * 32 + (31 - Math.clz32(set[i]! & -set[i]!));
  return -1;
}
