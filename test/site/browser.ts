import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/**
 * The Chromium the tests drive: the one `@sparticuz/chromium` carries inside its npm package
 * (unpacked to the temporary folder on first use; it needs nothing from the system), or the
 * one PUZZLEBOOK_CHROMIUM names (Debian's `/usr/bin/chromium`, say). Nothing is downloaded.
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.PUZZLEBOOK_CHROMIUM) return process.env.PUZZLEBOOK_CHROMIUM;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

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

/** A phone as the issue measures one: 390×844 CSS pixels, touch, a coarse pointer. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/**
 * The environment Chromium runs in: the packaged Chromium brings its own fonts (unpacked beside
 * it), so pages look the same on a machine with none; another Chromium uses the system's.
 */
function chromiumEnv(): NodeJS.ProcessEnv {
  const fonts = process.env.PUZZLEBOOK_CHROMIUM ? {} : { FONTCONFIG_PATH: process.env.FONTCONFIG_PATH ?? join(tmpdir(), 'fonts') };
  return { ...process.env, ...fonts };
}

/**
 * Where the run's one Chromium listens: the end-to-end project's global setup starts it
 * (`startChromium`, test/global/archive.ts) and every test file's browsers are contexts of it,
 * each as fresh as a browser of its own (its own storage, cache and clock), rather than a
 * Chromium started and stopped for each.
 */
const ENDPOINT = 'PUZZLEBOOK_BROWSER_ENDPOINT';

/** Starts the Chromium every test file of the run connects to; its address is in the environment the test files inherit. */
export async function startChromium(): Promise<BrowserServer> {
  const server = await chromium.launchServer({ executablePath: await chromiumPath(), headless: true, args: ARGS, env: chromiumEnv() });
  process.env[ENDPOINT] = server.wsEndpoint();
  return server;
}

/** This process's connection to the run's Chromium, made on first use. */
let connection: Promise<Browser> | undefined;

/** A context of the run's Chromium, over a connection that stays until the test process ends. */
async function sharedContext(endpoint: string, options: BrowserContextOptions): Promise<BrowserContext> {
  const browser = await (connection ??= chromium.connect(endpoint));
  return browser.newContext(options);
}

/**
 * The browsers `launch` gave that are still open. Test files share their process (the
 * end-to-end project's `isolate: false`), so what one leaves open would keep running, clocks
 * ticking, through the next: test/site/left-open.ts closes them after each file.
 */
const launched = new Set<BrowserContext>();

/** Closes every browser `launch` gave that is still open. */
export async function closeLeftOpen(): Promise<void> {
  await Promise.all([...launched].map((context) => context.close()));
}

/**
 * A browser context of its own: a phone (390×844, touch) or a 1000×800 window, with JavaScript
 * on unless asked. The archive's service worker runs only where a test asks for it
 * (`serviceWorkers: 'allow'`: a test of the archive offline, of what it keeps, or of the maker's
 * worker): it checks and keeps a copy of every file a page loads, which doubles what a page
 * costs Chromium (0.6 -> 1.3 CPU-s a puzzle page, measured) and is no part of what a test of a
 * page's layout or play looks at. A reader's first visit is a page the worker does not hold yet.
 * (A test that stops a request with `page.route` needs it blocked anyway: the worker fetches past
 * a page's routes, as Playwright's routes see only the page's own requests.)
 */
export async function launch(options: { javaScriptEnabled?: boolean; phone?: boolean; serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  const context = await launchContext(options);
  launched.add(context);
  context.on('close', () => launched.delete(context));
  return context;
}

async function launchContext(options: { javaScriptEnabled?: boolean; phone?: boolean; serviceWorkers?: 'allow' | 'block' }): Promise<BrowserContext> {
  const settings = { ...(options.phone ? PHONE : { viewport: { width: 1000, height: 800 } }), javaScriptEnabled: options.javaScriptEnabled ?? true, serviceWorkers: options.serviceWorkers ?? 'block' };
  const endpoint = process.env[ENDPOINT];
  if (endpoint) return sharedContext(endpoint, settings);
  // No run's Chromium (a file run without the end-to-end project's global setup): one of its own.
  const profile = mkdtempSync(join(tmpdir(), 'puzzlebook-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: await chromiumPath(), headless: true, args: ARGS, env: chromiumEnv(), ...settings });
  // Its profile goes with it; and again as the test's process ends, as the browser may still
  // write its cache's index after the context has closed.
  profiles.add(profile);
  context.on('close', () => rmSync(profile, { recursive: true, force: true, maxRetries: 3 }));
  return context;
}

/** The profiles of the browsers this process launched. */
const profiles = new Set<string>();
process.on('exit', () => {
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
});

/**
 * Browsers a test file shares: each asked for (`phone` as `launch({ phone: true })`, `desktop`
 * as `launch()`) is launched before the file's tests and closed after them; read them inside a test.
 */
export function useContexts<D extends 'phone' | 'desktop'>(...devices: D[]): Readonly<Record<D, BrowserContext>> {
  const open = new Map<D, BrowserContext>();
  beforeAll(async () => {
    for (const device of devices) open.set(device, await launch({ phone: device === 'phone' }));
  });
  afterAll(async () => {
    for (const context of open.values()) await context.close();
  });
  const contexts = {} as Record<D, BrowserContext>;
  for (const device of devices) {
    Object.defineProperty(contexts, device, {
      get: () => {
        const context = open.get(device);
        if (!context) throw new Error(`the ${device} browser is read before the file's tests start`);
        return context;
      },
    });
  }
  return contexts;
}

const problemsByPage = new WeakMap<Page, string[]>();

/**
 * Opens `url` in a new page of `context`, or in `page` (one `visit` opened, and the test is done
 * with what it shows), and records every problem on it from then on: console errors, uncaught
 * exceptions, failed requests (but those dropped by leaving the page) and responses of 400 or
 * more. A page opened again costs Chromium about half what a new page does, so a test going
 * through many pages one after another opens them in one.
 */
export async function visit(where: BrowserContext | Page, url: string): Promise<{ page: Page; status: number | undefined }> {
  const page = 'goto' in where ? where : await where.newPage();
  const problems = problemsByPage.get(page);
  // Those of the page it showed before were that page's, and the test's to see before it moved on.
  if (problems) {
    problems.length = 0;
    abortedOf.get(page)!.list.length = 0;
  } else watch(page);
  const response = await page.goto(url);
  await page.waitForLoadState('load');
  return { page, status: response?.status() };
}

/**
 * Waits for a search page's results to be filled in: Pagefind lists each result at once, as a
 * placeholder, and puts in its link, words and drawing as its fragment arrives, so a result read
 * before has none of them (seen on a loaded machine). `parts`: what each result must hold.
 */
export const resultsFilled = (page: Page, parts: readonly string[]): Promise<void> =>
  expect
    .poll(() => page.locator('.pagefind-ui__result').evaluateAll((results, wanted) => results.length > 0 && results.every((result) => wanted.every((part) => result.querySelector(part) !== null)), parts))
    .toBe(true);

/**
 * Waits for a puzzle page's game to start: its player is hidden in the page as published, and
 * shown by the game's script once it has built the board (`createShell`, src/play/shell.ts).
 */
export const gameStarted = (page: Page): Promise<void> => page.locator('[data-play]:not([hidden])').waitFor();

/** Records what goes wrong on `page` from now on (`problemsOf`). */
function watch(page: Page): void {
  const problems: string[] = [];
  problemsByPage.set(page, problems);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`exception: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  // A request the page dropped because it was leaving (Back pressed while a script was still
  // coming) is the browser's own housekeeping, not a failure: a reader never meets it. Any other
  // failed request is one.
  // Counted as each navigation of the page sets out, before the old page's loads are dropped.
  // And counted as each new document takes the page over: a font the old page asked for after
  // the next navigation set out (a page that moves itself on at once) is dropped then.
  let documents = 0;
  let committed = 0;
  const begunIn = new WeakMap<object, [number, number]>();
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
    begunIn.set(r, [documents, committed]);
  });
  let shown = '';
  let shownWhole = '';
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    // A new document, not a move within one (a #fragment): its own requests go on. The same
    // address again, fragment and all, is a reload: a new document too (the old one's fetches,
    // a finish's statistics among them, are dropped with it).
    const whole = frame.url();
    const url = whole.split('#')[0]!;
    if (url !== shown || whole === shownWhole) committed++;
    shown = url;
    shownWhole = whole;
  });
  // Whether an aborted request was left behind is decided when the problems are read, not as it
  // fails: Chromium may tell of the abort before the new document's commit that caused it.
  const aborted: { url: string; began: number; seen: number }[] = [];
  page.on('requestfailed', (r) => {
    const [began, seen] = begunIn.get(r) ?? [documents, committed];
    if (r.failure()?.errorText === 'net::ERR_ABORTED') aborted.push({ url: r.url(), began, seen });
    else problems.push(`failed ${r.url()} (${r.failure()?.errorText})`);
  });
  abortedOf.set(page, { list: aborted, read: () => aborted.filter(({ began, seen }) => began === documents && seen === committed).map(({ url }) => `failed ${url} (net::ERR_ABORTED)`) });
}

/** What went wrong on a page opened by `visit`, so far. */
export const problemsOf = (page: Page): string[] => [...(problemsByPage.get(page) ?? []), ...(abortedOf.get(page)?.read() ?? [])];

/** The requests of a page that were aborted, and those of them aborted while their document was still the page's: see `watch`. */
const abortedOf = new WeakMap<Page, { list: unknown[]; read: () => string[] }>();

/** A port nothing listens on now, on the loopback address. */
export function freePort(): Promise<number> {
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

/** `puzzlebook preview` on a free port (with `--base` where given), as a reader would browse the archive. */
export async function serve(out: string, base?: string, port?: number): Promise<Served> {
  port ??= await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), 'preview', '--out', out, '--port', String(port), ...(base ? ['--base', base] : [])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    // A limit only to catch a hang: on a machine busy with other runs, a process's start alone took over 30 s here.
    const timer = setTimeout(() => reject(new Error(`preview did not start:\n${said}`)), 120_000);
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

/** The links of the search page's results as drawn so far: Pagefind draws them one by one as their fragments arrive, so poll it. */
export const resultLinks = (page: Page): Promise<(string | null)[]> => page.locator('.pagefind-ui__result-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/**
 * The links of every result of the search page: Pagefind shows the first five, and more each
 * time its "Load more results" is pressed, which this presses while it is there. Drawn one by
 * one as their fragments arrive, as `resultLinks`: poll it.
 */
export async function everyResultLink(page: Page): Promise<(string | null)[]> {
  const more = page.locator('button.pagefind-ui__button');
  while (await more.isVisible()) await more.click();
  return resultLinks(page);
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The rules of axe whose verdict the page's words can change, where its markup is the same:
 * an accessible name, a label, a title, a text alternative, a language. A page checked whole in
 * one language is checked in another by these (a quarter of axe's time: its contrast and
 * structure rules are most of the rest).
 */
const WORDED = /-name$|-alt$|^(label|label-title-only|label-content-name-mismatch|document-title|frame-title|empty-heading|empty-table-header|html-has-lang|html-lang-valid|html-xml-lang-mismatch|valid-lang)$/;
let worded: string[] | undefined;
/** The ids of axe-core's rules that WORDED takes, read from axe-core once; refused if a rule it must hold is gone (an axe-core that renamed them would check nothing). */
function wordedRules(): string[] {
  if (worded) return worded;
  const { getRules } = createRequire(import.meta.url)('axe-core') as { getRules(): { ruleId: string }[] };
  const ids = getRules().map((r) => r.ruleId).filter((id) => WORDED.test(id));
  for (const id of ['button-name', 'label', 'link-name', 'html-lang-valid', 'image-alt']) if (!ids.includes(id)) throw new Error(`axe-core has no rule ${id}: WORDED in test/site/browser.ts needs it`);
  return (worded = ids);
}

/**
 * axe-core's findings on the page as it is now, at every impact (minor and moderate too: issue
 * 89), one line each, with where: of every rule, or of the rules a page's words can change (`worded`).
 */
export async function everyFinding(page: Page, rules: 'every' | 'worded' = 'every'): Promise<string[]> {
  // Once a document: its half a megabyte parsed again cost Chromium more than a run of it (a test
  // looks at a page as it opens, paused, and with a dialog open).
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: axeSource });
  const found = (await page.evaluate(async (only) => {
    // In the page, named through globalThis: this file is also read where there is no DOM (test/global/archive.ts).
    const { axe, document } = globalThis as unknown as {
      axe: { run(context: unknown, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> };
      document: { getAnimations(): { finished: Promise<unknown>; effect: { getTiming(): { iterations?: number } } | null }[] };
    };
    // The page as it stands, not half way through a finite animation (the finish fading in: axe
    // read its words against a half-transparent panel as under contrast, once in a run).
    await Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined)));
    const { violations } = await axe.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) });
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, rules === 'worded' ? wordedRules() : null)) as { id: string; impact: string | null; help: string; nodes: string[] }[];
  return found.map((f) => `${f.id} (${f.impact}): ${f.help} at ${f.nodes.join(', ')}`);
}

/** Where a test writes a screenshot it checked: beside the shared archive (`dir`, gone when the run ends), or in PUZZLEBOOK_SCREENSHOTS, to keep them to look at. */
export const screenshotPath = (dir: string, name: string): string => join(process.env.PUZZLEBOOK_SCREENSHOTS ?? dir, name);
