import type { Flow } from './figure.ts';

/** An average glyph is narrower than this many ems, so lines wrapped by count stay inside when nothing measures. */
export const GUESSED_EM = 0.55;

/**
 * Words of `text` (split at spaces) in lines at most `ems` wide, each measured with the page's
 * face (`Flow.measure`) or guessed; lines after the first at most `ems - hang` (a clue's second
 * line hung under its words).
 */
export function wrapWords(text: string, ems: number, hang = 0, measure?: Flow['measure']): string[] {
  const width = (line: string) => (measure ? measure(line, 'regular') : [...line].length * GUESSED_EM);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line ? `${line} ${word}` : word;
    if (line && width(longer) > (lines.length ? ems - hang : ems)) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}
