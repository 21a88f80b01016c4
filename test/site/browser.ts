import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

const root = new URL('../../', import.meta.url).pathname;

/** Debian's Chromium (`apt-get install chromium`, done by .ci/run); nothing is downloaded. */
export const CHROMIUM = process.env.PUZZLEBOOK_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the network this machine does not have (toolchain notes). */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launch(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'puzzlebook-chromium-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1000, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Served {
  origin: string;
  stop(): void;
}

/** `puzzlebook preview` on a free port, as a reader would browse the archive. */
export async function serve(out: string): Promise<Served> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), 'preview', '--out', out, '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`preview did not start:\n${said}`)), 30_000);
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', (code) => reject(new Error(`preview exited ${code}:\n${said}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
