import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
    const front = await guard(inner.port, listen);
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
 * The server the user's browser talks to, on `port`: it refuses a path no file can have, and
 * hands every other request, as it came, to Astro's preview server on `inner`.
 */
function guard(inner: number, port: number): Promise<Server> {
  const front = createHttpServer((req, res) => {
    const why = badPath(req.url ?? '/');
    if (why) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`Bad request: ${why}\n`);
      return;
    }
    const upstream = request({ host: '127.0.0.1', port: inner, method: req.method, path: req.url, headers: req.headers }, (answer) => {
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
