import { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
import { getKind, KINDS } from '../kinds/known.ts';
import type { KindName, OptionsOf } from '../kinds/registry.ts';
import type { Sizing } from '../engine/sizing.ts';
import { WORK_PER_SECOND, workTime } from '../engine/work.ts';

/**
 * The most counted work (engine/work.ts) one spec or command may ask for: about an hour on
 * one core, at the kinds' measured worst (`PuzzleKind.makingWork`). Far beyond any book in
 * books/ or the tests (5,000 easy 12×12 Numbrix ask about a minute and a half); 5,000 expert
 * 30×30 Numbrix, about a month, are refused before any puzzle is tried.
 */
export const MAX_WORK = 3_600 * WORK_PER_SECOND;

/**
 * The most counted work one puzzle may take to make: about a minute on one core (a seed that
 * spends it all and gives up leaves its retry seeds as much again, book/make.ts). A size and
 * band whose puzzle could take longer (an expert 30×30 Numbrix: about 5 minutes) is refused
 * before any puzzle is tried, naming the largest size the band makes within it (measured:
 * docs/bench.md). What is asked for stays within its estimate: Numbrix and Number Mind spend it
 * as their generators' budget (engine/budget.ts, book/make.ts), and the other kinds' fixed
 * attempts take seconds at most.
 */
export const MAX_PUZZLE_WORK = 60 * WORK_PER_SECOND;

/** Work below this a puzzle is taken to cost when its kind gives no estimate: a few milliseconds. */
const SMALL = 0.01 * WORK_PER_SECOND;

interface Asked {
  kind: KindName;
  count: number;
  difficulty: Difficulty;
  options: unknown;
}

/** The most work one puzzle of a section may take to make. */
export function puzzleWork(s: Omit<Asked, 'count'>): number {
  const kind = KINDS[s.kind];
  // zod runs a spec's own checks even where a section failed; such a section has its own
  // issue already (a size of 5000, say), and is counted as asking for nothing here.
  let work: number;
  try {
    work = kind.makingWork?.(s.options as never, s.difficulty) ?? SMALL;
  } catch {
    return 0;
  }
  return Number.isFinite(work) && work > 0 ? work : 0;
}

/** How the kind's options set its size (`PuzzleKind.sizing`); none for a kind made in milliseconds at any options. */
const sizingOf = <K extends KindName>(kind: K): Sizing<OptionsOf<K>> | undefined => getKind(kind).sizing;

/** Whether one puzzle of these options and band can be made within `MAX_PUZZLE_WORK`. */
const fits = (s: Omit<Asked, 'count'>): boolean => puzzleWork(s) <= MAX_PUZZLE_WORK;

/**
 * The largest options at or below these, by the kind's size, whose puzzle of this band can be
 * made within `MAX_PUZZLE_WORK` (the same options when they fit); null when none can.
 */
export function largestFitting<K extends KindName>(kind: K, options: OptionsOf<K>, difficulty: Difficulty): OptionsOf<K> | null {
  for (let o: OptionsOf<K> | null = options; o !== null; o = sizingOf(kind)?.smaller(o) ?? null) {
    if (fits({ kind, options: o, difficulty })) return o;
  }
  return null;
}

/** The flags that ask for these options' size (`--size 30`), else the band's (`--difficulty expert`): what a command's refusal names. */
export function sizeFlags<K extends KindName>(kind: K, options: OptionsOf<K>, difficulty: Difficulty): string {
  return sizingOf(kind)?.flags(options) ?? `--difficulty ${difficulty}`;
}

/**
 * Why one puzzle of a section could take more than about a minute to make, with its size,
 * band and estimate, and what fits instead (the largest size this band makes in about a
 * minute, or the hardest band that makes this size); null when it fits.
 */
export function tooSlow<K extends KindName>(s: { kind: K; options: OptionsOf<K>; difficulty: Difficulty }): string | null {
  const work = puzzleWork(s);
  if (work <= MAX_PUZZLE_WORK) return null;
  const kind = KINDS[s.kind];
  const sizing = sizingOf(s.kind);
  const size = sizing ? ` of ${sizing.label(s.options)}` : '';
  const smaller = sizing?.smaller(s.options);
  const fit = smaller ? largestFitting(s.kind, smaller, s.difficulty) : null;
  const easier = DIFFICULTIES.slice(0, DIFFICULTIES.indexOf(s.difficulty))
    .reverse()
    .find((d) => !kind.refuses?.(s.options as never, d) && fits({ ...s, difficulty: d }));
  const ways = [
    ...(fit && sizing ? [`${sizing.label(fit)} or smaller at ${s.difficulty}`] : []),
    ...(easier ? [`${easier}${sizing ? ` at ${sizing.label(s.options)}` : ''}`] : []),
  ];
  const advice = ways.length > 0 ? `ask for ${ways.join(', or for ')}` : 'no size or band of these options can be';
  // Just over the cap, both round to "about 1 minute": the estimate is then given in seconds.
  const estimate = workTime(work) === workTime(MAX_PUZZLE_WORK) ? `${Math.round(work / WORK_PER_SECOND)} seconds` : workTime(work);
  return `one ${s.difficulty} ${kind.title} puzzle${size} could take ${estimate} to make, and one puzzle may take ${workTime(MAX_PUZZLE_WORK)}: ${advice}`;
}

/**
 * Why the sections ask for more work than can finish: first a section one of whose puzzles
 * could take more than about a minute (`tooSlow`, `field` options), else the costliest
 * section, saying how many of its puzzles would fit beside the others (`field` count); null
 * when they fit. `index` is the section's.
 */
export function tooMuchWork(sections: readonly Asked[], asker = 'a spec'): { index: number; field: 'options' | 'count'; message: string } | null {
  for (const [index, s] of sections.entries()) {
    const slow = tooSlow(s as Asked & { kind: KindName; options: OptionsOf<KindName> });
    if (slow) return { index, field: 'options', message: slow };
  }
  const each = sections.map(puzzleWork);
  const work = sections.map((s, i) => (Number.isInteger(s.count) ? s.count : 0) * each[i]!);
  const total = work.reduce((a, b) => a + b, 0);
  if (total <= MAX_WORK) return null;
  const index = work.indexOf(Math.max(...work));
  if (index < 0 || !(each[index]! > 0)) return null;
  const s = sections[index]!;
  const room = MAX_WORK - (total - work[index]!);
  const fit = Math.max(0, Math.floor(room / each[index]!));
  const whole = sections.length > 1 ? ` (all sections ${workTime(total)})` : '';
  const advice = fit > 0 ? `at most ${fit} fit` : 'none fits: ask for a smaller size or an easier band';
  return {
    index,
    field: 'count',
    message: `${s.count} ${s.difficulty} ${KINDS[s.kind].title} puzzles could take ${workTime(work[index]!)} to make${whole}; ${asker} may ask for ${workTime(MAX_WORK)}, so ${advice}`,
  };
}
