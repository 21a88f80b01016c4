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
    // Its total drawn as it is reached (a counter is never left short of it), then cleared.
    const d = 'site: 12 of 12 puzzles proved';
    expect(text()).toBe(`${a}${line(a)}${b}${line(b)}site: building pages\n${c}${line(c)}${d}${line(d)}`);
  });

  it('says each stage at its total once, and in a log says the counts every 5 s though none moved (issue 107: counters stopped short, and a minute passed in silence)', () => {
    let text = '';
    let now = 0;
    let beat = () => {};
    let stopped = false;
    const every = (f: () => void) => ((beat = f), { stop: () => (stopped = true) });
    const said = reporter((t) => (text += t), false, () => now, every);
    said.progress({ stage: 'proving', done: 0, total: 45 });
    now = 6_000;
    said.progress({ stage: 'proving', done: 45, total: 45 });
    said.progress({ stage: 'proving', done: 45, total: 45 });
    said.progress({ stage: 'pages', done: 0, total: 45 });
    // Nothing moves for a minute: the counts are said again each 5 s all the same.
    for (const at of [8_000, 11_500, 17_000]) {
      now = at;
      beat();
    }
    said.progress({ stage: 'publishing', done: 0, total: 1 });
    said.progress({ stage: 'publishing', done: 1, total: 1 });
    said.end();
    expect(stopped).toBe(true);
    expect(text.split('\n')).toEqual([
      'site: 45 of 45 puzzles proved',
      // At 6 s, as the pages begin; then at 11.5 and 17 s, though no page was counted (not at 8 s, too soon).
      'site: 0 of 45 puzzle pages built',
      'site: 0 of 45 puzzle pages built',
      'site: 0 of 45 puzzle pages built',
      'site: the archive moved into place',
      '',
    ]);
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

  it("reckons the time left by the plan's cost of each section, not by puzzles alike (issue 107: an easy section's pace said 30 s of six minutes)", () => {
    const { said, at, text } = book(true);
    // Ten easy puzzles, then ten that each take ten times the work.
    const parts = [
      { title: 'Easy', count: 10, work: 1 },
      { title: 'Killer Sudoku', count: 10, work: 10 },
    ];
    const tick = said.stage('b: puzzles', parts);
    at(1_000);
    tick(1, 20);
    at(4_000);
    tick(10, 20);
    // Nine units of work in 3 s; a hundred left: 33 s, where ten puzzles alike would say 3 s.
    expect(text()).toContain('build: 10 of 20 puzzles made, section 2 of 2 (Killer Sudoku); 4 s so far, about 33 s left');
    // A part with no cost known: every puzzle alike, as before.
    const alike = book(true);
    const t = alike.said.stage('b: puzzles', [parts[0]!, { title: 'New', count: 10 }]);
    alike.at(1_000);
    t(1, 20);
    alike.at(4_000);
    t(10, 20);
    expect(alike.text()).toContain('about 3 s left');
  });

  it('names no section in a book of one, and counts pages and answer pages in their own words', () => {
    const { said, text } = book(true);
    said.stage('s: puzzles', [{ title: 'Sudoku', count: 1 }])(1, 1);
    said.stage('s: pages')(3, 20);
    said.stage('s: answer pages')(1, 1);
    expect(text()).toContain('build: 0 of 1 puzzle made; 0 s so far');
    expect(text()).toContain('build: 3 of 20 pages drawn; 0 s so far');
    // `pages --pages 3-4`: the whole book printed, then the two asked for drawn (issue 107: "5 of 32 pages drawn").
    const pages = book(true);
    pages.said.stage('s: printed')(5, 32);
    expect(pages.text()).toBe('build: 5 of 32 pages of the book printed; 0 s so far');
    pages.said.stage('s: printed')(32, 32);
    pages.said.stage('s: pictures')(1, 2);
    expect(pages.text()).toMatch(/build: 1 of 2 pages drawn as pictures; 0 s so far$/);
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
