import { DIFFICULTIES, type Difficulty, type Made } from '../../kind.ts';
import type { Rng } from '../../random.ts';
import { show } from './expr.ts';
import { bandOf, type CountdownGrade, measure } from './grade.ts';
import { levelsOf } from './methods.ts';
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
import { methodsOf, simplestAt } from './steps.ts';
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

/**
 * Deals a game; the shapes of the methods of levels 1–3, built from the cards (levelsOf),
 * say at once which targets in range are of each level, and the solver's value table which
 * of the rest it reaches at all (level 4). A target of the band's level, not one of the
 * cards, is drawn, then proved: the solver lists every solution and the puzzle is kept only
 * when its measured level, the lowest at which any solution's method is reachable, is the
 * band's. The key shows the simplest solution of that level, the working a person trying
 * those methods finds.
 */
export function generate(rng: Rng, o: CountdownOptions, difficulty: Difficulty): Made<CountdownPuzzle, CountdownSolution, CountdownGrade> | null {
  if (refusal(o, difficulty)) return null;
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const [lowest, highest] = targetsOf(o);
  const games = classic(o) ? GAMES : MORE_GAMES;
  for (let game = 0; game < games; game++) {
    const numbers = deal(rng, o.large, cardsOf(o));
    const solver = new Countdown(numbers);
    const levels = levelsOf(numbers);
    const reached = new Uint8Array(highest + 1);
    if (level === 4) for (const set of solver.values) if (set) for (const v of set) if (v >= lowest && v <= highest) reached[v] = 1;
    const targets: number[] = [];
    // A target among the cards is no puzzle (the classic targets are all above every card).
    for (let v = lowest; v <= highest; v++) if ((levels.get(v) ?? (reached[v] ? 4 : 0)) === level && !numbers.includes(v)) targets.push(v);
    if (targets.length === 0) continue;
    const puzzle = { numbers, target: rng.pick(targets) };
    const solutions = solver.solutions(puzzle.target);
    const grade = measure(puzzle, solutions);
    if (!grade || bandOf(grade) !== difficulty) continue;
    const worked = simplestAt(methodsOf(puzzle, solutions), level)!;
    return { puzzle, solution: { expression: show(worked.e) }, grade, difficulty };
  }
  return null;
}
