/**
 * The module `name` beside the one at `from` (its import.meta.url), with that module's own
 * extension: `.ts` where a clone runs its TypeScript, `.js` in the package's built lib/. For
 * the files a worker thread is started from, which imports cannot name.
 */
export const sibling = (name: string, from: string): URL => new URL(`${name}${from.slice(from.lastIndexOf('.'))}`, from);
