import { describe, expect, it } from 'vitest';
import { ANSWERS as SPEC_ANSWERS, PAGE_SIZES as SPEC_PAGE_SIZES, specSchema } from '../../src/book/spec.ts';
import { bookLanguages } from '../../src/engine/catalog.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { KIND_NAMES as REGISTRY_KINDS, KINDS } from '../../src/kinds/registry.ts';
import { bandsAt, offeredBands } from '../../src/site/make/bands.ts';
import { kindNames, languages, listChoices, optionChoices, sizeChoices } from '../../src/site/make/choices.ts';
import { ANSWERS, BANDS, defaults, fieldIdOf, type FormState, freshSeed, homePage, MOST_PER_PAGE, NOT_OFFERED, PAGE_SIZES, recipe, RECIPES, specOf, unlikeVersions, unoffered, VERSIONS_UNLIKE, wordsOf } from '../../src/site/make/form.ts';

// The /make/ page's form as data (src/site/make/form.ts) and what it offers (choices.ts): the
// registry's kinds and their sizes, the spec's lists, the catalogs' languages; its defaults and
// recipes are specs the build takes, and specOf writes every field.
const words = { worksheetTitle: 'Puzzle worksheet', bookTitle: 'One hundred puzzles', kindTitle: (k: string) => KINDS[k as keyof typeof KINDS].title };
const SIZES = sizeChoices();
const LISTS = listChoices('en');
const KIND_NAMES = kindNames() as (keyof typeof KINDS)[];
const BOOK_LANGUAGES = languages();
const start = (lang = 'en') => defaults(lang, 'test-seed', words, BOOK_LANGUAGES);
const parse = (state: FormState) => specSchema.safeParse(specOf(state, SIZES));

describe('the /make/ form', () => {
  it("keeps the registry's, the spec's and the languages' lists", () => {
    expect(KIND_NAMES).toEqual([...REGISTRY_KINDS]);
    expect([...BANDS]).toEqual([...DIFFICULTIES]);
    expect([...PAGE_SIZES]).toEqual([...SPEC_PAGE_SIZES]);
    expect([...ANSWERS]).toEqual([...SPEC_ANSWERS]);
    expect([...BOOK_LANGUAGES]).toEqual(bookLanguages());
  });

  it("offers each kind's sizes as its options schema takes them, and no others; a kind naming no size option, none", () => {
    expect(SIZES.sudoku).toEqual({ option: 'size', values: [4, 6, 9, 12, 16], square: true });
    expect(SIZES.countdown).toEqual({ option: 'cards', values: [4, 5, 6], square: false });
    for (const kind of KIND_NAMES) {
      expect(SIZES[kind] === null, kind).toBe(KINDS[kind].sizeOption === undefined);
      if (!SIZES[kind]) continue;
      const { option, values } = SIZES[kind];
      expect(option).toBe(KINDS[kind].sizeOption!.name);
      for (const size of values) expect(KINDS[kind].options.safeParse({ [option]: size }).success, `${kind} ${option} ${size}`).toBe(true);
      expect(KINDS[kind].options.safeParse({ [option]: Math.max(...values) + 1 }).success, `${kind} past its largest`).toBe(false);
    }
  });

  it('starts from a spec the build takes, in every language, on the paper of its language', () => {
    for (const lang of BOOK_LANGUAGES) {
      const parsed = parse(start(lang));
      expect(parsed.error?.issues ?? [], lang).toEqual([]);
      expect(parsed.data?.language ?? 'en').toBe(lang);
    }
    expect(start('en').page).toBe('letter');
    expect(start('de').page).toBe('a4');
    expect(start('en').worksheet).toBe(true);
    expect(start('en').sections.every((s) => s.difficulty === 'easy')).toBe(true);
  });

  it('makes every recipe a spec the build takes', () => {
    for (const name of RECIPES) {
      const state = recipe(name, start('fr'), words);
      const parsed = parse(state);
      expect(parsed.error?.issues ?? [], name).toEqual([]);
      expect(state.seed).toBe('test-seed');
      expect(state.language).toBe('fr');
    }
    const book = parse(recipe('book', start(), words)).data!;
    expect(book.sections.reduce((n, s) => n + s.count, 0)).toBe(100);
    expect(book.worksheet).toBe(false);
    expect(book.page.size).toBe('6x9');
    const versions = parse(recipe('versions', start(), words)).data!;
    expect(versions.versions).toBe(true);
    expect(versions.worksheet).toBe(true);
    // As `worksheet --versions 2` writes them: the same kind, band, count and options, headed A and B.
    const [a, b] = versions.sections;
    expect({ ...a, title: '' }).toEqual({ ...b, title: '' });
    expect([a!.title, b!.title]).toEqual(['Sudoku A', 'Sudoku B']);
  });

  it('writes every field the form holds into the spec, under its public name', () => {
    const state: FormState = {
      title: 'Maths club',
      language: 'nl',
      page: '5.5x8.5',
      answers: 'back',
      worksheet: true,
      versions: true,
      seed: 'zomer-2026',
      sections: [
        { kind: 'kakuro', difficulty: 'hard', count: 7, size: 9, perPage: 2, title: 'Kakuro A', theme: null, words: '', options: {} },
        { kind: 'secret-number', difficulty: 'medium', count: 3, size: null, perPage: null, title: '', theme: null, words: '', options: { decoys: 2 } },
        { kind: 'word-search', difficulty: 'easy', count: 2, size: 10, perPage: null, title: '', theme: 'animals', words: 'Lion, tiger\n zebra ,\n\nPolar bear, giraffe, panda, koala, otter', options: { directions: ['E', 'S'] } },
      ],
    };
    const spec = specOf(state, SIZES, LISTS);
    expect(spec).toEqual({
      title: 'Maths club',
      seed: 'zomer-2026',
      worksheet: true,
      versions: true,
      language: 'nl',
      page: { size: '5.5x8.5' },
      answers: 'back',
      sections: [
        { kind: 'kakuro', title: 'Kakuro A', count: 7, difficulty: 'hard', options: { size: 9 }, perPage: 2 },
        { kind: 'secret-number', count: 3, difficulty: 'medium', options: { decoys: 2 } },
        { kind: 'word-search', count: 2, difficulty: 'easy', options: { size: 10, theme: 'animals', words: ['Lion', 'tiger', 'zebra', 'Polar bear', 'giraffe', 'panda', 'koala', 'otter'], directions: ['E', 'S'] } },
      ],
    });
    // And the build reads each back as given.
    const parsed = specSchema.parse(spec);
    expect([parsed.title, parsed.seed, parsed.language, parsed.page.size, parsed.answers, parsed.worksheet, parsed.versions]).toEqual(['Maths club', 'zomer-2026', 'nl', '5.5x8.5', 'back', true, true]);
    expect(parsed.sections[0]).toMatchObject({ kind: 'kakuro', title: 'Kakuro A', count: 7, difficulty: 'hard', perPage: 2, options: { rows: 9, cols: 9 } });
    // Each field changed alone changes the spec: none is dropped.
    const changes: ((s: FormState) => void)[] = [
      (s) => (s.title = 'Other'),
      (s) => (s.language = 'de'),
      (s) => (s.page = 'a4'),
      (s) => (s.answers = 'separate'),
      (s) => (s.worksheet = false),
      (s) => (s.versions = false),
      (s) => (s.seed = 'other'),
      (s) => (s.sections[0]!.kind = 'numbrix'),
      (s) => (s.sections[0]!.difficulty = 'easy'),
      (s) => (s.sections[0]!.count = 8),
      (s) => (s.sections[0]!.size = 10),
      (s) => (s.sections[0]!.perPage = 4),
      (s) => (s.sections[0]!.title = 'Other'),
      (s) => (s.sections[2]!.theme = null),
      (s) => (s.sections[2]!.words = 'lion, tiger'),
      (s) => (s.sections[1]!.options = {}),
      (s) => (s.sections[2]!.options = { directions: ['E'] }),
      (s) => s.sections.pop(),
    ];
    for (const change of changes) {
      const other = structuredClone(state);
      change(other);
      expect(specOf(other, SIZES, LISTS), change.toString()).not.toEqual(spec);
    }
    // A theme and words are a kind's with lists alone: another kind's are never sent.
    const sudoku = structuredClone(state);
    sudoku.sections[2]!.kind = 'sudoku';
    sudoku.sections[2]!.size = null;
    sudoku.sections[2]!.options = {};
    expect((specOf(sudoku, SIZES, LISTS).sections as { options: object }[])[2]!.options).toEqual({});
    // Words left empty (or only commas and blank lines): the theme's.
    expect(wordsOf(' ,\n , ')).toEqual([]);
    // A criss-cross's words carry clues, one a line, a clue's comma kept; the kind reads them so.
    expect(LISTS['criss-cross']?.clued).toBe(true);
    const clued = structuredClone(state);
    clued.sections[2]!.kind = 'criss-cross';
    clued.sections[2]!.options = {};
    clued.sections[2]!.words = 'lion: A big cat, king of the plains\n  zebra: A horse with stripes  \n\nseal: It claps, and it swims\nhippo: A big animal that loves mud';
    const options = (specOf(clued, SIZES, LISTS).sections as { options: { words: string[] } }[])[2]!.options;
    expect(options.words).toEqual(['lion: A big cat, king of the plains', 'zebra: A horse with stripes', 'seal: It claps, and it swims', 'hippo: A big animal that loves mud']);
    expect(KINDS['criss-cross'].options.parse(options).words?.map((w) => w.word)).toEqual(['lion', 'zebra', 'seal', 'hippo']);
    // A kind offered at its default size only (no size option) is asked for with no options.
    expect((specOf(state, { ...SIZES, kakuro: null }).sections as { options: object }[])[0]!.options).toEqual({});
  });

  it("offers a theme of the page's language for each kind that takes a list of words, by its title, and its words are the theme's", () => {
    for (const kind of KIND_NAMES) expect(LISTS[kind] === null, kind).toBe(KINDS[kind].lists === undefined);
    expect(LISTS['word-search']!.themes.length).toBeGreaterThanOrEqual(20);
    const de = listChoices('de')['word-search']!.themes;
    expect(de.map((t) => t.id).sort()).toEqual(LISTS['word-search']!.themes.map((t) => t.id).sort());
    expect(de.find((t) => t.id === 'animals')!.title).not.toBe(LISTS['word-search']!.themes.find((t) => t.id === 'animals')!.title);
    // In the order of their titles, as the language sorts them.
    expect(de.map((t) => t.title)).toEqual([...de.map((t) => t.title)].sort(new Intl.Collator('de').compare));
    for (const { id } of de) expect(specSchema.safeParse({ title: 't', seed: 1, sections: [{ kind: 'word-search', count: 1, difficulty: 'easy', options: { theme: id } }] }).success, id).toBe(true);
  });

  it('offers no band the build refuses, and refuses none it leaves out', () => {
    const offered = offeredBands(SIZES);
    for (const kind of KIND_NAMES) {
      for (const size of [null, ...(SIZES[kind]?.values ?? [])]) {
        const bands = offered[kind]![size === null ? 'auto' : String(size)]!;
        expect(bands).toEqual(bandsAt(kind, size, SIZES));
        for (const band of BANDS) {
          const spec = { title: 't', seed: 1, sections: [{ kind, count: 1, difficulty: band, options: size === null ? {} : { [SIZES[kind]!.option]: size } }] };
          expect(specSchema.safeParse(spec).success, `${kind} ${size} ${band}`).toBe(bands.includes(band));
        }
      }
    }
    // The smallest Sudoku is easy only.
    expect(offered.sudoku!['4']).toEqual(['easy']);
  });

  it('holds every choice to those the page offers, by its place in the spec; every choice it offers passes', () => {
    const offer = { sizes: SIZES, offered: offeredBands(SIZES), languages: BOOK_LANGUAGES };
    const refused = (state: FormState) => unoffered(state, offer).map((p) => (expect(p.code).toBe(NOT_OFFERED), p.path.join('.')));
    for (const lang of BOOK_LANGUAGES) expect(refused(start(lang)), lang).toEqual([]);
    for (const name of RECIPES) expect(refused(recipe(name, start(), words)), name).toEqual([]);
    // Every kind at every size and band offered, every page size, answers and puzzles to a page.
    for (const kind of KIND_NAMES) {
      for (const size of [null, ...(SIZES[kind]?.values ?? [])]) {
        for (const difficulty of offer.offered[kind]![size === null ? 'auto' : String(size)]!) {
          const section = { kind, difficulty, count: 1, size, perPage: MOST_PER_PAGE, title: '', theme: null, words: '', options: {} };
          expect(refused({ ...start(), sections: [section] }), `${kind} ${size} ${difficulty}`).toEqual([]);
        }
      }
    }
    for (const page of PAGE_SIZES) for (const answers of ANSWERS) expect(refused({ ...start(), page, answers })).toEqual([]);
    // Values set in the page by hand: each told at its own place, in the page's order.
    const [first, second] = start().sections as [FormState['sections'][number], FormState['sections'][number]];
    const forged = {
      ...start(),
      language: 'xx',
      page: 'folio' as FormState['page'],
      answers: 'inside' as FormState['answers'],
      sections: [
        { ...first, size: 99 },
        { ...second, difficulty: 'fiendish' as FormState['sections'][number]['difficulty'], perPage: MOST_PER_PAGE + 1 },
        { ...first, size: 4, difficulty: 'hard' as const },
        { ...first, perPage: Number.NaN },
      ],
    };
    expect(refused(forged)).toEqual(['sections.0.options', 'sections.1.difficulty', 'sections.1.perPage', 'sections.2.difficulty', 'sections.3.perPage', 'language', 'page.size', 'answers']);
    // A kind not offered is told for its kind alone; a name of the object's own (`constructor`) is none.
    for (const kind of ['x', 'constructor', '__proto__']) expect(refused({ ...start(), sections: [{ ...first, kind, size: 99 }] }), kind).toEqual(['sections.0.kind']);
    // Each place is one the page has a field for.
    for (const problem of unoffered(forged, offer)) expect(fieldIdOf(problem.path, forged.sections.length), problem.path.join('.')).not.toBeNull();
  });

  it("places a refusal beside the field its path names, else in the form's summary", () => {
    expect(fieldIdOf(['sections', 1, 'perPage'], 2)).toBe('s1-perPage');
    expect(fieldIdOf(['sections', 1, 'layout'], 2)).toBe('s1-perPage');
    expect(fieldIdOf(['sections', 0, 'difficulty'], 2)).toBe('s0-band');
    expect(fieldIdOf(['sections', 0, 'options', 'size'], 2)).toBe('s0-size');
    expect(fieldIdOf(['sections', 0, 'options'], 2)).toBe('s0-size');
    // A kind's list of words and its theme (Word Search) are refused beside their own fields; any other option at the size.
    expect(fieldIdOf(['sections', 1, 'options', 'words'], 2)).toBe('s1-words');
    expect(fieldIdOf(['sections', 1, 'options', 'words', 3], 2)).toBe('s1-words');
    expect(fieldIdOf(['sections', 1, 'options', 'theme'], 2)).toBe('s1-theme');
    expect(fieldIdOf(['sections', 1, 'options', 'message'], 2)).toBe('s1-size');
    expect(fieldIdOf(['sections', 0, 'count'], 2)).toBe('s0-count');
    expect(fieldIdOf(['sections', 0, 'title'], 2)).toBe('s0-title');
    expect(fieldIdOf(['sections', 0, 'name'], 2)).toBe('s0-section');
    expect(fieldIdOf(['sections', 0], 2)).toBe('s0-section');
    expect(fieldIdOf(['title'], 2)).toBe('make-title');
    expect(fieldIdOf(['page', 'size'], 2)).toBe('make-page');
    expect(fieldIdOf(['seed'], 2)).toBe('make-seed');
    expect(fieldIdOf(['language'], 2)).toBe('make-language');
    // A section the form no longer has, the sections as a whole, the whole spec, a field the form does not show: the summary.
    expect(fieldIdOf(['sections', 5, 'count'], 2)).toBeNull();
    expect(fieldIdOf(['sections'], 2)).toBeNull();
    expect(fieldIdOf([], 2)).toBeNull();
    expect(fieldIdOf(['cover', 'back'], 2)).toBeNull();
  });

  it("offers each kind's own options as its schema takes them, each value offered one the build takes (issue 89)", () => {
    const FIELDS = optionChoices();
    expect(Object.keys(FIELDS)).toEqual(KIND_NAMES);
    // Calcudoku's operations, to tick (a string of their signs, `+-`), Sudoku's symmetry, Word Search's directions.
    expect(FIELDS.calcudoku).toEqual([{ name: 'ops', type: 'set', values: ['+', '-', '*', '/'], joined: true }]);
    expect(FIELDS.sudoku).toEqual([{ name: 'symmetry', type: 'choice', values: ['rotational', 'mirror', 'none'] }]);
    // And Word Search's yes or no to print an offensive word of one's own list (a worksheet refuses one otherwise).
    expect(FIELDS['word-search']!.map((f) => f.name)).toEqual(['directions', 'message', 'keepOffensive']);
    expect(FIELDS['word-search']!.at(-1)).toEqual({ name: 'keepOffensive', type: 'flag', default: false });
    // Countdown's targets, a pair of bounds: from and to.
    expect(FIELDS.countdown!.find((f) => f.name === 'target')).toEqual({ name: 'target', type: 'range', min: 1, max: 9999 });
    for (const kind of KIND_NAMES) {
      const names = FIELDS[kind]!.map((f) => f.name);
      // The size, a rectangle's sides and the lists have fields of their own.
      for (const own of [SIZES[kind]?.option, 'rows', 'cols', 'width', 'height', ...(LISTS[kind] ? ['theme', 'words'] : [])]) expect(names, kind).not.toContain(own);
      for (const field of FIELDS[kind]!) {
        const values: unknown[] =
          field.type === 'choice' ? field.values : field.type === 'set' ? field.values.map((v) => (field.joined ? v : [v])) : field.type === 'number' ? (field.values ?? [field.min, field.max]) : field.type === 'range' ? [[field.min, field.max]] : field.type === 'flag' ? [!field.default] : ['HELLO'];
        for (const value of values) expect(KINDS[kind].options.safeParse({ [field.name]: value }).success, `${kind} ${field.name} ${String(value)}`).toBe(true);
      }
    }
    // Chosen, an option is sent under its own name, after the size; a value not offered is refused at its own field.
    const state = { ...start(), sections: [{ kind: 'calcudoku', difficulty: 'easy' as const, count: 4, size: 4, perPage: null, title: '', theme: null, words: '', options: { ops: '+-' } }] };
    expect((specOf(state, SIZES, LISTS).sections as { options: object }[])[0]!.options).toEqual({ size: 4, ops: '+-' });
    const offer = { sizes: SIZES, offered: offeredBands(SIZES), fields: FIELDS, languages: BOOK_LANGUAGES };
    expect(unoffered(state, offer)).toEqual([]);
    const forged = { ...state, sections: [{ ...state.sections[0]!, options: { ops: '+^', colour: 'red' } }] };
    expect(unoffered(forged, offer).map((p) => p.path.join('.'))).toEqual(['sections.0.options.ops', 'sections.0.options.colour']);
    const countdown = (target: number[]) => ({ ...state, sections: [{ ...state.sections[0]!, kind: 'countdown', size: null, options: { target } }] });
    expect(unoffered(countdown([10, 50]), offer)).toEqual([]);
    for (const target of [[10], [0, 50], [10, 10000], [10, Number.NaN]]) expect(unoffered(countdown(target), offer).map((p) => p.path.join('.')), String(target)).toEqual(['sections.0.options.target']);
    const own = { kinds: ['calcudoku'], fields: FIELDS };
    expect(fieldIdOf(['sections', 0, 'options', 'ops'], 1, own)).toBe('s0-calcudoku-ops');
    // An option with no field of its own is told at the size, as before.
    expect(fieldIdOf(['sections', 0, 'options', 'colour'], 1, own)).toBe('s0-size');
  });

  it('holds versions to sections alike but for their headings, told beside Versions (issue 89)', () => {
    const versions = recipe('versions', start(), words);
    expect(unlikeVersions(versions, SIZES, LISTS)).toEqual([]);
    const [a, b] = versions.sections as [FormState['sections'][number], FormState['sections'][number]];
    const unlike = [{ ...b, difficulty: 'medium' as const }, { ...b, kind: 'calcudoku' }, { ...b, count: 7 }, { ...b, size: 9 }, { ...b, perPage: 2 }, { ...b, options: { symmetry: 'mirror' } }];
    for (const other of unlike) {
      const problems = unlikeVersions({ ...versions, sections: [a, other, b] }, SIZES, LISTS);
      expect(problems.map((p) => [p.path.join('.'), p.code, p.values?.number])).toEqual([['versions', VERSIONS_UNLIKE, 2]]);
      expect(fieldIdOf(problems[0]!.path, 3)).toBe('make-versions');
      // Not versions (or not a worksheet): any sections go.
      expect(unlikeVersions({ ...versions, versions: false, sections: [a, other] }, SIZES, LISTS)).toEqual([]);
      expect(unlikeVersions({ ...versions, worksheet: false, sections: [a, other] }, SIZES, LISTS)).toEqual([]);
    }
  });

  it("puts a language's readers' paper first: Letter in the Americas' English and Brazil's Portuguese, A4 elsewhere", () => {
    expect(BOOK_LANGUAGES.filter((lang) => homePage(lang) === 'letter').sort()).toEqual(['en', 'pt-BR']);
    for (const lang of BOOK_LANGUAGES) expect(start(lang).page, lang).toBe(homePage(lang));
  });

  it('draws a short seed of letters and digits no one misreads', () => {
    const seed = freshSeed((bytes) => bytes.map((_, i) => i * 40));
    expect(seed).toMatch(/^[a-z2-9]{6}$/);
    expect(seed).not.toMatch(/[01ilo]/);
  });
});
