import pkg from '../../package.json' with { type: 'json' };
import { UserError } from '../engine/errors.ts';

/*
 * The packages only some commands need, which an install may leave out (package.json's
 * optionalDependencies: `npm install puzzlebook --omit=optional` takes the engine, the books'
 * PDFs and the command line, and leaves the archive's build tools, docs/library.md). A command
 * that needs one asks here first, before any work, and is refused in one line saying what to
 * install, rather than failing deep in the work with Node's "Cannot find package".
 */

const OPTIONAL: Readonly<Record<string, string>> = pkg.optionalDependencies;

/** The archive's build (`site`, `publishArchive`): Astro and its feed, and the search's index. */
export const ARCHIVE_TOOLS = ['astro', '@astrojs/rss', 'pagefind', 'vite'] as const;

/** Whether a package can be found from here, as Node finds an import of it (only its absence counts: a package found but odd is there). */
function installed(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch (error) {
    return (error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND';
  }
}

/**
 * Refuses `what` (a command, "site", or a call, "publishArchive") when a package of `names` is
 * not installed, naming them and the one npm command that installs them at the versions this
 * package was made with. `found` is how a package is looked for (the tests' stand-in).
 */
export function needOptional(what: string, names: readonly string[], found: (name: string) => boolean = installed): void {
  const missing = names.filter((name) => !found(name));
  if (missing.length === 0) return;
  const install = missing.map((name) => `${name}@${OPTIONAL[name] ?? 'latest'}`).join(' ');
  // Said both ways: npm skips an optional package whose engines the installing Node does not meet
  // (Astro's need 22.12) as silently as one --omit=optional leaves out, and nothing here tells which.
  throw new UserError(`${what} needs ${missing.join(', ')}, not installed: npm leaves optional packages out with --omit=optional, and under a Node older than they need (22.12)\ninstall them with this Node: npm install ${install}`, [], 'not-installed');
}
