/**
 * `npm run docs`: fills the generated blocks of every page in docs/ from the code, writes the
 * spec's JSON Schema, and starts a page for any registered kind that has none: the headings a
 * kind's page has, a line in each saying what to write, its tables filled (newKindPage).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { KIND_NAMES } from '../kinds/registry.ts';
import { fillPage, newKindPage, specJsonSchema } from './reference.ts';

const docs = new URL('../../docs/', import.meta.url);

for (const name of KIND_NAMES) {
  const page = new URL(`kinds/${name}.md`, docs);
  if (!existsSync(page)) {
    writeFileSync(page, newKindPage(name));
    process.stdout.write(`started docs/kinds/${name}.md\n`);
  }
}

for (const file of readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).sort()) {
  const url = new URL(file, docs);
  const page = readFileSync(url, 'utf8');
  const filled = fillPage(page);
  if (filled !== page) {
    writeFileSync(url, filled);
    process.stdout.write(`updated docs/${file}\n`);
  }
}

// The README's list of the kinds' pages, too.
const readme = new URL('../README.md', docs);
const said = readFileSync(readme, 'utf8');
if (fillPage(said) !== said) {
  writeFileSync(readme, fillPage(said));
  process.stdout.write('updated README.md\n');
}

writeFileSync(new URL('spec.schema.json', docs), `${JSON.stringify(specJsonSchema(), null, 2)}\n`);
process.stdout.write('wrote docs/spec.schema.json\n');
