import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 90: elliptical English was calqued in every language ("Left empty, the kind chooses",
 * "pressed again, writes it in", "leave it empty for none", "Hints used", Kakuro's "none of them
 * puts these digits there" with no antecedent). The English source says each thing as a plain,
 * complete sentence a translator can render; the forms it had are held out of every English
 * catalog here, and the Spanish lines the reviewer found are held to their plain rewording.
 */

/** Every catalog file under src of language `tag` (words, play words, the archive's). */
function catalogs(tag: string, dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? catalogs(tag, join(dir, d.name)) : new RegExp(`^(play-)?words\\.${tag.replace('-', '\\-')}\\.json$`).test(d.name) ? [join(dir, d.name)] : [],
  );
}
const entries = (o: unknown, at = ''): [string, string][] =>
  typeof o === 'string' ? [[at, o]] : Array.isArray(o) ? o.flatMap((v, i) => entries(v, `${at}.${i}`)) : Object.entries(o as object).flatMap(([k, v]) => entries(v, at ? `${at}.${k}` : k));
const linesOf = (tag: string) => catalogs(tag).flatMap((file) => entries(JSON.parse(readFileSync(file, 'utf8'))).map(([key, text]) => ({ where: `${file}: ${key}`, text })));

/** Forms a sentence drops its subject or verb in, which translators then copied word for word. */
const ELLIPTICAL: [string, RegExp][] = [
  ['a participle standing for a condition ("Left empty, …", "Ticked, …")', /(^|[.;:] )(Left (empty|at |to the )|Both left|Ticked|Unticked)[^.]*, /],
  ['"pressed again, writes it in"', /\bpressed again, /],
  ['"… for none"', /\bfor none\b/],
  ['"none ticked, …"', /\bnone ticked,/],
  ['a label that says "used" of hints taken', /^Hints used$/],
  ['"none of them puts these digits there" (no antecedent)', /none of them puts these digits/],
  ['"X waits: a second digit makes …"', /\bwaits: a second digit makes\b/],
  // The last of issue 90's review: /make/'s refusals and hints, and the archive's rule for mistakes.
  ['a sheet "alike but for" its headings', /\balike but for\b/],
  ['a bare count standing for "puzzles on a page" ("6 to a page would print …")', /^\{\{\w+\}\} to a page\b/],
  ['"even one to a page:"', /\beven one to a page:/],
  ['a report with no subject ("Done, from seed …")', /^Done, /],
  ['a purpose tacked on after a list with no verb ("…, and no title pages: for a class.")', /: for an? \w+\.$/],
  ['a hint that is only a place ("On every page\'s foot, and …")', /^On every page's foot\b/],
  ['a hint that is only a noun phrase ("The pages as they are laid out; …")', /^The pages as they are\b/],
  ['a label standing for a sentence ("Mistakes, in every kind: …")', /^Mistakes, in every kind:/],
  ['"… and a hint count nothing"', /\bcount nothing\b/],
];

describe('the English source', () => {
  const lines = linesOf('en');

  it('is found in every catalog kind: book, archive, play, the kinds and the grid kit', () => {
    const files = new Set(lines.map((l) => l.where.split(':')[0]));
    expect(files.size).toBeGreaterThan(30);
    for (const part of ['src/templates/words.en.json', 'src/templates/archive/words.en.json', 'src/play/words.en.json', 'src/engine/grid/words.en.json', 'src/kinds/kakuro/words.en.json']) expect(files).toContain(part);
  });

  it.each(ELLIPTICAL)('has no %s', (_, form) => {
    expect(lines.filter((l) => form.test(l.text)).map((l) => `${l.where}: ${l.text}`)).toEqual([]);
  });
});

describe('the docs that quote the play words', () => {
  // A kind's page says what its keys do in the words the player reads, so it is held to the same forms.
  const docs = readdirSync('docs/kinds').filter((f) => f.endsWith('.md')).map((f) => join('docs/kinds', f));
  it.each(ELLIPTICAL.slice(1, 2))('have no %s', (_, form) => {
    expect(docs.filter((file) => readFileSync(file, 'utf8').split('\n').some((line) => form.test(line)))).toEqual([]);
  });
});

describe('the Spanish lines the reviewer found', () => {
  const es = new Map(linesOf('es').map((l) => [l.where, l.text]));
  it('say which puzzle does not count as solved, and how many go on a page, in plain Spanish', () => {
    const kept = es.get('src/templates/archive/words.es.json: stats.kept')!;
    expect(kept).not.toContain('una solución mostrada no cuenta como resuelto');
    expect(kept).toContain('un pasatiempo cuya solución mostraste no cuenta como resuelto');
    const perPage = es.get('src/templates/archive/words.es.json: make.perPageHint')!;
    expect(perPage).not.toContain('los más que');
    expect(perPage).toContain('tantos pasatiempos como');
  });
});
