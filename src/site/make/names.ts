/** A size as the /make/ page names it: a square's side as `9 × 9`, a count (digits, cards) as its number, in the page's language's figures. */
export const sizeName = (square: boolean, n: number, lang: string): string => {
  const figure = new Intl.NumberFormat(lang).format(n);
  return square ? `${figure} × ${figure}` : figure;
};

/** A trim's size as `6 × 9` (`5.5x8.5` as `5,5 × 8,5` where the language writes a decimal comma). */
export const trimName = (size: string, lang: string): string =>
  size
    .split('x')
    .map((part) => new Intl.NumberFormat(lang).format(Number(part)))
    .join(' × ');
