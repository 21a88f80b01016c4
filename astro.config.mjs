import { defineConfig } from 'astro/config';

/**
 * In /make/'s maker bundles, fontkit's brotli (the WOFF2 reader's, which no font the maker
 * fetches needs) is a stand-in that says so: see src/site/make/no-woff2.js.
 */
const noWoff2 = {
  name: 'puzzlebook-no-woff2',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id === 'brotli/decompress.js' && importer?.includes('/fontkit/')) return new URL('./src/site/make/no-woff2.js', import.meta.url).pathname;
    return null;
  },
};

// `puzzlebook site` builds through this config with its own outDir (a stage beside --out).
export default defineConfig({
  srcDir: './src/site',
  publicDir: './src/site/public',
  outDir: './dist/site',
  vite: {
    worker: {
      // /make/'s maker is a module worker: its language's words are chunks it fetches as the
      // page's are, where Vite's default (one classic script) would carry every language inline.
      format: 'es',
      plugins: () => [noWoff2],
      // Its files are under make/, in the scope of /make/'s service worker (make/sw.js, src/archive/offline.ts):
      // a worker is held by the service worker whose scope holds its own address, so only there
      // are its script, its words and its fonts kept for offline use.
      rolldownOptions: {
        output: { entryFileNames: 'make/[name]-[hash].js', chunkFileNames: 'make/[name]-[hash].js', assetFileNames: 'make/[name]-[hash][extname]' },
      },
    },
  },
});
