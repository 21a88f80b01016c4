import type {} from 'handlebars';
import { parse } from 'handlebars/dist/cjs/handlebars/compiler/base.js';
import { language } from './language.ts';

/**
 * Words live in catalogs (src/engine/catalog.ts): a message is Handlebars interpolation alone,
 * words and `{{field}}`, and what varies is a form of its own (a plural, an ordinal, a context),
 * chosen by code from raw values. A message is rendered by walking its parse: no code is
 * generated, so it runs where a Content-Security-Policy forbids `Function`.
 *
 * Output is plain text (no HTML escaping): the PDF prints it as it is, and the archive
 * escapes it where it lands in HTML. Messages are strict: a field the message reads and the
 * data lacks is an error, never an empty word.
 */

/**
 * The locale Intl formats a language's lists in: the book's English is British ("colour"), and
 * so are its lists ("a, b and c", no serial comma); Portuguese is Brazil's, as its words are.
 */
const LOCALES: Record<string, string> = { en: 'en-GB', pt: 'pt-BR' };
/** The locale Intl formats `tag`'s numbers, lists and plurals in. */
export const localeOf = (tag: string) => LOCALES[tag] ?? tag;
const listFormats = new Map<string, Intl.ListFormat>();

const pluralRules = new Map<string, Intl.PluralRules>();

/** A count's CLDR category in language `lang`: "one", "few", "other"… */
export function categoryIn(lang: string, n: unknown, type: Intl.PluralRuleType): string {
  const key = `${lang} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(localeOf(lang), { type })));
  return rules.select(Number(n));
}

/** The first `most` counts (from 0, then a million: French "many") that fall in plural `category` of `lang`: a sample of each form. */
export function countsIn(lang: string, category: string, type: Intl.PluralRuleType, most: number): number[] {
  const found: number[] = [];
  for (const n of [...Array.from({ length: 200 }, (_, i) => i), 1_000_000]) if (found.length < most && categoryIn(lang, n, type) === category) found.push(n);
  return found;
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

/** A catalog's words as language `tag` sets them: French spaced (`frenchSpacing`), every other as written. */
export const setIn = (tag: string, text: string): string => (isFrench(tag) ? frenchSpacing(text) : text);

/** Whether a parsed message is interpolation alone: text and `{{field}}` (or `{{a.b}}`), no helper, block or partial. */
function interpolationOnly(program: hbs.AST.Program): boolean {
  return program.body.every((node) => {
    if (node.type === 'ContentStatement' || node.type === 'CommentStatement') return true;
    if (node.type !== 'MustacheStatement') return false;
    const m = node as hbs.AST.MustacheStatement;
    return m.params.length === 0 && !m.hash && m.path.type === 'PathExpression' && !(m.path as hbs.AST.PathExpression).data;
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
  // A line's end typed by mistake goes; a no-break space a translator put last stays (French "3 casse-têtes " before the page's colon).
  const program = parse(text.replace(/[ \t\r\n]+$/, ''));
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

/** A message's renderer, or an error naming what is more than interpolation in it (a helper, a block). */
function compileMessage(text: string, prose: boolean): (data: object) => string {
  const render = interpolated(text, prose);
  if (!render) throw new Error(`holds a helper or a block: a message is words and {{fields}}, and what varies is a form of its own (docs/translating.md)`);
  return render;
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
      return (compiled ??= compileMessage(setIn(tag, source), prose))(data);
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

/** What a message's source holds, for the checks: the fields it reads, and anything more than interpolation (a helper, a block, a partial), by name. */
export interface MessageParts {
  /** The fields it reads (`{{count}}`; `{{cell.row}}` reads `cell`). */
  fields: Set<string>;
  /** What is more than interpolation: `if`, `plural`, `listing`…, which a message no longer holds. */
  helpers: Set<string>;
}

/** A message's parts (MessageParts), from one parse of its source; a source that does not parse throws. */
export function partsOf(source: string): MessageParts {
  const parts: MessageParts = { fields: new Set(), helpers: new Set() };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; path?: { type?: string; original?: string; parts?: string[]; data?: boolean }; params?: unknown[]; hash?: unknown; name?: { original?: string } };
    if (n.type === 'MustacheStatement' && n.params?.length === 0 && !n.hash && n.path?.type === 'PathExpression' && !n.path.data && n.path.parts?.[0]) parts.fields.add(n.path.parts[0]);
    else if (n.type === 'MustacheStatement' || n.type === 'BlockStatement' || n.type === 'SubExpression') parts.helpers.add(String(n.path?.original ?? n.type));
    else if (n.type === 'PartialStatement' || n.type === 'PartialBlockStatement' || n.type === 'DecoratorBlock' || n.type === 'Decorator') parts.helpers.add(String(n.name?.original ?? n.type));
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value);
  };
  walk(parse(source));
  return parts;
}
