import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, ordinal, plural, provideWords, select, text, wordSet } from '../../src/engine/catalog.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { translationProblems } from '../../src/engine/translation.ts';
import { listOf } from '../../src/engine/words.ts';

/*
 * Issue 70: a message that varies is written in forms, each an entry of its own named as
 * i18next's JSON names them (`steps_one`, `repeats_row`, `place_ordinal_two`), so a translator's
 * tools see each form; the form is chosen by the catalog language's own CLDR rules, and a message
 * is interpolation alone, rendered with no `Function`.
 */

const schema = {
  title: text,
  hello: message<{ name: string }>(),
  steps: plural<{ count: number }>(),
  place: ordinal<{ count: number }>(),
  repeats: select<{ context: 'row' | 'column'; n: number; v: number }>(['row', 'column']),
  left: select<{ context: 'row' | 'column'; count: number }>(['row', 'column'], { count: 'cardinal' }),
};
const english = {
  title: 'Forms',
  hello: 'Hello, {{name}}.',
  steps_one: '{{count}} step',
  steps_other: '{{count}} steps',
  place_ordinal_one: '{{count}}st',
  place_ordinal_two: '{{count}}nd',
  place_ordinal_few: '{{count}}rd',
  place_ordinal_other: '{{count}}th',
  repeats_row: 'Row {{n}} holds {{v}} twice.',
  repeats_column: 'Column {{n}} holds {{v}} twice.',
  left_row_one: 'one cell left in the row',
  left_row_other: '{{count}} cells left in the row',
  left_column_one: 'one cell left in the column',
  left_column_other: '{{count}} cells left in the column',
};
// Polish as a translator writes it, files only: four plural categories, one, few, many and other.
const polish = {
  title: 'Formy',
  hello: 'Cześć, {{name}}.',
  steps_one: '{{count}} krok',
  steps_few: '{{count}} kroki',
  steps_many: '{{count}} kroków',
  steps_other: '{{count}} kroku',
  place_ordinal_other: '{{count}}.',
  repeats_row: 'Wiersz {{n}} ma {{v}} dwa razy.',
  repeats_column: 'Kolumna {{n}} ma {{v}} dwa razy.',
  left_row_one: 'jedna kratka w wierszu',
  left_row_few: '{{count}} kratki w wierszu',
  left_row_many: '{{count}} kratek w wierszu',
  left_row_other: '{{count}} kratki w wierszu',
  left_column_one: 'jedna kratka w kolumnie',
  left_column_few: '{{count}} kratki w kolumnie',
  left_column_many: '{{count}} kratek w kolumnie',
  left_column_other: '{{count}} kratki w kolumnie',
};

const set = wordSet('test/forms/words', schema, english);
provideWords([{ set: set.id, lang: 'pl', words: polish }]);

afterEach(() => vi.unstubAllGlobals());

describe('messages in forms', () => {
  it('choose the form by the language’s own plural rules: Polish 1, 2, 5, 22 and 25', () => {
    const pl = set.in('pl');
    expect([1, 2, 5, 22, 25, 12].map((count) => pl.steps({ count }))).toEqual(['1 krok', '2 kroki', '5 kroków', '22 kroki', '25 kroków', '12 kroków']);
    expect(pl.left({ context: 'column', count: 22 })).toBe('22 kratki w kolumnie');
    expect(pl.left({ context: 'row', count: 5 })).toBe('5 kratek w wierszu');
    const en = set.in('en');
    expect([0, 1, 2].map((count) => en.steps({ count }))).toEqual(['0 steps', '1 step', '2 steps']);
    expect([1, 2, 3, 4, 11, 22].map((count) => en.place({ count }))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '22nd']);
    expect(en.repeats({ context: 'column', n: 4, v: 7 })).toBe('Column 4 holds 7 twice.');
  });

  it('read the words of the language of the moment, and its rules', () => {
    expect(inLanguage('pl', () => set.words.steps({ count: 5 }))).toBe('5 kroków');
    expect(inLanguage('en', () => set.words.steps({ count: 5 }))).toBe('5 steps');
  });

  it('refuse a context the message has no form for, and a count that is not a number', () => {
    expect(() => set.in('en').repeats({ context: 'box' as 'row', n: 1, v: 1 })).toThrow(/context "box" is not one of row, column/);
    expect(() => set.in('en').steps({ count: 'two' as unknown as number })).toThrow(/"count" must be a number/);
  });

  it('are checked against the forms each language needs', () => {
    expect(translationProblems(schema, english, english, 'words.en.json')).toEqual([]);
    expect(translationProblems(schema, english, polish, 'words.pl.json')).toEqual([]);
    const { steps_few: _, ...noFew } = polish;
    expect(translationProblems(schema, english, noFew, 'words.pl.json')).toEqual(['words.pl.json: steps: missing steps_few (pl needs a form for each)']);
    expect(translationProblems(schema, english, { ...english, steps_few: '{{count}} steps' }, 'words.en.json')).toEqual([
      'words.en.json: steps_few: not a form of steps in en: its forms are steps_one, steps_other',
    ]);
    expect(translationProblems(schema, english, { ...english, repeats_box: 'Box' }, 'words.en.json')[0]).toMatch(/repeats_box: not a form of repeats/);
    expect(translationProblems(schema, english, { ...english, steps_one: '{{#if count}}a{{/if}}' }, 'words.en.json')).toEqual([
      'words.en.json: steps_one: calls if: a form holds words and {{fields}} alone',
    ]);
    expect(translationProblems(schema, english, { ...english, hello: 'Hi {{name}} {{who}}' }, 'words.en.json')).toEqual([
      'words.en.json: hello: reads {{who}}, which the English is not given',
    ]);
  });

  it('render with no Function, where a strict Content-Security-Policy forbids it', () => {
    const forbidden = () => {
      throw new EvalError('Function is forbidden here');
    };
    vi.stubGlobal('Function', forbidden);
    const fresh = wordSet('test/forms/words-csp', schema, english);
    expect(fresh.in('en').hello({ name: 'Ada' })).toBe('Hello, Ada.');
    expect(fresh.in('en').steps({ count: 3 })).toBe('3 steps');
  });

  it('join lists as each language does', () => {
    expect(inLanguage('pl', () => listOf(['a', 'b', 'c'], 'and'))).toBe('a, b i c');
    expect(inLanguage('en', () => listOf(['7', '8'], 'or'))).toBe('7 or 8');
  });
});
