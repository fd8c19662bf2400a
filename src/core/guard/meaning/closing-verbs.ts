/**
 * A verb that closes or bans (h300): "De gemeente sluit de Catharijnesingel voor autoverkeer", "Die
 * Stadt sperrt die Maximilianstraße für Autos". A faithful line says what stops there as "no
 * longer" ("Vanaf 1 april geen auto's meer op de Catharijnesingel", "Autos dürfen nicht mehr in
 * die Maximilianstraße"), which the "no longer" readers stopped where the source's sentence held
 * no negation and no verb of stopping (no-longer-phrases.ts's saysStopped, which now reads these
 * too). Only the sentence that closes is read so: a line saying "no longer" of what another
 * sentence says goes on ("Bussen mogen er wel blijven rijden") is still stopped.
 */

const W = String.raw`(?<![\p{L}\p{M}])`;
const E = String.raw`(?![\p{L}\p{M}])`;
const rx = (words: string) => new RegExp(`${W}(?:${words})${E}`, 'iu');

/**
 * Verbs of closing, banning and suspending by language (the languages "no longer" is read in):
 * "ha suspendido las clases" is what "Sin clases el miércoles" says.
 */
const CLOSING: Readonly<Record<string, RegExp>> = {
  es: rx(
    String.raw`cierra\p{L}*|cerr(?:ará|arán|ado|ada|ados|adas|ó|aron)|prohíb\p{L}*|prohib\p{L}+|suspend\p{L}*`,
  ),
  ca: rx(String.raw`tanca\p{L}*|tancat\p{L}*|prohibe\p{L}*|prohibi\p{L}*`),
  pt: rx(
    String.raw`fecha\p{L}*|fechou|encerra\p{L}*|proíb\p{L}*|proib\p{L}+|interdit\p{L}*|suspen\p{L}+`,
  ),
  fr: rx(String.raw`ferm(?:e|ent|era|eront|é|ée|és|ées)|interdi\p{L}*|suspend\p{L}*|annul\p{L}+`),
  it: rx(String.raw`chiud\p{L}*|chius[oaie]|viet\p{L}+|sospe[sn]\p{L}+`),
  de: rx(
    String.raw`schließt|schließen|geschlossen|sperrt|sperren|gesperrt|verbiete\p{L}*|verbietet|verboten`,
  ),
  nl: rx('sluit|sluiten|gesloten|afgesloten|verbiedt|verbieden|verboden'),
  sv: rx(String.raw`stänger|stängs|stängd|stängt|stängde|förbjud\p{L}*`),
  da: rx(String.raw`lukker|lukkes|lukket|forbyd\p{L}*|forbudt`),
  nb: rx('stenger|stenges|stengt|forbyr|forbudt'),
  pl: rx(String.raw`zamyka\p{L}*|zamkni\p{L}+|zakaz\p{L}*`),
  ru: rx(String.raw`закрыва\p{L}*|закро\p{L}+|закрыт\p{L}*|запрет\p{L}*|запрещ\p{L}*`),
  uk: rx(String.raw`закрива\p{L}*|закри\p{L}+|заборон\p{L}*`),
  ro: rx(String.raw`închide\p{L}*|închis\p{L}*|interzi\p{L}+`),
  id: rx('menutup|ditutup|melarang|dilarang'),
  ms: rx('menutup|ditutup|melarang|dilarang'),
};

/**
 * A clause joined to another, or a contrast: the sentence then says more than what it closes ("sperrt
 * die Brücke für Lastwagen, Autos dürfen sie aber weiter nutzen"), and its other clause's negation
 * added by a line ("Autos dürfen die Brücke nicht nutzen") must still be read as one.
 */
const JOINED =
  /[,;:]\s|\s[-–—]\s|(?<![\p{L}\p{M}])(?:but|mais|aber|doch|jedoch|ma|però|pero|mas|porém|maar|men|tapi|namun|но|але|ale|dar|iar|mutta)(?![\p{L}\p{M}])/iu;

/**
 * A list the sentence ends on ("…, entre ellos Gandia, Sueca y Cullera", "…, darunter Köln und
 * Bonn"): the places or people of what it closes, no clause of its own.
 */
const LIST_TAIL =
  /,\s(?:entre (?:ellos|ellas|otros|otras)|como|incluid[oa]s?|including|such as|among them|darunter|tra cui|come|dont|notamment|comme|entre eles|incluindo|waaronder|zoals|bland annat|däribland|termasuk|antara lain|seperti|w tym|в том числе|включая)(?![\p{L}\p{M}]).*$/isu;

/** Whether a text closes or bans something, in a verb of `lang`, and says no other clause. */
export function saysClosed(text: string, lang: string): boolean {
  return CLOSING[lang]?.test(text) === true && !JOINED.test(text.replace(LIST_TAIL, ''));
}
