// The library as a web developer meets it (issue 70): specs typed as the docs write them,
// long calls that can be watched and stopped, puzzles made one at a time, and refusals a
// program can branch on, worded for the caller of a function.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  type BookProgress,
  type BookSpecInput,
  buildBook,
  type Built,
  explain,
  generate,
  generateEach,
  KIND_NAMES,
  printBook,
  publishArchive,
  type RecordOf,
  readRecord,
  solve,
  USER_ERROR_CODES,
  UserError,
} from '../../src/api/index.ts';
import { tempDir } from '../temp.ts';
import { rejection, thrown as caught } from './caught.ts';
import { kindsMessage } from '../../src/api/refusal.ts';

/** The spec docs/spec.md opens with, written as a typed object: a number for a seed, the rest left to their defaults. */
const SPEC: BookSpecInput = {
  title: 'Puzzle Sampler',
  subtitle: 'Eight kinds, from easy to expert',
  author: 'puzzlebook',
  seed: 2026,
  page: { size: 'letter' },
  answers: 'separate',
  sections: [
    { kind: 'numbrix', title: 'Warming up', count: 4, difficulty: 'easy', perPage: 4, options: { size: 6 } },
    { kind: 'cross-numbers', count: 2, difficulty: 'hard', layout: '1x2', options: { size: 5, distinct: 'lines' } },
  ],
};

it('the typed spec is the one docs/spec.md writes', () => {
  const docs = readFileSync(new URL('../../docs/spec.md', import.meta.url), 'utf8');
  expect(SPEC).toEqual(parse(/```yaml\n([\s\S]*?)```/.exec(docs)![1]!));
});

// Never called: what the types refuse, checked by tsc (npm run typecheck, test/typecheck.test.ts).
export function refusedByTypes(built: Built) {
  // @ts-expect-error: no such kind
  const kind: BookSpecInput = { title: 'x', seed: 1, sections: [{ kind: 'crossword', count: 1 }] };
  // @ts-expect-error: a Numbrix's size is a number
  const option: BookSpecInput = { title: 'x', seed: 1, sections: [{ kind: 'numbrix', count: 1, options: { size: 'six' } }] };
  // @ts-expect-error: a Numbrix has no such option
  const unknown: BookSpecInput = { title: 'x', seed: 1, sections: [{ kind: 'numbrix', count: 1, options: { sizes: 6 } }] };
  // @ts-expect-error: a seed is text or a whole number
  const seed: BookSpecInput = { title: 'x', seed: true, sections: [] };
  // A built book prints again as it is.
  void printBook(built.book);
  return [kind, option, unknown, seed];
}

/** What `work` throws, which it must: a refusal. */
const thrown = (work: () => unknown) => caught<UserError>(work);

describe('generateEach', () => {
  it('yields the records generate makes, in order, puzzles made again for variety included', async () => {
    // Countdown and Number Mind make some puzzles again for variety at these seeds (their retry seeds show it).
    for (const [kind, count] of [['countdown', 12], ['number-mind', 10], ['numbrix', 5]] as const) {
      const request = { seed: 'each', difficulty: 'easy', count } as const;
      const made = generate(kind, request);
      const each: RecordOf<typeof kind>[] = [];
      for await (const record of generateEach(kind, request)) each.push(record);
      expect(each, kind).toEqual(made);
    }
    expect(generate('countdown', { seed: 'each', difficulty: 'easy', count: 12 }).some((r) => r.seed.includes('/retry/'))).toBe(true);
  });

  it('lets the event loop run between two puzzles, and stops on its signal', async () => {
    // Counted once a turn of the event loop.
    let turns = 0;
    let ticking = setImmediate(function tick() {
      turns++;
      ticking = setImmediate(tick);
    });
    const seen: number[] = [];
    const stop = new AbortController();
    const each = generateEach('numbrix', { seed: 'loop', difficulty: 'easy', count: 20, options: { size: 5 }, signal: stop.signal });
    const error = await rejection(
      (async () => {
        for await (const record of each) {
          seen.push(turns);
          if (record.id.endsWith('04')) stop.abort(new Error('enough'));
        }
      })(),
    );
    clearImmediate(ticking);
    expect((error as Error).message).toBe('enough');
    expect(seen).toHaveLength(4);
    // The loop turned between each two puzzles.
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
  });

  it('checks its request at once, before any puzzle', () => {
    expect(thrown(() => generateEach('numbrix', { count: 0 }))).toMatchObject({ code: 'invalid-options', message: 'count: must be a whole number from 1 to 1000' });
  });
});

describe('buildBook and printBook', () => {
  it('build a spec typed as the docs write it, telling puzzles made, then pages, then the key; printBook makes the same bytes', async () => {
    const heard: BookProgress[] = [];
    const built = await buildBook(SPEC, { jobs: 1, onProgress: (p) => heard.push(p) });
    expect(built.files.map((f) => f.name)).toEqual(['puzzle-sampler.pdf', 'puzzle-sampler-answers.pdf', 'puzzle-sampler.json']);
    const stages = heard.map((p) => p.stage).filter((stage, i, all) => stage !== all[i - 1]);
    expect(stages).toEqual(['puzzles', 'pages', 'answers']);
    for (const stage of stages) expect(heard.filter((p) => p.stage === stage).at(-1)).toMatchObject({ done: expect.any(Number), total: expect.any(Number) });
    expect(heard.find((p) => p.stage === 'puzzles' && p.done === p.total)?.total).toBe(6);
    for (const p of heard) expect(p.done).toBeLessThanOrEqual(p.total);

    const printed: BookProgress[] = [];
    const again = await printBook(built.book, { onProgress: (p) => printed.push(p) });
    expect(again.files.map((f) => Buffer.from(f.data))).toEqual(built.files.map((f) => Buffer.from(f.data)));
    expect(printed.map((p) => p.stage).filter((stage, i, all) => stage !== all[i - 1])).toEqual(['proving', 'pages', 'answers']);
    expect(printed.find((p) => p.stage === 'proving' && p.done === p.total)?.total).toBe(6);
  });

  it('reject at once with the signal’s reason where it is already aborted, writing nothing', async () => {
    const out = join(tempDir(), 'books');
    const reason = new Error('not now');
    expect(await rejection(buildBook(SPEC, { out, signal: AbortSignal.abort(reason) }))).toBe(reason);
    expect(await rejection(printBook('{}', { out, signal: AbortSignal.abort(reason) }))).toBe(reason);
    expect(existsSync(out)).toBe(false);
  });

  it('stop making puzzles when the signal is aborted mid-way, and write nothing', async () => {
    const out = join(tempDir(), 'books');
    const stop = new AbortController();
    let abortedAt = 0;
    const spec: BookSpecInput = { title: 'Stopped', seed: 3, sections: [{ kind: 'numbrix', count: 400, difficulty: 'expert', options: { size: 9 } }] };
    const error = await rejection(
      buildBook(spec, {
        out,
        jobs: 2,
        signal: stop.signal,
        onProgress: ({ stage, done }) => {
          if (stage === 'puzzles' && done >= 3 && !abortedAt) {
            abortedAt = performance.now();
            stop.abort();
          }
        },
      }),
    );
    expect((error as Error).name).toBe('AbortError');
    // Stopped where it was, not once the book was made (400 expert puzzles take minutes).
    expect(performance.now() - abortedAt).toBeLessThan(5_000);
    expect(existsSync(out)).toBe(false);
    // The stopped thread is not the next call's: that one is made on a thread of its own, whole.
    const next = await buildBook({ title: 'Next', seed: 4, sections: [{ kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 5 } }] }, { jobs: 1 });
    expect(next.book.puzzles).toHaveLength(2);
  });
});

describe("a caller's onProgress that fails", () => {
  /** Rejections no one handled while `work` ran (and a moment after): the caller's process would have died of them. */
  async function unhandled(work: () => Promise<void>): Promise<unknown[]> {
    const seen: unknown[] = [];
    const hear = (reason: unknown) => seen.push(reason);
    process.on('unhandledRejection', hear);
    try {
      await work();
      await new Promise((done) => setTimeout(done, 50));
    } finally {
      process.off('unhandledRejection', hear);
    }
    return seen;
  }

  const TINY: BookSpecInput = { title: 'Heard', seed: 5, answers: 'separate', sections: [{ kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 5 } }] };
  /** The last progress a book tells before its files are written: the answer key's pages, all painted. */
  const last = ({ stage, done, total }: BookProgress) => stage === 'answers' && done === total;

  it('rejects the call (callback-threw, what it threw the cause), stops the book and writes nothing, whether it throws or its promise rejects', async () => {
    const thrown = new Error('my bug');
    const out = join(tempDir(), 'books');
    const seen = await unhandled(async () => {
      const hearers = [
        // Thrown at once, at the first progress.
        () => {
          throw thrown;
        },
        // Thrown at the last progress before the files are written.
        (p: BookProgress) => {
          if (last(p)) throw thrown;
        },
        // A promise rejected, a while after the last progress was told.
        async (p: BookProgress) => {
          if (!last(p)) return;
          await new Promise((done) => setTimeout(done, 200));
          throw thrown;
        },
      ];
      for (const [i, onProgress] of hearers.entries()) {
        const error = (await rejection(buildBook(TINY, { out, jobs: 1, onProgress }))) as UserError;
        expect(error, `hearer ${i}`).toBeInstanceOf(UserError);
        expect(error.code).toBe('callback-threw');
        expect(error.cause).toBe(thrown);
        expect(error.problems).toMatchObject([{ path: ['onProgress'], code: 'callback-threw' }]);
        expect(error.message).toBe(`onProgress: ${i < 2 ? 'it threw' : 'the promise it returned rejected'} (my bug), so the book was stopped and nothing was written`);
        expect(existsSync(out), `hearer ${i}`).toBe(false);
      }
      const built = await buildBook(TINY, { jobs: 1 });
      const { book } = built;
      // printBook: a book file proved again, the same.
      const printed = (await rejection(
        printBook(book, {
          out,
          onProgress: async (p) => {
            if (last(p)) throw thrown;
          },
        }),
      )) as UserError;
      expect(printed).toMatchObject({ code: 'callback-threw', cause: thrown });
      expect(existsSync(out)).toBe(false);
      // A value thrown that is no Error is said as it is.
      const said = (await rejection(
        printBook(book, {
          onProgress: () => {
            throw 'no';
          },
        }),
      )) as UserError;
      expect(said.message).toBe('onProgress: it threw (no), so the book was stopped and nothing was written');
      // A stopped thread is not the next call's: the next book is made whole.
      expect((await buildBook(TINY, { jobs: 1 })).files.map((f) => Buffer.from(f.data))).toEqual(built.files.map((f) => Buffer.from(f.data)));
    });
    expect(seen).toEqual([]);
  });

  it('an async onProgress is heard out before the files are written, and the call settles after its promises', async () => {
    const out = join(tempDir(), 'books');
    let pending = 0;
    let writtenWhilePending = false;
    const built = await buildBook(TINY, {
      out,
      jobs: 1,
      onProgress: async (p) => {
        if (!last(p)) return;
        pending++;
        await new Promise((done) => setTimeout(done, 200));
        writtenWhilePending ||= existsSync(out);
        pending--;
      },
    });
    expect(pending).toBe(0);
    expect(writtenWhilePending).toBe(false);
    expect(built.written.map((path) => path.slice(out.length + 1))).toEqual(['heard.pdf', 'heard-answers.pdf', 'heard.json']);
  });
});

describe('refusals', () => {
  it('explain of a puzzle with no solution is refused as the puzzle it is (issue 83): a contradictory Kakuro, Calcudoku and Sudoku', () => {
    const kakuro = {
      kind: 'kakuro',
      // Two across runs of 3 (each 1 + 2) under a down run of 17 (8 + 9): no digit fits both.
      puzzle: { rows: 3, cols: 3, cells: [[{ across: null, down: null }, { across: null, down: 3 }, { across: null, down: 17 }], [{ across: 3, down: null }, null, null], [{ across: 3, down: null }, null, null]] },
    } as const;
    // A 4×4 whose bottom-right cage of 8 no two different digits up to 4 make, the rest as a made one.
    const calcudoku = {
      kind: 'calcudoku',
      puzzle: {
        size: 4,
        cages: [
          { cells: [[0, 0]], op: '=', target: 1 },
          { cells: [[0, 1], [1, 1]], op: '/', target: 2 },
          { cells: [[0, 2], [1, 2]], op: '+', target: 5 },
          { cells: [[0, 3], [1, 3]], op: '*', target: 6 },
          { cells: [[1, 0], [2, 0]], op: '-', target: 1 },
          { cells: [[2, 1], [2, 2], [2, 3]], op: '*', target: 12 },
          { cells: [[3, 0], [3, 1]], op: '-', target: 1 },
          { cells: [[3, 2], [3, 3]], op: '+', target: 8 },
        ],
      },
    } as const;
    // Nothing repeats where it is seen, but row 1's last square may hold only a 9, and column 9 has one.
    const givens = '12345678.........9'.padEnd(81, '.');
    const sudoku = { kind: 'sudoku', puzzle: { size: 9, box: [3, 3], givens: Array.from({ length: 9 }, (_, r) => [...givens.slice(r * 9, r * 9 + 9)].map((c) => (c === '.' ? 0 : Number(c)))) } } as const;
    for (const item of [kakuro, calcudoku, sudoku]) {
      expect(solve(item as never)).toMatchObject({ count: 0, complete: true });
      const error = thrown(() => explain(item as never));
      expect(error).toBeInstanceOf(UserError);
      expect(error).toMatchObject({ code: 'invalid-item', problems: [{ path: ['puzzle'], code: 'no-solution' }] });
      expect(error.message).toMatch(/^puzzle: has no solution/);
    }
  });

  it('each has a code of the documented set and its problems, named by their path from the argument, in words for a caller', async () => {
    const missing = (await rejection(buildBook({ title: 'x', seed: 1, sections: [undefined] } as unknown as BookSpecInput))) as UserError;
    expect(missing).toBeInstanceOf(UserError);
    expect(missing).toMatchObject({ code: 'invalid-spec', message: 'sections[0]: is required (an object)', problems: [{ path: ['sections', 0], code: 'required', message: 'is required (an object)' }] });

    const size = (await rejection(buildBook({ title: 'x', seed: 1, sections: [{ kind: 'numbrix', count: 1, options: { size: 99 } }] }))) as UserError;
    expect(size).toMatchObject({ code: 'invalid-spec', problems: [{ path: ['sections', 0, 'options', 'size'] }] });
    expect(size.message).toMatch(/^sections\[0\]\.options\.size: must be between/);

    // zod's own messages, as a person writes them.
    const fields = (await rejection(buildBook({ title: '', seed: 1, answers: 'nowhere', colour: 'red', sections: [{ kind: 'nope', count: 1 }] } as unknown as BookSpecInput))) as UserError;
    expect(fields.message.split('\n').sort()).toEqual([
      'answers: must be separate or back',
      'colour: is not a field here',
      `sections[0].kind: ${kindsMessage('nope', KIND_NAMES)}`,
      'title: must not be empty',
    ]);
    expect(fields.problems.map((p) => p.code).sort()).toEqual(['not-allowed', 'not-allowed', 'out-of-range', 'unknown-field']);
    // Too many kinds to list whole on a line: the nearest to what was given, and where every one is.
    expect(kindsMessage('sudoko', KIND_NAMES)).toMatch(/^must be a kind; "sudoko" is not one: the nearest of the \d+ are sudoku, [a-z-]+, [a-z-]+, [a-z-]+, [a-z-]+$/);
    expect(kindsMessage('sudoko', ['sudoku', 'maze'])).toBe('must be a kind: sudoku, maze; "sudoko" is not one');

    // A grid of puzzles under the readable size: refused before any puzzle is made, with the figures to word it by.
    const small = (await rejection(buildBook({ title: 'x', seed: 1, sections: [{ kind: 'numbrix', count: 12, perPage: 12, options: { size: 12 } }] }))) as UserError;
    expect(small).toMatchObject({ code: 'cannot-print', problems: [{ path: ['sections', 0, 'perPage'], code: 'too-small' }] });
    expect(small.message).toMatch(/^sections\[0\]\.perPage: /);

    // The puzzle's own fields are named from the item, as the record holds them; one prefix style.
    expect(thrown(() => solve({ kind: 'numbrix' } as never))).toMatchObject({ code: 'invalid-item', message: 'puzzle: is required (an object)' });
    expect(thrown(() => solve({ kind: 'numbrix', puzzle: { width: 'wide', height: 5, givens: [] } } as never))).toMatchObject({
      code: 'invalid-item',
      problems: [{ path: ['puzzle', 'width'], code: 'wrong-type' }],
    });
    expect(thrown(() => readRecord({ id: 'a' }))).toMatchObject({ code: 'invalid-item', message: 'kind: is required' });
    expect(thrown(() => generate('numbrix', { options: { size: 6, colour: 'red' } as never }))).toMatchObject({
      code: 'invalid-options',
      message: 'options.colour: is not a field here',
      problems: [{ path: ['options', 'colour'], code: 'unknown-field' }],
    });

    // A tampered book file: not proved, nothing printed.
    const [record] = generate('numbrix', { seed: 'book', difficulty: 'easy', options: { size: 5 } });
    const built = await buildBook({ title: 'Proved', seed: 2, sections: [{ kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 5 } }] }, { jobs: 1 });
    const tampered = { ...built.book, puzzles: [{ ...built.book.puzzles[0]!, solution: record!.solution }, built.book.puzzles[1]!] };
    const unproved = (await rejection(printBook(tampered))) as UserError;
    expect(unproved).toMatchObject({ code: 'not-proved', problems: [{ path: ['puzzles', 0], values: { note: 'proved-numbrix-easy-wrhz-01' } }, { path: [] }] });
    expect(unproved.message).toMatch(/^puzzles\[0\]: the stored answer is wrong: .* \(proved-numbrix-easy-wrhz-01\)\n1 of 2 puzzles failed; nothing was printed$/);

    // publishArchive: `out`, not `--out`.
    const books = join(tempDir(), 'books');
    mkdirSync(books);
    writeFileSync(join(books, 'proved.json'), built.files.find((f) => f.name.endsWith('.json'))!.data);
    const out = join(tempDir(), 'taken');
    mkdirSync(out);
    writeFileSync(join(out, 'notes.txt'), 'mine');
    const taken = (await rejection(publishArchive({ books, out }))) as UserError;
    expect(taken).toMatchObject({ code: 'out-refused', message: 'out: has things in it and is not an archive made by puzzlebook site; it was left alone', problems: [{ path: ['out'] }] });
    expect(readdirSync(out)).toEqual(['notes.txt']);

    for (const error of [missing, fields, size, small, taken]) {
      expect(USER_ERROR_CODES).toContain(error.code);
      expect(error.message).not.toMatch(/Invalid input|expected \w+, received|--\w/);
      expect(error.problems.length).toBeGreaterThan(0);
    }
  });
});
