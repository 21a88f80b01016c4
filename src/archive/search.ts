import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, type FilesRecord, hashOf, type Manifest, type ManifestShard, sha256 } from './manifest.ts';
import type { ArchiveBook, ListingPuzzle } from './model.ts';
import { log2 } from '../engine/portable-math.ts';

/**
 * The archive's search index, in shards. Pagefind builds an index from every page at once, and
 * an archive of 100,000 puzzles would be indexed whole again for one book changed. Above
 * `SHARD_PUZZLES` puzzles the books are spread over shards by a hash of their slug, each shard
 * an index of its own (`pagefind/<n>/`), and the search page merges them; a shard whose books'
 * pages are all as before is carried over. The shard count is a power of two, so it changes
 * only when the archive doubles (and then every shard is indexed again).
 */
export const SHARD_PUZZLES = 8192;

export interface Shard {
  /** Its folder from the archive's root: `pagefind/` where there is one, else `pagefind/<n>/`. */
  folder: string;
  /** Its books, by slug, in code-point order. */
  slugs: string[];
}

interface Shelved {
  slug: string;
  listing: ArchiveBook<ListingPuzzle>;
}

/** The shards of these books: one (`pagefind/`) up to SHARD_PUZZLES puzzles, else each non-empty one of a power of two. */
export function searchShards(shelf: readonly Shelved[], most = SHARD_PUZZLES): Shard[] {
  const puzzles = shelf.reduce((n, b) => n + b.listing.count, 0);
  const slugs = shelf.map((b) => b.slug).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (puzzles <= most) return [{ folder: 'pagefind/', slugs }];
  const count = 2 ** Math.ceil(log2(puzzles / most));
  const shards = Array.from({ length: count }, (): string[] => []);
  for (const slug of slugs) shards[Number.parseInt(sha256(slug).slice(0, 8), 16) % count]!.push(slug);
  return shards.flatMap((members, n) => (members.length > 0 ? [{ folder: `pagefind/${n}/`, slugs: members }] : []));
}

/**
 * A page as Pagefind needs it: its drawings' and scripts' insides left out. Pagefind indexes no
 * `svg` and no script, so the index and every fragment are the same bytes (tested), and most of
 * a puzzle page's bytes, which Pagefind would parse for nothing, are not sent.
 */
export const indexedHtml = (html: string): string =>
  // Scripts first: what a script holds is no markup, and once they are empty every `<svg` left is an element.
  html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>').replace(/(<svg\b[^>]*>)[\s\S]*?<\/svg>/g, '$1</svg>');

/** Pages sent to Pagefind before waiting for its answers. */
const WINDOW = 64;

/** A book's pages the search finds: its own and its puzzles', in book order. */
const searchedPages = (book: ArchiveBook<ListingPuzzle>) => [`books/${book.slug}/index.html`, ...book.sections.flatMap((s) => s.puzzles.map((p) => `puzzles/${p.id}/index.html`))];

/**
 * Indexes the archive's pages for Pagefind into `site`, a shard at a time; each shard holds an
 * index per page language (`<html lang>`), so each language's words are stemmed as that
 * language's. A book's pages are read from `rootOf` its slug (`site`, or `old` for a book kept
 * there). A shard whose books' files hash as they did (`files`, by slug) and whose index in
 * `old` (the archive being replaced) is as `manifest` records is kept there instead (`keep`).
 * Returns the manifest's record of each shard.
 */
export async function indexSearch(
  site: string,
  shards: readonly Shard[],
  shelf: readonly Shelved[],
  files: ReadonlyMap<string, FilesRecord>,
  {
    manifest,
    old,
    rootOf,
    keep,
    progress = () => {},
  }: { manifest: Manifest | null; old: string; rootOf: (slug: string) => string; keep: (folder: string) => void; progress?: (pages: number, total: number) => void },
): Promise<ManifestShard[]> {
  const books = new Map(shelf.map((b) => [b.slug, b.listing]));
  // Progress in pages indexed (or found indexed already), of every page searched.
  const total = shards.reduce((n, shard) => n + shard.slugs.reduce((m, slug) => m + searchedPages(books.get(slug)!).length, 0), 0);
  let indexed = 0;
  progress(0, total);
  const before = new Map((manifest?.search ?? []).map((s) => [s.folder, s]));
  const records: ManifestShard[] = [];
  pagefindUsers++;
  try {
    for (const shard of shards) {
      const key = hashOf([shard.folder, ...shard.slugs.map((slug) => `${slug}:${files.get(slug)!.files}`)]);
      const was = before.get(shard.folder);
      const folder = shard.folder.replace(/\/$/, '');
      const found = was && was.key === key ? checkFiles(old, [folder], was) : undefined;
      if (was && found?.files === was.files) {
        keep(folder);
        records.push({ ...was, stat: found.stat });
        progress((indexed += shard.slugs.reduce((m, slug) => m + searchedPages(books.get(slug)!).length, 0)), total);
        continue;
      }
      await pagefindClosing;
      const pagefind = (pagefindLoaded ??= await import('pagefind'));
      const { index, errors } = await pagefind.createIndex({});
      if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
      // Pages go to Pagefind's process a window at a time, not one round trip each.
      const pages = shard.slugs.flatMap((slug) => searchedPages(books.get(slug)!).map((sourcePath) => ({ sourcePath, root: rootOf(slug) })));
      for (let from = 0; from < pages.length; from += WINDOW) {
        const window = pages.slice(from, from + WINDOW).map(({ sourcePath, root }) => index.addHTMLFile({ sourcePath, content: indexedHtml(readFileSync(join(root, sourcePath), 'utf8')) }));
        for (const added of await Promise.all(window)) if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
        progress((indexed += window.length), total);
      }
      const written = await index.writeFiles({ outputPath: join(site, folder) });
      if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
      await index.deleteIndex();
      const made = checkFiles(site, [folder]);
      records.push({ folder: shard.folder, key, files: made.files, stat: made.stat });
    }
  } finally {
    if (--pagefindUsers === 0 && pagefindLoaded) {
      const done = pagefindLoaded;
      pagefindLoaded = undefined;
      await (pagefindClosing = done.close());
    }
  }
  return records;
}

/**
 * Pagefind's API runs one indexing process for all of this one: two publishes at once (the
 * library called twice) share it, and the last to finish closes it; one starting meanwhile waits
 * for the close, after which Pagefind starts its process afresh.
 */
let pagefindUsers = 0;
let pagefindLoaded: typeof import('pagefind') | undefined;
let pagefindClosing: Promise<unknown> = Promise.resolve();
