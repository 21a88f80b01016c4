import { applyOp, type Step } from './expr.ts';
import type { CountdownPuzzle } from './schema.ts';

/**
 * An independent checker for a written solution: parses the expression (+ - * / or × ÷,
 * and − or – for minus as printed in the key,
 * brackets), evaluates it as written with the usual precedence, and requires every card
 * to be one of the puzzle's, each at most once, every intermediate a positive whole number.
 */
type Node = { n: number } | { op: string; l: Node; r: Node };

class Parser {
  private i = 0;
  private readonly s: string;

  constructor(s: string) {
    this.s = s;
  }

  parse(): Node {
    const node = this.sum();
    this.space();
    if (this.i < this.s.length) throw new Error(`unexpected "${this.s[this.i]}" at position ${this.i + 1}`);
    return node;
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
      if (this.peek() !== ')') throw new Error(`missing ")" at position ${this.i + 1}`);
      this.i++;
      return node;
    }
    const m = /^\d+/.exec(this.s.slice(this.i));
    if (!m) throw new Error(c === undefined ? 'the expression ends too soon' : `unexpected "${c}" at position ${this.i + 1}`);
    this.i += m[0].length;
    return { n: Number(m[0]) };
  }
}

/** Evaluates as written, recording each step in `steps`; throws on a card not dealt or a bad step. */
function value(node: Node, cards: number[], dealt: readonly number[], steps?: Step[]): number {
  if ('n' in node) {
    const k = cards.indexOf(node.n);
    if (k < 0) {
      const times = dealt.filter((x) => x === node.n).length;
      if (times === 0) throw new Error(`uses ${node.n}, which is not one of the numbers`);
      throw new Error(`uses ${node.n} more than ${times === 1 ? 'once' : times === 2 ? 'twice' : `${times} times`}`);
    }
    cards.splice(k, 1);
    return node.n;
  }
  const a = value(node.l, cards, dealt, steps);
  const b = value(node.r, cards, dealt, steps);
  const op = node.op as Step['op'];
  const r = applyOp(a, op, b);
  if (!Number.isInteger(r) || r <= 0) throw new Error(`${a} ${op} ${b} is not a positive whole number`);
  steps?.push({ a, op, b, result: r });
  return r;
}

/** Why an expression is not a solution, or null if it is. */
export function checkExpression(puzzle: CountdownPuzzle, expression: string): string | null {
  try {
    const made = value(new Parser(expression).parse(), [...puzzle.numbers], puzzle.numbers);
    return made === puzzle.target ? null : `it makes ${made}, not ${puzzle.target}`;
  } catch (error) {
    return `"${expression}": ${(error as Error).message}`;
  }
}

/** The steps of a written solution, in the order it is worked out (for the answer key). */
export function stepsOf(puzzle: CountdownPuzzle, expression: string): Step[] {
  const steps: Step[] = [];
  value(new Parser(expression).parse(), [...puzzle.numbers], puzzle.numbers, steps);
  return steps;
}
