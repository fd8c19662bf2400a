/**
 * Posts about deaths, disasters, violence or illness: Troll Mode and Meme give a plain card for
 * these (no jokes, no GIF), and their prompts tell a model the same. A word list in the languages
 * the product sees most; it errs towards respect, but the words people joke with ("killed it",
 * "this bug is dead", "dying of laughter", "my phone died") count only where they are said of a
 * person or an animal. A pet's or a person's death counts in the words people use for it ("said
 * goodbye to our old dog", "lost my dad", "crossed the rainbow bridge"), in English, Spanish,
 * French, German and Portuguese.
 */

/** Around a word or phrase: no letter, digit or underscore may touch it. */
const word = (alternatives: string): string =>
  `(?<![\\p{L}\\p{N}_])(?:${alternatives})(?![\\p{L}\\p{N}_])`;

/** Family and friends, as a post names the one it mourns. */
const KIN =
  'mom|mum|mommy|mummy|mother|dad|daddy|father|grandma|grandpa|granny|grandmother|grandfather|' +
  'grandad|granddad|nan|nana|nanna|brother|sister|son|daughter|wife|husband|partner|uncle|aunt|' +
  'auntie|cousin|nephew|niece|friend|best friend|bestie|baby|child|fianc[ée]e?|' +
  // Spanish, French, German, Portuguese.
  'padre|madre|papá|mamá|abuel[oa]|abuelit[oa]|herman[oa]|hij[oa]|espos[oa]|marido|amig[oa]|' +
  'tí[oa]|père|mère|papa|maman|grand-père|grand-mère|papi|papy|mamie|frère|s(?:œ|oe)ur|fils|' +
  'fille|mari|ami|amie|oncle|tante|vater|mutter|oma|opa|bruder|schwester|sohn|tochter|freund|' +
  'freundin|onkel|großvater|großmutter|pai|mãe|avô|avó|vovô|vovó|irmão|irmã|filho|filha|esposa|' +
  'amigo|amiga|tio|tia';
/**
 * The animals people live with, and the names they call them by; a pet word that only qualifies
 * the next ("pet project", "dog food") is not one. French "chat" is English too: see FRENCH_PETS.
 */
const PETS =
  '(?:dog|doggo|doggy|pup|puppy|cat|kitty|kitten|pet|horse|pony|bird|parrot|budgie|hamster|' +
  'rabbit|bunny|guinea pig|ferret|labrador|retriever|terrier|beagle|collie|spaniel|' +
  'perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|mascota|conejo|chien|chienne|chaton|lapin|' +
  'hund|hündin|katze|kater|kätzchen|haustier|kaninchen|cachorr[oa]|cachorrinh[oa]|cão|cadela|' +
  'gatinh[oa]|bichinho)(?!\\s+(?:projects?|peeves?|theor(?:y|ies)|food|shop|store|sitters?|' +
  'insurance|friendly|toys?|bed|hair|names?|photos?|videos?|show|park|walker))';
const FRENCH_PETS = `${PETS}|chat|chatte`;
/** Whom a "dead", "dying" or "RIP" is said of when it is about a death. */
const BEING =
  `${KIN}|${PETS}|he|she|him|her|people|person|man|woman|men|women|civilians|children|kids|` +
  'soldiers|officers?|teens?|teenagers?|students|boy|girl|buddy|pal';
/** What "died" is said of when nobody died. */
const THINGS =
  'phone|battery|laptop|computer|pc|server|car|engine|console|router|printer|drive|disk|charger|' +
  'headphones|airpods|tv|screen|ipad|iphone|macbook|wifi|internet|signal|hype|trend|joke|meme|' +
  'game|show';
/** "my", "our", "the" and a few words of praise before the one who died: "our sweet old dog". */
const WHOSE = '(?:my|our|his|her|their|the)\\s+(?:[\\p{L}-]+\\s+){0,3}?';

function buildPatterns() {
  /** Words and phrases that alone mark a post as grave. */
  const grave = word(
    [
      'deaths?|death toll|murder(?:ed|s)?|massacre|slain|fatal(?:ly|ities)?|casualt(?:y|ies)|victims?',
      'bodies|corpses?|funerals?|burial|obituary|mourn(?:s|ed|ing)?|condolences|rest in peace',
      'passed away|in loving memory|in memoriam|rainbow bridge|euthani[sz](?:e|ed|ing|ation)',
      'gone too soon|no longer with us|lost (?:his|her|their) (?:long |brave )?(?:battle|fight)',
      '(?:had|have|has|having) to put (?:him|her|them) down|killings|earthquakes?|tsunami',
      'hurricanes?|typhoons?|cyclones?|tornado(?:es)?|wildfires?|floods?|flooding|landslides?',
      'famine|explosion|bomb(?:ing|ings|ed)?|shooting|shootings|gunman|gunfire|stabbing',
      'terror(?:ist)? attack|war crimes?|genocide|airstrikes?|hostages?|refugees|injured|wounded',
      'cancer|terminal(?:ly)? ill|overdose|suicide|pandemic|outbreak|epidemic',
      // Said of a device or a joke, "died" is not a death: "my phone died", "died laughing".
      `(?<!(?:${THINGS})\\s+)died(?!\\s+(?:laughing|of laughter|inside|of (?:embarrassment|cringe)))`,
      // Spanish: "muerto de risa" is laughter.
      'muertos?(?!\\s+de\\s+(?:risa|cansancio|hambre|sueño|miedo|frío|calor|vergüenza))',
      'muri[óo]|murieron|fallecid[oa]s?|falleci(?:ó|eron|miento)|fallece|terremoto|sismo',
      'inundaciones|incendio forestal|heridos|víctimas|descans[ae] en paz|q\\.?e\\.?p\\.?d\\.?',
      'd\\.e\\.p\\.|velorio|entierro|eutanasia|puente del arco ?[ií]ris',
      // Portuguese: "morto de rir" is laughter.
      'mortos?(?!\\s+de\\s+(?:rir|fome|sono|cansaço|vergonha))|morreu(?!\\s+de\\s+rir)|feridos',
      'faleceu|falecid[oa]s?|falecimento|descanse em paz|velório|enterro|eutanásia',
      'ponte do arco-?[ií]ris',
      // French: "mort de rire" is laughter.
      'morts?(?!\\s+de\\s+rire)|décès|décédée?s?|nous a quittés|repose(?:z)? en paix|obsèques',
      "funérailles|enterrement|euthanasier|pont de l[’']arc-en-ciel|séisme",
      'tremblement de terre|blessés',
      // German ("tote Taschen" aside, "a tote bag" is English).
      'tote(?!\\s+bags?)|getötet|gestorben|verstorben(?:en?)?|beerdigung|trauerfeier',
      'ruhe (?:in frieden|sanft)|regenbogenbrücke|einschläfern|in liebevoller erinnerung',
      'erdbeben|verletzte|morti|feriti',
      // Arabic and Russian.
      'قتلى|قتيل|مقتل|وفاة|زلزال|جرحى|погибл(?:и|о|а)?|убит(?:ы|о|а)?|землетрясени[ея]',
    ].join('|'),
  );

  /** Someone close, or a pet, named as the one who died. */
  const loss = new RegExp(
    [
      // "lost my dad last night", not "lost my keys" or "lost my dad's watch".
      `lost\\s+${WHOSE}(?:${KIN}|${PETS})(?!['’]s)(?![\\p{L}\\p{N}_])`,
      // "my grandma passed last night", not "my dad passed the driving test".
      `(?:${KIN}|${PETS})\\s+passed(?=\\s*(?:[.,!;]|$)|\\s+(?:on|peacefully|suddenly|unexpectedly|last|yesterday|today|earlier|overnight|this (?:morning|afternoon|evening|week)))`,
      // "said goodbye to our old dog", not "goodbye to our old office".
      `goodbyes?\\s+to\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:${PETS})(?![\\p{L}\\p{N}_])`,
      `(?:final|last)\\s+goodbyes?\\s+to\\s+${WHOSE}(?:${KIN})(?![\\p{L}\\p{N}_])`,
      // "put our cat down", "put down our old labrador", "put our dog to sleep".
      `put\\s+${WHOSE}(?:${PETS})\\s+(?:down|to\\s+sleep)(?![\\p{L}\\p{N}_])`,
      `put\\s+down\\s+${WHOSE}(?:${PETS})(?![\\p{L}\\p{N}_])`,
      // "Two killed in crash", "at least 5 dead after the storm", not "3 dead pixels".
      `(?:\\d[\\d,]*|two|three|four|five|six|seven|eight|nine|ten|dozens|scores|hundreds|thousands)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:dead|killed)(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:in|after|as|when|and|at|on|near|following|from)(?![\\p{L}]))`,
      // Spanish: "perdí a mi padre", "nos despedimos de nuestro perro", "sacrificar a nuestra gata".
      `perd(?:í|imos|ió|ieron)\\s+a\\s+(?:mi|nuestr[oa]|su)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${KIN}|${PETS})(?![\\p{L}])`,
      `desped(?:imos|ido|irnos|í|ir)\\s+(?:de|a)\\s+(?:mi|nuestr[oa]|su)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${PETS})(?![\\p{L}])`,
      `(?:sacrific|dorm|eutanasi)\\p{L}*\\s+a\\s+(?:mi|nuestr[oa]|su)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${PETS})(?![\\p{L}])`,
      // French: "j'ai perdu ma mère", "dit au revoir à notre chien", "faire piquer mon chat".
      `perdu\\s+(?:mon|ma|notre|nos|mes)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${KIN}|${FRENCH_PETS})(?![\\p{L}])`,
      `(?:au revoir à|piquer|endormir)\\s+(?:mon|ma|notre|nos)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${FRENCH_PETS})(?![\\p{L}])`,
      // German: "meinen Vater verloren", "Abschied von unserem Hund".
      `(?:meinen|meine|unseren|unsere)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${KIN}|${PETS})\\s+(?:[\\p{L}-]+\\s+){0,3}?verloren`,
      `abschied\\s+(?:[\\p{L}-]+\\s+){0,2}?vo[nm]\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${PETS})(?![\\p{L}])`,
      // Portuguese: "perdi meu pai", "nos despedimos do nosso cachorro".
      `perd(?:i|emos|eu)\\s+(?:[oa]\\s+)?(?:meu|minha|nosso|nossa)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${KIN}|${PETS})(?![\\p{L}])`,
      `despedi(?:mos|r|u)\\s+(?:d[oa]s?|de)\\s+(?:(?:noss[oa]|me[ua]|minha)\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(?:${PETS})(?![\\p{L}])`,
    ]
      .map((pattern) => `(?<![\\p{L}\\p{N}_])${pattern}`)
      .join('|'),
    'iu',
  );

  /** Words people also joke with: grave only said of a person or a pet, in the same sentence. */
  const figurative = new RegExp(
    word(
      'dead(?!\\s+(?:tired|serious|simple|easy|wrong|right|set|last|end|on|center|centre|quiet|silent|weight))|dies|dying(?!\\s+(?:of\\s+(?:laughter|laughing|embarrassment|boredom|cringe|curiosity)|to|for|inside|laughing))|' +
        'kill(?:ed|ing)?(?!\\s+(?:it|me|the game)(?![\\p{L}]))|tot',
    ),
    'iu',
  );
  /** "put to sleep", "put her to sleep": of a pet, or where a vet is, not "put the kids to sleep". */
  const sleep = new RegExp(word('put (?:(?:him|her|them) )?to sleep'), 'iu');
  const pet = new RegExp(word(`${PETS}|vets?`), 'iu');
  /** RIP in capitals: a lower-case "rip" is a verb. */
  const rip = /(?<![\p{L}\p{N}_])(?:RIP|R\.I\.P\.?)(?![\p{L}\p{N}_])/u;
  const being = new RegExp(word(BEING), 'iu');
  return { grave: new RegExp(grave, 'iu'), loss, figurative, rip, being, sleep, pet };
}

let builtPatterns: ReturnType<typeof buildPatterns> | undefined;
/** Built on first use: a page loading core for other rules never builds them. */
const patterns = (): ReturnType<typeof buildPatterns> => (builtPatterns ??= buildPatterns());

/** Chinese and Japanese write words without spaces: these are found anywhere in the text. */
const GRAVE_CJK = /死亡|死者|地震|津波|遇難|遇难|罹難|罹难|殺害|杀害|負傷|负伤|테러|사망|지진/u;

/**
 * True when the post is about a death, a disaster, violence or illness. "RIP" alone on X often
 * mourns a game or a phone: it counts, as "dead" and "dying" do, only said of someone.
 */
export function isGravePost(text: string): boolean {
  if (typeof text !== 'string' || text === '') return false;
  const opening = text.slice(0, 5_000);
  if (GRAVE_CJK.test(opening)) return true;
  const { grave, loss, figurative, rip, being, sleep, pet } = patterns();
  if (grave.test(opening) || loss.test(opening)) return true;
  return opening
    .split(/[.!?\n]+/u)
    .some(
      (sentence) =>
        ((figurative.test(sentence) || rip.test(sentence)) && being.test(sentence)) ||
        (sleep.test(sentence) && pet.test(sentence)),
    );
}
