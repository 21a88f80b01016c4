/**
 * kinds/load.ts brings one kind by its folder's name (`generate sudoku`: issue 88), beside the
 * registry, which stays the one list of kinds: its folders are the registry's names, and a
 * kind loaded by name is the registry's own.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getKind, knownNames } from '../../src/kinds/known.ts';
import { loadKind } from '../../src/kinds/load.ts';
import { getKind as registered, KIND_NAMES } from '../../src/kinds/registry.ts';

const folders = readdirSync(new URL('../../src/kinds/', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('a kind loaded by its name', () => {
  it("each kind's folder is a name of the registry's, and each name a folder", () => {
    expect([...folders].sort()).toEqual([...KIND_NAMES].sort());
  });

  it("is the registry's kind, known where puzzles are made, in the registry's order", async () => {
    for (const name of KIND_NAMES) {
      expect(await loadKind(name)).toBe(name);
      expect(getKind(name)).toBe(registered(name));
    }
    expect(knownNames()).toEqual(KIND_NAMES);
  });

  it('is none for a word that is not a kind\'s folder as the registry spells it: the command then loads the registry to refuse it', async () => {
    for (const word of [undefined, '', 'Sudoku', 'sudoku/', '../kinds/sudoku', 'registry', 'known', 'pentomino', '-', 'killer_sudoku']) expect(await loadKind(word), String(word)).toBeUndefined();
  });
});
