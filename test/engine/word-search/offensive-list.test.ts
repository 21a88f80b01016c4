/**
 * An author's own list with an offensive word in it (issue 110): a worksheet, printed for
 * children, refuses it at the list, naming the word, unless the section's options keep it; a
 * book prints it with a warning. The word is read in the book's language's list and English's
 * (`shit` in an English sheet, `puta` in a Spanish one), folded as its grids print it.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { specSchema } from '../../../src/book/spec.ts';
import { kind } from '../../../src/kinds/word-search/index.ts';
import { cli, tempDirsRemovedAfterEach } from '../../cli/run.ts';

const tempDir = tempDirsRemovedAfterEach();
const LIST = ['lion', 'tiger', 'zebra', 'giraffe', 'panda', 'koala', 'otter', 'beaver'];

/** A spec of one word-search section from `words`, in `language`, a worksheet or a book. */
const specOf = (words: string[], { worksheet = true, language = 'en', keep = false } = {}) => ({
  title: 'Class list',
  seed: 3,
  language,
  worksheet,
  sections: [{ kind: 'word-search', count: 1, difficulty: 'easy', options: { words, ...(keep ? { keepOffensive: true } : {}) } }],
});

describe('an own list holding an offensive word', () => {
  it('names the words the lists hold, in the language and in English, as the grid folds them, and none the options keep', () => {
    const offensive = (words: string[], lang: string, more = {}) => kind.lists!.offensive!(kind.options.parse({ words, ...more }), lang);
    expect(offensive([...LIST, 'Shit'], 'en')).toEqual(['Shit']);
    expect(offensive([...LIST, 'puta'], 'es')).toEqual(['puta']);
    // English's list is read in every language: a child reads English everywhere.
    expect(offensive([...LIST, 'shit'], 'de')).toEqual(['shit']);
    // Ours, beside the package's (offensive-ours.json): Portuguese ROLA, NAZI in every language.
    expect(offensive([...LIST, 'rola', 'Nazi'], 'pt-BR')).toEqual(['rola', 'Nazi']);
    expect(offensive(LIST, 'en')).toEqual([]);
    expect(offensive([...LIST, 'shit'], 'en', { keepOffensive: true })).toEqual([]);
  });

  it('is refused in a worksheet at the list, naming the word, and taken where the options keep it', () => {
    const refused = specSchema.safeParse(specOf([...LIST, 'shit']));
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sections.0.options.words', '"shit" is on a list of offensive words, which a worksheet for children does not print; leave it out, or set keepOffensive: true (--keep-offensive on the command line) to print it'],
    ]);
    expect(specSchema.safeParse(specOf([...LIST, 'puta'], { language: 'es' })).success).toBe(false);
    expect(specSchema.safeParse(specOf([...LIST, 'shit'], { keep: true })).success).toBe(true);
    expect(specSchema.safeParse(specOf([...LIST, 'shit'], { worksheet: false })).success).toBe(true);
  });

  it('from the command line: a worksheet refused in one line, nothing written; a book built with a warning naming the word', async () => {
    const out = tempDir();
    const sheet = await cli(['build', '-', '--out', out], JSON.stringify(specOf([...LIST, 'shit'])));
    expect(sheet.status).toBe(1);
    expect(sheet.stderr).toContain('sections[0].options.words: "shit" is on a list of offensive words');
    expect(sheet.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(out)).toEqual([]);
    const book = await cli(['build', '-', '--out', out], JSON.stringify(specOf([...LIST, 'shit'], { worksheet: false })));
    expect(book.status, book.stderr).toBe(0);
    expect(book.stderr).toContain('puzzlebook: warning: sections[0].options.words: "shit" is on a list of offensive words, and the book prints the list as given (keepOffensive: true says that is meant)');
  });
});
