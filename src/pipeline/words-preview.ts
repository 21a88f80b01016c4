import type { BookFile } from '../book/bookfile-schema.ts';
import { inLanguage } from '../book/language.ts';
import { type Rendered, fit, make, onThisThread, plan, render } from './pipeline.ts';
import { explain } from '../engine/explain.ts';
import { stepLine } from '../templates/index.ts';
import { specSchema } from '../book/spec.ts';
import { fileOf, lacksIn, missingSets, SETS, translationsProblems } from '../book/translations.ts';
import { type Forms, type WordSet, wordAt, wordKeys } from '../engine/catalog.ts';
import { parse } from 'handlebars/dist/cjs/handlebars/compiler/base.js';
import type {} from 'handlebars';
import { isPlain, languageName } from '../engine/language.ts';
import { getKind, KIND_NAMES } from '../kinds/registry.ts';
import { categoriesIn, countsIn, observeTemplates, sourceOf } from '../engine/words.ts';
import { describeIssues, oneScreen, UserError } from '../engine/errors.ts';

/** Samples kept of one message: the first data each differently shaped render gave it. */
const MOST_SAMPLES = 3;

/** One message of one set: its key, its sources, and each sample rendered in English and in the language. */
export interface PreviewMessage {
  key: string;
  english: string;
  source: string | undefined;
  /** Each sample's data rendered: the English, then the translation. */
  samples: { english: string; translation: string }[];
  /** Whether the samples are stand-in values (`«field»`, a count of each category), where no sample work reached the message. */
  standIn?: boolean;
}

export interface WordsPreview {
  lang: string;
  book: BookFile;
  pdf: Uint8Array;
  sets: { name: string; file: string; messages: PreviewMessage[] }[];
}

const shown = (value: unknown): string => (Array.isArray(value) ? value.join(' · ') : String(value ?? ''));

/**
 * A sample's data with its words taken out and its figures kept, those inside worded parts too
 * ("2 goes in row 1" is "2 1"): what pairs a render in English with the same render in another
 * language, whose figures and shape agree.
 */
const pairKey = (data: unknown): string =>
  JSON.stringify(data, (_, value) => (typeof value === 'string' ? (value.match(/\d+/g) ?? []).join(' ') : value));

/**
 * Every render of every message while the sample book is made and rendered in `lang`, by the
 * message's name, in order: the book, then each puzzle's rules, steps and answer check as
 * `explain` and the players ask them.
 */
async function heardIn(lang: string): Promise<{ renders: Map<string, object[]>; rendered: Rendered }> {
  const parsed = specSchema.safeParse({
    title: languageName(lang),
    seed: 1,
    author: 'puzzlebook',
    language: lang,
    answers: 'back',
    worked: true,
    sections: KIND_NAMES.flatMap((kind) => (['easy', 'hard'] as const).filter((d) => !getKind(kind).refuses?.(getKind(kind).options.parse({}) as never, d)).map((difficulty) => ({ kind, count: 1, difficulty }))),
  });
  // A language whose words are not all there yet (a kind's file missing or broken) is refused, naming them.
  if (!parsed.success) throw new UserError(describeIssues(`the ${lang} sample book`, parsed.error));
  const renders = new Map<string, object[]>();
  const before = observeTemplates((_, data, name) => {
    const samples = renders.get(name) ?? [];
    if (samples.length < MOST_HEARD) samples.push(structuredClone(data));
    renders.set(name, samples);
  });
  try {
    // Made and rendered as `build` makes a book, on this thread, so every message is heard.
    const rendered = await render(await make(await fit(plan(parsed.data, { where: `the ${lang} sample book` }, onThisThread))), 'book');
    inLanguage(lang, () => {
      for (const record of rendered.book.puzzles) {
        const kind = getKind(record.kind);
        kind.words.rules(record.puzzle as never);
        kind.words.instruction(record.puzzle as never);
        explain(kind.stepper, record.puzzle as never).steps.forEach(stepLine);
        kind.check(record.puzzle as never, record.solution as never);
      }
    });
    return { renders, rendered };
  } finally {
    observeTemplates(before);
  }
}

/** Renders kept of one message while the sample work runs, to pair the two languages' by. */
const MOST_HEARD = 40;

/**
 * A translator's preview of `lang`: a small book made in it and in English (every kind, easy
 * and hard, worked answers at the back, each puzzle's rules and steps), each message rendered
 * as that work rendered it, the English beside the translation: each column is its own
 * language's work, so an English sentence never holds another language's words. A message the
 * work does not reach (a hint, the archive's) is shown as its source.
 */
export async function wordsPreview(lang: string): Promise<WordsPreview> {
  // What holds the sample book back, a line each, before any work: a set with no file yet, a problem in a file.
  const missing = missingSets(lang, KIND_NAMES).map((set) => `${fileOf(set, lang)}: missing (${set.name}): copy words.en.json there and translate it`);
  const problems = [...missing, ...translationsProblems(lang), ...lacksIn(lang, KIND_NAMES)];
  if (problems.length) throw new UserError(`the ${languageName(lang)} words are not ready for a sample book; nothing was written:\n${oneScreen(problems)}`);
  const english = await heardIn('en');
  const mine = lang === 'en' ? english : await heardIn(lang);
  const { book } = mine.rendered;
  const pdf = mine.rendered.files[0]!.data as Uint8Array;
  const sets = SETS.map((set) => {
    const englishWords = set.words.in('en') as object;
    const words = set.words.in(lang) as object;
    const messages = wordKeys(set.words.schema).map(({ path, marker }): PreviewMessage => {
      const key = path.join('.');
      const name = `${set.words.id}:${key}`;
      if (marker.word !== 'message') {
        const said = shown(wordAt(englishWords, path));
        return { key, english: said, source: undefined, samples: [{ english: said, translation: shown(wordAt(words, path)) }] };
      }
      // Each English render beside the render of the same data in `lang`: the first of each shape, up to MOST_SAMPLES.
      const theirs = [...(mine.renders.get(name) ?? [])];
      const samples: PreviewMessage['samples'] = [];
      const shapes = new Set<string>();
      // The k-th render of a shape in English is paired with the k-th of that shape in `lang`: the work is the same, in the same order.
      for (const data of english.renders.get(name) ?? []) {
        const pair = pairKey(data);
        const match = theirs.findIndex((other) => pairKey(other) === pair);
        if (match < 0) continue;
        const [other] = theirs.splice(match, 1);
        if (shapes.has(pair) || samples.length >= MOST_SAMPLES) continue;
        // Data a composed sentence reported for its parts (a Cross Numbers step's) is not the message's own: left out.
        const english = said(englishWords, 'en', path, data);
        if (english.startsWith('⚠')) continue;
        shapes.add(pair);
        samples.push({ english, translation: said(words, lang, path, other!) });
      }
      const englishSource = sourceOf(wordAt(englishWords, path)) ?? '';
      const source = sourceOf(wordAt(words, path)) ?? '';
      // Where no sample work reached it (a hint, the archive's pages), every form with stand-in values, the same in both columns.
      if (samples.length === 0) return { key, english: englishSource, source, samples: standIns(set.words, path, marker.forms, lang), standIn: true };
      return { key, english: englishSource, source, samples };
    });
    return { name: set.name, file: `src/${set.words.id}.${lang}.json`, messages };
  });
  return { lang, book, pdf, sets };
}

/** The full paths a message's source reads (`cell.row`), from its parse. */
function pathsIn(source: string): string[] {
  const found: string[] = [];
  for (const node of parse(source).body) {
    if (node.type !== 'MustacheStatement') continue;
    const path = (node as hbs.AST.MustacheStatement).path as hbs.AST.PathExpression;
    if (path.original) found.push(path.original);
  }
  return found;
}

/**
 * Data for `fields` (`cell.row`), each given its own name as a value («cell.row»); the first to
 * name a field gives it. A field's path comes from a catalog file: each part is the data's own
 * key, defined on it (never set through what it inherits), so `cell.constructor.prototype` or
 * `cell.__proto__` is a stand-in of its own and never Object.prototype.
 */
export function standInData(fields: readonly string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const parts = field.split('.');
    let at: Record<string, unknown> | undefined = data;
    parts.forEach((part, i) => {
      if (!at) return;
      const last = i === parts.length - 1;
      if (!Object.hasOwn(at, part)) Object.defineProperty(at, part, { value: last ? `«${field}»` : {}, enumerable: true, writable: true, configurable: true });
      const next = at[part];
      // A field another names as a value (`cell` beside `cell.row`) keeps the value it was given.
      at = !last && typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : undefined;
    });
  }
  return data;
}

/**
 * Samples of a message no sample work reached: each field it reads given its own name as a value
 * («cell.row»), and a message in forms once for each context and each plural category of `lang`,
 * `count` a number of that category. The same data in both columns, so each is its own language's.
 */
function standIns(set: WordSet<object>, path: readonly string[], forms: Forms | undefined, lang: string): PreviewMessage['samples'] {
  const sourcesIn = (catalog: unknown): string[] => {
    if (!forms) return [wordAt(catalog, path)].filter((v): v is string => typeof v === 'string');
    const parent = wordAt(catalog, path.slice(0, -1));
    const last = path[path.length - 1]!;
    return isPlain(parent) ? Object.entries(parent).flatMap(([key, value]) => (key.startsWith(`${last}_`) && typeof value === 'string' ? [value] : [])) : [];
  };
  const data = standInData([...sourcesIn(set.english), ...sourcesIn(set.catalog(lang).words)].flatMap(pathsIn));
  const englishWords = set.in('en') as object;
  const words = set.in(lang) as object;
  const contexts: (string | undefined)[] = forms?.context ? [...forms.context] : [undefined];
  // A message code may give 0 is shown at 0 too: its `_zero` form, or how its 0 reads without one.
  const counts: (number | undefined)[] = forms?.count
    ? [...(forms.zero ? [0] : []), ...categoriesIn(lang, forms.count).map((c) => countsIn(lang, c, forms.count!, 2).find((n) => !forms.zero || n !== 0) ?? 0)]
    : [undefined];
  return contexts.flatMap((context) =>
    counts.map((count) => {
      const given = { ...data, ...(context !== undefined && { context }), ...(count !== undefined && { count }) };
      return { english: said(englishWords, 'en', path, given), translation: said(words, lang, path, given) };
    }),
  );
}

/** A message of `words` rendered in `tag` with `data`, or what went wrong, in a line. */
function said(words: object, tag: string, path: readonly string[], data: object): string {
  try {
    return inLanguage(tag, () => (wordAt(words, path) as (d: object) => string)(data));
  } catch (error) {
    return `⚠ ${(error as Error).message.split('\n')[0]}`;
  }
}

const escaped = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The preview as one HTML page: per set, each key with the English and the translation of every sample, or their sources. */
export function previewHtml(preview: WordsPreview): string {
  const rows = (m: PreviewMessage) => {
    if (m.standIn && m.samples.length > 0) {
      return m.samples
        .map((s, i) => `<tr class="stand-in">${i === 0 ? `<th scope="row" rowspan="${m.samples.length}">${escaped(m.key)}</th>` : ''}<td>${escaped(s.english)}${i === 0 ? '<p class="note">No sample reached this message: stand-in values, each of its forms.</p>' : ''}</td><td lang="${preview.lang}">${escaped(s.translation)}</td></tr>`)
        .join('\n');
    }
    if (m.samples.length === 0) {
      return `<tr class="unreached"><th scope="row">${escaped(m.key)}</th><td><code>${escaped(m.english)}</code></td><td lang="${preview.lang}"><code>${escaped(m.source ?? '')}</code><p class="note">No sample reached this message: its source is shown.</p></td></tr>`;
    }
    return m.samples
      .map((s, i) => `<tr>${i === 0 ? `<th scope="row" rowspan="${m.samples.length}">${escaped(m.key)}</th>` : ''}<td>${escaped(s.english)}</td><td lang="${preview.lang}">${escaped(s.translation)}</td></tr>`)
      .join('\n');
  };
  const sections = preview.sets
    .map((set) => `<section><h2>${escaped(set.name)}</h2><p class="file">${escaped(set.file)}</p><table><thead><tr><th>Key</th><th>English</th><th>${escaped(languageName(preview.lang))}</th></tr></thead><tbody>\n${set.messages.map(rows).join('\n')}\n</tbody></table></section>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>puzzlebook words: ${escaped(languageName(preview.lang))}</title>
<style>
body{font:16px/1.45 system-ui,sans-serif;margin:1rem auto;max-width:72rem;padding:0 1rem}
table{border-collapse:collapse;width:100%;table-layout:fixed}th,td{border-top:1px solid #ccc;padding:.35rem .5rem;vertical-align:top;text-align:left;overflow-wrap:anywhere}
thead th:first-child{width:14rem}tbody th{font:13px ui-monospace,monospace;color:#555}
.unreached td,.stand-in td{background:#f6f6f0}code{font-size:13px;white-space:pre-wrap}.file,.note{color:#666;font-size:.9rem;margin:.2rem 0}
</style></head><body>
<h1>Every message in ${escaped(languageName(preview.lang))} (${escaped(preview.lang)}), beside its English</h1>
<p>Each message is shown as the same sample work (a book of every kind, beside this page as a PDF, and each puzzle's rules, steps and check) rendered it in English and in this language; a message no sample reached is shown with stand-in values («field»), once for each of its forms. Edit the file named under each heading.</p>
${sections}
</body></html>
`;
}
