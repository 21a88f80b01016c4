/**
 * `npm run golden`: records the golden records (test/kinds/golden.ts says what they are) again.
 * It runs every test file that names any (`expectGolden`), or only the files given (`npm run
 * golden -- test/kinds/contract.test.ts`, with PUZZLEBOOK_KIND=<kind> for a kind just added),
 * with PUZZLEBOOK_GOLDEN set, every row of their matrices (PUZZLEBOOK_MATRIX=all: CI's rows
 * are compared too). Every file given whole: the hashes are written afresh; some files: theirs
 * beside the rest as they were. A key made twice in the run must hash the same both times.
 * Review the change with `git diff test/kinds/golden.json`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** test/kinds/golden.json (golden.ts reads it; not imported here, as it is the tests' module). */
const GOLDEN_FILE = new URL('./golden.json', import.meta.url);

const given = process.argv.slice(2);
const files = given.length
  ? given
  : readdirSync('test', { recursive: true, encoding: 'utf8' })
      .map((file) => `test/${file}`)
      .filter((file) => file.endsWith('.test.ts') && readFileSync(file, 'utf8').includes('expectGolden('))
      .sort();

const dir = mkdtempSync(join(tmpdir(), 'puzzlebook-golden-'));
const out = join(dir, 'hashes.ndjson');
// Vitest on this Node (npm run puts the project's first on the PATH; its script line would take the system's).
const r = spawnSync(process.execPath, [join('node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'unit', ...files], { stdio: 'inherit', env: { ...process.env, PUZZLEBOOK_GOLDEN: out, PUZZLEBOOK_MATRIX: 'all' } });
if (r.status !== 0) throw new Error(`the tests failed as they recorded (status ${r.status}): nothing is written`);

const hashes: Record<string, string> = {};
const clashes: string[] = [];
for (const line of existsSync(out) ? readFileSync(out, 'utf8').split('\n').filter(Boolean) : []) {
  const { key, hash } = JSON.parse(line) as { key: string; hash: string };
  if (hashes[key] !== undefined && hashes[key] !== hash) clashes.push(key);
  hashes[key] = hash;
}
rmSync(dir, { recursive: true });
if (clashes.length) throw new Error(`made twice in one run, not the same twice: ${clashes.join(', ')}`);
if (Object.keys(hashes).length === 0) throw new Error(`no golden record made by ${files.join(', ')}`);

const was: Record<string, string> = given.length && existsSync(GOLDEN_FILE) ? JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) : {};
const all = { ...was, ...hashes };
const sorted = Object.fromEntries(Object.keys(all).sort().map((key) => [key, all[key]!]));
writeFileSync(GOLDEN_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`recorded ${Object.keys(hashes).length} golden records from ${files.length} files in ${GOLDEN_FILE.pathname}`);
