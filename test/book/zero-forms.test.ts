// Issue 90: zero in the "one" form. French and Brazilian Portuguese put 0 in CLDR's "one", so a
// count of 0 read the singular ("Ainda resta 0 casa vazia", "0 passatempo"). A message code may
// give 0 is marked (`fromZero`) and has a `_zero` form where a language needs one; the loader
// reads it for 0 alone. Every other counted message is never given 0.
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { exportPo } from '../../src/book/po.ts';
import { SETS } from '../../src/book/translations.ts';
import { catalogIn, fromZero, languagesOf, plural, provideWords, wordAt, wordKeys, wordSet, zeroReadsAsOne } from '../../src/engine/catalog.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { translationProblems } from '../../src/engine/translation.ts';

/** The field paths a message's forms read, in its catalog and the English (`cell.row`). */
function pathsOf(id: string, lang: string, path: readonly string[]): string[] {
  const last = path[path.length - 1]!;
  const sources = [lang, 'en'].flatMap((tag) => Object.entries((wordAt(catalogIn(id, tag), path.slice(0, -1)) ?? {}) as object).flatMap(([key, value]) => (key.startsWith(`${last}_`) && typeof value === 'string' ? [value] : [])));
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; original?: string; data?: boolean };
    if (n.type === 'PathExpression' && !n.data && n.original) found.push(n.original);
    Object.values(node).forEach(walk);
  };
  sources.forEach((source) => walk(Handlebars.parse(source)));
  return found;
}

/** Data giving each path a plain word, nested as a message reads it, with its context and count. */
function given(paths: readonly string[], context: string | undefined, count: number): object {
  const data: Record<string, unknown> = {};
  for (const path of paths) {
    const parts = path.split('.');
    let at = data;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) at[part] ??= 'mot';
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return { ...data, ...(context !== undefined && { context }), count };
}

describe('a `_zero` form', () => {
  const schema = { left: fromZero(plural<{ count: number }>()), steps: plural<{ count: number }>() };
  const english = { left_one: '{{count}} cell left', left_other: '{{count}} cells left', steps_one: '{{count}} step', steps_other: '{{count}} steps' };
  const set = wordSet('test/zero-forms/words', schema, english);
  // Polish, as the forms test does (a tag no book of the tests is in): its 0 is "many", so a `_zero` is its choice.
  provideWords([
    {
      set: 'test/zero-forms/words',
      lang: 'pl',
      words: { left_zero: 'żadnej kratki', left_one: '{{count}} kratka', left_few: '{{count}} kratki', left_many: '{{count}} kratek', left_other: '{{count}} kratki', steps_one: '{{count}} krok', steps_few: '{{count}} kroki', steps_many: '{{count}} kroków', steps_other: '{{count}} kroku' },
    },
  ]);

  it('is read for 0 alone, where the catalog has one; without, 0 reads its CLDR category', () => {
    const pl = set.in('pl');
    expect([0, 1, 2, 5].map((count) => inLanguage('pl', () => pl.left({ count })))).toEqual(['żadnej kratki', '1 kratka', '2 kratki', '5 kratek']);
    expect(inLanguage('pl', () => pl.steps({ count: 0 }))).toBe('0 kroków');
    expect(inLanguage('en', () => set.in('en').left({ count: 0 }))).toBe('0 cells left');
    // A French message never given 0 reads 0 as its "one", as CLDR has it.
    const book = SETS.find((s) => s.words.id === 'templates/words')!;
    expect(inLanguage('fr', () => (book.words.in('fr') as { worked: { rest: (d: object) => string } }).worked.rest({ count: 0 }))).toBe(inLanguage('fr', () => (book.words.in('fr') as { worked: { rest: (d: object) => string } }).worked.rest({ count: 1 })).replace('1', '0'));
  });

  it('is needed where 0 reads as 1, allowed in any language for a message given 0, and refused on any other', () => {
    expect(['fr', 'pt-BR'].filter(zeroReadsAsOne)).toEqual(['fr', 'pt-BR']);
    expect(['en', 'es', 'de', 'pt-PT', 'it', 'nl'].filter(zeroReadsAsOne)).toEqual([]);
    const problems = (lang: string, words: object) => translationProblems(schema, english, words, `words.${lang}.json`);
    expect(problems('pt-BR', { left_one: 'a', left_other: 'b', steps_one: 'c', steps_other: 'd' })).toEqual(['words.pt-BR.json: left: missing left_zero (pt-BR needs a form for each)']);
    expect(problems('es', { left_zero: 'ninguna', left_one: 'a', left_many: 'b', left_other: 'b', steps_one: 'c', steps_many: 'd', steps_other: 'd' })).toEqual([]);
    expect(problems('es', { left_one: 'a', left_many: 'b', left_other: 'b', steps_zero: 'x', steps_one: 'c', steps_many: 'd', steps_other: 'd' })).toEqual([
      'words.es.json: steps_zero: not a form of steps in es: its forms are steps_one, steps_many, steps_other',
    ]);
  });
});

describe('every counted message at 0, 1 and 2, in every language', () => {
  const counted = SETS.flatMap((set) => wordKeys(set.words.schema).flatMap(({ path, marker }) => (marker.forms?.count === 'cardinal' ? [{ set, path, forms: marker.forms }] : [])));

  it('some messages are marked as given 0, the book’s, the kinds’ and the archive’s among them', () => {
    const zero = counted.filter((c) => c.forms.zero).map((c) => `${c.set.words.id}:${c.path.join('.')}`);
    expect(zero).toEqual(expect.arrayContaining(['templates/words:explained.stuck', 'kinds/futoshiki/words:altGivens', 'kinds/cross-numbers/play-words:allRightSoFar', 'templates/archive/words:make.plannedPuzzles']));
  });

  it('render as words; one given 0 never reads as the singular where the plural differs', () => {
    const problems: string[] = [];
    for (const { set, path, forms } of counted) {
      for (const lang of languagesOf(set.words.id)) {
        const render = wordAt(set.words.in(lang), path) as (data: object) => string;
        const paths = pathsOf(set.words.id, lang, path);
        for (const context of forms.context ?? [undefined]) {
          const where = `src/${set.words.id}.${lang}.json: ${path.join('.')}${context ? ` (${context})` : ''}`;
          let said: string[];
          try {
            said = [0, 1, 2].map((count) => inLanguage(lang, () => render(given(paths, context, count))));
          } catch (error) {
            problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
            continue;
          }
          if (said.some((text) => /\{\{|undefined|\[object|NaN/.test(text))) problems.push(`${where}: ${JSON.stringify(said)}`);
          // Read as 1 where 0 and 2 differ from it in more than the number: 0 took the singular.
          const asOne = (text: string, n: number) => text.replace(new RegExp(`(?<!\\d)${n}(?!\\d)`, 'g'), '1');
          if (forms.zero && asOne(said[0]!, 0) === said[1] && asOne(said[2]!, 2) !== said[1]) problems.push(`${where}: at 0 says ${JSON.stringify(said[0])}, the singular`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('the cases the reviewers read: a Brazilian grid with no cell left and a book of no puzzles, a French book stuck at its first step', () => {
    const crossNumbers = SETS.find((s) => s.words.id === 'kinds/cross-numbers/play-words')!;
    const said = inLanguage('pt-BR', () => (crossNumbers.words.in('pt-BR') as { allRightSoFar: (d: object) => string }).allRightSoFar({ count: 0 }));
    expect(said).not.toMatch(/0 casa\b/);
    const book = SETS.find((s) => s.words.id === 'templates/words')!;
    const stuck = inLanguage('fr', () => (book.words.in('fr') as { explained: { stuck: (d: object) => string } }).explained.stuck({ count: 0 }));
    expect(stuck).not.toMatch(/0 étape/);
    const archive = SETS.find((s) => s.words.id === 'templates/archive/words')!;
    const planned = inLanguage('pt-BR', () => (archive.words.in('pt-BR') as { make: { plannedPuzzles: (d: object) => string } }).make.plannedPuzzles({ count: 0 }));
    expect(planned).not.toBe('0 passatempo');
  });

  it('goes into the PO export as an entry of its own, for 0 alone (gettext has no zero category)', () => {
    const po = exportPo('pt-BR');
    const entry = po.split('\n\n').find((e) => e.includes('msgctxt "kinds/cross-numbers/play-words:allRightSoFar_zero"'));
    expect(entry).toContain('the count 0 alone');
    expect(entry).toContain('msgstr "Não resta nenhuma casa vazia');
  });
});
