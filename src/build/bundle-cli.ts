/**
 * The command line as an installed package runs it: one bundle of the command thread's code
 * (lib/cli/bundle/), each command and each kind a chunk loaded when asked for, written by
 * `npm run build` after tsc's lib/. Node's loader finds, reads and links each of lib/'s modules
 * on its own, some 280 for `generate sudoku` (zod's alone are 92); a bundle is a few files, and
 * a command starts sooner (issue 88; measured on a loaded machine: 0.83 s of CPU against 1.25 s
 * for one 4×4 Sudoku).
 *
 * What the bundle changes, and how it is kept the same: a module's `import.meta.url`, by which
 * it finds files beside it (fonts, catalogs, the site's sources, a worker's module), is set to
 * where that module is in lib/, so every path resolves as it does there, and the workers it
 * starts run lib/'s modules. Packages that read their own files (pdfkit's fonts), that are
 * optional (Astro, Pagefind, MuPDF) or that start threads (tinypool) stay outside, imported from
 * node_modules as lib/ imports them. test/package/installed.test.ts runs the installed commands.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = `${ROOT}src/`;
const OUT = `${ROOT}lib/cli/bundle`;

/** Packages left out of the bundle (above): each is imported from node_modules at run time. */
const OUTSIDE = ['pdfkit', 'fontkit', 'linebreak', '@resvg/resvg-wasm', 'naughty-words', 'tinypool', 'astro', '@astrojs/rss', 'pagefind', 'mupdf', 'vite'];

/** Each of src/'s modules with its `import.meta.url` set to its lib/ module's address, taken from where the chunk is. */
const libUrls: Plugin = {
  name: 'lib-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(SRC)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const lib = `${ROOT}lib/${args.path.slice(SRC.length).replace(/\.ts$/, '.js')}`;
      const from = JSON.stringify(relative(OUT, lib));
      return { contents: source.replaceAll('import.meta.url', `new URL(${from}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/**
 * string-width (three copies: yargs', cliui's and wrap-ansi's) makes an Intl.Segmenter and
 * Unicode-property regular expressions as it loads, some 20 ms of every command's start (issue
 * 88), though the widths yargs takes (of the help it lays out after every command) are almost
 * all of plain ASCII. In the bundle each copy loads when a width first needs it: a string of
 * printable ASCII is as wide as it is long, which is what string-width says of it
 * (test/package/installed.test.ts compares the help the bundle prints with the source's).
 */
const WIDTH = /[\\/]node_modules[\\/](?:.+[\\/])?string-width[\\/]index\.js$/;
const lazyWidths: Plugin = {
  name: 'lazy-string-width',
  setup(b) {
    b.onLoad({ filter: WIDTH, namespace: 'file' }, (args) => ({
      contents: [
        'let loaded;',
        'export default function stringWidth(text, options) {',
        '  if (typeof text === "string" && /^[\\x20-\\x7e]*$/.test(text)) return text.length;',
        // esbuild makes a require of a module it bundles a call that runs the module the first time.
        `  loaded ??= require(${JSON.stringify(`eager-width:${args.path}`)}).default;`,
        '  return loaded(text, options);',
        '}',
      ].join('\n'),
      loader: 'js',
    }));
    b.onResolve({ filter: /^eager-width:/ }, (args) => ({ path: args.path.slice('eager-width:'.length), namespace: 'eager-width' }));
    b.onLoad({ filter: /.*/, namespace: 'eager-width' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'js', resolveDir: dirname(args.path) }));
  },
};

await build({
  absWorkingDir: ROOT,
  entryPoints: { 'command-thread': 'src/cli/command-thread.ts', here: 'src/cli/here.ts' },
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external: OUTSIDE,
  plugins: [libUrls, lazyWidths],
  // CommonJS packages in the bundle (yargs' helpers, seedrandom, handlebars' parser) call require.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  logLevel: 'warning',
});
