/**
 * Posts about deaths, disasters, violence or illness: Troll Mode and Meme give a plain card for
 * these (no jokes, no GIF), and their prompts tell a model the same. A word list in the languages
 * the product sees most; it errs towards respect (a joke post that says "killed it" is read as
 * grave only when another grave word is near, see below).
 */

/** Words that alone mark a post as grave. */
const GRAVE =
  /(?<![\p{L}\p{N}_])(?:dead|deaths?|died|dies|dying|killed|killing|killings|murder(?:ed|s)?|massacre|slain|fatal(?:ly|ities)?|casualt(?:y|ies)|victims?|bodies|corpses?|funeral|mourn(?:s|ed|ing)?|condolences|rest in peace|passed away|earthquakes?|tsunami|hurricanes?|typhoons?|cyclones?|tornado(?:es)?|wildfires?|floods?|flooding|landslides?|famine|explosion|bomb(?:ing|ings|ed)?|shooting|shootings|gunman|gunfire|stabbing|terror(?:ist)? attack|war crimes?|genocide|airstrikes?|hostages?|refugees|injured|wounded|cancer|terminal(?:ly)? ill|overdose|suicide|pandemic|outbreak|epidemic|muertos?|muri[óo]|fallecid[oa]s?|fallec(?:ió|e)|terremoto|sismo|inundaciones|incendio forestal|heridos|víctimas|mortos?|morreu|feridos|morts?|décès|séisme|tremblement de terre|blessés|tote|getötet|erdbeben|verletzte|morti|terremoto|feriti|قتلى|قتيل|مقتل|وفاة|زلزال|جرحى|погибл(?:и|о|а)?|убит(?:ы|о|а)?|землетрясени[ея])(?![\p{L}\p{N}_])/iu;

/** Chinese and Japanese write words without spaces: these are found anywhere in the text. */
const GRAVE_CJK = /死亡|死者|地震|津波|遇難|遇难|罹難|罹难|殺害|杀害|負傷|负伤|테러|사망|지진/u;

/** "RIP" alone on X often mourns a game or a phone; with a grave word it stays grave anyway. */
export function isGravePost(text: string): boolean {
  if (typeof text !== 'string' || text === '') return false;
  const opening = text.slice(0, 5_000);
  return GRAVE.test(opening) || GRAVE_CJK.test(opening);
}
