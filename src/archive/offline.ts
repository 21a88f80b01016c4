import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { sha256 } from './manifest.ts';

/*
 * What /make/'s service worker may keep and serve offline (src/site/make/sw.js): the files the
 * page loads, and those its scripts load in turn, each by its address under the archive's base
 * with the SHA-256 of its bytes as built. Written into the service worker once the pages are
 * built, so it holds nothing but those, checked against the hashes before it keeps one and
 * again before it serves one: on a shared origin (a project page host), another site's page can
 * write to the origin's caches and message the service worker, but cannot make it keep or serve
 * anything else.
 */

/** Where the service worker is, from the archive's root, and the source it is written from (with no files listed). */
export const SERVICE_WORKER = 'make/sw.js';
const SOURCE = new URL('../../src/site/make/sw.js', import.meta.url);
/** The line of the source the list of files is written into. */
const FILES_LINE = 'const FILES = {};';

/** The page the files are found from, by its address under the base and its file. */
const PAGE = { path: 'make/', file: 'make/index.html' };

/** A file's address as a page or script writes it: a path ending in a type the maker's page loads. */
const REFERENCE = /[\w@%+~./-]+\.(?:js|mjs|css|woff2?|ttf|otf|svg)(?![\w.-])/g;
/** The files read for more addresses: the page, its scripts and styles. */
const READ = /\.(?:html|js|mjs|css)$/;

/**
 * Every file of the archive at `site` (served under `base`, `/` or `/puzzles/`) that /make/'s page
 * names, and every file those name, by its path from the archive's root (the page itself as
 * `make/`), with the SHA-256 (hex) of its bytes. A name is taken for a file wherever it points
 * at one the archive holds: written from the base (`/make/worker-….js`), from the file naming it
 * (`./catalog.….js`), or from the root (`_astro/….js`, as Vite lists a script's imports).
 */
export function offlineFiles(site: string, base: string): Record<string, string> {
  const files = new Map<string, string>([[PAGE.file, PAGE.path]]);
  const queue = [PAGE.file];
  const isFile = (path: string) => !path.startsWith('../') && path !== '..' && existsSync(join(site, path)) && statSync(join(site, path)).isFile();
  while (queue.length > 0) {
    const from = queue.shift()!;
    if (!READ.test(from)) continue;
    const text = readFileSync(join(site, from), 'utf8');
    for (const [name] of text.matchAll(REFERENCE)) {
      const path = resolved(name, from, base).find(isFile);
      if (path === undefined || files.has(path)) continue;
      files.set(path, path);
      queue.push(path);
    }
  }
  const listed = [...files].map(([file, path]) => [path, sha256(readFileSync(join(site, file)))] as const);
  return Object.fromEntries(listed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The paths from the archive's root `name` may mean, named in the file `from`. */
function resolved(name: string, from: string, base: string): string[] {
  if (name.startsWith('//')) return [];
  if (name.startsWith('/')) return name.startsWith(base) ? [posix.normalize(name.slice(base.length))] : [];
  const here = posix.normalize(posix.join(posix.dirname(from), name));
  return name.startsWith('./') || name.startsWith('../') ? [here] : [here, posix.normalize(name)];
}

/** The service worker's source with `files` listed in it. */
export function serviceWorkerText(files: Record<string, string>, source = readFileSync(SOURCE, 'utf8')): string {
  const at = source.indexOf(FILES_LINE);
  if (at < 0 || source.indexOf(FILES_LINE, at + 1) >= 0) throw new Error(`${SOURCE.pathname} must hold the line ${FILES_LINE} once`);
  return source.slice(0, at) + `const FILES = ${JSON.stringify(files, null, 1)};` + source.slice(at + FILES_LINE.length);
}

/** Writes /make/'s service worker into the archive at `site`, built under `base`, listing the files it may keep. */
export function writeServiceWorker(site: string, base: string): void {
  writeFileSync(join(site, SERVICE_WORKER), serviceWorkerText(offlineFiles(site, base)));
}
