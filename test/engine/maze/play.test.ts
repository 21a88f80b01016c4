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
import { NORTH, OUTER, SOUTH, WEST } from '../../../src/engine/mazekit/maze.ts';
import type { RoundMaze } from '../../../src/engine/mazekit/round.ts';
import { sayMistake } from '../../../src/engine/mistake.ts';
import { boardOf } from '../../../src/kinds/maze/board.ts';
import { mistakeOf } from '../../../src/kinds/maze/check.ts';
import { words } from '../../../src/kinds/maze/words.ts';
import {
  beside,
  type Cell,
  mazeCheck,
  mazeHint,
  mazeName,
  mazeSolved,
  type MazeState,
  onWay,
  openSides,
  openWays,
  progress,
  reach,
  refusal,
  restoreMaze,
  roundCellAt,
  roundMiddle,
  saidOf,
  SIDE_OF,
  squareName,
  startMaze,
  sideTo,
  step,
  stepSide,
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
    expect(progress(g.puzzle, g.solution, s)).toEqual({ message: 'Start at the entrance arrow and trace the way to the exit.', off: null });
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
        expect(t).toEqual({ type: 'wall', from: head, side: SIDE_OF[other] });
      }
      const t = step(g.puzzle, line, way);
      expect(t.type).toBe('grow');
      if (t.type !== 'grow') return;
      expect(saidOf(g.puzzle, line, t.line)).toMatch(new RegExp(`^Row ${g.way[i]![0] + 1}, column ${g.way[i]![1] + 1}: your line is ${i + 1} squares long\\.$`));
      line = t.line;
      if (i < g.way.length - 1) {
        expect(mazeSolved(g.puzzle, state(line))).toBe(false);
        expect(progress(g.puzzle, g.solution, state(line))).toEqual({ message: `So far, so good: all ${i + 1} squares of your line are on the way. Trace on to the exit.`, off: null });
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
    expect(progress(g.puzzle, g.solution, s)).toEqual({ message: `Your line turns off the way after row ${fork[0] + 1}, column ${fork[1] + 1}: that turn does not lead to the exit.`, off: into });
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

/** A round maze of each band, at 5 to 14 rings: traced over its cells (row its ring from the rim in, column its place clockwise from the top). */
const ROUND: Game[] = ([['easy', 5], ['medium', 8], ['hard', 11], ['expert', 14]] as [Difficulty, number][]).map(([band, rings]) => {
  for (let i = 0; i < 10; i++) {
    const made = kind.generate(new Rng(`test/maze/play/round/${band}/${i}`), kind.options.parse({ shape: 'round', size: rings }), band);
    if (made) return { band, puzzle: made.puzzle, solution: made.solution, way: made.solution.path.map(([r, c]) => [r, c] as Cell) };
  }
  throw new Error(`no ${band} round maze of ${rings} rings`);
});
const KEYS = ['up', 'right', 'down', 'left'] as const;
const ringWords = ([r, c]: Cell) => `ring ${r + 1}, place ${c + 1}`;

describe.each(ROUND)('a game of a round $band maze', (g) => {
  const maze = boardOf(g.puzzle).maze as RoundMaze;
  const cellAt = ([r, c]: Cell) => maze.cell(r, c);

  it('starts at the rim’s top, its cells named by ring and place, and the maze by its rings', () => {
    const s = startMaze(g.puzzle);
    expect(s.line).toEqual([[0, 0]]);
    expect(mazeName(g.puzzle)).toBe(`Round maze of ${g.puzzle.rows} rings: ring 1 is the outside one, and places are counted clockwise from the top`);
    expect(squareName(g.puzzle, s.line, [0, 0])).toMatch(/^Ring 1, place 1: the end of your line, step 1; open (outward|clockwise|inward|counter-clockwise)( and .+)? \(the entrance\)$/);
    const [er, ec] = g.way.at(-1)!;
    expect(squareName(g.puzzle, s.line, [er, ec])).toBe(`Ring ${er + 1}, place ${ec + 1} (the exit)`);
    expect(er).toBe(g.puzzle.rows - 1);
  });

  it('is traced to the exit by the arrow keys alone, every way on from the line’s end a key of its own; each step said by ring and place; every wall refused in those words', () => {
    let line: Cell[] = [g.way[0]!];
    for (let i = 1; i < g.way.length; i++) {
      const head = line.at(-1)!;
      // The openings on (all but back) are each one key's: the keys reach them all, none twice.
      const on = openSides(g.puzzle, head)
        .map((side) => beside(g.puzzle, head, side))
        .filter((c) => i < 2 || !same(c, line.at(-2)!));
      const reached = KEYS.map((k) => step(g.puzzle, line, k)).flatMap((t) => (t.type === 'grow' ? [t.line.at(-1)!] : []));
      expect(new Set(reached.map(String))).toEqual(new Set(on.map(String)));
      expect(reached.length).toBe(on.length);
      // Every side of the cell that is no opening is a wall, said by its way round the rings.
      for (const side of maze.sides.filter((s) => maze.next(cellAt(head), s) >= 0 && !openSides(g.puzzle, head).includes(s))) {
        const t = stepSide(g.puzzle, line, side);
        expect(t).toEqual({ type: 'wall', from: head, side });
        if (t.type === 'wall') expect(refusal(g.puzzle, line, t)).toMatch(new RegExp(`^A wall stops the line going (outward|clockwise|inward|counter-clockwise) from ${ringWords(head)}\\.$`));
      }
      const key = KEYS.find((k) => {
        const t = step(g.puzzle, line, k);
        return t.type === 'grow' && same(t.line.at(-1)!, g.way[i]!);
      })!;
      const t = step(g.puzzle, line, key);
      if (t.type !== 'grow') throw new Error(t.type);
      expect(saidOf(g.puzzle, line, t.line)).toBe(`R${ringWords(g.way[i]!).slice(1)}: your line is ${i + 1} steps long.`);
      line = t.line;
      if (i < g.way.length - 1) expect(progress(g.puzzle, g.solution, state(line)).message).toBe(`So far, so good: all ${i + 1} steps of your line are on the way. Trace on into the middle.`);
    }
    expect(line).toEqual(g.way);
    expect(mazeSolved(g.puzzle, state(line))).toBe(true);
    // The rim's door and the hole are no passages: the line leaves by neither.
    expect(stepSide(g.puzzle, [g.way[0]!], NORTH)).toEqual({ type: 'wall', from: g.way[0], side: NORTH });
    expect(stepSide(g.puzzle, line, SOUTH)).toEqual({ type: 'wall', from: line.at(-1), side: SOUTH });
  });

  it('maps a point to the cell under it by ring and angle: every cell’s middle to that cell, the hole and past the rim to none', () => {
    for (const cell of maze.cells()) {
      const at: Cell = [maze.rowOf(cell), maze.colOf(cell)];
      const [x, y] = roundMiddle(g.puzzle, at);
      expect(roundCellAt(g.puzzle, x, y)).toEqual(at);
      // Just inside its outer wall and its inner one, still that ring's.
      const out = Math.hypot(x, y);
      expect(roundCellAt(g.puzzle, (x * (out + 0.45)) / out, (y * (out + 0.45)) / out)?.[0]).toBe(at[0]);
      expect(roundCellAt(g.puzzle, (x * (out - 0.45)) / out, (y * (out - 0.45)) / out)?.[0]).toBe(at[0]);
    }
    expect(roundCellAt(g.puzzle, 0, 0)).toBeNull();
    expect(roundCellAt(g.puzzle, 0, -(1.5 + g.puzzle.rows + 0.1))).toBeNull();
  });

  it('takes the line back by a step or a tap on it; a tap two cells off is too far; two cells outward are both a step', () => {
    const line = g.way.slice(0, Math.min(6, g.way.length - 1));
    const back = stepSide(g.puzzle, line, sideTo(g.puzzle, line.at(-1)!, line.at(-2)!)!);
    expect(back).toEqual({ type: 'back', line: line.slice(0, -1) });
    expect(saidOf(g.puzzle, line, line.slice(0, -1))).toBe(`Taken back to ${ringWords(line.at(-2)!)}: your line is ${line.length - 1} steps long.`);
    expect(reach(g.puzzle, line, line[1]!)).toEqual({ type: 'back', line: line.slice(0, 2) });
    expect(reach(g.puzzle, line, line.at(-1)!)).toEqual({ type: 'here' });
    expect(reach(g.puzzle, line, g.way.at(-1)!)).toEqual({ type: 'far' });
    expect(refusal(g.puzzle, line, { type: 'far' })).toBe(`Trace on from the end of your line, in ${ringWords(line.at(-1)!)}.`);
    expect(reach(g.puzzle, line, g.way[line.length]!)).toEqual({ type: 'grow', line: g.way.slice(0, line.length + 1) });
    // Where a ring has twice the cells of the one inside it, both cells outward are the inner cell's neighbours.
    const r = maze.ring.findIndex((n, i) => i > 0 && maze.ring[i - 1]! > n);
    expect(sideTo(g.puzzle, [r, 0], [r - 1, 0])).toBe(NORTH);
    expect(sideTo(g.puzzle, [r, 0], [r - 1, 1])).toBe(OUTER);
    expect(sideTo(g.puzzle, [r - 1, 1], [r, 0])).toBe(SOUTH);
    expect(sideTo(g.puzzle, [r, 0], [r - 1, 2])).toBeNull();
    // Round the ring, its last cell is beside its first.
    expect(sideTo(g.puzzle, [0, 0], [0, maze.ring[0]! - 1])).toBe(WEST);
  });

  it('says where a line turns off the way on Check, by ring and place, rings it and counts it once; Hint says to take it back', () => {
    const { at, into } = wrongTurnOf(g);
    const s = state([...g.way.slice(0, at + 1), into]);
    const fork = g.way[at]!;
    const checked = mazeCheck(g.puzzle, g.solution, s);
    expect(checked).toMatchObject({ say: `Your line turns off the way after ${ringWords(fork)}: that turn does not lead to the exit.`, tone: 'bad', flag: [`cell-${into[0]}-${into[1]}`] });
    expect(mazeCheck(g.puzzle, g.solution, checked.update!).update!.mistakes).toBe(1);
    const hint = mazeHint(g.puzzle, g.solution, s);
    expect(hint).toMatchObject({ type: 'mistake', cells: [cellAt(into)], say: `Your line leaves the way after ${ringWords(fork)}: take it back there first.` });
    expect(takeHint(g.puzzle, g.solution, s, hint)).toBe(s);
  });

  it('the answer check names what is wrong by ring and place: a wall crossed, a jump, a line short of the middle', () => {
    const k = g.way.findIndex((cell) => maze.sides.some((side) => maze.next(cellAt(cell), side) >= 0 && !openSides(g.puzzle, cell).includes(side)));
    const head = g.way[k]!;
    const shut = maze.sides.find((side) => maze.next(cellAt(head), side) >= 0 && !openSides(g.puzzle, head).includes(side))!;
    const through = maze.next(cellAt(head), shut);
    const beyond: Cell = [maze.rowOf(through), maze.colOf(through)];
    const say = (path: Cell[]) => sayMistake(words.check, mistakeOf(g.puzzle, { path })!);
    expect(say([...g.way.slice(0, k + 1), beyond])).toBe(`The line crosses the wall between ${ringWords(head)} and ${ringWords(beyond)}.`);
    expect(say([g.way[0]!, g.way[2]!])).toBe(`The line jumps from ${ringWords(g.way[0]!)} to ${ringWords(g.way[2]!)}, which do not touch.`);
    const [er, ec] = g.way.at(-1)!;
    expect(say(g.way.slice(0, -1))).toBe(`The line ends in ${ringWords(g.way.at(-2)!)}, not at the exit in ring ${er + 1}, place ${ec + 1}.`);
  });

  it('hints stretch by stretch from the entrance to the exit, each taken as the way goes on', () => {
    let s = startMaze(g.puzzle);
    let hints = 0;
    while (!mazeSolved(g.puzzle, s)) {
      const hint = mazeHint(g.puzzle, g.solution, s);
      expect(['step', 'reveal']).toContain(hint.type);
      // Its words name rings and places, never a grid's rows and columns.
      if (hint.type === 'step' || hint.type === 'reveal') {
        expect(hint.say).not.toMatch(/row|column/);
        if (hint.type === 'step') expect(hint.say).toMatch(/(ring \d+, place \d+|to the exit)\.$/);
      }
      const next = takeHint(g.puzzle, g.solution, s, hint);
      expect(next.line.length).toBeGreaterThan(s.line.length);
      expect(next.line).toEqual(g.way.slice(0, next.line.length));
      s = next;
      hints++;
    }
    expect(hints).toBeGreaterThan(0);
    expect(mazeHint(g.puzzle, g.solution, s)).toEqual({ type: 'done' });
  });

  it('reads back a stored game it wrote, and no line that jumps or crosses a wall round the rings', () => {
    const line = g.way.slice(0, 5);
    expect(restoreMaze(g.puzzle, JSON.parse(JSON.stringify({ line, mistakes: 1, counted: [] })))).toEqual({ line, mistakes: 1, counted: [] });
    // The line along the way to its first cell with a wall to a cell beside it, and on through that wall.
    const shutOf = (head: Cell) => maze.sides.find((side) => maze.next(cellAt(head), side) >= 0 && !openSides(g.puzzle, head).includes(side));
    const k = g.way.findIndex((cell) => shutOf(cell) !== undefined);
    const through = maze.next(cellAt(g.way[k]!), shutOf(g.way[k]!)!);
    expect(restoreMaze(g.puzzle, { line: g.way.slice(0, k + 1), mistakes: 0 })).not.toBeNull();
    expect(restoreMaze(g.puzzle, { line: [...g.way.slice(0, k + 1), [maze.rowOf(through), maze.colOf(through)]], mistakes: 0 })).toBeNull();
    expect(restoreMaze(g.puzzle, { line: [g.way[0], g.way[2]], mistakes: 0 })).toBeNull();
    // A place past its ring's cells (the record's row is the rim's length) is no cell.
    expect(restoreMaze(g.puzzle, { line: [g.way[0], [g.puzzle.rows - 1, g.puzzle.cols - 1]], mistakes: 0 })).toBeNull();
  });
});

/** A round maze's first wrong turn off the way: the way's cell it turns off at and the cell it turns into. */
function wrongTurnOf(g: Game): { at: number; into: Cell } {
  for (let i = 0; i < g.way.length - 1; i++) {
    for (const side of openSides(g.puzzle, g.way[i]!)) {
      const into = beside(g.puzzle, g.way[i]!, side);
      if (!same(into, g.way[i + 1]!) && (i === 0 || !same(into, g.way[i - 1]!))) return { at: i, into };
    }
  }
  throw new Error('a maze with no wrong turn');
}
