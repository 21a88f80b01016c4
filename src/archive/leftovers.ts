import { lstatSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { running } from '../book/write.ts';

/**
 * The folders `site` makes outside `--out` and may have to remove after a run that could not
 * (killed outright, a power cut): the archive it builds beside `--out`, the archive it steps
 * aside there, its working folder and its kept scans under the work folder. A name alone proves
 * nothing (`site.old-20240101` may be a user's backup), so each such folder is made exclusively,
 * never adopted, and holds a marker written before anything else goes in, whose text names the
 * folder's role, its own name and what it belongs to. A later run removes a folder only where
 * that marker is a plain file reading exactly what this code would have written for that name;
 * everything else beside `--out` or in the work folder is never touched.
 *
 * A run killed between making a folder and writing its marker in full (the marker file made, its
 * text not yet in) leaves it empty and unmarked, and so never removed: an empty folder lost is a
 * line in a listing, a folder of someone's removed is data lost. (Making it under a temporary
 * name and renaming it into place would not help: a rename replaces an empty folder that is
 * there, so it is no exclusive create.)
 */

/** The marker file of every folder `site` makes outside `--out`. */
export const LEFTOVER = '.puzzlebook-leftover';

/** What a marked folder is: the archive built beside `--out`, the one stepped aside there, a run's working folder, kept scans. */
export type LeftoverRole = 'building' | 'old' | 'work' | 'scans';

const WHAT: Record<LeftoverRole, string> = {
  building: 'the archive it was building',
  old: 'the archive it had stepped aside',
  work: 'a working folder of one run',
  scans: 'the scans of book files it keeps',
};

/** Exactly what the marker of folder `name` in `role`, for `owner` (`--out`, or the work folder), holds. */
export function leftoverText(role: LeftoverRole, name: string, owner: string): string {
  return `Made by puzzlebook site (${WHAT[role]}); it removes this folder once no run uses it.\n${JSON.stringify({ role, name, for: owner })}\n`;
}

/** Markers are a few hundred bytes: a larger file is not read (it is no marker). */
const MARKER_MAX = 8192;

/** Marks the folder at `path`, made this moment by this process and empty: its marker goes in first, created exclusively. */
export function markFolder(path: string, role: LeftoverRole, owner: string): void {
  try {
    writeFileSync(join(path, LEFTOVER), leftoverText(role, basename(path), owner), { flag: 'wx' });
  } catch (error) {
    // Left unmarked it would never go: it is this process's and empty, so it goes now.
    rmdirSync(path);
    throw error;
  }
}

/** Makes the folder `path` (never one that is there: EEXIST) and marks it. */
export function makeMarked(path: string, role: LeftoverRole, owner: string): void {
  mkdirSync(path);
  markFolder(path, role, owner);
}

/**
 * Whether `path` is a folder this code marked as `role` for `owner`: a real folder (not a
 * link), whose marker is a plain file holding exactly its text for that folder's own name.
 * A marker copied from another folder, forged for another `--out`, garbled, a link, or a
 * folder behind a link: not ours.
 */
export function isMarked(path: string, role: LeftoverRole, owner: string): boolean {
  try {
    if (!lstatSync(path).isDirectory()) return false;
    const marker = join(path, LEFTOVER);
    const stat = lstatSync(marker);
    if (!stat.isFile() || stat.size > MARKER_MAX) return false;
    return readFileSync(marker, 'utf8') === leftoverText(role, basename(path), owner);
  } catch {
    return false;
  }
}

/** The names of the folders beside `out` of one publish's `turn` (`<pid>-<thread>-<n>`): the archive built, the archive stepped aside. */
export const besideName = (out: string, role: 'building' | 'old', turn: string) => (role === 'building' ? `.${basename(out)}.building-${turn}` : `${basename(out)}.old-${turn}`);

/** The role and process of a name beside `out`, where it has the form of one of ours. */
function besideRole(out: string, entry: string): { role: 'building' | 'old'; pid: number } | undefined {
  for (const role of ['building', 'old'] as const) {
    const prefix = besideName(out, role, '');
    if (!entry.startsWith(prefix)) continue;
    const m = /^([1-9]\d{0,9})-\d+-\d+$/.exec(entry.slice(prefix.length));
    if (m) return { role, pid: Number(m[1]) };
  }
  return undefined;
}

/**
 * Makes a marked folder beside `out` for `role`, named by `turn()` (a new turn each call):
 * where that name is taken (a leftover of a process whose number this one now has, or anyone's
 * folder), another is tried, and the one there is left as it is. Returns its path.
 */
export function makeBeside(out: string, role: 'building' | 'old', turn: () => string): string {
  for (let tries = 1; ; tries++) {
    const path = join(dirname(out), besideName(out, role, turn()));
    try {
      makeMarked(path, role, out);
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries >= 100) throw error;
    }
  }
}

/**
 * Removes what publishes into `out` whose process is gone left beside it: a killed run's staged
 * archive and the archive it had stepped aside, each a full copy of an archive. Only folders this
 * code marked for this `out`, by name (`isMarked`), go; a file, a link, an unmarked folder or one
 * whose marker is not exactly ours is left, whatever its name. The archive such a kill left in
 * `out` has no manifest, so the publish after makes it whole from the books.
 */
export function removeLeftArchives(out: string): void {
  const folder = dirname(out);
  for (const entry of readdirSync(folder)) {
    const found = besideRole(out, entry);
    if (found && !running(found.pid) && isMarked(join(folder, entry), found.role, out)) rmSync(join(folder, entry), { recursive: true, force: true });
  }
}

/** The prefix of a run's working folder under the work folder: `site-<pid>-`, then letters mkdtemp chooses. */
export const runPrefix = (pid: number) => `site-${pid}-`;

/**
 * Removes the working folders (`site-<pid>-…`) in `root` of runs whose process is gone and that
 * this code marked for `root`: one killed outright (SIGKILL, a power cut) had no chance to
 * remove its own. `root` may be a user's folder (`PUZZLEBOOK_WORK_DIR`): anything else in it is
 * left, and so is one it may not remove (another user's).
 */
export function removeLeftRuns(root: string): void {
  for (const name of readdirSync(root)) {
    const m = /^site-([1-9]\d{0,9})-/.exec(name);
    if (!m || running(Number(m[1])) || !isMarked(join(root, name), 'work', root)) continue;
    try {
      rmSync(join(root, name), { recursive: true, force: true });
    } catch {
      // Not ours to remove.
    }
  }
}

/**
 * The folder `name` of kept scans in `root`, made marked where there is none, or undefined
 * where a folder or file of that name is there and is not one this code marked (someone's:
 * left alone, and no scans are kept).
 */
export function scansFolder(root: string, name: string): string | undefined {
  const path = join(root, name);
  try {
    makeMarked(path, 'scans', root);
    return path;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return isMarked(path, 'scans', root) ? path : undefined;
}

/** Removes the marked folders of scans in `root` other than `kept` that were not changed for `unusedMs` (other code's: another version, another project). */
export function removeOldScans(root: string, kept: string, unusedMs: number): void {
  for (const other of readdirSync(root)) {
    if (!other.startsWith('scans-') || other === kept) continue;
    const path = join(root, other);
    try {
      if (statSync(path).mtimeMs < Date.now() - unusedMs && isMarked(path, 'scans', root)) rmSync(path, { recursive: true, force: true });
    } catch {
      // Gone meanwhile, or another user's.
    }
  }
}

/**
 * Marks as used the scans in `cache` of the book files `published` (by hash), and removes every
 * other file there no run has changed for `unusedMs`: the scans of earlier versions of the books.
 * Not all other books' at once: another shelf published with the same code (a second archive,
 * a part of this one, a publish going on now) keeps its scans in the same folder, and a file
 * half written now is another run's.
 */
export function forgetScans(cache: string, published: ReadonlySet<string>, unusedMs: number): void {
  const now = Date.now();
  for (const name of readdirSync(cache)) {
    if (name === LEFTOVER) continue;
    const path = join(cache, name);
    try {
      if (published.has(name.replace(/(\.grades)?\.json$/, ''))) utimesSync(path, now / 1000, now / 1000);
      else if (statSync(path).mtimeMs < now - unusedMs) rmSync(path, { force: true });
    } catch {
      // Gone meanwhile: another run forgot it first.
    }
  }
}

/**
 * The stale lock beside `--out` as `site` writes it (`<pid>\n`, book/write.ts `takeLock`): one
 * of a process gone is taken over, anything else there (a file of someone's named like it) is
 * refused, and left.
 */
export function checkStaleLock(path: string): (held: string) => void {
  return (held) => {
    if (!/^[1-9]\d{0,9}\n$/.test(held)) {
      throw new Error(`${path} is there and is not a lock puzzlebook wrote; nothing was changed: move it away, or publish to another folder`);
    }
  };
}
