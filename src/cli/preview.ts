import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Runnable } from './main.ts';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { MARKER, normalBase, PACKAGE_ROOT } from '../archive/build.ts';
import { UserError } from '../engine/errors.ts';
import { io } from './io.ts';
import { flagInt } from './shared.ts';

interface Args {
  out: string;
  port: number;
  base: string;
}

/**
 * Serves a built archive on localhost with Astro's own static server. Search fetches its
 * index, which browsers refuse from file:// pages, so the archive is browsed over HTTP.
 */
export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .option('out', { type: 'string', default: 'dist/site', describe: 'folder the archive was written to' })
      .option('port', { type: 'number', default: 4321, describe: 'port to listen on' })
      .option('base', { type: 'string', default: '/', describe: 'the --base the archive was built with' }),
  handler: async ({ out, port, base }) => {
    const folder = resolve(out);
    if (!existsSync(join(folder, MARKER))) throw new UserError(`${out}: no archive here (make one with: puzzlebook site)`);
    const listen = flagInt(port, 'port', 1, 65535);
    const path = normalBase(base);
    // Astro would quietly move to another port; say so instead, so the address printed is right.
    if (!(await free(listen))) throw new UserError(`--port ${listen} is in use; choose another, e.g. --port ${listen + 1}`);
    process.env.ASTRO_TELEMETRY_DISABLED = '1';
    const { preview } = await import('astro');
    const inner = await preview({ root: PACKAGE_ROOT, outDir: folder, base: path, logLevel: 'error', server: { port: await anyFreePort(), host: '127.0.0.1' } });
    // Paths are checked under the folder's real place, so an --out reached through a link still serves.
    const front = await guard(inner.port, listen, realpathSync(folder), path);
    io.out(`Serving ${out} at http://127.0.0.1:${listen}${path} (Ctrl-C to stop)\n`);
    await inner.closed();
    front.close();
  },
};

/**
 * Why a request's path cannot name a file of the site, or null. Astro's preview server answers
 * an encoded slash (`%2f`) or broken escape with a 500 and a stack trace on the terminal; these
 * are answered 400 before they reach it.
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

/**
 * Whether a request could be answered with a file that is not the archive's own: a file that
 * is a symbolic link, or under one, or whose real path is outside `root` (the archive folder's
 * real path). Astro and Vite read through links (a `leak.txt` linked to /etc/passwd was
 * served), so every file they might pick for the URL is looked at: the path with and without
 * `base`, decoded each way they decode it, and as a file, `.html`, `/index` and `/index.html`.
 */
export function linkedPath(root: string, url: string, base: string): boolean {
  const raw = url.split(/[?#]/, 1)[0]!;
  const decoded = new Set([raw]);
  for (const decode of [decodeURI, decodeURIComponent]) {
    try {
      decoded.add(decode(raw));
    } catch {
      // badPath answers a broken escape before this is asked.
    }
  }
  const trimmed = base.replace(/\/+$/, '');
  const paths = new Set<string>();
  for (const path of decoded) {
    for (const prefix of ['', trimmed]) {
      if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) continue;
      const rest = path.slice(prefix.length).replace(/\/+$/, '');
      for (const suffix of ['', '.html', '/index', '/index.html']) paths.add(rest + suffix);
    }
  }
  try {
    return [...paths].some((path) => escapes(root, path));
  } catch {
    // Whatever could not be looked at is not served: refused, rather than the server stopping.
    return true;
  }
}

/** Whether `path` (URL-like, `/`-separated) names, under `root`, a link or something whose real path leaves it. */
function escapes(root: string, path: string): boolean {
  // Joined as the servers join it: `/../site/x` climbs out of a folder named site and back in.
  const target = join(root, path);
  if (target !== root && !target.startsWith(root + sep)) return true;
  const parts = relative(root, target).split(sep).filter(Boolean);
  let at = root;
  for (const part of parts) {
    at = join(at, part);
    let stat;
    try {
      stat = lstatSync(at, { throwIfNoEntry: false });
    } catch {
      // Under a file (ENOTDIR) or unreadable: no server can answer with it either.
      return false;
    }
    // Nothing there: no server can answer with it.
    if (!stat) return false;
    if (stat.isSymbolicLink()) return true;
  }
  try {
    const real = realpathSync(at);
    return real !== root && !real.startsWith(root + sep);
  } catch {
    return false;
  }
}

const plain = { 'content-type': 'text/plain; charset=utf-8' };

/**
 * The server the user's browser talks to, on `port`: it refuses a path no file can have, and
 * any path that would reach out of the archive folder `root` through a link; it hands every
 * other request, as it came, to Astro's preview server on `inner`.
 */
function guard(inner: number, port: number, root: string, base: string): Promise<Server> {
  const front = createHttpServer((req, res) => {
    const why = badPath(req.url ?? '/');
    if (why) {
      res.writeHead(400, plain).end(`Bad request: ${why}\n`);
      return;
    }
    // Not found, as for a file that is not there: the answer names no path on disk.
    const refuse = () => res.writeHead(404, plain).end('Not found\n');
    if (linkedPath(root, req.url ?? '/', base)) {
      req.resume();
      refuse();
      return;
    }
    // A connection of its own for each request (agent: false): a kept-alive one to Astro's server
    // could be reused just as that server closes it for idling (5 s), and the request then failed
    // with a 502 now and then, most on a busy machine (search's index, fetched often, met it).
    const upstream = request({ host: '127.0.0.1', port: inner, method: req.method, path: req.url, headers: { ...req.headers, connection: 'close' }, agent: false }, (answer) => {
      // Astro answers every missing page with the archive's 404.html, read through any link.
      if (answer.statusCode === 404 && linkedPath(root, '/404.html', '/')) {
        answer.resume();
        refuse();
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', () => resolve(front));
  });
}

/** A port nothing listens on now, for the server behind the guard. */
function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
