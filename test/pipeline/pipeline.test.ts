import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { parseData } from '../../src/book/files.ts';
import { readText } from '../../src/book/read.ts';
import { type Run, type Stage, STAGES, fit, make, onThisThread, plan, render, stored } from '../../src/pipeline/pipeline.ts';
import { publish, write } from '../../src/pipeline/write-book.ts';
import { specSchema } from '../../src/book/spec.ts';
import { UserError } from '../../src/engine/errors.ts';
import { tempDirsRemovedAfterEach } from '../cli/run.ts';

const tempDir = tempDirsRemovedAfterEach();

/** A run that records the stages it enters. */
function traced(where: string, options: Partial<Run> = {}): { run: Run; walk: Stage[] } {
  const walk: Stage[] = [];
  return { run: { where, trace: (stage) => walk.push(stage), ...options }, walk };
}

const specOf = (text: string) => specSchema.parse(parseData(text, 'spec', true));
const filesIn = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]));

describe('the pipeline', () => {
  it("a spec's walk through build enters each stage once, in order, and its book prints again to the same bytes", async () => {
    const path = 'books/kids-worksheets.yaml';
    const { run, walk } = traced(path);
    const out = tempDir();
    const written = await publish(specOf(readText(path)), run, onThisThread, out);
    expect(walk).toEqual([...STAGES]);
    expect(walk).toEqual(['plan', 'fit', 'make', 'render', 'write']);
    expect(written.paths.map((p) => p.slice(out.length + 1))).toEqual(written.rendered.files.map((f) => f.name));

    // The book file alone: rendered and written again, the same bytes, through the last two stages only.
    const json = written.paths.find((p) => p.endsWith('.json'))!;
    const again = traced(json);
    const other = tempDir();
    write(await render(stored(bookSchema.parse(JSON.parse(readFileSync(json, 'utf8'))), again.run)), other);
    expect(again.walk).toEqual(['render', 'write']);
    expect(filesIn(other)).toEqual(filesIn(out));
  });

  it('a sheet whose default 2 to a page would be too small is set 1 to a page from its spec, and enters each stage once', async () => {
    // A 12×12 Numbrix in large print is too small 2 to a page: its grid is chosen 1 to a page
    // before any puzzle is made (house.ts), and the spec is left as written.
    const spec = specOf('{ title: Sheet, seed: 3, worksheet: true, sections: [{ kind: numbrix, count: 2, difficulty: easy, options: { size: 12 } }] }');
    const { run, walk } = traced('worksheet');
    const rendered = await render(await make(await fit(plan(spec, run, onThisThread))));
    expect(walk).toEqual(['plan', 'fit', 'make', 'render']);
    expect(rendered.book.spec.sections[0]!.perPage).toBeUndefined();
    expect(rendered.layout.pages.filter((p) => p.type === 'puzzles').map((p) => (p.type === 'puzzles' ? p.puzzles.length : 0))).toEqual([1, 1]);
  });

  it('a refusal stops the walk in the stage it belongs to, before the next', async () => {
    const unprintable = traced('spec.yaml');
    expect(() => plan(specOf('{ title: "Puzzles 🧩", seed: 1, sections: [{ kind: numbrix, count: 1 }] }'), unprintable.run, onThisThread)).toThrow(/spec\.yaml: title: has "🧩"/);
    expect(unprintable.walk).toEqual(['plan']);

    // A grid too small to read is the spec's alone: refused in plan, before any puzzle is made.
    const unreadable = traced('spec.yaml');
    const spec = specOf('{ title: Small, seed: 1, sections: [{ kind: numbrix, count: 12, perPage: 12, difficulty: easy, options: { size: 12 } }] }');
    await expect(publish(spec, unreadable.run, onThisThread, tempDir())).rejects.toThrow(UserError);
    expect(() => plan(spec, traced('spec.yaml').run, onThisThread)).toThrow(/spec\.yaml: sections\[0\]\.perPage: 12 per page would print text at/);
    expect(unreadable.walk).toEqual(['plan']);
  });

  it('the commands that make books parse, call the stages and report: none makes puzzles, checks or renders itself', () => {
    for (const command of ['build', 'worksheet', 'cover', 'answers', 'pages']) {
      const source = readFileSync(`src/cli/${command}.ts`, 'utf8');
      expect(source, command).toMatch(/from '\.\.\/pipeline\/(pipeline|write-book)\.ts'/);
      for (const steering of ['BookMaker', 'makeBook', 'checkPrintable', 'checkReadable', 'checkCover', 'renderBook', 'renderAnswers', 'renderCover', 'layoutBook']) {
        expect(source.includes(steering), `${command} uses ${steering}`).toBe(false);
      }
    }
  });

  it('a book is rendered one way: the archive, the words preview and the maker of /make/ render through the stages too, and no source renders with the checked entries the tests use', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
    for (const file of ['src/archive/shelf-thread.ts', 'src/pipeline/words-preview.ts', 'src/site/make/worker.ts']) expect(readFileSync(file, 'utf8'), file).toMatch(/pipeline\.ts'/);
    // A kind's bench module (`src/kinds/<kind>/bench.ts`) times the whole pipeline, as bench/ does, and is kept out of the package.
    const users = sources('src').filter((file) => !/kinds\/[^/]+\/bench\.ts$/.test(file)).filter((file) => /\b(renderBook|renderAnswers|renderCover)\(/.test(readFileSync(file, 'utf8').replace(/export async function render\w+\(/g, '')));
    expect(users).toEqual([]);
  });
});
