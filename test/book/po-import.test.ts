// Issue 107: `words --import` wrote 35 catalogs from a PO file with a plural's msgstr[1] deleted,
// which only `build` refused later; a msgstr[5] in a two-form language and an entry given twice
// passed silently. The import refuses each, naming the entry, and writes nothing.
import { describe, expect, it } from 'vitest';
import { exportPo, importPo } from '../../src/book/po.ts';

const FRENCH = exportPo('fr');
const lines = FRENCH.split('\n');
/** The line index of the first plural's msgstr[1], and its context. */
const second = lines.findIndex((line) => line.startsWith('msgstr[1] '));
const context = /^msgctxt "(.*)"$/.exec(lines.slice(0, second).findLast((line) => line.startsWith('msgctxt '))!)![1]!;
const edited = (edit: (lines: string[]) => void) => {
  const copy = [...lines];
  edit(copy);
  return copy.join('\n');
};
const refusal = (text: string) => {
  try {
    importPo(text, 'fr', 'fr.po');
  } catch (error) {
    return (error as Error).message;
  }
  return 'imported';
};

describe('a PO file whose plural or entries are broken is refused, writing nothing', () => {
  it('takes the file as exported', () => {
    expect(importPo(FRENCH, 'fr', 'fr.po').length).toBeGreaterThan(30);
  });

  it('refuses a plural with a msgstr line deleted, or one past its Plural-Forms', () => {
    expect(refusal(edited((l) => l.splice(second, 1)))).toBe(`fr.po: nothing was written:\nfr.po: ${context}: has 1 msgstr, where its Plural-Forms gives 2 (msgstr[0] to msgstr[1])`);
    expect(refusal(edited((l) => l.splice(second + 1, 0, 'msgstr[5] "trop"')))).toBe(`fr.po: nothing was written:\nfr.po: ${context}: has 3 msgstr, where its Plural-Forms gives 2 (msgstr[0] to msgstr[1])`);
  });

  it('refuses a plural given in part: a form left empty would be missing from its catalog', () => {
    expect(refusal(edited((l) => (l[second] = 'msgstr[1] ""')))).toBe(`fr.po: nothing was written:\nfr.po: ${context}: gives msgstr[0] and leaves msgstr[1] ("other") empty: give a plural every form of the language, or none`);
    // Every form empty is a plural not yet translated: left out, as an empty entry is.
    const untranslated = edited((l) => {
      l[second] = 'msgstr[1] ""';
      l[second - 1] = 'msgstr[0] ""';
    });
    expect(refusal(untranslated)).toBe('imported');
  });

  it('refuses an entry given twice, naming its context', () => {
    const start = lines.findIndex((line) => line.startsWith('msgctxt ') && line.includes(':rules'));
    const end = lines.indexOf('', start);
    const twice = edited((l) => l.push('', ...lines.slice(start - 2, end)));
    expect(refusal(twice)).toMatch(new RegExp(`^fr\\.po: nothing was written:\\nfr\\.po: ${/^msgctxt "(.*)"$/.exec(lines[start]!)![1]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: is in the file twice; a PO file gives each entry once$`));
  });

  it('finds an entry given twice however its context is written: wrapped over lines, with CRLF ends; an obsolete entry (#~) is no entry', () => {
    const start = lines.findIndex((line) => line.startsWith('msgctxt ') && line.includes(':rules'));
    const end = lines.indexOf('', start);
    const context = /^msgctxt "(.*)"$/.exec(lines[start]!)![1]!;
    const [head, tail] = [context.slice(0, 10), context.slice(10)];
    // The same entry again, its context wrapped as a tool wraps a long line.
    const wrapped = lines.slice(start - 2, end).map((line) => (line === lines[start] ? `msgctxt ""\n"${head}"\n"${tail}"` : line));
    const crlf = [...lines, '', ...wrapped].join('\n').replaceAll('\n', '\r\n');
    expect(refusal(crlf)).toContain(`fr.po: ${context}: is in the file twice; a PO file gives each entry once`);
    // As an obsolete entry, kept by a tool for its memory, it is no second entry.
    const obsolete = [...lines, '', ...lines.slice(start, end).map((line) => `#~ ${line}`)].join('\n');
    expect(refusal(obsolete)).toBe('imported');
  });

  it('refuses an entry that is no plural with more than one msgstr', () => {
    const single = lines.findIndex((line, i) => line.startsWith('msgstr "') && line !== 'msgstr ""' && !lines[i - 1]!.startsWith('msgid_plural'));
    const at = /^msgctxt "(.*)"$/.exec(lines.slice(0, single).findLast((line) => line.startsWith('msgctxt '))!)![1]!;
    expect(refusal(edited((l) => l.splice(single + 1, 0, 'msgstr[1] "encore"')))).toContain(`fr.po: ${at}: has 2 msgstr, but no msgid_plural: a message not counted has one`);
  });
});
