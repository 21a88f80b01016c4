import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookLanguages } from '../../src/engine/catalog.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { joined, template } from '../../src/engine/words.ts';
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
