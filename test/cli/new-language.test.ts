// A language added as files alone (issue 38): in a copy of the project, a catalog beside every
// English one makes Esperanto a language books are printed in, with no TypeScript touched; a kind
// whose folder lacks it refuses a book in it, naming the file to write; a catalog with a broken
// message is refused, naming the file and the key.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesText } from '../pdf/read.ts';
import { besideCounts, tempDir } from './run.ts';

const ROOT = join(import.meta.dirname, '../..');

let project: string;
let work: string;

/** Every file under `dir`, as paths from it. */
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split('\\').join('/'));

/** Each English catalog in the copy, by path from its src/. */
const englishCatalogs = () => filesUnder(join(project, 'src')).filter((f) => f.endsWith('.en.json'));

/** Runs the copy's own command line, as a translator trying their files would. */
function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(project, 'bin/puzzlebook.js'), ...args], { cwd: work, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const spec = (kinds: string[]) =>
  ['title: Libro de enigmoj', 'seed: 5', 'language: eo', 'sections:', ...kinds.map((kind) => `  - { kind: ${kind}, count: 1, difficulty: easy }`)].join('\n') + '\n';

beforeAll(() => {
  work = tempDir();
  project = join(work, 'project');
  mkdirSync(project);
  for (const name of ['src', 'bin', 'package.json', 'tsconfig.json']) cpSync(join(ROOT, name), join(project, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  // The translator's work: a file beside each English one, here the English words with a few Esperanto ones.
  for (const file of englishCatalogs()) {
    const words = JSON.parse(readFileSync(join(project, 'src', file), 'utf8'));
    if (file === 'templates/words.en.json') words.book.contentsHeading = 'Enhavo';
    if (file === 'kinds/numbrix/words.en.json') words.title = 'Numbrikso';
    // Numbrix's as an editor may save it, with a byte order mark: read as any other.
    const mark = file === 'kinds/numbrix/words.en.json' ? '\ufeff' : '';
    writeFileSync(join(project, 'src', file.replace(/\.en\.json$/, '.eo.json')), `${mark}${JSON.stringify({ $notes: 'Esperanto, for the test.', ...words }, null, 2)}\n`);
  }
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a language added as files', () => {
  it('prints a book in it, a catalog saved with a byte order mark read as any other: its words, its language in the PDF, and no line of code changed', () => {
    writeFileSync(join(work, 'eo.yaml'), spec(['numbrix']));
    const r = run(['build', 'eo.yaml', '--out', 'out']);
    // But for the counts a slow build prints (progress.ts), as busy as the machine is.
    expect(besideCounts(r.stderr)).toBe('');
    expect(r.status).toBe(0);
    const pdf = join(work, 'out', readdirSync(join(work, 'out')).find((f) => f.endsWith('.pdf') && !f.includes('answers'))!);
    const text = pagesText(pdf, false).join('\n');
    expect(text).toContain('Enhavo');
    expect(text).toContain('Numbrikso');
    expect(readFileSync(pdf).includes('/Lang (eo)')).toBe(true);
    // Every file the translator added is a catalog; every TypeScript file is the project's own.
    const added = filesUnder(join(project, 'src')).filter((f) => f.endsWith('.eo.json'));
    expect(added.length).toBe(englishCatalogs().length);
    const changed = filesUnder(join(project, 'src')).filter((f) => f.endsWith('.ts') && readFileSync(join(project, 'src', f), 'utf8') !== readFileSync(join(ROOT, 'src', f), 'utf8'));
    expect(changed).toEqual([]);
    expect(execFileSync('git', ['-C', ROOT, 'ls-files', '--', 'src/**/*.eo.json'], { encoding: 'utf8' })).toBe('');
  });

  it('refuses it for a kind whose folder lacks it, naming the file to write', () => {
    const missing = 'kinds/countdown/words.eo.json';
    const kept = readFileSync(join(project, 'src', missing), 'utf8');
    rmSync(join(project, 'src', missing));
    try {
      writeFileSync(join(work, 'two.yaml'), spec(['numbrix', 'countdown']));
      const r = run(['build', 'two.yaml', '--out', 'refused']);
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain(`src/${missing}`);
      expect(r.stderr).not.toMatch(/^\s+at /m);
      expect(() => readdirSync(join(work, 'refused'))).toThrow();
    } finally {
      writeFileSync(join(project, 'src', missing), kept);
    }
  });

  it('refuses a catalog whose message reads a field the English is not given, naming its file and key', () => {
    const file = 'kinds/numbrix/words.eo.json';
    const kept = readFileSync(join(project, 'src', file), 'utf8');
    const words = JSON.parse(kept.replace(/^\ufeff/, ''));
    words.rules = 'Plenigu ĉiun kvadraton de 1 ĝis {{lasta}}.';
    writeFileSync(join(project, 'src', file), JSON.stringify(words));
    try {
      const r = run(['build', 'eo.yaml', '--out', 'broken']);
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain(`src/${file}: rules: reads {{lasta}}, which the English is not given`);
    } finally {
      writeFileSync(join(project, 'src', file), kept);
    }
  });

  it('refuses only the language of a catalog that is not JSON, naming its file and line', () => {
    const file = 'kinds/numbrix/words.eo.json';
    const kept = readFileSync(join(project, 'src', file), 'utf8');
    try {
      // A comma out of place on the file's third line.
      const lines = kept.split('\n');
      lines[2] = lines[2]!.replace('"', '"",');
      writeFileSync(join(project, 'src', file), lines.join('\n'));
      const broken = run(['build', 'eo.yaml', '--out', 'broken-json']);
      expect(broken.status).toBe(1);
      expect(broken.stderr).toContain(`src/${file}, line 3: is not JSON`);
      expect(broken.stderr.trim().split('\n').length).toBeLessThanOrEqual(3);
      expect(broken.stderr).not.toMatch(/internal error|^\s+at /m);
      expect(() => readdirSync(join(work, 'broken-json'))).toThrow();
      // Every other language goes on: English, and Esperanto for a kind that does not read the file.
      expect(run(['generate', 'numbrix', '--seed', '3']).status).toBe(0);
      writeFileSync(join(work, 'other.yaml'), spec(['secret-number']));
      const other = run(['build', 'other.yaml', '--out', 'other']);
      // Its Secret Number words are the English copied, not yet translated: the build says so (issue 70), and prints.
      expect(besideCounts(other.stderr)).toBe('puzzlebook: warning: the Esperanto words are the English, word for word, in src/kinds/secret-number/words.eo.json: those words print in English\n');
      expect(other.status).toBe(0);
    } finally {
      writeFileSync(join(project, 'src', file), kept);
    }
  });

  it('a language no catalog is in is refused, naming the languages there are', () => {
    writeFileSync(join(work, 'sv.yaml'), spec(['numbrix']).replace('language: eo', 'language: sv'));
    const r = run(['build', 'sv.yaml', '--out', 'none']);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/language: "sv" is not a language with words here; there are en, .*\beo\b/);
    expect(() => readdirSync(join(work, 'none'))).toThrow();
  });
});
