import type { Difficulty, Solved } from '../engine/kind.ts';
import { budgetLeft, withBudget, workSpent } from '../engine/budget.ts';
import { UserError } from '../engine/errors.ts';
import { derive, Rng } from '../engine/random.ts';
import type { PuzzleRecord, RecordOf } from '../kinds/record.ts';
import { getKind } from '../kinds/known.ts';
import type { KindName, OptionsOf, PuzzleOf, SolutionOf } from '../kinds/registry.ts';
import { workTime } from '../engine/work.ts';
import { inLanguage } from '../engine/language.ts';
import type { JobOf } from './plan.ts';

/** Seeds tried (the job's own, then `<seed>/retry/1`, …) before a request is called unreachable. */
export const SEED_TRIES = 6;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The proof every puzzle passes before it leaves the engine: the kind's solver, run afresh,
 * finds exactly the stored solution (or, for kinds that are only proved solvable, a
 * solution, and the stored one is right), and nothing else keeps it off the page (the kind's
 * `unfit`: a word search's grid reading an offensive word). Returns what is wrong, or null. `made`: the
 * solver's run already made (`solve(puzzle, 2)`, within the kind's own budget), where a caller
 * has one (`explain`), so the puzzle is not solved twice.
 */
export function disproof<K extends KindName>(name: K, puzzle: PuzzleOf<K>, solution: SolutionOf<K>, made?: Solved<SolutionOf<K>>): string | null {
  const kind = getKind(name);
  const wrong = kind.check(puzzle, solution);
  if (wrong) return `the stored answer is wrong: ${wrong}`;
  const solved = made ?? kind.solve(puzzle, 2);
  if (!solved.complete) return 'the solver ran out of budget, so it is not proved unique';
  if (solved.solutions.length === 0) return 'the solver finds no solution';
  if (kind.proof === 'unique') {
    if (solved.solutions.length > 1) return 'it has more than one solution';
    if (!(kind.sameAnswer ?? same)(solved.solutions[0]!, solution)) return 'the stored answer differs from the only solution';
  }
  return kind.unfit?.(puzzle) ?? null;
}

/** Makes one puzzle record of a kind from options, difficulty and seed; null if the band was not reached. */
export function makeRecord<K extends KindName>(name: K, id: string, seed: string, options: OptionsOf<K>, difficulty: Difficulty): RecordOf<K> | null {
  const made = getKind(name).generate(new Rng(seed), options, difficulty);
  if (!made) return null;
  const wrong = disproof(name, made.puzzle, made.solution);
  // The generator proved it already; a second, independent run disagreeing is a bug.
  if (wrong) throw new Error(`${name} generator made a bad puzzle from seed ${seed}: ${wrong}`);
  return { id, kind: name, difficulty: made.difficulty, seed, options, puzzle: made.puzzle, solution: made.solution, grade: made.grade };
}

/** The seed of a job's try `t`: its own seed first (t = 0), then `<seed>/retry/<t>`. */
export const seedOfTry = (seed: string, t: number): string => (t === 0 ? seed : derive(seed, 'retry', t));

/** A retry's suffix on its job's seed (`seedOfTry`). */
const RETRY = /\/retry\/([1-9]\d*)$/;

/** Which try of its job a record's seed is: 0 for the job's own seed. */
export function tryOf(record: Pick<PuzzleRecord, 'seed'>): number {
  const m = RETRY.exec(record.seed);
  return m ? Number(m[1]) : 0;
}

/** The seed of the job a record was made for: its own seed, less any retry suffix. */
export const jobSeedOf = (record: Pick<PuzzleRecord, 'seed'>): string => record.seed.replace(RETRY, '');

/**
 * Makes a job's puzzle, moving to retry seeds if its own seed cannot reach the band within
 * the generator's work budget. The budget counts solver work, not seconds, so which seed a
 * puzzle comes from never depends on how fast or busy the machine is: same spec, same book.
 */
export function makeJob<K extends KindName>(job: JobOf<K>, where: string): RecordOf<K> {
  const { record, spent } = makeWithin(job, 0);
  if (record) return record;
  const kind = getKind(job.kind);
  throw new UserError(
    `${where}: could not make a ${kind.title} puzzle at difficulty ${job.difficulty} with these options ` +
      (spent
        ? `within the work one puzzle may take (${workTime(JOB_ESTIMATES * kind.makingWork!(job.options, job.difficulty))}); try another seed, an easier difficulty or a smaller size`
        : `(${SEED_TRIES} seeds tried); try another difficulty or a larger size`),
    [],
    'unreachable',
  );
}

/** A job's puzzle from its try `from` on (book/variety.ts asks for the next when one is too like the rest); null when no try left reaches the band. */
export function makeFrom<K extends KindName>(job: JobOf<K>, from: number): RecordOf<K> | null {
  return makeWithin(job, from).record;
}

/**
 * The work a job's tries may spend together, in its kind's estimates (`makingWork`): one seed
 * may spend a whole estimate and give up (a seed the band cannot reach from), and the seeds
 * after it still get one more estimate between them. Never less than before a seed could give
 * up alone: a try gets at least what is left of the first estimate, so a seed that made its
 * puzzle within that makes the same puzzle (a larger budget changes nothing but where a seed
 * gives up), and books made before keep their bytes.
 */
export const JOB_ESTIMATES = 2;

/**
 * A job's tries from `from` on: each seed within the work its kind says one puzzle may take
 * (`makingWork`, engine/budget.ts), giving up once it is spent, and the tries together within
 * `JOB_ESTIMATES` of it; out of that, no later seed is tried (`spent`). So no one puzzle can
 * hold the process much longer than twice its estimate, which book/work-cap.ts holds to about
 * a minute before any work starts. `work`: what the generators spent (bench/largest.ts
 * reports it).
 */
export function makeWithin<K extends KindName>(job: JobOf<K>, from: number): { record: RecordOf<K> | null; spent: boolean; work: number } {
  const estimate = getKind(job.kind).makingWork?.(job.options, job.difficulty) ?? Infinity;
  const total = JOB_ESTIMATES * estimate;
  return inLanguage(job.language, () => {
    let work = 0;
    let spent = false;
    for (let t = from; t < SEED_TRIES; t++) {
      const allowed = Math.min(estimate, total - work);
      if (allowed <= 0) break;
      const made = withBudget(allowed, () => {
        const record = makeRecord(job.kind, job.id, seedOfTry(job.seed, t), job.options, job.difficulty);
        return { record, work: workSpent(), out: budgetLeft() <= 0 };
      });
      work += made.work;
      if (made.record) return { record: made.record, spent: false, work };
      spent ||= made.out;
    }
    return { record: null, spent, work };
  });
}
