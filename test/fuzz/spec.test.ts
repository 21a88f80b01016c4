// Fuzzing the spec reader: parseData(text, where, true) then validate(specSchema, …).
// Cases per property (fixed seed, see inputs.ts SEED):
//   random JSON values as JSON and YAML text ..... 300
//   any JavaScript value, straight to validate .... 300
//   random text, bytes and syntax soup ............ 500
//   mutated valid specs (data + text damage) ...... 800
//   mutated valid data straight to validate ....... 400
//   YAML hazards (tags, anchors, directives) ...... 400
//   alias bombs and deep nesting .................. 40
//   total ......................................... 2740, plus fixed cases: 8 bombs and deep
//   documents, 12 near-valid refusals, 8 titles, the 3 example books, 2 recorded bugs
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseData, validate } from '../../src/book/files.ts';
import { specSchema } from '../../src/book/spec.ts';
import { attempt, expectPaths, isPlainObject, MAX_LINES, show } from './contract.ts';
import {
  aliasBomb,
  anything,
  damage,
  formats,
  mutate,
  mutation,
  nest,
  randomText,
  SEED,
  serialize,
  textDamage,
  withSnippets,
  YAML_PREFIXES,
  YAML_SNIPPETS,
  YAML_SUFFIXES,
} from './inputs.ts';
import { cases } from '../cases.ts';

const WHERE = 'spec.yaml';
const BOOKS = ['sampler', 'brain-teasers', 'kids-worksheets'].map((name) => readFileSync(new URL(`../../books/${name}.yaml`, import.meta.url), 'utf8'));
/** Valid specs to mutate: the example books, and a small one with every field. */
const SMALL = {
  title: 'Fuzz Book',
  subtitle: 'Small',
  author: 'Tester',
  slug: 'fuzz-book',
  seed: 7,
  page: { size: 'a4' },
  largePrint: true,
  worksheet: false,
  answers: 'back',
  sections: [
    { kind: 'numbrix', name: 'paths', title: 'Paths', count: 1, difficulty: 'easy', options: { width: 5, height: 4, symmetry: 'mirror' }, layout: '1x1' },
    { kind: 'secret-number', count: 2, difficulty: 'hard', options: { digits: 3, decoys: 1 }, perPage: 2 },
    { kind: 'cross-numbers', count: 1, options: { rows: 2, cols: 3, digits: [1, 6], distinct: 'rows', order: 'left-to-right', base: 8 } },
    { kind: 'countdown', count: 1, options: { large: 2 } },
    { kind: 'number-mind', count: 1, options: { length: 4 } },
  ],
};
const BASES: unknown[] = [SMALL, ...BOOKS.map((text) => parseData(text, 'book', true))];

/** The reader, checked against the contract; the parsed data is handed back too. */
function readSpecText(text: string) {
  // Control characters echoed by syntax errors are a known bug, recorded below.
  const parsed = attempt(WHERE, text, () => parseData(text, WHERE, true));
  if (!parsed.ok) return { parsed };
  return { parsed, read: checkData(parsed.value, text) };
}

/** validate on parsed data: refusals of an object name a path; an accepted spec is sane. */
function checkData(data: unknown, input: unknown) {
  const read = attempt(WHERE, input, () => validate(specSchema, data, WHERE));
  if (!read.ok && isPlainObject(data)) expectPaths(read.message, WHERE, input);
  if (read.ok) {
    const spec = read.value;
    if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(spec.slug) || spec.title.trim() === '' || spec.sections.length === 0) {
      throw new Error(`accepted a spec with no usable slug, title or sections: ${show(spec)}\ninput: ${show(input)}`);
    }
  }
  return read;
}

describe('spec reader', () => {
  // The YAML parser reports unknown tags and the like through process.emitWarning; keep the
  // test output readable (the CLI test checks what a user sees on stderr).
  beforeAll(() => void vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined));
  afterAll(() => vi.restoreAllMocks());

  it('accepts the example books (the bases mutated below)', () => {
    for (const text of BOOKS) expect(readSpecText(text).read?.ok).toBe(true);
    expect(checkData(SMALL, SMALL).ok).toBe(true);
  });

  it('random JSON values, written as JSON and as YAML', () => {
    fc.assert(
      fc.property(fc.jsonValue(), formats, (value, format) => {
        readSpecText(serialize(value, format));
      }),
      { seed: SEED, numRuns: cases(100, 1500) },
    );
  });

  it('any JavaScript value (Map, Set, Date, BigInt, null prototypes, …) handed to validate', () => {
    fc.assert(
      fc.property(anything, (value) => {
        checkData(value, value);
      }),
      { seed: SEED, numRuns: cases(100, 1500) },
    );
  });

  it('random text, bytes and soups of YAML syntax', () => {
    fc.assert(
      fc.property(randomText, (text) => {
        readSpecText(text);
      }),
      { seed: SEED, numRuns: cases(170, 2500) },
    );
  });

  it('valid specs mutated at random paths, written out, then damaged as text', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: BASES.length - 1 }),
        fc.array(mutation(), { minLength: 1, maxLength: 3 }),
        formats,
        fc.array(textDamage, { maxLength: 2 }),
        (base, mutations, format, damages) => {
          const text = damage(serialize(mutate(BASES[base], mutations), format), damages);
          if (readSpecText(text).read?.ok) accepted++;
        },
      ),
      { seed: SEED, numRuns: cases(270, 4000) },
    );
    // Some mutations (a title, an unused field) leave a good spec: the fuzz reaches both outcomes.
    expect(accepted).toBeGreaterThan(0);
  });

  it('mutated data straight to validate (NaN, ±Infinity and -0 survive, as YAML can make them)', () => {
    fc.assert(
      fc.property(fc.nat({ max: BASES.length - 1 }), fc.array(mutation(), { minLength: 1, maxLength: 4 }), (base, mutations) => {
        const data = mutate(BASES[base], mutations);
        checkData(data, data);
      }),
      { seed: SEED, numRuns: cases(130, 2000) },
    );
  });

  it('YAML hazards: tags, anchors and aliases, odd scalars, directives, duplicate keys, several documents', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: BASES.length - 1 }),
        fc.array(fc.record({ at: fc.nat(), snippet: fc.constantFrom(...YAML_SNIPPETS) }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('yaml' as const, 'yaml-flow' as const),
        fc.constantFrom(...YAML_PREFIXES),
        fc.constantFrom(...YAML_SUFFIXES),
        (base, places, format, prefix, suffix) => {
          readSpecText(prefix + withSnippets(BASES[base], places, format) + suffix);
        },
      ),
      { seed: SEED, numRuns: cases(130, 2000) },
    );
  });

  it('alias bombs and deep nesting are refused (or read) quickly, with a short message', () => {
    const fixed = [
      aliasBomb(10, 10),
      aliasBomb(30, 2, 'sections'),
      `${aliasBomb(9, 9)}seed: 1\nsections: [{kind: numbrix, count: 1}]\n`,
      `title: ${'['.repeat(100_000)}`,
      `title: T\nseed: 1\nsections: ${'['.repeat(3000)}${']'.repeat(3000)}\n`,
      `title: T\nseed: 1\nsections:\n${Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i)}- `).join('\n')}1\n`,
      `{"title": "T", "seed": 1, "sections": [{"kind": "numbrix", "count": 1, "options": ${'{"k": '.repeat(5000)}1${'}'.repeat(5000)}}]}`,
      `{"title": ${'['.repeat(100_000)}1${']'.repeat(100_000)}, "seed": 1, "sections": []}`,
    ];
    for (const text of fixed) expect(readSpecText(text).parsed).toBeDefined();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 2, max: 12 }), fc.constantFrom('title' as const, 'sections' as const), (levels, width, at) => {
        readSpecText(aliasBomb(levels, width, at));
      }),
      { seed: SEED, numRuns: cases(15, 200) },
    );
  });

  it('refusals of near-valid specs name the field: huge numbers, wrong types, markup and unicode', () => {
    const refused = (data: unknown) => {
      const read = checkData(data, data);
      if (read.ok) throw new Error(`accepted: ${show(data)}`);
      return read.message;
    };
    const base = SMALL as Record<string, unknown>;
    const section = (patch: object) => ({ ...base, sections: [{ ...SMALL.sections[0], ...patch }] });
    expect(refused({ ...base, seed: 1e308 })).toMatch(/^spec\.yaml: seed: /);
    expect(refused({ ...base, seed: 2 ** 53 + 1 })).toMatch(/^spec\.yaml: seed: /);
    expect(refused(section({ count: 1e308 }))).toMatch(/^spec\.yaml: sections\[0\]\.count: /);
    expect(refused(section({ count: -1e308 }))).toMatch(/^spec\.yaml: sections\[0\]\.count: /);
    expect(refused(section({ options: { width: 5, height: 2 ** 53 + 1 } }))).toMatch(/^spec\.yaml: sections\[0\]\.options\.height: /);
    expect(refused(section({ count: '1' }))).toMatch(/sections\[0\]\.count: /);
    expect(refused({ ...base, title: '' })).toMatch(/^spec\.yaml: title: /);
    expect(refused({ ...base, title: 'x'.repeat(100_000) })).toMatch(/^spec\.yaml: title: /);
    expect(refused({ ...base, slug: '<script>alert(1)</script>' })).toMatch(/^spec\.yaml: slug: /);
    expect(refused(section({ title: '' }))).toMatch(/sections\[0\]\.title: /);
    expect(refused({ ...base, sections: nest(300, 'array') })).toMatch(/^spec\.yaml: sections\[0\]/);
    expect(refused({ ...base, '🧩': 1 })).toBe('spec.yaml: has an unknown field: "🧩"');
  });

  // Once a bug: a YAML syntax error could quote the document: "Unresolved alias …: <name>" repeats
  // the alias name with any control characters in it, so `title: *ESC c` prints an ESC c
  // (a full terminal reset) to the user's terminal. Minimal input: "title: *\u001bc".
  it('a YAML syntax error shows no control characters from the file', () => {
    const text = 'title: *\u001bc';
    attempt(WHERE, text, () => parseData(text, WHERE, true));
  });

  // Once a bug: zod's "Unrecognized keys" listed every unknown key in full on one line, with no cap on
  // their number or length, so the refusal is one line but many screens: one key of 10,000
  // characters gives a 10 KB message (1,000 unknown keys, one line naming all 1,000).
  // Minimal input: the small spec plus the key "k" × 10,000 (any value).
  it('a refusal naming unknown keys fits on one screen in characters too', () => {
    const data = { ...SMALL, ['k'.repeat(10_000)]: 1 };
    const read = checkData(data, 'small spec + 10,000-character key');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message.length).toBeLessThanOrEqual(MAX_LINES * 200);
  });

  it('unicode and markup in titles are read as plain text', () => {
    const titles = ['<script>alert(1)</script>', '🧩 Puzzles', '漢字パズル', 'مرحبا', 'e\u0301\u0308', 'Nul\u0000Byte', '{{title}}', '\u202Eevil'];
    for (const title of titles) {
      const read = checkData({ ...SMALL, title, slug: undefined }, title);
      if (!read.ok) throw new Error(`refused ${show(title)}: ${read.message}`);
      expect(read.value.title).toBe(title);
      expect(read.value.slug).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    }
  });
});
