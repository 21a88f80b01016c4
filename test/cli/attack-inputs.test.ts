// Issue 83, "attack it again yourselves": specs, book files and paths as an attacker or a careless
// user hands them over. Each is refused in one screen naming the file and field (the zod path),
// exit 1, nothing written, or read as it says. "(found)": failed when written, fixed since.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fitLine } from '../../src/engine/errors.ts';
import { generate } from '../../src/api/engine.ts';
import { specSchema } from '../../src/book/spec.ts';
import { getKind, KIND_NAMES } from '../../src/kinds/registry.ts';
import { cli, tempDir } from './run.ts';
import { attackBook, expectRefused, snapshot, SPEC } from './attack-kit.ts';

/** The kinds as a refusal lists them: from the registry, so a kind added is in it. */
const KINDS_LISTED = new Intl.ListFormat('en', { type: 'disjunction' }).format(KIND_NAMES);

let at: { dir: string; spec: string; book: string };
beforeAll(async () => {
  at = await attackBook();
});

/** `text` as a spec file of its own; `build --plan` of it (nothing is made or written either way). */
async function plan(text: string | Buffer, name = 'spec.yaml') {
  const dir = tempDir();
  const file = join(dir, name);
  writeFileSync(file, text);
  const r = await cli(['build', file, '--plan']);
  expect(readdirSync(dir)).toEqual([name]);
  return { ...r, file };
}

const yaml = (lines: string) => `title: Attack\nseed: 1\n${lines}`;
const ONE = 'sections: [{ kind: countdown, count: 1 }]\n';

describe('spec files: YAML and its hazards', () => {
  it.each([
    // (found) Nothing in a file was "must be an object, not null".
    ['an empty file (found)', '', 'is empty'],
    ['only spaces and comments (found)', '  \n\n# a spec, one day\n', 'is empty'],
    ['a null (~)', '~\n', 'must be an object, not null'],
    ['a list', '- title: A\n', 'must be an object, not a list'],
    ['a key given twice', `title: A\ntitle: B\nseed: 1\n${ONE}`, 'not valid YAML at line 2, column 1: a key given twice'],
    ['a !!js/function tag', `title: !!js/function "function () {}"\nseed: 1\n${ONE}`, 'not valid YAML at line 1, column 8: a tag (!name) this program does not know'],
    ['a !!binary title', `title: !!binary aGVsbG8=\nseed: 1\n${ONE}`, 'title: must be a text'],
    ['a !!set title', `title: !!set { a, b }\nseed: 1\n${ONE}`, 'title: must be a text'],
    ['a count tagged !!str', yaml('sections: [{ kind: countdown, count: !!str 3 }]\n'), 'sections[0].count: must be a number'],
    ['a count in quotes', yaml('sections: [{ kind: countdown, count: "3" }]\n'), 'sections[0].count: must be a number'],
    ['a count of .inf', yaml('sections: [{ kind: countdown, count: .inf }]\n'), 'sections[0].count: must be a number'],
    ['a count of .nan', yaml('sections: [{ kind: countdown, count: .nan }]\n'), 'sections[0].count: must be a number'],
    ['ids: yes (YAML 1.1 said true)', yaml(`ids: yes\n${ONE}`), 'ids: must be true or false, not a text'],
    ['a merge key (found: told its kind was missing)', `base: &b { kind: countdown, count: 1 }\ntitle: A\nseed: 1\nsections: [{ <<: *b }]\n`, 'line 4, column 14: a merge key (<<), which a spec does not read; write the fields out where they are wanted'],
    ['an alias bomb', `a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ntitle: *d\n`, 'not valid YAML: too many aliases (*name)'],
    ['65 brackets deep', `title: ${'['.repeat(65)}${']'.repeat(65)}\n`, 'YAML nested 65 deep in [ ] or { }; a spec is at most 64 deep'],
    ['300 KB of YAML', `title: x\n${'#'.repeat(300_000)}\n`, '293 KB of YAML; a spec is at most 256 KB (a book file is JSON)'],
    // (found) A field left out was said to be of the wrong type.
    ['a section with no count (found)', yaml('sections: [{ kind: countdown }]\n'), 'sections[0].count: is required (a whole number)'],
    ['a spec with no seed (found)', `title: A\n${ONE}`, 'seed: is required (a text or a whole number, such as 2026)'],
  ])('%s', async (_what, text, says) => {
    const r = await plan(text);
    expectRefused(r, `${r.file}: ${says}`);
  });

  it('a spec in UTF-16 is refused naming its first line', async () => {
    const r = await plan(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(yaml(ONE), 'utf16le')]));
    expectRefused(r, `${r.file}: line 1 is not UTF-8 text; save it as UTF-8`);
  });

  it.each([
    ['a byte-order mark first', `\uFEFF${yaml(ONE)}`, 1],
    ['a count in hex (YAML 1.2 reads 0x3 as 3)', yaml('sections: [{ kind: countdown, count: 0x3 }]\n'), 3],
    ['two sections from one anchor', yaml('sections: [&s { kind: countdown, count: 2 }, *s]\n'), 4],
    ['a title "<<" in quotes', `title: "<<"\nseed: 1\n${ONE}`, 1],
  ])('%s is read as written', async (_what, text, puzzles) => {
    const r = await plan(text);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(new RegExp(`^\\S.*: letter, ${puzzles} puzzles? in \\d sections?; planned`));
  });
});

describe('spec files: fields at and past their bounds', () => {
  const json = (spec: unknown) => JSON.stringify(spec);
  const section = (more: object) => json({ ...SPEC, sections: [{ ...SPEC.sections[0], ...more }] });

  it.each([
    ['10,000 sections', json({ ...SPEC, sections: Array(10_000).fill(SPEC.sections[0]) }), 'sections: must have at most 100 items'],
    ['two sections of 5,000', json({ ...SPEC, sections: [{ ...SPEC.sections[0], count: 5000 }, { ...SPEC.sections[0], count: 5000 }] }), 'sections: asks for 10000 puzzles; a book holds at most 5000'],
    ['a count of 5,001', section({ count: 5001 }), 'sections[0].count: must be between 1 and 5000'],
    ['a count of -1', section({ count: -1 }), 'sections[0].count: must be between 1 and 5000'],
    ['a count of 1.5', section({ count: 1.5 }), 'sections[0].count: must be a whole number'],
    ['13 to a page', section({ perPage: 13 }), 'sections[0].perPage: must be between 1 and 12'],
    ['no sections', json({ ...SPEC, sections: [] }), 'sections: needs at least one section'],
    ['a section of null', json({ ...SPEC, sections: [null] }), 'sections[0]: must be an object, not null'],
    ['a seed of 1.5', json({ ...SPEC, seed: 1.5 }), 'seed: must be a text or a whole number, such as 2026'],
    ['a seed of -1', json({ ...SPEC, seed: -1 }), 'seed: must be a text or a whole number, such as 2026'],
    ['a seed of 2^64', '{"title": "Attack", "seed": 18446744073709551616, "sections": [{"kind": "countdown", "count": 1}]}', 'seed: must be a text or a whole number, such as 2026'],
    ['an empty seed', json({ ...SPEC, seed: '' }), 'seed: must not be empty'],
    ['a seed with a NUL', json({ ...SPEC, seed: 'a\u0000b' }), 'seed: must be a text without control characters (a tab, a newline, NUL), or a whole number'],
    ['a title of spaces', json({ ...SPEC, title: '   ' }), 'title: must not be empty'],
  ])('%s', async (_what, text, says) => {
    const r = await plan(text, 'spec.json');
    expectRefused(r, `${r.file}: ${says}`);
  });

  const unprintable = (_: string, name: string) => `title: has ${name}, which the book's fonts cannot print (they cover Latin, Greek and Cyrillic scripts)`;
  it.each([
    ['a right-to-left override', 'Evil\u202Efdp.exe', unprintable('', 'an invisible or control character (U+202E)')],
    ['a zero-width space', 'A\u200BB', unprintable('', 'an invisible or control character (U+200B)')],
    ['a zero-width joiner', 'A\u200DB', unprintable('', 'an invisible or control character (U+200D)')],
    ['a byte-order mark inside', 'A\uFEFFB', unprintable('', 'an invisible or control character (U+FEFF)')],
    ['a next-line control (C1)', 'A\u0085B', unprintable('', 'an invisible or control character (U+0085)')],
    ['a line separator', 'A\u2028B', unprintable('', 'an invisible or control character (U+2028)')],
    ['a tab', 'A\tB', unprintable('', 'an invisible or control character (U+0009)')],
    ['Hebrew', 'עברית', unprintable('', '"ע" (U+05E2)')],
    ['an emoji', 'Puzzles 🧩', unprintable('', '"🧩" (U+1F9E9)')],
    ['a lone surrogate', 'A\uD800', unprintable('', '"\uFFFD" (U+D800)')],
  ])('a title with %s is refused before any work', async (_what, title, says) => {
    const r = await plan(JSON.stringify({ ...SPEC, title }), 'spec.json');
    expect(r.stdout).toBe('');
    expect(r.status).toBe(1);
    // A lone surrogate is written out as U+FFFD on the way to the terminal.
    expect(r.stderr.replace(/\uD800/g, '\uFFFD')).toBe(`puzzlebook: ${r.file}: ${says}\n`);
  });

  it.each([
    ['combining marks', 'Cafe\u0301 e\u0301\u0301\u0301'],
    ['a soft hyphen', 'Puz\u00ADzles'],
    ['a no-break space', 'Puzzle\u00A0Book'],
    ['Greek and Cyrillic', 'Γρίφοι и головоломки'],
  ])('a title with %s is planned as written', async (_what, title) => {
    const r = await plan(JSON.stringify({ ...SPEC, title }), 'spec.json');
    expect(r.stderr).toBe('');
    expect(r.stdout.startsWith(`${title}: letter, 1 puzzle`)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['credentials', 'https://user:secret@puzzles.example.org/'],
    ['ftp:', 'ftp://puzzles.example.org/'],
    ['a port past 65535', 'https://puzzles.example.org:99999/'],
    ['a .. segment', 'https://puzzles.example.org/a/../b/'],
    ['an encoded .. segment', 'https://puzzles.example.org/a/%2e%2e/b/'],
    ['a query', 'https://puzzles.example.org/?next=evil'],
    ['a backslash', 'https://puzzles.example.org\\@evil.example/'],
    ['no scheme', '//evil.example/'],
  ])('an archive address with %s is refused', async (_what, archive) => {
    const r = await plan(JSON.stringify({ ...SPEC, archive }), 'spec.json');
    expectRefused(r, `${r.file}: archive: must be the web address the archive is published at, such as https://puzzles.example.org/ (http or https and its host; no ? or #, spaces, backslashes, or . and .. in its path)`);
  });

  it.each([
    ['markup in its path', 'https://puzzles.example.org/</script>/', 'https://puzzles.example.org/%3C/script%3E/'],
    ['a quote in its path', 'https://puzzles.example.org/"onload="x/', 'https://puzzles.example.org/%22onload=%22x/'],
    ['capitals and no slash at its end', 'HTTPS://Puzzles.Example.ORG/a', 'https://puzzles.example.org/a/'],
  ])('an archive address with %s is kept, encoded as a URL', (_what, archive, kept) => {
    expect(specSchema.parse({ ...SPEC, archive }).archive).toBe(kept);
  });

  it.each([
    ['__proto__ at the top (YAML)', yaml(`__proto__: { title: Evil }\n${ONE}`), 'has an unknown field: "__proto__"'],
    ['__proto__ in a section', yaml('sections: [{ kind: countdown, count: 1, __proto__: { count: 5000 } }]\n'), 'sections[0]: has an unknown field: "__proto__"'],
    ['__proto__ in options', yaml('sections: [{ kind: numbrix, count: 1, options: { __proto__: { size: 30 } } }]\n'), 'sections[0].options: has an unknown field: "__proto__"'],
    ['constructor at the top', yaml(`constructor: { name: x }\n${ONE}`), 'has an unknown field: "constructor"'],
    ['a kind named __proto__', yaml('sections: [{ kind: __proto__, count: 1 }]\n'), `sections[0].kind: must be ${KINDS_LISTED}`],
    ['a kind named toString', yaml('sections: [{ kind: toString, count: 1 }]\n'), `sections[0].kind: must be ${KINDS_LISTED}`],
    ['__proto__ at the top (JSON)', '{"title": "Attack", "seed": 1, "__proto__": {"x": 1}, "sections": [{"kind": "countdown", "count": 1}]}', 'has an unknown field: "__proto__"'],
  ])('%s is refused by name', async (_what, text, says) => {
    const r = await plan(text);
    // As a message's line is fitted (its runs cut in their middles past 240 characters: the file's
    // path, where a list of every kind is long), then again with `puzzlebook: ` leading it, as the
    // command prints every line at most 240 wide: sixteen kinds' list is cut in its middle too.
    expectRefused(r, fitLine(`puzzlebook: ${fitLine(`${r.file}: ${says}`)}`).slice('puzzlebook: '.length));
    expect(({} as { title?: unknown }).title).toBeUndefined();
  });
});

/** The attacked book's file, changed by `edit` (in place, or given back as `{ text }`), as `name` in a fresh folder. */
function tampered(edit: (book: any) => unknown, name = 'book.json'): string {
  const book = JSON.parse(readFileSync(at.book, 'utf8'));
  const changed = edit(book) as { text?: unknown } | undefined;
  const file = join(tempDir(), name);
  writeFileSync(file, typeof changed?.text === 'string' ? changed.text : JSON.stringify(book));
  return file;
}

/** The book's text with its first `field` given `value` as written (`1e400`, `NaN`): what JSON.stringify cannot write. */
const written = (book: unknown, field: string, value: string) => ({ text: JSON.stringify(book).replace(`"${field}":`, `"${field}":${value},"was":`) });

describe('book files, tampered', () => {
  it.each<[string, (book: any) => unknown, string]>([
    ['an id that climbs out of its folder', (b) => (b.puzzles[0].id = '../../etc/passwd'), 'puzzles[0].id: must be lowercase letters, digits and dashes'],
    ['an id of markup', (b) => (b.puzzles[0].id = '<script>alert(1)</script>'), 'puzzles[0].id: must be lowercase letters, digits and dashes'],
    ['an id of 121 characters', (b) => (b.puzzles[0].id = 'a'.repeat(121)), 'puzzles[0].id: must be at most 120 characters'],
    ['a slug that climbs out', (b) => (b.slug = b.spec.slug = '../evil'), 'slug: must be up to 60 lowercase letters, digits and dashes\n{file}: spec.slug: must be up to 60 lowercase letters, digits and dashes'],
    ['an id given twice', (b) => { b.spec.sections[0].count = 2; b.puzzles.push({ ...b.puzzles[0] }); }, 'puzzles[1].id: attack-countdown-easy-01 appears twice'],
    ['a Sudoku in a Countdown section', (b) => (b.puzzles[0] = generate('sudoku', { difficulty: 'easy', options: { size: 4 } })[0]), 'puzzles[0].kind: is sudoku but its section is countdown'],
    ['a Countdown under the name of a Sudoku (found: its missing size "must be a number")', (b) => (b.puzzles[0].kind = 'sudoku'), 'puzzles[0].puzzle.size: is required (a whole number)'],
    ['a million cards', (b) => (b.puzzles[0].puzzle.numbers = Array(1_000_000).fill(1)), 'puzzles[0].puzzle.numbers: must be four to six numbers'],
    ['20,000 puzzles', (b) => (b.puzzles = Array(20_000).fill(b.puzzles[0])), "puzzles: holds 20000 puzzles but the spec's sections count 1"],
    ['a target of 1e400 (Infinity)', (b) => written(b, 'target', '1e400'), 'puzzles[0].puzzle.target: must be a number'],
    ['a score of 1e999', (b) => written(b, 'score', '1e999'), 'puzzles[0].grade.score: must be a number, not Infinity'],
    ['a target of -0', (b) => written(b, 'target', '-0'), 'puzzles[0].puzzle.target: must be between 1 and 9999'],
    ["a puzzle's seed of 10 KB", (b) => (b.puzzles[0].seed = 'x'.repeat(10_240)), 'puzzles[0].seed: must be at most 400 characters'],
    ["the book's seed of 10 KB", (b) => (b.seed = b.spec.seed = 'x'.repeat(10_240)), 'seed: must be at most 200 characters\n{file}: spec.seed: must be at most 200 characters'],
    ['a version of markup', (b) => (b.version = '<b>1</b>'), 'version: must be a version, such as 0.1.0'],
    ['a section count of 1e308', (b) => (b.spec.sections[0].count = 1e308), 'spec.sections[0].count: must be between 1 and 5000'],
    ['puzzles: null', (b) => (b.puzzles = null), 'puzzles: must be a list, not null'],
    ['a title other than its spec’s', (b) => (b.title = 'Another'), 'title: differs from spec.title'],
    ['an archive of javascript:', (b) => (b.spec.archive = 'javascript:alert(1)'), 'spec.archive: must be the web address the archive is published at, such as https://puzzles.example.org/ (http or https and its host; no ? or #, spaces, backslashes, or . and .. in its path)'],
  ])('%s: verify refuses it by its path', async (_what, edit, says) => {
    const file = tampered(edit);
    const r = await cli(['verify', file]);
    // The problem named first (a puzzle of another kind's shape has more, each on a line of its own).
    const first = `puzzlebook: ${file}: ${says.replaceAll('{file}', file)}\n`;
    expectRefused(r, new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('a list for a book file is refused as one', async () => {
    const file = tampered((b) => ({ text: JSON.stringify([b]) }));
    expectRefused(await cli(['verify', file]), `${file}: must be an object, not a list`);
  });

  it('NaN, which JSON has not, is said where it is', async () => {
    const file = tampered((b) => written(b, 'target', 'NaN'));
    expectRefused(await cli(['verify', file]), new RegExp(`^puzzlebook: ${file}: not valid JSON at line 1, column \\d+: expected a value`));
  });

  it.each<[string, (book: any) => unknown]>([
    ['a title of markup', (b) => (b.title = b.spec.title = '</script><script>alert(1)</script>')],
    ['a field of its own in a puzzle (read past, as docs/formats.md says)', (b) => ({ text: JSON.stringify(b).replace('"puzzle":{', '"puzzle":{"__proto__":{"target":5},') })],
    ['a later version', (b) => (b.version = '99.0.0')],
  ])('%s: verify takes it, its puzzles proved', async (_what, edit) => {
    const r = await cli(['verify', tampered(edit)]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^1 puzzles verified/);
  });
});

describe('paths and streams', () => {
  it('--out through a symbolic link that leads round in a loop, said in words (found: ELOOP and the call)', async () => {
    const dir = tempDir();
    symlinkSync(join(dir, 'b'), join(dir, 'a'));
    symlinkSync(join(dir, 'a'), join(dir, 'b'));
    expectRefused(await cli(['build', at.spec, '--out', join(dir, 'a')]), `cannot write to ${join(dir, 'a')}: a symbolic link in the path leads round in a loop`);
    expectRefused(await cli(['build', join(dir, 'a')]), `cannot read ${join(dir, 'a')}: a symbolic link in the path leads round in a loop`);
  });

  it('--out a symbolic link to a folder moved away, said so (found: "no such file")', async () => {
    const dir = tempDir();
    symlinkSync(join(dir, 'gone'), join(dir, 'out'));
    expectRefused(await cli(['build', at.spec, '--out', join(dir, 'out')]), `cannot write to ${join(dir, 'out')}: it is a symbolic link to ${join(dir, 'gone')}, where there is nothing`);
    expect(existsSync(join(dir, 'gone'))).toBe(false);
  });

  it.each<[string, (dir: string) => string, (out: string) => string]>([
    ['a folder inside the spec file', () => join(at.spec, 'sub'), (out) => `cannot write to ${out}: part of the path is a file, not a folder`],
    ['/dev/null', () => '/dev/null', () => 'cannot write to /dev/null: it is a file, not a folder'],
    ['a symbolic link to the spec', (dir) => (symlinkSync(at.spec, join(dir, 'link')), join(dir, 'link')), (out) => `cannot write to ${out}: it is a file, not a folder`],
  ])('--out at %s is refused, the spec left as it was', async (_what, outOf, says) => {
    const before = snapshot(at.dir);
    const out = outOf(tempDir());
    expectRefused(await cli(['build', at.spec, '--out', out]), says(out));
    expect(snapshot(at.dir)).toEqual(before);
  });

  describe('an --out that cannot be written is refused before any puzzle is made (found: made in full, then refused)', () => {
    afterEach(() => vi.restoreAllMocks());
    const outs: [string, (dir: string) => string, (out: string) => string][] = [
      ['a file', () => at.spec, (out) => `cannot write to ${out}: it is a file, not a folder`],
      ['/dev/null', () => '/dev/null', (out) => `cannot write to ${out}: it is a file, not a folder`],
      ['a folder under a file', () => join(at.spec, 'sub', 'deeper'), (out) => `cannot write to ${out}: part of the path is a file, not a folder`],
      ['a link round in a loop', (dir) => (symlinkSync(join(dir, 'b'), join(dir, 'a')), symlinkSync(join(dir, 'a'), join(dir, 'b')), join(dir, 'a', 'sub')), (out) => `cannot write to ${out}: a symbolic link in the path leads round in a loop`],
      ['a link to nothing', (dir) => (symlinkSync(join(dir, 'gone'), join(dir, 'out')), join(dir, 'out')), (out) => `cannot write to ${out}: it is a symbolic link to ${join(out, '..', 'gone')}, where there is nothing`],
    ];
    it.each(outs.flatMap(([what, outOf, says]) => (['build', 'worksheet', 'cover'] as const).map((command) => [command, what, outOf, says] as const)))('%s --out %s', async (command, _what, outOf, says) => {
      const making = vi.spyOn(getKind('countdown'), 'generate');
      const out = outOf(tempDir());
      const args = command === 'worksheet' ? ['worksheet', 'countdown', '--jobs', '1'] : [command, at.spec, '--jobs', '1'];
      expectRefused(await cli([...args, '--out', out]), says(out));
      expect(making).not.toHaveBeenCalled();
    });
  });

  it.each(['build', 'verify', 'solve', 'explain', 'answers'])("%s '' says the path is empty (found: \"cannot read : no such file\")", async (command) => {
    expectRefused(await cli([command, '']), 'the path of the file to read is empty: name a file, or - for standard input');
  });

  it('a path with a line break stays on its line, shown (found: the refusal broke in two)', async () => {
    const file = join(tempDir(), 'spec\nrm -rf ~.yaml');
    expectRefused(await cli(['build', file]), `cannot read ${file.replace('\n', '\\u000A')}: no such file`);
  });

  it('a folder for a spec, and a spec that is a folder of its own name', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'spec.yaml'));
    expectRefused(await cli(['build', join(dir, 'spec.yaml'), '--plan']), `cannot read ${join(dir, 'spec.yaml')}: it is a folder, not a file`);
  });

  it.each([
    ['a line break', 'out\nwrote /etc/passwd', 'out\\u000Awrote /etc/passwd'],
    ['an escape that clears the screen', 'out\u001b[2J\u001b[31m', 'out\\u001B[2J\\u001B[31m'],
  ])('--out with %s is written, and said without driving the terminal (found)', async (_what, name, said) => {
    const dir = tempDir();
    const r = await cli(['build', at.spec, '--jobs', '1', '--out', join(dir, name)]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(existsSync(join(dir, name, 'attack.json'))).toBe(true);
    expect(r.stdout).toContain(`  wrote ${join(dir, said)}/attack.json\n`);
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it.each(['build', 'verify', 'answers', 'cover', 'pages'])('%s - of nothing says standard input is empty (found: "-: must be an object, not null")', async (command) => {
    const out = join(tempDir(), 'out');
    expectRefused(await cli([command, '-', ...(command === 'verify' ? [] : ['--out', out])], ''), 'standard input: is empty');
    expect(existsSync(out)).toBe(false);
  });

  it('a spec from standard input is named so in its refusals (found: "-: …")', async () => {
    expectRefused(await cli(['build', '-', '--plan'], yaml('sections: [{ kind: countdown, count: "3" }]\n')), 'standard input: sections[0].count: must be a number');
  });

  it.each<[string, () => string[], () => string]>([
    ['--books naming a book file (found: "no such folder")', () => ['site', '--books', at.book, '--out', join(tempDir(), 'site')], () => `${at.book}: is a file, not a folder of book files: name the folder that holds them`],
    ["--books '' (found: read the current folder)", () => ['site', '--books', '', '--out', join(tempDir(), 'site')], () => '--books is empty: name a folder'],
    ["--out '' (found: the current folder)", () => ['site', '--books', at.dir, '--out', ''], () => '--out is empty: name a folder'],
    ["--from '' (found: the current folder)", () => ['site', '--books', at.dir, '--out', join(tempDir(), 'site'), '--from', ''], () => '--from is empty: name a folder'],
    ["preview --out '' (found: \": no archive here\")", () => ['preview', '--out', ''], () => '--out is empty: name the folder the archive was written to'],
  ])('site and preview: %s', async (_what, args, says) => {
    expectRefused(await cli(args()), says());
  });
});
