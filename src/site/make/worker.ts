import { type BookSpec, languageOf, specSchema } from '../../book/spec.ts';
import type { PooledMaker } from '../../book/pooled.ts';
import type { Maker, Run } from '../../pipeline/pipeline.ts';
import { UserError } from '../../engine/errors.ts';
import { setLanguage } from '../../engine/language.ts';
import { fontsOf, useFontSource } from '../../pdf/faces.ts';
import { loadPdfKit } from '../../pdf/pdfkit.ts';
import { FEWEST_POD_PAGES, isTrim } from '../../pdf/layout.ts';
import { planSpec } from '../../pdf/preplan.ts';
import { standInBook } from '../../pdf/house.ts';
import { standInLayout } from '../../pdf/plan.ts';
import { loadBookWords, loadDictionary, loadForms, needsDictionary, needsForms } from './book-words.ts';
import { FONT_URLS } from './fonts.ts';
import { webWorkerPool } from './pool.ts';
import { previewPages } from './preview.ts';
import { type Answer, type Batch, type FromMaker, type MadeFile, type Problem, TASKS_WORKER, type ToMaker } from './protocol.ts';

/*
 * /make/'s maker: a Web Worker that takes a spec through the pipeline's own stages, so what it
 * hands back is what `puzzlebook build` writes from the spec it also hands back, byte for
 * byte (test/site/make.test.ts compares them). One request at a time; the page cancels one by
 * ending the worker, and starts another. Started under the name TASKS_WORKER, the same script
 * is one of its puzzle workers (pool.ts, tasks.ts).
 */

const scope = globalThis as unknown as {
  name: string;
  onmessage: ((event: MessageEvent<ToMaker>) => void) | null;
  postMessage(message: FromMaker, transfer?: Transferable[]): void;
};

/** Font files fetched so far, by the name the pipeline asks for them by. */
const fonts = new Map<string, Uint8Array>();

/** Thrown by the font source for a file not fetched yet: the work is run again once it is. */
class FontMissing extends Error {
  readonly file: string;
  constructor(file: string) {
    super(`font ${file} not fetched yet`);
    this.file = file;
  }
}

useFontSource((file) => {
  const data = fonts.get(file);
  if (!data) throw new FontMissing(file);
  return data;
});

async function fetchFont(file: string): Promise<void> {
  const url = FONT_URLS[file];
  if (!url) throw new Error(`no address for the font file ${file}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not fetch ${url}: ${response.status}`);
  fonts.set(file, new Uint8Array(await response.arrayBuffer()));
}

/**
 * `work` run until it needs no font it has not been given: a font is read synchronously in the
 * middle of laying out a page, so a missing one stops the work, is fetched, and the work starts
 * again. It is a function of its spec alone, so starting again changes nothing it makes. The
 * book's own face is fetched first; fallbacks only by a book whose words need them.
 */
async function withFonts<T>(spec: BookSpec, work: () => Promise<T>): Promise<T> {
  const [body] = fontsOf(spec.typeface);
  await Promise.all(Object.values(body!.files).filter((file) => !fonts.has(file)).map(fetchFont));
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof FontMissing)) throw error;
      await fetchFont(error.file);
    }
  }
}

/**
 * The spec's data checked as `build` checks what it read from a file: its language's words
 * fetched first (the spec's language is checked against the catalogs there are).
 */
async function checked(data: unknown): Promise<BookSpec> {
  const { language: asked, sections } = (data ?? {}) as { language?: unknown; sections?: unknown };
  if (typeof asked === 'string') await loadBookWords(asked);
  // A fill-in of words draws from its language's dictionary, which the spec's check asks for.
  if (Array.isArray(sections) && needsDictionary(sections)) await loadDictionary(typeof asked === 'string' ? asked : 'en');
  if (Array.isArray(sections) && needsForms(sections)) await loadForms(typeof asked === 'string' ? asked : 'en');
  const parsed = specSchema.safeParse(data);
  if (!parsed.success) throw new Refused(parsed.error.issues.map(problemOfIssue));
  setLanguage(languageOf(parsed.data));
  return parsed.data;
}

/**
 * The spec as `build` reads it from the file handed back: written as YAML and read again by the
 * command's own reader. The YAML library and reader are fetched with the first book made: a
 * plan checks the form's data as it is, which YAML writes and reads back the same (issue 89).
 */
async function written(input: unknown, where: string): Promise<{ spec: BookSpec; text: string }> {
  const [{ stringify }, { parseData }] = await Promise.all([import('yaml'), import('../../book/files.ts')]);
  const text = stringify(input, { lineWidth: 0 });
  return { spec: await checked(parseData(text, where, true)), text };
}

/** A spec's issue as the page's problem: with the code and figures a kind's refusal gives (`Refusal`: Word Search's list), so the page words it. */
function problemOfIssue(issue: { path: PropertyKey[]; message: string; params?: { code?: unknown; values?: Record<string, string | number> } }): Problem {
  const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
  const code = issue.params?.code;
  return typeof code === 'string' ? { path, message: issue.message, code, values: { ...issue.params!.values } } : { path, message: issue.message };
}

class Refused extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super('refused');
    this.problems = problems;
  }
}

/** `sections[0].options.size` as a path: `['sections', 0, 'options', 'size']`. */
function pathOf(text: string): (string | number)[] {
  return [...text.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]|\["([^"]*)"\]/g)].map(([, name, index, quoted]) => (index !== undefined ? Number(index) : (name ?? quoted!)));
}

/** A refusal's problems: the structured ones it carries, else each line of its message (`where: path: message`) read back. */
function problemsOf(error: UserError, where: string): Problem[] {
  if (error.problems.length) return error.problems.map(({ path, code, values, message }) => ({ path: path.map((key) => (typeof key === 'number' ? key : String(key))), message, code, values }));
  return error.message.split('\n').map((line) => {
    const rest = line.startsWith(`${where}: `) ? line.slice(where.length + 2) : line;
    const match = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\]|\["[^"]*"\])*): (.*)$/s.exec(rest);
    return match ? { path: pathOf(match[1]!), message: match[2]! } : { path: [], message: rest };
  });
}

/** Most puzzle workers started: each loads the engine, and memory is a phone's. */
const MOST_WORKERS = 4;

/**
 * What makes a book's puzzles: a pool of puzzle workers, one a core up to MOST_WORKERS, where the
 * browser can start workers from a worker; the book is the same whichever makes it.
 */
function maker(Pooled: typeof PooledMaker, onThisThread: Maker): Maker {
  const cores = Math.min(navigator.hardwareConcurrency || 1, MOST_WORKERS);
  // This module's own address is the script's: the entry's code is always in the entry's file.
  return cores > 1 && typeof Worker !== 'undefined' ? new Pooled(cores, () => webWorkerPool(cores, import.meta.url)) : onThisThread;
}

/** `work`, its refusal (a UserError naming `where`) turned into the page's problems. */
async function refusing<T>(where: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UserError) throw new Refused(problemsOf(error, where));
    throw error;
  }
}

const MIME: Record<string, string> = { pdf: 'application/pdf', json: 'application/json', yaml: 'application/yaml' };
const mimeOf = (name: string) => MIME[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

const encoder = new TextEncoder();

/** What this worker has fetched (its words, its fonts, its own script's chunks), by address. */
const fetched = () => performance.getEntriesByType('resource').map((entry) => entry.name);

async function plan(id: number, input: unknown): Promise<void> {
  const where = 'spec';
  const spec = await checked(input);
  const pages = await refusing(where, () =>
    withFonts(spec, async () => {
      planSpec(spec, where);
      return previewPages(standInBook(spec, 'largest'), standInLayout(spec), false);
    }),
  );
  scope.postMessage({ type: 'planned', id, pages, puzzles: spec.sections.reduce((n, s) => n + s.count, 0), fetched: fetched() });
}

async function make(id: number, input: unknown): Promise<void> {
  const { spec, text } = await written(input, 'spec');
  const where = `${spec.slug}.yaml`;
  const run: Run = {
    where,
    progress: (label) => {
      const stage = label.endsWith(': puzzles') ? 'make' : 'render';
      // Told each puzzle and each page; posted at each hundredth of the way, and at the end.
      let told = -1;
      return (done, total) => {
        const hundredths = Math.floor((done * 100) / total);
        if (hundredths === told) return;
        told = hundredths;
        scope.postMessage({ type: 'progress', id, stage, done, total });
      };
    },
  };
  // The pipeline's making and printing (pdfkit among them) are fetched with the first book made, not with the page: the preview needs none of them.
  const [{ build, onThisThread }, { PooledMaker }] = await Promise.all([import('../../pipeline/pipeline.ts'), import('../../book/pooled.ts'), loadPdfKit()]);
  let made: Maker | undefined;
  const rendered = await refusing(where, () => withFonts(spec, () => build(spec, run, (made = maker(PooledMaker, onThisThread)))));
  const files: MadeFile[] = [
    ...rendered.files.map(({ name, data }) => ({ name, mime: mimeOf(name), data: typeof data === 'string' ? encoder.encode(data) : data })),
    { name: where, mime: MIME.yaml!, data: encoder.encode(text) },
  ];
  const pages = previewPages(rendered.book, rendered.layout, true);
  scope.postMessage(
    {
      type: 'made',
      id,
      files,
      seed: spec.seed,
      pages,
      puzzles: rendered.book.puzzles.length,
      onWorkers: made instanceof PooledMaker ? made.threaded : 0,
      fewestPages: isTrim(spec.page.size) && pages.length < FEWEST_POD_PAGES ? FEWEST_POD_PAGES : null,
      report: rendered.report,
      warnings: rendered.warnings,
      fetched: fetched(),
    },
    files.map((file) => file.data.buffer as ArrayBuffer),
  );
}

if (scope.name === TASKS_WORKER) {
  // A puzzle worker: its making code is fetched at once, and each batch answered once it is in.
  const tasks = scope as unknown as { onmessage: ((event: MessageEvent<Batch>) => void) | null; postMessage(message: Answer): void };
  const making = import('./tasks.ts');
  tasks.onmessage = ({ data }) => {
    making.then(({ answer }) => answer(data), (error: unknown): Answer => ({ error: error instanceof Error ? error.message : String(error) })).then((reply) => tasks.postMessage(reply));
  };
} else {
  scope.onmessage = ({ data: request }) => {
    const work = request.type === 'plan' ? plan(request.id, request.spec) : make(request.id, request.spec);
    work.catch((error: unknown) => {
      if (error instanceof Refused) scope.postMessage({ type: 'refused', id: request.id, problems: error.problems });
      else scope.postMessage({ type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) });
    });
  };
}
