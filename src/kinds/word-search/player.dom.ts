import { hintButton } from '../../play/hint.ts';
import { arrowKeys } from '../../play/overlay.ts';
import type { Player } from '../../play/player.ts';
import { playWords } from './play-words.ts';
import { answerCells, lineOf, restoreState, startState, takeHint, type WordSearchState, wordOn, wordSearchHint } from './play.ts';
import type { WordSearchPuzzle, WordSearchSolution } from './schema.ts';
import { stepper } from './steps.ts';

/**
 * Word Search in the browser, as simple as it plays on paper: tap (or click, or Enter on) a
 * word's first letter, then its last; a word of the list between them is ringed and struck off
 * the list. A line that is no word is said so, and nothing is counted against the player. Hint
 * names the next word the step solver finds, where it starts and the way it runs.
 */
export const player: Player<WordSearchPuzzle, WordSearchSolution, WordSearchState> = {
  start: () => startState(),
  restore: (puzzle, stored) => restoreState(puzzle, stored),
  verdict(puzzle, _answer, state) {
    const left = puzzle.words.length - state.found.length;
    return left === 0 ? { solved: true } : { solved: false, message: playWords.left({ count: left }) };
  },

  mount(game, view, puzzle, solution) {
    const layer = view.layer();
    const answer = answerCells(puzzle, solution);
    const help = document.createElement('p');
    help.className = 'play-help';
    help.textContent = playWords.help;
    view.body.replaceChildren(help);

    let first: number | null = null;
    const buttons: (HTMLElement | null)[][] = puzzle.letters.map((row, r) =>
      row.map((letter, c) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'play-letter';
        button.setAttribute('aria-label', playWords.cell({ row: r + 1, column: c + 1, letter }));
        button.addEventListener('click', () => tap(r, c));
        return layer.place(`cell-${r}-${c}`, button) ? button : null;
      }),
    );
    arrowKeys(buttons);
    const strikes = puzzle.words.map((_, i) => {
      const strike = document.createElement('span');
      strike.className = 'play-struck';
      strike.setAttribute('aria-hidden', 'true');
      layer.place(`word-${i}`, strike);
      return strike;
    });
    const cellButton = (cell: number) => buttons[Math.floor(cell / puzzle.cols)]?.[cell % puzzle.cols];
    view.tools.append(
      hintButton(game, view, {
        next: (s) => wordSearchHint(puzzle, solution, s),
        apply: (s, hint) => takeHint(puzzle, s, hint),
        taken: () => {
          if (first !== null) cellButton(first)?.classList.remove('play-first');
          first = null;
        },
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );

    function tap(r: number, c: number) {
      if (game.solved) return;
      const cell = r * puzzle.cols + c;
      if (first === null) {
        first = cell;
        cellButton(cell)?.classList.add('play-first');
        game.say(playWords.first({ letter: puzzle.letters[r]![c]!, row: r + 1, column: c + 1 }));
        return;
      }
      const from = first;
      first = null;
      cellButton(from)?.classList.remove('play-first');
      if (from === cell) return game.say(playWords.dropped);
      const line = lineOf(puzzle, Math.floor(from / puzzle.cols), from % puzzle.cols, r, c);
      if (!line) return game.say(playWords.notInLine);
      const i = wordOn(line, answer);
      if (i < 0) return game.say(playWords.notListed);
      const word = puzzle.words[i]!;
      if (game.state.found.includes(i)) return game.say(playWords.again({ word }));
      game.move({ ...game.state, found: [...game.state.found, i].sort((a, b) => a - b) }, playWords.found({ word }));
    }

    return {
      render(state) {
        const lit = new Set(state.found.flatMap((i) => answer[i] ?? []));
        buttons.forEach((row, r) => row.forEach((b, c) => b?.classList.toggle('play-found', lit.has(r * puzzle.cols + c))));
        strikes.forEach((s, i) => s.classList.toggle('play-on', state.found.includes(i)));
      },
      restart() {
        if (first !== null) cellButton(first)?.classList.remove('play-first');
        first = null;
      },
    };
  },
};
