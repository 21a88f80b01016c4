import { type Ladder, type Placement, type Step, type StepLog, type Stepper, written } from '../../engine/steps.ts';
import { comparer } from './rules.ts';
import type { Of, Rule, SecretNumberPuzzle, SecretNumberSolution } from './schema.ts';
import { clause, placeOf } from './sentence.ts';
import { listOf } from '../../engine/words.ts';
import { type Case, type Leave, type Pair, type RangeCase, type SecretTechnique, words } from './words.ts';

/** Digits as a list of choices: "3, 5 or 7". */
const choices = (digits: readonly number[]) => listOf(digits.map(String), 'or');
/** Numbers as a list: "123, 125 and 127". */
const all = (numbers: readonly number[]) => listOf(numbers.map(String), 'and');

/** Items joined by a join of the words' own (`stepParts.leavesJoin`, `casesJoin`): the list so far and the next item, or the last. */
function joinedBy(items: readonly string[], join: (data: { context: 'next' | 'last'; list: string; item: string }) => string): string {
  return items.reduce((list, item, i) => (i === 0 ? item : join({ context: i === items.length - 1 ? 'last' : 'next', list, item })), '');
}

/** What each box a step changed is left with, joined. */
function leavesSaid(leaves: readonly Leave[]): string {
  const parts = words.stepParts;
  const each = leaves.map((l) => parts.leave({ context: l.none ? 'none' : l.placed ? 'placed' : 'open', place: l.place, value: l.value, digits: choices(l.digits) }));
  return joinedBy(each, (data) => parts.leavesJoin(data));
}

/** The cases crossed off, joined. */
const casesSaid = (cases: readonly Case[]) => joinedBy(cases.map((c) => words.stepParts.case({ digits: choices(c.digits), place: c.place })), (data) => words.stepParts.casesJoin(data));

/** A range's cases, each with its bound and the digits that make it, joined. */
function rangeCasesSaid(cases: readonly RangeCase[]): string {
  const parts = words.stepParts;
  const each = cases.map((c) => {
    const limits = listOf(c.limits.map((l) => parts.limit({ context: l.fixed ? 'fixed' : l.small ? 'least' : 'most', place: l.place, value: l.value })), 'and');
    const context = `${c.small ? 'small' : 'large'}${c.limits.length > 0 ? '-limited' : ''}` as const;
    return parts.rangeCase({ context, digits: choices(c.digits), place: c.place, limits, bound: c.bound });
  });
  return joinedBy(each, (data) => parts.casesJoin(data));
}

/** The digits already known, joined, the first as it may begin a sentence. */
const knownSaid = (known: readonly { place: string; value: number }[]) =>
  listOf(known.map((k, i) => words.stepParts.known({ context: i === 0 ? 'first' : 'next', ...k })), 'and');

/**
 * Secret Number as a person solves it with a pencil: a box per digit, the digits still
 * possible in each, narrowed one named technique at a time, the easiest that applies first
 * (after every step the search starts again from the easiest). Nothing here guesses: a step
 * crosses off only digits no number keeping that one rule can have there, given what the
 * boxes still allow; so a number the steps pin down is the only answer.
 *
 * The ladder (levels are bands, 1 easy … 4 expert; see words.ts):
 *  1 read off a digit; one digit left (a sum, product or difference with all but one known);
 *  2 two-digit table (a sum, product or difference with two digits open);
 *  3 number range, divisibility test, many digits at once;
 *  4 short list: at most LIST_LIMIT numbers left, each tested against the rules.
 *
 * In a Step, a "cell" is a digit's position in the number, 0-based from the left: `place`
 * writes a digit into that position's box, `strike` crosses digits off it. Rules are named
 * by their printed number (1-based).
 *
 * A rule about two or more digits is handled by the technique its open digits call for (one
 * open: one digit left; two: a table; three or more: many digits), so the same rule may be a
 * table early on and one digit left later. Every technique only narrows, and is available
 * once it is available, so at a level the boxes end the same whatever the order: that is
 * what lets `levelOf` rerun a level, `reach` climb the levels in one pass, and a generator go
 * on from the boxes its rules so far left when it adds one (`snapshot`, `restore`).
 *
 * Each step says what it writes out and tests on paper (`Step.paper`: a table's pairs, a
 * list's numbers, the digits a harder step tries and crosses off), and whether it is an easier
 * step in other words (`isLight`: a range read off the first digit, a test read off the last,
 * a table where one pair fits), which the score counts as a digit read off.
 *
 * Pure TypeScript, no Node: the browser's hints run the same code.
 */

type RuleCore = Pick<Rule, 'subject' | 'comparison' | 'value'>;

/** Most numbers a person lists and tests one by one (the short list). */
export const LIST_LIMIT = 8;
/** Most alternatives one step writes out: more is not a person's table (`Step.paper`). */
export const PAPER_LIMIT = 12;
/** Most pairs a table's step lists (its sentence names them); with more, it names the digits that fit none. */
export const FEW_PAIRS = 6;

/** Techniques in the order they are tried: easiest first. */
const ORDER: readonly SecretTechnique[] = ['read-off', 'one-left', 'pair-table', 'range', 'divisibility', 'many-digits', 'short-list'];
const RANK = Object.fromEntries(ORDER.map((t, i) => [t, i])) as Record<SecretTechnique, number>;
/** Highest rank each stage allows: stage 0 is read-offs alone (no combining), stages 1–4 the levels. */
const TOP_RANK = [0, 1, 2, 5, 6];

const ALL = 0x3ff;
/** The cells of a step logged without them (`propagate` with `log` false): one list for all, never written to. */
const NONE = Object.freeze([]) as never[];
/** Marks of values already met while folding a product: shared scratch, always left cleared. */
const SEEN = new Uint8Array(9 ** 5 + 1);
const EVENS = 0b0101010101;
const ODDS = 0b1010101010;

/** to = from, box by box: a loop beats `set` on a few boxes. */
function copy(from: Int16Array, to: Int16Array): void {
  for (let q = 0; q < from.length; q++) to[q] = from[q]!;
}

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 0; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** How a rule on the whole number is read: by its range, or by a divisibility test. */
type NumberTest = 'range' | 'last' | 'lastTwo' | 'sum' | 'last+sum' | 'lastTwo+sum' | null;

/** A rule made ready for the steps: a generator prepares each once and loads it many times. */
export interface Prepared {
  rule: RuleCore;
  of: Of;
  /** Positions the subject covers, 0-based, ascending (every position for the number). */
  at: number[];
  test: (x: number) => boolean;
  /** The boxes (bit q for position q) whose change may let the rule find something again. */
  scope: number;
  /** Digit rules: the digits that keep it. Last-digit tests: the last digits allowed. */
  keep: number;
  /** Two-digit subjects: partner[a] is the mask of digits b at the second position with which a at the first keeps the rule; back the other way. */
  partner?: Int16Array;
  back?: Int16Array;
  /** Sums of three or more digits: the sums 0..45 that keep the rule, as two 32-bit words. */
  sums?: [number, number];
  numberTest: NumberTest;
  /** The modulus of a digit-sum test (3 or 9). */
  mod: number;
  /** Key into words.divisible. */
  divisor: string;
}

/** Boxes saved with the rules known to find nothing in them (`SecretSteps.snapshot`). */
export interface Snapshot {
  boxes: Int16Array;
  idle: Uint8Array;
  ranks: Int8Array;
  /** Rules loaded when it was taken. */
  rules: number;
}

/** Partner tables of two-digit subjects, by subject kind, comparison and value: generators draw the same rules often. */
const tables = new Map<string, [Int16Array, Int16Array]>();

function combine(of: Of, a: number, b: number): number {
  return of === 'sum' ? a + b : of === 'product' ? a * b : Math.abs(a - b);
}

function partnersOf(rule: RuleCore): [Int16Array, Int16Array] {
  const key = `${rule.subject.of}|${rule.comparison}|${rule.value ?? ''}`;
  let t = tables.get(key);
  if (!t) {
    const test = comparer(rule.comparison, rule.value ?? 0);
    const fwd = new Int16Array(10);
    const back = new Int16Array(10);
    for (let a = 0; a <= 9; a++) {
      for (let b = 0; b <= 9; b++) {
        if (!test(combine(rule.subject.of, a, b))) continue;
        fwd[a]! |= 1 << b;
        back[b]! |= 1 << a;
      }
    }
    if (tables.size > 4096) tables.clear();
    tables.set(key, (t = [fwd, back]));
  }
  return t;
}

/** Last two digits making a multiple of 4: the same partner form as a two-digit subject. */
const FOUR: [Int16Array, Int16Array] = [new Int16Array(10), new Int16Array(10)];
for (let a = 0; a <= 9; a++) {
  for (let b = 0; b <= 9; b++) {
    if ((10 * a + b) % 4 !== 0) continue;
    FOUR[0][a]! |= 1 << b;
    FOUR[1][b]! |= 1 << a;
  }
}

function numberTestOf(rule: RuleCore): { numberTest: NumberTest; keep: number; mod: number; divisor: string } {
  const none = { numberTest: null, keep: ALL, mod: 0, divisor: '' };
  switch (rule.comparison) {
    case 'less-than':
    case 'greater-than':
    case 'equals':
    case 'not-equals':
      return { ...none, numberTest: 'range' };
    case 'even':
      return { ...none, numberTest: 'last', keep: EVENS, divisor: 'even' };
    case 'odd':
      return { ...none, numberTest: 'last', keep: ODDS, divisor: 'odd' };
    case 'multiple-of':
      switch (rule.value) {
        case 2:
          return { ...none, numberTest: 'last', keep: EVENS, divisor: '2' };
        case 5:
          return { ...none, numberTest: 'last', keep: 0b100001, divisor: '5' };
        case 10:
          return { ...none, numberTest: 'last', keep: 1, divisor: '10' };
        case 3:
        case 9:
          return { ...none, numberTest: 'sum', mod: rule.value, divisor: String(rule.value) };
        case 4:
          return { ...none, numberTest: 'lastTwo', divisor: '4' };
        case 6:
          return { numberTest: 'last+sum', keep: EVENS, mod: 3, divisor: '6' };
        case 12:
          return { ...none, numberTest: 'lastTwo+sum', mod: 3, divisor: '12' };
        default:
          // 7, 8, 11 and the rest have no test a person reads off the digits: the short list.
          return none;
      }
  }
}

export class SecretSteps {
  readonly digits: number;
  /** Place values: pow[p] = 10^(digits − 1 − p). */
  private readonly pow: number[];
  private preps: Prepared[] = [];
  /** The digits still possible in each box: bit d of dom[p] is digit d at position p. */
  private dom: Int16Array;
  /** Work space: a step's boxes while it is tried, a number's digits, each rule's technique. */
  private readonly scratch: Int16Array;
  private readonly ds: number[];
  private readonly ds2: number[];
  /** ranks[i]: the technique rule i calls for with the boxes as they are (`rankOf`), kept up to date as they change. */
  private ranks = new Int8Array(64);
  /** idle[i]: rule i found nothing with the boxes as they are (cleared when one of its boxes changes). */
  private idle = new Uint8Array(64);
  /** The step last found: its technique's rank, its rule (index; -1 for the short list), the boxes after it. */
  private hitRank = -1;
  private hitRule = -1;
  private readonly after: Int16Array;

  constructor(digits: number) {
    this.digits = digits;
    this.pow = Array.from({ length: digits }, (_, p) => 10 ** (digits - 1 - p));
    this.dom = new Int16Array(digits);
    this.scratch = new Int16Array(digits);
    this.after = new Int16Array(digits);
    this.ds = new Array<number>(digits).fill(0);
    this.ds2 = new Array<number>(digits).fill(0);
  }

  /** Takes a puzzle's rules and clears the boxes. */
  load(rules: readonly (RuleCore | Prepared)[]): this {
    this.preps = rules.map((rule) => ('test' in rule ? rule : this.prepare(rule)));
    this.fit();
    return this.reset();
  }

  /** Clears the boxes: every digit possible, but 0 first (the first digit is never 0). */
  reset(): this {
    this.dom.fill(ALL);
    this.dom[0] = ALL & ~1;
    this.idle.fill(0);
    this.rerank();
    return this;
  }

  /** Room in `idle` and `ranks` for every rule loaded. */
  private fit(): void {
    const n = this.preps.length;
    if (this.idle.length >= n) return;
    const idle = new Uint8Array(2 * n);
    const ranks = new Int8Array(2 * n);
    idle.set(this.idle);
    ranks.set(this.ranks);
    this.idle = idle;
    this.ranks = ranks;
  }

  /** Every rule's technique, from the boxes as they are. */
  private rerank(): void {
    for (let i = 0; i < this.preps.length; i++) this.ranks[i] = this.rankOf(this.preps[i]!);
  }

  /** Adds a rule (numbered next) to the loaded ones, keeping the boxes as they are. */
  add(rule: RuleCore | Prepared): void {
    const p = 'test' in rule ? rule : this.prepare(rule);
    this.preps.push(p);
    this.fit();
    this.idle[this.preps.length - 1] = 0;
    this.ranks[this.preps.length - 1] = this.rankOf(p);
  }

  /** Drops the last rule added. */
  pop(): void {
    this.preps.pop();
  }

  get boxes(): Int16Array {
    return this.dom;
  }

  set boxes(dom: Int16Array) {
    this.dom.set(dom);
    this.idle.fill(0);
    this.rerank();
  }

  /** The boxes and which rules find nothing in them, to come back to (`restore`). */
  snapshot(into?: Snapshot): Snapshot {
    const n = this.preps.length;
    const s = into ?? { boxes: new Int16Array(this.digits), idle: new Uint8Array(n), ranks: new Int8Array(n), rules: n };
    copy(this.dom, s.boxes);
    if (s.idle.length < n) {
      s.idle = new Uint8Array(2 * n);
      s.ranks = new Int8Array(2 * n);
    }
    for (let i = 0; i < n; i++) {
      s.idle[i] = this.idle[i]!;
      s.ranks[i] = this.ranks[i]!;
    }
    s.rules = n;
    return s;
  }

  /**
   * Back to a snapshot's boxes, knowing again which of its rules find nothing there: a rule's
   * step depends on its boxes alone, so they need not be tried again (the steps found are the
   * same). Rules added since are tried afresh.
   */
  restore(s: Snapshot): void {
    copy(s.boxes, this.dom);
    const n = Math.min(s.rules, this.preps.length);
    for (let i = 0; i < n; i++) {
      this.idle[i] = s.idle[i]!;
      this.ranks[i] = s.ranks[i]!;
    }
    for (let i = n; i < this.preps.length; i++) {
      this.idle[i] = 0;
      this.ranks[i] = this.rankOf(this.preps[i]!);
    }
  }

  /** How many digits are left in all boxes together: a measure of progress. */
  left(): number {
    let n = 0;
    for (let q = 0; q < this.digits; q++) n += bits(this.dom[q]!);
    return n;
  }

  /** Every box holds one digit, and the number they make keeps every rule. */
  solved(): boolean {
    const ds = this.ds;
    let n = 0;
    for (let q = 0; q < this.digits; q++) {
      const m = this.dom[q]!;
      if (m & (m - 1) || !m) return false;
      ds[q] = 31 - Math.clz32(m);
      n = n * 10 + ds[q]!;
    }
    for (const p of this.preps) if (!p.test(this.valueOf(p, ds, n))) return false;
    return true;
  }

  /**
   * Narrows the boxes with the techniques `stage` allows (0: reading off digits only; 1–4:
   * the levels), from where they are, until no technique finds anything; with `out`, each
   * step is logged there: with its cells and sentence when `log`, else only its technique and
   * paper. Returns how many steps it took.
   */
  propagate(stage: number, out?: Step[], log = true, light?: boolean[]): number {
    for (let taken = 0; ; taken++) {
      if (!this.next(stage)) return taken;
      if (out || light) {
        const easier = this.isLight();
        if (out) out.push(this.stepOf(log, easier));
        if (light) light.push(easier);
      }
      let changed = 0;
      let empty = false;
      for (let q = 0; q < this.digits; q++) {
        if (this.dom[q] !== this.after[q]) changed |= 1 << q;
        this.dom[q] = this.after[q]!;
        if (!this.dom[q]) empty = true;
      }
      for (let i = 0; i < this.preps.length; i++) {
        if (!(this.preps[i]!.scope & changed)) continue;
        this.idle[i] = 0;
        this.ranks[i] = this.rankOf(this.preps[i]!);
      }
      // The rules contradict each other: nothing more to find.
      if (empty) return taken + 1;
    }
  }

  /** The step just found, as the log keeps it: what it looked at, crossed off and wrote in, and its sentence. */
  private stepOf(log: boolean, easier = this.isLight()): Step {
    // Grading and generating count steps and read their technique and paper, nothing else.
    if (!log) {
      const paper = this.paperOf(this.dom, this.after, easier);
      return paper > 0 ? { technique: ORDER[this.hitRank]!, from: NONE, place: NONE, strike: NONE, say: '', paper } : { technique: ORDER[this.hitRank]!, from: NONE, place: NONE, strike: NONE, say: '' };
    }
    const before = this.dom.slice();
    const after = this.after.slice();
    const strike: Step['strike'] = [];
    const place: Step['place'] = [];
    for (let q = 0; q < this.digits; q++) {
      const gone = before[q]! & ~after[q]!;
      if (gone) strike.push({ cell: q, values: digitsOf(gone) });
      if (gone && bits(after[q]!) === 1) place.push({ cell: q, value: 31 - Math.clz32(after[q]!) });
    }
    const technique = ORDER[this.hitRank]!;
    const all = this.pow.map((_, q) => q);
    const paper = this.paperOf(before, after, easier);
    const extra = paper > 0 ? { paper } : {};
    if (this.hitRule < 0) return { technique, from: all, place, strike, say: log ? this.sayList(before, after) : '', ...extra };
    const p = this.preps[this.hitRule]!;
    const last = this.digits - 1;
    const from = p.numberTest === 'last' ? [last] : p.numberTest === 'lastTwo' ? [last - 1, last] : [...p.at];
    return { technique, from, place, strike, say: log ? this.sayRule(p, this.hitRule + 1, technique, before, after) : '', ...extra };
  }

  /**
   * What the step just found writes out and tests on paper (`Step.paper`), at most PAPER_LIMIT,
   * as its sentence has a person do it: a table the pairs that fit, when it lists them (at most
   * FEW_PAIRS), else each digit it crosses off, tried against the other box and seen to fit
   * none; the short list the numbers listed; a range, a divisibility test or many digits at
   * once each digit crossed off, a case tried against the other boxes and seen to fail. A
   * read-off, one digit left, or a step that is one of them in other words (`isLight`), writes
   * nothing.
   */
  private paperOf(before: Int16Array, after: Int16Array, easier: boolean): number {
    const technique = ORDER[this.hitRank]!;
    if (technique === 'read-off' || technique === 'one-left' || easier) return 0;
    if (technique === 'short-list') return this.listed(before)!.length;
    const p = this.preps[this.hitRule]!;
    if (technique === 'pair-table' || p.numberTest === 'lastTwo') {
      const pairs = this.pairsOf(p, before);
      if (pairs <= FEW_PAIRS) return pairs;
    }
    let struck = 0;
    for (let q = 0; q < this.digits; q++) struck += bits(before[q]! & ~after[q]!);
    return Math.min(struck, PAPER_LIMIT);
  }

  /**
   * Whether the step just found is an easier one in other words, and counts as one digit read
   * off: a range that only bounds the first digit by the cut-off's first digit ("less than 635":
   * not 7, 8 or 9), a test read off the last digit alone (even, odd, 5, 10), a table in which
   * one pair fits (a forced move, not a table written out).
   */
  isLight(): boolean {
    const technique = ORDER[this.hitRank]!;
    if (this.hitRule < 0) return false;
    const p = this.preps[this.hitRule]!;
    if (technique === 'divisibility') return p.numberTest === 'last';
    if (technique === 'pair-table') return this.pairsOf(p, this.dom) === 1;
    if (technique !== 'range') return false;
    for (let q = 1; q < this.digits; q++) if (this.after[q] !== this.dom[q]) return false;
    const gone = this.dom[0]! & ~this.after[0]!;
    const v = p.rule.value ?? 0;
    const top = this.pow[0]!;
    for (let d = 1; d <= 9; d++) {
      if (!(gone & (1 << d))) continue;
      // Alone, the cut-off rules out d only if every number starting with d breaks it.
      const alone = p.rule.comparison === 'less-than' ? d * top >= v : p.rule.comparison === 'greater-than' ? (d + 1) * top - 1 <= v : false;
      if (!alone) return false;
    }
    return true;
  }

  /** The pairs of the two open boxes (of a rule with two open, or the last two for a test of 4) that keep the rule. */
  private pairsOf(p: Prepared, dom: Int16Array): number {
    const open = p.numberTest === 'lastTwo' ? [this.digits - 2, this.digits - 1] : p.at.filter((q) => bits(dom[q]!) > 1);
    if (open.length !== 2) return 0;
    const [a, b] = open as [number, number];
    if (p.numberTest === 'lastTwo' || p.partner) {
      const fwd = p.numberTest === 'lastTwo' ? FOUR[0] : p.partner!;
      let n = 0;
      for (let d = 0; d <= 9; d++) if (dom[a]! & (1 << d)) n += bits(fwd[d]! & dom[b]!);
      return n;
    }
    const ds = Array.from(dom, (m) => 31 - Math.clz32(m));
    let n = 0;
    for (let x = 0; x <= 9; x++) {
      if (!(dom[a]! & (1 << x))) continue;
      for (let y = 0; y <= 9; y++) {
        if (!(dom[b]! & (1 << y))) continue;
        ds[a] = x;
        ds[b] = y;
        if (p.test(this.valueOf(p, ds, 0))) n++;
      }
    }
    return n;
  }

  /** Solves from clear boxes (but for the `known` digits) with the techniques of levels 1..level, logging every step. */
  run(level: number, log = true, known: readonly Placement[] = [], light?: boolean[]): StepLog {
    this.reset();
    for (const { cell, value } of known) this.dom[cell] = 1 << value;
    if (known.length) this.rerank();
    const steps: Step[] = [];
    this.propagate(level, steps, log, light);
    return { steps, solved: this.solved() };
  }

  /**
   * The lowest stage that solves the loaded rules, climbing from clear boxes: 0 when reading
   * off digits alone does, 1–4 the level, null when even the short list is stuck.
   */
  reach(): number | null {
    this.reset();
    for (let stage = 0; stage <= 4; stage++) {
      this.propagate(stage);
      if (this.solved()) return stage;
    }
    return null;
  }

  /** The first step one technique finds from these boxes (clear boxes when omitted), or null; the boxes stay as they were. For tests and hints. */
  find(technique: SecretTechnique, boxes?: readonly number[]): Step | null {
    if (boxes) this.boxes = Int16Array.from(boxes);
    else this.reset();
    return this.nextOf(RANK[technique]) ? this.stepOf(true) : null;
  }

  // ---- the rules ------------------------------------------------------------------------

  /** A rule made ready for `load` and `add`. */
  prepare(rule: RuleCore): Prepared {
    const of = rule.subject.of;
    const at = of === 'number' ? this.pow.map((_, p) => p) : [...rule.subject.positions].map((p) => p - 1).sort((a, b) => a - b);
    const test = comparer(rule.comparison, rule.value ?? 0);
    const scope = at.reduce((m, q) => m | (1 << q), 0);
    const prep: Prepared = { rule, of, at, scope, test, keep: ALL, numberTest: null, mod: 0, divisor: '' };
    if (of === 'digit') {
      prep.keep = 0;
      for (let d = 0; d <= 9; d++) if (test(d)) prep.keep |= 1 << d;
    } else if (of === 'number') {
      Object.assign(prep, numberTestOf(rule));
    } else if (at.length === 2) {
      [prep.partner, prep.back] = partnersOf(rule);
    } else if (of === 'sum') {
      prep.sums = [0, 0];
      for (let x = 0; x <= 9 * at.length; x++) if (test(x)) prep.sums[x >> 5]! |= 1 << (x & 31);
    }
    return prep;
  }

  /** A rule's subject for a number, from its digits. */
  private valueOf(p: Prepared, ds: readonly number[], n: number): number {
    switch (p.of) {
      case 'digit':
        return ds[p.at[0]!]!;
      case 'sum':
        return p.at.reduce((a, q) => a + ds[q]!, 0);
      case 'product':
        return p.at.reduce((a, q) => a * ds[q]!, 1);
      case 'difference':
        return Math.abs(ds[p.at[0]!]! - ds[p.at[1]!]!);
      case 'number':
        return n;
    }
  }

  /** The technique a rule calls for with the boxes as they are, by rank; -1 when none. */
  private rankOf(p: Prepared): number {
    if (p.of === 'digit') return RANK['read-off'];
    if (p.of === 'number') return p.numberTest === 'range' ? RANK.range : p.numberTest ? RANK.divisibility : -1;
    let open = 0;
    for (let k = 0; k < p.at.length; k++) {
      const m = this.dom[p.at[k]!]!;
      if (m & (m - 1)) open++;
    }
    return open === 0 ? -1 : open === 1 ? RANK['one-left'] : open === 2 ? RANK['pair-table'] : RANK['many-digits'];
  }

  /** Finds the easiest step the stage allows (into hitRank, hitRule, after); false when stuck. */
  private next(stage: number): boolean {
    const top = TOP_RANK[stage]!;
    // The ranks some rule calls for (an idle rule finds nothing whatever its rank).
    let present = 0;
    for (let i = 0; i < this.preps.length; i++) if (!this.idle[i] && this.ranks[i]! >= 0) present |= 1 << this.ranks[i]!;
    const list = RANK['short-list'];
    for (let rank = 0; rank <= Math.min(top, list - 1); rank++) if (present & (1 << rank) && this.nextOf(rank)) return true;
    return top >= list && this.shortList();
  }

  /** The first step of the technique of this rank, rules in printed order. */
  private nextOf(rank: number): boolean {
    if (ORDER[rank] === 'short-list') return this.shortList();
    for (let i = 0; i < this.preps.length; i++) {
      const p = this.preps[i]!;
      if (this.idle[i] || this.ranks[i] !== rank) continue;
      if (this.apply(p, ORDER[rank]!)) {
        this.hitRank = rank;
        this.hitRule = i;
        return true;
      }
      // Found nothing: nor will it until one of its boxes changes.
      this.idle[i] = 1;
    }
    return false;
  }

  /** One rule's step by its technique, into `after`; false when it crosses nothing off. */
  private apply(p: Prepared, technique: SecretTechnique): boolean {
    const next = this.scratch;
    copy(this.dom, next);
    switch (technique) {
      case 'read-off':
        next[p.at[0]!]! &= p.keep;
        break;
      case 'one-left':
      case 'pair-table':
      case 'many-digits':
        this.subjectSupport(p, next);
        break;
      case 'range':
        this.rangeSupport(p, next);
        break;
      case 'divisibility':
        this.divisibility(p, next);
        break;
      default:
        return false;
    }
    let same = true;
    for (let q = 0; q < this.digits; q++) if (next[q] !== this.dom[q]) same = false;
    if (!same) copy(next, this.after);
    return !same;
  }

  // ---- what each technique crosses off --------------------------------------------------

  /** Sum, product or difference: each open digit keeps only those some choice of the others completes. */
  private subjectSupport(p: Prepared, next: Int16Array): void {
    const { dom } = this;
    if (p.partner) {
      const [a, b] = p.at as [number, number];
      let keepA = 0;
      let keepB = 0;
      for (let d = 0; d <= 9; d++) {
        if (dom[a]! & (1 << d) && p.partner[d]! & dom[b]!) keepA |= 1 << d;
        if (dom[b]! & (1 << d) && p.back![d]! & dom[a]!) keepB |= 1 << d;
      }
      // Known digits stay as they are: only the open boxes are narrowed.
      if (bits(dom[a]!) > 1) next[a] = keepA;
      if (bits(dom[b]!) > 1) next[b] = keepB;
      return;
    }
    if (p.of === 'sum') return this.sumSupport(p, next);
    // A product of three or more digits: the values the others make, as a set.
    for (const q of p.at) {
      if (bits(dom[q]!) <= 1) continue;
      const others = this.othersValues(p, q);
      let keep = 0;
      for (let d = 0; d <= 9; d++) {
        if (!(dom[q]! & (1 << d))) continue;
        for (const v of others) {
          if (p.test(d * v)) {
            keep |= 1 << d;
            break;
          }
        }
      }
      next[q] = keep;
    }
  }

  /**
   * A sum of three or more digits, with sums as bitsets (0..45 across two 32-bit words): the
   * sums the other digits reach, shifted by each digit, against the sums that keep the rule.
   */
  private sumSupport(p: Prepared, next: Int16Array): void {
    const { dom } = this;
    const [goodLo, goodHi] = p.sums!;
    for (const q of p.at) {
      if (bits(dom[q]!) <= 1) continue;
      let lo = 1;
      let hi = 0;
      for (const r of p.at) {
        if (r === q) continue;
        let nlo = 0;
        let nhi = 0;
        for (let d = 0; d <= 9; d++) {
          if (!(dom[r]! & (1 << d))) continue;
          nlo |= d ? lo << d : lo;
          nhi |= d ? (hi << d) | (lo >>> (32 - d)) : hi;
        }
        lo = nlo;
        hi = nhi;
      }
      let keep = 0;
      for (let d = 0; d <= 9; d++) {
        if (!(dom[q]! & (1 << d))) continue;
        const slo = d ? lo << d : lo;
        const shi = d ? (hi << d) | (lo >>> (32 - d)) : hi;
        if ((slo & goodLo) !== 0 || (shi & goodHi) !== 0) keep |= 1 << d;
      }
      next[q] = keep;
    }
  }

  /** Every value the subject's other digits (all but position q) can make from the boxes (products: at most 9⁴). */
  private othersValues(p: Prepared, q: number): number[] {
    let values = [p.of === 'sum' ? 0 : 1];
    for (const r of p.at) {
      if (r === q) continue;
      const grown: number[] = [];
      for (const v of values) {
        for (let d = 0; d <= 9; d++) {
          if (!(this.dom[r]! & (1 << d))) continue;
          const x = p.of === 'sum' ? v + d : v * d;
          if (!SEEN[x]) {
            SEEN[x] = 1;
            grown.push(x);
          }
        }
      }
      for (const x of grown) SEEN[x] = 0;
      values = grown;
    }
    return values;
  }

  /** The whole number compared: each digit kept only if the number can still compare so with it there. */
  private rangeSupport(p: Prepared, next: Int16Array): void {
    const { dom, pow, digits } = this;
    const v = p.rule.value ?? 0;
    const lo = this.ds;
    const hi = this.ds2;
    for (let q = 0; q < digits; q++) {
      lo[q] = 31 - Math.clz32(dom[q]! & -dom[q]!);
      hi[q] = 31 - Math.clz32(dom[q]!);
    }
    const inRange = v >= pow[0]! && v < pow[0]! * 10;
    const vd = (q: number) => Math.floor(v / pow[q]!) % 10;
    for (let q = 0; q < digits; q++) {
      if (dom[q] === 0) continue;
      let minRest = 0;
      let maxRest = 0;
      let othersAreV = inRange;
      let othersCanBeV = inRange;
      for (let r = 0; r < digits; r++) {
        if (r === q) continue;
        minRest += lo[r]! * pow[r]!;
        maxRest += hi[r]! * pow[r]!;
        if (dom[r] !== 1 << vd(r)) othersAreV = false;
        if (!(dom[r]! & (1 << vd(r)))) othersCanBeV = false;
      }
      let keep = 0;
      for (let d = 0; d <= 9; d++) {
        if (!(dom[q]! & (1 << d))) continue;
        const ok =
          p.rule.comparison === 'less-than'
            ? minRest + d * pow[q]! < v
            : p.rule.comparison === 'greater-than'
              ? maxRest + d * pow[q]! > v
              : p.rule.comparison === 'equals'
                ? othersCanBeV && d === vd(q)
                : !(othersAreV && d === vd(q));
        if (ok) keep |= 1 << d;
      }
      next[q] = keep;
    }
  }

  /** A divisibility test through the last digit, the last two or the digit sum. */
  private divisibility(p: Prepared, next: Int16Array): void {
    const { digits } = this;
    const last = digits - 1;
    const test = p.numberTest!;
    if (test === 'last' || test === 'last+sum') next[last]! &= p.keep;
    if (test === 'lastTwo' || test === 'lastTwo+sum') {
      const a = last - 1;
      let keepA = 0;
      let keepB = 0;
      for (let d = 0; d <= 9; d++) {
        if (next[a]! & (1 << d) && FOUR[0][d]! & next[last]!) keepA |= 1 << d;
        if (next[last]! & (1 << d) && FOUR[1][d]! & next[a]!) keepB |= 1 << d;
      }
      next[a] = keepA;
      next[last] = keepB;
    }
    if (test === 'sum' || test.endsWith('+sum')) {
      const m = p.mod;
      const full = (1 << m) - 1;
      const rotate = (r: number, k: number) => ((r << k) | (r >>> (m - k))) & full;
      const from = next.slice();
      for (let q = 0; q < digits; q++) {
        // Residues (mod m) the other digits can sum to.
        let r = 1;
        for (let s = 0; s < digits; s++) {
          if (s === q) continue;
          let grown = 0;
          for (let d = 0; d <= 9; d++) if (from[s]! & (1 << d)) grown |= rotate(r, d % m);
          r = grown;
        }
        let keep = 0;
        for (let d = 0; d <= 9; d++) if (from[q]! & (1 << d) && r & (1 << ((m - (d % m)) % m))) keep |= 1 << d;
        next[q] = keep;
      }
    }
  }

  /** The numbers the boxes make, smallest first, when there are at most LIST_LIMIT of them; else null. */
  private listed(dom: Int16Array): number[] | null {
    let count = 1;
    for (const m of dom) count *= bits(m);
    if (count === 0 || count > LIST_LIMIT) return null;
    let numbers = [0];
    for (let q = 0; q < this.digits; q++) numbers = numbers.flatMap((n) => digitsOf(dom[q]!).map((d) => n * 10 + d));
    return numbers;
  }

  /** The first rule (index) a number breaks, or -1. */
  private broken(n: number): number {
    const ds = this.ds;
    for (let q = this.digits - 1, x = n; q >= 0; q--, x = Math.floor(x / 10)) ds[q] = x % 10;
    return this.preps.findIndex((p) => !p.test(this.valueOf(p, ds, n)));
  }

  /** When the boxes make few numbers: list them, test each against the rules, keep the digits of those left. */
  private shortList(): boolean {
    const numbers = this.listed(this.dom);
    if (!numbers) return false;
    const next = this.scratch;
    next.fill(0);
    for (const n of numbers) {
      if (this.broken(n) >= 0) continue;
      for (let q = this.digits - 1, x = n; q >= 0; q--, x = Math.floor(x / 10)) next[q]! |= 1 << x % 10;
    }
    let same = true;
    for (let q = 0; q < this.digits; q++) if (next[q] !== this.dom[q]) same = false;
    if (same) return false;
    copy(next, this.after);
    this.hitRank = RANK['short-list'];
    this.hitRule = -1;
    return true;
  }

  private sayList(before: Int16Array, after: Int16Array): string {
    const numbers = this.listed(before)!;
    const out: { number: number; rule: number }[] = [];
    const survivors: number[] = [];
    for (const n of numbers) {
      const broken = this.broken(n);
      if (broken >= 0) out.push({ number: n, rule: broken + 1 });
      else survivors.push(n);
    }
    return words.steps['short-list']({
      context: survivors.length === 1 ? 'found' : survivors.length > 0 ? 'left' : 'none',
      count: numbers.length,
      numbers: all(numbers),
      out: listOf(out.map((o) => words.stepParts.broken(o)), 'and'),
      survivors: all(survivors),
      leaves: leavesSaid(this.leaves(before, after)),
    });
  }

  // ---- sentences ------------------------------------------------------------------------

  private place(q: number): string {
    return placeOf(q, this.digits);
  }

  /** Each box a step changed: what is left in it. */
  private leaves(before: Int16Array, after: Int16Array): Leave[] {
    const out: Leave[] = [];
    for (let q = 0; q < this.digits; q++) {
      if (before[q] === after[q]) continue;
      const digits = digitsOf(after[q]!);
      out.push({ place: this.place(q), digits, placed: digits.length === 1, value: digits.length === 1 ? digits[0]! : '', none: digits.length === 0 });
    }
    return out;
  }

  /** Each box a step changed: the digits it crossed off there. */
  private cases(before: Int16Array, after: Int16Array): Case[] {
    const out: Case[] = [];
    for (let q = 0; q < this.digits; q++) {
      const gone = before[q]! & ~after[q]!;
      if (gone) out.push({ place: this.place(q), digits: digitsOf(gone) });
    }
    return out;
  }

  /**
   * A range's cases, each with the number's bound with it and why (`RangeCase`): crossing off
   * for "less than", the smallest the number can be with the smallest digit crossed off there
   * and the others at their smallest; for "more than", the largest with the largest. The other
   * boxes whose smallest (largest) digit is not the first a box may hold (not 9) are named: they
   * are why the bound is what it is.
   */
  private bounded(before: Int16Array, after: Int16Array, small: boolean, v: number): RangeCase[] {
    const lo = (q: number) => 31 - Math.clz32(before[q]! & -before[q]!);
    const hi = (q: number) => 31 - Math.clz32(before[q]!);
    return this.cases(before, after).map((c) => {
      const q = this.pow.findIndex((_, r) => this.place(r) === c.place);
      const d = small ? c.digits[0]! : c.digits.at(-1)!;
      let bound = d * this.pow[q]!;
      // The bound with every other digit free (its box's first or last digit): enough alone, no other digit is named.
      let free = bound;
      const limits: RangeCase['limits'] = [];
      for (let r = 0; r < this.digits; r++) {
        if (r === q) continue;
        const value = small ? lo(r) : hi(r);
        const loose = small ? (r === 0 ? 1 : 0) : 9;
        bound += value * this.pow[r]!;
        free += loose * this.pow[r]!;
        if (value !== loose) limits.push({ place: this.place(r), value, fixed: bits(before[r]!) === 1, small });
      }
      const enough = small ? free >= v : free <= v;
      return enough ? { ...c, small, bound: free, limits: [] } : { ...c, small, bound, limits };
    });
  }

  /** The digits already known said as a sentence of their own (`known`), or none. */
  private knownPart(p: Prepared, before: Int16Array): { context: 'known' | 'none'; known: string } {
    const known = this.known(p, before);
    if (known.length === 0) return { context: 'none', known: '' };
    return { context: 'known', known: words.stepParts.knownSentence({ count: known.length, known: knownSaid(known) }) };
  }

  /** The subject's digits already known (one digit left in the box). */
  private known(p: Prepared, before: Int16Array): { place: string; value: number }[] {
    return p.at.filter((q) => bits(before[q]!) === 1).map((q) => ({ place: this.place(q), value: 31 - Math.clz32(before[q]!) }));
  }

  private sayRule(p: Prepared, n: number, technique: SecretTechnique, before: Int16Array, after: Int16Array): string {
    const leaves = this.leaves(before, after);
    const base = { n, clause: clause(p.rule, this.digits), leaves: leavesSaid(leaves) };
    switch (technique) {
      case 'read-off': {
        const q = p.at[0]!;
        const given = p.rule.comparison === 'equals' && bits(after[q]!) === 1;
        const struck = listOf(digitsOf(before[q]! & ~after[q]!).map((digit) => words.stepParts.struckDigit({ digit })), 'and');
        return words.steps['read-off']({ ...base, context: given ? 'given' : 'struck', place: this.place(q), value: leaves[0]!.value, struck });
      }
      case 'one-left': {
        const known = this.known(p, before);
        return words.steps['one-left']({ ...base, count: known.length, known: knownSaid(known) });
      }
      case 'pair-table': {
        const open = p.at.filter((q) => bits(before[q]!) > 1) as [number, number];
        const pairs: Pair[] = [];
        for (const a of digitsOf(before[open[0]]!)) {
          for (const b of digitsOf(before[open[1]]!)) {
            const ds = Array.from(before, (m) => 31 - Math.clz32(m));
            ds[open[0]] = a;
            ds[open[1]] = b;
            if (p.test(this.valueOf(p, ds, 0))) pairs.push({ digit: a, partner: b });
          }
        }
        const few = pairs.length > 0 && pairs.length <= FEW_PAIRS;
        const found = few
          ? words.stepParts.fits({ count: pairs.length, pairs: listOf(pairs.map((pair) => words.stepParts.pair(pair)), 'and') })
          : words.stepParts.fitsNone({ cases: casesSaid(this.cases(before, after)) });
        return words.steps['pair-table']({ ...base, ...this.knownPart(p, before), a: this.place(open[0]), b: this.place(open[1]), found });
      }
      case 'many-digits':
        return words.steps['many-digits']({ ...base, ...this.knownPart(p, before), cases: casesSaid(this.cases(before, after)) });
      case 'range': {
        const c = p.rule.comparison;
        const why = c === 'less-than' ? 'small' : c === 'greater-than' ? 'large' : 'other';
        const cases = this.bounded(before, after, why === 'small', p.rule.value ?? 0);
        return words.steps.range({ ...base, context: why, cases: why === 'other' ? casesSaid(cases) : rangeCasesSaid(cases) });
      }
      case 'divisibility': {
        const cases = p.numberTest === 'last' ? [] : this.cases(before, after);
        const why = words.divisible[p.divisor as keyof typeof words.divisible];
        return words.steps.divisibility({ ...base, context: cases.length > 0 ? 'cases' : 'none', why, cases: casesSaid(cases) });
      }
      default:
        return '';
    }
  }
}

/** The number a log's placed digits spell. */
function reach(puzzle: SecretNumberPuzzle, steps: readonly Step[]): SecretNumberSolution | null {
  const digits = written(Array<number>(puzzle.digits).fill(-1), -1, steps);
  return digits && { number: Number(digits.join('')) };
}

/**
 * The ladder in the language of the work under way, as the plain object `stepper.ladder` is a
 * view of: grading reads a level at every step, and each look-up through the view makes a view.
 */
export function ladderNow(): Ladder<SecretTechnique> {
  return words.ladder;
}

export const stepper: Stepper<SecretNumberPuzzle, SecretNumberSolution> = {
  // A view of the ladder in the language of the work under way (read at each use).
  ladder: words.ladder,
  steps(puzzle: SecretNumberPuzzle, level: number, known: readonly Placement[] = []): StepLog {
    return new SecretSteps(puzzle.digits).load(puzzle.rules).run(level, true, known);
  },
  reach,
  cellKey: (_, cell) => `answer-${cell}`,
};
