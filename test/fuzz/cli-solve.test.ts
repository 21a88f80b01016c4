// End to end: mutated input to `puzzlebook solve -` on stdin, and book files with many bad
// puzzles through `verify` and `answers`.
// Cases (fixed seed, see inputs.ts SEED): 10 sampled mutations of valid items + 5 chosen ones
// (all kinds at once, deep nesting, random bytes, empty input, a hundred bad items) = 15 solve
// runs, plus 2 recorded bugs (verify and answers on a book with 30 bad puzzles).
// Each run: exit 0 or 1 (never 2), no stack trace, at most 25 lines on stderr, each naming the
// program or the input; on success stdout is the JSON result.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { bookJson } from '../../src/book/files.ts';
import { specSchema } from '../../src/book/spec.ts';
import { cli, spawnCli, STACK_FRAME, type Run, tempDirsRemovedAfterEach } from '../cli/run.ts';
import { MAX_LINES } from './contract.ts';
import { mutate, mutation, nasty, SEED } from './inputs.ts';
import { cases } from '../cases.ts';
import { withEveryKind } from '../../bench/defaults.ts';

/** A puzzle of every kind: those named here, then any other the registry lists, at its worked example's options (bench/defaults.ts). */
const BOOK = makeBook(
  specSchema.parse({
    title: 'CLI Solve Fuzz',
    seed: 9,
    sections: withEveryKind([
      { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } },
      { kind: 'secret-number', count: 1, difficulty: 'easy', options: { digits: 2 } },
      { kind: 'cross-numbers', count: 1, difficulty: 'easy', options: { size: 2 } },
      { kind: 'countdown', count: 1, difficulty: 'easy' },
      { kind: 'number-mind', count: 1, difficulty: 'easy', options: { length: 3 } },
    ]),
  }),
);
const ITEMS = BOOK.puzzles.map((p) => ({ kind: p.kind, puzzle: JSON.parse(JSON.stringify(p.puzzle)) as unknown }));

interface Case {
  name: string;
  input: string;
}

const sampled: Case[] = fc
  .sample(fc.tuple(fc.nat({ max: ITEMS.length - 1 }), fc.boolean(), fc.array(mutation(nasty), { minLength: 1, maxLength: 2 })), { seed: SEED, numRuns: cases(10, 50) })
  .map(([pick, asArray, mutations], i) => ({
    name: `sampled ${i + 1}`,
    input: JSON.stringify(mutate(asArray ? ITEMS : ITEMS[pick], mutations)) ?? 'null',
  }));

const chosen: Case[] = [
  { name: 'every kind at once', input: JSON.stringify(ITEMS) },
  { name: 'arrays nested 100,000 deep', input: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { name: 'random bytes', input: Buffer.from(Array.from({ length: 200 }, (_, i) => (i * 97 + 13) % 256)).toString('latin1') },
  { name: 'empty input', input: '' },
  { name: 'a hundred bad items', input: JSON.stringify(Array.from({ length: 100 }, () => ({ kind: 'numbrix', puzzle: { width: 1e308 } }))) },
];

const tempDir = tempDirsRemovedAfterEach();

function expectClean(r: Run, where: string, context: string): void {
  const full = `${context}\nexit ${r.status}\nstderr:\n${r.stderr}`;
  expect([0, 1], full).toContain(r.status);
  expect(STACK_FRAME.test(r.stderr), full).toBe(false);
  const lines = r.stderr.split('\n').filter((line, i, all) => line !== '' || i < all.length - 1);
  expect(lines.length, full).toBeLessThanOrEqual(MAX_LINES);
  for (const line of lines) expect(line.startsWith('puzzlebook: ') || line.startsWith(`${where}:`) || line.startsWith('…'), full).toBe(true);
}

describe('solve, end to end, on mutated stdin', () => {
  const check = (r: Run, input: string) => {
    expectClean(r, 'stdin', `input: ${input.slice(0, 1500)}`);
    if (r.status === 0) expect(() => JSON.parse(r.stdout)).not.toThrow();
    else expect(r.stderr.startsWith('puzzlebook: stdin')).toBe(true);
  };

  it.each([...sampled, ...chosen])('$name', async ({ input }) => check(await cli(['solve', '-'], input), input));

  // Through a real pipe, in a process of its own: the random bytes and a valid batch.
  it.each([chosen[0]!, chosen[2]!])('$name, piped to a process', ({ input }) => check(spawnCli(['solve', '-'], input), input));
});

/** A book file whose 30 Countdown puzzles all carry a wrong answer. */
function badBook(): { dir: string; path: string } {
  const countdown = BOOK.puzzles.find((p) => p.kind === 'countdown')!;
  const spec = { ...BOOK.spec, sections: [{ kind: 'countdown', count: 30, difficulty: 'easy', options: {} }] };
  const puzzles = Array.from({ length: 30 }, (_, i) => ({ ...countdown, id: `many-countdown-${String(i + 1).padStart(2, '0')}`, solution: { expression: '1' } }));
  const dir = tempDir();
  const path = join(dir, 'many.json');
  writeFileSync(path, bookJson({ ...BOOK, spec, puzzles } as typeof BOOK));
  return { dir, path };
}

describe('book files with many bad puzzles, end to end', () => {
  // BUG: `verify` lists every failing puzzle, one line each, with no cap (describeIssues
  // stops at 8 and says "… and N more"; bookFailures has no such limit), so a book file of
  // 30 puzzles with wrong answers prints 31 lines. Minimal input: any valid book file with
  // 25 or more puzzles whose stored answers are all wrong (here 30 Countdown puzzles whose
  // solution.expression is "1").
  it('verify refuses a book of 30 bad puzzles within one screen', async () => {
    const { path } = badBook();
    const r = await cli(['verify', path]);
    expect(r.status).toBe(1);
    expectClean(r, path, 'verify');
  });

  // BUG: `answers` checks every stored answer the same way and also lists them all, then
  // "no answer key written": 31 lines for the same book. (It writes nothing, rightly.)
  it('answers refuses a book of 30 bad puzzles within one screen', async () => {
    const { dir, path } = badBook();
    const out = join(dir, 'key');
    const r = await cli(['answers', path, '--out', out]);
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
    expect(r.status).toBe(1);
    expectClean(r, path, 'answers');
  });
});
