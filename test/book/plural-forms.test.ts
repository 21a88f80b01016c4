// Issue 90: a PO file's Plural-Forms. gettext's own formula for each language its table has and
// CLDR agrees with; one derived from CLDR for the rest; either way every whole count's msgstr holds
// the form of its CLDR category, which the catalogs name forms by (`steps_few`).
import { describe, expect, it } from 'vitest';
import { categoriesOf, GETTEXT, gettextTag, pluralFormsOf, pluralFunction, tagOfGettext } from '../../src/book/plural-forms.ts';
import { neededCategories } from '../../src/engine/catalog.ts';
import { categoryIn } from '../../src/engine/words.ts';

/** Whether msgstr[formula(n)] is the form of n's CLDR category in `lang`, for every count a catalog's forms are for. */
function agrees(lang: string, header: string, categories: readonly string[]): string[] {
  const plural = pluralFunction(/plural=(.+?);?$/.exec(header)![1]!);
  const wrong: string[] = [];
  for (let n = 0; n < 10_000 && wrong.length < 3; n++) {
    if (categories[plural(n)] !== categoryIn(lang, n, 'cardinal')) wrong.push(`${n}: msgstr[${plural(n)}] is "${categories[plural(n)]}", CLDR says "${categoryIn(lang, n, 'cardinal')}"`);
  }
  return wrong;
}

describe('Plural-Forms', () => {
  it('is gettext’s own formula for every language its table here has, each agreeing with CLDR on every count', () => {
    for (const [tag, formula] of Object.entries(GETTEXT)) {
      const lang = tagOfGettext(tag);
      const { header, categories } = pluralFormsOf(lang);
      expect(header, lang).toBe(formula);
      expect(agrees(lang, header, categories), lang).toEqual([]);
      expect([...categories].sort(), lang).toEqual([...neededCategories(lang, 'cardinal')].sort());
    }
    expect(pluralFormsOf('pt-BR').header).toBe('nplurals=2; plural=(n > 1);');
    expect(pluralFormsOf('pt-PT').header).toBe('nplurals=2; plural=(n != 1);');
    // A formula's msgstr may be in any order; each index's category is read from it (here Crowdin's Polish, with a fourth form for fractions).
    const crowdin = 'nplurals=4; plural=(n==1 ? 0 : (n%10>=2 && n%10<=4) && (n%100<12 || n%100>14) ? 1 : n!=1 && (n%10>=0 && n%10<=1) || (n%10>=5 && n%10<=9) || (n%100>=12 && n%100<=14) ? 2 : 3);';
    expect(categoriesOf(crowdin, 'pl', 'pl.po')).toEqual(['one', 'few', 'many', undefined]);
    expect(categoriesOf('nplurals=2; plural=(n == 1 ? 1 : 0);', 'de', 'de.po')).toEqual(['other', 'one']);
  });

  it('is derived from CLDR where gettext’s table lacks the language or parts from CLDR (Welsh, Latvian, Irish, Hebrew, Maltese)', () => {
    for (const lang of ['cy', 'lv', 'ga', 'he', 'mt', 'fr-CA', 'sr-Latn']) {
      const { header, categories } = pluralFormsOf(lang);
      expect(header, lang).toMatch(/^nplurals=\d; plural=.+;$/);
      expect(agrees(lang, header, categories), `${lang}: ${header}`).toEqual([]);
      expect([...categories].sort(), lang).toEqual([...neededCategories(lang, 'cardinal')].sort());
    }
    // Welsh: 0, 1, 2, 3 and 6 each a form of their own, numbered in CLDR's order.
    expect(pluralFormsOf('cy')).toEqual({ header: 'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n==3 ? 3 : n==6 ? 4 : 5);', categories: ['zero', 'one', 'two', 'few', 'many', 'other'] });
  });

  it('reads a formula as C does, and nothing that is not one', () => {
    const polish = pluralFunction('(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)');
    expect([0, 1, 2, 4, 5, 12, 14, 22, 25, 102, 112].map(polish)).toEqual([2, 0, 1, 1, 2, 2, 2, 1, 2, 1, 2]);
    expect([1, 2, 3].map(pluralFunction('n - 1 * 2 + !n'))).toEqual([-1, 0, 1]);
    expect(pluralFunction('0')(7)).toBe(0);
    for (const bad of ['process.exit(1)', 'n ==', '(n == 1', 'n == 1)', 'n = 1', 'n; 1', '1 ? 2']) expect(() => pluralFunction(bad), bad).toThrow();
    expect(() => categoriesOf('nplurals=2; plural=(n != 1);', 'fr', 'fr.po')).toThrow(/fr\.po: Plural-Forms puts 0 \("one"\) and 2 \("other"\) in msgstr\[1\]/);
    expect(() => categoriesOf('plural=(n != 1);', 'de', 'de.po')).toThrow(/de\.po: Plural-Forms "plural=\(n != 1\);" is not "nplurals=<count>; plural=<formula>;"/);
    expect(() => categoriesOf('nplurals=1; plural=n%0;', 'de', 'de.po')).toThrow(/gives 0 the form NaN/);
  });

  it('refuses a formula nested thousands deep in one line, by its depth (issue 107: the engine said "Maximum call stack size exceeded")', () => {
    for (const formula of ['('.repeat(5000) + 'n != 1' + ')'.repeat(5000), '!'.repeat(5000) + 'n', 'n==1 ? 0 : '.repeat(3000) + '1', '-'.repeat(70) + 'n']) {
      const header = `nplurals=2; plural=${formula};`;
      let said = '';
      try {
        categoriesOf(header, 'en', 'en.po');
      } catch (error) {
        said = (error as Error).message;
      }
      expect(said, formula.slice(0, 20)).toMatch(/^en\.po: Plural-Forms ".*" is nested more than 64 deep \(brackets, \?: and ! within one another\); nothing was written$/);
      expect(said.length).toBeLessThanOrEqual(240);
    }
    // A long run of one operator is no nesting: Cornish's derived formula is a hundred `||` long.
    expect(pluralFunction('n' + ' + n'.repeat(5000))(1)).toBe(5001);
    expect(pluralFunction('(((n == 1)))')(1)).toBe(1);
  });

  it('names the language as gettext does, and reads it back', () => {
    expect(['pt-BR', 'pt-PT', 'fr', 'sr-Latn', 'zh-Hant-TW'].map(gettextTag)).toEqual(['pt_BR', 'pt_PT', 'fr', 'sr@latin', 'zh_TW@hant']);
    expect(['pt_BR', 'pt-BR', 'fr', 'sr@latin'].map(tagOfGettext)).toEqual(['pt-BR', 'pt-BR', 'fr', 'sr-Latn']);
  });
});
