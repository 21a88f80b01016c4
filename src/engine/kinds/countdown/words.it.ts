import { withArticle } from '../../italian.ts';
import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Countdown in Italian (checked against the English in words.ts). The game is "Conto giusto"
 * (after the French « Le compte est bon »); the number to reach is "l'obiettivo", the numbers
 * dealt are "carte". Every opening starts with its method's name, so the key does not name it
 * twice. A number after an article takes the form its spoken name wants ("forma l'8").
 */

/** The line's sum, and after it where it leaves the working (see `where` in words.ts). */
const sum = '{{a}} {{op}} {{b}} = {{result}}';
const plan =
  '{{#if plan}}{{#if aimGap}}{{target}} è {{aimGap}} {{#if aimOver}}in meno{{else}}in più{{/if}} di {{aim}}{{#if parts}} = {{parts}}{{/if}}{{else}}{{target}} = {{parts}}{{/if}}' +
  `{{#if make}}; prima forma ${withArticle('make')}{{/if}}: {{/if}}`;
const where =
  '{{#if last}}, cioè l’obiettivo{{else}}{{#if (eq kind "main")}}{{#if gap}}, {{gap}} {{#if over}}in più{{else}}in meno{{/if}} dell’obiettivo {{target}}{{else}}, già l’obiettivo{{/if}}{{/if}}' +
  '{{#if (eq kind "top")}}{{#if gap}}; {{#if over}}ne rest{{#if (eq gap 1)}}a{{else}}ano{{/if}} da togliere{{else}}ne manc{{#if (eq gap 1)}}a{{else}}ano{{/if}}{{/if}} {{gap}}{{else}}, già l’obiettivo{{/if}}{{/if}}' +
  '{{#if (eq kind "factor")}}, un fattore di {{of}}{{/if}}' +
  '{{#if (eq kind "adjust")}}, {{result}} da {{#if add}}aggiungere{{else}}togliere{{/if}}{{#if still}} per finire{{/if}}{{/if}}' +
  '{{#if use}}, per {{use.a}} {{use.op}} {{use.b}}{{/if}}{{/if}}.';
const line = (opening: string) => template(opening + plan + sum + where);

export const it: typeof en = {
  title: 'Conto giusto',
  count: { 4: 'quattro', 5: 'cinque', 6: 'sei' },
  rules: template(
    'Arriva all’obiettivo con i {{count}} numeri e + − × ÷. Usa ogni numero al massimo una volta (non serve usarli tutti), e ogni risultato lungo il percorso deve essere un numero intero maggiore di zero.',
  ),
  instruction: template('Ottieni il numero obiettivo con alcuni dei {{count}} numeri, usando + − × ÷. Usa ogni numero una volta sola.'),
  target: 'Obiettivo',
  step: template('{{a}} {{op}} {{b}} = {{result}}'),
  others: template('{{#if others}}{{#if plural}}e altri {{others}} modi{{else}}e un altro modo{{/if}}{{else}}l’unico modo{{/if}}'),
  heading: template('Obiettivo {{target}} con {{numbers}}'),
  alt: template('Conto giusto: arriva a {{target}} con {{numbers}}.'),
  answerLine: template('{{expression}} = {{target}}'),
  altSolved: template('Conto giusto: arriva a {{target}} con {{numbers}}. Un modo: {{expression}}.'),
  ladder: {
    direct: {
      level: 1,
      title: 'dritto all’obiettivo',
      what: 'Un solo passo con due carte (100 + 75, 100 × 7), oppure tre carte sommate e sottratte (100 + 8 − 3).',
    },
    'add-up': {
      level: 2,
      title: 'somme e sottrazioni',
      what: 'Quattro carte o più, sommate e sottratte (75 + 9 + 7 + 5 + 5).',
    },
    'multiply-adjust': {
      level: 2,
      title: 'moltiplica e aggiusta',
      what: 'Moltiplica due carte per arrivare vicino all’obiettivo, poi aggiungi o togli carte singole per colmare la differenza (100 × 6 − 8 − 6 − 1).',
    },
    'build-factor': {
      level: 3,
      title: 'costruisci un fattore',
      what: 'Il numero per cui moltiplicare non è una carta: costruiscilo prima con due carte, poi moltiplica e aggiusta con carte singole ((5 + 2) × 75 − 6 − 1, 25 × 4 × 3).',
    },
    'build-adjust': {
      level: 3,
      title: 'costruisci la correzione',
      what: 'Arriva vicino all’obiettivo con una carta o un prodotto, e costruisci la differenza moltiplicando due carte (100 × 7 − 3 × 4, 100 + 25 × 3 + 2).',
    },
    'two-products': {
      level: 4,
      title: 'due prodotti',
      what: 'Due o più prodotti di due carte, sommati o sottratti, dove il secondo non è solo il prodotto di due carte piccole (75 × 8 + 25 × 7).',
    },
    division: {
      level: 4,
      title: 'divisione',
      what: 'Una divisione lungo il percorso, che deve venire esatta ((100 ÷ 4 + 8) × 9).',
    },
    'long-way': {
      level: 4,
      title: 'la strada lunga',
      what: 'Qualsiasi cosa più complicata: un fattore costruito con tre carte o più, due parti costruite, il prodotto di una somma che contiene un prodotto ((75 × 2 − 3) × 6 − 1).',
    },
  },
  steps: {
    direct: line('{{#if first}}{{#if last}}Dritto all’obiettivo: {{else}}Dritto all’obiettivo, con tre carte: {{/if}}{{/if}}'),
    'add-up': line('{{#if first}}Somme e sottrazioni: {{/if}}'),
    'multiply-adjust': line('{{#if first}}Moltiplica e aggiusta: {{/if}}'),
    'build-factor': line('{{#if first}}Costruisci un fattore: {{/if}}'),
    'build-adjust': line('{{#if first}}Costruisci la correzione: {{/if}}'),
    'two-products': line('{{#if first}}Due prodotti: {{/if}}'),
    division: line('{{#if first}}Divisione: in questo modo bisogna dividere. {{/if}}'),
    'long-way': line('{{#if first}}La strada lunga: {{/if}}'),
  },
  ruledOut: {
    direct: template('Dritto all’obiettivo: nessuna strada per {{target}}; nessuna coppia di carte lo dà in un passo, né tre carte sommate e sottratte.'),
    'add-up': template('Somme e sottrazioni: nessuna strada per {{target}}; quattro carte o più, sommate e sottratte, non lo danno.'),
    'multiply-adjust': template(
      'Moltiplica e aggiusta: nessuna strada per {{target}}; {{#if product}}il prodotto di due carte più vicino, {{a}} × {{b}} = {{product}}, dista {{gap}}, e {{/if}}nessun prodotto di due carte aggiustato con carte singole lo dà.',
    ),
    'build-factor': template(
      'Costruisci un fattore: nessuna strada per {{target}}; nessun fattore fatto con due carte, moltiplicato per una carta e aggiustato con carte singole, lo dà.',
    ),
    'build-adjust': template(
      'Costruisci la correzione: nessuna strada per {{target}}; nessuna carta né prodotto di due carte, corretto con due carte moltiplicate, lo dà.',
    ),
  },
  card: template('L’obiettivo, {{target}}, è una delle carte.'),
  hint: {
    mistake: template(
      'Con i numeri che hai adesso non si arriva a {{target}}: annulla {{#each lines}}{{#if @first}}{{else}}{{#if @last}} e {{else}}, {{/if}}{{/if}}{{this}}{{/each}} (con Annulla{{#if (gt count 1)}}, {{count}} volte{{/if}}), poi chiedi di nuovo.',
    ),
    stuck: template('Con queste carte non si può arrivare a {{target}} in nessun modo.'),
  },
  refusal: {
    deal: template(
      '{{#if all}}{{cards}} carte grandi{{else}}{{#if (eq large 0)}}{{cards}} carte piccole{{else}}{{cards}} carte, {{#if (eq large -1)}}1 o 2 delle quali grandi{{else}}{{#if (eq large 1)}}1 delle quali grande{{else}}{{large}} delle quali grandi{{/if}}{{/if}}{{/if}}{{/if}}',
    ),
    beyond: template('con {{deal}}, nessun modo supera {{most}}, che resta sotto ogni obiettivo da {{lowest}} a {{highest}}'),
    tooHigh: template(
      'con {{deal}}, i metodi del livello {{band}} arrivano al massimo a {{most}}, che resta sotto ogni obiettivo da {{lowest}} a {{highest}}',
    ),
    smallEasy: template(
      'senza nessuna carta grande, nessun obiettivo da {{lowest}} a {{highest}} è a un passo o a tre carte di distanza, quindi il livello easy ha bisogno di una carta grande',
    ),
    sentence: template(
      '{{why}}; chiedi {{#if band}}il livello {{band}}{{#if harder}} o uno più difficile{{/if}}{{#if lower}}, oppure obiettivi più bassi{{/if}}{{else}}obiettivi più bassi{{/if}}' +
        '{{#if more}}, oppure più carte{{/if}}{{#if large}}, oppure almeno una carta grande{{/if}}{{#if larger}}, oppure più carte grandi{{/if}}',
    ),
  },
  measures: {
    level: 'livello, secondo il metodo necessario (1 facile … 4 esperto)',
    hardest: 'metodo necessario',
    uses: 'passi, per metodo: metodi più facili scartati e righe di calcolo',
    steps: 'passi: metodi più facili scartati, poi righe di calcolo',
    paper: 'combinazioni provate, all’incirca, prima di trovare una strada (al massimo 12)',
    solutions: 'modi di arrivare all’obiettivo',
    ways: 'modi con i metodi del suo livello o più facili',
    cards: 'numeri usati nel calcolo',
    near: 'distanza dell’obiettivo dal prodotto di due carte più vicino',
    stray: 'numero più grande lungo il percorso, come multiplo dell’obiettivo',
  },
};
