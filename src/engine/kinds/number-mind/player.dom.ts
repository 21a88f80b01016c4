import { answerRow } from '../../../site/play/answer-row.ts';
import { hintButton } from '../../../site/play/hint.ts';
import { icon } from '../../../site/play/icons.ts';
import type { Player } from '../../../site/play/player.ts';
import { guessChecks, missing, type NumberMindState, numberMindHint, startNumberMind, takeHint } from './play.ts';
import type { NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { stepper } from './steps.ts';
import './play.css';

const unfinished = (puzzle: NumberMindPuzzle) => `Write all ${puzzle.length} digits of your code first.`;

/**
 * Number Mind: the code goes in the drawing's empty row; once it is full, under each printed
 * score the page says how many places the code shares with that guess (green when it is the
 * score, red with too many or too few). Nothing of the drawing is written again below it.
 */
export const player: Player<NumberMindPuzzle, NumberMindSolution, NumberMindState> = {
  start: startNumberMind,

  mount(game, view, puzzle, answer) {
    view.body.innerHTML = `<p class="play-help">Write a ${puzzle.length}-digit code in the empty row. Once it is full, under each guess's score you see how many places your code shares with that guess; a code that matches every score is the secret. Notes writes pencil marks.</p>`;
    const layer = view.layer();

    // What the code shares with each guess, over the drawing under the guess's printed score.
    const marks = puzzle.guesses.map((_, i) => {
      const mark = document.createElement('span');
      mark.className = 'play-shares';
      mark.dataset.guess = String(i);
      layer.place(`score-${i}`, mark);
      return mark;
    });

    const row = answerRow(
      game,
      view,
      puzzle.length,
      (p) => `Digit ${p + 1} of your code`,
      (s) => s.candidate,
      // A code is a try the page invites, never a mistake.
      (candidate) => game.move({ ...game.state, candidate }),
      { read: (s) => s.notes, write: (notes) => game.move({ ...game.state, notes }) },
    );

    view.tools.append(
      hintButton(game, view, {
        next: (s) => numberMindHint(puzzle, s.candidate, answer.secret),
        apply: (s, hint) => ({ ...s, candidate: takeHint(puzzle, s.candidate, hint) }),
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );

    return {
      render(s) {
        row.render(s);
        const checks = guessChecks(puzzle, s.candidate);
        marks.forEach((mark, i) => {
          const c = checks?.[i];
          mark.dataset.met = c ? String(c.matches === c.needed) : '';
          if (!c) {
            mark.replaceChildren();
            mark.removeAttribute('role');
            mark.removeAttribute('aria-label');
            return;
          }
          const met = c.matches === c.needed;
          const how = met ? '' : c.matches > c.needed ? 'too many' : 'too few';
          const shares = document.createElement('span');
          shares.className = 'play-shares-count';
          shares.textContent = `shares ${c.matches}${met ? '' : ','}`;
          const box = document.createElement('span');
          box.className = 'play-shares-note';
          box.append(icon(met ? 'tick' : 'cross'), shares, ...(met ? [] : [how]));
          mark.replaceChildren(box);
          mark.setAttribute('role', 'img');
          mark.setAttribute(
            'aria-label',
            `Guess ${i + 1}, ${puzzle.guesses[i]!.guess}: your code shares ${c.matches} place${c.matches === 1 ? '' : 's'} with it, ${met ? 'as its score says' : `${how} for its score of ${c.needed}`}.`,
          );
        });
      },
      check() {
        const { candidate } = game.state;
        const told = missing(puzzle, candidate);
        if (told) {
          // Said and ringed where the scores are; a code is never counted as a mistake.
          game.say(told.say, 'bad');
          return game.flag(told.missed.map((i) => `score-${i}`));
        }
        game.say(unfinished(puzzle));
        game.flag(
          Array.from({ length: puzzle.length }, (_, i) => i)
            .filter((i) => !/[0-9]/.test(candidate[i] ?? ''))
            .map((i) => `answer-${i}`),
        );
      },
    };
  },

  verdict(puzzle, answer, state) {
    const told = missing(puzzle, state.candidate);
    if (!told) return { solved: false, message: unfinished(puzzle) };
    if (state.candidate === answer.secret) return { solved: true };
    return { solved: false, message: told.say, tone: 'bad', always: true };
  },
};
