import { popcount } from '../../engine/bits.ts';
import type { Difficulty, Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { bandWithin, type Step } from '../../engine/steps.ts';
import { WORK_PER_SECOND } from '../../engine/work.ts';
import { type Candidates, candidatesFor, keeping, oneLeft, ruleKey, type Subject } from './candidates.ts';
import { buildEasy } from './easy.ts';
import { grading, bounds, coreOf, measure, type SecretNumberGrade, scoreOf } from './grade.ts';
import { comparer } from './rules.ts';
import {
  type Comparison,
  digitsOf,
  type Of,
  POSITIONS,
  type Rule,
  type SecretNumberOptions,
  type SecretNumberPuzzle,
  type SecretNumberSolution,
  SUBJECTS,
} from './schema.ts';
import { ladderNow, LIST_LIMIT, type Prepared, SecretSteps, type Snapshot } from './steps.ts';
import type { SecretTechnique } from './words.ts';

type RuleCore = Pick<Rule, 'subject' | 'comparison' | 'value'>;
type MadeSecret = Made<SecretNumberPuzzle, SecretNumberSolution, SecretNumberGrade>;

/** What a band may draw from, and how strong each rule must be alone (share of candidates removed). */
interface Vocabulary {
  subjects: Of[];
  comparisons: Comparison[];
  /** How the whole number is compared, where not as the rest. */
  numberComparisons?: Comparison[];
  /** What "my number is a multiple of" may name, where not MULTIPLES.number: the tests read through the digits. */
  numberMultiples?: number[];
  /** Most digits a sum or product may take. */
  widest: number;
  /** Fewest digits half the sums and products take, where more than two. */
  least?: number;
  minShare: number;
  maxShare: number;
  decoys: number;
  /** No rule names a digit outright ("my first digit is 4"). */
  givesNoDigit?: boolean;
  /** Most digits named outright (easy): fewer, and more rules narrow a digit in turn. */
  gives?: number;
  /** Leanings a seed picks one of, so a section's puzzles rest on different tricks. */
  themes?: Partial<Vocabulary>[];
  /** The technique a theme leans on: it must do real work in the puzzle. */
  lean?: string;
}

const VOCABULARY: Record<Difficulty, Vocabulary> = {
  // Young solvers: digits, and sums and differences of two digits, one of them found first
  // (built digit by digit: `buildEasy`).
  easy: {
    subjects: ['digit', 'digit', 'sum', 'sum', 'difference'],
    comparisons: ['equals', 'less-than', 'greater-than', 'even', 'odd'],
    widest: 2,
    minShare: 0.3,
    maxShare: 0.95,
    decoys: 0,
    gives: 1,
  },
  // Two-digit sums, products and differences, most of them true of several pairs: tables
  // that leave a few pairs, finished later as one digit left.
  medium: {
    subjects: ['digit', 'sum', 'product', 'difference', 'difference'],
    comparisons: ['equals', 'less-than', 'greater-than', 'multiple-of', 'even', 'odd', 'not-equals'],
    widest: 2,
    minShare: 0.2,
    maxShare: 0.95,
    decoys: 0,
  },
  // The whole number, and sums and products of three digits, with the tables; each attempt
  // leans on one of the hard techniques.
  hard: {
    subjects: ['digit', 'sum', 'sum', 'product', 'difference', 'difference', 'number', 'number'],
    comparisons: ['equals', 'less-than', 'greater-than', 'multiple-of', 'multiple-of', 'even', 'odd'],
    widest: 3,
    minShare: 0.1,
    maxShare: 0.95,
    decoys: 0,
    themes: [
      { lean: 'range', numberComparisons: ['less-than', 'greater-than'] },
      {
        lean: 'divisibility',
        subjects: ['digit', 'sum', 'product', 'difference', 'difference', 'number', 'number', 'number'],
        numberComparisons: ['multiple-of', 'multiple-of', 'multiple-of', 'less-than', 'greater-than'],
        numberMultiples: [3, 4, 6, 9, 12],
      },
      { lean: 'many-digits', subjects: ['digit', 'sum', 'sum', 'sum', 'product', 'product', 'difference', 'number'], widest: 4, least: 3 },
    ],
  },
  // No digit given outright: sums, products and differences that narrow a little at a time,
  // the whole number, and a short list to test at the end.
  expert: {
    subjects: ['sum', 'sum', 'product', 'difference', 'difference', 'number', 'number'],
    comparisons: ['equals', 'less-than', 'greater-than', 'multiple-of', 'multiple-of'],
    widest: 5,
    minShare: 0.05,
    maxShare: 0.9,
    decoys: 0,
    givesNoDigit: true,
  },
};

/**
 * Everything a band's rules may be made of, its leanings' included: their subjects, their
 * comparisons, the most digits a sum or product takes, and the largest "multiple of" each
 * subject may name (the stand-ins' longest rule is worded from it, stand-ins.ts).
 */
export function vocabularyOf(difficulty: Difficulty): { subjects: Of[]; comparisons: Comparison[]; widest: number; multiple: Record<Of, number> } {
  const v = VOCABULARY[difficulty];
  const all = [v, ...(v.themes ?? [])];
  return {
    subjects: [...new Set(all.flatMap((t) => t.subjects ?? []))],
    comparisons: [...new Set(all.flatMap((t) => [...(t.comparisons ?? []), ...(t.numberComparisons ?? [])]))],
    widest: Math.max(...all.map((t) => t.widest ?? 0)),
    multiple: Object.fromEntries(SUBJECTS.map((of) => [of, Math.max(...MULTIPLES[of], ...(of === 'number' ? all.flatMap((t) => t.numberMultiples ?? []) : []))])) as Record<Of, number>,
  };
}

/** The step solver's level of each band. */
const LEVEL: Record<Difficulty, 1 | 2 | 3 | 4> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/**
 * Rules of a puzzle by its digits, decoys included: the same in every band, so a harder band is
 * not a longer read but the same rules used harder (a table, then one digit left; a range read
 * twice; a short list at the end). Two digits have too few numbers for a ramp and take what comes.
 */
export const RULES: Readonly<Record<number, number>> = { 2: 4, 3: 5, 4: 7, 5: 8 };

/** What a puzzle of a band must be like beyond its level and score: its needed rules (`core`) and its steps. */
export interface Profile {
  core: [number, number];
  steps: [number, number];
}

/**
 * The band's profile at this length: easy uses each rule once, so its steps are its rules;
 * medium takes one step more from no more rules, hard two, expert four (two more than hard). A
 * decoy the options add may add a step; one they leave out, take one.
 */
export function profileOf(difficulty: Difficulty, digits: number, decoys: number): Profile {
  const v = VOCABULARY[difficulty];
  const rules = RULES[digits]!;
  if (digits <= 2) return { core: [1, rules - v.decoys], steps: [0, Infinity] };
  const more = Math.max(0, decoys - v.decoys);
  const fewer = Math.max(0, v.decoys - decoys);
  const [lo, hi]: [number, number] = { easy: [0, 0], medium: [1, 1], hard: [2, 2], expert: [4, Infinity] }[difficulty] as [number, number];
  // The rules, so that no band's median is above the one before: easy all of them, medium
  // all or one fewer, hard one fewer, expert one fewer or less.
  const [few, most]: [number, number] = { easy: [rules, rules], medium: [rules - 1, rules], hard: [rules - 1, rules - 1], expert: [1, rules - 1] }[difficulty] as [number, number];
  return { core: [few - v.decoys, most - v.decoys], steps: [rules + lo - fewer, rules + hi + more] };
}

/** Fewest numbers an expert's short list writes out: two or three are seen at a glance. */
export const MIN_LIST = 4;
/** Digits a hard step crosses off, each tried against the other boxes, for it to be the band's work on its own. */
export const REAL_WORK = 4;

/**
 * Whether a log at the band's level does the band's own work, not only steps that are easier
 * ones in other words (`SecretSteps.isLight`): medium a table of two pairs or more; hard two
 * range, divisibility or many-digit steps, or one that crosses off REAL_WORK digits; expert a
 * short list of MIN_LIST numbers or more.
 */
export function usesItsOwn(level: number, steps: readonly Step[], light: readonly boolean[]): boolean {
  const ladder = ladderNow();
  let own = 0;
  let most = 0;
  steps.forEach((s, i) => {
    if (light[i] || ladder[s.technique as SecretTechnique].level !== level) return;
    own++;
    most = Math.max(most, s.paper ?? 0);
  });
  if (level === 3) return own >= 2 || most >= REAL_WORK;
  if (level === 4) return most >= MIN_LIST;
  return own >= 1;
}

/** Attempts (a secret number and its rules drawn) before the generator gives the seed up. */
const ATTEMPTS = 400;
/** Rules drawn per attempt before it is abandoned. */
const DRAWS = 120;
/** Draws in a row that take nothing before an attempt is given up: its number's rules have run dry. */
const STALE = 40;
/** Minimal sets tried from one draw of rules: drawing is the dear part. */
const DROPS = 6;
/** Printed orders tried for one set of rules. */
const ORDERS = 6;
/** Numbers the boxes may still make when expert looks for the one rule that settles a short list. */
const CLOSE = 8 * LIST_LIMIT;
/** Closers tried each time, the likeliest first (`likelyClosers`). */
const CLOSERS = 12;
/** Draws left to an expert attempt once no closer settles its list. */
const LAST_TRIES = 10;

/**
 * Fewest numbers the rules on the whole number's range may leave between them: "more than
 * 5325, less than 5327" is the answer in other words. At most the first digit or two may follow
 * from the range alone.
 */
export const windowFor = (digits: number) => Math.max(10, 10 ** (digits - 2));

/** A rule taken: the subject the table knows it by, the rule as the step solver holds it, and how many candidates keep it. */
interface Kept {
  rule: RuleCore;
  subject: Subject;
  prep: Prepared;
  count: number;
  /** Its candidates, made when first needed (`bitsOf`): an attempt that never pins the number down needs none, and at five digits each is 90,000 tests. */
  mask?: Uint32Array;
}

function bitsOf(table: Candidates, kept: Kept): Uint32Array {
  return (kept.mask ??= table.cut(kept.subject, kept.rule.comparison, kept.rule.value).mask);
}

/** Whether a rule taken keeps the same candidates as `kept`: the counts first, the bitsets only where those agree. */
function repeats(table: Candidates, rules: readonly Kept[], kept: Kept): boolean {
  return rules.some((r) => r.count === kept.count && sameBits(bitsOf(table, r), bitsOf(table, kept)));
}

/** A drawn rule, with the subject object the table knows it by. */
interface Drawn {
  rule: RuleCore;
  subject: Subject;
}

/**
 * A random rule true of the answer (candidate index `answer`), or null when the draw does not
 * make one. A "multiple of" rule is never drawn where the answer's value is 0: whether 0 is a
 * multiple would then decide the puzzle, and readers differ on it.
 */
function drawRule(rng: Rng, table: Candidates, answer: number, v: Vocabulary): Drawn | null {
  const of = rng.pick(v.subjects);
  const [fewest, most] = POSITIONS[of];
  const top = Math.min(most, v.widest, table.digits);
  const low = v.least && most > 2 && rng.chance(0.5) ? Math.min(v.least, top) : fewest;
  const subject = rng.pick(table.subjectsOf(of, rng.range(low, top)));
  const comparison = rng.pick(comparisonsOf(of, v));
  const values = table.valuesOf(subject);
  const at = values[answer]!;
  const core = { of, positions: subject.positions as number[] };
  // Cut-offs of the number itself fall within a few hundredths of its range (so a range often
  // bounds a later digit, not the first alone); of digits, near the answer.
  const spread = of === 'number' ? Math.max(3, Math.floor(table.count / 18)) : 3;
  switch (comparison) {
    case 'even':
    case 'odd':
      return { subject, rule: { subject: core, comparison: at % 2 === 0 ? 'even' : 'odd' } };
    case 'multiple-of': {
      if (at === 0) return null;
      // From 3: "a multiple of 2" is only "even" in other words.
      const divisors = (of === 'number' && v.numberMultiples ? v.numberMultiples : MULTIPLES[of]).filter((k) => at % k === 0);
      return divisors.length ? { subject, rule: { subject: core, comparison, value: rng.pick(divisors) } } : null;
    }
    case 'less-than':
      return { subject, rule: { subject: core, comparison, value: at + 1 + rng.int(spread) } };
    case 'greater-than': {
      const value = at - 1 - rng.int(spread);
      return value < 0 ? null : { subject, rule: { subject: core, comparison, value } };
    }
    case 'not-equals': {
      const value = values[rng.int(table.count)]!;
      return value === at ? null : { subject, rule: { subject: core, comparison, value } };
    }
    default:
      return { subject, rule: { subject: core, comparison, value: at } };
  }
}

/** How a subject may be compared: "my number is 417" gives the answer away, so the number is only compared, and expert names no digit. */
function comparisonsOf(of: Of, v: Vocabulary): Comparison[] {
  const named = (c: Comparison) => c === 'equals' || c === 'not-equals';
  if (of === 'number') return (v.numberComparisons ?? v.comparisons).filter((c) => !named(c));
  return of === 'digit' && v.givesNoDigit ? v.comparisons.filter((c) => !named(c)) : v.comparisons;
}

/**
 * What "a multiple of" may name: from 3 ("a multiple of 2" is only "even" in other words); of
 * one digit only 3 and 4 (a digit that is "a multiple of 7" is just 7).
 */
const MULTIPLES: Record<Of, number[]> = {
  digit: [3, 4],
  sum: [3, 4, 5, 6, 7, 8, 9],
  product: [3, 4, 5, 6, 7, 8, 9],
  difference: [3, 4, 5, 6, 7, 8, 9],
  number: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
};

/**
 * Every rule of the band's vocabulary true of the answer with the tightest value (less than
 * one more than the answer's, a multiple of each divisor …): the candidates to settle a short list.
 */
function closers(table: Candidates, answer: number, v: Vocabulary): Drawn[] {
  const out: Drawn[] = [];
  for (const of of new Set(v.subjects)) {
    const [fewest, most] = POSITIONS[of];
    for (let size = fewest; size <= Math.min(most, v.widest, table.digits); size++) {
      for (const subject of table.subjectsOf(of, size)) {
        const at = table.valuesOf(subject)[answer]!;
        const core = { of, positions: subject.positions as number[] };
        for (const comparison of new Set(comparisonsOf(of, v))) {
          if (comparison === 'not-equals') continue;
          const rule = (value?: number): Drawn => ({ subject, rule: value === undefined ? { subject: core, comparison } : { subject: core, comparison, value } });
          if (comparison === 'even' || comparison === 'odd') {
            if ((at % 2 === 0) === (comparison === 'even')) out.push(rule());
          } else if (comparison === 'multiple-of') {
            if (at !== 0) for (const k of MULTIPLES[of]) if (at % k === 0) out.push(rule(k));
          } else if (comparison === 'less-than') out.push(rule(at + 1));
          else if (comparison === 'greater-than') {
            if (at > 0) out.push(rule(at - 1));
          } else out.push(rule(at));
        }
      }
    }
  }
  return out;
}

/**
 * Whether two rules on one subject (the same digits, or the number) say between them what one
 * rule would: a value pinned down in two halves ("the difference is more than 1" and "… less
 * than 3": it is 2), two bounds leaving two values, or the same comparison twice ("more than
 * 7985", "more than 8125"). Two bounds on the whole number are a range, checked by `windowFor`.
 */
export function sayOne(table: Candidates, subject: Subject, a: RuleCore, b: RuleCore): boolean {
  if (subject.of === 'number') return a.comparison === b.comparison && a.comparison !== 'multiple-of';
  if (a.comparison === b.comparison && a.comparison !== 'multiple-of' && a.comparison !== 'not-equals') return true;
  // "Is 7" says it alone: beside it, the other rule is one the drop leaves out.
  if (a.comparison === 'equals' || b.comparison === 'equals') return false;
  const counts = table.valueCounts(subject);
  const ta = comparer(a.comparison, a.value ?? 0);
  const tb = comparer(b.comparison, b.value ?? 0);
  let both = 0;
  for (let x = 0; x < counts.length; x++) if (counts[x] && ta(x) && tb(x)) both++;
  if (both <= 1) return true;
  const kinds = new Set([a.comparison, b.comparison]);
  return kinds.has('less-than') && kinds.has('greater-than') && both <= 2;
}

/**
 * A rule other than "is" that leaves its subject one value: "the product of my first and third
 * digits is less than 1" is "… is 0" in other words. The whole number is never named at all.
 */
export function namesValue(table: Candidates, { subject, rule }: Drawn): boolean {
  if (subject.of === 'number' || rule.comparison === 'equals') return false;
  const counts = table.valueCounts(subject);
  const test = comparer(rule.comparison, rule.value ?? 0);
  let values = 0;
  for (let x = 0; x < counts.length && values < 2; x++) if (counts[x] && test(x)) values++;
  return values < 2;
}

/**
 * What `minimal` works from, found once for a pool of rules: the rules every minimal set keeps
 * (without one of them alone, the others leave more than one number), and the words of the
 * candidate bitsets where those leave any candidate: the rest of its tests look there alone.
 */
interface Pool {
  rules: readonly Kept[];
  needed: Uint8Array;
  /** The candidates the needed rules keep, and each rule's, over those words. */
  base: Uint32Array;
  masks: Uint32Array[];
  /** Whether the step solver pins the number down, by the rules left (`solvesWithout`): the tries on one pool meet the same sets again. */
  solves: Map<string, boolean>;
}

function poolOf(rules: readonly Kept[], table: Candidates): Pool {
  const n = rules.length;
  const w = table.words;
  const masks = rules.map((r) => bitsOf(table, r));
  // after[k]: the candidates rules k, k + 1, … keep; `before`: those the rules before k keep.
  const after = new Uint32Array((n + 1) * w);
  table.all(after.subarray(n * w));
  for (let k = n - 1; k >= 0; k--) for (let x = 0, at = k * w, mask = masks[k]!; x < w; x++) after[at + x] = after[at + w + x]! & mask[x]!;
  const before = table.all();
  const needed = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    if (!oneLeft(before, after, (k + 1) * w)) needed[k] = 1;
    for (let x = 0, mask = masks[k]!; x < w; x++) before[x]! &= mask[x]!;
  }
  const kept = table.all();
  for (let k = 0; k < n; k++) if (needed[k]) for (let x = 0, mask = masks[k]!; x < w; x++) kept[x]! &= mask[x]!;
  const region: number[] = [];
  for (let x = 0; x < w; x++) if (kept[x]) region.push(x);
  const gather = (set: Uint32Array) => {
    const out = new Uint32Array(region.length);
    for (let i = 0; i < region.length; i++) out[i] = set[region[i]!]!;
    return out;
  };
  return { rules, needed, base: gather(kept), masks: masks.map(gather), solves: new Map() };
}

function sameBits(a: Uint32Array, b: Uint32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The range [lo, hi] of the number that the rules comparing it allow. */
function windowOf(rules: readonly RuleCore[], digits: number): [number, number] {
  let lo = 10 ** (digits - 1);
  let hi = 10 ** digits - 1;
  for (const { subject, comparison, value } of rules) {
    if (subject.of !== 'number') continue;
    if (comparison === 'less-than') hi = Math.min(hi, value! - 1);
    if (comparison === 'greater-than') lo = Math.max(lo, value! + 1);
  }
  return [lo, hi];
}

/** Boxes with more than one digit left. */
function openBoxes(boxes: Int16Array): number {
  let n = 0;
  for (const m of boxes) if (m & (m - 1)) n++;
  return n;
}

/** Whether the boxes make few enough numbers to list. */
function listable(boxes: Int16Array, limit = LIST_LIMIT): boolean {
  let count = 1;
  for (const m of boxes) count *= popcount(m);
  return count <= limit;
}

/** Rules made ready for the step solver, by length and `ruleKey`: generators draw the same rules again and again. */
const PREPARED = new Map<number, Map<number, Prepared>>();
function preparedFor(digits: number): Map<number, Prepared> {
  let m = PREPARED.get(digits);
  if (!m) PREPARED.set(digits, (m = new Map()));
  return m;
}

/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), by the digits: each
 * one more is ten times the numbers to rule out. Measured on one core (2026-11, 300 seeds a
 * band at three digits, 50 at five): the slowest easy or medium puzzle 8 ms at three digits,
 * 15 at four, 45 at five; the slowest hard or expert 50 ms at two or three, 65 at four, 285
 * at five. A few times that, for a slower machine and a rarer seed.
 */
export function makingWork(o: SecretNumberOptions, difficulty: Difficulty): number {
  const hard: Record<number, number> = { 2: 0.15, 3: 0.15, 4: 0.3, 5: 1.5 };
  const easy: Record<number, number> = { 2: 0.03, 3: 0.03, 4: 0.06, 5: 0.25 };
  return (LEVEL[difficulty] <= 2 ? easy : hard)[digitsOf(o, difficulty)]! * WORK_PER_SECOND;
}

/**
 * The secret number first, then its rules. Easy builds them digit by digit (`buildEasy`). The
 * other bands draw rules true of it from the band's vocabulary: each is kept if it narrows what
 * the step solver, at the band's level, has in its boxes (and not if it lets the level below pin
 * the number down), until the step solver pins the number down. Then rules are dropped, in
 * random order, while the step solver still pins it down without them (a few orders: each
 * leaves another minimal set). A set is kept only if every rule in it is needed for the number
 * to be unique, it has the band's rules and steps (`profileOf`), the band's own techniques do
 * real work (`usesItsOwn`) and its score is in the band's range (`bounds`), in one of a few
 * printed orders. Decoys come last, each kept only if the puzzle stays at its level. The proof
 * solver checks the result again in `measure`.
 */
export function generate(rng: Rng, options: SecretNumberOptions, difficulty: Difficulty): MadeSecret | null {
  const digits = digitsOf(options, difficulty);
  const table = candidatesFor(digits);
  const base = VOCABULARY[difficulty];
  const level = LEVEL[difficulty];
  const decoys = options.decoys ?? base.decoys;
  const profile = profileOf(difficulty, digits, decoys);
  const limits = bounds({ digits });
  const window = windowFor(digits);
  const solver = new SecretSteps(digits);
  const check = new SecretSteps(digits);
  /**
   * The boxes as the level below leaves them with the rules taken (`taken`) and with a rule being
   * tried (`trying`), then as the level leaves them (`reached`, `reaching`), each with the rules
   * known to find nothing there: going on from them, the step solver tries only what a new rule
   * may change.
   */
  let taken: Snapshot = solver.snapshot();
  let trying: Snapshot = solver.snapshot();
  let reached: Snapshot = solver.snapshot();
  let reaching: Snapshot = solver.snapshot();
  /** Work space of `minimal`. */
  const ahead = new Uint32Array(table.words);
  let later = new Uint32Array(0);
  const light: boolean[] = [];
  const prepared = preparedFor(digits);
  let v = base;

  const strongEnough = (drawn: Drawn) => {
    const kept = table.countOf(drawn.subject, drawn.rule.comparison, drawn.rule.value);
    const share = 1 - kept / table.count;
    // A rule that alone leaves one number gives it away; one that removes nothing says nothing.
    return kept > 1 && share >= v.minShare && share <= v.maxShare;
  };
  /** Not a rule that names its subject's value in other words, nor one that says with another what one rule would, nor too narrow a range. */
  const fits = (rules: readonly Kept[], drawn: Drawn) => {
    if (namesValue(table, drawn)) return false;
    if (rules.some((r) => r.subject === drawn.subject && sayOne(table, drawn.subject, r.rule, drawn.rule))) return false;
    if (drawn.rule.subject.of !== 'number') return true;
    const [lo, hi] = windowOf([...rules.map((r) => r.rule), drawn.rule], digits);
    return hi - lo + 1 >= window;
  };
  const countOf = (drawn: Drawn) => table.countOf(drawn.subject, drawn.rule.comparison, drawn.rule.value);
  /** The rule as the step solver holds it, made once per distinct rule. */
  const prepare = (drawn: Drawn): Prepared => {
    const key = ruleKey(drawn.subject, drawn.rule.comparison, drawn.rule.value);
    let prep = prepared.get(key);
    if (!prep) {
      if (prepared.size > 50_000) prepared.clear();
      prepared.set(key, (prep = solver.prepare(drawn.rule)));
    }
    return prep;
  };
  const solvesAt = (rules: readonly Prepared[], stage: number) => {
    check.load(rules).propagate(stage);
    return check.solved();
  };

  // One leaning for the whole seed, so a section spreads over them evenly (some come out more
  // often than others attempt by attempt); past half the attempts, any, rather than no puzzle.
  const theme = base.themes && rng.pick(base.themes);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const answer = rng.int(table.count);
    if (theme) v = { ...base, ...(attempt < ATTEMPTS / 2 ? theme : rng.pick(base.themes!)) };
    const made = difficulty === 'easy' ? built(answer) : fromDraws(answer);
    if (made) return made;
  }
  return null;

  /** Easy: rules built digit by digit (`buildEasy`), checked as drawn ones are. */
  function built(answer: number): MadeSecret | null {
    const ds = String(table.numberOf(answer)).split('').map(Number);
    const made = buildEasy(rng, ds, profile.core[1], v.gives ?? digits, (rule) => strongEnough({ rule, subject: table.subjectOf(rule) }));
    if (!made) return null;
    const rules: Kept[] = [];
    for (const rule of made) {
      const drawn = { rule, subject: table.subjectOf(rule) };
      if (!strongEnough(drawn) || !fits(rules, drawn)) return null;
      const kept = { ...drawn, prep: prepare(drawn), count: countOf(drawn) };
      if (repeats(table, rules, kept)) return null;
      rules.push(kept);
    }
    // Every rule needed for the answer to be unique (a rule about a digit found later may say
    // what one about an earlier digit says): the commonest miss, and a cheap one, so first.
    const masks = rules.map((r) => bitsOf(table, r));
    if (coreOf(masks, table).length !== rules.length) return null;
    // Reading off alone does not pin the number down; with one digit left, it does.
    check.load(rules.map((r) => r.prep)).propagate(level - 1);
    if (check.solved()) return null;
    check.propagate(level);
    if (!check.solved()) return null;
    const kept = minimal(poolOf(rules, table));
    return kept && finish(answer, kept);
  }

  /** The other bands: rules drawn until the step solver pins the number down at the level, then minimal sets of them tried. */
  function fromDraws(answer: number): MadeSecret | null {
    solver.load([]);
    // The boxes stay where the level below leaves them; a rule that lets the level below pin
    // the number down is not taken, so the band's own techniques stay needed.
    solver.snapshot(taken);
    solver.snapshot(reached);
    let atLevel = solver.left();
    let solved = false;
    const rules: Kept[] = [];
    /** Every closer of this answer (expert), made once an attempt. */
    let all: Drawn[] | undefined;
    /** Takes the rule if it narrows the boxes at the level and the level below still cannot pin the number down. */
    const take = (drawn: Drawn, settles = false): boolean => {
      // A rule on digits the level already knows cannot help.
      if (drawn.subject.of !== 'number' && drawn.subject.positions.every((p) => popcount(reached.boxes[p - 1]!) === 1)) return false;
      if (!strongEnough(drawn) || !fits(rules, drawn)) return false;
      const prep = prepare(drawn);
      solver.add(prep);
      solver.propagate(level - 1);
      let helps = false;
      let settled = false;
      let left = atLevel;
      if (!solver.solved()) {
        solver.snapshot(trying);
        // The level goes on from where it left the rules taken: every technique only narrows,
        // and never crosses off the answer's digits, so the boxes end as they would from `trying`.
        solver.restore(reached);
        solver.propagate(level);
        settled = solver.solved();
        left = solver.left();
        helps = left < atLevel;
        // A closer is taken only if it settles the list.
        if (settles) helps &&= settled;
        // Medium: a table needs two open digits, so once the level below knows all but one,
        // no rule can finish at the level (a dead end).
        if (level === 2 && openBoxes(trying.boxes) <= 1) helps = false;
        if (helps) solver.snapshot(reaching);
      }
      const kept = helps ? { rule: drawn.rule, subject: drawn.subject, prep, count: countOf(drawn) } : null;
      if (!kept || repeats(table, rules, kept)) {
        solver.pop();
        solver.restore(taken);
        return false;
      }
      atLevel = left;
      [reached, reaching] = [reaching, reached];
      [taken, trying] = [trying, taken];
      solver.restore(taken);
      solved = settled;
      rules.push(kept);
      return true;
    };
    for (let d = 0, idle = 0; d < DRAWS && !solved && idle < STALE; d++, idle++) {
      const drawn = drawRule(rng, table, answer, v);
      if (!drawn || !take(drawn)) continue;
      idle = 0;
      // Expert: once the level below leaves few numbers, look for the rule that settles them
      // only when the list is tested (random draws rarely find one that the techniques below cannot use).
      if (level === 4 && !solved && listable(taken.boxes, CLOSE) && !likelyClosers(answer, rules, (all ??= closers(table, answer, v))).some((closer) => take(closer, true))) {
        // None settles them: a few more draws may narrow the boxes, rarely more.
        idle = STALE - LAST_TRIES;
      }
    }
    if (!solved) return null;
    const seen = new Set<string>();
    const pool = poolOf(rules, table);
    for (let tries = 0; tries < DROPS; tries++) {
      const kept = minimal(pool, true);
      if (!kept) continue;
      // The same minimal set again: nothing new to try.
      const key = kept.map((r) => rules.indexOf(r)).join();
      if (seen.has(key)) continue;
      seen.add(key);
      const made = finish(answer, kept);
      if (made) return made;
    }
    return null;
  }

  /**
   * The closers worth trying, likeliest first: those that rule out some of the numbers the
   * boxes below still make and the rules taken keep (at most CLOSE of them), the more the better.
   */
  function likelyClosers(answer: number, rules: readonly Kept[], all: readonly Drawn[]): Drawn[] {
    let numbers = [0];
    for (let q = 0; q < digits; q++) {
      const next: number[] = [];
      for (const n of numbers) for (let d = 0; d <= 9; d++) if (taken.boxes[q]! & (1 << d)) next.push(n * 10 + d);
      numbers = next;
    }
    const alive: number[] = [];
    for (const n of numbers) {
      const c = n - table.first;
      if (c !== answer && rules.every((r) => r.prep.test(table.valuesOf(r.subject)[c]!))) alive.push(c);
    }
    const from = Int32Array.from(alive);
    const into = new Int32Array(alive.length);
    const scored: [Drawn, number][] = [];
    for (const closer of rng.shuffle([...all])) {
      const out = alive.length - keeping(table.valuesOf(closer.subject), closer.rule.comparison, closer.rule.value ?? 0, from, alive.length, into);
      if (out > 0) scored.push([closer, out]);
    }
    return scored
      .sort((a, b) => b[1] - a[1])
      .slice(0, CLOSERS)
      .map(([closer]) => closer);
  }

  /**
   * A minimal set of the pool: dropped in random order while the step solver still pins the
   * number down without each; null (when `capped`) as soon as it would keep more rules than the band has.
   */
  function minimal(pool: Pool, capped = false): Kept[] | null {
    const { rules, needed, base, masks } = pool;
    const n = rules.length;
    const r = base.length;
    const order = rng.shuffle(rules.map((_, k) => k));
    // later[j]: the candidates the needed rules and those after the j-th in that order keep;
    // `before`: those the needed rules and the ones before it that stay keep. The others
    // without a rule are then one AND away.
    if (later.length < (n + 1) * r) later = new Uint32Array(2 * (n + 1) * r);
    later.set(base, n * r);
    for (let j = n - 1; j >= 0; j--) {
      const k = order[j]!;
      if (needed[k]) later.copyWithin(j * r, (j + 1) * r, (j + 2) * r);
      else for (let x = 0, at = j * r, mask = masks[k]!; x < r; x++) later[at + x] = later[at + r + x]! & mask[x]!;
    }
    const before = ahead.subarray(0, r);
    before.set(base);
    const dropped = new Uint8Array(n);
    let kept = 0;
    for (let j = 0; j < n; j++) {
      const i = order[j]!;
      // Do the others still leave one number without it? If not, the step solver cannot do
      // without it either: a few word operations instead of a solve.
      if (!needed[i] && oneLeft(before, later, (j + 1) * r) && solvesWithout(pool, dropped, i)) {
        dropped[i] = 1;
        continue;
      }
      if (++kept > profile.core[1] && capped) return null;
      if (!needed[i]) for (let x = 0, mask = masks[i]!; x < r; x++) before[x]! &= mask[x]!;
    }
    return rules.filter((_, k) => !dropped[k]);
  }

  /** Whether the step solver pins the number down with the pool's rules but `i` and those dropped, remembered in the pool. */
  function solvesWithout(pool: Pool, dropped: Uint8Array, i: number): boolean {
    let key = '';
    for (let k = 0; k < pool.rules.length; k++) if (k !== i && !dropped[k]) key += `${k},`;
    let solved = pool.solves.get(key);
    if (solved !== undefined) return solved;
    solved = solvesAt(pool.rules.filter((_, k) => k !== i && !dropped[k]).map((r) => r.prep), level);
    pool.solves.set(key, solved);
    return solved;
  }

  /** The puzzle these needed rules make with the band's decoys, in one of a few printed orders, if it is the band's; else null. */
  function finish(answer: number, core: Kept[]): MadeSecret | null {
    if (core.length < profile.core[0] || core.length > profile.core[1]) return null;
    const rules = [...core];
    // A first look at the steps, in any order and before the decoys: most sets are turned
    // away here, the cheapest place (an order or a decoy moves the steps by a step or two).
    const first = check.load(rules.map((r) => r.prep)).propagate(level);
    if (first < profile.steps[0] - decoys - 2 || first > profile.steps[1] + 2) return null;
    // Every rule needed for the answer to be unique: none is a decoy the options did not ask for.
    const masks = rules.map((r) => bitsOf(table, r));
    if (coreOf(masks, table).length !== rules.length) return null;

    // Decoys: true of the answer, as strong as the band's rules, not a rule already there in
    // other words, and not making the puzzle easier than its band.
    for (let d = 0, added = 0; added < decoys && d < DRAWS; d++) {
      const drawn = drawRule(rng, table, answer, v);
      if (!drawn || !strongEnough(drawn) || !fits(rules, drawn)) continue;
      const kept = { rule: drawn.rule, subject: drawn.subject, prep: prepare(drawn), count: countOf(drawn) };
      if (repeats(table, rules, kept)) continue;
      const at = rng.int(rules.length + 1);
      rules.splice(at, 0, kept);
      if (check.load(rules.map((r) => r.prep)).reach() === level) added++;
      else rules.splice(at, 1);
    }

    // The band's profile and score as a person meets them, before the proof, in a few printed
    // orders: within a technique the rules are taken in printed order, so the order a reader
    // meets them in shapes the steps.
    for (let tries = 0; tries < ORDERS; tries++) {
      const order = rng.shuffle(rules);
      light.length = 0;
      const log = check.load(order.map((r) => r.prep)).run(level, false, [], light);
      if (!log.solved || log.steps.length < profile.steps[0] || log.steps.length > profile.steps[1]) continue;
      if (!usesItsOwn(level, log.steps, light)) continue;
      if (v.lean && !log.steps.some((s, i) => s.technique === v.lean && !light[i])) continue;
      if (bandWithin(level, scoreOf(log.steps, light), limits) !== difficulty) continue;
      const puzzle = { digits, rules: order.map((r) => r.rule) };
      // The level is this one (the level below was ruled out as the rules were drawn, or built).
      const grade = measure(puzzle, { level, log, light: [...light], masks: order.map((r) => bitsOf(table, r)) });
      if (!grade || grading.band(grade, puzzle) !== difficulty) continue;
      return { puzzle, solution: { number: table.numberOf(answer) }, grade, difficulty };
    }
    return null;
  }
}
