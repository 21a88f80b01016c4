import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import { makeRecord } from '../../src/book/make.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { bookJson, parseData } from '../../src/book/files.ts';
import { BookMaker } from '../../src/book/parallel.ts';
import { specSchema } from '../../src/book/spec.ts';
import { cli, expectCleanFailure, tempDir } from '../cli/run.ts';

// Enough puzzles over enough sections that two threads share the work out of order.
const SPEC = `title: Threads
seed: threads
sections:
  - { kind: numbrix, count: 6, difficulty: hard, options: { size: 7 } }
  - { kind: secret-number, count: 6, difficulty: hard }
  - { kind: cross-numbers, count: 4, difficulty: medium, options: { size: 4 } }
  - { kind: countdown, count: 4, difficulty: medium }
  - { kind: number-mind, count: 4, difficulty: hard, options: { length: 6 } }
`;

describe('parallel generation', () => {
  it('a book made wholly on worker threads is the book made on this thread', async () => {
    const spec = specSchema.parse(parseData(SPEC, 'spec', true));
    const maker = new BookMaker(2, { hereForMs: 0 });
    try {
      const threaded = await maker.make(spec);
      // Every puzzle, and any a section made again for variety, on the threads.
      expect(maker.threaded).toBeGreaterThanOrEqual(spec.sections.reduce((n, s) => n + s.count, 0));
      expect(bookJson(threaded)).toBe(bookJson(makeBook(spec)));
    } finally {
      await maker.close();
    }
  });

  it('a book made wholly on this thread starts no thread', async () => {
    const spec = specSchema.parse(parseData(SPEC, 'spec', true));
    // Never a moment to send work to threads: every puzzle is made here, and nothing is left for them.
    const maker = new BookMaker(2, { hereForMs: Infinity });
    try {
      expect(bookJson(await maker.make(spec))).toBe(bookJson(makeBook(spec)));
      expect(maker.started).toBe(false);
    } finally {
      await maker.close();
    }
  });

  it('makes byte-identical books on one thread and on several', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), SPEC);
    for (const jobs of ['1', '2', '3']) {
      const r = await cli(['build', join(dir, 'spec.yaml'), '--out', join(dir, `jobs-${jobs}`), '--jobs', jobs]);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
    }
    for (const file of ['threads.json', 'threads.pdf', 'threads-answers.pdf']) {
      const one = readFileSync(join(dir, 'jobs-1', file));
      for (const jobs of ['2', '3']) expect(readFileSync(join(dir, `jobs-${jobs}`, file)).equals(one), `${file} with --jobs ${jobs}`).toBe(true);
    }
  });

  it('a section no seed can meet fails from a worker thread as it does on one, naming the section', async () => {
    const dir = tempDir();
    // A 3×3 grid of digits 1 to 3 never needs an expert step, and nothing refuses it up front.
    writeFileSync(
      join(dir, 'spec.yaml'),
      `title: Impossible
seed: 1
sections:
  - { kind: numbrix, count: 2, difficulty: easy, options: { size: 5 } }
  - { kind: cross-numbers, count: 2, difficulty: expert, options: { size: 3, digits: [1, 3] } }
`,
    );
    const messages: string[] = [];
    for (const jobs of ['1', '2']) {
      const r = await cli(['build', join(dir, 'spec.yaml'), '--out', join(dir, 'out'), '--jobs', jobs]);
      expectCleanFailure(r);
      messages.push(r.stderr);
    }
    expect(messages[0]).toContain('sections[1]');
    expect(messages[1]).toBe(messages[0]);
  });

  it('refuses a --jobs that is not a count of threads', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), SPEC);
    for (const jobs of ['0', '-2', '1.5', '1000']) {
      const r = await cli(['build', join(dir, 'spec.yaml'), '--out', join(dir, 'out'), '--jobs', jobs]);
      expectCleanFailure(r);
      expect(r.stderr).toMatch(/^puzzlebook: --jobs: /);
    }
  });
});

describe('retry seeds', () => {
  it('reports puzzles whose own seed could not reach the band, and records the seed used', async () => {
    // 4×4 expert Numbrix needs route listing twice, which some paths cannot give: those seeds retry.
    const options = getKind('numbrix').options.parse({ size: 4 });
    const own = Array.from({ length: 9 }, (_, i) => makeRecord('numbrix', 'x', `r/numbrix/expert/${i + 1}`, options, 'expert'));
    const retried = own.flatMap((record, i) => (record ? [] : [i]));
    expect(retried.length).toBeGreaterThan(0);
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), 'title: Retries\nseed: r\nsections:\n  - { kind: numbrix, name: numbrix, count: 9, difficulty: expert, options: { size: 4 } }\n');
    const outs: string[] = [];
    for (const jobs of ['1', '2']) {
      const r = await cli(['build', join(dir, 'spec.yaml'), '--out', join(dir, `out-${jobs}`), '--jobs', jobs]);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain(`${retried.length} from a retry seed, their own could not reach the band or made one too like the rest of its section (sections[0] ×${retried.length})`);
      outs.push(readFileSync(join(dir, `out-${jobs}`, 'retries.json'), 'utf8'));
    }
    expect(outs[1]).toBe(outs[0]);
    const puzzles = (JSON.parse(outs[0]!) as { puzzles: { seed: string; grade: { score: number } }[] }).puzzles;
    // The section is ramped (easiest first), so find each job's puzzle by its seed.
    const seeds = Array.from({ length: 9 }, (_, i) => puzzles.map((p) => p.seed).find((seed) => seed === `r/numbrix/expert/${i + 1}` || seed.startsWith(`r/numbrix/expert/${i + 1}/`)));
    seeds.forEach((seed, i) => {
      if (retried.includes(i)) expect(seed).toMatch(new RegExp(`^r/numbrix/expert/${i + 1}/retry/\\d$`));
      else expect(seed).toBe(`r/numbrix/expert/${i + 1}`);
    });
    const scores = puzzles.map((p) => p.grade.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });
});
