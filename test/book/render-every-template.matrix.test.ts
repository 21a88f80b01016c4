// Every template of every set of words (src/book/translations.ts `SETS`), in every language the
// set is written in, rendered with the data real work gives the English (test/book/real-work.ts:
// books, worksheets, keys, explanations, hints, the archive), or, where real work does not
// reach a template in a few seconds, with the data written out in ./template-data.ts. Each must
// render, read as words (no '{{', 'undefined', '[object', 'NaN'), and in another language not
// be the English sentence unchanged. A template nothing gives data to is named, by file and key.
// The rows of the matrix (test/matrix.ts `templates`) are a kind in a language: its words and its
// player's; the words kinds share (the kits) and the book's, the archive's and the play
// controls' are rendered in the first row of their language (of a kind that uses a kit) that a
// run takes. npm test takes a sample of the rows, CI the rest.
import { beforeAll, describe, expect, it } from 'vitest';
import { fileOf, SETS } from '../../src/book/translations.ts';
import { languagesOf as catalogLanguages, wordAt as at } from '../../src/engine/catalog.ts';
import { inLanguage, isPlain, type Language } from '../../src/engine/language.ts';
import { sourceOf } from '../../src/engine/words.ts';
import { getKind, KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';
import { matrix, named } from '../matrix.ts';
import { realWorkSamples, type Rendered } from './real-work.ts';
import { HAND_DATA, SAME_IN } from './template-data.ts';

type WordSet = (typeof SETS)[number];

/** The English file of a set, the source its translations are checked against. */
const englishFile = (set: WordSet) => fileOf(set, 'en');
const fileIn = (set: WordSet, lang: Language) => (lang === 'en' ? englishFile(set) : fileOf(set, lang));

/** Every word of a set, templates and texts, by key path (`steps.read-off`, `ordinals.2`), walking objects and lists as the translation check does. */
function wordsOf(words: unknown, path: string[] = []): [string[], unknown][] {
  if (sourceOf(words) !== undefined || typeof words === 'string') return [[path, words]];
  if (isPlain(words)) return Object.entries(words).flatMap(([key, value]) => wordsOf(value, [...path, key]));
  if (Array.isArray(words)) return words.flatMap((value, i) => wordsOf(value, [...path, String(i)]));
  return [];
}

/** The languages a set is written in, English first. */
const languagesOf = (set: WordSet) => catalogLanguages(set.words.id);

/** The strings and numbers templates compare what they are given with (`(eq at "first")`, `(gt count 2)`), as text, so samples differ by them. */
const compared = new Set(
  SETS.flatMap((set) =>
    languagesOf(set).flatMap((lang) =>
      wordsOf(set.words.in(lang)).flatMap(([, word]) => [...(sourceOf(word) ?? '').matchAll(/"([^"]*)"|\((?:eq|gt|lte) [^)]*?\b(\d+)\)/g)].map((m) => m[1] ?? m[2]!)),
    ),
  ),
);

/** Words (letters only, lower case) of a text. */
const wordsIn = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Every string and number in a template's data, as words: the words a template is given rather than says. */
const givenWords = (data: unknown): Set<string> => {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') wordsIn(value).forEach((w) => found.add(w));
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(data);
  return found;
};

/** Marks of a template that did not render as words: a field left as it is, or a value with none. */
const BROKEN = ['{{', 'undefined', '[object', 'NaN'];

/** Punctuation a sentence glued from parts gets twice or out of place: ",.", ": :", "..", " ," (an ellipsis and "etc.;" aside). */
const DOUBLED = /[,;:][ \u00a0]*[,;:.]|(?<![.\d]|etc)\.[ \u00a0]*[,;:]|(?<!\.)\.\.(?!\.)| [,.;](?!\d)/;

/** The counts each plural category of the seven languages' CLDR rules is seen at (one, two, few, many, other; 21 and 101 where a rule reads the last digits). */
const COUNTS = [0, 1, 2, 5, 21, 101];

/** The data with one number field at a time set to each of COUNTS: how a message reads at every plural category. */
function countVariants(data: object): object[] {
  const numbers = Object.entries(data).filter(([, value]) => typeof value === 'number');
  return numbers.flatMap(([key]) => COUNTS.map((n) => ({ ...data, [key]: n })));
}

/**
 * What is wrong with a template given this data, or undefined: it throws, gives no words where
 * the English gives some, shows a field or value that is not words, or (`mayBeSame` false) says
 * the English sentence itself, where more than a couple of its words are the template's own.
 */
function problemOf(mine: Rendered, english: Rendered, data: object, mayBeSame: boolean, lang: Language): string | undefined {
  let text: string;
  try {
    // In its own language: its plurals, lists and numbers by that language's rules.
    text = inLanguage(lang, () => mine(data));
  } catch (error) {
    return `throws ${(error as Error).message.split('\n')[0]} (data ${JSON.stringify(data)})`;
  }
  const englishText = inLanguage('en', () => english(data));
  // Empty only where the English is (Cross Numbers' order line, where a grid has no order to tell).
  if ((text.trim() === '' && englishText.trim() !== '') || BROKEN.some((mark) => text.includes(mark))) return `gives ${JSON.stringify(text)} (data ${JSON.stringify(data)})`;
  if (DOUBLED.test(text)) return `doubles its punctuation: ${JSON.stringify(text)} (data ${JSON.stringify(data)})`;
  const given = givenWords(data);
  if (!mayBeSame && text === englishText && wordsIn(englishText).filter((w) => !given.has(w)).length > 2) return `is the English unchanged: ${JSON.stringify(text)}`;
  return undefined;
}

let samples: Map<Rendered, object[]>;
// About 5 s of work on a quiet machine; the room is for a loaded one.
beforeAll(async () => {
  samples = await realWorkSamples(compared);
});

/** The data each English template of a set is rendered with: what real work gave it, and any written out for it. */
function dataOf(set: WordSet, key: string, template: unknown): object[] {
  return [...(samples.get(template as Rendered) ?? []), ...(HAND_DATA[englishFile(set)]?.[key] ?? [])];
}

/** The sets of one kind alone: its words and its player's. */
const kindSets = (kind: KindName) => SETS.filter((set) => set.kind === kind || set.words === getKind(kind).translations.play);
/** The sets no kind has alone: the book's, the kits' (each with the kinds that use it), the archive's and the play controls'. */
const sharedSets = SETS.filter((set) => !KIND_NAMES.some((kind) => kindSets(kind).includes(set)));

const rows = matrix('templates');

/** The sets a row renders, of those written in its language: its kind's, and the shared ones in the first row of their language (of a kind that uses a kit) this run takes. */
function setsOf(row: (typeof rows)[number]): WordSet[] {
  const first = (set: WordSet) => rows.find((r) => r.language === row.language && (!set.kinds || set.kinds.includes(r.kind))) === row;
  return [...kindSets(row.kind), ...sharedSets.filter(first)].filter((set) => languagesOf(set).includes(row.language as Language));
}

/** The templates of these sets that neither real work nor template-data.ts gives data, by file and key. */
function unreached(sets: readonly WordSet[]): string[] {
  return sets.flatMap((set) =>
    wordsOf(set.words.in('en'))
      .filter(([path, word]) => sourceOf(word) !== undefined && dataOf(set, path.join('.'), word).length === 0)
      .map(([path]) => `${englishFile(set)}: ${path.join('.')}`),
  );
}

/** What is wrong with the templates of a set in a language, one line each: the first problem of each template, with the data that shows it. */
function problemsOf(set: WordSet, lang: Language): string[] {
  const problems: string[] = [];
  const file = fileIn(set, lang);
  for (const [path, english] of wordsOf(set.words.in('en'))) {
    const key = path.join('.');
    const mine = at(set.words.in(lang), path);
    const same = SAME_IN[lang]?.includes(`${englishFile(set)}: ${key}`) ?? false;
    if (typeof english === 'string') {
      // A text is checked by the translation check; here only that it is not the English left as it is.
      if (lang !== 'en' && mine === english && wordsIn(english).length > 2 && !same) problems.push(`${file}: ${key}: is the English unchanged: ${JSON.stringify(english)}`);
      continue;
    }
    // Missing, or not a template: the translation check names it (test/book/language.test.ts).
    if (sourceOf(mine) === undefined) {
      problems.push(`${file}: ${key}: is not a template, as the English is`);
      continue;
    }
    const samples = dataOf(set, key, english);
    const problem = samples.map((data) => problemOf(mine as Rendered, english as Rendered, data, lang === 'en' || same, lang)).find(Boolean);
    if (problem) problems.push(`${file}: ${key}: ${problem}`);
    // At every plural category too: each number it is given at 0, 1, 2, 5, 21 and 101, as words still.
    else {
      const counted = samples.slice(0, 2).flatMap(countVariants).map((data) => problemOf(mine as Rendered, english as Rendered, data, true, lang)).find(Boolean);
      if (counted) problems.push(`${file}: ${key}: at a count, ${counted}`);
    }
  }
  return problems;
}

describe('every template of every language, rendered with real data', () => {
  it.each(rows.map((row) => [named(row), row] as const))('%s: every template given data renders as words, and none is left as the English', (_, row) => {
    const sets = setsOf(row);
    // Every template is given data, by real work or in template-data.ts (the English's, in the first row of its kind this run takes).
    if (rows.find((r) => r.kind === row.kind) === row) expect(unreached([...kindSets(row.kind), ...(rows[0] === row ? sharedSets : [])])).toEqual([]);
    // Data written out, or a word allowed to be the English, for a key the English no longer has is stale: named too (in the run's first row).
    if (rows[0] === row) {
      const keys = new Set(SETS.flatMap((set) => wordsOf(set.words.in('en')).map(([path]) => `${englishFile(set)}: ${path.join('.')}`)));
      const stale = [
        ...Object.entries(HAND_DATA).flatMap(([file, byKey]) => Object.keys(byKey).map((key) => `${file}: ${key}`)),
        ...Object.values(SAME_IN).flat(),
      ].filter((k) => !keys.has(k));
      expect(stale).toEqual([]);
    }
    expect(sets.flatMap((set) => problemsOf(set, row.language as Language))).toEqual([]);
  });
});
