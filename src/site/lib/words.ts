import { catalogNamed, provideWords, useWordsFinder } from '../../engine/catalog.ts';
import { provideClues } from '../../engine/wordkit/clues.ts';
import { provideLexicons } from '../../engine/wordkit/lexicon.ts';
import { provideSayings } from '../../engine/wordkit/sayings.ts';

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

/**
 * The word kit's lexicons (each language's grid letters and themes), found the same way: the
 * archive's how-to pages and cards make their examples, and a word search's are made of them.
 */
const lexicons = import.meta.glob<unknown>('/src/engine/wordkit/themes/*.json', { eager: true, import: 'default' });
provideLexicons(Object.entries(lexicons).map(([path, data]) => ({ tag: path.replace(/^.*\/|\.json$/g, ''), data })));
/** The word kit's clues, the same way: a criss-cross's are made of them. */
const clueFiles = import.meta.glob<unknown>('/src/engine/wordkit/clues/*.json', { eager: true, import: 'default' });
provideClues(Object.entries(clueFiles).map(([path, data]) => ({ tag: path.replace(/^.*\/|\.json$/g, ''), data })));
/** The word kit's sayings, the same way: a cryptogram's are made of them. */
const sayingFiles = import.meta.glob<unknown>('/src/engine/wordkit/sayings/*.json', { eager: true, import: 'default' });
provideSayings(Object.entries(sayingFiles).map(([path, data]) => ({ tag: path.replace(/^.*\/|\.json$/g, ''), data })));
