// German (issue 24): the grammar the templates do (cases after "meiner" and "an der", the
// accusative of "Treffer"), and a German worksheet with its words and no English sentence.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../src/book/language.ts';
import { inPlaceSaid, reasonSaid, words as numberMind } from '../../src/kinds/number-mind/words.ts';
import { sentence } from '../../src/kinds/secret-number/sentence.ts';
import { cli, tempDirsRemovedAfterEach } from '../cli/run.ts';
import { pagesText } from '../pdf/read.ts';

const tempDir = tempDirsRemovedAfterEach();

describe('German grammar in the templates', () => {
  it('Secret Number names one digit as its own (nominative), and several in the genitive, however many are listed', () => {
    const rule = (of: 'digit' | 'sum' | 'product' | 'difference', positions: number[], digits = 5) =>
      inLanguage('de', () => sentence({ subject: { of, positions }, comparison: 'less-than', value: 9 }, digits));
    expect(rule('digit', [3])).toBe('Meine dritte Ziffer ist kleiner als 9.');
    expect(rule('digit', [5])).toBe('Meine letzte Ziffer ist kleiner als 9.');
    expect(rule('sum', [1, 2])).toBe('Die Summe meiner ersten beiden Ziffern ist kleiner als 9.');
    expect(rule('product', [3, 4, 5])).toBe('Das Produkt meiner letzten drei Ziffern ist kleiner als 9.');
    expect(rule('sum', [1, 3, 4])).toBe('Die Summe meiner ersten, dritten und vierten Ziffer ist kleiner als 9.');
    expect(rule('difference', [1, 2], 2)).toBe('Die Differenz meiner Ziffern ist kleiner als 9.');
  });

  it('Number Mind puts a guess\'s score in the accusative, one "Treffer" or several', () => {
    const guess = (score: number) => ({ n: 2, guess: '4097', score, known: 0, need: score });
    // The count it could still reach: none of its one, or one of its two.
    const short = (score: number) => inLanguage('de', () => reasonSaid({ kind: 'short', after: 0, chain: [], count: score - 1, guess: guess(score) }));
    expect(short(1)).toBe('könnte sofort Tipp 2 (4097) keinen Treffer mehr erreichen, aber er hat 1');
    expect(short(2)).toBe('könnte sofort Tipp 2 (4097) höchstens 1 Treffer erreichen, aber er hat 2');
    expect(inLanguage('de', () => numberMind.at({ digit: 7, place: 3, inPlace: inPlaceSaid(3) }))).toBe('die 7 an der dritten Stelle');
  });
});

describe('a worksheet in German', () => {
  it('prints its instruction, header, labels and key in German, and no English sentence', async () => {
    const out = tempDir();
    const r = await cli(['worksheet', 'numbrix', '--language', 'de', '--seed', '7', '--size', '5', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const sheet = pagesText(join(out, 'numbrix-worksheet-7.pdf'), false).join('\n');
    const key = pagesText(join(out, 'numbrix-worksheet-7-answers.pdf'), false).join('\n');
    expect(sheet).toContain('Schreibe die Zahlen von 1 bis 25 so in die Kästchen, dass ein Weg entsteht');
    expect(sheet).toMatch(/Name _+ +Datum _+ +Punkte ____ \/ 4/);
    expect(sheet).toMatch(/^1\nleicht$/m);
    expect(key).toContain('Arbeitsblatt Numbrix: Lösungen');
    // The step's sentence has a colon of its own, so the technique ends with a full stop: no "Brücke: …: …".
    expect(key).toMatch(/1\. Brücke\. Die \d+ kommt in Zeile \d, Spalte \d/);
    for (const words of ['Score', 'Date', 'answers', '(page', 'worksheet', 'Bridge', 'goes in', 'more step', ' easy', 'seed'])
      expect([words, sheet.includes(words) || key.includes(words)]).toEqual([words, false]);
  });
});
