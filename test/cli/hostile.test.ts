// Refusals of the hostile-input run (issue 23, findings 6, 8 and 9): each one screen, exit 1,
// naming what is wrong, and nothing written or overwritten.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, STACK_FRAME, tempDirsRemovedAfterEach } from './run.ts';

const tempDir = tempDirsRemovedAfterEach();
const SPEC = { title: 'Good', seed: 1, sections: [{ kind: 'countdown', count: 1, difficulty: 'easy' }] };

/** A refusal as the issue asks: exit 1, one short screen, no stack trace. */
function expectRefusal(r: { status: number | null; stderr: string; stdout: string }, message: string | RegExp): void {
  expect(r.stdout).toBe('');
  if (typeof message === 'string') expect(r.stderr).toBe(`puzzlebook: ${message}\n`);
  else expect(r.stderr).toMatch(message);
  expect(r.status).toBe(1);
  expect(r.stderr).not.toMatch(STACK_FRAME);
  expect(r.stderr.split('\n').length).toBeLessThanOrEqual(26);
  for (const line of r.stderr.split('\n')) expect(line.length).toBeLessThanOrEqual(260);
}

describe('a build never overwrites its own spec', () => {
  it('build dir/good.json --out dir is refused, the spec left as it was', async () => {
    const dir = tempDir();
    const spec = join(dir, 'good.json');
    writeFileSync(spec, JSON.stringify(SPEC));
    const r = await cli(['build', spec, '--out', dir]);
    expectRefusal(r, `${spec} would replace ${spec}, which this command reads; choose another --out, or rename the file`);
    expect(readFileSync(spec, 'utf8')).toBe(JSON.stringify(SPEC));
    expect(readdirSync(dir)).toEqual(['good.json']);
  });

  it('printing a book file again into its own folder is allowed: the bytes are the same', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.json'), JSON.stringify(SPEC));
    expect((await cli(['build', join(dir, 'spec.json'), '--out', dir])).status).toBe(0);
    const before = readFileSync(join(dir, 'good.json'));
    const r = await cli(['build', join(dir, 'good.json'), '--out', dir]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'good.json')).equals(before)).toBe(true);
  });
});

describe('a book file printed again is checked first', () => {
  it('build of a book file with a forged grade is refused, naming the puzzle and field, and prints nothing', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.json'), JSON.stringify(SPEC));
    expect((await cli(['build', join(dir, 'spec.json'), '--out', dir])).status).toBe(0);
    const book = JSON.parse(readFileSync(join(dir, 'good.json'), 'utf8'));
    book.puzzles[0].grade.score += 1;
    const forged = join(dir, 'forged.json');
    writeFileSync(forged, JSON.stringify(book));
    const out = join(dir, 'again');
    const r = await cli(['build', forged, '--out', out]);
    expectRefusal(r, `${forged}: puzzles[0] (good-countdown-01): grade: score is ${book.puzzles[0].grade.score} but measures ${book.puzzles[0].grade.score - 1}\n${forged}: 1 of 1 puzzles failed; nothing was printed`);
    expect(() => readdirSync(out)).toThrow();
  });
});

describe('bad input is refused, not an internal error', () => {
  it('explain --id of 5,000 characters: one short line', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.json'), JSON.stringify(SPEC));
    await cli(['build', join(dir, 'spec.json'), '--out', dir]);
    const r = await cli(['explain', join(dir, 'good.json'), '--id', 'a'.repeat(5000)]);
    expectRefusal(r, /^puzzlebook: --id a{59}…: not a puzzle id \(lowercase letters, digits and dashes, as in the book file\)\n$/);
  });

  it.each([
    ['/../../x/', '--base /../../x/: must be a plain path, without empty, . or .. parts (e.g. /puzzles/2026/)'],
    ['//evil.example/', '--base //evil.example/: must be a path on this site, not //host/ (e.g. /puzzles/)'],
    ['/a b/', '--base /a b/: must be a plain path of letters, digits, dots, dashes and underscores, up to 200 characters'],
  ])('site --base %s', async (base, message) => {
    const r = await cli(['site', '--books', tempDir(), '--out', join(tempDir(), 'site'), '--base', base]);
    expectRefusal(r, message);
  });

  it('a path name too long for the file system is said in words', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.json'), JSON.stringify(SPEC));
    const out = join(dir, 'x'.repeat(300));
    const r = await cli(['build', join(dir, 'spec.json'), '--out', out]);
    // The middle of the long path is cut, so the reason at the end of the line stays in view.
    expectRefusal(r, /^puzzlebook: cannot write to \/.*x…x+: a name in the path is too long for the file system\n$/);
  });
});

describe('messages say what is wrong', () => {
  const build = async (spec: unknown, ...flags: string[]) => {
    const dir = tempDir();
    const file = join(dir, 'spec.yaml');
    writeFileSync(file, typeof spec === 'string' ? spec : JSON.stringify(spec));
    return { ...(await cli(['build', file, '--out', join(dir, 'out'), ...flags])), file, dir };
  };

  it('a 201-character title is told its length, not that it is required', async () => {
    const r = await build({ ...SPEC, title: 'T'.repeat(201) });
    expectRefusal(r, `${r.file}: title: must be at most 200 characters (this one has 201)`);
  });

  it('a folder where an output file should go names the file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.json'), JSON.stringify(SPEC));
    mkdirSync(join(dir, 'out', 'good.pdf'), { recursive: true });
    const r = await cli(['build', join(dir, 'spec.json'), '--out', join(dir, 'out')]);
    expectRefusal(r, `${join(dir, 'out', 'good.pdf')} is in the way: it is a folder (or not a file) where the file good.pdf should go`);
    expect(readdirSync(join(dir, 'out'))).toEqual(['good.pdf']);
  });

  it("--out '' says it is empty", async () => {
    const r = await build(SPEC, '--out', '');
    expectRefusal(r, '--out is empty: name a folder to write into');
  });

  it('an --out that is a file says so', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'spec.json'), JSON.stringify(SPEC));
    writeFileSync(join(dir, 'out'), 'a file');
    const r = await cli(['build', join(dir, 'spec.json'), '--out', join(dir, 'out')]);
    expectRefusal(r, `cannot write to ${join(dir, 'out')}: it is a file, not a folder`);
    expect(readFileSync(join(dir, 'out'), 'utf8')).toBe('a file');
  });

  it('a reversed digit range says it is reversed, and only that', async () => {
    const r = await build({ ...SPEC, sections: [{ kind: 'cross-numbers', count: 1, options: { digits: [9, 1] } }] });
    expectRefusal(r, `${r.file}: sections[0].options.digits: the lowest digit must be below the highest`);
  });

  it('two YAML documents in one spec are refused, not half read', async () => {
    const r = await build('title: First\nseed: 1\nsections: [{ kind: countdown, count: 1 }]\n---\ntitle: Second\n');
    expectRefusal(r, `${r.file}: holds 2 YAML documents (the second starts at line 4); a spec is one document`);
  });
});
