import { sayMistake } from '../engine/mistake.ts';
import { cropLabels } from './crop.ts';
import { digitCells, toggled } from './digits.ts';
import { blanksOf, boardOf, candidatesOf, digitsLeft, gridCheck, gridCheckCell, gridEntry, type GridRules, type GridState, gridHint, peersOf, restoreGrid, startGrid, takeGridHint } from './grid.ts';
import { hintButton } from './hint.ts';
import { perform, type Player } from './player.ts';
import { playWords } from './words.ts';
import type { Pins } from './zoom.ts';

/** Where the reader's Candidates setting is kept: one for every puzzle, as a games app keeps a setting. */
export const CANDIDATES_KEY = 'puzzlebook:candidates';

/** Whether the reader left Candidates on (off where storage is turned off or holds anything else). */
function candidatesKept(): boolean {
  try {
    return localStorage.getItem(CANDIDATES_KEY) === 'on';
  } catch {
    return false;
  }
}

function keepCandidates(on: boolean): void {
  try {
    if (on) localStorage.setItem(CANDIDATES_KEY, 'on');
    else localStorage.removeItem(CANDIDATES_KEY);
  } catch {
    // Storage turned off: the setting lasts as long as the page.
  }
}

/**
 * The player of a kind on the grid kit: a digit box over every cell to fill, pencil marks
 * (Notes), a keypad, hints from the kind's step solver, and the digit in play lit across the
 * grid (every cell and pencil mark holding the chosen cell's digit; a printed digit lights its
 * own when tapped), and the chosen cell's houses (the groups it is in) lit more quietly under it.
 * A digit written rubs its pencil mark out of every cell that sees it, in the same move;
 * Candidates shows every empty cell's candidates in place of the reader's notes while it is on
 * (kept on or off for every puzzle, across reloads);
 * each digit's key counts how many are left to place where the kind says how many go. A digit
 * that repeats one in its row, column, box or cage is said and ringed at once, and counted a mistake; a full grid that is not the answer is named by the kind's
 * answer check. The kind states its rules (`GridRules`), its words (its help line, read from its
 * player's words, and its check messages) and its pins.
 */
export function gridPlayer<P, S>(rules: GridRules<P, S>, words: { readonly help: string; readonly check: object }, pins?: Pins): Player<P, S, GridState> {
  return {
    pins,
    start: (puzzle) => startGrid(rules, puzzle),
    restore: (puzzle, stored) => restoreGrid(rules, puzzle, stored),

    mount(game, view, puzzle, solution) {
      const layer = view.layer();
      cropLabels(layer.element.parentElement!);
      const blanks = blanksOf(rules, puzzle);
      const answer = rules.answer(solution);
      // The kind's own help, then what every grid kind's pad does beyond it (number-first, Candidates): two sentences, each whole.
      const help = [words.help, playWords.digits.helpMore].map((text) => {
        const line = document.createElement('p');
        line.className = 'play-help';
        line.textContent = text;
        return line;
      });
      view.body.replaceChildren(...help);

      // Each cell's peers, by `r-c`: the houses lit round the chosen cell, and where a written digit's marks are rubbed out.
      const peers = peersOf(rules, puzzle);
      // The printed digits: tapping one lights its digit across the grid.
      const printed: HTMLElement[] = [];
      const printedAt = new Map<string, HTMLElement>();
      rules.givens(puzzle).forEach((row, r) =>
        row.forEach((v, c) => {
          if (!v) return;
          const spot = document.createElement('span');
          spot.className = 'play-given';
          spot.dataset.digit = String(v);
          spot.setAttribute('aria-hidden', 'true');
          spot.addEventListener('click', () => light((lit = v)));
          if (layer.place(`cell-${r}-${c}`, spot)) {
            printed.push(spot);
            printedAt.set(`${r}-${c}`, spot);
          }
        }),
      );

      // The digit last typed, erased (null) or tapped on the print: in play while the chosen cell is empty.
      let lit: number | null = null;
      const light = (d: number | null) => {
        const shows = (text: string | null | undefined) => d !== null && text === String(d);
        layer.element.dataset.lit = d === null ? '' : String(d);
        for (const box of cells.boxes) box.classList.toggle('play-lit', shows(box.value));
        for (const spot of printed) spot.classList.toggle('play-lit', shows(spot.dataset.digit));
        for (const mark of layer.element.querySelectorAll<HTMLElement>('.play-notes-pad span')) mark.classList.toggle('play-lit', shows(mark.textContent));
      };
      const where = (i: number) => ({ row: blanks[i]![0] + 1, column: blanks[i]![1] + 1 });
      const blankAt = new Map(blanks.map(([r, c], i) => [`${r}-${c}`, i]));
      // What is lit round each cell beyond its peers: the areas it is in (a Killer's cage).
      const areaOf = new Map<string, string[]>();
      for (const area of rules.areas?.(puzzle) ?? []) {
        const keys = area.map(([r, c]) => `${r}-${c}`);
        for (const key of keys) areaOf.set(key, [...(areaOf.get(key) ?? []), ...keys]);
      }
      // The chosen cell's houses (null: none chosen): its peers' boxes and printed digits, its areas, and the cell itself.
      const lightHouses = (cell: number | null) => {
        const key = cell === null ? '' : blanks[cell]!.join('-');
        const lit = new Set(cell === null ? [] : [key, ...(peers.get(key) ?? []), ...(areaOf.get(key) ?? [])]);
        for (const [key, i] of blankAt) cells.boxes[i]!.classList.toggle('play-house', lit.has(key));
        for (const [key, spot] of printedAt) spot.classList.toggle('play-house', lit.has(key));
      };
      // Candidates: every empty cell's candidates shown while on; the reader's own notes stay in the state, unseen, and come back when it is off.
      // A reader's way of playing, as an app's setting is: kept for every puzzle, across reloads.
      let auto = candidatesKept();
      layer.element.dataset.auto = String(auto);

      const cells = digitCells(
        game,
        view,
        blanks.map(([r, c], i) => ({ key: `cell-${r}-${c}`, label: playWords.grid.cell(where(i)), at: [r, c] as [number, number] })),
        {
          digits: rules.digits(puzzle),
          enter(i, value) {
            lit = value;
            const [r, c] = blanks[i]!;
            // A move, or where the digit repeats one in a group, that mistake said, counted and ringed (grid.ts).
            perform(game, gridEntry(rules, puzzle, game.state, r, c, value, peers));
          },
          note(i, digit) {
            if (auto) {
              game.say(playWords.digits.candidatesMark, 'bad');
              return false;
            }
            const key = blanks[i]!.join('-');
            game.move({ ...game.state, notes: { ...game.state.notes, [key]: toggled(game.state.notes[key], digit) } });
          },
          checkCell(i) {
            const [r, c] = blanks[i]!;
            perform(game, gridCheckCell(rules, solution, game.state, r, c));
          },
          picked: (d) => light(d ?? chosen() ?? lit),
          // Candidates, a key at the pad's end (the toolbar's row has no room for a fourth word beside Notes, Hint and Check).
          keys: [
            {
              label: playWords.digits.candidates,
              icon: 'candidates',
              toggle: true,
              pressed: auto,
              title: playWords.digits.candidatesTip,
              press(key) {
                auto = !auto;
                keepCandidates(auto);
                key.setAttribute('aria-pressed', String(auto));
                layer.element.dataset.auto = String(auto);
                controls.render(game.state);
                game.say(auto ? playWords.digits.candidatesOn : playWords.digits.candidatesOff);
              },
            },
          ],
        },
      );
      // The digit in play is the chosen cell's, or while it is empty the one last typed or tapped: lit as a cell is chosen, and again as it changes.
      const chosen = () => {
        const active = cells.active;
        return active !== null && cells.boxes[active]!.value ? Number(cells.boxes[active]!.value) : null;
      };
      layer.element.addEventListener('focusin', () => {
        light(cells.picked ?? chosen() ?? lit);
        lightHouses(cells.boxes.indexOf(document.activeElement as HTMLInputElement) >= 0 ? cells.active : null);
      });
      // The houses stay lit while the focus is on the game's own controls (the keypad, Notes, Hint:
      // the chosen cell is still the one they act on) and go dark as it leaves the game.
      const inGame = (target: EventTarget | null) => target instanceof Node && [layer.element, view.keys, view.tools].some((part) => part.contains(target));
      layer.element.addEventListener('focusout', (event) => {
        if (!inGame(event.relatedTarget)) lightHouses(null);
      });
      for (const part of [view.keys, view.tools]) {
        part.addEventListener('focusout', (event) => {
          if (!inGame(event.relatedTarget)) lightHouses(null);
        });
      }


      view.tools.append(
        hintButton(game, view, {
          next: (s) => gridHint(rules, puzzle, s, solution),
          apply: (s, hint) => takeGridHint(rules, puzzle, s, hint),
          key: (cell) => rules.stepper.cellKey?.(puzzle, cell) ?? null,
          candidates: rules.stepper.candidates?.(puzzle) ?? rules.digits(puzzle),
        }),
      );

      const controls = {
        render(s: GridState) {
          const notes = auto ? candidatesOf(rules, puzzle, s, peers) : s.notes;
          cells.render(
            blanks.map(([r, c]) => s.entries[r]![c] ?? null),
            blanks.map(([r, c]) => notes[`${r}-${c}`]),
          );
          cells.left(digitsLeft(rules, puzzle, s));
          // A solved grid lights nothing.
          const solved = blanks.every(([r, c]) => s.entries[r]![c] === answer[r]![c]);
          light(solved ? null : (cells.picked ?? chosen() ?? lit));
          if (solved) lightHouses(null);
        },
        check() {
          perform(game, gridCheck(rules, puzzle, solution, game.state));
        },
      };
      return controls;
    },

    verdict(puzzle, solution, state) {
      const board = boardOf(rules, puzzle, state);
      const blanks = blanksOf(rules, puzzle);
      const empty = blanks.filter(([r, c]) => board[r]![c] === null).length;
      if (empty > 0) return { solved: false, message: playWords.grid.stillEmpty({ count: empty }) };
      const answer = rules.answer(solution);
      if (blanks.every(([r, c]) => board[r]![c] === answer[r]![c])) return { solved: true };
      // A full grid that is not the answer breaks a rule (the puzzle has one answer): the answer check says which, and where.
      const mistake = rules.mistake(puzzle, board as number[][]);
      if (!mistake) return { solved: true };
      return { solved: false, message: sayMistake(words.check, mistake), tone: 'bad', always: true, at: mistake.at };
    },
  };
}
