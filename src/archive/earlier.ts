import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookList } from './offline.ts';

/**
 * The folders a book had in an earlier archive, which may not be the folders it has now (a
 * section renamed or added changes some of its puzzles' ids): read from the book's own list of
 * its files there (offline.ts `bookList`, written when its pages were drawn). Not proof of
 * anything: the caller trusts those folders only once their files hash as that archive's
 * manifest records, and the list is one of them, so a list edited by hand proves nothing.
 * Null where the list is not there or not JSON, or names a path that is not a folder of a
 * book (`books/<slug>`, `puzzles/<id>`, `p/<code>`): nothing read from it reaches outside those.
 */
export function earlierFolders(archive: string, slug: string): string[] | null {
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(join(archive, bookList(slug)), 'utf8'));
  } catch {
    return null;
  }
  if (typeof list !== 'object' || list === null || Array.isArray(list)) return null;
  const folders = new Set<string>();
  for (const path of Object.keys(list)) {
    const folder = BOOK_FOLDER.exec(path);
    if (!folder || (folder[1] === 'books' && folder[2] !== slug)) return null;
    folders.add(`${folder[1]}/${folder[2]}`);
  }
  return [...folders];
}

/**
 * A path of a book's list: in one of its folders, named as ids, slugs and printed codes are
 * (lowercase letters, digits and dashes, so never `.` or `..`), and a file name without a slash.
 */
const BOOK_FOLDER = /^(books|puzzles|p)\/([a-z0-9][a-z0-9-]{0,119})\/(?:[\w.-]*[\w-])?$/;
