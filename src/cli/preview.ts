import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { PACKAGE_ROOT } from '../archive/build.ts';
import { UserError } from '../engine/errors.ts';
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
export const previewCommand: CommandModule<object, Args> = {
  command: 'preview',
  describe: 'serve the archive built by `site` on http://localhost, to browse and search it',
  builder: (y) =>
    y
      .option('out', { type: 'string', default: 'dist/site', describe: 'folder the archive was written to' })
      .option('port', { type: 'number', default: 4321, describe: 'port to listen on' })
      .option('base', { type: 'string', default: '/', describe: 'the --base the archive was built with' }),
  handler: async ({ out, port, base }) => {
    const folder = resolve(out);
    if (!existsSync(join(folder, 'index.html'))) throw new UserError(`${out}: no archive here (make one with: puzzlebook site)`);
    const listen = flagInt(port, 'port', 1, 65535);
    process.env.ASTRO_TELEMETRY_DISABLED = '1';
    const { preview } = await import('astro');
    const server = await preview({ root: PACKAGE_ROOT, outDir: folder, base, logLevel: 'error', server: { port: listen, host: '127.0.0.1' } });
    process.stdout.write(`Serving ${out} at http://127.0.0.1:${listen}${base} (Ctrl-C to stop)\n`);
    await server.closed();
  },
};
