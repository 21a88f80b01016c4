// Issue 107: two `site` runs into one --out, started in the same second, both said they had
// published and the first's books were gone. A publish lands (src/archive/swap.ts landUnchanged)
// only where --out is as it found it; here two and three publishes at random offsets, each
// staging an archive of its own and landing it with the real lock and swap.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MANIFEST } from '../../src/archive/manifest.ts';
import { archiveState, landUnchanged, swapIn } from '../../src/archive/swap.ts';
import { Rng } from '../../src/engine/random.ts';
import { tempDir } from '../temp.ts';

const REFUSED = /^another puzzlebook published .* while this one was working; nothing was changed, so publish again$/;

interface Run {
  name: string;
  books: string;
  /** How many publishes had landed when it looked at --out, and when it came to land. */
  saw: number;
  at: number;
  landed: boolean;
}

/** A publish of `books` named `name`: looks at --out after `offset` ms, works `work` ms, stages its archive and lands it, or is refused. */
async function publish(out: string, landed: string[], name: string, books: string, offset: number, work: number): Promise<Run> {
  await sleep(offset);
  const seen = archiveState(out);
  const saw = landed.length;
  await sleep(work);
  // Its archive, staged beside --out: the books' pages and a manifest, the same bytes for the same books.
  const staged = join(out, '..', `.building-${name}`);
  mkdirSync(join(staged, 'books'), { recursive: true });
  writeFileSync(join(staged, 'books', 'index.html'), `<h1>${books}</h1>`);
  writeFileSync(join(staged, MANIFEST), `${JSON.stringify({ books })}\n`);
  const at = landed.length;
  try {
    landUnchanged(out, seen, () => {
      const aside = join(out, '..', `old-${name}`);
      swapIn(out, staged, new Set(), aside, renameSync);
      // What it replaced, and the folder it was staged in, as a publish removes them after.
      rmSync(aside, { recursive: true, force: true });
      rmSync(staged, { recursive: true, force: true });
      landed.push(name);
    });
    return { name, books, saw, at, landed: true };
  } catch (error) {
    expect((error as Error).message).toMatch(REFUSED);
    expect((error as { code?: string }).code).toBe('conflict');
    rmSync(staged, { recursive: true, force: true });
    return { name, books, saw, at, landed: false };
  }
}

describe('publishes into one --out at once (issue 107)', () => {
  it('at random offsets, in 60 pairs and triples: a publish lands only where no other landed since it looked, the others are refused changing nothing, and --out holds the last whole', async () => {
    const rng = new Rng('test/landing');
    let together = 0;
    let oneAfterAnother = 0;
    for (let trial = 0; trial < 60; trial++) {
      const dir = tempDir();
      const out = join(dir, 'site');
      const landed: string[] = [];
      // Half the trials start from an archive published before, half from nothing.
      if (rng.chance(0.5)) await publish(out, landed, 'earlier', 'earlier', 0, 0);
      const count = 2 + rng.int(2);
      const runs = await Promise.all(
        Array.from({ length: count }, (_, i) => publish(out, landed, `run-${i}`, rng.pick(['A', 'B']), rng.int(12), rng.int(12))),
      );
      for (const run of runs) {
        // Landed exactly when nothing landed between its look and its landing.
        expect(run.landed, `trial ${trial}: ${JSON.stringify(runs)}`).toBe(run.saw === run.at);
      }
      const ours = runs.filter((r) => r.landed);
      // Whoever looked first at an archive nobody has replaced since lands: one at least.
      expect(ours.length).toBeGreaterThanOrEqual(1);
      if (runs.every((r) => r.saw === runs[0]!.saw)) {
        // All looked before any landed: exactly one lands.
        expect(ours).toHaveLength(1);
        together++;
      } else oneAfterAnother++;
      // --out is the last landed's, whole; nothing is left beside it.
      const last = runs.find((r) => r.name === landed.at(-1))!;
      expect(readFileSync(join(out, 'books', 'index.html'), 'utf8')).toBe(`<h1>${last.books}</h1>`);
      expect(readFileSync(join(out, MANIFEST), 'utf8')).toBe(`${JSON.stringify({ books: last.books })}\n`);
      expect(readdirSync(dir)).toEqual(['site']);
      rmSync(dir, { recursive: true, force: true });
    }
    // Both timings were met.
    expect(together).toBeGreaterThanOrEqual(10);
    expect(oneAfterAnother).toBeGreaterThanOrEqual(5);
  });

  it('an archive of the same books landed meanwhile is another archive: the same bytes, another file', async () => {
    const dir = tempDir();
    const out = join(dir, 'site');
    const landed: string[] = [];
    await publish(out, landed, 'first', 'A', 0, 0);
    const seen = archiveState(out);
    await publish(out, landed, 'second', 'A', 0, 0);
    expect(readFileSync(join(out, MANIFEST), 'utf8')).toBe(`${JSON.stringify({ books: 'A' })}\n`);
    expect(archiveState(out)).not.toBe(seen);
    expect(() => landUnchanged(out, seen, () => expect.unreachable())).toThrow(REFUSED);
    rmSync(dir, { recursive: true, force: true });
  });
});
