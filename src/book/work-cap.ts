import { DIFFICULTIES, type Difficulty } from '../engine/kind.ts';
import { getKind, KINDS } from '../kinds/known.ts';
import type { KindName, OptionsOf } from '../kinds/registry.ts';
import type { Sizing } from '../engine/sizing.ts';
import { WORK_PER_SECOND, workTime } from '../engine/work.ts';
import { DEFAULTS, sizeOf, typicalWork } from './costs.ts';
import { JOB_ESTIMATES } from './make.ts';

/**
 * The most work a spec or command may be expected to take, all its puzzles as they typically
 * cost to make (book/costs.ts, measured): about two hours of one core, one on two. Far beyond
 * the books in books/ or the tests: 5,000 medium puzzles of any kind at its defaults take
 * minutes, 5,000 expert 20×20 Numbrix about an hour; 5,000 expert 12×12 Kakuro, about four,
 * are refused before any puzzle is tried. (Each puzzle's worst case times the count, what the
 * cap once read, is ten to a hundred times what a book costs.)
 */
export const MAX_WORK = 2 * 3_600 * WORK_PER_SECOND;

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

/** A section as the work it asks for is reckoned: a spec's, or one command's. */
export interface Asked {
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
 * The work one puzzle of a section may be expected to take: the measured typical cost of its
 * kind, band and size (book/costs.ts), never past the most its tries may spend together
 * (`JOB_ESTIMATES` of `puzzleWork`, where its kind gives one); the worst case where nothing
 * was measured.
 */
export function expectedPuzzleWork(s: Omit<Asked, 'count'>): number {
  const worst = puzzleWork(s);
  let typical: number | undefined;
  try {
    typical = typicalWork(s.kind, s.options, s.difficulty);
  } catch {
    return 0;
  }
  if (typical === undefined || !Number.isFinite(typical)) return worst;
  return KINDS[s.kind].makingWork ? Math.min(typical, JOB_ESTIMATES * worst) : typical;
}

/** The work a section is expected to take: its count of `expectedPuzzleWork` (0 for a count a spec refuses on its own). */
export function sectionWork(s: Asked): number {
  return (Number.isInteger(s.count) && s.count > 0 ? s.count : 0) * expectedPuzzleWork(s);
}

/** The work sections are expected to take together: what `build --plan` says of their making. */
export const sectionsWork = (sections: readonly Asked[]): number => sections.reduce((n, s) => n + sectionWork(s), 0);

/**
 * Work as what it is, an estimate of one core's work, and what it comes to on more:
 * "about 40 seconds of one core's work (about 20 seconds on 2 cores)".
 */
export function workWords(work: number, cores = 1): string {
  const one = `${workTime(work)} of one core's work`;
  return cores > 1 ? `${one} (${workTime(work / cores)} on ${cores} cores)` : one;
}

/** One reason the sections cannot be made: the section (`index`, -1 for all of them), the field it is about, and why. */
export interface WorkIssue {
  index: number;
  field: 'options' | 'count' | null;
  message: string;
}

/**
 * Every reason the sections ask for more work than anyone would wait, all at once so a spec is
 * fitted in one run: each section one of whose puzzles could take more than about a minute
 * (`tooSlow`, its options); else, where their expected work together is over `MAX_WORK`, the
 * whole's estimate, then each section that is a tenth of it or more, with its estimate and how
 * many of its puzzles would fit beside the others (its count). Empty when they fit.
 */
export function workIssues(sections: readonly Asked[], asker = 'a spec'): WorkIssue[] {
  const slow = sections.flatMap((s, index): WorkIssue[] => {
    const why = tooSlow(s as Asked & { kind: KindName; options: OptionsOf<KindName> });
    return why ? [{ index, field: 'options', message: why }] : [];
  });
  if (slow.length > 0) return slow;
  const each = sections.map((s) => expectedPuzzleWork(s));
  const work = sections.map(sectionWork);
  const total = sectionsWork(sections);
  if (total <= MAX_WORK) return [];
  const cap = `${asker} may ask for ${workTime(MAX_WORK)}`;
  const over = sections.flatMap((s, index): WorkIssue[] => {
    if (!(work[index]! >= total / 10 && each[index]! > 0)) return [];
    const fit = Math.max(0, Math.floor((MAX_WORK - (total - work[index]!)) / each[index]!));
    const advice = fit > 0 ? `at most ${fit} fit${sections.length > 1 ? ' beside the other sections' : ''}` : 'none fits beside the other sections: ask for fewer there, a smaller size or an easier band';
    return [{ index, field: 'count', message: `${s.count} ${s.difficulty} ${KINDS[s.kind].title} puzzles are expected to take ${workWords(work[index]!)}; ${cap}, so ${advice}` }];
  });
  if (sections.length === 1) return over;
  return [{ index: -1, field: null, message: `the sections together are expected to take ${workWords(total)}; ${cap} (build --plan says each section's estimate)` }, ...over];
}

/** The first of `workIssues` (a command asks for one section): null when the sections fit. */
export function tooMuchWork(sections: readonly Asked[], asker = 'a spec'): WorkIssue | null {
  return workIssues(sections, asker)[0] ?? null;
}

/**
 * What `build --plan` says of the making: the book's expected work, and each section's by its
 * path in the spec (`sections[3]`), so a spec is fitted against the cap in one run. `cores`: the
 * threads the build would make them on.
 */
export function makingLines(sections: readonly Asked[], cores: number): string[] {
  const work = sections.map(sectionWork);
  const total = sectionsWork(sections);
  const width = String(sections.length - 1).length;
  return [
    `making, as the bench measured puzzles to cost (docs/bench.md): ${workWords(total, cores)}; a spec may ask for ${workTime(MAX_WORK)} of one core's work`,
    ...sections.map((s, i) => {
      // Named only where the options name it: a Secret Number's default digits are its band's.
      const n = sizeOf(s.kind, s.options);
      const option = KINDS[s.kind].sizeOption;
      const size = n === DEFAULTS ? undefined : (sizingOf(s.kind)?.label(s.options as never) ?? (option?.square ? `${n}×${n}` : option && `${option.name} ${n}`));
      return `  sections[${String(i).padStart(width)}]  ${s.count} ${s.difficulty} ${KINDS[s.kind].title}${size ? ` of ${size}` : ''}: ${workTime(work[i]!)}`;
    }),
  ];
}
