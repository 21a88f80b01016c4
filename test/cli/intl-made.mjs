// Preloaded (node --import) into a CLI process a test watches: each Intl object the process
// makes (its constructor's name, one a line) is added to the file named by PUZZLEBOOK_INTL_FILE.
// The first of a process's Intl objects loads ICU's data; a command that prints no counted
// words need make none (issue 88).
import { appendFileSync } from 'node:fs';

for (const name of ['Collator', 'DateTimeFormat', 'DisplayNames', 'ListFormat', 'Locale', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Segmenter']) {
  Intl[name] = new Proxy(Intl[name], {
    construct(target, args, newTarget) {
      appendFileSync(process.env.PUZZLEBOOK_INTL_FILE, `${name}\n`);
      return Reflect.construct(target, args, newTarget);
    },
  });
}
