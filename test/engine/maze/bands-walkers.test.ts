/**
 * Issue 110, point 5: the bands rise for any solver, not only for the kind's own walker. A few
 * mazes of every band at every size a book asks for (8×8 to 40×40, seeds `test/walkers/<i>`),
 * and band by band the medians rise strictly of what the grade measures (the score, and the
 * squares the kind's walker walks: every wrong turn that heads as near the exit as the way
 * does, whatever the habit) and of the squares a second walker of another habit walks
 * (heading-walker.ts), which the generator never sees. Before the issue a medium maze cost
 * the second walker fewer squares than an easy one at 20×20 and 30×30 (a median 103 against
 * 113, 149 against 280), and at 40×40 walked with the right hand first a hard one fewer than a
 * medium one (355 against 416).
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import { solve } from '../../../src/kinds/maze/solve.ts';
import { median } from '../../../bench/survey.ts';
import { drawn } from './drawn.ts';
import { headingWalk } from './heading-walker.ts';

const SIZES = [8, 12, 20, 30, 40];
const SEEDS = 9;

/** The medians of a band at a size: the grade's score and squares walked, and the second walker's squares. */
function bandAt(size: number, difficulty: Difficulty) {
  const options = kind.options.parse({ size });
  const score: number[] = [];
  const walked: number[] = [];
  const second: number[] = [];
  for (let i = 1; i <= SEEDS; i++) {
    const made = kind.generate(new Rng(`test/walkers/${i}`), options, difficulty);
    expect(made, `${size}×${size} ${difficulty} seed ${i}`).not.toBeNull();
    const squares = headingWalk(made!.puzzle);
    expect(squares, 'the second walker reaches the exit').not.toBeNull();
    // It walks the way at least, and each square of a wrong turn it tries twice.
    expect(squares!).toBeGreaterThanOrEqual(made!.solution.path.length);
    score.push(made!.grade.score);
    walked.push(made!.grade.walked);
    second.push(squares!);
  }
  return { score: median(score), walked: median(walked), second: median(second) };
}

describe('the second walker (heading-walker.ts)', () => {
  it('heads for the exit, the square nearer it first, the left first where two are as near, and counts every square stepped into, back included', () => {
    // From the entrance facing south, east and south are as near the exit: east is on the left, a dead end walked in and back.
    const puzzle = drawn(['#S###', '#   #', '# ###', '#   #', '###E#']);
    expect(headingWalk(puzzle)).toBe(5);
    // Its one way through is 3 squares: the dead end cost it 2 more.
    expect(solve(puzzle, 2).solutions[0]!.path).toHaveLength(3);
    // The exit below the entrance: south is nearer it, and the way east is never walked.
    expect(headingWalk(drawn(['#S###', '#   #', '# ###', '#   #', '#E###']))).toBe(2);
  });
});

describe('maze bands rise for the grade and for a second walker the generator never sees (issue 110)', () => {
  it.each(SIZES.map((size) => [`${size}×${size}`, size] as const))('%s: the medians of the score, the squares the walker walks and the squares of the second walker rise band by band', (_label, size) => {
    const bands = DIFFICULTIES.map((d) => ({ d, ...bandAt(size, d) }));
    for (let i = 1; i < bands.length; i++) {
      const [lower, upper] = [bands[i - 1]!, bands[i]!];
      const at = `${size}×${size} ${lower.d} → ${upper.d}`;
      expect(upper.score, `${at} score`).toBeGreaterThan(lower.score);
      expect(upper.walked, `${at} squares walked by the kind's walker`).toBeGreaterThan(lower.walked);
      expect(upper.second, `${at} squares walked by the second walker`).toBeGreaterThan(lower.second);
    }
  });
});
