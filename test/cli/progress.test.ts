// What `site` says on standard error while it works (src/cli/progress.ts), on a clock the test
// moves: in a log, nothing for a quick run and then a line at most every 5 s; at a terminal, one
// line kept up to date, which a stage's line or the summary never runs into.
import { describe, expect, it } from 'vitest';
import { reporter, stageWords } from '../../src/cli/progress.ts';

/** A reporter writing into a string, and its clock, moved by hand. */
function watched(tty: boolean) {
  let text = '';
  let now = 0;
  const said = reporter((t) => (text += t), tty, () => now);
  return { said, at: (ms: number) => (now = ms), text: () => text };
}

describe("site's progress", () => {
  it('words each count with its stage, in the singular for one', () => {
    expect(stageWords({ stage: 'proving', done: 4200, total: 10000 })).toBe('4,200 of 10,000 puzzles proved');
    expect(stageWords({ stage: 'reading', done: 0, total: 1 })).toBe('0 of 1 book read');
    expect(stageWords({ stage: 'cards', done: 1, total: 2 })).toBe('1 of 2 social cards made');
    expect(stageWords({ stage: 'publishing', done: 0, total: 1 })).toBe('moving the archive into place');
  });

  it('in a log, says nothing for a run done within 5 s, then each stage line and a line of counts at most every 5 s', () => {
    const quick = watched(false);
    quick.said.log('checking 12 puzzles');
    quick.said.progress({ stage: 'proving', done: 6, total: 12 });
    quick.at(4_000);
    quick.said.progress({ stage: 'proving', done: 12, total: 12 });
    quick.said.end();
    expect(quick.text()).toBe('');

    const long = watched(false);
    long.said.progress({ stage: 'proving', done: 0, total: 10000 });
    long.at(5_000);
    long.said.log('building pages');
    long.said.progress({ stage: 'pages', done: 10, total: 10000 });
    long.said.progress({ stage: 'cards', done: 20, total: 10001 });
    long.at(6_000);
    long.said.progress({ stage: 'cards', done: 40, total: 10001 });
    long.at(10_500);
    long.said.progress({ stage: 'cards', done: 900, total: 10001 });
    long.said.end();
    // The stages under way (proving never said it ended, so it is still under way), in their order.
    expect(long.text().split('\n')).toEqual([
      'site: building pages',
      'site: 0 of 10,000 puzzles proved, 10 of 10,000 puzzle pages built',
      'site: 0 of 10,000 puzzles proved, 10 of 10,000 puzzle pages built, 900 of 10,001 social cards made',
      '',
    ]);
  });

  it('at a terminal, keeps one line up to date, clears it for a stage line and redraws it, and clears it at the end', () => {
    const { said, at, text } = watched(true);
    said.progress({ stage: 'proving', done: 0, total: 12 });
    at(300);
    said.progress({ stage: 'proving', done: 6, total: 12 });
    // Sooner than a redraw: not drawn, but for the stage's end.
    at(350);
    said.progress({ stage: 'proving', done: 7, total: 12 });
    said.log('building pages');
    at(700);
    said.progress({ stage: 'proving', done: 12, total: 12 });
    said.end();
    const line = (s: string) => `\r${' '.repeat(s.length)}\r`;
    const [a, b, c] = [0, 6, 7].map((n) => `site: ${n} of 12 puzzles proved`) as [string, string, string];
    // Redrawn under the stage line as it stands; gone once no stage is under way.
    expect(text()).toBe(`${a}${line(a)}${b}${line(b)}site: building pages\n${c}${line(c)}`);
  });
});
