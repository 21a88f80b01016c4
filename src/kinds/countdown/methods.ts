import type { Expr } from './expr.ts';

/**
 * The methods of Countdown's ladder, read off a solution's canonical form (expr.ts): a sum is
 * a multiset of added and taken-away terms, a product of factors and divisors, so each method
 * is a shape. The keys are what a grade and a step store; the words live in words.ts.
 */
export type CountdownMethod =
  | 'direct'
  | 'add-up'
  | 'multiply-adjust'
  | 'build-factor'
  | 'build-adjust'
  | 'two-products'
  | 'division'
  | 'long-way';

/** Each method's level (band): 1 easy … 4 expert. */
export const LEVEL: Record<CountdownMethod, 1 | 2 | 3 | 4> = {
  direct: 1,
  'add-up': 2,
  'multiply-adjust': 2,
  'build-factor': 3,
  'build-adjust': 3,
  'two-products': 4,
  division: 4,
  'long-way': 4,
};

/** Cards below this are small (1–10): an adjustment built on a product at level 3 is two small cards multiplied (3 × 4). */
export const SMALLEST_LARGE = 11;

const isCard = (e: Expr) => e.type === 'num';
const isSmall = (e: Expr) => e.type === 'num' && e.value < SMALLEST_LARGE;

/** Two cards multiplied: 100 × 6. */
export const isCardProduct = (e: Expr) => e.type === 'prod' && e.over.length === 0 && e.times.length === 2 && e.times.every(isCard);

/** Two cards added or one taken from another: 7 − 2. */
const isCardPair = (e: Expr) => e.type === 'sum' && e.plus.length + e.minus.length === 2 && [...e.plus, ...e.minus].every(isCard);

/**
 * A product with one factor built from two cards: three cards multiplied (25 × 4 × 3, the
 * 12 built), or two cards added or subtracted, times a card ((7 − 2) × 100).
 */
export function isBuiltProduct(e: Expr): boolean {
  if (e.type !== 'prod' || e.over.length > 0) return false;
  if (e.times.length === 3) return e.times.every(isCard);
  return e.times.length === 2 && e.times.some(isCard) && e.times.some(isCardPair);
}

function divides(e: Expr): boolean {
  if (e.type === 'num') return false;
  if (e.type === 'prod' && e.over.length > 0) return true;
  return (e.type === 'sum' ? [...e.plus, ...e.minus] : e.times).some(divides);
}

/**
 * The method a solution shows, by its shape (the canonical form flattens brackets away, so
 * 100 × 6 − (8 + 6 + 1) and 100 × 6 − 8 − 6 − 1 are one shape). The largest added term is
 * the main one, the rest adjust it:
 *  direct           a + b, a − b, a × b; three cards added and taken away
 *  add-up           four or more cards added and taken away
 *  multiply-adjust  a × b, adjusted by single cards: 100 × 6 − 8 − 6 − 1
 *  build-factor     a factor built from two cards, times a card, adjusted by single cards: (7 − 2) × 100 + 3, 25 × 4 × 3
 *  build-adjust     a card or a × b, with one adjustment built from two cards: 100 × 7 − 3 × 4, 100 + 25 × 3 + 2
 *  two-products     two or more products of two cards, added or taken away, that are not the above: 75 × 8 + 25 × 7
 *  division         any ÷
 *  long-way         anything deeper: two built parts, a product of a sum with a product in it…
 * A card alone (a target among the cards, which no book prints) is direct.
 */
export function methodOf(e: Expr): CountdownMethod {
  if (divides(e)) return 'division';
  if (e.type === 'num') return 'direct';
  if (e.type === 'prod') return isCardProduct(e) ? 'direct' : isBuiltProduct(e) ? 'build-factor' : 'long-way';
  // Terms of equal value could each be the main one: the reading with the lowest level counts.
  const top = Math.max(...e.plus.map((t) => t.value));
  const readings = e.plus.filter((t) => t.value === top).map((main) => withMain(e, main));
  return readings.reduce((a, b) => (LEVEL[b] < LEVEL[a] ? b : a));
}

function withMain(e: Expr & { type: 'sum' }, main: Expr): CountdownMethod {
  const rest = [...e.plus.filter((t) => t !== main), ...e.minus];
  const built = rest.filter((t) => !isCard(t));
  if (built.length === 0) {
    if (isCard(main)) return rest.length <= 2 ? 'direct' : 'add-up';
    return isCardProduct(main) ? 'multiply-adjust' : isBuiltProduct(main) ? 'build-factor' : 'long-way';
  }
  const [adjustment] = built as [Expr];
  if (built.length === 1 && adjustment.type === 'prod' && isCardProduct(adjustment)) {
    // One adjustment built from two cards: on a card, any two cards; on a product, two small ones (else it is two products).
    if (isCard(main)) return 'build-adjust';
    if (isCardProduct(main) && adjustment.times.every(isSmall)) return 'build-adjust';
  }
  return isCardProduct(main) && built.every(isCardProduct) ? 'two-products' : 'long-way';
}

/**
 * The lowest level at which the cards make each value, for every value levels 1–3 reach,
 * found by building the shapes of those methods directly from the cards (never through the
 * solver): how the generator picks a target of the asked band at once. Values the solver
 * reaches and this map lacks are level 4. A test holds it to `methodOf` over every solution.
 */
export function levelsOf(numbers: readonly number[]): Map<number, 1 | 2 | 3> {
  return shapesOf(numbers).level;
}

/** Every shape of levels 1–3 in a fixed order: a shape's bit in `shapesOf` is 1 << its index. */
export const SHAPES: readonly CountdownShape[] = [
  'card',
  'product',
  'two cards',
  'three added',
  'three, some taken away',
  'added up',
  'product and one card',
  'product and two cards',
  'product and three cards or more',
  'a sum as factor',
  'a difference as factor',
  'three multiplied',
  'built adjustment',
];
const BIT = Object.fromEntries(SHAPES.map((shape, i) => [shape, 1 << i])) as Record<CountdownShape, number>;

/**
 * `levelsOf`, and for each value the shapes (bits: 1 << the index in `SHAPES`) that make it at that lowest
 * level: where the generator looks for a target of a shape it aims for. The way a puzzle's
 * key shows is the simplest of them, so a value made by several shapes may show another.
 */
export function shapesOf(numbers: readonly number[]): { level: Map<number, 1 | 2 | 3>; shapes: Map<number, number> } {
  const level = new Map<number, 1 | 2 | 3>();
  const shapes = new Map<number, number>();
  const reach = (v: number, l: 1 | 2 | 3, shape: CountdownShape) => {
    if (v <= 0) return;
    const was = level.get(v) ?? 4;
    if (was < l) return;
    if (was > l) {
      level.set(v, l);
      shapes.set(v, BIT[shape]);
    } else shapes.set(v, shapes.get(v)! | BIT[shape]);
  };
  const all = numbers.map((_, i) => i);
  const without = (...used: number[]) => all.filter((i) => !used.includes(i));
  // Cards alone, added and taken away: three at most are direct, more add up.
  signed(numbers, all, (total, used, _, minus) =>
    reach(total, used <= 3 ? 1 : 2, used === 1 ? 'card' : used === 2 ? 'two cards' : used === 3 ? (minus ? 'three, some taken away' : 'three added') : 'added up'),
  );
  for (const [i, j] of pairs(all)) {
    const a = numbers[i]!;
    const b = numbers[j]!;
    if (a === 1 || b === 1) continue; // ×1 is never a step
    const p = a * b;
    reach(p, 1, 'product');
    // Multiply and adjust: no added card above the product, or that card would be the main term.
    signed(numbers, without(i, j), (total, used, top) => {
      if (used > 0 && top <= p) reach(p + total, 2, used === 1 ? 'product and one card' : used === 2 ? 'product and two cards' : 'product and three cards or more');
    });
    // A card main, adjusted by this product (added or taken away), and single cards.
    signed(numbers, without(i, j), (total, _, top) => {
      if (top > 0) (reach(total + p, 3, 'built adjustment'), reach(total - p, 3, 'built adjustment'));
    });
    // This product main, adjusted by two small cards multiplied and single cards.
    for (const [k, l] of pairs(without(i, j))) {
      const c = numbers[k]!;
      const d = numbers[l]!;
      if (c === 1 || d === 1 || c >= SMALLEST_LARGE || d >= SMALLEST_LARGE) continue;
      const q = c * d;
      signed(numbers, without(i, j, k, l), (total, _, top) => {
        if (top > p) return;
        if (q <= p) reach(p + q + total, 3, 'built adjustment');
        reach(p - q + total, 3, 'built adjustment');
      });
    }
  }
  // Build a factor: three cards multiplied, or two added or subtracted, times a third; then single cards.
  for (const [i, j] of pairs(all)) {
    for (const k of without(i, j)) {
      const [a, b, c] = [numbers[i]!, numbers[j]!, numbers[k]!];
      const built: [number, CountdownShape][] = [];
      if (c !== 1) built.push([(a + b) * c, 'a sum as factor']);
      if (c !== 1 && Math.abs(a - b) > 1) built.push([Math.abs(a - b) * c, 'a difference as factor']);
      if (k > j && a !== 1 && b !== 1 && c !== 1) built.push([a * b * c, 'three multiplied']);
      for (const [p, shape] of built) signed(numbers, without(i, j, k), (total, _, top) => top <= p && reach(p + total, 3, shape));
    }
  }
  return { level, shapes };
}

function pairs(xs: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let x = 0; x < xs.length; x++) for (let y = x + 1; y < xs.length; y++) out.push([xs[x]!, xs[y]!]);
  return out;
}

/**
 * Every way to add some of the cards at `indices` and take away others: `visit` gets the
 * total, how many cards were used, the largest one added (0 if none) and how many were taken away.
 */
function signed(numbers: readonly number[], indices: readonly number[], visit: (total: number, used: number, top: number, minus: number) => unknown): void {
  const walk = (k: number, total: number, used: number, top: number, minus: number) => {
    if (k === indices.length) {
      visit(total, used, top, minus);
      return;
    }
    const v = numbers[indices[k]!]!;
    walk(k + 1, total, used, top, minus);
    walk(k + 1, total + v, used + 1, Math.max(top, v), minus);
    walk(k + 1, total - v, used + 1, top, minus + 1);
  };
  walk(0, 0, 0, 0, 0);
}

/**
 * The shape of a way, finer than its method: what a reader sees as the same trick twice in a
 * section. Easy: a product, two cards, three added, three with some taken away. Medium:
 * a product and how many single cards adjust it, or four cards or more added. Hard: the
 * factor built by adding, by taking away or by multiplying three cards, or a built
 * adjustment. Expert: two products, a division, or the long way round by its main part: two
 * built factors ((50 + 3) × (9 + 6) − 8), a number made by multiplying and adjusting then
 * multiplied again ((9 × 7 + 50) × 6 − 5), a factor of three cards or more
 * ((100 + 50 − 9 − 8) × 7), or a built main part and a built adjustment (50 × (10 + 8) + 8 × 4 + 9).
 */
export type CountdownShape =
  | 'card'
  | 'product'
  | 'two cards'
  | 'three added'
  | 'three, some taken away'
  | 'added up'
  | 'product and one card'
  | 'product and two cards'
  | 'product and three cards or more'
  | 'a sum as factor'
  | 'a difference as factor'
  | 'three multiplied'
  | 'built adjustment'
  | 'two products'
  | 'division'
  | 'two built factors'
  | 'multiplied again'
  | 'a long factor'
  | 'two built parts';

/**
 * An easy way as a reader sees its trick: each card as L (large, 25–100) or s (small), in the
 * order the key writes them: `L × s`, `L + L`, `L + s + s`, `L + L − s`. One large card times
 * one small card is a pattern; so is a large card and two small ones added.
 */
export function patternOf(e: Expr): string {
  if (e.type === 'num') return sizeOf(e.value);
  if (e.type === 'prod') return patternText(e.times.map((t) => t.value), e.over.map((t) => t.value), '×');
  return patternText(
    e.plus.map((t) => t.value),
    e.minus.map((t) => t.value),
    '+',
  );
}

const sizeOf = (v: number) => (v >= SMALLEST_LARGE ? 'L' : 's');

/** Cards added (or multiplied) and taken away (or divided), as `patternOf` writes them: largest first. */
export function patternText(plus: readonly number[], minus: readonly number[], op: '+' | '×'): string {
  const down = (xs: readonly number[]) => [...xs].sort((a, b) => b - a).map(sizeOf);
  const back = op === '+' ? '−' : '÷';
  return down(plus).join(` ${op} `) + down(minus).map((x) => ` ${back} ${x}`).join('');
}

/** The shape of a way (`CountdownShape`), read off its canonical form and its method. */
export function shapeOf(e: Expr, method: CountdownMethod): CountdownShape {
  switch (method) {
    case 'direct':
      if (e.type === 'num') return 'card';
      if (e.type === 'prod') return 'product';
      if (e.plus.length + e.minus.length === 2) return 'two cards';
      return e.minus.length === 0 ? 'three added' : 'three, some taken away';
    case 'add-up':
      return 'added up';
    case 'multiply-adjust': {
      const single = e.type === 'sum' ? e.plus.length + e.minus.length - 1 : 0;
      return single <= 1 ? 'product and one card' : single === 2 ? 'product and two cards' : 'product and three cards or more';
    }
    case 'build-factor': {
      // The built product is the main term, or the whole way.
      const main = e.type === 'prod' ? e : e.type === 'sum' ? e.plus.find(isBuiltProduct) : undefined;
      if (!main || main.type !== 'prod') return 'a sum as factor';
      if (main.times.length === 3) return 'three multiplied';
      const pair = main.times.find((t: Expr) => t.type === 'sum');
      return pair && pair.type === 'sum' && pair.minus.length > 0 ? 'a difference as factor' : 'a sum as factor';
    }
    case 'build-adjust':
      return 'built adjustment';
    case 'two-products':
      return 'two products';
    case 'division':
      return 'division';
    case 'long-way':
      return longWayOf(e);
  }
}

/**
 * The long way round by its main part (`CountdownShape`): a built adjustment beside it makes
 * two built parts; else the main product, by its factors that are not cards: two or more, or
 * one that holds a product (made, adjusted, multiplied again), or one of cards only (or none:
 * four cards multiplied), a long factor.
 */
function longWayOf(e: Expr): CountdownShape {
  let main = e;
  if (e.type === 'sum') {
    const top = Math.max(...e.plus.map((t) => t.value));
    main = e.plus.find((t) => t.value === top)!;
    if ([...e.plus.filter((t) => t !== main), ...e.minus].some((t) => !isCard(t))) return 'two built parts';
  }
  if (main.type !== 'prod') return 'two built parts';
  const built = main.times.filter((t) => !isCard(t));
  if (built.length >= 2) return 'two built factors';
  const [factor] = built;
  return factor?.type === 'sum' && [...factor.plus, ...factor.minus].some((t) => t.type === 'prod') ? 'multiplied again' : 'a long factor';
}
