/**
 * How far our ladder takes puzzles no one here made (issue 86): Tatham's Solo at extreme and at
 * unreasonable, qqwing at expert (test/fixtures/sudoku-peers.json, made by bench/sudoku-peers.ts),
 * and the two published extreme puzzles of test/fixtures/sudoku.json. Each is proved to have one
 * answer by the kit's counter; Sudoku's step solver climbs it at level 4 (the whole ladder); every
 * step is replayed against that answer (no digit written that the answer lacks, none of its digits
 * crossed off, nothing crossed off that was not there), and a climb that ends solved reaches it.
 * Then the goal: Solo's extreme all taken to the end, its unreasonable at least 10 in 12, qqwing's
 * expert at least 18 in 20. The published ones have no goal (they are far past any ladder a
 * person climbs), only the proof and the replay; the goal's message says how they fared.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maskOf } from '../../../src/engine/grid/bits.ts';
import { Board } from '../../../src/engine/grid/board.ts';
import { GridCounter } from '../../../src/engine/grid/count.ts';
import type { StepLog } from '../../../src/engine/steps.ts';
import { line } from '../../../src/kinds/sudoku/line.ts';
import type { SudokuPuzzle } from '../../../src/kinds/sudoku/schema.ts';
import { shapeFor, stepper } from '../../../src/kinds/sudoku/steps.ts';
import { published } from '../grid/plain.ts';

interface PeerSet {
  name: string;
  command: string;
  puzzles: { line: string }[];
}

/** Each set's goal: how many of its puzzles the ladder must take to the end. */
const GOALS: Record<string, number> = { 'solo-extreme': 12, 'solo-unreasonable': 10, 'qqwing-expert': 18 };

const shape = shapeFor(9, [3, 3]);

interface Climbed {
  set: string;
  /** Its number in its set, from 1. */
  n: number;
  puzzle: SudokuPuzzle;
  /** The answers the counter found, up to two, and whether it finished. */
  answers: Uint8Array[];
  complete: boolean;
  log: StepLog;
}

/** Every puzzle, proved and climbed once, when a test first asks (the two tests read the same). */
let made: { set: string; command: string; puzzles: Climbed[] }[] | undefined;
const climbed = () => (made ??= climbAll());

function climbAll(): { set: string; command: string; puzzles: Climbed[] }[] {
  const fixture = JSON.parse(readFileSync(new URL('../../fixtures/sudoku-peers.json', import.meta.url), 'utf8')) as { sets: PeerSet[] };
  const famous = [...published().values()].filter((p) => p.solutions === '1');
  const sets = [
    ...fixture.sets,
    {
      name: 'published',
      command: `test/fixtures/sudoku.json: ${famous.map((p) => p.name).join(', ')}`,
      puzzles: famous.map((p) => ({ line: p.givens.map((v) => (v ? String(v) : '.')).join('') })),
    },
  ];
  const counter = new GridCounter(shape);
  return sets.map((s) => ({
    set: s.name,
    command: s.command,
    puzzles: s.puzzles.map((p, i) => {
      const puzzle = line.read(p.line);
      if (!puzzle || puzzle.size !== 9) throw new Error(`${s.name} #${i + 1} is not a 9×9 line: ${p.line}`);
      const { solutions, complete } = counter.count(puzzle.givens.flat(), 2);
      return { set: s.name, n: i + 1, puzzle, answers: solutions, complete, log: stepper.steps(puzzle, 4) };
    }),
  }));
}

/** What is false in a climb, as sentences: each step replayed on a board of its own against the answer. */
function falseSteps({ set, n, puzzle, answers, log }: Climbed): string[] {
  const answer = answers[0]!;
  const wrong: string[] = [];
  const board = new Board(shape).reset(puzzle.givens.flat());
  log.steps.forEach((step, k) => {
    const at = `${set} #${n} step ${k + 1} (${step.technique})`;
    if (step.place.length + step.strike.length === 0) wrong.push(`${at}: does nothing`);
    for (const { cell, value } of step.place) {
      if (value !== answer[cell]) wrong.push(`${at}: writes ${value} in cell ${cell}, the answer has ${answer[cell]}`);
      if (board.value[cell] || !(board.cand[cell]! & (1 << value))) wrong.push(`${at}: writes ${value} in cell ${cell}, not open to it`);
      board.place(cell, value);
    }
    for (const { cell, values } of step.strike) {
      if (values.includes(answer[cell]!)) wrong.push(`${at}: crosses the answer's ${answer[cell]} off cell ${cell}`);
      if (board.value[cell]) wrong.push(`${at}: crosses digits off cell ${cell}, already written`);
      if (board.strike(cell, maskOf(values)) !== maskOf(values)) wrong.push(`${at}: crosses ${values.join(',')} off cell ${cell}, not all there`);
    }
  });
  if (log.solved) {
    const reached = stepper.reach(puzzle, log.steps);
    if (reached?.grid.flat().join('') !== answer.join('')) wrong.push(`${set} #${n}: says solved, but does not reach the answer`);
  }
  return wrong;
}

describe('our ladder on peers’ and published puzzles (issue 86)', () => {
  it('each has one answer by the kit’s counter, and no step of the climb at level 4 is false', () => {
    const wrong: string[] = [];
    let steps = 0;
    for (const { puzzles } of climbed()) {
      for (const c of puzzles) {
        if (!c.complete || c.answers.length !== 1) {
          wrong.push(`${c.set} #${c.n}: ${c.answers.length} answers found${c.complete ? '' : ' (out of budget)'}`);
          continue;
        }
        steps += c.log.steps.length;
        wrong.push(...falseSteps(c));
      }
    }
    expect(wrong).toEqual([]);
    expect(climbed().map((s) => s.puzzles.length)).toEqual([12, 12, 20, 2]);
    // Every puzzle is far past its givens: hundreds of steps in all, however far the ladder goes.
    expect(steps).toBeGreaterThan(500);
  });

  it('takes to the end all of Solo’s extreme, at least 10 in 12 of its unreasonable, at least 18 in 20 of qqwing’s expert', () => {
    const short: string[] = [];
    const report = climbed().map(({ set, command, puzzles }) => {
      const solved = puzzles.filter((c) => c.log.solved);
      const stalled = puzzles.filter((c) => !c.log.solved);
      const goal = GOALS[set];
      if (goal !== undefined && solved.length < goal) short.push(`${set} ${solved.length} of ${puzzles.length}, goal ${goal}`);
      // A stalled puzzle with the cells it leaves empty: the digits written by the steps come off the 81 less the givens.
      const left = (c: Climbed) => c.puzzle.givens.flat().filter((v) => !v).length - c.log.steps.reduce((k, s) => k + s.place.length, 0);
      return [
        `${set} (${command}): ${solved.length} of ${puzzles.length} solved${goal === undefined ? '' : `, goal ${goal}`}`,
        `  solved: ${solved.map((c) => `#${c.n}`).join(' ') || 'none'}`,
        `  stalled: ${stalled.map((c) => `#${c.n} (${left(c)} empty)`).join(' ') || 'none'}`,
      ].join('\n');
    });
    expect(short, `\n${report.join('\n')}\n`).toEqual([]);
  });
});
