/**
 * Latin letters for the letters of the scripts a title may be in that accents alone do not
 * reduce to Latin: Greek and Cyrillic (each by a common romanization, ELOT 743 and a plain
 * Russian/Ukrainian one), and the Latin letters that have no decomposition (ß, æ, ø, ł, đ, þ).
 * Only file names and ids use it (a slug): the title itself prints as written.
 */
const LETTERS: Record<string, string> = {
  // Greek (accents are dropped before this, by NFKD)
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p',
  ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
  // Cyrillic (й, ё and ї are и, е and і once their marks are dropped)
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', є: 'ye', ж: 'zh', з: 'z', и: 'i', і: 'i', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', ђ: 'dj', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz', ѓ: 'gj', ќ: 'kj', ѕ: 'dz', ў: 'u',
  // Latin letters NFKD leaves whole
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th', ð: 'd', ı: 'i', ŋ: 'ng',
};

/** `text`, lowercased, with each Greek, Cyrillic or undecomposable Latin letter in Latin letters. */
export const latinLetters = (text: string) => [...text.toLowerCase()].map((letter) => LETTERS[letter] ?? letter).join('');
