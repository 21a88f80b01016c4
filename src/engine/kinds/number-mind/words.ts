import { template } from '../../words.ts';

/** Everything a reader reads about Number Mind, beside the guesses. */
export const words = {
  title: 'Number Mind',
  rules: template<{ length: number }>(
    'Find my secret code of {{length}} digits. Beside each guess is how many of its digits are the right digit in the right place (not which ones). Only one code fits every guess; write it in the empty row.',
  ),
  instruction: template<{ length: number }>(
    'Find my secret code of {{length}} digits. The number beside each guess says how many of its digits are right and in the right place.',
  ),
  /** Beside each guess. */
  score: template<{ correct: number }>('{{correct}} right'),
  /** Beside the empty row. */
  secret: 'Secret',
  alt: template<{ length: number; guesses: string }>('Number Mind with {{length}} digits. Guesses and scores: {{guesses}}.'),
  altSolved: template('Number Mind: the secret code and the right places of each guess.'),
  measures: {
    length: 'digits in the code',
    guesses: 'guesses given',
    branches: 'ways the solver had to try',
    depth: 'how deep it had to go',
  },
};
