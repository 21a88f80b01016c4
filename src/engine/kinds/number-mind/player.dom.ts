import { answerRow } from '../../../play/answer-row.ts';
import { hintButton } from '../../../play/hint.ts';
import { icon } from '../../../play/icons.ts';
import type { Player } from '../../../play/player.ts';
import { arrayOf, MAX_COUNT, marks, record, whole } from '../../../play/saved.ts';
import { guessChecks, missing, type NumberMindState, numberMindHint, startNumberMind, takeHint } from './play.ts';
import { playWords } from './play-words.ts';
import type { NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { stepper } from './steps.ts';
import './play.css';

const unfinished = (puzzle: NumberMindPuzzle) => playWords.unfinished({ length: puzzle.length });

/**
 * Number Mind: the code goes in the drawing's empty row; once it is full, under each printed
 * score the page says how many places the code shares with that guess (green when it is the
 * score, red with too many or too few). Nothing of the drawing is written again below it.
 */
export const player: Player<NumberMindPuzzle, NumberMindSolution, NumberMindState> = {
  // Clues a zoomed board keeps in view: each guess's score at the right.
  pins: { right: ['score-'] },

  start: startNumberMind,

  restore(puzzle, stored) {
    if (!record(stored)) return null;
    const { candidate, notes, mistakes } = stored;
    // The code's digits by place, a space for an empty box, no longer than the code.
    if (typeof candidate !== 'string' || candidate.length > puzzle.length || !/^[0-9 ]*$/.test(candidate) || !whole(mistakes, 0, MAX_COUNT)) return null;
    if (notes !== undefined && !(arrayOf(notes, puzzle.length) && notes.every((m) => marks(m, 0, 9)))) return null;
    return { candidate, ...(notes === undefined ? {} : { notes: (notes as number[][]).map((m) => [...m]) }), mistakes };
  },

  mount(game, view, puzzle, answer) {
    const help = document.createElement('p');
    help.className = 'play-help';
    help.textContent = playWords.help({ length: puzzle.length });
    view.body.replaceChildren(help);
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
      (p) => playWords.digit({ p: p + 1 }),
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
          const over = c.matches > c.needed;
          // One sentence, so each language says it whole ("2 in comune, meno del punteggio").
          const shares = document.createElement('span');
          shares.className = 'play-shares-count';
          shares.textContent = playWords.shares({ matches: c.matches, met, over });
          const box = document.createElement('span');
          box.className = 'play-shares-note';
          box.append(icon(met ? 'tick' : 'cross'), shares);
          mark.replaceChildren(box);
          mark.setAttribute('role', 'img');
          mark.setAttribute('aria-label', playWords.sharesLabel({ n: i + 1, guess: puzzle.guesses[i]!.guess, matches: c.matches, met, over, needed: c.needed }));
        });
      },
      check() {
        const { candidate } = game.state;
        const told = missing(puzzle, candidate);
        if (told) {
          // Said and ringed where the scores are; a code is never counted as a mistake.
          game.say(told.say, 'bad');
          return game.flag(told.at);
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

  verdict(puzzle, _answer, state) {
    const told = missing(puzzle, state.candidate);
    if (told === undefined) return { solved: false, message: unfinished(puzzle) };
    // A code that fits every guess is the secret: the puzzle has one.
    if (told === null) return { solved: true };
    return { solved: false, message: told.say, tone: 'bad', always: true, at: told.at };
  },
};
