import { beforeAll, describe, expect, it } from 'vitest';
import { clock, MAX_ELAPSED_MS, MAX_HISTORY, MAX_TEXT, readSaved, type StateCheck } from '../../src/play/saved.ts';
import { progressOf } from '../../src/site/lib/progress.ts';
import { takeHint as countdownTake } from '../../src/kinds/countdown/play.ts';
import type { CountdownState } from '../../src/kinds/countdown/play.ts';
import { getKind, KIND_NAMES, type KindName, type PuzzleOf, type SolutionOf } from '../../src/kinds/registry.ts';
import { Rng } from '../../src/engine/random.ts';

/**
 * Stored progress is the reader's to edit (localStorage), so the player reads it back as
 * hostile (src/play/saved.ts and each kind's `restore`): anything the shell would not
 * have written for this puzzle is no progress, and the game starts afresh.
 */

/** A check that takes any state: what the envelope alone allows. */
const anyState: StateCheck<unknown> = { restore: (s) => s, solved: () => true };
const good = { state: { mistakes: 0 }, elapsedMs: 4000, solved: false, mistakes: 0, hints: 0 };
const text = (fields: object) => JSON.stringify({ ...good, ...fields });

describe('the stored progress around the state', () => {
  it('reads back what the shell writes', () => {
    expect(readSaved(text({}), anyState)).toEqual(good);
    // Progress from before hints were counted, and a game whose answer was opened before a move.
    expect(readSaved(JSON.stringify({ state: { mistakes: 0 }, elapsedMs: 0, solved: true, mistakes: 3 }), anyState)).toEqual({ state: { mistakes: 0 }, elapsedMs: 0, solved: true, mistakes: 3, hints: 0 });
    expect(readSaved(JSON.stringify({ elapsedMs: 900, solved: false, mistakes: 0, hints: 0, revealed: true }), anyState)).toEqual({ state: undefined, elapsedMs: 900, solved: false, mistakes: 0, hints: 0, revealed: true });
    expect(readSaved(text({ elapsedMs: MAX_ELAPSED_MS }), anyState)?.elapsedMs).toBe(MAX_ELAPSED_MS);
  });

  it.each([
    ['the tampered value of the issue (1e400 parses as Infinity)', '{"solved":true,"elapsedMs":1e400}'],
    ['an infinite time with a state', text({}).replace('"elapsedMs":4000', '"elapsedMs":1e400')],
    ['a time below −∞', text({}).replace('"elapsedMs":4000', '"elapsedMs":-1e400')],
    ['a negative time', text({ elapsedMs: -1 })],
    ['NaN as a string', text({ elapsedMs: 'NaN' })],
    ['a time as a string', text({ elapsedMs: '4000' })],
    ['a time over the longest', text({ elapsedMs: MAX_ELAPSED_MS + 1 })],
    ['a huge time', text({ elapsedMs: 1e300 })],
    ['no time', JSON.stringify({ state: {}, solved: false, mistakes: 0 })],
    ['solved as a string', text({ solved: 'true' })],
    ['negative mistakes', text({ mistakes: -1 })],
    ['a fraction of a mistake', text({ mistakes: 1.5 })],
    ['mistakes as a string', text({ mistakes: '2' })],
    ['a huge count of hints', text({ hints: 1e300 })],
    ['hints as an array', text({ hints: [1] })],
    ['revealed as a string', text({ revealed: 'yes' })],
    ['no state on a solved game', JSON.stringify({ elapsedMs: 10, solved: true, mistakes: 0, revealed: true })],
    ['no state, nor the answer shown', JSON.stringify({ elapsedMs: 10, solved: false, mistakes: 0 })],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['a string', '"x"'],
    ['a number', '1e400'],
    ['not JSON', '{"solved":'],
    ['empty', ''],
    ['longer than anything the shell writes', text({ pad: 'x'.repeat(MAX_TEXT) })],
    ['Undo’s states as an object', text({ past: { 0: { mistakes: 0 } } })],
    ['more Undo states than are kept', text({ past: Array.from({ length: MAX_HISTORY + 1 }, () => ({ mistakes: 0 })) })],
    ['more Redo states than are kept', text({ future: Array.from({ length: MAX_HISTORY + 1 }, () => ({ mistakes: 0 })) })],
  ])('reads %s as no progress', (_what, value) => {
    expect(readSaved(value, anyState)).toBeNull();
  });

  it('reads Undo’s and Redo’s states back through the kind’s check, and refuses a state it does not take', () => {
    const states: StateCheck<{ mistakes: number }> = {
      restore: (s) => (typeof s === 'object' && s !== null && (s as { mistakes: unknown }).mistakes === 0 ? { mistakes: 0 } : null),
      solved: () => true,
    };
    const kept = readSaved(text({ past: [{ mistakes: 0 }, { mistakes: 0 }], future: [{ mistakes: 0 }] }), states);
    expect(kept?.past).toHaveLength(2);
    expect(kept?.future).toHaveLength(1);
    // Progress from before Undo was kept has none, and reads back as it was.
    expect(readSaved(text({}), states)).toEqual(good);
    expect(readSaved(text({ past: [{ mistakes: 0 }, { mistakes: 'x' }] }), states)).toBeNull();
    expect(readSaved(text({ future: [null] }), states)).toBeNull();
  });

  it('reads nothing stored as no progress, and never throws, even when the kind’s check does', () => {
    expect(readSaved(null, anyState)).toBeNull();
    const throwing: StateCheck<unknown> = {
      restore: () => {
        throw new Error('boom');
      },
      solved: () => true,
    };
    expect(readSaved(text({}), throwing)).toBeNull();
    // "Solved" is believed only of a state that is solved.
    expect(readSaved(text({ solved: true }), { restore: (s) => s, solved: () => false })).toBeNull();
  });

  it('the clock never shows Infinity or NaN, whatever time it is given', () => {
    for (const ms of [Infinity, -Infinity, NaN, -1, 1e300, Number.MAX_VALUE, JSON.parse('1e400') as number]) {
      expect(clock(ms), String(ms)).toMatch(/^\d+:\d\d$/);
    }
    expect(clock(-1)).toBe('0:00');
    expect(clock(NaN)).toBe('0:00');
    expect(clock(Infinity)).toBe(clock(MAX_ELAPSED_MS));
    expect(clock(MAX_ELAPSED_MS)).toBe('60000:00');
    expect(clock(192_400)).toBe('3:12');
    // The listings read the same value: a time past the longest is not shown.
    expect(progressOf(text({ solved: true, elapsedMs: 1e300 }))).toEqual({ mark: 'solved' });
  });
});

/** What these tests ask of a kind's player (its full type is checked with the browser code, which needs the DOM). */
interface Player<P, A, S> {
  start(puzzle: P): S;
  restore(puzzle: P, stored: unknown): S | null;
  verdict(puzzle: P, answer: A, state: S): { solved: boolean };
}

/** One easy puzzle of a kind at its worked example's options, with the kind's player. */
interface Game<K extends KindName> {
  puzzle: PuzzleOf<K>;
  solution: SolutionOf<K>;
  player: Player<PuzzleOf<K>, SolutionOf<K>, any>;
}

const games = new Map<KindName, Game<KindName>>();
const gameOf = <K extends KindName>(name: K) => games.get(name) as Game<K>;
beforeAll(async () => {
  for (const name of KIND_NAMES) {
    const kind = getKind(name);
    let made: { puzzle: unknown; solution: unknown } | null = null;
    for (let i = 0; !made; i++) {
      if (i > 20) throw new Error(`no easy ${name} made`);
      made = kind.generate(new Rng(`saved-progress/${name}/${i}`), kind.options.parse(kind.example) as never, 'easy');
    }
    const { player } = await import(`../../src/kinds/${name}/player.dom.ts`);
    games.set(name, { puzzle: made.puzzle, solution: made.solution, player } as Game<KindName>);
  }
});

/**
 * What these tests know of a kind's game beyond its player's contract: a state solved as a
 * player would leave it, and states of its own shape that no play makes for this puzzle, each
 * named. A kind without an entry is still tested on all the contract gives: its fresh game
 * read back, "solved" refused on it, and the states no kind takes (`common`); its solved game
 * is listed as a test to write.
 */
interface GameCase<K extends KindName> {
  solved(game: Game<K>): { mistakes: number };
  hostile(game: Game<K>, solved: any): [string, unknown][];
}

const huge = Array.from({ length: 200_000 }, () => 0);

const CASES: { readonly [K in KindName]?: GameCase<K> } = {
  // The grid player's state (src/play/grid.ts), which the kinds on the grid kit share.
  sudoku: {
    solved: ({ puzzle, solution, player }) => ({
      ...player.start(puzzle),
      entries: puzzle.givens.map((row, r) => row.map((given, c) => (given ? null : solution.grid[r]![c]))),
    }),
    hostile: ({ puzzle }, s) => {
      const blank = puzzle.givens.flat().indexOf(0);
      const [br, bc] = [Math.floor(blank / puzzle.size), blank % puzzle.size];
      const given = puzzle.givens.flat().findIndex((v) => v > 0);
      const [gr, gc] = [Math.floor(given / puzzle.size), given % puzzle.size];
      const at = (r: number, c: number, v: unknown) => s.entries.map((row: unknown[], i: number) => row.map((x, j) => (i === r && j === c ? v : x)));
      return [
        ['a grid one row short', { ...s, entries: s.entries.slice(1) }],
        ['a row one cell long', { ...s, entries: s.entries.map((row: unknown[]) => [...row, null]) }],
        ['a huge row', { ...s, entries: [huge, ...s.entries.slice(1)] }],
        ['a digit above the size', { ...s, entries: at(br, bc, puzzle.size + 1) }],
        ['a digit of 0', { ...s, entries: at(br, bc, 0) }],
        ['a digit as a string', { ...s, entries: at(br, bc, '1') }],
        ['a digit over a printed one', { ...s, entries: at(gr, gc, 1) }],
        ['pencil marks in a printed cell', { ...s, notes: { [`${gr}-${gc}`]: [1] } }],
        ['pencil marks off the grid', { ...s, notes: { [`${puzzle.size}-0`]: [1] } }],
        ['a pencil mark twice', { ...s, notes: { [`${br}-${bc}`]: [1, 1] } }],
        ['pencil marks under __proto__', JSON.parse(`{"entries":${JSON.stringify(s.entries)},"mistakes":0,"counted":[],"notes":{"__proto__":[1]}}`)],
        ['counted entries off the grid', { ...s, counted: [`${puzzle.size}-0:1`] }],
        ['no notes', { entries: s.entries, mistakes: 0, counted: [] }],
      ];
    },
  },
  // Calcudoku: the grid player's state, its one-cell cages printed.
  // Skyscrapers' clues stand outside the grid: its state is the grid player's, its printed heights (where any) as Sudoku's.
  skyscrapers: {
    solved: ({ puzzle, solution, player }) => ({ ...player.start(puzzle), entries: solution.grid.map((row, r) => row.map((v, c) => (puzzle.givens?.[r]?.[c] ? null : v))) }),
    hostile: ({ puzzle }, s) => {
      const at = (r: number, c: number, v: unknown) => s.entries.map((row: unknown[], i: number) => row.map((x, j) => (i === r && j === c ? v : x)));
      const blank = puzzle.givens ? puzzle.givens.flat().indexOf(0) : 0;
      const [br, bc] = [Math.floor(blank / puzzle.size), blank % puzzle.size];
      return [
        ['a grid one row short', { ...s, entries: s.entries.slice(1) }],
        ['a height above the size', { ...s, entries: at(br, bc, puzzle.size + 1) }],
        ['a height as a string', { ...s, entries: at(br, bc, '1') }],
        ['pencil marks off the grid', { ...s, notes: { [`${puzzle.size}-0`]: [1] } }],
      ];
    },
  },
  calcudoku: {
    solved: ({ puzzle, solution, player }) => {
      const printed = new Set(puzzle.cages.filter((c) => c.op === '=').map((c) => `${c.cells[0]![0]}-${c.cells[0]![1]}`));
      return { ...player.start(puzzle), entries: solution.grid.map((row, r) => row.map((v, c) => (printed.has(`${r}-${c}`) ? null : v))) };
    },
    hostile: ({ puzzle }, s) => {
      const printed = puzzle.cages.find((c) => c.op === '=')?.cells[0];
      const at = (r: number, c: number, v: unknown) => s.entries.map((row: unknown[], i: number) => row.map((x, j) => (i === r && j === c ? v : x)));
      const blank = puzzle.cages.find((c) => c.op !== '=')!.cells[0]!;
      return [
        ['a grid one row short', { ...s, entries: s.entries.slice(1) }],
        ['a digit above the size', { ...s, entries: at(blank[0], blank[1], puzzle.size + 1) }],
        ['a digit as a string', { ...s, entries: at(blank[0], blank[1], '1') }],
        ...(printed ? ([['a digit over a printed one', { ...s, entries: at(printed[0], printed[1], 1) }]] as [string, unknown][]) : []),
        ['pencil marks off the grid', { ...s, notes: { [`${puzzle.size}-0`]: [1] } }],
      ];
    },
  },
  // Futoshiki: the grid player's state, its printed digits held by the puzzle (its signs are the figure's, nothing of the state).
  futoshiki: {
    solved: ({ puzzle, solution, player }) => ({ ...player.start(puzzle), entries: puzzle.givens.map((row, r) => row.map((given, c) => (given ? null : solution.grid[r]![c]))) }),
    hostile: ({ puzzle }, s) => {
      const blank = puzzle.givens.flat().indexOf(0);
      const [br, bc] = [Math.floor(blank / puzzle.size), blank % puzzle.size];
      const given = puzzle.givens.flat().findIndex((v) => v > 0);
      const at = (r: number, c: number, v: unknown) => s.entries.map((row: unknown[], i: number) => row.map((x, j) => (i === r && j === c ? v : x)));
      return [
        ['a grid one row short', { ...s, entries: s.entries.slice(1) }],
        ['a digit above the size', { ...s, entries: at(br, bc, puzzle.size + 1) }],
        ['a digit as a string', { ...s, entries: at(br, bc, '1') }],
        ...(given >= 0 ? ([['a digit over a printed one', { ...s, entries: at(Math.floor(given / puzzle.size), given % puzzle.size, 1) }]] as [string, unknown][]) : []),
        ['pencil marks off the grid', { ...s, notes: { [`${puzzle.size}-0`]: [1] } }],
      ];
    },
  },
  // Killer Sudoku: the grid player's state, no digit printed (a classic killer).
  'killer-sudoku': {
    solved: ({ puzzle, solution, player }) => ({ ...player.start(puzzle), entries: solution.grid.map((row) => row.map((v) => v)) }),
    hostile: ({ puzzle }, s) => {
      const at = (r: number, c: number, v: unknown) => s.entries.map((row: unknown[], i: number) => row.map((x, j) => (i === r && j === c ? v : x)));
      return [
        ['a grid one row short', { ...s, entries: s.entries.slice(1) }],
        ['a row one cell long', { ...s, entries: s.entries.map((row: unknown[]) => [...row, null]) }],
        ['a digit above the size', { ...s, entries: at(0, 0, puzzle.size + 1) }],
        ['a digit as a string', { ...s, entries: at(0, 0, '1') }],
        ['pencil marks off the grid', { ...s, notes: { [`${puzzle.size}-0`]: [1] } }],
      ];
    },
  },
  // Kakuro: the grid player's state; its clue squares hold nothing.
  kakuro: {
    solved: ({ puzzle, solution, player }) => ({ ...player.start(puzzle), entries: solution.grid.map((row) => row.map((v) => v)) }),
    hostile: ({ puzzle }, s) => {
      const black = puzzle.cells.flat().findIndex((c) => c !== null);
      const [br, bc] = [Math.floor(black / puzzle.cols), black % puzzle.cols];
      const white = puzzle.cells.flat().findIndex((c) => c === null);
      const [wr, wc] = [Math.floor(white / puzzle.cols), white % puzzle.cols];
      const at = (r: number, c: number, v: unknown) => s.entries.map((row: unknown[], i: number) => row.map((x, j) => (i === r && j === c ? v : x)));
      return [
        ['a grid one row short', { ...s, entries: s.entries.slice(1) }],
        ['a digit on a clue square', { ...s, entries: at(br, bc, 3) }],
        ['a digit of 10', { ...s, entries: at(wr, wc, 10) }],
        ['pencil marks on a clue square', { ...s, notes: { [`${br}-${bc}`]: [1] } }],
      ];
    },
  },
  numbrix: {
    solved: ({ puzzle, solution, player }) => ({ ...player.start(puzzle), values: solution.grid.map((row) => [...row]), cursor: null }),
    hostile: ({ puzzle, player }, s) => {
      const last = puzzle.width * puzzle.height;
      const given = puzzle.givens.flat().findIndex((v) => v > 0);
      const [gr, gc] = [Math.floor(given / puzzle.width), given % puzzle.width];
      const moved = s.values.map((row: number[]) => [...row]);
      moved[gr][gc] = puzzle.givens[gr]![gc] === 1 ? 2 : 1;
      const over = s.values.map((row: number[]) => [...row]);
      over[0][0] = last + 1;
      return [
        ['a board one row short', { ...s, values: s.values.slice(1) }],
        ['a row one square long', { ...s, values: s.values.map((row: number[], r: number) => (r === 0 ? [...row, 0] : row)) }],
        ['a huge board', { ...s, values: [huge, ...s.values.slice(1)] }],
        ['a huge number of rows', { ...s, values: Array.from({ length: 100_000 }, () => s.values[0]) }],
        ['a number past the last', { ...s, values: over }],
        ['a printed number changed', { ...s, values: moved }],
        ['a number as a string', { ...s, values: s.values.map((row: number[]) => row.map(String)) }],
        ['a cursor past the last number', { ...s, cursor: last + 1 }],
        ['a cursor on no square of the board', { ...player.start(puzzle), cursor: [...Array(last).keys()].map((k) => k + 1).find((n) => !puzzle.givens.flat().includes(n)) }],
        ['a fractional cursor', { ...s, cursor: 1.5 }],
        ['a direction of 2', { ...s, dir: 2 }],
        ['counted entries off the board', { ...s, counted: [`${puzzle.height}-0:1`] }],
        ['counted entries that are not strings', { ...s, counted: [1] }],
        ['no board', { cursor: null, dir: 1, mistakes: 0 }],
      ];
    },
  },
  'cross-numbers': {
    solved: ({ puzzle, solution, player }) => ({
      ...player.start(puzzle),
      entries: puzzle.cells.map((row, r) => row.map((given, c) => (given === null ? solution.cells[r]![c] : null))),
    }),
    hostile: ({ puzzle }, s) => {
      const [low, high] = puzzle.digits;
      const blank = puzzle.cells.flat().findIndex((v) => v === null);
      const [br, bc] = [Math.floor(blank / puzzle.cols), blank % puzzle.cols];
      const given = puzzle.cells.flat().findIndex((v) => v !== null);
      const at = (r: number, c: number, v: unknown) => s.entries.map((row: unknown[], i: number) => row.map((x, j) => (i === r && j === c ? v : x)));
      return [
        ['a grid one row short', { ...s, entries: s.entries.slice(1) }],
        ['a row one cell long', { ...s, entries: s.entries.map((row: unknown[]) => [...row, null]) }],
        ['a huge row', { ...s, entries: [huge, ...s.entries.slice(1)] }],
        ['a digit above the highest', { ...s, entries: at(br, bc, high + 1) }],
        ['a digit below the lowest', { ...s, entries: at(br, bc, low - 1) }],
        ['a digit as a string', { ...s, entries: at(br, bc, String(low)) }],
        ['pencil marks in a printed cell', given < 0 ? null : { ...s, notes: { [`${Math.floor(given / puzzle.cols)}-${given % puzzle.cols}`]: [low] } }],
        ['pencil marks off the grid', { ...s, notes: { [`${puzzle.rows}-0`]: [low] } }],
        ['pencil marks that are not a list', { ...s, notes: { [`${br}-${bc}`]: low } }],
        ['a pencil mark twice', { ...s, notes: { [`${br}-${bc}`]: [low, low] } }],
        ['pencil marks under __proto__', JSON.parse(`{"entries":${JSON.stringify(s.entries)},"mistakes":0,"notes":{"__proto__":[1]}}`)],
      ];
    },
  },
  countdown: {
    solved: ({ puzzle, solution, player }) => {
      // The working the hint gives, line by line, until the target is made.
      let state = player.start(puzzle) as CountdownState;
      for (let k = 0; k < puzzle.numbers.length && !player.verdict(puzzle, solution, state).solved; k++) state = countdownTake(puzzle, state);
      return state;
    },
    hostile: ({ puzzle }, s) => {
      const cards = puzzle.numbers.length;
      const first = s.steps[0];
      return [
        ['a card changed', { ...s, tiles: s.tiles.map((t: object, k: number) => (k === 0 ? { ...t, value: (s.tiles[0].value as number) + 1 } : t)) }],
        ['a step the rules refuse', { ...s, steps: [{ ...first, op: '-', a: 1, b: 2, result: -1 }, ...s.steps.slice(1)] }],
        ['a step whose result is not its sum', { ...s, steps: [{ ...first, result: first.result + 1 }, ...s.steps.slice(1)] }],
        ['a step on a tile that is not there', { ...s, steps: [{ ...first, tiles: [0, 99] }, ...s.steps.slice(1)] }],
        ['a sign that is not one', { ...s, steps: [{ ...first, op: '^' }, ...s.steps.slice(1)] }],
        ['a tile left unused that a step used', { ...s, tiles: s.tiles.map((t: object) => ({ ...t, used: false })) }],
        ['one tile too many', { ...s, tiles: [...s.tiles, { value: 1, used: false }] }],
        ['more steps than cards', { ...s, steps: Array.from({ length: cards }, () => first) }],
        ['a huge list of tiles', { ...s, tiles: huge }],
      ];
    },
  },
  'number-mind': {
    solved: ({ puzzle, solution, player }) => ({ ...player.start(puzzle), candidate: solution.secret }),
    hostile: ({ puzzle }, s) => [
      ['a code one digit long', { ...s, candidate: `${s.candidate}1` }],
      ['letters in the code', { ...s, candidate: 'ab' }],
      ['a code as a number', { ...s, candidate: Number(s.candidate) }],
      ['pencil marks for too few places', { ...s, notes: [[1]] }],
      ['a pencil mark of 10', { ...s, notes: Array.from({ length: puzzle.length }, () => [10]) }],
      ['a huge list of pencil marks', { ...s, notes: huge }],
    ],
  },
  'word-search': {
    solved: ({ puzzle, player }) => ({ ...player.start(puzzle), found: puzzle.words.map((_, i) => i) }),
    hostile: ({ puzzle }, s) => [
      ['a word found that is not listed', { ...s, found: [...s.found.slice(1), puzzle.words.length] }],
      ['a word found twice', { ...s, found: [0, ...s.found] }],
      ['a negative word', { ...s, found: [-1] }],
      ['a word by its text', { ...s, found: [puzzle.words[0]] }],
      ['found as a number', { ...s, found: 0 }],
      ['no list of words found', { mistakes: 0 }],
      ['a huge list of words found', { ...s, found: huge }],
    ],
  },
  // The maze: the line traced, square by square from the entrance through the openings.
  maze: {
    solved: ({ puzzle, solution, player }) => ({ ...player.start(puzzle), line: solution.path.map(([r, c]) => [r, c]) }),
    hostile: ({ puzzle }, s) => {
      const [first, second] = s.line;
      // A square beside the entrance with a wall between (bits 1 north, 2 east, 4 south, 8 west).
      const [r, c] = first;
      const beyond = ([[1, r - 1, c], [2, r, c + 1], [4, r + 1, c], [8, r, c - 1]] as const).find(([bit, y, x]) => y >= 0 && x >= 0 && y < puzzle.rows && x < puzzle.cols && !(puzzle.open[r]![c]! & bit));
      return [
        ['a line from a square other than the entrance', { ...s, line: s.line.slice(1) }],
        ['a line that jumps a square', { ...s, line: [first, ...s.line.slice(2)] }],
        ['a line through a square twice', { ...s, line: [first, second, first] }],
        ['a square outside the maze', { ...s, line: [first, [puzzle.rows, 0]] }],
        ['a square as a string', { ...s, line: [String(first)] }],
        ['no line', { mistakes: 0 }],
        ['a line as a number', { ...s, line: 0 }],
        ['a huge line', { ...s, line: Array.from({ length: 200_000 }, () => first) }],
        ['counted squares off the maze', { ...s, counted: [`${puzzle.rows}-0:1`] }],
        ...(beyond ? ([['a line through a wall', { ...s, line: [first, [beyond[1], beyond[2]]] }]] as [string, unknown][]) : []),
      ];
    },
  },
  'secret-number': {
    solved: ({ puzzle, solution, player }) => ({ ...player.start(puzzle), guess: String(solution.number), crossed: [0] }),
    hostile: ({ puzzle }, s) => [
      ['a guess one digit long', { ...s, guess: `${s.guess}1` }],
      ['a minus sign in the guess', { ...s, guess: '-1' }],
      ['a rule crossed out that is not printed', { ...s, crossed: [puzzle.rules.length] }],
      ['a rule crossed out twice', { ...s, crossed: [0, 0] }],
      ['crossed out as a string', { ...s, crossed: '0' }],
      ['a huge list of crossed rules', { ...s, crossed: huge }],
      ['pencil marks for too many places', { ...s, notes: Array.from({ length: puzzle.digits + 1 }, () => []) }],
    ],
  },
};

const caseOf = <K extends KindName>(name: K): GameCase<K> | undefined => CASES[name];

/** States no play of any kind makes, built on a state of the kind's (solved where its case says how, else fresh). */
const common = (s: object): [string, unknown][] => [
  ['null', null],
  ['an array', [s]],
  ['a number', 7],
  ['negative mistakes', { ...s, mistakes: -1 }],
  ['infinite mistakes', { ...s, mistakes: Infinity }],
];

describe.each(KIND_NAMES)('the %s player reads back a stored state', (name) => {
  const own = caseOf(name);
  const check = () => {
    const { puzzle, solution, player } = gameOf(name);
    return { restore: (s: unknown) => player.restore(puzzle, s), solved: (s: { mistakes: number }) => player.verdict(puzzle, solution, s).solved };
  };
  const fresh = () => gameOf(name).player.start(gameOf(name).puzzle);
  /** The kind's state to build hostile ones on: solved where its case says how, else fresh. */
  const base = () => (own ? own.solved(gameOf(name)) : fresh());

  it(`takes what play stores: a fresh game${own ? ', and a solved one marked solved' : ''}`, () => {
    const { puzzle, player } = gameOf(name);
    const start = fresh();
    expect(player.restore(puzzle, JSON.parse(JSON.stringify(start)))).toEqual(start);
    expect(readSaved(text({ state: start }), check())?.state).toEqual(start);
    if (!own) return;
    const solved = own.solved(gameOf(name));
    expect(check().solved(solved)).toBe(true);
    expect(player.restore(puzzle, JSON.parse(JSON.stringify(solved)))).toEqual(solved);
    expect(readSaved(text({ state: solved, solved: true }), check())?.state).toEqual(solved);
  });

  // The contract gives no solved state: a kind's own is written in CASES (its shape is the kind's).
  if (!own) it.todo('takes a solved game marked solved (write its solved state in CASES)');

  it('refuses "solved" on a game that is not', () => {
    expect(readSaved(text({ state: fresh(), solved: true }), check())).toBeNull();
  });

  it('refuses every state no play makes for this puzzle, without throwing', () => {
    const { puzzle, player } = gameOf(name);
    const s = base();
    for (const [what, state] of [...common(s), ...(own?.hostile(gameOf(name), s) ?? [])]) {
      let restored: unknown;
      expect(() => (restored = player.restore(puzzle, state)), what).not.toThrow();
      expect(restored, what).toBeNull();
      expect(readSaved(text({ state }), check()), what).toBeNull();
    }
  });
});
