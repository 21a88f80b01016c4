// Fuzzing the book-file reader: parseData(text, where, false) then validate(bookSchema, …),
// and bookFailures on every mutated book that still validates.
// Cases per property (fixed seed, see inputs.ts SEED):
//   random JSON values as JSON text ................ 200
//   any JavaScript value, straight to validate ..... 200
//   random text and bytes .......................... 300
//   mutated book, nasty values (+ text damage) ..... 400
//   mutated book, gentle values → bookFailures ..... 300
//   total .......................................... 1400 (+ 3 recorded bugs)
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { bookJson, parseData, validate } from '../../src/book/files.ts';
import { specSchema } from '../../src/book/spec.ts';
import { bookFailures } from '../../src/book/verify.ts';
import { attempt, expectPaths, isPlainObject, show } from './contract.ts';
import { anything, damage, gentleValue, mutate, mutation, nasty, randomText, SEED, textDamage } from './inputs.ts';
import { cases } from '../cases.ts';
import { withEveryKind } from '../../bench/defaults.ts';

const WHERE = 'book.json';

/**
 * A small book of every kind, made once: the base every mutation starts from. The kinds named
 * here, then any other the registry lists, at its worked example's options (bench/defaults.ts).
 */
const SPEC = specSchema.parse({
  title: 'Fuzz Book',
  seed: 11,
  sections: withEveryKind([
    { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } },
    { kind: 'secret-number', count: 1, difficulty: 'easy', options: { digits: 2 } },
    { kind: 'cross-numbers', count: 1, difficulty: 'easy', options: { size: 2 } },
    { kind: 'countdown', count: 1, difficulty: 'easy' },
    { kind: 'number-mind', count: 1, difficulty: 'easy', options: { length: 3 } },
  ]),
});
let TEXT: string;
let BASE: unknown;

beforeAll(() => {
  TEXT = bookJson(makeBook(SPEC));
  BASE = JSON.parse(TEXT);
});

const stats = { accepted: 0, failing: 0, refused: 0, unparsed: 0 };
afterAll(() => {
  // Both outcomes must be reached, or the fuzz is not testing bookFailures at all.
  expect(stats.accepted).toBeGreaterThan(0);
  expect(stats.failing).toBeGreaterThan(0);
});

/** bookFailures on a book that validated: lines naming each puzzle, never an exception. */
function checkFailures(book: BookFile, input: unknown): string[] {
  const out = attempt(WHERE, input, () => bookFailures(book, WHERE));
  if (!out.ok) return [];
  const lines = out.value;
  if (!Array.isArray(lines)) throw new Error(`bookFailures returned ${show(lines)}`);
  for (const line of lines) {
    if (typeof line !== 'string' || !line.startsWith(`${WHERE}: puzzles[`)) throw new Error(`bookFailures line does not name a puzzle: ${show(line)}\ninput: ${show(input)}`);
  }
  if (lines.length) stats.failing++;
  return lines;
}

function checkData(data: unknown, input: unknown): void {
  const read = attempt(WHERE, input, () => validate(bookSchema, data, WHERE));
  if (!read.ok) {
    stats.refused++;
    if (isPlainObject(data)) expectPaths(read.message, WHERE, input);
    return;
  }
  stats.accepted++;
  checkFailures(read.value, input);
}

function readBookText(text: string): void {
  // Control characters echoed by JSON syntax errors are a known bug, recorded below.
  const parsed = attempt(WHERE, text, () => parseData(text, WHERE, false));
  if (!parsed.ok) {
    stats.unparsed++;
    return;
  }
  checkData(parsed.value, text);
}

describe('book-file reader', () => {
  it('reads the base book back, with no failures', () => {
    const book = validate(bookSchema, parseData(TEXT, WHERE, false), WHERE);
    expect(bookFailures(book, WHERE)).toEqual([]);
  });

  it('a section count far past any book (1e308) is refused by name, not expanded into an array', () => {
    const doc = structuredClone(BASE) as { spec: { sections: { count: number }[] } };
    doc.spec.sections[0]!.count = 1e308;
    const read = attempt(WHERE, doc, () => validate(bookSchema, doc, WHERE));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain('spec.sections[0].count');
  });

  it('random JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        readBookText(JSON.stringify(value, null, pretty ? 2 : undefined));
      }),
      { seed: SEED, numRuns: cases(70, 1000) },
    );
  });

  it('any JavaScript value handed to validate', () => {
    fc.assert(
      fc.property(anything, (value) => {
        checkData(value, value);
      }),
      { seed: SEED, numRuns: cases(70, 1000) },
    );
  });

  it('random text and bytes', () => {
    fc.assert(
      fc.property(randomText, (text) => {
        readBookText(text);
      }),
      { seed: SEED, numRuns: cases(100, 1500) },
    );
  });

  it('the book mutated at random paths with hostile values, then damaged as text', () => {
    fc.assert(
      fc.property(fc.array(mutation(nasty), { minLength: 1, maxLength: 3 }), fc.array(textDamage, { maxLength: 1 }), fc.boolean(), (mutations, damages, pretty) => {
        const doc = mutate(BASE, mutations);
        readBookText(damage(JSON.stringify(doc, null, pretty ? 2 : undefined) ?? 'null', damages));
      }),
      { seed: SEED, numRuns: cases(130, 2000) },
    );
  });

  it('the book mutated gently (digits, small numbers, expressions), so many still validate and are re-solved', () => {
    fc.assert(
      fc.property(fc.array(mutation(gentleValue), { minLength: 1, maxLength: 3 }), (mutations) => {
        const doc = mutate(BASE, mutations);
        checkData(doc, doc);
      }),
      { seed: SEED, numRuns: cases(100, 1500) },
    );
  });

  // BUG: bookFailures copies text from the book file into its lines verbatim: a Countdown
  // expression or a Secret Number rule text holding a newline splits one failure over several
  // lines, which `verify` and `answers` then print as lines not naming the file (and which
  // can even pass for a stack frame, as here). Minimal input: the base book with
  // puzzles[3].solution.expression = "1\n    at x (y.js:1:1)".
  it('bookFailures lines stay one line each, whatever text the book holds', () => {
    const doc = structuredClone(BASE) as { puzzles: { kind: string; solution: Record<string, unknown> }[] };
    doc.puzzles.find((p) => p.kind === 'countdown')!.solution.expression = '1\n    at x (y.js:1:1)';
    const book = validate(bookSchema, doc, WHERE);
    const lines = bookFailures(book, WHERE);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
  });

  // BUG: a refusal's message takes a duplicate puzzle id into its text verbatim, after the id
  // has already been refused for its characters, so a newline in an id splits the message
  // into lines that do not name the file. Minimal input: the base book with puzzles[0].id and
  // puzzles[1].id both "a\nb".
  it('refusing a duplicated id with a newline keeps every line naming the file', () => {
    const doc = structuredClone(BASE) as { puzzles: { id: string }[] };
    doc.puzzles[0]!.id = 'a\nb';
    doc.puzzles[1]!.id = 'a\nb';
    const read = attempt(WHERE, doc, () => validate(bookSchema, doc, WHERE));
    expect(read.ok).toBe(false);
  });

  // Once a bug: a JSON syntax error quoted the text around the error, and parseData passes that on
  // with its control characters: a CR sends the cursor back over "puzzlebook: book.json",
  // an ESC sequence drives the user's terminal. Same for `solve` input. Minimal input: the
  // text "\u001b[2J" (ESC [2J clears the screen); or "\u0000\r".
  it('a JSON syntax error shows no control characters from the file', () => {
    for (const text of ['\u001b[2J', '\u0000\r', '{"title": "x",\r\u001b[31m}']) {
      attempt(WHERE, text, () => parseData(text, WHERE, false));
    }
  });
});
