import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../src/engine/language.ts';
import { kind as numberMind } from '../../src/kinds/number-mind/index.ts';
import { compileTemplate, frenchSpacing, template } from '../../src/engine/words.ts';
import { Rng } from '../../src/engine/random.ts';
import { stepLine } from '../../src/templates/index.ts';

/*
 * Issue 38: French typography in one place. Every template rendered in French puts a no-break
 * space before : ; ! ? and », and after «, whatever its words or data gave; other languages
 * are left as they are.
 */

const NBSP = '\u00a0';

describe('French typography', () => {
  it('puts a no-break space where French wants one, and leaves times, links and spaced text alone', () => {
    expect(frenchSpacing('76207: 0; 89485: 1;')).toBe(`76207${NBSP}: 0${NBSP}; 89485${NBSP}: 1${NBSP};`);
    expect(frenchSpacing('Pont : le 4 va là. Vraiment ? Oui !')).toBe(`Pont${NBSP}: le 4 va là. Vraiment${NBSP}? Oui${NBSP}!`);
    expect(frenchSpacing('il dit «bonjour» puis « au revoir »')).toBe(`il dit «${NBSP}bonjour${NBSP}» puis «${NBSP}au revoir${NBSP}»`);
    expect(frenchSpacing('Résolu en 3:05, voir http://x.y')).toBe('Résolu en 3:05, voir http://x.y');
    for (const text of ['76207: 0;', 'a « b »', 'Quoi?']) expect(frenchSpacing(frenchSpacing(text))).toBe(frenchSpacing(text));
  });

  it('is applied to every template’s words in French, never to the data: a seed or a title prints as it was typed', () => {
    const colophon = template<{ seed: string }>('graine {{seed}}; fin');
    expect(inLanguage('fr', () => colophon({ seed: 'vacances: été!' }))).toBe(`graine vacances: été!${NBSP}; fin`);
  });

  it('is applied to every template rendered in French, and to no other language', () => {
    const line = template<{ a: string }>('{{a}}: fin; «{{a}}»');
    expect(inLanguage('fr', () => line({ a: 'x' }))).toBe(`x${NBSP}: fin${NBSP}; «${NBSP}x${NBSP}»`);
    expect(inLanguage('en', () => line({ a: 'x' }))).toBe('x: fin; «x»');
    expect(inLanguage('de', () => line({ a: 'x' }))).toBe('x: fin; «x»');
    // A Number Mind's alt text lists "guess: score" pairs, worded by a template: spaced in French too.
    const made = numberMind.generate(new Rng('french'), numberMind.options.parse({}), 'easy')!;
    const alt = inLanguage('fr', () => numberMind.draw(made.puzzle).alt);
    expect(alt).toContain(`${made.puzzle.guesses[0]!.guess}${NBSP}: ${made.puzzle.guesses[0]!.correct}`);
    expect(alt).not.toMatch(/\S[:;]/);
  });

  it('a step line whose reason has its own colon ends the technique with a full stop, in every language', () => {
    for (const lang of ['en', 'fr', 'es', 'de'] as const) {
      const line = inLanguage(lang, () => stepLine({ n: 1, title: 'read a digit', say: 'Rule 1 says my first digit is 2: write 2.' }));
      expect(line, lang).toMatch(/^1\. Read a digit\. Rule 1 says/);
      expect(line.split(':').length - 1, lang).toBe(1);
    }
    expect(inLanguage('en', () => stepLine({ n: 2, title: 'bridge', say: 'The 4 goes there.' }))).toBe('2. Bridge: The 4 goes there.');
  });
});

// Issue 90: the archive's French count ends with the no-break space its page's colon follows. It
// was held there by a template comment, which a translator's tool showed as words; now a message
// keeps a no-break space it ends with, and only a line end typed by mistake is trimmed.
describe('a message’s last no-break space', () => {
  it('is kept, with no comment to hold it; a typed line end goes', () => {
    expect(compileTemplate('{{count}} casse-têtes\u00a0', 'fr', 'count')({ count: 3 })).toBe(`3 casse-têtes${NBSP}`);
    expect(compileTemplate('{{count}} puzzles \n', 'en', 'count')({ count: 3 })).toBe('3 puzzles');
  });
});
