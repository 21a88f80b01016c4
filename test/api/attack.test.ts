// Issue 83, "attack it again yourselves": the library as a careless or hostile caller uses it.
// Keys named as every object's (`__proto__`, `constructor`), frozen objects, getters and Proxies
// that throw, signals aborted at odd moments, two calls at once. Each is refused with a
// UserError (a code, and its problems by path from the argument), or done as asked; what the
// caller's own getter throws comes back to it as it was thrown, never wrapped or swallowed.
// "(found)": failed when written, fixed since.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BookSpecInput, buildBook, check, draw, explain, generate, generateEach, printBook, readRecord, solve, UserError } from '../../src/api/index.ts';
import { tempDir } from '../temp.ts';
import { rejection, thrown } from './caught.ts';

/** A refusal with `code`, its first problem at `path`. */
function expectRefusal(error: unknown, code: string, path: readonly PropertyKey[], message?: string | RegExp): void {
  expect(error).toBeInstanceOf(UserError);
  const e = error as UserError;
  expect(e.code, e.message).toBe(code);
  expect(e.problems[0]?.path).toEqual(path);
  if (typeof message === 'string') expect(e.message).toBe(message);
  else if (message) expect(e.message).toMatch(message);
}

const ITEM: { kind: 'countdown'; puzzle: { numbers: number[]; target: number } } = { kind: 'countdown', puzzle: { numbers: [100, 4, 2, 1], target: 204 } };
const SPEC: BookSpecInput = { title: 'Attack', seed: 83, sections: [{ kind: 'countdown', count: 1, difficulty: 'easy' }] };

describe('generate: the request', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', ''])('a kind named %j is refused, naming the kinds', (kind) => {
    expectRefusal(thrown(() => generate(kind as never)), 'invalid-options', ['kind'], /^kind: must be a kind; ".*" is not one: the nearest of the \d+ are [a-z-]+(, [a-z-]+){4}$/);
  });

  it('__proto__ in options (as JSON.parse makes it, a key of its own) is an unknown field', () => {
    const error = thrown(() => generate('countdown', JSON.parse('{"options": {"__proto__": {"cards": 4}}}')));
    expectRefusal(error, 'invalid-options', ['options', '__proto__'], 'options.__proto__: is not a field here');
  });

  it('__proto__ in the request itself gives it no count, seed or band: the default request is made', () => {
    expect(generate('countdown', JSON.parse('{"__proto__": {"count": 5, "seed": "evil", "difficulty": "expert"}}'))).toEqual(generate('countdown'));
    expect(({} as { count?: unknown }).count).toBeUndefined();
  });

  it('a frozen request and frozen options are read, not written', () => {
    const request = Object.freeze({ seed: 'ice', difficulty: 'easy', count: 2, options: Object.freeze({ cards: 5 }) } as const);
    expect(generate('countdown', request)).toEqual(generate('countdown', { seed: 'ice', difficulty: 'easy', count: 2, options: { cards: 5 } }));
  });

  it.each<[string, object]>([
    ['a getter of the count', { get count(): number { throw new RangeError('count getter'); } }],
    ['a getter of the options', { get options(): object { throw new RangeError('options getter'); } }],
    ['a Proxy whose every read throws', new Proxy({}, { get: () => { throw new RangeError('proxy get'); } })],
    ['options whose keys cannot be listed', { options: new Proxy({}, { ownKeys: () => { throw new RangeError('proxy keys'); } }) }],
  ])("%s that throws: the caller's error, as thrown", (_what, request) => {
    const error = thrown(() => generate('countdown', request as never));
    expect(error).toBeInstanceOf(RangeError);
    expect(error).not.toBeInstanceOf(UserError);
  });

  // (found) Any text or finite number was a seed: one of 100,000 characters or with a line break
  // made records that readRecord, and a book file, refuse.
  it.each<[string, unknown, string]>([
    ['100,000 characters', 'x'.repeat(100_000), 'seed: must be at most 200 characters'],
    ['a line break', 'a\nb', 'seed: must be a text without control characters (a tab, a newline, NUL), or a whole number'],
    ['nothing', '', 'seed: must not be empty'],
    ['1.5', 1.5, 'seed: must be a text or a whole number, such as 2026'],
    ['1e300', 1e300, 'seed: must be a text or a whole number, such as 2026'],
    ['-1', -1, 'seed: must be a text or a whole number, such as 2026'],
  ])('a seed of %s is refused as a spec refuses it (found)', (_what, seed, message) => {
    expectRefusal(thrown(() => generate('countdown', { seed: seed as string })), 'invalid-options', ['seed'], message);
    expectRefusal(thrown(() => generateEach('countdown', { seed: seed as string })), 'invalid-options', ['seed'], message);
  });

  it.each<[string, unknown]>([
    ['NaN', Number.NaN],
    ['an object with toString', { toString: () => 'x' }],
  ])('a seed of %s is refused, in the words a spec is', (_what, seed) => {
    expectRefusal(thrown(() => generate('countdown', { seed: seed as string })), 'invalid-options', ['seed'], 'seed: must be a text or a whole number, such as 2026');
  });

  it.each<[string, string | number]>([
    ['200 characters', 's'.repeat(200)],
    ['0', 0],
    ['the largest safe whole number', Number.MAX_SAFE_INTEGER],
  ])('a seed of %s makes records readRecord takes back', (_what, seed) => {
    const [record] = generate('countdown', { seed, difficulty: 'easy' });
    expect(readRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it.each<[string, object, readonly PropertyKey[]]>([
    ['a count given as text', { count: '2' }, ['count']],
    ['a count of 1e308', { count: 1e308 }, ['count']],
    ['a band named __proto__', { difficulty: '__proto__' }, ['difficulty']],
    ['options of a list', { options: [] }, ['options']],
  ])('%s is refused by its path', (_what, request, path) => {
    expectRefusal(thrown(() => generate('countdown', request as never)), 'invalid-options', path);
  });

  // (found) A list was read as a request: its fields are none, so the default puzzles were made.
  it('a list for a request is refused (found)', () => {
    expectRefusal(thrown(() => generate('countdown', [] as never)), 'invalid-options', [], 'must be an object: { seed, difficulty, count, options }');
  });
});

describe('generateEach: stopped at odd moments, and two at once', () => {
  it('a signal aborted before the first puzzle: the first next() rejects with its reason', async () => {
    const reason = new Error('never mind');
    const each = generateEach('countdown', { count: 3, signal: AbortSignal.abort(reason) });
    expect(await rejection(each.next())).toBe(reason);
  });

  it('aborted after the second puzzle: the two made are generate’s first two, and the next rejects', async () => {
    const stop = new AbortController();
    const made = [];
    const each = generateEach('countdown', { seed: 'odd', count: 5, signal: stop.signal });
    made.push((await each.next()).value, (await each.next()).value);
    stop.abort(new Error('two is enough'));
    expect(((await rejection(each.next())) as Error).message).toBe('two is enough');
    expect(made).toEqual(generate('countdown', { seed: 'odd', count: 2 }));
  });

  it('two iterators taken in turns make what each would alone', async () => {
    const a = generateEach('numbrix', { seed: 'a', count: 3, difficulty: 'easy', options: { size: 5 } });
    const b = generateEach('countdown', { seed: 'b', count: 3 });
    const [fromA, fromB]: unknown[][] = [[], []];
    for (let i = 0; i < 3; i++) {
      fromA.push((await a.next()).value);
      fromB.push((await b.next()).value);
    }
    expect(fromA).toEqual(generate('numbrix', { seed: 'a', count: 3, difficulty: 'easy', options: { size: 5 } }));
    expect(fromB).toEqual(generate('countdown', { seed: 'b', count: 3 }));
  });

  it('left after its first puzzle (return()), it makes no more', async () => {
    const each = generateEach('countdown', { count: 1000 });
    await each.next();
    expect(await each.return?.(undefined)).toEqual({ done: true, value: undefined });
    expect(await each.next()).toEqual({ done: true, value: undefined });
  });
});

describe('solve, explain, draw, check, readRecord', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['a list (found: told its kind was missing)', [ITEM]],
    ['a text', 'countdown'],
  ])('solve of %s is refused as no item', (_what, item) => {
    expectRefusal(thrown(() => solve(item as never)), 'invalid-item', [], 'must be a record, or { kind, puzzle }');
  });

  it.each(['__proto__', 'constructor'])('solve of the kind %j is refused, naming the kinds', (kind) => {
    expectRefusal(thrown(() => solve({ kind, puzzle: ITEM.puzzle } as never)), 'invalid-item', ['kind']);
  });

  it.each([Number.NaN, 0, 1.5, 1001])('solve with a limit of %s is refused', (limit) => {
    expectRefusal(thrown(() => solve(ITEM, { limit })), 'invalid-options', ['limit'], 'limit: must be a whole number from 1 to 1000');
  });

  it("a puzzle's __proto__ key (JSON's own) neither sets its target nor is solved for", () => {
    const item = JSON.parse('{"kind": "countdown", "puzzle": {"__proto__": {"target": 5}, "numbers": [100, 4, 2, 1], "target": 204}}');
    expect(solve(item)).toEqual(solve(ITEM));
  });

  it("a Proxy for an item, and a puzzle's getter, that throw: the caller's error, as thrown", () => {
    expect(thrown(() => solve(new Proxy({}, { get: () => { throw new RangeError('trap'); } }) as never))).toBeInstanceOf(RangeError);
    expect(thrown(() => explain({ kind: 'countdown', get puzzle(): never { throw new RangeError('getter'); } }))).toBeInstanceOf(RangeError);
  });

  it.each(['__proto__', 'constructor', 'toString', '', 'xx'])('explain in the language %j is refused, naming those there are', (language) => {
    expectRefusal(thrown(() => explain(ITEM, { language: language as never })), 'invalid-options', ['language'], /is not a language with words here; there are en, /);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 0, -1, 1001, '5'])('draw at %s pixels a unit is refused', (pixelsPerUnit) => {
    expectRefusal(thrown(() => draw(ITEM, { pixelsPerUnit: pixelsPerUnit as number })), 'invalid-options', ['pixelsPerUnit'], 'pixelsPerUnit: must be a number above 0, at most 1000');
  });

  it('draw with the answer of an item that has none is refused at its solution; one whose getter throws, the caller’s error', () => {
    expectRefusal(thrown(() => draw(ITEM, { answer: true })), 'invalid-item', ['solution']);
    expect(thrown(() => draw({ ...ITEM, get solution(): never { throw new RangeError('getter'); } }, { answer: true }))).toBeInstanceOf(RangeError);
  });

  it("check of an answer whose only field is JSON's __proto__ is refused at the field it lacks", () => {
    expectRefusal(thrown(() => check(ITEM, JSON.parse('{"__proto__": {"expression": "100*2+4"}}'))), 'invalid-item', ['solution', 'expression']);
  });

  it('readRecord of a record with a seed of 10 KB, or of the kind __proto__', () => {
    const [record] = generate('countdown');
    expectRefusal(thrown(() => readRecord({ ...record, seed: 'x'.repeat(10_240) })), 'invalid-item', ['seed']);
    expectRefusal(thrown(() => readRecord({ ...record, kind: '__proto__' })), 'invalid-item', ['kind']);
  });
});

describe('buildBook and printBook: options and specs refused before a thread starts', () => {
  it.each<[string, object, readonly PropertyKey[]]>([
    ['jobs NaN', { jobs: Number.NaN }, ['jobs']],
    ['jobs as text', { jobs: '2' }, ['jobs']],
    ['jobs 257', { jobs: 257 }, ['jobs']],
    ['jobs 1.5', { jobs: 1.5 }, ['jobs']],
    ['an empty out', { out: '' }, ['out']],
    ['an out of a number', { out: 5 }, ['out']],
    ['an onProgress that is no function', { onProgress: 'tell me' }, ['onProgress']],
    ['a signal that only looks like one', { signal: { aborted: true } }, ['signal']],
  ])('%s', async (_what, options, path) => {
    expectRefusal(await rejection(buildBook(SPEC, options as never)), 'invalid-options', path);
  });

  it.each<[string, unknown, string]>([
    // (found) Nothing was "must be an object, not null".
    ["'' (found)", '', 'is empty'],
    ["' # a comment' (found)", ' # a comment\n', 'is empty'],
    ['~', '~', 'must be an object, not null'],
    ['a list', [], 'must be an object, not a list'],
    ['YAML with a merge key (found)', 'base: &b { kind: countdown, count: 1 }\ntitle: A\nseed: 1\nsections: [{ <<: *b }]\n', 'line 4, column 14: a merge key (<<), which a spec does not read; write the fields out where they are wanted'],
  ])('a spec of %s is refused', async (_what, spec, message) => {
    const error = await rejection(buildBook(spec as never));
    expectRefusal(error, 'invalid-spec', [], message);
  });

  it("a spec with JSON's __proto__ key is refused at it", async () => {
    const error = await rejection(buildBook('{"title": "A", "seed": 1, "__proto__": {"x": 1}, "sections": [{"kind": "countdown", "count": 1}]}'));
    expectRefusal(error, 'invalid-spec', ['__proto__'], '__proto__: is not a field here');
  });

  it("a spec whose getter throws: the caller's error, as thrown", async () => {
    const error = await rejection(buildBook({ ...SPEC, get title(): string { throw new RangeError('title getter'); } }));
    expect(error).toBeInstanceOf(RangeError);
  });

  it.each<[string, string, string]>([
    ["'' (found)", '', 'is empty'],
    ['text that is no JSON', '<html>', 'not valid JSON at line 1, column 1: expected a value: {, [, a string in double quotes, a number, true, false or null'],
  ])('printBook of %s is refused', async (_what, book, message) => {
    expectRefusal(await rejection(printBook(book)), 'invalid-book', [], message);
  });
});

describe('buildBook and printBook: made, stopped and written', () => {
  it('a deeply frozen spec built twice at once gives the same bytes; printBook of the frozen book gives them again', async () => {
    const freeze = <T>(value: T): T => {
      if (value && typeof value === 'object') for (const child of Object.values(value)) freeze(child);
      return Object.freeze(value);
    };
    const spec = freeze(structuredClone(SPEC));
    const [a, b] = await Promise.all([buildBook(spec, { jobs: 1 }), buildBook(spec, { jobs: 1 })]);
    const bytes = (built: { files: { data: Uint8Array | string }[] }) => built.files.map((f) => Buffer.from(f.data));
    expect(bytes(a)).toEqual(bytes(b));
    const again = await printBook(freeze(structuredClone(a.book)));
    expect(bytes(again)).toEqual(bytes(a));
  });

  it('aborted from inside its own onProgress: rejects with the reason, nothing written', async () => {
    const out = join(tempDir(), 'books');
    const stop = new AbortController();
    const reason = new Error('seen enough');
    const error = await rejection(buildBook(SPEC, { out, jobs: 1, signal: stop.signal, onProgress: () => stop.abort(reason) }));
    expect(error).toBe(reason);
    expect(existsSync(out)).toBe(false);
  });

  it('buildBook with an out that is a file is refused before any puzzle is made (found: made, then refused)', async () => {
    const file = join(tempDir(), 'out');
    writeFileSync(file, 'mine');
    const heard: unknown[] = [];
    expectRefusal(await rejection(buildBook(SPEC, { out: file, jobs: 1, onProgress: (p) => heard.push(p) })), 'cannot-write', [], `cannot write to ${file}: it is a file, not a folder`);
    expect(heard).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe('mine');
  });

  it('an out that is a file is refused, the file as it was', async () => {
    const file = join(tempDir(), 'out');
    writeFileSync(file, 'mine');
    expectRefusal(await rejection(printBook(JSON.parse(readFileSync(new URL('../shipped/puzzle-sampler.json', import.meta.url), 'utf8')), { out: file })), 'cannot-write', [], `cannot write to ${file}: it is a file, not a folder`);
    expect(readFileSync(file, 'utf8')).toBe('mine');
  });

  it("a book whose puzzle's id is __proto__ is refused at it, before any thread", async () => {
    const book = JSON.parse(readFileSync(new URL('../shipped/puzzle-sampler.json', import.meta.url), 'utf8'));
    book.puzzles[0].id = '__proto__';
    expectRefusal(await rejection(printBook(book)), 'invalid-book', ['puzzles', 0, 'id'], 'puzzles[0].id: must be lowercase letters, digits and dashes');
  });
});
