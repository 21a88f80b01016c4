/**
 * The shipped books (books/*.yaml) as they last built: each file's SHA-256, and beside them
 * the book file itself and the text of every PDF page, so a build that no longer matches says
 * which record or page changed, not only that a hash did. `npm run shipped` writes them all
 * again from a build, once a change to the books is meant.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagesText } from '../pdf/read.ts';

const here = new URL('./', import.meta.url).pathname;
const HASHES = join(here, 'hashes.json');

/** Each shipped spec's files and their SHA-256, as recorded. */
export const recorded = (): Record<string, Record<string, string>> => JSON.parse(readFileSync(HASHES, 'utf8'));

export const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Each file a build wrote, and its SHA-256. */
export const hashesOf = (dir: string) => Object.fromEntries(readdirSync(dir).sort().map((name) => [name, sha256(join(dir, name))]));

/** What is kept of a built file to compare: the book file as written, a PDF as its pages' text. */
function content(path: string): string {
  if (path.endsWith('.pdf')) return pagesText(path, false).map((text, i) => `--- page ${i + 1} ---\n${text.trimEnd()}\n`).join('');
  return readFileSync(path, 'utf8');
}

const golden = (name: string) => join(here, `${name}${name.endsWith('.pdf') ? '.txt' : ''}`);

/** Records a build of `spec` in `dir` as the shipped one: its hashes and its files' content. */
export function record(spec: string, dir: string): void {
  const all = existsSync(HASHES) ? recorded() : {};
  all[spec] = hashesOf(dir);
  const sorted = Object.fromEntries(Object.keys(all).sort().map((key) => [key, all[key]!]));
  writeFileSync(HASHES, `${JSON.stringify(sorted, null, 2)}\n`);
  for (const name of Object.keys(all[spec])) writeFileSync(golden(name), content(join(dir, name)));
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** The first place two JSON values part, as a path and both sides ('' where they agree). */
function firstDifference(a: unknown, b: unknown, path: string): string {
  if (JSON.stringify(a) === JSON.stringify(b)) return '';
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path}: was ${shown(a)}, now ${shown(b)}`;
}

/** How a book file differs from the shipped one: each puzzle record that changed, by id, and any other field. */
function bookDifferences(was: string, now: string): string[] {
  const a = JSON.parse(was) as { puzzles?: { id: string }[] } & Record<string, unknown>;
  const b = JSON.parse(now) as { puzzles?: { id: string }[] } & Record<string, unknown>;
  const found: string[] = [];
  const { puzzles: pa = [], ...restA } = a;
  const { puzzles: pb = [], ...restB } = b;
  const other = firstDifference(restA, restB, 'book');
  if (other) found.push(other);
  const byId = new Map(pb.map((p) => [p.id, p]));
  for (const p of pa) {
    const q = byId.get(p.id);
    if (!q) found.push(`puzzle ${p.id}: gone`);
    else {
      const d = firstDifference(p, q, `puzzle ${p.id}`);
      if (d) found.push(d);
    }
  }
  const ids = new Set(pa.map((p) => p.id));
  for (const q of pb) if (!ids.has(q.id)) found.push(`puzzle ${q.id}: new`);
  return found;
}

/** How a PDF's pages differ in text from the shipped one's: each page that changed, with its first changed line. */
function pageDifferences(was: string, now: string): string[] {
  const pages = (text: string) => text.split(/^--- page \d+ ---\n/m).slice(1);
  const a = pages(was);
  const b = pages(now);
  const found: string[] = [];
  if (a.length !== b.length) found.push(`${a.length} pages, now ${b.length}`);
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    const la = a[i]!.split('\n');
    const lb = b[i]!.split('\n');
    const at = la.findIndex((line, j) => line !== lb[j]);
    const line = at === -1 ? la.length : at;
    found.push(`page ${i + 1}, line ${line + 1}: was ${shown(la[line] ?? '')}, now ${shown(lb[line] ?? '')}`);
  }
  return found;
}

/**
 * Everything a build of `spec` in `dir` does differently from the shipped build, readably: files
 * missing or new, records and pages changed, and a PDF whose bytes changed though its text did not.
 */
export function differences(spec: string, dir: string): string[] {
  const want = recorded()[spec] ?? {};
  const got = hashesOf(dir);
  const found: string[] = [];
  for (const name of Object.keys(want)) if (!(name in got)) found.push(`${name}: not written`);
  for (const [name, hash] of Object.entries(got)) {
    if (!(name in want)) {
      found.push(`${name}: not shipped before`);
      continue;
    }
    if (want[name] === hash) continue;
    const was = existsSync(golden(name)) ? readFileSync(golden(name), 'utf8') : null;
    const now = content(join(dir, name));
    const changed = was === null ? [] : name.endsWith('.pdf') ? pageDifferences(was, now) : bookDifferences(was, now);
    if (changed.length === 0) found.push(`${name}: other bytes, the same ${name.endsWith('.pdf') ? 'text on every page (a drawing, a font or the file\'s structure changed)' : 'records'}`);
    else found.push(...changed.slice(0, 12).map((d) => `${name}: ${d}`), ...(changed.length > 12 ? [`${name}: and ${changed.length - 12} more`] : []));
  }
  return found;
}
