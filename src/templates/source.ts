import { readFileSync } from 'node:fs';

/**
 * The text of `src/templates/<name>.hbs`. Node reads it from beside this module; the archive's
 * bundle, where modules move, gets every template inlined in place of this module
 * (`inlineTemplates` in astro.config.mjs), so both read the same files.
 */
export function templateSource(name: string): string {
  return readFileSync(new URL(`./${name}.hbs`, import.meta.url), 'utf8');
}
