// Every reader of a book file proves what it prints as `verify` does (issue 35, finding 3):
// `answers` printed a key for a book whose Secret Number puzzle had been cut to one rule (so it
// has many answers). `build`, `answers`, `cover` and `explain` now share `verify`'s proof
// (src/book/verify.ts, `provedBook`), and refuse such a book naming the puzzle, writing nothing.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, expectCleanFailure, tempDir } from './run.ts';

const SPEC = `title: Readers
seed: 35
sections:
  - { kind: numbrix, count: 1, difficulty: easy, options: { size: 4 } }
  - { kind: secret-number, count: 2, difficulty: easy }
`;

type Json = any;
let dir: string;
let intact: string;
let book: Json;
/** Index and id of the Secret Number puzzle cut to one rule. */
let cut: { index: number; id: string };

/** Every file in a folder and its bytes: what a refusal must leave as it was. */
const snapshot = (folder: string) => Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name)).toString('base64')]));

/** The book with the Secret Number puzzle cut to its first rule, alone in a folder of its own. */
function cutBook(): { folder: string; path: string } {
  const damaged = structuredClone(book);
  const record = damaged.puzzles[cut.index];
  record.puzzle.rules = record.puzzle.rules.slice(0, 1);
  const folder = join(dir, `cut-${Math.random().toString(36).slice(2)}`);
  mkdirSync(folder);
  const path = join(folder, 'readers.json');
  writeFileSync(path, JSON.stringify(damaged, null, 2));
  return { folder, path };
}

beforeAll(async () => {
  dir = tempDir();
  writeFileSync(join(dir, 'spec.yaml'), SPEC);
  const r = await cli(['build', join(dir, 'spec.yaml'), '--out', join(dir, 'made')]);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  intact = join(dir, 'made', 'readers.json');
  book = JSON.parse(readFileSync(intact, 'utf8'));
  const index = book.puzzles.findIndex((p: Json) => p.kind === 'secret-number');
  // Cut to one rule, it must have many answers, or the test proves nothing.
  expect(book.puzzles[index].puzzle.rules.length).toBeGreaterThan(1);
  cut = { index, id: book.puzzles[index].id };
});

/** The line that names the cut puzzle, as `verify` names it. */
const named = (path: string) => `${path}: puzzles[${cut.index}] (${cut.id}): it has more than one solution`;

describe('a book with a Secret Number puzzle cut to one rule', () => {
  it('verify refuses it (the proof the others share)', async () => {
    const { path } = cutBook();
    const r = await cli(['verify', path]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(named(path));
  });

  it('answers refuses it, naming the puzzle, and writes no key', async () => {
    const { folder, path } = cutBook();
    const before = snapshot(folder);
    const r = await cli(['answers', path]);
    expectCleanFailure(r);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(named(path));
    expect(r.stderr).toContain(`${path}: 1 of 3 puzzles failed; no answer key written`);
    expect(snapshot(folder)).toEqual(before);
  });

  it('cover refuses it, naming the puzzle, and writes no cover', async () => {
    const { folder, path } = cutBook();
    const before = snapshot(folder);
    const r = await cli(['cover', path]);
    expectCleanFailure(r);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(named(path));
    expect(r.stderr).toContain('no cover written');
    expect(snapshot(folder)).toEqual(before);
  });

  it('build refuses to print it again, into its own folder or another, and writes nothing', async () => {
    const { folder, path } = cutBook();
    const before = snapshot(folder);
    const other = join(dir, 'reprinted');
    for (const out of [folder, other]) {
      const r = await cli(['build', path, '--out', out]);
      expectCleanFailure(r);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(named(path));
      expect(r.stderr).toContain('nothing was printed');
    }
    expect(snapshot(folder)).toEqual(before);
    expect(existsSync(other)).toBe(false);
  });

  it('explain refuses it, and the cut puzzle by --id, printing nothing', async () => {
    const { folder, path } = cutBook();
    const before = snapshot(folder);
    for (const args of [[], ['--id', cut.id], ['--json']]) {
      const r = await cli(['explain', path, ...args]);
      expectCleanFailure(r);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(named(path));
      expect(r.stderr).toContain('no explanation was printed');
    }
    expect(snapshot(folder)).toEqual(before);
  });

  it('explain --id of another puzzle of it proves and explains that one', async () => {
    const { path } = cutBook();
    const other = book.puzzles.find((_: Json, i: number) => i !== cut.index).id;
    const r = await cli(['explain', path, '--id', other]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(other);
  });

  it('explain refuses the cut record alone, as its stored answer is no longer the only one', async () => {
    const damaged = structuredClone(book.puzzles[cut.index]);
    damaged.puzzle.rules = damaged.puzzle.rules.slice(0, 1);
    const r = await cli(['explain'], JSON.stringify(damaged));
    expectCleanFailure(r);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`stdin: ${cut.id}: it has more than one solution`);
  });
});

describe('the intact book', () => {
  it('answers, cover, explain and build still print it', async () => {
    const out = join(dir, 'intact-out');
    const answers = await cli(['answers', intact, '--out', out]);
    expect(answers.stderr).toBe('');
    expect(answers.status).toBe(0);
    expect(answers.stdout).toContain('3 answers checked');
    const cover = await cli(['cover', intact, '--out', out]);
    // A few puzzles: too few pages for print-on-demand, which the cover says and nothing else.
    expect(cover.stderr).toMatch(/^puzzlebook: warning: [^\n]+ has \d+ pages; print-on-demand services bind at least 24 pages[^\n]*\n$/);
    expect(cover.status).toBe(0);
    const explain = await cli(['explain', intact]);
    expect(explain.stderr).toBe('');
    expect(explain.status).toBe(0);
    for (const p of book.puzzles) expect(explain.stdout).toContain(p.id);
    const build = await cli(['build', intact, '--out', out]);
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['readers-answers.pdf', 'readers-cover.pdf', 'readers.json', 'readers.pdf']);
    expect(readFileSync(join(out, 'readers.json'), 'utf8')).toBe(readFileSync(intact, 'utf8'));
  });
});
