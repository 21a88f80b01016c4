import { DIFFICULTIES, type Difficulty, type Grade } from '../engine/kind.ts';
import { type Bounds, rangeOf, round1 } from '../engine/steps.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { getKind, type KindName, type OptionsOf, type PuzzleOf, type SolutionOf } from '../kinds/registry.ts';
import { VERSION } from '../version.ts';
import type { BookFile } from './bookfile-schema.ts';
import { SEED_TRIES } from './make.ts';
import { canonical, sameValue } from './canonical.ts';
import { bookSpecOf, type Job, plan } from './plan.ts';

/**
 * A book file says how each puzzle was made: from which spec, seed, options and band, with
 * which grade. This module makes again what can be made again from those facts and lists
 * every stored value that disagrees, so a hand-edited file cannot publish a forged grade, a
 * rule whose sentence says something else, or puzzles moved from their places. Each line
 * starts with the field it is about; the caller adds the file and the puzzle. (The book's
 * own title, slug, seed and version are the schema's to check: bookfile-schema.ts.)
 */

/**
 * Why a stored value made again may differ without anyone's hand: a book made by another
 * version of puzzlebook was graded (or written) by that version's rules. Said beside each
 * such line, as `(made by puzzlebook 0.0.9; graded differently by 0.1.0)`.
 */
export function since(book: BookFile, verb: string): string {
  if (book.version === VERSION) return '';
  return ` (made by ${book.version ? `puzzlebook ${book.version}` : 'an unknown version of puzzlebook'}; ${verb} by ${VERSION})`;
}

/** The job seed a stored seed is, or is a retry of (`<seed>/retry/<t>`, as `makeJob` derives them); null for a retry past the last. */
function jobSeedOf(seed: string): string | null {
  const m = /^(.*)\/retry\/([1-9]\d*)$/.exec(seed);
  if (!m) return seed;
  return Number(m[2]) < SEED_TRIES ? m[1]! : null;
}

/**
 * Each record against the plan of the book's spec: its section's kind (the schema checks
 * that), options and band; a seed that is its job's own or one of its retries; its id and
 * place. Without a ramp the record at each place is that place's job. With a ramp a section
 * holds its jobs' records in any order of rising score (ties in the order they were made),
 * each with the id of the place it lands in. Lines per record, by book position.
 */
export function placeFailures(book: BookFile): string[][] {
  const jobs = plan(bookSpecOf(book));
  const bySeed = new Map(jobs.map((job) => [job.seed, job]));
  const out: string[][] = book.puzzles.map(() => []);
  /** The job each record's seed belongs to, where it is one. */
  const owners: (Job | undefined)[] = book.puzzles.map((record, i) => {
    const lines = out[i]!;
    const job = jobs[i]!;
    const s = job.section;
    if (record.id !== job.id) lines.push(`id: is not ${job.id}, the id of its place`);
    if (record.difficulty !== job.difficulty) lines.push(`difficulty: is ${record.difficulty} but sections[${s}].difficulty is ${job.difficulty}`);
    if (!sameValue(record.options, job.options)) lines.push(`options: are not sections[${s}].options`);
    const seed = jobSeedOf(record.seed);
    const owner = seed === null ? undefined : bySeed.get(seed);
    if (seed === null) lines.push(`seed: a retry past the ${SEED_TRIES - 1} a build makes`);
    else if (!owner) lines.push(`seed: is not the seed of any puzzle of its spec (nor a retry of one)`);
    else if (owner.section !== s) lines.push(`seed: is the seed of a puzzle of sections[${owner.section}], not of sections[${s}]`);
    else if (!book.spec.ramp && owner.index !== i) lines.push(`seed: is the seed of puzzles[${owner.index}]'s place, not of its own (${job.seed})`);
    return owner && owner.section === s ? owner : undefined;
  });
  if (book.spec.ramp) rampFailures(book, jobs, owners, out);
  return out;
}

/** A ramped section: each job's record once, easiest first, ties in the order they were made. */
function rampFailures(book: BookFile, jobs: readonly Job[], owners: readonly (Job | undefined)[], out: string[][]): void {
  const taken = new Map<string, number>();
  book.puzzles.forEach((record, i) => {
    const owner = owners[i];
    if (owner) {
      const before = taken.get(owner.seed);
      if (before !== undefined) out[i]!.push(`seed: is also the seed of puzzles[${before}]; each puzzle of a section has its own`);
      else taken.set(owner.seed, i);
    }
    const prev = i - 1;
    if (prev < 0 || jobs[prev]!.section !== jobs[i]!.section) return;
    const [a, b] = [book.puzzles[prev]!.grade.score, record.grade.score];
    if (a > b) out[i]!.push(`grade.score: ${b} is below the ${a} of puzzles[${prev}]; a ramped section runs easiest first`);
    else if (a === b && owners[prev] && owner && owners[prev].n > owner.n) {
      out[i]!.push(`seed: was made before puzzles[${prev}] and ties with it in score, so it comes first`);
    }
  });
}

/** What the kind finds in the record that its options could not have made, or that reads otherwise made again. */
function madeFailures<K extends KindName>(name: K, options: OptionsOf<K>, puzzle: PuzzleOf<K>, solution: SolutionOf<K>, difficulty: Difficulty, book: BookFile): string[] {
  const note = since(book, 'checked');
  return getKind(name)
    .unlike(options, puzzle, solution, difficulty)
    .map((line) => line + note);
}

/**
 * A grade's figures that differ, as "level is 4 but measures 1". For a book of another version
 * (`older`), a figure its grade lacks is one that version did not measure (Secret Number's
 * `terms`, new in 0.3.0), not a difference.
 */
function differences(stored: Grade, measured: Grade, older: boolean): string {
  const keys = [...new Set([...Object.keys(measured), ...Object.keys(stored)])];
  const at = (g: Grade, key: string) => canonical((g as unknown as Record<string, unknown>)[key]) ?? 'missing';
  return keys
    .filter((key) => at(stored, key) !== at(measured, key) && !(older && at(stored, key) === 'missing'))
    .map((key) => `${key} is ${at(stored, key)} but measures ${at(measured, key)}`)
    .join('; ');
}

/** Why a measured grade is in no band: its level's techniques, but a score outside that band's range. */
function outside(level: number, score: number, bounds: Bounds): string {
  const d = DIFFICULTIES[level - 1];
  if (!d) return `no band (level ${level})`;
  const [lo, hi] = rangeOf(d, bounds);
  const range = hi === Infinity ? `from ${round1(lo)}` : `${round1(lo)} to below ${round1(hi)}`;
  return `no band: it needs ${d} techniques, but its score ${score} is outside ${d}'s ${range} for its size`;
}

/**
 * The grade measured again by the step solver, as the generator measured it: the stored grade
 * must be it, and the stored band its band. A puzzle no level solves needs guessing. Also
 * this version's grade, null when no level solves it.
 */
function gradeLines<K extends KindName>(name: K, puzzle: PuzzleOf<K>, grade: Grade, difficulty: Difficulty, book: BookFile): { lines: string[]; grade: Grade | null } {
  const kind = getKind(name);
  const measured = kind.regrade(puzzle);
  const note = since(book, 'graded differently');
  if (!measured) return { lines: [`grade: no level of the step solver solves the puzzle: it needs guessing${note}`], grade: null };
  const lines: string[] = [];
  const differ = sameValue(grade, measured) ? '' : differences(grade, measured, book.version !== VERSION);
  if (differ) lines.push(`grade: ${differ}${note}`);
  const band = kind.band(measured, puzzle);
  const none = () => (kind.stepper.ladder[measured.hardest]?.forced ? `no band: its hardest step, ${measured.hardest}, is a forced move` : outside(measured.level, measured.score, kind.bounds(puzzle)));
  if (band !== difficulty) lines.push(`difficulty: is ${difficulty} but its grade measures ${band ?? none()}${note}`);
  return { lines, grade: measured };
}

/** What checking one record found. */
export interface RecordCheck {
  /** Lines naming what is wrong: the record is not what its book's version made. */
  failures: string[];
  /**
   * A book made by another version of puzzlebook was graded by that version's ladder and
   * bounds: where this version measures its grade or band otherwise, the lines say how (a
   * note, not a failure) and `grade` is this version's, what the archive publishes (null when
   * this version's step solver does not solve it).
   */
  regraded?: { lines: string[]; grade: Grade | null };
}

/**
 * One record made again: what its options and the puzzle say, and (when `proved`, so the
 * step solver has a real puzzle to grade) its grade and band.
 */
export function recordCheck(record: PuzzleRecord, book: BookFile, proved: boolean): RecordCheck {
  const failures = madeFailures(record.kind, record.options, record.puzzle, record.solution, record.difficulty, book);
  if (!proved) return { failures };
  const graded = gradeLines(record.kind, record.puzzle, record.grade, record.difficulty, book);
  if (book.version === VERSION) return { failures: [...failures, ...graded.lines] };
  // A grade that differs only by a figure its version did not measure has no lines, but the
  // archive still publishes this version's, so every figure it shows is one measured.
  return graded.lines.length || !sameValue(record.grade, graded.grade) ? { failures, regraded: graded } : { failures };
}
