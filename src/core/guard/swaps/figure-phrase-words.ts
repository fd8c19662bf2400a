/**
 * The words that end a figure's phrase, per language (figure-bindings.ts): conjunctions, copulas
 * and comparisons, after which the words are another figure's ("187 in the mRNA group against 241
 * in the comparison group"), and words of change, which say nothing of what a figure counts
 * ("revenue rose 28%", "giá xăng giảm 480 đồng"). No kept library lists words of change; the
 * `stopword` lists (stop-words.ts) hold the function words that are passed over, not these, and
 * pass over a conjunction that should end a phrase. Small hand lists, one line a language: a word
 * missing here binds its figure as a noun would, so a language is read only where both are listed.
 */

const table = (entries: Record<string, string>): Readonly<Record<string, ReadonlySet<string>>> =>
  Object.fromEntries(
    Object.entries(entries).map(([lang, words]) => [lang, new Set(words.split(' '))]),
  );

/** Norwegian's, for Bokmål's tag and the "no" eld answers for it. */
const NORWEGIAN_BREAKS = 'og eller men mens enn mot samt er var har hadde blir ble vil';
const NORWEGIAN_CHANGES = 'økte øker økt steg stiger sank synker falt faller vekst økning nedgang';

/**
 * Conjunctions, comparisons and auxiliary verbs: another figure's phrase starts after them; and
 * English's fractions, a figure of their own ("cut the rate by a quarter point to 3.75%": the
 * rate is the quarter point's word, not the 3.75%'s).
 */
export const BREAKS = table({
  en: 'and or but while whereas versus vs against compared than then because which who whose where when including plus after before is are was were be been has have had will would can could may might shall should must half quarter',
  es: 'y e o u pero mientras frente que contra es son fue fueron era ha han será',
  pt: 'e ou mas enquanto contra que é são foi foram era tem será',
  it: 'e o ma mentre contro che è sono era erano ha hanno sarà',
  fr: 'et ou mais tandis contre que alors est sont était étaient ont sera',
  de: 'und oder aber während gegenüber als sowie ist sind war waren hat haben wird werden',
  nl: 'en of maar terwijl tegen dan is zijn was waren heeft hebben wordt worden',
  sv: 'och eller men medan mot än samt är var har hade blir blev',
  pl: 'i oraz lub albo ale a podczas niż wobec jest są był była było były będzie',
  ru: 'и или но а тогда чем против был была было были будет',
  uk: 'і й та або але а тоді ніж проти був була було були буде',
  tr: 've veya ama fakat ancak iken karşın',
  id: 'dan atau tetapi tapi sedangkan sementara dibandingkan daripada adalah',
  vi: 'và hoặc nhưng còn trong khi',
  // Korean writes its particles on the word: a conjunction or a clause's end is its own word.
  ko: '그리고 또는 하지만 그러나 반면 및',
  bg: 'и или но а докато отколкото срещу спрямо е са беше бяха бил била било били ще',
  hr: 'i te ili ali a dok nego protiv je su bio bila bilo bili će',
  sk: 'a i alebo ale no kým než ako proti je sú bol bola bolo boli bude',
  nb: NORWEGIAN_BREAKS,
  no: NORWEGIAN_BREAKS,
  sw: 'na au lakini wakati kuliko dhidi ni ilikuwa walikuwa',
  tl: 'at o pero ngunit habang kaysa laban ay',
});

/**
 * Words of change, which end a figure's phrase: "revenue rose 28%" binds 28% to the change, not to
 * revenue (a source's "revenue growth of 22%" says nothing against it), and "up 11%" is "rose 11%".
 */
export const CHANGES = table({
  en: 'rose rise rises rising risen grew grow grows growing grown growth up down increase increased increases increasing fell fall falls falling fallen jumped jump jumps climbed climb climbs dropped drop drops declined decline declines gained gain gains slipped slip widened narrowed improved slow slowed slowing eased easing surged surge surges soared soar soars',
  es: 'subió subieron creció crecieron aumentó aumentaron bajó cayó cayeron sube crece baja cae',
  pt: 'crescimento subiu subiram sobe sobem cresceu cresceram cresce aumentou aumentaram aumenta caiu caíram cai baixou baixaram baixa desceu diminuiu recuou alta queda aumento',
  it: 'crescita salito salita saliti sale salgono cresciuto cresciuta cresce crescono aumentato aumentata aumenta calato calata cala sceso scesa scende diminuito diminuita rialzo ribasso aumento calo',
  fr: 'hausse baisse augmenté augmente diminué baissé progressé recule reculé grimpé',
  de: 'stieg stiegen wuchs wuchsen sank fiel steigt wächst sinkt fällt',
  nl: 'groei steeg stegen stijgt groeide groeiden groeit daalde daalden daalt viel vielen valt gestegen gedaald gegroeid toename afname',
  sv: 'tillväxt steg stiger ökade ökar ökat sjönk sjunker minskade minskar minskat föll faller höjs sänks ökning minskning',
  pl: 'wzrósł wzrosła wzrosło wzrosły rośnie rosną spadł spadła spadło spadły spada spadają zmalał zmalała zmalało wzrost spadek',
  ru: 'вырос выросла выросло выросли растёт растет растут упал упала упало упали падает снизился снизилась снизилось снизились рост снижение падение',
  uk: 'зріс зросла зросло зросли зростає впав впала впало впали падає знизився знизилася знизилося знизилися зростання зниження падіння',
  tr: 'arttı artış arttırdı yükseldi düştü azaldı geriledi düşüş',
  id: 'naik turun meningkat menurun bertambah berkurang melonjak anjlok merosot kenaikan penurunan',
  vi: 'tăng giảm',
  ko: '올랐다 상승 상승했다 하락 하락했다 증가 증가했다 감소 감소했다 인상 인하 떨어졌다',
  bg: 'нарасна нараснаха нараства увеличи увеличиха увеличава намаля намаляха намалява спадна спаднаха спада поскъпна поевтиня ръст спад увеличение намаление',
  hr: 'porastao porasla poraslo porasli raste rastu pao pala palo pali pada padaju povećao povećala povećalo povećali smanjio smanjila smanjilo smanjili rast pad povećanje smanjenje',
  sk: 'vzrástol vzrástla vzrástlo vzrástli rastie rastú klesol klesla kleslo klesli klesá zvýšil zvýšila zvýšilo znížil znížila znížilo rast pokles nárast zvýšenie zníženie',
  nb: NORWEGIAN_CHANGES,
  no: NORWEGIAN_CHANGES,
  sw: 'ilipanda imepanda inapanda ilishuka imeshuka inashuka iliongezeka imeongezeka ilipungua imepungua ongezeko kupanda kushuka',
  tl: 'tumaas bumaba tataas bababa pagtaas pagbaba lumaki lumiit',
});

/**
 * Chinese and Japanese words of change, read at the start of the run of letters after a figure or
 * at the end of the run before it: "5%増", "增长5%", "下落し". No spaces part their words, so a run is
 * read by the two characters next to the figure (figure-bindings.ts) and no conjunction is listed.
 */
export const SPACELESS_CHANGES: Readonly<Record<string, readonly string[]>> = {
  ja: ['増', '減', '上昇', '下落', '低下', '値上', '値下', 'アップ', 'ダウン'],
  zh: ['增', '减', '上涨', '下跌', '下降', '上升', '提高', '降低', '涨', '跌'],
};
