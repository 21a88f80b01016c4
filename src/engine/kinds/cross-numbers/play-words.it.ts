import { withArticle } from '../../italian.ts';
import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Cross Numbers' player words in Italian (checked against the English in play-words.ts), with
 * the terms of words.it.ts: la casella, la cifra, la riga, la colonna, la griglia (all
 * feminine, so one article serves), and a line "dà il suo risultato". A digit takes the article
 * its spoken name wants (src/engine/italian.ts): "il 5", "l’8".
 */

/** "Il 5" / "L’8", at the start of a sentence. */
const The = (field: string) => withArticle(field, 'Il ', 'L’');

export const it: typeof en = {
  help: 'Scegli una casella e scrivi una cifra, oppure usa il tastierino; le frecce spostano. Con Note scrivi note a matita. Una riga o una colonna piena viene cerchiata di verde quando dà il suo risultato.',
  box: template('Riga {{row}}, colonna {{column}}'),
  already: template(`${The('v')} c’è già in questa {{#if (eq where "grid")}}griglia{{else if (eq where "row")}}riga{{else}}colonna{{/if}}.`),
  missed: template(
    '{{#each lines}}{{#if @first}}La{{else}} e la{{/if}} {{#if row}}riga{{else}}colonna{{/if}} {{n}}{{/each}} ' +
      '{{#if (eq lines.length 1)}}non dà il suo risultato{{else}}non danno il loro risultato{{/if}}.',
  ),
  mark: template('La {{#if row}}riga{{else}}colonna{{/if}} {{n}} {{#if holds}}dà{{else}}non dà{{/if}} il suo risultato'),
  boxEmpty: template('La casella in riga {{row}}, colonna {{column}} è vuota.'),
  boxRight: template(`${The('v')} in riga {{row}}, colonna {{column}} è giusto.`),
  boxWrong: template(`${The('v')} in riga {{row}}, colonna {{column}} è sbagliato.`),
  allRightSoFar: template(
    '{{#if (eq empty 1)}}1 casella è ancora vuota{{else}}{{empty}} caselle sono ancora vuote{{/if}}; tutte le cifre scritte finora sono giuste.',
  ),
  wrongDigits: template(
    '{{#if (eq wrong.length 1)}}Questa cifra è sbagliata{{else}}{{wrong.length}} cifre sono sbagliate{{/if}}: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}riga {{row}}, colonna {{column}}{{/each}}.',
  ),
  stillEmpty: template('{{#if (eq empty 1)}}1 casella è ancora vuota{{else}}{{empty}} caselle sono ancora vuote{{/if}}.'),
  filledWrong: 'Tutte le caselle sono piene, ma non tutte le righe e le colonne danno ancora il loro risultato: premi Controlla per vedere dove.',
};
