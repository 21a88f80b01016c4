import type { KindName, KindOf } from './registry.ts';

/**
 * The kinds this program holds, by name: every kind once the registry (registry.ts) is loaded,
 * or only those a per-kind entry (`puzzlebook/kinds/sudoku`, api/one-kind.ts) brought. The code
 * that makes, proves and caps puzzles reads kinds here rather than from the registry, so a page
 * bundling one kind's entry takes that kind's code alone, not the other twelve (issue 91).
 */
/**
 * As a mapped type, so that for a name K known only as a type parameter, `KINDS[name]` still
 * takes K's puzzle: code generic in K (see `record.ts`) calls a kind on its own record's fields
 * with no casts.
 */
export const KINDS = {} as { readonly [K in KindName]: KindOf<K> };

/**
 * Adds kinds (the registry adds them all); a kind added again stays where it was. The larger
 * list's order leads, so the registry's order is the order of the kinds whichever entry came
 * first: refusals list them so.
 */
export function register(kinds: { readonly [K in KindName]?: KindOf<K> }): void {
  const table = KINDS as Record<string, unknown>;
  if (Object.keys(kinds).length < Object.keys(table).length) {
    Object.assign(table, kinds);
    return;
  }
  const had = { ...table };
  for (const name of Object.keys(table)) delete table[name];
  Object.assign(table, kinds, had);
}

export function getKind<K extends KindName>(name: K): KindOf<K> {
  const kind = KINDS[name];
  // A program that reads kinds before loading the registry or the kind's entry: a bug, named.
  if (!kind) throw new Error(`the kind ${JSON.stringify(name)} is not loaded here: import src/kinds/registry.ts or its entry`);
  return kind;
}

/** The names of the kinds held, in the order they were added (the registry's). */
export const knownNames = (): KindName[] => Object.keys(KINDS) as KindName[];
