import { PRINTED_SIGN } from '../../engine/signs.ts';
import type { Step, StepLog, Stepper } from '../../engine/steps.ts';
import { stepsOf } from './check.ts';
import { add as add2, applyOp, byValue, type Expr, show, type Step as Line, sub } from './expr.ts';
import { nearestProduct, nearOf, paperOf, triesOf } from './finding.ts';
import { type CountdownMethod, LEVEL, methodOf } from './methods.ts';
import type { CountdownPuzzle, CountdownSolution } from './schema.ts';
import { Countdown } from './solver.ts';
import { type LineWords, words } from './words.ts';

/**
 * What a line does: main: the main term (the anchor near the target) is made, adjustments
 * follow; top: the running value brought nearer the target; factor: a factor (or partial
 * product) of `of` is made; adjust: an amount to add (`add`) or take off is made, all that is
 * left to close when `still`; inner: any other step inside a part.
 */
type LineKind = 'main' | 'top' | 'factor' | 'adjust' | 'inner';

/**
 * Countdown as a person works it: the simple methods first (one step, then multiply and
 * adjust, then building a factor or the adjustment from two cards, then anything), each a
 * shape of solution (methods.ts). The proof solver lists every distinct solution, simplest
 * first; the step solver takes the simplest whose method is within the level and writes out
 * its working, one operation a line, each line a step of that method. Before it, each easier
 * method the person tried and found no way by is a step of its own ("Multiply and adjust: no
 * way to 518; …"): that search is most of a Countdown's work. The first line of working carries
 * the combinations tried before a way was found (`paper`, finding.ts).
 *
 * A puzzle's level is the lowest at which any of its solutions is reachable: someone who
 * tries the simple methods first finds that one. Level 4 allows every method, so a puzzle is
 * solved at level 4 exactly when it can be solved at all.
 *
 * Pure TypeScript, no Node: the browser's hints run the same code.
 */

/** A solution and the method it shows. */
export interface Method {
  e: Expr;
  method: CountdownMethod;
  level: 1 | 2 | 3 | 4;
}

/** Solutions already classified, by game: levelOf asks up to four times, and hints ask again. */
const cache = new Map<string, Method[]>();

/**
 * The game the proof solver solved last, with its solutions: verify proves a puzzle, then
 * checks its key and grades it, each of which would solve it again.
 */
let proved: { key: string; solutions: readonly Expr[] } | undefined;

/** What the proof solver found for a game (index.ts `solve`), for its key check and grade to take. */
export function provedNow(puzzle: CountdownPuzzle, solutions: readonly Expr[]): void {
  proved = { key: gameKey(puzzle), solutions };
}

/** Every solution of the puzzle, simplest first (the proof solver's order), with its method. */
export function methodsOf(puzzle: CountdownPuzzle, solutions?: readonly Expr[]): Method[] {
  const key = gameKey(puzzle);
  let found = cache.get(key);
  if (!found) {
    const known = solutions ?? (proved?.key === key ? proved.solutions : undefined);
    found = classified(known ?? new Countdown(puzzle.numbers).solutions(puzzle.target));
    if (cache.size > 1000) cache.clear();
    cache.set(key, found);
  }
  return found;
}

/** Each solution with its method. */
export const classified = (solutions: readonly Expr[]): Method[] =>
  solutions.map((e) => {
    const method = methodOf(e);
    return { e, method, level: LEVEL[method] };
  });

const gameKey = (puzzle: CountdownPuzzle) => `${puzzle.numbers.join(' ')} → ${puzzle.target}`;

/** The simplest solution whose method is within the level, if any. */
export const simplestAt = (methods: readonly Method[], level: number): Method | undefined => methods.find((m) => m.level <= level);

/** `simplestAt(methodsOf(puzzle), level)`, where the game is not solved already solving only as many cards as that way uses. */
export function simplestWayAt(puzzle: CountdownPuzzle, level: number): Method | undefined {
  const known = cache.get(gameKey(puzzle));
  if (known) return simplestAt(known, level);
  let found: Method | undefined;
  new Countdown(puzzle.numbers).first(puzzle.target, (e) => {
    const method = methodOf(e);
    if (LEVEL[method] <= level) found = { e, method, level: LEVEL[method] };
    return found !== undefined;
  });
  return found;
}

/** The methods a person tries before a harder one, in ladder order: all but level 4's. */
export const EASIER = ['direct', 'add-up', 'multiply-adjust', 'build-factor', 'build-adjust'] as const satisfies readonly CountdownMethod[];

/**
 * The steps of the easier methods tried and found to make no way, those of levels 1..`upTo`
 * in ladder order: one step each, which writes nothing. Multiply and adjust names the
 * product nearest the target, where a person starts and finds the gap too wide or wrong.
 */
export function ruledOut(puzzle: CountdownPuzzle, upTo: number, quiet = false): Step[] {
  const near = nearestProduct(puzzle);
  return EASIER.filter((m) => LEVEL[m] <= upTo).map((m) => {
    const from = m === 'multiply-adjust' && near ? [...near.from] : [];
    const tried = { target: puzzle.target, a: near?.a ?? 0, b: near?.b ?? 0, product: near?.product ?? 0, gap: near?.gap ?? 0 };
    const say = quiet ? '' : m === 'multiply-adjust' ? words.ruledOut[m]({ ...tried, context: tried.product ? 'near' : 'none' }) : words.ruledOut[m](tried);
    return { technique: m, from, place: [], strike: [], say };
  });
}

/** The lowest level any solution reaches (5 when none: every easier method is tried and fails). */
export const levelOfMethods = (methods: readonly Method[]): number => (methods.length ? Math.min(...methods.map((m) => m.level)) : 5);

/**
 * The step solver's log at a level: the easier methods ruled out (those below the puzzle's
 * level, or all up to `level` when it is not reached), then the working of the simplest
 * solution within the level, its first line carrying the combinations tried (`triesOf`).
 * `quiet`: the steps without their sentences, for a grade, which reads only their techniques.
 */
export function logAt(puzzle: CountdownPuzzle, methods: readonly Method[], level: number, quiet = false): StepLog & { found?: Method; tries?: number; ways?: number } {
  const found = simplestAt(methods, level);
  const lowest = levelOfMethods(methods);
  const tried = ruledOut(puzzle, Math.min(level, lowest - 1), quiet);
  if (!found) return { steps: tried, solved: false };
  const ways = methods.filter((m) => m.level <= level).length;
  const tries = triesOf(level, found.e.size, puzzle.numbers.length, nearOf(puzzle), puzzle.target, ways);
  const [first, ...rest] = logOf(puzzle, found, quiet);
  const paper = paperOf(tries);
  return { steps: [...tried, paper ? { ...first!, paper } : first!, ...rest], solved: true, found, tries, ways };
}

/** The operation's signs as printed (× ÷ −), which the sentences use. */
const SIGN: Record<'+' | '-' | '*' | '/', string> = { '+': '+', '-': PRINTED_SIGN['-'], '*': PRINTED_SIGN['*'], '/': PRINTED_SIGN['/'] };

/** An operand of a line: its value, and the card it is when it is one (index in the puzzle's order). */
interface Operand {
  value: number;
  card?: number;
  /** The line of working that made it, where it is not a card. */
  line?: number;
}

/**
 * The working of a solution, with the cards each line uses and the part each line plays in the
 * method. Equal cards are told apart by taking the first unused.
 */
export function logOf(puzzle: CountdownPuzzle, method: Pick<Method, 'e' | 'method'>, quiet = false): Step[] {
  return workingOf(puzzle, method, quiet).map((line) => line.step);
}

/** A line of working as the player makes it: two numbers (cards by index in `from` where they are cards), a sign, the result. */
export interface WorkingLine {
  a: number;
  sign: '+' | '-' | '*' | '/';
  b: number;
  result: number;
  /** What the line does (`LineKind`): main and top lines work toward the target, the others build a part. */
  kind: LineKind;
  step: Step;
}

/** What the last line of a part says it is for (`LineKind`): a factor of a product, an amount to add or take off, the main term… */
interface End {
  kind: LineKind;
  of: number;
  add: boolean;
  still: boolean;
}
const INNER: End = { kind: 'inner', of: 0, add: false, still: false };

/** A term of the top sum: the part and whether it is added. */
interface Term {
  x: Expr;
  plus: boolean;
}

/**
 * The order of the adjustments after the main term, so that each line brings the running
 * value nearer the target: the longest such order (each line the nearest it can get first);
 * where none takes in every term, the rest is built as one part ("5 − 3 = 2, the 2 still to
 * add"), then added or taken off in one line.
 */
export function orderTerms(start: number, target: number, terms: readonly Term[]): { chain: Term[]; rest: Term[] } {
  let best: { chain: Term[]; rest: Term[] } = { chain: [], rest: [...terms] };
  const signed = (t: Term) => (t.plus ? t.x.value : -t.x.value);
  const search = (v: number, chain: Term[], left: Term[]): boolean => {
    if (chain.length > best.chain.length || left.length === 0) best = { chain, rest: left };
    if (left.length === 0) return true;
    const gap = Math.abs(v - target);
    const nearer = left
      .map((t, i) => ({ t, i, off: Math.abs(v + signed(t) - target) }))
      // Nearer, and not on the target while terms are left (they would have to add up to nothing).
      .filter(({ off }) => off < gap && (off > 0 || left.length === 1))
      .sort((p, q) => p.off - q.off || q.t.x.value - p.t.x.value || p.i - q.i);
    return nearer.some(({ t, i }) => search(v + signed(t), [...chain, t], left.filter((_, k) => k !== i)));
  };
  search(start, [], [...terms]);
  return best;
}

/** The value of a product's factors as written: `204 × 4`, `100 × 9 ÷ 4` ('' for anything but a product). */
function partsOf(x: Expr): string {
  if (x.type !== 'prod') return '';
  return [byValue(x.times).map((t) => t.value).join(` ${SIGN['*']} `), ...byValue(x.over).map((t) => `${SIGN['/']} ${t.value}`)].join(' ');
}

/** The first factor of a product that is not a card, the part to make first (0: none). */
const makeOf = (x: Expr): number => (x.type === 'prod' ? (byValue(x.times).find((t) => t.type !== 'num')?.value ?? 0) : 0);

/**
 * The lines of `logOf`, each with the numbers and sign a player would use to make it (hints).
 * Inner parts come first (a product's factors from the largest, a sum's added terms from the
 * largest, then what is taken away); at the top of a sum, the main term (the largest added)
 * first, then the adjustments in the order `orderTerms` gives, so no line moves away from the
 * target. Each line that is not a step toward the target says what it builds.
 */
export function workingOf(puzzle: CountdownPuzzle, { e, method }: Pick<Method, 'e' | 'method'>, quiet = false): WorkingLine[] {
  const { target } = puzzle;
  const free = puzzle.numbers.map(() => true);
  const take = (value: number): number | undefined => {
    const i = puzzle.numbers.findIndex((n, k) => free[k] && n === value);
    if (i >= 0) free[i] = false;
    return i >= 0 ? i : undefined;
  };
  type Line = End & { a: number; op: string; b: number; result: number; from: number[]; sign: '+' | '-' | '*' | '/'; made: number[] };
  const lines: Line[] = [];
  const push = (acc: Operand, op: '+' | '-' | '*' | '/', b: Operand, end: End): Operand => {
    const result = applyOp(acc.value, op, b.value);
    const from = [acc.card, b.card].filter((c): c is number => c !== undefined);
    const made = [acc.line, b.line].filter((l): l is number => l !== undefined);
    lines.push({ a: acc.value, op: SIGN[op], sign: op, b: b.value, result, from, made, ...end });
    return { value: result, line: lines.length - 1 };
  };

  /** Works out `x` below the top, its last line saying `end`. A product's factors and partial products are factors of it. */
  const walk = (x: Expr, end: End): Operand => {
    if (x.type === 'num') return { value: x.value, card: take(x.value) };
    const [head, ...rest] = x.type === 'sum' ? byValue(x.plus) : byValue(x.times);
    const back = x.type === 'sum' ? byValue(x.minus) : byValue(x.over);
    const forward = x.type === 'sum' ? '+' : '*';
    const backward = x.type === 'sum' ? '-' : '/';
    const steps = [...rest.map((y) => [forward, y] as const), ...back.map((y) => [backward, y] as const)];
    // Within an exact product, each factor and each partial product is a factor of it.
    const part: End = x.type === 'prod' && x.over.length === 0 ? { ...INNER, kind: 'factor', of: x.value } : INNER;
    let acc = walk(head!, part);
    steps.forEach(([op, y], k) => {
      const b = walk(y, part);
      acc = push(acc, op, b, k === steps.length - 1 ? end : part);
    });
    return acc;
  };

  if (e.type === 'sum') {
    // The main term (the largest added), then the adjustments, each bringing the running value nearer.
    const [main, ...plus] = byValue(e.plus);
    let acc = walk(main!, { ...INNER, kind: 'main' });
    const terms = [...plus.map((x) => ({ x, plus: true })), ...byValue(e.minus).map((x) => ({ x, plus: false }))];
    const { chain, rest } = orderTerms(acc.value, target, terms);
    const net = rest.reduce((n, t) => n + (t.plus ? t.x.value : -t.x.value), 0);
    const tail = rest.length > 1 && net !== 0 ? [] : rest;
    for (const t of [...chain, ...tail]) {
      const left = Math.abs(target - acc.value);
      const b = walk(t.x, { ...INNER, kind: 'adjust', add: t.plus, still: t.x.value === left });
      acc = push(acc, t.plus ? '+' : '-', b, { ...INNER, kind: 'top' });
    }
    if (tail !== rest) {
      // The terms left, built as one part: what is still to add (or take off), then one line.
      const add = net > 0;
      const up = rest.filter((t) => t.plus === add).map((t) => t.x);
      const down = rest.filter((t) => t.plus !== add).map((t) => t.x);
      const built = down.reduce(sub, up.slice(1).reduce(add2, up[0]!));
      const b = walk(built, { ...INNER, kind: 'adjust', add, still: true });
      acc = push(acc, add ? '+' : '-', b, { ...INNER, kind: 'top' });
    }
  } else {
    walk(e, { ...INNER, kind: 'main' });
  }

  if (lines.length === 0) {
    const step = { technique: method, from: [take(e.value)!], place: [], strike: [], say: quiet ? '' : words.card({ target }) };
    return [{ a: e.value, sign: '+', b: 0, result: e.value, kind: 'main', step }];
  }
  // The plan, on the first line of a hard or expert way: the anchor the target is near, and the part to make first.
  const anchor = e.type === 'sum' ? byValue(e.plus)[0]! : e;
  const aim = anchor.value;
  const plan = LEVEL[method] >= 3;
  const parts = partsOf(anchor);
  const make = makeOf(anchor);
  /** What line k says beside its sum (words.ts `LineWords`): its place in the way, and how far it leaves the target. */
  const contextOf = (line: Line, k: number, gap: number, use: LineWords['use']): LineWords['context'] => {
    if (k === lines.length - 1) return 'last';
    if ((line.kind === 'main' || line.kind === 'top') && gap === 0) return 'there';
    if (line.kind === 'main') return line.result > target ? 'main-over' : 'main-under';
    if (line.kind === 'factor') return 'factor';
    if (line.kind === 'adjust') return `${line.add ? 'add' : 'take-off'}${line.still ? '-still' : ''}`;
    return use ? 'for' : 'inner';
  };
  // The sentence of line k, told what the line is but its cards, sign and the lines it uses.
  const sentence = (line: Line, k: number): string => {
    const gap = Math.abs(line.result - target);
    // A line with no other purpose says what it is for: the line that goes on from its result.
    const user = lines.find((l) => l.made.includes(k));
    const use = line.kind === 'inner' && user ? { a: user.a, op: user.op, b: user.b } : null;
    const sum = { a: line.a, op: line.op, b: line.b, result: line.result };
    const context = contextOf(line, k, gap, use);
    let said =
      line.kind === 'top' && context !== 'last' && context !== 'there'
        ? words.steps.lineTop({ ...sum, context: line.result > target ? 'over' : 'under', count: gap })
        : words.steps.line({ ...sum, context, target, gap, of: line.of, use });
    // The plan, not where the first line makes the anchor itself: that line says how far it is from the target.
    if (plan && k === 0 && line.kind !== 'main') {
      const aimGap = Math.abs(target - aim);
      const near = aim > target ? 'under' : 'over';
      const planned = words.steps.plan({ context: aimGap === 0 ? 'product' : parts ? `${near}-product` : near, target, aim, aimGap, parts });
      said = words.steps.planned({ plan: make ? words.steps.planMake({ plan: planned, make }) : planned, line: said });
    }
    if (k > 0) return said;
    return method === 'direct' ? words.steps.opening.direct({ context: lines.length === 1 ? 'one' : 'more', line: said }) : words.steps.opening[method]({ line: said });
  };
  return lines.map((line, k) => {
    const say = quiet ? '' : sentence(line, k);
    // A line of working writes nothing into a grid: place and strike stay empty.
    return { a: line.a, sign: line.sign, b: line.b, result: line.result, kind: line.kind, step: { technique: method, from: line.from, place: [], strike: [], say } };
  });
}

/**
 * The lines of a written solution in the order a person works toward the target (`workingOf`:
 * the main term, then each adjustment nearer), where it is one of the puzzle's solutions as the
 * solver writes them, as a stored answer is; any other working (a player's own) left to right
 * as written. The key, the archive's "show solution" and the steps then tell one story.
 */
export function workingSteps(puzzle: CountdownPuzzle, expression: string): Line[] {
  const found = methodsOf(puzzle).find((m) => show(m.e) === expression);
  if (!found) return stepsOf(puzzle, expression);
  // A single card is no working at all.
  if (found.e.type === 'num') return [];
  return workingOf(puzzle, found).map(({ a, sign, b, result }) => ({ a, op: sign, b, result }));
}

export const stepper: Stepper<CountdownPuzzle, CountdownSolution> = {
  // A view read at each use, so technique names come in the book's language.
  ladder: words.ladder,
  steps(puzzle: CountdownPuzzle, level: number): StepLog {
    const { steps, solved } = logAt(puzzle, methodsOf(puzzle), level);
    return { steps, solved };
  },
  // The methods ruled out come first; the lines after them are the working of one solution: the one whose lines say the same.
  reach(puzzle, steps) {
    const tried = ruledOut(puzzle, 3);
    let k = 0;
    while (k < steps.length && k < tried.length && steps[k]!.say === tried[k]!.say) k++;
    const said = steps
      .slice(k)
      .map((s) => s.say)
      .join('\n');
    const found = methodsOf(puzzle).find((m) => logOf(puzzle, m).map((s) => s.say).join('\n') === said);
    return found ? { expression: show(found.e) } : null;
  },
};
