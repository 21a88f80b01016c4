/**
 * The kind contract in print (contract.test.ts holds the rest, whole): a kind prints a book in
 * a language, with its how-to page (its rules and its heading), an answer key and a worksheet
 * (its line), and publishes its archive page (its heading and measures in that language). Over
 * the kinds × languages matrix (test/matrix.ts, `contract`): npm test prints each kind in one
 * language and each language at least once, CI the rest.
 */
import { describe, expect, it } from 'vitest';
import { archiveOf } from '../../src/archive/model.ts';
import { makeBook } from '../../src/book/book.ts';
import { bookSchema } from '../../src/book/bookfile-schema.ts';
import { howToExample, howToVariant } from '../../src/book/how-to.ts';
import { inLanguage } from '../../src/book/language.ts';
import { specSchema } from '../../src/book/spec.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { matrix, named } from '../matrix.ts';
import { pagesText, write } from '../pdf/tools.ts';
import { flat } from './contract.ts';

for (const row of matrix('contract')) {
  const { kind: name, language: lang } = row;
  const kind = getKind(name);
  // Named as contract.test.ts names a kind's tests: the new-kind check reads them so.
  describe(`the ${name} kind keeps the contract`, () => {
    it(`in ${lang} (${named(row)}): prints a book with its how-to page, an answer key and a worksheet, and publishes its archive page`, async () => {
      const options = kind.example;
      const book = makeBook(specSchema.parse({ title: `Contract ${name}`, seed: 'contract', language: lang, sections: [{ kind: name, count: 1, difficulty: 'easy', options }] }));
      expect(bookSchema.parse(JSON.parse(JSON.stringify(book)))).toEqual(book);
      const pages = pagesText(write(`contract-${name}-${lang}.pdf`, await renderBook(book)), false).map(flat);
      const example = howToExample(name, howToVariant(book.spec.sections, name));
      const [title, rules, heading] = inLanguage(lang, () => [kind.title, flat(kind.words.rules(example.puzzle)), kind.howToPlay]);
      expect(pages.some((page) => page.includes(rules))).toBe(true);
      // The how-to page and the contents say the kind's own heading.
      expect(pages.filter((page) => page.includes(heading)).length).toBeGreaterThan(0);
      expect(pages.some((page) => page.includes(title))).toBe(true);
      const key = pagesText(write(`contract-${name}-${lang}-answers.pdf`, await renderAnswers(book)), false).map(flat);
      expect(key.join(' ')).toContain(title);

      const sheet = makeBook(specSchema.parse({ title: 'Sheet', seed: 'contract', language: lang, worksheet: true, sections: [{ kind: name, count: 1, difficulty: 'easy', options }] }));
      const sheetPages = pagesText(write(`contract-${name}-${lang}-sheet.pdf`, await renderBook(sheet)), false).map(flat);
      expect(sheetPages[0]).toContain(inLanguage(lang, () => flat(kind.words.instruction(sheet.puzzles[0]!.puzzle))));

      const archive = archiveOf([book]);
      const [page] = archive.puzzles;
      expect(page!.kind).toBe(name);
      expect(page!.howToPlay).toBe(heading);
      expect(page!.measured.map(([label]) => label)).toEqual(inLanguage(lang, () => Object.values(kind.words.measures)));
      expect(archive.kinds.map((k) => k.name)).toEqual([name]);
    });
  });
}
