import { po, type PoEntry, type PoTable } from 'gettext-parser';
import { catalogIn, formsIn, formSuffix, wordAt, wordKeys, type Forms } from '../engine/catalog.ts';
import { fitLine, UserError, oneScreen } from '../engine/errors.ts';
import { canonicalTag, isPlain, languageName } from '../engine/language.ts';
import { categoriesIn, countsIn, partsOf } from '../engine/words.ts';
import { translationProblems } from '../engine/translation.ts';
import { fileOf, SETS } from './translations.ts';
import { categoriesOf, gettextTag, pluralFormsOf, tagOfGettext } from './plural-forms.ts';

/**
 * A language's catalogs as one gettext PO file, and back: what Weblate, Crowdin, Poedit and
 * Lokalise read. Each word is an entry: its context the set and key (`kinds/sudoku/words:rules`,
 * a list's item `…:ordinals.2`), its msgid the English, its msgstr the translation (empty where
 * there is none yet). A message counted in plural forms is one gettext plural entry: its context
 * the key without the category (`…:steps`, with a select's value `…:check.repeats_row`), msgid
 * and msgid_plural the English `one` and `other`, and a msgstr per form of the language, in the
 * order its `Plural-Forms` header numbers them (src/book/plural-forms.ts). Ordinal forms, which
 * gettext has no plural for, stay entries of their own (`…:place_ordinal_two`), as does a form
 * outside the formula's categories; a set's `$notes` is an entry of its own, so nothing a
 * translator wrote is lost on the way round. A word whose English is empty (a form that prints
 * nothing) has no entry: gettext reads an empty msgid as the header, and there is nothing to
 * translate; the import puts it back.
 */

const NOTES = '$notes';
/** The msgid of a set's notes entry, which has no English. */
const NOTES_ID = 'Notes for the next translator of this set (the terms chosen, the register)';

type Leaf = { path: string[]; english: string; translation: string | undefined; comment: string };
/** A message's plural forms as one entry: `path` its context's key, one `forms` path and translation per msgstr. */
type PluralLeaf = Omit<Leaf, 'translation'> & { plural: string; forms: string[][]; translations: (string | undefined)[] };
const isPlural = (leaf: Leaf | PluralLeaf): leaf is PluralLeaf => 'plural' in leaf;

/** The English form a form entry translates: its own, else its context's `other`. */
function englishOf(english: unknown, path: readonly string[]): string | undefined {
  const own = wordAt(english, path);
  if (typeof own === 'string') return own;
  const last = path[path.length - 1]!;
  const other = last.replace(/_(zero|one|two|few|many|other)$/, '_other');
  const said = wordAt(english, [...path.slice(0, -1), other]);
  return typeof said === 'string' ? said : undefined;
}

/** The fields a message reads, for a translator's comment: `{{count}}, {{kindTitle}}`. */
const fieldsOf = (source: unknown) => (typeof source === 'string' ? [...partsOf(source).fields].map((f) => `{{${f}}}`).join(', ') : '');
const joined = (...parts: string[]) => parts.filter(Boolean).join('; ');

/** Every word a set has, or should have, in `lang`: its catalog's own in their order, then those the English has that it lacks; a plural's forms as one. */
function leavesOf(set: (typeof SETS)[number], lang: string): (Leaf | PluralLeaf)[] {
  const english = set.words.english as unknown;
  const mine = catalogIn(set.words.id, lang);
  const said = (path: readonly string[]) => {
    const translation = wordAt(mine, path);
    return typeof translation === 'string' ? translation : undefined;
  };
  const word = (path: string[], comment: string): Leaf => ({ path, english: englishOf(english, path) ?? '', translation: said(path), comment });
  const { categories } = pluralFormsOf(lang);
  const needed: (Leaf | PluralLeaf)[] = wordKeys(set.words.schema).flatMap(({ path, marker }): (Leaf | PluralLeaf)[] => {
    if (marker.word === 'texts') return Array.from({ length: marker.length ?? 0 }, (_, i) => word([...path, String(i)], `item ${i + 1} of a list of ${marker.length}`));
    if (!marker.forms) return [word(path, marker.word === 'message' ? joined(fieldsOf(wordAt(english, path)) && `fields: ${fieldsOf(wordAt(english, path))}`) : '')];
    const forms = marker.forms;
    const last = path[path.length - 1]!;
    const at = (suffix: string) => [...path.slice(0, -1), `${last}${suffix}`];
    // A `_zero` form the language may write though it need not (its 0 is not read as a 1) goes with it, where the catalog has one.
    const zeros = forms.zero ? formsIn({ ...forms, count: undefined }, lang).map((f) => ({ ...f, suffix: `${f.suffix}_zero`, category: 'zero' })) : [];
    const written = [...formsIn(forms, lang), ...zeros.filter((z) => typeof wordAt(mine, at(z.suffix)) === 'string')];
    const all = [...new Map(written.map((f) => [f.suffix, f])).values()];
    // Cardinal forms the language's Plural-Forms numbers: one entry for each context.
    const grouped = forms.count === 'cardinal' ? all.filter((f) => categories.includes(f.category!)) : [];
    const plurals = [...new Set(grouped.map((f) => f.context))].map((context): PluralLeaf => {
      const key = at(formSuffix({ context: forms.context }, context, undefined));
      const paths = categories.map((category) => at(formSuffix(forms, context, category)));
      const order = categories.map((category, i) => `msgstr[${i}] "${category}" (${countsIn(lang, category, 'cardinal', 4).join(', ')})`).join(', ');
      const singular = englishOf(english, at(formSuffix(forms, context, 'one'))) ?? '';
      return {
        path: key,
        english: singular,
        plural: englishOf(english, at(formSuffix(forms, context, 'other'))) ?? singular,
        forms: paths,
        translations: paths.map(said),
        comment: joined(context !== undefined ? `the form for ${context}` : '', `plural forms: ${order}`, fieldsOf(singular) && `fields: ${fieldsOf(singular)}`),
      };
    });
    const alone = all.filter((f) => !grouped.includes(f)).map(({ suffix, context, category }) => {
      const formPath = at(suffix);
      const reads = fieldsOf(englishOf(english, formPath));
      const what = [
        context !== undefined ? `the form for ${context}` : '',
        category === 'zero' && !categoriesIn(lang, 'cardinal').includes('zero')
          ? 'the count 0 alone ("no puzzles"), read before its plural category'
          : category !== undefined
            ? `${forms.count === 'ordinal' ? 'ordinal ' : ''}category "${category}": counts such as ${countsIn(lang, category, forms.count!, 4).join(', ')}`
            : '',
      ];
      return word(formPath, joined(joined(...what), reads && `fields: ${reads}`));
    });
    return [...plurals, ...alone];
  });
  // A set's notes are a word of their own, where the file has them, with no English.
  needed.push({ path: [NOTES], english: NOTES_ID, translation: said([NOTES]), comment: 'notes for translators, never printed' });
  const byKey = new Map<string, Leaf | PluralLeaf>();
  for (const leaf of needed) for (const path of isPlural(leaf) ? leaf.forms : [leaf.path]) byKey.set(path.join('.'), leaf);
  // The catalog's own order, a plural where its first form is; then what it lacks, in the schema's.
  const ordered = new Set<Leaf | PluralLeaf>();
  const walk = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      const leaf = byKey.get(path.join('.'));
      if (leaf) ordered.add(leaf);
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, String(i)]));
    else if (isPlain(value)) for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(mine, []);
  for (const leaf of needed.filter((l) => l.path[0] !== NOTES)) ordered.add(leaf);
  // A word with no English and none said in the language is nothing to translate (the import puts it back).
  return [...ordered].filter((leaf) => isPlural(leaf) || leaf.english !== '' || (leaf.translation ?? '') !== '' || leaf.path[0] === NOTES);
}

/** The PO file of every set's words in `lang`: entries in each catalog's own order, a set's notes first. */
export function exportPo(lang: string): string {
  const translations: PoTable['translations'] = { '': { '': { msgid: '', msgstr: [''] } } };
  for (const set of SETS) {
    for (const leaf of leavesOf(set, lang)) {
      const msgctxt = `${set.words.id}:${leaf.path.join('.')}`;
      const comments = { extracted: leaf.comment, reference: fileOf(set, lang) };
      const entry: PoEntry = isPlural(leaf)
        ? { msgctxt, msgid: leaf.english, msgid_plural: leaf.plural, msgstr: leaf.translations.map((t) => t ?? ''), comments }
        : { msgctxt, msgid: leaf.english, msgstr: [leaf.translation ?? ''], comments };
      translations[msgctxt] = { [leaf.english]: entry };
    }
  }
  const table: PoTable = {
    charset: 'utf-8',
    headers: {
      'Project-Id-Version': 'puzzlebook',
      Language: gettextTag(lang),
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Transfer-Encoding': '8bit',
      'Plural-Forms': pluralFormsOf(lang).header,
      'X-Puzzlebook-Language-Name': languageName(lang),
    },
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
  forms: ReadonlyMap<string, { path: readonly string[]; names: readonly { name: string; forms: Forms }[] }>;
  containers: ReadonlyMap<string, 'list' | 'words'>;
}

const setKeys = new Map<string, SetKeys>();
function keysOf(set: (typeof SETS)[number]): SetKeys {
  let keys = setKeys.get(set.words.id);
  if (keys) return keys;
  const words = new Map<string, string[]>([[NOTES, [NOTES]]]);
  const forms = new Map<string, { path: string[]; names: { name: string; forms: Forms }[] }>();
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
    forms.set(parent.join('.'), { path: parent, names: [...named.names, { name: path[path.length - 1]!, forms: marker.forms }] });
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
  return forms?.names.some(({ name }) => last.startsWith(`${name}_`)) ? [...forms.path, last] : undefined;
}

/** The key path of the form `category` of the plural entry `key` names (`steps`, `check.repeats_row`), if the English has a message counted in plural forms there; undefined otherwise. */
function pluralOf(keys: SetKeys, key: string): ((category: string) => string[]) | undefined {
  const dot = key.lastIndexOf('.');
  const last = key.slice(dot + 1);
  const forms = keys.forms.get(dot < 0 ? '' : key.slice(0, dot));
  const named = forms?.names.find(({ name, forms: f }) => f.count === 'cardinal' && (f.context ? f.context.some((c) => last === `${name}_${c}`) : last === name));
  return named && ((category) => [...forms!.path, `${last}_${category}`]);
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
  // gettext's tag (pt_BR) or BCP 47's (pt-BR, as exports before issue 90 wrote it).
  const said = table.headers.Language ?? table.headers.language;
  if (said && canonicalTag(tagOfGettext(said)) !== lang) throw new UserError(`${where}: is a PO file of ${JSON.stringify(said)}, not of ${lang}`);
  // Which category each msgstr of a plural holds, by the file's own formula (a tool may write its own), else the language's.
  const header = table.headers['Plural-Forms'] ?? table.headers['plural-forms'];
  let categories: (string | undefined)[] | undefined;
  const categoriesByIndex = () => (categories ??= header ? categoriesOf(header, lang, where) : pluralFormsOf(lang).categories);
  const sets = new Map(SETS.map((set) => [set.words.id, set]));
  const built = new Map<string, Record<string, unknown>>();
  const problems: string[] = [];
  // Each context once: the parser keeps the last of two entries alike, so the file is read for them.
  for (const context of twice(text)) problems.push(`${where}: ${context}: is in the file twice; a PO file gives each entry once`);
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
    for (const entry of Object.values(entries)) {
      if (context === '' && entry.msgid === '') continue; // the header
      if (!set || !keys) {
        problems.push(`${where}: ${JSON.stringify(context)}: names no set of words (a context is "<set>:<key>", as the export writes it)`);
        continue;
      }
      if (/\bfuzzy\b/.test(entry.comments?.flag ?? '')) continue;
      if (entry.msgid_plural !== undefined) {
        const formOf = pluralOf(keys, at![2]!);
        if (!formOf) {
          problems.push(`${where}: ${context}: is a gettext plural, but ${set.name} has no message counted in plural forms there`);
          continue;
        }
        // Each msgstr to the form of its category; one no whole count reaches (a tool's form for fractions) has no form.
        const byIndex = categoriesByIndex();
        if (entry.msgstr.length !== byIndex.length) {
          problems.push(`${where}: ${context}: has ${entry.msgstr.length} msgstr, where its Plural-Forms gives ${byIndex.length} (msgstr[0] to msgstr[${byIndex.length - 1}])`);
          continue;
        }
        // Given in part, the forms left empty would be missing from the catalog, which build refuses.
        const given = entry.msgstr.flatMap((value, i) => (value !== '' && byIndex[i] !== undefined ? [i] : []));
        const empty = entry.msgstr.flatMap((value, i) => (value === '' && byIndex[i] !== undefined ? [`msgstr[${i}] ("${byIndex[i]}")`] : []));
        if (given.length > 0 && empty.length > 0) {
          problems.push(`${where}: ${context}: gives msgstr[${given[0]}] and leaves ${new Intl.ListFormat('en', { type: 'conjunction' }).format(empty)} empty: give a plural every form of the language, or none`);
          continue;
        }
        entry.msgstr.forEach((value, i) => {
          const category = byIndex[i];
          if (value !== '' && category !== undefined) place(set, keys, formOf(category), value);
        });
        continue;
      }
      if (entry.msgstr.length > 1) {
        problems.push(`${where}: ${context}: has ${entry.msgstr.length} msgstr, but no msgid_plural: a message not counted has one`);
        continue;
      }
      const value = entry.msgstr[0] ?? '';
      // Empty is untranslated, but where the English is empty too (a file exported before issue 90 has such entries).
      if (value === '' && entry.msgid !== '') continue;
      const path = pathOf(keys, at![2]!);
      if (!path) {
        problems.push(`${where}: ${context}: not in the English words of ${set.name}`);
        continue;
      }
      place(set, keys, path, value);
    }
  }
  /** Writes `value` at `path` in its set's catalog, after the words with no English (`order.precedence_none`) that come before it there. */
  function place(set: (typeof SETS)[number], keys: SetKeys, path: readonly string[], value: string): void {
    let catalog = built.get(set.words.id);
    // Objects with no prototype, each key the catalog's own; lists where the English has a list.
    if (!catalog) built.set(set.words.id, (catalog = Object.create(null) as Record<string, unknown>));
    let node = catalog;
    path.forEach((key, i) => {
      if (i < path.length - 1) {
        node = (Object.hasOwn(node, key) ? node[key] : (node[key] = keys.containers.get(path.slice(0, i + 1).join('.')) === 'list' ? [] : Object.create(null))) as Record<string, unknown>;
        return;
      }
      fillSilent(node, wordAt(set.words.english, path.slice(0, -1)), key);
      node[key] = value;
    });
  }
  /** The words of `english` with no English (an empty text), before `until` (every one, if undefined), put in `node` where it lacks them. */
  function fillSilent(node: Record<string, unknown>, english: unknown, until?: string): void {
    if (!isPlain(english) || Array.isArray(node)) return;
    for (const [name, word] of Object.entries(english)) {
      if (name === until) return;
      if (word === '' && !Object.hasOwn(node, name)) node[name] = '';
    }
  }
  /** Every object of words in `node` (at `path`), given its words with no English it lacks, at the end. */
  const fillAll = (node: unknown, english: unknown): void => {
    if (!isPlain(node) || !isPlain(english)) return;
    fillSilent(node, english);
    for (const [name, inner] of Object.entries(node)) if (Object.hasOwn(english, name)) fillAll(inner, english[name]);
  };
  const files = [...built].map(([id, ordered]) => {
    const set = sets.get(id)!;
    fillAll(ordered, set.words.english);
    const file = fileOf(set, lang);
    problems.push(...translationProblems(set.words.schema, set.words.english, ordered, file).filter((p) => !/: missing/.test(p)));
    return { file, text: `${JSON.stringify(ordered, null, 2)}\n` };
  });
  if (problems.length) throw new UserError(`${where}: nothing was written:\n${oneScreen(problems)}`);
  return files;
}

/**
 * The contexts given to more than one entry of a PO file, as written (a context's lines joined),
 * in order: obsolete entries (`#~`) aside. Every entry the export writes has a context of its own.
 */
function twice(text: string | Uint8Array): string[] {
  const source = typeof text === 'string' ? text : new TextDecoder().decode(text);
  const seen = new Set<string>();
  const again = new Set<string>();
  for (const m of source.matchAll(/^msgctxt((?:[ \t]*"(?:[^"\\\n]|\\.)*"[ \t]*(?:\r?\n|$))+)/gm)) {
    const context = [...m[1]!.matchAll(/"((?:[^"\\\n]|\\.)*)"/g)].map((piece) => piece[1]).join('');
    if (seen.has(context)) again.add(context);
    seen.add(context);
  }
  return [...again];
}
