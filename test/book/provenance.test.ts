// A book file that cannot lie (issue 23, finding 7): `verify` and `site` make again what can be
// made again from a book file (rule sentences, grades and bands, places, seeds and options
// from the spec) and refuse every stored value that disagrees, naming the puzzle and field.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proveFolder } from '../../src/archive/shelf.ts';
import { regrade } from '../../src/archive/shelf-thread.ts';
import { makeBook } from '../../src/book/book.ts';
import { bookJson } from '../../src/book/files.ts';
import { readBook } from '../../src/book/read.ts';
import { plan } from '../../src/book/plan.ts';
import { specSchema } from '../../src/book/spec.ts';
import { bookFailures } from '../../src/book/verify.ts';
import { UserError } from '../../src/engine/errors.ts';
import { getKind, KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';
import { sentence } from '../../src/kinds/secret-number/sentence.ts';
import { VERSION } from '../../src/version.ts';
import { cli, expectCleanFailure, tempDir } from '../cli/run.ts';

/** Kinds the tampering below reads, a second section of one kind (for a puzzle moved between sections), and a ramped section whose scores differ. */
// The Numbrix sections named as they were keyed before issue 91: their seeds give two puzzles that tie in score, which a check below needs.
const LISTED: { kind: KindName; name?: string; count: number; difficulty: string; options: object }[] = [
  { kind: 'numbrix', name: 'numbrix', count: 2, difficulty: 'easy', options: { size: 4 } },
  { kind: 'numbrix', name: 'numbrix-2', count: 2, difficulty: 'easy', options: { size: 5 } },
  { kind: 'secret-number', count: 3, difficulty: 'medium', options: { digits: 3 } },
  { kind: 'cross-numbers', count: 1, difficulty: 'easy', options: { size: 2, operators: '+-', noNegatives: true, maxTotal: 20 } },
  { kind: 'countdown', count: 1, difficulty: 'easy', options: { cards: 4, large: 0, target: [10, 50] } },
  { kind: 'number-mind', count: 1, difficulty: 'easy', options: { length: 3 } },
];

/** Every kind: those above, then (after them, so their places stay) any other the registry lists, at its worked example's options. */
const SPEC = specSchema.parse({
  title: 'Tamper Test',
  seed: 5,
  sections: [
    ...LISTED,
    ...KIND_NAMES.filter((kind) => !LISTED.some((s) => s.kind === kind)).map((kind) => ({ kind, count: 1, difficulty: 'easy', options: getKind(kind).example })),
  ],
});
/** The same without a ramp: each place holds its own job's puzzle. */
const FLAT = specSchema.parse({ title: 'Flat', seed: 5, ramp: false, sections: [{ kind: 'numbrix', count: 3, difficulty: 'easy', options: { size: 4 } }] });

// Book files as JSON, as a hand would edit them.
type Json = any;
let BOOK: Json;
let FLAT_BOOK: Json;
let dir: string;
let files = 0;

beforeAll(() => {
  dir = tempDir();
  BOOK = JSON.parse(bookJson(makeBook(SPEC)));
  FLAT_BOOK = JSON.parse(bookJson(makeBook(FLAT)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const book = (): Json => structuredClone(BOOK);
const at = (b: Json, kind: string, n = 0): number => b.puzzles.map((p: Json, i: number) => (p.kind === kind ? i : -1)).filter((i: number) => i >= 0)[n];
/** How a line names a puzzle: `puzzles[3] (tamper-test-numbrix-easy-wrhz-01): `. */
const named = (b: Json, i: number) => `puzzles[${i}] (${b.puzzles[i].id}): `;

/** The book written alone into a folder of its own, as `site --books` reads one. */
function write(b: Json): string {
  const folder = join(dir, `books-${++files}`);
  mkdirSync(folder);
  const path = join(folder, 'tamper-test.json');
  writeFileSync(path, JSON.stringify(b));
  return path;
}

/** What `site` says of the folder: its reading and its check, as the archive build runs them. */
async function siteRefusal(path: string): Promise<string> {
  try {
    await proveFolder(dirname(path));
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error('site would publish the book');
}

/** The book is refused by `verify` (exit 1) and by `site`, each naming every expected `<field>: …` line under the file. */
async function refused(b: Json, ...expected: string[]): Promise<string> {
  const path = write(b);
  const r = await cli(['verify', path]);
  expectCleanFailure(r);
  const site = await siteRefusal(path);
  for (const line of expected) {
    expect(r.stderr).toContain(`${path}: ${line}`);
    expect(site).toContain(`${path}: ${line}`);
  }
  return r.stderr;
}

async function passes(b: Json): Promise<string> {
  const path = write(b);
  const r = await cli(['verify', path]);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  await expect(proveFolder(dirname(path))).resolves.toBeDefined();
  return r.stdout;
}

describe('a book file as built', () => {
  it('passes verify and site, every kind graded again to its stored grade', async () => {
    expect(await passes(book())).toContain(`${SPEC.sections.reduce((n, s) => n + s.count, 0)} puzzles verified`);
    await passes(structuredClone(FLAT_BOOK));
  });

  it('passes when made by another version whose every value still agrees', async () => {
    const b = book();
    b.version = '0.0.9';
    await passes(b);
  });
});

describe('a tampered book file is refused by verify and site, naming puzzle and field', () => {
  it.each([
    ['a false sentence', () => 'My number is 1000.'],
    ['markup', (text: string) => `<b>${text}</b>`],
    ['right-to-left override', (text: string) => `\u202e${text}`],
    ['an emoji', (text: string) => `${text} 🙂`],
  ])("a sentence written beside a Secret Number rule's terms (%s) is dropped: only the terms are read, and worded afresh", async (_, change) => {
    const b = book();
    const i = at(b, 'secret-number');
    const rule = b.puzzles[i].puzzle.rules[1];
    const made = sentence(rule, b.puzzles[i].puzzle.digits);
    rule.text = change(made);
    await passes(b);
    const told = await cli(['explain', write(b), '--id', b.puzzles[i].id]);
    expect(told.status, told.stderr).toBe(0);
    expect(told.stdout).toContain(made);
    if (rule.text !== made) expect(told.stdout).not.toContain(rule.text);
  });

  it('a rule whose terms are changed is refused: its answer no longer keeps it', async () => {
    const b = book();
    const i = at(b, 'secret-number');
    const { puzzle, solution } = b.puzzles[i];
    const k = puzzle.rules.findIndex((r: Json) => r.comparison === 'even' || r.comparison === 'odd');
    if (k < 0) throw new Error('no even or odd rule to turn around');
    puzzle.rules[k].comparison = puzzle.rules[k].comparison === 'even' ? 'odd' : 'even';
    await refused(b, `${named(b, i)}the stored answer is wrong: ${solution.number} breaks rule ${k + 1}`);
  });

  it('a forged grade', async () => {
    const b = book();
    const i = at(b, 'number-mind');
    const measured = b.puzzles[i].grade.level;
    b.puzzles[i].grade.level = 4;
    await refused(b, `${named(b, i)}grade: level is 4 but measures ${measured}`);
  });

  it('a forged score, out of the ramp it would have made', async () => {
    const b = book();
    const i = at(b, 'secret-number');
    b.puzzles[i].grade.score = 99.9;
    await refused(b, `${named(b, i)}grade: score is 99.9 but measures`, `${named(b, i + 1)}grade.score: `);
  });

  it('a forged difficulty', async () => {
    const b = book();
    const i = at(b, 'cross-numbers');
    b.puzzles[i].difficulty = 'hard';
    await refused(b, `${named(b, i)}difficulty: is hard but sections[3].difficulty is easy`, `${named(b, i)}difficulty: is hard but its grade measures easy`);
  });

  it('a forged difficulty with its section and grade forged to match', async () => {
    const b = book();
    const i = at(b, 'countdown');
    b.spec.sections[4].difficulty = 'expert';
    Object.assign(b.puzzles[i], { difficulty: 'expert', grade: { ...b.puzzles[i].grade, level: 4, hardest: 'anything' } });
    await refused(b, `${named(b, i)}grade: level is 4 but measures 1`, `${named(b, i)}difficulty: is expert but its grade measures easy`);
  });

  it("a record's options changed", async () => {
    const b = book();
    b.puzzles[0].options.symmetry = 'none';
    await refused(b, `${named(b, 0)}options: are not sections[0].options`);
  });

  it('options changed in the spec and the record alike, which the puzzle does not show', async () => {
    const b = book();
    const options = { width: 5, height: 5, symmetry: 'rotational' };
    b.spec.sections[0].options = options;
    b.puzzles[0].options = options;
    b.puzzles[1].options = options;
    const i = at(b, 'cross-numbers');
    b.spec.sections[3].options.maxTotal = 3;
    b.puzzles[i].options.maxTotal = 3;
    await refused(b, `${named(b, 0)}puzzle: is 4×4 but its options ask for 5×5`, `${named(b, i)}puzzle.rowTotals[0]: `);
  });

  it("a record's seed changed", async () => {
    const b = book();
    b.puzzles[0].seed = '5/numbrix/easy/9';
    const i = at(b, 'countdown');
    b.puzzles[i].seed = '5/countdown/easy/1/retry/6';
    const j = at(b, 'secret-number');
    b.puzzles[j + 1].seed = b.puzzles[j].seed;
    await refused(
      b,
      `${named(b, 0)}seed: is not the seed of any puzzle of its spec`,
      `${named(b, i)}seed: a retry past the 5 a build makes`,
      `${named(b, j + 1)}seed: is also the seed of puzzles[${j}]`,
    );
  });

  it("a record's seed changed, in a book without a ramp", async () => {
    const b = structuredClone(FLAT_BOOK);
    b.puzzles[0].seed = b.puzzles[1].seed;
    await refused(b, `${named(b, 0)}seed: is the seed of puzzles[1]'s place, not of its own (${plan(FLAT)[0]!.seed})`);
  });

  // The book's own fields are the schema's to check (bookfile-schema.ts); here only that both commands refuse them.
  it("the book's seed changed, alone or with its spec's", async () => {
    const b = book();
    b.seed = '6';
    await refused(b, 'seed: differs from spec.seed');
    b.spec.seed = '6';
    await refused(b, `${named(b, 0)}seed: is not the seed of any puzzle of its spec`);
  });

  it.each([['not-a-version'], ['1.0'], ['0.1.0\u001b[31m'], ['v0.1.0']])('a version that is not one: %j', async (version) => {
    const b = book();
    b.version = version;
    const err = await refused(b, 'version: ');
    expect(err).not.toContain('\u001b');
  });

  it('a book made by another version: a grade measured otherwise is a note, and the archive publishes this version\'s', async () => {
    const b = book();
    b.version = '0.0.9';
    b.puzzles[0].grade.clues = 1;
    const line = `${named(b, 0)}grade: clues is 1 but measures ${BOOK.puzzles[0].grade.clues} (made by puzzlebook 0.0.9; graded differently by ${VERSION})`;
    const path = write(b);
    const r = await cli(['verify', path]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`${path}: made by puzzlebook 0.0.9, which graded 1 of its ${b.puzzles.length} puzzles otherwise than ${VERSION} measures them`);
    expect(r.stdout).toContain(`${path}: ${line}`);
    // Every grade an archive shows is measured by this version, whatever made the book.
    const [entry] = await proveFolder(dirname(path));
    const published = regrade(readBook(path), entry!.regraded);
    expect(published.puzzles[0]!.grade).toEqual(BOOK.puzzles[0].grade);
    expect(published.puzzles.slice(1)).toEqual(b.puzzles.slice(1));
    // Made by this version, the same grade is a forgery.
    const c = book();
    c.puzzles[0].grade.clues = 1;
    await refused(c, `${named(c, 0)}grade: clues is 1 but measures ${BOOK.puzzles[0].grade.clues}`);
  });

  it('a book made by another version is still refused for what no version would make: a wrong answer', async () => {
    const b = book();
    b.version = '0.0.9';
    const i = at(b, 'secret-number');
    b.puzzles[i].solution.number += 1;
    await refused(b, `${named(b, i)}the stored answer is wrong`);
  });

  it('two puzzles swapped within a ramped section: by place, and by content under the same ids', async () => {
    const b = book();
    const i = at(b, 'secret-number');
    [b.puzzles[i], b.puzzles[i + 2]] = [b.puzzles[i + 2], b.puzzles[i]];
    await refused(b, `${named(b, i)}id: is not ${BOOK.puzzles[i].id}, the id of its place`, `${named(b, i + 1)}grade.score: `);
    // Equal scores keep the order they were made in: two neighbours of one section that tie (a 4×4 Numbrix section's, most often).
    const c = book();
    const section = (i: number) => c.puzzles[i].id.replace(/\d+$/, '');
    const j = c.puzzles.findIndex((p: Json, i: number) => i + 1 < c.puzzles.length && section(i) === section(i + 1) && p.grade.score === c.puzzles[i + 1].grade.score);
    expect(j, 'two puzzles of one section that tie in score').toBeGreaterThanOrEqual(0);
    const ids = [c.puzzles[j].id, c.puzzles[j + 1].id];
    [c.puzzles[j], c.puzzles[j + 1]] = [{ ...c.puzzles[j + 1], id: ids[0] }, { ...c.puzzles[j], id: ids[1] }];
    await refused(c, `${named(c, j + 1)}seed: was made before puzzles[${j}] and ties with it in score, so it comes first`);
  });

  it('two puzzles swapped in a book without a ramp', async () => {
    const b = structuredClone(FLAT_BOOK);
    [b.puzzles[0], b.puzzles[2]] = [{ ...b.puzzles[2], id: b.puzzles[0].id }, { ...b.puzzles[0], id: b.puzzles[2].id }];
    await refused(b, `${named(b, 0)}seed: is the seed of puzzles[2]'s place`, `${named(b, 2)}seed: is the seed of puzzles[0]'s place`);
  });

  it('a puzzle moved to another section of its kind', async () => {
    const b = book();
    const [from, to] = [at(b, 'numbrix', 2), at(b, 'numbrix', 1)];
    b.puzzles[to] = { ...b.puzzles[from], id: b.puzzles[to].id };
    await refused(b, `${named(b, to)}options: are not sections[0].options`, `${named(b, to)}seed: is the seed of a puzzle of sections[1], not of sections[0]`);
  });

  it("Countdown's stored working replaced by another right answer", async () => {
    const b = book();
    const i = at(b, 'countdown');
    const { puzzle, solution } = b.puzzles[i];
    const other = getKind('countdown').solve(puzzle, 50).solutions.find((s) => s.expression !== solution.expression);
    expect(other).toBeDefined();
    b.puzzles[i].solution = other;
    await refused(b, `${named(b, i)}solution.expression: is not the key's working, the simplest solution at the game's level: ${solution.expression}`);
  });

  it('every failing puzzle is counted once, however many of its fields disagree', async () => {
    const b = book();
    b.puzzles[0].difficulty = 'hard';
    b.puzzles[0].options.symmetry = 'mirror';
    b.puzzles[0].grade.clues = 1;
    const err = await refused(b, `${named(b, 0)}difficulty: `, `${named(b, 0)}options: `, `${named(b, 0)}grade: `);
    expect(err).toContain(`1 of ${b.puzzles.length} puzzles failed`);
  });
});

describe("each kind's options, read from its puzzle", () => {
  const record = (kind: KindName) => BOOK.puzzles[at(BOOK, kind)];
  const unlike = (kind: KindName, options: unknown) => {
    const r = record(kind);
    return getKind(kind).unlike(getKind(kind).options.parse(options) as never, r.puzzle, r.solution);
  };

  it('every kind finds nothing unlike in its own records', () => {
    for (const kind of KIND_NAMES) expect(unlike(kind, record(kind).options), kind).toEqual([]);
  });

  it.each([
    ['numbrix', { size: 5 }, 'puzzle: is 4×4 but its options ask for 5×5'],
    ['secret-number', { digits: 2 }, 'puzzle.digits: is 3 but options.digits is 2'],
    ['cross-numbers', { size: 2, digits: [1, 5], operators: '+-', noNegatives: true }, 'puzzle.digits: is [1,9] but options.digits is [1,5]'],
    ['cross-numbers', { size: 2, operators: '*' }, 'puzzle.rowOps[0][0]: a sign options.operators (*) leaves out'],
    ['cross-numbers', { rows: 2, cols: 3 }, 'puzzle: is 2×2 but its options ask for 2×3'],
    ['countdown', { cards: 5, large: 0, target: [10, 50] }, 'puzzle.numbers: holds 4 cards but the options deal 5'],
    ['countdown', { cards: 4, large: 1, target: [10, 50] }, 'puzzle.numbers: holds 0 large cards but options.large is 1'],
    ['countdown', { cards: 4, large: 0 }, "puzzle.target: {target} is outside the options' targets, 101 to 999"],
    ['number-mind', { length: 4 }, 'puzzle.length: is 3 but options.length is 4'],
  ] as const)('%s with %j: %s', (kind, options, line) => {
    expect(unlike(kind, options)).toContain(line.replace('{target}', String(record('countdown').puzzle.target)));
  });

  it("Numbrix clues out of the options' symmetry", () => {
    const r = structuredClone(record('numbrix'));
    const cell = r.puzzle.givens.flat().findIndex((v: number) => v > 0);
    r.puzzle.givens[Math.floor(cell / 4)][cell % 4] = 0;
    const found = getKind('numbrix').unlike(r.options, r.puzzle, r.solution);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^puzzle\.givens\[\d\]\[\d\]: the clues are not symmetric under a half turn, as options\.symmetry asks/);
  });

  it('a Cross Numbers line that dips below zero where noNegatives rules it out', () => {
    const r = structuredClone(record('cross-numbers'));
    // 1 − 7 + … dips below zero on the way, whatever the total.
    r.solution.cells[0] = [1, 7];
    r.puzzle.rowOps[0] = ['-'];
    expect(getKind('cross-numbers').unlike(r.options, r.puzzle, r.solution)).toContain(
      'puzzle.rowOps[0]: the line goes below zero on the way to its total, which options.noNegatives rules out',
    );
  });

  it('Countdown cards the pack does not hold', () => {
    const r = structuredClone(record('countdown'));
    const options = getKind('countdown').options.parse({ cards: 4 });
    expect(getKind('countdown').unlike(options, { ...r.puzzle, numbers: [13, 9, 8, 3] }, r.solution)).toContain('puzzle.numbers[0]: 13 is not a card (1 to 10, 25, 50, 75, 100)');
    expect(getKind('countdown').unlike(options, { ...r.puzzle, numbers: [9, 9, 9, 3] }, r.solution)).toContain('puzzle.numbers: holds 9 3 times; the pack has two of it');
  });
});

describe('bookFailures', () => {
  it('names the file and the puzzle first on every line', () => {
    const b = book();
    b.puzzles[2].grade.score = 1;
    b.puzzles[5].grade.score = 2;
    const lines = bookFailures(readBook(write(b)), 'here.json');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/^here\.json: puzzles\[[25]\] \(tamper-test-[a-z0-9-]+\): [a-z.[\]0-9]+: /);
  });
});

describe('verify --remake', () => {
  const remake = async (b: Json) => cli(['verify', write(b), '--remake', '--jobs', '1']);

  it('passes a book as built, each record made again the same', async () => {
    const r = await remake(book());
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('and each is the record its spec and seed make again');
  });

  it('refuses a puzzle that agrees with itself and its place but is not the one its seed makes', async () => {
    // A game from another book seed, under this place's id and seed: every other check holds.
    const other = JSON.parse(bookJson(makeBook({ ...SPEC, seed: '6' })));
    const b = book();
    const i = at(b, 'countdown');
    expect(other.puzzles[i].puzzle).not.toEqual(b.puzzles[i].puzzle);
    b.puzzles[i] = { ...other.puzzles[i], id: b.puzzles[i].id, seed: b.puzzles[i].seed };
    await passes(b);
    const r = await remake(b);
    expectCleanFailure(r);
    expect(r.stderr).toContain(`${named(b, i)}puzzle: is not what its spec and seed make`);
  });

  it('refuses a retry seed a build did not need', async () => {
    const b = book();
    const i = at(b, 'number-mind');
    const own = b.puzzles[i].seed;
    b.puzzles[i].seed = `${own}/retry/1`;
    await passes(b);
    const r = await remake(b);
    expectCleanFailure(r);
    expect(r.stderr).toContain(`${named(b, i)}seed: a build of its spec takes ${own}`);
  });
});
