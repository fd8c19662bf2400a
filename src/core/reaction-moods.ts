/**
 * The mood of a meme caption, read from its words in English, Spanish, French, German and
 * Portuguese, its emoji and its emoticons: what picks the reaction picture when GIPHY cannot.
 */

export const REACTION_MOODS = [
  'joy',
  'laugh',
  'love',
  'sad',
  'angry',
  'shock',
  'fear',
  'thinking',
  'cool',
  'party',
  'tired',
  'awkward',
  'annoyed',
  'disgust',
  'money',
] as const;
/** What a reaction picture expresses. */
export type ReactionMood = (typeof REACTION_MOODS)[number];

/**
 * Mood words, one list per mood, every language together, written as `normalizeWord` leaves them
 * (lower case, accents off: "müde" is `mude`). A word ending in `*` is a stem that matches every
 * word it begins; the others match whole words only, since a short stem would catch too much
 * ("mad" in "made", "sad" in "saddle", "wein", German for wine, in "weinen", to cry).
 */
const MOOD_WORDS: Record<ReactionMood, string> = {
  joy:
    'happy happi* glad joy joyful yay smile* smiling delight* cheerful pleased grateful ' +
    'blessed wonderful amazing awesome great nice feliz felic* alegr* contento contenta ' +
    'sonri* estupend* maravill* heureux heureuse bonheur joie joyeu* ravi ravie sourire ' +
    'chouette glucklich gluck* freu* froh frohlich spaß spass prima lachel* contente otimo otima alegria ' +
    'sorri* maravilh* incrivel',
  laugh:
    'lol lols lolz lmao lmfao rofl haha* hehe* hihi* laugh* funny hilarious joke* kidding ' +
    'comedy xd jaja* jeje* risa* reir gracios* chiste* carcajada* mdr ptdr rire rigol* ' +
    'marrant* drole* blague* lach* witzig* lustig* kkk* rsrs* risada* engracad* piada* rir',
  love:
    'love* lovi* adore* heart hearts crush romant* cute cutie kiss* darling beautiful ' +
    'gorgeous wholesome amor* amo enamor* querid* lind* precios* beso* corazon amour* aime ' +
    'bisou* coeur cœur mignon* cheri* liebe lieben liebt verliebt suss suß herz kuss schatz ' +
    'apaixon* fofo* fofa* beijo* coracao',
  sad:
    'sad sadly sadness saddest cry crying cries cried tears depress* heartbroken heartbreak* ' +
    'lonely sorry unfortunately rip grief griev* disappoint* sob sobbing hurt hurts painful ' +
    'tragic* triste* tristeza llor* lagrima* depre lament* dolor pena desilusion* ' +
    'tristesse pleur* larme* deprim* malheureu* chagrin dommage helas decu decue desole* ' +
    'traurig* weinen weine weint heul* tranen leider schade einsam* enttausch* chora* ' +
    'chorei choro saudade* infeliz decepcion*',
  angry:
    'angry angri* anger* mad furious rage raging enraged pissed hate hated hates hating wtf ' +
    'outrage* livid fuming unacceptable grr* enojad* enfadad* furios* rabia odio ira ' +
    'cabread* maldit* colere furieu* haine deteste* putain fache* wutend wut* sauer hass* ' +
    'verdammt arger* zornig* scheisse scheiße raiva odeio zangad*',
  shock:
    'shock* omg wow whoa woah unbelievable insane surpris* stun* speechless mindblown jaw ' +
    'crazy sorpres* increible dios locura loco loca impactad* flipando guau choque* ' +
    'incroyable dingue fou folle ouf waouh hallucin* schock* uberrasch* unglaublich krass ' +
    'wahnsinn* verruckt* chocad* surpres* inacreditavel louco louca caramba',
  fear:
    'scare scared scary scariest afraid fear* terrified terrifying panic* anxious anxiety horror* ' +
    'nightmare* creepy spooky dread* miedo asust* terror* panico nervios* pesadilla* ' +
    'ansiedad peur effray* terrifiant terrifiante terrifie terrifiee panique* angoiss* cauchemar* flippe* angst* panik* ' +
    'furcht* albtraum* grusel* erschrock* medo assust* pavor pesadelo* ansiedade ansios*',
  thinking:
    'think* thought hm hmm* wonder wondering curious confus* suspicious sus puzzl* ' +
    'theory pienso pensa* piensa* duda* curios* confundid* sospech* quizas pense* ' +
    'reflechi* doute* curieu* perplexe louche denk* uberleg* zweifel* neugierig* ' +
    'verwirr* penso pensei duvida*',
  cool:
    'cool epic legend* boss fire lit goat badass flex flexing swag proud nailed slay* smooth chill ' +
    'chulo chula guay crack orgull* leyenda* bacan* chevere classe fier fiere geil* lassig ' +
    'stolz* legendar* mega maneir* orgulh* lenda*',
  party:
    'party parties partying celebrat* congrat* cheers birthday bday hooray hurray woo ' +
    'woohoo finally victory champion* fiesta* celebr* felicidades cumple* enhorabuena ' +
    'brindis finalmente ganamos fete* felicit* anniversaire bravo enfin gagne* victoire ' +
    'feier* geburtstag* gluckwunsch* endlich sieg* gewonnen prost festa* comemor* ' +
    'parabens aniversario enfim campeao* ganhamos vitoria',
  tired:
    'tired exhaust* sleep* asleep nap naps napping bored boring boredom yawn* monday* ' +
    'meeting meetings zzz* burnout drained insomnia coffee cansad* agotad* sueno dormir ' +
    'duerm* aburr* lunes reunion* cafe fatigue* epuise* dors sommeil ennui* ennuy* lundi* ' +
    'creve* mude erschopft schlaf* langweil* montag* kaffee exaust* sonolent* durm* tedio ' +
    'entediad* reuniao*',
  awkward:
    'awkward* oops whoops yikes cringe* embarrass* oopsie sweat sweating sweaty fail* mistake* welp ' +
    'facepalm fine incomod* verguenza error* fallo* falla* genant* oups honte* erreur* ' +
    'malaise peinlich* hoppla fehler* upsi fremdscham* constrang* vergonha* erro* falha*',
  annoyed:
    'annoy* ugh* meh seriously whatever sigh sighs sighing bruh smh ridiculous irritat* nope worst rant ' +
    'molest* fastidi* harto harta uf uff ridicul* serio agace* enerve* marre pff* ' +
    'serieux genervt nervt nervig* ernsthaft lacherlich* mist chato chata chateado ' +
    'chateada aff afff affs irritad*',
  disgust:
    'gross disgust* eww* ew yuck nasty vomit* puke* toxic asco* asquer* repugnant* guacala ' +
    'puaj degout* beurk berk vomi* degueu* ecoeur* eklig* ekel* widerlich* igitt kotz* ' +
    'nojo* nojent* eca',
  money:
    'money cash rich broke salary pay paid payday paycheck dollar* bitcoin crypto* stock ' +
    'stocks profit* price prices pricing expensive cheap bank banks invest* rent bills tax ' +
    'taxes budget* billion* million* dinero plata caro sueldo* salario* pago precio* ' +
    'inversion* impuesto* millon* barato argent fric riche* salaire* prix impot* fauche* ' +
    'thune* pognon geld* reich teuer* gehalt* bezahl* preis* steuer* pleite billig ' +
    'dinheiro grana pagar preco* imposto* milhao milhoes',
};

/** Emoji and symbols that say a mood as plainly as a word (variation selectors dropped). */
const MOOD_SIGNS: Record<ReactionMood, string> = {
  joy: '😀😃😄😁😊🙂☺😇👍',
  laugh: '😂🤣😆😹💀',
  love: '😍🥰😘❤💕💖💗💘😻🫶',
  sad: '😢😭😔😞😿🥺💔☹🙁😥',
  angry: '😠😡🤬😤👿💢',
  shock: '😱🤯😲😮😳😯🙀',
  fear: '😨😰😧👻',
  thinking: '🤔🤨🧐👀❓',
  cool: '😎🔥🚀💯🐐💪',
  party: '🥳🎉🎊🏆🎂🍾🥂',
  tired: '😴🥱😪😩😫💤☕',
  awkward: '😅😬🫠🙃🤦🤷',
  annoyed: '🙄😒😑😐',
  disgust: '🤢🤮🤧',
  money: '🤑💸💰💵💲$€£',
};

/** Emoticons, read from the raw text before its punctuation is dropped. */
const EMOTICONS: readonly [RegExp, ReactionMood][] = [
  [/(?:^|\s)[:;=]-?\)+(?=\s|$)/u, 'joy'],
  [/(?:^|\s)[:=]-?D+(?=\s|$)/u, 'laugh'],
  [/(?:^|\s)<3+(?=\s|$)/u, 'love'],
  [/(?:^|\s)[:=]'?-?\(+(?=\s|$)/u, 'sad'],
  [/(?:^|\s)>:-?\(+(?=\s|$)/u, 'angry'],
  [/(?:^|\s)[:=]-?[oO0]+(?=\s|$)/u, 'shock'],
];

/**
 * A word just before these turns a mood around ("not happy", "pas content", "nicht froh"):
 * English contractions leave `t` behind ("isn't" → `isn`, `t`).
 */
const NEGATIONS = new Set(
  'not no never t nothing nicht kein keine nie pas jamais ne nunca nao ni sin sem ohne sans without'.split(
    ' ',
  ),
);
/** A glad word said with a "not" reads as annoyed; a gloomy one with a "not" says nothing. */
const NEGATED: Partial<Record<ReactionMood, ReactionMood>> = {
  joy: 'annoyed',
  love: 'annoyed',
  cool: 'annoyed',
  party: 'annoyed',
};

/** A post can be 20,000 characters; its opening says its mood, and reading it all costs time. */
const MAX_TEXT_CHARS = 4_000;

interface MoodWords {
  exact: Map<string, ReactionMood>;
  stems: [string, ReactionMood][];
}

let moodWords: MoodWords | undefined;
/** The word lists as a lookup, built on first use. */
function lookup(): MoodWords {
  if (moodWords) return moodWords;
  const exact = new Map<string, ReactionMood>();
  const stems: [string, ReactionMood][] = [];
  for (const mood of REACTION_MOODS) {
    for (const word of MOOD_WORDS[mood].split(/\s+/u).filter(Boolean)) {
      if (word.endsWith('*')) stems.push([word.slice(0, -1), mood]);
      else exact.set(word, mood);
    }
  }
  // The longest stem first: "lach" (German laugh) must not win over "lachel" (smile).
  stems.sort((a, b) => b[0].length - a[0].length);
  moodWords = { exact, stems };
  return moodWords;
}

let signMoods: Map<string, ReactionMood> | undefined;
function signLookup(): Map<string, ReactionMood> {
  if (signMoods) return signMoods;
  signMoods = new Map();
  for (const mood of REACTION_MOODS) {
    for (const sign of MOOD_SIGNS[mood]) signMoods.set(sign, mood);
  }
  return signMoods;
}

/** Lower case without accents, as the word lists are written ("Fröhlich" → "frohlich"). */
export function normalizeWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The mood one word says, if any. */
export function moodOfWord(word: string): ReactionMood | undefined {
  const { exact, stems } = lookup();
  const normal = normalizeWord(word);
  return exact.get(normal) ?? stems.find(([stem]) => normal.startsWith(stem))?.[1];
}

/**
 * How often the text says each mood: mood words (turned by a negation just before them), emoji and
 * emoticons. Moods it never says are absent.
 */
export function moodCounts(text: string): Map<ReactionMood, number> {
  const counts = new Map<ReactionMood, number>();
  const add = (mood: ReactionMood | undefined) => {
    if (mood) counts.set(mood, (counts.get(mood) ?? 0) + 1);
  };
  const source = typeof text === 'string' ? text.slice(0, MAX_TEXT_CHARS) : '';
  const words = source.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  words.forEach((word, index) => {
    const mood = moodOfWord(word);
    if (!mood) return;
    const negated = [words[index - 1], words[index - 2]].some(
      (before) => before !== undefined && NEGATIONS.has(normalizeWord(before)),
    );
    add(negated ? NEGATED[mood] : mood);
  });
  const signs = signLookup();
  for (const char of source) add(signs.get(char));
  for (const [pattern, mood] of EMOTICONS) if (pattern.test(source)) add(mood);
  return counts;
}

/** The moods the text says most often (several when tied); empty when it says none. */
export function captionMoods(text: string): ReactionMood[] {
  const counts = moodCounts(text);
  const most = Math.max(0, ...counts.values());
  return most === 0 ? [] : REACTION_MOODS.filter((mood) => counts.get(mood) === most);
}
