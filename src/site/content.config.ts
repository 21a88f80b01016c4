import { resolve } from 'node:path';
import { defineCollection } from 'astro:content';
import { readBooks } from '../archive/books.ts';
import { bookSchema } from '../book/bookfile-schema.ts';

/**
 * One entry per book file, validated with the engine's own schema. The folder comes from
 * `puzzlebook site --books DIR` (through PUZZLEBOOK_BOOKS), else `dist/books`. Astro's own
 * file loaders only log a missing file and build an empty site; this one fails the build,
 * naming the file and the path inside it that is wrong.
 */
const books = defineCollection({
  loader: {
    name: 'puzzlebook-books',
    load: async ({ store, parseData }) => {
      const dir = resolve(process.env.PUZZLEBOOK_BOOKS ?? 'dist/books');
      const entries = readBooks(dir);
      store.clear();
      for (const { book } of entries) {
        store.set({ id: book.slug, data: await parseData({ id: book.slug, data: book }) });
      }
    },
  },
  schema: bookSchema,
});

export const collections = { books };
