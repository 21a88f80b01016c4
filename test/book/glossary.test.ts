// Issue 70: each language keeps one register (tu, du, je…) and its settled terms in every set
// of words, as its glossary (src/templates/glossary.<tag>.json) says: a "Sie" in one message where
// every other says "du", or "Tipp" (a Codeknacker guess) for a hint, is named by file and key.
// Issue 90: the glossary names every thing the books and pages name (TERMS), one word each, and a
// word a term is settled against (Kakuro's run said with Sudoku's box word) is named the same way.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCatalogs, bookLanguages } from '../../src/engine/catalog.ts';
import { isPlain } from '../../src/engine/language.ts';
import { KIND_NAMES } from '../../src/kinds/registry.ts';

interface Rule {
  pattern: string;
  flags?: string;
  why: string;
}
interface Glossary {
  register: { address: string; not: Rule[] };
  terms: Term[];
}
/**
 * A thing and its word: `not` a pattern of the words it must not be, held in every set of words
 * (only those `in` lists, when it lists some) save those `except` lists; `shares` names the one
 * other term it may say with the same word, `why` saying so.
 */
interface Term {
  en: string;
  use: string;
  not?: string;
  flags?: string;
  in?: string[];
  except?: string[];
  shares?: string;
  why?: string;
}

/** Every thing the books and pages name, which each glossary settles a word for (English as `en`). */
const TERMS = [
  'box', 'run', 'cage', 'cell', 'clue', 'spec', 'recipe', 'puzzle', 'kind', 'cross off', 'pencil mark, note', 'row', 'column', 'grid',
  'given', 'candidate', 'hint', 'solution, answer', 'answer key', 'worksheet', 'book', 'section', 'easy', 'medium', 'hard', 'expert',
];

const applies = (term: Term, set: string) => !term.except?.includes(set) && (!term.in || term.in.includes(set));

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
          if (!term.not || !applies(term, set)) continue;
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

  it.each(languages)('%s: settles a word for every thing, one thing to a word, the box never the run', (lang) => {
    const glossary = JSON.parse(readFileSync(glossaryFile(lang), 'utf8')) as Glossary;
    const terms = new Map(glossary.terms.map((term) => [term.en, term]));
    expect(TERMS.filter((en) => !terms.has(en))).toEqual([]);
    // Two things said with one word, unless each glossary says why (`shares`, named on one of the two).
    const byWord = new Map<string, Term[]>();
    for (const term of glossary.terms) byWord.set(term.use.toLowerCase(), [...(byWord.get(term.use.toLowerCase()) ?? []), term]);
    const clashes = [...byWord.values()].filter((same) => same.length > 1 && !(same.length === 2 && same.some((t) => t.shares === same.find((o) => o !== t)!.en && t.why)));
    expect(clashes.map((same) => same.map((t) => `${t.en}: ${t.use}`).join(' = '))).toEqual([]);
    // The clue and the hint two words (issue 90): Skyscrapers' Hint button sits beside the clues round its grid.
    expect(terms.get('clue')!.use, `${lang}: the clue has a word of its own, not the hint's`).not.toBe(terms.get('hint')!.use);
    // The run's pattern refuses the box's word where the run is said (Kakuro's words), so the two never meet.
    const [box, run] = [terms.get('box')!, terms.get('run')!];
    expect(run.not, 'the run has a pattern of words it must not be').toBeDefined();
    expect(new RegExp(run.not!, `u${run.flags ?? ''}`).test(box.use), `${lang}: the run's "not" refuses the box's word "${box.use}"`).toBe(true);
    expect(run.in ?? [], 'the run is held in Kakuro\'s words').toEqual(expect.arrayContaining(['kinds/kakuro/words', 'kinds/kakuro/play-words']));
  });

  it('holds the words of every kind, the newest included', () => {
    const sets = new Set(allCatalogs().map((c) => c.set));
    expect(KIND_NAMES.flatMap((name) => [`kinds/${name}/words`, `kinds/${name}/play-words`]).filter((set) => !sets.has(set))).toEqual([]);
  });

  // Where fr, es and the two Portuguese said a clue with the hint's word (issue 90); a hint asked for again keeps it.
  it.each([
    ['fr', 'chaque indice compte les immeubles vus depuis lui', 'chaque indication compte les immeubles vus depuis elle'],
    ['es', 'cada tramo suma su pista, sin repetir cifras', 'bórralo primero y vuelve a pedir una pista.'],
    ['pt-BR', 'cada dica conta os prédios vistos dali', 'Apague-o primeiro e peça outra dica.'],
    ['pt-PT', 'cada segmento soma a sua pista', 'Apaga-o primeiro e pede outra pista.'],
  ])('%s: catches a clue said with the hint\'s word in Skyscrapers and Kakuro', (lang, merged, fine) => {
    const clue = (JSON.parse(readFileSync(glossaryFile(lang), 'utf8')) as Glossary).terms.find((t) => t.en === 'clue')!;
    expect(clue.not, `${lang}: the clue has a pattern of words it must not be`).toBeDefined();
    expect(clue.in).toEqual(expect.arrayContaining(['kinds/skyscrapers/words', 'kinds/kakuro/words']));
    expect(new RegExp(clue.not!, `u${clue.flags ?? ''}`).test(merged)).toBe(true);
    expect(new RegExp(clue.not!, `u${clue.flags ?? ''}`).test(fine)).toBe(false);
  });

  it('catches a slip: a message in the formal register, or a term settled against', () => {
    const de = JSON.parse(readFileSync(glossaryFile('de'), 'utf8')) as Glossary;
    const [formal] = de.register.not;
    expect(new RegExp(formal!.pattern, 'u').test('Nicht weiter? Scannen Sie den Code.')).toBe(true);
    expect(new RegExp(formal!.pattern, 'u').test('Die Ziffer steht dort: Sie wird also gestrichen.')).toBe(false);
    const hint = de.terms.find((t) => t.en === 'hint')!;
    expect(new RegExp(hint.not!, 'u').test('Zeigt einen Tipp.')).toBe(true);
    expect(new RegExp(hint.not!, 'u').test('Tippe auf eine Regel.')).toBe(false);
    // Kakuro's run in Sudoku's box word (issue 90), and a German spec said as a given.
    const run = de.terms.find((t) => t.en === 'run')!;
    expect(new RegExp(run.not!, 'u').test('Jeder Block weißer Kästchen ergibt seine Summe.')).toBe(true);
    expect(new RegExp(run.not!, 'u').test('Jeder Abschnitt weißer Kästchen ergibt seine Summe.')).toBe(false);
    const spec = de.terms.find((t) => t.en === 'spec')!;
    expect(new RegExp(spec.not!, 'u').test('dieselbe Vorgabe mit demselben Startwert')).toBe(true);
    expect(new RegExp(spec.not!, 'u').test('Muster der Vorgaben')).toBe(false);
  });
});
