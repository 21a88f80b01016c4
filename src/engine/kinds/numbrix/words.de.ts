import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Numbrix in German (checked against the English in words.ts). A number named as a thing is
 * feminine ("die 7"); a square is "das Feld", named by "Zeile 2, Spalte 3".
 */
export const de: typeof en = {
  title: 'Numbrix',
  rules: template(
    'Schreibe in jedes leere Feld eine Zahl, sodass jede Zahl von 1 bis {{last}} genau einmal im Gitter steht und jede Zahl die nächste oben, unten, links oder rechts berührt (nie schräg). Die schon gedruckten Zahlen zeigen, wo der Weg entlangläuft.',
  ),
  instruction: template(
    'Schreibe die Zahlen von 1 bis {{last}} so in die Felder, dass ein Weg entsteht: Jede Zahl berührt die nächste oben, unten, links oder rechts.',
  ),
  alt: template('Numbrix-Gitter, {{width}} mal {{height}}, mit {{clues}} vorgegebenen Zahlen; trage 1 bis {{last}} ein.'),
  altSolved: template('Numbrix, {{width}} mal {{height}}, gelöst: die Zahlen 1 bis {{last}} als ein Weg.'),
  ladder: {
    bridge: { level: 1, title: 'Brücke', what: 'Zwei Zahlen mit Abstand zwei (7 und 9) und nur ein freies Feld, das beide berührt: Die Zahl dazwischen kommt dorthin.' },
    'single-exit': {
      level: 1,
      title: 'einziger Ausgang',
      what: 'Einer Zahl fehlt noch ihr Nachbar in der Reihe, und neben ihr ist nur ein Feld frei: Der Nachbar kommt dorthin.',
    },
    corridor: {
      level: 2,
      forced: true,
      title: 'einziger Weg',
      what: 'Zwei Zahlen mit kurzem Abstand, zwischen denen nur ein Weg der richtigen Länge führt (ein Gang oder eine Ecke von genau passender Größe): Der Weg steht fest.',
    },
    'two-step': {
      level: 2,
      title: 'Lücke von zwei Feldern',
      what: 'Zwei Zahlen mit Abstand drei (7 und 10): Suche alle Wege über zwei Felder zwischen ihnen; ein Feld, das jeder Weg benutzt, wird ausgefüllt.',
    },
    'dead-end': {
      level: 2,
      title: 'Sackgasse',
      what: 'Ein leeres Feld mit nur einem Zugang kann nur ein Ende des Weges sein: die 1 oder die letzte Zahl.',
    },
    parity: {
      level: 2,
      title: 'Schachbrettfarben',
      what: 'Färbe das Gitter wie ein Schachbrett: Aufeinanderfolgende Zahlen wechseln die Farbe, also stehen die geraden Zahlen alle auf der einen Farbe und die ungeraden auf der anderen. So siehst du, welches Ende des Weges in eine Sackgasse passt.',
    },
    fence: {
      level: 3,
      title: 'Entfernungszaun',
      what: 'Eine fehlende Zahl liegt in Laufweite der schon gesetzten Zahlen vor und nach ihr (die 12 ist höchstens 3 Schritte von der 9 entfernt) und auf ihrer Schachbrettfarbe: Bleibt nur ein Feld übrig, kommt sie dorthin.',
    },
    'only-number': {
      level: 3,
      title: 'einzige Zahl, die hinkommt',
      what: 'Ein leeres Feld, das nur eine einzige fehlende Zahl innerhalb ihres Entfernungszauns erreichen kann, bekommt diese Zahl.',
    },
    routes: {
      level: 4,
      title: 'alle Wege durchgehen',
      what: 'Bei einer kurzen Lücke schreibst du jeden Weg der richtigen Länge auf (höchstens ein Dutzend) und streichst die, die eine Ecke abschließen, die keine Zahl füllen kann: Ein Feld, in dem alle übrigen Wege übereinstimmen, ist sicher.',
    },
  },
  cell: template('Zeile {{row}}, Spalte {{col}}'),
  steps: {
    bridge: template('Die {{v}} kommt in {{cell}}: Das ist das einzige freie Feld, das die {{prev}} und die {{next}} berührt.'),
    'single-exit': template('Neben der {{u}} ist nur das Feld in {{cell}} frei, also kommt die {{v}} dorthin.'),
    'two-step': template(
      'Jeder Weg über zwei Felder von der {{a}} zur {{b}} führt durch das Feld in {{cell}}, also kommt die {{v}} dorthin.',
    ),
    'dead-end': template('Das Feld in {{cell}} hat nur einen Zugang, also ist es ein Ende des Weges: die {{v}}.'),
    parity: template(
      'Das Feld in {{cell}} hat nur einen Zugang, also steht dort die 1 oder die {{last}}; auf dem Schachbrett hat es die Farbe der {{v}}, also kommt die {{v}} dorthin.',
    ),
    fence: template(
      'Die {{v}} muss{{#if (gt lo 0)}} höchstens {{up}} Schritt{{#unless (eq up 1)}}e{{/unless}} von der {{lo}}{{/if}}{{#if (gt lo 0)}}{{#if (lte hi last)}} und{{/if}}{{/if}}{{#if (lte hi last)}} höchstens {{down}} Schritt{{#unless (eq down 1)}}e{{/unless}} von der {{hi}}{{/if}} entfernt sein und auf ihrer Schachbrettfarbe stehen: Das einzige solche Feld liegt in {{cell}}{{#each wide}}{{#if @first}} ({{else}}; {{/if}}{{#if cut}}das Feld in {{cell}} ist durch die schon gesetzten Zahlen von der {{from}} abgeschnitten{{else}}das Feld in {{cell}} ist {{steps}} Schritte von der {{from}} entfernt, um die schon gesetzten Zahlen herum{{/if}}{{#if @last}}){{/if}}{{/each}}.',
    ),
    'only-number': template(
      'Keine fehlende Zahl außer der {{v}} kann das Feld in {{cell}} rechtzeitig erreichen: Es ist {{#if (gt lo 0)}}{{up}} Schritt{{#unless (eq up 1)}}e{{/unless}} von der {{lo}}{{#if (lte hi last)}} und {{down}} Schritt{{#unless (eq down 1)}}e{{/unless}} von der {{hi}}{{/if}}{{else}}{{down}} Schritt{{#unless (eq down 1)}}e{{/unless}} von der {{hi}}{{/if}} entfernt{{#if around}}, um die schon gesetzten Zahlen herum{{/if}}, und {{#if (gt lo 0)}}{{#if (lte hi last)}}nur die {{v}} liegt mindestens {{up}} nach der {{lo}} und {{down}} vor der {{hi}}{{else}}die {{v}} ist die einzige fehlende Zahl ihrer Schachbrettfarbe, die mindestens {{up}} nach der {{lo}} liegt{{/if}}{{else}}die {{v}} ist die einzige fehlende Zahl ihrer Schachbrettfarbe, die mindestens {{down}} vor der {{hi}} liegt{{/if}}{{#each others}}; {{#if (eq first last)}}die {{first}} ist zu weit weg{{else}}die Zahlen von {{first}} bis {{last}} sind zu weit weg{{/if}}: Um die schon gesetzten Zahlen herum ist das Feld {{#each ends}}{{#unless @first}} und {{/unless}}{{#if cut}}von der {{from}} abgeschnitten{{else}}{{steps}} Schritt{{#unless (eq steps 1)}}e{{/unless}} von der {{from}} entfernt{{/if}}{{/each}}{{/each}}. Also kommt die {{v}} dorthin.',
    ),
    corridor: template(
      'Nur ein Weg der richtigen Länge führt von der {{lo}} zur {{hi}}, und er setzt die {{v}} auf das Feld in {{cell}}.',
    ),
    routes: template(
      '{{count}} Wege der richtigen Länge führen von der {{lo}} zur {{hi}}. Von der {{lo}} aus: {{#each routes}}{{#unless @first}}; {{/unless}}{{moves}} ({{#if pocket}}schließt {{pocket}} ab{{else}}keine leere Ecke{{/if}}){{/each}}. {{#if (gt count kept)}}{{#if (eq kept 1)}}Nur einer schließt{{else}}{{kept}} davon schließen{{/if}} keine leere Ecke ab, und {{#if (eq kept 1)}}er setzt{{else}}{{#if (eq kept 2)}}beide setzen{{else}}alle {{kept}} setzen{{/if}}{{/if}}{{else}}{{#if (eq kept 2)}}Beide setzen{{else}}Alle {{kept}} setzen{{/if}}{{/if}} die {{v}} auf das Feld in {{cell}}.',
    ),
  },
  route: {
    pocket: template(
      '{{#if (eq size 1)}}das Feld in {{cells.[0]}}{{else}}{{#if (eq size 2)}}die Felder in {{#each cells}}{{#unless @first}}{{#if @last}} und {{else}}; {{/if}}{{/unless}}{{this}}{{/each}}{{else}}eine Ecke aus {{size}} Feldern, darunter {{cells.[0]}}{{/if}}{{/if}}',
    ),
    moves: { up: 'hoch', down: 'runter', left: 'links', right: 'rechts' },
    run: template('{{dir}}{{#if (gt n 1)}} {{n}}{{/if}}'),
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}Die{{else}}{{#if @last}} und die{{else}}, die{{/if}}{{/if}} {{v}} in {{cell}}{{/each}} {{#if (eq wrong.length 1)}}liegt{{else}}liegen{{/if}} nicht auf dem Weg: Nimm sie zuerst weg.',
    ),
    reveal: template('Ich kenne keinen Schritt, der von hier weiterführt, also verrate ich dir ein Feld der Lösung: Die {{v}} kommt in {{cell}}.'),
  },
  measures: {
    level: 'Stufe, nach den nötigen Techniken (1 leicht … 4 Profi)',
    hardest: 'schwierigste nötige Technik',
    uses: 'benutzte Techniken',
    steps: 'Schritte bis zur Lösung',
    paper: 'aufgeschriebene und geprüfte Wege und Felder',
    stretch: 'längste Strecke zwischen vorgegebenen Zahlen',
    clues: 'vorgegebene Zahlen',
    cells: 'Felder',
    clueShare: 'Anteil der vorgegebenen Felder',
  },
};
