import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKER } from '../../src/archive/build.ts';
import { isMarked } from '../../src/archive/leftovers.ts';
import { writeAll } from '../../src/book/write.ts';
import { besideCounts, cli, tempDir } from '../cli/run.ts';
import { SPEC_CARDS, writeBookFile } from '../site/books.ts';
import { afterWork } from './cpu.ts';
import { workFolders } from '../work-folders.ts';
import { workRoot } from '../../src/archive/build.ts';

const root = new URL('../../', import.meta.url).pathname;

/** Enough work that a signal lands while puzzles are still being made: about 15 s of CPU here, stopped after 2. */
const SPEC = `title: Long Book
seed: 1
sections:
  - { kind: numbrix, count: 1000, difficulty: hard, options: { size: 12 } }
`;

const SMALL = `title: Long Book
seed: 2
sections:
  - { kind: numbrix, count: 1, difficulty: easy, options: { size: 5 } }
`;

/** SMALL's build, made once for the file: the same bytes each time, so each test that needs an earlier build has a copy. */
let smallBuild: Promise<string> | undefined;
async function earlierBuild(out: string): Promise<void> {
  smallBuild ??= (async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'small.yaml'), SMALL);
    const r = await cli(['build', join(dir, 'small.yaml'), '--out', join(dir, 'out')]);
    if (r.status !== 0) throw new Error(`the earlier build failed:\n${r.stderr}`);
    return join(dir, 'out');
  })();
  cpSync(await smallBuild, out, { recursive: true });
}

/** Every file under a folder (hidden ones too) with its bytes. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length), readFileSync(path).toString('base64')];
      }),
  );
}

/** Runs a command and sends it `signal` once it has done `cpuSeconds` of work. */
async function interrupted(args: string[], signal: NodeJS.Signals, cpuSeconds: number): Promise<{ code: number | null; pid: number }> {
  const child = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), ...args], { cwd: root, stdio: 'ignore' });
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  await afterWork(child.pid!, cpuSeconds);
  child.kill(signal);
  return { code: await closed, pid: child.pid! };
}

describe('a build stopped half way', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('%s leaves the output folder exactly as it was', async (signal) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), SPEC);
    const out = join(dir, 'out');
    // An earlier build of the same book sits in the folder.
    await earlierBuild(out);
    const before = snapshot(out);
    const { code } = await interrupted(['build', join(dir, 'spec.yaml'), '--out', out, '--jobs', '2'], signal, 2);
    expect(code).not.toBe(0);
    expect(snapshot(out)).toEqual(before);
  });

  it('an archive build stopped by SIGINT leaves the old archive and no half-built folder', async () => {
    const dir = tempDir();
    await earlierBuild(join(dir, 'books'));
    // An archive from an earlier run, as `site` knows one: its marker file, and pages.
    mkdirSync(join(dir, 'site', 'puzzles'), { recursive: true });
    writeFileSync(join(dir, 'site', MARKER), 'an earlier archive\n');
    writeFileSync(join(dir, 'site', 'index.html'), '<!doctype html><title>Earlier</title>\n');
    writeFileSync(join(dir, 'site', 'puzzles', 'index.html'), '<!doctype html><title>Earlier puzzles</title>\n');
    const before = snapshot(join(dir, 'site'));
    const child = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), 'site', '--books', join(dir, 'books'), '--out', join(dir, 'site')], { cwd: root, stdio: 'ignore' });
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    const pid = child.pid!;
    // Stopped with the pages under way: once its working folder is there, and a little work later.
    while (!workFolders().some((name) => name.startsWith(`site-${pid}-`))) await new Promise((resolve) => setTimeout(resolve, 20));
    await afterWork(pid, 1.5);
    child.kill('SIGINT');
    expect(await closed).toBe(130);
    expect(snapshot(join(dir, 'site'))).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual(['books', 'site']);
    // Only this test's builds (in this process and the stopped one): other files build sites at the same time.
    const ours = [process.pid, pid].map((p) => `site-${p}-`);
    expect(workFolders().filter((name) => ours.some((prefix) => name.startsWith(prefix)))).toEqual([]);
  });
});

let shelfBooks: string | undefined;
/**
 * SPEC_CARDS's book file (a publish of it long enough at each stage to be stopped there), made
 * once for the file in this process, in a folder of its own: the book file alone, as `build`
 * writes it, without the PDFs no publish here reads.
 */
const shelf = () => {
  if (shelfBooks) return shelfBooks;
  const books = join(tempDir(), 'books');
  mkdirSync(books);
  writeBookFile(SPEC_CARDS, books);
  return (shelfBooks = books);
};

/** Polls until `seen` holds, every 20 ms. */
async function until(seen: () => boolean): Promise<void> {
  while (!seen()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a publish stopped at each stage', () => {
  /** Where a run of `pid` is, as its folders show it (build.ts): its working folder, its cards there, the archive staged beside `out`. */
  const working = (pid: number) => workFolders().filter((name) => name.startsWith(`site-${pid}-`));
  const stages = {
    // Proving: work done, and no working folder yet (it is made once every puzzle is proved).
    proving: async (pid: number) => afterWork(pid, 1),
    // Pages, PDFs and cards at once: the cards' folder is there, and some of them drawn.
    'pages and cards': async (pid: number) => {
      await until(() => working(pid).some((run) => existsSync(join(workRoot(), run, 'cards'))));
      await until(() => working(pid).some((run) => readdirSync(join(workRoot(), run, 'cards')).length > 20));
    },
    // The search index: the new archive is staged beside the old (in a folder named by process,
    // thread and turn, `.site.building-<pid>-<thread>-<n>/site`), being indexed.
    search: async (pid: number, dir: string) => until(() => readdirSync(dir).some((name) => name.startsWith(`.site.building-${pid}-`) && existsSync(join(dir, name, 'site')))),
  };
  // Each stage once, the two signals taken in turn: the publish hears both through the one handler
  // a build does, which 'a build stopped half way' stops with each; a stage stopped by both cost a
  // publish's work twice over (the search stage's a whole publish but its index) for no path more.
  const cases = (Object.keys(stages) as (keyof typeof stages)[]).map((stage, i) => [(['SIGTERM', 'SIGINT'] as const)[i % 2]!, stage] as const);
  it.each(cases)('%s while %s ends it within seconds, the old archive byte for byte and nothing left behind', async (signal, stage) => {
    const dir = tempDir();
    cpSync(shelf(), join(dir, 'books'), { recursive: true });
    mkdirSync(join(dir, 'site'));
    writeFileSync(join(dir, 'site', MARKER), 'an earlier archive\n');
    writeFileSync(join(dir, 'site', 'index.html'), '<!doctype html><title>Earlier</title>\n');
    const before = snapshot(join(dir, 'site'));
    // Stopped at the search index, the archive needs no address: its 400 cards, drawn before the
    // index is begun, would be all the run's work before the signal, and what is put right then
    // (the staged archive, the working folder) is the same with cards or without.
    const address = stage === 'search' ? [] : ['--url', 'https://puzzles.example.org/'];
    const child = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), 'site', '--books', join(dir, 'books'), '--out', join(dir, 'site'), ...address], { cwd: root, stdio: 'ignore' });
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    const pid = child.pid!;
    await stages[stage](pid, dir);
    const sent = performance.now();
    child.kill(signal);
    const code = await closed;
    // Not asserted (a busy machine may be slow), but shown when the test is read.
    console.log(`${signal} while ${stage}: exited ${Math.round(performance.now() - sent)} ms after the signal`);
    expect(code).toBe(128 + { SIGINT: 2, SIGTERM: 15 }[signal]);
    expect(snapshot(join(dir, 'site'))).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual(['books', 'site']);
    expect(working(pid)).toEqual([]);
  });
});

/**
 * One puzzle that takes seconds to make, on one thread: the signal lands inside it. A 12×12
 * medium Kakuro from this seed takes about 4.5 s of CPU here (a 22×22 Numbrix expert took
 * longer, until issue 65 made one in under a second).
 */
const ONE_LONG = `title: Long Book
seed: 3
sections:
  - { kind: kakuro, count: 1, difficulty: medium, options: { size: 12 }, perPage: 1 }
`;

/** Hundreds of quick puzzles on one thread: the signal lands between two of them or inside one. */
const MANY = `title: Long Book
seed: 4
sections:
  - { kind: numbrix, count: 1500, difficulty: hard, options: { size: 9 } }
`;

describe('a build stopped while its puzzles are made on one thread (--jobs 1)', () => {
  const cases = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).flatMap((signal) => [
    [signal, 'one long puzzle', ONE_LONG] as const,
    [signal, '1,500 quick puzzles', MANY] as const,
  ]);
  it.each(cases)('%s during %s exits with 128 + its number at once, the old files byte for byte', async (signal, _, spec) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.yaml'), spec);
    const out = join(dir, 'out');
    await earlierBuild(out);
    const before = snapshot(out);
    const child = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), 'build', join(dir, 'spec.yaml'), '--out', out, '--jobs', '1'], { cwd: root });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    // Long after the command thread started making puzzles, long before it could finish them:
    // by the work done, which a busy machine does not change.
    await afterWork(child.pid!, 1.5);
    const sent = performance.now();
    child.kill(signal);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    // Not asserted (a busy machine may be slow), but shown when the test is read: about 50 ms here.
    console.log(`${signal} during ${_}: exited ${Math.round(performance.now() - sent)} ms after the signal`);
    // A busy machine's build may have said how far it had got (progress.ts): all else is silent.
    expect({ code, stderr: besideCounts(stderr) }).toEqual({ code: 128 + { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal], stderr: '' });
    expect(snapshot(out)).toEqual(before);
  });
});

describe('an archive build killed outright (SIGKILL)', () => {
  it('leaves its working folder, which the next archive build removes', async () => {
    const dir = tempDir();
    await earlierBuild(join(dir, 'books'));
    const child = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), 'site', '--books', join(dir, 'books'), '--out', join(dir, 'site')], { cwd: root, stdio: 'ignore' });
    const mine = () => workFolders().filter((name) => name.startsWith(`site-${child.pid}-`));
    // Killed once its working folder exists and is marked as a run's, with the build under way. A
    // folder killed before its marker is written in full is left (archive/leftovers.ts), so the
    // wait is for the marker's whole text: a marker file seen the moment it was created, still
    // empty, made a busy CI machine's run kill it there.
    while (!mine().some((name) => isMarked(join(workRoot(), name), 'work', workRoot()))) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('close', resolve));
    const left = mine();
    expect(left).toHaveLength(1);
    expect((await cli(['site', '--books', join(dir, 'books'), '--out', join(dir, 'site')])).status).toBe(0);
    expect(existsSync(join(workRoot(), left[0]!))).toBe(false);
  });
});

describe('a command that only prints, stopped half way', () => {
  // It runs on the first thread (src/cli/printing.ts), with no handler: the signal ends it where
  // it is, as it ends any program with nothing to put right, having printed nothing of the puzzles.
  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)('%s ends generate at once, mid-puzzle, with nothing printed', async (signal) => {
    const child = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), 'generate', 'numbrix', '--size', '12', '--difficulty', 'hard', '--count', '1000'], { cwd: root });
    let out = '';
    child.stdout.on('data', (data: Buffer) => (out += String(data)));
    const closed = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('close', (code, by) => resolve([code, by])));
    await afterWork(child.pid!, 1);
    child.kill(signal);
    expect(await closed).toEqual([null, signal]);
    expect(out).toBe('');
  });
});

describe('a signal during the file swap', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)('%s lands the swap whole, then exits', async (signal) => {
    const dir = tempDir();
    for (const name of ['a.pdf', 'a-answers.pdf', 'a.json']) writeFileSync(join(dir, name), `old ${name}`);
    const child = spawn(process.execPath, [join(root, 'test/faults/swap-child.ts'), dir, 'new'], { cwd: root });
    const code = await new Promise<number | null>((resolve) => {
      child.stdout.on('data', (data: Buffer) => {
        if (String(data).includes('swapping')) child.kill(signal);
      });
      child.on('close', resolve);
    });
    expect(code).toBe(128 + { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal]);
    // Every file is the new one; no temporary or set-aside file, no lock is left.
    expect(readdirSync(dir).sort()).toEqual(['a-answers.pdf', 'a.json', 'a.pdf']);
    for (const name of ['a.pdf', 'a-answers.pdf', 'a.json']) expect(readFileSync(join(dir, name), 'utf8')).toBe(`new ${name}`);
  });
});

describe('a writer killed outright (SIGKILL) during the swap', () => {
  // Renames 1–2 set the old a.pdf and a.json aside, 3–5 put a.pdf, the new key and a.json in
  // place; killed as rename N starts, N − 1 are done.
  it.each([2, 4, 5])('is undone by the next writer of the folder when killed as rename %i starts', async (at) => {
    const dir = tempDir();
    for (const name of ['a.pdf', 'a.json']) writeFileSync(join(dir, name), `old ${name}`); // no key before: a-answers.pdf is new
    const child = spawn(process.execPath, [join(root, 'test/faults/swap-child.ts'), dir, 'new', String(at)], { cwd: root });
    await new Promise<void>((resolve) => {
      let said = '';
      child.stdout.on('data', (data: Buffer) => {
        said += String(data);
        if (said.includes(`rename ${at}\n`)) child.kill('SIGKILL');
      });
      child.on('close', () => resolve());
    });
    expect(readdirSync(dir).some((name) => name.endsWith('.tmp') || name.endsWith('.old') || name === '.puzzlebook.lock')).toBe(true);
    writeAll(dir, [{ name: 'other.txt', data: 'x' }]);
    const names = readdirSync(dir).sort();
    const contents = Object.fromEntries(names.map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
    // The old files back, the new key (placed at rename 4) gone, nothing left over.
    expect(contents).toEqual({ 'a.json': 'old a.json', 'a.pdf': 'old a.pdf', 'other.txt': 'x' });
  });
});
