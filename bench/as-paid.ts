/**
 * The kit's kinds as a user pays them (issue 88): a hundred puzzles made in one command, against
 * the peer making a hundred at its level nearest ours, the whole process of each timed, and the
 * warm figure beside it (bench/process.ts). `npm run bench -- as-paid` runs these rows alone.
 * A kind's own bench module may call `processRows` with its case instead; the cases here are
 * the two the issue names.
 */
import { kind as calcudoku } from '../src/kinds/calcudoku/index.ts';
import { kind as sudoku } from '../src/kinds/sudoku/index.ts';
import { keenPuzzle } from './keen.ts';
import type { Difficulty } from '../src/engine/kind.ts';
import type { KindBench } from './lib.ts';
import { type ProcessCase, processRows } from './process.ts';
import { soloLine } from './solo.ts';

const SGT = 'Debian package sgt-puzzles';

/** The lines of a peer's output that are puzzles (those starting with its game's parameters, `6:`). */
const printed = (out: string, params: string) => out.split('\n').filter((l) => l.startsWith(params));

/** A peer's puzzle's band by our grader, read into our record (null: in none of ours, or not read). */
function ourBand<P, G>(kind: { regrade(p: P): G | null; band(g: G, p: P): Difficulty | null }, puzzle: P | null): Difficulty | null {
  const grade = puzzle && kind.regrade(puzzle);
  return grade ? kind.band(grade, puzzle!) : null;
}

export const CASES: ProcessCase[] = [
  {
    kind: 'sudoku',
    what: '9×9 expert',
    flags: { size: 9 },
    difficulty: 'expert',
    count: 100,
    // Solo's levels: t trivial, b basic, i intermediate, a advanced, e extreme, u unreasonable.
    peer: {
      candidates: ['sgt-solo', '/usr/games/sgt-solo'],
      args: (n) => ['--generate', String(n), '3x3de'],
      level: 'solo extreme',
      made: (o) => printed(o, '3x3:').length,
      bands: (o) => printed(o, '3x3:').map((l) => ourBand(sudoku, sudoku.line!.read(soloLine(l)))),
      from: SGT,
    },
  },
  {
    kind: 'calcudoku',
    what: '6×6 hard',
    flags: { size: 6 },
    difficulty: 'hard',
    count: 100,
    // Keen's levels: e easy, n normal, h hard, x extreme (u unreasonable guesses).
    peer: {
      candidates: ['sgt-keen', '/usr/games/sgt-keen'],
      args: (n) => ['--generate', String(n), '6dx'],
      level: 'keen extreme',
      made: (o) => printed(o, '6:').length,
      bands: (o) => printed(o, '6:').map((l) => ourBand(calcudoku, keenPuzzle(l))),
      from: SGT,
    },
  },
];

export const asPaidBench: KindBench = { kind: 'as-paid', run: () => CASES.flatMap(processRows) };
