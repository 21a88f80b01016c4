import { latinLetters } from './latin.ts';

/** Lowercase letters, digits and dashes from any text (accents dropped, Greek and Cyrillic romanized), for file names and ids. */
export const slugify = (text: string, fallback: string) =>
  latinLetters(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || fallback;
