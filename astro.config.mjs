import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';

const templates = fileURLToPath(new URL('./src/templates/', import.meta.url));

/**
 * Templates are read from disk beside `src/templates/source.ts`, which a bundle moves away
 * from; here that module becomes one holding every `.hbs` file's text.
 */
function inlineTemplates() {
  return {
    name: 'puzzlebook-inline-templates',
    enforce: 'pre',
    load(id) {
      if (!id.startsWith(`${templates}source.ts`)) return null;
      const sources = {};
      for (const file of readdirSync(templates, { recursive: true, encoding: 'utf8' })) {
        if (file.endsWith('.hbs')) sources[file.slice(0, -4).split('\\').join('/')] = readFileSync(templates + file, 'utf8');
      }
      return [
        `const sources = ${JSON.stringify(sources)};`,
        'export function templateSource(name) {',
        '  if (!Object.hasOwn(sources, name)) throw new Error(`no template ${name}`);',
        '  return sources[name];',
        '}',
      ].join('\n');
    },
  };
}

// `puzzlebook site` builds through this config with its own outDir (a stage beside --out).
export default defineConfig({
  srcDir: './src/site',
  publicDir: './src/site/public',
  outDir: './dist/site',
  vite: { plugins: [inlineTemplates()] },
});
