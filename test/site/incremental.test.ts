// Publishing again (issue 44): an archive made incrementally, from the manifest of the one it
// replaces, is the same bytes as one made from nothing; only what changed is proved and drawn
// again, and nothing carried over is taken on trust.
import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildSite, type SiteOptions } from '../../src/archive/build.ts';
import { MANIFEST } from '../../src/archive/manifest.ts';
import { makeBook } from '../../src/book/book.ts';
import { bookJson } from '../../src/book/files.ts';
import { specSchema } from '../../src/book/spec.ts';
import { tempDirsRemovedAfterEach } from '../cli/run.ts';
import { ADDRESS } from './books.ts';
import { launch, serve, visit } from './browser.ts';

const { books: shared } = inject('archive');
const tempDir = tempDirsRemovedAfterEach();

/** A small book of its own: `seed` changes its puzzles, not its slug. */
function smallBook(slug: string, seed: string, title = 'Small Shelf Book'): string {
  return bookJson(makeBook(specSchema.parse({ title, slug, seed, sections: [{ kind: 'secret-number', count: 3, difficulty: 'easy' }] })));
}

/** Every file under `dir`, by path, with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name)));
  }
  return files;
}

/**
 * Pagefind's own files that differ between any two runs of it on the same pages (its filter and
 * word indexes and their metadata come out of unordered maps: Pagefind issue #638; and its
 * language's WASM, seen once here to differ in bytes between two runs), and the manifest's hash
 * of them. Every other file of the search index, each page's fragment, is the same bytes.
 */
const RUN_TO_RUN = /^pagefind\/(?:\d+\/)?(?:filter\/|index\/|pagefind\.[\w-]+\.pf_meta$|pagefind-entry\.json$|wasm\.[\w-]+\.pagefind$)/;

/** The manifest with each shard's hash of its files left out (`RUN_TO_RUN`). */
const manifestOf = (bytes: Buffer) => {
  const manifest = JSON.parse(bytes.toString('utf8')) as { search: { files?: string }[] };
  for (const shard of manifest.search) delete shard.files;
  return manifest;
};

/** The same files with the same bytes, but for what Pagefind makes otherwise on each run: those only as many. */
function expectSameTree(a: string, b: string): void {
  const [one, two] = [tree(a), tree(b)];
  const paths = (files: Map<string, Buffer>) => [...files.keys()].filter((path) => !RUN_TO_RUN.test(path)).sort();
  expect(paths(one)).toEqual(paths(two));
  expect([...one.keys()].length).toBe([...two.keys()].length);
  const differ = paths(one).filter((path) => path !== MANIFEST && !one.get(path)!.equals(two.get(path)!));
  expect(differ).toEqual([]);
  expect(manifestOf(one.get(MANIFEST)!)).toEqual(manifestOf(two.get(MANIFEST)!));
}

/** A folder of book files: the shared archive's four, and `extra` by name. */
function shelf(extra: Record<string, string> = {}): string {
  const dir = tempDir();
  cpSync(shared, dir, { recursive: true, filter: (path) => !path.endsWith('.pdf') });
  for (const [name, text] of Object.entries(extra)) writeFileSync(join(dir, name), text);
  return dir;
}

const publish = (books: string, out: string, more: Partial<SiteOptions> = {}) => buildSite({ books, out, url: ADDRESS, jobs: 2, ...more });

describe('publishing again', () => {
  it('after one book changes and one is added, proves and draws only those, and is the same bytes as an archive made from nothing', async () => {
    const books = shelf({ 'small.json': smallBook('small', 'one') });
    const out = join(tempDir(), 'site');
    const first = await publish(books, out);
    expect([first.proved, first.carried]).toEqual([5, 0]);

    // Nothing changed: nothing proved, every book carried over.
    const again = await publish(books, out);
    expect([again.proved, again.carried]).toEqual([0, 5]);

    writeFileSync(join(books, 'small.json'), smallBook('small', 'two'));
    writeFileSync(join(books, 'added.json'), smallBook('added', 'three', 'Added Later'));
    const lines: string[] = [];
    const changed = await publish(books, out, { log: (line) => lines.push(line) });
    // The changed and the added book are proved; of the others, only a book whose puzzles'
    // solved panels now lead to the added book is drawn again, and none is proved.
    expect(changed.proved).toBe(2);
    expect(changed.carried).toBeGreaterThanOrEqual(3);
    expect(lines).toContain('checking 6 puzzles (4 books unchanged since the last publish)');

    const fresh = join(tempDir(), 'fresh');
    await publish(books, fresh);
    expectSameTree(out, fresh);
  });

  it('draws again a book whose page in the archive was changed or removed, and proves again a book the manifest misstates, never trusting it', async () => {
    const books = shelf();
    const out = join(tempDir(), 'site');
    await publish(books, out);
    const fresh = join(tempDir(), 'fresh');
    cpSync(out, fresh, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as { books: { slug: string; hash: string }[] };
    const [one, two] = manifest.books;

    // A page edited by hand, and a card deleted, in two books: both books are drawn again.
    appendFileSync(join(out, 'books', one!.slug, 'index.html'), '<!-- edited -->');
    const card = readdirSync(join(out, 'puzzles')).find((id) => !id.startsWith(one!.slug))!;
    rmSync(join(out, 'puzzles', card, 'card.png'));
    const mended = await publish(books, out);
    expect(mended.proved).toBe(0);
    expect(mended.carried).toBeLessThanOrEqual(2);
    expectSameTree(out, fresh);

    // A manifest that names another file's hash for a book: that book is proved again.
    manifest.books[1]!.hash = 'f'.repeat(64);
    writeFileSync(join(out, MANIFEST), JSON.stringify(manifest));
    const misstated = await publish(books, out);
    expect(misstated.proved).toBe(1);
    expectSameTree(out, fresh);

    // A manifest that cannot be read is none: everything is made again.
    writeFileSync(join(out, MANIFEST), '{ not json');
    const unread = await publish(books, out);
    expect([unread.proved, unread.carried]).toEqual([4, 0]);
    expectSameTree(out, fresh);
    expect(two).toBeDefined();
  });

  it('makes the same bytes on one thread as on three', async () => {
    const books = shelf();
    const [one, three] = [join(tempDir(), 'one'), join(tempDir(), 'three')];
    await publish(books, one, { jobs: 1 });
    await publish(books, three, { jobs: 3 });
    expectSameTree(one, three);
  });
});

describe('a shelf split over machines', () => {
  it('is proved and drawn in parts (site --part I/N), each its own books, and merged (--from) without proving or drawing a book again, into the archive one machine makes', async () => {
    const books = shelf({ 'small.json': smallBook('small', 'one'), 'added.json': smallBook('added', 'three', 'Added Later') });
    const parts = [1, 2, 3].map(() => join(tempDir(), 'part'));
    const reports = [];
    for (const [i, folder] of parts.entries()) reports.push(await publish(books, folder, { part: { index: i + 1, count: 3 } }));
    // Every book in exactly one part, and each part proved only its own.
    expect(reports.reduce((n, r) => n + r.books, 0)).toBe(6);
    for (const r of reports) expect(r.proved).toBe(r.books);
    const slugs = parts.map((folder) => (JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as { books: { slug: string }[] }).books.map((b) => b.slug));
    expect(slugs.flat().length).toBe(6);
    expect(new Set(slugs.flat()).size).toBe(6);

    const out = join(tempDir(), 'site');
    const merged = await publish(books, out, { from: parts });
    expect([merged.proved, merged.carried]).toEqual([0, 6]);
    const fresh = join(tempDir(), 'fresh');
    await publish(books, fresh);
    expectSameTree(out, fresh);
  });
});

describe('a search index in shards', () => {
  it('is merged by the search page, which finds a puzzle of every shard; a shard whose books are unchanged is carried over', async () => {
    const books = shelf({ 'small.json': smallBook('small', 'one'), 'added.json': smallBook('added', 'three', 'Added Later') });
    const out = join(tempDir(), 'site');
    // Three puzzles a shard at most: the six books spread over several.
    const report = await publish(books, out, { shardPuzzles: 3 });
    const shards = readdirSync(join(out, 'pagefind')).filter((name) => /^\d+$/.test(name));
    expect(shards.length).toBeGreaterThan(1);
    const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as { search: { folder: string }[] };
    expect(manifest.search.map((s) => s.folder).sort()).toEqual(shards.map((n) => `pagefind/${n}/`).sort());

    // One book changed: the shards without it keep their bytes, and the archive is as one made from nothing.
    const before = tree(join(out, 'pagefind'));
    writeFileSync(join(books, 'small.json'), smallBook('small', 'two'));
    await publish(books, out, { shardPuzzles: 3 });
    const after = tree(join(out, 'pagefind'));
    const kept = shards.filter((n) => [...before].filter(([path]) => path.startsWith(`${n}/`)).every(([path, bytes]) => after.get(path)?.equals(bytes)));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(shards.length);
    const fresh = join(tempDir(), 'fresh');
    await publish(books, fresh, { shardPuzzles: 3 });
    expectSameTree(out, fresh);

    // In a browser: a search for each book's first puzzle id finds it, whichever shard holds it.
    const context = await launch();
    const served = await serve(out);
    try {
      for (const name of readdirSync(books).filter((file) => file.endsWith('.json'))) {
        const id = (JSON.parse(readFileSync(join(books, name), 'utf8')) as { puzzles: { id: string }[] }).puzzles[0]!.id;
        const { page } = await visit(context, `${served.origin}/search/?q=${encodeURIComponent(id)}`);
        await expect.poll(() => page.locator('.pagefind-ui__result-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toContain(`/puzzles/${id}/`);
        await page.close();
      }
    } finally {
      served.stop();
      await context.close();
    }
    expect(report.books).toBe(6);
  });
});
