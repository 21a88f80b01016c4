import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MARKER } from '../../src/archive/build.ts';
import { MANIFEST } from '../../src/archive/manifest.ts';
import { type Served, serve } from '../site/browser.ts';
import { tempDir } from './run.ts';

/**
 * `puzzlebook preview` reads only the archive's own files: a link planted in the archive
 * folder (to a file outside it, to a folder, even to a file inside it) is answered 404 in plain
 * text, never with what it points to, while the archive's pages, assets and search index are
 * served as before, with and without --base. A copy of the shared archive is served by real
 * processes on free ports, as a user runs it.
 */
const { site } = inject('archive');
const SECRET = 'SECRET-OUTSIDE-THE-ARCHIVE';

let dir: string;
let archive: string;
let plain: Served;
let based: Served;
let asset: string;
let puzzle: string;

beforeAll(async () => {
  dir = tempDir();
  archive = join(dir, 'site');
  cpSync(site, archive, { recursive: true });
  // What the links point at, beside the archive.
  const outside = join(dir, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.txt'), `${SECRET}\n`);
  writeFileSync(join(outside, 'index.html'), `<p>${SECRET}</p>\n`);
  symlinkSync(join(outside, 'secret.txt'), join(archive, 'leak.txt'));
  symlinkSync('/etc/passwd', join(archive, 'passwd.txt'));
  symlinkSync(outside, join(archive, 'linked'));
  // A page folder whose index.html is a link: served for `/page/` and `/page`.
  mkdirSync(join(archive, 'page'));
  symlinkSync(join(outside, 'index.html'), join(archive, 'page', 'index.html'));
  // A link to a file of the archive itself is refused too: the archive holds no links.
  symlinkSync(join(archive, 'index.html'), join(archive, 'again.html'));
  asset = `_astro/${readdirSync(join(archive, '_astro')).find((name) => name.endsWith('.css'))}`;
  puzzle = `puzzles/${readdirSync(join(archive, 'puzzles'))[0]}/`;
  [plain, based] = await Promise.all([serve(archive), serve(archive, '/sub/')]);
});

afterAll(() => {
  plain?.stop();
  based?.stop();
});

/** A GET of `url` sent as written (fetch would resolve `..` in it first), and the answer. */
function get(url: string): Promise<{ status: number; type: string; body: string }> {
  const { host, pathname, search } = new URL(url);
  const path = url.slice(url.indexOf(host) + host.length) || pathname + search;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: Number(host.split(':')[1]), path }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, type: String(answer.headers['content-type'] ?? ''), body }));
    })
      .on('error', reject)
      .end();
  });
}

/** A refusal: 404 in plain text, nothing of the file it points to and no path on disk. */
function refused(answer: { status: number; type: string; body: string }, what: string): void {
  expect(answer.status, what).toBe(404);
  expect(answer.type, what).toMatch(/^text\/plain/);
  expect(answer.body, what).toBe('Not found\n');
}

describe('puzzlebook preview and links in the archive folder', () => {
  it.each([
    ['a link to a file outside', '/leak.txt'],
    ['the same, escaped', '/le%61k.txt'],
    ['the same, with a query', '/leak.txt?x=1'],
    ['a link to /etc/passwd', '/passwd.txt'],
    ['a file through a linked folder', '/linked/secret.txt'],
    ['a linked folder as a page (its index.html)', '/linked/'],
    ['a linked folder without its slash', '/linked'],
    ['a page folder whose index.html is a link', '/page/'],
    ['the same, without its slash', '/page'],
    ['a link to a file of the archive itself', '/again.html'],
    ['the same, as a page', '/again'],
    ['through a climb back into the archive', '/page/../leak.txt'],
    ['through an escaped climb', '/page/%2e%2e/leak.txt'],
    ['through a climb out of the archive and back', '/../site/leak.txt'],
  ])('refuses %s (%s) with 404, not its content', async (_what, path) => {
    const answer = await get(plain.origin + path);
    refused(answer, path);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain('root:');
  });

  it('still serves the pages, assets and search index, and a missing page gets the archive’s 404', async () => {
    for (const path of ['/', `/${puzzle}`, `/${asset}`, '/pagefind/pagefind.js']) expect((await get(plain.origin + path)).status, path).toBe(200);
    const missing = await get(`${plain.origin}/no-such-page/`);
    expect(missing.status).toBe(404);
    expect(missing.type).toMatch(/^text\/html/);
  });

  it('with --base, serves the archive under it and refuses its links there too', async () => {
    for (const path of ['/sub/', `/sub/${puzzle}`, `/sub/${asset}`, '/sub/pagefind/pagefind.js']) expect((await get(based.origin + path)).status, path).toBe(200);
    for (const path of ['/sub/leak.txt', '/sub/passwd.txt', '/sub/linked/', '/sub/linked/secret.txt', '/sub/page/', '/sub/again.html']) {
      const answer = await get(based.origin + path);
      refused(answer, path);
      expect(answer.body).not.toContain(SECRET);
    }
  });

  it('answers as a static host: each file with its type, HEAD, 304 for what the browser has, and only GET and HEAD', async () => {
    const types = { '/': /^text\/html/, [`/${asset}`]: /^text\/css/, '/pagefind/pagefind.js': /^text\/javascript/, '/pagefind/pagefind-entry.json': /^application\/json/, '/feed.xml': /xml/, '/favicon.svg': /^image\/svg\+xml/ };
    for (const [path, type] of Object.entries(types)) expect((await fetch(plain.origin + path)).headers.get('content-type'), path).toMatch(type);
    // As sent uncompressed, whose tag is its own (test/cli/preview-compress.test.ts checks what is sent compressed).
    const identity = { 'accept-encoding': 'identity' };
    const page = await fetch(`${plain.origin}/${puzzle}`, { headers: identity });
    const tag = page.headers.get('etag')!;
    expect(Number(page.headers.get('content-length'))).toBe((await page.arrayBuffer()).byteLength);
    expect((await fetch(`${plain.origin}/${puzzle}`, { headers: { ...identity, 'if-none-match': tag } })).status).toBe(304);
    const head = await fetch(`${plain.origin}/${puzzle}`, { method: 'HEAD', headers: identity });
    expect([head.status, head.headers.get('etag')]).toEqual([200, tag]);
    const post = await fetch(`${plain.origin}/`, { method: 'POST', body: 'x' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    // The archive's own records are not pages: the missing page, as a static host keeps dot files.
    for (const name of [MARKER, MANIFEST]) {
      expect(existsSync(join(archive, name)), name).toBe(true);
      expect((await fetch(`${plain.origin}/${name}`)).status, name).toBe(404);
    }
    // Under --base, what is outside it is the archive's missing page.
    const outside = await fetch(`${based.origin}/`);
    expect([outside.status, outside.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
  });

  it('answers a range of bytes as a static host does (206, 416), and sends the archive address without its slash on to it under --base', async () => {
    const whole = Buffer.from(await (await fetch(`${plain.origin}/${puzzle}`)).arrayBuffer());
    for (const [range, first, last] of [['bytes=0-9', 0, 9], ['bytes=10-', 10, whole.length - 1], ['bytes=-5', whole.length - 5, whole.length - 1]] as const) {
      const part = await fetch(`${plain.origin}/${puzzle}`, { headers: { range } });
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range'), range).toBe(`bytes ${first}-${last}/${whole.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(first, last + 1)), range).toBe(true);
    }
    const beyond = await fetch(`${plain.origin}/${puzzle}`, { headers: { range: `bytes=${whole.length}-` } });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${whole.length}`]);
    // Several ranges, or one of a file changed since: the whole file.
    expect((await fetch(`${plain.origin}/${puzzle}`, { headers: { range: 'bytes=0-1,4-5' } })).status).toBe(200);
    expect((await fetch(`${plain.origin}/${puzzle}`, { headers: { range: 'bytes=0-1', 'if-range': 'W/"0-0"' } })).status).toBe(200);
    const bare = await fetch(`${based.origin}/sub?x=1`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/sub/?x=1']);
  });

  it('a 404.html that is a link is not read for a missing page', async () => {
    rmSync(join(archive, '404.html'));
    symlinkSync(join(dir, 'outside', 'index.html'), join(archive, '404.html'));
    const answer = await get(`${plain.origin}/no-such-page/`);
    refused(answer, '404.html');
    expect(answer.body).not.toContain(SECRET);
    // Pages that are there are still served.
    expect((await get(`${plain.origin}/`)).status).toBe(200);
  });
});
