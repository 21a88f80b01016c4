import { defineConfig } from 'astro/config';

// `puzzlebook site` builds through this config with its own outDir (a stage beside --out).
export default defineConfig({
  srcDir: './src/site',
  publicDir: './src/site/public',
  outDir: './dist/site',
});
