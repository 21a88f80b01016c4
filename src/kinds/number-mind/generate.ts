import { spend } from '../../engine/budget.ts';
import type { Difficulty, Made } from '../../engine/kind.ts';
import type { Rng } from '../../engine/random.ts';
import { effortOf, rangeOf, type Step, type StepLog } from '../../engine/steps.ts';
import { WORK_PER_SECOND } from '../../engine/work.ts';
import { aimOf, fewerOf, stepsAim } from './aims.ts';
import { grading, bounds, type EasyTrick, easyTrickOf, measure, type NumberMindGrade } from './grade.ts';
import type { NumberMindOptions, NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { score } from './score.ts';
import { mostGuesses } from './stand-ins.ts';
import { MindSteps } from './steps.ts';
import { ladder } from './words.ts';

type Guesses = NumberMindPuzzle['guesses'];

/** Fresh secrets tried before the generator gives up on a band for this seed. */
const ATTEMPTS = 30;
/** Guesses offered per turn while a list is built; the one leaving fewest digits on the pencil marks is kept. */
const OFFERS = 4;
/** The step solver's level of each band. */
const LEVEL: Record<Difficulty, 1 | 2 | 3 | 4> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/** Easy lists built for a secret, at most, until one shows the trick drawn for the puzzle; if none does, the middle one by steps is kept. */
const EASY_LISTS = 5;
/** Zeros offered for each trick: few (right places found by "all needed"), some (a guess's rest crossed off), many (places run down to their last digit). */
const TRICK_ZEROS: Record<EasyTrick, number> = { 'all-needed': 0.05, 'score-met': 0.2, 'last-digit': 0.6 };
/**
 * How often the bands above easy offer a guess with none right: a zero is crossed off at a
 * glance, a guess with some right is what comparisons and splits work on. More where the
 * seed's easy puzzle leaned on zeros (its trick's share): places run down to their last digit
 * take steps of their own, and a list without them would have to find as many in reasoning.
 */
const ZEROS: Record<2 | 3 | 4, number> = { 2: 0.3, 3: 0.1, 4: 0.05 };
/** Moves the search tries on one list before it settles for the best it has. */
const MOVES = 1500;
/** Moves without a better list before the search gives up on this secret (a fresh one does better than more of the same). */
const STALL = 600;
/** Of the moves at the cap, the share that change one digit of a guess (the rest swap a guess for a fresh offer). */
const NUDGES = 0.6;
/** Secrets tried at a seed's target before it allows one guess more (a target too tight for any list). */
const RELAX = 8;
/**
 * The counted work (engine/work.ts) one run of the step solver is spent as, the search's unit
 * of cost: 30 µs and 4 µs a digit. Measured (2026-11, CPU time on one core, the search's own
 * bookkeeping included): 15–40 µs a run at 3 to 5 digits, 70–80 µs at 8 to 20.
 */
const runWork = (length: number) => (30 + 4 * length) * 1e-6 * WORK_PER_SECOND;
/** Thrown where the work one puzzle may take (engine/budget.ts) is spent: the seed is given up. */
const SPENT = Symbol('spent');

/** A step solver for a list, its run paid for first (`runWork`); out of work, the seed is given up. */
function stepsOf(puzzle: NumberMindPuzzle): MindSteps {
  if (!spend(runWork(puzzle.length))) throw SPENT;
  return new MindSteps(puzzle);
}

/** One run of the step solver at `level`, paid for (`stepsOf`). */
const run = (puzzle: NumberMindPuzzle, level: number): StepLog => stepsOf(puzzle).solve(level, false);

/**
 * Uses of its own technique a band needs, so that it does not turn on one step: hard
 * either-or twice (from 4 digits; at 3 one split opens the whole code), expert two splits,
 * one of them three ways (from 5 digits). Measured: with two one-of-three splits an expert
 * came out for under one secret in ten at 5 digits.
 */
function needsOf(level: number, length: number): number {
  if (level === 3) return length >= 4 ? 2 : 1;
  if (level === 4) return length >= 5 ? 2 : 1;
  return 1;
}

/** Its own technique's steps in a log of the band's level: expert counts splits of both kinds (one of three it needs anyway). */
function ownOf(level: number, steps: readonly Step[]): number {
  const own = level === 2 ? ['compare'] : level === 3 ? ['either-or'] : ['either-or', 'one-of-three'];
  let n = 0;
  for (const s of steps) if (own.includes(s.technique)) n++;
  return n;
}

/**
 * A guess with exactly `k` right places: k places copy the secret, the rest differ from it.
 */
function guessFor(rng: Rng, secret: string, k: number): string {
  const right = new Set(rng.shuffle(Array.from(secret, (_, i) => i)).slice(0, k));
  return Array.from(secret, (c, i) => {
    if (right.has(i)) return c;
    return String((Number(c) + 1 + rng.int(9)) % 10);
  }).join('');
}

/** The most right places a guess copies from the secret: ⌈length/5⌉, and 2 from 5 digits on (at 3 and 4 digits a 2 gives too much away). */
const mostRight = (length: number) => (length <= 4 ? 1 : Math.max(2, Math.ceil(length / 5)));

/**
 * The most work one puzzle may take to make (`PuzzleKind.makingWork`), all its seeds together:
 * the budget its runs of the step solver spend (`runWork`), so a seed gives up rather than go
 * past it. A part for the search and its failed secrets, and a part growing with the square
 * of the length (each run does). Measured (2026-11, bench/largest.ts; runs of the step solver,
 * 100 seeds a band at 3 to 5 digits, and CPU time on one core, 30 seeds at 20 digits): a short
 * code takes the search longest to fill with reasoning, up to 24,000 runs (0.5 s) at 4 digits
 * expert, 15,000 hard, 9,000 at 3 digits medium; at 20 digits the slowest easy 0.07 s, medium
 * 0.7 s, hard 2.8 s, expert 4.3 s (the proof of uniqueness, up to a second or two at 20
 * digits, included: it runs once, on the puzzle made, within its own budget). About twice
 * that or more, so that a slow seed is rarely given up.
 */
export function makingWork(o: NumberMindOptions, difficulty: Difficulty): number {
  const share = (o.length / 20) ** 2;
  const [fixed, grows] = ({ easy: [0.1, 0.2], medium: [1, 1.5], hard: [1.5, 8], expert: [2.5, 10] } as const)[difficulty];
  return (fixed + grows * share) * WORK_PER_SECOND;
}

/** Digits left on the pencil marks after the steps of `level`: fewer is more news. */
function left(length: number, guesses: Guesses, level: number): { left: number; solved: boolean } {
  const s = stepsOf({ length, guesses });
  const { solved } = s.solve(level, false);
  let n = 0;
  for (const m of s.candidates()) for (let d = m; d; d &= d - 1) n++;
  return { left: n, solved };
}

/** A candidate list as the search weighs it. */
interface Trial {
  guesses: Guesses;
  steps: number;
  /** Uses of the band's own technique (`ownOf`). */
  own: number;
  score: number;
  /** The most alternatives one step lists (`Step.paper`). */
  longest: number;
  /** Needs the band's techniques (those of the band below do not find the secret); null until checked. */
  exact: boolean | null;
  /** The solve's steps, as a string to tell two solves apart. */
  key: string;
  /** No dead weight: leaving out any one guess changes the solve; null until checked. */
  clean: boolean | null;
}

/**
 * Easy: draws the puzzle's trick (`easyTricksAt`: a place run down to its last digit, a
 * guess's rest crossed off once its right places are known, or neither), picks a secret and
 * builds easy lists for it (guesses added, each the best of a few offers scoring 0 as often
 * as the trick wants, until the easy techniques find the secret; then every guess it can do
 * without dropped) until one shows the trick, five at most; keeps that one, else the middle
 * one by steps.
 *
 * Medium, hard, expert: the seed's easy puzzle, made as above, is their measure: as many
 * guesses as it (on a long code a few fewer, drawn), more steps, and from 5 digits a long
 * enough listing (`aims.ts`). A list is built for the band (`ZEROS`), then searched: a guess
 * dropped, added, swapped for a fresh offer or changed in one digit, each move kept when the
 * band's techniques still find the secret, the guess added or changed does something (leaving
 * it out changes the solve) and the list comes no further from the aims (`search`). The best list that needs the band's techniques (those of the
 * band below do not find the secret) is kept if its band is the one asked for (its score in
 * the band's range), it uses the band's own technique as often as it needs (`needsOf`) and
 * the proof solver proves it unique; otherwise a fresh secret is tried at the same measure.
 */
export function generate(rng: Rng, o: NumberMindOptions, difficulty: Difficulty): Made<NumberMindPuzzle, NumberMindSolution, NumberMindGrade> | null {
  try {
    return attempts(rng, o, difficulty);
  } catch (error) {
    // Out of the work one puzzle may take (engine/budget.ts): the seed is given up.
    if (error !== SPENT) throw error;
    return null;
  }
}

/** `generate`'s fresh secrets, each run of the step solver paid for; throws `SPENT` once the puzzle's work is spent. */
function attempts(rng: Rng, o: NumberMindOptions, difficulty: Difficulty): Made<NumberMindPuzzle, NumberMindSolution, NumberMindGrade> | null {
  const { length } = o;
  const level = LEVEL[difficulty];
  const most = mostRight(length);
  const range = bounds({ length });
  const [lo, hi] = rangeOf(difficulty, range);
  const needs = needsOf(level, length);
  const page = mostGuesses(length);
  let target: { cap: number; aim: number; zeros: number } | null = null;
  let failed = 0;

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const secret = Array.from({ length }, () => String(rng.int(10))).join('');
    const offer = (guesses: Guesses, zeros: number): Guesses[number] | null => {
      const g = guessFor(rng, secret, rng.chance(zeros) ? 0 : 1 + rng.int(most));
      return g === secret || guesses.some((x) => x.guess === g) ? null : { guess: g, correct: score(g, secret) };
    };
    /** A list the techniques of `lv` find the secret from: offers added, best first, then every guess it can do without dropped. */
    const build = (lv: number, zeros: number): Guesses | null => {
      const guesses: Guesses = [];
      let solved = false;
      for (let turn = 0; turn < 6 * length + 10 && !solved; turn++) {
        let best: Guesses[number] | null = null;
        let bestLeft = Infinity;
        for (let k = 0; k < OFFERS; k++) {
          const g = offer(guesses, zeros);
          if (!g) continue;
          const r = left(length, [...guesses, g], lv);
          if (r.left < bestLeft) [best, bestLeft, solved] = [g, r.left, r.solved];
        }
        if (best) guesses.push(best);
      }
      if (!solved) return null;
      // Whether a list is solved is not monotone in its guesses for every technique, so go
      // round (in the same order) until no guess can go.
      const order = rng.shuffle([...guesses]);
      for (let dropped = true; dropped; ) {
        dropped = false;
        for (const g of order) {
          if (!guesses.includes(g)) continue;
          const rest = guesses.filter((x) => x !== g);
          if (!run({ length, guesses: rest }, lv).solved) continue;
          guesses.splice(guesses.indexOf(g), 1);
          dropped = true;
        }
      }
      return guesses;
    };

    let guesses: Guesses | null = null;
    if (level === 1 || !target) {
      // The seed's easy puzzle: every band draws the same secrets and lists up to here.
      const want = rng.pick(easyTricksAt(length));
      const made: { guesses: Guesses; steps: number; trick: EasyTrick }[] = [];
      for (let r = 0; r < EASY_LISTS && made.at(-1)?.trick !== want; r++) {
        const list = build(1, TRICK_ZEROS[want]);
        if (!list) continue;
        const log = run({ length, guesses: list }, 1).steps;
        // An easy puzzle's score is its steps.
        if (log.length < range[0]) made.push({ guesses: list, steps: log.length, trick: easyTrickOf(log, length) });
      }
      const easy = made.at(-1)?.trick === want ? made.at(-1) : made.sort((a, b) => a.steps - b.steps || a.guesses.length - b.guesses.length)[(made.length - 1) >> 1];
      if (!easy) continue;
      if (level === 1) guesses = easy.guesses;
      // A very short easy list (two guesses with two right can pin five digits) leaves no room
      // for a band's reasoning: the bands above take at least one guess more than the digits.
      // On a long code the band gives fewer (`aims.ts`), drawn so that a section's lists vary.
      // The band's lists lean as the easy one did: places run down to their last digit take
      // steps of their own, and a list with fewer zeros would have to find them in reasoning.
      else {
        const band = level as 2 | 3 | 4;
        const fewer = fewerOf(aimOf(band, length), (n) => rng.int(n));
        const cap = Math.max(length + 1, Math.max(easy.guesses.length, length + 1) - fewer);
        // An easy list longer than a page prints (`mostGuesses`, as an easy puzzle it is not
        // kept either) is no measure: the band's lists would be as long, none kept, and every
        // secret of the seed spent on them. The next secret's easy puzzle is taken instead.
        if (cap > page) continue;
        target = {
          cap,
          aim: stepsAim(band, length, { steps: easy.steps, guesses: easy.guesses.length }),
          zeros: Math.max(ZEROS[band], TRICK_ZEROS[easy.trick]),
        };
      }
    }
    if (level > 1 && target) {
      // A target no list meets within its guesses is eased by one guess every few secrets.
      const cap = Math.min(page, target.cap + Math.floor(failed++ / RELAX));
      const start = build(level, target.zeros);
      guesses = start && search(start, cap, target.aim, target.zeros);
      if (guesses && guesses.length > cap) guesses = null;
    }
    // A page makes room for so many guesses (`mostGuesses`): a list longer still is not kept.
    if (!guesses || guesses.length > page) continue;

    const puzzle = { length, guesses };
    // The grading runs the step solver at each level up to the one that finds the secret.
    if (!spend(4 * runWork(length))) throw SPENT;
    const grade = measure(puzzle);
    if (!grade || grading.band(grade, puzzle) !== difficulty) continue;
    if (level > 1 && ownOf(level, run(puzzle, level).steps) < needs) continue;
    return { puzzle, solution: { secret }, grade, difficulty };

    /** The local search (see `generate`) from `start`; null when no list on its way needs exactly the band's techniques. */
    function search(start: Guesses, cap: number, aim: number, zeros: number): Guesses | null {
      const look = (gs: Guesses): Trial | null => {
        const log = run({ length, guesses: gs }, level);
        if (!log.solved) return null;
        const key = JSON.stringify(log.steps.map((x) => [x.technique, x.place, x.strike]));
        const longest = Math.max(0, ...log.steps.map((x) => x.paper ?? 0));
        return { guesses: gs, steps: log.steps.length, own: ownOf(level, log.steps), score: effortOf(ladder, log.steps), longest, exact: null, key, clean: null };
      };
      // A guess whose leaving out changes no step is dead weight.
      const dead = (t: Trial, i: number) => look(t.guesses.filter((_, k) => k !== i))?.key === t.key;
      // Checked last, for a list that meets every aim: one run for each guess left out.
      const clean = (t: Trial) => (t.clean ??= t.guesses.every((_, i) => !dead(t, i)));
      // Checked only for a list that would be the best so far: the band below's run costs as much as the band's.
      const exact = (t: Trial) => (t.exact ??= !run({ length, guesses: t.guesses }, level - 1).solved);
      const { exact: exactAim, listing } = aimOf(level as 2 | 3 | 4, length);
      // In order: no more guesses than the cap, the band's technique as often as it needs, the
      // score in the band's range, the steps at the aim, as many guesses as the cap, a step
      // that lists as much as the band's aim.
      const worth = (t: Trial) =>
        -Math.max(0, t.guesses.length - cap) * 1e7 +
        Math.min(t.own, needs) * 1e6 -
        (Math.max(0, t.score - hi + 1) + Math.max(0, lo - t.score)) * 1e3 -
        (exactAim ? Math.abs(t.steps - aim) : Math.max(0, aim - t.steps)) * 10 -
        Math.max(0, cap - t.guesses.length) -
        Math.max(0, listing - t.longest) * 0.1;
      const done = (t: Trial) =>
        t.exact === true &&
        t.own >= needs &&
        (exactAim ? t.steps === aim : t.steps >= aim) &&
        t.score >= lo &&
        t.score < hi &&
        t.guesses.length === cap &&
        t.longest >= listing &&
        clean(t);
      let at = look(start);
      if (!at) return null;
      let best = exact(at) ? at : null;
      for (let move = 0, since = 0; move < MOVES && since < STALL && !(best && done(best)); move++, since++) {
        const next = at.guesses.slice();
        const i = rng.int(next.length);
        // Over the cap a guess goes; under it one comes; at it one changes.
        const n = next.length;
        const kind = n > cap && rng.chance(0.5) ? 'drop' : n < cap && rng.chance(0.5) ? 'add' : rng.chance(NUDGES) ? 'nudge' : 'swap';
        if (kind === 'drop') next.splice(i, 1);
        else if (kind === 'nudge') {
          const chars = next[i]!.guess.split('');
          chars[rng.int(length)] = String(rng.int(10));
          const g = chars.join('');
          const k = score(g, secret);
          if (g === secret || k > most || next.some((x) => x.guess === g)) continue;
          next[i] = { guess: g, correct: k };
        } else {
          const g = offer(next, zeros);
          if (!g) continue;
          if (kind === 'swap') next[i] = g;
          else next.push(g);
        }
        const t = look(next);
        if (!t) continue;
        const w = worth(t);
        if (w < worth(at) && (!best || w < worth(best))) continue;
        // The guess added or changed must do something.
        if (kind === 'add' ? t.key === at.key : kind !== 'drop' && dead(t, i)) continue;
        if ((!best || w >= worth(best)) && exact(t)) {
          if (!best || w > worth(best)) since = 0;
          best = t;
        }
        if (w > worth(at)) since = 0;
        if (w >= worth(at)) at = t;
      }
      if (!best) return null;
      // No dead weight left (a guess changed earlier may have become some): leaving it out
      // changes no step, and the list still needs the band's techniques (the band below runs
      // the same steps up to its first).
      let guesses = best.guesses;
      if (best.clean !== true) for (let i = guesses.length - 1; i >= 0; i--) if (dead({ ...best, guesses }, i)) guesses = guesses.filter((_, k) => k !== i);
      return guesses;
    }
  }
  return null;
}

/**
 * The tricks easy spreads its puzzles over. Up to 5 digits (the default, a child's worksheet) a
 * place run down to its last digit takes a long list (up to a dozen guesses crossing it off),
 * too tall for two to a large-print page; from 8 digits a list with neither of the other
 * tricks hardly comes out (so it is not drawn, though it may show).
 */
export const easyTricksAt = (length: number): EasyTrick[] =>
  length <= 5 ? ['all-needed', 'score-met'] : length <= 7 ? ['all-needed', 'score-met', 'last-digit'] : ['score-met', 'last-digit'];
