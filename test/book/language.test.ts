// Books in the reader's language (issue 24): every translation checked against its English,
// a Spanish worksheet with no English on it, a language with no words refused naming the
// files, and two books in two languages printed at once each in its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../src/book/book.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { inLanguage } from '../../src/book/language.ts';
import { getKind, KIND_NAMES } from '../../src/kinds/registry.ts';
import { bookJson } from '../../src/book/files.ts';
import { SETS, translationsProblems } from '../../src/book/translations.ts';
import { specSchema } from '../../src/book/spec.ts';
import { message, text, texts, wordAt } from '../../src/engine/catalog.ts';
import { wordsSet as numbrixWords } from '../../src/kinds/numbrix/words.ts';
import { translationProblems } from '../../src/engine/translation.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { furnitureSet } from '../../src/templates/index.ts';
import { cli, tempDirsRemovedAfterEach } from '../cli/run.ts';
import { pagesText } from '../pdf/read.ts';
import { standInData } from '../../src/pipeline/words-preview.ts';
import { kinds } from '../matrix.ts';

const tempDir = tempDirsRemovedAfterEach();

describe('translations', () => {
  it('every words.<language>.json has exactly the keys of its English, and messages that read only what the English is given', () => {
    expect(translationsProblems()).toEqual([]);
  });

  it('names the file and key of each problem', () => {
    const schema = { a: message<{ n: number }>(), nested: { b: text, level: 2 }, c: message(), list: texts(2), plain: text };
    const english = { a: '{{n}} apples', nested: { b: 'pear' }, c: 'plum', list: ['one', 'two'], plain: 'fig' };
    const other = { $notes: 'for the translator', a: '{{m}} manzanas', nested: { b: 'pera', level: 3, extra: 'x' }, c: '{{#if}}', list: ['uno'], plain: '{{n}} higo' };
    expect(translationProblems(schema, english, other, 'words.es.json')).toEqual([
      'words.es.json: a: reads {{m}}, which the English is not given',
      'words.es.json: nested.level: not in the English words',
      'words.es.json: nested.extra: not in the English words',
      expect.stringMatching(/^words\.es\.json: c: the message does not parse: /),
      'words.es.json: list: must be a list of 2 texts, as the English is',
      'words.es.json: plain: is a plain text, given no data: it cannot hold {{…}}',
    ]);
    expect(translationProblems(schema, english, { ...english, a: '{{shout n}}', c: undefined }, 'words.es.json')).toEqual([
      expect.stringMatching(/^words\.es\.json: a: holds shout: a message is words and \{\{fields\}\}/),
      'words.es.json: c: must be a text (a message), as the English is',
    ]);
    // A field the English has no use for, named in the schema as given to every language, may be read.
    const agreeing = { a: message<{ n: number; of: string }>('of') };
    expect(translationProblems(agreeing, { a: '{{n}} apples' }, { a: '{{n}} {{of}} pommes' }, 'words.fr.json')).toEqual([]);
    // Logic is no longer a message's: a choice of words is a form of its own.
    expect(translationProblems(agreeing, { a: '{{n}} apples' }, { a: '{{n}} {{#if (eq of "sum")}}pommes{{else}}pomme{{/if}}' }, 'words.fr.json')).toEqual([
      'words.fr.json: a: holds if, eq: a message is words and {{fields}}, and what varies is a form of its own (docs/translating.md)',
    ]);
    expect(translationProblems(agreeing, { a: '{{n}} apples' }, { a: '{{n}} {{kind}}' }, 'words.fr.json')).toEqual(['words.fr.json: a: reads {{kind}}, which the English is not given']);
    const { c: _, ...without } = english;
    expect(translationProblems(schema, english, without, 'words.es.json')).toEqual(['words.es.json: c: missing (the English has it)']);
  });
});

describe('a catalog read through its own keys (issue 83)', () => {
  it('finds no word an object inherits, nor a list\u2019s length or an index not written as one', () => {
    const catalog = { book: { title: 'T' }, ordinals: ['first', 'second'] };
    expect(wordAt(catalog, ['ordinals', '1'])).toBe('second');
    expect(wordAt(catalog, ['book', 'title'])).toBe('T');
    for (const path of [['constructor'], ['constructor', 'prototype'], ['__proto__'], ['book', 'toString'], ['hasOwnProperty'], ['ordinals', 'length'], ['ordinals', ''], ['ordinals', '1e0'], ['ordinals', '01'], ['ordinals', ' 1'], ['ordinals', 'constructor']]) {
      expect(wordAt(catalog, path), path.join('.')).toBeUndefined();
    }
    expect(wordAt(Object.create({ inherited: 'x' }), ['inherited'])).toBeUndefined();
  });

  it('gives a preview\u2019s stand-in data only keys of its own, whatever a catalog\u2019s message reads', () => {
    // A translation may read past a field its English is given (`cell.…`): the words preview
    // stands in a value for each path a message reads, and none reaches a prototype.
    try {
      const data = standInData(['cell.row', 'cell.constructor.prototype.polluted', 'cell.__proto__.polluted', 'cell.toString.polluted', 'value', 'value.polluted']);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.hasOwn(Object.prototype.toString, 'polluted')).toBe(false);
      // As text: an own `__proto__` is a key like any other there ("value" keeps the value it was given first).
      expect(JSON.stringify(data)).toBe(
        '{"cell":{"row":"«cell.row»","constructor":{"prototype":{"polluted":"«cell.constructor.prototype.polluted»"}},"__proto__":{"polluted":"«cell.__proto__.polluted»"},"toString":{"polluted":"«cell.toString.polluted»"}},"value":"«value»"}',
      );
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
      delete (Object.prototype.toString as unknown as Record<string, unknown>).polluted;
    }
  });

  it('names a word a catalog lacks as missing, where an object would inherit something of that name', () => {
    const schema = { toString: text, valueOf: text, constructor: text };
    const english = { toString: 'a', valueOf: 'b', constructor: 'c' };
    expect(translationProblems(schema, english, { valueOf: 'b' }, 'words.es.json')).toEqual([
      'words.es.json: toString: missing (the English has it)',
      'words.es.json: constructor: missing (the English has it)',
    ]);
  });
});

describe('a worksheet in Spanish', () => {
  it('prints its instruction, header, labels and key in Spanish, and no English sentence', async () => {
    const out = tempDir();
    const r = await cli(['worksheet', 'numbrix', '--language', 'es', '--seed', '7', '--size', '5', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const sheet = pagesText(join(out, 'numbrix-worksheet-7.pdf'), false).join('\n');
    const key = pagesText(join(out, 'numbrix-worksheet-7-answers.pdf'), false).join('\n');
    expect(sheet).toContain('Escribe los números del 1 al 25 en las casillas para formar un camino');
    expect(sheet).toMatch(/Nombre _+ +Fecha _+ +Puntos ____ \/ 4/);
    expect(sheet).toMatch(/^1\nfácil$/m);
    expect(key).toContain('Ficha de Numbrix: soluciones');
    // The step's sentence has a colon of its own, so the technique ends with a full stop: no "Puente: …: …".
    expect(key).toMatch(/1\. Puente\. El \d+ va en la fila \d, columna \d/);
    // The English of the same sheet, word for word, is nowhere on it.
    const english = [
      numbrixWords.in('en').instruction({ last: 25 }).slice(0, 40),
      'Name ',
      'Score',
      'answers',
      '(page',
      'worksheet',
      'Bridge',
      'goes in',
      'more step',
      ' easy',
    ];
    for (const words of english) expect([words, sheet.includes(words) || key.includes(words)]).toEqual([words, false]);
    // The book file says the language, so the sheet prints again the same.
    expect(JSON.parse(readFileSync(join(out, 'numbrix-worksheet-7.json'), 'utf8')).spec.language).toBe('es');
    // Each PDF tells a screen reader its language (the catalog's /Lang).
    for (const name of ['numbrix-worksheet-7.pdf', 'numbrix-worksheet-7-answers.pdf']) expect(readFileSync(join(out, name)).includes('/Lang (es)'), name).toBe(true);
  });

  it.each(kinds())('%s: the sheet carries its Spanish title, header and instruction, and not the English', async (kind) => {
    const out = tempDir();
    const r = await cli(['worksheet', kind, '--language', 'es', '--seed', '11', '--count', '2', '--out', out]);
    expect(r.stderr).toBe('');
    const file = readdirSync(out).find((name) => name.endsWith('.json'))!;
    const book = JSON.parse(readFileSync(join(out, file), 'utf8')) as BookFile;
    const sheet = pagesText(join(out, file.replace(/\.json$/, '.pdf')), false).join(' ').replace(/\s+/g, ' ');
    const puzzle = book.puzzles[0]!.puzzle as never;
    const words = getKind(kind).words;
    // The instruction, as each language words it for this very puzzle (the sheet wraps lines).
    const spanish = inLanguage('es', () => words.instruction(puzzle)).replace(/\s+/g, ' ');
    const english = inLanguage('en', () => words.instruction(puzzle)).replace(/\s+/g, ' ');
    expect(sheet).toContain(spanish.slice(0, 60));
    expect(sheet).not.toContain(english.slice(0, 40));
    expect(sheet).toContain('Nombre');
    // The kind's title in Spanish heads the sheet.
    expect(sheet).toContain(inLanguage('es', () => getKind(kind).title));
  });

  it('checks every registered kind’s words and player words: the sets come from the registry, not a second list', () => {
    expect(SETS.filter((set) => set.kind && !set.web).map((set) => set.kind)).toEqual(KIND_NAMES);
    expect(SETS.filter((set) => set.words.id.endsWith('/play-words')).map((set) => set.words.id)).toEqual(KIND_NAMES.map((kind) => `kinds/${kind}/play-words`));
    for (const kind of KIND_NAMES) expect(SETS.find((set) => set.kind === kind)!.words).toBe(getKind(kind).translations.words);
    // The registry's browser half (src/kinds/players.dom.ts) names a page's sets so, from the kind's name.
    for (const kind of KIND_NAMES) {
      expect(getKind(kind).translations.words.id).toBe(`kinds/${kind}/words`);
      expect(getKind(kind).translations.play.id).toBe(`kinds/${kind}/play-words`);
    }
  });
});

describe('books in two languages', () => {
  const spec = (language?: string) =>
    specSchema.parse({ title: 'Dos idiomas', seed: 3, ...(language ? { language } : {}), sections: [{ kind: 'numbrix', count: 1, difficulty: 'easy', options: { size: 4 } }] });

  it('an English book says nothing of its language, so books made before languages keep their bytes', () => {
    expect('language' in spec('en')).toBe(false);
    expect(bookJson(makeBook(spec('en')))).toBe(bookJson(makeBook(spec())));
  });

  it('a PDF names its language where it is not English; an English one, as before, names none', async () => {
    expect(Buffer.from(await renderBook(makeBook(spec('de')))).includes('/Lang (de)')).toBe(true);
    expect(Buffer.from(await renderBook(makeBook(spec()))).includes('/Lang')).toBe(false);
  });

  it('printed at once in one process, each keeps its own words', async () => {
    const [english, spanish] = await Promise.all([renderBook(makeBook(spec())), renderBook(makeBook(spec('es')))]);
    const en = pagesText(english, false).join('\n');
    const es = pagesText(spanish, false).join('\n');
    expect(en).toContain(furnitureSet.in('en').book.contentsHeading());
    expect(en).not.toContain('Índice');
    expect(es).toContain('Índice');
    expect(es).not.toContain(furnitureSet.in('en').book.contentsHeading());
  });
});
