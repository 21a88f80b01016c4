import { accessSync, constants, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmdirSync, rmSync, statfsSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { critical, removeOnInterrupt } from '../book/interrupt.ts';
import { removeMadeFolders } from '../book/made-folders.ts';
import { ARCHIVE_TOOLS, needOptional } from '../book/optional.ts';
import { makeFolders } from '../book/write.ts';
import { errnoText } from '../book/read.ts';
import { shown, UserError, type UserErrorCode } from '../engine/errors.ts';
import type { Language } from '../engine/language.ts';
import { archiveAddress } from '../book/spec.ts';
import type { CardsMade } from './card-thread.ts';
import { type CardRun, drawCards, placeCards } from './cards.ts';
import { earlierFolders } from './earlier.ts';
import { makerFor, placeMaker } from './maker.ts';
import { INPUT, inputBook, type SiteInput } from './input.ts';
import { forgetScans, LEFTOVER, makeBeside, markFolder, removeLeftArchives, removeLeftRuns, removeOldScans, runPrefix, scansFolder } from './leftovers.ts';
import { codeKey, type FilesRecord, hashOf, MANIFEST, type Manifest, type ManifestBook, manifestText, readManifest, sha256 } from './manifest.ts';
import { type Archive, type ArchiveBook, type ListingPuzzle, listingOf, pageLinks } from './model.ts';
import { bookList, writeArchiveWorker, writeBookList, writeServiceWorker } from './offline.ts';
import { indexSearch, searchShards } from './search.ts';
import { addressesOf, defaultShelfJobs, inOrder, proveShelf, scanShelf, type ShelfBook, ShelfPool } from './shelf.ts';
import { countingPages, type Progress, throttled } from './stages.ts';
import { archiveState, landUnchanged, swapIn } from './swap.ts';
import { robotsTxt, sitemapFiles, sitemapPages } from './web.ts';

/** The project root, where astro.config.mjs is: the archive is built from here wherever the command runs. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface SiteOptions {
  /** Folder of book files. */
  books: string;
  /** Folder the archive replaces. */
  out: string;
  /** Path the site is served under, e.g. `/puzzles/`; `/` by default, or the path of `url`. */
  base?: string;
  /**
   * The archive's public web address (`https://puzzles.example.org/`); by default the one the
   * books' `archive` names. With one, the archive has a sitemap, a feed, canonical links and
   * social cards; without, it is built without them.
   */
  url?: string;
  /** The language of the pages that list the books; by default the one they share, else English. */
  language?: Language;
  /**
   * This run's part of a book shelf split over several machines (`site --part 2/8`): of the
   * books, only those the part holds (by a hash of the slug) are proved and drawn, and the part
   * is no archive to publish but one to merge (`from`). Parts of one shelf share the books folder.
   */
  part?: { index: number; count: number };
  /** Archives (parts, or earlier archives) whose unchanged books are carried over, as those of `out` are. */
  from?: string[];
  /** Puzzles the search index holds in one shard (search.ts); tests make it small to see shards. */
  shardPuzzles?: number;
  /** Threads that read, prove and draw the books (default `defaultShelfJobs`: on two cores, this one alone); the archive is the same bytes for any number. */
  jobs?: number;
  /** Where a person is watching: one line per stage. */
  log?: (line: string) => void;
  /** Told each stage's counts as they change, at most every tenth of a second a stage (stages.ts). */
  progress?: (progress: Progress) => void;
  /**
   * Awaited just before the archive goes into place, nothing of `out` changed yet: the library
   * waits there until its caller has heard every progress told (book/heard.ts).
   */
  beforePublish?: () => Promise<void>;
  /** The rename used to move the site into place; tests make it fail as across file systems. */
  rename?: (from: string, to: string) => void;
  /** Bytes free on the disk holding a folder; tests make a disk look full. */
  free?: (folder: string) => number;
}

export interface SiteReport {
  books: number;
  puzzles: number;
  /** HTML pages written. */
  pages: number;
  out: string;
  /** The address the archive was published for (its root, with the base), or null where none was given. */
  address: string | null;
  /** The path it is served under. */
  base: string;
  /** Books proved (their file new or changed since the archive replaced was published). */
  proved: number;
  /** Books whose pages were carried over unchanged from the archive replaced, or from an archive or part of `from`. */
  carried: number;
  /** Books whose pages, PDFs and cards were made in this run (those not carried). */
  drawn: number;
  /** Social cards rendered in this run, and those taken as they were from an earlier archive (what they show unchanged). */
  cards: CardsMade;
}

/** Written into every archive, so `--out` replaces only a folder this command made. */
export const MARKER = '.puzzlebook-archive';

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);

/**
 * Refuses an `--out` whose replacement would lose something: a file, the books being
 * published, or a folder with things in it that is not an archive from an earlier run.
 */
function checkOut(out: string, books: string): void {
  const refused = (problem: string) => optionRefusal('out', `--out ${out} ${problem}`, problem, 'out-refused');
  if (inside(books, out)) throw refused(`holds the books being published (${books}); choose another folder`);
  if (inside(out, books)) throw refused(`is inside the folder of the books being published (${books}); choose a folder outside it`);
  if (!existsSync(out)) return;
  if (!lstatSync(out).isDirectory()) throw refused('is not a folder');
  const names = readdirSync(out);
  if (names.length > 0 && !names.includes(MARKER)) throw refused('has things in it and is not an archive made by puzzlebook site; it was left alone');
}

/**
 * A refusal of an option: the command's words (its flag and value, `--out dist/site …`) as
 * its message, and the library's (`out: …`, the path from `publishArchive`'s options) as its
 * one problem, which the library words its refusal from (api/refusal.ts).
 */
function optionRefusal(name: string, command: string, caller: string, code: UserErrorCode = 'invalid-options'): UserError {
  return new UserError(command, [{ path: [name], code, values: {}, message: caller }], code);
}

/** Names Vite and Astro give import.meta.env themselves. */
const VITE_RESERVED = ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'SITE', 'ASSETS_PREFIX'];

/**
 * Runs Astro's build of the listing pages and the pages of the books `input` names. Astro writes the code it renders pages with
 * under the current folder, and that code must find the package's dependencies, so the build
 * runs as if from `run`, a folder of its own outside the package whose node_modules links to
 * them (`runFolder`): any folder the command is started from works, and two builds at once do
 * not share one.
 */
function astroBuild(run: string, outDir: string, input: string, base: string, address: string | null, maker: string): Promise<void> {
  // One at a time in a process: a build sets the process's environment and current folder,
  // which a second at once (the library called twice) would change under it.
  const turn = astroTurn.then(() => astroBuildNow(run, outDir, input, base, address, maker));
  astroTurn = turn.catch(() => {});
  return turn;
}
let astroTurn: Promise<unknown> = Promise.resolve();

async function astroBuildNow(run: string, outDir: string, input: string, base: string, address: string | null, maker: string): Promise<void> {
  const saved = { ...process.env };
  const cwd = process.cwd;
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  // What the pages are made of (input.ts): read by src/site/lib/archive.ts.
  process.env.PUZZLEBOOK_SITE = input;
  // /make/'s maker, bundled apart (maker.ts): the script its page starts, from the archive's root.
  process.env.PUZZLEBOOK_MAKER = maker;
  // The archive's address for its absolute links (src/site/lib/archive.ts), or none.
  if (address) process.env.PUZZLEBOOK_ADDRESS = address;
  else delete process.env.PUZZLEBOOK_ADDRESS;
  // Astro lets variables in the environment override its own import.meta.env, so a stray
  // BASE_URL (test runners set one) would silently replace --base in every link.
  for (const name of VITE_RESERVED) delete process.env[name];
  // Astro reads the current folder from process.cwd(), which is all it needs changed: the
  // command runs on a thread of its own (cli/supervise.ts), where process.chdir() cannot be
  // called, and where the user's relative paths are already resolved.
  process.cwd = () => run;
  try {
    const { build } = await import('astro');
    // Nothing is written into the package: Astro's and Vite's caches go to `run`, and Astro's
    // type sync, which writes `<root>/.astro` and which pages with no content collections do
    // not need, is not run (`sync`: an option of Astro's builder its types do not list; the
    // release test that installs the package checks its folder is left as it was).
    const skipSync = { sync: false } as Parameters<typeof build>[1];
    await build({ root: PACKAGE_ROOT, outDir, cacheDir: join(run, 'cache'), base, logLevel: 'error', vite: { cacheDir: join(run, 'vite') } }, skipSync);
  } finally {
    process.cwd = cwd;
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
}

/**
 * Publishes the archive of every book file in `books` to `out`. The books are validated and
 * every puzzle solved again first; the site is built in a hidden folder beside `out` and
 * takes its place only when finished, so a failure leaves `out` exactly as it was.
 *
 * Incremental (manifest.ts): a book whose file, and whose place in the archive, are as the
 * archive at `out` records them is not proved again, and its pages, PDFs and cards are carried
 * over from that archive where they hash as recorded; everything else is made again. Either
 * way the archive is the same bytes as one built from nothing.
 */
export async function buildSite(options: SiteOptions): Promise<SiteReport> {
  const log = options.log ?? (() => {});
  const tick = throttled(options.progress);
  const books = resolve(options.books);
  const out = resolve(options.out);
  // The flags are refused before any book is read; the books' own address, once they are.
  siteAddress([], options.url, options.base);
  // Astro, Pagefind and the fonts, which an install may leave out: said before any work.
  needOptional('publishing the archive', ARCHIVE_TOOLS);
  const code = codeKey(PACKAGE_ROOT);
  // What `out` holds as this run finds it, before it reads anything there: it lands only on that (landUnchanged).
  const seen = archiveState(out);
  // The archives whose books may be carried over: `out` first, then those `from` names, each one
  // an archive or part `site` made (a folder named wrong would carry nothing, silently).
  const from = (options.from ?? []).map((folder) => resolve(folder));
  for (const folder of from) checkFrom(folder);
  const sources = [out, ...from].filter(isArchive);
  const manifests = sources.map((folder) => ({ folder, manifest: readManifest(folder, code) })).filter((m) => m.manifest !== null) as { folder: string; manifest: Manifest }[];
  const manifest = manifests.find((m) => m.folder === out)?.manifest ?? null;
  const mine = options.part ? (slug: string) => partOf(slug, options.part!.count) === options.part!.index : () => true;
  const pool = new ShelfPool(options.jobs ?? defaultShelfJobs());

  let parentMade: string | undefined;
  // The folder this publish made beside `out` (leftovers.ts), and the archive staged in it.
  let building: string | undefined;
  let staged: string | undefined;
  let run: string | undefined;
  // On Ctrl-C, a hang-up or a kill, the half-built site and the run folder go too.
  const forgets: (() => void)[] = [];
  const clean = () => {
    for (const folder of [building, run]) if (folder) rmSync(folder, { recursive: true, force: true });
    // The folders made above `out` go only while empty: another program may have written there meanwhile.
    if (parentMade) removeMadeFolders(dirname(out), parentMade);
    for (const forget of forgets.splice(0)) forget();
  };
  const rename = options.rename ?? renameSync;
  let cards: CardRun | undefined;
  try {
    const cache = scanCache(code);
    const scan = await scanShelf(books, manifests.map((m) => m.manifest), pool, cache, (done, total) => tick('reading', done, total));
    const { address, base } = siteAddress(addressesOf(scan), options.url, options.base);
    checkOut(out, books);
    // A place that takes no files is told now, not after every puzzle is proved and every page
    // built: the folders above `out` are made here (and go again if the publish fails), and the
    // folder the archive lands in must be writable.
    try {
      parentMade = makeFolders(dirname(out));
      if (parentMade) forgets.push(removeOnInterrupt(parentMade, dirname(out)));
      accessSync(dirname(out), constants.W_OK);
      if ((options.free ?? freeBytes)(dirname(out)) < ARCHIVE_FLOOR) throw Object.assign(new Error('no space left on the device'), { code: 'ENOSPC' });
    } catch (error) {
      throw new UserError(`cannot write to ${dirname(out)}: ${errnoText(error)}`, [], 'cannot-write');
    }
    const shelf = (await proveShelf(scan, pool, log, log, mine, (done, total) => tick('proving', done, total))).sort((a, b) => a.title.localeCompare(b.title, 'en') || a.slug.localeCompare(b.slug, 'en'));
    const listing = listingOf(shelf.map((b) => b.listing), options.language);
    const keys = pageKeys(shelf, listing, { code, base, address });
    const shards = searchShards(shelf, options.shardPuzzles);

    // A book's pages are carried over where its file, its place in the archive and its files in
    // an archive it was drawn in are all as that archive's manifest records; the files are
    // checked again here (read again where the disk says they may have changed: checkFiles).
    const carried = new Map<string, ManifestBook & { from: string; html: string[] }>();
    const candidates = shelf.flatMap((b) =>
      b.proved ? [] : manifests.flatMap(({ folder, manifest: m }) => m.books.filter((e) => e.slug === b.slug && e.hash === b.hash && e.key === keys.get(b.slug)).map((e) => ({ b, e, folder }))),
    );
    const found = await checkEarlier(candidates.map((c) => ({ ...c, folders: bookFolders(c.b.listing) })), pool, (done, total) => tick('checking', done, total));
    candidates.forEach(({ b, e, folder }, i) => {
      const { files, stat, html } = found[i]!;
      if (!carried.has(b.slug) && files === e.files) carried.set(b.slug, { ...e, stat, from: folder, html });
    });
    // A part draws only its own books; the others are left to their parts.
    const drawn = shelf.filter((b) => !carried.has(b.slug) && mine(b.slug));
    const kept = shelf.filter((b) => mine(b.slug));
    if (carried.size > 0) log(`carrying over ${carried.size} unchanged books' pages`);
    // The cards of a book drawn here that may be taken as they are from an earlier archive: those
    // of its puzzles there, where its files there are as that archive's manifest records (so
    // every card there is one `site` wrote, carrying the key of what it shows; another version's
    // too, whose pages are not taken). Its folders there are read from its own list of them
    // (earlier.ts), not from its puzzles now: a section renamed changes some ids, and the cards
    // of every other puzzle are still as they were.
    const cardSources = new Map<string, Map<string, string[]>>();
    if (address) {
      const cardManifests = sources.flatMap((folder) => {
        const m = readManifest(folder, null);
        return m ? [{ folder, manifest: m }] : [];
      });
      const earlier = drawn.flatMap((b) =>
        cardManifests.flatMap(({ folder, manifest: m }) =>
          m.books.filter((e) => e.slug === b.slug).flatMap((e) => {
            const folders = earlierFolders(folder, b.slug);
            return folders ? [{ b, e, folder, folders }] : [];
          }),
        ),
      );
      const checked = await checkEarlier(earlier, pool, () => {});
      earlier.forEach(({ b, e, folder, folders }, i) => {
        if (checked[i]!.files !== e.files) return;
        const held = cardSources.get(b.slug) ?? new Map<string, string[]>();
        for (const id of folders.flatMap((f) => (f.startsWith('puzzles/') ? [f.slice('puzzles/'.length)] : []))) held.set(id, [...(held.get(id) ?? []), folder]);
        cardSources.set(b.slug, held);
      });
    }

    run = runFolder();
    // Named for removal before anything is made in it: a stop may land while it is filled.
    forgets.push(removeOnInterrupt(run));
    linkModules(run);
    // What the pages are made of: every book's listing, and each book drawn here as checked.
    const input = join(run, 'input');
    mkdirSync(join(input, 'books'), { recursive: true });
    await inOrder(drawn.map((b) => pool.run({ write: b.file, hash: b.hash, regraded: b.regraded, to: join(input, inputBook(b.slug)) })));
    const drawnPuzzles = drawn.reduce((n, b) => n + b.listing.count, 0);
    const siteInput: SiteInput = { ...(options.language ? { language: options.language } : {}), books: listing.books, build: drawn.map((b) => b.slug), search: shards.map((s) => s.folder) };
    writeFileSync(join(input, INPUT), JSON.stringify(siteInput));

    // Astro moves its files into the site by renaming, which works only on one file system:
    // the site is built beside its working files, and moved to `out` once whole.
    const site = join(run, 'site');
    // Social cards need an absolute address to be shown by; drawn on threads while the pages are built, as are the PDFs.
    const cardFolder = join(run, 'cards');
    let cardsMade: CardsMade = { drawn: 0, kept: 0 };
    if (address) {
      const cardBooks = drawn.map((b) => ({ file: join(input, inputBook(b.slug)), title: b.title, lang: b.lang, count: b.listing.count, kept: cardSources.get(b.slug) ?? new Map<string, string[]>(), ids: b.listing.sections.flatMap((s) => s.puzzles.map((p) => p.id)) }));
      // Made here, as `pdfs/` is below: a card thread never makes the run folder again after a stop removed it.
      mkdirSync(cardFolder);
      cards = drawCards(cardBooks, { address, lang: listing.lang, folder: cardFolder, kinds: listing.kinds.map((k) => k.name), progress: (done, total) => tick('cards', done, total) });
    }
    const pdfFolder = join(run, 'pdfs');
    // Made here, once: each book's folder in it is made by its thread alone, never with the run
    // folder above it, so a thread still drawing when a stop has removed the run folder fails
    // rather than making it again, unmarked, to be left behind (a release run found one).
    mkdirSync(pdfFolder);
    let pdfsDone = 0;
    tick('pdfs', 0, drawn.length);
    const pdfs = inOrder(
      drawn.map(async (b) => {
        await pool.run({ pdfs: join(input, inputBook(b.slug)), where: b.file, folder: join(pdfFolder, b.slug) });
        tick('pdfs', ++pdfsDone, drawn.length);
      }),
    );
    pdfs.catch(() => {});
    log(`building pages${drawn.length < shelf.length ? ` of ${drawn.length} of the ${shelf.length} books` : ''}`);
    let pagesDone = 0;
    tick('pages', 0, drawnPuzzles);
    const maker = await makerFor(code, run, makerCache());
    await countingPages(() => tick('pages', ++pagesDone, drawnPuzzles), () => astroBuild(run!, site, input, base, address, maker.entry));
    placeMaker(maker, site);
    // /make/'s service worker, listing the files it may keep offline with their hashes, now that they are built;
    // and each book's list of its own, in its folder, carried with it (the archive's service worker is written from them below).
    writeServiceWorker(site, base);
    for (const b of drawn) writeBookList(site, b.slug, bookFolders(b.listing));
    tick('pages', drawnPuzzles, drawnPuzzles);
    log('drawing the PDFs to download');
    await pdfs;
    for (const b of drawn) {
      for (const name of readdirSync(join(pdfFolder, b.slug))) renameSync(join(pdfFolder, b.slug, name), join(site, 'books', b.slug, name));
    }
    if (cards) {
      log('drawing the social cards');
      cardsMade = await cards.finished;
      placeCards(drawn.flatMap((b) => b.listing.sections.flatMap((s) => s.puzzles.map((p) => p.id))), cardFolder, site);
    }
    try {
      // Again: another program may have removed them since.
      const madeNow = makeFolders(dirname(out));
      if (madeNow) {
        parentMade = madeNow;
        forgets.push(removeOnInterrupt(madeNow, dirname(out)));
      }
      removeLeftArchives(out);
      // A folder of this publish's own, marked, which the archive is staged inside: a folder
      // that has the name already is someone's, and another name is taken.
      building = makeBeside(out, 'building', publishName);
      forgets.push(removeOnInterrupt(building));
      staged = join(building, 'site');
      moveFolder(site, staged, rename, options.free ?? freeBytes);
      // The books carried from other archives (`from`), linked from there (copied where links
      // cannot be made: then their disk record is made again below). Those carried from `out`
      // stay where they are (swapIn).
      const into = staged;
      await inOrder(kept.map(async (b) => {
        const was = carried.get(b.slug);
        if (was && was.from !== out && !(await pool.run<boolean>({ carry: was.from, into, folders: bookFolders(b.listing) }))) carried.set(b.slug, { ...was, stat: '' });
      }));
    } catch (error) {
      throw new UserError(`cannot write to ${dirname(out)}: ${errnoText(error)}`, [], 'cannot-write');
    }
    // Each book's files as the manifest records them: a drawn book's read here, a carried book's as checked.
    const files = new Map(
      await inOrder(
        kept.map(async (b) => {
          const was = carried.get(b.slug);
          const { files, stat } = was?.stat ? was : await pool.run<FilesRecord>({ files: staged!, folders: bookFolders(b.listing) });
          return [b.slug, { files, stat }] as const;
        }),
      ),
    );
    // What the new archive keeps of `out` where it is: the books carried from it, and below, the search shards.
    const inPlace = new Set(kept.flatMap((b) => (carried.get(b.slug)?.from === out ? bookFolders(b.listing) : [])));
    const rootOf = (slug: string) => (carried.get(slug)?.from === out ? out : staged!);
    // The archive's service worker, from every book's list (a carried book's where it stays) and the other files as built.
    writeArchiveWorker(staged, kept.map((b) => ({ list: join(rootOf(b.slug), bookList(b.slug)), folders: bookFolders(b.listing) })));
    // A part is merged, not published: its search index and sitemap are made by the merge.
    let search: Manifest['search'] = [];
    if (!options.part) {
      log('indexing for search');
      search = await indexSearch(staged, shards, shelf, files, { manifest, old: out, rootOf, keep: (folder) => inPlace.add(folder), progress: (done, total) => tick('search', done, total) });
    }
    const pages = writeCrawlerFiles(staged, options.part ? null : address, shelf, { root: out, html: kept.flatMap((b) => (carried.get(b.slug)?.from === out ? carried.get(b.slug)!.html : [])) });
    writeFileSync(join(staged, MARKER), 'Made by puzzlebook site; puzzlebook site may replace this folder.\n');
    const made: Manifest = {
      format: 3,
      code,
      books: kept.map((b) => ({ file: b.name, slug: b.slug, hash: b.hash, key: keys.get(b.slug)!, ...files.get(b.slug)! })),
      search,
    };
    writeFileSync(join(staged, MANIFEST), manifestText(made));
    // The marker is the same in every archive: it stays, so `out` is always one this command made.
    if (inPlace.size > 0) inPlace.add(MARKER);
    let old: string | undefined;
    tick('publishing', 0, 1);
    await options.beforePublish?.();
    // One critical section (book/interrupt.ts): a stop lands before the old archive steps
    // aside or after the new one is in place, never between.
    critical(() =>
      landUnchanged(out, seen, () => {
        // Checked again under the lock: another run may have put something there meanwhile.
        checkOut(out, books);
        try {
          // What steps aside goes into a marked folder of its own, made here.
          old = makeBeside(out, 'old', publishName);
        } catch (error) {
          throw new UserError(`cannot write ${out}: ${errnoText(error)}`, [], 'cannot-write');
        }
        try {
          swapIn(out, staged!, inPlace, join(old, 'site'), rename);
        } catch (error) {
          // Undone: the folder is empty but for its marker. Unmarked first, so one that is not
          // empty (an undo that failed) is left as it is, never removed with what is in it.
          try {
            rmSync(join(old, LEFTOVER));
            rmdirSync(old);
          } catch {
            // Left, unmarked, for a person to look at.
          }
          old = undefined;
          throw new UserError(`cannot write ${out}: ${errnoText(error)}`, [], 'cannot-write');
        }
        // The new archive is in place: neither it nor the folder holding it goes now.
        parentMade = undefined;
        for (const forget of forgets.splice(0)) forget();
        // What it replaced, and what is left of the folder it was built in, go next, outside
        // the lock: a stop, or another run, finds them whole or gone.
        for (const folder of [old!, building!]) forgets.push(removeOnInterrupt(folder));
      }),
    );
    tick('publishing', 1, 1);
    if (old) await removeArchive(old, pool);
    // The scans of the books published are marked used; those no publish used for a day go.
    if (cache) forgetScans(cache, new Set(shelf.map((b) => b.hash)), SCANS_KEPT_MS);
    rmSync(building!, { recursive: true, force: true });
    building = undefined;
    const shown = relative(process.cwd(), out);
    // A part reports its own books.
    return {
      books: kept.length,
      puzzles: kept.reduce((n, b) => n + b.listing.count, 0),
      pages,
      out: shown && !shown.startsWith('..') ? shown : out,
      address,
      base,
      proved: shelf.filter((b) => b.proved).length,
      carried: kept.filter((b) => carried.has(b.slug)).length,
      drawn: drawn.length,
      cards: cardsMade,
    };
  } finally {
    await cards?.stop();
    await pool.close();
    clean();
  }
}

/** A book's files in the earlier archive `folder`, those of `folders` there, read as `checkFiles` reads them, against its record there `e`. */
async function checkEarlier(checks: readonly { e: ManifestBook; folder: string; folders: string[] }[], pool: ShelfPool, tick: (done: number, total: number) => void): Promise<(FilesRecord & { html: string[] })[]> {
  let done = 0;
  tick(0, checks.length);
  return inOrder(
    checks.map(async ({ e, folder, folders }) => {
      const found = await pool.run<FilesRecord & { html: string[] }>({ files: folder, folders, recorded: e });
      tick(++done, checks.length);
      return found;
    }),
  );
}

/**
 * Removes the folder an archive replaced stepped aside into (its archive in `site`, none where
 * there was none), on the pool's threads: an archive of 100,000 puzzles is some 400,000 files
 * and folders, so its puzzles' folders are removed in as many parts as threads.
 */
async function removeArchive(folder: string, pool: ShelfPool): Promise<void> {
  const many = ['puzzles', 'p'].filter((name) => existsSync(join(folder, 'site', name)));
  const paths = many.flatMap((name) => readdirSync(join(folder, 'site', name)).map((entry) => join(folder, 'site', name, entry)));
  const size = Math.ceil(paths.length / pool.jobs);
  await inOrder(Array.from({ length: pool.jobs }, (_, n) => pool.run({ remove: paths.slice(n * size, (n + 1) * size) })));
  rmSync(folder, { recursive: true, force: true });
}

/** The part (1 to `count`) a book belongs to when a shelf is split over machines (`site --part`): a hash of its slug, so any runner agrees. */
export const partOf = (slug: string, count: number) => (Number.parseInt(sha256(`part:${slug}`).slice(0, 8), 16) % count) + 1;

/** Whether `out` is an archive this command made (its marker is in it). */
const isArchive = (out: string) => existsSync(join(out, MARKER));

/** Refuses a `--from` that is not an archive or part `site` made: one not there, a file, or any other folder. */
function checkFrom(folder: string): void {
  const refused = (problem: string) => optionRefusal('from', `--from ${shown(folder, 80)}: ${problem}`, `${shown(folder, 80)}: ${problem}`);
  if (!existsSync(folder)) throw refused('there is no such folder; name an archive or a part that puzzlebook site made');
  if (!statSync(folder).isDirectory()) throw refused('is a file, not a folder; name an archive or a part that puzzlebook site made');
  if (!isArchive(folder)) throw refused(`is not an archive or a part made by puzzlebook site (it has no ${MARKER}); name one, or leave it out`);
}

/** A book's folders in its archive: its page and PDFs, each puzzle's page, drawing and card, each printed code's short address. */
export function bookFolders(book: ArchiveBook<ListingPuzzle>): string[] {
  const puzzles = book.sections.flatMap((s) => s.puzzles);
  return [`books/${book.slug}`, ...puzzles.map((p) => `puzzles/${p.id}`), ...puzzles.flatMap((p) => (p.code ? [`p/${p.code}`] : []))];
}

/**
 * What a book's pages are drawn from beside its own file, hashed for each book: the code, where
 * the archive is served, the listing pages' language (its search filters are named in it),
 * whether there are books of several languages (a filter of its own), the kinds the archive
 * holds (every page's footer names those proved solvable only), and where its puzzles' solved
 * panels lead outside the book (`onward`, to the next alike puzzle of a later book). Exactly
 * what src/site/lib/archive.ts gives a book's pages from outside its book.
 */
export function pageKeys(shelf: readonly ShelfBook[], listing: Archive<ListingPuzzle>, { code, base, address }: { code: string; base: string; address: string | null }): Map<string, string> {
  const links = pageLinks(listing);
  const around = [code, base, address ?? '', listing.lang, String(listing.languages.length), listing.kinds.map((k) => k.name).join(' ')];
  return new Map(
    shelf.map((b) => {
      const own = new Set(b.listing.sections.flatMap((s) => s.puzzles.map((p) => p.id)));
      const outside = [...own].flatMap((id) => {
        const onward = links.get(id)?.onward;
        return onward && !own.has(onward.id) ? [`${id}>${onward.id}:${onward.label}`] : [];
      });
      return [b.slug, hashOf([...around, b.hash, JSON.stringify(b.regraded), ...outside])];
    }),
  );
}

/**
 * `robots.txt`, and with an address, `sitemap.xml` (or its index and parts) listing every page
 * built (web.ts), a book's pages and its puzzles' dated by the book's `date` where it has one.
 * Returns how many HTML pages the site has.
 */
function writeCrawlerFiles(site: string, address: string | null, shelf: readonly ShelfBook[], kept: { root: string; html: readonly string[] }): number {
  writeFileSync(join(site, 'robots.txt'), robotsTxt(address));
  const { pages, count } = sitemapPages([{ root: site }, kept], address !== null);
  if (!address) return count;
  const dates = new Map<string, string>();
  for (const { listing: book } of shelf) {
    if (!book.date) continue;
    dates.set(`books/${book.slug}/`, book.date);
    for (const section of book.sections) for (const { id } of section.puzzles) dates.set(`puzzles/${id}/`, book.date);
  }
  const listed = pages.map((path) => ({ path, ...(dates.has(path) ? { lastmod: dates.get(path)! } : {}) }));
  for (const { name, text } of sitemapFiles(address, listed)) writeFileSync(join(site, name), text);
  return count;
}

/**
 * Where the archive's builds work (WORK_DIR_ENV, else a folder of this user's under the OS's
 * temp folder): never the package's own folder, which an install may not let anyone write, and
 * which a build killed outright would fill with what it left (hundreds of MB).
 */
export function workRoot(): string {
  const named = process.env[WORK_DIR_ENV];
  return named ? resolve(named) : join(tmpdir(), `puzzlebook-${process.getuid?.() ?? 'user'}`);
}

/** The environment variable naming the folder the archive's builds work in. */
export const WORK_DIR_ENV = 'PUZZLEBOOK_WORK_DIR';

/**
 * A working folder of this run's own under `workRoot()`, named by process, so a leftover folder
 * says whose it was (and tests can find their own). The code Astro writes there (its prerender
 * chunks) imports the package's dependencies by name, so the folder is given a node_modules of
 * links to what the package itself would import (`linkModules`). A folder that cannot be made
 * is refused in one line.
 */
function runFolder(): string {
  const root = workRoot();
  try {
    makeFolders(root);
    removeLeftRuns(root);
    // Marked before anything goes in, so a later run can tell it from any folder of that name.
    const run = mkdtempSync(join(root, runPrefix(process.pid)));
    markFolder(run, 'work', root);
    return run;
  } catch (error) {
    throw workRefusal(root, error);
  }
}

const workRefusal = (root: string, error: unknown) =>
  new UserError(`cannot make the archive's working folder in ${root} (${errnoText(error)}): name a folder you can write with ${WORK_DIR_ENV}`, [], 'cannot-write');

/**
 * `run`'s node_modules: links to what the package itself would import (`linkPackages`),
 * for the code Astro writes there.
 */
function linkModules(run: string): void {
  try {
    linkPackages(join(run, 'node_modules'));
  } catch (error) {
    throw workRefusal(dirname(run), error);
  }
}

/**
 * `folder` made a node_modules that resolves a package name as the package's own code resolves
 * it: a link to each package of the node_modules folders from the package's own outwards, the
 * nearest first (a dependency nested in the package, say another zod than the project's, wins).
 * Removing the folder removes the links, never what they lead to.
 */
function linkPackages(folder: string): void {
  mkdirSync(folder);
  const link = (from: string, name: string) => {
    if (!existsSync(join(folder, name))) symlinkSync(join(from, name), join(folder, name), 'junction');
  };
  for (let at = PACKAGE_ROOT; ; at = dirname(at)) {
    const modules = join(at, 'node_modules');
    if (basename(at) !== 'node_modules' && existsSync(modules)) {
      for (const name of readdirSync(modules)) {
        if (name.startsWith('.')) continue;
        if (!name.startsWith('@')) link(modules, name);
        else {
          mkdirSync(join(folder, name), { recursive: true });
          for (const scoped of readdirSync(join(modules, name))) link(modules, join(name, scoped));
        }
      }
    }
    if (dirname(at) === at) break;
  }
}

/** How long scans are kept unused: other installs (another version, another project) share the folder, and other shelves a folder of scans. */
const SCANS_KEPT_MS = 24 * 3600 * 1000;

/**
 * The folder where this code keeps what it found of each book file it scanned, by the file's
 * hash (shelf-thread.ts), under `workRoot()` beside the runs' folders; those of other code go
 * once unused for a day (another install may be publishing with them).
 * None where it cannot be made: every book is then read whole.
 */
function scanCache(code: string): string | undefined {
  const name = `scans-${code.slice(0, 16)}`;
  try {
    const folder = workRoot();
    mkdirSync(folder, { recursive: true });
    const cache = scansFolder(folder, name);
    removeOldScans(folder, name, SCANS_KEPT_MS);
    return cache;
  } catch {
    return undefined;
  }
}

/** The folder /make/'s maker bundles are kept in, beside the runs' folders (maker.ts); none where it cannot be made. */
function makerCache(): string | undefined {
  try {
    const folder = join(workRoot(), 'makers');
    mkdirSync(folder, { recursive: true });
    return folder;
  } catch {
    return undefined;
  }
}

/**
 * A name for a folder of this publish beside `--out`: its process, thread and turn, a new turn
 * each call, so that two publishes at once in one process (the library called twice) never
 * share a folder, and a name taken is followed by one that is not (leftovers.ts `makeBeside`).
 */
let publishes = 0;
const publishName = () => `${process.pid}-${threadId}-${++publishes}`;

/**
 * Moves a folder: a rename where both are on one file system, else (EXDEV: `--out` on another
 * disk) a copy, removed again if it fails half way, and then the original removed.
 */
function moveFolder(from: string, to: string, rename: (from: string, to: string) => void, free: (folder: string) => number): void {
  try {
    rename(from, to);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  const needed = folderBytes(from);
  const full = () => Object.assign(new Error('no space left on the device'), { code: 'ENOSPC' });
  // Refused before a byte is copied where it cannot fit; and a copy that fails on a disk it
  // has filled says so (Node's copy reports a full disk as EIO, an input/output error).
  if (free(dirname(to)) < needed) throw full();
  try {
    cpSync(from, to, { recursive: true });
  } catch (error) {
    rmSync(to, { recursive: true, force: true });
    throw free(dirname(to)) < needed ? full() : error;
  }
  rmSync(from, { recursive: true, force: true });
}

/**
 * The least free space an archive needs on the disk of `--out`, whatever its books: its fonts,
 * scripts, listing pages and book maker (an archive of one puzzle is 10.6 MB). Less than this is
 * refused before a puzzle is proved; whether the whole archive fits is told when it is moved there.
 */
export const ARCHIVE_FLOOR = 8 * 2 ** 20;

/** The bytes of every file under `folder`. */
function folderBytes(folder: string): number {
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/** Bytes free to this user on the disk holding `folder` (Infinity where that cannot be read). */
function freeBytes(folder: string): number {
  try {
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize;
  } catch {
    return Infinity;
  }
}

/** `--base`: a path from the site's root, with a slash at each end (`/` by default). */
export function normalBase(base: string): string {
  const refused = (problem: string) => optionRefusal('base', `--base ${shown(base, 80)}: ${problem}`, problem);
  if (!base.startsWith('/')) throw refused('must start with / (e.g. /puzzles/)');
  const path = base.endsWith('/') ? base : `${base}/`;
  // `//host/` is a link to another site in every page; `..` climbs out of the site.
  if (path.startsWith('//')) throw refused('must be a path on this site, not //host/ (e.g. /puzzles/)');
  const segments = path.slice(1, -1).split('/');
  if (path !== '/' && segments.some((s) => s === '' || s === '.' || s === '..')) throw refused('must be a plain path, without empty, . or .. parts (e.g. /puzzles/2026/)');
  if (path.length > 200 || !/^[\w.~-]*$/.test(segments.join(''))) throw refused('must be a plain path of letters, digits, dots, dashes and underscores, up to 200 characters');
  return path;
}

/**
 * The archive's public address, with the path it is served under folded in (the root its pages
 * are beneath, ending in `/`), and that path: `url` (`--url`) if given, else the one address
 * the books' `archive` names, else none. An address with a path serves the archive there, so
 * `base` (`--base`), if given too, must be that path, and is that path if not. Books naming
 * two addresses, without a `url` to choose, are refused, naming two of them.
 */
export function siteAddress(entries: readonly { file: string; archive?: string | undefined }[], url?: string, base?: string): { address: string | null; base: string } {
  let address: string | null;
  let said: string;
  if (url !== undefined) {
    said = `--url ${shown(url, 80)}`;
    address = archiveAddress(url);
    const problem = 'must be the web address the archive is published at, such as https://puzzles.example.org/ (http or https and its host; no ? or #, spaces, backslashes, or . and .. in its path)';
    if (!address) throw optionRefusal('url', `${said}: ${problem}`, problem);
  } else {
    const named = entries.filter((e) => e.archive !== undefined);
    const other = named.find((e) => e.archive !== named[0]!.archive);
    if (other) {
      const first = named[0]!;
      const two = `the books name two archive addresses: ${first.file} names ${first.archive} and ${other.file} names ${other.archive}`;
      throw new UserError(`${two}; publish them with one --url, or give them one archive address`, [{ path: [], code: 'invalid-book', values: {}, message: `${two}; publish them with one url, or give them one archive address` }], 'invalid-book');
    }
    address = named[0]?.archive ?? null;
    said = named[0] ? `the address ${address} (archive: in ${named[0].file})` : '';
  }
  if (!address) return { address: null, base: normalBase(base ?? '/') };
  const path = new URL(address).pathname;
  if (path === '/') {
    const served = normalBase(base ?? '/');
    return { address: new URL(served, address).href, base: served };
  }
  if (base !== undefined && normalBase(base) !== path) {
    const caller = `${shown(base, 80)} and ${url !== undefined ? `url ${shown(url, 80)}` : said} disagree: the address's path is where the archive is served; give ${path}, or leave it out`;
    throw optionRefusal('base', `--base ${shown(base, 80)} and ${said} disagree: the address's path is where the archive is served; give --base ${path}, or leave it out`, caller);
  }
  try {
    normalBase(path);
  } catch (error) {
    const problem = `${said}: its path ${(error as Error).message.replace(/^--base \S+: /, '')}`;
    throw url !== undefined ? optionRefusal('url', problem, `its path ${(error as Error).message.replace(/^--base \S+: /, '')}`) : new UserError(problem, [], 'invalid-book');
  }
  return { address, base: path };
}
