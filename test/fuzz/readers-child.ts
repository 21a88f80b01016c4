// Run by readers.test.ts in a process of its own, under a heap cap, with its peak memory
// measured at exit: every reader of user input, through the command line as a user runs it,
// fed random bytes, random YAML and JSON, and damaged specs and book files (the inputs at and
// past the size caps run in processes of their own, in the test). Prints one JSON line: how many runs, and every run that broke the
// contract (an internal error, a stack trace, more than a screen, or a thrown exception).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify as yamlStringify } from 'yaml';
import { makeBook } from '../../src/book/book.ts';
import { bookJson } from '../../src/book/files.ts';
import { specSchema } from '../../src/book/spec.ts';
import { run } from '../../src/cli/main.ts';
import { cases } from '../cases.ts';
import { anything, damage, mutate, mutation, randomText, SEED, textDamage } from './inputs.ts';

const SPEC = { title: 'Fuzz Readers', seed: 4, sections: [{ kind: 'countdown', count: 1, difficulty: 'easy' }, { kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } }] };
const BOOK = JSON.parse(bookJson(makeBook(specSchema.parse(SPEC))));

const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-readers-'));
const out = join(dir, 'out');
/** READERS_CASES inputs in all: a quarter of each count below in npm test, five times it in test:long. */
const sample = <T>(arb: fc.Arbitrary<T>, n: number, salt: number) => fc.sample(arb, { seed: SEED + salt, numRuns: cases(n / 4, n * 5) });

/** Inputs as bytes: what is written to the file each reader is given. */
const inputs: { name: string; bytes: Buffer | string }[] = [];
const add = (name: string, bytes: Buffer | string) => inputs.push({ name, bytes });
/** JSON of any value: big integers as numbers, as a JSON writer in another language would. */
const json = (value: unknown) => JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? Number(v) : v)) ?? 'null';

sample(fc.uint8Array({ maxLength: 4096 }), 72, 1).forEach((b, i) => add(`bytes ${i}`, Buffer.from(b)));
sample(randomText, 68, 2).forEach((t, i) => add(`text ${i}`, t));
sample(anything, 60, 3).forEach((v, i) => add(`yaml ${i}`, yamlStringify(v) ?? ''));
sample(anything, 60, 4).forEach((v, i) => add(`json ${i}`, json(v)));
sample(fc.array(mutation(), { minLength: 1, maxLength: 3 }), 60, 5).forEach((m, i) => add(`spec mutated ${i}`, yamlStringify(mutate(SPEC, m)) ?? ''));
sample(fc.array(mutation(), { minLength: 1, maxLength: 3 }), 60, 6).forEach((m, i) => add(`book mutated ${i}`, json(mutate(BOOK, m))));
sample(fc.array(textDamage, { minLength: 1, maxLength: 4 }), 60, 7).forEach((d, i) => add(`book damaged ${i}`, damage(bookJson(BOOK), d)));
sample(fc.array(textDamage, { minLength: 1, maxLength: 4 }), 40, 8).forEach((d, i) => add(`spec damaged ${i}`, damage(yamlStringify(SPEC), d)));
const COMMANDS: ((file: string) => string[])[] = [
  (file) => ['build', file, '--out', out, '--jobs', '1'],
  (file) => ['verify', file],
  (file) => ['explain', file],
  (file) => ['solve', file],
];

let runs = 0;
const broken: string[] = [];
for (const { name, bytes } of inputs) {
  const file = join(dir, 'input');
  writeFileSync(file, bytes);
  for (const command of COMMANDS) {
    const args = command(file);
    let stderr = '';
    let status: number;
    try {
      status = await run(args, { out: () => {}, err: (t) => (stderr += t), stdin: () => '', tty: false });
    } catch (error) {
      broken.push(`${name} · ${args[0]}: threw ${(error as Error)?.message?.slice(0, 200)}`);
      continue;
    }
    runs++;
    const lines = stderr.split('\n').filter(Boolean);
    if (status === 2) broken.push(`${name} · ${args[0]}: internal error: ${stderr.slice(0, 300)}`);
    else if (/^\s+at /m.test(stderr)) broken.push(`${name} · ${args[0]}: a stack trace`);
    else if (lines.length > 25 || lines.some((line) => line.length > 260)) broken.push(`${name} · ${args[0]}: more than a screen (${lines.length} lines)`);
    else if (status === 1 && !stderr.startsWith('puzzlebook: ')) broken.push(`${name} · ${args[0]}: a refusal without a message`);
  }
  rmSync(out, { recursive: true, force: true });
}
rmSync(dir, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify({ inputs: inputs.length, runs, broken })}\n`);
