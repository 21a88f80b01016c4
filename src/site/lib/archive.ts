import { getCollection } from 'astro:content';
import { type Archive, archiveOf } from '../../archive/model.ts';
import type { BookFile } from '../../book/bookfile-schema.ts';

let cached: Promise<Archive> | undefined;

/** The archive of every book in the collection, worked out once per build and shared by every page. */
export function loadArchive(): Promise<Archive> {
  cached ??= getCollection('books').then((entries) =>
    archiveOf(entries.map((entry) => entry.data as BookFile).sort((a, b) => a.title.localeCompare(b.title, 'en') || a.slug.localeCompare(b.slug, 'en'))),
  );
  return cached;
}

/** Every puzzle page's path and props: its HTML page and its drawing share them. */
export async function puzzlePaths() {
  const archive = await loadArchive();
  return archive.puzzles.map((puzzle) => ({ params: { id: puzzle.id }, props: { puzzle } }));
}

/** A path inside the site, under the base it is published at (`--base`). */
export function url(path = ''): string {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  return base + path.replace(/^\//, '');
}

export const puzzleUrl = (id: string) => url(`puzzles/${id}/`);
export const bookUrl = (slug: string) => url(`books/${slug}/`);
export const kindUrl = (kind: string) => url(`kinds/${kind}/`);
