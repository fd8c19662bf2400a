/**
 * Opposite directions in six languages a line may flip (issue 44, round thirty): per language, per
 * group, the "up" side's words and the "down" side's, lower case, separated by spaces. Written by
 * hand: none of the installed libraries (compromise reads English only; n2words, eld, sentencex,
 * any-ascii hold no antonyms) lists opposites or these languages' inflections. A word ending in "-"
 * is a stem matched at a word's start, kept where every word it starts is of that sense ("steig-":
 * steigt, steigen, Steigerung; "aument-": aumentó, aumento); a stem that would also start another
 * word is written out in its common forms instead ("ferme", "fermé", not "ferm-", which starts
 * "fermement"; Spanish "sube", "subió", not "sub-", which starts "subsidio"; Dutch "won", not "wo-").
 * Words of two senses are left out: French "plus" and "moins" (also "ne … plus", "le plus"),
 * Spanish "mayor" ("Plaza Mayor"), Portuguese "alta", "antes" and "depois" (prepositions as often).
 * Italian "prima" and "dopo" are kept ("10 minuti prima"): as "la prima volta", "dopo la partita"
 * they share no words about them with an opposite in the source, which a flip needs.
 */
export const DIRECTION_STEMS: Readonly<
  Record<string, Readonly<Record<string, readonly [string, string]>>>
> = {
  de: {
    amount: [
      'steig- stieg stiegen gestieg- erhöh- anstieg- wächst wachsen wuchs wuchsen gewachsen- zunahm- zugenommen höher- teurer- verteuer-',
      'sink- sank sanken gesunken- senk- gesenkt- fällt fallen fiel fielen gefallen rückgang- niedriger- billiger- günstiger- verbillig-',
    ],
    more: ['mehr', 'weniger'],
    quality: ['besser- verbesser-', 'schlechter- verschlechter-'],
    strength: ['stärker- verstärk-', 'schwächer- abgeschwächt-'],
    win: [
      'gewinn- gewann- gewonnen- siegt siegte siegten gesiegt',
      'verlier- verlor- niederlage- verlust-',
    ],
    approve: [
      'genehmig- zugestimmt angenommen billigt billigte gebilligt',
      'abgelehnt- lehnt lehnte lehnten ablehn-',
    ],
    open: [
      'öffnet öffnen öffnete öffneten geöffnet- eröffne- öffnung-',
      'schließt schließen schloss schlossen geschlossen- schließung-',
    ],
    time: ['früher', 'später'],
    // A court's verdict, convicted or acquitted (round fifty-two: "werd eveneens veroordeeld" of
    // "werd vrijgesproken"): the two sides of one ruling about one person.
    verdict: ['verurteil-', 'freigesprochen freispruch-'],
  },
  es: {
    amount: [
      'sube suben subió subieron subir subido subida subidas suba suban subirá subirán aument- crec- alza encarec-',
      'baja bajan bajó bajaron bajar bajado bajada bajadas baje bajen bajará bajarán cae caen cayó cayeron caer caído caída caídas caiga caigan caerá descend- descens- disminu- reduc- rebaj- abarat-',
    ],
    more: ['más', 'menos'],
    quality: ['mejor- mejora- mejoró', 'peor- empeor-'],
    win: [
      'gana ganan ganó ganaron ganar ganará victoria- vence vencen venció vencieron',
      'pierde pierden perdió perdieron perder perderá derrota-',
    ],
    approve: ['aprob- aprueba-', 'rechaz-'],
    open: [
      'abre abren abrió abrieron abrir abrirá abierto abierta abiertos abiertas apertura',
      'cierra cierran cerró cerraron cerrar cerrará cerrado cerrada cerrados cerradas cierre',
    ],
    time: ['adelant-', 'retras-'],
    verdict: ['condenad- condenó condenaron', 'absuelt- absolvió absolvieron absuelve absolución'],
    // A thing kept or called off (round fifty-three: "sont annulés eux aussi" of "sont maintenus"):
    // participles only, "mantiene" being as often "keeps a price" as "goes ahead".
    held: [
      'mantenido mantenida mantenidos mantenidas',
      'cancelado cancelada cancelados canceladas suspendido suspendida suspendidos suspendidas anulado anulada anulados anuladas',
    ],
  },
  fr: {
    amount: [
      'augment- hausse hausses progress- croissance monte montent monté montée grimpe- renchér-',
      'baiss- diminu- recul- chute chutent chuté descend- réduit- réduction-',
    ],
    quality: ['meilleur- mieux amélior-', 'pire pires dégrad- détérior- aggrav-'],
    win: ['gagn- victoire- remport-', 'perd- défaite-'],
    approve: ['approuv- adopt- accept- valid-', 'rejet- rejeté- rejett- refus- annul-'],
    open: [
      'ouvre ouvrent ouvert ouverte ouverts ouvertes ouvrir ouvrira ouverture',
      'ferme ferment fermé fermée fermés fermées fermer fermera fermeture fermetures',
    ],
    time: ['tôt', 'tard'],
    verdict: [
      'condamné condamnée condamnés condamnées condamnation',
      'acquitté acquittée acquittés acquittées acquittement relaxé relaxée relaxés',
    ],
    held: [
      'maintenu maintenue maintenus maintenues',
      'annulé annulée annulés annulées supprimé supprimée supprimés supprimées',
    ],
  },
  pt: {
    amount: [
      'sobe sobem subiu subiram subir subido subida subidas suba subam aument- cresc- avanç- encarec-',
      'cai caem caiu caíram cair caia caiam queda quedas recua recuam recuou recuaram recuar recuo recuem recue reduz- redução baixa baixar baixou baixaram diminu- barat-',
    ],
    more: ['mais', 'menos'],
    quality: ['melhor- melhora-', 'pior- piora-'],
    win: ['venc- ganh- vitória-', 'perd- derrota-'],
    approve: ['aprov-', 'rejeit- recus-'],
    open: [
      'abre abrem abriu abrir aberto aberta abertos abertas abertura',
      'fecha fecham fechou fechar fechado fechada fechados fechadas fechamento',
    ],
    time: ['cedo antecip-', 'tarde adiad- adia adiou'],
    held: [
      'mantido mantida mantidos mantidas',
      'cancelado cancelada cancelados canceladas suspenso suspensa suspensos suspensas',
    ],
  },
  it: {
    amount: [
      'sale salgono salito salita salire salirà cresc- aument- rialz- rincar-',
      'scend- scesa sceso scesi cala calano calato calata calo diminu- ridu- ribass-',
    ],
    more: ['più', 'meno'],
    quality: ['miglior-', 'peggior-'],
    win: ['vince vincono vinto vinta vittoria- guadagn-', 'perde perdono perso persa sconfitt-'],
    approve: ['approv- accogli- accolt- accols-', 'bocci- respin-'],
    open: [
      'apre aprono aperto aperta aperti aperte apertura aprire',
      'chiude chiudono chiuso chiusa chiusi chiuse chiusura chiudere',
    ],
    time: ['prima anticip-', 'dopo ritard- posticip-'],
    held: [
      'mantenuto mantenuta mantenuti mantenute',
      'annullato annullata annullati annullate cancellato cancellata cancellati cancellate soppresso soppressa soppressi soppresse',
    ],
  },
  nl: {
    amount: [
      'stijg- steeg stegen gestegen toegenomen groei- gegroeid hoger- duurder-',
      'daal- daling- gedaald lager- goedkoper- zakt zakte zakten gezakt afgenomen',
    ],
    more: ['meer', 'minder'],
    quality: ['beter- verbeter-', 'slechter- verslechter-'],
    win: [
      'won wint winnen gewonnen zege versloeg- verslaat',
      'verlies- verloor- verloren nederlaag-',
    ],
    approve: ['goedgekeurd- goedkeur-', 'afgewezen verworpen verwerp-'],
    // Money spent against money cut ("5 miljoen bezuinigd" told "5 miljoen extra uitgegeven").
    spend: ['uitgegeven uitgeven investeert investeren geïnvesteerd', 'bezuinig- ingekrompen'],
    open: ['opent openen opende geopend opening', 'sluit sluiten sloot gesloten sluiting'],
    time: ['eerder', 'later'],
    verdict: ['veroordeel- veroordel-', 'vrijgesproken vrijspraak vrijspreken vrijspreekt'],
  },
  // Hindi (round forty-two): "42% अधिक" of the source, "42% कम" of a line. Nukta letters both as a
  // letter and its combining dot (ज़) and precomposed; "घट-" is not a stem ("घटना", an event).
  hi: {
    amount: ['बढ- बड़- वृद्धि', 'घटा घटी घटे घटकर गिरा गिरी गिरे गिरावट'],
    more: ['अधिक ज़्यादा ज़्यादा ज्यादा', 'कम'],
  },
  // Polish (round forty-four): "inflacja … wzrosła do 2,8 procent" of the source's "spadła do 2,8
  // procent". "spad-" starts the noun of a fall ("spadek") and every form of the verb; "rośnie",
  // "wzrost-" and "wzrós-" the rise's. "drożej"/"taniej" are written out ("tani-" starts nothing
  // else, "droż-" starts "drożdże", yeast).
  pl: {
    amount: [
      'wzros- wzrós- wzrośnie wzrosną rośnie rosną rósł rosła rosło rosły podwyż- podniesi- podniósł podniosł- podnos- zwiększ- wyższ- podroż- drożeje drożej',
      'spad- obniż- zmniejsz- niższ- maleje maleją zmalał- potani- tanieje taniej',
    ],
    more: ['więcej', 'mniej'],
    quality: ['lepsz- polepsz-', 'gorsz- pogorsz-'],
    win: ['wygra- wygrywa- zwycięż- zwycięstw-', 'przegra- przegrywa- porażk-'],
    open: [
      'otwiera otwierają otwarty otwarta otwarte otwarcie otworzy- otworzon-',
      'zamyka zamykają zamknięty zamknięta zamknięte zamknięcie zamknie zamkną zamknął zamknęł-',
    ],
    verdict: ['skazan- skazał- skazuje', 'uniewinni-'],
  },
  ru: {
    amount: [
      'выше вырос- выросл- увелич- повыс- повыш- подорож-',
      'ниже снизил- снизи- снижен- сократил- упал- упала упало упали уменьш- подешев-',
    ],
    // Round forty-eight: "на 3 балла меньше, чем в прошлом году" of the source's "больше".
    more: ['больше', 'меньше'],
  },
  // Ukrainian (round forty-eight): "що на 3 бали менше, ніж торік" of the source's "більше". "вищ-"
  // and "нижч-" start only the comparatives' forms (вищий, вище, нижчою); "зрос-" every form of the
  // rise (зросла, зростання), "впа-" not ("впадає", flows into): its fall is written out.
  uk: {
    amount: [
      'вищ- зріс зрос- збільш- підвищ- подорож-',
      'нижч- знизи- знизил- зниж- зменш- скороти- скороч- впав впала впало впали падіння подешев-',
    ],
    more: ['більше', 'менше'],
  },
};
