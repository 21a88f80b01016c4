import { plannedLine, siteWordsSet, wordsIn } from '../../templates/archive/words.ts';
import { loadWords } from '../play/catalogs.ts';
import type { OfferedBands } from './bands.ts';
import { ANSWERS, type Band, BANDS, fieldIdOf, type FormState, freshSeed, homePage, type KindName, type Lists, MOST_PER_PAGE, NOT_OFFERED, type OptionFields, type OptionValue, PAGE_SIZES, recipe, type Recipe, type SectionState, type Sizes, specOf, unlikeVersions, unoffered, VERSIONS_UNLIKE } from './form.ts';
import { choiceName } from './option-words.ts';
import { sizeName } from './names.ts';
import { goOffline, keep } from './offline.dom.ts';
import type { FromMaker, MadeFile, PreviewPage, Problem, ToMaker } from './protocol.ts';

/**
 * The /make/ page (pages/make): the form the page served, wired to its maker. Each change
 * asks the maker to plan the pages (after a pause in the typing), and shows their frames and
 * count; Make asks it to make the book, shows its progress, and offers the files it sends back;
 * Cancel ends the maker (a fresh one starts on the next request). Problems it finds with the
 * spec are shown beside the fields they concern. Every word is the page's, in its language.
 */

interface Setup {
  lang: string;
  offered: OfferedBands;
  /** Each kind's size choice (choices.ts), and the book languages there are. */
  sizes: Sizes;
  /** Each kind's themes, where its puzzles take a list of words (choices.ts). */
  lists: Lists;
  /** Each kind's own options beside its size (choices.ts). */
  fields: OptionFields;
  languages: string[];
  kindTitles: Record<KindName, string>;
  bandNames: Record<Band, string>;
  /** make/sw.js's address: the page may be /make/ or a language's /make/<lang>/, both in its scope. */
  worker: string;
  /** The maker's script (worker.ts, bundled apart: src/archive/maker.ts), from the base. */
  maker: string;
}

const root = document.querySelector<HTMLElement>('[data-make]');
if (root) void start(root);

async function start(root: HTMLElement): Promise<void> {
  const setup = JSON.parse(root.dataset.make!) as Setup;
  const { lang, offered, sizes: choices, lists, fields, kindTitles, bandNames } = setup;
  await loadWords(lang, [siteWordsSet.id]);
  const words = wordsIn(lang).make;

  const form = root.querySelector<HTMLFormElement>('#make-form')!;
  const list = root.querySelector<HTMLOListElement>('[data-sections]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-section-template]')!;
  const field = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const title = field<HTMLInputElement>('#make-title');
  const language = field<HTMLSelectElement>('#make-language');
  const page = field<HTMLSelectElement>('#make-page');
  const worksheet = field<HTMLInputElement>('#make-worksheet');
  const versions = field<HTMLInputElement>('#make-versions');
  const seed = field<HTMLInputElement>('#make-seed');
  const makeButton = field<HTMLButtonElement>('[data-make-button]');
  const cancel = field<HTMLButtonElement>('[data-cancel]');
  const progress = field<HTMLProgressElement>('[data-progress]');
  const status = field<HTMLElement>('[data-status]');
  const failed = field<HTMLElement>('[data-failed]');
  const planned = field<HTMLElement>('[data-planned]');
  const pages = field<HTMLOListElement>('[data-pages]');
  const downloads = field<HTMLElement>('[data-downloads]');
  const summary = field<HTMLElement>('#make-summary');
  // The book's choices by the names the page was served with, read before anyone could change them: what a refusal of a value not offered lists.
  const served = (selector: string) => [...root.querySelectorAll<HTMLInputElement | HTMLOptionElement>(selector)].map((choice) => ({ value: choice.value, name: (choice instanceof HTMLInputElement ? choice.labels?.[0] : choice)?.textContent?.trim() ?? choice.value }));
  const bookChoices: Record<string, { value: string; name: string }[]> = { language: served('#make-language option'), page: served('#make-page option'), answers: served('input[name="answers"]') };

  // ----- The form as data, and back.

  const sectionItems = () => [...list.querySelectorAll<HTMLLIElement>(':scope > .make-section')];
  const input = <T extends HTMLElement>(item: HTMLElement, name: string) => item.querySelector<T>(`[data-field="${name}"]`)!;

  /** The group of a section's fields for its kind's own options. */
  const optionsFor = (item: HTMLElement, kind: KindName) => [...item.querySelectorAll<HTMLElement>('[data-options-for]')].find((group) => group.dataset.optionsFor === kind);

  /** The kind's own options as chosen in `item`: those left to the kind left out. */
  function readOptions(item: HTMLElement, kind: KindName): Record<string, OptionValue> {
    const group = optionsFor(item, kind);
    const chosen: Record<string, OptionValue> = {};
    for (const field of fields[kind] ?? []) {
      const element = group?.querySelector<HTMLElement>(`[data-option="${field.name}"]`);
      if (!element) continue;
      if (field.type === 'set') {
        const ticked = [...element.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => box.value);
        if (ticked.length) chosen[field.name] = field.joined ? ticked.join('') : ticked;
      } else if (field.type === 'range') {
        // Both boxes, or neither: one typed alone is sent as it is, for the maker to refuse beside the field.
        const typed = [...element.querySelectorAll<HTMLInputElement>('input')].map((box) => box.value.trim());
        if (typed.some((n) => n !== '')) chosen[field.name] = typed.map((n) => (n === '' ? Number.NaN : Number(n)));
      } else if (field.type === 'flag') {
        const checked = (element as HTMLInputElement).checked;
        if (checked !== field.default) chosen[field.name] = checked;
      } else {
        const value = (element as HTMLInputElement | HTMLSelectElement).value.trim();
        // A number typed as none is sent as it is, for the maker to refuse beside the field.
        if (value !== '') chosen[field.name] = field.type === 'number' ? Number(value) : value;
      }
    }
    return chosen;
  }

  /** Sets the fields of `item`'s kind's own options to `options`: each left out at the kind's choice. */
  function writeOptions(item: HTMLElement, kind: KindName, options: Record<string, OptionValue>): void {
    const group = optionsFor(item, kind);
    for (const field of fields[kind] ?? []) {
      const element = group?.querySelector<HTMLElement>(`[data-option="${field.name}"]`);
      if (!element) continue;
      const value = options[field.name];
      if (field.type === 'set') {
        const ticked: unknown[] = field.joined && typeof value === 'string' ? [...value] : Array.isArray(value) ? value : [];
        for (const box of element.querySelectorAll<HTMLInputElement>('input')) box.checked = ticked.includes(box.value);
      } else if (field.type === 'range') {
        const boxes = [...element.querySelectorAll<HTMLInputElement>('input')];
        boxes.forEach((box, i) => (box.value = Array.isArray(value) && value[i] !== undefined ? String(value[i]) : ''));
      } else if (field.type === 'flag') (element as HTMLInputElement).checked = value === undefined ? field.default : value === true;
      else (element as HTMLInputElement | HTMLSelectElement).value = value === undefined ? '' : String(value);
    }
  }

  function readSection(item: HTMLElement): SectionState {
    const size = input<HTMLSelectElement>(item, 'size').value;
    const perPage = input<HTMLSelectElement>(item, 'perPage').value;
    const kind = input<HTMLSelectElement>(item, 'kind').value as KindName;
    return {
      kind,
      difficulty: input<HTMLSelectElement>(item, 'difficulty').value as Band,
      // A count typed as no number is sent as it is, for the maker to refuse beside the field.
      count: input<HTMLInputElement>(item, 'count').valueAsNumber,
      size: size === '' ? null : Number(size),
      perPage: perPage === '' ? null : Number(perPage),
      title: input<HTMLInputElement>(item, 'title').value,
      theme: input<HTMLSelectElement>(item, 'theme').value || null,
      words: input<HTMLTextAreaElement>(item, 'words').value,
      options: readOptions(item, kind),
    };
  }

  function readState(): FormState {
    return {
      title: title.value,
      language: language.value as FormState['language'],
      page: page.value as FormState['page'],
      answers: (form.querySelector<HTMLInputElement>('input[name="answers"]:checked')?.value ?? 'separate') as FormState['answers'],
      worksheet: worksheet.checked,
      versions: versions.checked,
      seed: seed.value,
      sections: sectionItems().map(readSection),
    };
  }

  /** Gives a section its place: its ids, labels' `for`, hints' and problems' references, its legend and its remove button's words. */
  function place(item: HTMLElement, at: number): void {
    item.dataset.section = String(at);
    for (const element of item.querySelectorAll<HTMLElement>('[id], [for], [aria-describedby]')) {
      for (const attribute of ['id', 'for', 'aria-describedby']) {
        const value = element.getAttribute(attribute);
        if (value) element.setAttribute(attribute, value.replace(/\bs(?:\d+|__)-/g, `s${at}-`));
      }
    }
    item.querySelector('[data-section-legend]')!.textContent = words.sectionHeading({ number: at + 1 });
    item.querySelector('[data-remove-section]')!.textContent = words.removeSection({ number: at + 1 });
  }

  /** Fills a section's size and band choices for its kind and size: only the bands the kind reaches there. */
  function fillChoices(item: HTMLElement, section: SectionState): void {
    const sizes = choices[section.kind];
    // A size option the page has no word for (a kind added since) is called a size.
    item.querySelector('[data-size-label]')!.textContent = (sizes && (words.size as Record<string, string>)[sizes.option]) || words.size.size;
    const size = input<HTMLSelectElement>(item, 'size');
    const values = sizes?.values ?? [];
    size.replaceChildren(new Option(words.sizeDefault, ''), ...values.map((n) => new Option(sizeName(sizes!.square, n, lang), String(n))));
    size.value = section.size === null || !values.includes(section.size) ? '' : String(section.size);
    // A kind not offered (a value set in the page by hand) has no bands: Make says so beside its field.
    const bands = offered[section.kind]?.[size.value === '' ? 'auto' : size.value] ?? [];
    const band = input<HTMLSelectElement>(item, 'difficulty');
    band.replaceChildren(...bands.map((b) => new Option(bandNames[b], b)));
    // A band no longer offered gives way to the nearest that is.
    const wanted = BANDS.indexOf(section.difficulty);
    const nearest = [...bands].sort((a, b) => Math.abs(BANDS.indexOf(a) - wanted) - Math.abs(BANDS.indexOf(b) - wanted))[0];
    band.value = bands.includes(section.difficulty) ? section.difficulty : (nearest ?? '');
    // A kind whose puzzles take a list of words: its themes, and one's own words; hidden for the others.
    const list = lists[section.kind];
    item.querySelector<HTMLElement>('[data-lists]')!.hidden = !list;
    const theme = input<HTMLSelectElement>(item, 'theme');
    theme.replaceChildren(new Option(words.themeEach, ''), ...(list?.themes ?? []).map((t) => new Option(t.title, t.id)));
    theme.value = list?.themes.some((t) => t.id === section.theme) ? section.theme! : '';
    // One's own words, or words with a clue each (a criss-cross's `word: clue` lines).
    item.querySelector('[data-own-words-label]')!.textContent = list?.clued ? words.ownClues : words.ownWords;
    item.querySelector('[data-own-words-hint]')!.textContent = list?.clued ? words.ownCluesHint : words.ownWordsHint;
    // The kind's own options shown, every other kind's hidden.
    for (const group of item.querySelectorAll<HTMLElement>('[data-options-for]')) group.hidden = group.dataset.optionsFor !== section.kind;
  }

  function writeSection(item: HTMLElement, section: SectionState): void {
    input<HTMLSelectElement>(item, 'kind').value = section.kind;
    fillChoices(item, section);
    input<HTMLInputElement>(item, 'count').value = String(section.count);
    input<HTMLSelectElement>(item, 'perPage').value = section.perPage === null ? '' : String(section.perPage);
    input<HTMLInputElement>(item, 'title').value = section.title;
    input<HTMLTextAreaElement>(item, 'words').value = section.words;
    writeOptions(item, section.kind, section.options);
  }

  function newSection(at: number, section: SectionState): HTMLLIElement {
    const item = (template.content.firstElementChild as HTMLLIElement).cloneNode(true) as HTMLLIElement;
    place(item, at);
    writeSection(item, section);
    return item;
  }

  /** Only one section left cannot be removed: a book needs one. */
  function removable(): void {
    const items = sectionItems();
    for (const item of items) item.querySelector<HTMLButtonElement>('[data-remove-section]')!.hidden = items.length === 1;
  }

  function writeState(state: FormState): void {
    title.value = state.title;
    language.value = state.language;
    page.value = state.page;
    for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="answers"]')) radio.checked = radio.value === state.answers;
    worksheet.checked = state.worksheet;
    versions.checked = state.versions;
    seed.value = state.seed;
    list.replaceChildren(...state.sections.map((section, at) => newSection(at, section)));
    removable();
    versions.disabled = !worksheet.checked;
    // A recipe's paper is the recipe's, not one the person chose: it follows the language again.
    paperChosen = false;
  }

  /** Whether the person chose the paper themselves: until they do, it follows the book's language, as the page started on its own's. */
  let paperChosen = false;

  // ----- The maker.

  let worker: Worker | null = null;
  let last = 0;
  /** The request whose answer the page waits for; answers to any other are stale. */
  let planId = 0;
  let makeId = 0;
  let urls: string[] = [];

  function maker(): Worker {
    if (worker) return worker;
    worker = new Worker(setup.maker, { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<FromMaker>) => heard(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const id = makeId || planId;
      heard({ type: 'failed', id, message: event.message || 'The maker could not start.' });
    });
    return worker;
  }

  goOffline(setup.worker);
  function send(message: ToMaker): void {
    maker().postMessage(message);
  }

  let timer: number | undefined;
  /** After a pause in the typing: a plan for each keystroke would keep the maker a word behind. Short, so the pages follow as typing stops. */
  function planSoon(): void {
    window.clearTimeout(timer);
    timer = window.setTimeout(plan, 150);
  }
  /** At once, for a choice made whole (a click, a list chosen from), which no keystroke follows. */
  function planNow(): void {
    window.clearTimeout(timer);
    plan();
  }

  /** The form's choices that are none the page offers, told beside their fields as the maker's refusals are: how many. */
  function refusedHere(state: FormState, focus: boolean): number {
    const problems = [...unoffered(state, { sizes: choices, offered, fields, languages: setup.languages }), ...unlikeVersions(state, choices, lists)];
    if (problems.length) showProblems(problems, focus);
    return problems.length;
  }

  function plan(): void {
    if (makeId) return;
    // Answers to any plan asked before are stale now, whether this one is asked or refused here.
    planId = ++last;
    const state = readState();
    if (refusedHere(state, false)) {
      planned.textContent = '';
      return;
    }
    planned.textContent = words.planning;
    send({ type: 'plan', id: planId, spec: specOf(state, choices, lists), lang });
  }

  function heard(message: FromMaker): void {
    // What the maker fetched to answer (its script, words, fonts) is kept for a visit offline; once a book is made, what it may need in any language too.
    if (message.type === 'planned' || message.type === 'made') keep(message.fetched, message.type === 'made');
    const current = message.id === makeId ? 'make' : message.id === planId ? 'plan' : null;
    if (!current) return;
    switch (message.type) {
      case 'planned':
        clearProblems();
        showPages(message.pages);
        planned.textContent = plannedLine(words, message.pages.length, message.puzzles);
        return;
      case 'progress': {
        const part = message.total > 0 ? message.done / message.total : 0;
        progress.value = message.stage === 'fit' ? 0 : message.stage === 'make' ? part * 0.9 : 0.9 + part * 0.1;
        status.textContent = message.stage === 'fit' ? words.stageFit : message.stage === 'make' ? words.stageMake(message) : words.stageRender(message);
        return;
      }
      case 'made':
        done();
        clearProblems();
        showPages(message.pages);
        planned.textContent = plannedLine(words, message.pages.length, message.puzzles);
        seed.value = message.seed;
        status.textContent = words.made({ seed: message.seed });
        // How the work was shared, for whoever looks (the tests do): puzzles made on puzzle workers.
        downloads.dataset.onWorkers = String(message.onWorkers);
        offer(message.files, [plannedLine(words, message.pages.length, message.puzzles), words.proved, ...(message.fewestPages ? [words.printOnDemandShort({ pages: message.pages.length, fewest: message.fewestPages })] : [])]);
        return;
      case 'refused':
        if (current === 'make') done();
        if (current === 'plan') planned.textContent = '';
        showProblems(message.problems, current === 'make');
        if (current === 'make') status.textContent = words.refused({ count: message.problems.length });
        return;
      case 'failed':
        if (current === 'make') done();
        if (current === 'plan') planned.textContent = '';
        failed.hidden = false;
        failed.querySelector('[data-failed-message]')!.textContent = message.message;
        if (current === 'make') status.textContent = '';
        return;
    }
  }

  function working(on: boolean): void {
    cancel.hidden = !on;
    progress.hidden = !on;
    // Not disabled, which would drop the focus of the person who pressed it: pressed again while working, it does nothing.
    if (on) makeButton.setAttribute('aria-disabled', 'true');
    else makeButton.removeAttribute('aria-disabled');
  }

  function done(): void {
    makeId = 0;
    working(false);
  }

  function showPages(list: PreviewPage[]): void {
    pages.replaceChildren(
      ...list.map((p) => {
        const item = document.createElement('li');
        item.className = 'make-page';
        item.dataset.type = p.type;
        const frame = document.createElement('div');
        frame.className = 'make-page-frame';
        // The drawing is the page's own picture; its number below names it.
        frame.setAttribute('aria-hidden', 'true');
        // Markup, as draw/svg.ts writes it with every text escaped: test/make/preview.test.ts
        // previews a spec with markup in every field and finds only the drawing's elements.
        frame.innerHTML = p.svg;
        const number = document.createElement('p');
        number.textContent = words.pageNumber({ number: p.number });
        item.append(frame, number);
        return item;
      }),
    );
  }

  function fileWords(file: MadeFile): string {
    if (file.name.endsWith('-answers.pdf')) return words.fileKey;
    if (file.name.endsWith('.pdf')) return words.fileBook;
    if (file.name.endsWith('.json')) return words.fileData;
    return words.fileSpec;
  }

  function offer(files: MadeFile[], report: string[]): void {
    for (const old of urls) URL.revokeObjectURL(old);
    urls = [];
    const links = files.map((file) => {
      const href = URL.createObjectURL(new Blob([file.data as BlobPart], { type: file.mime }));
      urls.push(href);
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = href;
      link.download = file.name;
      link.textContent = fileWords(file);
      const name = document.createElement('code');
      name.textContent = file.name;
      item.append(link, ' ', name);
      return item;
    });
    downloads.querySelector('[data-files]')!.replaceChildren(...links);
    downloads.querySelector('[data-report]')!.textContent = report.join(' ');
    downloads.hidden = false;
  }

  // ----- Problems, beside their fields.

  const labelOf = (id: string): string => {
    // A section's own problem is named by the section's heading (`Section 2`).
    const section = /^s(\d+)-section$/.exec(id);
    if (section) return sectionItems()[Number(section[1])]?.querySelector('legend')?.textContent?.trim() ?? '';
    const element = document.getElementById(id);
    if (!element) return '';
    if (element instanceof HTMLFieldSetElement) return element.querySelector('legend')?.textContent?.trim() ?? '';
    const label = (element as HTMLInputElement).labels?.[0];
    return label?.textContent?.trim() ?? '';
  };

  const or = new Intl.ListFormat(lang, { type: 'disjunction' });
  const numbers = new Intl.NumberFormat(lang);

  /** The names of the choices the page offers at a problem's place (`['sections', 0, 'kind']`), as the form names them. */
  function offeredNames(path: Problem['path']): string[] {
    const [first, at, name] = path;
    const named = (list: { value: string; name: string }[], allowed: readonly string[]) => list.filter((c) => allowed.includes(c.value)).map((c) => c.name);
    if (first === 'language') return named(bookChoices.language!, setup.languages);
    if (first === 'page') return named(bookChoices.page!, PAGE_SIZES);
    if (first === 'answers') return named(bookChoices.answers!, ANSWERS);
    const section = typeof at === 'number' ? readState().sections[at] : undefined;
    if (first !== 'sections' || !section) return [];
    const sizes = choices[section.kind];
    if (name === 'kind') return Object.keys(offered).map((kind) => kindTitles[kind] ?? kind);
    const option = typeof path[3] === 'string' ? fields[section.kind]?.find((f) => f.name === path[3]) : undefined;
    if (name === 'options' && option && (option.type === 'choice' || option.type === 'set')) return option.values.map((v) => choiceName(words, option.name, v));
    if (name === 'options' && option?.type === 'number') return (option.values ?? [option.min, option.max]).map((n) => numbers.format(n));
    if (name === 'options') return [words.sizeDefault, ...(sizes?.values ?? []).map((n) => sizeName(sizes!.square, n, lang))];
    if (name === 'difficulty') return (offered[section.kind]?.[section.size === null ? 'auto' : String(section.size)] ?? []).map((band) => bandNames[band]);
    if (name === 'perPage') return [words.perPageAuto, ...Array.from({ length: MOST_PER_PAGE }, (_, i) => numbers.format(i + 1))];
    return [];
  }

  /** The problem in the page's language: its own sentence where the maker says which it is, else the field named and the build's English words. */
  function said(problem: Problem, id: string | null): string {
    const values = problem.values ?? {};
    if (problem.code === NOT_OFFERED) return words.notOffered({ choices: or.format(offeredNames(problem.path)) });
    if (problem.code === VERSIONS_UNLIKE) return words.versionsUnlike({ number: Number(values.number) });
    // `least`: the readable size the page is held to; `points` in the values is what the grid would print at.
    if (problem.code === 'too-large' || (problem.code === 'too-small' && !Number(values.fits))) return words.tooLarge({ points: Number(values.least) });
    if (problem.code === 'too-small') return words.tooSmall({ asked: Number(values.asked), fits: Number(values.fits), points: Number(values.least) });
    if (problem.code === 'unprintable') return words.unprintable({ character: String(values.character) });
    // A list of words or a theme refused (a kind's refusal codes, `word-short` → `wordShort`), in the page's words; a band by its name.
    const listed = problem.code && (words.list as Record<string, ((data: object) => string) | undefined>)[problem.code.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())];
    if (listed) return listed({ ...values, ...(typeof values.band === 'string' ? { band: bandNames[values.band as Band] ?? values.band } : {}) });
    const where = id ? labelOf(id) : '';
    return where ? `${words.problem({ field: where })} ${problem.message}` : `${problem.path.join('.')}${problem.path.length ? ': ' : ''}${problem.message}`;
  }

  function clearProblems(): void {
    summary.hidden = true;
    failed.hidden = true;
    for (const shown of root!.querySelectorAll<HTMLElement>('.make-problem:not([hidden])')) {
      shown.hidden = true;
      shown.textContent = '';
    }
    for (const invalid of root!.querySelectorAll<HTMLElement>('[aria-invalid]')) {
      invalid.removeAttribute('aria-invalid');
      const by = (invalid.getAttribute('aria-describedby') ?? '').split(' ').filter((ref) => !ref.endsWith('-problem'));
      invalid.setAttribute('aria-describedby', by.join(' '));
    }
  }

  function showProblems(problems: Problem[], focus: boolean): void {
    clearProblems();
    const items: HTMLLIElement[] = [];
    let first: HTMLElement | null = null;
    for (const problem of problems) {
      const id = fieldIdOf(problem.path, sectionItems().length, { kinds: readState().sections.map((s) => s.kind), fields });
      // A section's own problem (its name, say) has no field of its own: it is told under the section, its kind field marked.
      const element = id ? document.getElementById(id.replace(/-section$/, '-kind')) : null;
      const text = said(problem, element ? id : null);
      const item = document.createElement('li');
      if (element && id) {
        const slot = document.getElementById(`${id}-problem`)!;
        slot.textContent = slot.textContent ? `${slot.textContent} ${text}` : text;
        slot.hidden = false;
        const marked = element;
        marked.setAttribute('aria-invalid', 'true');
        const by = (marked.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
        if (!by.includes(slot.id)) marked.setAttribute('aria-describedby', [...by, slot.id].join(' '));
        const focusable = marked instanceof HTMLFieldSetElement ? marked.querySelector<HTMLElement>('input')! : marked;
        first ??= focusable;
        const link = document.createElement('a');
        link.href = `#${focusable.id || id}`;
        link.textContent = text;
        item.append(link);
      } else {
        item.textContent = text;
        first ??= summary;
      }
      items.push(item);
    }
    summary.querySelector('[data-summary-line]')!.textContent = words.refused({ count: problems.length });
    summary.querySelector('[data-summary-list]')!.replaceChildren(...items);
    summary.hidden = problems.length === 0;
    if (focus) (first ?? summary).focus();
  }

  // ----- The person's doings.

  const recipeWords = { worksheetTitle: words.worksheetTitle, bookTitle: words.bookTitleDefault, kindTitle: (kind: KindName) => kindTitles[kind] };

  root.addEventListener('click', (event) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('button');
    if (!target) return;
    if (target.dataset.recipe) {
      writeState(recipe(target.dataset.recipe as Recipe, readState(), recipeWords));
      planNow();
    } else if (target.hasAttribute('data-add-section')) {
      const state = readState();
      // A new section is like the last one (there is always one: the last cannot be removed).
      list.append(newSection(state.sections.length, { ...state.sections.at(-1)!, title: '' }));
      removable();
      input<HTMLSelectElement>(sectionItems().at(-1)!, 'kind').focus();
      planNow();
    } else if (target.hasAttribute('data-remove-section')) {
      const item = target.closest<HTMLElement>('.make-section')!;
      const at = sectionItems().indexOf(item as HTMLLIElement);
      item.remove();
      sectionItems().forEach(place);
      removable();
      // Focus goes to the section now in its place, else the one before, else the add button.
      const next = sectionItems()[Math.min(at, sectionItems().length - 1)];
      (next ? input<HTMLSelectElement>(next, 'kind') : field<HTMLButtonElement>('[data-add-section]')).focus();
      planNow();
    } else if (target.hasAttribute('data-new-seed')) {
      seed.value = freshSeed((bytes) => crypto.getRandomValues(bytes));
      planNow();
    } else if (target === cancel) {
      worker?.terminate();
      worker = null;
      done();
      planId = 0;
      status.textContent = words.cancelled;
      // Cancel is hidden now: the focus goes back to Make.
      makeButton.focus();
    }
  });

  form.addEventListener('change', (event) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>('.make-section');
    const name = target.dataset.field;
    if (item && (name === 'kind' || name === 'size')) {
      const section = readSection(item);
      // Another kind's sizes are not this one's: a new kind starts at its own default.
      fillChoices(item, name === 'kind' ? { ...section, size: null } : section);
    }
    if (target === worksheet) versions.disabled = !worksheet.checked;
    if (target === page) paperChosen = true;
    // The paper of the language's readers (Letter, A4), until the person chooses one; a trim is kept.
    if (target === language && !paperChosen && (page.value === 'letter' || page.value === 'a4')) page.value = homePage(language.value);
    // A change is a choice made whole (a list, a box ticked, a field left): typed text was planned as it was typed.
    planNow();
  });
  // Typing in a text or number field: planned after a pause; a list or box's own input event is its change's.
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))) return;
    planSoon();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (makeId) return;
    // A plan still waiting for the last keystroke is of this same spec: the book made answers it.
    window.clearTimeout(timer);
    clearProblems();
    // A plan asked before is of the form as it was: its answer would clear what is told here.
    planId = 0;
    const refused = refusedHere(readState(), true);
    if (refused) {
      status.textContent = words.refused({ count: refused });
      return;
    }
    if (seed.value.trim() === '') seed.value = freshSeed((bytes) => crypto.getRandomValues(bytes));
    makeId = ++last;
    working(true);
    progress.value = 0;
    status.textContent = words.stageFit;
    downloads.hidden = true;
    send({ type: 'make', id: makeId, spec: specOf(readState(), choices, lists), lang });
  });

  // The seed is drawn here, so each reader gets their own; then the first plan.
  if (seed.value.trim() === '') seed.value = freshSeed((bytes) => crypto.getRandomValues(bytes));
  removable();
  versions.disabled = !worksheet.checked;
  plan();
}
