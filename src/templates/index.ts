import Handlebars from 'handlebars';
import { templateSource } from './source.ts';

/**
 * Words on the page live in `.hbs` files beside this module; code passes data and the
 * templates choose the words. Each template is compiled once, on first use.
 *
 * Output is plain text (no HTML escaping): the PDF prints it as it is, and the archive
 * escapes it where it lands in HTML.
 */
const cache = new Map<string, Handlebars.TemplateDelegate>();

// Templates choose words by comparing values a kind passes them (`{{#if (eq distinct "rows")}}`).
Handlebars.registerHelper('eq', (a: unknown, b: unknown) => a === b);

function compiled(name: string): Handlebars.TemplateDelegate {
  let template = cache.get(name);
  if (!template) {
    const source = templateSource(name);
    template = Handlebars.compile(source.trimEnd(), { noEscape: true, strict: true });
    cache.set(name, template);
  }
  return template;
}

/** Renders `src/templates/<name>.hbs` with `data`. */
export function words(name: string, data: object = {}): string {
  return compiled(name)(data);
}

/** `1 puzzle`, `3 puzzles`: a count with its noun, for the English words here (plain -s plurals). */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
