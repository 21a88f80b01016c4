// Issue 70: each language keeps one register (tu, du, je…) and its settled terms in every set
// of words, as its glossary (src/templates/glossary.<tag>.json) says: a "Sie" in one message where
// every other says "du", or "Tipp" (a Codeknacker guess) for a hint, is named by file and key.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCatalogs, bookLanguages } from '../../src/engine/catalog.ts';
import { isPlain } from '../../src/engine/language.ts';

interface Rule {
  pattern: string;
  flags?: string;
  why: string;
}
interface Glossary {
  register: { address: string; not: Rule[] };
  terms: { en: string; use: string; not?: string; flags?: string; except?: string[]; why?: string }[];
}

const glossaryFile = (lang: string) => new URL(`../../src/templates/glossary.${lang}.json`, import.meta.url);

/** Every text of a catalog by key path, with its `{{fields}}` taken out (`{{u}}` is a field, not Dutch "u"), notes aside. */
function textsOf(words: unknown, path: string[] = []): [string, string][] {
  if (typeof words === 'string') return [[path.join('.'), words.replace(/\{\{[^}]*\}\}/g, ' ')]];
  if (Array.isArray(words)) return words.flatMap((w, i) => textsOf(w, [...path, String(i)]));
  if (isPlain(words)) return Object.entries(words).flatMap(([key, w]) => (path.length === 0 && key === '$notes' ? [] : textsOf(w, [...path, key])));
  return [];
}

const languages = bookLanguages().filter((lang) => lang !== 'en');

describe('every language keeps its glossary and register', () => {
  it('has a glossary for every language a book is made in', () => {
    expect(languages.filter((lang) => !existsSync(glossaryFile(lang)))).toEqual([]);
  });

  it.each(languages)('%s: no catalog breaks its register or uses a term it has settled against', (lang) => {
    const glossary = JSON.parse(readFileSync(glossaryFile(lang), 'utf8')) as Glossary;
    const catalogs = allCatalogs().filter((c) => c.lang === lang);
    expect(catalogs.length).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const { set, words } of catalogs) {
      const file = `src/${set}.${lang}.json`;
      for (const [key, text] of textsOf(words)) {
        for (const rule of glossary.register.not) {
          const found = new RegExp(rule.pattern, `u${rule.flags ?? ''}`).exec(text);
          if (found) broken.push(`${file}: ${key}: "${found[0]}": ${rule.why}`);
        }
        for (const term of glossary.terms) {
          if (!term.not || term.except?.includes(set)) continue;
          const found = new RegExp(term.not, `u${term.flags ?? ''}`).exec(text);
          if (found) broken.push(`${file}: ${key}: "${found[0]}": ${term.why ?? `"${term.en}" is "${term.use}"`}`);
        }
      }
    }
    expect(broken).toEqual([]);
    // Each settled term is the one the words use: a glossary that drifted from them says so.
    const all = catalogs.flatMap(({ words }) => textsOf(words).map(([, text]) => text.toLowerCase())).join('\n');
    expect(glossary.terms.filter((term) => !all.includes(term.use.toLowerCase())).map((term) => `${term.en}: ${term.use}`)).toEqual([]);
  });

  it('catches a slip: a message in the formal register, or a term settled against', () => {
    const de = JSON.parse(readFileSync(glossaryFile('de'), 'utf8')) as Glossary;
    const [formal] = de.register.not;
    expect(new RegExp(formal!.pattern, 'u').test('Nicht weiter? Scannen Sie den Code.')).toBe(true);
    expect(new RegExp(formal!.pattern, 'u').test('Die Ziffer steht dort: Sie wird also gestrichen.')).toBe(false);
    const hint = de.terms.find((t) => t.en === 'hint')!;
    expect(new RegExp(hint.not!, 'u').test('Zeigt einen Tipp.')).toBe(true);
    expect(new RegExp(hint.not!, 'u').test('Tippe auf eine Regel.')).toBe(false);
  });
});
