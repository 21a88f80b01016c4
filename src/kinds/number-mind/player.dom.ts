import { type CodeGame, codePlayer } from '../../play/code-player.ts';
import { icon } from '../../play/icons.ts';
import { mistakeOf } from './check.ts';
import { guessChecks, type NumberMindState, numberMindHint } from './play.ts';
import { playWords } from './play-words.ts';
import type { NumberMindPuzzle, NumberMindSolution } from './schema.ts';
import { words } from './words.ts';

/**
 * Number Mind: the code goes in a row of boxes under the guesses (the play kit's code player,
 * the page's drawing leaving its empty row out); once it
 * is full, under each printed score the page says how many places the code shares with that
 * guess (green when it is the score, red with too many or too few). Nothing of the drawing is
 * written again below it.
 */
export const code: CodeGame<NumberMindPuzzle, NumberMindSolution, NumberMindState> = {
  key: 'candidate',
  length: (puzzle) => puzzle.length,
  mistake: (puzzle, code) => mistakeOf(puzzle, { secret: code }),
  get checkWords() {
    return words.check;
  },
  hint: (puzzle, code, answer) => numberMindHint(puzzle, code, answer.secret),
  words: {
    help: (puzzle) => playWords.help({ length: puzzle.length }),
    unfinished: (puzzle) => playWords.unfinished({ length: puzzle.length }),
    digit: (p) => playWords.digit({ p: p + 1 }),
    caption: () => words.secret,
  },
  // Clues a zoomed board keeps in view: each guess's score at the right.
  pins: { right: ['score-'] },

  mount(_game, view, puzzle, codeOf) {
    // What the code shares with each guess, over the drawing under the guess's printed score.
    const marks = puzzle.guesses.map((_, i) => {
      const mark = document.createElement('span');
      mark.className = 'play-shares';
      mark.dataset.guess = String(i);
      view.layer().place(`score-${i}`, mark);
      return mark;
    });
    return {
      render(s) {
        const checks = guessChecks(puzzle, codeOf(s));
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
          const context = met ? 'met' : c.matches > c.needed ? 'over' : 'under';
          // One sentence, so each language says it whole ("2 in comune, meno del punteggio").
          const shares = document.createElement('span');
          shares.className = 'play-shares-count';
          shares.textContent = playWords.shares({ context, matches: c.matches });
          const box = document.createElement('span');
          box.className = 'play-shares-note';
          box.append(icon(met ? 'tick' : 'cross'), shares);
          mark.replaceChildren(box);
          mark.setAttribute('role', 'img');
          // The places shared and the guess's score worded apart: none of either has words of its own.
          const shared = c.matches === 0 ? playWords.sharedNone({ count: 0 }) : playWords.shared({ count: c.matches });
          const score = c.needed === 0 ? playWords.scoreNone({ count: 0 }) : playWords.score({ count: c.needed });
          mark.setAttribute('aria-label', playWords.sharesLabel({ context, n: i + 1, guess: puzzle.guesses[i]!.guess, matches: c.matches, needed: c.needed, shared, score }));
        });
      },
    };
  },
};

/** The kind's game, as the play kit's code player plays it. */
export const player = codePlayer(code);
