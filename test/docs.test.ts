/**
 * The manual says what the code does: its generated parts (option and grade tables, the
 * spec's JSON Schema) are what the code would write now, every kind has its page, every spec
 * it shows is valid, and every link between its pages leads somewhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseData, validate } from '../src/book/files.ts';
import { specSchema } from '../src/book/spec.ts';
import { fillPage, gradeTable, kindPageParts, ladderTable, newKindPage, optionsTable, specJsonSchema } from '../src/docs/reference.ts';
import { getKind, KIND_NAMES } from '../src/kinds/registry.ts';
import { surveyOf } from '../bench/bands.ts';
import { DIFFICULTIES } from '../src/engine/kind.ts';
import { cli } from './cli/run.ts';

const root = new URL('../', import.meta.url).pathname;
const pages = ['README.md', ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('the manual', () => {
  it.each(KIND_NAMES)('docs/kinds/%s.md is there, with the parts every kind\'s page has', (name) => {
    const file = `docs/kinds/${name}.md`;
    expect(existsSync(join(root, file)), `${file} is missing: npm run docs starts it`).toBe(true);
    const page = read(file);
    const missing = kindPageParts(name).filter(({ part }) => !page.includes(part)).map(({ part, what }) => `${part}: ${what}`);
    expect(missing, `${file} lacks (a page npm run docs starts has each)`).toEqual([]);
  });

  it.each(KIND_NAMES)('the page npm run docs starts for %s has every part a kind\'s page has, its tables filled and its print sizes said', (name) => {
    const page = newKindPage(name);
    expect(kindPageParts(name).filter(({ part }) => !page.includes(part))).toEqual([]);
    const filled = fillPage(page);
    for (const table of [optionsTable(name), gradeTable(name), ladderTable(name)]) expect(filled).toContain(table);
    for (const [least, most] of [getKind(name).print.regular, getKind(name).print.large]) expect(page).toContain(`**${least} to ${most} mm**`);
    // Every section has its line saying what to write, in italics for the contributor to write over.
    for (const section of page.split(/^## /m)) expect(section, section.split('\n')[0]).toMatch(/^_.+_$/m);
  });

  it.each(pages)('%s: its generated parts are what the code says (else run npm run docs)', (file) => {
    const page = read(file);
    expect(fillPage(page)).toBe(page);
  });

  it.each(KIND_NAMES)('docs/kinds/%s.md gives every band\'s measured medians at each size its bench surveys (else run npm run bench)', async (name) => {
    const survey = await surveyOf(name);
    expect(survey, `src/kinds/${name}/bench.ts exports a survey`).not.toBeNull();
    const block = /<!-- measured:bands-[a-z-]+ -->\n([\s\S]*?)<!-- \/measured -->/.exec(read(`docs/kinds/${name}.md`));
    expect(block, 'a measured:bands block').not.toBeNull();
    const rows = block![1]!.split('\n').filter((line) => /^\| [^-|]/.test(line) && !line.startsWith('| size'));
    const cells = rows.map((line) => line.split('|').map((c) => c.trim()));
    expect(cells.map((c) => `${c[1]} ${c[2]}`)).toEqual(survey!.cases.flatMap((c) => DIFFICULTIES.map((d) => `${c.label} ${d}`)));
  });

  it('docs/spec.schema.json is the spec schema as the code says (else run npm run docs)', () => {
    expect(JSON.parse(read('docs/spec.schema.json'))).toEqual(JSON.parse(JSON.stringify(specJsonSchema())));
  });

  it.each(pages)('%s: every spec it shows is valid', (file) => {
    const blocks = [...read(file).matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    for (const yaml of blocks) {
      if (!/^title:/m.test(yaml)) continue;
      expect(() => validate(specSchema, parseData(yaml, file, true), file)).not.toThrow();
    }
  });

  it.each(pages)('%s: every link to a file leads to one', (file) => {
    const links = [...read(file).matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/.test(href));
    for (const href of links) expect(existsSync(join(root, dirname(file), href)), `${file} → ${href}`).toBe(true);
  });
});

/**
 * The manual's lists drift as kinds and commands are added (issue 91, finding 8): the lists of
 * the kinds' pages are generated blocks (`npm run docs` fills them from the registry, and the
 * check above holds them to it, so a kind added in its folder is listed with no page edited);
 * each table of commands must name every command `puzzlebook --help` lists, and no other.
 */
describe("the manual's lists", () => {
  it.each([
    ['README.md', 'kind-pages-readme'],
    ['docs/spec.md', 'kind-pages'],
    ['docs/formats.md', 'kind-pages'],
  ])("%s lists the kinds' pages in its generated block", (file, block) => {
    const page = read(file);
    expect(page).toContain(`<!-- generated:${block} -->`);
    for (const kind of KIND_NAMES) expect(page, kind).toContain(`kinds/${kind}.md)`);
  });

  it('the command tables of the README and docs/formats.md name every command --help lists, and no other', async () => {
    const help = await cli(['--help']);
    const listed = [...help.stdout.matchAll(/^\s+puzzlebook ([a-z]+)/gm)].map((m) => m[1]!);
    expect(listed.length).toBeGreaterThan(5);
    const commands = new Set(listed);
    const readme = /## Commands\n([\s\S]*?)\n## /.exec(read('README.md'))![1]!;
    const inReadme = new Set([...readme.matchAll(/^\| `([a-z]+)[ `]/gm)].map((m) => m[1]!));
    const inFormats = new Set([...read('docs/formats.md').matchAll(/^\| `puzzlebook ([a-z]+)[ `]/gm)].map((m) => m[1]!));
    expect([...inReadme].sort()).toEqual([...commands].sort());
    expect([...inFormats].sort()).toEqual([...commands].sort());
  });
});
