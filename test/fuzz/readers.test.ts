// Every reader of user input (build's spec or book file, verify, explain, solve) under a
// memory cap (issue 23: endless or huge input used to grow to 24 GB): 120 random and damaged (2,400 in test:long)
// inputs through all four commands in one process (readers-child.ts), and the inputs at and
// past the caps, or costliest to parse, each through the commands in a process of its own,
// its peak memory measured by the process itself.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnMeasured, STACK_FRAME, tempDirsRemovedAfterEach } from '../cli/run.ts';
import { cases } from '../cases.ts';
import { aliasBomb } from './inputs.ts';

const root = new URL('../../', import.meta.url).pathname;
const tempDir = tempDirsRemovedAfterEach();
const HEAP_MB = 512;
/** The random and damaged inputs readers-child.ts makes. */
const INPUTS = cases(120, 2400);

describe('every reader under a memory cap', () => {
  it(`answers each of ${INPUTS} random and damaged inputs with a result or a one-screen refusal`, async () => {
    const r = await spawnMeasured([], '', HEAP_MB, join(root, 'test/fuzz/readers-child.ts'));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { inputs: number; runs: number; broken: string[] };
    expect(report.broken).toEqual([]);
    expect(report.inputs).toBe(INPUTS);
    expect(report.runs).toBe(report.inputs * 4);
    expect(r.peakMb).toBeLessThan(1024);
  });

  const JSON_COMMANDS = ['verify', 'explain', 'solve', 'build'];
  const large: [name: string, text: () => string, commands: string[]][] = [
    ['JSON of 63 MB of numbers, just under the cap', () => `[${'1,'.repeat(31.5 * 1024 * 1024 - 1)}1]`, JSON_COMMANDS],
    ['JSON of 65 MB, over the cap', () => `"${'x'.repeat(65 * 1024 * 1024)}"`, JSON_COMMANDS],
    ['JSON nested 500,000 deep', () => '['.repeat(500_000), JSON_COMMANDS],
    ['a solve request of 100,000 items', () => JSON.stringify(Array.from({ length: 100_000 }, () => ({ kind: 'numbrix', puzzle: {} }))), ['solve', 'explain']],
    ['YAML just over 256 KB', () => `title: ${'x'.repeat(1 << 18)}\n`, ['build']],
    ['YAML of 256 KB of flow lists, just under the cap', () => `a: [${'[1, 2], '.repeat(32_700)}1]\n`, ['build']],
    ['YAML nested 100,000 deep', () => '['.repeat(100_000), ['build']],
    ['a YAML alias bomb', () => aliasBomb(10, 10), ['build']],
  ];
  it.each(large)('%s: refused in one screen, in under 1 GB', async (_name, text, commands) => {
    const dir = tempDir();
    const file = join(dir, 'input');
    writeFileSync(file, text());
    for (const command of commands) {
      const r = await spawnMeasured(command === 'build' ? [command, file, '--out', join(dir, 'out')] : [command, file], '', HEAP_MB);
      expect([command, r.status]).toEqual([command, 1]);
      expect(r.stderr).toMatch(/^puzzlebook: /);
      expect(r.stderr).not.toMatch(STACK_FRAME);
      expect(r.stderr.split('\n').length).toBeLessThanOrEqual(26);
      expect([command, r.peakMb < 1024]).toEqual([command, true]);
    }
  });
});
