import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/api/engine.ts';
import { KIND_NAMES } from '../../src/kinds/registry.ts';
import { tempDir } from '../temp.ts';
import { kinds } from '../matrix.ts';

/*
 * Issue 91: one kind as an entry of its own, `puzzlebook/kinds/<kind>` (each kind's library.ts,
 * api/one-kind.ts). A page that makes Sudoku in English bundles Sudoku and the grid kit it
 * steps with, and no other kind's code or words, nor any language's but English; and the
 * bundle runs alone, with no registry to find its kind in.
 */

const ROOT = new URL('../../', import.meta.url).pathname;

/** The tiny page docs/library.md measures: one Sudoku made in English, its puzzle shown. */
const PAGE = `import { generate } from './src/kinds/sudoku/library.ts';
export function made() {
  const [record] = generate({ seed: 'page', difficulty: 'easy' });
  return record;
}
`;

async function bundled(contents: string) {
  const { outputFiles, metafile } = await build({ stdin: { contents, resolveDir: ROOT, loader: 'ts' }, absWorkingDir: ROOT, bundle: true, minify: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
  const inputs = Object.entries(Object.values(metafile.outputs)[0]!.inputs)
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input]) => input);
  return { text: outputFiles[0]!.text, inputs };
}

/**
 * Measured when the kinds became entries (docs/library.md, "One kind"): the page was 701,329
 * bytes minified through puzzlebook/engine, and 243,198 (80,112 gzipped) through
 * puzzlebook/kinds/sudoku. About 15 % over that; a page past it has taken something new.
 */
const BUDGET = { raw: 280_000, gzip: 92_000 };

describe('puzzlebook/kinds/<kind>', () => {
  it('a page making Sudoku in English bundles no other kind, no other language, no registry, and keeps to its budget', async () => {
    const { text, inputs } = await bundled(PAGE);
    const kinds = new Set(inputs.flatMap((input) => /^src\/kinds\/([^/]+)\//.exec(input)?.[1] ?? []));
    expect([...kinds]).toEqual(['sudoku']);
    expect(inputs).not.toContain('src/kinds/registry.ts');
    expect(inputs.filter((input) => /\.(?!en\.)[A-Za-z-]+\.json$/.test(input) && /words/.test(input))).toEqual([]);
    expect(inputs.filter((input) => input.startsWith('src/templates/'))).toEqual([]);
    const bytes = { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
    expect(bytes.raw).toBeLessThanOrEqual(BUDGET.raw);
    expect(bytes.gzip).toBeLessThanOrEqual(BUDGET.gzip);
    expect(bytes.raw).toBeGreaterThan(BUDGET.raw / 2);
  });

  it('the bundle runs alone: its kind registered by its entry makes the record puzzlebook/engine makes', async () => {
    const { text } = await bundled(PAGE);
    const file = join(tempDir(), 'page.mjs');
    writeFileSync(file, text);
    const page = (await import(pathToFileURL(file).href)) as { made: () => unknown };
    expect(page.made()).toEqual(engine.generate('sudoku', { seed: 'page', difficulty: 'easy' })[0]);
  });

  it.each(kinds())('%s: made, solved, explained, drawn, checked and read as puzzlebook/engine does them; another kind refused', async (name) => {
    const one = (await import(`../../src/kinds/${name}/library.ts`)) as typeof import('../../src/kinds/sudoku/library.ts');
    const request = { seed: 'entry', difficulty: 'easy' as const };
    const [record] = one.generate(request as never);
    expect(record).toEqual(engine.generate(name, request)[0]);
    expect(one.solve(record!)).toEqual(engine.solve(record as never));
    expect(one.explain(record!).steps).toEqual(engine.explain(record as never).steps);
    expect(one.draw(record!, { answer: true })).toBe(engine.draw(record as never, { answer: true }));
    expect(one.check(record!, record!.solution)).toBeNull();
    expect(one.readRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
    const other = KIND_NAMES.find((k) => k !== name)!;
    expect(() => one.solve({ kind: other, puzzle: {} } as never)).toThrow(`kind: must be a kind: ${name}; "${other}" is not one`);
    expect(() => one.readRecord({ ...record, kind: other })).toThrow(one.UserError);
  });
});

describe('the kinds a program holds', () => {
  // The code that makes and proves puzzles reads kinds where the registry, or a kind's entry,
  // puts them (kinds/known.ts): a thread or worker that makes puzzles of any kind loads the registry.
  const ENTRIES = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file}`)
    .filter((file) => /(^|[/.-])(worker|thread)\.ts$/.test(file));

  it.each(ENTRIES)('%s loads the registry wherever it reaches the kinds', async (entry) => {
    const { metafile } = await build({ entryPoints: [entry], absWorkingDir: ROOT, bundle: true, platform: 'neutral', format: 'esm', write: false, metafile: true, logLevel: 'silent', packages: 'external', external: ['node:*', 'virtual:*', 'astro:*'], loader: { '.css': 'empty' } });
    const inputs = Object.keys(metafile.inputs);
    if (inputs.includes('src/kinds/known.ts')) expect(inputs).toContain('src/kinds/registry.ts');
  });

  it('finds the threads and workers', () => {
    expect(ENTRIES).toEqual(expect.arrayContaining(['src/book/worker.ts', 'src/site/make/worker.ts', 'src/api/book-thread.ts']));
  });
});
