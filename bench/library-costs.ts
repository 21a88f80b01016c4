/**
 * What the library costs (docs/library.md, "What each costs"), measured here rather than
 * guessed: the size of `puzzlebook/engine` bundled for a browser, what installing the package
 * brings (its production tree in package-lock.json, each package's own files on this disk), the
 * time `generateEach` adds to `generate` a puzzle, what running `buildBook` on a thread of its
 * own adds, and how soon an abort lands. Each timing is the best of a few runs.
 *
 *   node bench/library-costs.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import { type BookSpecInput, buildBook, generate, generateEach, type KindName } from '../src/api/index.ts';
import { BookMaker } from '../src/book/parallel.ts';
import { specSchema } from '../src/book/spec.ts';
import { build } from '../src/pipeline/pipeline.ts';
import { type Locked, needs, resolveIn as resolveInLock } from '../test/package/lock-tree.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const best = async (runs: number, work: () => unknown) => {
  let least = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    least = Math.min(least, performance.now() - start);
  }
  return least;
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
console.log(`at ${commit}, Node ${process.version}`);

// The engine as a page bundles it.
const bundled = await bundle({ absWorkingDir: ROOT, entryPoints: ['src/api/engine.ts'], bundle: true, platform: 'browser', format: 'esm', minify: true, write: false, logLevel: 'silent' });
const code = bundled.outputFiles[0]!.contents;
console.log(`puzzlebook/engine, minified: ${(code.length / 1e3).toFixed(0)} KB, gzipped ${(gzipSync(code, { level: 9 }).length / 1e3).toFixed(0)} KB`);

// What installing brings: each production package reached from a dependency (in the order
// listed, so one shared is counted once, under the first), sized as installed here.
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')).packages as Record<string, Locked>;
const resolveIn = (from: string, name: string) => resolveInLock(lock, from, name);
/** A package's own files (not those of packages nested in it). */
const ownBytes = (dir: string): number => {
  if (!existsSync(dir)) return 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    bytes += entry.isDirectory() ? ownBytes(path) : entry.isFile() ? statSync(path).size : 0;
  }
  return bytes;
};
const owner = new Map<string, string>();
// The engine's and the PDFs' first, the archive's last: a package both reach is counted as theirs.
const LAST = ['mupdf', 'pagefind', '@astrojs/rss', 'astro'];
const optional = new Set(Object.keys(lock['']!.optionalDependencies ?? {}));
const tops = Object.keys({ ...lock['']!.dependencies, ...lock['']!.optionalDependencies }).sort((a, b) => LAST.indexOf(a) - LAST.indexOf(b));
for (const top of tops) {
  const todo = [resolveIn('', top)!];
  while (todo.length) {
    const key = todo.pop()!;
    if (owner.has(key)) continue;
    owner.set(key, top);
    // What npm installs beside a package: its dependencies, optional ones and required peers (npm 7 on).
    const { required, optional: extra } = needs(lock[key]!);
    for (const name of [...required, ...extra]) {
      const found = resolveIn(key, name);
      if (found) todo.push(found);
    }
  }
}
const byTop = new Map<string, { bytes: number; packages: number }>();
for (const [key, top] of owner) {
  const bytes = ownBytes(join(ROOT, key));
  if (!bytes) continue; // another platform's binary, not installed here
  const sum = byTop.get(top) ?? { bytes: 0, packages: 0 };
  byTop.set(top, { bytes: sum.bytes + bytes, packages: sum.packages + 1 });
}
const total = (tops: [string, { bytes: number; packages: number }][]) => tops.reduce((a, [, b]) => ({ bytes: a.bytes + b.bytes, packages: a.packages + b.packages }), { bytes: 0, packages: 0 });
const all = total([...byTop]);
// Counted under the required packages first, so what --omit=optional leaves is the required packages' own count.
const required = total([...byTop].filter(([top]) => !optional.has(top)));
console.log(`installed: ${mb(all.bytes)} in ${all.packages} packages; with --omit=optional ${mb(required.bytes)} in ${required.packages}`);
for (const [top, { bytes, packages }] of [...byTop].sort((a, b) => b[1].bytes - a[1].bytes)) console.log(`  ${mb(bytes).padStart(9)}  ${top}${optional.has(top) ? ' (optional)' : ''} (${packages})`);

// generateEach over generate, a puzzle.
for (const [kind, options] of [['secret-number', {}], ['numbrix', { size: 4 }]] as [KindName, object][]) {
  const request = { seed: 'costs', difficulty: 'easy', count: 1000, options } as const;
  const once = await best(5, () => generate(kind, request as never));
  const each = await best(5, async () => {
    for await (const record of generateEach(kind, request as never)) void record;
  });
  console.log(`generateEach, 1,000 ${kind}: ${once.toFixed(0)} ms → ${each.toFixed(0)} ms, ${((each - once) / 1000).toFixed(2)} ms a puzzle more`);
}

// buildBook on its thread against the same book made on this one: the first call starts the
// thread (loading the engine and the PDF code there), the next find it kept.
const first = await best(1, () => buildBook({ title: 'First', seed: 0, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 5 } }] }, { jobs: 1 }));
const small: BookSpecInput = { title: 'Costs', seed: 1, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 5 } }] };
const here = await best(3, () => build(specSchema.parse(small), { where: 'spec' }, new BookMaker(1)));
const threaded = await best(3, () => buildBook(small, { jobs: 1 }));
console.log(`a one-puzzle book: ${here.toFixed(0)} ms on this thread; by buildBook ${first.toFixed(0)} ms the first time, ${threaded.toFixed(0)} ms after`);

// An abort, from the signal to the rejection, a few puzzles into a long book.
const stop = new AbortController();
let aborted = 0;
const long: BookSpecInput = { title: 'Long', seed: 3, sections: [{ kind: 'numbrix', count: 400, difficulty: 'expert', options: { size: 9 } }] };
await buildBook(long, {
  jobs: 2,
  signal: stop.signal,
  onProgress: ({ done }) => {
    if (done >= 3 && !aborted) {
      aborted = performance.now();
      stop.abort();
    }
  },
}).catch(() => {});
console.log(`an abort lands ${(performance.now() - aborted).toFixed(0)} ms after the signal`);
