import { type ByLanguage, hasLanguage, type Language, LANGUAGE_NAMES, LANGUAGES } from '../engine/language.ts';
import { getKind, KIND_NAMES, type KindName } from '../engine/registry.ts';
import { translationProblems } from '../engine/translation.ts';
import { wordsByLanguage as play } from '../site/play/words.ts';
import { wordsByLanguage as site } from '../site/words.ts';
import { furnitureByLanguage } from '../templates/index.ts';

/**
 * Every set of words a book prints: the book's furniture, and each kind's; where each lives.
 * The archive's sets (`web`) are checked the same way but do not hold a book back: its pages
 * fall back to English words where a language has none of its own yet.
 */
export const SETS: { name: string; folder: string; file?: string; kind?: KindName; web?: true; byLanguage: ByLanguage<object> }[] = [
  { name: 'the book', folder: 'src/templates', byLanguage: furnitureByLanguage },
  // Each kind's words, from the registry: a kind added there is checked with no line here.
  ...KIND_NAMES.map((kind) => ({ name: getKind(kind).title, folder: `src/engine/kinds/${kind}`, kind, byLanguage: getKind(kind).translations.words })),
  { name: 'the archive', folder: 'src/site', web: true as const, byLanguage: site },
  { name: 'the play controls', folder: 'src/site/play', web: true as const, byLanguage: play },
  // Each kind's player on the archive's page: its help line, verdicts and refusals.
  ...KIND_NAMES.map((kind) => ({
    name: `${getKind(kind).title}'s player`,
    folder: `src/engine/kinds/${kind}`,
    file: 'play-words',
    web: true as const,
    byLanguage: getKind(kind).translations.play,
  })),
];

export const fileOf = (set: { folder: string; file?: string }, lang: Language) => `${set.folder}/${set.file ?? 'words'}.${lang}.ts`;

/**
 * Why a book of these kinds cannot be printed in `lang`, or null: the sets of words not yet
 * written in it, each named with the file it would be in.
 */
export function missingWords(lang: Language, kinds: readonly KindName[]): string | null {
  const missing = SETS.filter((set) => !set.web && (!set.kind || kinds.includes(set.kind)) && !hasLanguage(set.byLanguage, lang));
  if (missing.length === 0) return null;
  const names = missing.map((set) => `${set.name} (${fileOf(set, lang)})`).join(', ');
  return `there are no ${LANGUAGE_NAMES[lang]} words yet for ${names}`;
}

/** Every problem of every translation (or of `only` one language) against its English: one line each, naming the file and key. */
export function translationsProblems(only?: Language): string[] {
  return SETS.flatMap((set) =>
    LANGUAGES.filter((lang) => lang !== 'en' && (only === undefined || lang === only) && set.byLanguage[lang] !== undefined).flatMap((lang) =>
      translationProblems(set.byLanguage.en, set.byLanguage[lang], fileOf(set, lang)),
    ),
  );
}

/** The languages a book of these kinds can be printed in now. */
export const languagesFor = (kinds: readonly KindName[]) => LANGUAGES.filter((lang) => missingWords(lang, kinds) === null);
