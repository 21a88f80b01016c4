import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aicWords } from '../../../src/engine/grid/aic/words.ts';
import { alsWords } from '../../../src/engine/grid/als/words.ts';
import { cellChainWords } from '../../../src/engine/grid/cell-chains/words.ts';
import { sharedGroup } from '../../../src/engine/grid/digit-chains/strong.ts';
import { digitChainsWords } from '../../../src/engine/grid/digit-chains/words.ts';
import { gridSay } from '../../../src/engine/grid/say.ts';
import { nameOf } from '../../../src/engine/grid/technique.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import { cagedShape as calcudokuShape } from '../../../src/kinds/calcudoku/steps.ts';
import { shapeFrom } from '../../../src/kinds/kakuro/steps.ts';
import { cagedShape as killerShape } from '../../../src/kinds/killer-sudoku/steps.ts';

/*
 * Issue 90: the kit's steps named a cage or a run by its place in the kind's list ("In cage 3",
 * "In run 12"), a number no page prints. A step names it as the reader sees it: a cage by its
 * printed clue and the square it is printed in, a run by its sum and its first and last squares.
 */

const KIT = 'src/engine/grid';
/** Every catalog of the kit, in every language. */
const catalogs = (): string[] => [
  ...readdirSync(KIT).filter((f) => /^words\..+\.json$/.test(f)).map((f) => join(KIT, f)),
  ...readdirSync(KIT, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(KIT, d.name)).filter((f) => /^words\..+\.json$/.test(f)).map((f) => join(KIT, d.name, f))),
];
const entries = (o: unknown, at = ''): [string, string][] =>
  typeof o === 'string' ? [[at, o]] : Object.entries(o as object).flatMap(([k, v]) => entries(v, at ? `${at}.${k}` : k));

// A 6×6 Killer (its cages as Killer Sudoku's tests check by hand): the 14 cage's clue is printed at row 4, column 4.
const KILLER = {
  size: 6,
  box: [3, 2] as [number, number],
  cages: [
    { cells: [[0, 0], [1, 0]], sum: 8 },
    { cells: [[3, 3], [3, 4], [4, 4], [4, 5]], sum: 14 },
  ] as { cells: [number, number][]; sum: number }[],
};

describe('a cage or a run in a step', () => {
  it('is never named by its number among the groups in any catalog of the kit, in any language', () => {
    const files = catalogs();
    expect(files.length).toBeGreaterThanOrEqual(6 * 8);
    const byIndex: string[] = [];
    for (const file of files)
      for (const [key, value] of entries(JSON.parse(readFileSync(file, 'utf8'))))
        if (/_(cage|run)(_|$)/.test(key) && /\{\{\s*(\w+\.)?n\s*\}\}/.test(value)) byIndex.push(`${file}: ${key}`);
    expect(byIndex).toEqual([]);
  });

  it('names a Killer cage by its sum and the square its sum is printed in, in every form that names one', () => {
    const shape = killerShape(KILLER);
    const i = shape.groups.findIndex((g) => g.kind === 'cage' && g.total?.target === 14);
    const group = nameOf(shape, i);
    expect(group).toMatchObject({ kind: 'cage', clue: '14', at: { row: 4, col: 4 }, end: { row: 5, col: 6 } });
    const said = inLanguage('en', () => [
      gridSay['hidden-single']!({ group, cell: { row: 5, col: 5 }, value: 3 }),
      aicWords.parts.on({ context: 'cage', count: 1, value: 3, place: 'row 5, column 5', n: group.n, group }),
      aicWords.parts.off({ context: 'cage', value: 3, place: 'row 5, column 5', n: group.n, group }),
      cellChainWords.parts.house({ context: 'cage', n: group.n, group }),
      alsWords.parts.set({ context: 'cage', cells: 'row 4, column 4 and row 4, column 5', group, digits: '1, 3 and 4' }),
    ]);
    for (const line of said) {
      expect(line).toContain('the 14 cage at row 4, column 4');
      expect(line).not.toMatch(/cage \d/);
    }
    // Two squares of the cage that share no row, column or box see each other through it alone, and a weak link says so by its clue.
    const through = sharedGroup(shape, 3 * 6 + 3, 4 * 6 + 5);
    expect(inLanguage('en', () => digitChainsWords.parts.weak({ context: 'cage', value: 3, group: through, a: { row: 4, col: 4 }, b: { row: 5, col: 6 } }))).toContain('in the 14 cage at row 4, column 4');
    expect(inLanguage('de', () => gridSay['hidden-single']!({ group, cell: { row: 5, col: 5 }, value: 3 }))).toMatch(/^Im Käfig 14 in Zeile 4, Spalte 4 /);
  });

  it('names a Calcudoku cage by its target and sign, as the page prints them', () => {
    const shape = calcudokuShape({ size: 4, cages: [{ cells: [[0, 0], [0, 1], [1, 0]], op: '*', target: 12 }, { cells: [[0, 2]], op: '=', target: 3 }] as never });
    expect(nameOf(shape, shape.groups.findIndex((g) => g.kind === 'cage' && g.total?.op === '*'))).toMatchObject({ clue: '12×', at: { row: 1, col: 1 } });
    expect(nameOf(shape, shape.groups.findIndex((g) => g.kind === 'cage' && g.total?.op === '='))).toMatchObject({ clue: '3' });
  });

  it('names a Kakuro run by its sum and its first and last squares, so two runs from one square differ', () => {
    const across = { total: 16, cells: [[1, 1], [1, 2]] as [number, number][] };
    const down = { total: 16, cells: [[1, 1], [2, 1]] as [number, number][] };
    const shape = shapeFrom([across, down] as never, 3, 3);
    const [a, d] = [nameOf(shape, 0), nameOf(shape, 1)];
    const say = (group: typeof a) => inLanguage('en', () => gridSay['hidden-single']!({ group, cell: { row: 2, col: 2 }, value: 9 }));
    expect(say(a)).toMatch(/^In the run of 16 from row 2, column 2 to row 2, column 3, /);
    expect(say(d)).toMatch(/^In the run of 16 from row 2, column 2 to row 3, column 2, /);
  });
});
