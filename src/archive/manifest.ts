import { createHash } from 'node:crypto';
import { copyFileSync, type Dirent, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import * as z from 'zod/mini';
import '../engine/zod-config.ts';

/**
 * What an archive was built from, kept inside it (`.puzzlebook-manifest.json`), so the next
 * `site` run redoes only what changed: a book whose file, pages and surroundings are as they
 * were is neither proved again nor drawn again. Nothing in it is taken on trust: a book counts
 * as unchanged only when its file hashes as recorded, and its pages are carried over only when
 * they are as recorded in the archive being replaced (`checkFiles`). Anything else is rebuilt,
 * and a manifest that cannot be read, or was made by other code, is as none.
 */
export const MANIFEST = '.puzzlebook-manifest.json';

const hex = z.string().check(z.regex(/^[0-9a-f]{64}$/));

const bookEntry = z.object({
  /** The book file's name in the books folder. */
  file: z.string(),
  slug: z.string(),
  /** SHA-256 of the book file's bytes, when it was checked. */
  hash: hex,
  /** What its pages were drawn from beside the file (`pageKey`): the archive around it. */
  key: hex,
  /** Its files in the archive, hashed together (`filesHash`). */
  files: hex,
  /** Where those files are on disk, and their sizes and times (`filesStat`). */
  stat: hex,
});

const shardEntry = z.object({
  /** The folder its index is in, from the archive's root. */
  folder: z.string(),
  /** What it indexes: its books' slugs and files hashes, hashed together. */
  key: hex,
  files: hex,
  stat: hex,
});

const manifestSchema = z.object({
  // 3: grades measured otherwise are no longer kept here (anyone can write a manifest), but in the code's own scan cache.
  format: z.literal(3),
  /** The code that built it (`codeKey`): other code makes other pages. */
  code: hex,
  books: z.array(bookEntry),
  search: z.array(shardEntry),
});

export type Manifest = z.output<typeof manifestSchema>;
export type ManifestBook = Manifest['books'][number];
export type ManifestShard = Manifest['search'][number];

/**
 * The manifest of the archive at `out`, if it has one this code made (or, with `code` null, any
 * code of this format: a card carries the key of what it shows, whichever version drew it); else
 * null (everything is rebuilt).
 */
export function readManifest(out: string, code: string | null): Manifest | null {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')));
    return parsed.success && (code === null || parsed.data.code === code) ? parsed.data : null;
  } catch {
    return null;
  }
}

export const manifestText = (manifest: Manifest): string => `${JSON.stringify(manifest)}\n`;

export const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** One hash of several parts, each told apart from the next (so `ab`,`c` is not `a`,`bc`). */
export function hashOf(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest('hex');
}

/**
 * The files under each of `folders` (paths from `root`, `/`-separated) that exist, in one
 * order: a book's files in its archive are its folders' (`books/<slug>/`, `puzzles/<id>/`, `p/<code>/`).
 */
export function filesUnder(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  for (const folder of folders) {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, folder), { recursive: true, withFileTypes: true });
    } catch (error) {
      // A folder not there, or a file where one is looked for, holds no files (one call, not three, a folder: there are 100,000).
      if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) continue;
      throw error;
    }
    for (const entry of entries) {
      if (entry.isFile()) files.push(relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
    }
  }
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every file of `folders` under `root`, its path and its bytes, hashed together: a missing, added or changed file changes it. */
export function filesHash(root: string, folders: readonly string[], files = filesUnder(root, folders)): string {
  const parts: string[] = [];
  for (const file of files) parts.push(file, sha256(readFileSync(join(root, file))));
  return hashOf(parts);
}

/**
 * The files of `folders` under `root` as the disk holds them, hashed together: each one's path,
 * inode, size and modification time. Any write to a file changes its time, and a file put in
 * another's place its inode, so files whose `filesStat` is as recorded are the bytes recorded,
 * without reading them again: the check git, make and rsync make of a working tree. A file
 * hard linked is the same inode, so an archive's files linked into the next keep their record.
 */
export function filesStat(root: string, folders: readonly string[], files = filesUnder(root, folders)): string {
  const parts: string[] = [];
  for (const file of files) {
    const { ino, size, mtimeNs } = lstatSync(join(root, file), { bigint: true });
    parts.push(`${file} ${ino} ${size} ${mtimeNs}`);
  }
  return hashOf(parts);
}

/** A book's or a shard's files, as the manifest records them. */
export interface FilesRecord {
  files: string;
  stat: string;
}

/**
 * The record of `folders`' files under `root`: their disk record (`filesStat`), and the hash of
 * their bytes (`filesHash`), read again only where the disk record is not `recorded`'s (a file
 * written, added, removed, or the archive copied elsewhere). An archive of 100,000 puzzles is
 * some 300,000 files: reading them all again would be most of a one-book publish. With the
 * HTML files among them (the sitemap's pages), as they were found.
 */
export function checkFiles(root: string, folders: readonly string[], recorded?: FilesRecord): FilesRecord & { html: string[] } {
  const files = filesUnder(root, folders);
  const stat = filesStat(root, folders, files);
  return { files: recorded && recorded.stat === stat ? recorded.files : filesHash(root, folders, files), stat, html: files.filter((file) => file.endsWith('.html')) };
}

/**
 * The code a build runs, as one hash: every file of the package that can change what `site`
 * writes (its TypeScript and built JavaScript, the site's pages and styles, the Astro config,
 * and package.json, which pins every dependency's version).
 */
export function codeKey(root: string): string {
  const folders = ['src', 'lib'].filter((name) => existsSync(join(root, name)));
  const files = filesUnder(root, folders).filter((file) => !file.startsWith('src/docs/'));
  const parts: string[] = [];
  for (const file of [...files, 'astro.config.mjs', 'package.json']) parts.push(file, sha256(readFileSync(join(root, file))));
  return hashOf(parts);
}

/**
 * Hard links `files` (paths from `from`) into `to`, each in its folder; copies where a link
 * cannot be made (another disk, a file system without them). Returns whether every file was
 * linked, and so keeps its disk record (`filesStat`).
 */
export function carryFiles(from: string, to: string, files: readonly string[]): boolean {
  const made = new Set<string>();
  let linked = true;
  for (const file of files) {
    const folder = dirname(join(to, file));
    if (!made.has(folder)) mkdirSync(folder, { recursive: true }), made.add(folder);
    try {
      linkSync(join(from, file), join(to, file));
    } catch {
      copyFileSync(join(from, file), join(to, file));
      linked = false;
    }
  }
  return linked;
}
