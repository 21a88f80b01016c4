import { dirname, join } from 'node:path';
import type { Runnable } from './main.ts';
import { previewHtml, wordsPreview } from '../pipeline/words-preview.ts';
import { readText } from '../book/read.ts';
import { writeAll } from '../book/write.ts';
import { exportPo, importPo } from '../book/po.ts';
import { englishCopies } from '../book/translations.ts';
import { canonicalTag } from '../engine/language.ts';
import { shown as safe, UserError } from '../engine/errors.ts';
import { io } from './io.ts';
import { languageFlag } from './shared.ts';

interface Args {
  language: string;
  out: string;
  export?: 'po';
  import?: string;
}

/** `--language` for a PO file: any language tag, one with no words yet included (a new translation starts from an export). */
const anyLanguage = (value: unknown): string => {
  const tag = typeof value === 'string' ? canonicalTag(value) : undefined;
  if (!tag) throw new UserError(`--language: ${JSON.stringify(value)} is not a language tag (fr, pt-PT, pl)`);
  return tag;
};

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .option('language', { type: 'string', demandOption: true, describe: 'the language: a tag with catalogs to preview (fr, pt-PT), or any tag to export or import (pl)' })
      .option('out', { type: 'string', default: '.', describe: 'folder to write into: the preview (words-<language>.html and .pdf), the PO file, or, with --import, the catalogs as under src/ (give src in a clone)' })
      .option('export', { choices: ['po'] as const, describe: 'write every message of the language as a gettext PO file, words-<language>.po, for a translator\u2019s tool' })
      .option('import', { type: 'string', describe: 'read a PO file (as --export writes it, translated) and write its catalogs: words.<language>.json under --out' })
      .conflicts('export', 'import'),
  handler: async (args) => {
    if (args.export === 'po') {
      const lang = anyLanguage(args.language);
      const files = writeAll(args.out, [{ name: `words-${lang}.po`, data: Buffer.from(exportPo(lang)) }]);
      io.out(files.map((f) => `wrote ${safe(f, Infinity)}\n`).join(''));
      return;
    }
    if (args.import !== undefined) {
      const lang = anyLanguage(args.language);
      const catalogs = importPo(readText(args.import, io.stdin), lang, args.import === '-' ? 'standard input' : args.import);
      // Every file is checked before any is written; each folder's files land together.
      const byFolder = new Map<string, { name: string; data: Buffer }[]>();
      for (const { file, text } of catalogs) {
        const under = file.replace(/^src\//, '');
        const folder = join(args.out, dirname(under));
        byFolder.set(folder, [...(byFolder.get(folder) ?? []), { name: under.split('/').pop()!, data: Buffer.from(text) }]);
      }
      const written = [...byFolder].flatMap(([folder, files]) => writeAll(folder, files));
      io.out(`${written.length} catalogs of ${lang} from ${args.import}\n${written.map((f) => `  wrote ${safe(f, Infinity)}\n`).join('')}`);
      return;
    }
    const language = languageFlag(args.language);
    const preview = await wordsPreview(language);
    const messages = preview.sets.flatMap((set) => set.messages);
    const shown = messages.filter((m) => m.samples.length > 0 && !m.standIn).length;
    const standIn = messages.filter((m) => m.standIn).length;
    const files = writeAll(args.out, [
      { name: `words-${language}.html`, data: Buffer.from(previewHtml(preview)) },
      { name: `words-${language}.pdf`, data: preview.pdf },
    ]);
    const copies = englishCopies(language);
    const warned = copies.map((file) => `puzzlebook: warning: ${file} is the English, word for word: nothing in it is translated yet\n`).join('');
    io.out(`${messages.length} words and messages of ${preview.sets.length} sets; ${shown} shown in sample sentences, ${standIn} with stand-in values\n${files.map((f) => `  wrote ${safe(f, Infinity)}\n`).join('')}`);
    if (warned) io.err(warned);
  },
};
