import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { specSchema } from '../../src/book/spec.ts';
import { MAX_WORK } from '../../src/book/work-cap.ts';
import { MAX_ITEMS, REQUEST_BUDGET, solveRequest } from '../../src/kinds/request.ts';
import { UserError } from '../../src/engine/errors.ts';
import { randomPath } from '../../src/kinds/numbrix/path.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { Rng } from '../../src/engine/random.ts';
import { cli, expectCleanFailure, tempDir } from './run.ts';

/**
 * Issue 23, finding 5: what one request, spec or command may ask is bounded before any work
 * starts, and what it spends is counted work, never seconds.
 */

afterEach(() => vi.restoreAllMocks());

const ITEM = { kind: 'secret-number', puzzle: { digits: 3, rules: [{ subject: { of: 'digit', positions: [1] }, comparison: 'equals', value: 4 }] } };

/** The message of the UserError `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('solve: what one request may ask', () => {
  it(`refuses more than ${MAX_ITEMS} items at once, solving none`, () => {
    const solve = vi.spyOn(getKind('secret-number'), 'solve');
    const message = refusal(() => solveRequest(Array(MAX_ITEMS + 1).fill(ITEM), 'stdin', 2));
    expect(message).toBe(`stdin: ${MAX_ITEMS + 1} puzzles in one request; at most ${MAX_ITEMS} (split the list, or check a book with verify)`);
    expect(solve).not.toHaveBeenCalled();
    expect(solveRequest(Array(MAX_ITEMS).fill(ITEM), 'stdin', 2)).toHaveLength(MAX_ITEMS);
  });

  it('checks every item before solving any: a bad last item is refused at once, with every bad one on one screen', () => {
    const solve = vi.spyOn(getKind('secret-number'), 'solve');
    const items: unknown[] = Array(MAX_ITEMS).fill(ITEM);
    items[MAX_ITEMS - 1] = { kind: 'numbrix', puzzle: { width: 4, height: 4, givens: [[1]] } };
    const one = refusal(() => solveRequest(items, 'stdin', 2));
    expect(one).toBe(`stdin: [${MAX_ITEMS - 1}].puzzle.givens: must have 4 rows, not 1`);
    expect(solve).not.toHaveBeenCalled();
    const many = refusal(() => solveRequest(Array(MAX_ITEMS).fill({ kind: 'no-such-kind', puzzle: {} }), 'stdin', 2));
    expect(many.split('\n')).toHaveLength(9);
    expect(many).toMatch(/^stdin: \[0\]\.kind: /);
    expect(many.split('\n').at(-1)).toBe(`… and ${MAX_ITEMS - 8} more problems`);
  });

  it('holds a whole request to one budget: items after it is spent come back unknown, unsolved', () => {
    const kind = getKind('secret-number');
    const budgets: number[] = [];
    vi.spyOn(kind, 'solve').mockImplementation((_puzzle, _limit, budget) => {
      budgets.push(budget!);
      return { solutions: [], complete: true, work: REQUEST_BUDGET * 0.4 };
    });
    const results = solveRequest(Array(5).fill(ITEM), 'stdin', 2) as { complete: boolean }[];
    expect(budgets).toEqual([REQUEST_BUDGET, REQUEST_BUDGET * 0.6, REQUEST_BUDGET * 0.2]);
    expect(results.map((r) => r.complete)).toEqual([true, true, true, false, false]);
  });
});

describe('a spec or command whose puzzles could not be made in time', () => {
  // Each puzzle within the minute one may take (test/cli/work-bombs.test.ts), but all of them, as
  // they are measured to cost (book/costs.ts), past what a spec may ask.
  const HUGE = { title: 'Huge', seed: 1, sections: [{ kind: 'kakuro', count: 5000, difficulty: 'expert', options: { size: 12 } }] };

  it('refuses 5,000 expert 12×12 Kakuro, naming the section, its estimate and what fits', () => {
    const parsed = specSchema.safeParse(HUGE);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toHaveLength(1);
    const issue = parsed.error!.issues.find((i) => i.path.join('.') === 'sections.0.count')!;
    expect(issue.message).toMatch(/^5000 expert Kakuro puzzles are expected to take about \d+ hours of one core's work; a spec may ask for about 2 hours, so at most \d+ fit$/);
    const fit = Number(/at most (\d+)/.exec(issue.message)![1]);
    expect(specSchema.safeParse({ ...HUGE, sections: [{ ...HUGE.sections[0], count: fit }] }).success).toBe(true);
    expect(specSchema.safeParse({ ...HUGE, sections: [{ ...HUGE.sections[0], count: fit + 1 }] }).success).toBe(false);
    // The cap is far above what books ask: 5,000 expert 20×20 Numbrix, refused as a day of worst cases before, pass.
    expect(specSchema.safeParse({ ...HUGE, sections: [{ kind: 'numbrix', count: 5000, difficulty: 'expert', options: { size: 20 } }] }).success).toBe(true);
    expect(MAX_WORK).toBeGreaterThan(0);
  });

  it('build refuses it before any puzzle is made, and --plan says every section\'s estimate; a worksheet is refused one puzzle too slow', async () => {
    const dir = tempDir();
    const spec = join(dir, 'huge.json');
    writeFileSync(spec, JSON.stringify(HUGE));
    const built = await cli(['build', spec, '--out', join(dir, 'out')]);
    expectCleanFailure(built);
    expect(built.stderr).toMatch(/huge\.json: sections\[0\]\.count: 5000 expert Kakuro puzzles are expected to take about/);
    expect(existsSync(join(dir, 'out'))).toBe(false);
    // What fits is planned, each section's estimate said in one run.
    const fits = join(dir, 'fits.json');
    writeFileSync(fits, JSON.stringify({ ...HUGE, sections: [{ kind: 'kakuro', count: 400, difficulty: 'easy', options: { size: 6 } }, { kind: 'sudoku', count: 20, difficulty: 'medium' }] }));
    const plan = await cli(['build', fits, '--plan', '--jobs', '2', '--out', join(dir, 'out')]);
    expect(plan.status).toBe(0);
    expect(plan.stdout).toMatch(/\n {2}making, as the bench measured puzzles to cost \(docs\/bench\.md\): about \d+ seconds? of one core's work \(about \d+ seconds? on 2 cores\); a spec may ask for about 2 hours of one core's work\n {4}sections\[0\] {2}400 easy Kakuro of 6×6: about \d+ seconds?\n {4}sections\[1\] {2}20 medium Sudoku of 9×9: (about 1 second|under a second)\n$/);
    expect(existsSync(join(dir, 'out'))).toBe(false);
    // A worksheet's 40 puzzles at a minute each stay within the cap: what is refused is the one puzzle.
    const sheet = await cli(['worksheet', 'numbrix', '--size', '30', '--difficulty', 'expert', '--count', '40', '--out', join(dir, 'sheet')]);
    expectCleanFailure(sheet);
    expect(sheet.stderr).toContain('--size 30: one expert Numbrix puzzle of 30×30 could take about');
    expect(existsSync(join(dir, 'sheet'))).toBe(false);
  });
});

describe('verify: a puzzle the proof cannot settle within its budget', () => {
  it('fails the book, saying the puzzle is not proved unique', async () => {
    const dir = tempDir();
    const spec = join(dir, 'spec.yaml');
    writeFileSync(spec, 'title: Budget\nseed: 1\nsections:\n  - kind: numbrix\n    count: 1\n    difficulty: easy\n    options: { size: 4 }\n');
    expect((await cli(['build', spec, '--out', dir])).status).toBe(0);
    const file = join(dir, 'budget.json');
    const book = JSON.parse(readFileSync(file, 'utf8'));
    // A real 30×30 path keeping 5% of its cells: the proof runs out of its budget (unknown).
    const path = randomPath(new Rng('verify-budget'), 30, 30);
    const grid = Array.from({ length: 30 }, () => new Array<number>(30).fill(0));
    path.forEach((cell, k) => (grid[Math.floor(cell / 30)]![cell % 30] = k + 1));
    const keep = new Rng('verify-budget/keep');
    const givens = grid.map((row) => row.map((v) => (keep.float() < 0.05 ? v : 0)));
    book.puzzles[0] = { ...book.puzzles[0], options: { width: 30, height: 30, symmetry: 'rotational' }, puzzle: { width: 30, height: 30, givens }, solution: { grid } };
    writeFileSync(file, JSON.stringify(book));
    const r = await cli(['verify', file]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(`puzzles[0] (${book.puzzles[0].id}): the solver ran out of budget, so it is not proved unique`);
  });
});
