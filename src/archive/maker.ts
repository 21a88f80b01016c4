import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { carryFiles, filesUnder, sha256 } from './manifest.ts';

/*
 * /make/'s maker (src/site/make/worker.ts: the pipeline for the reader's browser, the engine,
 * pdfkit and every language's words), bundled by Vite once for the code it is made of and kept,
 * where every publish bundled it again inside Astro's build though it depends on no book: about
 * 2 to 4 of a one-puzzle publish's 9 to 12 CPU-seconds (issue 106). The page is pointed at the
 * kept bundle (PUZZLEBOOK_MAKER, read by src/site/pages/make), and its files are linked into the
 * archive's make/ beside the page.
 *
 * Kept beside the runs' folders (build.ts `workRoot`, as the scans are), nothing written into the
 * package: a folder named by the code's key (manifest.ts `codeKey`) with a record of its files
 * and their hashes. A folder is used only where every file is as its record says; only folders
 * holding such a record are removed, those of other code once unused for a day (another install
 * may be publishing with them). Where none can be kept, each publish bundles its own.
 */

/** The record a kept bundle holds: its entry and every file with its hash. */
export const RECORD = 'puzzlebook-maker.json';
/** How long another code's bundle is kept unused. */
const KEPT_MS = 24 * 3600 * 1000;

interface MakerRecord {
  entry: string;
  files: Record<string, string>;
}

/** The maker's files as a publish lays them into the archive: `folder` holds `make/…`, `entry` is the script the page starts, from the archive's root. */
export interface Maker {
  folder: string;
  entry: string;
  files: string[];
}

const PACKAGE = fileURLToPath(new URL('../../', import.meta.url));

/** The kept bundle in `keptIn` for the code whose key is `code`, where it is whole (every file as its record says); else null. */
export function keptMaker(code: string, keptIn: string): Maker | null {
  const kept = join(keptIn, code);
  const found = existsSync(kept) ? verified(kept) : null;
  return found ? { folder: kept, entry: found.entry, files: Object.keys(found.files) } : null;
}

/** Removes from `keptIn` the bundles of other code than `code` unused for `unusedMs`, each ours by its record (a folder named as a key, holding one): nothing else. */
export function makeWay(code: string, keptIn: string, unusedMs = KEPT_MS): void {
  for (const name of readdirSync(keptIn)) {
    const path = join(keptIn, name);
    try {
      if (name !== code && /^[0-9a-f]{64}$/.test(name) && statSync(join(path, RECORD)).mtimeMs < Date.now() - unusedMs) rmSync(path, { recursive: true, force: true });
    } catch {
      // No record: not ours. Or gone meanwhile.
    }
  }
}

/** A kept bundle's record, where every file it lists is as it says; else null. */
function verified(folder: string): MakerRecord | null {
  try {
    const record = JSON.parse(readFileSync(join(folder, RECORD), 'utf8')) as MakerRecord;
    for (const [file, hash] of Object.entries(record.files)) if (sha256(readFileSync(join(folder, file))) !== hash) return null;
    return record.files[record.entry] ? record : null;
  } catch {
    return null;
  }
}

/** In-browser maker builds, from fontkit, read no WOFF2: its brotli is a stand-in that says so (astro.config.mjs does the same for the page). */
const noWoff2 = (root: string) => ({
  name: 'puzzlebook-no-woff2',
  enforce: 'pre' as const,
  resolveId(id: string, importer?: string) {
    return id === 'brotli/decompress.js' && importer?.includes('/fontkit/') ? join(root, 'src/site/make/no-woff2.js') : null;
  },
});

/** Bundles the maker into `into` (`make/…`, its names hashed, its paths relative: any base serves it), with its record. */
async function bundle(root: string, into: string): Promise<MakerRecord> {
  const { build } = await import('vite');
  const names = { entryFileNames: 'make/[name]-[hash].js', chunkFileNames: 'make/[name]-[hash].js', assetFileNames: 'make/[name]-[hash][extname]' };
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'error',
    publicDir: false,
    cacheDir: join(into, '.vite'),
    plugins: [noWoff2(root)],
    worker: { format: 'es', plugins: () => [noWoff2(root)] },
    build: {
      outDir: join(into, 'out'),
      emptyOutDir: true,
      copyPublicDir: false,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: { worker: join(root, 'src/site/make/worker.ts') }, output: { format: 'es', ...names } },
    },
  });
  rmSync(join(into, '.vite'), { recursive: true, force: true });
  const out = join(into, 'out');
  const files = filesUnder(out, ['make']);
  const entry = files.find((file) => /^make\/worker-[\w-]+\.js$/.test(file));
  if (!entry) throw new Error("the maker's bundle has no make/worker-….js");
  const record: MakerRecord = { entry, files: Object.fromEntries(files.map((file) => [file, sha256(readFileSync(join(out, file)))])) };
  writeFileSync(join(out, RECORD), JSON.stringify(record));
  return record;
}

/**
 * The maker for the code whose key is `code`: the bundle kept in `keptIn` where it is whole
 * (marked as used), else bundled in `run` (the publish's working folder) and kept there for the
 * next. With no `keptIn` (none could be made), the run's own.
 */
export async function makerFor(code: string, run: string, keptIn: string | undefined, root = PACKAGE): Promise<Maker> {
  const found = keptIn ? keptMaker(code, keptIn) : null;
  if (found) {
    try {
      const now = new Date();
      utimesSync(join(found.folder, RECORD), now, now);
    } catch {
      // Not marked (a folder no one may write): it is used all the same, and may go a day on.
    }
    return found;
  }
  const into = join(run, 'maker');
  const record = await bundle(root, into);
  const made = join(into, 'out');
  if (keptIn) {
    try {
      makeWay(code, keptIn);
      const kept = join(keptIn, code);
      if (!existsSync(kept)) renameSync(made, kept);
      const now = keptMaker(code, keptIn);
      if (now) return now;
    } catch {
      // Not kept (another publish keeping the same at once, a folder no one may write): this publish's own serves.
    }
  }
  // This publish's own; or, where it was moved to be kept and then found otherwise, where it went.
  return { folder: existsSync(made) || !keptIn ? made : join(keptIn, code), entry: record.entry, files: Object.keys(record.files) };
}

/** Links (or copies) the maker's files into the archive at `site`, beside /make/'s pages. */
export function placeMaker(maker: Maker, site: string): void {
  carryFiles(maker.folder, site, maker.files);
}
