import { countBits } from '../../bits.ts';
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

/** A rule's candidates as a bitset, and how many there are. The mask is shared: never write to it. */
export interface Cut {
  readonly mask: Uint32Array;
  readonly count: number;
}

/** Every ascending set of `size` positions out of 1..digits. */
function choose(digits: number, size: number): number[][] {
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
  /** digitAt[c * digits + p]: digit p (0-based, left to right) of candidate c. */
  private readonly digitAt: Uint8Array;
  private readonly full: Uint32Array;
  private readonly cuts = new Map<number, Cut>();
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

  /** The subject's value for every candidate, computed once. */
  valuesOf(subject: Subject): Int32Array {
    let v = this.values[subject.id];
    if (v) return v;
    v = new Int32Array(this.count);
    const d = this.digits;
    const at = subject.positions.map((p) => p - 1);
    for (let c = 0; c < this.count; c++) {
      const base = c * d;
      switch (subject.of) {
        case 'digit':
          v[c] = this.digitAt[base + at[0]!]!;
          break;
        case 'sum':
          for (const p of at) v[c] += this.digitAt[base + p]!;
          break;
        case 'product':
          v[c] = 1;
          for (const p of at) v[c] *= this.digitAt[base + p]!;
          break;
        case 'difference':
          v[c] = Math.abs(this.digitAt[base + at[0]!]! - this.digitAt[base + at[1]!]!);
          break;
        case 'number':
          v[c] = this.first + c;
          break;
      }
    }
    this.values[subject.id] = v;
    return v;
  }

  /** The candidates that keep a rule, computed once per distinct rule: generators draw the same rules often. */
  cut(subject: Subject, comparison: Comparison, value = 0): Cut {
    // The schema bounds values to ±10^6; the key packs subject, comparison and value into one safe integer.
    const key = (subject.id * COMPARISONS.length + COMPARISONS.indexOf(comparison)) * 4_194_304 + value + 2_000_000;
    let cut = this.cuts.get(key);
    if (!cut) {
      if (this.cuts.size >= this.maxCuts) this.cuts.clear();
      const values = this.valuesOf(subject);
      const test = comparer(comparison, value);
      const mask = new Uint32Array(this.words);
      for (let c = 0; c < this.count; c++) if (test(values[c]!)) mask[c >>> 5]! |= 1 << (c & 31);
      cut = { mask, count: countBits(mask) };
      this.cuts.set(key, cut);
    }
    return cut;
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

const tables = new Map<number, Candidates>();

export function candidatesFor(digits: number): Candidates {
  let t = tables.get(digits);
  if (!t) tables.set(digits, (t = new Candidates(digits)));
  return t;
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
