// Criss-Cross on the word kit: its proof against the oracle on layouts made to have many fillings,
// every step of its ladder true to the answer, its bands rising, and its refusals of an author's list.
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { Rng } from '../../../src/engine/random.ts';
import { layOnce } from '../../../src/engine/wordkit/layout.ts';
import { slotGrid } from '../../../src/engine/wordkit/slots.ts';
import { refusalText } from '../../../src/engine/kind.ts';
import { kind } from '../../../src/kinds/criss-cross/index.ts';
import { oracle } from '../../../src/kinds/criss-cross/oracle.ts';
import type { CrissCrossPuzzle } from '../../../src/kinds/criss-cross/schema.ts';
import { solveSteps } from '../../../src/kinds/criss-cross/steps.ts';

const options = kind.options.parse({});

/** A puzzle of `words` laid by the word kit's layout (no proof asked), the bank the words themselves: many have two fillings or more. */
function laidPuzzle(rng: Rng, words: string[]): CrissCrossPuzzle | null {
  const codes = words.map((w) => [...w].map((l) => l.charCodeAt(0) - 65));
  const board = layOnce(codes, 0, rng, 9, 9, 0.5);
  if (!board) return null;
  const rows = board.bottom - board.top + 1;
  const cols = board.right - board.left + 1;
  const open = new Uint8Array(rows * cols);
  for (const l of board.laid) for (let k = 0; k < codes[l.word]!.length; k++) open[(l.row - board.top + (l.across ? 0 : k)) * cols + l.col - board.left + (l.across ? k : 0)] = 1;
  const grid = slotGrid(rows, cols, open);
  if (grid.slots.length !== words.length) return null;
  const slots = grid.slots.map((s) => ({ number: s.number, row: Math.floor(s.cells[0]! / cols), col: s.cells[0]! % cols, dir: s.across ? ('across' as const) : ('down' as const), length: s.cells.length, clue: 'a clue' }));
  const parsed = kind.puzzle.safeParse({ rows, cols, slots, bank: [...words].sort(), printBank: true });
  return parsed.success ? parsed.data : null;
}

describe('Criss-Cross', () => {
  it('counts fillings as the oracle does, on layouts of words from two letters (many fill two ways or more)', () => {
    const rng = new Rng('criss-cross/oracle');
    let tried = 0;
    let several = 0;
    while (tried < 300) {
      const n = 3 + rng.int(4);
      const words = [...new Set(Array.from({ length: n }, () => Array.from({ length: 3 + rng.int(3) }, () => (rng.int(2) ? 'A' : 'B')).join('')))];
      const puzzle = laidPuzzle(rng, words);
      if (!puzzle) continue;
      tried++;
      // Six words fill at most 720 ways: every filling of both, so their orders of search do not matter.
      const mine = kind.solve(puzzle, 1000);
      const theirs = oracle(puzzle, 1000);
      expect(mine.complete).toBe(true);
      expect(mine.solutions.map((s) => s.words.join(' ')).sort()).toEqual(theirs.map((s) => s.words.join(' ')).sort());
      if (theirs.length > 1) several++;
    }
    // The layouts were made to be ambiguous: the comparison is not of single answers only.
    expect(several).toBeGreaterThan(30);
  });

  it("makes every band in English, each proved, each step of its ladder writing the answer's word, no clue giving its answer away", () => {
    for (const difficulty of DIFFICULTIES) {
      for (let i = 0; i < 6; i++) {
        const made = kind.generate(new Rng(`criss-cross/${difficulty}/${i}`), options, difficulty);
        expect(made, `${difficulty} ${i}`).not.toBeNull();
        const { puzzle, solution, grade } = made!;
        expect(kind.puzzle.parse(puzzle)).toEqual(puzzle);
        const solved = kind.solve(puzzle, 2);
        expect(solved.complete && solved.solutions.length).toBe(1);
        expect(solved.solutions[0]).toEqual(solution);
        expect(kind.mistake(puzzle, solution)).toBeNull();
        expect(kind.unfit!(puzzle)).toBeNull();
        expect(kind.band(grade, puzzle)).toBe(difficulty);
        const log = solveSteps(puzzle, grade.level);
        expect(log.solved).toBe(true);
        expect(kind.stepper.reach(puzzle, log.steps)).toEqual(solution);
        // Each step's letters are its slot's answer's, in the slot's cells.
        const answer = new Map<number, number>();
        for (const s of kind.stepper.steps(puzzle, 4).steps) for (const p of s.place) answer.set(p.cell, p.value);
        for (const s of log.steps) for (const p of s.place) expect(answer.get(p.cell)).toBe(p.value);
        // Below its level the ladder does not fill it: the band needs its techniques.
        if (grade.level > 1) expect(solveSteps(puzzle, grade.level - 1, [], false).solved).toBe(false);
        // Easy words each have a length of their own; hard and expert print no bank.
        if (difficulty === 'easy') expect(new Set(puzzle.slots.map((s) => s.length)).size).toBe(puzzle.slots.length);
        expect(puzzle.printBank).toBe(difficulty === 'easy' || difficulty === 'medium');
      }
    }
  });

  it("rises band by band in its medians: score, steps and words checked and dropped", () => {
    const medians = DIFFICULTIES.map((difficulty) => {
      const grades = Array.from({ length: 15 }, (_, i) => kind.generate(new Rng(`criss-cross/bands/${difficulty}/${i}`), options, difficulty)!.grade);
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      return { score: median(grades.map((g) => g.score)), steps: median(grades.map((g) => g.steps)), paper: median(grades.map((g) => g.paper)) };
    });
    for (let i = 1; i < medians.length; i++) {
      expect(medians[i]!.score, DIFFICULTIES[i]).toBeGreaterThan(medians[i - 1]!.score);
      expect(medians[i]!.steps, DIFFICULTIES[i]).toBeGreaterThan(medians[i - 1]!.steps);
      expect(medians[i]!.paper, DIFFICULTIES[i]).toBeGreaterThanOrEqual(medians[i - 1]!.paper);
    }
  });

  it("a teacher's own list makes a sheet, every word and clue its own, and a clue that holds its answer is refused", () => {
    const words = ['lion: A big cat with a mane', 'zebra: A horse with black and white stripes', 'giraffe: The tallest animal, with a long neck', 'elephant: It has a trunk and big ears', 'monkey: It swings from tree to tree', 'hippo: A big animal that loves mud'];
    const own = kind.options.parse({ words });
    expect(kind.refuses!(own, 'medium')).toBeNull();
    const made = kind.generate(new Rng('own'), own, 'medium');
    expect(made).not.toBeNull();
    expect([...made!.solution.words].sort()).toEqual(['ELEPHANT', 'GIRAFFE', 'HIPPO', 'LION', 'MONKEY', 'ZEBRA']);
    expect(made!.puzzle.slots.map((s) => s.clue).sort()).toEqual(words.map((w) => w.split(': ')[1]).sort());
    const giving = kind.options.parse({ words: [...words.slice(1), 'lion: The lion is king of the jungle'] });
    expect(refusalText(kind.refuses!(giving, 'medium')!)).toMatch(/clue for "lion" holds "lion"/);
    expect(kind.options.safeParse({ words: ['lion a big cat', ...words.slice(1)] }).error?.issues[0]?.path).toEqual(['words', 0]);
    expect(refusalText(kind.refuses!(kind.options.parse({ bank: false }), 'easy')!)).toMatch(/easy puzzles print the word bank/);
    // At easy each word has a length of its own: ZEBRA and HIPPO share five letters, so six words have five lengths.
    const easy = kind.refuses!(own, 'easy');
    expect(easy && typeof easy === 'object' && easy.code).toBe('easy-lengths');
    expect(refusalText(easy!)).toMatch(/6 words each need a length of their own .* have 5/);
    // Five of them, drawn as a theme's are, each of its own length: a child's sheet.
    const five = kind.options.parse({ words, count: 5 });
    expect(kind.refuses!(five, 'easy')).toBeNull();
    const sheet = kind.generate(new Rng('own/easy'), five, 'easy')!;
    expect(new Set(sheet.puzzle.slots.map((s) => s.length)).size).toBe(5);
    // The options as they are held read again as given (a worksheet reads them twice).
    expect(kind.options.parse(own)).toEqual(own);
  });

  it('refuses a record whose slots are not the ones its squares make', () => {
    const made = kind.generate(new Rng('tamper'), options, 'medium')!;
    const moved = { ...made.puzzle, slots: made.puzzle.slots.map((s, i) => (i === 0 ? { ...s, number: s.number + 1 } : s)) };
    expect(kind.puzzle.safeParse(moved).success).toBe(false);
    const dropped = { ...made.puzzle, slots: made.puzzle.slots.slice(1), bank: made.puzzle.bank.slice(1) };
    expect(kind.puzzle.safeParse(dropped).success).toBe(false);
  });

  it('reads back the text it writes (a grid, its clues, its bank), as `solve` reads a criss-cross from elsewhere, and says what is wrong with a text that is not one', () => {
    for (const difficulty of ['easy', 'medium'] as const) {
      for (let i = 0; i < 4; i++) {
        const { puzzle } = kind.generate(new Rng(`criss-cross/text/${difficulty}/${i}`), options, difficulty)!;
        const { theme: _, ...rest } = puzzle;
        expect(kind.block!.read(kind.text(puzzle))).toEqual(rest);
      }
    }
    // A bankless puzzle's text has no answers to fill it with.
    const hard = kind.generate(new Rng('criss-cross/text/hard'), options, 'hard')!.puzzle;
    expect(kind.block!.read(kind.text(hard))).toBeNull();
    expect(kind.block!.problem(kind.text(hard))).toMatch(/^0 answers for the 10 slots/);
    expect(kind.block!.problem('# . .\n. .\n\nCAT')).toBe('line 2 of the grid has 2 squares, where line 1 has 3');
  });
});
