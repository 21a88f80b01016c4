import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookLanguages } from '../../src/engine/catalog.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { translationProblems } from '../../src/engine/translation.ts';
import { compileTemplate, joined, template } from '../../src/engine/words.ts';
import { message } from '../../src/engine/catalog.ts';
import { explainWords } from '../../src/templates/index.ts';

/*
 * Issue 38: a list is joined by Intl (CLDR), in the language of the moment, by one helper
 * registered once: no words file joins a list with code of its own.
 */

const ROOT = new URL('../../src/', import.meta.url).pathname;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

describe('lists', () => {
  const or = template<{ xs: (string | number)[] }>(joined('xs', 'or'));
  const and = template<{ xs: (string | number)[] }>(joined('xs', 'and'));

  it('are joined as each language joins them, the English as the book’s British English', () => {
    expect(inLanguage('en', () => and({ xs: ['a', 'b', 'c'] }))).toBe('a, b and c');
    expect(inLanguage('en', () => or({ xs: [1, 2] }))).toBe('1 or 2');
    expect(inLanguage('es', () => or({ xs: [7, 8] }))).toBe('7 u 8');
    expect(inLanguage('es', () => and({ xs: [3, 8, 9] }))).toBe('3, 8 y 9');
    expect(inLanguage('de', () => and({ xs: ['a', 'b', 'c'] }))).toBe('a, b und c');
    expect(inLanguage('fr', () => or({ xs: [1, 2] }))).toBe('1 ou 2');
    expect(inLanguage('it', () => or({ xs: [1, 8] }))).toBe('1 o 8');
    expect(inLanguage('nl', () => and({ xs: ['a', 'b'] }))).toBe('a en b');
    expect(inLanguage('pt', () => or({ xs: [1, 2] }))).toBe('1 ou 2');
    for (const lang of bookLanguages()) {
      expect(inLanguage(lang, () => and({ xs: ['x'] })), lang).toBe('x');
      expect(inLanguage(lang, () => and({ xs: [] })), lang).toBe('');
    }
  });

  it('are never joined by a words file’s own code: engine/words.ts holds the one helper', () => {
    const own = filesUnder(ROOT).filter((file) => file !== join(ROOT, 'engine/words.ts') && /words(\.[a-z]{2})?\.ts$/.test(file) && /const joined\s*=/.test(readFileSync(file, 'utf8')));
    expect(own).toEqual([]);
  });
});

describe('plurals', () => {
  it('follow each language’s plural rules (CLDR), by one helper: French says "0 étape" as it says "1 étape"', () => {
    const steps = template<{ n: number }>('{{n}} {{#if (eq (plural n) "one")}}one{{else}}other{{/if}}');
    expect([0, 1, 2, 5].map((n) => inLanguage('en', () => steps({ n })))).toEqual(['0 other', '1 one', '2 other', '5 other']);
    expect([0, 1, 2, 5].map((n) => inLanguage('fr', () => steps({ n })))).toEqual(['0 one', '1 one', '2 other', '5 other']);
    expect(inLanguage('fr', () => explainWords.summary({ count: 1, hardest: 'pont', band: 'facile' }))).toMatch(/^1 étape,/);
    expect(inLanguage('fr', () => explainWords.summary({ count: 0, hardest: 'pont', band: 'facile' }))).toMatch(/^0 étape,/);
    expect(inLanguage('fr', () => explainWords.stuck({ count: 21 }))).toMatch(/^Après 21 étapes,/);
  });
});

describe('plural and ordinal forms', () => {
  const steps = template<{ n: number }>('{{n}} {{plural n one="step" other="steps"}}');
  const place = template<{ n: number }>('{{n}}{{ordinal n one="st" two="nd" few="rd" other="th"}}');

  it('pick the form of the count’s category in the language of the moment, "other" where none is given', () => {
    expect([0, 1, 2, 21].map((n) => inLanguage('en', () => steps({ n })))).toEqual(['0 steps', '1 step', '2 steps', '21 steps']);
    // French counts 0 as one; the form is the same words file's, chosen by CLDR, not by the words.
    expect([0, 1, 2].map((n) => inLanguage('fr', () => steps({ n })))).toEqual(['0 step', '1 step', '2 steps']);
    // Brazilian Portuguese counts 0 as one too; Portugal's does not.
    expect(inLanguage('pt-BR', () => steps({ n: 0 }))).toBe('0 step');
    expect(inLanguage('pt-PT', () => steps({ n: 0 }))).toBe('0 steps');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((n) => inLanguage('en', () => place({ n })))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st']);
    // A language with one ordinal category uses "other" for every place.
    expect([1, 2, 3].map((n) => inLanguage('de', () => place({ n })))).toEqual(['1th', '2th', '3th']);
  });

  it('are checked in a catalog: a form by a category CLDR has not, or no "other" form, is named by file and key', () => {
    const schema = { n: message<{ n: number }>() };
    const english = { n: '{{n}} {{plural n one="step" other="steps"}}' };
    expect(translationProblems(schema, english, { n: '{{n}} {{plural n one="étape" other="étapes"}}' }, 'words.fr.json')).toEqual([]);
    expect(translationProblems(schema, english, { n: '{{n}} {{plural n single="étape" other="étapes"}}' }, 'words.fr.json')).toEqual([
      'words.fr.json: n: plural has a form "single", which is not a plural category (there are zero, one, two, few, many, other)',
    ]);
    expect(translationProblems(schema, english, { n: '{{n}}{{ordinal n one="er"}}' }, 'words.fr.json')).toEqual(['words.fr.json: n: ordinal has no form "other", for the counts no other form is given for']);
  });
});

describe('numbers', () => {
  const prose = (tag: string) => compileTemplate<{ n: number; xs: number[] }>('{{n}} puzzles, {{#each xs}}{{this}} {{/each}}', tag, 'test', true);
  const figures = (tag: string) => compileTemplate<{ n: number }>('{{n}} ÷ 75', tag, 'test');

  it('in the book’s and the archive’s prose are written in the language’s way, grouped from five digits', () => {
    expect(inLanguage('en', () => prose('en')({ n: 12345, xs: [1000, 0.35] }))).toBe('12,345 puzzles, 1000 0.35 ');
    expect(inLanguage('de', () => prose('de')({ n: 12345, xs: [1000, 0.35] }))).toBe('12.345 puzzles, 1000 0,35 ');
    expect(inLanguage('fr', () => prose('fr')({ n: 12345, xs: [] }))).toBe('12\u00a0345 puzzles, ');
  });

  it('in a puzzle’s working stay as the puzzle prints them, so no separator reads as the sentence’s comma', () => {
    expect(inLanguage('en', () => figures('en')({ n: 116400 }))).toBe('116400 ÷ 75');
  });

  it('a field the data lacks is still an error in prose, never an empty word', () => {
    expect(() => inLanguage('en', () => (prose('en') as (d: object) => string)({ xs: [] }))).toThrow(/"n" not defined/);
  });
});
