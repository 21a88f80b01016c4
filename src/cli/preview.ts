import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Runnable } from './main.ts';
import { createServer } from 'node:net';
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
    const server = await preview({ root: PACKAGE_ROOT, outDir: folder, base: path, logLevel: 'error', server: { port: listen, host: '127.0.0.1' } });
    io.out(`Serving ${out} at http://127.0.0.1:${server.port}${path} (Ctrl-C to stop)\n`);
    await server.closed();
  },
};

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
