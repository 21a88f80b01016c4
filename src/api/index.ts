/**
 * puzzlebook as a library (`puzzlebook`): the engine (api/engine.ts: make, solve, explain and
 * draw puzzles), and what needs Node, as the commands do it: a book made from a spec, its
 * answer key printed again from the book file, and the archive published.
 */
import { bookSchema, type BookFile } from '../book/bookfile-schema.ts';
import { parseData, validate } from '../book/files.ts';
import { BookMaker, defaultJobs } from '../book/parallel.ts';
import { build, render, stored } from '../pipeline/pipeline.ts';
import { write } from '../pipeline/write-book.ts';
import { type BookSpec, specSchema } from '../book/spec.ts';
import { provedBook } from '../book/verify.ts';
import { resolve } from 'node:path';
import type { SiteReport } from '../archive/build.ts';
import { type Progress, type Stage, STAGES } from '../archive/stages.ts';
import { Supervisor } from '../book/supervisor.ts';
import { sibling } from '../sibling.ts';
import { UserError } from '../engine/errors.ts';
import { checkedLanguage } from '../engine/catalog.ts';
import type { Language } from '../engine/language.ts';

export * from './engine.ts';
export { bookSchema, specSchema, STAGES };
export type { BookFile, BookSpec, Progress, SiteReport, Stage };

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

export interface BuildOptions {
  /** A folder to write the files into, together (if any write fails, none is left); none: memory only. */
  out?: string;
  /** Worker threads making puzzles; the book is the same for any number. Default: one per core. */
  jobs?: number;
}

/**
 * Makes a book from a spec (an object, or its YAML or JSON text; docs/spec.md), every puzzle
 * proved, and renders its PDF, answer key and book file, as `puzzlebook build` does. The same
 * spec and seed make the same bytes.
 */
export async function buildBook(spec: unknown, options?: BuildOptions | null): Promise<Built> {
  const data = typeof spec === 'string' ? parseData(spec, 'spec', true) : spec;
  const jobs = options?.jobs ?? defaultJobs();
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256) throw new UserError('jobs: must be a whole number from 1 to 256');
  const rendered = await build(validate(specSchema, data, 'spec'), { where: 'spec' }, new BookMaker(jobs));
  const written = options?.out === undefined ? [] : write(rendered, options.out).paths;
  const book = JSON.parse(String(rendered.files.find((f) => f.name.endsWith('.json'))!.data)) as BookFile;
  return { book: validate(bookSchema, book, 'book'), files: rendered.files, written };
}

/**
 * Prints a book file's PDF and answer key again from the book file alone, after proving every
 * puzzle again (a wrong or tampered puzzle is refused), as `puzzlebook build <book>.json` does.
 */
export async function printBook(book: unknown, options?: Pick<BuildOptions, 'out'> | null): Promise<Built> {
  const data = typeof book === 'string' ? parseData(book, 'book', false) : book;
  const proved = provedBook(validate(bookSchema, data, 'book'), 'book', 'nothing was printed').book;
  const rendered = await render(stored(proved, { where: 'book' }));
  const written = options?.out === undefined ? [] : write(rendered, options.out).paths;
  return { book: proved, files: rendered.files, written };
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
  /** One line per stage, where someone is watching. */
  log?: (line: string) => void;
  /** Each stage's counts as they change (at most every tenth of a second a stage): `{ stage: 'cards', done: 2000, total: 10000 }`. */
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
  if (typeof books !== 'string' || books === '') return Promise.reject(new UserError('books: must name the folder of book files'));
  if (typeof out !== 'string' || out === '') return Promise.reject(new UserError('out: must name the folder the archive goes in'));
  if (base !== undefined && typeof base !== 'string') return Promise.reject(new UserError('base: must be a path such as /puzzles/'));
  if (url !== undefined && typeof url !== 'string') return Promise.reject(new UserError('url: must be a web address such as https://puzzles.example.org/'));
  if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1 && jobs <= 256)) return Promise.reject(new UserError('jobs: must be a whole number from 1 to 256'));
  const whole = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 1000;
  if (part !== undefined && !(whole(part?.index) && whole(part?.count) && part.index <= part.count)) {
    return Promise.reject(new UserError('part: must be { index, count }, part index of count, such as { index: 2, count: 8 } (1 ≤ index ≤ count ≤ 1000)'));
  }
  if (from !== undefined && !(Array.isArray(from) && from.every((folder) => typeof folder === 'string' && folder !== ''))) {
    return Promise.reject(new UserError('from: must be a list of folders, each an archive or a part'));
  }
  if (signal !== undefined && !(signal instanceof AbortSignal)) return Promise.reject(new UserError('signal: must be an AbortSignal'));
  if (signal?.aborted) return Promise.reject(signal.reason);
  let lang: string | undefined;
  try {
    lang = language === undefined ? undefined : checkedLanguage(language, 'language');
  } catch (error) {
    return Promise.reject(error);
  }
  return new Promise((done, failed) => {
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      then();
    };
    const data = { books: resolve(books), out: resolve(out), base, url, language: lang, jobs, part, from: from?.map((folder) => resolve(folder)) };
    const supervisor = new Supervisor(sibling('../archive/site-thread', import.meta.url), data, (message) => {
      const m = message as { log?: string; progress?: Progress; done?: SiteReport; error?: { name: string; message: string; stack?: string } };
      if (settled) return;
      if (m.log !== undefined) log?.(m.log);
      else if (m.progress) onProgress?.(m.progress);
      else if (m.done) settle(() => done(m.done!));
      else if (m.error) {
        const { name, message: text, stack } = m.error;
        settle(() => failed(name === 'UserError' ? new UserError(text) : Object.assign(new Error(text), { stack })));
      }
    });
    const abort = () => {
      if (settled) return;
      settled = true;
      void supervisor.stop().finally(() => failed(signal!.reason));
    };
    signal?.addEventListener('abort', abort, { once: true });
    supervisor.worker.on('error', (error) => settle(() => failed(error)));
    supervisor.worker.on('exit', (code) => settle(() => failed(new Error(`the archive's thread stopped (exit code ${code}) before it finished`))));
  });
}
