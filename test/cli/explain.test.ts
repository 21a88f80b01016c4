import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { explain } from '../../src/engine/explain.ts';
import type { Stepper } from '../../src/engine/steps.ts';
import { DIFFICULTIES, type Difficulty } from '../../src/engine/kind.ts';
import { asKind } from '../../src/kinds/record.ts';
import { getKind, KIND_NAMES, KINDS, type KindName, type OptionsInputOf } from '../../src/kinds/registry.ts';
import { cli, expectCleanFailure, tempDir } from './run.ts';

/** A section of one puzzle: its band, and its options where not the kind's defaults. */
interface Section<K extends KindName> {
  difficulty: Difficulty;
  options?: OptionsInputOf<K>;
}

/**
 * Bands and sizes chosen for the kinds below, to reach their ladders' harder techniques (the
 * tests after the first read Numbrix's easy and hard, Secret Number's and Number Mind's). A kind
 * with none gets `sectionsOf`'s.
 */
const SECTIONS: { readonly [K in KindName]?: readonly Section<K>[] } = {
  numbrix: [
    { difficulty: 'easy', options: { size: 5 } },
    { difficulty: 'hard', options: { size: 6 } },
  ],
  'secret-number': [{ difficulty: 'medium' }],
  'cross-numbers': [{ difficulty: 'hard' }],
  countdown: [{ difficulty: 'easy' }],
  'number-mind': [{ difficulty: 'medium' }],
};

/** A kind's sections: its own above, else its worked example's options at easy and at the hardest band they reach (`refuses`). */
function sectionsOf<K extends KindName>(kind: K): readonly Section<K>[] {
  const own = SECTIONS[kind];
  if (own) return own;
  const k = getKind(kind);
  const options = k.example as OptionsInputOf<K>;
  const parsed = k.options.parse(options);
  const hardest = DIFFICULTIES.findLast((band) => !k.refuses?.(parsed as never, band)) ?? 'easy';
  return (hardest === 'easy' ? (['easy'] as const) : (['easy', hardest] as const)).map((difficulty) => ({ difficulty, options }));
}

/** Small puzzles of every kind the registry lists, some at two bands, so every ladder is explained. */
const SPEC = JSON.stringify({
  title: 'Explain Test',
  seed: 7,
  sections: KIND_NAMES.flatMap((kind) => sectionsOf(kind).map((s) => ({ kind, count: 1, ...s }))),
});

/** A kind name the registry does not list. */
const NO_KIND = 'no-such-kind';

interface Told {
  id?: string;
  kind: string;
  band: string | null;
  hardest: string | null;
  solved: boolean;
  agrees: boolean | null;
  answer: unknown;
  steps: { n: number; technique: string; title: string; band: string; say: string; from: number[]; place: { cell: number; value: number }[]; strike: { cell: number; values: number[] }[] }[];
}

let dir: string;
let bookPath: string;
let book: ReturnType<typeof bookSchema.parse>;
beforeAll(async () => {
  dir = tempDir();
  writeFileSync(join(dir, 'spec.yaml'), SPEC);
  const r = await cli(['build', join(dir, 'spec.yaml'), '--out', dir]);
  expect(r.status, r.stderr).toBe(0);
  bookPath = join(dir, 'explain-test.json');
  book = bookSchema.parse(JSON.parse(readFileSync(bookPath, 'utf8')));
});

describe('explain', () => {
  it("--json on a book: every puzzle's steps, replayed from the printed puzzle, write its stored answer, and its band is the record's", async () => {
    const r = await cli(['explain', bookPath, '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const told = JSON.parse(r.stdout) as Told[];
    expect(told.map((t) => t.id)).toEqual(book.puzzles.map((p) => p.id));
    for (const [i, t] of told.entries()) {
      const record = book.puzzles[i]!;
      const kind = KINDS[record.kind];
      expect([t.solved, t.agrees, t.band]).toEqual([true, true, record.difficulty]);
      expect(t.hardest).toBe(record.grade.hardest);
      for (const s of t.steps) {
        expect(kind.stepper.ladder[s.technique]?.title).toBe(s.title);
        expect(s.say.length).toBeGreaterThan(10);
      }
      // Every step's sentence, its reason in full, as the step solver says it (and a hint says it).
      expect(t.steps.map((s) => s.say)).toEqual(explain(kind.stepper as Stepper<unknown>, record.puzzle).steps.map((s) => s.say));
      // The steps, read back by the kind's own step solver (`reach`), give the stored answer (one
      // that is right, where the kind proves only that one exists).
      const reached = (kind.stepper as Stepper<unknown>).reach(record.puzzle, t.steps);
      if (kind.proof === 'unique' && kind.sameAnswer) expect((kind.sameAnswer as (a: unknown, b: unknown) => boolean)(reached, record.solution), record.id).toBe(true);
      else if (kind.proof === 'unique') expect(reached, record.id).toEqual(record.solution);
      else expect((kind.check as (puzzle: unknown, solution: unknown) => string | null)(record.puzzle, reached), record.id).toBeNull();
      // And, for the kinds below, the steps' own placements, written into the printed puzzle here, are the stored answer.
      const placed = new Map(t.steps.flatMap((s) => s.place).map((p) => [p.cell, p.value]));
      if (record.kind === 'numbrix') {
        const grid = record.puzzle.givens.flat().map((v, cell) => v || placed.get(cell));
        expect(grid).toEqual(record.solution.grid.flat());
      } else if (record.kind === 'cross-numbers') {
        const grid = record.puzzle.cells.flat().map((v, cell) => v ?? placed.get(cell));
        expect(grid).toEqual(record.solution.cells.flat());
      } else if (record.kind === 'secret-number') {
        expect(Number([...placed.keys()].sort().map((c) => placed.get(c)).join(''))).toBe(record.solution.number);
      } else if (record.kind === 'number-mind') {
        expect([...placed.keys()].sort((a, b) => a - b).map((c) => placed.get(c)).join('')).toBe(record.solution.secret);
      } else if (record.kind === 'countdown') {
        // Countdown's lines write no cells: the last line reaches the target, and the answer is a right one.
        expect(t.steps.at(-1)!.say).toContain(String(record.puzzle.target));
        expect(KINDS.countdown.check(record.puzzle, t.answer as never)).toBeNull();
      }
    }
  });

  it('prints a puzzle as a person reads it: the puzzle, numbered steps naming their technique and band, the answer reached', async () => {
    const record = asKind(book.puzzles.find((p) => p.kind === 'numbrix' && p.difficulty === 'hard')!, 'numbrix');
    const r = await cli(['explain', bookPath, '--id', record.id]);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(`${record.id} · Numbrix · hard`);
    expect(r.stdout).toContain(KINDS.numbrix.text(record.puzzle));
    const steps = lines.filter((l) => /^\s*\d+\. /.test(l));
    expect(steps.length).toBe(record.grade.steps);
    const titles = Object.values(KINDS.numbrix.stepper.ladder).map((t) => t.title.toLowerCase());
    for (const line of steps) {
      expect(titles.some((t) => line.toLowerCase().includes(`. ${t}`))).toBe(true);
      expect(line).toMatch(/\((easy|medium|hard|expert)\)$/);
    }
    expect(steps.some((l) => l.endsWith('(hard)'))).toBe(true);
    expect(r.stdout).toContain(`The answer these steps reach:\n${KINDS.numbrix.text(record.puzzle, record.solution)}\nIt is the stored answer.`);
  });

  it('reads a record, or an array of {kind, puzzle}, from stdin; one record gives one object', async () => {
    const record = book.puzzles.find((p) => p.kind === 'secret-number')!;
    const one = await cli(['explain', '-', '--json'], JSON.stringify(record));
    expect(one.status, one.stderr).toBe(0);
    const told = JSON.parse(one.stdout) as Told;
    expect([told.id, told.kind, told.agrees, told.answer]).toEqual([record.id, 'secret-number', true, record.solution]);

    // Two puzzles of kinds that prove their answer unique, so the steps reach the stored one.
    const two = book.puzzles.filter((p) => KINDS[p.kind].proof === 'unique').slice(0, 2);
    expect(two).toHaveLength(2);
    const bare = two.map((p) => ({ kind: p.kind, puzzle: p.puzzle }));
    const many = await cli(['explain', '--json'], JSON.stringify(bare));
    expect(many.status, many.stderr).toBe(0);
    const both = JSON.parse(many.stdout) as Told[];
    // With no stored answer there is nothing to agree with; the steps still reach the answer.
    expect(both.map((t) => [t.agrees, t.solved])).toEqual([
      [null, true],
      [null, true],
    ]);
    expect(both[1]!.answer).toEqual(two[1]!.solution);
  });

  it('a puzzle reasoning cannot finish is explained as far as it goes, and exits 1 saying so', async () => {
    // Only 1 and 16 printed down one side of a 4×4: many paths fit, so no step can be certain for long.
    const givens = [
      [1, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [16, 0, 0, 0],
    ];
    const r = await cli(['explain'], JSON.stringify({ kind: 'numbrix', puzzle: { width: 4, height: 4, givens } }));
    expectCleanFailure(r);
    expect(r.stdout).toContain('no technique goes on: this puzzle needs trial and error, or has more than one answer');
    expect(r.stderr).toMatch(/stdin: the puzzle: no named technique goes on after \d+ steps/);
  });

  it('a puzzle with no solution is said to have none, first and in place of its steps, and exits 0 as solve does (issue 83)', async () => {
    // Two across runs of 3 (each 1 + 2) under a down run of 17 (8 + 9): no digit fits both.
    const kakuro = {
      kind: 'kakuro',
      puzzle: { rows: 3, cols: 3, cells: [[{ across: null, down: null }, { across: null, down: 3 }, { across: null, down: 17 }], [{ across: 3, down: null }, null, null], [{ across: 3, down: null }, null, null]] },
    };
    // Nothing repeats where it is seen, but row 1's last square may hold only a 9, and column 9 has one.
    const sudoku = '12345678.........9'.padEnd(81, '.');
    const solved = await cli(['solve'], JSON.stringify(kakuro));
    expect(JSON.parse(solved.stdout)).toMatchObject({ count: 0, complete: true });
    for (const [input, title] of [[JSON.stringify(kakuro), 'Kakuro'], [`${sudoku}\n`, 'Sudoku']] as const) {
      const r = await cli(['explain'], input);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(solved.status);
      expect(r.stdout).toBe(`${title}\nThis puzzle has no solution: no answer keeps all of its rules, so there are no steps to explain.\n`);
    }
    // Among others, in its place; as JSON, solvable false and no steps.
    const record = book.puzzles.find((p) => p.kind === 'sudoku')!;
    const r = await cli(['explain', '--json', '--language', 'de'], JSON.stringify([kakuro, record]));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const told = JSON.parse(r.stdout) as (Told & { solvable: boolean | null; complete: boolean })[];
    expect(told[0]).toEqual({ kind: 'kakuro', band: null, needs: null, score: null, unbanded: null, hardest: null, steps: [], solved: false, answer: null, solvable: false, agrees: null, complete: true });
    expect(told[1]).toMatchObject({ id: record.id, solved: true, solvable: true, agrees: true });
    const de = await cli(['explain', '--language', 'de'], JSON.stringify(kakuro));
    expect(de.stdout).toBe('Kakuro\nDieses Rätsel hat keine Lösung: Keine Antwort erfüllt alle seine Regeln, also gibt es keine Schritte zu erklären.\n');
  });

  it('proves each puzzle once: a book\'s with --id, and a record with its answer, are solved by the proof solver one time (issue 83)', async () => {
    const record = book.puzzles.find((p) => p.kind === 'sudoku')!;
    const solve = vi.spyOn(KINDS.sudoku, 'solve');
    try {
      const picked = await cli(['explain', bookPath, '--id', record.id]);
      expect(picked.status, picked.stderr).toBe(0);
      expect(solve).toHaveBeenCalledTimes(1);
      solve.mockClear();
      const alone = await cli(['explain'], JSON.stringify(record));
      expect(alone.status, alone.stderr).toBe(0);
      expect(solve).toHaveBeenCalledTimes(1);
      // And a record whose answer is wrong is still refused, by that one run.
      solve.mockClear();
      const wrong = structuredClone(record) as typeof record & { solution: { grid: number[][] } };
      const [a, b] = [wrong.solution.grid[0]![0]!, wrong.solution.grid[0]![1]!];
      wrong.solution.grid[0]![0] = b;
      wrong.solution.grid[0]![1] = a;
      expectCleanFailure(await cli(['explain'], JSON.stringify(wrong)));
      expect(solve).toHaveBeenCalledTimes(1);
    } finally {
      solve.mockRestore();
    }
  });

  it('a record whose stored answer is wrong is refused as verify refuses it, naming it, and nothing is printed', async () => {
    const record = structuredClone(book.puzzles.find((p) => p.kind === 'number-mind')!);
    if (record.kind !== 'number-mind') throw new Error('unreachable');
    const digits = [...record.solution.secret];
    digits[0] = String((Number(digits[0]) + 1) % 10);
    record.solution.secret = digits.join('');
    const r = await cli(['explain'], JSON.stringify(record));
    expectCleanFailure(r);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`stdin: ${record.id}: the stored answer is wrong`);
    expect(r.stderr).toContain('1 of 1 puzzles failed; no explanation was printed');
  });

  it("explains a book in its own language, and any puzzle in the language asked for", async () => {
    const spanish = join(dir, 'es.yaml');
    writeFileSync(spanish, 'title: Explicar\nseed: 7\nlanguage: es\nsections:\n  - { kind: numbrix, count: 1, difficulty: medium, options: { size: 5 } }\n');
    expect((await cli(['build', spanish, '--out', dir])).status).toBe(0);
    const r = await cli(['explain', join(dir, 'explicar.json')]);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('explicar-numbrix-medium-wrhz-01 · Numbrix · medio');
    expect(r.stdout).toMatch(/^\d+ pasos, solo razonando; el más difícil es «[^»]+» \(medio\)\.$/m);
    expect(r.stdout).toContain('La solución a la que llegan estos pasos:');
    expect(r.stdout).toContain('Es la solución guardada.');
    for (const line of lines.filter((l) => /^\s*\d+\. /.test(l))) expect(line).toMatch(/\((fácil|medio|difícil|experto)\)$/);
    expect(r.stdout).not.toMatch(/steps|answer|stored/);
    // An English book's puzzle, in German on request.
    const record = book.puzzles.find((p) => p.kind === 'numbrix' && p.difficulty === 'easy')!;
    const de = await cli(['explain', bookPath, '--id', record.id, '--language', 'de']);
    expect(de.status, de.stderr).toBe(0);
    expect(de.stdout.split('\n')[0]).toBe(`${record.id} · Numbrix · leicht`);
    expect(de.stdout).toContain('Es ist die gespeicherte Lösung.');
    expect(de.stdout).not.toContain('stored answer');
  });

  it('refuses bad input naming what is wrong, and prints nothing on stdout', async () => {
    expect(KIND_NAMES).not.toContain(NO_KIND);
    const cases: [string[], string | undefined, RegExp][] = [
      [['explain', bookPath, '--id', 'nope'], undefined, /no puzzle has the id nope/],
      [['explain'], '{"kind":"numbrix","puzzle":{"width":4,"height":4,"givens":[[1]]}}', /stdin: puzzle\.givens/],
      [['explain'], JSON.stringify({ kind: NO_KIND, puzzle: {} }), /stdin: kind/],
      [['explain'], '[{"kind":"secret-number","puzzle":{"digits":3,"rules":[]},"solution":{"number":"x"}}]', /stdin: \[0\]\.(puzzle|solution)/],
      [['explain'], '{not json', /stdin: not valid JSON/],
      [['explain'], 'not json', /stdin: line 1: not a Sudoku line/],
      [['explain', join(dir, 'missing.json')], undefined, /cannot read/],
    ];
    for (const [args, input, message] of cases) {
      const r = await cli(args, input);
      expectCleanFailure(r);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
  });
});
