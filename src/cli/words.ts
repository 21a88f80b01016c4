import type { Runnable } from './main.ts';
import { previewHtml, wordsPreview } from '../pipeline/words-preview.ts';
import { writeAll } from '../book/write.ts';
import { io } from './io.ts';
import { languageFlag } from './shared.ts';

interface Args {
  language: string;
  out: string;
}

export const command: Runnable<Args> = {
  builder: (y) =>
    y
      .option('language', { type: 'string', coerce: languageFlag, demandOption: true, describe: 'the language to preview (a tag with catalogs: fr, pt-PT)' })
      .option('out', { type: 'string', default: '.', describe: 'folder to write words-<language>.html and words-<language>.pdf into' }),
  handler: async ({ language, out }) => {
    const preview = await wordsPreview(language);
    const messages = preview.sets.flatMap((set) => set.messages);
    const shown = messages.filter((m) => m.samples.length > 0).length;
    const files = writeAll(out, [
      { name: `words-${language}.html`, data: Buffer.from(previewHtml(preview)) },
      { name: `words-${language}.pdf`, data: preview.pdf },
    ]);
    io.out(`${messages.length} words and messages of ${preview.sets.length} sets; ${shown} shown in sample sentences, the rest as their source\n${files.map((f) => `  wrote ${f}\n`).join('')}`);
  },
};
