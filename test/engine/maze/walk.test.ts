/**
 * The walker (engine/mazekit/walk.ts) and the maze's step solver on mazes drawn by hand, where
 * every wrong turn's shape is known: a straight dead end seen from its fork, a blind alley that
 * bends, a branching alley (one fork, each branch a blind alley), a maze within the maze (a fork
 * within a fork). Each is classified as drawn; the steps at level L stop at the first wrong turn
 * past L; the log at the top level reaches the way (the oracle's one); the steps after squares
 * already traced are the walk's rest; and every step's sentence is whole, in every language.
 * Then on made mazes of every band: solved at its grade's level, stuck below it, reaching the
 * stored way.
 */
import { describe, expect, it } from 'vitest';
import { bookLanguages } from '../../../src/engine/catalog.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { walkMaze } from '../../../src/engine/mazekit/walk.ts';
import { Rng } from '../../../src/engine/random.ts';
import { boardOf } from '../../../src/kinds/maze/board.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import { oracle } from '../../../src/kinds/maze/oracle.ts';
import type { MazePuzzle } from '../../../src/kinds/maze/schema.ts';
import { solveSteps, stepper, walkOf } from '../../../src/kinds/maze/steps.ts';
import { ladder } from '../../../src/kinds/maze/words.ts';
import { drawn } from './drawn.ts';

/**
 * In at the top left, out at the bottom left: along the top, down the right and back along the
 * bottom. Below the top corridor hang, left to right, a straight dead end (column 2), a blind
 * alley bending right (column 4), a branching alley (column 8: one fork, two bent branches) and
 * a maze within the maze (column 12: a fork, and on its right branch a fork again). Each heads
 * down, toward the exit more than the corridor on does, so the walker tries it first.
 */
const shapes = drawn([
  '#S#############################',
  '#                             #',
  '### ### ####### ####### ##### #',
  '### ### ####### ####### #   # #',
  '### ### ####### ####### # ### #',
  '### ###   ###     ###     ### #',
  '### ######### ### ### ### ### #',
  '### ######### ### ### ###   # #',
  '############################# #',
  'E                             #',
  '###############################',
]);

/**
 * In at the top, out at the bottom of the middle column; at its middle, two blind alleys
 * leave sideways, neither nearer the exit than the way straight on.
 */
const away = drawn([
  '#####S#####',
  '##### #####',
  '##### #####',
  '##### # ###',
  '##### # ###',
  '###     ###',
  '### # #####',
  '### # #####',
  '##### #####',
  '##### #####',
  '#####E#####',
]);

/**
 * In at the top, out at the bottom of the middle column; a step in, the way forks left and right,
 * each first square as near the exit as the other (issue 110: only a habit chooses there). In
 * `tieRight` the way goes on to the right and a blind alley of 6 squares bends away to the left;
 * `tieLeft` is its mirror. Where the way turns to the exit a wrong turn leads the other way,
 * farther from the exit than the way.
 */
const tieRight = drawn(['#####S#####', '#   # #   #', '# ### ### #', '# #     # #', '# # ### # #', '#   #     #', '#####E#####']);
const tieLeft = drawn(['#####S#####', '#   # #   #', '# ### ### #', '# #     # #', '# # ### # #', '#     #   #', '#####E#####']);

const COLS = shapes.cols;
const sq = (cell: number) => `${Math.floor(cell / COLS)},${cell % COLS}`;
const cellOf = (r: number, c: number) => r * COLS + c;

/** The walk in short: a stretch as `way` and its squares, a wrong turn as its shape, fork, turn and figures. */
function walkOfShapes(p: MazePuzzle) {
  return walkOf(p)!.map((w) =>
    w.type === 'stretch'
      ? { way: w.cells.map(sq).join(' '), turn: w.turn, exit: w.exit }
      : { shape: w.shape, fork: sq(w.fork), turn: w.turn, cells: [...w.cells].map(sq).sort().join(' '), forks: w.forks, deepest: w.deepest },
  );
}

describe('the walker on a maze of every shape of wrong turn', () => {
  it('classifies each as drawn, in the order met, and walks the rest of the way between them', () => {
    expect(kind.puzzle.safeParse(shapes).success).toBe(true);
    const row = (r: number, a: number, b: number) => Array.from({ length: Math.abs(b - a) + 1 }, (_, i) => `${r},${a < b ? a + i : a - i}`);
    expect(walkOfShapes(shapes)).toEqual([
      { way: '0,0 0,1', turn: null, exit: false },
      { shape: 'seen', fork: '0,1', turn: 'right', cells: '1,1 2,1 3,1', forks: 0, deepest: 3 },
      { way: '0,2 0,3', turn: 'straight', exit: false },
      { shape: 'alley', fork: '0,3', turn: 'right', cells: '1,3 2,3 2,4', forks: 0, deepest: 3 },
      { way: row(0, 4, 7).join(' '), turn: 'straight', exit: false },
      { shape: 'branching', fork: '0,7', turn: 'right', cells: '1,7 2,6 2,7 2,8 3,6 3,8', forks: 1, deepest: 4 },
      { way: row(0, 8, 11).join(' '), turn: 'straight', exit: false },
      { shape: 'labyrinth', fork: '0,11', turn: 'right', cells: '1,11 1,12 1,13 2,10 2,11 2,12 3,10 3,12 3,13', forks: 2, deepest: 5 },
      { way: [...row(0, 12, 14), '1,14', '2,14', '3,14', ...row(4, 14, 0)].join(' '), turn: 'straight', exit: true },
    ]);
  });

  it('never walks a wrong turn that heads away from the exit: the way is tried first', () => {
    expect(walkOf(away)!.map((w) => w.type)).toEqual(['stretch', 'stretch']);
    // A choice all the same: two ways at the fork did not end in sight.
    expect(kind.regrade(away)).toMatchObject({ level: 1, forks: 1, deepest: 0, walked: 5 });
  });

  it('walks a wrong turn as near the exit as the way before the way, whichever side it is on; one that leads farther it leaves (issue 110)', () => {
    const wrongOf = (p: MazePuzzle) => walkOf(p)!.flatMap((w) => (w.type === 'wrong' ? [{ fork: `${Math.floor(w.fork / p.cols)},${w.fork % p.cols}`, turn: w.turn, shape: w.shape, deepest: w.deepest }] : []));
    // Walking south, the left is east: the alley on the right (west) in tieRight, on the left in tieLeft; no habit dodges it.
    expect(wrongOf(tieRight)).toEqual([{ fork: '1,2', turn: 'right', shape: 'alley', deepest: 6 }]);
    expect(wrongOf(tieLeft)).toEqual([{ fork: '1,2', turn: 'left', shape: 'alley', deepest: 6 }]);
    // Both cost the same: the way's 5 squares and 5 of the alley's in and out (its last seen from the one before), none of the 4 beyond the farther wrong turn.
    expect(kind.regrade(tieRight)).toMatchObject({ level: 2, way: 5, walked: 15 });
    expect(kind.regrade(tieLeft)).toMatchObject({ level: 2, way: 5, walked: 15 });
  });

  it('leaves marked every square it walked or saw, and none it never met', () => {
    const metBy = (p: MazePuzzle) => {
      const { maze, start, end, inward, goal } = boardOf(p);
      const seen = new Uint8Array(maze.size);
      walkMaze(maze, start, end, inward, goal, seen);
      return [...seen.keys()].filter((c) => seen[c]).map((c) => `${Math.floor(c / p.cols)},${c % p.cols}`);
    };
    // Every square the shapes maze opens is met; the two alleys off the way down the middle are not.
    expect(metBy(shapes)).toEqual([...Array(shapes.rows * COLS).keys()].filter((c) => shapes.open[Math.floor(c / COLS)]![c % COLS] !== 0).map(sq));
    expect(metBy(away)).toEqual(['0,2', '1,2', '2,2', '3,2', '4,2']);
  });
});

describe('the maze step solver', () => {
  const techniques = (level: number) => solveSteps(shapes, level).steps.map((s) => s.technique);

  it('stops at the first wrong turn past its level, and solves at the top', () => {
    expect(techniques(1)).toEqual(['follow', 'seen', 'follow']);
    expect(techniques(2)).toEqual(['follow', 'seen', 'follow', 'alley', 'follow']);
    expect(techniques(3)).toEqual(['follow', 'seen', 'follow', 'alley', 'follow', 'branching', 'follow']);
    expect(techniques(4)).toEqual(['follow', 'seen', 'follow', 'alley', 'follow', 'branching', 'follow', 'labyrinth', 'follow']);
    expect([1, 2, 3, 4].map((l) => solveSteps(shapes, l).solved)).toEqual([false, false, false, true]);
    expect(kind.regrade(shapes)).toMatchObject({ level: 4, hardest: 'labyrinth', uses: { follow: 5, seen: 1, alley: 1, branching: 1, labyrinth: 1 } });
  });

  it('writes the way and strikes each wrong turn at its first square; its log reaches the one way', () => {
    const { steps } = solveSteps(shapes, 4);
    const wrong = steps.filter((s) => s.technique !== 'follow');
    expect(wrong.map((s) => s.strike.map((x) => sq(x.cell)))).toEqual([['1,1'], ['1,3'], ['1,7'], ['1,11']]);
    expect(wrong.map((s) => s.place)).toEqual([[], [], [], []]);
    // Squares walked into a wrong turn and back are paper work, a point for every twenty: a dead end in sight none, the short ones none, the labyrinth one.
    expect(wrong.map((s) => s.paper)).toEqual([0, 0, 0, 1]);
    // The forks inside them are steps of the solve the grade counts (1 in the branching alley, 2 in the labyrinth), and a point each.
    const grade = kind.regrade(shapes)!;
    expect(grade.steps).toBe(steps.length + 3);
    expect(grade.score).toBe(5 * 1 + 1 + 2 + 4 + 8 + 1 + 3);
    const ways = oracle(shapes);
    expect(ways).toHaveLength(1);
    expect(stepper.reach(shapes, steps)).toEqual(ways[0]);
    // Short of the exit, the log reaches nothing.
    expect(stepper.reach(shapes, solveSteps(shapes, 3).steps)).toBeNull();
  });

  it('goes on from the squares already traced: the rest of the walk, with the wrong turns ruled out just before it', () => {
    const all = solveSteps(shapes, 4).steps;
    const traced = (...cells: [number, number][]) => cells.map(([r, c]) => ({ cell: cellOf(r, c), value: 1 }));
    // The first stretch traced: on from the dead end seen at its fork.
    expect(solveSteps(shapes, 4, traced([0, 0], [0, 1])).steps).toEqual(all.slice(1));
    // Traced partway along the second: that stretch is still to finish.
    expect(solveSteps(shapes, 4, traced([0, 0], [0, 1], [0, 2])).steps).toEqual(all.slice(1));
    // Traced to the fork of the branching alley: on from it.
    expect(solveSteps(shapes, 4, traced(...all.slice(0, 5).flatMap((s) => s.place.map((p) => [Math.floor(p.cell / COLS), p.cell % COLS] as [number, number])))).steps).toEqual(all.slice(5));
    // The whole way traced: nothing is left.
    expect(solveSteps(shapes, 4, all.flatMap((s) => s.place)).steps).toEqual([]);
    // Below the level, the known squares leave the steps up to where it is stuck.
    expect(solveSteps(shapes, 2, traced([0, 0], [0, 1])).steps.map((s) => s.technique)).toEqual(['seen', 'follow', 'alley', 'follow']);
  });

  it('tells each step as a whole sentence, in every language, naming its squares', () => {
    const said = solveSteps(shapes, 4).steps.map((s) => s.say);
    expect(said[0]).toBe('From the entrance, follow the path 1 square to the fork in row 1, column 2.');
    expect(said[1]).toBe('At the fork in row 1, column 2, the way to the right hits a wall after 3 squares: you can see it ends.');
    expect(said[3]).toBe('At the fork in row 1, column 4, the way to the right is a blind alley: it bends and ends 3 squares in, so come back.');
    expect(said[5]).toContain('row 1, column 8');
    expect(said[5]).toContain('with 1 fork:');
    expect(said[7]).toContain('2 forks');
    expect(said[8]).toBe('At the fork in row 1, column 12, go straight on and follow the path 21 squares to the exit.');
    const made = DIFFICULTIES.map((d) => kind.generate(new Rng(`test/maze/walk/say/${d}`), kind.options.parse({ size: 12 }), d)!.puzzle);
    for (const lang of bookLanguages()) {
      for (const p of [shapes, ...made]) {
        for (const s of inLanguage(lang, () => solveSteps(p, 4).steps)) {
          expect(s.say, lang).not.toMatch(/\{\{|\}\}|undefined|NaN/);
          expect(s.say, lang).toMatch(/^\p{Lu}.*\p{L}.*[.!]$/u);
        }
      }
    }
  });
});

describe('the step solver on made mazes of every band', () => {
  it.each(DIFFICULTIES)('%s: solved at its grade\'s level, stuck below it, its log reaching the stored way', (difficulty) => {
    for (let i = 1; i <= 6; i++) {
      const { puzzle, solution, grade } = kind.generate(new Rng(`test/maze/walk/${difficulty}/${i}`), kind.options.parse({ size: 8 + 4 * i }), difficulty)!;
      expect(grade.level).toBe(DIFFICULTIES.indexOf(difficulty) + 1);
      for (let level = 1; level <= 4; level++) {
        const log = solveSteps(puzzle, level);
        expect(log.solved, `level ${level}`).toBe(level >= grade.level);
        for (const s of log.steps) expect(ladder[s.technique as keyof typeof ladder].level).toBeLessThanOrEqual(level);
        if (log.solved) expect(stepper.reach(puzzle, log.steps)).toEqual(solution);
      }
      // The way's squares are written once each, in order: the stretches laid end to end are the stored way.
      const placed = solveSteps(puzzle, 4).steps.flatMap((s) => s.place.map((p) => p.cell));
      expect(placed).toEqual(solution.path.map(([r, c]) => r * puzzle.cols + c));
    }
  });
});
