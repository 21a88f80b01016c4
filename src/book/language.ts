import { type Language, useLanguageSource } from '../engine/language.ts';

type Builtin = <T>(id: string) => T | undefined;

/**
 * The language of the book being made or printed, held for the work started inside
 * `inLanguage` however long it runs and whatever it awaits: two books in two languages can be
 * rendered at once in one process and each keeps its own words.
 *
 * Node's AsyncLocalStorage comes through `process.getBuiltinModule`, as catalog.ts reads its
 * files, so every Node entry has it on importing this module and a browser bundle of the
 * pipeline holds no import of Node's (issue 69). A browser keeps the engine's own hold, which
 * lasts up to the first await: a page building a book sets its language first (`setLanguage`),
 * one build at a time.
 */
const hooks = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule?.<typeof import('node:async_hooks')>('node:async_hooks');
if (hooks) {
  const current = new hooks.AsyncLocalStorage<Language>();
  useLanguageSource(
    () => current.getStore(),
    (lang, work) => current.run(lang, work),
  );
}

/** Runs `work` (and everything it starts, awaits included) with the words of `lang`. */
export { inLanguage } from '../engine/language.ts';
