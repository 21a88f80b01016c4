/**
 * Issue 110, point 5: the bands rise for any solver, not only for the kind's own walker. Mazes of
 * every band at every size a book asks for (8×8 to 40×40, seeds `test/walkers/<i>`): 9 a band in
 * npm test, 30 in CI's release run (test/cases.ts `rowsOf`). Band by band the medians rise
 * strictly of what the grade measures (the score, and the squares the kind's walker walks: every
 * wrong turn that heads as near the exit as the way does, whatever the habit) and of the squares
 * a second walker of another habit walks (heading-walker.ts), which the generator never sees,
 * taking the left first where two ways are as near the exit, and the right first. Before the
 * issue a medium maze cost the second walker, the left first, fewer squares than an easy one at
 * 20×20 and 30×30 (medians of 30 mazes in docs/kinds/maze.md: 90 against 99, 149 against 188),
 * and a hard one fewer than a medium one at 40×40 (363 against 444). A round maze at 5, 8, 11
 * and 14 rings is held the same, the second walker walking round its rings (`headingWalkRound`).
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import { solve } from '../../../src/kinds/maze/solve.ts';
import { median } from '../../../bench/survey.ts';
import { rowsOf } from '../../cases.ts';
import { drawn } from './drawn.ts';
import { headingWalk as headingWalkSquare, headingWalkRound } from './heading-walker.ts';

const SIZES = [8, 12, 20, 30, 40];
/** Each size with 9 seeds a band in npm test, and again with 30 in CI's release run. */
const ROWS = rowsOf(
  [9, 30].flatMap((seeds) => SIZES.map((size) => [`${size}×${size}, ${seeds} seeds a band`, size, seeds] as const)),
  ([, , seeds]) => seeds === 9,
);

/** A round maze's rings, as a book asks them (5 to 14): 9 seeds a band in npm test, 30 in CI's release run. */
const RINGS = [5, 8, 11, 14];
const ROUND_ROWS = rowsOf(
  [9, 30].flatMap((seeds) => RINGS.map((rings) => [`round, ${rings} rings, ${seeds} seeds a band`, rings, seeds] as const)),
  ([, , seeds]) => seeds === 9,
);

/** The medians of a band at a size (a round maze's rings): the grade's score and squares walked, and the second walker's squares, either hand first. */
function bandAt(size: number, difficulty: Difficulty, seeds: number, shape: 'rect' | 'round' = 'rect') {
  const options = kind.options.parse(shape === 'round' ? { shape, size } : { size });
  const headingWalk = shape === 'round' ? headingWalkRound : headingWalkSquare;
  const score: number[] = [];
  const walked: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  for (let i = 1; i <= seeds; i++) {
    const made = kind.generate(new Rng(`test/walkers/${i}`), options, difficulty);
    expect(made, `${size}×${size} ${difficulty} seed ${i}`).not.toBeNull();
    const [l, r] = [headingWalk(made!.puzzle, 'left'), headingWalk(made!.puzzle, 'right')];
    expect([l, r], 'the second walker reaches the exit').not.toContain(null);
    // It walks the way at least, and each square of a wrong turn it tries twice.
    expect(Math.min(l!, r!)).toBeGreaterThanOrEqual(made!.solution.path.length);
    score.push(made!.grade.score);
    walked.push(made!.grade.walked);
    left.push(l!);
    right.push(r!);
  }
  return { score: median(score), walked: median(walked), left: median(left), right: median(right) };
}

describe('the second walker (heading-walker.ts)', () => {
  it('heads for the exit, the square nearer it first, the left (or the right) first where two are as near, and counts every square stepped into, back included', () => {
    // From the entrance facing south, east and south are as near the exit: east is on the left, a dead end walked in and back.
    const puzzle = drawn(['#S###', '#   #', '# ###', '#   #', '###E#']);
    expect(headingWalkSquare(puzzle)).toBe(5);
    // Its one way through is 3 squares: the dead end cost it 2 more.
    expect(solve(puzzle, 2).solutions[0]!.path).toHaveLength(3);
    // The right first: the way south at once, 3 squares.
    expect(headingWalkSquare(puzzle, 'right')).toBe(3);
    // The exit below the entrance: south is nearer it, and the way east is never walked.
    expect(headingWalkSquare(drawn(['#S###', '#   #', '# ###', '#   #', '#E###']))).toBe(2);
  });
});

describe('maze bands rise for the grade and for a second walker the generator never sees (issue 110)', () => {
  it.each(ROWS)('%s: the medians of the score, the squares the walker walks and the squares of the second walker rise band by band', (_label, size, seeds) => {
    const bands = DIFFICULTIES.map((d) => ({ d, ...bandAt(size, d, seeds) }));
    for (let i = 1; i < bands.length; i++) {
      const [lower, upper] = [bands[i - 1]!, bands[i]!];
      const at = `${size}×${size} ${lower.d} → ${upper.d}`;
      expect(upper.score, `${at} score`).toBeGreaterThan(lower.score);
      expect(upper.walked, `${at} squares walked by the kind's walker`).toBeGreaterThan(lower.walked);
      expect(upper.left, `${at} squares walked by the second walker, the left first`).toBeGreaterThan(lower.left);
      expect(upper.right, `${at} squares walked by the second walker, the right first`).toBeGreaterThan(lower.right);
    }
  });
});

describe('a round maze\'s bands rise for the grade and for the second walker, walking round the rings (issue 110)', () => {
  it.each(ROUND_ROWS)('%s: the medians of the score, the squares the walker walks and the squares of the second walker rise band by band', (_label, rings, seeds) => {
    const bands = DIFFICULTIES.map((d) => ({ d, ...bandAt(rings, d, seeds, 'round') }));
    for (let i = 1; i < bands.length; i++) {
      const [lower, upper] = [bands[i - 1]!, bands[i]!];
      const at = `${rings} rings ${lower.d} → ${upper.d}`;
      expect(upper.score, `${at} score`).toBeGreaterThan(lower.score);
      expect(upper.walked, `${at} squares walked by the kind's walker`).toBeGreaterThan(lower.walked);
      expect(upper.left, `${at} squares walked by the second walker, counter-clockwise first`).toBeGreaterThan(lower.left);
      expect(upper.right, `${at} squares walked by the second walker, clockwise first`).toBeGreaterThan(lower.right);
    }
  });
});
