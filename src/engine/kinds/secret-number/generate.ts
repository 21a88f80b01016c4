import type { Difficulty, Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { WORK_PER_SECOND } from '../../work.ts';
import { type Candidates, candidatesFor, intersect, type Subject } from './candidates.ts';
import { bandOf, coreOf, measure, type SecretNumberGrade } from './grade.ts';
import { LIST_LIMIT, type Prepared, SecretSteps } from './steps.ts';
import { popcount } from '../../bits.ts';
import {
  type Comparison,
  type Of,
  POSITIONS,
  type Rule,
  type SecretNumberOptions,
  type SecretNumberPuzzle,
  type SecretNumberSolution,
} from './schema.ts';
import { sentence } from './sentence.ts';

type RuleCore = Pick<Rule, 'subject' | 'comparison' | 'value'>;

/** What a band may draw from, and how strong each rule must be alone (share of candidates removed). */
interface Vocabulary {
  subjects: Of[];
  comparisons: Comparison[];
  /** Most digits a sum or product may take. */
  widest: number;
  minShare: number;
  maxShare: number;
  decoys: number;
  /** No rule names a digit outright ("my first digit is 4"). */
  givesNoDigit?: boolean;
}

const VOCABULARY: Record<Difficulty, Vocabulary> = {
  // Young solvers: digits, and sums and differences of two digits, one of them found first.
  easy: {
    subjects: ['digit', 'digit', 'sum', 'sum', 'difference'],
    comparisons: ['equals', 'less-than', 'greater-than', 'even', 'odd'],
    widest: 2,
    minShare: 0.3,
    maxShare: 0.95,
    decoys: 0,
  },
  // Two-digit sums, products and differences: the tables.
  medium: {
    subjects: ['digit', 'sum', 'product', 'difference', 'difference'],
    comparisons: ['equals', 'not-equals', 'less-than', 'greater-than', 'multiple-of', 'even', 'odd'],
    widest: 2,
    minShare: 0.2,
    maxShare: 0.95,
    decoys: 0,
  },
  // The whole number, and sums and products of three digits.
  hard: {
    subjects: ['digit', 'sum', 'product', 'difference', 'number', 'number'],
    comparisons: ['equals', 'not-equals', 'less-than', 'greater-than', 'multiple-of', 'even', 'odd'],
    widest: 3,
    minShare: 0.1,
    maxShare: 0.9,
    decoys: 1,
  },
  // No digit given outright: what the rules leave is a short list to test.
  expert: {
    subjects: ['digit', 'sum', 'sum', 'product', 'difference', 'number', 'number'],
    comparisons: ['equals', 'not-equals', 'less-than', 'greater-than', 'multiple-of', 'multiple-of', 'even', 'odd'],
    widest: 5,
    minShare: 0.05,
    maxShare: 0.9,
    decoys: 1,
    givesNoDigit: true,
  },
};

/** The step solver's level of each band. */
const LEVEL: Record<Difficulty, 1 | 2 | 3 | 4> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/**
 * Most rules an expert puzzle needs (its decoy comes on top): deep, not long. Five digits,
 * ten times the numbers of four, take one more.
 */
export const expertRules = (digits: number) => (digits >= 5 ? 8 : 7);

/** Longer numbers need stronger rules to stay short: the least share one rule must rule out, by digits. */
const strongest = (v: Vocabulary, digits: number) => (v.givesNoDigit && digits >= 4 ? Math.max(v.minShare, 0.3 * (digits - 3)) : v.minShare);

const ATTEMPTS = 60;
/** Rules drawn per attempt before it is abandoned. */
const DRAWS = 120;

/**
 * Fewest numbers the rules on the whole number's range may leave between them: "more than
 * 5325, less than 5327" is the answer in other words. At most the first digit or two may follow
 * from the range alone.
 */
export const windowFor = (digits: number) => Math.max(10, 10 ** (digits - 2));

/** A rule taken: its candidates, and the rule as the step solver holds it. */
interface Kept {
  rule: RuleCore;
  mask: Uint32Array;
  prep: Prepared;
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
  const subject = rng.pick(table.subjectsOf(of, rng.range(fewest, Math.min(most, v.widest, table.digits))));
  // "My number is 417" gives the answer away; the number itself is only compared.
  const comparisons = of === 'number' || (of === 'digit' && v.givesNoDigit) ? v.comparisons.filter((c) => c !== 'equals' && c !== 'not-equals') : v.comparisons;
  const comparison = rng.pick(comparisons);
  const values = table.valuesOf(subject);
  const at = values[answer]!;
  const core = { of, positions: subject.positions as number[] };
  // Cut-offs of the number itself spread over a good part of its range; of digits, near the answer.
  const spread = of === 'number' ? Math.max(3, Math.floor(table.count / 4)) : 3;
  switch (comparison) {
    case 'even':
    case 'odd':
      return { subject, rule: { subject: core, comparison: at % 2 === 0 ? 'even' : 'odd' } };
    case 'multiple-of': {
      if (at === 0) return null;
      // From 3: "a multiple of 2" is only "even" in other words.
      const divisors = multiplesFor(of).filter((k) => at % k === 0);
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
const multiplesFor = (of: Of) => MULTIPLES[of];

/** Whether the boxes make few enough numbers to list. */
function listable(boxes: Int16Array, limit = LIST_LIMIT): boolean {
  let count = 1;
  for (const m of boxes) count *= popcount(m);
  return count <= limit;
}

/** Numbers the boxes may still make when expert looks for the one rule that brings them down to a short list the rules settle. */
const CLOSE = 8 * LIST_LIMIT;

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
        for (const comparison of new Set(v.comparisons)) {
          if ((of === 'number' || (of === 'digit' && v.givesNoDigit)) && (comparison === 'equals' || comparison === 'not-equals')) continue;
          if (comparison === 'not-equals') continue;
          const rule = (value?: number): Drawn => ({ subject, rule: value === undefined ? { subject: core, comparison } : { subject: core, comparison, value } });
          if (comparison === 'even' || comparison === 'odd') {
            if ((at % 2 === 0) === (comparison === 'even')) out.push(rule());
          } else if (comparison === 'multiple-of') {
            if (at !== 0) for (const k of multiplesFor(of)) if (at % k === 0) out.push(rule(k));
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

/** Two rules of one subject and one comparison ("more than 7985", "more than 8125"): one would read as a slip. */
function sameKind(a: RuleCore, b: RuleCore): boolean {
  if (a.subject.of !== b.subject.of || a.comparison !== b.comparison) return false;
  if (a.comparison === 'not-equals' || a.comparison === 'multiple-of') return false;
  return a.subject.positions.join() === b.subject.positions.join();
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

/**
 * The secret number first, then rules true of it, drawn from the band's vocabulary: each is
 * kept if it narrows the numbers left or what the step solver, at the band's level, has in
 * its boxes, until the step solver pins the number down. Then rules are dropped, in random
 * order, while the step solver still pins it down without them; the puzzle is kept only if
 * every rule left is needed for the number to be unique, and the band's own techniques are
 * needed (the level below does not solve it; for easy, reading off digits alone does not).
 * Decoys come last, each kept only if the puzzle stays at its level. Expert keeps to at most
 * `expertRules` rules before its decoy. The proof solver checks the result again in `measure`.
 */
/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), by the digits: each
 * one more is ten times the numbers to rule out. Measured on one core (2026-11): 5 digits
 * expert 0.43 s (p90 1.7 s), 4 digits expert 15 ms (p90 50 ms), 5 digits medium 8 ms (p90 29 ms).
 */
export function makingWork(o: SecretNumberOptions, difficulty: Difficulty): number {
  const hard: Record<number, number> = { 2: 0.01, 3: 0.02, 4: 0.2, 5: 3 };
  const easy: Record<number, number> = { 2: 0.005, 3: 0.005, 4: 0.02, 5: 0.1 };
  return (LEVEL[difficulty] <= 2 ? easy : hard)[o.digits]! * WORK_PER_SECOND;
}

export function generate(
  rng: Rng,
  options: SecretNumberOptions,
  difficulty: Difficulty,
): Made<SecretNumberPuzzle, SecretNumberSolution, SecretNumberGrade> | null {
  const { digits } = options;
  const table = candidatesFor(digits);
  const v = VOCABULARY[difficulty];
  const level = LEVEL[difficulty];
  const decoys = options.decoys ?? v.decoys;
  const window = windowFor(digits);
  const next = new Uint32Array(table.words);
  const left = new Uint32Array(table.words);
  const solver = new SecretSteps(digits);
  const check = new SecretSteps(digits);
  const below = new Int16Array(digits);
  const lower = new Int16Array(digits);
  const minShare = strongest(v, digits);
  const strongEnough = (kept: number) => {
    const share = 1 - kept / table.count;
    // A rule that alone leaves one number gives it away; one that removes nothing says nothing.
    return kept > 1 && share >= minShare && share <= v.maxShare;
  };
  const solvesAt = (rules: readonly Prepared[], stage: number) => {
    check.load(rules).propagate(stage);
    return check.solved();
  };
  const fits = (rules: readonly Kept[], drawn: Drawn, mask: Uint32Array) => {
    if (rules.some((r) => sameBits(r.mask, mask) || sameKind(r.rule, drawn.rule))) return false;
    if (drawn.rule.subject.of !== 'number') return true;
    const [lo, hi] = windowOf([...rules.map((r) => r.rule), drawn.rule], digits);
    return hi - lo + 1 >= window;
  };

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const answer = rng.int(table.count);
    table.all(left);
    let leftCount = table.count;
    solver.load([]);
    // The boxes stay where the level below leaves them; a rule that lets the level below pin
    // the number down is not taken, so the band's own techniques stay needed.
    below.set(solver.boxes);
    let atLevel = solver.left();
    let solved = false;
    const rules: Kept[] = [];
    /** Takes the rule if it narrows something and the level below still cannot pin the number down. */
    const take = (drawn: Drawn, settles = false): boolean => {
      const { mask, count: kept } = table.cut(drawn.subject, drawn.rule.comparison, drawn.rule.value);
      if (!strongEnough(kept) || !fits(rules, drawn, mask)) return false;
      const count = intersect(left, mask, next);
      const prep = solver.prepare(drawn.rule);
      solver.add(prep);
      solver.propagate(level - 1);
      let helps = count < leftCount;
      if (!solver.solved()) {
        lower.set(solver.boxes);
        solver.propagate(level);
        solved = solver.solved();
        helps ||= solver.left() < atLevel;
        // A closer is taken only if it settles the list; and expert takes no rule that leaves
        // a short list the rules do not settle (a dead end: what settles it mostly settles it
        // by the techniques below).
        if (settles || (level === 4 && !solved && listable(lower))) helps &&= solved;
        if (helps) {
          atLevel = solver.left();
          below.set(lower);
        }
      } else helps = false;
      solver.boxes = below;
      if (!helps) {
        solver.pop();
        return false;
      }
      left.set(next);
      leftCount = count;
      rules.push({ rule: drawn.rule, mask, prep });
      return true;
    };
    for (let d = 0; d < DRAWS && !solved; d++) {
      const drawn = drawRule(rng, table, answer, v);
      if (!drawn || !take(drawn)) continue;
      // Expert: once the level below leaves a short list, look for the rule that settles it
      // only when the list is tested (random draws rarely find one that the techniques below cannot use).
      if (level === 4 && !solved && listable(below, CLOSE)) for (const closer of rng.shuffle(closers(table, answer, v))) if (take(closer, true)) break;
    }
    if (!solved) continue;

    // Drop what the step solver does without, in random order.
    const dropped = new Set<number>();
    for (const i of rng.shuffle(rules.map((_, k) => k))) {
      const rest = rules.filter((_, k) => k !== i && !dropped.has(k)).map((r) => r.prep);
      if (solvesAt(rest, level)) dropped.add(i);
    }
    rules.splice(0, rules.length, ...rules.filter((_, k) => !dropped.has(k)));
    if (difficulty === 'expert' && rules.length > expertRules(digits)) continue;
    // Every rule needed for the answer to be unique: none is a decoy the options did not ask for.
    const masks = rules.map((r) => r.mask);
    if (coreOf(masks, masks.map((_, i) => i), table).length !== rules.length) continue;
    if (check.load(rules.map((r) => r.prep)).reach() !== level) continue;

    // Decoys: true of the answer, as strong as the band's rules, not a rule already there in
    // other words, and not making the puzzle easier than its band.
    for (let d = 0, added = 0; added < decoys && d < DRAWS; d++) {
      const drawn = drawRule(rng, table, answer, v);
      if (!drawn) continue;
      const { mask, count: kept } = table.cut(drawn.subject, drawn.rule.comparison, drawn.rule.value);
      if (!strongEnough(kept) || !fits(rules, drawn, mask)) continue;
      const at = rng.int(rules.length + 1);
      rules.splice(at, 0, { rule: drawn.rule, mask, prep: check.prepare(drawn.rule) });
      if (check.load(rules.map((r) => r.prep)).reach() === level) added++;
      else rules.splice(at, 1);
    }

    const order = rng.shuffle(rules.map((r) => r.rule));
    const puzzle = { digits, rules: order.map((rule) => ({ ...rule, text: sentence(rule, digits) })) };
    const grade = measure(puzzle);
    if (!grade || bandOf(grade) !== difficulty) continue;
    return { puzzle, solution: { number: table.numberOf(answer) }, grade, difficulty };
  }
  return null;
}
