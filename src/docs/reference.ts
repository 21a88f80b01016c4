import '../engine/zod-config.ts';
import { specSchema } from '../book/spec.ts';
import { getKind, KIND_NAMES, type KindName } from '../kinds/registry.ts';
import { DIFFICULTIES } from '../engine/kind.ts';

/**
 * The parts of the manual written from the code itself — option tables, the grade's figures,
 * the JSON Schema editors complete specs with — so they cannot drift from the bounds the
 * schemas enforce. `npm run docs` writes them into docs/ between generated markers; a test
 * fails when what is there differs from what the code says.
 */

import { cell, code, type JsonSchema, input, values } from './values.ts';

export { type JsonSchema, input, values };

/** One row of a field table, its values told in words where the schema's would not say enough. */
function row(name: string, field: JsonSchema, required: boolean, told?: string): string {
  const fallback = field.default === undefined ? '' : code(field.default);
  return `| \`${name}\`${required ? ' (required)' : ''} | ${cell(told ?? values(field))} | ${fallback} | ${cell(field.description ?? '')} |`;
}

/** A markdown table of an object schema's fields: name, values, default, description. */
function fieldTable(schema: JsonSchema, told: Record<string, string> = {}): string {
  const rows = Object.entries(schema.properties ?? {}).map(([name, field]) => row(name, field, schema.required?.includes(name) ?? false, told[name]));
  return ['| field | values | default | what it does |', '|---|---|---|---|', ...rows].join('\n');
}

/** A kind's options, as a spec or the command line gives them. */
export function optionsTable(name: KindName): string {
  return fieldTable(input(getKind(name).options)).replace('| field |', '| option |');
}

/** The figures a kind's grade holds, in the words the archive shows them with. */
export function gradeTable(name: KindName): string {
  const { measures } = getKind(name).words;
  const grade = input(getKind(name).grade);
  const rows = Object.entries(measures).map(([key, words]) => `| \`${key}\` | ${cell(values(grade.properties?.[key] ?? {}))} | ${cell(String(words))} |`);
  return ['| figure | values | means |', '|---|---|---|', '| `score` | a number | the work the whole solve asks, in points of about ten seconds (how this kind counts it is said above); with `level` it sets the band, and it orders a ramped section, easiest first |', ...rows].join('\n');
}

/** The spec as JSON Schema, for editors to complete and check specs with. */
/** A kind's techniques by band, from its step solver's ladder. */
export function ladderTable(name: KindName): string {
  const { ladder } = getKind(name).stepper;
  const rows = Object.entries(ladder).map(([key, t]) => `| ${DIFFICULTIES[t.level - 1]} | ${t.title} (\`${key}\`) | ${cell(t.what)} |`);
  return ['| band | technique | what a person does |', '|---|---|---|', ...rows].join('\n');
}

export function specJsonSchema(): object {
  return {
    ...input(specSchema),
    $id: 'https://puzzlebook.invalid/spec.schema.json',
    title: 'puzzlebook book spec',
    description: 'A book: its title, seed, page and sections (docs/spec.md). Written by `npm run docs` from the zod schemas.',
  };
}

/** The book's own fields (`page` by its one field, `page.size`; `cover` and then each of its fields). */
export function specTable(): string {
  const { properties = {}, required = [] } = input(specSchema);
  const { page, ...rest } = properties;
  const size = page?.properties?.size ?? {};
  const rows = Object.entries(rest).flatMap(([name, field]) => [
    row(name, field, required.includes(name), name === 'sections' ? 'a list of 1–100 sections (below)' : undefined),
    ...(name === 'cover' ? Object.entries(field.properties ?? {}).map(([key, inner]) => row(`cover.${key}`, inner, false)) : []),
  ]);
  rows.splice(Object.keys(rest).indexOf('largePrint'), 0, row('page.size', size, false));
  return ['| field | values | default | what it does |', '|---|---|---|---|', ...rows].join('\n');
}

/** A section's fields: the same for every kind, but for its options (on the kind's page). */
export function sectionTable(): string {
  const items = input(specSchema).properties?.sections?.items;
  const section = (items && items.oneOf?.[0]) || {};
  return fieldTable(section, { kind: KIND_NAMES.map(code).join(', '), options: "the kind's options (docs/kinds/)" }).replace(/(\| `options` \|[^|]*\|[^|]*\| )[^|]*\|/, '$1The options of the kind, on its page. |');
}

/** Every generated block of the manual, by the name its markers carry (`<!-- generated:options-numbrix -->`). */
export function generatedBlocks(): Map<string, string> {
  const blocks = new Map<string, string>([
    ['spec-fields', specTable()],
    ['section-fields', sectionTable()],
    // Every kind's page, in the registry's order: lists of kinds written by hand drifted (issue 91).
    ['kind-pages', kindPages('kinds/')],
    ['kind-pages-readme', kindPages('docs/kinds/')],
  ]);
  for (const name of KIND_NAMES) {
    blocks.set(`options-${name}`, optionsTable(name));
    blocks.set(`grade-${name}`, gradeTable(name));
    blocks.set(`ladder-${name}`, ladderTable(name));
  }
  return blocks;
}

/** A link to every kind's page, `[Sudoku](kinds/sudoku.md) · …`, from a page `folder` reaches them by. */
function kindPages(folder: string): string {
  return KIND_NAMES.map((name) => `[${getKind(name).title}](${folder}${name}.md)`).join(' ·\n');
}

const MARKER = /<!-- generated:([a-z0-9-]+) -->\n[\s\S]*?<!-- \/generated -->/g;

/** A page with each generated block filled in from the code; blocks it names that do not exist are an error. */
export function fillPage(page: string, blocks: Map<string, string> = generatedBlocks()): string {
  return page.replace(MARKER, (_, name: string) => {
    const block = blocks.get(name);
    if (block === undefined) throw new Error(`no generated block named ${name}`);
    return `<!-- generated:${name} -->\n${block}\n<!-- /generated -->`;
  });
}

/**
 * What every kind's page holds, each with what to write there: a test names those a page lacks,
 * and a page `npm run docs` starts has them all.
 */
export function kindPageParts(name: KindName): { part: string; what: string }[] {
  return [
    { part: '## Options', what: 'what the options mean beyond the table: the sizes and why they stop where they do' },
    { part: `<!-- generated:options-${name} -->`, what: 'the options table (`npm run docs` fills it)' },
    { part: `<!-- measured:bands-${name} -->`, what: "the bands' measured medians (`npm run bench -- bands " + name + '` fills it from `survey` in the folder\'s `bench.ts`)' },
    { part: '## In print', what: 'the sizes `print` states, in bold as **8 to 11 mm**, and the published books they come from' },
    { part: '## Grade', what: "the grade's figures" },
    { part: `<!-- generated:grade-${name} -->`, what: 'the grade table (`npm run docs` fills it)' },
  ];
}

/**
 * A kind's page where it has none yet: the headings a kind's page has, each with a line saying
 * what to write, and its generated and measured blocks for `npm run docs` and `npm run bench` to
 * fill; a contributor writes over the lines in italics.
 */
export function newKindPage(name: KindName): string {
  const kind = getKind(name);
  const mm = ([least, most]: readonly [number, number]) => `**${least} to ${most} mm**`;
  const spec = ['title: A first book', 'seed: 1', 'sections:', `  - kind: ${name}`, '    count: 12', `    options: ${JSON.stringify(kind.example)}`].join('\n');
  return `# ${kind.title}

_The rules, as a solver reads them on the page, and where the kind comes from (its published names in each language)._

\`\`\`yaml
${spec}
\`\`\`

## Options

<!-- generated:options-${name} -->
<!-- /generated -->

_What the options mean beyond the table: the sizes and why they stop where they do._

**The record.** _Its \`puzzle\` and \`solution\` as stored, and every bound the schema checks (as docs/formats.md gives it)._

## How it is made, graded and proved

**Making a puzzle** (\`generate.ts\`). _How a grid is drawn and its clues chosen, and what is measured rather than assumed._

**The proof.** _What proves it has one answer (the kit's counter on its shape, its own constraints' narrowing), and the oracle the contract test holds it to._

**The step solver.** _Its ladder: each technique in a sentence, the band it belongs to, and the techniques of its own (its \`steps.ts\`)._

<!-- generated:ladder-${name} -->
<!-- /generated -->

### Score and bands

_What the score counts, and each band's bounds, set from the medians below (\`node bench/bands.ts ${name}\`), rising band by band at every size; which bands a size cannot make, and why._

<!-- measured:bands-${name} -->
<!-- /measured -->

## In print

_Its cells print at ${mm(kind.print.regular)}, and at ${mm(kind.print.large)} in large print (\`print\` in \`index.ts\`): say which published books these come from, and how it is drawn as they draw it._

## Grade

<!-- generated:grade-${name} -->
<!-- /generated -->

_What each figure tells a person beside the score._

## Playing it in the archive

_How the archive's page plays it (its \`player.dom.ts\`): what is typed or tapped, what Check and Hint say._
`;
}
