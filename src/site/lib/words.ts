import { catalogNamed, provideWords, useWordsFinder } from '../../engine/catalog.ts';

/**
 * Every catalog of src/ for the archive's build, found by Vite rather than read from disk: Astro
 * runs the pages from bundled chunks, where a path from the engine's own file would point
 * nowhere. Imported first by src/site/lib/archive.ts, which every page reads.
 */
const files = import.meta.glob<unknown>('/src/**/*words.*.json', { eager: true, import: 'default' });

useWordsFinder(undefined);
provideWords(
  Object.entries(files).flatMap(([path, words]) => {
    const named = catalogNamed(path.replace(/^\/src\//, ''));
    return named && named.lang !== 'en' ? [{ ...named, words }] : [];
  }),
);
