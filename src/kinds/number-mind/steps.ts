import { type Placement, type Step, type StepLog, type Stepper, written } from '../../engine/steps.ts';
import type { NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { listOf } from '../../engine/words.ts';
import {
  allNeededLink,
  allNeededSaid,
  compareLink,
  compareSaid,
  type GuessSaid,
  inPlaceSaid,
  type MindTechnique,
  placeName,
  type ReasonSaid,
  reasonSaid,
  scoreMetLink,
  scoreMetSaid,
  splitSaid,
  words,
} from './words.ts';

/**
 * Number Mind as a person with a pencil solves it: under each place of the secret, the
 * digits still possible there (at first all ten), narrowed one named technique at a time;
 * each step logged with the places it rests on, the digits it writes in and crosses off,
 * and why, in words. Steps index places of the code (0-based, left to right): a Step's
 * `from`, `place[].cell` and `strike[].cell` are places, its values digits 0–9.
 *
 * The ladder (levels are bands: 1 easy … 4 expert):
 *  1 zero guess (a guess with none right: its digits are wrong where they stand); score met
 *    (a guess whose right places are all written in: its other digits are wrong); last
 *    digit left (a place with one digit left: it goes in); all needed (a guess with as many
 *    digits not yet crossed off as right places it still needs: they are all right). All
 *    needed is on level 1 because without it a place fills only once nine digits are
 *    crossed off there, which takes nine guesses or more: too tall for a child's worksheet;
 *  2 comparing two guesses (shared digits count for both, differing ones for at most one:
 *    the counts leave one way, or rule some out);
 *  3 either-or (a guess needing one more right place between two: each way is followed with
 *    levels 1–2 for two steps at most; when one ends in a contradiction, the other is right);
 *  4 one of three (the same with three places: two fail, the third is right).
 *  Splits are one level deep: no split inside a split.
 *
 * Paper work (`Step.paper`, what the score counts beside the levels): a comparison writes
 * out the counts it lists and tests (a dozen at most, or it does not apply); a split writes
 * in its ways and follows each failing one to its contradiction, so its paper is the ways
 * and those steps.
 *
 * A guess's right places are those written in with its digit ("known"); it "still needs"
 * its score less those. The lowest technique that makes progress is always taken, then the
 * search starts again from the lowest; within a technique, guesses go top to bottom and
 * places left to right. Every step is sound: a digit is crossed off only when no secret
 * that fits every guess has it there, so a puzzle these steps fill has exactly one secret.
 *
 * `from` is what the step rests on: zero guess, the places it crosses off; score met, the
 * guess's known places; last digit, the place; all needed, the guess's places already
 * decided for it (known or crossed off); compare, the places open to either guess; either-or and
 * one of three, the guess's open places (its ways).
 *
 * Pure TypeScript, no Node: the browser's hints may run the same code.
 */

/** Most ways a split tries (one of three): more is search, not a person's pencil work. */
export const MOST_CASES = 3;
/**
 * Most steps a split's case is followed for before it is given up as standing: two unstated
 * steps are a chain a person holds in mind; longer is trial and error.
 */
export const CASE_STEPS = 2;
/** Most places two guesses may have open between them for a compare: a side by side a person can see. */
export const COMPARE_PLACES = 8;
/** Most counts a compare lists and tests: more is not a person's side by side (it does not apply). */
export const COMPARE_COUNTS = 12;

const ALL = 0x3ff;
/** Set bits of a 32-bit word. */
function bits(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
const isSingle = (m: number) => m !== 0 && (m & (m - 1)) === 0;
const valueOf = (m: number) => 31 - Math.clz32(m);
type Placed = { cell: number; value: number };
type Struck = { cell: number; values: number[] };

/** A step found, not yet applied; its sentence is made only when logging. */
interface Found {
  technique: MindTechnique;
  from: number[];
  place: Placed[];
  strike: Struck[];
  /** Alternatives written out and tested (`Step.paper`). */
  paper?: number;
  say: () => string;
  /** The step as a link of a split's chain says it, short (levels 1–2 only). */
  link?: () => string;
  /** The guesses it reads (0-based), for a chain's data. */
  guesses?: number[];
  /** A split's failing ways, each with the chain it was followed along (made when logging). */
  fails?: () => FailedWay[];
}

/** One step of the chain a split's way is followed along: a step of levels 1–2, said short. */
export interface ChainLink {
  technique: MindTechnique;
  /** The guesses it reads (1-based, as printed). */
  guesses: number[];
  place: Placed[];
  strike: Struck[];
  say: string;
}

/**
 * A way of a split that fails, as its step's data carries it (`explain --json` prints it): the
 * digit written in, the steps that followed (as many as `after` counts), and the
 * contradiction they ran into, with its figures as they stood: `guess` and `other` 1-based;
 * `count`, for a guess with too many right, the right places it would have, and for one
 * with too few, the most it could still get.
 */
export interface FailedWay {
  case: Placed;
  after: number;
  chain: ChainLink[];
  contradiction: { kind: Contradiction['kind']; place?: number; guess?: number; other?: number; count?: number; score?: number };
}

/** A failing way's contradiction told: in words (`ReasonSaid`) and as data. */
interface Told {
  said: ReasonSaid;
  chain: ChainLink[];
  contradiction: FailedWay['contradiction'];
}

/** A contradiction on the pencil marks: what an either-or case runs into. */
type Contradiction = { kind: 'empty'; place: number } | { kind: 'over' | 'short'; guess: number } | { kind: 'pair'; guess: number; other: number };

export class MindSteps {
  private readonly length: number;
  private readonly count: number;
  private readonly text: string[];
  /** digit[j * length + p]: guess j's digit at place p. */
  private readonly digit: Uint8Array;
  private readonly scores: Int32Array;

  // The state of one run: each place's digits left, whether it is written in.
  private dom: Uint16Array;
  private placed: Uint8Array;
  /** Per guess, worked out afresh before each step: right places written in, and places still open to it. */
  private readonly known: Int32Array;
  private readonly open: Int32Array;
  /** The same as bit sets of places (low: places 0–31, high: 32–63), for comparing two guesses at once. */
  private readonly openLo: Int32Array;
  private readonly openHi: Int32Array;
  /**
   * same[a * count + b]: the places where guesses a and b have the same digit, as bit sets.
   * Plain lists: a solver is made for every run, and typed arrays this size are slow to make.
   */
  private sameLo: number[] = [];
  private sameHi: number[] = [];
  /** Set by a technique that finds two guesses cannot both get their scores. */
  private pairClash: Contradiction | null = null;
  /** Whether `known` and `open` tell the marks as they stand (every change to the marks clears it). */
  private tallied = false;
  /** Whether the run under way logs its steps' words (then a split keeps the chains its ways are followed along). */
  private logging = false;

  constructor(puzzle: NumberMindPuzzle) {
    const L = puzzle.length;
    const J = puzzle.guesses.length;
    this.length = L;
    this.count = J;
    this.text = puzzle.guesses.map((g) => g.guess);
    this.digit = new Uint8Array(J * L);
    puzzle.guesses.forEach((g, j) => {
      for (let p = 0; p < L; p++) this.digit[j * L + p] = g.guess.charCodeAt(p) - 48;
    });
    this.scores = new Int32Array(J);
    for (let j = 0; j < J; j++) this.scores[j] = puzzle.guesses[j]!.correct;
    this.dom = new Uint16Array(L);
    this.placed = new Uint8Array(L);
    this.known = new Int32Array(J);
    this.open = new Int32Array(J);
    this.openLo = new Int32Array(J);
    this.openHi = new Int32Array(J);
  }

  /** Fills `sameLo` and `sameHi` (for a < b), the first time two guesses are compared. */
  private sameOnce(): void {
    if (this.sameLo.length) return;
    const L = this.length;
    const J = this.count;
    this.sameLo = new Array<number>(J * J || 1).fill(0);
    this.sameHi = new Array<number>(J * J || 1).fill(0);
    for (let a = 0; a < J; a++) {
      for (let b = a + 1; b < J; b++) {
        for (let p = 0; p < L; p++) {
          if (this.digit[a * L + p] !== this.digit[b * L + p]) continue;
          if (p < 32) this.sameLo[a * J + b] = this.sameLo[a * J + b]! | (1 << p);
          else this.sameHi[a * J + b] = this.sameHi[a * J + b]! | (1 << (p - 32));
        }
      }
    }
  }

  /**
   * Solves by the techniques of levels 1..level, logging each step (with its sentence only
   * when `log`); stops when stuck or when the marks contradict each other (no secret fits).
   */
  solve(level: number, log = true, known: readonly Placement[] = []): StepLog {
    this.dom.fill(ALL);
    this.placed.fill(0);
    this.tallied = false;
    this.logging = log;
    // A player's right digits are written in before the first step.
    for (const { cell, value } of known) {
      this.dom[cell] = 1 << value;
      this.placed[cell] = 1;
    }
    const steps: Step[] = [];
    this.pairClash = null;
    let broken = this.contradiction() !== null;
    while (!broken && !this.done()) {
      const found = this.next(level);
      if (!found) {
        // Two guesses that cannot both get their scores: no secret fits.
        broken = this.pairClash !== null;
        break;
      }
      // Said before it is applied: the sentence tells the marks as they stood.
      const say = log ? found.say() : '';
      this.apply(found);
      const step: Step = { technique: found.technique, from: found.from, place: found.place, strike: found.strike, say };
      if (found.paper) step.paper = found.paper;
      // A split carries its failing ways' chains, so every reader of the step can show them.
      if (log && found.fails) (step as Step & { fails: FailedWay[] }).fails = found.fails();
      steps.push(step);
      broken = this.contradiction() !== null;
    }
    return { steps, solved: !broken && this.done() && this.fits() };
  }

  /** The digits each place still may hold (a bitmask per place), as the last run left them: for tests and hints. */
  candidates(): number[] {
    return Array.from(this.dom);
  }

  private done(): boolean {
    return this.placed.every((x) => x === 1);
  }

  /** Whether the code written in gives every guess its score. */
  private fits(): boolean {
    this.tally();
    for (let j = 0; j < this.count; j++) if (this.known[j] !== this.scores[j]) return false;
    return true;
  }

  // ——— Bookkeeping ———

  private at(j: number, p: number): number {
    return this.digit[j * this.length + p]!;
  }

  /** Each guess's known right places and places still open to it, from the marks as they stand. */
  private tally(): void {
    if (this.tallied) return;
    this.tallied = true;
    const L = this.length;
    for (let j = 0; j < this.count; j++) {
      let known = 0;
      let open = 0;
      let lo = 0;
      let hi = 0;
      for (let p = 0; p < L; p++) {
        const bit = 1 << this.digit[j * L + p]!;
        if (!(this.dom[p]! & bit)) continue;
        if (this.placed[p]) known++;
        else {
          open++;
          if (p < 32) lo |= 1 << p;
          else hi |= 1 << (p - 32);
        }
      }
      this.known[j] = known;
      this.open[j] = open;
      this.openLo[j] = lo;
      this.openHi[j] = hi;
    }
  }

  /** Is guess j's digit at p still open (possible, not yet written in)? */
  private isOpen(j: number, p: number): boolean {
    return !this.placed[p] && (this.dom[p]! & (1 << this.at(j, p))) !== 0;
  }

  /** The first contradiction the marks show at a glance: a place with no digit, a guess with too many or too few right. */
  private contradiction(): Contradiction | null {
    for (let p = 0; p < this.length; p++) if (this.dom[p] === 0) return { kind: 'empty', place: p };
    this.tally();
    for (let j = 0; j < this.count; j++) {
      if (this.known[j]! > this.scores[j]!) return { kind: 'over', guess: j };
      if (this.known[j]! + this.open[j]! < this.scores[j]!) return { kind: 'short', guess: j };
    }
    return null;
  }

  private apply(found: Found): void {
    this.tallied = false;
    for (const s of found.strike) for (const d of s.values) this.dom[s.cell]! &= ~(1 << d);
    for (const x of found.place) {
      // Writing in a digit already crossed off leaves the place empty: a contradiction.
      this.dom[x.cell] = this.dom[x.cell]! & (1 << x.value);
      this.placed[x.cell] = 1;
    }
  }

  /** The easiest step available at this level, or null when stuck. */
  private next(level: number): Found | null {
    this.tally();
    return (
      this.zeroGuess() ??
      this.scoreMet() ??
      this.lastDigit() ??
      this.allNeeded() ??
      (level >= 2 ? this.compare() : null) ??
      (level >= 3 && !this.pairClash ? this.eitherOr(2) : null) ??
      (level >= 4 && !this.pairClash ? this.eitherOr(3) : null)
    );
  }

  // ——— Naming things ———

  private guessSaid(j: number): GuessSaid {
    return { n: j + 1, guess: this.text[j]!, score: this.scores[j]!, known: this.known[j]!, need: this.scores[j]! - this.known[j]! };
  }

  private atSaid(j: number, p: number): string {
    return words.at({ digit: this.at(j, p), place: p + 1, inPlace: inPlaceSaid(p + 1) });
  }

  /** Guess j's digits at `places`, each said, joined as the language lists them. */
  private atsSaid(j: number, places: number[]): string {
    return listOf(places.map((p) => this.atSaid(j, p)), 'and');
  }

  private placesSaid(places: number[]): string {
    if (!places.length) return '';
    const one = places[0]! + 1;
    return words.places({ count: places.length, one: words.onePlace({ context: placeName(one), place: one }), list: listOf(places.map((p) => String(p + 1)), 'and') });
  }

  /** Guess j's digit struck at each of `places`, as Struck entries. */
  private struck(j: number, places: number[]): Struck[] {
    return places.map((p) => ({ cell: p, values: [this.at(j, p)] }));
  }

  /** Places still open to guess j. */
  private openOf(j: number): number[] {
    const out: number[] = [];
    for (let p = 0; p < this.length; p++) if (this.isOpen(j, p)) out.push(p);
    return out;
  }

  // ——— Level 1 ———

  /** A guess with none right whose digits are not all crossed off yet. */
  private zeroGuess(): Found | null {
    for (let j = 0; j < this.count; j++) {
      if (this.scores[j] !== 0 || this.open[j] === 0) continue;
      const places = this.openOf(j);
      return {
        technique: 'zero-guess',
        from: places,
        place: [],
        strike: this.struck(j, places),
        say: () => words.steps['zero-guess']({ guess: this.guessSaid(j), struck: this.atsSaid(j, places) }),
        link: () => words.link['zero-guess']({ guess: this.guessSaid(j), struck: this.atsSaid(j, places) }),
        guesses: [j],
      };
    }
    return null;
  }

  /** A guess (scoring at least 1) whose right places are all known, with digits still open elsewhere. */
  private scoreMet(): Found | null {
    for (let j = 0; j < this.count; j++) {
      if (this.scores[j] === 0 || this.known[j] !== this.scores[j] || this.open[j] === 0) continue;
      const places = this.openOf(j);
      const hits: number[] = [];
      for (let p = 0; p < this.length; p++) if (this.placed[p] && this.dom[p] === 1 << this.at(j, p)) hits.push(p);
      return {
        technique: 'score-met',
        from: hits,
        place: [],
        strike: this.struck(j, places),
        say: () =>
          scoreMetSaid(
            this.guessSaid(j),
            hits.map((p) => this.atSaid(j, p)),
            places.map((p) => this.atSaid(j, p)),
          ),
        link: () => scoreMetLink(this.guessSaid(j), places.map((p) => this.atSaid(j, p))),
        guesses: [j],
      };
    }
    return null;
  }

  /** A place not yet written in with one digit left. */
  private lastDigit(): Found | null {
    for (let p = 0; p < this.length; p++) {
      if (this.placed[p] || !isSingle(this.dom[p]!)) continue;
      const digit = valueOf(this.dom[p]!);
      return {
        technique: 'last-digit',
        from: [p],
        place: [{ cell: p, value: digit }],
        strike: [],
        say: () => words.steps['last-digit']({ place: p + 1, digit, inPlace: inPlaceSaid(p + 1) }),
        link: () => words.link['last-digit']({ place: p + 1, digit, inPlace: inPlaceSaid(p + 1) }),
      };
    }
    return null;
  }


  /** A guess still needing as many right places as it has open: all of them are right. */
  private allNeeded(): Found | null {
    for (let j = 0; j < this.count; j++) {
      const need = this.scores[j]! - this.known[j]!;
      if (need <= 0 || this.open[j] !== need) continue;
      const places = this.openOf(j);
      const decided: number[] = [];
      for (let p = 0; p < this.length; p++) if (!places.includes(p)) decided.push(p);
      return {
        technique: 'all-needed',
        from: decided,
        place: places.map((p) => ({ cell: p, value: this.at(j, p) })),
        strike: [],
        say: () => allNeededSaid(this.guessSaid(j), places.map((p) => this.atSaid(j, p))),
        link: () => allNeededLink(this.guessSaid(j), places.map((p) => this.atSaid(j, p))),
        guesses: [j],
      };
    }
    return null;
  }

  // ——— Level 2 ———

  /**
   * Two guesses a and b that still need right places, side by side. The places open to
   * either fall in four groups: the same digit open in both (S: s right, counting for both),
   * different digits both open (C: x right for a, y for b, x + y at most |C|), open to a
   * only (A: need_a − s − x right) and to b only (B: need_b − s − y right). Every count that
   * fits is listed; a group no fitting count gives a right place is crossed off, one every
   * fitting count fills is written in. No count fitting: the two cannot both get their scores.
   */
  private compare(): Found | null {
    this.sameOnce();
    const L = this.length;
    for (let a = 0; a < this.count; a++) {
      const needA = this.scores[a]! - this.known[a]!;
      if (needA <= 0 || this.open[a]! > COMPARE_PLACES) continue;
      for (let b = a + 1; b < this.count; b++) {
        const needB = this.scores[b]! - this.known[b]!;
        if (needB <= 0 || this.open[b]! > COMPARE_PLACES) continue;
        // The groups' sizes first (the pair is looked at for every step; most tell nothing).
        const bothLo = this.openLo[a]! & this.openLo[b]!;
        const bothHi = this.openHi[a]! & this.openHi[b]!;
        const nS = bits(bothLo & this.sameLo[a * this.count + b]!) + bits(bothHi & this.sameHi[a * this.count + b]!);
        const nC = bits(bothLo) + bits(bothHi) - nS;
        // Guesses that share no open place tell each other nothing the single-guess rules miss.
        if (nS + nC === 0) continue;
        const nA = this.open[a]! - nS - nC;
        const nB = this.open[b]! - nS - nC;
        if (nS + nC + nA + nB > COMPARE_PLACES) continue;
        const { listed, lo, hi, tells } = countsOf(nS, nC, nA, nB, needA, needB);
        if (listed > COMPARE_COUNTS) continue;
        if (hi[0]! < 0) {
          this.pairClash = { kind: 'pair', guess: a, other: b };
          return null;
        }
        if (!tells) continue;
        const S: number[] = [];
        const C: number[] = [];
        const A: number[] = [];
        const B: number[] = [];
        for (let p = 0; p < L; p++) {
          const oa = this.isOpen(a, p);
          const ob = this.isOpen(b, p);
          if (oa && ob) (this.at(a, p) === this.at(b, p) ? S : C).push(p);
          else if (oa) A.push(p);
          else if (ob) B.push(p);
        }
        // Group, its size, the guess whose digits it holds.
        const groups: [number[], number][] = [
          [S, a],
          [C, a],
          [C, b],
          [A, a],
          [B, b],
        ];
        const right: [number, number][] = [];
        const wrong: [number, number][] = [];
        groups.forEach(([places, j], i) => {
          if (places.length === 0) return;
          if (hi[i] === 0) for (const p of places) wrong.push([j, p]);
          else if (lo[i] === places.length) for (const p of places) right.push([j, p]);
        });
        if (right.length === 0 && wrong.length === 0) continue;
        // A place written in needs no crossing off there.
        const rightAt = new Set(right.map(([, p]) => p));
        const strikes = wrong.filter(([, p]) => !rightAt.has(p));
        const byPlace = (list: [number, number][]) => [...list].sort((u, v) => u[1] - v[1]);
        const sortedRight = byPlace(right);
        const sortedWrong = byPlace(strikes);
        const strike: Struck[] = [];
        for (const [j, p] of sortedWrong) {
          const last = strike.at(-1);
          if (last && last.cell === p) last.values.push(this.at(j, p));
          else strike.push({ cell: p, values: [this.at(j, p)] });
        }
        for (const s of strike) s.values.sort((u, v) => u - v);
        return {
          technique: 'compare',
          from: [...S, ...C, ...A, ...B].sort((u, v) => u - v),
          place: sortedRight.map(([j, p]) => ({ cell: p, value: this.at(j, p) })),
          strike,
          paper: listed,
          say: () =>
            compareSaid({
              a: this.guessSaid(a),
              b: this.guessSaid(b),
              same: S.map((p) => this.atSaid(a, p)),
              clash: this.placesSaid(C),
              aOnly: this.placesSaid(A),
              bOnly: this.placesSaid(B),
              right: sortedRight.map(([j, p]) => this.atSaid(j, p)),
              wrong: byPlace(wrong).map(([j, p]) => this.atSaid(j, p)),
            }),
          link: () =>
            compareLink({
              a: this.guessSaid(a),
              b: this.guessSaid(b),
              right: sortedRight.map(([j, p]) => this.atSaid(j, p)),
              wrong: byPlace(wrong).map(([j, p]) => this.atSaid(j, p)),
            }),
          guesses: [a, b],
        };
      }
    }
    return null;
  }

  // ——— Levels 3 and 4 ———

  /**
   * A guess still needing one right place among exactly `ways` open ones (2: either-or, 3:
   * one of three): each way is written on a copy of the marks and followed with levels 1–2;
   * when exactly one way is left standing, it is right.
   */
  private eitherOr(ways: 2 | 3): Found | null {
    const splits: number[] = [];
    for (let j = 0; j < this.count; j++) {
      const need = this.scores[j]! - this.known[j]!;
      if (need === 1 && this.open[j]! === ways && ways <= MOST_CASES) splits.push(j);
    }
    for (const j of splits) {
      const places = this.openOf(j);
      const fails: { at: number; why: Contradiction; after: number; told?: Told }[] = [];
      let standing = -1;
      for (const [k, p] of places.entries()) {
        const why = this.follow(
          [{ cell: p, value: this.at(j, p) }],
          this.struck(
            j,
            places.filter((q) => q !== p),
          ),
        );
        if (why) fails.push({ at: p, ...why });
        else if (standing < 0) standing = k;
        else {
          standing = -2;
          break;
        }
      }
      if (standing < 0) continue;
      const right = places[standing]!;
      const others = places.filter((q) => q !== right);
      return {
        technique: ways === 2 ? 'either-or' : 'one-of-three',
        from: places,
        place: [{ cell: right, value: this.at(j, right) }],
        strike: this.struck(j, others),
        // Each way written in, and each failing one followed to its contradiction.
        paper: ways + fails.reduce((n, f) => n + f.after, 0),
        say: () =>
          splitSaid(ways === 2 ? 'either-or' : 'one-of-three', {
            guess: this.guessSaid(j),
            cases: places.map((p) => this.atSaid(j, p)),
            fails: fails.map((f) => ({ case: this.atSaid(j, f.at), reason: reasonSaid(f.told!.said) })),
            survivor: this.atSaid(j, right),
            wrong: others.map((p) => this.atSaid(j, p)),
          }),
        fails: () => fails.map((f) => ({ case: { cell: f.at, value: this.at(j, f.at) }, after: f.after, chain: f.told!.chain, contradiction: f.told!.contradiction })),
      };
    }
    return null;
  }

  /**
   * Writes a case on the marks and follows it with levels 1–2 for at most CASE_STEPS steps;
   * the contradiction it runs into and the steps that took, or null if it stands (or has not
   * fallen within those steps). The marks are put back after.
   */
  private follow(place: Placed[], strike: Struck[]): { why: Contradiction; after: number; told?: Told } | null {
    const dom = this.dom.slice();
    const placed = this.placed.slice();
    this.apply({ technique: 'either-or', from: [], place, strike, say: () => '' });
    let after = 0;
    const chain: ChainLink[] = [];
    let why = this.contradiction();
    while (!why && !this.done() && after < CASE_STEPS) {
      this.pairClash = null;
      const found = this.next(2);
      if (!found) {
        why = this.pairClash;
        break;
      }
      // Said as the marks stand before it, like every step.
      if (this.logging) {
        chain.push({
          technique: found.technique,
          guesses: (found.guesses ?? []).map((j) => j + 1),
          place: found.place,
          strike: found.strike,
          say: found.link!(),
        });
      }
      this.apply(found);
      after++;
      why = this.contradiction();
    }
    // A code written in full that misses a score is a contradiction too (its guess says which).
    if (!why && this.done() && !this.fits()) why = this.contradiction();
    // Its figures as the marks stand at it, before they are put back.
    const told = why && this.logging ? this.told(why, after, chain) : undefined;
    this.pairClash = null;
    this.dom = dom;
    this.placed = placed;
    this.tallied = false;
    // The tallies too: the next split, and the step's sentence, read them.
    this.tally();
    return why ? { why, after, ...(told ? { told } : {}) } : null;
  }

  /** A contradiction as the sentence and the step's data tell it, from the marks at it. */
  private told(why: Contradiction, after: number, chain: ChainLink[]): Told {
    this.tally();
    const links = chain.map((c) => c.say);
    switch (why.kind) {
      case 'empty':
        return { said: { kind: 'empty', after, chain: links, place: why.place + 1 }, chain, contradiction: { kind: 'empty', place: why.place + 1 } };
      case 'over':
      case 'short': {
        const guess = this.guessSaid(why.guess);
        // Too many: the right places it would have; too few: the most it could still get.
        const count = why.kind === 'over' ? this.known[why.guess]! : this.known[why.guess]! + this.open[why.guess]!;
        return {
          said: { kind: why.kind, after, chain: links, guess, count },
          chain,
          contradiction: { kind: why.kind, guess: why.guess + 1, count, score: guess.score },
        };
      }
      case 'pair':
        return {
          said: { kind: 'pair', after, chain: links, guess: this.guessSaid(why.guess), other: this.guessSaid(why.other) },
          chain,
          contradiction: { kind: 'pair', guess: why.guess + 1, other: why.other + 1 },
        };
    }
  }

}

/** What a compare finds from its groups' sizes and the two guesses' needs (`MindSteps.compare`). */
interface Counts {
  /** The counts a person lists and tests. */
  listed: number;
  /** Least and most right places of each group (S, C for a, C for b, A, B) over the counts that fit; hi[0] < 0 when none fits. */
  lo: readonly number[];
  hi: readonly number[];
  /** Some group is all wrong or all right. */
  tells: boolean;
}

/** `counts`, by its figures: a compare looks at every pair of guesses at every step, and the figures repeat. */
const countsKnown = new Map<number, Counts>();

/** `counts`, remembered where its figures are small (they are: a compare is of eight places at most). */
function countsOf(nS: number, nC: number, nA: number, nB: number, needA: number, needB: number): Counts {
  if ((nS | nC | nA | nB | needA | needB) > 15) return counts(nS, nC, nA, nB, needA, needB);
  const key = nS + 16 * (nC + 16 * (nA + 16 * (nB + 16 * (needA + 16 * needB))));
  let known = countsKnown.get(key);
  if (!known) countsKnown.set(key, (known = counts(nS, nC, nA, nB, needA, needB)));
  return known;
}

/**
 * A compare of two guesses a and b by its groups' sizes (S, C, A, B) and what each still
 * needs: the counts a person lists, and each group's least and most right places over those
 * that fit.
 */
function counts(nS: number, nC: number, nA: number, nB: number, needA: number, needB: number): Counts {
  // The counts a person lists: right places among the shared digits (s), then among the
  // differing ones for a (x) and for b (y), none more than the guess still needs; each
  // listed count is tested against the places left to a and to b.
  let listed = 0;
  for (let s = 0; s <= Math.min(nS, needA, needB); s++) {
    for (let x = 0; x <= Math.min(nC, needA - s); x++) listed += Math.min(nC - x, needB - s) + 1;
  }
  const lo = [Infinity, Infinity, Infinity, Infinity, Infinity];
  const hi = [-1, -1, -1, -1, -1];
  if (listed > COMPARE_COUNTS) return { listed, lo, hi, tells: false };
  const widen = (i: number, v: number) => {
    if (v < lo[i]!) lo[i] = v;
    if (v > hi[i]!) hi[i] = v;
  };
  for (let s = 0; s <= Math.min(nS, needA, needB); s++) {
    for (let x = 0; x <= Math.min(nC, needA - s); x++) {
      for (let y = 0; y <= Math.min(nC - x, needB - s); y++) {
        const ra = needA - s - x;
        const rb = needB - s - y;
        if (ra > nA || rb > nB) continue;
        widen(0, s);
        widen(1, x);
        widen(2, y);
        widen(3, ra);
        widen(4, rb);
      }
    }
  }
  const sizes = [nS, nC, nC, nA, nB];
  let tells = false;
  for (let i = 0; i < 5; i++) if (sizes[i]! > 0 && (hi[i] === 0 || lo[i] === sizes[i])) tells = true;
  return { listed, lo, hi, tells };
}

/** Solves a puzzle by the techniques of levels 1..level, logging each step; stops when stuck. */
export function steps(puzzle: NumberMindPuzzle, level: number, known: readonly Placement[] = []): StepLog {
  return new MindSteps(puzzle).solve(level, true, known);
}

export const stepper: Stepper<NumberMindPuzzle, NumberMindSolution> = {
  // A view read at each use, so technique names print in the book's language.
  ladder: words.ladder,
  steps,
  reach(puzzle, steps) {
    const digits = written(Array<number>(puzzle.length).fill(-1), -1, steps);
    return digits && { secret: digits.join('') };
  },
  cellKey: (_, cell) => `answer-${cell}`,
};

export type { MindTechnique };
