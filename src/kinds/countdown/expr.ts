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

/** The terms' keys in code-unit order (as `sort()` orders them), joined by commas: the solver makes many, mostly of two or three. */
function keys(xs: readonly Expr[]): string {
  const n = xs.length;
  if (n === 0) return '';
  if (n === 1) return xs[0]!.key;
  if (n === 2) {
    const [a, b] = [xs[0]!.key, xs[1]!.key];
    return a <= b ? `${a},${b}` : `${b},${a}`;
  }
  const ks: string[] = [];
  for (const x of xs) {
    let i = ks.length;
    while (i > 0 && ks[i - 1]! > x.key) i--;
    ks.splice(i, 0, x.key);
  }
  return ks.join(',');
}

function sizeOf(xs: readonly Expr[], ys: readonly Expr[]): number {
  let size = 0;
  for (const x of xs) size += x.size;
  for (const y of ys) size += y.size;
  return size;
}

function sum(plus: Expr[], minus: Expr[], value: number): Expr {
  return { type: 'sum', value, key: `S(${keys(plus)}|${keys(minus)})`, size: sizeOf(plus, minus), plus, minus };
}

function prod(times: Expr[], over: Expr[], value: number): Expr {
  return { type: 'prod', value, key: `P(${keys(times)}|${keys(over)})`, size: sizeOf(times, over), times, over };
}

/** Adds to `out` the terms of `e` on one side of a `type` (added or multiplied where `up`, else taken away or divided): `e` itself where it is another type. */
function side(out: Expr[], type: 'sum' | 'prod', e: Expr, up: boolean): void {
  if (e.type === 'num' || e.type !== type) {
    if (up) out.push(e);
    return;
  }
  for (const t of e.type === 'sum' ? (up ? e.plus : e.minus) : up ? e.times : e.over) out.push(t);
}

/** `a`'s terms on its side, then `b`'s, in a new list (each flattened into the new node). */
function terms(type: 'sum' | 'prod', a: Expr, aUp: boolean, b: Expr, bUp: boolean): Expr[] {
  const out: Expr[] = [];
  side(out, type, a, aUp);
  side(out, type, b, bUp);
  return out;
}

export const add = (a: Expr, b: Expr) => sum(terms('sum', a, true, b, true), terms('sum', a, false, b, false), a.value + b.value);
export const sub = (a: Expr, b: Expr) => sum(terms('sum', a, true, b, false), terms('sum', a, false, b, true), a.value - b.value);
export const mul = (a: Expr, b: Expr) => prod(terms('prod', a, true, b, true), terms('prod', a, false, b, false), a.value * b.value);
export const div = (a: Expr, b: Expr) => prod(terms('prod', a, true, b, false), terms('prod', a, false, b, true), a.value / b.value);

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
