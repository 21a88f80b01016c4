// Generators of hostile input for the fuzz tests: nasty values, mutations of valid
// documents at random paths, text-level damage, and YAML's own hazards (tags, anchors,
// aliases, directives, duplicate keys, alias bombs).
import fc from 'fast-check';
import { stringify as yamlStringify } from 'yaml';

/** Seed shared by every property, so a failure reproduces run after run. */
export const SEED = 20260615;

// ---------------------------------------------------------------------------------------
// Values

/** `depth` levels of arrays, objects, or both alternating, around a number. */
export function nest(depth: number, kind: 'array' | 'object' | 'mixed'): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) {
    const asArray = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
    v = asArray ? [v] : { k: v };
  }
  return v;
}

export const HUGE_NUMBERS = [
  1e308, -1e308, 2 ** 53 + 1, -(2 ** 53 + 1), Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.MAX_VALUE,
  Number.MIN_VALUE, 1e21, 2 ** 32, 2 ** 31, -(2 ** 31) - 1, Infinity, -Infinity, NaN, -0, 0.5, -1, 1e-7,
];

/** Small whole numbers at the edges of the schemas' ranges. */
export const EDGE_INTS = [0, 1, 2, 3, 4, 5, 6, 9, 10, 12, 13, 16, 17, 20, 21, 30, 31, 40, 41, 100, 101, 200, 201, 1000, 1001, 4999, 5000, 5001, 9999, 10000];

const STACKY = '\n    at Object.<anonymous> (/x/y.js:1:1)';

/** Strings that have broken parsers, printers and terminals. */
export const NASTY_STRINGS = [
  '', ' ', '\t', '  padded  ', 'NaN', 'Infinity', '-Infinity', '1e308', '0x10', '1', '01', '-0', 'null', 'true', 'undefined',
  '__proto__', 'constructor', 'toString', 'hasOwnProperty',
  '<script>alert(1)</script>', '<b>bold</b> & <i>it</i>', '"><img src=x onerror=alert(1)>', '{{title}}', '{{{raw}}}', '{{#each x}}', '${x}', '%s %d %n',
  '\\', '"', "'", '`', '\u0000', 'a\u0000b', '\u0007\u001b[31mred', '\uFFFF', '\uFEFF', '\uD800', '\uDFFF', '\u2028\u2029',
  '🧩', '👨‍👩‍👧‍👦', '🇺🇳', '漢字パズル', '한국어', 'مرحبا بالعالم', 'עברית', '\u202Eevil\u202C', 'e\u0301\u0308\u0327', 'Z̸̡̛̗̘̀́̂̃̄', 'Ω≈ç√∫',
  'Ünïcödé Tîtlé', 'Ærøskøbing', '\r\n', 'line\nbreak', STACKY, 'Error: boom' + STACKY,
  'numbrix', 'secret-number', 'cross-numbers', 'countdown', 'number-mind', 'sudoku', 'easy', 'medium', 'hard', 'expert', 'back', 'separate',
  'letter', 'a4', '6x9', '8.5x11', '2x2', '4x4', '5x5', 'rotational', 'mirror', 'none', 'rows', 'lines', 'grid', 'left-to-right', '+', '-', '*', '/',
  'x'.repeat(121), 'x'.repeat(201), 'W'.repeat(2000), 'a'.repeat(100_000), '9'.repeat(400), '-'.repeat(61), 'a-'.repeat(40),
];

const wrongTypes = fc.constantFrom<unknown>(null, true, false, [], {}, [[]], [{}], { '': null }, [null], '');

export const numbers = fc.oneof(
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constantFrom(...EDGE_INTS),
  fc.integer(),
  fc.double(),
  fc.maxSafeInteger(),
);

export const strings = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const deep = fc
  .tuple(fc.integer({ min: 200, max: 400 }), fc.constantFrom('array' as const, 'object' as const, 'mixed' as const))
  .map(([depth, kind]) => nest(depth, kind));

const small = fc.constantFrom(...EDGE_INTS.filter((n) => n <= 20));

/** Any value a fuzzed document may hold in place of a valid one. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: numbers },
  { weight: 4, arbitrary: strings },
  { weight: 1, arbitrary: deep },
  { weight: 2, arbitrary: wrongTypes },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(small, { maxLength: 12 }) },
  { weight: 1, arbitrary: fc.array(fc.array(fc.oneof(small, fc.constant(null)), { maxLength: 10 }), { maxLength: 10 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...NASTY_STRINGS.slice(0, 40)), fc.string()), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 5 }) },
);

/** Every kind of JavaScript value, including those YAML 1.1 can make (Map, Set, Date, bytes). */
export const anything = fc.anything({
  maxDepth: 4,
  maxKeys: 6,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

// ---------------------------------------------------------------------------------------
// Mutations of a valid document

export type Key = string | number;

/** Every node's path, depth first, the root first. */
export function pathsOf(doc: unknown, prefix: Key[] = [], out: Key[][] = []): Key[][] {
  out.push(prefix);
  if (Array.isArray(doc)) doc.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (doc && typeof doc === 'object') for (const [k, v] of Object.entries(doc)) pathsOf(v, [...prefix, k], out);
  return out;
}

function at(doc: unknown, path: Key[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], doc);
}

export type Mutation =
  | { at: number; op: 'replace'; value: unknown }
  | { at: number; op: 'delete' }
  | { at: number; op: 'add'; key: string; value: unknown }
  | { at: number; op: 'wrap' }
  | { at: number; op: 'duplicate' };

/** One change at a random node: another value, the key gone, an extra key, the value wrapped or repeated. */
export function mutation(values: fc.Arbitrary<unknown> = nasty): fc.Arbitrary<Mutation> {
  const where = fc.nat();
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ at: where, op: fc.constant('replace' as const), value: values }) },
    { weight: 2, arbitrary: fc.record({ at: where, op: fc.constant('delete' as const) }) },
    { weight: 1, arbitrary: fc.record({ at: where, op: fc.constant('add' as const), key: fc.oneof(fc.constantFrom('extra', 'title', 'kind', '__proto__', '', 'count'), fc.string()), value: values }) },
    { weight: 1, arbitrary: fc.record({ at: where, op: fc.constant('wrap' as const) }) },
    { weight: 1, arbitrary: fc.record({ at: where, op: fc.constant('duplicate' as const) }) },
  );
}

/** A deep copy of `doc` with the mutations applied in turn (paths are taken afresh each time). */
export function mutate(doc: unknown, mutations: readonly Mutation[]): unknown {
  let root: unknown = structuredClone(doc);
  for (const m of mutations) {
    const paths = pathsOf(root);
    const path = paths[m.at % paths.length]!;
    const node = at(root, path);
    const parentPath = path.slice(0, -1);
    const key = path[path.length - 1];
    const parent = path.length ? (at(root, parentPath) as Record<Key, unknown> | unknown[]) : undefined;
    const set = (value: unknown) => {
      if (!parent) root = value;
      else (parent as Record<Key, unknown>)[key!] = value;
    };
    switch (m.op) {
      case 'replace':
        set(m.value);
        break;
      case 'delete':
        if (!parent) root = null;
        else if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete (parent as Record<Key, unknown>)[key!];
        break;
      case 'add':
        if (Array.isArray(node)) node.push(m.value);
        else if (node && typeof node === 'object') Object.defineProperty(node, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
        else set(m.value);
        break;
      case 'wrap':
        set(m.at % 2 ? [node] : { value: node });
        break;
      case 'duplicate':
        if (Array.isArray(parent)) parent.splice(key as number, 0, structuredClone(node));
        else if (Array.isArray(node)) node.push(structuredClone(node[0] ?? null));
        else set(structuredClone(node));
        break;
    }
  }
  return root;
}

/** Gentle changes that keep most books valid: small whole numbers, digits, ±1, swapped strings. */
export const gentleValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -2, max: 30 }),
  fc.constantFrom('0', '1', '12', '123', '9876', '1+2', '(100-1)*6', '25*4', '', 'x', 'medium', 'hard'),
  fc.constant(null),
);

// ---------------------------------------------------------------------------------------
// Text

export type Format = 'yaml' | 'yaml-flow' | 'json' | 'json-pretty';

/** The document as text; data YAML cannot write (too deep) falls back to JSON, itself valid YAML. */
export function serialize(doc: unknown, format: Format): string {
  try {
    if (format === 'yaml') return yamlStringify(doc, { aliasDuplicateObjects: false });
    if (format === 'yaml-flow') return yamlStringify(doc, { aliasDuplicateObjects: false, collectionStyle: 'flow' });
  } catch {
    // fall through
  }
  return (format === 'json-pretty' ? JSON.stringify(doc, null, 2) : JSON.stringify(doc)) ?? 'null';
}

export const formats = fc.constantFrom<Format>('yaml', 'yaml-flow', 'json', 'json-pretty');

export type TextDamage =
  | { op: 'truncate'; at: number }
  | { op: 'duplicate-line'; at: number }
  | { op: 'insert'; at: number; text: string }
  | { op: 'cut'; at: number; length: number }
  | { op: 'crlf' }
  | { op: 'tabs' };

/** Pieces of YAML and JSON syntax, inserted at random points. */
export const SYNTAX = [
  ':', ': ', '- ', '-', '{', '}', '[', ']', ',', '"', "'", '#', '&a ', '*a', '*nope', '!!str ', '!!binary ', '!foo ', '? ', '|', '>', '\t', '\n',
  '\n  ', '---\n', '...\n', '%YAML 1.1\n', '@', '`', '\\', '\u0000', '\uFEFF', '\u2028', 'title: dup\n', '<<: *a\n', 'null', '1e999',
];

export const textDamage: fc.Arbitrary<TextDamage> = fc.oneof(
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('duplicate-line' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof(fc.constantFrom(...SYNTAX), fc.string({ maxLength: 8 })) }),
  fc.record({ op: fc.constant('cut' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.constant({ op: 'crlf' as const }),
  fc.constant({ op: 'tabs' as const }),
);

export function damage(text: string, damages: readonly TextDamage[]): string {
  for (const d of damages) {
    const n = text.length + 1;
    switch (d.op) {
      case 'truncate':
        text = text.slice(0, d.at % n);
        break;
      case 'duplicate-line': {
        const lines = text.split('\n');
        const i = d.at % lines.length;
        lines.splice(i, 0, lines[i]!);
        text = lines.join('\n');
        break;
      }
      case 'insert':
        text = text.slice(0, d.at % n) + d.text + text.slice(d.at % n);
        break;
      case 'cut':
        text = text.slice(0, d.at % n) + text.slice((d.at % n) + d.length);
        break;
      case 'crlf':
        text = text.replace(/\n/g, '\r\n');
        break;
      case 'tabs':
        text = text.replace(/^( {2})+/gm, '\t');
        break;
    }
  }
  return text;
}

/** Text that is not a document at all: random characters, bytes, and soups of syntax. */
export const randomText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => new TextDecoder('utf-8').decode(bytes)),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => String.fromCharCode(...bytes)),
  fc
    .array(fc.oneof(fc.constantFrom(...SYNTAX, 'title', 'seed', 'sections', 'kind', 'numbrix', 'count', '1', 'puzzle', 'x'), fc.string({ maxLength: 4 })), { maxLength: 60 })
    .map((parts) => parts.join('')),
);

// ---------------------------------------------------------------------------------------
// YAML's own hazards

/** Inline YAML, put in place of a value: tags, anchors, aliases, odd scalars, flow collections. */
export const YAML_SNIPPETS = [
  '*a', '*undefined_anchor', '&a [1, 2]', '&a 5', '&a {kind: numbrix, count: 1}', '[*a, *a]', '{<<: *a}', '{<<: {kind: numbrix}}',
  '!!binary aGVsbG8=', '!!str 5', '!!int "5"', '!!int "x"', '!!float 1e400', '!!set {a, b}', '!!omap [{a: 1}]', '!!pairs [{a: 1}]',
  '!!timestamp 2001-12-14', '!!map [1]', '!!seq {a: 1}', '!!null x', '!!bool maybe', '!foo bar', '!<tag:yaml.org,2002:js/undefined> ~', '!!python/object:os.system ls',
  '.inf', '-.inf', '.nan', '.NaN', '0x1F', '0o17', '0b101', '1_000', '+12', '012', '1e308', '1e309', '-0', '9007199254740993', '0.1e-400',
  '~', 'null', 'Null', 'yes', 'no', 'on', 'off', 'y', 'True', '2001-12-14t21:59:43.10-05:00', '12:30:00',
  '"\\u0000"', '"\\uD800"', '"\\x41\\e"', '"\\N\\_\\L\\P"', '"\\U0001F9E9"', "'<script>alert(1)</script>'", '"🧩 漢字 مرحبا"', '"e\\u0301\\u0308"',
  '{a: 1, a: 2}', '{? [1, 2] : 3}', '{? {a: 1} : 3}', '[[[[[[[[[[1]]]]]]]]]]', '{title: x, title: y}',
  '[', '}', '"unterminated', '@reserved', '`tick', '%', '- a', '&', '*', '!', '|', '>', '[1, 2', '{a: [}',
];

/** Document prefixes and suffixes: directives, markers, a BOM, a second document. */
export const YAML_PREFIXES = ['', '', '%YAML 1.1\n---\n', '%YAML 1.2\n---\n', '---\n', '\uFEFF', '--- !!map\n', '%TAG ! tag:example.com,2000:\n---\n', '%YAML 9.9\n---\n', '# comment\n'];
export const YAML_SUFFIXES = ['', '', '\n...\n', '\n---\nsecond: doc\n', '\n# trailing', '\n---\n', '\n\u0000'];

const RAW = (i: number) => `zzraw${i}zz`;

/** Replaces values at random paths with inline YAML, defining anchor `a` first where the text has none. */
export function withSnippets(doc: unknown, places: readonly { at: number; snippet: string }[], format: 'yaml' | 'yaml-flow'): string {
  const marked = mutate(doc, places.map((p, i) => ({ at: p.at, op: 'replace', value: RAW(i) })));
  let text = serialize(marked, format);
  places.forEach((p, i) => (text = text.split(RAW(i)).join(p.snippet)));
  return text;
}

/** "Billion laughs": `levels` anchors each holding `width` aliases of the one before. */
export function aliasBomb(levels: number, width: number, at: 'title' | 'sections' = 'title'): string {
  const names = Array.from({ length: levels }, (_, i) => `l${i}`);
  const lines = [`l0: &l0 [${Array(width).fill('"lol"').join(', ')}]`];
  for (let i = 1; i < levels; i++) lines.push(`${names[i]}: &${names[i]} [${Array(width).fill(`*${names[i - 1]}`).join(', ')}]`);
  lines.push(`${at}: *${names[levels - 1]}`);
  return `${lines.join('\n')}\n`;
}
