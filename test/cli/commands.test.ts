import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { asKind } from '../../src/kinds/record.ts';
import rosetta from '../fixtures/numbrix-rosetta.json' with { type: 'json' };
import { layoutBook } from '../../src/pdf/plan.ts';
import { pageCount, pagesText } from '../pdf/read.ts';
import { mastheads } from '../pdf/masthead.ts';
import { cli, expectCleanFailure, tempDir } from './run.ts';
import { differences, hashesOf, recorded } from '../shipped/shipped.ts';
import { sentence, sentencesOf } from '../../src/kinds/secret-number/sentence.ts';
import { inLanguage } from '../../src/engine/language.ts';

const SPEC = `title: CLI Test Book
seed: 99
sections:
  - kind: numbrix
    count: 3
    difficulty: easy
    options: { size: 5 }
    perPage: 2
  - kind: numbrix
    count: 2
    difficulty: hard
    options: { size: 7 }
`;

function writeSpec(dir: string, text: string, name = 'spec.yaml'): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const pdfText = (path: string) => pagesText(path).join('\n');

/**
 * Builds made once for the file, by the spec's path or text, and only read: a test that changes
 * what it is given works on a copy (`copyOfBuild`). The same bytes each time, as the tests below show.
 */
const builds = new Map<string, Promise<string>>();
function builtOnce(spec: string): Promise<string> {
  let built = builds.get(spec);
  if (!built) {
    built = (async () => {
      const dir = tempDir();
      const out = join(dir, 'out');
      const r = await cli(['build', spec.endsWith('.yaml') ? spec : writeSpec(dir, spec), '--out', out]);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return out;
    })();
    builds.set(spec, built);
  }
  return built;
}
async function copyOfBuild(spec: string, to: string): Promise<void> {
  cpSync(await builtOnce(spec), to, { recursive: true });
}

describe('build', () => {
  let dir: string;
  let out: string;
  beforeAll(async () => {
    dir = tempDir();
    writeSpec(dir, SPEC);
    out = await builtOnce(SPEC);
  });

  it('writes the book, its answer key and its book file', async () => {
    expect(readdirSync(out).sort()).toEqual(['cli-test-book-answers.pdf', 'cli-test-book.json', 'cli-test-book.pdf']);
    const book = bookSchema.parse(JSON.parse(readFileSync(join(out, 'cli-test-book.json'), 'utf8')));
    expect(book.puzzles.map((p) => [p.id, p.difficulty])).toEqual([
      ['cli-test-book-numbrix-easy-wrhz-01', 'easy'],
      ['cli-test-book-numbrix-easy-wrhz-02', 'easy'],
      ['cli-test-book-numbrix-easy-wrhz-03', 'easy'],
      ['cli-test-book-numbrix-hard-01', 'hard'],
      ['cli-test-book-numbrix-hard-02', 'hard'],
    ]);
    const text = pdfText(join(out, 'cli-test-book.pdf'));
    expect(text).toContain('CLI Test Book');
    // Each puzzle is headed by its number and level (its masthead, issue 111); its id stays in the book file, off the page.
    const pdf = join(out, 'cli-test-book.pdf');
    const marks = Array.from({ length: pageCount(pdf) }, (_, i) => mastheads(pdf, i + 1, book.spec)).flat();
    expect(marks.map((m) => [m.number, m.word])).toEqual(book.puzzles.map((p, i) => [i + 1, p.difficulty]));
    for (const p of book.puzzles) expect(text).not.toContain(p.id);
  });

  it('builds byte-identical files from the same spec', async () => {
    const again = join(dir, 'again');
    expect((await cli(['build', join(dir, 'spec.yaml'), '--out', again])).status).toBe(0);
    for (const name of readdirSync(out)) {
      expect(readFileSync(join(again, name)).equals(readFileSync(join(out, name))), name).toBe(true);
    }
  });

  it('prints the answer key again from the book file alone, identical to the first', async () => {
    const keyDir = join(dir, 'key');
    const r = await cli(['answers', join(out, 'cli-test-book.json'), '--out', keyDir]);
    expect(r.status).toBe(0);
    expect(readdirSync(keyDir)).toEqual(['cli-test-book-answers.pdf']);
    expect(readFileSync(join(keyDir, 'cli-test-book-answers.pdf')).equals(readFileSync(join(out, 'cli-test-book-answers.pdf')))).toBe(true);
  });

  it('verifies a good book', async () => {
    const r = await cli(['verify', join(out, 'cli-test-book.json')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('5 puzzles verified');
  });

  it('names every puzzle whose puzzle or answer was tampered with', async () => {
    const book = JSON.parse(readFileSync(join(out, 'cli-test-book.json'), 'utf8'));
    // Puzzle 2: no clues left, so it has many solutions. Puzzle 4: two answer cells swapped.
    book.puzzles[1].puzzle.givens = book.puzzles[1].puzzle.givens.map((row: number[]) => row.map(() => 0));
    const grid = book.puzzles[3].solution.grid;
    [grid[0][0], grid[6][6]] = [grid[6][6], grid[0][0]];
    const tampered = join(dir, 'tampered.json');
    writeFileSync(tampered, JSON.stringify(book));
    const r = await cli(['verify', tampered]);
    expectCleanFailure(r);
    expect(r.stderr).toContain('puzzles[1] (cli-test-book-numbrix-easy-wrhz-02): it has more than one solution');
    expect(r.stderr).toContain('puzzles[3] (cli-test-book-numbrix-hard-01): the stored answer is wrong');
    expect(r.stderr).toContain('2 of 5 puzzles failed');

    const keyDir = join(dir, 'tampered-key');
    const a = await cli(['answers', tampered, '--out', keyDir]);
    expectCleanFailure(a);
    expect(a.stderr).toContain('puzzles[3]');
    expect(existsSync(keyDir)).toBe(false);
  });
});

describe('verify of a stored answer left empty (issue 83)', () => {
  it("names a Kakuro's white square whose answer is null as empty, not as a 0", async () => {
    const out = await builtOnce('title: Empty Square\nseed: 3\nsections:\n  - { kind: kakuro, count: 1, difficulty: easy, options: { size: 5 } }\n');
    const book = JSON.parse(readFileSync(join(out, 'empty-square.json'), 'utf8'));
    const grid: (number | null)[][] = book.puzzles[0].solution.grid;
    const row = grid.findIndex((cells) => cells.some((v) => v !== null));
    const col = grid[row]!.findIndex((v) => v !== null);
    grid[row]![col] = null;
    const path = join(tempDir(), 'empty-square.json');
    writeFileSync(path, JSON.stringify(book));
    const r = await cli(['verify', path]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(`puzzles[0] (${book.puzzles[0].id}): the stored answer is wrong: Row ${row + 1}, column ${col + 1} is a white square with no digit in it.`);
    expect(r.stderr).not.toMatch(/\b0 in row/);
  });
});

describe('a book of two kinds', () => {
  it('prints Secret Number rules on its pages and the numbers in its key, and verifies', async () => {
    const dir = tempDir();
    const spec = `${SPEC}  - kind: secret-number\n    count: 2\n    difficulty: easy\n    perPage: 2\n`;
    expect((await cli(['build', writeSpec(dir, spec), '--out', dir])).status).toBe(0);
    const book = bookSchema.parse(JSON.parse(readFileSync(join(dir, 'cli-test-book.json'), 'utf8')));
    const secrets = book.puzzles.filter((p) => p.kind === 'secret-number');
    expect(secrets.map((p) => p.id)).toEqual(['cli-test-book-secret-number-easy-01', 'cli-test-book-secret-number-easy-02']);
    const pages = pdfText(join(dir, 'cli-test-book.pdf')).replace(/\s+/g, ' ');
    const key = pdfText(join(dir, 'cli-test-book-answers.pdf')).replace(/\s+/g, ' ');
    for (const p of secrets) {
      for (const text of sentencesOf(p.puzzle)) expect(pages).toContain(text);
      expect(key).toContain(String(p.solution.number).split('').join(' '));
    }
    expect((await cli(['verify', join(dir, 'cli-test-book.json')])).stdout).toContain('7 puzzles verified');
  });
});

describe('bad input', () => {
  it('refuses an out-of-range option with the path, writes nothing and keeps what was there', async () => {
    const dir = tempDir();
    const out = join(dir, 'out');
    await copyOfBuild(SPEC, out);
    const before = readFileSync(join(out, 'cli-test-book.pdf'));
    const bad = writeSpec(dir, SPEC.replace('size: 7', 'size: 5000'), 'bad.yaml');
    const r = await cli(['build', bad, '--out', out]);
    expectCleanFailure(r);
    expect(r.stderr).toContain('sections[1].options.size: must be between 4 and 30');
    expect(readFileSync(join(out, 'cli-test-book.pdf')).equals(before)).toBe(true);
    expect(readdirSync(out)).toHaveLength(3);
  });

  it.each([
    ['an absurd count', SPEC.replace('count: 3', 'count: 100000000'), 'sections[0].count: must be between 1 and 5000'],
    ['an unknown kind', SPEC.replace('kind: numbrix', 'kind: no-such-kind'), 'sections[0].kind'],
    ['a wrong type', SPEC.replace('count: 3', 'count: three'), 'sections[0].count: must be a number'],
    ['an unknown field', SPEC.replace('perPage: 2', 'perPage: 2\n    colour: red'), 'sections[0]: has an unknown field: "colour"'],
    ['no sections', 'title: T\nseed: 1\nsections: []\n', 'sections: needs at least one section'],
    ['broken YAML', 'title: [unclosed\n', 'not valid YAML'],
    [
      'a band the options cannot reach',
      'title: T\nseed: 1\nsections:\n  - kind: cross-numbers\n    count: 1\n    difficulty: hard\n    options: { size: 2 }\n',
      'sections[0].difficulty: a 2×2 grid stops at medium',
    ],
  ])('refuses %s', async (_, text, message) => {
    const dir = tempDir();
    const r = await cli(['build', writeSpec(dir, text), '--out', join(dir, 'out')]);
    expectCleanFailure(r);
    expect(r.stderr).toContain(message);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('refuses a layout that would print unreadably small, naming the section, before making every puzzle', async () => {
    const dir = tempDir();
    // 5,000 puzzles would take minutes to make (the test's timeout): the refusal comes after one.
    const spec = 'title: Big\nseed: 1\nsections:\n  - kind: numbrix\n    count: 5000\n    difficulty: easy\n    options: { size: 12 }\n    perPage: 12\n';
    const r = await cli(['build', writeSpec(dir, spec), '--out', join(dir, 'out')]);
    expectCleanFailure(r);
    expect(r.stderr).toMatch(/sections\[0\]\.perPage: 12 per page would print text at [\d.]+ pt; at most 4 fit at 7 pt or more/);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('refuses a missing spec file', async () => {
    const r = await cli(['build', '/nonexistent/spec.yaml']);
    expectCleanFailure(r);
    expect(r.stderr).toContain('cannot read /nonexistent/spec.yaml: no such file');
  });

  it('refuses a book file that does not fit, naming the path', async () => {
    const dir = tempDir();
    const path = join(dir, 'book.json');
    writeFileSync(path, JSON.stringify({ title: 'x', slug: 'x', seed: '1', spec: { title: 'x', seed: 1, sections: [{ kind: 'numbrix', count: 1 }] }, puzzles: [{ id: 'x-1', kind: 'numbrix', difficulty: 'easy', seed: 's', options: {}, puzzle: { width: 4, height: 4, givens: [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 99, 0], [0, 0, 0, 0]] }, solution: { grid: [] }, grade: { score: 1 } }] }));
    const r = await cli(['verify', path]);
    expectCleanFailure(r);
    expect(r.stderr).toContain('puzzles[0].puzzle.givens[2][2]: must be between 0 and 16');
  });

  it('refuses an unknown command and an unknown flag', async () => {
    expectCleanFailure(await cli(['bake']));
    expectCleanFailure(await cli(['verify', 'x.json', '--frobnicate']));
  });
});

describe('generate', () => {
  it('prints JSON records and nothing else with --json, reproducing a book section with the same seed', async () => {
    // The book's first section: three easy 5×5 Numbrix, varied as a section is (a puzzle too
    // like those before it is made from its job's next seed).
    const r = await cli(['generate', 'numbrix', '--count', '3', '--seed', '99', '--difficulty', 'easy', '--size', '5', '--json']);
    expect(r.status).toBe(0);
    const records = JSON.parse(r.stdout);
    records.forEach((p: { seed: string }, i: number) => expect(p.seed).toMatch(new RegExp(`^99/numbrix/easy/${i + 1}(/retry/[1-5])?$`)));

    // A book's section named after its kind takes generate's seeds (docs/formats.md).
    const named = SPEC.replace('  - kind: numbrix\n    count: 3', '  - kind: numbrix\n    name: numbrix\n    count: 3');
    expect(named).not.toBe(SPEC);
    const book = JSON.parse(readFileSync(join(await builtOnce(named), 'cli-test-book.json'), 'utf8'));
    const strip = ({ id: _, ...rest }: { id: string }) => rest;
    const made = (list: { seed: string }[]) => [...list].sort((x, y) => (x.seed < y.seed ? -1 : 1));
    // The book ramps its section (easiest first), so the same puzzles, in the order made.
    expect(made(records.map(strip))).toEqual(made(book.puzzles.slice(0, 3).map(strip)));
  });

  it('without --difficulty makes medium, or where the options make no medium the easiest band they make, and says so', async () => {
    const medium = await cli(['generate', 'sudoku']);
    expect(medium.status).toBe(0);
    expect(medium.stdout).toMatch(/^sudoku-1-01 · medium · /);
    expect(medium.stderr).toBe('');
    // A 6×6 Sudoku has no medium band (src/kinds/sudoku/generate.ts says why): easy, not a refusal.
    const six = await cli(['generate', 'sudoku', '--size', '6', '--json']);
    expect(six.status).toBe(0);
    expect(JSON.parse(six.stdout).map((r: { difficulty: string }) => r.difficulty)).toEqual(['easy']);
    expect(six.stderr).toContain('Sudoku makes no medium puzzles at these options; making easy ones');
    // Asked for, the band is still refused.
    expectCleanFailure(await cli(['generate', 'sudoku', '--size', '6', '--difficulty', 'medium']));
  });

  it('prints the grid as text without --json', async () => {
    const r = await cli(['generate', 'numbrix', '--size', '4', '--difficulty', 'easy']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^numbrix-1-01 · easy · score [\d.]+ · seed 1\/numbrix\/easy\/1\n/);
    expect(r.stdout.trim().split('\n').slice(1)).toHaveLength(4);
  });

  it('--language words the puzzles in that language: the same records (rules are terms), their rules and answer line in French', async () => {
    const args = ['generate', 'secret-number', '--seed', '3', '--difficulty', 'easy', '--json'];
    const [english, french] = [(await cli(args)).stdout, (await cli([...args, '--language', 'fr'])).stdout];
    // A record holds no wording: the same bytes in any language.
    expect(french).toBe(english);
    expect(french).not.toContain('"text"');
    const shown = await cli(['generate', 'secret-number', '--seed', '3', '--difficulty', 'easy', '--language', 'fr']);
    const record = JSON.parse(english)[0];
    expect(shown.stdout).toContain(`1. ${inLanguage('fr', () => sentence(record.puzzle.rules[0], record.puzzle.digits))}`);
    expect(shown.stdout).toMatch(/\n1\. (Mon|Ma|Le|La|Mes|Les|L’)/);
    expect(shown.stdout).toContain('Mon nombre\u00a0: ___');
    expect(shown.stdout).not.toContain('My number');
  });

  it('makes Secret Number puzzles through the same command', async () => {
    const r = await cli(['generate', 'secret-number', '--digits', '4', '--difficulty', 'easy', '--count', '2', '--json']);
    expect(r.status).toBe(0);
    const records = JSON.parse(r.stdout);
    expect(records.map((p: { kind: string; puzzle: { digits: number } }) => [p.kind, p.puzzle.digits])).toEqual([
      ['secret-number', 4],
      ['secret-number', 4],
    ]);
    const digits = await cli(['generate', 'secret-number', '--digits', '12']);
    expectCleanFailure(digits);
    expect(digits.stderr).toContain('--digits: must be between 2 and 5');
  });

  it('takes kind options as flags and checks them', async () => {
    const big = await cli(['generate', 'numbrix', '--size', '5000']);
    expectCleanFailure(big);
    expect(big.stderr).toContain('--size: must be between 4 and 30');
    const unknown = await cli(['generate', 'numbrix', '--colour', 'red']);
    expectCleanFailure(unknown);
    expect(unknown.stderr).toContain('unknown option --colour');
    expectCleanFailure(await cli(['generate', 'numbrix', '--count', '100000000']));
    expectCleanFailure(await cli(['generate', 'no-such-kind']));
  });
});

describe('solve', () => {
  it('solves a published puzzle from stdin and proves it unique', async () => {
    const [first] = rosetta;
    const r = await cli(['solve', '-'], JSON.stringify({ kind: 'numbrix', puzzle: first }));
    expect(r.status).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result.count).toBe(1);
    expect(result.complete).toBe(true);
    expect(result.solutions[0].grid).toEqual(first!.solution);
  });

  it('counts up to --limit and answers an array with an array', async () => {
    const empty = { kind: 'numbrix', puzzle: { width: 4, height: 4, givens: [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]] } };
    const r = await cli(['solve', '--limit', '1000'], JSON.stringify([empty, { ...empty, puzzle: rosetta[1] }]));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).map((x: { count: number }) => x.count)).toEqual([552, 1]);
    expect(JSON.parse((await cli(['solve'], JSON.stringify(empty))).stdout).count).toBe(2);
  });

  it('solves a Secret Number written by hand, without rule sentences', async () => {
    const diff9 = (positions: number[]) => ({ subject: { of: 'difference', positions }, comparison: 'equals', value: 9 });
    const r = await cli(['solve'], JSON.stringify({ kind: 'secret-number', puzzle: { digits: 3, rules: [diff9([1, 2]), diff9([2, 3])] } }));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ count: 1, complete: true, solutions: [{ number: 909 }] });
    const bad = await cli(['solve'], JSON.stringify({ kind: 'secret-number', puzzle: { digits: 3, rules: [diff9([1, 4])] } }));
    expectCleanFailure(bad);
    expect(bad.stderr).toContain('stdin: puzzle.rules[0].subject.positions[1]: must be between 1 and 3');
  });

  it('names the path of a bad puzzle', async () => {
    const r = await cli(['solve'], JSON.stringify([{ kind: 'numbrix', puzzle: rosetta[0] }, { kind: 'numbrix', puzzle: { width: 4, height: 4, givens: [[1]] } }]));
    expectCleanFailure(r);
    expect(r.stderr).toContain('stdin: [1].puzzle.givens: must have 4 rows, not 1');
    expectCleanFailure(await cli(['solve'], '{not json'));
  });

  describe('puzzles in the one-line form, read by their own rules, not as JSON (issue 83)', () => {
    let line: string;
    beforeAll(async () => {
      line = (await cli(['generate', 'sudoku', '--format', 'line'])).stdout.trim();
      expect(line).toMatch(/^[1-9.]{81}$/);
    });
    const stderrLines = (stderr: string) => stderr.trimEnd().split('\n').map((l) => l.replace(/^puzzlebook: /, ''));

    it('lines ended by LF, CRLF or CR alone, blank ones skipped: each a puzzle, by solve and by explain', async () => {
      for (const end of ['\n', '\r\n', '\r']) {
        const r = await cli(['solve'], `${line}${end}${end}${line}${end}`);
        expect(r.stderr, JSON.stringify(end)).toBe('');
        expect((JSON.parse(r.stdout) as { count: number }[]).map((x) => x.count)).toEqual([1, 1]);
        const told = await cli(['explain', '--json'], `${line}${end}${line}`);
        expect(told.stderr).toBe('');
        expect((JSON.parse(told.stdout) as { solved: boolean }[]).map((t) => t.solved)).toEqual([true, true]);
      }
    });

    it('more than 100 lines are refused in line terms, in one line, none solved', async () => {
      const r = await cli(['solve'], `${Array.from({ length: 101 }, () => line).join('\n')}\n`);
      expectCleanFailure(r);
      expect(r.stdout).toBe('');
      expect(stderrLines(r.stderr)).toEqual(['stdin: 101 puzzle lines; at most 100 puzzles in one request, one a line (split the lines)']);
      const hundred = await cli(['solve'], Array.from({ length: 100 }, () => line).join('\n'));
      expect(hundred.stderr).toBe('');
      expect(JSON.parse(hundred.stdout)).toHaveLength(100);
    });

    it('a line that is none names its number, as an editor counts lines, and what is wrong: its length, a character, a digit past the size', async () => {
      const text = [line, line.slice(0, 80), '', `${line.slice(0, 40)}x${line.slice(41)}`, '5'.repeat(16), '0'.repeat(256)].join('\r\n');
      for (const command of ['solve', 'explain']) {
        const r = await cli([command], text);
        expectCleanFailure(r);
        expect(r.stdout).toBe('');
        expect(stderrLines(r.stderr)).toEqual([
          'stdin: line 2: not a Sudoku line: 80 cells, where one has 81 (9×9), 36 (6×6), or 16 (4×4)',
          'stdin: line 4: not a Sudoku line: character 41 is not a cell (a digit, or . for an empty one)',
          'stdin: line 5: not a Sudoku line: a 5 in a 4×4 (16 cells), which holds 1 to 4',
          "stdin: line 6: not a Sudoku line: 256 cells, a 16×16: a 12×12 or 16×16's numbers past 9 have no one character other programs share, so it is read as a JSON record only",
        ]);
      }
    });

    it('text is JSON only when it starts as JSON does; else, where no line is a puzzle, it says it is neither', async () => {
      const notJson = await cli(['solve'], 'not json');
      expectCleanFailure(notJson);
      const said = [
        'stdin: is no request: not JSON, which starts with { or [ (a record, {kind, puzzle}, or a list of them), and none of its lines is a puzzle in a one-line form',
        'stdin: line 1: not a Sudoku line: character 1 is not a cell (a digit, or . for an empty one)',
        'stdin: nor is it a Word Search written out: no blank line and words after the grid of letters',
        'stdin: nor is it a Criss-Cross written out: line 1 of the grid has something other than #, . or a letter at its square 4',
        'stdin: nor is it a Fill-In written out: line 1 of the grid has something other than #, . or a letter at its square 4',
        'stdin: nor is it a Word Scramble written out: no words to unscramble ("1. GTIER", a line each)',
        'stdin: nor is it a Cryptogram written out: line 1 is no line of code: capital letters, spaces and punctuation only',
      ];
      expect(stderrLines(notJson.stderr)).toEqual(said);
      // Forty lines of prose: the same lines, the real reason first, not a screenful of each line's (issue 107).
      const prose = await cli(['solve'], Array.from({ length: 40 }, (_, i) => `not json, line ${i + 1}`).join('\n'));
      expectCleanFailure(prose);
      expect(stderrLines(prose.stderr)).toEqual(said);
      const broken = await cli(['solve'], ' \n{"kind": "sudoku",');
      expectCleanFailure(broken);
      expect(broken.stderr).toMatch(/^puzzlebook: stdin: not valid JSON/);
      const empty = await cli(['solve'], '\r\n \n');
      expectCleanFailure(empty);
      expect(stderrLines(empty.stderr)).toEqual(['stdin: is empty; give a record or {kind, puzzle} in JSON (or a list of them), or puzzles in a one-line form, one a line']);
    });
  });
});

describe('worksheet', () => {
  it('makes a one-kind worksheet, its separate key and its book file; the same seed gives the same bytes', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'secret-number', '--count', '2', '--digits', '2', '--seed', 'class-3', '--out', dir]);
    expect(r.status).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([
      'secret-number-worksheet-class-3-answers.pdf',
      'secret-number-worksheet-class-3.json',
      'secret-number-worksheet-class-3.pdf',
    ]);
    const book = bookSchema.parse(JSON.parse(readFileSync(join(dir, 'secret-number-worksheet-class-3.json'), 'utf8')));
    expect(book.spec.worksheet).toBe(true);
    expect(book.puzzles.map((p) => [p.kind, p.difficulty, asKind(p, 'secret-number').puzzle.digits])).toEqual([
      ['secret-number', 'easy', 2],
      ['secret-number', 'easy', 2],
    ]);
    const again = tempDir();
    expect((await cli(['worksheet', 'secret-number', '--count', '2', '--digits', '2', '--seed', 'class-3', '--out', again])).status).toBe(0);
    for (const name of readdirSync(dir)) expect(readFileSync(join(again, name)).equals(readFileSync(join(dir, name))), name).toBe(true);
  });

  it('checks its flags like generate', async () => {
    const dir = tempDir();
    const r = await cli(['worksheet', 'numbrix', '--size', '99', '--out', dir]);
    expectCleanFailure(r);
    expect(r.stderr).toContain('--size: must be between 4 and 30');
    expect(readdirSync(dir)).toEqual([]);
    expectCleanFailure(await cli(['worksheet', 'numbrix', '--count', '1000']));
    // A band the options cannot reach is refused up front, naming what can be made.
    const band = await cli(['worksheet', 'cross-numbers', '--size', '2', '--difficulty', 'expert', '--out', dir]);
    expectCleanFailure(band);
    expect(band.stderr).toContain('--difficulty expert: a 2×2 grid stops at medium');
    expect(readdirSync(dir)).toEqual([]);
    const generated = await cli(['generate', 'cross-numbers', '--size', '2', '--difficulty', 'hard']);
    expectCleanFailure(generated);
    expect(generated.stderr).toContain('ask for medium or easy, or a size of 3 or more');
  });
});

/**
 * The bytes every shipped book builds to, file by file. A change to what is printed or stored
 * changes these on purpose, and then they are updated here in the same commit, saying why;
 * any other change (a refactor, a new kind, a faster solver) must leave them as they are.
 */


describe('shipped books', () => {
  it('a build that differs is told by record and page: a puzzle field changed, a PDF with other pages', async () => {
    const dir = tempDir();
    await copyOfBuild('books/kids-worksheets.yaml', dir);
    const book = JSON.parse(readFileSync(join(dir, 'kids-worksheets.json'), 'utf8'));
    const changed = book.puzzles[2];
    changed.difficulty = changed.difficulty === 'easy' ? 'medium' : 'easy';
    writeFileSync(join(dir, 'kids-worksheets.json'), JSON.stringify(book, null, 2));
    copyFileSync(join(dir, 'kids-worksheets-answers.pdf'), join(dir, 'kids-worksheets.pdf'));
    const found = differences('books/kids-worksheets.yaml', dir);
    expect(found.filter((d) => d.startsWith('kids-worksheets.json:'))).toEqual([expect.stringMatching(new RegExp(`^kids-worksheets\\.json: puzzle ${changed.id}\\.difficulty: was "\\w+", now "\\w+"$`))]);
    expect(found.some((d) => /^kids-worksheets\.pdf: (\d+ pages, now \d+|page 1, line \d+: was .*, now .*)$/.test(d))).toBe(true);
  });

  const specs = readdirSync('books').filter((name) => name.endsWith('.yaml')).map((name) => `books/${name}`);

  it('every shipped book has its bytes on record (test/shipped, written by npm run shipped)', async () => {
    expect(specs.sort()).toEqual(Object.keys(recorded()).sort());
  });

  it.each(specs)('%s builds to the bytes on record, and verifies', async (spec) => {
    const dir = await builtOnce(spec);
    // Where the bytes differ, which records and pages did first: a hash alone says nothing of where.
    expect(differences(spec, dir)).toEqual([]);
    expect(hashesOf(dir)).toEqual(recorded()[spec]);
    const json = readdirSync(dir).find((f) => f.endsWith('.json'))!;
    expect((await cli(['verify', join(dir, json)])).status).toBe(0);
    // Every puzzle is explained by reasoning alone, in its own band, to its stored answer.
    const book = bookSchema.parse(JSON.parse(readFileSync(join(dir, json), 'utf8')));
    const explained = await cli(['explain', join(dir, json), '--json']);
    expect(explained.status, explained.stderr).toBe(0);
    const told = JSON.parse(explained.stdout) as { id: string; band: string; agrees: boolean; solved: boolean }[];
    expect(told.map((t) => [t.id, t.band, t.solved, t.agrees])).toEqual(book.puzzles.map((p) => [p.id, p.difficulty, true, true]));
    // A ramp: within each section, puzzles by their measured score, easiest first.
    let first = 0;
    for (const section of book.spec.sections) {
      const scores = book.puzzles.slice(first, first + section.count).map((p) => p.grade.score);
      expect(scores).toEqual([...scores].sort((a, b) => a - b));
      first += section.count;
    }
    // The PDF has exactly the pages its layout plans (no text ran on to a page of its own),
    // and a mixed book's compact key is at most a quarter of its puzzle pages.
    const layout = layoutBook(book);
    const pdfs = readdirSync(dir).filter((f) => f.endsWith('.pdf'));
    expect(pageCount(join(dir, `${book.slug}.pdf`))).toBe(layout.pages.length);
    const keyName = pdfs.find((f) => f.endsWith('-answers.pdf'));
    if (keyName && !book.spec.worked && !book.spec.worksheet) {
      const puzzlePages = layout.pages.filter((p) => p.type === 'puzzles').length;
      expect(pageCount(join(dir, keyName))).toBeLessThanOrEqual(puzzlePages / 4);
    }
  });
});
