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
/** The line the files kept ahead are written into. */
const AHEAD_LINE = 'const AHEAD = [];';

/** The page the files are found from, by its address under the base and its file. */
const PAGE = { path: 'make/', file: 'make/index.html' };

/** A file's address as a page or script writes it: a path ending in a type the maker's page loads. */
const REFERENCE = /[\w@%+~./-]+\.(?:js|mjs|css|woff2?|ttf|otf|svg)(?![\w.-])/g;
/** The files read for more addresses: the page, its scripts and styles. */
const READ = /\.(?:html|js|mjs|css)$/;
/** Scripts and styles: kept ahead, all of them (`makeOffline`). */
const SCRIPT = /\.(?:js|mjs|css)$/;
/** A face in a web format, kept ahead where code names it (the maker's), not a style (the page's subsets); a whole TTF is not. */
const FACE = /\.woff2?$/;
const CODE = /\.m?js$/;

/**
 * Every file of the archive at `site` (served under `base`, `/` or `/puzzles/`) that /make/'s page
 * names, and every file those name, by its path from the archive's root (the page itself as
 * `make/`), with the SHA-256 (hex) of its bytes. A name is taken for a file wherever it points
 * at one the archive holds: written from the base (`/make/worker-….js`), from the file naming it
 * (`./catalog.….js`), or from the root (`_astro/….js`, as Vite lists a script's imports).
 */
export function offlineFiles(site: string, base: string): Record<string, string> {
  return makeOffline(site, base).files;
}

/**
 * What /make/'s service worker keeps ahead once a book has been made (issue 89: a book begun in
 * English, then asked for in French offline, found none of the French words kept): every listed
 * script and style (the page's and the maker's words in every language, the maker and its
 * workers) and every face a script names (the maker's Latin WOFFs, which the eight languages are
 * set in). Not the whole TTFs (about 2.7 MB), fetched only for letters outside Latin, nor the
 * faces a style names (the page's subsets: the browser loads those by the letters it shows, and
 * has loaded the page's). For the archive of test/site, about 5.7 MB as kept, some 1.7 MB over
 * the wire gzipped, most of it the words; keeping every listed file would be about 9.2 MB, 5.3 MB
 * over the wire (the fonts do not compress).
 */
export function makeOffline(site: string, base: string): { files: Record<string, string>; ahead: string[] } {
  const files = new Map<string, string>([[PAGE.file, PAGE.path]]);
  const ahead = new Set<string>();
  const queue = [PAGE.file];
  const isFile = (path: string) => !path.startsWith('../') && path !== '..' && existsSync(join(site, path)) && statSync(join(site, path)).isFile();
  while (queue.length > 0) {
    const from = queue.shift()!;
    if (!READ.test(from)) continue;
    const text = readFileSync(join(site, from), 'utf8');
    for (const [name] of text.matchAll(REFERENCE)) {
      const path = resolved(name, from, base).find(isFile);
      if (path === undefined) continue;
      if (SCRIPT.test(path) || (FACE.test(path) && CODE.test(from))) ahead.add(path);
      if (files.has(path)) continue;
      files.set(path, path);
      queue.push(path);
    }
  }
  const listed = [...files].map(([file, path]) => [path, sha256(readFileSync(join(site, file)))] as const);
  return { files: Object.fromEntries(listed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), ahead: [...ahead].sort() };
}

/** The paths from the archive's root `name` may mean, named in the file `from`. */
function resolved(name: string, from: string, base: string): string[] {
  if (name.startsWith('//')) return [];
  if (name.startsWith('/')) return name.startsWith(base) ? [posix.normalize(name.slice(base.length))] : [];
  const here = posix.normalize(posix.join(posix.dirname(from), name));
  return name.startsWith('./') || name.startsWith('../') ? [here] : [here, posix.normalize(name)];
}

/** The service worker's source with `files` listed in it, and those of them kept ahead (where it has a place for them). */
export function serviceWorkerText(files: Record<string, string>, source = readFileSync(SOURCE, 'utf8'), ahead: readonly string[] = []): string {
  const listed = filled(source, FILES_LINE, `const FILES = ${JSON.stringify(files, null, 1)};`);
  return listed.includes(AHEAD_LINE) ? filled(listed, AHEAD_LINE, `const AHEAD = ${JSON.stringify(ahead, null, 1)};`) : listed;
}

/** `source` with its one `line` replaced by `by`. */
function filled(source: string, line: string, by: string): string {
  const at = source.indexOf(line);
  if (at < 0 || source.indexOf(line, at + 1) >= 0) throw new Error(`${SOURCE.pathname} must hold the line ${line} once`);
  return source.slice(0, at) + by + source.slice(at + line.length);
}

/** Writes /make/'s service worker into the archive at `site`, built under `base`, listing the files it may keep. */
export function writeServiceWorker(site: string, base: string): void {
  const { files, ahead } = makeOffline(site, base);
  writeFileSync(join(site, SERVICE_WORKER), serviceWorkerText(files, undefined, ahead));
}
