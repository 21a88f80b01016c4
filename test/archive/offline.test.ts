import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/archive/manifest.ts';
import { bookList, makeOffline, offlineFiles, serviceWorkerText, writeArchiveWorker, writeBookList } from '../../src/archive/offline.ts';
import { tempDir } from '../temp.ts';

// /make/ offline (issue 83): the service worker lists the files /make/ loads, with their hashes
// as built (src/archive/offline.ts), and keeps and serves nothing else, and nothing whose bytes
// are not those, whoever asks: on a shared origin any page can message it and write to the
// origin's caches. Its code runs here as a browser runs it, against a cache and a network of the
// test's, with Node's own fetch Response and Web Crypto.

/** An archive built under `/sub/`, as Vite and Astro write one: the page, its scripts and styles, the maker's worker, and files /make/ never loads. */
function archive(): { site: string; bytes: (path: string) => Buffer } {
  const site = tempDir();
  const files: Record<string, string> = {
    'make/index.html': '<link rel="icon" href="/sub/favicon.svg"><link rel="stylesheet" href="/sub/_astro/Page.a1.css"><script type="module" src="/sub/_astro/make.b2.js"></script><a href="/sub/stats/">Stats</a>',
    '_astro/Page.a1.css': 'body{}@font-face{src:url(/sub/_astro/face.c3.woff2) format("woff2")}',
    '_astro/make.b2.js': 'import{a}from"./catalog.d4.js";const deps=["_astro/words.de.e5.js"];new Worker(new URL(`/sub/make/worker-f6.js`,import.meta.url));import("./gone.js");"../../../etc/passwd.js";"/elsewhere/_astro/make.b2.js"',
    '_astro/catalog.d4.js': 'export const a=1',
    '_astro/words.de.e5.js': 'export default {}',
    '_astro/face.c3.woff2': 'wOF2',
    'make/worker-f6.js': 'const fonts={"andika.woff":`/sub/make/andika-g7.woff`,"andika.ttf":`/sub/make/andika-k1.ttf`};import(`./words.fr-h8.js`)',
    'make/andika-k1.ttf': 'true',
    'make/andika-g7.woff': 'wOFF',
    'make/words.fr-h8.js': 'export default {}',
    'favicon.svg': '<svg/>',
    // Files of the archive /make/ never names.
    '_astro/stats.i9.js': 'export{}',
    'stats/index.html': '<h1>Stats</h1>',
    'books/b/b.pdf': '%PDF',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  return { site, bytes: (path) => readFileSync(join(site, path)) };
}

const MAKE = ['make/', '_astro/Page.a1.css', '_astro/make.b2.js', '_astro/catalog.d4.js', '_astro/words.de.e5.js', '_astro/face.c3.woff2', 'make/worker-f6.js', 'make/andika-g7.woff', 'make/andika-k1.ttf', 'make/words.fr-h8.js', 'favicon.svg'];

describe("/make/'s offline files", () => {
  it('lists every file the page names, and every file those name, each with the SHA-256 of its bytes; nothing else of the archive', () => {
    const { site, bytes } = archive();
    const files = offlineFiles(site, '/sub/');
    expect(Object.keys(files).sort()).toEqual([...MAKE].sort());
    for (const path of MAKE) expect(files[path], path).toBe(sha256(bytes(path === 'make/' ? 'make/index.html' : path)));
  });

  it("lists /make/ in each other language of the archive's books (issue 90), with what only it names; a folder with no page is no page", () => {
    const { site, bytes } = archive();
    mkdirSync(join(site, 'make/es'), { recursive: true });
    writeFileSync(join(site, 'make/es/index.html'), '<script type="module" src="/sub/_astro/make.b2.js"></script><link rel="stylesheet" href="/sub/_astro/make-es.m1.css">');
    writeFileSync(join(site, '_astro/make-es.m1.css'), 'p{}');
    mkdirSync(join(site, 'make/fonts'), { recursive: true });
    const files = offlineFiles(site, '/sub/');
    expect(Object.keys(files).sort()).toEqual([...MAKE, 'make/es/', '_astro/make-es.m1.css'].sort());
    expect(files['make/es/']).toBe(sha256(bytes('make/es/index.html')));
  });

  it("keeps ahead, once used, every script and style and the faces the maker's code names: not a whole TTF, nor a style's faces", () => {
    const { site } = archive();
    expect(makeOffline(site, '/sub/').ahead).toEqual(['_astro/Page.a1.css', '_astro/catalog.d4.js', '_astro/make.b2.js', '_astro/words.de.e5.js', 'make/andika-g7.woff', 'make/words.fr-h8.js', 'make/worker-f6.js']);
  });

  it('writes the list into the service worker, and refuses a source with no place for it', () => {
    const text = serviceWorkerText({ 'make/': 'ab' }, 'const A = 1;\nconst FILES = {};\n');
    expect(text).toBe('const A = 1;\nconst FILES = {\n "make/": "ab"\n};\n');
    expect(() => serviceWorkerText({}, 'const A = 1;\n')).toThrow(/FILES/);
    expect(serviceWorkerText({ 'make/': 'ab' }, 'const FILES = {};\nconst AHEAD = [];\n', ['make/'])).toBe('const FILES = {\n "make/": "ab"\n};\nconst AHEAD = [\n "make/"\n];\n');
  });
});

// ----- The service worker, run as a browser runs it.

const ORIGIN = 'https://pages.example';
const SCOPE = `${ORIGIN}/sub/make/`;
const at = (path: string) => `${ORIGIN}/sub/${path}`;

type Listener = (event: Record<string, unknown>) => void;

/** The origin's caches, as the Cache API keeps them: by name, then by address. */
class Caches {
  readonly named = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const entries = this.named.get(name) ?? new Map<string, Response>();
    this.named.set(name, entries);
    return {
      match: async (key: string | Request) => entries.get(typeof key === 'string' ? key : key.url)?.clone(),
      put: async (key: string, response: Response) => void entries.set(key, response),
      delete: async (key: string | Request) => entries.delete(typeof key === 'string' ? key : key.url),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  }
  async keys() {
    return [...this.named.keys()];
  }
}

/** The service worker as `site` writes it for the archive at `site`, its network serving `served` (or failing, while `online` is false). */
function serviceWorker(site: string, files: Record<string, string>, ahead: readonly string[] = []) {
  const served = new Map<string, Buffer>();
  for (const path of Object.keys(files)) served.set(at(path), readFileSync(join(site, path === 'make/' ? 'make/index.html' : path)));
  return runSource(serviceWorkerText(files, undefined, ahead), SCOPE, 'puzzlebook-make', served);
}

/** The worker written at `file` of the archive at `site` (served under /sub/), its network serving the whole archive. */
function runWorker(site: string, file: string, scope: string, cacheName: string) {
  const served = new Map<string, Buffer>();
  for (const entry of readdirSync(site, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(site, join(entry.parentPath, entry.name)).split(sep).join('/');
    served.set(at(path.endsWith('index.html') ? path.slice(0, -'index.html'.length) : path), readFileSync(join(site, path)));
  }
  return runSource(readFileSync(join(site, file), 'utf8'), scope, cacheName, served, `${scope}${file}`);
}

function runSource(source: string, scope: string, cacheName: string, served: Map<string, Buffer>, href = `${scope}sw.js`) {
  const listeners = new Map<string, Listener>();
  const caches = new Caches();
  const network = { online: true, served, asked: [] as string[] };
  const fetch = async (input: string | Request) => {
    const url = typeof input === 'string' ? input : input.url;
    network.asked.push(url);
    if (!network.online) throw new TypeError('Failed to fetch');
    const body = network.served.get(url);
    return body ? new Response(new Uint8Array(body), { headers: { 'Content-Type': 'text/javascript' } }) : new Response('not found', { status: 404 });
  };
  const self = {
    location: { href },
    registration: { scope },
    clients: { claim: async () => undefined },
    skipWaiting: () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(source, { self, caches, fetch, crypto: globalThis.crypto, Response, Request, URL, console, TextEncoder, TextDecoder, DataView, Uint8Array });
  /** Sends an event, and waits for all it asked to be waited for: what it answered, if it did. */
  const send = async (type: string, fields: Record<string, unknown>): Promise<Response | undefined> => {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)!({ ...fields, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (p: Promise<Response>) => (answer = p) });
    const response = answer ? await answer.catch(() => undefined) : undefined;
    // What the answer asked for in its turn (keeping a copy) is waited for too.
    while (waits.length) await waits.shift();
    return response;
  };
  const request = (url: string) => send('fetch', { request: new Request(url) });
  const cache = () => caches.open(`${cacheName} ${scope}`);
  /** Every address kept in any cache of the origin. */
  const everyKept = async () => (await Promise.all([...caches.named.values()].map(async (entries) => [...entries.keys()]))).flat().sort();
  return { network, caches, send, request, cache, everyKept };
}

const text = async (response: Response | undefined) => (response ? Buffer.from(await response.arrayBuffer()).toString() : undefined);

describe("/make/'s service worker", () => {
  it('answers only the files it lists, from the network first; keeps each whose bytes are the build’s, and serves it offline', async () => {
    const { site } = archive();
    const files = offlineFiles(site, '/sub/');
    const sw = serviceWorker(site, files);
    expect(await text(await sw.request(at('_astro/make.b2.js')))).toContain('catalog.d4.js');
    expect(await text(await sw.request(at('make/')))).toContain('make.b2.js');
    // Not /make/'s: left to the browser, not answered, not kept.
    for (const url of [at('stats/'), at('_astro/stats.i9.js'), at('make/sw.js'), at('books/b/b.pdf'), `${ORIGIN}/other/make/`, 'https://elsewhere.example/sub/make/']) {
      expect(await sw.request(url), url).toBeUndefined();
    }
    expect(await sw.everyKept()).toEqual([at('_astro/make.b2.js'), at('make/')].sort());
    sw.network.online = false;
    expect(await text(await sw.request(at('_astro/make.b2.js')))).toBe(readFileSync(join(site, '_astro/make.b2.js'), 'utf8'));
    // The page with a query is the page.
    expect(await text(await sw.request(`${at('make/')}?from=menu`))).toBe(readFileSync(join(site, 'make/index.html'), 'utf8'));
    // Never fetched online: nothing to serve.
    expect(await sw.request(at('make/worker-f6.js'))).toBeUndefined();
  });

  it('keeps no copy whose bytes are not those listed (an archive rebuilt since), though it answers with it online', async () => {
    const { site } = archive();
    const sw = serviceWorker(site, offlineFiles(site, '/sub/'));
    sw.network.served.set(at('make/worker-f6.js'), Buffer.from('rebuilt'));
    expect(await text(await sw.request(at('make/worker-f6.js')))).toBe('rebuilt');
    await sw.send('message', { data: { type: 'keep', urls: [at('make/worker-f6.js')] } });
    expect(await sw.everyKept()).toEqual([]);
  });

  it('serves no copy another page put in its cache, and drops it', async () => {
    const { site } = archive();
    const sw = serviceWorker(site, offlineFiles(site, '/sub/'));
    await sw.request(at('_astro/make.b2.js'));
    // Another site of the origin writes its own script where the page's is kept, and its page where the page's would be.
    await (await sw.cache()).put(at('_astro/make.b2.js'), new Response('document.title = "planted"'));
    await (await sw.cache()).put(at('make/'), new Response('<h1>planted</h1>'));
    sw.network.online = false;
    expect(await sw.request(at('_astro/make.b2.js'))).toBeUndefined();
    expect(await sw.request(at('make/'))).toBeUndefined();
    expect(await sw.everyKept()).toEqual([]);
  });

  it('takes from a keep message, whoever sends it, only the files it lists, fetched and checked', async () => {
    const { site } = archive();
    const sw = serviceWorker(site, offlineFiles(site, '/sub/'));
    // One the build listed but whose bytes are planted in the cache already: fetched again.
    await (await sw.cache()).put(at('favicon.svg'), new Response('<svg onload="planted"/>'));
    const outside = [at('stats/'), at('_astro/stats.i9.js'), at('make/sw.js'), at('books/b/b.pdf'), at('make/../stats/'), `${ORIGIN}/other/make/worker-f6.js`, 'https://elsewhere.example/x.js', 'not a url', 42];
    await sw.send('message', { data: { type: 'keep', urls: [...outside, at('make/worker-f6.js'), `${at('make/andika-g7.woff')}?v=1`, at('favicon.svg')] } });
    expect(sw.network.asked.sort()).toEqual([at('favicon.svg'), at('make/andika-g7.woff'), at('make/worker-f6.js')].sort());
    expect(await sw.everyKept()).toEqual([at('favicon.svg'), at('make/andika-g7.woff'), at('make/worker-f6.js')].sort());
    expect(await text(await (await sw.cache()).match(at('favicon.svg')))).toBe('<svg/>');
    // Kept and checked already: not fetched again.
    await sw.send('message', { data: { type: 'keep', urls: [at('make/worker-f6.js')] } });
    expect(sw.network.asked).toHaveLength(3);
  });

  it('keeps ahead, once asked (a book made), the files it lists for that, checked; not before, and nothing else', async () => {
    const { site } = archive();
    const { files, ahead } = makeOffline(site, '/sub/');
    const sw = serviceWorker(site, files, [...ahead, 'stats/']);
    sw.network.served.set(at('_astro/catalog.d4.js'), Buffer.from('rebuilt'));
    await sw.send('message', { data: { type: 'keep', urls: [at('make/')] } });
    expect(await sw.everyKept()).toEqual([at('make/')]);
    await sw.send('message', { data: { type: 'keep', urls: [], ahead: true } });
    // Every one ahead but that whose bytes are not the build's; not the TTF, nor what it does not list.
    const kept = ahead.filter((path) => path !== '_astro/catalog.d4.js').map(at);
    expect(await sw.everyKept()).toEqual([at('make/'), ...kept].sort());
    expect(sw.network.asked).not.toContain(at('make/andika-k1.ttf'));
    expect(sw.network.asked).not.toContain(at('stats/'));
    // Offline, another language's words are served.
    sw.network.online = false;
    expect(await text(await sw.request(at('make/words.fr-h8.js')))).toBe('export default {}');
  });

  it('drops, once it takes over, what its cache holds that it does not list', async () => {
    const { site } = archive();
    const sw = serviceWorker(site, offlineFiles(site, '/sub/'));
    await sw.request(at('make/'));
    for (const url of [at('stats/'), at('_astro/old.js'), `${at('make/')}?x=1`]) await (await sw.cache()).put(url, new Response('x'));
    await sw.send('activate', {});
    expect(await sw.everyKept()).toEqual([at('make/')]);
  });
});

// ----- The archive's service worker (issue 89): the pages a reader opened, offline, under a base.

describe("the archive's service worker", () => {
  /** An archive under `/sub/` of a home, an offline page, a listing, a script and one book's pages, its worker written as `site` writes it. */
  function archiveWorker() {
    const site = tempDir();
    const files: Record<string, string> = {
      'index.html': '<h1>Home</h1>',
      'offline/index.html': '<h1>Offline</h1>',
      'kinds/index.html': '<h1>Kinds</h1>',
      '_astro/play.a1.js': 'export{}',
      'books/b/index.html': '<h1>Book</h1>',
      'books/b/b.pdf': '%PDF',
      'puzzles/b-1/index.html': '<h1>Puzzle</h1>',
      'puzzles/b-1/puzzle.svg': '<svg/>',
      'make/index.html': '<h1>Make</h1>',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(site, path)), { recursive: true });
      writeFileSync(join(site, path), text);
    }
    const folders = ['books/b', 'puzzles/b-1'];
    writeBookList(site, 'b', folders);
    writeArchiveWorker(site, [{ list: join(site, bookList('b')), folders }]);
    const sw = runWorker(site, 'sw.js', `${ORIGIN}/sub/`, 'puzzlebook-archive');
    return { site, sw, files };
  }

  it('lists every page, drawing and script but /make/ and downloads, in parts named by their hash', () => {
    const { site } = archiveWorker();
    const text = readFileSync(join(site, 'sw.js'), 'utf8');
    const parts = JSON.parse(text.match(/const PARTS = (\[[^\]]*\]);/)![1]!) as string[];
    const listed = Object.assign({}, ...parts.map((hash) => {
      const part = readFileSync(join(site, 'sw', `${hash}.json`));
      expect(sha256(part)).toBe(hash);
      return JSON.parse(part.toString()) as Record<string, string>;
    }));
    expect(Object.keys(listed).sort()).toEqual(['', '_astro/play.a1.js', 'books/b/', 'kinds/', 'offline/', 'puzzles/b-1/', 'puzzles/b-1/puzzle.svg']);
    expect(listed['puzzles/b-1/']).toBe(sha256(readFileSync(join(site, 'puzzles/b-1/index.html'))));
  });

  it('keeps a page opened online and serves it offline; a page never opened is the offline page; a planted copy is never served', async () => {
    const { sw, files } = archiveWorker();
    await sw.send('install', {});
    expect(await text(await sw.request(`${ORIGIN}/sub/puzzles/b-1/`))).toBe(files['puzzles/b-1/index.html']);
    await sw.request(`${ORIGIN}/sub/`);
    // Not the archive's to keep: the maker's page, a download.
    for (const url of [`${ORIGIN}/sub/make/`, `${ORIGIN}/sub/books/b/b.pdf`, `${ORIGIN}/other/`]) expect(await sw.request(url), url).toBeUndefined();
    await (await sw.cache()).put(`${ORIGIN}/sub/`, new Response('<h1>planted</h1>'));
    sw.network.online = false;
    expect(await text(await sw.request(`${ORIGIN}/sub/puzzles/b-1/`))).toBe(files['puzzles/b-1/index.html']);
    // A navigation, as the browser makes one (a script cannot make a Request of mode navigate).
    const navigate = (url: string) => sw.send('fetch', { request: { url, method: 'GET', mode: 'navigate' } });
    expect(await text(await navigate(`${ORIGIN}/sub/kinds/`))).toBe(files['offline/index.html']);
    // The home's copy was planted over: the offline page, never the planted one.
    expect(await text(await navigate(`${ORIGIN}/sub/`))).toBe(files['offline/index.html']);
  });
});
