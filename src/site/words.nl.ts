import { template } from '../engine/words.ts';
import type { en } from './words.ts';

/**
 * The archive's words in Dutch (checked against the English in words.ts), in the printed
 * words' terms (src/templates/words.nl.ts): "de puzzel", a difficulty "het niveau", a kind
 * "de soort", the answers "de antwoorden", the reader "je". A band's name stands alone
 * ("makkelijk"), never before a noun, where Dutch would inflect it. Quotes are ‘…’.
 */
export const nl: typeof en = {
  site: {
    // Short: on a phone the header is one line, the site's name beside the menu.
    name: 'Puzzelarchief',
    windowTitle: template('{{title}} · Puzzelarchief'),
    skip: 'Naar de inhoud',
    mainNav: 'Hoofdmenu',
    books: 'Boeken',
    // "Soorten", not "Puzzelsoorten": the phone's header has one line for the name and all three.
    kinds: 'Soorten',
    search: 'Zoeken',
    searchForm: 'Website',
    searchLabel: 'Puzzels zoeken',
    searchPlaceholder: 'Zoek: id, soort, boek…',
    footer:
      'Gemaakt met puzzlebook. Elke puzzel hier is voor publicatie nog een keer opgelost: elke puzzel heeft precies één antwoord, behalve bij Getallenjacht: daar is elk doelgetal te halen, vaak op meer manieren.',
    breadcrumb: 'Kruimelpad',
    archive: 'Archief',
  },
  book: {
    count: template('{{count}} puzzel{{#unless (eq count 1)}}s{{/unless}}'),
    author: template('door {{author}}'),
    pdf: 'Puzzelboek (pdf)',
    answersPdf: 'Antwoorden (pdf)',
    answersAtBack: 'De antwoorden staan achter in het boek',
  },
  puzzle: {
    title: template('{{kindTitle}} {{number}}, {{difficulty}} · {{book}}'),
    crumb: template('Puzzel {{number}}'),
    play: 'Spelen',
    idBefore: 'Puzzel',
    idIn: 'in',
    print: 'Deze puzzel afdrukken',
    howTo: 'Spelregels',
    // Not "<kind>-puzzels": two kinds' names are two words or a plural ("Geheim getal", "Kruissommen").
    more: template('Meer puzzels van de soort {{kindTitle}}'),
    asText: 'De puzzel als tekst',
    measured: 'Hoe de moeilijkheid is gemeten',
    askedFor: 'Gevraagd niveau',
    score: 'Gevraagd werk (score)',
    measuredNote:
      'Een niveau vraagt twee dingen: de technieken die je nodig hebt om de puzzel zonder te gokken op te lossen, en een score binnen het bereik van het niveau voor een puzzel van deze grootte. De score telt de hele oplossing: elke stap naar het niveau van zijn techniek (1, 2, 4 of 8 punten) en een punt voor elk geval dat je uitschrijft en controleert. Een punt is ongeveer tien seconden; daaruit volgt de tijd: een ruwe schatting, geen meting.',
    showAnswer: 'Antwoord tonen',
    others: 'Andere puzzels in dit boek',
    previous: template('‹ Vorige: {{label}}'),
    next: template('Volgende: {{label}} ›'),
    first: 'Eerste puzzel van het boek',
    last: 'Laatste puzzel van het boek',
  },
  grade: {
    needs: template('vraagt om ‘{{technique}}’'),
    // A no-break space: a narrow line never leaves "min" alone at the start of the next.
    about: template('ongeveer {{minutes}}\u00a0min'),
    // No technique, or no uses of any: "geen" serves both.
    none: 'geen',
    // The band is "het niveau" in print too; its number is the level of that same scale.
    level: template('{{band}} (niveau {{level}})'),
  },
  listing: {
    description: 'Alle puzzels uit alle boeken: bladeren, afdrukken, zoeken en de antwoorden nakijken.',
    lede: template(
      '{{puzzles}} puzzel{{#unless (eq puzzles 1)}}s{{/unless}} uit {{books}} boek{{#unless (eq books 1)}}en{{/unless}}, elk gecontroleerd door een computerprogramma: één antwoord en geen ander (bij {{countdown}}: het doelgetal is op minstens één manier te halen). Open een puzzel om hem te spelen, af te drukken of het antwoord te bekijken.',
    ),
    random: 'Willekeurige puzzel',
    randomWhy: ': een die je nog niet hebt opgelost.',
    kinds: 'Puzzelsoorten',
    example: 'Het voorbeeld bij deze regels',
    allOfKind: template('{{#if (eq count 1)}}De enige puzzel{{else}}Alle {{count}} puzzels{{/if}} van de soort {{kindTitle}}'),
    kindTitle: template('Puzzelsoort {{kindTitle}}'),
    teach: 'Zo los je het op: de eerste stappen, en wat elk niveau vraagt',
    firstSteps: 'De eerste stappen van het voorbeeld',
    eachBand: 'Wat elk niveau vraagt',
    eachBandNote: 'Elk niveau gebruikt de technieken van de niveaus ervoor, voegt deze toe en vraagt in totaal meer werk.',
    showDifficulty: 'Niveau tonen',
    showLanguage: 'Taal tonen',
    all: 'Alle',
    randomOfKind: template('Willekeurige puzzel van de soort {{kindTitle}}'),
    puzzles: 'Puzzels',
    searchTitle: 'Zoeken in het archief',
    searchIntro: template(
      'Zoek op het id van een puzzel zoals het eronder in het boek staat (bijvoorbeeld {{id}}), op soort, niveau, boektitel of de woorden van een regel; verfijn de resultaten met de filters.',
    ),
    searchNeedsScript: template('Zoeken werkt alleen met JavaScript. Zonder JavaScript kun je bladeren door de {{books}} of de {{kinds}}.'),
    booksLink: 'boeken',
    kindsLink: 'puzzelsoorten',
    filters: { kind: 'soort', difficulty: 'niveau', book: 'boek', language: 'taal' },
    randomDescription: 'Een willekeurige puzzel uit de puzzels die je nog niet hebt opgelost.',
    randomAtWork:
      'Met JavaScript aan kiest deze pagina een puzzel die je nog niet hebt opgelost, en opent die. Zonder JavaScript kies je er zelf een uit de lijst.',
    randomPicking: 'Een puzzel kiezen…',
    randomNone: 'Geen enkele puzzel hier past bij wat er gevraagd werd. Kies er een uit de lijst hieronder.',
    inBook: template('in {{book}}'),
    back: 'Terug naar het archief',
    notFound: 'Niet gevonden',
    noSuchPage: 'Deze pagina bestaat niet',
    // "Ga naar de voorpagina van het archief of probeer te zoeken."
    notFoundText: template('Hier staat geen puzzel of boek. Ga naar de {{front}} of probeer te {{search}}.'),
    frontLink: 'voorpagina van het archief',
    searchLink: 'zoeken',
  },
};
