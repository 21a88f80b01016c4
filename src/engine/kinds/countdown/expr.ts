/**
 * Expressions in a canonical form, so that solutions differing only by order or grouping
 * are one: a sum is a multiset of added and subtracted terms, a product a multiset of
 * multiplied and divided factors, each flattened into its parent.
 *   a+b = b+a,  (a+b)+c = a+(b+c),  a-(b-c) = (a+c)-b,  (a×b)÷c = a×(b÷c)
 */
export type Expr =
  | { type: 'num'; value: number; key: string; size: number }
  | { type: 'sum'; value: number; key: string; size: number; plus: Expr[]; minus: Expr[] }
  | { type: 'prod'; value: number; key: string; size: number; times: Expr[]; over: Expr[] };

export const num = (value: number): Expr => ({ type: 'num', value, key: String(value), size: 1 });

const keys = (xs: Expr[]) => xs.map((x) => x.key).sort().join(',');

function sum(plus: Expr[], minus: Expr[], value: number): Expr {
  const size = [...plus, ...minus].reduce((n, x) => n + x.size, 0);
  return { type: 'sum', value, key: `S(${keys(plus)}|${keys(minus)})`, size, plus, minus };
}

function prod(times: Expr[], over: Expr[], value: number): Expr {
  const size = [...times, ...over].reduce((n, x) => n + x.size, 0);
  return { type: 'prod', value, key: `P(${keys(times)}|${keys(over)})`, size, times, over };
}

const plusOf = (e: Expr) => (e.type === 'sum' ? e.plus : [e]);
const minusOf = (e: Expr) => (e.type === 'sum' ? e.minus : []);
const timesOf = (e: Expr) => (e.type === 'prod' ? e.times : [e]);
const overOf = (e: Expr) => (e.type === 'prod' ? e.over : []);

export const add = (a: Expr, b: Expr) => sum([...plusOf(a), ...plusOf(b)], [...minusOf(a), ...minusOf(b)], a.value + b.value);
export const sub = (a: Expr, b: Expr) => sum([...plusOf(a), ...minusOf(b)], [...minusOf(a), ...plusOf(b)], a.value - b.value);
export const mul = (a: Expr, b: Expr) => prod([...timesOf(a), ...timesOf(b)], [...overOf(a), ...overOf(b)], a.value * b.value);
export const div = (a: Expr, b: Expr) => prod([...timesOf(a), ...overOf(b)], [...overOf(a), ...timesOf(b)], a.value / b.value);

export const byValue = (xs: Expr[]) => [...xs].sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : 1));

/** The expression in plain text with as few brackets as precedence allows: `(50+7+4)*(3+10)+3`. */
export function show(e: Expr, times = '*', over = '/'): string {
  if (e.type === 'num') return String(e.value);
  if (e.type === 'sum') {
    return byValue(e.plus).map((x) => show(x, times, over)).join('+') + byValue(e.minus).map((x) => `-${show(x, times, over)}`).join('');
  }
  const factor = (x: Expr, o: string) => (x.type === 'sum' || (o === over && x.type === 'prod') ? `(${show(x, times, over)})` : show(x, times, over));
  return byValue(e.times).map((x) => factor(x, times)).join(times) + byValue(e.over).map((x) => `${over}${factor(x, over)}`).join('');
}

export interface Step {
  a: number;
  op: '+' | '-' | '*' | '/';
  b: number;
  result: number;
}

/** `a op b`, the one place an operation is worked out. */
export const applyOp = (a: number, op: Step['op'], b: number): number => (op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b);

/**
 * The working, one operation per line: inner parts first, then each sum's added terms
 * from the largest, then its subtractions (so every step stays positive), and likewise
 * each product's factors before its divisors (each division is then exact).
 */
export function working(e: Expr, steps: Step[] = []): number {
  if (e.type === 'num') return e.value;
  const [first, ...rest] = e.type === 'sum' ? byValue(e.plus) : byValue(e.times);
  const back = e.type === 'sum' ? byValue(e.minus) : byValue(e.over);
  let acc = working(first!, steps);
  const forward = e.type === 'sum' ? '+' : '*';
  const backward = e.type === 'sum' ? '-' : '/';
  for (const [op, x] of [...rest.map((x) => [forward, x] as const), ...back.map((x) => [backward, x] as const)]) {
    const b = working(x, steps);
    const result = applyOp(acc, op, b);
    steps.push({ a: acc, op, b, result });
    acc = result;
  }
  return acc;
}
