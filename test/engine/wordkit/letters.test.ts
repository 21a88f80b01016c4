import { describe, expect, it } from 'vitest';
import { Alphabet } from '../../../src/engine/wordkit/letters.ts';

const LATIN = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const fold = (tag: string, extra: string, word: string) => new Alphabet(tag, [...LATIN, ...extra]).fold(word)?.join('') ?? null;

describe("a language's grid letters", () => {
  it('keeps the letters the language keeps and strips the marks of the others', () => {
    expect(fold('es', 'Ñ', 'piña')).toBe('PIÑA');
    expect(fold('es', 'Ñ', 'camión')).toBe('CAMION');
    expect(fold('de', 'ÄÖÜ', 'Bär')).toBe('BÄR');
    expect(fold('fr', '', 'été')).toBe('ETE');
    expect(fold('pt-BR', '', 'maçã')).toBe('MACA');
    expect(fold('en', '', 'Bär')).toBe('BAR');
  });

  it('writes ß and the ligatures as two letters, in any language', () => {
    expect(fold('de', 'ÄÖÜ', 'Straße')).toBe('STRASSE');
    expect(fold('fr', '', 'cœur')).toBe('COEUR');
    expect(fold('nl', '', 'Ĳsland')).toBe('IJSLAND');
    expect(fold('nl', '', 'ijsbeer')).toBe('IJSBEER');
  });

  it('leaves out spaces, hyphens, apostrophes and full stops', () => {
    expect(fold('en', '', 'polar bear')).toBe('POLARBEAR');
    expect(fold('fr', '', "arc-en-ciel")).toBe('ARCENCIEL');
    expect(fold('it', '', "l'ape")).toBe('LAPE');
    expect(fold('en', '', 'St. Ives')).toBe('STIVES');
  });

  it('folds nothing a grid cannot print', () => {
    expect(fold('en', '', 'R2D2')).toBeNull();
    expect(fold('en', '', 'кот')).toBeNull();
    expect(new Alphabet('en', LATIN).codesOf('cab')).toEqual([2, 0, 1]);
    expect(new Alphabet('en', LATIN).code('Ñ')).toBe(-1);
  });
});
