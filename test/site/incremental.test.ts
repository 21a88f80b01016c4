// Publishing again (issue 44): an archive made incrementally, from the manifest of the one it
// replaces, is the same bytes as one made from nothing; only what changed is proved and drawn
// again, and nothing carried over is taken on trust.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildSite, type SiteOptions, type SiteReport } from '../../src/archive/build.ts';
import { makeMarked } from '../../src/archive/leftovers.ts';
import { MANIFEST } from '../../src/archive/manifest.ts';
import { indexedHtml } from '../../src/archive/search.ts';
import { makeBook } from '../../src/book/book.ts';
import { bookJson } from '../../src/book/files.ts';
import { specSchema } from '../../src/book/spec.ts';
import { cli, tempDir as fileTempDir, tempDirsRemovedAfterEach } from '../cli/run.ts';
import { ADDRESS } from './books.ts';
import { launch, resultLinks, serve, visit } from './browser.ts';
import { workFolders } from '../work-folders.ts';
import { workRoot } from '../../src/archive/build.ts';
import draw from '../../src/archive/card-thread.ts';
import { typedAddress } from '../../src/book/code.ts';

const { books: shared, site: sharedSite } = inject('archive');
const ROOT = new URL('../../', import.meta.url).pathname;
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

/**
 * The manifest with each shard's hash of its files left out (`RUN_TO_RUN`), and every disk
 * record (`stat`: inodes and times, which no two folders share).
 */
const manifestOf = (bytes: Buffer) => {
  const manifest = JSON.parse(bytes.toString('utf8')) as { books: { stat?: string }[]; search: { files?: string; stat?: string }[] };
  for (const shard of manifest.search) delete shard.files, delete shard.stat;
  for (const book of manifest.books) delete book.stat;
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

/** The shared archive's four books (test/site/books.ts: SPEC_A, SPEC_B, SPEC_ES, SPEC_DE), not the play tests' beside them. */
const FOUR = ['archive-test', 'tom-and-jerry', 'prueba-es', 'ferien-de'];

/** A folder of book files: the shared archive's four, and `extra` by name. */
function shelf(extra: Record<string, string> = {}, dir = tempDir()): string {
  for (const slug of FOUR) cpSync(join(shared, `${slug}.json`), join(dir, `${slug}.json`));
  for (const [name, text] of Object.entries(extra)) writeFileSync(join(dir, name), text);
  return dir;
}

// On one thread, in this process, as a program that publishes again and again calls it: what a
// thread remembers of a book must not outlive a publish (a changed book was once taken for the
// book read before). Threads starting for each publish also cost more than these small books do;
// the same bytes on three threads are tested below.
const publish = (books: string, out: string, more: Partial<SiteOptions> = {}) => buildSite({ books, out, url: ADDRESS, jobs: 1, ...more });

/** Three puzzles a search shard at most: the six books of `CHANGED` spread over several shards. */
const SHARDED = { shardPuzzles: 3 } as const;
/** The shelf after the change: the shared four, the small book made again from another seed, and one added. */
const CHANGED = () => ({ 'small.json': smallBook('small', 'two'), 'added.json': smallBook('added', 'three', 'Added Later') });

/**
 * The archive of the `CHANGED` shelf made from nothing, in search shards: what the archives
 * made incrementally, in parts and merged are compared with, and where the search page is
 * tried. Made once, on first use, and only read (its folders stay until the file's end).
 */
let fromNothing: Promise<{ books: string; site: string; report: SiteReport }> | undefined;
const changedFromNothing = () =>
  (fromNothing ??= (async () => {
    const books = shelf(CHANGED(), fileTempDir());
    const site = join(fileTempDir(), 'fresh');
    return { books, site, report: await publish(books, site, SHARDED) };
  })());

/** The search shards of an archive, by their folder's number. */
const shardsOf = (site: string) => readdirSync(join(site, 'pagefind')).filter((name) => /^\d+$/.test(name));

/**
 * The tests below that need an archive published before (publish, change, publish again) take it
 * from the test before them where its state allows, each a step of one sequence: a step that
 * fails leaves the next without its archive, and says so.
 */
function after<T>(step: string, state: T | undefined): T {
  if (state === undefined) throw new Error(`needs the archive "${step}" leaves: see that test's failure`);
  return state;
}

/** The sequence of one archive of the shelf and a small book (`small`), in search shards: published, published again, changed. */
let sharded: { books: string; out: string } | undefined;

describe('publishing again', () => {
  it('after one book changes and one is added, proves and draws only those, indexes again only the search shards holding them, keeps the unchanged books where they are, and is the same bytes as an archive made from nothing; where swapping the new archive in fails half way, it leaves the old one byte for byte', async () => {
    const books = shelf({ 'small.json': smallBook('small', 'one') }, fileTempDir());
    const out = join(fileTempDir(), 'site');
    const first = await publish(books, out, SHARDED);
    expect([first.proved, first.carried]).toEqual([5, 0]);
    const shards = shardsOf(out);
    expect(shards.length).toBeGreaterThan(1);
    const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as { search: { folder: string }[] };
    expect(manifest.search.map((s) => s.folder).sort()).toEqual(shards.map((n) => `pagefind/${n}/`).sort());

    // Nothing changed: nothing proved, every book carried over.
    const again = await publish(books, out, SHARDED);
    expect([again.proved, again.carried]).toEqual([0, 5]);

    // Each puzzle's page, by the disk's number for the file: a page carried over is the very file it was.
    const inodes = () => new Map(readdirSync(join(out, 'puzzles')).filter((id) => existsSync(join(out, 'puzzles', id, 'index.html'))).map((id) => [id, statSync(join(out, 'puzzles', id, 'index.html')).ino]));
    const kept = inodes();
    const before = tree(join(out, 'pagefind'));
    for (const [name, text] of Object.entries(CHANGED())) writeFileSync(join(books, name), text);

    // The fifth move into the archive fails, as a full or failing disk would make it: the old archive stays, byte for byte, nothing beside it.
    const whole = tree(out);
    let into = 0;
    const rename = (from: string, to: string) => {
      if (to.startsWith(`${out}/`) && ++into === 5) throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
      renameSync(from, to);
    };
    await expect(publish(books, out, { ...SHARDED, rename })).rejects.toThrow(`cannot write ${out}`);
    expect(tree(out)).toEqual(whole);
    expect(readdirSync(dirname(out))).toEqual(['site']);

    const lines: string[] = [];
    const changed = await publish(books, out, { ...SHARDED, log: (line) => lines.push(line) });
    // The changed and the added book are proved; of the others, only a book whose puzzles'
    // solved panels now lead to the added book is drawn again, and none is proved.
    expect(changed.proved).toBe(2);
    expect(changed.carried).toBeGreaterThanOrEqual(3);
    expect(lines).toContain('checking 6 puzzles (4 books unchanged since the last publish)');
    // The shards without the changed or the added book keep their bytes; the changed book's does not.
    const after = tree(join(out, 'pagefind'));
    const keptShards = shards.filter((n) => [...before].filter(([path]) => path.startsWith(`${n}/`)).every(([path, bytes]) => after.get(path)?.equals(bytes)));
    expect(keptShards.length).toBeGreaterThan(0);
    expect(keptShards.length).toBeLessThan(shards.length);
    // The books carried over are those whose files are the very files they were, not copies.
    const slugs = (JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as { books: { slug: string }[] }).books.map((b) => b.slug);
    const now = inodes();
    const same = slugs.filter((slug) => {
      const pages = [...kept].filter(([id]) => id.startsWith(`${slug}-`) && !slugs.some((other) => other.length > slug.length && other.startsWith(slug) && id.startsWith(`${other}-`)));
      return pages.length > 0 && pages.every(([id, ino]) => now.get(id) === ino);
    });
    expect(same.length).toBe(changed.carried);
    expect(readdirSync(dirname(out))).toEqual(['site']);

    expectSameTree(out, (await changedFromNothing()).site);
    sharded = { books, out };
  });

  it('refuses to keep pages of an archive another run published meanwhile, changing nothing', async () => {
    const { books, out } = after('after one book changes', sharded);
    // The small book changed again, so this run has pages to make and a search index to write.
    writeFileSync(join(books, 'small.json'), smallBook('small', 'one'));
    // While this run indexes, another publishes: here, as far as the manifest says.
    let theirs: Map<string, Buffer> | undefined;
    const log = (line: string) => {
      if (line !== 'indexing for search') return;
      const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as { books: { key: string }[] };
      manifest.books[0]!.key = 'f'.repeat(64);
      writeFileSync(join(out, MANIFEST), JSON.stringify(manifest));
      theirs = tree(out);
    };
    await expect(publish(books, out, { ...SHARDED, log })).rejects.toThrow(`another puzzlebook published ${out} while this one was working; nothing was changed, so publish again`);
    expect(theirs).toBeDefined();
    expect(tree(out)).toEqual(theirs);
    expect(readdirSync(dirname(out))).toEqual(['site']);
  });

  it("publishes the grades it measures of a book of another version, never a manifest's, and keeps them where only the code writes", async () => {
    // A book another version made, whose last puzzle's score this version measures otherwise.
    const old = JSON.parse(smallBook('older', 'four', 'Older Book')) as { version?: string; puzzles: { grade: { score: number } }[] };
    old.version = '0.0.1';
    old.puzzles.at(-1)!.grade.score += 7;
    const text = `${JSON.stringify(old, null, 2)}\n`;
    const books = shelf({ 'older.json': text });
    const out = join(tempDir(), 'site');
    const started = Date.now();
    await publish(books, out);
    const fresh = join(tempDir(), 'fresh');
    cpSync(out, fresh, { recursive: true });

    // A manifest that says the book's grades are others (the attack of issue 68: a 2-minute
    // puzzle shown as "about 834 min"): not read; the book is carried over with the grades this
    // code measured and kept, and nothing is proved.
    const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as { books: (Record<string, unknown> & { slug: string })[] };
    manifest.books.find((b) => b.slug === 'older')!.regraded = { 2: { ...old.puzzles[2]!.grade, score: 5000, hardest: 'zero-guess' } };
    writeFileSync(join(out, MANIFEST), JSON.stringify(manifest));
    const forged = await publish(books, out);
    expect(forged.proved).toBe(0);
    expectSameTree(out, fresh);

    // Where the code's own record of those grades is gone, the book is proved again: the same archive.
    const hash = createHash('sha256').update(text).digest('hex');
    const kept = workFolders().filter((name) => name.startsWith('scans-')).map((name) => join(workRoot(), name, `${hash}.grades.json`));
    // This code's record, written by the publish above: other code's scans folders (an earlier
    // build of the clone, in the last day) may hold a record of the same book too.
    const records = kept.filter((path) => existsSync(path) && statSync(path).mtimeMs >= started - 1000);
    expect(records.length).toBe(1);
    rmSync(records[0]!);
    const proved = await publish(books, out);
    expect(proved.proved).toBe(1);
    expectSameTree(out, fresh);
  });

  /** The shelf's archive, as the test below leaves it: made on three threads, mended, made again on one. */
  let shelfArchive: { books: string; out: string; first: SiteReport } | undefined;

  it('draws again a book whose page in the archive was changed or removed, proves again a book the manifest misstates, never trusting it, and makes the same bytes on one thread as on three', async () => {
    const books = shelf({}, fileTempDir());
    const out = join(fileTempDir(), 'site');
    const first = await publish(books, out, { jobs: 3 });
    const fresh = join(tempDir(), 'fresh');
    cpSync(out, fresh, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as { books: { slug: string; hash: string }[] };
    const [edited, cardless, misstated, untouched] = FOUR;
    expect(manifest.books.map((b) => b.slug).sort()).toEqual([edited, cardless, misstated, untouched].sort());

    // A page edited by hand, and a card deleted, in two books: both books are drawn again, and
    // neither proved. A manifest that names another file's hash for a third: that book is proved
    // again. Only the fourth is carried over.
    appendFileSync(join(out, 'books', edited!, 'index.html'), '<!-- edited -->');
    const card = readdirSync(join(out, 'puzzles')).find((id) => id.startsWith(`${cardless}-`))!;
    rmSync(join(out, 'puzzles', card, 'card.png'));
    manifest.books.find((b) => b.slug === misstated)!.hash = 'f'.repeat(64);
    writeFileSync(join(out, MANIFEST), JSON.stringify(manifest));
    const mended = await publish(books, out);
    expect([mended.proved, mended.carried]).toEqual([1, 1]);
    expectSameTree(out, fresh);

    // A page changed to other bytes of the same length, written in place: its book is drawn again.
    const page = join(out, 'books', untouched!, 'index.html');
    const text = readFileSync(page, 'utf8');
    writeFileSync(page, text.replace('<title>', '<TITLE>').replace('</title>', '</TITLE>'));
    expect(readFileSync(page).length).toBe(Buffer.byteLength(text));
    const rewritten = await publish(books, out);
    expect([rewritten.proved, rewritten.carried]).toEqual([0, 3]);
    expectSameTree(out, fresh);

    // A manifest that cannot be read is none: everything is made again, here on one thread, the
    // same bytes as the archive made on three.
    writeFileSync(join(out, MANIFEST), '{ not json');
    const unread = await publish(books, out, { jobs: 1 });
    expect([unread.proved, unread.carried]).toEqual([4, 0]);
    expectSameTree(out, fresh);
    shelfArchive = { books, out, first };
  });

  it('removes what a killed publish left beside the archive (its staged copy, the archive it stepped aside), and nothing of a run still going, nor anything it did not make', async () => {
    const { books, out } = after('draws again a book', shelfArchive);
    // A process that has ended: its number is no running process's.
    const gone = await new Promise<number>((done) => { const child = execFile(process.execPath, ['-e', '0']); child.on('exit', () => done(child.pid!)); });
    // As a killed publish leaves them: a marked folder holding an archive (leftovers.ts).
    const leave = (name: string) => {
      const role = name.startsWith('.') ? 'building' : 'old';
      makeMarked(join(dirname(out), name), role, out);
      cpSync(out, join(dirname(out), name, 'site'), { recursive: true });
    };
    const left = [`.site.building-${gone}-0-3`, `site.old-${gone}-1-2`];
    const live = `site.old-${process.pid}-0-99`;
    for (const name of [...left, live]) leave(name);
    // The user's, named as ours once were (issue 83): a backup file, a folder with a file in it, an archive copied.
    writeFileSync(join(dirname(out), 'site.old-20240101'), 'a backup');
    cpSync(out, join(dirname(out), `site.old-${gone}`), { recursive: true });
    writeFileSync(join(dirname(out), `site.old-${gone}`, 'precious.txt'), 'precious');
    cpSync(out, join(dirname(out), `.site.building-${gone}-0-4`), { recursive: true });
    const theirs = ['site.old-20240101', `site.old-${gone}`, `.site.building-${gone}-0-4`];
    await publish(books, out);
    expect(readdirSync(dirname(out)).sort()).toEqual(['site', live, ...theirs].sort());
    expect(readFileSync(join(dirname(out), `site.old-${gone}`, 'precious.txt'), 'utf8')).toBe('precious');
    expect(readFileSync(join(dirname(out), 'site.old-20240101'), 'utf8')).toBe('a backup');
    // What it left of ours and of theirs goes, so the archive's folder is the sequence's again.
    for (const name of [live, ...theirs]) rmSync(join(dirname(out), name), { recursive: true, force: true });
  });

  it('draws social cards again only where what they show changed, and only from an archive whose files are as its manifest records', async () => {
    const { books, out, first } = after('draws again a book', shelfArchive);
    // Its first publish drew a card for every puzzle.
    const puzzles = first.puzzles;
    expect(first.cards).toEqual({ drawn: puzzles, kept: 0 });
    // The listing pages in another language: every book's pages are drawn again (their
    // search filters are named in it), but no card shows those words: all are kept, linked.
    const card = (root: string) => join(root, 'puzzles', readdirSync(join(root, 'puzzles')).sort()[0]!, 'card.png');
    const inode = statSync(card(out)).ino;
    const spanish = await publish(books, out, { language: 'es' });
    expect([spanish.proved, spanish.carried, spanish.drawn]).toEqual([0, 0, 4]);
    expect(spanish.cards).toEqual({ drawn: 0, kept: puzzles });
    expect(statSync(card(out)).ino).toBe(inode);
    const fresh = join(tempDir(), 'fresh');
    await publish(books, fresh, { language: 'es' });
    expectSameTree(out, fresh);

    // One card changed by hand: its book's files are not as recorded, so none of its cards is
    // taken on trust; the other books' are kept. Drawn again, each is the card drawn from
    // nothing (a card shows no word of the listing's language: the Spanish archive's cards are
    // the German one's), and the German pages are made as the Spanish were.
    const changed = card(out);
    const book = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')).books.find((b: { slug: string }) => changed.includes(`/puzzles/${b.slug}-`)) as { slug: string };
    const own = readdirSync(join(out, 'puzzles')).filter((id) => id.startsWith(`${book.slug}-`)).length;
    writeFileSync(changed, Buffer.concat([readFileSync(changed), Buffer.from('tampered')]));
    const german = await publish(books, out, { language: 'de' });
    expect(german.cards).toEqual({ drawn: own, kept: puzzles - own });
    const cards = (root: string) => [...tree(join(root, 'puzzles'))].filter(([path]) => path.endsWith('/card.png'));
    expect(cards(out)).toEqual(cards(fresh));
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<html lang="de"');
  });
});

describe('publishes at once', () => {
  it('two publishes into one folder at once in one process both land whole, or the second is refused in a line, and leave nothing beside it', async () => {
    const { books } = await changedFromNothing();
    const out = join(tempDir(), 'site');
    const results = await Promise.allSettled([publish(books, out, SHARDED), publish(books, out, SHARDED)]);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/^UserError: another puzzlebook published .* while this one was working; nothing was changed, so publish again$/);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect(readdirSync(dirname(out))).toEqual(['site']);
    expectSameTree(out, (await changedFromNothing()).site);
  });
});

describe('a shelf split over machines', () => {
  it('is proved and drawn in parts by runners (site --part I/N: processes of their own, each in its own folders, at once), each its own books, and merged with --from given once a part, proving and drawing nothing again, into the archive one machine makes', async () => {
    // Each runner has its own copy of the books (a checkout) and makes its part in its own folder.
    const source = shelf(CHANGED());
    const runner = () => {
      const dir = tempDir();
      cpSync(source, join(dir, 'books'), { recursive: true });
      return dir;
    };
    const runners = [1, 2, 3].map(runner);
    const parts = await Promise.all(
      runners.map(
        (dir, i) =>
          new Promise<{ status: number | null; stdout: string; part: string }>((done) => {
            const part = join(dir, `part-${i + 1}`);
            execFile(process.execPath, [join(ROOT, 'bin/puzzlebook.js'), 'site', '--books', join(dir, 'books'), '--out', part, '--part', `${i + 1}/3`, '--url', ADDRESS], { cwd: dir }, (error, stdout) =>
              done({ status: error ? (error.code as number) : 0, stdout, part }),
            );
          }),
      ),
    );
    for (const [i, p] of parts.entries()) {
      expect(p.status, p.stdout).toBe(0);
      expect(p.stdout).toMatch(new RegExp(`^Part ${i + 1} of 3: `));
    }
    // Every book in exactly one part, and each part proved only its own: its books, all proved.
    const slugs = parts.map((p) => (JSON.parse(readFileSync(join(p.part, MANIFEST), 'utf8')) as { books: { slug: string }[] }).books.map((b) => b.slug));
    expect(slugs.flat().length).toBe(6);
    expect(new Set(slugs.flat()).size).toBe(6);
    for (const [i, p] of parts.entries()) expect(p.stdout).toMatch(new RegExp(`^Part ${i + 1} of 3: ${slugs[i]!.length} books?, \\d+ puzzles? \\(each solved and graded again\\)`));
    // The merge, on a runner of its own: the parts fetched into its folder, each named by a --from of its own.
    const merger = runner();
    const fetched = parts.map((p, i) => {
      const into = join(merger, `fetched-${i + 1}`);
      cpSync(p.part, into, { recursive: true });
      return into;
    });
    const out = join(merger, 'site');
    const merged = await cli(['site', '--books', join(merger, 'books'), '--out', out, '--url', ADDRESS, ...fetched.flatMap((folder) => ['--from', folder])]);
    expect(merged.status, merged.stderr).toBe(0);
    expect(merged.stdout).toMatch(/^Archive: 6 books, \d+ puzzles \(nothing proved or drawn again: the pages of 6 unchanged books carried over\)/);
    expect(merged.stdout).toContain('a social card for every puzzle (none drawn again)');
    // The archive one machine makes of the same books from nothing.
    const fresh = join(tempDir(), 'fresh');
    await publish(source, fresh);
    expectSameTree(out, fresh);
  });
});

describe('cards of a book changed', () => {
  /**
   * A book of three sections, made from a spec whose changes are spelled out: `countdown` names
   * the Countdown section's own seed stream. Its puzzles print short codes (`archive`), so it has
   * each puzzle's `p/<code>/` folder too.
   */
  const sectioned = (countdown: { name?: string; count: number }) =>
    makeBook(
      specSchema.parse({
        title: 'Sections Book',
        slug: 'sections',
        seed: 'cards',
        archive: ADDRESS,
        sections: [
          { kind: 'secret-number', count: 3, difficulty: 'easy' },
          { kind: 'countdown', difficulty: 'easy', ...countdown },
          { kind: 'numbrix', count: 2, difficulty: 'easy', options: { size: 6 } },
        ],
      }),
    );
  type Book = ReturnType<typeof sectioned>;
  /** Ids of the puzzles of `now` that are, in `before`, the same puzzle at the same place: all a card shows of the book beside its title. */
  const samePlace = (before: Book, now: Book) => now.puzzles.flatMap((p, i) => (JSON.stringify(before.puzzles[i]) === JSON.stringify(p) ? [p.id] : []));
  const cardOf = (site: string, id: string) => readFileSync(join(site, 'puzzles', id, 'card.png'));
  /** Each puzzle's card drawn from nothing, by id, as a publish with no earlier archive draws it (the book is in English: its spec names no language). */
  async function drawnFresh(book: Book): Promise<Map<string, Buffer>> {
    const file = join(tempDir(), 'book.json');
    writeFileSync(file, bookJson(book));
    const folder = tempDir();
    const made = await draw({ file, from: 0, to: book.puzzles.length, book: book.title, lang: 'en', address: typedAddress(ADDRESS), folder, kept: new Map() });
    expect(made).toEqual({ drawn: book.puzzles.length, kept: 0 });
    return new Map(book.puzzles.map((p) => [p.id, readFileSync(join(folder, `${p.id}.png`))]));
  }

  /** The sections book's archive, as each test leaves it for the next (the sequence of `after`). */
  let archive: { books: string; out: string; book: Book } | undefined;

  it("keep every card whose puzzle, place and book are as they were, after a section is renamed (issue 91), and draw again every other, a card whose content changed too", async () => {
    const books = fileTempDir();
    const out = join(fileTempDir(), 'site');
    const first = sectioned({ count: 2 });
    writeFileSync(join(books, 'sections.json'), bookJson(first));
    expect((await publish(books, out)).cards).toEqual({ drawn: 7, kept: 0 });
    expect(readdirSync(join(out, 'p')).length).toBe(7);

    // The Countdown section named: its puzzles are others, under other ids; the other five are as they were.
    const renamed = sectioned({ name: 'countdown-reseeded', count: 2 });
    const same = samePlace(first, renamed);
    expect(same.length).toBe(5);
    expect(renamed.puzzles.filter((p) => p.kind === 'countdown').every((p) => p.id.includes('-countdown-reseeded-') && !first.puzzles.some((q) => q.id === p.id))).toBe(true);
    writeFileSync(join(books, 'sections.json'), bookJson(renamed));
    const inodes = new Map(same.map((id) => [id, statSync(join(out, 'puzzles', id, 'card.png')).ino]));
    const run = await cli(['site', '--books', books, '--out', out, '--url', ADDRESS, '--jobs', '1']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`a social card for every puzzle (2 drawn, ${same.length} kept as they were)`);
    // Kept as they were (the same files, linked), and each the bytes a fresh draw makes: none is stale.
    let fresh = await drawnFresh(renamed);
    for (const id of same) expect(statSync(join(out, 'puzzles', id, 'card.png')).ino, id).toBe(inodes.get(id));
    for (const p of renamed.puzzles) expect(cardOf(out, p.id).equals(fresh.get(p.id)!), p.id).toBe(true);

    // One Countdown puzzle more: the Numbrix puzzles are the same puzzles under the same ids, one
    // place on, so their cards' labels number them otherwise: drawn again, not kept.
    const longer = sectioned({ name: 'countdown-reseeded', count: 3 });
    const moved = longer.puzzles.filter((p, i) => p.kind === 'numbrix' && JSON.stringify(renamed.puzzles[i - 1]) === JSON.stringify(p));
    expect(moved.length).toBe(2);
    const before = new Map(moved.map((p) => [p.id, cardOf(out, p.id)]));
    writeFileSync(join(books, 'sections.json'), bookJson(longer));
    const kept = samePlace(renamed, longer);
    const report = await publish(books, out);
    expect(report.cards).toEqual({ drawn: longer.puzzles.length - kept.length, kept: kept.length });
    fresh = await drawnFresh(longer);
    for (const p of moved) expect(cardOf(out, p.id).equals(before.get(p.id)!), p.id).toBe(false);
    for (const p of longer.puzzles) expect(cardOf(out, p.id).equals(fresh.get(p.id)!), p.id).toBe(true);
    archive = { books, out, book: longer };
  });

  it('keep every card another version of puzzlebook drew whose picture is the same, drawing its pages again', async () => {
    const { books, out, book } = after('keep every card whose puzzle', archive);
    // The archive as another version leaves it: its manifest names other code, so nothing of it is carried and the book is proved again.
    const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as { code: string };
    writeFileSync(join(out, MANIFEST), JSON.stringify({ ...manifest, code: createHash('sha256').update('another version').digest('hex') }));
    const again = await publish(books, out);
    expect([again.proved, again.carried, again.drawn]).toEqual([1, 0, 1]);
    expect(again.cards).toEqual({ drawn: 0, kept: book.puzzles.length });
  });

  it("take nothing from an earlier archive whose book's list of its files was edited", async () => {
    const { books, out, book: first } = after('keep every card whose puzzle', archive);
    // The list names one folder fewer: the files of the folders it names are not those the manifest records.
    const list = join(out, 'books', 'sections', 'offline.json');
    const listed = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
    const gone = first.puzzles[0]!.id;
    writeFileSync(list, JSON.stringify(Object.fromEntries(Object.entries(listed).filter(([path]) => !path.startsWith(`puzzles/${gone}/`)))));
    // A book some of whose cards, but for the edit, would be kept (as in the test above).
    const renamed = sectioned({ name: 'countdown-reseeded', count: 2 });
    expect(samePlace(first, renamed).length).toBeGreaterThan(0);
    writeFileSync(join(books, 'sections.json'), bookJson(renamed));
    expect((await publish(books, out)).cards).toEqual({ drawn: 7, kept: 0 });
  });
});

describe('the search index', () => {
  it("is the same bytes made from pages with their drawings' and scripts' insides left out, as it is made", async () => {
    const pagefind = await import('pagefind');
    const pages = readdirSync(sharedSite, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name === 'index.html' && /^(books|puzzles)\//.test(relative(sharedSite, e.parentPath)))
      .map((e) => relative(sharedSite, join(e.parentPath, e.name)));
    expect(pages.length).toBeGreaterThan(10);
    const made: Map<string, Buffer>[] = [];
    try {
      for (const content of [(html: string) => html, indexedHtml]) {
        const { index } = await pagefind.createIndex({});
        for (const sourcePath of pages) await index!.addHTMLFile({ sourcePath, content: content(readFileSync(join(sharedSite, sourcePath), 'utf8')) });
        const folder = tempDir();
        await index!.writeFiles({ outputPath: folder });
        made.push(tree(join(folder, 'fragment')));
      }
    } finally {
      await pagefind.close();
    }
    // What was left out was most of the bytes, and none of what is found.
    const sizes = pages.map((p) => readFileSync(join(sharedSite, p), 'utf8')).map((html) => [html.length, indexedHtml(html).length]);
    expect(sizes.reduce((n, [, cut]) => n + cut!, 0)).toBeLessThan(sizes.reduce((n, [whole]) => n + whole!, 0) * 0.7);
    expect(made[0]!.size).toBe(pages.length);
    expect(made[1]).toEqual(made[0]);
  });
});

describe('a search index in shards', () => {
  it('is merged by the search page, which finds a puzzle of every shard', async () => {
    // The archive the other tests compare with: six books over several shards (a shard whose
    // books are unchanged is carried over: "publishing again", above).
    const { books, site, report } = await changedFromNothing();
    expect(report.books).toBe(6);
    const shards = shardsOf(site);
    expect(shards.length).toBeGreaterThan(1);
    const manifest = JSON.parse(readFileSync(join(site, MANIFEST), 'utf8')) as { search: { folder: string }[] };
    expect(manifest.search.map((s) => s.folder).sort()).toEqual(shards.map((n) => `pagefind/${n}/`).sort());

    // In a browser: a search for each book's first puzzle id finds it, whichever shard holds it.
    const context = await launch();
    const served = await serve(site);
    try {
      for (const name of readdirSync(books).filter((file) => file.endsWith('.json'))) {
        const id = (JSON.parse(readFileSync(join(books, name), 'utf8')) as { puzzles: { id: string }[] }).puzzles[0]!.id;
        const { page } = await visit(context, `${served.origin}/search/?q=${encodeURIComponent(id)}`);
        await expect.poll(() => resultLinks(page)).toContain(`/puzzles/${id}/`);
        await page.close();
      }
    } finally {
      served.stop();
      await context.close();
    }
  });
});
