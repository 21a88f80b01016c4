import { allCatalogs, bookLanguages, BrokenCatalog, wordAt, type WordSet } from '../engine/catalog.ts';
import { canonicalTag, isPlain, languageName } from '../engine/language.ts';
import { getKind, KIND_NAMES, type KindName } from '../kinds/registry.ts';
import { translationProblems } from '../engine/translation.ts';
import { playControlsSet } from '../play/words.ts';
import { siteWordsSet } from '../templates/archive/words.ts';
import { furnitureSet } from '../templates/index.ts';

/**
 * Every set of words a book prints: the book's furniture, and each kind's; where each lives.
 * The archive's sets (`web`) are checked the same way but do not hold a book back: its pages
 * fall back to English words where a language has none of its own yet.
 */
export const SETS: { name: string; kind?: KindName; kinds?: KindName[]; web?: true; words: WordSet<object> }[] = [
  { name: 'the book', words: furnitureSet },
  // Each kind's words, from the registry: a kind added there is checked with no line here.
  ...KIND_NAMES.map((kind) => ({ name: getKind(kind).title, kind, words: getKind(kind).translations.words })),
  // Words kinds share (the grid kit's techniques), each needed by a book of any kind that uses it.
  ...[...new Set(KIND_NAMES.flatMap((kind) => getKind(kind).translations.shared))].map((words) => ({
    name: `the ${words.id.split('/').slice(-2, -1)[0]} kit`,
    kinds: KIND_NAMES.filter((kind) => getKind(kind).translations.shared.includes(words)),
    words,
  })),
  { name: 'the archive', web: true as const, words: siteWordsSet },
  { name: 'the play controls', web: true as const, words: playControlsSet },
  // Each kind's player on the archive's page: its help line, verdicts and refusals.
  ...KIND_NAMES.map((kind) => ({ name: `${getKind(kind).title}'s player`, web: true as const, words: getKind(kind).translations.play })),
];

/** The file a set's words in `lang` are in, from the project's root: `src/kinds/numbrix/words.fr.json`. */
export const fileOf = (set: { words: { id: string } }, lang: string) => `src/${set.words.id}.${lang}.json`;

/**
 * Why a book of these kinds cannot be printed in `lang`, or null: the sets of words not yet
 * written in it, each named with the file it would be in.
 */
export function missingWords(lang: string, kinds: readonly string[]): string | null {
  const missing = missingSets(lang, kinds);
  const lacking = lacksIn(lang, kinds);
  if (missing.length === 0) return lacking[0] ?? null;
  const names = missing.map((set) => `${set.name} (${fileOf(set, lang)})`).join(', ');
  return `there are no ${languageName(lang)} words yet for ${names}`;
}

/** What the kinds need in `lang` beyond their words (`KindTranslations.lacks`: Word Search's lexicon), a line each. */
export const lacksIn = (lang: string, kinds: readonly string[]): string[] =>
  KIND_NAMES.filter((kind) => kinds.includes(kind)).flatMap((kind) => getKind(kind).translations.lacks(lang) ?? []);

/** The sets a book of these kinds prints that have no words in `lang` yet. */
export const missingSets = (lang: string, kinds: readonly string[]) =>
  SETS.filter((set) => !set.web && (!set.kind || kinds.includes(set.kind)) && (!set.kinds || set.kinds.some((k) => kinds.includes(k))) && !set.words.has(lang));

/**
 * Every problem of every catalog (or of `only` one language's) against its set's schema and
 * English: one line each, naming the file and key. A file no set reads, or named with a tag
 * that is not BCP 47, is named too: its words would never print.
 */
/** Each catalog's problems, found once: a catalog is read once and never changed (a new one is a new object). */
const checked = new WeakMap<object, string[]>();

export function translationsProblems(only?: string, kinds?: readonly string[]): string[] {
  const sets = new Map(SETS.map((set) => [set.words.id, set]));
  // With `kinds`, only the catalogs a book of those kinds reads: a broken one of another kind holds it back no more than a missing one would.
  const unread = (set: (typeof SETS)[number] | undefined) => kinds !== undefined && set !== undefined && ((set.kind !== undefined && !kinds.includes(set.kind)) || (set.kinds !== undefined && !set.kinds.some((k) => kinds.includes(k))));
  return allCatalogs()
    .filter((c) => c.lang !== 'en' && (only === undefined || c.lang === only) && !unread(sets.get(c.set)))
    .flatMap((c) => {
      const set = sets.get(c.set);
      const file = `src/${c.set}.${c.lang}.json`;
      if (c.words instanceof BrokenCatalog) return [c.words.problem];
      if (!set) return [`${file}: no set of words is called ${c.set}`];
      if (canonicalTag(c.lang) !== c.lang) return [`${file}: ${c.lang} is not a language tag as BCP 47 writes it`];
      if (typeof c.words !== 'object' || c.words === null) return translationProblems(set.words.schema, set.words.english, c.words, file);
      let problems = checked.get(c.words);
      if (!problems) checked.set(c.words, (problems = translationProblems(set.words.schema, set.words.english, c.words, file)));
      return problems;
    });
}

/** The languages a book of these kinds can be printed in now. */
export const languagesFor = (kinds: readonly string[]) => bookLanguages().filter((lang) => missingWords(lang, kinds) === null);

/**
 * Whether a catalog says nothing the English does not, word for word, at the same keys (notes
 * for translators aside): a form English has no entry for (Polish `steps_few`) is compared with
 * the English `other` form, which a translator starting from a copy begins it with.
 */
function sameWords(words: unknown, english: unknown): boolean {
  const at = (path: readonly string[]) => wordAt(english, path);
  const walk = (node: unknown, path: string[]): boolean => {
    if (typeof node === 'string') {
      const said = at(path);
      if (said !== undefined) return said === node;
      const last = path[path.length - 1]!;
      return at([...path.slice(0, -1), last.replace(/(_ordinal)?_(zero|one|two|few|many|other)$/, '$1_other')]) === node;
    }
    if (Array.isArray(node)) return node.every((item, i) => walk(item, [...path, String(i)]));
    if (isPlain(node)) return Object.entries(node).every(([key, inner]) => (path.length === 0 && key === '$notes') || walk(inner, [...path, key]));
    return false;
  };
  return walk(words, []);
}

/**
 * The files, among the sets a book of `kinds` prints (every kind when none are named), whose
 * words in `lang` are the English's word for word: a catalog copied to start a translation and
 * not yet translated, which would print a "Polish" book all in English. English itself aside.
 */
export function englishCopies(lang: string, kinds: readonly string[] = KIND_NAMES): string[] {
  if (lang.split('-')[0] === 'en') return [];
  return SETS.filter((set) => !set.web && (!set.kind || kinds.includes(set.kind)) && (!set.kinds || set.kinds.some((k) => kinds.includes(k)))).flatMap((set) => {
    const { tag, words } = set.words.catalog(lang);
    return tag !== 'en' && sameWords(words, set.words.english) ? [fileOf(set, tag)] : [];
  });
}
