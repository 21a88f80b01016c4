/**
 * The house's floors, read from the imports (docs/architecture.md): the engine at the bottom;
 * the play kit (src/play: the game shell's widgets and types) on it; the kinds (one folder
 * each under src/kinds) on both; then the registry, which alone names them; and the
 * book (the spec, the book file, the making of puzzles), the PDF, the pipeline that runs
 * them, the archive, the site and the command line above. A kind is one folder and
 * one registry line, so nothing outside a kind's folder but the registry names it in code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, matchesGlob, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { END_TO_END, EVERYDAY, OWN_MODULES, RELEASE } from '../vitest.config.ts';

const root = resolve(new URL('..', import.meta.url).pathname);
const src = join(root, 'src');

/** Each file under `dir` whose name `name` matches, as its path from the project's root (`src/play/hint.ts`). */
function sources(dir: string, name = /\.(ts|js|mjs|astro|css)$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name), name) : name.test(e.name) ? [relative(root, join(dir, e.name))] : [],
  );
}

const FILES = sources(src).sort();
/** The kinds, as their folders name them. */
const KINDS = readdirSync(join(src, 'kinds'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const kindFolder = (kind: string) => `src/kinds/${kind}/`;
/** The kind whose folder holds `file`, or undefined. */
const kindOf = (file: string) => KINDS.find((kind) => file.startsWith(kindFolder(kind)));

/**
 * The registries: the one list of kinds; its browser half, which finds each kind's player in its
 * folder; and the loader that brings one kind by its folder's name for a command (load.ts).
 */
const REGISTRIES = ['src/kinds/registry.ts', 'src/kinds/players.dom.ts', 'src/kinds/play-styles.dom.ts', 'src/kinds/load.ts'];

/**
 * What a file imports, each as the path it reaches from the project's root (`src/site/play/hint.ts`,
 * a glob's pattern as it is: `src/kinds/∗/player.dom.ts`), or a package's name as written.
 * Static and dynamic imports, re-exports, and Vite's `import.meta.glob`.
 */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*\(\s*['"`]([^'"`]+)['"`]/g),
    ...text.matchAll(/\bimport\.meta\.glob\s*(?:<[^>]*>)?\s*\(\s*['"`]([^'"`]+)['"`]/g),
  ].map((m) => m[1]!);
  return specifiers.map((s) => (s.startsWith('.') ? relative(root, resolve(root, dirname(file), s)) : s.startsWith('/src/') ? s.slice(1) : s));
}

/** What a file imports that stays in the code run (or bundled): `importsOf` without `import type` and `export type`. */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8').replace(/\b(?:import|export)\s+type\s[^;]*?\bfrom\s*['"][^'"]+['"]/g, '');
  const specifiers = [
    ...text.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*\(\s*['"`]([^'"`]+)['"`]/g),
  ].map((m) => m[1]!);
  return specifiers.map((s) => (s.startsWith('.') ? relative(root, resolve(root, dirname(file), s)) : s));
}

/** Every module `entry` reaches by the imports that are run, itself included: what a bundle of it holds. */
function reachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || !existsSync(join(root, file))) continue;
    seen.add(file);
    todo.push(...valueImportsOf(file).filter((target) => target.startsWith('src/')));
  }
  return seen;
}

/** What a process loads from `entry` before it runs: its static imports, files and packages, followed through the project's files (an `import()` is left out: it loads when it runs). */
function loadedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || !file.startsWith('src/') || !existsSync(join(root, file))) {
      seen.add(file);
      continue;
    }
    seen.add(file);
    const text = readFileSync(join(root, file), 'utf8').replace(/\b(?:import|export)\s+type\s[^;]*?\bfrom\s*['"][^'"]+['"]/g, '');
    const specifiers = [...text.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g), ...text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    todo.push(...specifiers.map((s) => (s.startsWith('.') ? relative(root, resolve(root, dirname(file), s)) : s)));
  }
  return seen;
}

/** Comments dropped, strings and code kept: what a file says in code. */
function code(file: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  let out = '';
  for (let i = 0; i < text.length; ) {
    const two = text.slice(i, i + 2);
    if (two === '/*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (two === '//' && !file.endsWith('.css') && text[i - 1] !== ':') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      i = end < 0 ? text.length : end + 3;
    } else if (text[i] === "'" || text[i] === '"' || text[i] === '`') {
      // A string, kept whole: a comment's marks inside it are words.
      const quote = text[i]!;
      let j = i + 1;
      while (j < text.length && text[j] !== quote && !(quote !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/** A kind's name as code may spell it: `cross-numbers`, `crossNumbers`, `CROSS_NUMBERS`, `Cross Numbers`. */
const spelling = (kind: string) => new RegExp(`(?<![A-Za-z])${kind.split('-').join('[-_ ]?')}(?![a-z])`, 'i');

/**
 * The files outside the kinds' folders and the registries that name a kind in code (comments
 * may name kinds freely), the kinds they name, and why that is not a second list of kinds:
 * prose for people, which takes one kind as its example. Anything else fails here.
 */
const NAMED: Record<string, { kinds: string[]; why: string }> = {
  'src/book/spec.ts': { kinds: ['numbrix'], why: "the manual's example of a section's default key, `numbrix-easy-k3f9`" },
  'src/cli/generate.ts': { kinds: ['secret-number'], why: "--language's help names Secret Number's rules as words a puzzle holds" },
  'src/cli/main.ts': { kinds: ['countdown'], why: "verify's help names Countdown's working among the stored values it checks" },
  'src/cli/kind-help.ts': { kinds: ['sudoku'], why: "help without a kind gives `generate sudoku --help` as the example of asking for a kind's options" },
  'src/site/make/book-words.ts': { kinds: ['cryptogram', 'fill-in', 'word-scramble'], why: "the maker fetches a language's dictionary (0.5 to 4.5 MB) only for a fill-in of words, and its word forms (0.25 to 2.2 MB) only for a word scramble or a cryptogram: the kinds that draw from them" },
  'src/site/make/form.ts': {
    kinds: ['calcudoku', 'kakuro', 'numbrix', 'sudoku'],
    why: "the /make/ page's ready recipes are sheets and books of named kinds (a class's Sudoku and Calcudoku, a book's five sections); what the page offers is read from the registry (choices.ts)",
  },
};

/**
 * Kits named for what they make, which may say its name as a noun: the maze kit's cells, walls
 * and walker are a maze's, whichever kind (a rectangle's, a circle's) is made on it.
 */
const KIT_NOUNS: Record<string, string> = { 'src/engine/mazekit/': 'maze' };

describe('the structure', () => {
  it('finds the kinds and the files', () => {
    expect(KINDS.length).toBeGreaterThan(1);
    expect(FILES.length).toBeGreaterThan(50);
  });

  it('a kind imports only the engine, the drawing code, the play kit, its own folder and packages', () => {
    // A kind's bench.ts is the bench's, kept in its folder so a kind is added there alone: left out
    // of the package (package.json's files), it may time the whole pipeline as a user runs it.
    // A kind's library.ts is its entry in the package (`puzzlebook/kinds/<kind>`), above the kind:
    // it imports what a kind may, and the one-kind calls (src/api/one-kind.ts, shared.ts).
    const ENTRY = ['src/api/one-kind.ts', 'src/api/shared.ts'];
    const wrong = FILES.filter((f) => kindOf(f) && !f.endsWith('/bench.ts')).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('src/'))
        .filter((target) => {
          const other = kindOf(target);
          if (other) return other !== kindOf(file);
          if (REGISTRIES.includes(target)) return true;
          if (file.endsWith('/library.ts') && ENTRY.includes(target)) return false;
          return !['src/engine/', 'src/draw/', 'src/play/'].some((floor) => target.startsWith(floor));
        })
        .map((target) => `${file} imports ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("every kind is an entry of the package, puzzlebook/kinds/<kind>: its folder's library.ts, made by oneKind under its registry name", () => {
    const exported = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, { types: string; default: string }> }).exports['./kinds/*'];
    expect(exported).toEqual({ types: './lib/kinds/*/library.d.ts', default: './lib/kinds/*/library.js' });
    for (const kind of KINDS) {
      const file = `src/kinds/${kind}/library.ts`;
      expect(FILES, file).toContain(file);
      expect(readFileSync(join(root, file), 'utf8'), file).toContain(`oneKind('${kind}', kind)`);
    }
  });

  it('the play kit imports only the engine below the kinds and itself: no site, no kind, no registry', () => {
    const wrong = FILES.filter((f) => f.startsWith('src/play/')).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('src/'))
        .filter((target) => !(target.startsWith('src/play/') || target.startsWith('src/engine/')))
        .map((target) => `${file} imports ${target}`),
    );
    expect(FILES.some((f) => f.startsWith('src/play/'))).toBe(true);
    expect(wrong).toEqual([]);
  });

  it('the engine imports nothing outside itself: no kind, no registry, no play kit', () => {
    const wrong = FILES.filter((f) => f.startsWith('src/engine/')).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('src/') && !target.startsWith('src/engine/'))
        .map((target) => `${file} imports ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("the kinds' floor outside their folders (the registry, the record, its halves) imports only the engine, the play kit and the kinds", () => {
    const wrong = FILES.filter((f) => f.startsWith('src/kinds/') && !kindOf(f)).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('src/') && !['src/engine/', 'src/play/', 'src/kinds/'].some((floor) => target.startsWith(floor)))
        .map((target) => `${file} imports ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the pipeline has a floor of its own: the model and the making of puzzles (src/book) import neither the PDF nor the pipeline, and the PDF not the pipeline', () => {
    const below = (file: string) => (file.startsWith('src/book/') ? /^src\/(pdf|pipeline)\// : file.startsWith('src/pdf/') || file.startsWith('src/draw/') ? /^src\/pipeline\// : null);
    const wrong = FILES.flatMap((file) => {
      const above = below(file);
      return above ? importsOf(file).filter((target) => above.test(target)).map((target) => `${file} imports ${target}`) : [];
    });
    expect(wrong).toEqual([]);
  });

  it('nothing but the site and the command line imports the site or the command line', () => {
    const wrong = FILES.filter((f) => !/^src\/(site|cli)\//.test(f)).flatMap((file) =>
      importsOf(file)
        .filter((target) => /^src\/(site|cli)\//.test(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("nothing outside a kind's folder but the registries reaches into it", () => {
    const wrong = FILES.filter((f) => !REGISTRIES.includes(f)).flatMap((file) =>
      importsOf(file)
        .filter((target) => kindOf(target) && kindOf(target) !== kindOf(file))
        .map((target) => `${file} imports ${target}`),
    );
    // Nor names a path into the kinds' folders to build one at run time (a set of words, a glob); an address under the archive's /kinds/ is not one.
    const paths = FILES.filter((f) => !kindOf(f) && !REGISTRIES.includes(f)).filter((file) => /(?:src\/|\.\/)kinds\/(?:\$\{|[\w-]+\/)|[`'"]kinds\/(?:\$\{[^}]*\}|[\w-]+)\/(?:play-)?words/.test(code(file)));
    expect([...wrong, ...paths]).toEqual([]);
  });

  it("the browser's engine (puzzlebook/engine) reaches neither the spec nor the book file: it makes records, and reads no spec", () => {
    const reached = reachedFrom('src/api/engine.ts');
    expect(reached.size).toBeGreaterThan(50);
    expect(reached.has('src/kinds/record.ts')).toBe(true);
    expect([...reached].filter((file) => ['src/book/spec.ts', 'src/book/bookfile-schema.ts'].includes(file) || /^src\/(pdf|pipeline|archive|cli|site)\//.test(file))).toEqual([]);
  });

  it("a command's thread loads no puzzle code before the command is known, and generate loads no kind, parser, book schema or thread pool (issue 88: a user pays every module loaded)", () => {
    // The command line's own start (bin/puzzlebook.js runs here.ts, or command-thread.ts for a command that writes files): `--help` and `--version` read no kind.
    const start = new Set([...loadedFrom('src/cli/here.ts'), ...loadedFrom('src/cli/command-thread.ts')]);
    expect(start.has('src/cli/main.ts')).toBe(true);
    expect([...start].filter((file) => /^src\/(kinds|book)\//.test(file) && file !== 'src/book/bytes.ts')).toEqual([]);
    // `generate` makes and prints records: the YAML parser, the spec's and book file's schemas, the reading of files and the thread pool are other commands'.
    // Nor any kind, nor the registry, which loads them all: it loads the kind named (kinds/load.ts; test/cli/process.test.ts runs it).
    const generate = new Set([...start, ...loadedFrom('src/cli/generate.ts')]);
    expect(generate.has('src/kinds/load.ts')).toBe(true);
    expect([...generate].filter((file) => file === 'src/kinds/registry.ts' || kindOf(file))).toEqual([]);
    const others = ['yaml', 'tinypool', 'pdfkit', 'astro', 'fontkit', 'mupdf', 'src/book/files.ts', 'src/book/read.ts', 'src/book/spec.ts', 'src/book/bookfile-schema.ts', 'src/book/parallel.ts'];
    expect(others.filter((file) => generate.has(file))).toEqual([]);
  });

  it("zod is its mini build, and every module that builds a schema has zod set up first (src/engine/zod-config.ts)", () => {
    const users = FILES.filter((file) => valueImportsOf(file).some((target) => target === 'zod' || target.startsWith('zod/')));
    expect(users.length).toBeGreaterThan(20);
    // The classic API (zod, zod/v4) brings all of itself and its locales into a bundle.
    expect(users.flatMap((file) => valueImportsOf(file).filter((target) => /^zod(\/|$)/.test(target) && target !== 'zod/mini').map((target) => `${file} imports ${target}`))).toEqual([]);
    const unset = users.filter((file) => file !== 'src/engine/zod-config.ts' && !valueImportsOf(file).includes('src/engine/zod-config.ts'));
    expect(unset).toEqual([]);
  });

  it("nothing outside a kind's folder but the registries names a kind in code, but where listed here with why", () => {
    const naming = FILES.filter((f) => !kindOf(f) && !REGISTRIES.includes(f))
      .map((file) => [file, KINDS.filter((kind) => spelling(kind).test(code(file)) && !Object.entries(KIT_NOUNS).some(([kit, noun]) => file.startsWith(kit) && noun === kind))] as const)
      .filter(([, kinds]) => kinds.length > 0)
      .map(([file, kinds]) => `${file}: ${kinds.join(', ')}`);
    expect(naming.sort()).toEqual(Object.entries(NAMED).map(([file, { kinds }]) => `${file}: ${kinds.join(', ')}`).sort());
  });
});

describe('the tests', () => {
  it('a test that starts a process or builds a site is end-to-end (vitest.config.ts), so npm run test:unit stays a quick loop', () => {
    const unit = sources(join(root, 'test'), /\.test\.ts$/).filter((file) => !END_TO_END.some((glob) => matchesGlob(file, glob)));
    expect(unit.length).toBeGreaterThan(50);
    // A child process (spawnCli, spawnMeasured and run.ts's other spawns included), or the site command's Astro build.
    const heavy = /\b(spawn|spawnSync|spawnCli|spawnMeasured|execFile|execFileSync|fork)\(|cli\(\[\s*'site'/;
    expect(unit.filter((file) => heavy.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });

  it('what npm test leaves to npm run test:release is end-to-end files that are there, and CI runs both', () => {
    for (const file of [...RELEASE, ...EVERYDAY]) {
      expect(existsSync(join(root, file)), file).toBe(true);
      expect(END_TO_END.some((glob) => matchesGlob(file, glob)), file).toBe(true);
    }
    // What only a release can break is never an everyday file.
    expect(RELEASE.filter((file) => EVERYDAY.includes(file))).toEqual([]);
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.test).toBe("vitest run --project '!release'");
    expect(scripts['test:release']).toBe('vitest run --project release');
    const ci = readFileSync(join(root, '.ci/run'), 'utf8').split('\n').filter((line) => !line.startsWith('#'));
    expect(ci).toContain('npm test');
    expect(ci).toContain('npm run test:release');
  });

  it('a test that replaces a module (vi.mock) has a module graph of its own (vitest.config.ts), as the other projects share theirs', () => {
    const mocking = sources(join(root, 'test'), /\.test\.ts$/).filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    // (A test that adds a language has its own too: OWN_MODULES says why.)
    expect(mocking.filter((file) => !OWN_MODULES.includes(file))).toEqual([]);
  });

  it("a test that provides a set of words of its own has a module graph of its own: the catalogs are the process's, which every later file checks", () => {
    const own = sources(join(root, 'test'), /\.test\.ts$/).filter((file) => /\bwordSet\('test\/|\bset: 'test\//.test(readFileSync(join(root, file), 'utf8')));
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((file) => !OWN_MODULES.includes(file))).toEqual([]);
  });
});
