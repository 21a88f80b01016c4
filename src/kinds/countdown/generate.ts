import { DIFFICULTIES, type Difficulty, type Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { rangeOf } from '../../engine/steps.ts';
import { WORK_PER_SECOND } from '../../engine/work.ts';
import { type Expr, show } from './expr.ts';
import { bounds, type CountdownGrade, gradeOf, grading, measure } from './grade.ts';
import { dealAround, drawEasy } from './easy.ts';
import { type CountdownShape, levelsOf, patternOf, SHAPES, shapeOf, shapesOf } from './methods.ts';
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
import { waysFor } from './variety.ts';
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
 * `larges`: the large cards in the order they are dealt (else shuffled for this deal).
 */
export function deal(rng: Rng, large: number | undefined, cards: number = CLASSIC_CARDS, larges?: readonly number[]): number[] {
  const bigs = large ?? (rng.chance(0.2) ? 2 : 1);
  const smalls = rng.shuffle(SMALL.flatMap((n) => [n, n]));
  return [...(larges ?? rng.shuffle([...LARGE])).slice(0, bigs), ...smalls.slice(0, cards - bigs)];
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
  if (lowest > largest[level - 1]!) return words.refusal.tooHigh({ deal, context: difficulty, most: largest[level - 1]!, lowest, highest });
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
function dealWords(o: CountdownOptions): string {
  const cards = cardsOf(o);
  if (o.large === undefined) return words.refusal.deal({ context: 'either', cards });
  if (o.large === 0 || o.large === cards) return words.refusal.deal({ context: o.large ? 'large' : 'small', cards });
  return words.refusal.dealSome({ cards, count: o.large });
}

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
  const band = open[0];
  const lower = lowest > largestAt(o)[DIFFICULTIES.indexOf(difficulty)]!;
  // What to ask for first (a band, or else lower targets), then each other thing that would do.
  let ask = band === undefined ? words.refusal.lowerOnly : band !== 'expert' && open.length > 1 ? words.refusal.bandOrHarder({ context: band }) : words.refusal.band({ context: band });
  const also = {
    lower: band !== undefined && lower,
    more: cardsOf(o) < MOST_CARDS && !blocked({ ...o, cards: MOST_CARDS }, difficulty),
    large: o.large === 0 && !blocked({ ...o, large: most }, difficulty),
    larger: o.large !== 0 && o.large !== most && !blocked({ ...o, large: most }, difficulty),
  };
  for (const context of ['lower', 'more', 'large', 'larger'] as const) if (also[context]) ask = words.refusal.orAlso({ context, ask });
  return words.refusal.sentence({ why, ask });
}

/** A target range this narrow is drawn from evenly, target first, with four or five cards (the children's ranges: 10–50, 1–20, 20–100; four cards deal and solve in a fraction of a millisecond). */
const FEW_TARGETS = 100;
/** Deals tried target first, before dealing first. */
const TARGET_FIRST_DEALS = 60;

/** Draws of a new seed that follow those of similar seeds (measured: the first and the fourth, of 20,000 jobs' retries). */
const UNEVEN_DRAWS = 6;

/** Deals tried for the way aimed at once a puzzle of another is kept aside (the classic game tries all its 20). */
const AIM_DEALS = 40;

/** Deals tried for one easy draw before another is drawn. */
const DEALS_A_TARGET = 3;

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

/** A puzzle made, as `generate` returns it. */
type Kept = Made<CountdownPuzzle, CountdownSolution, CountdownGrade>;

/**
 * Makes a puzzle of the band, its grade in it by level and by score (how hard its way is to
 * find, grade.ts), or null when the attempts run out. The solver lists every solution of a
 * target drawn and the puzzle is kept when its measured grade is the band's. The key shows
 * the simplest solution of that level, the working a person trying those methods finds.
 *
 * A section should not read as one trick (variety.ts), so each band aims at a shape of way
 * drawn evenly first. Easy draws a target, a pattern that makes it and the cards that do
 * (`easyDraw`: every target about as likely, no pattern, shape or large card taking much of
 * the draws), then deals around those cards; the way the key shows must have the pattern
 * drawn. Harder bands draw a shape of their level (variety.ts `WAYS`) and keep a puzzle whose key shows
 * it; the first puzzle of the band of another shape is kept aside, and made when no deal
 * gives the shape aimed at. With four or five cards and a narrow range (the children's) they
 * draw the target first too. Else they deal first: the shapes of the methods of levels 1–3,
 * built from the cards (shapesOf), say at once which targets in range are of each level and
 * by which shapes, and the solver's value table which of the rest it reaches at all (level 4).
 * Medium and hard try targets the shape aimed at makes, those it alone makes first.
 */
export function generate(rng: Rng, o: CountdownOptions, difficulty: Difficulty): Kept | null {
  if (refusal(o, difficulty)) return null;
  // The first draws of seeds that differ only at their end (a section's puzzles, a job's retries
  // `…/retry/1`, `…/retry/2`) run in step (the first 0.034, 0.071, 0.108, …; the fourth too), so
  // the way aimed at and the large cards are not drawn from them.
  for (let i = 0; i < UNEVEN_DRAWS; i++) rng.float();
  const level = DIFFICULTIES.indexOf(difficulty) + 1;
  const games = classic(o) ? GAMES : MORE_GAMES;
  const tried = (numbers: number[], target: number, solver: Countdown, pattern?: string): (Kept & { shape: CountdownShape }) | null => {
    const puzzle = { numbers, target };
    if (level > 1 && below(puzzle, solver.solutions(target, numbers.length - 1), difficulty)) return null;
    const solutions = solver.solutions(target);
    const grade = measure(puzzle, solutions);
    if (!grade || grading.band(grade, puzzle) !== difficulty) return null;
    const worked = simplestAt(methodsOf(puzzle, solutions), level)!;
    if (pattern && patternOf(worked.e) !== pattern) return null;
    return { puzzle, solution: { expression: show(worked.e) }, grade, difficulty, shape: shapeOf(worked.e, worked.method) };
  };
  if (level === 1) {
    let drawn = drawEasy(rng, o);
    for (let game = 0; drawn && game < games; game++) {
      // A draw is kept through a few deals that miss it, so the targets come as drawn.
      if (game > 0 && game % DEALS_A_TARGET === 0) drawn = drawEasy(rng, o)!;
      const numbers = dealAround(rng, o, drawn.cards);
      if (numbers.includes(drawn.target)) continue;
      const made = tried(numbers, drawn.target, new Countdown(numbers), drawn.pattern);
      if (made) return kept(made);
    }
    return null;
  }
  const aim = rng.pick(waysFor(level as 2 | 3 | 4, cardsOf(o)));
  // The large cards drawn once for all the deals, so each is as likely in a puzzle of the band, though some make it more easily.
  const larges = rng.shuffle([...LARGE]);
  let aside: Kept | null = null;
  /** The puzzle when its way is the one aimed at; else kept aside if it is the first. */
  const take = (made: ReturnType<typeof tried>): Kept | null => {
    if (!made) return null;
    if (made.shape === aim) return kept(made);
    aside ??= kept(made);
    return null;
  };
  const [lowest, highest] = targetsOf(o);
  if (highest - lowest < FEW_TARGETS && cardsOf(o) < CLASSIC_CARDS) {
    // Few targets (the children's ranges): a target first, evenly, kept through deals until one
    // makes it of the band, so a section seldom has one twice; then, for a band that is rare
    // with these options, deal first as below.
    let target = lowest;
    for (let game = 0; game < TARGET_FIRST_DEALS; game++) {
      if (game % DEALS_A_TARGET === 0) target = rng.range(lowest, highest);
      const numbers = deal(rng, o.large, cardsOf(o), larges);
      if (numbers.includes(target)) continue;
      const at = levelsOf(numbers).get(target) ?? 4;
      if (at !== level) continue;
      const made = take(tried(numbers, target, new Countdown(numbers)));
      if (made) return made;
    }
  }
  const aimBit = level < 4 ? 1 << SHAPES.indexOf(aim) : 0;
  for (let game = 0; game < games; game++) {
    if (aside && game >= AIM_DEALS) return aside;
    const numbers = deal(rng, o.large, cardsOf(o), larges);
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
    // The targets of the shape aimed at, those it alone makes first (the key shows the simplest way,
    // which may be another shape's); where the deal has none, another shape's, until one is kept aside.
    const ofAim = byShape.get(aimBit);
    const alone = ofAim?.filter((v) => shapes.get(v) === aimBit);
    if (!ofAim && aside) continue;
    const targets = alone?.length ? alone : (ofAim ?? rng.pick([...byShape.values()]));
    const within = solver ?? new Countdown(numbers);
    for (let k = 0; k < TARGETS_A_DEAL && targets.length > 0; k++) {
      const target = targets.splice(rng.range(0, targets.length - 1), 1)[0]!;
      const made = take(tried(numbers, target, within));
      if (made) return made;
    }
  }
  return aside;
}

/** A made puzzle without the shape `generate` reads off it. */
const kept = ({ shape: _, ...made }: Kept & { shape: CountdownShape }): Kept => made;
