import type { BookFile } from '../book/bookfile-schema.ts';
import { inLanguage } from '../book/language.ts';
import { type Rendered, fit, make, onThisThread, plan, render } from './pipeline.ts';
import { specSchema } from '../book/spec.ts';
import { SETS } from '../book/translations.ts';
import { wordAt, wordKeys } from '../engine/catalog.ts';
import { languageName } from '../engine/language.ts';
import { getKind, KIND_NAMES } from '../kinds/registry.ts';
import { observeTemplates } from '../engine/words.ts';
import { describeIssues, UserError } from '../engine/errors.ts';

/** Samples kept of one message: the first data each differently shaped render gave it. */
const MOST_SAMPLES = 3;

/** One message of one set: its key, its sources, and each sample rendered in English and in the language. */
export interface PreviewMessage {
  key: string;
  english: string;
  source: string | undefined;
  /** Each sample's data rendered: the English, then the translation. Empty where the sample book did not reach it. */
  samples: { english: string; translation: string }[];
}

export interface WordsPreview {
  lang: string;
  book: BookFile;
  pdf: Uint8Array;
  sets: { name: string; file: string; messages: PreviewMessage[] }[];
}

const shown = (value: unknown): string => (Array.isArray(value) ? value.join(' · ') : String(value ?? ''));

/**
 * A translator's preview of `lang`: a small book made in it (every kind, easy and hard, worked
 * answers at the back), each message its making rendered kept with the data it was given, then
 * every message of every set rendered with that data in English and in `lang`, side by side. A
 * message the book does not reach (a hint, the archive's) is shown as its source.
 */
export async function wordsPreview(lang: string): Promise<WordsPreview> {
  const parsed = specSchema.safeParse({
    title: languageName(lang),
    seed: 1,
    author: 'puzzlebook',
    language: lang,
    answers: 'back',
    worked: true,
    sections: KIND_NAMES.flatMap((kind) => (['easy', 'hard'] as const).filter((d) => !getKind(kind).refuses?.(getKind(kind).options.parse({}) as never, d)).map((difficulty) => ({ kind, count: 1, difficulty }))),
  });
  // A language whose words are not all there yet (a kind's file missing or broken) is refused in a line, naming them.
  if (!parsed.success) throw new UserError(describeIssues(`the ${lang} sample book`, parsed.error));
  const spec = parsed.data;
  const seen = new Map<string, object[]>();
  const before = observeTemplates((_, data, name) => {
    const samples = seen.get(name) ?? [];
    if (samples.length < MOST_SAMPLES && !samples.some((s) => JSON.stringify(s) === JSON.stringify(data))) samples.push(structuredClone(data));
    seen.set(name, samples);
  });
  let rendered: Rendered;
  try {
    // Made and rendered as `build` makes a book, on this thread, so every message is heard.
    rendered = await render(await make(await fit(plan(spec, { where: `the ${lang} sample book` }, onThisThread))), 'book');
  } finally {
    observeTemplates(before);
  }
  const { book } = rendered;
  const pdf = rendered.files[0]!.data as Uint8Array;
  const sets = SETS.map((set) => {
    const english = set.words.in('en') as object;
    const mine = set.words.in(lang) as object;
    const messages = wordKeys(set.words.schema).map(({ path, marker }): PreviewMessage => {
      const key = path.join('.');
      const data = seen.get(`${set.words.id}:${key}`) ?? [];
      if (marker.word !== 'message') {
        const said = shown(wordAt(english, path));
        return { key, english: said, source: undefined, samples: [{ english: said, translation: shown(wordAt(mine, path)) }] };
      }
      const render = (words: object, tag: string, sample: object) => {
        try {
          return inLanguage(tag, () => (wordAt(words, path) as (d: object) => string)(sample));
        } catch (error) {
          return `⚠ ${(error as Error).message.split('\n')[0]}`;
        }
      };
      return {
        key,
        english: String(wordAt(set.words.english, path)),
        source: String(wordAt(set.words.catalog(lang).words, path) ?? ''),
        samples: data.map((sample) => ({ english: render(english, 'en', sample), translation: render(mine, lang, sample) })),
      };
    });
    return { name: set.name, file: `src/${set.words.id}.${lang}.json`, messages };
  });
  return { lang, book, pdf, sets };
}

const escaped = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The preview as one HTML page: per set, each key with the English and the translation of every sample, or their sources. */
export function previewHtml(preview: WordsPreview): string {
  const rows = (m: PreviewMessage) => {
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
.unreached td{background:#f6f6f0}code{font-size:13px;white-space:pre-wrap}.file,.note{color:#666;font-size:.9rem;margin:.2rem 0}
</style></head><body>
<h1>Every message in ${escaped(languageName(preview.lang))} (${escaped(preview.lang)}), beside its English</h1>
<p>Each message is shown with the data a sample book in this language gave it (the book is beside this page, as a PDF); a message no sample reached shows its source. Edit the file named under each heading.</p>
${sections}
</body></html>
`;
}
