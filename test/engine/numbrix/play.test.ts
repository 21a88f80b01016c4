import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/engine/kind.ts';
import { kind as numbrix } from '../../../src/kinds/numbrix/index.ts';
import type { NumbrixPuzzle } from '../../../src/kinds/numbrix/schema.ts';
import { Rng } from '../../../src/engine/random.ts';
import { clickCell, type Drag, dragTo, endDrag, type Move, type NumbrixState, numbrixSolved, startDrag, startNumbrix, turn, turnedSaying } from '../../../src/kinds/numbrix/play.ts';

type Cell = [number, number];
type Dir = 1 | -1;

/** A generated puzzle with its answer and, for each number, the square the answer puts it on. */
interface Game {
  puzzle: NumbrixPuzzle;
  answer: number[][];
  at: (n: number) => Cell;
  last: number;
  givens: number[];
}

function games(options: object, difficulty: Difficulty, want: number, label: string): Game[] {
  const out: Game[] = [];
  for (let i = 0; out.length < want && i < want * 6; i++) {
    const made = numbrix.generate(new Rng(`${label}/${i}`), numbrix.options.parse(options), difficulty);
    if (!made) continue;
    expect(numbrix.check(made.puzzle, made.solution)).toBeNull();
    const answer = made.solution.grid;
    const where = new Map<number, Cell>();
    answer.forEach((row, r) => row.forEach((v, c) => where.set(v, [r, c])));
    const givens = made.puzzle.givens.flat().filter((v) => v > 0).sort((a, b) => a - b);
    out.push({ puzzle: made.puzzle, answer, at: (n) => where.get(n)!, last: made.puzzle.width * made.puzzle.height, givens });
  }
  expect(out).toHaveLength(want);
  return out;
}

const GAMES: Game[] = [
  ...games({ size: 4 }, 'easy', 3, 'play/numbrix/4'),
  ...games({ size: 5 }, 'easy', 3, 'play/numbrix/5'),
  ...games({ size: 6 }, 'medium', 2, 'play/numbrix/6'),
  ...games({ width: 7, height: 4 }, 'easy', 2, 'play/numbrix/7x4'),
];

const touches = (a: Cell, b: Cell) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
const valueAt = (s: NumbrixState, [r, c]: Cell) => s.values[r]![c]!;

/**
 * Where the count really continues from after reaching n, worked out from the answer: while the
 * next number along is already on its answer square, step onto it. (Valid while every number on
 * the board stands where the answer has it, as in a correct play.)
 */
function runEnd(g: Game, s: NumbrixState, n: number, dir: Dir): number {
  let m = n;
  while (m + dir >= 1 && m + dir <= g.last && valueAt(s, g.at(m + dir)) === m + dir) m += dir;
  return m;
}

const emptyCells = (s: NumbrixState): Cell[] =>
  s.values.flatMap((row, r) => row.flatMap((v, c): Cell[] => (v === 0 ? [[r, c]] : [])));

/** The board with one square changed, for comparing a move's whole result. */
function withValue(values: number[][], [r, c]: Cell, v: number): number[][] {
  const out = values.map((row) => [...row]);
  out[r]![c] = v;
  return out;
}

const click = (g: Game, s: NumbrixState, [r, c]: Cell): Move => clickCell(g.puzzle, s, r, c);

/** A square that holds a given, where the answer puts number n. */
const givenCell = (g: Game, n: number): Cell => {
  const cell = g.at(n);
  expect(g.puzzle.givens[cell[0]]![cell[1]]).toBe(n);
  return cell;
};

interface Walk {
  /** Called before each correct placement of `cursor + dir`, with the state as it stands. */
  visit?: (s: NumbrixState, n: number) => void;
  /** Called when the count has reached 1 or N and must turn. */
  atEnd?: (s: NumbrixState) => void;
}

/**
 * Plays the whole answer by clicks: choose the given `start`, then click the answer square of
 * cursor + dir until the count runs off the end, turn once, and go on to the other end. Asserts
 * the run-jump after every placement and that no move touches the state it was given.
 */
function walk(g: Game, dir: Dir, start: number, hooks: Walk = {}): NumbrixState {
  let s = startNumbrix(g.puzzle);
  expect(s.values).toEqual(g.puzzle.givens);
  expect(s.values).not.toBe(g.puzzle.givens);
  expect(s.cursor).toBeNull();
  expect(s.mistakes).toBe(0);
  if (dir === -1) {
    s = turn(s);
    expect(s.cursor).toBeNull();
  }
  expect(s.dir).toBe(dir);

  const chosen = click(g, s, givenCell(g, start));
  expect(chosen.refused).toBe(false);
  expect(chosen.state.values).toEqual(s.values);
  s = chosen.state;
  expect(s.cursor).toBe(runEnd(g, s, start, dir));

  let turns = 0;
  for (let guard = 0; guard < 4 * g.last; guard++) {
    const cursor = s.cursor!;
    const n = cursor + s.dir;
    if (n < 1 || n > g.last) {
      if (numbrixSolved(s, g.answer)) break;
      hooks.atEnd?.(s);
      const before = structuredClone(s);
      const turned = turn(s);
      expect(s).toEqual(before);
      expect(turned.dir).toBe(-s.dir);
      expect(turned.values).toEqual(s.values);
      expect(turned.cursor).toBe(runEnd(g, s, cursor, turned.dir));
      s = turned;
      turns++;
      expect(turns).toBe(1);
      continue;
    }
    expect(numbrixSolved(s, g.answer)).toBe(false);
    // The run-jump left the cursor at its run's end: the next number is not on the board yet.
    expect(valueAt(s, g.at(n))).toBe(0);
    hooks.visit?.(s, n);
    const before = structuredClone(s);
    const move = click(g, s, g.at(n));
    expect(s).toEqual(before);
    expect(move.refused).toBe(false);
    expect(move.state.mistakes).toBe(s.mistakes);
    expect(move.state.dir).toBe(s.dir);
    expect(move.state.values).toEqual(withValue(s.values, g.at(n), n));
    expect(move.state.cursor).toBe(runEnd(g, move.state, n, s.dir));
    s = move.state;
  }
  expect(numbrixSolved(s, g.answer)).toBe(true);
  expect(s.values).toEqual(g.answer);
  expect(s.mistakes).toBe(0);
  return s;
}

/** Starting points: a middle given each way, and with `all` the smallest and largest too. */
function starts(g: Game, all = false): { dir: Dir; start: number }[] {
  const middle = g.givens[Math.floor(g.givens.length / 2)]!;
  const picks = all ? [...new Set([g.givens[0]!, middle, g.givens.at(-1)!])] : [middle];
  return picks.flatMap((start) => [
    { dir: 1 as Dir, start },
    { dir: -1 as Dir, start },
  ]);
}

describe('numbrix play', () => {
  it('placing the answer in order, from several givens and both ways, reaches numbrixSolved', () => {
    let jumps = 0;
    for (const g of GAMES) {
      for (const { dir, start } of starts(g, true)) {
        walk(g, dir, start, {
          visit: (s, n) => {
            // Count the placements after which the cursor skipped printed numbers.
            if (runEnd(g, { ...s, values: withValue(s.values, g.at(n), n) }, n, s.dir) !== n) jumps++;
          },
        });
      }
    }
    // The run-jump was really exercised, not just trivially satisfied.
    expect(jumps).toBeGreaterThan(10);
  });

  it('a click on an empty square not touching the cursor is refused, counts nothing and changes no number', () => {
    let tried = 0;
    for (const g of GAMES) {
      for (const { dir, start } of starts(g)) {
        walk(g, dir, start, {
          visit: (s, n) => {
            const from = g.at(n - s.dir);
            for (const cell of emptyCells(s).filter((e) => !touches(e, from))) {
              const move = click(g, s, cell);
              expect(move.refused).toBe(true);
              expect(move.state).toBe(s);
              expect(move.state.values).toEqual(s.values);
              expect(move.state.cursor).toBe(s.cursor);
              expect(move.state.dir).toBe(s.dir);
              tried++;
            }
          },
        });
      }
    }
    expect(tried).toBeGreaterThan(100);
  });

  it('a square touching the cursor but not the printed number after it is refused, not counted', () => {
    let tried = 0;
    for (const g of GAMES) {
      for (const { dir, start } of starts(g)) {
        walk(g, dir, start, {
          visit: (s, n) => {
            const after = n + s.dir;
            if (after < 1 || after > g.last || valueAt(s, g.at(after)) !== after) return;
            const from = g.at(n - s.dir);
            for (const cell of emptyCells(s).filter((e) => touches(e, from) && !touches(e, g.at(after)))) {
              const move = click(g, s, cell);
              expect(move.refused).toBe(true);
              expect(move.state).toBe(s);
              expect(move.state.values).toEqual(s.values);
              expect(move.state.cursor).toBe(s.cursor);
              tried++;
            }
          },
        });
      }
    }
    expect(tried).toBeGreaterThan(5);
  });

  it('a legal but wrong square is accepted (the game does not know the answer), and clicking it again removes it', () => {
    let tried = 0;
    for (const g of GAMES) {
      for (const { dir, start } of starts(g)) {
        walk(g, dir, start, {
          visit: (s, n) => {
            const from = g.at(n - s.dir);
            const after = n + s.dir;
            const afterOnBoard = after >= 1 && after <= g.last && valueAt(s, g.at(after)) === after;
            const legal = emptyCells(s).filter(
              (e) => touches(e, from) && (!afterOnBoard || touches(e, g.at(after))) && !(e[0] === g.at(n)[0] && e[1] === g.at(n)[1]),
            );
            for (const cell of legal) {
              const placed = click(g, s, cell);
              expect(placed.refused).toBe(false);
              expect(placed.state.mistakes).toBe(s.mistakes);
              expect(placed.state.values).toEqual(withValue(s.values, cell, n));
              // It touches the printed next number, so the count runs on through it.
              if (afterOnBoard) expect(placed.state.cursor).not.toBe(n);
              else expect(placed.state.cursor).toBe(n);
              const removed = click(g, placed.state, cell);
              expect(removed.refused).toBe(false);
              expect(removed.state.values).toEqual(s.values);
              if (!afterOnBoard) expect(removed.state.cursor).toBe(s.cursor);
              tried++;
            }
          },
        });
      }
    }
    expect(tried).toBeGreaterThan(20);
  });

  it('clicking a placed number removes it, and the count steps back when it was the cursor', () => {
    let steppedBack = 0;
    for (const g of GAMES) {
      for (const { dir, start } of starts(g)) {
        walk(g, dir, start, {
          visit: (s) => {
            // Every number the player has placed so far: removing it empties just that square.
            for (let v = 1; v <= g.last; v++) {
              const cell = g.at(v);
              if (valueAt(s, cell) !== v || g.puzzle.givens[cell[0]]![cell[1]]! > 0) continue;
              const move = click(g, s, cell);
              expect(move.refused).toBe(false);
              expect(move.state.mistakes).toBe(s.mistakes);
              expect(move.state.values).toEqual(withValue(s.values, cell, 0));
              if (v === s.cursor) {
                // The count steps back to the number before, which is still on the board.
                expect(move.state.cursor).toBe(v - s.dir);
                expect(valueAt(move.state, g.at(v - s.dir))).toBe(v - s.dir);
                steppedBack++;
                // ...and the same click puts it back.
                const again = click(g, move.state, cell);
                expect(again.refused).toBe(false);
                expect(again.state).toEqual(s);
              } else {
                expect(move.state.cursor).toBe(s.cursor);
              }
            }
          },
        });
      }
    }
    expect(steppedBack).toBeGreaterThan(20);
  });

  it('turn() flips the direction and moves the cursor to the end of its run the other way', () => {
    let moved = 0;
    for (const g of GAMES) {
      for (const { dir, start } of starts(g)) {
        walk(g, dir, start, {
          visit: (s) => {
            const before = structuredClone(s);
            const t = turn(s);
            expect(s).toEqual(before);
            expect(t.dir).toBe(-s.dir);
            expect(t.values).toEqual(s.values);
            expect(t.mistakes).toBe(s.mistakes);
            expect(t.cursor).toBe(runEnd(g, s, s.cursor!, t.dir));
            if (t.cursor !== s.cursor) moved++;
            // Turning back returns to this run's end, where the cursor was.
            const back = turn(t);
            expect(back.dir).toBe(s.dir);
            expect(back.cursor).toBe(s.cursor);
          },
        });
      }
    }
    expect(moved).toBeGreaterThan(20);
  });

  it('counting past 1 or N is refused without a mistake', () => {
    let refused = 0;
    for (const g of GAMES) {
      for (const { dir, start } of starts(g)) {
        walk(g, dir, start, {
          atEnd: (s) => {
            expect(s.cursor).toBe(s.dir === 1 ? g.last : 1);
            const empty = emptyCells(s);
            expect(empty.length).toBeGreaterThan(0);
            for (const cell of empty) {
              const move = click(g, s, cell);
              expect(move.refused).toBe(false);
              expect(move.state).toEqual(s);
              expect(move.message).not.toBe('');
              refused++;
            }
          },
        });
      }
    }
    expect(refused).toBeGreaterThan(50);
  });

  it('clicking a given continues from the end of its run, in the current direction, or the other way where that run reaches the end', () => {
    let turned = 0;
    for (const g of GAMES) {
      walk(g, 1, g.givens[0]!, {
        visit: (s) => {
          for (const v of g.givens) {
            for (const s2 of [s, turn(s)]) {
              const move = click(g, s2, g.at(v));
              expect(move.refused).toBe(false);
              expect(move.state.values).toEqual(s2.values);
              const ahead = runEnd(g, s2, v, s2.dir);
              const behind = runEnd(g, s2, v, -s2.dir as Dir);
              const open = (end: number, dir: number) => end + dir >= 1 && end + dir <= g.last;
              if (!open(ahead, s2.dir) && open(behind, -s2.dir)) {
                turned++;
                expect(move.state.dir).toBe(-s2.dir);
                expect(move.state.cursor).toBe(behind);
                expect(move.message).toBe(s2.dir === 1 ? `Counting down from ${behind}` : `Counting up from ${behind}`);
              } else {
                expect(move.state.dir).toBe(s2.dir);
                expect(move.state.cursor).toBe(ahead);
                expect(move.message).toBe(`Continuing from ${ahead}`);
              }
            }
          }
        },
      });
    }
    expect(turned).toBeGreaterThan(0);
  });

  it('counts down by clicks alone: the smallest given, every number after it to the last, that given again, and down to 1 (issue 112)', () => {
    let played = 0;
    for (const g of GAMES) {
      const low = g.givens[0]!;
      if (low === 1) continue;
      played++;
      let s = click(g, startNumbrix(g.puzzle), givenCell(g, low)).state;
      for (let n = low + 1; n <= g.last; n++) {
        if (g.givens.includes(n)) continue;
        const move = click(g, s, g.at(n));
        expect(move.refused).toBe(false);
        s = move.state;
      }
      expect(s.cursor).toBe(g.last);
      expect(s.dir).toBe(1);
      // Up, nothing is left to place: the given counts down from itself (the run below it is empty).
      const again = click(g, s, givenCell(g, low));
      expect(again.message).toBe(`Counting down from ${low}`);
      expect(again.state).toEqual({ ...s, cursor: low, dir: -1 });
      s = again.state;
      for (let n = low - 1; n >= 1; n--) {
        if (g.givens.includes(n)) continue;
        const move = click(g, s, g.at(n));
        expect(move.refused).toBe(false);
        expect(move.message).not.toMatch(/last number/);
        s = move.state;
      }
      expect(numbrixSolved(s, g.answer)).toBe(true);
    }
    expect(played).toBeGreaterThan(1);
  });

  it('counts down by one drag: the smallest given, every number after it to the last, then a drag from that given over the squares to 1 (issue 112)', () => {
    let played = 0;
    for (const g of GAMES) {
      const low = g.givens[0]!;
      if (low === 1) continue;
      played++;
      let s = click(g, startNumbrix(g.puzzle), givenCell(g, low)).state;
      for (let n = low + 1; n <= g.last; n++) if (!g.givens.includes(n)) s = click(g, s, g.at(n)).state;
      expect([s.cursor, s.dir]).toEqual([g.last, 1]);
      // The count still goes up (to nothing): the drag toward 1 counts down, said at its first square.
      let drag: Drag = startDrag(s, ...givenCell(g, low))!;
      for (let n = low - 1; n >= 1; n--) {
        const step = dragTo(g.puzzle, drag, ...g.at(n));
        expect(step.refused, `${n}`).toBeUndefined();
        expect(step.message).toBe(n === low - 1 ? `Placed ${n}; counting down from ${n}` : `Placed ${n}`);
        drag = step.drag;
      }
      const ended = endDrag(drag);
      expect(numbrixSolved(ended, g.answer)).toBe(true);
      expect([ended.cursor, ended.dir]).toEqual([1, -1]);
      // What the status says when the finger is lifted: what was placed, and the way the count goes now.
      const written = drag.trail.filter((_, i) => drag.placed[i]).map(([r, c]) => ended.values[r]![c]!);
      expect(turnedSaying(written, ended.dir, ended.cursor!)).toBe(low === 2 ? 'Placed 1; counting down from 1' : low === 3 ? 'Placed 1 and 2; counting down from 1' : `Placed 1 to ${low - 1}; counting down from 1`);
    }
    expect(played).toBeGreaterThan(1);
  });

  it('a drag counts the way its first square says, on a fresh board: down into the square of the number before where the next cannot stand there, else the Next button’s way; never refused there', () => {
    let down = 0;
    let byReach = 0;
    for (const g of GAMES) {
      for (const start of [startNumbrix(g.puzzle), turn(startNumbrix(g.puzzle))]) {
        const dir = start.dir;
        for (const v of g.givens) {
          // The answer's square of the number before v, the way the Next button does not count.
          const n = v - dir;
          if (n < 1 || n > g.last || g.givens.includes(n)) continue;
          const step = dragTo(g.puzzle, startDrag(start, ...givenCell(g, v))!, ...g.at(n));
          expect(step.refused).toBeUndefined();
          const wrote = valueAt(step.drag.state, g.at(n));
          const other = v + dir;
          if (wrote === n) {
            // Turned: the number the Next button counts to could not stand there.
            down++;
            expect(step.drag.state.dir).toBe(-dir);
            expect(step.message).toBe(`Placed ${n}; counting ${dir === 1 ? 'down' : 'up'} from ${n}`);
            if (other >= 1 && other <= g.last && !g.givens.includes(other)) byReach++;
          } else {
            // Not turned: that number can stand there by the board alone (not printed, in range).
            expect(wrote).toBe(other);
            expect(g.givens.includes(other)).toBe(false);
            expect(step.drag.state.dir).toBe(dir);
          }
        }
      }
    }
    expect(down).toBeGreaterThan(0);
    // Some turned only because the number could not walk to the printed ones beyond it (distance or colour).
    expect(byReach).toBeGreaterThan(0);
  });

  it('a drag whose first square holds the number before follows the path down and writes on; back to the pressed square, the Next button’s way again', () => {
    let played = 0;
    for (const g of GAMES) {
      const v = g.givens.find((x) => x > 2 && !g.givens.includes(x - 1) && !g.givens.includes(x - 2));
      if (v === undefined) continue;
      played++;
      // v − 1 placed by clicks (counting down), then the count turned up again.
      let s = click(g, turn(startNumbrix(g.puzzle)), givenCell(g, v)).state;
      s = turn(click(g, s, g.at(v - 1)).state);
      expect(s.dir).toBe(1);
      let drag = startDrag(s, ...givenCell(g, v))!;
      let step = dragTo(g.puzzle, drag, ...g.at(v - 1));
      expect(step.message).toBe(`Counting down from ${v - 1}`);
      step = dragTo(g.puzzle, step.drag, ...g.at(v - 2));
      expect(step.message).toBe(`Placed ${v - 2}`);
      expect(endDrag(step.drag)).toMatchObject({ dir: -1, cursor: runEnd(g, step.drag.state, v - 2, -1) });
      // Back over both squares to the pressed one: the count's way as it was when pressed.
      drag = dragTo(g.puzzle, dragTo(g.puzzle, step.drag, ...g.at(v - 1)).drag, ...givenCell(g, v)).drag;
      expect(drag.trail).toHaveLength(1);
      expect(drag.state.dir).toBe(1);
      expect(valueAt(drag.state, g.at(v - 2))).toBe(0);
    }
    expect(played).toBeGreaterThan(1);
  });

  it('before a number is chosen, a click on an empty square does nothing', () => {
    for (const g of GAMES) {
      for (const s of [startNumbrix(g.puzzle), turn(startNumbrix(g.puzzle))]) {
        for (const cell of emptyCells(s)) {
          const move = click(g, s, cell);
          expect(move.refused).toBe(false);
          expect(move.state).toEqual(s);
        }
      }
    }
  });

  it('numbrixSolved needs every square to match the answer', () => {
    for (const g of GAMES) {
      const s = startNumbrix(g.puzzle);
      expect(numbrixSolved(s, g.answer)).toBe(false);
      const full: NumbrixState = { ...s, values: g.answer.map((row) => [...row]) };
      expect(numbrixSolved(full, g.answer)).toBe(true);
      // One square off (two numbers swapped), or one square empty: not solved.
      const a = g.at(1);
      const b = g.at(g.last);
      const swapped = withValue(withValue(full.values, a, g.last), b, 1);
      expect(numbrixSolved({ ...s, values: swapped }, g.answer)).toBe(false);
      expect(numbrixSolved({ ...s, values: withValue(full.values, g.at(2), 0) }, g.answer)).toBe(false);
    }
  });
});
