/**
 * The role reader (role-claims.ts), read by unsupportedClaims in a Normal line. An English role
 * beside a name: each case an edit of the third held-out set of long documents
 * (eval/guard-cases/en-documents-3.yaml) that passed, beside the faithful line. Roles traded
 * between two people of the source where capitals mark names: every name is the source's, but the
 * line puts one after a word the source gives the other; a role word for a name, a name's other
 * form and a reordered sentence are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { roleClaims, sameStem } from './role-claims.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const UPDATE =
  'Chief Executive Fiona Grant said October had started well. Chief Financial Officer Neil Carmody added that the buyback would finish this year.';
const RECALL =
  "Homestead's chief executive, Laura Pinkney, said in a statement that the company was sorry.";
const CRICKET =
  "Somerset's captain Lewis Gregory said the pitch had started to do a bit. Tom Abell made 88 from 161 balls.";
const RESULTS = 'Revenue rose, said Dr. Helen Park, president and chief executive officer.';

describe('a role beside a name is the one the source gives that person', () => {
  it('stops a role the source gives that person no more, its spellings one role', () => {
    expect(claims('CEO Fiona Grant said October had started well.', UPDATE)).toEqual([]);
    expect(claims('CFO Fiona Grant said October had started well.', UPDATE)).toEqual([
      'name:CFO Fiona Grant',
    ]);
    expect(claims('CFO Neil Carmody said the buyback ends this year.', UPDATE)).toEqual([]);
    expect(claims('CEO Laura Pinkney apologized.', RECALL)).toEqual([]);
    expect(claims('CFO Laura Pinkney apologized.', RECALL)).toEqual(['name:CFO Laura Pinkney']);
  });

  it('reads the head of a company and its finance head in German, Spanish and French', () => {
    const german = (line: string) =>
      unsupportedClaims(
        line,
        claimSource({
          text: 'Vorstandschef Arnd Franz kündigte den Abbau an. Finanzvorstand Markus Kapaun sagte, die Schulden seien gesunken.',
          lang: 'de',
        }),
        'normal',
      ).map((claim) => `${claim.kind}:${claim.text}`);
    expect(german('Vorstandschef Markus Kapaun will Stellen streichen.')).toEqual([
      'name:Vorstandschef Markus Kapaun',
    ]);
    expect(german('Vorstandschef Arnd Franz will Stellen streichen.')).toEqual([]);
    expect(german('Finanzvorstand Markus Kapaun nannte die Schulden.')).toEqual([]);
    const spanish =
      'El consejero delegado, Luis Soto, y la directora financiera, Ana Ruiz, hablaron.';
    expect(claims('La directora financiera Ana Ruiz habló.', spanish)).toEqual([]);
    expect(claims('El consejero delegado Ana Ruiz habló.', spanish)).toEqual([
      'name:consejero delegado Ana Ruiz',
    ]);
    const french =
      'La PDG Anne Roux et le directeur financier Marc Petit ont présenté les comptes.';
    expect(claims('Le directeur financier Anne Roux a présenté les comptes.', french)).toEqual([
      'name:directeur financier Anne Roux',
    ]);
    expect(claims('La PDG Anne Roux a présenté les comptes.', french)).toEqual([]);
  });

  it('reads both roles of "president and chief executive officer"', () => {
    expect(claims('CEO Helen Park said revenue rose.', RESULTS)).toEqual([]);
    expect(claims('President Helen Park said revenue rose.', RESULTS)).toEqual([]);
  });

  it('stops a role the source gives someone else, and none to that person', () => {
    expect(claims("Somerset captain Lewis Gregory's side lost.", CRICKET)).toEqual([]);
    expect(claims("Somerset captain Tom Abell's side lost.", CRICKET)).toEqual([
      "name:captain Tom Abell's",
    ]);
  });

  it('takes no organisation for a person, nor a role the source states apart from the name', () => {
    const birds =
      "It is extraordinary, said Dr. Sissel Sjöberg of Lund University, the study's first author.";
    expect(claims('First author Sissel Sjöberg called it extraordinary.', birds)).toEqual([]);
    const trial =
      "Dr. Isabel Ferreira, a neurologist in Dallas and the trial's lead author, said it could help.";
    expect(claims('Lead author Isabel Ferreira said it could help.', trial)).toEqual([]);
  });
});

const PARQUE =
  'El Ayuntamiento de Sevilla abrirá el sábado el nuevo parque en Triana. El alcalde José Luis Sanz presentará el proyecto junto al arquitecto Guillermo Vázquez Consuegra.';
const TEATR =
  'Главные партии исполнят Анна Одинцова и Роман Полковников, дирижирует Евгений Волынский. Директор театра Антон Гетьман сообщил, что зал вмещает 1700 зрителей.';
const MATCH =
  'Leeds beat Wigan 2-1 on Sunday, with striker Joe Hart scoring twice and goalkeeper Sam Brook saving a penalty, said manager Ann Cole.';

const claimsIn = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: roles traded between the source’s people', () => {
  it('stops a source’s name put after the role word the source gives another', () => {
    expect(
      claimsIn(
        'El arquitecto José Luis Sanz presentará el proyecto junto al alcalde Guillermo Vázquez Consuegra.',
        PARQUE,
        'es',
      ),
    ).toEqual(['name:José Luis Sanz', 'name:Guillermo Vázquez Consuegra']);
    expect(
      claimsIn(
        'Главную партию исполнит Евгений Волынский, дирижирует Роман Полковников.',
        TEATR,
        'ru',
      ),
      // The two fates traded are read too (traded-fates.ts).
    ).toEqual([
      'name:Евгений Волынский',
      'name:Роман Полковников',
      'negation:евгений главную, роман дирижирует',
    ]);
    expect(
      claimsIn('Goalkeeper Joe Hart saved a penalty, said striker Sam Brook.', MATCH, 'en'),
    ).toEqual(['name:Sam Brook']);
  });

  it('keeps a role with the source’s own name in another form, or a name alone', () => {
    for (const line of [
      'El alcalde Sanz y el arquitecto Vázquez Consuegra presentarán el parque.',
      'El alcalde de Sevilla presentará el proyecto en Triana.',
      'Vázquez Consuegra, arquitecto del proyecto, lo presentará junto al alcalde.',
    ]) {
      expect(claimsIn(line, PARQUE, 'es'), line).toEqual([]);
    }
    for (const line of [
      'Главные партии исполнят Одинцова и Полковников.',
      'Дирижирует Волынский, главные партии исполнят Анна Одинцова и Роман Полковников.',
      'Директор Гетьман сообщил, что зал вмещает 1700 зрителей.',
    ]) {
      expect(claimsIn(line, TEATR, 'ru'), line).toEqual([]);
    }
    for (const line of [
      'Wigan lost 2-1 to Leeds on Sunday.',
      'Manager Ann Cole praised striker Joe Hart, who scored twice.',
      'Sam Brook saved a penalty and Joe Hart scored twice.',
    ]) {
      expect(claimsIn(line, MATCH, 'en'), line).toEqual([]);
    }
  });

  it('leaves a new name to the names reader, and a function word is no role', () => {
    expect(
      roleClaims('said manager Pep Guardiola', claimSource({ text: MATCH, lang: 'en' })),
    ).toEqual([]);
    // "with" is a function word: "with Sam Brook" of "with Joe Hart" says nothing of a role.
    expect(
      roleClaims(
        'Leeds won with Sam Brook in goal.',
        claimSource({ text: 'Leeds won with Joe Hart up front. Sam Brook kept goal.', lang: 'en' }),
      ),
    ).toEqual([]);
  });

  it('reads a word’s forms by their shared start', () => {
    expect(sameStem('pianista', 'pianisty')).toBe(true);
    expect(sameStem('анна', 'анну')).toBe(true);
    expect(sameStem('исполнят', 'исполнит')).toBe(true);
    expect(sameStem('alcalde', 'arquitecto')).toBe(false);
    expect(sameStem('sanz', 'sam')).toBe(false);
  });

  it('reads a role before a comma and a capitalised role opening a sentence', () => {
    const market =
      'La concejala de Comercio, Beatriz Gandullo, y el presidente de la asociación de placeros, Manuel Reyes, recorrieron los nuevos puestos.';
    expect(
      claimsIn(
        'La presidenta de los placeros, Beatriz Gandullo, recorrió los puestos con el concejal Manuel Reyes.',
        market,
        'es',
      ),
    ).toEqual(['name:Beatriz Gandullo', 'name:Manuel Reyes']);
    expect(
      claimsIn(
        'La concejala Beatriz Gandullo recorrió los puestos con Manuel Reyes.',
        market,
        'es',
      ),
    ).toEqual([]);
    const lifeboat =
      'Coxswain Adrian Don and a crew of six towed the boat back. Station mechanic Ian Bell said calm seas made it a straightforward job.';
    // The role's name, and the mechanic's statement given to the coxswain (moved-statements.ts).
    expect(claimsIn('Station mechanic Adrian Don said calm seas helped.', lifeboat, 'en')).toEqual([
      'name:Adrian Don',
      'negation:Station mechanic Adrian Don said calm seas helped.',
    ]);
    expect(
      claimsIn('Mechanic Ian Bell said coxswain Adrian Don did well.', lifeboat, 'en'),
    ).toEqual([]);
    // A capitalised word inside a sentence is the name's own first word, not its role: the source
    // gives Chloe Whitaker none, so no role is traded.
    const ship = 'Deck officer Tom Reid agreed with Chloe Whitaker on the route.';
    expect(claimsIn('Deck officer Chloe Whitaker agreed.', ship, 'en')).toEqual([]);
  });

  it('reads roles traded between two of the source’s words where no capital tells a name', () => {
    const baseball =
      '선발 투수 박세웅은 7이닝 동안 삼진 9개를 잡았고, 전준우가 결승 홈런을 쳤다. 김태형 감독은 팬들 덕분에 이겼다고 말했다.';
    expect(
      claimsIn(
        '선발 투수 전준우는 7이닝 동안 삼진 9개를 잡았고, 박세웅이 결승 홈런을 쳤다.',
        baseball,
        'ko',
      ),
    ).toEqual(['name:전준우는']);
    for (const line of [
      '박세웅은 7이닝 동안 9개의 삼진을 잡아냈다.',
      '전준우의 홈런이 결승점이 됐고, 선발 투수 박세웅이 호투했다.',
      '김 감독은 승리를 팬들 덕분으로 돌렸다.',
    ]) {
      expect(claimsIn(line, baseball, 'ko'), line).toEqual([]);
    }
    // A place's phrase before either side is no role: the loser told with a turned verb (h282).
    const final = '김민수가 결승에서 이준호를 이겼다.';
    expect(claimsIn('이준호가 결승에서 김민수에게 졌다.', final, 'ko')).toEqual([]);
    // Common words reordered ("a year of renovation" of "renovation of a year") trade nothing.
    const park = 'עיריית תל אביב פותחת מחר את הפארק לציבור אחרי שיפוץ של שנה.';
    expect(claimsIn('הפארק נפתח מחר לציבור אחרי שנה של שיפוץ.', park, 'he')).toEqual([]);
  });
});
