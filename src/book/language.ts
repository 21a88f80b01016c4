import { AsyncLocalStorage } from 'node:async_hooks';
import { type Language, useLanguageSource } from '../engine/language.ts';

/**
 * The language of the book being made or printed, held for the work started inside
 * `inLanguage` however long it runs and whatever it awaits: two books in two languages can be
 * rendered at once in one process and each keeps its own words.
 */
const current = new AsyncLocalStorage<Language>();
useLanguageSource(
  () => current.getStore(),
  (lang, work) => current.run(lang, work),
);

/** Runs `work` (and everything it starts, awaits included) with the words of `lang`. */
export { inLanguage } from '../engine/language.ts';
