import { po, type PoEntry, type PoTable } from 'gettext-parser';
import { catalogIn, formsIn, wordAt, wordKeys } from '../engine/catalog.ts';
import { fitLine, UserError, oneScreen } from '../engine/errors.ts';
import { isPlain, languageName } from '../engine/language.ts';
import { categoriesIn, countsIn, partsOf } from '../engine/words.ts';
import { translationProblems } from '../engine/translation.ts';
import { fileOf, SETS } from './translations.ts';

/**
 * A language's catalogs as one gettext PO file, and back: what Weblate, Crowdin, Poedit and
 * Lokalise read. Each word is an entry: its context the set and key (`kinds/sudoku/words:rules`,
 * a form `kinds/sudoku/words:check.repeats_row`, a list's item `…:ordinals.2`), its msgid the
 * English, its msgstr the translation (empty where there is none yet). A form English has no
 * entry for (Polish `steps_few`) takes the English `other` form as its msgid. A set's `$notes`
 * is an entry of its own, so nothing a translator wrote is lost on the way round.
 */

const NOTES = '$notes';
/** The msgid of a set's notes entry, which has no English. */
const NOTES_ID = 'Notes for the next translator of this set (the terms chosen, the register)';

type Leaf = { path: string[]; english: string; translation: string | undefined; comment: string };

/** The English form a form entry translates: its own, else its context's `other`. */
function englishOf(english: unknown, path: readonly string[]): string | undefined {
  const own = wordAt(english, path);
  if (typeof own === 'string') return own;
  const last = path[path.length - 1]!;
  const other = last.replace(/_(zero|one|two|few|many|other)$/, '_other');
  const said = wordAt(english, [...path.slice(0, -1), other]);
  return typeof said === 'string' ? said : undefined;
}

/** Every word a set has, or should have, in `lang`: its catalog's own in their order, then those the English has that it lacks. */
function leavesOf(set: (typeof SETS)[number], lang: string): Leaf[] {
  const english = set.words.english as unknown;
  const mine = catalogIn(set.words.id, lang);
  const needed: { path: string[]; comment: string }[] = wordKeys(set.words.schema).flatMap(({ path, marker }) => {
    const fields = (source: unknown) => (typeof source === 'string' ? [...partsOf(source).fields].map((f) => `{{${f}}}`).join(', ') : '');
    if (marker.word === 'texts') return Array.from({ length: marker.length ?? 0 }, (_, i) => ({ path: [...path, String(i)], comment: `item ${i + 1} of a list of ${marker.length}` }));
    if (marker.forms) {
      const forms = marker.forms;
      const last = path[path.length - 1]!;
      // A `_zero` form the language may write though it need not (its 0 is not read as a 1) goes with it, where the catalog has one.
      const zeros = forms.zero ? formsIn({ ...forms, count: undefined }, lang).map((f) => ({ ...f, suffix: `${f.suffix}_zero`, category: 'zero' })) : [];
      const written = [...formsIn(forms, lang), ...zeros.filter((z) => typeof wordAt(mine, [...path.slice(0, -1), `${last}${z.suffix}`]) === 'string')];
      return [...new Map(written.map((f) => [f.suffix, f])).values()].map(({ suffix, context, category }) => {
        const formPath = [...path.slice(0, -1), `${last}${suffix}`];
        const said = [
          context !== undefined ? `the form for ${context}` : '',
          category === 'zero' && !categoriesIn(lang, 'cardinal').includes('zero')
            ? 'the count 0 alone ("no puzzles"), read before its plural category'
            : category !== undefined
              ? `${forms.count === 'ordinal' ? 'ordinal ' : ''}category "${category}": counts such as ${countsIn(lang, category, forms.count!, 4).join(', ')}`
              : '',
        ].filter(Boolean);
        const reads = fields(englishOf(english, formPath));
        return { path: formPath, comment: [said.join('; '), reads && `fields: ${reads}`].filter(Boolean).join('; ') };
      });
    }
    const reads = marker.word === 'message' ? fields(wordAt(english, path)) : '';
    return [{ path, comment: reads ? `fields: ${reads}` : '' }];
  });
  const byKey = new Map(needed.map((n) => [n.path.join('.'), n]));
  const order: string[] = [];
  // A set's notes are a word of their own, where the file has them, with no English.
  byKey.set(NOTES, { path: [NOTES], comment: 'notes for translators, never printed' });
  const walk = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') order.push(path.join('.'));
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, String(i)]));
    else if (isPlain(value)) for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(mine, []);
  const keys = [...order.filter((key) => byKey.has(key)), ...needed.map((n) => n.path.join('.')).filter((key) => !order.includes(key))];
  return keys.map((key) => {
    const { path, comment } = byKey.get(key)!;
    const translation = wordAt(mine, path);
    const said = key === NOTES ? NOTES_ID : (englishOf(english, path) ?? '');
    return { path, english: said, translation: typeof translation === 'string' ? translation : undefined, comment };
  });
}

/** The PO file of every set's words in `lang`: entries in each catalog's own order, a set's notes first. */
export function exportPo(lang: string): string {
  const translations: PoTable['translations'] = { '': { '': { msgid: '', msgstr: [''] } } };
  for (const set of SETS) {
    for (const leaf of leavesOf(set, lang)) {
      const msgctxt = `${set.words.id}:${leaf.path.join('.')}`;
      const entry: PoEntry = { msgctxt, msgid: leaf.english, msgstr: [leaf.translation ?? ''], comments: { extracted: leaf.comment, reference: fileOf(set, lang) } };
      translations[msgctxt] = { [leaf.english]: entry };
    }
  }
  const table: PoTable = {
    charset: 'utf-8',
    headers: { 'Project-Id-Version': 'puzzlebook', Language: lang, 'Content-Type': 'text/plain; charset=UTF-8', 'Content-Transfer-Encoding': '8bit', 'X-Puzzlebook-Language-Name': languageName(lang) },
    translations,
  };
  return Buffer.from(po.compile(table, { foldLength: 0 })).toString('utf8');
}

/** A catalog file made from a PO file: its path from the project's root, and its text as the catalogs are written (two-space JSON). */
export interface ImportedCatalog {
  file: string;
  text: string;
}

/**
 * The keys a set's PO entries may name, read once from its English: each word's path by its key
 * (`book.bands.easy`, a list's item `ordinals.2`, and `$notes`), the names of its messages in
 * forms by the key of the object holding them (a form, `steps_few`, is the language's own, and
 * the translation check judges it), and each object and list of words by its key ('' the
 * catalog). A context from a file is looked up here, never walked: it reaches nothing the
 * English does not hold (`__proto__`, `constructor.prototype`, a list's `length`).
 */
interface SetKeys {
  words: ReadonlyMap<string, readonly string[]>;
  forms: ReadonlyMap<string, { path: readonly string[]; names: readonly string[] }>;
  containers: ReadonlyMap<string, 'list' | 'words'>;
}

const setKeys = new Map<string, SetKeys>();
function keysOf(set: (typeof SETS)[number]): SetKeys {
  let keys = setKeys.get(set.words.id);
  if (keys) return keys;
  const words = new Map<string, string[]>([[NOTES, [NOTES]]]);
  const forms = new Map<string, { path: string[]; names: string[] }>();
  const containers = new Map<string, 'list' | 'words'>();
  // The English is the code's own: its depth is its schema's.
  const walk = (value: unknown, path: string[]): void => {
    const key = path.join('.');
    if (typeof value === 'string') words.set(key, path);
    else if (Array.isArray(value)) {
      containers.set(key, 'list');
      value.forEach((item, i) => walk(item, [...path, String(i)]));
    } else if (isPlain(value)) {
      containers.set(key, 'words');
      for (const [name, inner] of Object.entries(value)) walk(inner, [...path, name]);
    }
  };
  walk(set.words.english, []);
  for (const { path, marker } of wordKeys(set.words.schema)) {
    if (!marker.forms) continue;
    const parent = path.slice(0, -1);
    const named = forms.get(parent.join('.')) ?? { path: parent, names: [] };
    forms.set(parent.join('.'), { path: parent, names: [...named.names, path[path.length - 1]!] });
  }
  setKeys.set(set.words.id, (keys = { words, forms, containers }));
  return keys;
}

/** The longest and deepest context a word has (`<set>:<key>`, over every set's English): no entry's may be more. */
let bounds: { longest: number; deepest: number } | undefined;
function contextBounds(): { longest: number; deepest: number } {
  if (bounds) return bounds;
  let longest = 0;
  let deepest = 0;
  for (const set of SETS) {
    for (const path of keysOf(set).words.values()) {
      longest = Math.max(longest, `${set.words.id}:${path.join('.')}`.length);
      deepest = Math.max(deepest, path.length);
    }
  }
  return (bounds = { longest, deepest });
}

/** The key path `key` names in a set, if the English has it (or it is a form of a message in forms there); undefined otherwise. */
function pathOf(keys: SetKeys, key: string): readonly string[] | undefined {
  const word = keys.words.get(key);
  if (word) return word;
  const dot = key.lastIndexOf('.');
  const parent = dot < 0 ? '' : key.slice(0, dot);
  const last = key.slice(dot + 1);
  const forms = keys.forms.get(parent);
  return forms?.names.some((name) => last.startsWith(`${name}_`)) ? [...forms.path, last] : undefined;
}

/**
 * The catalog files a PO file of `lang` holds, each checked against its set's schema and English
 * as `build` checks them; a problem anywhere refuses the whole file, naming entry and key.
 * Fuzzy entries (a translator's "not sure yet") and empty ones are left out, as gettext leaves
 * them. A context naming no set is refused: it is never a path. A translation of a key the
 * English does not have is refused too (it is looked up, never walked: `__proto__` reaches
 * nothing), and a context longer or deeper than any word's at once, in a line.
 */
export function importPo(text: string | Uint8Array, lang: string, where: string): ImportedCatalog[] {
  let table: PoTable;
  try {
    table = po.parse(text, { validation: false });
  } catch (error) {
    throw new UserError(`${where}: is not a PO file (${(error as Error).message.split('\n')[0]})`);
  }
  const said = table.headers.Language ?? table.headers.language;
  if (said && said !== lang) throw new UserError(`${where}: is a PO file of ${JSON.stringify(said)}, not of ${lang}`);
  const sets = new Map(SETS.map((set) => [set.words.id, set]));
  const built = new Map<string, Record<string, unknown>>();
  const problems: string[] = [];
  const { longest, deepest } = contextBounds();
  for (const [context, entries] of Object.entries(table.translations)) {
    // Bounded before the context is read further: the work is the file's length, whatever it names.
    const refused = (why: string) => new UserError(fitLine(`${where}: ${context}: ${why}; nothing was written`));
    if (context.length > longest) throw refused(`is ${context.length} characters long, longer than any word's context (${longest} at most)`);
    const at = /^([^:]+):(.+)$/.exec(context);
    const set = at ? sets.get(at[1]!) : undefined;
    const parts = at ? at[2]!.split('.').length : 0;
    if (parts > deepest) throw refused(`has ${parts} parts, more than any word's key (${deepest} at most)`);
    const keys = set && keysOf(set);
    const path = keys && pathOf(keys, at![2]!);
    for (const entry of Object.values(entries)) {
      if (context === '' && entry.msgid === '') continue; // the header
      if (!set || !keys) {
        problems.push(`${where}: ${JSON.stringify(context)}: names no set of words (a context is "<set>:<key>", as the export writes it)`);
        continue;
      }
      if (entry.msgid_plural !== undefined) {
        problems.push(`${where}: ${context}: is a gettext plural; puzzlebook's forms are entries of their own (…_one, …_few), as the export writes them`);
        continue;
      }
      const value = entry.msgstr[0] ?? '';
      // Empty is untranslated, but where the English is empty too (a form some sentences have no words for).
      if ((value === '' && entry.msgid !== '') || /\bfuzzy\b/.test(entry.comments?.flag ?? '')) continue;
      if (!path) {
        problems.push(`${where}: ${context}: not in the English words of ${set.name}`);
        continue;
      }
      let catalog = built.get(set.words.id);
      // Objects with no prototype, each key the catalog's own; lists where the English has a list.
      if (!catalog) built.set(set.words.id, (catalog = Object.create(null) as Record<string, unknown>));
      let node = catalog;
      path.forEach((key, i) => {
        if (i === path.length - 1) node[key] = value;
        else node = (Object.hasOwn(node, key) ? node[key] : (node[key] = keys.containers.get(path.slice(0, i + 1).join('.')) === 'list' ? [] : Object.create(null))) as Record<string, unknown>;
      });
    }
  }
  const files = [...built].map(([id, ordered]) => {
    const set = sets.get(id)!;
    const file = fileOf(set, lang);
    problems.push(...translationProblems(set.words.schema, set.words.english, ordered, file).filter((p) => !/: missing/.test(p)));
    return { file, text: `${JSON.stringify(ordered, null, 2)}\n` };
  });
  if (problems.length) throw new UserError(`${where}: nothing was written:\n${oneScreen(problems)}`);
  return files;
}
