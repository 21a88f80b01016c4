import { template } from '../../words.ts';

/** Everything a reader reads about Numbrix, beside what its drawing prints. */
export const words = {
  title: 'Numbrix',
  rules: template<{ last: number }>(
    'Fill every empty square with a number so that the grid holds each number from 1 to {{last}} exactly once, and each number touches the next one up, down, left or right (never diagonally). The numbers already printed show where the path goes.',
  ),
  instruction: template<{ last: number }>(
    'Write the numbers from 1 to {{last}} in the squares to make a path: each number touches the next one up, down, left or right.',
  ),
  /** The drawing's text alternative, for screen readers and search. */
  alt: template<{ width: number; height: number; clues: number; last: number }>(
    'Numbrix {{width}} by {{height}} grid with {{clues}} numbers given; fill in 1 to {{last}}.',
  ),
  altSolved: template<{ width: number; height: number; last: number }>('Numbrix {{width}} by {{height}}, solved: numbers 1 to {{last}} in a path.'),
  measures: {
    level: 'reasoning needed (1 forced moves, 2 looking ahead, 3 search)',
    strikes: 'squares ruled out by trying them',
    guesses: 'choices a plain search made',
    stretch: 'longest stretch between given numbers',
    clues: 'numbers given',
    cells: 'squares',
    clueShare: 'share of squares given',
  },
};
