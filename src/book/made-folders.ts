import { rmdirSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/**
 * Removes the folders a run made above its output (`top`, the first `mkdir -p` made, down to
 * `inner`), innermost first, each only while it is empty: what the run put in them is gone by
 * then, and anything else (another program's file, written meanwhile) is not the run's to
 * remove, so the folder holding it stays, and every folder above it.
 */
export function removeMadeFolders(inner: string, top: string): void {
  const last = resolve(top);
  for (let folder = resolve(inner); ; folder = dirname(folder)) {
    const below = relative(last, folder);
    if (below.startsWith('..') || isAbsolute(below)) return;
    try {
      rmdirSync(folder);
    } catch (error) {
      // Gone already (removed with what the run made): the folder above may still go.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return;
    }
    if (folder === last) return;
  }
}
