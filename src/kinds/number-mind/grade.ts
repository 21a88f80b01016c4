import * as z from 'zod/mini';
import '../../engine/zod-config.ts';
import { gradingOf } from '../../engine/define.ts';
import type { Likeness } from '../../engine/kind.ts';
import { count } from '../../engine/schema-helpers.ts';
import { type Bounds, effortOf, ladderFigures, ladderGrade, levelOf, round1 } from '../../engine/steps.ts';
import { LONG } from './aims.ts';
import type { NumberMindPuzzle } from './schema.ts';
import { NumberMindSolver } from './solver.ts';
import { MindSteps, stepper } from './steps.ts';

/**
 * Work budget of the proof solver (`solve`), in its cost units (`Work.cost`): 1–2 s at the
 * largest puzzle the schema takes (40 digits, 100 guesses). Project Euler 185 needs 33
 * million; the step solver needs none, it never guesses.
 */
export const PROOF_BUDGET = 400_000_000;

/** What a Number Mind record's grade holds: the figures `measure` finds. */
export const gradeSchema = z.object({
  score: z.number(),
  ...ladderGrade,
  length: count,
  guesses: count,
  /** Guesses with none right. */
  zeros: count,
});

export type NumberMindGrade = z.output<typeof gradeSchema>;

/**
 * Measures a puzzle by the step solver: the lowest level whose techniques find the secret,
 * the hardest technique and how often each was used at that level, the steps, the length,
 * the guesses and how many score 0. Null when no level finds it (trial and error needed),
 * or when the proof solver does not prove it unique (which, the steps being sound, would
 * be a bug).
 *
 * Score: the work of the steps (`effortOf`): each by its technique's level, and each count a
 * comparison lists, way a split writes in and step a failing way is followed for
 * (`Step.paper`), one point more.
 */
export function measure(puzzle: NumberMindPuzzle): NumberMindGrade | null {
  const found = levelOf(quiet, puzzle);
  if (!found) return null;
  const proof = new NumberMindSolver(puzzle.length, puzzle.guesses).count(2, PROOF_BUDGET);
  if (!proof.complete || proof.secrets.length !== 1) return null;
  const { level, log } = found;
  const { length } = puzzle;
  const guesses = puzzle.guesses.length;
  const figures = ladderFigures(stepper.ladder, level, log.steps);
  return {
    score: round1(effortOf(stepper.ladder, log.steps)),
    ...figures,
    length,
    guesses,
    zeros: puzzle.guesses.filter((g) => g.correct === 0).length,
  };
}

/** The step solver without its sentences: a grade reads only each step's technique and paper. */
const quiet = { ...stepper, steps: (puzzle: NumberMindPuzzle, level: number) => new MindSteps(puzzle).solve(level, false) };

/**
 * Scores where medium, hard and expert begin, by the secret's length (`PuzzleKind.bounds`),
 * set from measured distributions (docs/kinds/number-mind.md): medium from 2 points a digit
 * and 4 more (above every easy list the generator keeps), hard from 3 a digit and 18 (two
 * either-or splits and their comparisons), expert from 3.5 a digit and 28 (between hard's
 * medians and expert's). On a long code (`LONG`) hard takes two steps more than a short
 * code's (aims.ts), each a comparison or a split of some 7 points, on up to two guesses fewer:
 * expert begins 16 points higher (measured unbounded, hard came out at 52–78 points at 8
 * digits and 64–105 at 12; bounded at 72 and 86 its search fits under, and expert's median
 * stays some twenty points above). A 3-digit code holds little reasoning (one split opens most of
 * it, and an expert is less work than the formulas' hard), so its bands have their own:
 * medium from 8, hard from 12, expert from 17.
 */
export function bounds(puzzle: Pick<NumberMindPuzzle, 'length'>): Bounds {
  const L = puzzle.length;
  if (L <= 3) return [8, 12, 17];
  return [2 * L + 4, 3 * L + 18, 3.5 * L + (L >= LONG ? 44 : 28)];
}

/** Number Mind's grading: the schema, `measure` and `bounds` above; the band follows from them and the ladder. */
export const grading = gradingOf<NumberMindPuzzle, NumberMindGrade, Pick<NumberMindPuzzle, 'length'>>(stepper, { schema: gradeSchema, measure, bounds });

/**
 * How an easy puzzle's digits are found: places run down to their last digit (`last-digit`:
 * at least one digit in four of the code, and at least one, found that way), else guesses
 * whose other digits are crossed off once their right places are known (`score-met`), else
 * neither: every digit written in because a guess has only its needed digits left.
 */
export type EasyTrick = 'last-digit' | 'score-met' | 'all-needed';

/** The trick of an easy solve of a code of `length`, from its steps or its grade's uses. */
export function easyTrickOf(steps: readonly { technique: string }[] | Record<string, number>, length: number): EasyTrick {
  const uses = (t: string) => (Array.isArray(steps) ? steps.filter((s) => s.technique === t).length : ((steps as Record<string, number>)[t] ?? 0));
  return uses('last-digit') >= Math.max(1, Math.floor(length / 4)) ? 'last-digit' : uses('score-met') > 0 ? 'score-met' : 'all-needed';
}

/**
 * The scores of a list as a reader takes them in, whatever their order: how many guesses have
 * none right, how many one, and so on (`0 0 1 2 2 2`).
 */
export const scorePattern = (puzzle: Pick<NumberMindPuzzle, 'guesses'>): string =>
  puzzle.guesses
    .map((g) => g.correct)
    .sort((a, b) => a - b)
    .join(' ');

/**
 * The most of a section one list length or one score pattern may take: about a third. A code
 * of 3 or 4 digits scores every guess 0 or 1 and needs six to eight of them to be proved
 * (measured: 4-digit expert lists are 7 guesses in six puzzles of ten, and asked for one
 * fewer the search found such a list for few seeds), so there half a section may share one.
 */
const shareAt = (length: number) => (length <= 4 ? 1 / 2 : 1 / 3);

/**
 * What makes puzzles of a section alike (`PuzzleKind.likeness`), in every band: how many
 * guesses they give, and their score pattern (`scorePattern`), each in about a third of a
 * section at most (`shareAt`); and for easy puzzles their trick (`EasyTrick`), in three of
 * four at most. The generator draws a trick for each easy puzzle and builds lists until one
 * shows it, and on a long code draws each harder list's length (aims.ts), so a remake is
 * rare there; a short code's harder lists are as long as their easy puzzle's (one length in
 * half of them), and a section of them is varied by remaking (book/variety.ts).
 */
export function likeness(puzzle: Pick<NumberMindPuzzle, 'length' | 'guesses'>, grade: Pick<NumberMindGrade, 'level' | 'uses'>): Likeness[] {
  const share = shareAt(puzzle.length);
  const keys: Likeness[] = [
    { key: `guesses: ${puzzle.guesses.length}`, share },
    { key: `scores: ${scorePattern(puzzle)}`, share },
  ];
  if (grade.level === 1) keys.push({ key: `easy: ${easyTrickOf(grade.uses, puzzle.length)}`, share: 0.75 });
  return keys;
}
