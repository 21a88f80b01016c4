import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_NAME, writeAll } from '../../src/book/write.ts';
import { UserError } from '../../src/engine/errors.ts';
import { cli, tempDir } from '../cli/run.ts';

/** A process id that is not running (above the kernel's largest), so the lock reads as stale. */
const GONE = 999999;

/** Every file under `dir` with its text. */
const contents = (dir: string) => Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));

/**
 * An output folder with a planted stale lock whose journal names `names`, a temporary file
 * so the swap looks unfinished, and a victim file beside the folder (and one at an absolute path).
 */
function planted(journal: (victim: string) => string) {
  const dir = tempDir();
  const out = join(dir, 'out');
  const victims = join(dir, 'victim-dir');
  mkdirSync(out);
  mkdirSync(victims);
  writeFileSync(join(victims, 'victim.txt'), 'precious');
  writeFileSync(join(out, LOCK_NAME), journal(join(victims, 'victim.txt')));
  writeFileSync(join(out, `.a.pdf.${GONE}.tmp`), 'left over');
  return { dir, out, victims, before: contents(out) };
}

const journals: [string, (victim: string) => string][] = [
  ['a name with ..', () => `${GONE}\n{"swap":["a.pdf","../victim-dir/victim.txt"],"fresh":["../victim-dir/victim.txt"]}\n`],
  ['an absolute path', (victim) => `${GONE}\n{"swap":["a.pdf",${JSON.stringify(victim)}],"fresh":[${JSON.stringify(victim)}]}\n`],
  ['a separator', () => `${GONE}\n{"swap":["a.pdf","sub/victim.txt"],"fresh":[]}\n`],
  ['a backslash', () => `${GONE}\n{"swap":["..\\\\victim.txt"],"fresh":[]}\n`],
  ['the name ..', () => `${GONE}\n{"swap":[".."],"fresh":[".."]}\n`],
  ['a journal that is not JSON', () => `${GONE}\n{"swap":["a.pdf"],\n`],
  ['a journal with a field too many', () => `${GONE}\n{"swap":["a.pdf"],"fresh":[],"also":["x"]}\n`],
  ['a fresh name not swapped', () => `${GONE}\n{"swap":["a.pdf"],"fresh":["b.pdf"]}\n`],
  ['no process id', () => `someone\n`],
  ['text after the journal', () => `${GONE}\n{"swap":["a.pdf"],"fresh":[]}\nmore\n`],
];

describe('a planted lock journal', () => {
  it.each(journals)('with %s is refused, and nothing in or outside the folder is touched', (_, journal) => {
    const { out, victims, before } = planted(journal);
    let error: unknown;
    try {
      writeAll(out, [{ name: 'a.pdf', data: 'new' }]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toContain(LOCK_NAME);
    expect((error as Error).message).toMatch(/nothing was changed/);
    expect(contents(out)).toEqual(before);
    expect(contents(victims)).toEqual({ 'victim.txt': 'precious' });
  });

  it('makes `build` refuse in two lines with status 1, leaving the victim and the folder as they were', async () => {
    const { dir, out, victims, before } = planted(journals[0]![1]);
    writeFileSync(join(dir, 'spec.yaml'), 'title: A\nseed: 1\nsections:\n  - { kind: secret-number, count: 1, difficulty: easy }\n');
    const r = await cli(['build', join(dir, 'spec.yaml'), '--out', out]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(2);
    for (const line of r.stderr.trim().split('\n')) expect(line.length).toBeLessThan(240);
    expect(r.stderr).toContain('../victim-dir/victim.txt');
    expect(contents(out)).toEqual(before);
    expect(contents(victims)).toEqual({ 'victim.txt': 'precious' });
  });

  it('of plain names this program wrote is still undone (the swap put back)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, `a.pdf.${GONE}.old`), 'old a.pdf');
    writeFileSync(join(dir, 'a.pdf'), 'half-placed a.pdf');
    writeFileSync(join(dir, `.a.json.${GONE}.tmp`), 'unplaced a.json');
    writeFileSync(join(dir, LOCK_NAME), `${GONE}\n{"swap":["a.pdf","a.json"],"fresh":["a.json"]}\n`);
    writeAll(dir, [{ name: 'other.txt', data: 'x' }]);
    expect(contents(dir)).toEqual({ 'a.pdf': 'old a.pdf', 'other.txt': 'x' });
  });
});
