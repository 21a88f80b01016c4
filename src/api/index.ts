/**
 * puzzlebook as a library (`puzzlebook`): the engine (api/engine.ts: make, solve, explain and
 * draw puzzles), and what needs Node, as the commands do it: a book made from a spec, its
 * answer key printed again from the book file, and the archive published. Each of these runs
 * on a thread of its own (the caller's event loop runs meanwhile), tells its progress, and
 * stops on an AbortSignal.
 */
import type * as z from 'zod/mini';
import { bookSchema, type BookFile } from '../book/bookfile-schema.ts';
import { parseData } from '../book/files.ts';
import { defaultJobs } from '../book/jobs.ts';
import { type BookSpec, specSchema } from '../book/spec.ts';
import { resolve } from 'node:path';
import type { SiteReport } from '../archive/build.ts';
import { type Progress, type Stage, STAGES } from '../archive/stages.ts';
import { Supervisor } from '../book/supervisor.ts';
import { sibling } from '../sibling.ts';
import { checkOut } from '../book/write.ts';
import { shown, UserError, type UserErrorCode, type UserProblem } from '../engine/errors.ts';
import { checkedLanguage } from '../engine/catalog.ts';
import type { Language } from '../engine/language.ts';
import { BOOK_STAGES, type BookProgress, type BookStage } from '../pipeline/book-stages.ts';
import type { BookJob } from './book-thread.ts';
import { asCaller, checkedBy, forCaller, refuse } from './refusal.ts';

export * from './engine.ts';
export { BOOK_STAGES, bookSchema, specSchema, STAGES };
export type { BookFile, BookProgress, BookSpec, BookStage, Progress, SiteReport, Stage };

/**
 * A spec as written (docs/spec.md): what `buildBook` takes, defaults left out (`seed: 9`,
 * `options: { size: 6 }`). `BookSpec` is the spec as read, every default filled in.
 */
export type BookSpecInput = z.input<typeof specSchema>;

/** A book file as `printBook` takes it: `BookFile` (a `Built`'s `book`), or one read from a file. */
export type BookFileInput = z.input<typeof bookSchema>;

/** A file of a book, in memory: `<slug>.pdf`, `<slug>-answers.pdf` (unless the key is at the back), `<slug>.json`. */
export interface BookOutput {
  name: string;
  data: Uint8Array | string;
}

export interface Built {
  book: BookFile;
  /** The PDF, the answer key and the book file, in memory. */
  files: BookOutput[];
  /** Where each was written, when `out` was given. */
  written: string[];
}

/** What `printBook` takes besides the book. */
export interface PrintOptions {
  /** A folder to write the files into, together (if any write fails, none is left); none: memory only. */
  out?: string;
  /**
   * Each stage's counts as they change (at most every tenth of a second a stage): `{ stage: 'pages', done: 12, total: 40 }`.
   * May be async; one that throws or rejects stops the work, nothing written, and the call rejects (`callback-threw`).
   */
  onProgress?: (progress: BookProgress) => void;
  /**
   * Stops the work wherever it is (a puzzle half made included) and rejects with the signal's
   * reason; nothing is written, unless the files were being written as it came: they land
   * first, all of them.
   */
  signal?: AbortSignal;
}

/** What `buildBook` takes besides the spec. */
export interface BuildOptions extends PrintOptions {
  /** Worker threads making puzzles; the book is the same for any number. Default: one per core. */
  jobs?: number;
}

/** A refusal made on a thread, made again here: an Error's class does not survive the copy. */
type Thrown = { name: string; message: string; stack?: string; code?: UserErrorCode; problems?: UserProblem[] };
const rethrown = ({ name, message, stack, code, problems }: Thrown): Error =>
  name === 'UserError' ? new UserError(message, problems ?? [], code ?? 'refused') : Object.assign(new Error(message), { stack });

/** The options every long call shares, checked: a signal that is one, a progress hearer that is a function. */
function checkedWatch(options: { signal?: unknown; onProgress?: unknown; log?: unknown }): void {
  if (options.signal !== undefined && !(options.signal instanceof AbortSignal)) throw refuse('invalid-options', ['signal'], 'must be an AbortSignal', 'wrong-type');
  for (const name of ['onProgress', 'log'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'function') throw refuse('invalid-options', [name], 'must be a function', 'wrong-type');
  }
}

/** A supervised thread (book/supervisor.ts) the library runs work on, and who hears its messages now. */
interface Thread {
  supervisor: Supervisor;
  hear: (message: unknown) => void;
  /** Whether it may take another job once this one is told: a book thread, unless it was stopped or failed. */
  reusable: boolean;
}

/** A thread of `entry`, started with `data`; its messages go to whoever `hear` is at the time. */
function started(entry: string, data: Record<string, unknown>, reusable: boolean): Thread {
  const thread: Thread = { supervisor: undefined as unknown as Supervisor, hear: () => {}, reusable };
  thread.supervisor = new Supervisor(sibling(entry, import.meta.url), data, (message) => thread.hear(message));
  return thread;
}

/**
 * Longest a book thread is kept for the next `buildBook` or `printBook` once it is idle. It
 * holds the engine and the PDF code loaded, which a new thread takes most of a second to load
 * again; an idle one keeps no process alive (it is unref'd) and holds its memory only this long.
 */
const IDLE_MS = 30_000;

/** The book thread kept, idle, for the next call, and when it is let go. */
let spare: { thread: Thread; timer: ReturnType<typeof setTimeout> } | undefined;

/** A book thread: the one kept, if it is idle, else a new one. */
function bookThread(): Thread {
  if (spare) {
    const { thread, timer } = spare;
    spare = undefined;
    clearTimeout(timer);
    thread.supervisor.worker.ref();
    return thread;
  }
  const thread = started('./book-thread', {}, true);
  // One that ends while idle is no longer kept.
  thread.supervisor.worker.on('exit', () => {
    if (spare?.thread === thread) spare = undefined;
  });
  return thread;
}

/** A book thread done with its job: kept idle for the next, where none is kept yet; else ended. */
function release(thread: Thread): void {
  thread.hear = () => {};
  if (!thread.reusable || spare) {
    void thread.supervisor.worker.terminate();
    return;
  }
  thread.supervisor.worker.unref();
  const timer = setTimeout(() => {
    if (spare?.thread !== thread) return;
    spare = undefined;
    void thread.supervisor.worker.terminate();
  }, IDLE_MS);
  timer.unref();
  spare = { thread, timer };
}

/** What the caller handed the long call to hear with, by the option's name. */
type Hearers = { log?: ((line: string) => void) | undefined; onProgress?: ((progress: never) => void) | undefined };

/**
 * A caller's hearer that threw, or whose promise rejected, as the call's refusal: its code
 * `callback-threw`, what was thrown its `cause`; and what became of the work (`what`: "the
 * book", "the archive"), stopped with nothing written, or finished, its files written, first.
 */
function hearerFailed(name: keyof Hearers, thrown: unknown, rejected: boolean, what: string, written: boolean): UserError {
  const said = shown(thrown instanceof Error ? thrown.message : String(thrown), 120);
  const how = rejected ? 'the promise it returned rejected' : 'it threw';
  const then = written ? `after ${what} was written` : `so ${what} was stopped and nothing was written`;
  const error = refuse('callback-threw', [name], `${how} (${said}), ${then}`);
  error.cause = thrown;
  return error;
}

/**
 * Work run on a supervised thread: `job` posted to it, where it takes jobs by message (a book
 * thread, kept warm between calls); its progress and log lines passed on; its result or
 * refusal (`code`, the argument named `where`) given back; and `signal` stopping it wherever
 * it is, as Ctrl-C stops a command (book/interrupt.ts): a stopped thread is ended, not kept.
 *
 * The caller's hearers run here, on the caller's thread: one that throws, or returns a promise
 * that rejects, stops the work as `signal` does and the call rejects (`callback-threw`), never
 * the caller's process. The thread writes only once told every promise they returned has
 * settled (book/heard.ts), so a hearer that fails before then leaves nothing written; one failing
 * on what is told after (an archive's last stage), once it is written, rejects the call all the
 * same, saying so. The call settles only once every such promise has.
 */
function onThread<T>(thread: Thread, job: unknown, { log, onProgress, signal }: Hearers & { signal?: AbortSignal | undefined }, code: UserErrorCode, what: string, where?: string): Promise<T> {
  const { supervisor } = thread;
  if (signal?.aborted) {
    release(thread);
    return Promise.reject(signal.reason);
  }
  return new Promise((done, failed) => {
    let settled = false;
    // Told to write (book/heard.ts): a hearer failing from now on fails after the files are written.
    let written = false;
    // Its result in hand, waiting for the hearers' promises: a stop now comes too late.
    let finished = false;
    let failure: UserError | undefined;
    const pending = new Set<Promise<void>>();
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      supervisor.worker.off('error', onError);
      supervisor.worker.off('exit', onExit);
      // Its work told whole: kept for the next job, or ended, any thread it left running with
      // it, so none keeps the caller's process alive.
      release(thread);
      then();
    };
    /** The thread stopped wherever it is (a write under way lands first, whole), and the call rejected with `reason`. */
    const stop = (reason: () => unknown) => {
      if (settled) return;
      settled = true;
      thread.reusable = false;
      thread.hear = () => {};
      signal?.removeEventListener('abort', abort);
      supervisor.worker.off('error', onError);
      supervisor.worker.off('exit', onExit);
      void supervisor.stop().finally(() => failed(reason()));
    };
    const fail = (name: keyof Hearers, thrown: unknown, rejected: boolean) => {
      if (settled || failure) return;
      failure = hearerFailed(name, thrown, rejected, what, written);
      // Once the files are written, the work is let finish, and the call rejects then.
      if (!written) stop(() => failure);
    };
    /** `value` told to the caller's hearer `name`, which may throw or give a promise that rejects. */
    const tell = (name: keyof Hearers, hearer: ((value: never) => unknown) | undefined, value: unknown) => {
      if (!hearer || failure) return;
      let result: unknown;
      try {
        result = hearer(value as never);
      } catch (thrown) {
        fail(name, thrown, false);
        return;
      }
      if (typeof (result as PromiseLike<unknown> | null)?.then !== 'function') return;
      const heard = Promise.resolve(result).then(
        () => {},
        (thrown: unknown) => fail(name, thrown, true),
      );
      pending.add(heard);
      void heard.finally(() => pending.delete(heard));
    };
    /** Once every promise the hearers gave so far has settled. */
    const allHeard = () => Promise.all([...pending]);
    thread.hear = (message) => {
      const m = message as { log?: string; progress?: never; ready?: boolean; done?: T; error?: Thrown };
      if (settled) return;
      if (m.log !== undefined) tell('log', log, m.log);
      else if (m.progress) tell('onProgress', onProgress, m.progress);
      else if (m.ready) {
        void allHeard().then(() => {
          if (settled || failure) return;
          written = true;
          supervisor.worker.postMessage({ go: true });
        });
      } else if (m.done) {
        finished = true;
        void allHeard().then(() => settle(() => (failure ? failed(failure) : done(m.done!))));
      } else if (m.error) settle(() => failed(forCaller(rethrown(m.error!), code, where)));
    };
    const abort = () => {
      if (!finished) stop(() => signal!.reason);
    };
    // A thread that ends once it told its result (a site's thread does) has finished, not failed.
    const onError = (error: Error) => {
      thread.reusable = false;
      if (!finished) settle(() => failed(error));
    };
    const onExit = (status: number) => {
      thread.reusable = false;
      if (!finished) settle(() => failed(new Error(`the library's thread stopped (exit code ${status}) before it finished`)));
    };
    signal?.addEventListener('abort', abort, { once: true });
    supervisor.worker.on('error', onError);
    supervisor.worker.on('exit', onExit);
    if (job !== undefined) supervisor.worker.postMessage({ job });
  });
}

/** A folder to write into, if one is named: one that cannot be (a file, a link to nothing) is refused before any work. */
function outOf(out: unknown): string | undefined {
  if (out !== undefined && (typeof out !== 'string' || out === '')) throw refuse('invalid-options', ['out'], 'must name a folder to write into', 'wrong-type');
  if (out === undefined) return undefined;
  const folder = resolve(out);
  asCaller('cannot-write', undefined, () => checkOut(folder));
  return folder;
}

/** A rendered book as the caller gets it: the book read back from its own book file. */
function builtOf({ files, written }: { files: BookOutput[]; written: string[] }): Built {
  const book = JSON.parse(String(files.find((f) => f.name.endsWith('.json'))!.data)) as unknown;
  return { book: checkedBy(bookSchema, book, 'invalid-book'), files, written };
}

/**
 * Makes a book from a spec (an object, or its YAML or JSON text; docs/spec.md), every puzzle
 * proved, and renders its PDF, answer key and book file, as `puzzlebook build` does. The same
 * spec and seed make the same bytes. The spec is checked at once (a bad one rejects before a
 * thread starts); the book is made on a thread of its own, its puzzles on `jobs` more.
 */
export async function buildBook(spec: BookSpecInput | string, options?: BuildOptions | null): Promise<Built> {
  const { out, jobs = defaultJobs(), onProgress, signal } = options ?? {};
  checkedWatch(options ?? {});
  if (signal?.aborted) throw signal.reason;
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256) throw refuse('invalid-options', ['jobs'], 'must be a whole number from 1 to 256', 'out-of-range');
  const folder = outOf(out);
  const data = typeof spec === 'string' ? asCaller('invalid-spec', 'spec', () => parseData(spec, 'spec', true)) : spec;
  const checked = asCaller('invalid-spec', undefined, () => checkedBy(specSchema, data, 'invalid-spec'));
  const job: BookJob = { make: checked, jobs, ...(folder === undefined ? {} : { out: folder }) };
  return builtOf(await onThread(bookThread(), job, { onProgress, signal }, 'invalid-spec', 'the book', 'spec'));
}

/**
 * Prints a book file's PDF and answer key again from the book file alone, after proving every
 * puzzle again (a wrong or tampered puzzle is refused, `not-proved`), as `puzzlebook build
 * <book>.json` does: the same bytes as the build made. On a thread of its own, as `buildBook`.
 */
export async function printBook(book: BookFileInput | BookFile | string, options?: PrintOptions | null): Promise<Built> {
  const { out, onProgress, signal } = options ?? {};
  checkedWatch(options ?? {});
  if (signal?.aborted) throw signal.reason;
  const folder = outOf(out);
  const data = typeof book === 'string' ? asCaller('invalid-book', 'book', () => parseData(book, 'book', false)) : book;
  const checked = checkedBy(bookSchema, data, 'invalid-book');
  const job: BookJob = { print: checked, ...(folder === undefined ? {} : { out: folder }) };
  const { files, written } = await onThread<{ files: BookOutput[]; written: string[] }>(bookThread(), job, { onProgress, signal }, 'invalid-book', 'the book', 'book');
  return { book: checked, files, written };
}

export interface ArchiveOptions {
  /** The folder of book files to publish. */
  books: string;
  /** The folder the archive replaces (only an empty folder, or an archive made before). */
  out: string;
  /** The path the site is served under, e.g. "/puzzles/". Default: the path of `url`, else "/". */
  base?: string;
  /**
   * The archive's public web address, e.g. "https://puzzles.example.org/": with it the archive
   * has a sitemap, a feed, canonical links and social cards. Default: the one the books' `archive` names, else none.
   */
  url?: string;
  /** The language of the pages that list the books. Default: the one the books share, else English. */
  language?: Language;
  /** Threads that prove and draw the books, 1 being the build's own. Default: one per core but one (on two cores, 1); the archive is the same bytes for any number. */
  jobs?: number;
  /**
   * Part `index` of `count` (1 ≤ index ≤ count ≤ 1000) of a shelf split over machines, as
   * `site --part I/N`: only the books of this part (split by slug) are proved and drawn, into a
   * part for a later merge (`from`), not an archive to publish.
   */
  part?: { index: number; count: number };
  /** Archives or parts whose unchanged books are carried over, as `site --from`: a merge of parts that were all published proves and draws nothing again. */
  from?: readonly string[];
  /** One line per stage, where someone is watching. Failing, as `onProgress`. */
  log?: (line: string) => void;
  /**
   * Each stage's counts as they change (at most every tenth of a second a stage): `{ stage: 'cards', done: 2000, total: 10000 }`.
   * May be async; one that throws or rejects stops the publish, `out` left as it was, and the call
   * rejects (`callback-threw`); failing on the last (`publishing` done), it rejects, the archive in place.
   */
  onProgress?: (progress: Progress) => void;
  /**
   * Stops the publish: at any stage it ends within a few seconds, leaving `out` as it was (a
   * swap into place under way lands first, whole); the promise is rejected with the signal's reason.
   */
  signal?: AbortSignal;
}

/**
 * Publishes the static archive of every book file in `books` to `out`, as `puzzlebook site`
 * does: pages to browse, print, search and play. It is built on a thread of its own
 * (archive/site-thread.ts), so the build's working folder and environment never touch the
 * calling program's, two at once do not meet, and `signal` can stop it wherever it is.
 */
export function publishArchive(options: ArchiveOptions): Promise<SiteReport> {
  const { books, out, base, url, language, jobs, part, from, log, onProgress, signal } = options ?? ({} as ArchiveOptions);
  const refused = (path: string, message: string, code = 'invalid-options' as UserErrorCode) => Promise.reject(refuse(code, [path], message, 'invalid'));
  if (typeof books !== 'string' || books === '') return refused('books', 'must name the folder of book files');
  if (typeof out !== 'string' || out === '') return refused('out', 'must name the folder the archive goes in');
  if (base !== undefined && typeof base !== 'string') return refused('base', 'must be a path such as /puzzles/');
  if (url !== undefined && typeof url !== 'string') return refused('url', 'must be a web address such as https://puzzles.example.org/');
  if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1 && jobs <= 256)) return refused('jobs', 'must be a whole number from 1 to 256');
  const whole = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 1000;
  if (part !== undefined && !(whole(part?.index) && whole(part?.count) && part.index <= part.count)) {
    return refused('part', 'must be { index, count }, part index of count, such as { index: 2, count: 8 } (1 ≤ index ≤ count ≤ 1000)');
  }
  if (from !== undefined && !(Array.isArray(from) && from.every((folder) => typeof folder === 'string' && folder !== ''))) {
    return refused('from', 'must be a list of folders, each an archive or a part');
  }
  let lang: string | undefined;
  try {
    checkedWatch(options);
    lang = language === undefined ? undefined : asCaller('invalid-options', undefined, () => checkedLanguage(language, 'language'));
  } catch (error) {
    return Promise.reject(error);
  }
  const data = { books: resolve(books), out: resolve(out), base, url, language: lang, jobs, part, from: from?.map((folder) => resolve(folder)) };
  // A thread of its own each time: Astro's build sets the thread's environment and folder.
  return onThread(started('../archive/site-thread', data, false), undefined, { log, onProgress, signal }, 'refused', 'the archive');
}
