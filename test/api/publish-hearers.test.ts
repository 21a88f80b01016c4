// publishArchive's hearers (issue 83): an onProgress or log of the caller's that throws, or
// whose promise rejects, rejects the call (callback-threw) and never the caller's process;
// failing before the archive is in place, it leaves `out` as it was. End-to-end: it builds sites.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Progress, publishArchive, UserError } from '../../src/api/index.ts';
import { oneBookShelf } from '../site/books.ts';
import { tempDir } from '../temp.ts';

/** A folder holding one small book file: the shared archive's one-puzzle book (test/global/archive.ts). */
let books = '';

beforeAll(() => {
  books = join(tempDir(), 'books');
  mkdirSync(books);
  oneBookShelf(inject('archive').books, books);
});

/** What `work` rejected with (it must reject), and the rejections no one handled meanwhile, or a moment after. */
async function rejected(work: () => Promise<unknown>): Promise<{ error: UserError; unhandled: unknown[] }> {
  const unhandled: unknown[] = [];
  const hear = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', hear);
  try {
    let error: unknown;
    await work().then(
      () => {
        throw new Error('it did not reject');
      },
      (e: unknown) => (error = e),
    );
    await new Promise((done) => setTimeout(done, 50));
    return { error: error as UserError, unhandled };
  } finally {
    process.off('unhandledRejection', hear);
  }
}

/**
 * A folder's files under it, each as its inode and size: an archive published again is the
 * same bytes, but its files are new ones (swapped in), so a publish that went on shows.
 */
function listing(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const { ino, size } = statSync(join(e.parentPath, e.name));
        return [join(e.parentPath, e.name).slice(dir.length + 1), `${ino}:${size}`];
      }),
  );
}

const thrown = new Error('my bug');
/** The first progress told of the books' proofs; the last told before the archive goes into place, and the last of all, once it is. */
const proving = ({ stage }: Progress) => stage === 'proving';
const beforePlace = ({ stage, done }: Progress) => stage === 'publishing' && done === 0;
const placed = ({ stage, done }: Progress) => stage === 'publishing' && done === 1;

describe("publishArchive's hearers", () => {
  /** The archive the first test publishes, and the second publishes again. */
  let out = '';

  it('one failing once the archive is in place rejects the call, saying the archive was written', async () => {
    out = join(tempDir(), 'site');
    const { error, unhandled } = await rejected(() =>
      publishArchive({
        books,
        out,
        jobs: 1,
        // Rejected a while after: the site's thread has ended by then, its work done.
        onProgress: async (p) => {
          if (!placed(p)) return;
          await new Promise((done) => setTimeout(done, 200));
          throw thrown;
        },
      }),
    );
    expect(error).toBeInstanceOf(UserError);
    expect(error).toMatchObject({ code: 'callback-threw', cause: thrown, problems: [{ path: ['onProgress'], code: 'callback-threw' }] });
    expect(error.message).toBe('onProgress: the promise it returned rejected (my bug), after the archive was written');
    expect(unhandled).toEqual([]);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('one failing before, thrown or its promise rejected, stops the publish: out is left as it was', async () => {
    // The archive the test above published, published again: its book carried over.
    const before = listing(out);
    expect(before['index.html']).toBeDefined();
    // One thrown as the books are proved, stopping the work at once; one whose promise rejects a
    // while after it was told the archive is about to go into place, whose work is all done by
    // then and waits for the hearers' promises before it writes (the same stop, at the last moment).
    const hearers: [string, (p: Progress) => unknown][] = [
      [
        'it threw',
        (p) => {
          if (proving(p)) throw thrown;
        },
      ],
      [
        'the promise it returned rejected',
        async (p) => {
          if (!beforePlace(p)) return;
          await new Promise((done) => setTimeout(done, 200));
          throw thrown;
        },
      ],
    ];
    for (const [how, onProgress] of hearers) {
      const { error, unhandled } = await rejected(() => publishArchive({ books, out, jobs: 1, onProgress }));
      expect(error).toMatchObject({ code: 'callback-threw', cause: thrown });
      expect(error.message).toBe(`onProgress: ${how} (my bug), so the archive was stopped and nothing was written`);
      expect(unhandled).toEqual([]);
      expect(listing(out)).toEqual(before);
      // Nothing of the stopped run is left beside it.
      expect(readdirSync(join(out, '..'))).toEqual(['site']);
    }
  });

  it('a log that throws stops it at once, a new out never made', async () => {
    const parent = join(tempDir(), 'new');
    const { error, unhandled } = await rejected(() =>
      publishArchive({
        books,
        out: join(parent, 'site'),
        log: () => {
          throw thrown;
        },
      }),
    );
    expect(error).toMatchObject({ code: 'callback-threw', message: 'log: it threw (my bug), so the archive was stopped and nothing was written', problems: [{ path: ['log'] }] });
    expect(unhandled).toEqual([]);
    expect(existsSync(parent)).toBe(false);
  });
});
