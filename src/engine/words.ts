import Handlebars from 'handlebars';
import { language } from './language.ts';

/**
 * Words live in templates: a kind's in its folder (`words.ts`), the book's furniture in
 * `src/templates`. A template is Handlebars source held in a module, so the same words load
 * in Node, in worker threads and in the browser, with no file to read and no bundler plugin.
 * Code passes data; the template chooses the words.
 *
 * Output is plain text (no HTML escaping): the PDF prints it as it is, and the archive
 * escapes it where it lands in HTML. Templates are strict: a field the template asks for
 * and the data lacks is an error, never an empty word.
 */
const handlebars = Handlebars.create();

// Templates choose words by comparing values code passes them (`{{#if (eq distinct "rows")}}`).
handlebars.registerHelper('eq', (a: unknown, b: unknown) => a === b);
handlebars.registerHelper('gt', (a: number, b: number) => a > b);
handlebars.registerHelper('lte', (a: number, b: number) => a <= b);
// A sentence set after a colon, where a language writes it lower-case (French, Spanish…: "Pont : le 4 va…").
handlebars.registerHelper('lowerFirst', (text: unknown) => (typeof text === 'string' ? text.charAt(0).toLowerCase() + text.slice(1) : text));

/**
 * The locale Intl formats a language's lists in: the book's English is British ("colour"), and
 * so are its lists ("a, b and c", no serial comma); Portuguese is Brazil's, as its words are.
 */
const LOCALES: Record<string, string> = { en: 'en-GB', pt: 'pt-BR' };
/** The locale Intl formats `tag`'s numbers, lists and plurals in. */
export const localeOf = (tag: string) => LOCALES[tag] ?? tag;
const listFormats = new Map<string, Intl.ListFormat>();

// A list in the language of the moment, by Intl (CLDR): "a, b y c", "7 u 8", "a, b und c". Registered
// once for every language, so no words file joins a list with code of its own.
// As a block, each item is worded by the block, in the sentence's own case and order, then joined:
// `{{#listing cells "and"}}row {{row}}, column {{col}}{{/listing}}`.
handlebars.registerHelper('listing', (items: unknown, type: unknown, options?: Handlebars.HelperOptions) => {
  // As `{{#each}}` did before it: nothing for no list, an object's values for an object.
  if (items === null || items === undefined) return '';
  if (typeof items !== 'object') throw new Error(`listing: expected a list, got ${typeof items}`);
  const listed = Array.isArray(items) ? items : Object.values(items);
  const values = options?.fn ? listed.map((item) => options.fn(item)) : listed;
  const lang = language();
  const key = `${lang} ${type}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(localeOf(lang), { type: type === 'or' ? 'disjunction' : 'conjunction' })));
  return format.format(values.map(String));
});

/** CLDR's plural categories, the names a `plural` or `ordinal` form is given by. */
export const CATEGORIES: ReadonlySet<string> = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

const pluralRules = new Map<string, Intl.PluralRules>();

/** A count's category in the language of the moment, as cardinals (`type` "cardinal": 1 step) or ordinals ("ordinal": 1st). */
function categoryOf(n: unknown, type: Intl.PluralRuleType): string {
  return categoryIn(language(), n, type);
}

/** A count's CLDR category in language `lang`: "one", "few", "other"… */
export function categoryIn(lang: string, n: unknown, type: Intl.PluralRuleType): string {
  const key = `${lang} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(localeOf(lang), { type })));
  return rules.select(Number(n));
}

/** The CLDR categories language `lang` has, as cardinals or ordinals: English ["one", "other"], Polish ["few", "many", "one", "other"]. */
export function categoriesIn(lang: string, type: Intl.PluralRuleType): string[] {
  return new Intl.PluralRules(localeOf(lang), { type }).resolvedOptions().pluralCategories as string[];
}

/**
 * Items already worded, joined as the language of the moment joins a list, by Intl (CLDR):
 * "a, b and c", "a, b y c", "a, b und c"; `or`: "7 or 8". Code words each item with a message
 * of its own and hands the list to the sentence as one value, so no message holds a loop.
 */
export function listOf(items: readonly string[], type: 'and' | 'or'): string {
  const lang = language();
  const key = `${lang} ${type}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(localeOf(lang), { type: type === 'or' ? 'disjunction' : 'conjunction' })));
  return format.format(items);
}

/** The form of a helper's forms (`one="step" other="steps"`) for `n`'s category, `other` where the language's category has none given. */
function formFor(n: unknown, type: Intl.PluralRuleType, forms: Record<string, unknown>): unknown {
  if (Object.keys(forms).length === 0) return categoryOf(n, type);
  const form = forms[categoryOf(n, type)] ?? forms.other;
  if (form === undefined) throw new Error(`${type === 'ordinal' ? 'ordinal' : 'plural'}: no "other" form`);
  return form;
}

// A count's word in the language of the moment, by Intl (CLDR): `{{n}} {{plural n one="step" other="steps"}}`
// gives "1 step", "0 steps"; French "0 étape", "1 étape". Without forms, the category itself
// (`{{#if (eq (plural n) "one")}}`). Registered once for every language, so no words file counts with code of its own.
handlebars.registerHelper('plural', (n: unknown, options: Handlebars.HelperOptions) => formFor(n, 'cardinal', options.hash ?? {}));
// The same for ordinals: `{{n}}{{ordinal n one="st" two="nd" few="rd" other="th"}}` gives "1st", "22nd", "13th".
handlebars.registerHelper('ordinal', (n: unknown, options: Handlebars.HelperOptions) => formFor(n, 'ordinal', options.hash ?? {}));

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the language of the moment writes it in running text, by Intl: grouped from five
 * digits ("12,345", "12 345", "12.345"), four-digit numbers whole ("1000"), as ISO 80000 writes
 * them; a decimal with the language's mark ("0,35"). Every number the book's and the archive's
 * prose shows goes through it (`show`); a puzzle's figures do not (see `compileTemplate`).
 */
export function formatNumber(n: number): string {
  const lang = language();
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(localeOf(lang), { useGrouping: 'min2', maximumFractionDigits: 2 })));
  // French groups with a narrow no-break space (U+202F), which the book's faces have no glyph
  // for; a no-break space (U+00A0) keeps the number whole on a line all the same.
  return format.format(n).replaceAll('\u202f', '\u00a0');
}

// What `{{field}}` shows: a number in the language's way (formatNumber), anything else as it is. A field
// the data lacks is an error, as strict templates make it: no empty word.
handlebars.registerHelper('show', (value: unknown, options: Handlebars.HelperOptions) => {
  if (value === undefined) throw new Error(`"${options.hash.field}" not defined`);
  return typeof value === 'number' ? formatNumber(value) : value;
});

/** Template source for a list of strings (`field`), joined as "a, b or c" (`type` "or") or "a, b and c", in each language's own way. */
export const joined = (field: string, type: 'or' | 'and') => `{{listing ${field} "${type}"}}`;

/** A template's data; a template that needs none is called with nothing. */
export type Template<D extends object> = [keyof D] extends [never] ? (data?: D) => string : (data: D) => string;

/** Told of every render: the template rendered (the function `template` made), the data it was given, and its name (`set:key.path`). */
export type TemplateObserver = (rendered: (data?: object) => string, data: object, name: string) => void;

/**
 * Off (undefined) but in the test that renders every template in every language with the data
 * real work gives the English (test/book/render-every-template.test.ts): it only watches, and
 * changes no output.
 */
let observer: TemplateObserver | undefined;

/** Tells the observer, if any, of a render: a message in forms tells it once, as itself, not as the form it chose. */
export function heard(rendered: (data?: object) => string, data: object, name: string): void {
  observer?.(rendered, data, name);
}

/** Watch every template render from now on (`undefined`: stop); returns the observer it replaces. */
export function observeTemplates(watch: TemplateObserver | undefined): TemplateObserver | undefined {
  const before = observer;
  observer = watch;
  return before;
}

/**
 * French typography, in one place for every template: a no-break space before `: ; ! ?` and
 * `»` and after `«`, where the words put a plain space or none ("{{guess}}: {{correct}}" reads
 * "76207 : 0"), so no line breaks between a word and its colon. Applied to a template's words
 * (its source), never to the data it is given: a title or a seed prints as it was typed. A
 * colon with no space after it (a time, 3:05) is left alone. Idempotent.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:;!?»])/g, '\u00a0$1')
    .replace(/([\p{L}\p{N})\]}])([:;!?])(?=\s|$)/gu, '$1\u00a0$2')
    .replace(/([^\s\u00a0])»/g, '$1\u00a0»')
    .replace(/«[ \u00a0]?/g, '«\u00a0');
}

/** Whether a language tag is French (`fr`, `fr-CA`…), whose typography `frenchSpacing` sets. */
const isFrench = (tag: string) => tag === 'fr' || tag.startsWith('fr-');

/** Calls `at` on every node of a parsed template, each before the nodes inside it. */
function visit(node: unknown, at: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) return node.forEach((inner) => visit(inner, at));
  if (!node || typeof node !== 'object') return;
  at(node as Record<string, unknown>);
  for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value, at);
}

/** Each `{{field}}` of a parsed template made `{{show field}}`, so every number a message shows is written in its language's way. */
function showingNumbers(program: hbs.AST.Program): void {
  visit(program, (node) => {
    const n = node as unknown as hbs.AST.MustacheStatement;
    if (n.type !== 'MustacheStatement' || n.params.length > 0 || n.hash || n.path.type !== 'PathExpression') return;
    const path = n.path as hbs.AST.PathExpression;
    if (HELPERS.has(path.original)) return;
    n.params = [path];
    n.path = { type: 'PathExpression', data: false, depth: 0, parts: ['show'], original: 'show', loc: path.loc } as hbs.AST.PathExpression;
    // The field's name, for the error a missing one gives.
    const name = { type: 'StringLiteral', value: path.original, original: path.original, loc: path.loc } as hbs.AST.StringLiteral;
    n.hash = { type: 'Hash', pairs: [{ type: 'HashPair', key: 'field', value: name, loc: path.loc }], loc: path.loc } as hbs.AST.Hash;
  });
}

function compileText(text: string, prose: boolean): Handlebars.TemplateDelegate {
  if (!prose) return handlebars.compile(text.trimEnd(), { noEscape: true, strict: true });
  const program = Handlebars.parse(text.trimEnd());
  showingNumbers(program);
  return handlebars.compile(program, { noEscape: true, strict: true });
}

/** Whether a parsed message is interpolation alone: text and `{{field}}` (or `{{a.b}}`), no helper, block or partial. */
function interpolationOnly(program: hbs.AST.Program): boolean {
  return program.body.every((node) => {
    if (node.type === 'ContentStatement' || node.type === 'CommentStatement') return true;
    if (node.type !== 'MustacheStatement') return false;
    const m = node as hbs.AST.MustacheStatement;
    return m.params.length === 0 && !m.hash && m.path.type === 'PathExpression' && !(m.path as hbs.AST.PathExpression).data && !HELPERS.has((m.path as hbs.AST.PathExpression).original);
  });
}

/** The value at a field's path in a message's data (`cell.row`), undefined where there is none. */
const fieldAt = (data: unknown, parts: readonly string[]): unknown => parts.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data);

/**
 * A message that is interpolation alone, rendered by walking its parse: no code is generated,
 * so it runs where a Content-Security-Policy forbids `Function`. Strict as the compiled ones are:
 * a field the data lacks is an error. Undefined for a message with logic in it.
 */
function interpolated(text: string, prose: boolean): ((data: object) => string) | undefined {
  const program = Handlebars.parse(text.trimEnd());
  if (!interpolationOnly(program)) return undefined;
  const pieces = program.body.flatMap((node): (string | { field: string; parts: string[] })[] => {
    if (node.type === 'ContentStatement') return [(node as hbs.AST.ContentStatement).value];
    if (node.type !== 'MustacheStatement') return [];
    const path = (node as hbs.AST.MustacheStatement).path as hbs.AST.PathExpression;
    return [{ field: path.original, parts: path.parts }];
  });
  return (data) =>
    pieces
      .map((piece) => {
        if (typeof piece === 'string') return piece;
        const value = fieldAt(data, piece.parts);
        if (value === undefined) throw new Error(`"${piece.field}" not defined`);
        return prose && typeof value === 'number' ? formatNumber(value) : String(value);
      })
      .join('');
}

/** A message's renderer: interpolation by walking its parse where it is only that, else Handlebars' compiled template (a message with logic, until every catalog is free of it). */
function compileMessage(text: string, prose: boolean): (data: object) => string {
  return interpolated(text, prose) ?? compileText(text, prose);
}

/**
 * A message of a catalog (src/engine/catalog.ts), in the language `tag` it is written in:
 * compiled once, on first use, set in that language's typography; it keeps its source, for the
 * checks. `name` (set and key) is what an error in it is reported as. In `prose` (the book's and
 * the archive's words) every number shown is written in the language's way (formatNumber); a
 * kind's words show its figures as the puzzle prints them, so "4850 × 24 = 116400" is never
 * broken by a separator that reads as the sentence's comma.
 */
export function compileTemplate<D extends object = Record<never, never>>(source: string, tag: string, name: string, prose = false, observed = true): Template<D> {
  let compiled: ((data: object) => string) | undefined;
  const render = (data: D = {} as D) => {
    if (observed) heard(render as (data?: object) => string, data, name);
    try {
      return (compiled ??= compileMessage(isFrench(tag) ? frenchSpacing(source) : source, prose))(data);
    } catch (error) {
      throw new Error(`${name} (${tag}): ${(error as Error).message}`);
    }
  };
  return Object.assign(render, { source }) as Template<D>;
}

/** A template of `source` that is not in a catalog (a test's, a check's): set in the typography of the language of the moment. */
export function template<D extends object = Record<never, never>>(source: string): Template<D> {
  const byTag = new Map<string, Template<D>>();
  const render = (data?: D) => {
    const tag = language();
    let made = byTag.get(tag);
    if (!made) byTag.set(tag, (made = compileTemplate<D>(source, tag, 'template')));
    return (made as (data?: D) => string)(data);
  };
  return Object.assign(render, { source }) as Template<D>;
}

/** The source of a template made by `template`, or undefined for any other value. */
export const sourceOf = (value: unknown): string | undefined =>
  typeof value === 'function' && typeof (value as unknown as { source?: unknown }).source === 'string' ? (value as unknown as { source: string }).source : undefined;

/** The helpers a message may call: Handlebars' own blocks and the ones registered here, once, for every language. */
export const HELPERS: ReadonlySet<string> = new Set(['if', 'unless', 'each', 'with', 'eq', 'gt', 'lte', 'lowerFirst', 'listing', 'plural', 'ordinal']);

/** What a message's source uses, for the checks: the fields it reads, the helpers it calls, and the forms of each `plural` or `ordinal` call. */
export interface MessageParts {
  /** The names it reads (`{{count}}`, `{{#each wrong}}…{{v}}`), helpers and `this` aside. */
  fields: Set<string>;
  /** The helpers it calls (`{{listing xs "or"}}`, `{{#if (eq a 1)}}`): each call with arguments, and each block. */
  helpers: Set<string>;
  /** The forms each `plural` or `ordinal` call names (`one="step" other="steps"`), by the helper's name. */
  forms: { helper: string; forms: string[] }[];
}

/** A message's parts (MessageParts), from one parse of its source; a source that does not parse throws. */
export function partsOf(source: string): MessageParts {
  const parts: MessageParts = { fields: new Set(), helpers: new Set(), forms: [] };
  const known = new Set([...HELPERS, 'this']);
  visit(Handlebars.parse(source), (node) => {
    const n = node as { type?: string; data?: boolean; parts?: string[]; path?: { original?: unknown }; params?: unknown[]; hash?: { pairs: { key: string }[] } };
    if (n.type === 'PathExpression' && !n.data && n.parts?.[0] && !known.has(n.parts[0])) parts.fields.add(n.parts[0]);
    const called = n.type === 'BlockStatement' || n.type === 'SubExpression' || (n.type === 'MustacheStatement' && (n.params?.length ?? 0) > 0);
    const helper = n.path?.original;
    if (called && typeof helper === 'string') parts.helpers.add(helper);
    if ((helper === 'plural' || helper === 'ordinal') && n.hash) parts.forms.push({ helper, forms: n.hash.pairs.map((p) => p.key) });
  });
  return parts;
}
