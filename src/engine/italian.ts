/**
 * Italian grammar the translations share (the `words.it.ts` files). A number takes the article
 * its spoken name takes: "il 7", "l'8" (otto), "dell'11" (undici), "all'1" (uno), "l'80"
 * (ottanta), "l'800"; 0 (zero) takes "lo" ("lo 0", "dello 0"); every other number up to 99,999
 * starts with a plain consonant ("il 9", "il 100", "il 1000": mille).
 */

/** The numbers whose Italian name starts with a vowel, as [from, to] (whole numbers up to 99,999). */
const VOWEL_NUMBERS: [number, number][] = [
  [1, 1],
  [8, 8],
  [11, 11],
  [80, 89],
  [800, 899],
  [8000, 8999],
  [11000, 11999],
  [80000, 89999],
];

/**
 * Template source choosing between two forms by the number in `field`: `consonant` ("il ",
 * "del ", "al ") or `vowel` ("l'", "dell'", "all'"), written before the number.
 */
export function article(field: string, consonant: string, vowel: string): string {
  // Ranges in order: below a range's end, the number is in it or between it and the one before.
  const byRange = VOWEL_NUMBERS.reduceRight(
    (otherwise, [from, to]) => `{{#if (lte ${field} ${to})}}{{#if (gt ${field} ${from - 1})}}${vowel}{{else}}${consonant}{{/if}}{{else}}${otherwise}{{/if}}`,
    consonant,
  );
  return `{{#if (lte ${field} 0)}}${zeroForm(consonant)}{{else}}${byRange}{{/if}}`;
}

/** The form before "zero" of a consonant form: "il " → "lo ", "del " → "dello ", "al " → "allo ". */
const zeroForm = (consonant: string) => consonant.replace(/^([Ii])l $/, (_, i: string) => (i === 'I' ? 'Lo ' : 'lo ')).replace(/([^Ii])l $/, '$1llo ');

/** The article with the number after it: "il 7", "l'8" (`forms` as for `article`). */
export const withArticle = (field: string, consonant = 'il ', vowel = 'l’') => `${article(field, consonant, vowel)}{{${field}}}`;
