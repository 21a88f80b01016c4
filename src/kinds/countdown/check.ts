import type { MistakeOf } from '../../engine/mistake.ts';
import { applyOp, type Step } from './expr.ts';
import type { CountdownPuzzle, CountdownSolution } from './schema.ts';
import { words } from './words.ts';

/**
 * An independent checker for a written solution: parses the expression (+ - * / or × ÷,
 * and − or – for minus as printed in the key,
 * brackets), evaluates it as written with the usual precedence, and requires every card
 * to be one of the puzzle's, each at most once, every intermediate a positive whole number.
 */
type Node = { n: number } | { op: string; l: Node; r: Node };

/** What can be wrong with a written way: a message of Countdown's check words and its data (no box of the drawing shows it). */
export type CountdownMistake = MistakeOf<typeof words.check>;

/** A way refused as it is read: the mistake that stops it. */
class Refused extends Error {
  readonly mistake: CountdownMistake;
  constructor(mistake: CountdownMistake) {
    super(mistake.says);
    this.mistake = mistake;
  }
}

class Parser {
  private i = 0;
  private readonly s: string;

  constructor(s: string) {
    this.s = s;
  }

  parse(): Node {
    const node = this.sum();
    this.space();
    if (this.i < this.s.length) throw this.unexpected(this.s[this.i]!);
    return node;
  }

  private unexpected(c: string): Refused {
    return new Refused({ says: 'unexpected', data: { expression: this.s, c, at: this.i + 1 }, at: [] });
  }

  private space(): void {
    while (this.s[this.i] === ' ') this.i++;
  }

  private peek(): string | undefined {
    this.space();
    return this.s[this.i];
  }

  private sum(): Node {
    let node = this.product();
    for (let c = this.peek(); c === '+' || c === '-' || c === '−' || c === '–'; c = this.peek()) {
      this.i++;
      node = { op: c === '+' ? '+' : '-', l: node, r: this.product() };
    }
    return node;
  }

  private product(): Node {
    let node = this.atom();
    for (let c = this.peek(); c === '*' || c === '/' || c === '×' || c === '÷'; c = this.peek()) {
      this.i++;
      node = { op: c === '*' || c === '×' ? '*' : '/', l: node, r: this.atom() };
    }
    return node;
  }

  private atom(): Node {
    const c = this.peek();
    if (c === '(') {
      this.i++;
      const node = this.sum();
      if (this.peek() !== ')') throw new Refused({ says: 'bracket', data: { expression: this.s, at: this.i + 1 }, at: [] });
      this.i++;
      return node;
    }
    const m = /^\d+/.exec(this.s.slice(this.i));
    if (!m) throw c === undefined ? new Refused({ says: 'short', data: { expression: this.s }, at: [] }) : this.unexpected(c);
    this.i += m[0].length;
    return { n: Number(m[0]) };
  }
}

/**
 * The step a op b, or the mistake that refuses it: every number on the way is a whole number
 * above zero. The player's steps are held to it too.
 */
export function stepOf(a: number, op: Step['op'], b: number): number | CountdownMistake {
  const r = applyOp(a, op, b);
  if (Number.isInteger(r) && r > 0) return r;
  return op === '-' ? { says: 'notAboveZero', data: { a, b }, at: [] } : { says: 'notWhole', data: { a, b }, at: [] };
}

/** Evaluates as written, recording each step in `steps`; throws (`Refused`) on a card not dealt or a bad step. */
function value(node: Node, cards: number[], dealt: readonly number[], expression: string, steps?: Step[]): number {
  if ('n' in node) {
    const k = cards.indexOf(node.n);
    if (k < 0) {
      const times = dealt.filter((x) => x === node.n).length;
      throw new Refused(times === 0 ? { says: 'notDealt', data: { expression, n: node.n }, at: [] } : { says: 'tooOften', data: { context: times === 1 ? 'once' : times === 2 ? 'twice' : 'more', expression, n: node.n, times }, at: [] });
    }
    cards.splice(k, 1);
    return node.n;
  }
  const a = value(node.l, cards, dealt, expression, steps);
  const b = value(node.r, cards, dealt, expression, steps);
  const op = node.op as Step['op'];
  const r = stepOf(a, op, b);
  if (typeof r !== 'number') throw new Refused(r);
  steps?.push({ a, op, b, result: r });
  return r;
}

/**
 * Why a written way is not a solution, or null if it is: the first thing that stops it as it
 * is read (a sign or bracket out of place, a number not dealt or used too often, a step that
 * is not a whole number above zero), or the number it makes instead of the target.
 */
export function mistakeOf(puzzle: CountdownPuzzle, solution: CountdownSolution): CountdownMistake | null {
  const { expression } = solution;
  try {
    const made = value(new Parser(expression).parse(), [...puzzle.numbers], puzzle.numbers, expression);
    return made === puzzle.target ? null : { says: 'makes', data: { expression, made, target: puzzle.target }, at: [] };
  } catch (error) {
    if (error instanceof Refused) return error.mistake;
    throw error;
  }
}

/** The steps of a written solution, in the order it is worked out (for the answer key). */
export function stepsOf(puzzle: CountdownPuzzle, expression: string): Step[] {
  const steps: Step[] = [];
  value(new Parser(expression).parse(), [...puzzle.numbers], puzzle.numbers, expression, steps);
  return steps;
}
