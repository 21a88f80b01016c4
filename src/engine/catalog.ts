import { UserError } from './errors.ts';
import { canonicalTag, catalogChain, isPlain, language } from './language.ts';
import { categoriesIn, categoryIn, compileTemplate, heard, setIn, type Template } from './words.ts';

/**
 * Words as data. Each set of words (a kind's, its player's, the book's, the archive's) is a
 * schema here in code, which says what the set holds (keys, each message's arguments, a
 * technique's level), and a catalog per language beside it: `words.<tag>.json`, holding only
 * words, the Handlebars source of each message. English is imported, so it is typed and goes
 * into every bundle; the other languages are found as files (by Node here, by `import.meta.glob`
 * in the archive: src/site/lib/words.ts, src/site/play/catalogs.ts), so a new language is new
 * files and nothing else.
 */
declare const WORDS: unique symbol;

/**
 * The forms a message is written in, each an entry of its own beside it in a catalog, named as
 * i18next's JSON (v4) names them, which Crowdin and Weblate read: by the value of the data's
 * `context` (`repeats_row`, `repeats_column`), by the plural category of its `count` in the
 * catalog's language (`steps_one`, `steps_few`, `steps_other`), or its ordinal category
 * (`place_ordinal_two`), or both (`repeats_row_one`). A translator writes the categories their
 * language has, and none of program logic.
 */
export interface Forms {
  readonly context?: readonly string[];
  readonly count?: 'cardinal' | 'ordinal';
  /** Code may give it a count of 0 (`fromZero`): a `_zero` form is read for it, where the catalog has one. */
  readonly zero?: boolean;
}

/** A word of the schema: `text`, `message<Data>()` (or `plural`, `ordinal`, `select`) or `texts(n)`; `T` is what reading it gives. */
export interface Marker<T> {
  readonly word: 'text' | 'message' | 'texts';
  readonly length?: number;
  /** A message's fields its English has no use for but another language may read (a subject to agree with). */
  readonly also?: readonly string[];
  /** A message written in forms, each its own entry (Forms). */
  readonly forms?: Forms;
  readonly [WORDS]?: T;
}

/** Every marker made, so telling one from a part of the schema is one look-up (a view asks at each word it reads). */
const markers = new WeakSet<object>();
const marked = <T>(marker: Marker<T>): Marker<T> => (markers.add(marker), Object.freeze(marker));

/** A plain text: a name, a label, a sentence that takes no data. */
export const text: Marker<string> = marked({ word: 'text' });
/**
 * A sentence that takes data (`D`): a Handlebars template. A translation may read the fields its
 * English reads, and those named in `also`: given for a language whose words agree with them
 * (French "la somme … est paire" reads the subject an English comparison has no use for).
 */
export const message = <D extends object = Record<never, never>>(...also: (keyof D & string)[]): Marker<Template<D>> => marked({ word: 'message', also });
/** A message written in forms: its catalog holds an entry per form (`steps_one`), none under its own key. */
export type FormsMarker<T> = Marker<T> & { readonly forms: Forms };

/** A message with a form for each plural category of its `count` in the catalog's language: `steps_one`, `steps_other` (Polish adds `steps_few`, `steps_many`). */
export const plural = <D extends { count: number }>(...also: (keyof D & string)[]): FormsMarker<Template<D>> => marked({ word: 'message', also, forms: { count: 'cardinal' } }) as FormsMarker<Template<D>>;
/** A message with a form for each ordinal category of its `count`: `place_ordinal_one` ("1st"), `place_ordinal_two`, `place_ordinal_few`, `place_ordinal_other`. */
export const ordinal = <D extends { count: number }>(...also: (keyof D & string)[]): FormsMarker<Template<D>> => marked({ word: 'message', also, forms: { count: 'ordinal' } }) as FormsMarker<Template<D>>;
/**
 * A message with a form for each value its `context` takes (`repeats_row`, `repeats_box`): a
 * raw value (a side, a band, a group) worded by the catalog, never by code; with `count`, a form
 * for each context and plural category (`repeats_row_one`).
 */
export const select = <D extends { context: string }>(values: readonly D['context'][], options: { count?: 'cardinal' | 'ordinal'; also?: (keyof D & string)[] } = {}): FormsMarker<Template<D>> =>
  marked({ word: 'message', also: options.also ?? [], forms: { context: values, count: options.count } }) as FormsMarker<Template<D>>;
/**
 * A message in plural forms that code may give a count of 0 ("0 digits given", "no digits given").
 * Its catalog may hold a `_zero` form, read for 0 alone; a language whose CLDR rules put 0 in the
 * same category as 1 (French, Brazilian Portuguese: "one") must, or 0 reads as the singular
 * ("0 casa vazia"). Every other counted message is never given 0.
 */
export const fromZero = <T>(marker: FormsMarker<T>): FormsMarker<T> => marked({ ...marker, forms: { ...marker.forms, zero: true } }) as FormsMarker<T>;
/** A list of `length` texts. */
export const texts = (length: number): Marker<readonly string[]> => marked({ word: 'texts', length });

/** What reading a schema gives: its markers as texts and templates, its numbers as they are. */
export type Words<S> = S extends Marker<infer T> ? T : S extends object ? { readonly [K in keyof S]: Words<S[K]> } : S;

/** What a catalog file holds for a schema: its words, and nothing of the code's (levels, flags); a message in forms, an entry per form (`steps_one`). */
export type CatalogOf<S> =
  S extends Marker<infer T>
    ? T extends readonly string[]
      ? readonly string[]
      : string
    : S extends object
      ? { readonly [K in keyof S as S[K] extends number | boolean ? never : S[K] extends { forms: object } ? never : K]: CatalogOf<S[K]> } & {
          readonly [K in keyof S as S[K] extends { forms: object } ? `${K & string}_${string}` : never]: string;
        }
      : never;

const isMarker = (value: unknown): value is Marker<unknown> => typeof value === 'object' && value !== null && markers.has(value);

/** A list's index as a key path writes it (`2`, never `02`, `1e0` or ``). */
const INDEX = /^(?:0|[1-9]\d*)$/;

/**
 * The word at `path` in a catalog (or a view of one), through objects and lists (`ordinals.2`),
 * or undefined. Only what the catalog holds itself is read, never what an object inherits
 * (`constructor`, `__proto__`) nor a list's `length`: a path may come from a file.
 */
export const wordAt = (words: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, key) => (Array.isArray(at) ? (INDEX.test(key) ? at[Number(key)] : undefined) : isPlain(at) && Object.hasOwn(at, key) ? at[key] : undefined), words);

/** The suffix of a message's form for `context` and plural `category` (either may be absent): `_row`, `_one`, `_row_ordinal_few`. */
export const formSuffix = (forms: Forms, context: string | undefined, category: string | undefined): string =>
  `${forms.context ? `_${context}` : ''}${forms.count ? `${forms.count === 'ordinal' ? '_ordinal' : ''}_${category}` : ''}`;

/** The categories of `type` language `lang` has that some count under 10,000 falls in: French's "many" (a million) is left to "other". */
const needed = new Map<string, string[]>();
export function neededCategories(lang: string, type: 'cardinal' | 'ordinal'): string[] {
  const key = `${lang} ${type}`;
  let found = needed.get(key);
  if (!found) {
    const seen = new Set<string>();
    for (let n = 0; n < 10_000; n++) seen.add(categoryIn(lang, n, type));
    needed.set(key, (found = categoriesIn(lang, type).filter((c) => seen.has(c))));
  }
  return found;
}

/** Whether a 0 would read as a 1 in `lang` (French and Brazilian Portuguese: both "one"): a message given 0 there needs its `_zero`. */
export const zeroReadsAsOne = (lang: string): boolean => categoryIn(lang, 0, 'cardinal') === categoryIn(lang, 1, 'cardinal');

/** Every form a message in `forms` has in language `lang`, by suffix, with its context and category: what a catalog must hold. */
export function formsIn(forms: Forms, lang: string): { suffix: string; context?: string; category?: string }[] {
  const contexts: (string | undefined)[] = forms.context ? [...forms.context] : [undefined];
  const needs = forms.count ? neededCategories(lang, forms.count) : [];
  const categories: (string | undefined)[] = forms.count ? [...(forms.zero && zeroReadsAsOne(lang) && !needs.includes('zero') ? ['zero'] : []), ...needs] : [undefined];
  return contexts.flatMap((context) => categories.map((category) => ({ suffix: formSuffix(forms, context, category), context, category })));
}

/** Each word's key path in a schema (`steps.bridge`, `ladder.fence.title`) and its marker. */
export function wordKeys(schema: unknown, path: readonly string[] = []): { path: string[]; marker: Marker<unknown> }[] {
  if (isMarker(schema)) return [{ path: [...path], marker: schema }];
  if (isPlain(schema)) return Object.entries(schema).flatMap(([key, value]) => wordKeys(value, [...path, key]));
  return [];
}

/**
 * The set and language a catalog's path under src/ names (`kinds/numbrix/words.fr.json`:
 * set `kinds/numbrix/words`, language `fr`), or undefined for any other file, or a tag not
 * written as BCP 47 writes it.
 */
export function catalogNamed(file: string): { set: string; lang: string } | undefined {
  const m = /^((?:[\w-]+\/)*[\w-]*words)\.([A-Za-z0-9-]+)\.json$/.exec(file);
  return m && canonicalTag(m[2]!) === m[2] ? { set: m[1]!, lang: m[2]! } : undefined;
}

/** Each set's catalogs by language tag: `kinds/numbrix/words` → `fr` → its words. */
const catalogs = new Map<string, Map<string, unknown>>();

/** How catalogs are found on first need: as files, where there are files (Node); none in a browser. */
let finder: (() => Iterable<Catalog>) | undefined = catalogFiles;
let found = false;

type Builtin = <T>(id: string) => T | undefined;

/**
 * Every catalog file under the package's src/ (`<set>.<tag>.json`), read where Node is: from
 * src/engine here in a clone, from lib/engine in an installed package, whose src/ ships beside
 * it. Node's modules come through `process.getBuiltinModule`, so a browser bundle holds no
 * import of them and finds nothing here.
 */
function catalogFiles(): Catalog[] {
  const builtin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;
  const path = builtin?.<typeof import('node:path')>('node:path');
  const url = builtin?.<typeof import('node:url')>('node:url');
  if (!path || !url) return [];
  return catalogFilesUnder(path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..', '..', 'src'));
}

/** Every catalog file under `root` (a tree laid out as src/ is: `kinds/numbrix/words.fr.json`), as Node reads them; none in a browser. */
export function catalogFilesUnder(root: string): Catalog[] {
  const builtin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;
  const fs = builtin?.<typeof import('node:fs')>('node:fs');
  const path = builtin?.<typeof import('node:path')>('node:path');
  if (!fs || !path) return [];
  let names: string[];
  try {
    names = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const named = catalogNamed(name.split(path.sep).join('/'));
    return named ? [{ ...named, words: catalogText(`src/${named.set}.${named.lang}.json`, fs.readFileSync(path.join(root, name), 'utf8')) }] : [];
  });
}

/**
 * A catalog file that is not JSON: what is wrong with it, naming the file and line. Only the
 * language that reads it is refused (a book in it, its pages); every other goes on.
 */
export class BrokenCatalog {
  readonly problem: string;
  constructor(problem: string) {
    this.problem = problem;
  }
}

/** A catalog file's words, read as editors write JSON (a byte order mark first is read past), or what is wrong with it. */
export function catalogText(file: string, text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    const said = (error as Error).message.split('\n')[0]!;
    const at = /position (\d+)/.exec(said);
    const line = at ? body.slice(0, Number(at[1])).split('\n').length : undefined;
    const why = said.replace(/ in JSON at position \d+.*$/, '').replace(/, "[^]*" is not valid JSON$/, '');
    return new BrokenCatalog(line ? `${file}, line ${line}: is not JSON (${why})` : `${file}: is not JSON (${why})`);
  }
}

export interface Catalog {
  /** The set, as its path under src/ without the language: `kinds/numbrix/words`. */
  set: string;
  lang: string;
  words: unknown;
}

/** Bumped whenever catalogs are added, so what was resolved from them is resolved again. */
let generation = 0;

/** Adds catalogs: the archive's, found by its bundler, or a page's, sent with it. */
export function provideWords(given: Iterable<Catalog>): void {
  generation++;
  compiled.clear();
  plain.clear();
  for (const { set, lang, words } of given) {
    if (!catalogs.has(set)) catalogs.set(set, new Map());
    catalogs.get(set)!.set(lang, words);
  }
}

/** Where catalogs are found on first need (Node: the files under src/); undefined where they have all been given. */
export function useWordsFinder(find: (() => Iterable<Catalog>) | undefined): void {
  finder = find;
  found = false;
}

function findAll(): void {
  if (found || !finder) return;
  found = true;
  // English comes from the schema's import; a file found for it is the same file.
  provideWords([...finder()].filter((c) => c.lang !== 'en'));
}

/** Every language tag that has a catalog for `set`, English first. */
export function languagesOf(set: string): string[] {
  findAll();
  return ['en', ...[...(catalogs.get(set)?.keys() ?? [])].filter((lang) => lang !== 'en').sort()];
}

/** The catalog of `set` in exactly `lang`, or undefined. */
export function catalogIn(set: string, lang: string): unknown {
  findAll();
  return catalogs.get(set)?.get(lang);
}

/** Every catalog found, for the checks: set, language, words. */
export function allCatalogs(): Catalog[] {
  findAll();
  return [...catalogs].flatMap(([set, byLang]) => [...byLang].map(([lang, words]) => ({ set, lang, words })));
}

/** A set of words: its schema, its English, and its words in any language. */
export interface WordSet<S> {
  readonly id: string;
  readonly schema: S;
  readonly english: CatalogOf<S>;
  /** The words in the language of the work under way (src/engine/language.ts), looked up at each use. */
  readonly words: Words<S>;
  /** The words in `lang` (English where it has none). */
  in(lang: string): Words<S>;
  /** Whether `lang` has a catalog of its own for this set (English always). */
  has(lang: string): boolean;
  /** The catalog `lang` reads (its own, its language's, else the English) and the tag it is in. */
  catalog(lang: string): { tag: string; words: unknown };
}

/** A message of one set in one language, compiled on first use; kept so each has one identity. */
const compiled = new Map<string, Template<object>>();
/** A plain text (or list of texts) of one set in one language, set in its typography on first use. */
const plain = new Map<string, unknown>();

/**
 * The set `id` (its path under src/, no language), with its schema and English. Every language
 * reads through the same schema: a text or message a catalog lacks is the English one (the
 * translation check names it), and anything the schema holds that is not a word is the code's.
 * A set of `prose` (the book's furniture, the archive's) shows numbers in its language's way
 * ("12 345", "0,35"); a kind's shows its figures as the puzzle prints them (compileTemplate).
 */
export function wordSet<S extends object>(id: string, schema: S, english: CatalogOf<S>, { prose = false }: { prose?: boolean } = {}): WordSet<S> {
  provideWords([{ set: id, lang: 'en', words: english }]);
  // Which catalog a language reads, worked out once per language (and again when catalogs are added).
  let resolvedIn = -1;
  const resolved = new Map<string, { tag: string; words: unknown }>();
  // The English catalog as given (its file, where one was found, is the same words): no other
  // language's files need reading for it (they were a tenth of `generate`'s start, issue 88).
  const englishNow = () => catalogs.get(id)?.get('en') ?? english;
  const catalogFor = (lang: string) => {
    if (lang !== 'en') findAll();
    if (resolvedIn !== generation) resolved.clear(), (resolvedIn = generation);
    let found = resolved.get(lang);
    if (!found) {
      const tag = lang === 'en' ? 'en' : catalogChain(lang, languagesOf(id))[0]!;
      resolved.set(lang, (found = { tag, words: tag === 'en' ? englishNow() : (catalogIn(id, tag) ?? english) }));
    }
    if (found.words instanceof BrokenCatalog) throw new UserError(found.words.problem);
    return found;
  };
  const read = (lang: string, path: readonly string[], marker: Marker<unknown>): unknown => {
    const { tag, words } = catalogFor(lang);
    let value = wordAt(words, path);
    let from = tag;
    if (value === undefined) {
      value = wordAt(englishNow(), path);
      from = 'en';
    }
    // A plain text is set in its language's typography as a message is (French no-break spaces), once.
    if (marker.word !== 'message') {
      const key = `${id}\0${from}\0${path.join('\0')}`;
      if (!plain.has(key)) plain.set(key, Array.isArray(value) ? value.map((t) => (typeof t === 'string' ? setIn(from, t) : t)) : typeof value === 'string' ? setIn(from, value) : value);
      return plain.get(key);
    }
    if (marker.forms) return inForms(lang, path, marker.forms);
    const key = `${id}\0${from}\0${path.join('\0')}`;
    let made = compiled.get(key);
    if (!made) compiled.set(key, (made = compileTemplate(String(value), from, `${id}:${path.join('.')}`, prose)));
    return made;
  };
  /** The entries of a message in forms (`steps_one` …) beside it in `catalog`, by suffix. */
  const formsAt = (catalog: unknown, path: readonly string[]): Record<string, unknown> => {
    const parent = wordAt(catalog, path.slice(0, -1));
    const last = path[path.length - 1]!;
    if (!isPlain(parent)) return {};
    return Object.fromEntries(Object.entries(parent).flatMap(([key, value]) => (key.startsWith(`${last}_`) ? [[key.slice(last.length), value]] : [])));
  };
  // A message in forms: the form its data's context and count call for, in the catalog `lang`
  // reads; a category it has no form for takes its `other`; a context it has none for, the English.
  const inForms = (lang: string, path: readonly string[], forms: Forms): Template<object> => {
    const key = `${id}\0forms\0${lang}\0${path.join('\0')}`;
    let made = compiled.get(key);
    if (made) return made;
    const name = `${id}:${path.join('.')}`;
    const pick = (catalog: unknown, from: string, data: Record<string, unknown>) => {
      const context = forms.context ? String(data.context) : undefined;
      const category = forms.count ? categoryIn(from, data.count, forms.count) : undefined;
      const entries = formsAt(catalog, path);
      // 0 reads its own `_zero` where the catalog has one, its CLDR category otherwise.
      const zero = forms.count === 'cardinal' && data.count === 0 ? [formSuffix(forms, context, 'zero')] : [];
      for (const suffix of [...zero, formSuffix(forms, context, category), ...(forms.count ? [formSuffix(forms, context, 'other')] : [])]) {
        if (typeof entries[suffix] === 'string') return { suffix, source: entries[suffix] };
      }
      return undefined;
    };
    const render = (data: Record<string, unknown> = {}) => {
      heard(render as (data?: object) => string, data, name);
      if (forms.context && !forms.context.includes(String(data.context))) throw new Error(`${name}: context ${JSON.stringify(data.context)} is not one of ${forms.context.join(', ')}`);
      if (forms.count && typeof data.count !== 'number') throw new Error(`${name}: "count" must be a number, is ${JSON.stringify(data.count)}`);
      const { tag, words } = catalogFor(lang);
      let from = tag;
      let found = pick(words, tag, data);
      if (!found) (found = pick(englishNow(), 'en', data)), (from = 'en');
      if (!found) throw new Error(`${name} (${from}): no form for ${JSON.stringify({ context: data.context, count: data.count })}`);
      const formKey = `${id}\0${from}\0${path.join('\0')}${found.suffix}`;
      let form = compiled.get(formKey);
      if (!form) compiled.set(formKey, (form = compileTemplate(found.source, from, `${name}${found.suffix}`, prose, false)));
      return form(data);
    };
    const sources = Object.values(formsAt(catalogFor(lang).words, path)).filter((v) => typeof v === 'string');
    compiled.set(key, (made = Object.assign(render, { source: sources.join('\n') }) as unknown as Template<object>));
    return made;
  };
  // A view of part of the schema: its words read in `lang()` at each use; its parts' views made once.
  const view = (lang: () => string, node: object, path: readonly string[]): object => {
    const parts = new Map<string, object>();
    return new Proxy(node, {
      get(target, key) {
        const part = (target as Record<PropertyKey, unknown>)[key];
        if (typeof key === 'symbol') return part;
        if (isMarker(part)) return read(lang(), [...path, key], part);
        if (!isPlain(part)) return part;
        let inner = parts.get(key);
        if (!inner) parts.set(key, (inner = view(lang, part, [...path, key])));
        return inner;
      },
      set: () => false,
    });
  };
  const fixed = new Map<string, Words<S>>();
  return {
    id,
    schema,
    english,
    words: view(language, schema, []) as Words<S>,
    in(lang) {
      let words = fixed.get(lang);
      if (!words) fixed.set(lang, (words = view(() => lang, schema, []) as Words<S>));
      return words;
    },
    // English in any region or calendar (en-GB, en-US-u-ca-buddhist) reads the English.
    has: (lang) => lang.split('-')[0] === 'en' || catalogChain(lang, languagesOf(id))[0] !== 'en',
    catalog: catalogFor,
  };
}

/** Whether `value` is a marker, for code that walks a schema (the checks). */
export const markerOf = (value: unknown): Marker<unknown> | undefined => (isMarker(value) ? value : undefined);

/** The set every book prints (its furniture): the languages it is written in are the languages a book can be. */
export const BOOK_SET = 'templates/words';

/**
 * Languages each set has catalogs in that are fetched only when a language is asked for (the
 * archive's pages and maker: site/play/catalogs.ts), by set: they are languages there are before
 * their words come, so a refusal names every one, not only those fetched so far.
 */
const fetchedOnNeed = new Map<string, readonly string[]>();

/** Names the languages `set` has catalogs in that are fetched on need (provideWords adds their words once fetched). */
export function provideLanguages(set: string, langs: readonly string[]): void {
  fetchedOnNeed.set(set, langs);
}

/** The languages a book can be printed in (English first): every tag the book's words have a catalog in, fetched or not. */
export const bookLanguages = (): string[] => {
  const langs = new Set([...languagesOf(BOOK_SET), ...(fetchedOnNeed.get(BOOK_SET) ?? [])]);
  langs.delete('en');
  return ['en', ...[...langs].sort()];
};

/**
 * The language a spec's `language` names, as a book stores it: the canonical tag (`pt-br` →
 * `pt-BR`), if the book's words read it (itself, or its language without the region, as `fr-CA`
 * reads `fr`); undefined otherwise.
 */
export function bookLanguage(tag: string): string | undefined {
  const canonical = canonicalTag(tag);
  if (canonical === undefined) return undefined;
  return canonical.split('-')[0] === 'en' || catalogChain(canonical, bookLanguages())[0] !== 'en' ? canonical : undefined;
}

/** Why `tag` is not a language a book can be printed in, for an error after its field's name. */
export const languageRefusal = (tag: string) =>
  `${JSON.stringify(tag)} is not a language with words here; there are ${bookLanguages().join(', ')} (a region of one reads it: fr-CA reads fr)`;

/** The language `value` names, as `bookLanguage` stores it, or a UserError naming `field` and the languages there are. */
export function checkedLanguage(value: unknown, field: string): string {
  const lang = typeof value === 'string' ? bookLanguage(value) : undefined;
  if (lang === undefined) throw new UserError(`${field}: ${typeof value === 'string' ? languageRefusal(value) : `must be a language tag, one of ${bookLanguages().join(', ')}`}`);
  return lang;
}
