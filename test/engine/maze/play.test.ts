/**
 * The maze's game without the DOM (play.ts): a line traced square by square from the entrance,
 * walls refusing it, taken back by going back or by a tap on it, a corner cut by a finger gone
 * round, Check's words on a line short of the exit, a stored game read back as hostile, and the
 * hints a game is given stretch by stretch to the exit.
 */
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import {
  type Cell,
  mazeHint,
  mazeSolved,
  type MazeState,
  onWay,
  openWays,
  progress,
  reach,
  restoreMaze,
  saidOf,
  squareName,
  startMaze,
  step,
  takeHint,
  wayTo,
} from '../../../src/kinds/maze/play.ts';
import type { MazePuzzle, MazeSolution } from '../../../src/kinds/maze/schema.ts';

interface Game {
  band: Difficulty;
  puzzle: MazePuzzle;
  solution: MazeSolution;
  way: Cell[];
}

const SIZES: [Difficulty, number][] = [
  ['easy', 8],
  ['medium', 10],
  ['hard', 12],
  ['expert', 14],
];
const GAMES: Game[] = SIZES.map(([band, size]) => {
  for (let i = 0; i < 10; i++) {
    const made = kind.generate(new Rng(`test/maze/play/${band}/${i}`), kind.options.parse({ size }), band);
    if (made) return { band, puzzle: made.puzzle, solution: made.solution, way: made.solution.path.map(([r, c]) => [r, c] as Cell) };
  }
  throw new Error(`no ${band} maze of ${size}×${size}`);
});

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
const state = (line: Cell[], mistakes = 0): MazeState => ({ line, mistakes, counted: [] });
/** A square beside the way at a fork: its first wrong turn, with the way's square it turns off at. */
function wrongTurn(g: Game): { at: number; into: Cell } {
  for (let i = 0; i < g.way.length - 1; i++) {
    for (const w of openWays(g.puzzle, g.way[i]!)) {
      const t = step(g.puzzle, g.way.slice(0, i + 1), w);
      if (t.type === 'grow' && !same(t.line.at(-1)!, g.way[i + 1]!)) return { at: i, into: t.line.at(-1)! };
    }
  }
  throw new Error('a maze with no wrong turn');
}

describe.each(GAMES)('a game of a $band maze', (g) => {
  it('starts at the entrance, not solved, and Check says to start there', () => {
    const s = startMaze(g.puzzle);
    expect(s).toEqual({ line: [g.puzzle.start], mistakes: 0, counted: [] });
    expect(mazeSolved(g.puzzle, s)).toBe(false);
    expect(progress(g.solution, s)).toEqual({ message: 'Start at the entrance arrow and trace the way to the exit.', off: null });
    expect(squareName(g.puzzle, s.line, g.way[0]!)).toMatch(/^Row \d+, column \d+: the end of your line, square 1; open .+ \(the entrance\)$/);
    expect(squareName(g.puzzle, s.line, g.way.at(-1)!)).toMatch(/^Row \d+, column \d+ \(the exit\)$/);
  });

  it('is traced square by square along the way to the exit, each step said, walls refusing every other way', () => {
    let line: Cell[] = [g.way[0]!];
    for (let i = 1; i < g.way.length; i++) {
      const head = line.at(-1)!;
      const way = wayTo(head, g.way[i]!)!;
      // Every way from the line's end but through an opening is a wall (the maze's border and its doors too).
      for (const other of (['up', 'right', 'down', 'left'] as const).filter((w) => !openWays(g.puzzle, head).includes(w))) {
        const t = step(g.puzzle, line, other);
        expect(t).toEqual({ type: 'wall', from: head, way: other });
      }
      const t = step(g.puzzle, line, way);
      expect(t.type).toBe('grow');
      if (t.type !== 'grow') return;
      expect(saidOf(g.puzzle, line, t.line)).toMatch(new RegExp(`^Row ${g.way[i]![0] + 1}, column ${g.way[i]![1] + 1}: your line is ${i + 1} squares long\\.$`));
      line = t.line;
      if (i < g.way.length - 1) {
        expect(mazeSolved(g.puzzle, state(line))).toBe(false);
        expect(progress(g.solution, state(line))).toEqual({ message: `So far, so good: all ${i + 1} squares of your line are on the way. Trace on to the exit.`, off: null });
      }
    }
    expect(line).toEqual(g.way);
    expect(mazeSolved(g.puzzle, state(line))).toBe(true);
    // The entrance's door is no passage: the line cannot leave by it.
    const outward = (['up', 'right', 'down', 'left'] as const).find((w) => step(g.puzzle, [g.way[0]!], w).type === 'wall' && isBorder(g.puzzle, g.way[0]!, w));
    expect(outward).toBeDefined();
  });

  it('takes the line back: a step onto the square before, a tap on a square of it; a tap on its end or far from it changes nothing', () => {
    const line = g.way.slice(0, Math.min(6, g.way.length - 1));
    const back = step(g.puzzle, line, wayTo(line.at(-1)!, line.at(-2)!)!);
    expect(back).toEqual({ type: 'back', line: line.slice(0, -1) });
    expect(saidOf(g.puzzle, line, line.slice(0, -1))).toBe(`Taken back to row ${line.at(-2)![0] + 1}, column ${line.at(-2)![1] + 1}: your line is ${line.length - 1} squares long.`);
    expect(reach(g.puzzle, line, line[1]!)).toEqual({ type: 'back', line: line.slice(0, 2) });
    expect(reach(g.puzzle, line, line[0]!)).toEqual({ type: 'back', line: line.slice(0, 1) });
    expect(reach(g.puzzle, line, line.at(-1)!)).toEqual({ type: 'here' });
    const far = g.way.at(-1)!;
    expect(reach(g.puzzle, line, far)).toEqual({ type: 'far' });
    // A tap on the next square of the way traces it.
    expect(reach(g.puzzle, line, g.way[line.length]!)).toEqual({ type: 'grow', line: g.way.slice(0, line.length + 1) });
  });

  it('goes round a corner a finger cut, by the side that is open, and never through a wall', () => {
    let rounded = 0;
    for (let i = 0; i + 2 < g.way.length; i++) {
      const [a, , c] = [g.way[i]!, g.way[i + 1]!, g.way[i + 2]!];
      if (Math.abs(a[0] - c[0]) !== 1 || Math.abs(a[1] - c[1]) !== 1) continue;
      // From a, the square corner to corner on the way: traced through the way's own square between.
      expect(reach(g.puzzle, g.way.slice(0, i + 1), c)).toEqual({ type: 'grow', line: g.way.slice(0, i + 3) });
      rounded++;
    }
    expect(rounded).toBeGreaterThan(0);
    // A square corner to corner with no open side between (both walled): too far.
    for (let r = 0; r + 1 < g.puzzle.rows; r++)
      for (let c = 0; c + 1 < g.puzzle.cols; c++) {
        const from: Cell = [r, c];
        const to: Cell = [r + 1, c + 1];
        const viaDown = openWays(g.puzzle, from).includes('down') && openWays(g.puzzle, [r + 1, c]).includes('right');
        const viaRight = openWays(g.puzzle, from).includes('right') && openWays(g.puzzle, [r, c + 1]).includes('down');
        const t = reach(g.puzzle, [from], to);
        if (!viaDown && !viaRight) expect(t, `${r},${c}`).toEqual({ type: 'far' });
        else expect(t.type === 'grow' && t.line.length === 3 && same(t.line[2]!, to), `${r},${c}`).toBe(true);
      }
  });

  it('says where a line turns off the way, on Check and on Hint, and a hint mends nothing until it is taken back', () => {
    const { at, into } = wrongTurn(g);
    const s = state([...g.way.slice(0, at + 1), into]);
    const fork = g.way[at]!;
    expect(progress(g.solution, s)).toEqual({ message: `Your line turns off the way after row ${fork[0] + 1}, column ${fork[1] + 1}: that turn does not lead to the exit.`, off: into });
    const hint = mazeHint(g.puzzle, g.solution, s);
    expect(hint).toEqual({ type: 'mistake', cells: [into[0] * g.puzzle.cols + into[1]], say: `Your line leaves the way after the square in row ${fork[0] + 1}, column ${fork[1] + 1}: take it back to that square first.` });
    expect(takeHint(g.puzzle, g.solution, s, hint)).toBe(s);
    // Taken back to the fork, the hint goes on from there.
    expect(mazeHint(g.puzzle, g.solution, state(g.way.slice(0, at + 1))).type).toBe('step');
  });

  it('hints the next stretch from the line’s end, stretch by stretch to the exit, each taken as the way goes on', () => {
    let s = startMaze(g.puzzle);
    let hints = 0;
    while (!mazeSolved(g.puzzle, s)) {
      const hint = mazeHint(g.puzzle, g.solution, s);
      expect(hint.type).toBe('step');
      if (hint.type !== 'step') return;
      expect(hint.technique).toBe('follow');
      expect(hint.say).toMatch(/follow the path \d+ squares? to the (fork|exit)/);
      // What it writes is the way's next squares after the line's end, in order.
      const k = s.line.length;
      expect(hint.place.map((p) => p.cell)).toEqual(g.way.slice(k, k + hint.place.length).map(([r, c]) => r * g.puzzle.cols + c));
      // The wrong turns it rests on are those the walker ruled out at the fork it leaves.
      for (const before of hint.before) expect(before.technique).not.toBe('follow');
      const next = takeHint(g.puzzle, g.solution, s, hint);
      expect(next.line).toEqual(g.way.slice(0, k + hint.place.length));
      s = next;
      hints++;
    }
    expect(hints).toBeGreaterThan(0);
    expect(mazeHint(g.puzzle, g.solution, s)).toEqual({ type: 'done' });
  });

  it('hints from inside a stretch: the rest of it, from the line’s end', () => {
    // The first stretch of two squares or more, and the line traced to its first square.
    let s = startMaze(g.puzzle);
    for (;;) {
      const hint = mazeHint(g.puzzle, g.solution, s);
      if (hint.type !== 'step') throw new Error(`no stretch of two squares in the ${g.band} maze`);
      if (hint.place.length >= 2) {
        const k = s.line.length;
        const rest = mazeHint(g.puzzle, g.solution, state(g.way.slice(0, k + 1)));
        expect(rest.type === 'step' && rest.say).toBe(hint.say);
        expect(rest.type === 'step' && rest.place.map((p) => p.cell)).toEqual(hint.place.slice(1).map((p) => p.cell));
        return;
      }
      s = takeHint(g.puzzle, g.solution, s, hint);
    }
  });

  it('reads back a stored game it wrote, and nothing it could not have written', () => {
    const line = g.way.slice(0, 5);
    const kept = { line, mistakes: 2, counted: ['0-0:1'] };
    expect(restoreMaze(g.puzzle, JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(restoreMaze(g.puzzle, { line, mistakes: 0 })).toEqual({ line, mistakes: 0 });
    const { at, into } = wrongTurn(g);
    expect(restoreMaze(g.puzzle, { line: [...g.way.slice(0, at + 1), into], mistakes: 0 })).not.toBeNull();
    // A line along the way to its first square with a wall inside the maze, and one square on through that wall.
    const wallOf = (l: Cell[]) => (['up', 'right', 'down', 'left'] as const).find((w) => step(g.puzzle, l, w).type === 'wall' && !isBorder(g.puzzle, l.at(-1)!, w));
    const upTo = g.way.findIndex((_, i) => i > 0 && wallOf(g.way.slice(0, i + 1)) !== undefined);
    const walledLine = g.way.slice(0, upTo + 1);
    const walled = wallOf(walledLine)!;
    const [hr, hc] = walledLine.at(-1)!;
    const through: Cell = walled === 'up' ? [hr - 1, hc] : walled === 'down' ? [hr + 1, hc] : walled === 'left' ? [hr, hc - 1] : [hr, hc + 1];
    const hostile: [string, unknown][] = [
      ['null', null],
      ['an array', [line]],
      ['no line', { mistakes: 0 }],
      ['an empty line', { line: [], mistakes: 0 }],
      ['a line from another square than the entrance', { line: g.way.slice(1, 4), mistakes: 0 }],
      ['a line through a wall', { line: [...walledLine, through], mistakes: 0 }],
      ['a line that jumps', { line: [g.way[0], g.way[2]], mistakes: 0 }],
      ['a line that passes a square twice', { line: [...g.way.slice(0, 3), g.way[1]], mistakes: 0 }],
      ['a square outside the maze', { line: [g.way[0], [g.puzzle.rows, 0]], mistakes: 0 }],
      ['a square as a string', { line: [g.way[0]!.join('-')], mistakes: 0 }],
      ['a square of three numbers', { line: [[...g.way[0]!, 0]], mistakes: 0 }],
      ['a fractional square', { line: [[g.way[0]![0] + 0.5, g.way[0]![1]]], mistakes: 0 }],
      ['a line longer than the maze', { line: Array.from({ length: g.puzzle.rows * g.puzzle.cols + 1 }, () => g.way[0]), mistakes: 0 }],
      ['negative mistakes', { line, mistakes: -1 }],
      ['mistakes as a string', { line, mistakes: '1' }],
      ['counted squares off the maze', { line, mistakes: 0, counted: [`${g.puzzle.rows}-0:1`] }],
      ['counted as a string', { line, mistakes: 0, counted: '0-0:1' }],
    ];
    for (const [what, stored] of hostile) expect(restoreMaze(g.puzzle, stored), what).toBeNull();
  });
});

/** Whether `way` from `cell` leads out of the maze. */
function isBorder(puzzle: MazePuzzle, [r, c]: Cell, way: string): boolean {
  return (way === 'up' && r === 0) || (way === 'down' && r === puzzle.rows - 1) || (way === 'left' && c === 0) || (way === 'right' && c === puzzle.cols - 1);
}

describe('a line that keeps to the way, in words', () => {
  it('names a dead end as the line reaches one, and a square of the line by its place', () => {
    const g = GAMES.at(-1)!;
    const { at, into } = wrongTurn(g);
    // Walk the wrong turn to a dead end, always the first open way on.
    let line: Cell[] = [...g.way.slice(0, at + 1), into];
    for (;;) {
      const on = openWays(g.puzzle, line.at(-1)!).map((w) => step(g.puzzle, line, w)).find((t) => t.type === 'grow');
      if (!on || on.type !== 'grow') break;
      line = on.line;
    }
    const [r, c] = line.at(-1)!;
    expect(saidOf(g.puzzle, line.slice(0, -1), line)).toBe(`Row ${r + 1}, column ${c + 1} is a dead end: your line is ${line.length} squares long.`);
    expect(squareName(g.puzzle, line, line[1]!)).toBe(`Row ${line[1]![0] + 1}, column ${line[1]![1] + 1}: square 2 of your line`);
    expect(onWay(line, g.solution.path)).toBe(at + 1);
  });
});
