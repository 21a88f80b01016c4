import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Countdown's player words in French (checked against the English in play-words.ts), with the
 * terms of words.fr.ts: the cards are « les plaques », a number made is « fabriqué ». The signs'
 * names are as French reads them aloud (« plus », « moins », « fois », « divisé par »). The space before « : ; » is a no-break space (U+00A0), as in src/site/play/words.fr.ts.
 */
export const fr: typeof en = {
  help: template(
    'Trouve {{target}} : choisis une plaque, un signe, puis un autre nombre. Chaque étape s’écrit sur les lignes, et son résultat attend sous les signes pour resservir.',
  ),
  keysHelp: 'Au clavier : Tab ou les flèches pour aller à un nombre, Entrée pour le choisir, + − * / (ou x) pour un signe, Échap pour annuler le choix.',
  showSolution: 'Voir une solution',
  signs: 'Signes',
  plus: 'plus',
  minus: 'moins',
  times: 'fois',
  dividedBy: 'divisé par',
  made: 'Nombres que tu as fabriqués',
  tile: template('{{v}}{{#if card}}, plaque{{#if used}} utilisée{{/if}}{{else}}{{#if used}}, utilisé{{/if}}{{/if}}'),
  madeBy: template('fabriqué : {{line}}'),
  letGo: template('{{v}} n’est plus choisi : choisis un nombre.'),
  choiceLetGo: 'Choix annulé : choisis un nombre.',
  thenSign: template('{{v}}, puis un signe : + − × ou ÷.'),
  chooseFirst: 'Choisis d’abord un nombre, puis un signe.',
  thenSecond: template('{{v}} {{sign}} … choisis maintenant le deuxième nombre.'),
  notAllowed: template('Impossible : {{why}}. Chaque nombre en chemin doit être un nombre entier plus grand que zéro.'),
  notAboveZero: template('{{a}} − {{b}} n’est pas plus grand que zéro'),
  notWhole: template('{{a}} ÷ {{b}} n’est pas un nombre entier'),
  twoDifferent: 'Choisis deux nombres différents, pas encore utilisés',
  stepMade: template('Tu obtiens {{result}} : {{line}}. Le plus proche jusqu’ici : {{closest}}, à {{off}} du but.'),
  notThere: template('Pas encore : au plus près, tu as {{closest}}, à {{off}} de {{target}}.'),
};
