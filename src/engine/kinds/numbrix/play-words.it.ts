import { withArticle } from '../../italian.ts';
import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Numbrix's player words in Italian (checked against the English in play-words.ts), with the
 * terms of words.it.ts: casella, riga, colonna, griglia, percorso. A number takes the article
 * its spoken name wants (src/engine/italian.ts): "il 5", "l’8", "dal 7", "dall’11".
 */

/** "il 5" / "l’8" before the number in `field`; `Il`/`L’` at the start of a sentence. */
const the = (field: string) => withArticle(field, 'il ', 'l’');
const The = (field: string) => withArticle(field, 'Il ', 'L’');
const from = (field: string) => withArticle(field, 'dal ', 'dall’');
const to = (field: string) => withArticle(field, 'al ', 'all’');

export const it: typeof en = {
  help: template(
    '{{#if coarse}}Tocca un numero sulla griglia, poi le caselle{{else}}Fai clic su un numero della griglia, poi sulle caselle{{/if}} dove vanno i numeri successivi, oppure trascina da un numero attraverso le caselle. ' +
      '{{#if coarse}}Tocca{{else}}Fai clic su{{/if}} un numero che hai messo per toglierlo. Il pulsante Prossimo conta in avanti o all’indietro. ' +
      'Tasti: le frecce spostano, Invio mette il numero, + e − contano in avanti o all’indietro, Ctrl+Z annulla.',
  ),
  continuing: template(`Continui ${from('n')}`),
  removed: template(`Tolto ${the('n')}`),
  backTo: template(`Di nuovo ${to('n')}`),
  placed: template(
    `{{#if (eq count 1)}}Messo ${the('from')}{{else if (eq count 2)}}Messi ${the('from')} e ${the('to')}{{else}}Messi ${from('from')} ${to('to')}{{/if}}`,
  ),
  thenContinuing: template(`{{said}}; continui ${from('n')}`),
  chooseFirst: 'Prima scegli sulla griglia un numero da cui continuare a contare',
  atEnd: template(`${The('n')} è {{#if first}}il primo{{else}}l’ultimo{{/if}} numero; conta nell’altro senso`),
  already: template(`${The('n')} è già sulla griglia, in riga {{row}}, colonna {{column}}{{#if takeAway}}; prima toglilo{{/if}}`),
  mustTouch: template(`${The('n')} deve toccare ${the('from')}: sopra, sotto, a sinistra o a destra`),
  mustAlsoTouch: template(`${The('n')} deve toccare anche ${the('after')}, che è già sulla griglia`),
  // One word for both pointers, as the Spanish does: "Scegli" reads as well under a finger as
  // under a mouse. "Prossimo", not "Successivo": short, over the number in a small button.
  nextCaption: template('{{#if (eq at "choose")}}Scegli{{else if (eq at "first")}}Primo{{else if (eq at "last")}}Ultimo{{else}}Prossimo{{/if}}'),
  chooseValue: 'un numero',
  nextLabel: template(
    '{{#if (eq at "choose")}}Scegli un numero{{else if (eq at "first")}}L’1 è il primo' +
      `{{else if (eq at "last")}}${The('n')} è l’ultimo{{else}}Prossimo: {{n}}{{/if}}, contando {{#if up}}in avanti{{else}}all’indietro{{/if}}`,
  ),
  turnTip: template('Conta invece {{#if up}}all’indietro{{else}}in avanti{{/if}} ({{#if up}}−{{else}}+{{/if}})'),
  square: template(
    'Riga {{row}}, colonna {{column}}: {{#if v}}{{v}}{{#if given}}, stampato{{/if}}{{else}}vuota{{/if}}{{#if current}}, conti da qui{{/if}}',
  ),
  nothingYet: template('Non hai ancora messo nessun numero: {{#if (eq empty 1)}}1 casella è vuota{{else}}{{empty}} caselle sono vuote{{/if}}.'),
  allRight: template(
    'Tutti i numeri messi finora sono giusti; {{#if (eq empty 1)}}1 casella è ancora vuota{{else}}{{empty}} caselle sono ancora vuote{{/if}}.',
  ),
  wrongAt: template(
    '{{#if (eq wrong.length 1)}}Questo numero non è dove lo mette{{else}}{{wrong.length}} numeri non sono dove li mette{{/if}} la soluzione: ' +
      `{{#each wrong}}{{#unless @first}}; {{/unless}}${the('v')} in riga {{row}}, colonna {{column}}{{/each}}.`,
  ),
  wrongCount: template('{{#if (eq count 1)}}1 numero non è dove lo mette{{else}}{{count}} numeri non sono dove li mette{{/if}} la soluzione.'),
  filledWrong: 'Tutte le caselle sono piene, ma il percorso non è ancora giusto: premi Controlla per vedere dove.',
};
