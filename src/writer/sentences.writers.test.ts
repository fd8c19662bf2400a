/**
 * Every writer reads sentences with core's one splitter (issue 46, item 2): an abbreviation of
 * another language ("د.", "z. B.", "Nr.", "M.", "Sra.", "Dr.", "U.S.") ends no sentence, so no
 * thread post ends with one and no Normal line starts in the middle of its sentence.
 */
import { describe, expect, it } from 'vitest';
import { NETWORK_POST_RULES, shapeSummary, shapeThread } from '#core/index.ts';
import { writeLocally } from './write-locally.ts';

/** A text in each language, and the one sentence of it an abbreviation stands in. */
const TEXTS = [
  {
    language: 'ar',
    whole: 'وقالت الوزيرة د. سارة أحمد إن المشروع الجديد سيبدأ في الربيع المقبل.',
    rest: [
      'وأضافت أن التمويل جاهز بالكامل منذ الشهر الماضي.',
      'وسيستفيد من المشروع آلاف السكان في الأحياء الجنوبية للمدينة.',
      'ويشمل المشروع بناء مدرستين ومستشفى صغير وحديقة عامة.',
      'ومن المتوقع أن تنتهي الأعمال خلال ثلاث سنوات.',
    ],
  },
  {
    language: 'de',
    whole: 'Viele Städte planen z. B. neue Radwege entlang der Hauptstraße Nr. 5 bis zum Bahnhof.',
    rest: [
      'Der Stadtrat hat gestern einen neuen Plan für die Innenstadt beschlossen.',
      'Zwölf Straßen bekommen bis zum Frühjahr geschützte Spuren für Fahrräder.',
      'Lieferverkehr bleibt jeden Morgen bis zehn Uhr erlaubt.',
      'Eine erste Bilanz soll in einem Jahr gezogen werden.',
    ],
  },
  {
    language: 'fr',
    whole:
      'M. Dupont, le maire, a présenté hier le nouveau plan pour les pistes cyclables du centre.',
    rest: [
      'Douze rues recevront des voies protégées avant la fin du printemps.',
      'Les livraisons resteront possibles avant dix heures chaque matin.',
      'Le projet est financé par une subvention nationale de quatre millions.',
      'Un premier bilan est prévu dans un an.',
    ],
  },
  {
    language: 'es',
    whole:
      'La Sra. García, alcaldesa del pueblo, presentó ayer el plan para plantar diez mil árboles.',
    rest: [
      'Los vecinos llevaban años pidiendo más sombra en las calles, sobre todo en verano.',
      'Las primeras plantaciones empezarán en octubre, cuando baje el calor.',
      'Cada árbol tendrá un sensor de riego que avisará si le falta agua.',
      'El presupuesto total es de cuatro millones de euros.',
    ],
  },
  {
    language: 'en',
    whole:
      'Dr. Smith of St. Mary’s hospital told the U.S. health agency that the new clinic opens in May.',
    rest: [
      'The clinic will treat children from the whole county, free of charge.',
      'Its building was paid for by a grant from a local family foundation.',
      'Nurses from three nearby towns have already applied to work there.',
      'A second clinic is planned for the north of the county next year.',
    ],
  },
];

describe('the rules writer’s sentences, in five languages', () => {
  it.each(TEXTS)('keeps the $language abbreviation inside its sentence in a thread', (case_) => {
    const text = [case_.whole, ...case_.rest].join(' ');
    const raw = writeLocally({ kind: 'thread', style: 'standard', sourceText: text, network: 'x' });
    const posts = shapeThread(raw, text, 'standard', () => 0.5, { rules: NETWORK_POST_RULES.x });
    expect(posts.some((post) => post.includes(case_.whole))).toBe(true);
    for (const post of posts) {
      expect(post).not.toMatch(/(?:^|\s)(?:د|B|Nr|M|Sra|Dr|St|U\.S)\.$/u);
    }
  });

  it.each(TEXTS)('starts no $language Normal line in the middle of a sentence', (case_) => {
    const text = [case_.whole, ...case_.rest].join(' ');
    const lines = shapeSummary(
      writeLocally({ kind: 'summary', mode: 'normal', sourceText: text, lang: case_.language }),
      text,
    );
    const sentences = [case_.whole, ...case_.rest];
    for (const line of lines) {
      // Each line is one of the text's sentences from its start (shortened at most).
      expect(
        sentences.some((sentence) => sentence.startsWith(line.replace(/…$/u, ''))),
        line,
      ).toBe(true);
    }
  });
});
