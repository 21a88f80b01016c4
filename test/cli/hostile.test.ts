// Refusals of the hostile-input run (issue 23, findings 6, 8 and 9): each one screen, exit 1,
// naming what is wrong, and nothing written or overwritten.
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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
    expectRefusal(r, `${forged}: puzzles[0] (good-countdown-easy-01): grade: score is ${book.puzzles[0].grade.score} but measures ${book.puzzles[0].grade.score - 1}\n${forged}: 1 of 1 puzzles failed; nothing was printed`);
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

  it('a spec that is not UTF-8 (a title saved as Latin-1) is refused naming its line, not printed with U+FFFD; also with --plan', async () => {
    const dir = tempDir();
    const file = join(dir, 'spec.yaml');
    writeFileSync(file, Buffer.concat([Buffer.from('seed: 1\ntitle: Caf'), Buffer.from([0xe9]), Buffer.from('\nsections:\n  - { kind: countdown, count: 1, difficulty: easy }\n')]));
    for (const flags of [[], ['--plan']]) {
      const r = await cli(['build', file, '--out', join(dir, 'out'), ...flags]);
      expectRefusal(r, `${file}: line 2 is not UTF-8 text; save it as UTF-8`);
    }
    expect(readdirSync(dir)).toEqual(['spec.yaml']);
  });

  it('build --plan refuses the NUL in a title that build refuses, and a seed with a control character is refused before it is stored', async () => {
    const nul = await build({ ...SPEC, title: 'A\u0000B' }, '--plan');
    expectRefusal(nul, /title: has an invisible or control character \(U\+0000\)/);
    for (const seed of ['1\u00002', 'a\nb']) {
      const r = await build({ ...SPEC, seed });
      expectRefusal(r, `${r.file}: seed: must be a text without control characters (a tab, a newline, NUL), or a whole number`);
      expect(readdirSync(r.dir)).toEqual(['spec.yaml']);
    }
  });

  it('a choice missed is told its choices, named by its flag or field, in words not zod\'s', async () => {
    expectRefusal(await cli(['generate', 'sudoku', '--symmetry', 'diagonal']), 'sudoku option --symmetry: must be rotational, mirror, or none');
    const r = await build({ ...SPEC, sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { symmetry: 'diagonal' } }] });
    expectRefusal(r, `${r.file}: sections[0].options.symmetry: must be none, rotational, or mirror`);
  });

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

/** A refusal as the issue asks, whatever the path's length: every line, `puzzlebook: ` included, at most 240 characters. */
function expectOneScreen(r: { status: number | null; stderr: string; stdout: string }, ...says: (string | RegExp)[]): void {
  expect(r.stdout).toBe('');
  expect(r.status).toBe(1);
  expect(r.stderr).toMatch(/^puzzlebook: /);
  expect(r.stderr).not.toMatch(STACK_FRAME);
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines.length).toBeLessThanOrEqual(25);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(240);
  for (const said of says) expect(r.stderr).toMatch(said);
}

describe('a long path keeps the refusal one line wide, and its reason (issue 35)', () => {
  /** A folder 250 characters and more below the temporary folder. */
  const deep = () => {
    const dir = join(tempDir(), 'd'.repeat(80), 'e'.repeat(80), 'f'.repeat(80));
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  // The end of the path (the file's name) and the words after it stay whole.
  const commands = ['build', 'verify', 'answers', 'explain', 'solve', 'cover'];

  it('a spec with an unknown field: the field and the reason', async () => {
    const file = join(deep(), 'spec.json');
    writeFileSync(file, JSON.stringify({ ...SPEC, colour: 'red' }));
    const r = await cli(['build', file, '--out', join(deep(), 'out')]);
    expectOneScreen(r, /^puzzlebook: \/.*….*\/spec\.json: has an unknown field: "colour"\n$/);
  });

  it.each(commands)('%s of a missing file says it is missing', async (command) => {
    const r = await cli([command, join(deep(), 'missing.json')]);
    expectOneScreen(r, /^puzzlebook: cannot read \/.*….*\/missing\.json: no such file\n$/);
  });

  it.each(commands)('%s of a file that is not JSON says where and what was expected', async (command) => {
    const file = join(deep(), 'bad.json');
    writeFileSync(file, '{"title": "x",\n  "seed" 1}\n');
    const r = await cli([command, file]);
    // build reads a spec as YAML, of which JSON is a part.
    const reason = command === 'build' ? 'YAML at line 2, column 10: something missing' : "JSON at line 2, column 10: expected ':' after the property name\n$";
    expectOneScreen(r, new RegExp(`^puzzlebook: /.*….*/bad\\.json: not valid ${reason}`));
  });

  it('two long paths on one line are both cut, and the reason after them stays', async () => {
    const dir = deep();
    const spec = join(dir, 'good.json');
    writeFileSync(spec, JSON.stringify(SPEC));
    const r = await cli(['build', spec, '--out', dir]);
    expectOneScreen(r, /^puzzlebook: \/.*….*\/good\.json would replace \/.*….*\/good\.json, which this command reads; choose another --out, or rename the file\n$/);
    expect(readdirSync(dir)).toEqual(['good.json']);
  });
});

describe('a file that is not what it seems is never quoted (issue 35)', () => {
  const SECRET = 'root:x:0:0:hunter2-not-a-real-secret:/root:/bin/bash';

  /** `name`, a symlink in a fresh folder to a file holding `text`. */
  const linked = (name: string, text: string) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'secret'), text);
    symlinkSync(join(dir, 'secret'), join(dir, name));
    return join(dir, name);
  };

  it.each(['verify', 'answers', 'explain', 'solve', 'cover'])('%s of a book file linked to a secret says where, not what', async (command) => {
    const file = linked('book.json', `${SECRET}\n`);
    const r = await cli([command, file]);
    // solve and explain read text that does not start as JSON does as puzzle lines (issue 83): the line, and where in it.
    const lines = command === 'solve' || command === 'explain';
    expectOneScreen(r, lines ? `${file}: line 1: not a Sudoku line: character 1 is not a cell` : `${file}: not valid JSON at line 1, column 1: expected a value`);
    expect(r.stderr).not.toMatch(/hunter2|root:x|"r"/);
  });

  it('build of a spec linked to a secret names no part of it', async () => {
    const file = linked('spec.yaml', `${SECRET}\n`);
    const r = await cli(['build', file, '--out', join(tempDir(), 'out')]);
    expectOneScreen(r, `${file}: must be an object, not a text`);
    expect(r.stderr).not.toMatch(/hunter2|root:x/);
  });

  // Each of these the YAML reader's own message quoted: a tag, an escape, an alias, a directive.
  it.each([
    ['a tag', 'token: !hunter2-secret x\n', 'line 1, column 8: a tag (!name) this program does not know'],
    ['an escape', 'token: "hunter2\\q"\n', 'line 1, column 16: a bad escape (\\) in a double-quoted text'],
    ['a directive', '%hunter2 secret\n---\ntitle: x\n', 'line 1, column 1: a bad directive (a line starting with %)'],
  ])('build of a spec whose YAML is broken at %s says where, not what', async (_what, text, reason) => {
    const file = linked('spec.yaml', text);
    const r = await cli(['build', file, '--out', join(tempDir(), 'out')]);
    expectOneScreen(r, `${file}: not valid YAML at ${reason}\n`);
    expect(r.stderr).not.toMatch(/hunter2/);
  });

  it('build of a spec with an alias to no anchor names no alias', async () => {
    const file = linked('spec.yaml', 'title: *hunter2\n');
    const r = await cli(['build', file, '--out', join(tempDir(), 'out')]);
    expectOneScreen(r, /: not valid YAML/);
    expect(r.stderr).not.toMatch(/hunter2/);
  });
});

describe('one problem is one line (issue 35)', () => {
  const build = async (spec: unknown) => {
    const dir = tempDir();
    const file = join(dir, 'spec.json');
    writeFileSync(file, typeof spec === 'string' ? spec : JSON.stringify(spec));
    return { ...(await cli(['build', file, '--out', join(dir, 'out')])), file };
  };

  it.each([
    ['1e308', 'must be between 1000 and 9999'],
    ['-1e308', 'must be between 1000 and 9999'],
    ['1e400', 'must be a number'],
    ['1.5', 'must be between 1000 and 9999'],
    ['2026.5', 'must be a whole number'],
    ['-0', 'must be between 1000 and 9999'],
    ['"2026"', 'must be a number'],
  ])('year: %s', async (year, reason) => {
    const r = await build(`{"title": "Good", "seed": 1, "year": ${year}, "sections": [{"kind": "countdown", "count": 1}]}`);
    expectOneScreen(r, `${r.file}: year: ${reason}\n`);
    expect(r.stderr).toBe(`puzzlebook: ${r.file}: year: ${reason}\n`);
  });

  it.each([
    ['count', { count: 1e308 }, 'sections[0].count: must be between 1 and 5000'],
    ['perPage', { count: 1, perPage: 1e308 }, 'sections[0].perPage: must be between 1 and 12'],
    ['a kind option', { kind: 'numbrix', count: 1, options: { size: 1e308 } }, 'sections[0].options.size: must be between 4 and 30'],
  ])('%s of 1e308', async (_what, section, reason) => {
    const r = await build({ ...SPEC, sections: [{ ...SPEC.sections[0], ...section }] });
    expect(r.stderr).toBe(`puzzlebook: ${r.file}: ${reason}\n`);
    expect(r.status).toBe(1);
  });
});
