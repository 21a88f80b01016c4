import { closeSync, constants, createReadStream, existsSync, fstatSync, lstatSync, openSync, realpathSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { extname, join, resolve } from 'node:path';
import type { Runnable } from './main.ts';
import { MARKER, normalBase } from '../archive/build.ts';
import { UserError } from '../engine/errors.ts';
import { io } from './io.ts';
import { flagInt } from './shared.ts';
import { compressible, compressor, encodingFor } from './compress.ts';

interface Args {
  out: string;
  port: number;
  base: string;
}

/**
 * Serves a built archive on localhost, as a static host would, text compressed (compress.ts).
 * Search fetches its index, which browsers refuse from file:// pages, so the archive is browsed
 * over HTTP.
 */
export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .option('out', { type: 'string', default: 'dist/site', describe: 'folder the archive was written to' })
      .option('port', { type: 'number', default: 4321, describe: 'port to listen on' })
      .option('base', { type: 'string', default: '/', describe: 'the --base the archive was built with' }),
  handler: async ({ out, port, base }) => {
    // The flags first, as every command checks them: a bad --port was told only once an archive was found.
    const listen = flagInt(port, 'port', 1, 65535);
    const path = normalBase(base);
    if (out === '') throw new UserError('--out is empty: name the folder the archive was written to');
    const folder = resolve(out);
    if (!existsSync(join(folder, MARKER))) throw new UserError(`${out}: no archive here (make one with: puzzlebook site)`);
    if (!(await free(listen))) throw new UserError(`--port ${listen} is in use; choose another, e.g. --port ${listen + 1}`);
    // Paths are looked up under the folder's real place, so an --out reached through a link still serves.
    const server = await serveArchive(realpathSync(folder), path, listen);
    io.out(`Serving ${out} at http://127.0.0.1:${listen}${path} (Ctrl-C to stop)\n`);
    await new Promise((done) => server.once('close', done));
  },
};

/**
 * Why a request's path cannot name a file of the site, or null: an encoded slash, backslash or
 * NUL, or a broken escape, each answered 400.
 */
export function badPath(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0]!;
  if (/%(2f|5c|00)/i.test(path)) return 'an encoded slash, backslash or NUL in the path';
  try {
    decodeURIComponent(path);
  } catch {
    return 'a broken %-escape in the path';
  }
  return null;
}

/** What a request names in the archive: a file of its own, something it must not read (a link, or `..`), or nothing. */
type Lookup = { file: string } | 'refused' | 'missing';

/**
 * The archive's own file for a request's path: under `base`, decoded once, as a file, else as a
 * folder's `index.html`, else with `.html` (the forms a static host answers); a dot file is
 * missing. A path with a `.` or `..` part, or one that meets a symbolic link on the way down
 * from `root` (the archive folder's real path), is refused: a link put in the archive folder is
 * never followed.
 */
function lookUp(root: string, url: string, base: string): Lookup {
  const path = url.split(/[?#]/, 1)[0]!;
  if (!path.startsWith(base)) return 'missing';
  const parts = decodeURIComponent(path.slice(base.length)).split('/');
  if (parts.some((part) => part === '.' || part === '..')) return 'refused';
  // The archive's own records (its marker, its manifest) are for puzzlebook site, not readers: as static hosts keep dot files.
  if (parts.some((part) => part.startsWith('.'))) return 'missing';
  const name = parts.filter(Boolean).join('/');
  const tries = path.endsWith('/') ? [join(name, 'index.html')] : [name, join(name, 'index.html'), `${name}.html`];
  for (const relative of tries) {
    const found = underRoot(root, relative);
    if (found !== 'missing') return found;
  }
  return 'missing';
}

/** `relative` under `root`, walked down one part at a time without following a link. */
function underRoot(root: string, relative: string): Lookup {
  let at = root;
  const parts = relative.split('/').filter(Boolean);
  for (const [i, part] of parts.entries()) {
    at = join(at, part);
    let stat;
    try {
      stat = lstatSync(at, { throwIfNoEntry: false });
    } catch {
      // Under a file (ENOTDIR) or unreadable: nothing to answer with.
      return 'missing';
    }
    if (!stat) return 'missing';
    if (stat.isSymbolicLink()) return 'refused';
    if (i === parts.length - 1 ? !stat.isFile() : !stat.isDirectory()) return 'missing';
  }
  return parts.length > 0 ? { file: at } : 'missing';
}

/** The types of the files an archive holds; anything else is sent as bytes. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

const plain = { 'content-type': 'text/plain; charset=utf-8' };

/** Sends `file`, opened without following a link (so one put there since it was looked up is not read); false if it cannot be opened. */
function send(req: IncomingMessage, res: ServerResponse, file: string, status: number): boolean {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return false;
  }
  const stat = fstatSync(fd);
  // Text is sent compressed where the browser accepts it, as a static host sends it; a range asked is of the file's own bytes.
  const text = compressible(extname(file));
  const encoding = text && req.headers.range === undefined ? encodingFor(req.headers['accept-encoding']) : null;
  // Each encoding its own tag, as hosts give it, so a cache never answers one request with another's bytes.
  const tag = `W/"${stat.size}-${Math.trunc(stat.mtimeMs)}${encoding ? `-${encoding}` : ''}"`;
  // Always asked again (a site published anew shows at once), answered 304 when unchanged.
  const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', etag: tag, ...(text ? { vary: 'Accept-Encoding' } : {}) };
  if (status === 200 && req.headers['if-none-match'] === tag) {
    closeSync(fd);
    res.writeHead(304, headers).end();
    return true;
  }
  if (encoding) {
    // Its length is known once compressed: sent in chunks.
    res.writeHead(status, { ...headers, 'content-encoding': encoding });
    if (req.method === 'HEAD') {
      closeSync(fd);
      res.end();
    } else {
      createReadStream('', { fd }).on('error', () => res.destroy()).pipe(compressor(encoding, stat.size)).on('error', () => res.destroy()).pipe(res);
    }
    return true;
  }
  // One range of bytes where asked (a PDF viewer, a media player), as static hosts answer it;
  // several ranges, or a range of a file changed since (`If-Range`), get the whole file.
  const range = status === 200 && (req.headers['if-range'] === undefined || req.headers['if-range'] === tag) ? rangeOf(req.headers.range, stat.size) : 'whole';
  if (range === 'unsatisfiable') {
    closeSync(fd);
    res.writeHead(416, { ...plain, 'content-range': `bytes */${stat.size}` }).end('Range not satisfiable\n');
    return true;
  }
  const [start, end] = range === 'whole' ? [0, stat.size - 1] : range;
  if (range === 'whole') res.writeHead(status, { ...headers, 'accept-ranges': 'bytes', 'content-length': stat.size });
  else res.writeHead(206, { ...headers, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${stat.size}`, 'content-length': end - start + 1 });
  if (req.method === 'HEAD' || stat.size === 0) {
    closeSync(fd);
    res.end();
  } else {
    createReadStream('', { fd, start, end }).on('error', () => res.destroy()).pipe(res);
  }
  return true;
}

/** The bytes `first`–`last` one `Range: bytes=…` header asks of a file of `size` bytes; the whole file where it asks none, or several, or is not understood. */
export function rangeOf(header: string | undefined, size: number): [number, number] | 'whole' | 'unsatisfiable' {
  const m = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  if (m[1] === '') {
    // The last N bytes.
    const n = Number(m[2]);
    return n === 0 || size === 0 ? 'unsatisfiable' : [Math.max(0, size - n), size - 1];
  }
  const first = Number(m[1]);
  const last = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (first >= size || (m[2] !== '' && Number(m[2]) < first)) return 'unsatisfiable';
  return [first, last];
}

/**
 * Serves the archive at `root` (its real path) under `base` on `port`, on the loopback address:
 * GET and HEAD; a missing page gets the archive's 404 page; a path no file can have is 400; a
 * link or a climb out of the folder is a plain 404 that names no path on disk.
 */
function serveArchive(root: string, base: string, port: number): Promise<Server> {
  const server = createHttpServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...plain, allow: 'GET, HEAD' }).end('Only GET and HEAD\n');
      return;
    }
    const url = req.url ?? '/';
    const why = badPath(url);
    if (why) {
      res.writeHead(400, plain).end(`Bad request: ${why}\n`);
      return;
    }
    const refuse = () => res.writeHead(404, plain).end('Not found\n');
    // The archive's own address without its last slash (`/x` under `--base /x/`): sent on to it, as hosts do.
    const path = url.split(/[?#]/, 1)[0]!;
    if (base !== '/' && path === base.slice(0, -1)) return void res.writeHead(301, { ...plain, location: `${base}${url.slice(path.length)}` }).end(`Moved to ${base}\n`);
    const found = lookUp(root, url, base);
    if (found === 'refused') return refuse();
    if (found !== 'missing' && send(req, res, found.file, 200)) return;
    // A missing page: the archive's own 404 page, if it is a file of the archive.
    const page = underRoot(root, '404.html');
    if (typeof page === 'object' && send(req, res, page.file, 404)) return;
    refuse();
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
