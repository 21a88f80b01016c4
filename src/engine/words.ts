import Handlebars from 'handlebars';

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

/** Template source for a list of strings (`field`), joined as "a, b or c" (`word` "or") or "a, b and c". */
export const joined = (field: string, word: 'or' | 'and') =>
  `{{#each ${field}}}{{#unless @first}}{{#if @last}} ${word} {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** A template's data; a template that needs none is called with nothing. */
export type Template<D extends object> = [keyof D] extends [never] ? (data?: D) => string : (data: D) => string;

/** A template of `source`, compiled once, on first use. */
export function template<D extends object = Record<never, never>>(source: string): Template<D> {
  let compiled: Handlebars.TemplateDelegate | undefined;
  const render = (data: D = {} as D) => (compiled ??= handlebars.compile(source.trimEnd(), { noEscape: true, strict: true }))(data);
  return render as Template<D>;
}

