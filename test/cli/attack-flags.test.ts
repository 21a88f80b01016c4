// Issue 83, "attack it again yourselves": every command given hostile or careless flags. Each
// case is refused in one screen naming the flag, exit 1, no stack trace and nothing written, or
// does what the flag says. The cases that failed when written are marked "(found)" where they
// are: the fix is in the commit that marks them.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesIn } from '../../src/cli/pages.ts';
import { UserError } from '../../src/engine/errors.ts';
import { cli, tempDir } from './run.ts';
import { attackBook, expectRefused, snapshot } from './attack-kit.ts';
import { KIND_NAMES } from '../../src/kinds/registry.ts';

/** The kinds as a refusal lists them: from the registry, so a kind added is in it. */
const KINDS_LISTED = new Intl.ListFormat('en', { type: 'disjunction' }).format(KIND_NAMES);

let at: { dir: string; spec: string; book: string };
beforeAll(async () => {
  at = await attackBook();
});

/** What a row's command line is built from: the spec and book to attack, and a folder that must stay unmade. */
type Where = { spec: string; book: string; out: string };
type Row = [name: string, args: (w: Where) => string[], says: string | RegExp];

/** Runs a row: refused as it says, `out` never made, the attacked folder as it was. */
async function refusedRow(args: (w: Where) => string[], says: string | RegExp): Promise<void> {
  const out = join(tempDir(), 'out');
  const before = snapshot(at.dir);
  expectRefused(await cli(args({ spec: at.spec, book: at.book, out })), says);
  expect(existsSync(out)).toBe(false);
  expect(snapshot(at.dir)).toEqual(before);
}

describe('numbers out of range, not numbers, or not whole: refused before any work', () => {
  it.each<Row>([
    ['build --jobs 0', (w) => ['build', w.spec, '--out', w.out, '--jobs', '0'], '--jobs: must be between 1 and 256'],
    ['build --jobs 1e9', (w) => ['build', w.spec, '--out', w.out, '--jobs', '1e9'], '--jobs: must be between 1 and 256'],
    ['build --jobs 1.5', (w) => ['build', w.spec, '--out', w.out, '--jobs', '1.5'], '--jobs: must be a whole number'],
    ['build --jobs NaN', (w) => ['build', w.spec, '--out', w.out, '--jobs', 'NaN'], '--jobs: must be a number'],
    ['build --jobs of a book file, refused before it is proved', (w) => ['build', w.book, '--out', w.out, '--jobs', '-3'], '--jobs: must be between 1 and 256'],
    ['generate --count -1', () => ['generate', 'countdown', '--count', '-1'], '--count: must be between 1 and 1000'],
    ['generate --count 0', () => ['generate', 'countdown', '--count', '0'], '--count: must be between 1 and 1000'],
    ['generate --count 1001', () => ['generate', 'countdown', '--count', '1001'], '--count: must be between 1 and 1000'],
    ['generate --count 1.5', () => ['generate', 'countdown', '--count', '1.5'], '--count: must be a whole number'],
    ['generate --count NaN', () => ['generate', 'countdown', '--count', 'NaN'], '--count: must be a number'],
    ['generate --count 1e400 (Infinity)', () => ['generate', 'countdown', '--count', '1e400'], '--count: must be a number'],
    ['solve --limit 0', (w) => ['solve', w.book, '--limit', '0'], '--limit: must be between 1 and 1000'],
    ['solve --limit 1e9', (w) => ['solve', w.book, '--limit', '1e9'], '--limit: must be between 1 and 1000'],
    ['solve --limit=2.5', (w) => ['solve', w.book, '--limit=2.5'], '--limit: must be a whole number'],
    ['pages --dpi 35', (w) => ['pages', w.book, '--out', w.out, '--dpi', '35'], '--dpi: must be between 36 and 600'],
    ['pages --dpi 601', (w) => ['pages', w.book, '--out', w.out, '--dpi', '601'], '--dpi: must be between 36 and 600'],
    ['pages --dpi -5', (w) => ['pages', w.book, '--out', w.out, '--dpi', '-5'], '--dpi: must be between 36 and 600'],
    ['pages --dpi 72.5', (w) => ['pages', w.book, '--out', w.out, '--dpi', '72.5'], '--dpi: must be a whole number'],
    ['pages --dpi Infinity', (w) => ['pages', w.book, '--out', w.out, '--dpi', 'Infinity'], '--dpi: must be a number'],
    ['worksheet --versions 0', (w) => ['worksheet', 'countdown', '--out', w.out, '--versions', '0'], '--versions: must be between 1 and 26'],
    ['worksheet --versions 27', (w) => ['worksheet', 'countdown', '--out', w.out, '--versions', '27'], '--versions: must be between 1 and 26'],
    ['worksheet --versions 1.5', (w) => ['worksheet', 'countdown', '--out', w.out, '--versions', '1.5'], '--versions: must be a whole number'],
    ['worksheet --count 41', (w) => ['worksheet', 'countdown', '--out', w.out, '--count', '41'], '--count: must be between 1 and 40'],
    ['worksheet --per-page 0', (w) => ['worksheet', 'countdown', '--out', w.out, '--per-page', '0'], '--per-page: must be between 1 and 12'],
    ['worksheet --per-page 13', (w) => ['worksheet', 'countdown', '--out', w.out, '--per-page', '13'], '--per-page: must be between 1 and 12'],
    ['worksheet --layout 0x0', (w) => ['worksheet', 'countdown', '--out', w.out, '--layout', '0x0'], '--layout: must be columns x rows, each 1 to 4, such as 2x2'],
    ['worksheet --layout 5x1', (w) => ['worksheet', 'countdown', '--out', w.out, '--layout', '5x1'], '--layout: must be columns x rows, each 1 to 4, such as 2x2'],
    ['worksheet --layout 2x2x2', (w) => ['worksheet', 'countdown', '--out', w.out, '--layout', '2x2x2'], '--layout: must be columns x rows, each 1 to 4, such as 2x2'],
    ['preview --port 0 (found: told only once an archive was found)', (w) => ['preview', '--out', w.out, '--port', '0'], '--port: must be between 1 and 65535'],
    ['preview --port 65536 (found)', (w) => ['preview', '--out', w.out, '--port', '65536'], '--port: must be between 1 and 65535'],
    ['preview --port 1.5 (found)', (w) => ['preview', '--out', w.out, '--port', '1.5'], '--port: must be a whole number'],
    ['site --jobs 0', (w) => ['site', '--books', w.out, '--out', w.out, '--jobs', '0'], '--jobs: must be between 1 and 256'],
  ])('%s', (_name, args, says) => refusedRow(args, says));

  const address = '--archive: must be the web address the archive is published at, such as https://puzzles.example.org/ (http or https and its host; no ? or #, spaces, backslashes, or . and .. in its path)';
  it.each<Row>([
    ['worksheet --archive javascript:', (w) => ['worksheet', 'countdown', '--out', w.out, '--archive', 'javascript:alert(1)'], address],
    ['worksheet --archive data:', (w) => ['worksheet', 'countdown', '--out', w.out, '--archive', 'data:text/html,<script>alert(1)</script>'], address],
    ['worksheet --archive with credentials', (w) => ['worksheet', 'countdown', '--out', w.out, '--archive', 'https://user:secret@puzzles.example.org/'], address],
    ['site --url javascript:', (w) => ['site', '--books', w.out, '--out', w.out, '--url', 'javascript:alert(1)'], `--url javascript:alert(1): ${address.slice('--archive: '.length)}`],
  ])('%s', (_name, args, says) => refusedRow(args, says));

  // (found) --plan took any --jobs: a plan refuses what the build would refuse.
  it.each<Row>([
    ['build --plan --jobs -1', (w) => ['build', w.spec, '--plan', '--jobs', '-1'], '--jobs: must be between 1 and 256'],
    ['build --plan --jobs NaN', (w) => ['build', w.spec, '--plan', '--jobs', 'NaN'], '--jobs: must be a number'],
    ['build --plan --jobs 2.5', (w) => ['build', w.spec, '--plan', '--jobs', '2.5'], '--jobs: must be a whole number'],
  ])('%s (found)', (_name, args, says) => refusedRow(args, says));
});

describe('--pages lists', () => {
  const refusal = (list: string) => {
    try {
      pagesIn(list, 5);
    } catch (error) {
      expect(error).toBeInstanceOf(UserError);
      return (error as Error).message;
    }
    throw new Error(`${list} was taken`);
  };

  it.each([
    ['1-99999999', '--pages 1-99999999: the document has pages 1 to 5'],
    ['99999999999999999999', '--pages 99999999999999999999: the document has pages 1 to 5'],
    ['0', '--pages 0: the document has pages 1 to 5'],
    ['-1', '--pages -1: name pages as 3, 5-8 or 1,3,10-12'],
    ['1,,', '--pages 1,,: name pages as 3, 5-8 or 1,3,10-12'],
    ['', '--pages : name pages as 3, 5-8 or 1,3,10-12'],
    ['2-2-2', '--pages 2-2-2: name pages as 3, 5-8 or 1,3,10-12'],
    ['1e3', '--pages 1e3: name pages as 3, 5-8 or 1,3,10-12'],
    ['a-b', '--pages a-b: name pages as 3, 5-8 or 1,3,10-12'],
  ])('%j is refused', (list, says) => expect(refusal(list)).toBe(says));

  it.each([
    ['3,3,1-2', [1, 2, 3]],
    [' 2 - 3 ', [2, 3]],
    ['4-4', [4]],
    ['5,1', [1, 5]],
  ])('%j is pages %j, each once, in order', (list, pages) => expect(pagesIn(list, 5)).toEqual(pages));

  // (found) 5-3 was told "the document has pages 1 to 5": both its pages are in it.
  it('a range written backwards is said to run backwards (found)', async () => {
    expect(refusal('5-3')).toBe('--pages 5-3: 5-3 runs backwards; write it first page first (3-5)');
    await refusedRow((w) => ['pages', w.book, '--out', w.out, '--dpi', '36', '--pages', '2,5-3'], '--pages 2,5-3: 5-3 runs backwards; write it first page first (3-5)');
  });
});

describe('a flag that takes a value, given none (found: it took its default, or the next flag)', () => {
  // Where a bare --out or --books would have gone: the project's dist/ (the tests run in its root).
  const defaults = ['dist/books/attack.pdf', 'dist/books/attack.json', 'dist/books/attack-answers.pdf', 'dist/books/attack-cover.pdf'];
  const there = defaults.filter((file) => existsSync(file));
  afterAll(() => {
    for (const file of defaults) if (!there.includes(file)) rmSync(file, { force: true });
  });

  it.each<Row>([
    ['build --out, last', (w) => ['build', w.spec, '--out'], '--out: needs a value'],
    ['build --out --plan', (w) => ['build', w.spec, '--out', '--plan'], '--out: needs a value; --plan after it is read as an option of its own'],
    ['cover --out', (w) => ['cover', w.spec, '--out'], '--out: needs a value'],
    ['answers --out', (w) => ['answers', w.book, '--out'], '--out: needs a value'],
    ['generate --seed', () => ['generate', 'countdown', '--seed'], '--seed: needs a value'],
    ['generate --seed --count 2', () => ['generate', 'countdown', '--seed', '--count', '2'], '--seed: needs a value; --count after it is read as an option of its own'],
    ['worksheet --seed (a fresh one was drawn)', (w) => ['worksheet', 'countdown', '--out', w.out, '--seed'], '--seed: needs a value'],
    ['worksheet --title', (w) => ['worksheet', 'countdown', '--title', '--out', w.out], '--title: needs a value; --out after it is read as an option of its own'],
    ['explain --id', (w) => ['explain', w.book, '--id'], '--id: needs a value'],
    ['generate --difficulty', () => ['generate', 'countdown', '--difficulty'], '--difficulty: needs a value'],
    ['site --books', (w) => ['site', '--out', w.out, '--books'], '--books: needs a value'],
    ['site --from --out', (w) => ['site', '--books', w.out, '--from', '--out', w.out], '--from: needs a value; --out after it is read as an option of its own'],
  ])('%s', async (_name, args, says) => {
    await refusedRow(args, says);
    for (const file of defaults) if (!there.includes(file)) expect(existsSync(file), file).toBe(false);
  });

  it('a negative number after a number flag is its value, refused as a value', () => refusedRow(() => ['generate', 'countdown', '--count', '-2'], '--count: must be between 1 and 1000'));
});

describe('a flag with a dot, or turned off with --no- (found: read as an object, or as false)', () => {
  it.each<Row>([
    // Written to a folder named "[object Object]", in words of Node's.
    ['build --out.x 1', (w) => ['build', w.spec, '--out.x', w.out], 'unknown option --out.x for build (puzzlebook build --help lists its options)'],
    // Taken as --remake.
    ['verify --remake.x 1', (w) => ['verify', w.book, '--remake.x', '1'], 'unknown option --remake.x for verify (puzzlebook verify --help lists its options)'],
    // An internal error.
    ['worksheet --title.a b', (w) => ['worksheet', 'countdown', '--out', w.out, '--title.a', 'b'], 'unknown option --title.a for countdown'],
    ['generate --cards.__proto__.x 1', () => ['generate', 'countdown', '--cards.__proto__.x', '1'], 'unknown option --cards.__proto__.x for countdown'],
    // Written to a folder named "false", in words of Node's.
    ['build --no-out', (w) => ['build', w.spec, '--no-out'], '--no-out: --out takes a value; it is not a switch to turn off'],
    // Internal errors.
    ['pages --no-pages', (w) => ['pages', w.book, '--out', w.out, '--no-pages'], '--no-pages: --pages takes a value; it is not a switch to turn off'],
    ['site --no-from', (w) => ['site', '--books', w.out, '--out', w.out, '--no-from'], '--no-from: --from takes a value; it is not a switch to turn off'],
    // Looked for a puzzle with the id "false".
    ['explain --no-id', (w) => ['explain', w.book, '--no-id'], '--no-id: --id takes a value; it is not a switch to turn off'],
  ])('%s', (_name, args, says) => refusedRow(args, says));

  it("a kind's own switch keeps its --no- form", async () => {
    const r = await cli(['generate', 'cross-numbers', '--no-negatives', '--operators', '+-', '--difficulty', 'easy', '--json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)[0].options).toMatchObject({ noNegatives: true });
  });
});

describe('a switch given a value (found: --plan=yes was read as off, and a build written)', () => {
  it.each<Row>([
    ['build --plan=yes', (w) => ['build', w.spec, '--out', w.out, '--plan=yes'], '--plan=yes: --plan is a switch: give it alone to turn it on, or =true or =false'],
    ['build --plan=1', (w) => ['build', w.spec, '--out', w.out, '--plan=1'], '--plan=1: --plan is a switch: give it alone to turn it on, or =true or =false'],
    ['verify --remake=maybe', (w) => ['verify', w.book, '--remake=maybe'], '--remake=maybe: --remake is a switch: give it alone to turn it on, or =true or =false'],
    ['pages --key=nope', (w) => ['pages', w.book, '--out', w.out, '--key=nope'], '--key=nope: --key is a switch: give it alone to turn it on, or =true or =false'],
    ['generate --json=yes', () => ['generate', 'countdown', '--json=yes'], '--json=yes: --json is a switch: give it alone to turn it on, or =true or =false'],
    ['worksheet --no-large-print=1', (w) => ['worksheet', 'countdown', '--out', w.out, '--no-large-print=1'], '--no-large-print=1: --no-large-print is a switch: give it alone to turn it on, or =true or =false'],
  ])('%s', (_name, args, says) => refusedRow(args, says));

  it('--plan=true plans, and --plan=false builds', async () => {
    const plan = await cli(['build', at.spec, '--plan=true']);
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(/^Attack: letter, 1 puzzle in 1 section; planned without making them, nothing written\n/);
    const out = join(tempDir(), 'out');
    const built = await cli(['build', at.spec, '--plan=false', '--jobs', '1', '--out', out]);
    expect(built.status, built.stderr).toBe(0);
    expect(existsSync(join(out, 'attack.json'))).toBe(true);
  });
});

describe('a flag named as a member of every object (found: generate and worksheet stopped with an internal error)', () => {
  it.each<Row>([
    ['generate --constructor 1', () => ['generate', 'countdown', '--constructor', '1'], 'unknown option --constructor (puzzlebook --help for usage)'],
    ['generate --toString 1', () => ['generate', 'countdown', '--toString', '1'], 'unknown option --toString (puzzlebook --help for usage)'],
    ['generate --to-string', () => ['generate', 'countdown', '--to-string'], 'unknown option --to-string (puzzlebook --help for usage)'],
    ['generate --no-constructor', () => ['generate', 'countdown', '--no-constructor'], 'unknown option --no-constructor (puzzlebook --help for usage)'],
    ['generate --__proto__=x (its name was mangled)', () => ['generate', 'countdown', '--__proto__=x'], 'unknown option --__proto__ (puzzlebook --help for usage)'],
    ['worksheet --valueOf 1', (w) => ['worksheet', 'countdown', '--out', w.out, '--valueOf', '1'], 'unknown option --valueOf (puzzlebook --help for usage)'],
    ['worksheet --has-own-property', (w) => ['worksheet', 'countdown', '--out', w.out, '--has-own-property'], 'unknown option --has-own-property (puzzlebook --help for usage)'],
    ['build --isPrototypeOf 1', (w) => ['build', w.spec, '--out', w.out, '--isPrototypeOf', '1'], 'unknown option --isPrototypeOf (puzzlebook --help for usage)'],
  ])('%s', (_name, args, says) => refusedRow(args, says));
});

describe("a value not among a flag's choices, in the words the rest use (found: yargs' \"Invalid values: Argument: …\")", () => {
  it.each<Row>([
    ['generate --difficulty insane', () => ['generate', 'countdown', '--difficulty', 'insane'], '--difficulty insane: must be easy, medium, hard, or expert'],
    ["generate --difficulty ''", () => ['generate', 'countdown', '--difficulty', ''], '--difficulty "": must be easy, medium, hard, or expert'],
    ['generate of no kind', () => ['generate', 'crossword'], `kind crossword: must be ${KINDS_LISTED}`],
    ['generate __proto__', () => ['generate', '__proto__'], `kind __proto__: must be ${KINDS_LISTED}`],
    ['cover --paper pink', (w) => ['cover', w.book, '--out', w.out, '--paper', 'pink'], '--paper pink: must be white or cream'],
    ['generate --format xml', () => ['generate', 'countdown', '--format', 'xml'], '--format xml: must be text, json, or line'],
    ['worksheet --page tabloid', (w) => ['worksheet', 'countdown', '--out', w.out, '--page', 'tabloid'], '--page tabloid: must be letter, a4, 5x8, 5.5x8.5, 6x9, 7x10, 8x10, 8.25x11, or 8.5x11'],
    ['worksheet --answers front', (w) => ['worksheet', 'countdown', '--out', w.out, '--answers', 'front'], '--answers front: must be separate or back'],
    ['words --export xml', (w) => ['words', '--language', 'es', '--out', w.out, '--export', 'xml'], '--export xml: must be po'],
  ])('%s', (_name, args, says) => refusedRow(args, says));
});

describe('generate and worksheet read every flag as an option: words after the kind are refused (found: ignored)', () => {
  it.each<Row>([
    ['generate sudoku 5 (meant --count 5: made one)', () => ['generate', 'countdown', '5'], '5: unexpected after the kind countdown; give options as flags, such as --count 5'],
    ['generate --json yes', () => ['generate', 'countdown', '--json', 'yes'], 'yes: unexpected after the kind countdown; give options as flags, such as --count 5'],
    ['worksheet countdown 5', (w) => ['worksheet', 'countdown', '5', '--out', w.out], '5: unexpected after the kind countdown; give options as flags, such as --count 5'],
  ])('%s', (_name, args, says) => refusedRow(args, says));
});

describe('generate: outputs that contradict, and seeds a spec refuses (found: taken)', () => {
  it.each<Row>([
    ['--json --format line', () => ['generate', 'sudoku', '--json', '--format', 'line'], '--json and --format line ask for two outputs; give one of them'],
    ['--json --format text', () => ['generate', 'sudoku', '--format', 'text', '--json'], '--json and --format text ask for two outputs; give one of them'],
    // Issue 86: a 16×16's numbers past 9 have no shared one-line form; refused before any puzzle is made.
    ['--format line of a 16×16', () => ['generate', 'sudoku', '--size', '16', '--format', 'line'], "--format line: a 12×12 or 16×16's numbers past 9 have no one character other programs share, so a 16×16 Sudoku has no one-line form; use --format text or json"],
    // Its records were made, all of them, then refused as they were printed.
    ['a seed of 10 KB', () => ['generate', 'countdown', '--seed', 'x'.repeat(10_240)], '--seed: must be at most 200 characters'],
    ['a seed with a line break', () => ['generate', 'countdown', '--seed', 'a\nb'], '--seed: must be a text without control characters (a tab, a newline, NUL), or a whole number'],
    ["--seed ''", () => ['generate', 'countdown', '--seed', ''], '--seed: must not be empty'],
  ])('%s', (_name, args, says) => refusedRow(args, says));

  it('--json --format json, and a seed of 200 characters, are taken', async () => {
    const r = await cli(['generate', 'countdown', '--json', '--format', 'json', '--seed', 's'.repeat(200)]);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)[0].seed).toBe(`${'s'.repeat(200)}/countdown/medium/1`);
  });
});

describe('given twice, the last counts; given where none is asked, refused', () => {
  it('build --plan --plan plans once', async () => {
    const r = await cli(['build', at.spec, '--plan', '--plan']);
    expect(r.status).toBe(0);
    expect(r.stdout.match(/planned without making them/g)).toHaveLength(1);
  });

  it('build --jobs 2 --jobs 0 is refused by the last', () => refusedRow((w) => ['build', w.spec, '--plan', '--jobs', '2', '--jobs', '0'], '--jobs: must be between 1 and 256'));

  // (found) The parser read a 1 given after another value as "one more": --count 2 --count 1 made 3.
  it.each([
    [['--count', '2', '--count', '1'], 1],
    [['--count=3', '--count=1'], 1],
    [['--count', '1', '--count', '2'], 2],
    [['--count', '5', '--count', '3', '--count', '1'], 1],
  ])('generate %j makes the last count (found)', async (flags, made) => {
    const r = await cli(['generate', 'countdown', ...flags, '--json']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toHaveLength(made);
  });

  it('generate --size 6 --size 5, and a kind option given 1 last, take the last (found: --size 5 --size 1 made a 6×6)', async () => {
    const r = await cli(['generate', 'numbrix', '--size', '6', '--size', '5', '--difficulty', 'easy', '--json']);
    expect(JSON.parse(r.stdout)[0].puzzle.width).toBe(5);
    expectRefused(await cli(['generate', 'numbrix', '--size', '5', '--size', '1']), 'numbrix option --size: must be between 4 and 30');
  });

  it('explain --id nope --id the-real-one explains the real one', async () => {
    const r = await cli(['explain', at.book, '--id', 'nope', '--id', 'attack-countdown-easy-01']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^attack-countdown-easy-01 · Countdown · easy\n/);
  });

  it.each<Row>([
    ['build of two specs', (w) => ['build', w.spec, w.spec, '--plan'], /^puzzlebook: \/.*\/attack\.yaml: unexpected after build <spec> \(puzzlebook build --help says what it takes\)\n$/],
    ['verify with a word after the book', (w) => ['verify', w.book, 'extra'], 'extra: unexpected after verify <book> (puzzlebook verify --help says what it takes)'],
    ['build --bogus', (w) => ['build', w.spec, '--out', w.out, '--bogus'], 'unknown option --bogus for build (puzzlebook build --help lists its options)'],
    ['generate --sise 5, a kind option misspelt', () => ['generate', 'countdown', '--sise', '5'], 'unknown option --sise for countdown'],
    ['no command', () => [], 'name a command: build, answers, cover, pages, verify, explain, generate, solve, worksheet, site, words, preview (puzzlebook --help says what each does)'],
  ])('%s', (_name, args, says) => refusedRow(args, says));
});

describe("the parser's other refusals in one line of our words, saying where to look (issue 91: yargs' own, two lines)", () => {
  it.each<Row>([
    ['a command that is none', () => ['bogus'], 'unknown command bogus: name one of build, answers, cover, pages, verify, explain, generate, solve, worksheet, site, words, preview (puzzlebook --help says what each does)'],
    ['a command named as a member of every object', () => ['constructor'], /^puzzlebook: unknown command constructor: name one of build, /],
    ['two unknown flags', (w) => ['site', '--books', w.out, '--out', w.out, '--bogus', '--other'], 'unknown option --bogus, --other for site (puzzlebook site --help lists its options)'],
    ['answers without its book', () => ['answers'], 'answers needs <book>: puzzlebook answers <book> (puzzlebook answers --help says more)'],
    ['worksheet --per-page --layout', (w) => ['worksheet', 'countdown', '--out', w.out, '--per-page', '2', '--layout', '2x2'], '--per-page and --layout ask for the same thing two ways; give one of them'],
  ])('%s', (_name, args, says) => refusedRow(args, says));
});

describe("a choice typed in another case is that choice (issue 91: --difficulty Hard was refused)", () => {
  it.each([
    [['--difficulty', 'Hard'], 'hard'],
    [['--difficulty=EXPERT'], 'expert'],
  ])('generate countdown %j', async (flags, band) => {
    const r = await cli(['generate', 'Countdown', ...flags, '--format', 'JSON']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)[0]).toMatchObject({ kind: 'countdown', difficulty: band });
  });

  it('a value of no choice in any case is still refused, as typed', () => refusedRow(() => ['generate', 'countdown', '--difficulty', 'Hardest'], '--difficulty Hardest: must be easy, medium, hard, or expert'));
});

describe('a folder that is not there to read from', () => {
  it('preview of a folder with no archive, and of a file', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'empty'));
    expectRefused(await cli(['preview', '--out', join(dir, 'empty')]), `${join(dir, 'empty')}: no archive here (make one with: puzzlebook site)`);
    expectRefused(await cli(['preview', '--out', at.book]), `${at.book}: no archive here (make one with: puzzlebook site)`);
  });
});
