import type { Rng } from '../../engine/random.ts';
import { type CountdownShape, patternText, SMALLEST_LARGE } from './methods.ts';
import { cardsOf, type CountdownOptions, LARGE, SMALL, targetsOf } from './schema.ts';
import { exp } from '../../engine/portable-math.ts';

/**
 * How easy draws its puzzles: a target, the pattern of the way that makes it (`L × s`,
 * `L + s + s`, …) and the cards that make it so, drawn together from a table fitted so that a
 * section varies; then a deal around those cards (`dealAround`).
 */

const isLarge = (n: number) => n >= SMALLEST_LARGE;

/**
 * Every easy target in range by pattern (`patternOf`: `L × s`, `L + s + s`, …), each with the
 * cards that make it so: products of two cards, sums and differences of two, sums of three and
 * three with some taken away, from the pack (two of each small card, one of each large) and
 * within the large and small cards a deal of these options holds.
 */
type Fits = Map<string, Map<number, number[][]>>;
const fitsCache = new Map<string, Fits>();
export function easyFits(o: CountdownOptions): Fits {
  const [lowest, highest] = targetsOf(o);
  const n = cardsOf(o);
  const key = `${n} ${o.large ?? '-'} ${lowest} ${highest}`;
  const hit = fitsCache.get(key);
  if (hit) return hit;
  const mostLarge = o.large ?? 2;
  const mostSmall = n - (o.large ?? 1);
  const found: Fits = new Map();
  const add = (v: number, cards: number[], plus: number[], minus: number[], op: '+' | '×') => {
    if (v < lowest || v > highest) return;
    const pattern = patternText(plus, minus, op);
    const byTarget = found.get(pattern) ?? new Map<number, number[][]>();
    byTarget.set(v, [...(byTarget.get(v) ?? []), cards]);
    found.set(pattern, byTarget);
  };
  const values = [...SMALL, ...LARGE];
  const fitsPack = (cards: number[]) => {
    const large = cards.filter(isLarge).length;
    if (large > mostLarge || cards.length - large > mostSmall) return false;
    return cards.every((c) => cards.filter((d) => d === c).length <= (isLarge(c) ? 1 : 2));
  };
  for (let i = 0; i < values.length; i++) {
    for (let j = i; j < values.length; j++) {
      const [a, b] = [values[i]!, values[j]!];
      if (fitsPack([a, b])) {
        if (a !== 1 && b !== 1) add(a * b, [a, b], [a, b], [], '×');
        add(a + b, [a, b], [a, b], [], '+');
        if (a !== b) add(b - a, [a, b], [b], [a], '+');
      }
      for (let k = j; k < values.length; k++) {
        const c = values[k]!;
        if (!fitsPack([a, b, c])) continue;
        const three = [a, b, c];
        // Every split of the three into added (one at least) and taken away.
        for (let mask = 1; mask < 8; mask++) {
          const plus = three.filter((_, x) => mask & (1 << x));
          const minus = three.filter((_, x) => !(mask & (1 << x)));
          add(plus.reduce((p, q) => p + q, 0) - minus.reduce((p, q) => p + q, 0), three, plus, minus, '+');
        }
      }
    }
  }
  fitsCache.set(key, found);
  return found;
}

/**
 * A deal holding `cards` (which make an easy target), the rest dealt as the options deal: the
 * large cards asked for, or, left to chance, those in `cards` (the classic mix, one or two one
 * time in five, where they have none); larges first, then smalls, as `deal` lays them out.
 */
export function dealAround(rng: Rng, o: CountdownOptions, cards: readonly number[]): number[] {
  const n = cardsOf(o);
  const larges = cards.filter(isLarge);
  const smalls = cards.filter((c) => !isLarge(c));
  // Left to chance, the large cards are the pattern's own: a second one beside them would put
  // the 100 or the 75, which nearly every easy target that is no product needs, in more deals
  // still. A pattern of small cards only gets the classic mix, leaving room for its small ones:
  // a second large card beside three small ones in a deal of four dealt the whole pack (slice(0, -1)).
  const bigs = o.large ?? (larges.length || Math.min(rng.chance(0.2) ? 2 : 1, n - smalls.length));
  const leftLarge = LARGE.filter((c) => !larges.includes(c));
  const leftSmall: number[] = SMALL.flatMap((c) => [c, c]);
  for (const c of smalls) leftSmall.splice(leftSmall.indexOf(c), 1);
  const moreLarge = rng.shuffle([...leftLarge]).slice(0, bigs - larges.length);
  const moreSmall = rng.shuffle(leftSmall).slice(0, n - bigs - smalls.length);
  return [...rng.shuffle([...larges, ...moreLarge]), ...rng.shuffle([...smalls, ...moreSmall])];
}

/**
 * The most share of easy draws one pattern, one shape of way, one set of large cards or one
 * target is drawn for, and the most share of them one large card is in: below what a section
 * may hold (variety.ts: about a third; a large card in easy, three fifths; a target, once), so
 * a section seldom goes over.
 */
const MOST: Record<'pattern' | 'shape' | 'set' | 'card' | 'target', number> = { pattern: 0.22, shape: 0.28, set: 0.22, card: 0.5, target: 0.02 };

/** An easy draw: a target, the pattern of the way that makes it, and the cards that make it so. */
export interface EasyDraw {
  target: number;
  pattern: string;
  cards: readonly number[];
}

/** The shape of an easy pattern (methods.ts `shapeOf`): a product, two cards, three added, three with some taken away. */
export function easyShapeOf(pattern: string): CountdownShape {
  if (pattern.includes('×')) return 'product';
  const cards = pattern.split(' ').filter((t) => t === 'L' || t === 's').length;
  return cards <= 2 ? 'two cards' : pattern.includes('−') ? 'three, some taken away' : 'three added';
}

/**
 * Rounds of fitting, how far each moves a limit's weight, and the most weight a limit gets:
 * limits no draws can all keep (with one large card a deal, most easy targets need the 100)
 * stop growing there.
 */
const ROUNDS = 3000;
const STEP = 0.3;
const MOST_HELD = 50;

/**
 * How easy draws: a weight for each target, pattern and cards that make it, as near every
 * target equally likely (its draws alike) as the limits `MOST` allow: each limit has a
 * weight, raised while its share is over and lowered to none while under, and each draw is
 * weighed down by the limits it falls under (so it is the draw nearest the even one within
 * them). A pattern or card that alone makes many targets gives up some: with the classic
 * targets half of them need the 100, which would else be in four easy deals of five.
 */
const drawCache = new Map<Fits, { draws: EasyDraw[]; cumulative: number[] }>();
export function easyDraw(o: CountdownOptions): { draws: EasyDraw[]; cumulative: number[] } {
  const fits = easyFits(o);
  const hit = drawCache.get(fits);
  if (hit) return hit;
  const draws: EasyDraw[] = [...fits].flatMap(([pattern, byTarget]) => [...byTarget].flatMap(([target, packs]) => packs.map((cards) => ({ target, pattern, cards }))));
  // Code-unit order, not a locale's: the table is the same on every machine.
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  draws.sort((a, b) => a.target - b.target || order(a.pattern, b.pattern) || order(a.cards.join(' '), b.cards.join(' ')));
  // The limits: each key of each family, with the draws that have it and its most share.
  const limits: { draws: number[]; most: number }[] = [];
  const family = (keysOf: (d: EasyDraw) => string[], most: number | ((key: string) => number), even: boolean) => {
    const by = new Map<string, number[]>();
    draws.forEach((d, i) => keysOf(d).forEach((k) => by.set(k, [...(by.get(k) ?? []), i])));
    // With few keys, as many as make a share at most: an even split (a large card may be in more than one).
    for (const [k, list] of by) {
      const cap = typeof most === 'number' ? most : most(k);
      limits.push({ draws: list, most: even ? Math.max(cap, 1 / by.size) : cap });
    }
  };
  const large = (d: EasyDraw) => d.cards.filter(isLarge);
  // A shape's only pattern (a product: `L × s`) as much as the shape; the other three shapes would else take more.
  const patterns = new Map<CountdownShape, Set<string>>();
  for (const d of draws) patterns.set(easyShapeOf(d.pattern), (patterns.get(easyShapeOf(d.pattern)) ?? new Set()).add(d.pattern));
  family((d) => [d.pattern], (p) => (patterns.get(easyShapeOf(p))!.size === 1 ? MOST.shape : MOST.pattern), true);
  family((d) => [easyShapeOf(d.pattern)], MOST.shape, true);
  family((d) => [large(d).join(' ')], MOST.set, true);
  family((d) => large(d).map(String), MOST.card, false);
  family((d) => [String(d.target)], MOST.target, true);
  const per = new Map<number, number>();
  for (const d of draws) per.set(d.target, (per.get(d.target) ?? 0) + 1);
  const even = draws.map((d) => 1 / per.get(d.target)!);
  const under = draws.map(() => [] as number[]);
  limits.forEach((l, k) => l.draws.forEach((i) => under[i]!.push(k)));
  const held = limits.map(() => 0);
  let w = even;
  for (let round = 0; round < ROUNDS; round++) {
    // Weighed down relative to the draw weighed down least, so some weight is always left.
    const down = under.map((ks) => ks.reduce((n, k) => n + held[k]!, 0));
    const least = Math.min(...down);
    w = even.map((x, i) => x * exp(least - down[i]!));
    const total = w.reduce((a, b) => a + b, 0);
    limits.forEach((l, k) => {
      const share = l.draws.reduce((n, i) => n + w[i]!, 0) / total;
      held[k] = Math.min(MOST_HELD, Math.max(0, held[k]! + (STEP * (share - l.most)) / l.most));
    });
  }
  // Whole numbers (parts in a billion of the largest): the weights are portable-math's, the same
  // bits in every engine, and whole parts keep a draw's bounds from resting on the last of them.
  const top = Math.max(...w);
  let run = 0;
  const cumulative = w.map((x) => (run += Math.round((x / top) * 1e9)));
  const out = { draws, cumulative };
  drawCache.set(fits, out);
  return out;
}

/** One easy draw from the fitted table. */
export function drawEasy(rng: Rng, o: CountdownOptions): EasyDraw | undefined {
  const { draws, cumulative } = easyDraw(o);
  if (draws.length === 0) return undefined;
  const x = rng.float() * cumulative.at(-1)!;
  return draws[Math.min(draws.length - 1, cumulative.findIndex((c) => c > x))]!;
}
