// What `site` says on standard error while it works (src/cli/progress.ts), on a clock the test
// moves: in a log, nothing for a quick run and then a line at most every 5 s; at a terminal, one
// line kept up to date, which a stage's line or the summary never runs into.
import { describe, expect, it } from 'vitest';
import { bookReporter, duration, reporter, stageWords } from '../../src/cli/progress.ts';

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

/** A book's reporter writing into a string, on a clock moved by hand. */
function book(tty: boolean) {
  let text = '';
  let now = 0;
  const said = bookReporter('build', (t) => (text += t), tty, () => now);
  return { said, at: (ms: number) => (now = ms), text: () => text };
}

describe("a book's progress: build, worksheet and generate (issue 91 point 4: a build was silent for minutes)", () => {
  it('says a time as a person does', () => {
    expect([0, 40_400, 193_000, 180_000, 3_900_000, 7_200_000].map(duration)).toEqual(['0 s', '40 s', '3 min 13 s', '3 min', '1 h 5 min', '2 h']);
  });

  it('at a terminal, says the puzzles made of all, the section reached, the time so far and, once it has a pace, the time left', () => {
    const { said, at, text } = book(true);
    const parts = [
      { title: 'Sudoku', count: 40 },
      { title: 'Paths', count: 60 },
    ];
    // Told at once as none made, so a slow first puzzle is not waited for in silence.
    const tick = said.stage('my-book: puzzles', parts);
    at(1_000);
    tick(10, 100);
    at(4_000);
    tick(40, 100);
    at(5_000);
    tick(50, 100);
    said.end();
    const shown = text().split('\r').filter((line) => line.trim());
    expect(shown).toEqual([
      'build: 0 of 100 puzzles made, section 1 of 2 (Sudoku); 0 s so far',
      'build: 10 of 100 puzzles made, section 1 of 2 (Sudoku); 1 s so far',
      // Paced from its first count: 30 puzzles in 3 s, 60 left; then 40 in 4 s, 50 left.
      'build: 40 of 100 puzzles made, section 2 of 2 (Paths); 4 s so far, about 6 s left',
      'build: 50 of 100 puzzles made, section 2 of 2 (Paths); 5 s so far, about 5 s left',
    ]);
    // Cleared at the end: what follows on standard output starts on a clean line.
    expect(text().endsWith(`\r${' '.repeat(shown.at(-1)!.length)}\r`)).toBe(true);
  });

  it('names no section in a book of one, and counts pages and answer pages in their own words', () => {
    const { said, text } = book(true);
    said.stage('s: puzzles', [{ title: 'Sudoku', count: 1 }])(1, 1);
    said.stage('s: pages')(3, 20);
    said.stage('s: answer pages')(1, 1);
    expect(text()).toContain('build: 0 of 1 puzzle made; 0 s so far');
    expect(text()).toContain('build: 3 of 20 pages drawn; 0 s so far');
  });

  it('in a log, says nothing for a run done within 5 s, then a whole line at most every 5 s', () => {
    const quick = book(false);
    const q = quick.said.stage('b: puzzles', [{ title: 'Sudoku', count: 10 }]);
    quick.at(4_900);
    q(10, 10);
    quick.said.end();
    expect(quick.text()).toBe('');

    const long = book(false);
    const tick = long.said.stage('b: puzzles', [{ title: 'Kakuro', count: 50 }]);
    long.at(1_000);
    tick(1, 50);
    long.at(6_000);
    tick(2, 50);
    long.at(7_000);
    tick(3, 50);
    long.at(11_000);
    tick(6, 50);
    long.said.end();
    expect(long.text()).toBe('build: 2 of 50 puzzles made; 6 s so far, about 4 min left\nbuild: 6 of 50 puzzles made; 11 s so far, about 1 min 28 s left\n');
  });
});
