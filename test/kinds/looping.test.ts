/**
 * The new-kind check runs the files of KIND_LOOPING on the added kind (test/kinds/new-kind.test.ts):
 * a file that loops over the kinds and is not listed would never see a kind added. So every test
 * file that loops over them, itself or through a helper module of the tests it imports, is listed
 * there or in NOT_RUN with why, and every listed file is there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIND_LOOPING, LOOPS, NOT_RUN } from './looping.ts';

const root = new URL('../../', import.meta.url).pathname;
/** The tests' modules, from the project's root, but the example kind's material (test/kinds/new-kind/) and the check itself. */
const CHECK = ['test/kinds/new-kind.test.ts', 'test/kinds/looping.test.ts', 'test/kinds/looping.ts'];
const modules = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
  .map((file) => `test/${file}`)
  .filter((file) => file.endsWith('.ts') && !file.startsWith('test/kinds/new-kind/') && !CHECK.includes(file));
const loops = (file: string) => LOOPS.test(readFileSync(join(root, file), 'utf8'));

/** A test file that loops over the kinds, or imports a test helper that does (the matrix module, which only defines them, aside). */
function looping(file: string): boolean {
  if (loops(file)) return true;
  const imported = [...readFileSync(join(root, file), 'utf8').matchAll(/from '(\.[^']+\.ts)'/g)].map((m) => relative(root, join(dirname(join(root, file)), m[1]!)));
  return imported.some((path) => path !== 'test/matrix.ts' && path.startsWith('test/') && !path.endsWith('.test.ts') && modules.includes(path) && loops(path));
}

describe('the files the new-kind check runs on the added kind', () => {
  it('are every test file that loops over the kinds, but those said not to be run and why', () => {
    const found = modules.filter((file) => file.endsWith('.test.ts') && looping(file)).sort();
    expect(found.filter((file) => !KIND_LOOPING.includes(file) && !(file in NOT_RUN))).toEqual([]);
    expect([...KIND_LOOPING, ...Object.keys(NOT_RUN)].filter((file) => !found.includes(file))).toEqual([]);
  });

  it('are each listed once, and there', () => {
    expect(new Set(KIND_LOOPING).size).toBe(KIND_LOOPING.length);
    for (const file of KIND_LOOPING) expect(existsSync(join(root, file)), file).toBe(true);
    for (const file of KIND_LOOPING) expect(file in NOT_RUN, file).toBe(false);
  });
});
