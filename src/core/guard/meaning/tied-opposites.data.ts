/**
 * Opposite words a line may turn (issue 44, h267): per language, per group, the "up" side's words
 * and the "down" side's, lower case, separated by spaces. Written by hand: no kept library lists
 * antonyms (compromise reads English only; n2words, eld, sentencex hold none). A word ending in
 * "-" is a stem matched at a word's start, kept only where every word it starts is of that sense
 * ("hyväksy-": hyväksyi, hyväksyttiin); a stem that would start another word is written out in its
 * forms ("recua recuou", not "recu-", which starts "recusa", refuses). Words joined by "_" are one
 * phrase of several words (Vietnamese "thông_qua"), by "+" a verb and its particle a few words apart
 * (German "fand+statt", Dutch "ging+door"). Japanese is matched inside its spaceless text.
 *
 * Words of two senses are left out: English "end" and "up" (a date's "the end of March", "turned
 * up"), French "fin" and "début" ("fin mars"), German "Ende", "vor", "nach", Indonesian "lebih"
 * ("lebih sedikit" is fewer), Korean "진" and "연" (also "true", "year"), English "left", "passed",
 * "beaten" and "defeated" (a passive turns the side: "were beaten by Hull"). Turkish has no
 * winning and losing here: its order says no roles ("Fenerbahçe'yi yendi"; its cases do).
 */
export const TIED_OPPOSITES: Readonly<
  Record<string, Readonly<Record<string, readonly [string, string]>>>
> = {
  en: {
    amount: [
      'rise rises rose risen rising increase increased increases increasing grew grow grows growing climbed climbs jumped surged soared raise raised raises raising hiked',
      'fall falls fell fallen falling decrease decreased decreases decreasing decline declined declines declining dropped drops slipped sank plunged tumbled cut cuts reduced reduces reducing lowered slashed',
    ],
    approve: [
      'approve approved approves approving accepted endorsed',
      'reject rejected rejects rejecting vetoed refused',
    ],
    open: [
      'open opens opened opening reopen reopens reopened reopening',
      'close closes closed closing closure shut shuts shutting',
    ],
    win: ['win wins won winning beat beats', 'lose loses lost losing'],
    start: [
      'start starts started starting begin begins began begun',
      'ends ended ending finish finishes finished',
    ],
    allow: [
      'allow allows allowed allowing permit permits permitted',
      'ban bans banned banning prohibit prohibits prohibited forbid forbids forbidden forbade',
    ],
    length: [
      'extend extends extended extending lengthen lengthened prolonged',
      'shorten shortens shortened shortening',
    ],
    held: [
      'held went_ahead goes_ahead go_ahead took_place takes_place',
      'cancelled canceled cancels cancel called_off',
    ],
    arrive: [
      'arrive arrives arrived arriving',
      'leave leaves leaving depart departs departed departing',
    ],
    more: ['more', 'fewer less'],
    order: ['before', 'after'],
  },
  de: {
    amount: [
      'steig- stieg stiegen gestiegen erhöh- anstieg- wuchs wächst gewachsen zugenommen teurer',
      'sank sanken sinkt sinken gesunken senk- gesenkt fiel fielen gefallen fällt rückgang- billiger günstiger verringer- gekürzt kürzt kürzte',
    ],
    approve: [
      'genehmig- angenommen gebilligt zugestimmt',
      'abgelehnt lehnt lehnte lehnten ablehn- zurückgewiesen verworfen',
    ],
    open: [
      'öffnet öffnen öffnete öffneten geöffnet eröffne- eröffnet wiedereröffn-',
      'schließt schließen schloss schlossen geschlossen schließung',
    ],
    win: ['gewinnt gewann gewannen gewonnen siegt siegte siegten', 'verliert verlor verloren'],
    start: ['beginnt begann begonnen startet startete', 'endet endete endeten beendet'],
    allow: ['erlaubt erlauben erlaubte zugelassen', 'verbot- verboten verbietet untersagt'],
    length: ['verlänger- verlängert', 'verkürz- verkürzt'],
    more: ['mehr', 'weniger'],
    held: ['stattgefunden findet+statt fand+statt fanden+statt', 'abgesagt'],
  },
  fr: {
    amount: [
      'augment- hausse progress- monte montent monté grimpe- relevé relève',
      'baiss- diminu- recul- chute chuté chutent descend- réduit réduite abaiss-',
    ],
    approve: ['approuv- adopt- accepté acceptée', 'rejet- rejett- refusé refusée'],
    open: [
      'ouvre ouvrent ouvert ouverte ouvrira ouverture rouvr-',
      'ferme ferment fermé fermée fermera fermeture',
    ],
    win: ['gagn- victoire remport-', 'perd- défaite'],
    start: ['commence- débute débutent débuté', 'termine- achève- finit finissent'],
    allow: ['autoris- permis permet', 'interdi-'],
    length: ['prolong- allong-', 'raccourc- écourt-'],
    held: [
      'maintenu maintenue maintenus maintenues eu_lieu ont_lieu aura_lieu déroulé déroulée',
      'annulé annulée annulés annulées annule annulent annulation',
    ],
    order: ['avant', 'après'],
  },
  es: {
    amount: [
      'sube suben subió subieron subido subida aument- crec- alza encarec-',
      'baja bajan bajó bajaron bajado bajada cae caen cayó cayeron caída descend- descens- disminu- reduc- rebaj- abarat-',
    ],
    approve: ['aprob- aprueba-', 'rechaz-'],
    open: [
      'abre abren abrió abrieron abrirá abierto abierta apertura',
      'cierra cierran cerró cerraron cerrará cerrado cerrada cierre',
    ],
    win: [
      'gana ganan ganó ganaron victoria venció vence',
      'pierde pierden perdió perdieron derrota',
    ],
    start: [
      'empieza empiezan empezó comienza comienzan comenzó inicia inició',
      'termina terminan terminó acaba acabó finaliza finalizó',
    ],
    allow: ['permit-', 'prohib- prohíb-'],
    length: ['amplí- prolong- alarg-', 'acort-'],
    held: [
      'mantenido mantenida celebrado celebrada celebró celebraron realizó realizaron tuvo_lugar',
      'cancelado cancelada suspendido suspendida anulado anulada canceló cancelaron suspendió anuló',
    ],
    arrive: ['llega llegan llegó llegará', 'sale salen salió saldrá'],
    more: ['más', 'menos'],
    order: ['antes', 'después'],
  },
  it: {
    amount: [
      'sale salgono salito salita cresc- aument- rialz- rincar-',
      'scend- scesa sceso scesi cala calano calato calo diminu- ridu- ribass-',
    ],
    approve: ['approv-', 'bocci- respint- respins-'],
    open: [
      'apre aprono aperto aperta apertura aprirà riapr-',
      'chiude chiudono chiuso chiusa chiusura chiuderà',
    ],
    win: ['vince vincono vinto vinta vittoria', 'perde perdono perso persa sconfitta'],
    start: [
      'inizia iniziano iniziato comincia',
      'finisce finiscono finito termina terminano terminato',
    ],
    allow: ['consentit- permess- autorizz- ammess-', 'vietat- vieta vietano proibit-'],
    length: ['prolung- allung-', 'accorci-'],
    more: ['più', 'meno'],
    held: [
      'svolto svolta svolti tenuto tenuta',
      'annullato annullata annullati cancellato cancellata',
    ],
  },
  nl: {
    amount: [
      'stijg- steeg stegen gestegen toegenomen hoger duurder omhoog',
      'daal- daalde daalden gedaald lager goedkoper zakt zakte gezakt afgenomen omlaag',
    ],
    approve: ['goedgekeurd goedkeur- aangenomen', 'afgewezen verworpen verwerp- weigerde'],
    open: [
      'opent openen opende geopend open opening',
      'sluit sluiten sloot gesloten dicht sluiting',
    ],
    win: ['won wint winnen gewonnen', 'verloor verloren verliest'],
    start: ['begint begon begonnen start startte', 'eindigt eindigde geëindigd'],
    allow: ['toegestaan', 'verboden verbiedt verbood'],
    length: ['verlengd verleng-', 'verkort-'],
    more: ['meer', 'minder'],
    held: [
      'doorgegaan plaatsgevonden ging+door gaat+door gingen+door vond+plaats',
      'afgelast geannuleerd afgeblazen',
    ],
    order: ['voorafgaand voordat', 'na nadat'],
  },
  pt: {
    amount: [
      'sobe sobem subiu subiram aument- cresc- encarec-',
      'cai caem caiu caíram queda recua recuam recuou recuaram baixou baixaram diminu- barat-',
    ],
    approve: ['aprov-', 'rejeit- recus- chumb-'],
    open: [
      'abre abrem abriu aberto aberta abertura',
      'fecha fecham fechou fechado fechada encerr-',
    ],
    win: ['venceu venc- ganh- vitória', 'perd- derrota'],
    start: ['começa começam começou inicia iniciou', 'termina terminam terminou acaba acabou'],
    allow: ['permit- autoriz-', 'proib-'],
    length: ['prolong-', 'encurt-'],
    held: [
      'mantido mantida realizado realizada realizou aconteceu',
      'cancelado cancelada cancelou cancelaram',
    ],
    more: ['mais', 'menos'],
  },
  id: {
    amount: [
      'naik menaikkan dinaikkan kenaikan meningkat meningkatkan peningkatan bertambah melonjak',
      'turun menurunkan diturunkan penurunan menurun merosot berkurang anjlok',
    ],
    approve: ['menyetujui disetujui mengesahkan disahkan', 'menolak ditolak'],
    open: ['buka dibuka membuka pembukaan', 'tutup ditutup menutup penutupan'],
    win: ['menang kemenangan mengalahkan', 'kalah kekalahan'],
    start: ['mulai dimulai memulai', 'berakhir selesai mengakhiri'],
    allow: ['mengizinkan diizinkan', 'melarang dilarang larangan'],
    length: ['memperpanjang diperpanjang', 'memperpendek dipersingkat'],
    held: ['digelar diselenggarakan berlangsung dilaksanakan', 'dibatalkan membatalkan batal'],
    order: ['sebelum', 'setelah sesudah'],
  },
  vi: {
    amount: ['tăng', 'giảm'],
    approve: ['thông_qua phê_duyệt chấp_thuận', 'bác_bỏ từ_chối phủ_quyết'],
    open: ['mở', 'đóng'],
    win: ['thắng', 'thua'],
    start: ['bắt_đầu khai_mạc', 'kết_thúc bế_mạc'],
    allow: ['cho_phép', 'cấm'],
  },
  fi: {
    amount: [
      'nousi nousee nousivat noussut kasvoi kasvaa kasvanut kohosi',
      'laski laskee laskivat laskenut putosi väheni vähenee supistui',
    ],
    approve: ['hyväksy-', 'hylkä- hylät- hylänn- hylkäs-'],
    open: [
      'avataan avattiin avautuu avautui avaa avasi',
      'suljetaan suljettiin sulkee sulki sulkeutuu kiinni',
    ],
    win: ['voitti voittaa', 'hävisi häviää'],
    start: ['alkaa alkoi alkavat alkanut', 'päättyy päättyi loppuu loppui'],
    allow: ['sallittu salli-', 'kielle- kielsi'],
    held: ['pidettiin järjestettiin', 'peruttiin peruutettiin peruuntui'],
  },
  el: {
    amount: [
      'αυξήθηκ- αυξάν- αύξηση άνοδο άνοδος ανέβηκ-',
      'μειώθηκ- μειών- μείωση πτώση υποχώρησ- έπεσ-',
    ],
    approve: ['ενέκριν- εγκρίθηκ- εγκρίν-', 'απέρριψ- απορρίφθηκ- απορρίπτ-'],
    open: [
      'ανοίγει ανοίγουν άνοιξε άνοιξαν ανοιχτ- ανοικτ-',
      'κλείνει κλείνουν έκλεισε έκλεισαν κλειστ-',
    ],
    win: ['κέρδισ- νίκησ- νίκη', 'έχασε έχασαν ήττα ηττήθηκ-'],
    start: [
      'ξεκινά ξεκινάει ξεκίνησ- αρχίζει άρχισε',
      'λήγει έληξε τελειώνει τελείωσε ολοκληρώνεται',
    ],
    allow: ['επιτρέπ-', 'απαγορεύ-'],
    held: ['έγινε έγιναν πραγματοποιήθηκ- διεξήχθ-', 'ακυρώθηκ- ακύρωσ- ματαιώθηκ-'],
  },
  he: {
    amount: ['עלו עלתה עלייה', 'ירד ירדה ירדו ירידה'],
    approve: ['אישר אישרה אישרו אושר אושרה אושרו', 'נדחה נדחתה נדחו דחתה'],
    open: ['נפתח נפתחת נפתחה פותח פותחת', 'נסגר נסגרת נסגרה סוגר סוגרת'],
    win: ['ניצח ניצחה ניצחו גברה גבר', 'הפסיד הפסידה הפסידו'],
    start: ['מתחיל מתחילה התחיל התחילה', 'מסתיים מסתיימת הסתיים הסתיימה'],
    held: ['התקיים התקיימה התקיימו', 'בוטל בוטלה בוטלו'],
    order: ['לפני', 'אחרי'],
  },
  ko: {
    amount: ['상승- 올랐- 오른 오르- 증가- 인상-', '하락- 내렸- 내린 떨어- 감소- 인하-'],
    approve: ['통과- 가결- 승인-', '부결- 거부- 기각-'],
    open: ['개관- 개장- 개통- 연다 열었다 열린다 열렸다', '폐관- 폐장- 폐쇄- 닫-'],
    win: ['이겼- 이긴 승리-', '졌- 패배- 패했-'],
    start: ['시작-', '끝나- 끝난- 끝났- 종료-'],
    allow: ['허용- 허가-', '금지-'],
    held: ['진행됐- 진행되었- 개최- 열렸-', '취소-'],
  },
  ja: {
    amount: ['上昇 上が 引き上げ 増加 値上げ 上回', '下落 下が 引き下げ 減少 値下げ 下回'],
    approve: ['可決 承認', '否決 却下'],
    open: ['開館 開店 開業 開通 開場 再開', '閉館 閉店 閉鎖 閉場'],
    start: ['開始 始ま', '終了 終わ'],
    allow: ['許可 解禁', '禁止'],
    held: ['行われ 開催', '中止'],
  },
  ru: {
    amount: [
      'вырос- выросл- увелич- повыс- повыш- подорож- рост',
      'снизил- сниз- снижен- сократил- упал- уменьш- подешев- падени-',
    ],
    approve: ['одобр- утверд-', 'отклон- отверг-'],
    open: ['открыл- открыт- открыва- откроет', 'закрыл- закрыт- закрыва- закроет'],
    win: ['выиграл- победил- обыграл-', 'проиграл- уступил-'],
    start: ['начал- начина- начнёт- стартов-', 'законч- заканчива- заверш-'],
    allow: ['разреш-', 'запрет- запрещ-'],
    more: ['больше', 'меньше'],
  },
  pl: {
    amount: [
      'wzros- wzrós- rośnie wzrost podroż- podwyż- zwiększ-',
      'spad- obniż- zmniejsz- potani- tanieje',
    ],
    approve: [
      'przyjął przyjęła przyjęli przyjęta przyjęty przyjęto zatwierdz- uchwal-',
      'odrzuc- odrzuci-',
    ],
    open: [
      'otwiera- otwarty otwarta otwarte otwarcie otworzy-',
      'zamyka- zamknięty zamknięta zamknięte zamknięcie zamknie zamknął zamknęł-',
    ],
    win: ['wygra- zwycięż-', 'przegra-'],
    start: ['rozpoczyna- rozpoczął rozpoczęł- zaczyna- zaczął zaczęł-', 'kończy- zakończ- skończ-'],
    allow: ['dozwolon- zezwol- pozwol-', 'zakaz- zabroni-'],
    more: ['więcej', 'mniej'],
  },
  sv: {
    amount: [
      'steg stiger ökade ökar ökat höjde höjs höjer höjt höjdes höjas höjning',
      'sjönk sjunker sjunkit minskade minskar minskat sänkte sänker sänkt sänktes sänkas sänkning',
    ],
    approve: [
      'godkände godkänd- godkänner godkänts antog antogs antagits',
      'avslog avslogs avslår avvisade avvisades',
    ],
    open: ['öppnar öppnade öppnas öppnades öppen', 'stänger stängde stängs stängdes stängd stängt'],
    win: ['vann vinner vunnit', 'förlorade förlorar förlorat'],
    start: ['börjar började startar startade inleds', 'slutar slutade avslutas avslutades'],
    allow: ['tillåt-', 'förbjud- förbjöd förbud-'],
    more: ['fler mer', 'färre mindre'],
    held: ['genomfördes hölls', 'ställdes_in inställd inställt inställda'],
  },
  tr: {
    amount: [
      'yükseldi yükselecek yükseliyor arttı artacak artıyor',
      'düştü düşecek düşüyor geriledi gerileyecek azaldı azalacak azalıyor',
    ],
    approve: ['kabul', 'reddetti reddedildi reddedecek'],
    open: [
      'açıldı açılacak açıyor açtı açılıyor',
      'kapandı kapanacak kapatıldı kapatılacak kapattı',
    ],
    start: ['başladı başlayacak başlıyor', 'bitti bitecek sona'],
    allow: ['izin', 'yasaklandı yasakladı yasak'],
  },
};

/**
 * Groups whose two sides say one thing of two parties ("Leeds lost to Hull" is "Hull won against
 * Leeds"; "A came after B" is "B came before A"): read only where the words they share stand in
 * the same order in the line and the source, so a role turned with its verb is not an opposite.
 */
export const CONVERSE_GROUPS: ReadonlySet<string> = new Set(['win', 'more', 'order']);

/** Words after an opposite word that make it none ("close to 200", "less than a week ago" is kept). */
export const TIED_IDIOMS: ReadonlySet<string> = new Set(['close to', 'closer to', 'up to']);

/**
 * Negations of languages negation-words.ts keeps none of (Korean, Japanese, Vietnamese, Turkish,
 * Finnish): a line or source sentence that holds one is not read (its word may be turned by it).
 * Japanese and Turkish ones are read inside words (a suffix: "上がらない", "kabul edilmedi").
 */
export const OTHER_NEGATIONS: Readonly<Record<string, readonly string[]>> = {
  ko: ['안', '못'],
  vi: ['không', 'chưa', 'chẳng', 'chả'],
  tr: ['değil'],
  fi: ['ei', 'eivät', 'en', 'et', 'emme', 'ette', 'eikä'],
  ur: ['نہیں', 'نہ', 'مت', 'بغیر'],
  sw: ['si', 'hapana', 'bila', 'hakuna'],
};

/**
 * Words that undo what a listed word names ("lifted its ban", "hob das Verbot auf", "levantó la
 * prohibición"): a sentence with one says the ban's opposite without its word, so it is not read,
 * as a negation is not. German and Dutch put the verb last, so the whole sentence is skipped.
 */
export const UNDOING_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'lift lifts lifted lifting scrap scraps scrapped scrapping reverse reverses reversed reversing',
    'overturn overturns overturned abolish abolishes abolished revoke revokes revoked rescind rescinded',
  ],
  de: ['aufgehoben aufheben hebt hob zurückgenommen abgeschafft'],
  fr: ['levé levée lève lèvent levant abrogé abrogée révoqué révoquée'],
  es: [
    'levantó levanta levantan levantar levantado levantada revocó revoca revocado derogó derogado',
  ],
  it: ['revocato revocata revoca abrogato abrogata rimosso rimossa tolto tolta'],
  pt: ['levantou levanta levantado levantada revogou revogado revogada'],
  nl: ['opgeheven hief heft afgeschaft'],
  id: ['mencabut dicabut'],
  sv: ['hävde hävs hävdes häver upphävde upphävs upphävdes'],
  pl: ['zniósł zniosła zniesiono zniesienie uchylił uchyliła uchylono'],
  ru: ['отменил отменила отменили отменён отменена отменено отмена сняли снят снята'],
  el: ['ήρε άρση καταργήθηκε κατάργηση'],
  fi: ['kumosi kumottiin purettiin'],
};

/** Negations written inside a word (a verb's suffix: "上がらない", "kabul edilmedi", "하지 않았다"). */
export const NEGATION_PARTS: Readonly<Record<string, readonly string[]>> = {
  ko: ['않', '못', '없', '해제', '폐지'],
  ja: ['ない', 'なかっ', 'ません', 'ず', '解除', '撤廃', '撤回'],
  tr: ['medi', 'madı', 'mez', 'maz', 'miyor', 'mıyor', 'mayacak', 'meyecek'],
  zh: ['不', '没', '未', '无', '無', '别', '非'],
};
