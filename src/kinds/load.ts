import { existsSync } from 'node:fs';
import { register } from './known.ts';
import type { KindName, KindOf } from './registry.ts';

/*
 * One kind brought by its name alone, for a command that needs no other (`generate sudoku`):
 * its folder's module, put where the code that makes and proves puzzles reads kinds (known.ts),
 * without the registry, which loads all thirteen: a user pays for every module a command loads
 * (issue 88). The registry stays the one list of kinds: a name that is not a kind's folder here
 * gives undefined, and the command loads the registry to refuse it in its words;
 * test/kinds/load.test.ts holds the folders to the registry's names.
 */

// This module's own ending says which the kinds' are: src/ runs as TypeScript, lib/ as its build.
const ending = import.meta.url.endsWith('.ts') ? 'ts' : 'js';

/** The kind whose folder is named `word`, loaded and known (known.ts), or undefined if no folder is. */
export async function loadKind(word: string | undefined): Promise<KindName | undefined> {
  // A folder's name as the registry spells it: no other case, no path.
  if (word === undefined || !/^[a-z][a-z-]*$/.test(word)) return undefined;
  const entry = new URL(`./${word}/index.${ending}`, import.meta.url);
  if (!existsSync(entry)) return undefined;
  // A relative path written out, which tsc's build rewrites to lib/'s .js and the command
  // line's bundle (src/build/bundle-cli.ts) takes every kind's folder from, each a chunk.
  const { kind } = (await import(`./${word}/index.ts`)) as { kind: KindOf<KindName> };
  register({ [word]: kind });
  return word as KindName;
}
