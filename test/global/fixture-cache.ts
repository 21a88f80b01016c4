/**
 * The run's shared fixtures (the archive every browser test reads, the pool of puzzles and PDFs the
 * print tests share) kept for the next run of the same project: CI runs `npm test` and then
 * `npm run test:release` on one checkout, and the second run reads what the first made rather than
 * making it again (issue 106: no test builds what another has built). A fixture is kept under a
 * key of every file git lists (tracked, or new and not ignored) and the Node that ran it: a change
 * to any of them, a test's own included, makes it afresh. Kept in node_modules/.cache, which a
 * fresh clone does not have; `PUZZLEBOOK_FRESH_FIXTURES=1` makes every fixture afresh.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const CACHE = join(root, 'node_modules/.cache/puzzlebook-fixtures');
/** What marks a kept fixture whole: written last, before it is moved into its place. */
const WHOLE = '.whole';
/** The names this file gives what it keeps: a fixture's name and the key; nothing else in CACHE is its. */
const KEPT = /^[a-z-]+?-([0-9a-f]{64})$/;

let key: string | undefined;
/** The key of the project as it is now: its files' contents, as git lists them, and the Node running it. */
export function projectKey(): string {
  if (key) return key;
  const hash = createHash('sha256').update(`${process.version}\0`);
  const files = execFileSync('git', ['-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(Boolean)
    .sort();
  for (const file of files) {
    const path = join(root, file);
    // A file git lists that is deleted in the tree counts as absent.
    hash.update(`${file}\0${existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : '-'}\0`);
  }
  return (key = hash.digest('hex'));
}

const fresh = () => process.env.PUZZLEBOOK_FRESH_FIXTURES === '1';
const place = (name: string) => join(CACHE, `${name}-${projectKey()}`);

/**
 * Copies the fixture `name` kept for this project's key into `into` (its `parts`, folders or files
 * beside each other there): true if there was one, false if it must be made.
 */
export function restoreFixture(name: string, into: string, parts: readonly string[]): boolean {
  if (fresh()) return false;
  let kept: string;
  try {
    kept = place(name);
  } catch {
    // No key without git's list of the files (a copy that is no clone): made afresh.
    return false;
  }
  if (!existsSync(join(kept, WHOLE))) return false;
  try {
    for (const part of parts) cpSync(join(kept, part), join(into, part), { recursive: true, filter: (path) => path !== join(kept, WHOLE) });
    return true;
  } catch {
    // Removed meanwhile (a run of another state of the project kept its own): made afresh, from an empty folder.
    for (const part of parts) if (part !== '.') rmSync(join(into, part), { recursive: true, force: true });
    if (parts.includes('.')) for (const entry of readdirSync(into)) rmSync(join(into, entry), { recursive: true, force: true });
    return false;
  }
}

/**
 * Keeps the fixture `name` (the `parts` of `from`, each copied but what `skip` names) for a later
 * run of this project's key, in place of any it kept for another key. Never fails the run: a
 * fixture not kept is made again next time.
 */
export function keepFixture(name: string, from: string, parts: readonly string[], skip: (path: string) => boolean = () => false): void {
  if (fresh()) return;
  try {
    mkdirSync(CACHE, { recursive: true });
    const final = place(name);
    if (existsSync(join(final, WHOLE))) return;
    const staged = `${final}.${process.pid}.part`;
    for (const part of parts) cpSync(join(from, part), join(staged, part), { recursive: true, filter: (path) => !skip(path) });
    writeFileSync(join(staged, WHOLE), '');
    rmSync(final, { recursive: true, force: true });
    renameSync(staged, final);
    // Fixtures kept for other keys (an earlier state of the project), and what a run killed while keeping one left.
    for (const entry of readdirSync(CACHE)) {
      const [, stem, pid] = /^(.*?)(?:\.(\d+)\.part)?$/.exec(entry)!;
      const kept = KEPT.exec(stem!)?.[1];
      if (kept === undefined || (kept === projectKey() && pid === undefined)) continue;
      if (pid === undefined || !running(Number(pid))) rmSync(join(CACHE, entry), { recursive: true, force: true });
    }
  } catch (error) {
    console.warn(`the ${name} fixture was not kept for the next run: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Whether a process of this number is running (one keeping a fixture now). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
