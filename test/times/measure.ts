/**
 * `npm run test:times`: measures the test suite as CI meets it, on a fresh clone of HEAD, and
 * writes the figures into docs/testing.md (between its `times` markers), the README's
 * sentence about them, and each file's time (test/times/durations.json, the order a fresh
 * clone's run starts its files in). In the clone: `npm ci`, then `npm test`, then `npm run test:release`
 * (the rest of what CI runs), then `npm run test:unit`, then two `npm test` at once (both must
 * pass: nothing a run makes may collide with another's), which `-- --once` leaves out; with
 * `-- --coverage`, then the coverage of npm test alone and of all CI's runs (two more runs).
 * Takes as long as the runs it makes, their sum in docs/testing.md's table; a failing run stops it, with its log's path.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pace } from './pace.ts';
import type { RunTimes } from './reporter.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const REPORTER = ['--', '--reporter=default', '--reporter=./test/times/reporter.ts'];

interface Timed {
  seconds: number;
  /** CPU-seconds the whole machine was busy for while it ran (every process: Chromium, servers and builds too), where /proc says. */
  busy?: number;
  times?: RunTimes;
}

/**
 * CPU-seconds the machine has been busy since boot, from /proc/stat (Linux; undefined
 * elsewhere). Read around a run, it counts every process the run started, reaped or not: what
 * the cores had to do, and so the least wall time the run can take on them.
 */
function machineBusy(): number | undefined {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    // user nice system idle iowait irq softirq: all but idle and iowait (and steal, another machine's).
    const [user, nice, system, , , irq, softirq] = fields.map(Number);
    return (user! + nice! + system! + irq! + softirq!) / 100;
  } catch {
    return undefined;
  }
}

/** Runs a command in the clone, its output to a log; resolves with its wall time, or exits naming the log. */
function timed(clone: string, name: string, command: string, args: string[], times?: string): Promise<Timed> {
  const log = join(clone, '..', `${name}.log`);
  const start = performance.now();
  const busyBefore = machineBusy();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: clone, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...(times ? { PUZZLEBOOK_TIMES: times } : {}), NO_COLOR: '1' } });
    let said = '';
    child.stdout.on('data', (d: Buffer) => (said += d));
    child.stderr.on('data', (d: Buffer) => (said += d));
    child.on('close', (code) => {
      writeFileSync(log, said);
      const seconds = (performance.now() - start) / 1000;
      const busyAfter = machineBusy();
      const busy = busyBefore !== undefined && busyAfter !== undefined ? busyAfter - busyBefore : undefined;
      console.log(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes(seconds)} (log: ${log})`);
      if (code !== 0) process.exit(1);
      resolve({ seconds, busy, times: times ? (JSON.parse(readFileSync(times, 'utf8')) as RunTimes) : undefined });
    });
  });
}

// Rounded to the second first, so 839.6 s is 14 min 00 s, not 13 min 60 s.
const minutes = (s: number) => ((whole) => `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`)(Math.round(s));
const count = (n: number) => n.toLocaleString('en');
/** A run's busy CPU-seconds, and how full they kept the cores. */
const cpu = (t: Timed) => (t.busy === undefined ? '' : `${count(Math.round(t.busy))} CPU-s (${Math.round((t.busy / (t.seconds * availableParallelism())) * 100)} %)`);
/** Minutes to the nearest half, as a person says them: 4½. */
const halves = (m: number) => `${Math.floor(Math.round(m * 2) / 2)}${Math.round(m * 2) % 2 ? '½' : ''}`;
/** A time in minutes, to the nearest half: 1 minute, 1½ minutes. */
const aboutMinutes = (s: number) => ((h) => `${h} minute${h === '1' ? '' : 's'}`)(halves(s / 60));
const testsOf = (t: RunTimes, project?: string) => t.files.filter((f) => !project || f.project === project).reduce((n, f) => n + f.tests, 0);
const filesOf = (t: RunTimes, project?: string) => t.files.filter((f) => !project || f.project === project).length;

// The machine's pace before anything of the runs starts: the figures below are only comparable with another day's beside it.
const paced = pace();
const work = mkdtempSync(join(tmpdir(), 'puzzlebook-times-'));
const clone = join(work, 'clone');
const load = loadavg()[0]!;
const git = spawn('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
await new Promise((resolve) => git.on('close', resolve));

const install = await timed(clone, 'npm-ci', 'npm', ['ci']);
// As .ci/run does: the oldest Node the package allows, for test/package/installed.test.ts.
const node = await timed(clone, 'node-cache', 'npm', ['cache', 'add', `node-${process.platform}-${process.arch}@22.12.0`]);
const test = await timed(clone, 'npm-test', 'npm', ['test', ...REPORTER], join(work, 'npm-test.json'));
const release = await timed(clone, 'test-release', 'npm', ['run', 'test:release', ...REPORTER], join(work, 'test-release.json'));
const unit = await timed(clone, 'test-unit', 'npm', ['run', 'test:unit', ...REPORTER], join(work, 'test-unit.json'));
// Two at once doubles the measuring's time: `--once` leaves it out, and says so where it would be.
const pair = process.argv.includes('--once')
  ? undefined
  : await Promise.all([
      timed(clone, 'npm-test-a', 'npm', ['test', ...REPORTER], join(work, 'npm-test-a.json')),
      timed(clone, 'npm-test-b', 'npm', ['test', ...REPORTER], join(work, 'npm-test-b.json')),
    ]);

/**
 * With `--coverage`: line and branch coverage of src's TypeScript (vitest.config.ts's `coverage`),
 * for `npm test` alone and for all CI runs (every project at once: npm test's and
 * test:release's, each matrix's sample and its rest), read from V8's coverage of the test
 * processes. Each is a run of its own, slower than the timed ones, so it is not timed.
 */
interface Covered {
  lines: number;
  branches: number;
}
async function covered(name: string, args: string[]): Promise<Covered> {
  const dir = join(work, `coverage-${name}`);
  await timed(clone, `coverage-${name}`, 'npm', ['exec', '--', 'vitest', 'run', ...args, '--coverage.enabled', `--coverage.reportsDirectory=${dir}`]);
  const { total } = JSON.parse(readFileSync(join(dir, 'coverage-summary.json'), 'utf8')) as { total: Record<'lines' | 'branches', { pct: number }> };
  return { lines: total.lines.pct, branches: total.branches.pct };
}
const coverage = process.argv.includes('--coverage') ? { test: await covered('npm-test', ['--project', '!release']), ci: await covered('ci', []) } : undefined;

const all = test.times!;
// What .ci/run does, one step after another.
const ci: Timed = { seconds: install.seconds + node.seconds + test.seconds + release.seconds, busy: [install, node, test, release].every((t) => t.busy !== undefined) ? install.busy! + node.busy! + test.busy! + release.busy! : undefined };
const both = [...all.files, ...release.times!.files];
const slowest = [...both].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 12);
const machine = `${availableParallelism()} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node}`;
const section = `<!-- times:start (written by npm run test:times; do not edit by hand) -->
Measured ${new Date().toISOString().slice(0, 10)} by \`npm run test:times\` on a fresh clone, on ${machine} (load ${load.toFixed(1)} when it began; its pace ${paced.toFixed(2)} CPU-s, \`node test/times/pace.ts\`):

| run | wall time | machine busy | tests | files |
|---|---|---|---|---|
| \`npm ci\` (from npm's cache) | ${minutes(install.seconds)} | ${cpu(install)} | | |
| \`npm test\` (vitest: ${minutes(all.wall)}) | ${minutes(test.seconds)} | ${cpu(test)} | ${count(testsOf(all))} | ${filesOf(all)} |
| \`npm run test:release\` (CI runs it after \`npm test\`) | ${minutes(release.seconds)} | ${cpu(release)} | ${count(testsOf(release.times!))} | ${filesOf(release.times!)} |
| all of CI (\`.ci/run\`: the three above and the oldest Node put in npm's cache) | ${minutes(ci.seconds)} | ${cpu(ci)} | | |
| \`npm run test:unit\` | ${minutes(unit.seconds)} | ${cpu(unit)} | ${count(testsOf(unit.times!))} | ${filesOf(unit.times!)} |
${pair ? `| two \`npm test\` at once, in one clone, both passing | ${minutes(pair[0].seconds)} and ${minutes(pair[1].seconds)} | ${cpu(pair[0])} for both | ${count(testsOf(pair[0].times!))} each | |` : '| two `npm test` at once | not measured this time (`--once`) | | | |'}

*Machine busy* is the CPU-seconds all of the machine's cores spent while the run went on, every
process counted (Chromium, servers and builds the tests start, too), from \`/proc/stat\`; over
the wall time and the ${availableParallelism()} cores it is how full they were. A run cannot take less wall time than its busy
seconds over the cores: to make \`npm test\` faster, cut what it makes the machine do.

The slowest files of \`npm test\` and of \`npm run test:release\` (seconds from start to end, hooks included, two at a time):

| file | project | seconds |
|---|---|---|
${slowest.map((f) => `| \`${f.file}\` | ${f.project} | ${(f.end - f.start).toFixed(1)} |`).join('\n')}
${coverage ? `
Coverage of src's TypeScript (V8's, of the test processes: \`vitest run --coverage\`), measured in the same clone:

| run | lines | branches |
|---|---|---|
| \`npm test\` | ${coverage.test.lines.toFixed(2)} % | ${coverage.test.branches.toFixed(2)} % |
| all of CI (\`npm test\` and \`npm run test:release\`) | ${coverage.ci.lines.toFixed(2)} % | ${coverage.ci.branches.toFixed(2)} % |
` : ''}<!-- times:end -->`;

const docs = join(ROOT, 'docs/testing.md');
const text = readFileSync(docs, 'utf8');
const marked = /<!-- times:start[^]*?<!-- times:end -->/;
if (!marked.test(text)) throw new Error('docs/testing.md has no times markers');
writeFileSync(docs, text.replace(marked, section));

const readme = join(ROOT, 'README.md');
const sentence = `<!-- test-times -->\`npm test\` (${count(Math.round(testsOf(all) / 50) * 50)} tests, the type checks among them) takes about ${aboutMinutes(test.seconds)} on the
${availableParallelism()}-core machines here when nothing else runs${test.busy === undefined ? '' : ` (${count(Math.round(test.busy))} CPU-seconds of work, the browsers and servers it starts included)`}; on a machine busy with other
work it takes longer in step${pair ? `, and two runs at once take about ${aboutMinutes(Math.max(pair[0].seconds, pair[1].seconds))} each` : ''}. \`npm run test:unit\` (${count(Math.round(testsOf(unit.times!) / 50) * 50)} tests that need no browser, process or
archive) takes about ${Math.ceil(unit.seconds / 10) * 10} seconds. CI also runs \`npm run test:release\`, ${count(Math.round(testsOf(release.times!) / 10) * 10)} tests of what only
packaging, the operating system or scale can break, in about ${aboutMinutes(release.seconds)} ([measured](docs/testing.md#times)).<!-- /test-times -->`;
const said = readFileSync(readme, 'utf8');
const place = /<!-- test-times -->[^]*?<!-- \/test-times -->/;
if (!place.test(said)) throw new Error('README.md has no test-times markers');
writeFileSync(readme, said.replace(place, sentence));
// Each file's time in this fresh run, by project (a matrix file runs its sample in npm test and
// its rest, some ten times longer, in test:release): the order a fresh clone's next run starts its files in (sequencer.ts).
const durations: Record<string, Record<string, number>> = {};
for (const f of [...both].sort((a, b) => (a.file < b.file ? -1 : 1))) (durations[f.project] ??= {})[f.file] = Math.round((f.end - f.start) * 10) / 10;
writeFileSync(join(ROOT, 'test/times/durations.json'), `${JSON.stringify(durations, null, 1)}\n`);
rmSync(clone, { recursive: true, force: true });
console.log(`wrote docs/testing.md, README.md and test/times/durations.json; logs in ${work}`);
