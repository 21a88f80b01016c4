import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type BenchRow, type KindBench, row } from './lib.ts';

/*
 * /make/ as a person uses it (issue 69): a 20-puzzle worksheet made on the page, in the
 * Chromium the tests drive, with its CPU as it is and slowed 4× as a phone's would be. Timed
 * from the click on Make to the files offered; each run in a fresh browser context, so nothing
 * is cached, and the bytes the page and its maker fetched on the way (page, scripts, words,
 * fonts) are counted.
 *
 * Chrome's own CPU throttling (DevTools' "4× slowdown", Emulation.setCPUThrottlingRate) slows
 * a page's thread only: a worker's target refuses it ("only supported for pages, not workers"),
 * and the maker is a worker. So the browser is slowed whole (every process of it, as a phone's
 * CPU slows all of them), as cpulimit does: stopped for three quarters of every 20 ms (measured:
 * a loop in a worker took 3.8 times as long).
 */

const root = new URL('../', import.meta.url).pathname;
const RUNS = 3;

/** The archive /make/ is part of: one small book's. */
const BOOK = 'title: Make Bench\nseed: bench\nsections:\n  - kind: sudoku\n    count: 2\n    difficulty: easy\n';

function puzzlebook(args: string[]): void {
  execFileSync(process.execPath, [join(root, 'bin/puzzlebook.js'), ...args], { cwd: root, stdio: 'ignore' });
}

/** What a static host says each file is, by its ending. */
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  png: 'image/png',
};

/**
 * The archive served as a static host serves it, each address asked for noted: `weight` is what
 * those files come to over the wire, gzipped where a host would gzip them (text; fonts are
 * compressed already), each counted once (the service worker asks again for what it keeps).
 */
async function served(site: string): Promise<{ origin: string; server: Server; weight: () => number }> {
  const asked = new Set<string>();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = normalize(join(site, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(site) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    asked.add(file);
    response.writeHead(200, { 'content-type': TYPES[extname(file).slice(1)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const weight = () => [...asked].reduce((sum, file) => sum + (/\.(html|js|css|json|svg)$/.test(file) ? gzipSync(readFileSync(file)).length : statSync(file).size), 0);
  return { origin: `http://127.0.0.1:${port}`, server, weight };
}

/** The browser `root` and every process under it: its renderers (pages and their workers), network, GPU and utility processes. */
function browserProcesses(root: number): number[] {
  const lines = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const procs = lines.map((line) => {
    const [pid, ppid] = line.trim().split(/\s+/);
    return { pid: Number(pid), ppid: Number(ppid) };
  });
  const under = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs) if (!under.has(p.pid) && under.has(p.ppid)) grew = under.add(p.pid) && true;
  }
  return [...under];
}

/**
 * The duty cycle, in a process of its own so the bench's busy event loop cannot stretch it:
 * stop, wait, continue, wait, timed with Atomics.wait, until it is killed.
 */
const CYCLER = `
const [factor, ...pids] = process.argv.slice(1).map(Number);
const PERIOD = 20, sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const signal = (name) => { for (const pid of pids) try { process.kill(pid, name); } catch {} };
process.on('SIGTERM', () => { signal('SIGCONT'); process.exit(0); });
for (;;) { signal('SIGSTOP'); sleep(PERIOD - PERIOD / factor); signal('SIGCONT'); sleep(PERIOD / factor); await new Promise(setImmediate); }
`;

/** `pids` run `factor` times slower until the returned function is called: stopped for all but 1/factor of every 20 ms. */
function slowed(pids: readonly number[], factor: number): () => void {
  if (factor <= 1) return () => {};
  const cycler = spawn(process.execPath, ['--input-type=module', '-e', CYCLER, String(factor), ...pids.map(String)], { stdio: 'ignore' });
  return () => {
    cycler.kill('SIGTERM');
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Gone: its context closed.
      }
    }
  };
}

/** One worksheet made on a fresh page: the ms from Make to the files. */
async function worksheet(browser: Browser, root: number, origin: string, slowdown: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page: Page = await context.newPage();
    await page.goto(`${origin}/make/`);
    await page.fill('#make-seed', 'bench');
    await page.fill('#s0-count', '10');
    await page.fill('#s1-count', '10');
    const resume = slowed(browserProcesses(root), slowdown);
    const start = performance.now();
    let ms: number;
    try {
      await page.locator('[data-make-button]').click();
      await page.locator('[data-downloads]:not([hidden])').waitFor({ timeout: 120_000 });
      ms = performance.now() - start;
    } finally {
      resume();
    }
    const made = await page.locator('[data-files] a[download]').count();
    if (made < 3) throw new Error(`the worksheet made ${made} files`);
    return ms;
  } finally {
    await context.close();
  }
}

export const makeBench: KindBench = {
  kind: 'make',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-bench-make-'));
    let server: Server | undefined;
    let browser: Browser | undefined;
    let stopBrowser = async () => {};
    try {
      writeFileSync(join(dir, 'book.yaml'), BOOK);
      puzzlebook(['build', join(dir, 'book.yaml'), '--out', join(dir, 'books')]);
      puzzlebook(['site', '--books', join(dir, 'books'), '--out', join(dir, 'site')]);
      const site = await served(join(dir, 'site'));
      server = site.server;
      const { origin } = site;
      const { default: packaged } = await import('@sparticuz/chromium');
      const launched = await chromium.launchServer({ executablePath: await packaged.executablePath(), args: ['--no-sandbox', '--disable-gpu'] });
      stopBrowser = () => launched.close();
      browser = await chromium.connect(launched.wsEndpoint());
      const root = launched.process().pid!;
      const rows: BenchRow[] = [];
      // The first visit's weight: the page, its maker, and what a worksheet needs (its words, its fonts).
      await worksheet(browser, root, origin, 1);
      const kb = Math.round(site.weight() / 1024);
      for (const [slowdown, target] of [
        [1, 3_000],
        [4, 10_000],
      ] as const) {
        const runs = [];
        const start = performance.now();
        for (let i = 0; i < RUNS; i++) runs.push(await worksheet(browser, root, origin, slowdown));
        const total = performance.now() - start;
        const what = `20-puzzle worksheet on /make/${slowdown > 1 ? `, CPU slowed ${slowdown}×` : `; a first visit fetches ${kb} KB, gzipped`}`;
        rows.push(row('make', what, RUNS, runs, total, { medianBelowMs: target }));
      }
      return rows;
    } finally {
      await browser?.close();
      await stopBrowser();
      server?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
