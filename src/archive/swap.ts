import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { takeLock } from '../book/write.ts';
import { UserError } from '../engine/errors.ts';
import { checkStaleLock } from './leftovers.ts';
import { MANIFEST, sha256 } from './manifest.ts';

/**
 * What stands at `out` as a publish finds it, to be found again before it lands: its manifest
 * file (which file it is, its time and its bytes), or, where it has none, the names at its root,
 * or that there is nothing. Every swap puts a manifest file of its own in place last (swapIn),
 * so another publish that landed meanwhile changes it, whatever books either had: two archives
 * of the same books are the same bytes, but never the same file.
 */
export function archiveState(out: string): string {
  const manifest = join(out, MANIFEST);
  try {
    const stat = lstatSync(manifest, { bigint: true });
    return JSON.stringify(['manifest', String(stat.dev), String(stat.ino), String(stat.mtimeNs), String(stat.size), sha256(readFileSync(manifest))]);
  } catch {
    try {
      return JSON.stringify(['no manifest', readdirSync(out).sort()]);
    } catch {
      return JSON.stringify(['nothing', existsSync(out)]);
    }
  }
}

/**
 * Lands a publish: under the lock of `out` (`.<out>.lock` beside it), and only where `out` is as
 * the publish found it (`seen`, its `archiveState` when it started), runs `land`, which puts the
 * new archive in place. Another publish that landed while this one worked is never replaced nor
 * built upon: this one is refused, changing nothing, and may publish again.
 */
export function landUnchanged(out: string, seen: string, land: () => void): void {
  let release: () => void;
  try {
    const lock = join(dirname(out), `.${basename(out)}.lock`);
    release = takeLock(lock, out, undefined, checkStaleLock(lock));
  } catch (error) {
    throw new UserError((error as Error).message, [], 'conflict');
  }
  try {
    if (archiveState(out) !== seen) throw new UserError(`another puzzlebook published ${out} while this one was working; nothing was changed, so publish again`, [], 'conflict');
    land();
  } finally {
    release();
  }
}

/**
 * Puts the archive built at `staged` in the place of the one at `out`, keeping in place the
 * entries of `out` that `kept` names (paths from its root: `puzzles/<id>`, `books/<slug>`,
 * `pagefind/3`, a file at the root): those are the new archive's as they are, so they are
 * neither linked into `staged` nor removed with the old archive. An archive of 100,000 puzzles
 * is some 300,000 files and folders, and publishing one book again moves only that book's.
 *
 * Every other entry of `out` (at its root, or inside a folder holding kept entries) is moved
 * into `aside`, and every entry of `staged` into its place: so `out` ends as `staged` and
 * `kept`, whole, and `aside` holds what it replaced, for the caller to remove. `aside` is made
 * here, and must not be there (EEXIST): a folder that is there is someone's, and is never
 * adopted, so nothing of its own is ever removed with what steps aside into it. The manifest
 * steps aside first and comes in last, so an archive left half swapped (by a power cut) has
 * none, and the next publish makes every book again. If a move fails, every move is undone and
 * `out` is as it was.
 */
export function swapIn(out: string, staged: string, kept: ReadonlySet<string>, aside: string, rename: (from: string, to: string) => void): void {
  if (!existsSync(out)) {
    rename(staged, out);
    return;
  }
  const moves: [from: string, to: string][] = [];
  const made: string[] = [];
  const move = (from: string, to: string) => {
    rename(from, to);
    moves.push([from, to]);
  };
  // Made here, never found: only folders inside `aside`, which this call made, are made again.
  const folder = (path: string) => {
    if (made.includes(path)) return;
    mkdirSync(path);
    made.push(path);
  };
  // Folders of `out` that hold kept entries: they stay, and are swapped entry by entry.
  const holders = new Set([...kept].flatMap((path) => (path.includes('/') ? [path.slice(0, path.indexOf('/'))] : [])));
  const last = (names: string[]) => [...names.filter((name) => name !== MANIFEST).sort(), ...names.filter((name) => name === MANIFEST)];
  try {
    folder(aside);
    for (const name of last(readdirSync(out)).reverse()) {
      if (kept.has(name)) continue;
      if (!holders.has(name)) {
        move(join(out, name), join(aside, name));
        continue;
      }
      for (const entry of readdirSync(join(out, name))) {
        if (kept.has(`${name}/${entry}`)) continue;
        folder(join(aside, name));
        move(join(out, name, entry), join(aside, name, entry));
      }
    }
    for (const name of last(readdirSync(staged))) {
      if (kept.has(name)) continue;
      if (!holders.has(name)) move(join(staged, name), join(out, name));
      else for (const entry of readdirSync(join(staged, name))) move(join(staged, name, entry), join(out, name, entry));
    }
  } catch (error) {
    for (const [from, to] of moves.reverse()) renameSync(to, from);
    for (const path of made.reverse()) rmdirSync(path);
    throw error;
  }
}
