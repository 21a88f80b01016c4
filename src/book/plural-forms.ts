import { fitLine, UserError } from '../engine/errors.ts';
import { categoryIn } from '../engine/words.ts';

/**
 * gettext's plural forms for a PO file: the `Plural-Forms` header a translator's tool reads
 * (Poedit, Weblate, Crowdin), and which of a language's CLDR categories each `msgstr[i]` holds.
 * A catalog names its forms by CLDR category (`steps_few`); a PO file numbers them by a C
 * formula. The two meet by evaluating the formula for every count a category is needed for
 * (0 to 9,999, as the catalogs' `neededCategories` counts), so the file's own header, whatever tool wrote it,
 * says where each form goes.
 */

/**
 * gettext's own formulas, as the GNU gettext manual gives them ("Plural forms", the table
 * msginit writes from: gettext-tools/src/plural-table.c), for the languages we ship and those
 * a translator is likeliest to start. Only formulas that agree with CLDR on every whole count
 * are here (test/book/plural-forms.test.ts holds each to it); a language where gettext's table
 * and CLDR part (Welsh, Latvian, Irish, Hebrew) has its formula derived from CLDR instead.
 */
export const GETTEXT: Readonly<Record<string, string>> = {
  // One form.
  ja: 'nplurals=1; plural=0;',
  ko: 'nplurals=1; plural=0;',
  zh: 'nplurals=1; plural=0;',
  vi: 'nplurals=1; plural=0;',
  // Two forms, 1 singular.
  en: 'nplurals=2; plural=(n != 1);',
  de: 'nplurals=2; plural=(n != 1);',
  nl: 'nplurals=2; plural=(n != 1);',
  es: 'nplurals=2; plural=(n != 1);',
  it: 'nplurals=2; plural=(n != 1);',
  // gettext's `pt`, for Portugal: CLDR's bare `pt` is Brazil's (0 and 1 singular), derived as pt_BR's.
  pt_PT: 'nplurals=2; plural=(n != 1);',
  ca: 'nplurals=2; plural=(n != 1);',
  sv: 'nplurals=2; plural=(n != 1);',
  da: 'nplurals=2; plural=(n != 1);',
  nb: 'nplurals=2; plural=(n != 1);',
  fi: 'nplurals=2; plural=(n != 1);',
  et: 'nplurals=2; plural=(n != 1);',
  el: 'nplurals=2; plural=(n != 1);',
  hu: 'nplurals=2; plural=(n != 1);',
  tr: 'nplurals=2; plural=(n != 1);',
  bg: 'nplurals=2; plural=(n != 1);',
  // Two forms, 0 and 1 singular.
  fr: 'nplurals=2; plural=(n > 1);',
  pt_BR: 'nplurals=2; plural=(n > 1);',
  // Icelandic: 1, 21, 31… singular, 11 not.
  is: 'nplurals=2; plural=(n%10 != 1 || n%100 == 11);',
  // Three forms.
  pl: 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  ru: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  uk: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  be: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  hr: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  sr: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  cs: 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;',
  sk: 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;',
  lt: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);',
  ro: 'nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);',
  // Four and six forms.
  sl: 'nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);',
  ar: 'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
};

/** The counts a catalog's forms are for (neededCategories counts the same). */
const LIMIT = 10_000;
/** CLDR's order of categories: a derived formula numbers a language's in it. */
const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A language tag as gettext writes it in `Language:` and in file names: `pt_BR`, `sr@latin`; BCP 47 `pt-BR`, `sr-Latn`. */
export function gettextTag(lang: string): string {
  const [language, ...rest] = lang.split('-');
  const region = rest.find((part) => /^([A-Z]{2}|\d{3})$/.test(part));
  const script = rest.find((part) => /^[A-Z][a-z]{3}$/.test(part));
  const modifier = script ? `@${{ Latn: 'latin', Cyrl: 'cyrillic' }[script] ?? script.toLowerCase()}` : '';
  return `${language}${region ? `_${region}` : ''}${modifier}`;
}

/** A gettext tag (`pt_BR`, `sr@latin`) as BCP 47 writes it (`pt-BR`, `sr-Latn`); a BCP 47 tag as it is. */
export function tagOfGettext(tag: string): string {
  const [main, modifier] = tag.trim().split('@');
  const script = modifier ? ({ latin: 'Latn', cyrillic: 'Cyrl' }[modifier] ?? modifier[0]!.toUpperCase() + modifier.slice(1)) : undefined;
  const [language, region] = main!.split(/[_-]/);
  return [language, script, region].filter(Boolean).join('-');
}

// A C expression of `n`, as gettext's Plural-Forms writes it, read into a function: no eval.
type Expr = (n: number) => number;
/** How deep a formula may nest brackets, `?:` and `!` within one another. */
const MAX_NESTING = 64;
const TOKEN = /\s*(?:(\d+)|(n)|(\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()]))/y;

/** The function of `n` a Plural-Forms `plural=` expression is, or an Error saying what in it is not one. */
export function pluralFunction(source: string): Expr {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(source);
    if (!m) throw new Error(`cannot read ${JSON.stringify(source.slice(at, at + 12))}`);
    tokens.push(m[0].trim());
  }
  let i = 0;
  const peek = () => tokens[i];
  const take = (want?: string) => {
    const token = tokens[i++];
    if (token === undefined || (want !== undefined && token !== want)) throw new Error(want ? `expected "${want}"` : 'ends too soon');
    return token;
  };
  // C's precedence, lowest first: ?: (right to left), ||, &&, == !=, < > <= >=, + -, * / %, unary ! -.
  const BINARY: [string[], (a: number, b: number) => number][][] = [
    [[['||'], (a, b) => +(a !== 0 || b !== 0)]],
    [[['&&'], (a, b) => +(a !== 0 && b !== 0)]],
    [[['=='], (a, b) => +(a === b)], [['!='], (a, b) => +(a !== b)]],
    [[['<'], (a, b) => +(a < b)], [['>'], (a, b) => +(a > b)], [['<='], (a, b) => +(a <= b)], [['>='], (a, b) => +(a >= b)]],
    [[['+'], (a, b) => a + b], [['-'], (a, b) => a - b]],
    [[['*'], (a, b) => a * b], [['/'], (a, b) => (b === 0 ? NaN : Math.trunc(a / b))], [['%'], (a, b) => (b === 0 ? NaN : a % b)]],
  ];
  // Brackets, `?:` and `!` within one another, each a turn of the reading below: bounded, so a
  // formula nested thousands deep is refused in words, not by the engine's call stack.
  let depth = 0;
  const deeper = <T>(read: () => T): T => {
    if (++depth > MAX_NESTING) throw new Error(`is nested more than ${MAX_NESTING} deep (brackets, ?: and ! within one another)`);
    try {
      return read();
    } finally {
      depth--;
    }
  };
  const ternary = (): Expr =>
    deeper(() => {
      const test = binary(0);
      if (peek() !== '?') return test;
      take('?');
      const yes = ternary();
      take(':');
      const no = ternary();
      return (n) => (test(n) !== 0 ? yes(n) : no(n));
    });
  // A run of one level's operators (`a || b || c …`, Cornish's a hundred long) is one function
  // that folds its terms in a loop, left to right, not a hundred nested calls.
  const binary = (level: number): Expr => {
    if (level === BINARY.length) return unary();
    const terms = [binary(level + 1)];
    const ops: ((a: number, b: number) => number)[] = [];
    for (;;) {
      const op = BINARY[level]!.find(([names]) => names.includes(peek() ?? ''));
      if (!op) break;
      take();
      ops.push(op[1]);
      terms.push(binary(level + 1));
    }
    if (ops.length === 0) return terms[0]!;
    return (n) => {
      let value = terms[0]!(n);
      for (let k = 0; k < ops.length; k++) value = ops[k]!(value, terms[k + 1]!(n));
      return value;
    };
  };
  const unary = (): Expr => deeper(unaryNow);
  const unaryNow = (): Expr => {
    const token = take();
    if (token === '!') {
      const inner = unary();
      return (n) => +(inner(n) === 0);
    }
    if (token === '-') {
      const inner = unary();
      return (n) => -inner(n);
    }
    if (token === '(') {
      const inner = ternary();
      take(')');
      return inner;
    }
    if (token === 'n') return (n) => n;
    if (/^\d+$/.test(token)) return () => Number(token);
    throw new Error(`unexpected "${token}"`);
  };
  const expr = ternary();
  if (i < tokens.length) throw new Error(`unexpected "${tokens[i]}"`);
  return expr;
}

/** A Plural-Forms header read: its form count and formula. */
function readHeader(header: string): { nplurals: number; plural: Expr } {
  const m = /^\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?)\s*;?\s*$/.exec(header);
  if (!m) throw new Error('is not "nplurals=<count>; plural=<formula>;"');
  const nplurals = Number(m[1]);
  if (nplurals < 1 || nplurals > 6) throw new Error(`has ${nplurals} forms; a language has 1 to 6`);
  return { nplurals, plural: pluralFunction(m[2]!) };
}

/**
 * Which CLDR category of `lang` each msgstr of a Plural-Forms header holds: for each index, the
 * one category every whole count it is given for falls in (undefined for an index no count
 * reaches, as Crowdin's fourth Polish form, for fractions). A UserError where an index mixes
 * categories or the formula gives an index past `nplurals`: the forms would land in the wrong place.
 */
export function categoriesOf(header: string, lang: string, where: string): (string | undefined)[] {
  let read: { nplurals: number; plural: Expr };
  try {
    read = readHeader(header);
  } catch (error) {
    throw new UserError(fitLine(`${where}: Plural-Forms ${JSON.stringify(header)} ${(error as Error).message}; nothing was written`));
  }
  const byIndex: (Map<string, number> | undefined)[] = Array.from({ length: read.nplurals }, () => undefined);
  for (let n = 0; n < LIMIT; n++) {
    const index = read.plural(n);
    if (!Number.isInteger(index) || index < 0 || index >= read.nplurals) {
      throw new UserError(`${where}: Plural-Forms gives ${n} the form ${index}, but has ${read.nplurals} (0 to ${read.nplurals - 1}); nothing was written`);
    }
    const category = categoryIn(lang, n, 'cardinal');
    const seen = (byIndex[index] ??= new Map());
    if (!seen.has(category)) seen.set(category, n);
  }
  return byIndex.map((seen, index) => {
    if (!seen) return undefined;
    if (seen.size > 1) {
      const mixed = [...seen].map(([category, n]) => `${n} ("${category}")`).join(' and ');
      throw new UserError(`${where}: Plural-Forms puts ${mixed} in msgstr[${index}], which ${lang} writes in forms of their own; nothing was written`);
    }
    return [...seen.keys()][0];
  });
}

/** A set of residues (`n%100` in it) as a C condition: runs as ranges (`n%100>=3 && n%100<=10`). */
function residueCondition(residues: number[], m: number): string {
  const runs: [number, number][] = [];
  for (const r of residues) {
    const last = runs[runs.length - 1];
    if (last && last[1] === r - 1) last[1] = r;
    else runs.push([r, r]);
  }
  return runs.map(([a, b]) => (a === b ? `n%${m}==${a}` : `(n%${m}>=${a} && n%${m}<=${b})`)).join(' || ');
}

/**
 * A formula for a language gettext's table lacks or parts from CLDR on: its categories numbered
 * in CLDR's order, each count below 10,000 given its CLDR category. Past the first `m` counts
 * (10, 100 or 1000, the least that serves), CLDR's rules for whole counts read only `n % m`; the
 * counts below that which differ are named one by one.
 */
function derived(lang: string, categories: readonly string[]): string {
  if (categories.length === 1) return 'nplurals=1; plural=0;';
  const index = (n: number) => categories.indexOf(categoryIn(lang, n, 'cardinal'));
  for (const m of [10, 100, 1000]) {
    const byResidue: number[] = [];
    let periodic = true;
    for (let n = m; n < LIMIT && periodic; n++) {
      const r = n % m;
      byResidue[r] ??= index(n);
      periodic = byResidue[r] === index(n);
    }
    if (!periodic) continue;
    const exceptions = Array.from({ length: m }, (_, n) => n).filter((n) => index(n) !== byResidue[n]);
    // The index most residues take is the formula's last word; each other is a condition before it.
    const counts = categories.map((_, i) => byResidue.filter((at) => at === i).length);
    const fallback = counts.indexOf(Math.max(...counts));
    const branches = [
      ...categories.map((_, i) => [exceptions.filter((n) => index(n) === i).map((n) => `n==${n}`).join(' || '), i] as const),
      ...categories.map((_, i) => [i === fallback ? '' : residueCondition(byResidue.flatMap((at, r) => (at === i ? [r] : [])), m), i] as const),
    ].filter(([condition]) => condition !== '');
    const formula = branches.reduceRight((rest, [condition, i]) => `${condition.includes('||') ? `(${condition})` : condition} ? ${i} : ${rest}`, String(fallback));
    return `nplurals=${categories.length}; plural=(${formula});`;
  }
  throw new Error(`${lang}: no formula of n % 10, 100 or 1000 gives its plural categories`);
}

/**
 * The Plural-Forms header of `lang` and the CLDR category each msgstr holds: gettext's own
 * formula where its table has the language (by gettext tag, `pt_BR`, else the language, `pt`)
 * and it agrees with CLDR, else one derived from CLDR's categories.
 */
export function pluralFormsOf(lang: string): { header: string; categories: string[] } {
  // Ten thousand counts read twice over: once a language, not once a set of words (an export asks for each set).
  let found = pluralForms.get(lang);
  if (!found) pluralForms.set(lang, (found = pluralFormsFound(lang)));
  return found;
}
const pluralForms = new Map<string, { header: string; categories: string[] }>();

function pluralFormsFound(lang: string): { header: string; categories: string[] } {
  // CLDR's own categories of whole counts (a catalog's extra forms, an i18next-style `_zero`, stay entries of their own).
  const reached = new Set(Array.from({ length: LIMIT }, (_, n) => categoryIn(lang, n, 'cardinal')));
  const categories = CLDR_ORDER.filter((c) => reached.has(c));
  const tabled = GETTEXT[gettextTag(lang)] ?? GETTEXT[lang.split('-')[0]!];
  if (tabled) {
    try {
      const found = categoriesOf(tabled, lang, lang);
      if (found.length === categories.length && found.every((c) => c !== undefined)) return { header: tabled, categories: found as string[] };
    } catch {
      // The table parts from CLDR for this language: derived below.
    }
  }
  const header = derived(lang, categories);
  return { header, categories: categoriesOf(header, lang, lang) as string[] };
}
