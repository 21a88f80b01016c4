import { describe, expect, it } from 'vitest';
import { bookLanguages } from '../../src/engine/catalog.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { translationProblems } from '../../src/engine/translation.ts';
import { compileTemplate, listOf } from '../../src/engine/words.ts';
import { message, plural } from '../../src/engine/catalog.ts';
import { explainWords } from '../../src/templates/index.ts';

/*
 * Issue 38, and 70: a list is joined by Intl (CLDR), in the language of the moment, by one
 * function; a count is worded by its language's plural rules, each form an entry of its own; a
 * message holds no logic.
 */

describe('lists', () => {
  it('are joined as each language joins them, the English as the book’s British English', () => {
    const and = (xs: string[]) => listOf(xs, 'and');
    const or = (xs: string[]) => listOf(xs, 'or');
    expect(inLanguage('en', () => and(['a', 'b', 'c']))).toBe('a, b and c');
    expect(inLanguage('en', () => or(['1', '2']))).toBe('1 or 2');
    expect(inLanguage('es', () => or(['7', '8']))).toBe('7 u 8');
    expect(inLanguage('es', () => and(['3', '8', '9']))).toBe('3, 8 y 9');
    expect(inLanguage('de', () => and(['a', 'b', 'c']))).toBe('a, b und c');
    expect(inLanguage('fr', () => or(['1', '2']))).toBe('1 ou 2');
    expect(inLanguage('it', () => or(['1', '8']))).toBe('1 o 8');
    expect(inLanguage('nl', () => and(['a', 'b']))).toBe('a en b');
    expect(inLanguage('pt', () => or(['1', '2']))).toBe('1 ou 2');
    for (const lang of bookLanguages()) {
      expect(inLanguage(lang, () => and(['x'])), lang).toBe('x');
      expect(inLanguage(lang, () => and([])), lang).toBe('');
    }
  });
});

describe('plurals', () => {
  it('follow each language’s plural rules (CLDR): French says "0 étape" as it says "1 étape"', () => {
    expect(inLanguage('fr', () => explainWords.summary({ count: 1, hardest: 'pont', band: 'facile' }))).toMatch(/^1 étape,/);
    expect(inLanguage('fr', () => explainWords.summary({ count: 0, hardest: 'pont', band: 'facile' }))).toMatch(/^0 étape,/);
    expect(inLanguage('fr', () => explainWords.stuck({ count: 21 }))).toMatch(/^Après 21 étapes,/);
    expect(inLanguage('en', () => explainWords.summary({ count: 0, hardest: 'bridge', band: 'easy' }))).toMatch(/^0 steps,/);
    // Brazilian Portuguese counts 0 as one, so a message given 0 has a form of its own there (issue 90); Portugal's does not need one.
    expect(inLanguage('pt-BR', () => explainWords.stuck({ count: 0 }))).not.toBe(inLanguage('pt-BR', () => explainWords.stuck({ count: 1 })).replace('1', '0'));
    expect(inLanguage('pt-BR', () => explainWords.stuck({ count: 0 }))).not.toMatch(/\b0 passo\b/);
    expect(inLanguage('pt-PT', () => explainWords.stuck({ count: 0 }))).not.toBe(inLanguage('pt-PT', () => explainWords.stuck({ count: 1 })).replace('1', '0'));
  });

  it('a message holding logic or a helper is named by file and key, and refused when rendered', () => {
    const schema = { n: message<{ n: number }>(), steps: plural<{ count: number }>() };
    const english = { n: '{{n}} steps', steps_one: '{{count}} step', steps_other: '{{count}} steps' };
    expect(translationProblems(schema, english, { ...english, n: '{{n}} {{plural n one="étape" other="étapes"}}' }, 'words.fr.json')).toEqual([
      'words.fr.json: n: holds plural: a message is words and {{fields}}, and what varies is a form of its own (docs/translating.md)',
    ]);
    expect(translationProblems(schema, english, { ...english, n: '{{#if n}}{{n}}{{/if}} étapes' }, 'words.fr.json')[0]).toMatch(/n: holds if:/);
    expect(() => compileTemplate<{ n: number }>('{{#if n}}{{n}}{{/if}}', 'en', 'test')({ n: 1 })).toThrow(/test \(en\): holds a helper or a block/);
  });
});

describe('numbers', () => {
  const prose = (tag: string) => compileTemplate<{ n: number; m: number }>('{{n}} puzzles, {{m}}', tag, 'test', true);
  const figures = (tag: string) => compileTemplate<{ n: number }>('{{n}} ÷ 75', tag, 'test');

  it('in the book’s and the archive’s prose are written in the language’s way, grouped from five digits', () => {
    expect(inLanguage('en', () => prose('en')({ n: 12345, m: 0.35 }))).toBe('12,345 puzzles, 0.35');
    expect(inLanguage('de', () => prose('de')({ n: 12345, m: 1000 }))).toBe('12.345 puzzles, 1000');
    expect(inLanguage('de', () => prose('de')({ n: 1, m: 0.35 }))).toBe('1 puzzles, 0,35');
    expect(inLanguage('fr', () => prose('fr')({ n: 12345, m: 1 }))).toBe('12\u00a0345 puzzles, 1');
  });

  it('in a puzzle’s working stay as the puzzle prints them, so no separator reads as the sentence’s comma', () => {
    expect(inLanguage('en', () => figures('en')({ n: 116400 }))).toBe('116400 ÷ 75');
  });

  it('a field the data lacks is still an error in prose, never an empty word', () => {
    expect(() => inLanguage('en', () => (prose('en') as (d: object) => string)({ m: 1 }))).toThrow(/"n" not defined/);
  });
});
