/**
 * What the attack files (issue 83, "attack it again yourselves") share: a refusal as the
 * project words one, a folder's files before and after, and one small book to attack.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { cli, type Run, STACK_FRAME, tempDir } from './run.ts';

/**
 * A refusal: status 1, nothing on standard output, one screen on standard error (at most 25
 * lines, each at most 240 characters, `puzzlebook: ` first), no stack trace; and it says
 * `says`: the whole message after `puzzlebook: `, or a pattern it matches.
 */
export function expectRefused(r: Run, says: string | RegExp): void {
  expect(r.stdout).toBe('');
  if (typeof says === 'string') expect(r.stderr).toBe(`puzzlebook: ${says}\n`);
  else expect(r.stderr).toMatch(says);
  expect(r.status, r.stderr).toBe(1);
  expect(r.stderr).toMatch(/^puzzlebook: /);
  expect(r.stderr).not.toMatch(STACK_FRAME);
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines.length).toBeLessThanOrEqual(25);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(240);
}

/** Every file and folder under `dir`, with its size and time: what "nothing written" compares. */
export function snapshot(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      const s = statSync(path, { throwIfNoEntry: false });
      out.push(`${path} ${s?.size} ${s?.mtimeMs}`);
      if (s?.isDirectory()) walk(path);
    }
  };
  walk(dir);
  return out;
}

/** A one-puzzle spec: a Countdown, made in a few hundredths of a second. */
export const SPEC = { title: 'Attack', slug: 'attack', seed: 83, sections: [{ kind: 'countdown', count: 1, difficulty: 'easy' }] };

/** A folder holding `attack.yaml` (SPEC) and the book `build` made of it: `attack.json` and its PDFs. */
export async function attackBook(): Promise<{ dir: string; spec: string; book: string }> {
  const dir = tempDir();
  const spec = join(dir, 'attack.yaml');
  writeFileSync(spec, JSON.stringify(SPEC));
  const r = await cli(['build', spec, '--out', dir, '--jobs', '1']);
  if (r.status !== 0) throw new Error(`the book to attack was not built:\n${r.stderr}`);
  return { dir, spec, book: join(dir, 'attack.json') };
}
