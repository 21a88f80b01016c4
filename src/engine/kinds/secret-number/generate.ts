import type { Difficulty, Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { type Candidates, candidatesFor, firstBit, intersect, type Subject } from './candidates.ts';
import { bandOf, coreOf, measure, type SecretNumberGrade } from './grade.ts';
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
}

const VOCABULARY: Record<Difficulty, Vocabulary> = {
  // Young solvers: digits, small sums and the number itself; strong rules only.
  easy: {
    subjects: ['digit', 'digit', 'sum', 'number'],
    comparisons: ['equals', 'less-than', 'greater-than', 'even', 'odd'],
    widest: 2,
    minShare: 0.3,
    maxShare: 0.95,
    decoys: 0,
  },
  medium: {
    subjects: ['digit', 'sum', 'product', 'difference', 'number'],
    comparisons: ['equals', 'not-equals', 'less-than', 'greater-than', 'multiple-of', 'even', 'odd'],
    widest: 3,
    minShare: 0.2,
    maxShare: 0.95,
    decoys: 0,
  },
  hard: {
    subjects: ['digit', 'sum', 'product', 'difference', 'number'],
    comparisons: ['equals', 'not-equals', 'less-than', 'greater-than', 'multiple-of', 'even', 'odd'],
    widest: 5,
    minShare: 0.1,
    maxShare: 0.8,
    decoys: 1,
  },
  // Many weak rules that only pin the number down together.
  expert: {
    subjects: ['digit', 'sum', 'sum', 'product', 'difference', 'number'],
    comparisons: ['not-equals', 'less-than', 'greater-than', 'multiple-of', 'even', 'odd'],
    widest: 5,
    minShare: 0.05,
    maxShare: 0.55,
    decoys: 1,
  },
};

const ATTEMPTS = 40;
/** Rules drawn per attempt before it is abandoned. */
const DRAWS = 300;

/** A random set bit of a bitset holding `count` bits. */
function randomMember(rng: Rng, set: Uint32Array, count: number): number {
  let k = rng.int(count);
  for (let w = 0; w < set.length; w++) {
    let x = set[w]!;
    while (x !== 0) {
      if (k-- === 0) return w * 32 + (31 - Math.clz32(x & -x));
      x &= x - 1;
    }
  }
  throw new Error('randomMember: count larger than the set');
}

/** A drawn rule, with the subject object the table knows it by. */
interface Drawn {
  rule: RuleCore;
  subject: Subject;
}

/**
 * A random rule whose value comes from a candidate still standing, so it is true of at
 * least one of them and its cut-offs fall where the candidates are.
 */
function drawRule(rng: Rng, table: Candidates, left: Uint32Array, leftCount: number, v: Vocabulary): Drawn {
  const of = rng.pick(v.subjects);
  const [fewest, most] = POSITIONS[of];
  const subject = rng.pick(table.subjectsOf(of, rng.range(fewest, Math.min(most, v.widest, table.digits))));
  // "My number is 417" gives the answer away; the number itself is only compared.
  const comparisons = of === 'number' ? v.comparisons.filter((c) => c !== 'equals' && c !== 'not-equals') : v.comparisons;
  const comparison = rng.pick(comparisons);
  const at = table.valuesOf(subject)[randomMember(rng, left, leftCount)]!;
  const core = { of, positions: subject.positions as number[] };
  switch (comparison) {
    case 'even':
    case 'odd':
      return { subject, rule: { subject: core, comparison } };
    case 'multiple-of':
      // From 3: "a multiple of 2" is only "even" in other words.
      return { subject, rule: { subject: core, comparison, value: rng.range(3, of === 'number' ? 12 : 9) } };
    case 'less-than':
      return { subject, rule: { subject: core, comparison, value: at + 1 + rng.int(3) } };
    case 'greater-than':
      return { subject, rule: { subject: core, comparison, value: Math.max(0, at - 1 - rng.int(3)) } };
    default:
      return { subject, rule: { subject: core, comparison, value: at } };
  }
}

function sameBits(a: Uint32Array, b: Uint32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The classic method, then past it: draw rules, keep each that narrows the candidates
 * without emptying them, until one number is left; drop rules the others make redundant;
 * add the band's decoys; measure, and keep the puzzle only if it lands in the asked band.
 */
export function generate(
  rng: Rng,
  options: SecretNumberOptions,
  difficulty: Difficulty,
): Made<SecretNumberPuzzle, SecretNumberSolution, SecretNumberGrade> | null {
  const { digits } = options;
  const table = candidatesFor(digits);
  const v = VOCABULARY[difficulty];
  const decoys = options.decoys ?? v.decoys;
  const next = new Uint32Array(table.words);
  const strongEnough = (kept: number) => {
    const share = 1 - kept / table.count;
    // A rule that alone leaves one number gives it away; one that removes nothing says nothing.
    return kept > 1 && share >= v.minShare && share <= v.maxShare;
  };

  const left = new Uint32Array(table.words);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    table.all(left);
    let leftCount = table.count;
    const rules: { rule: RuleCore; mask: Uint32Array }[] = [];
    for (let d = 0; d < DRAWS && leftCount > 1; d++) {
      const { rule, subject } = drawRule(rng, table, left, leftCount, v);
      const { mask, count: kept } = table.cut(subject, rule.comparison, rule.value);
      if (!strongEnough(kept)) continue;
      const count = intersect(left, mask, next);
      if (count === 0 || count === leftCount) continue;
      left.set(next);
      leftCount = count;
      rules.push({ rule, mask });
    }
    if (leftCount !== 1) continue;
    const answer = firstBit(left);

    // Minimal: drop each rule the others make redundant, in random order.
    const dropOrder = rng.shuffle(rules.map((_, i) => i));
    const kept = coreOf(
      rules.map((r) => r.mask),
      dropOrder,
      table,
    );
    rules.splice(0, rules.length, ...kept.map((i) => rules[i]!));

    // Decoys: true of the answer, as strong as the band's rules, and not a rule already
    // there in other words ("my last digit is odd" and "my number is odd").
    for (let d = 0, added = 0; added < decoys && d < DRAWS; d++) {
      const { rule, subject } = drawRule(rng, table, left, 1, v);
      const { mask, count: kept } = table.cut(subject, rule.comparison, rule.value);
      if (!strongEnough(kept) || (mask[answer >>> 5]! & (1 << (answer & 31))) === 0) continue;
      if (rules.some((r) => sameBits(r.mask, mask))) continue;
      rules.splice(rng.int(rules.length + 1), 0, { rule, mask });
      added++;
    }

    const order = rng.shuffle(rules.map((r) => r.rule));
    const grade = measure(digits, order);
    if (bandOf(grade) !== difficulty) continue;
    return {
      puzzle: { digits, rules: order.map((rule) => ({ ...rule, text: sentence(rule, digits) })) },
      solution: { number: table.numberOf(answer) },
      grade,
      difficulty,
    };
  }
  return null;
}
