import { wordsByLanguage as countdownPlay } from '../engine/kinds/countdown/play-words.ts';
import { wordsByLanguage as countdown } from '../engine/kinds/countdown/words.ts';
import { wordsByLanguage as crossNumbersPlay } from '../engine/kinds/cross-numbers/play-words.ts';
import { wordsByLanguage as crossNumbers } from '../engine/kinds/cross-numbers/words.ts';
import { wordsByLanguage as numberMindPlay } from '../engine/kinds/number-mind/play-words.ts';
import { wordsByLanguage as numberMind } from '../engine/kinds/number-mind/words.ts';
import { wordsByLanguage as numbrixPlay } from '../engine/kinds/numbrix/play-words.ts';
import { wordsByLanguage as numbrix } from '../engine/kinds/numbrix/words.ts';
import { wordsByLanguage as secretNumberPlay } from '../engine/kinds/secret-number/play-words.ts';
import { wordsByLanguage as secretNumber } from '../engine/kinds/secret-number/words.ts';
import { type ByLanguage, hasLanguage, type Language, LANGUAGE_NAMES, LANGUAGES } from '../engine/language.ts';
import type { KindName } from '../engine/registry.ts';
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
  { name: 'Numbrix', folder: 'src/engine/kinds/numbrix', kind: 'numbrix', byLanguage: numbrix },
  { name: 'Secret Number', folder: 'src/engine/kinds/secret-number', kind: 'secret-number', byLanguage: secretNumber },
  { name: 'Cross Numbers', folder: 'src/engine/kinds/cross-numbers', kind: 'cross-numbers', byLanguage: crossNumbers },
  { name: 'Countdown', folder: 'src/engine/kinds/countdown', kind: 'countdown', byLanguage: countdown },
  { name: 'Number Mind', folder: 'src/engine/kinds/number-mind', kind: 'number-mind', byLanguage: numberMind },
  { name: 'the archive', folder: 'src/site', web: true, byLanguage: site },
  { name: 'the play controls', folder: 'src/site/play', web: true, byLanguage: play },
  // Each kind's player on the archive's page: its help line, verdicts and refusals.
  { name: 'Secret Number\'s player', folder: 'src/engine/kinds/secret-number', file: 'play-words', web: true, byLanguage: secretNumberPlay },
  { name: 'Numbrix\'s player', folder: 'src/engine/kinds/numbrix', file: 'play-words', web: true, byLanguage: numbrixPlay },
  { name: 'Cross Numbers\' player', folder: 'src/engine/kinds/cross-numbers', file: 'play-words', web: true, byLanguage: crossNumbersPlay },
  { name: 'Countdown\'s player', folder: 'src/engine/kinds/countdown', file: 'play-words', web: true, byLanguage: countdownPlay },
  { name: 'Number Mind\'s player', folder: 'src/engine/kinds/number-mind', file: 'play-words', web: true, byLanguage: numberMindPlay },
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
