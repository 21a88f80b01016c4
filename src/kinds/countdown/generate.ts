import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rangeOf } from '../../engine/steps.ts';
import { WORK_PER_SECOND } from '../../engine/work.ts';
import { type Expr, show } from './expr.ts';
import { bounds, type CountdownGrade, gradeOf, grading, measure } from './grade.ts';
import { levelsOf, patternOf, patternText, SHAPES, SMALLEST_LARGE, shapesOf } from './methods.ts';
import {
  CLASSIC_CARDS,
  CLASSIC_TARGET,
  cardsOf,
  type CountdownOptions,
  type CountdownPuzzle,
  type CountdownSolution,
  LARGE,
  MOST_CARDS,
  SMALL,
  targetsOf,
} from './schema.ts';
import { Countdown } from './solver.ts';
import { classified, methodsOf, simplestAt } from './steps.ts';
import { words } from './words.ts';

/**
 * Deals tried before giving up (the caller moves to another seed). In the classic game nearly
 * every deal has targets in every band, and 20 do. Fewer cards or other targets can make a band
 * rare: with six small cards, about one deal in 80 has an expert target from 10 to 50, and one
 * in 200 from 1 to 20; 200 deals find one nearly always, and cost little (four cards are dealt
 * and solved in well under a millisecond).
 */
const GAMES = 20;
const MORE_GAMES = 200;

/** The classic game's cards and targets (whatever its large cards): it tries as many deals as ever, so it makes the same puzzles. */
function classic(o: CountdownOptions): boolean {
  const [lowest, highest] = targetsOf(o);
  return cardsOf(o) === CLASSIC_CARDS && lowest === CLASSIC_TARGET[0] && highest === CLASSIC_TARGET[1];
}

/**
 * Cards as on television: the large ones asked for (or the classic mix), the rest from two
 * of each 1–10; six of them unless asked for fewer. The same draws for any number of cards.
 */
export function deal(rng: Rng, large: number | undefined, cards: number = CLASSIC_CARDS): number[] {
  const bigs = large ?? (rng.chance(0.2) ? 2 : 1);
  const smalls = rng.shuffle(SMALL.flatMap((n) => [n, n]));
  return [...rng.shuffle([...LARGE]).slice(0, bigs), ...smalls.slice(0, cards - bigs)];
}

/**
 * The largest deal the options allow: the large cards asked for (two for the classic mix),
 * the largest first, then the largest small cards, two of each.
 */
function largestDeal(o: CountdownOptions): number[] {
  const bigs = o.large ?? 2;
  const smalls = [...SMALL].reverse().flatMap((n) => [n, n]);
  return [...[...LARGE].reverse().slice(0, bigs), ...smalls.slice(0, cardsOf(o) - bigs)];
}

/**
 * The largest number the methods of each level or easier make from any deal the options
 * allow, [level 1, …, level 4]. Every method's largest number adds and multiplies only, so it
 * grows with every card, and the largest deal makes it: a target above it is out of reach of
 * that level on every deal.
 */
const largestCache = new Map<string, number[]>();
function largestAt(o: CountdownOptions): number[] {
  const numbers = largestDeal(o);
  const key = numbers.join(' ');
  let found = largestCache.get(key);
  if (!found) {
    const levels = levelsOf(numbers);
    const upTo = (level: number) => Math.max(0, ...[...levels].filter(([, l]) => l <= level).map(([v]) => v));
    const all = Math.max(...new Countdown(numbers).values.slice(1).flatMap((set) => [...set]));
    found = [upTo(1), upTo(2), upTo(3), all];
    largestCache.set(key, found);
  }
  return found;
}

/**
 * Every number one step or three small cards away (easy) with small cards only, each made
 * without a card of its own value (a target is never one of the cards): 1 to 29, and
 * products of two cards up to 10 × 10.
 */
let smallDirect: Set<number> | undefined;
function easyWithSmallCards(): Set<number> {
  if (smallDirect) return smallDirect;
  smallDirect = new Set<number>();
  for (const a of SMALL) for (const b of SMALL) for (const c of SMALL) {
    if (a > b || b > c || (a === b && b === c)) continue;
    for (const [v, level] of levelsOf([a, b, c])) if (level === 1 && v !== a && v !== b && v !== c) smallDirect.add(v);
  }
  return smallDirect;
}

/** Why no deal can reach a target of this band, as a clause, or null. */
function blocked(o: CountdownOptions, difficulty: Difficulty): string | null {
  const [lowest, highest] = targetsOf(o);
  const largest = largestAt(o);
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const deal = dealWords(o);
  if (lowest > largest[3]!) return words.refusal.beyond({ deal, most: largest[3]!, lowest, highest });
  if (level === 1 && o.large === 0) {
    const easy = easyWithSmallCards();
    let some = false;
    for (let v = lowest; v <= highest && !some; v++) some = easy.has(v);
    if (!some) return words.refusal.smallEasy({ lowest, highest });
  }
  if (lowest > largest[level - 1]!) return words.refusal.tooHigh({ deal, band: difficulty, most: largest[level - 1]!, lowest, highest });
  return null;
}

/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), all its seeds together.
 * Measured (2026-11, bench/largest.ts, CPU time on one core, slowest of 20 seeds a band): the
 * classic game 0.04 s; four or five cards 0.08 s; six cards with other targets, where a band
 * can be rare (six small cards, 1 to 20: one deal in many has a hard target, and most seeds
 * try all six), 0.75 s. About twice that or more. The generator deals at most 200 games a seed,
 * each solved in a millisecond or two, so it counts no work.
 */
export function makingWork(o: CountdownOptions, _difficulty: Difficulty): number {
  const seconds = classic(o) ? 0.1 : cardsOf(o) < CLASSIC_CARDS ? 0.25 : 1.5;
  return seconds * WORK_PER_SECOND;
}

/** The deal in words, for a refusal: "4 small cards", "6 cards, 1 or 2 of them large". */
const dealWords = (o: CountdownOptions) => words.refusal.deal({ cards: cardsOf(o), large: o.large ?? -1, all: o.large === cardsOf(o) });

/**
 * Why no puzzle in this band can be dealt with these options, or null: one sentence that says
 * what can. Two things are certain without dealing. Every method makes numbers only so large
 * (one step from 4 small cards makes 100 at most), so a band whose methods fall short of the
 * lowest target is refused. And easy is one step or three cards added: with small cards only
 * that is 1 to 29 and a product up to 10 × 10 (every target of 101–999 is beyond), so a range
 * with none of those needs a large card for easy. The sentence offers what would do: the
 * bands left (each rule blocks the easiest, so those are the hardest), lower targets, more
 * cards or more large cards, each only where it would.
 */
export function refusal(o: CountdownOptions, difficulty: Difficulty): string | null {
  const why = blocked(o, difficulty);
  if (!why) return null;
  const open = DIFFICULTIES.filter((d) => !blocked(o, d));
  const [lowest] = targetsOf(o);
  const most = Math.min(4, cardsOf(o));
  return words.refusal.sentence({
    why,
    band: open[0] ?? '',
    harder: open.length > 1,
    lower: lowest > largestAt(o)[DIFFICULTIES.indexOf(difficulty)]!,
    more: cardsOf(o) < MOST_CARDS && !blocked({ ...o, cards: MOST_CARDS }, difficulty),
    large: o.large === 0 && !blocked({ ...o, large: most }, difficulty),
    larger: o.large !== 0 && o.large !== most && !blocked({ ...o, large: most }, difficulty),
  });
}

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
 * large cards asked for, or the classic mix (one, or two one time in five) with at least
 * those in `cards`; larges first, then smalls, as `deal` lays them out.
 */
export function dealAround(rng: Rng, o: CountdownOptions, cards: readonly number[]): number[] {
  const n = cardsOf(o);
  const larges = cards.filter(isLarge);
  const smalls = cards.filter((c) => !isLarge(c));
  // Left to chance, the large cards leave room for the pattern's small ones: a second large
  // card beside three small ones in a deal of four dealt the whole pack (slice(0, -1)).
  const bigs = Math.max(o.large ?? Math.min(rng.chance(0.2) ? 2 : 1, n - smalls.length), larges.length);
  const leftLarge = LARGE.filter((c) => !larges.includes(c));
  const leftSmall: number[] = SMALL.flatMap((c) => [c, c]);
  for (const c of smalls) leftSmall.splice(leftSmall.indexOf(c), 1);
  const moreLarge = rng.shuffle([...leftLarge]).slice(0, bigs - larges.length);
  const moreSmall = rng.shuffle(leftSmall).slice(0, n - bigs - smalls.length);
  return [...rng.shuffle([...larges, ...moreLarge]), ...rng.shuffle([...smalls, ...moreSmall])];
}

/** Deals tried for one easy target before another is drawn. */
const DEALS_A_TARGET = 3;

/** The most share of easy puzzles one pattern is drawn for: below a third of a section (`likeness`). */
const MOST_PATTERN = 0.22;

/**
 * How easy draws its targets and patterns: a weight for each target and pattern that makes it,
 * fitted (by scaling rows and columns in turn) so every target is about as likely as the
 * others (a section seldom has one twice) while no pattern takes more than `MOST_PATTERN` of
 * the draws (a pattern that alone makes many targets gives up some of them).
 */
const drawCache = new Map<Fits, { pairs: [number, string][]; cumulative: number[] }>();
export function easyDraw(o: CountdownOptions): { pairs: [number, string][]; cumulative: number[] } {
  const fits = easyFits(o);
  const hit = drawCache.get(fits);
  if (hit) return hit;
  const pairs: [number, string][] = [...fits].flatMap(([p, byTarget]) => [...byTarget.keys()].map((t): [number, string] => [t, p]));
  pairs.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
  const targets = [...new Set(pairs.map(([t]) => t))];
  const w = pairs.map(() => 1);
  const sumBy = <K>(key: (i: number) => K) => {
    const sums = new Map<K, number>();
    pairs.forEach((_, i) => sums.set(key(i), (sums.get(key(i)) ?? 0) + w[i]!));
    return sums;
  };
  for (let round = 0; round < 60; round++) {
    const rows = sumBy((i) => pairs[i]![0]);
    pairs.forEach(([t], i) => (w[i] = w[i]! / rows.get(t)! / targets.length));
    // The patterns over their share brought down to it, of the total they leave.
    // (With few patterns, as many as make a share at most: an even split.)
    const cols = sumBy((i) => pairs[i]![1]);
    const cap = Math.max(MOST_PATTERN, 1 / cols.size);
    const over = new Set<string>();
    for (let more = true; more; ) {
      const free = [...cols].reduce((n, [p, x]) => n + (over.has(p) ? 0 : x), 0);
      const most = over.size * cap < 1 - 1e-9 ? (cap * free) / (1 - over.size * cap) : Infinity;
      more = false;
      for (const [p, x] of cols) if (!over.has(p) && x > most && over.size + 1 < cols.size) (over.add(p), (more = true));
      if (!more) pairs.forEach(([, p], i) => over.has(p) && (w[i] = (w[i]! * most) / cols.get(p)!));
    }
  }
  let run = 0;
  const cumulative = w.map((x) => (run += x));
  const out = { pairs, cumulative };
  drawCache.set(fits, out);
  return out;
}

/** A target range this narrow is drawn from evenly, target first, with four or five cards (the children's ranges: 10–50, 1–20, 20–100; four cards deal and solve in a fraction of a millisecond). */
const FEW_TARGETS = 100;
/** Deals tried target first, before dealing first. */
const TARGET_FIRST_DEALS = 60;

/** Targets of the band tried on one deal before another is dealt: each costs a full solve. */
const TARGETS_A_DEAL = 4;

/**
 * Whether a game is surely below the band from its solutions with a card to spare (the first
 * third or so of them, and far the cheaper): a level below, or the band's level and a score
 * already under its range. Every other solution is one more way, which only lowers the score
 * (the simplest way at the level, and so the working, is among these), or a way of a lower
 * level. So a game no solve of all the cards could put in the band is not solved with them.
 */
function below(puzzle: CountdownPuzzle, fewer: readonly Expr[], difficulty: Difficulty): boolean {
  const grade = gradeOf(puzzle, classified(fewer));
  if (!grade) return false;
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  return grade.level < level || (grade.level === level && grade.score < rangeOf(difficulty, bounds(puzzle))[0]);
}

/**
 * Makes a puzzle of the band, its grade in it by level and by score (how hard its way is to
 * find, grade.ts), or null when the attempts run out. The solver lists every solution of a
 * target drawn and the puzzle is kept when its measured grade is the band's. The key shows
 * the simplest solution of that level, the working a person trying those methods finds.
 *
 * Easy draws a target and a pattern that makes it first (`easyDraw`: `L × s`, `L + L − s`,
 * …; every target about as likely, no pattern more than a fifth of the draws), then deals
 * around the cards that make it: so a section is not twenty products of a large and a small
 * card, nor one target again and again; the way the key shows must have the pattern drawn.
 * Harder bands with four or five cards and a narrow range draw the target first too. Else
 * they deal first: the shapes of the methods of levels 1–3, built from the cards
 * (shapesOf), say at once which targets in range are of each level and by which shapes, and
 * the solver's value table which of the rest it reaches at all (level 4). Medium and hard
 * draw one of the shapes the deal offers at the band's level, then targets of it, so no one
 * shape fills a section.
 */
export function generate(rng: Rng, o: CountdownOptions, difficulty: Difficulty): Made<CountdownPuzzle, CountdownSolution, CountdownGrade> | null {
  if (refusal(o, difficulty)) return null;
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const games = classic(o) ? GAMES : MORE_GAMES;
  const tried = (numbers: number[], target: number, solver: Countdown, pattern?: string): Made<CountdownPuzzle, CountdownSolution, CountdownGrade> | null => {
    const puzzle = { numbers, target };
    if (level > 1 && below(puzzle, solver.solutions(target, numbers.length - 1), difficulty)) return null;
    const solutions = solver.solutions(target);
    const grade = measure(puzzle, solutions);
    if (!grade || grading.band(grade, puzzle) !== difficulty) return null;
    const worked = simplestAt(methodsOf(puzzle, solutions), level)!;
    if (pattern && patternOf(worked.e) !== pattern) return null;
    return { puzzle, solution: { expression: show(worked.e) }, grade, difficulty };
  };
  if (level === 1) {
    const fits = easyFits(o);
    const { pairs, cumulative } = easyDraw(o);
    if (pairs.length === 0) return null;
    let [target, pattern] = pairs[0]!;
    for (let game = 0; game < games; game++) {
      // A target is kept through a few deals that miss it, so the targets come as drawn.
      if (game % DEALS_A_TARGET === 0) {
        const x = rng.float() * cumulative.at(-1)!;
        [target, pattern] = pairs[Math.min(pairs.length - 1, cumulative.findIndex((c) => c > x))]!;
      }
      const numbers = dealAround(rng, o, rng.pick(fits.get(pattern)!.get(target)!));
      if (numbers.includes(target)) continue;
      const made = tried(numbers, target, new Countdown(numbers), pattern);
      if (made) return made;
    }
    return null;
  }
  const [lowest, highest] = targetsOf(o);
  if (highest - lowest < FEW_TARGETS && cardsOf(o) < CLASSIC_CARDS) {
    // Few targets (the children's ranges): a target first, evenly, kept through deals until one
    // makes it of the band, so a section seldom has one twice; then, for a band that is rare
    // with these options, deal first as below.
    let target = lowest;
    for (let game = 0; game < TARGET_FIRST_DEALS; game++) {
      if (game % DEALS_A_TARGET === 0) target = rng.range(lowest, highest);
      const numbers = deal(rng, o.large, cardsOf(o));
      if (numbers.includes(target)) continue;
      const at = levelsOf(numbers).get(target) ?? 4;
      if (at !== level) continue;
      const solver = new Countdown(numbers);
      const made = tried(numbers, target, solver);
      if (made) return made;
    }
  }
  for (let game = 0; game < games; game++) {
    const numbers = deal(rng, o.large, cardsOf(o));
    const { level: levels, shapes } = shapesOf(numbers);
    const solver = level === 4 ? new Countdown(numbers) : undefined;
    const reached = solver?.reaches(lowest, highest);
    // Targets of the band's level, by shape (level 4: all one); a target among the cards is no puzzle.
    const byShape = new Map<number, number[]>();
    const put = (bit: number, v: number) => {
      const list = byShape.get(bit);
      if (list) list.push(v);
      else byShape.set(bit, [v]);
    };
    for (let v = lowest; v <= highest; v++) {
      if ((levels.get(v) ?? (reached?.[v] ? 4 : 0)) !== level || numbers.includes(v)) continue;
      const bits = shapes.get(v);
      if (bits === undefined) put(0, v);
      else for (let i = 0; i < SHAPES.length; i++) if (bits & (1 << i)) put(1 << i, v);
    }
    if (byShape.size === 0) continue;
    const targets = rng.pick([...byShape.values()]);
    const within = solver ?? new Countdown(numbers);
    for (let k = 0; k < TARGETS_A_DEAL && targets.length > 0; k++) {
      const target = targets.splice(rng.range(0, targets.length - 1), 1)[0]!;
      const made = tried(numbers, target, within);
      if (made) return made;
    }
  }
  return null;
}
