import { defineConfig } from 'astro/config';

// `puzzlebook site` builds through this config with its own outDir (a stage beside --out).
export default defineConfig({
  srcDir: './src/site',
  publicDir: './src/site/public',
  outDir: './dist/site',
  // /make/'s maker is a module worker: its language's words are chunks it fetches as the
  // page's are, where Vite's default (one classic script) would carry every language inline.
  vite: { worker: { format: 'es' } },
});
