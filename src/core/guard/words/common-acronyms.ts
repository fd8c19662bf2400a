/**
 * Acronyms used as words (issue 44): "OK", "TV", "AI", "CEO", "MEP" are written in capitals, yet
 * they name no one, so the guard's names reader does not take them for a name the source lacks. Only common
 * nouns, roles, units, formats and chat words: an organisation's or a country's letters ("NASA",
 * "FBI", "US") are names, supported only where the source says them or spells them out. No library
 * keeps such a list (compromise tags acronyms but not which are names, and is not core's); this one
 * is plain data, built into a set on first use.
 */
const WORDS = `
OK TV AI ML LLM GPT AGI CEO CFO CTO COO CMO CIO CPO VP SVP EVP PR HR IT QA UX UI DIY FAQ FYI ASAP
TBA TBD TBC RSVP ETA DM PM AM PS NB AKA VS OMG LOL LMAO ROFL BTW IMO IMHO TBH IRL TLDR TL DR AFAIK
IDK FOMO YOLO GOAT POV ASMR NSFW OP OC MVP KPI ROI OKR SAAS HQ CV PHD MBA MD BSC MSC BA MA GPU CPU
TPU RAM ROM SSD HDD USB HDMI PDF API SDK CLI GUI URL HTML CSS JSON XML YAML SQL CSV HTTP HTTPS DNS
SSL TLS VPN LAN WIFI IOT AR VR XR OS PC SMS MMS GPS QR ID PIN IQ EQ ATM DNA RNA MRI CT ICU ER ED
GP IVF HIV AIDS COVID PPE CPR EV SUV GDP CPI VAT IPO ETF NFT DAO DEFI PTO WFH OOO EOD EOW EOY YTD
YOY FY AMA PSA TIL CTA SEO SEM PPC CRM ERP CMS CDN UGC DLC FPS RPG MMO MMORPG NPC PVP PVE GG DJ MC
VIP OG LGBT LGBTQ UV LED LCD OLED HD UHD AC DC KW KWH MW GW MPH KPH BPM RPM PSI OTC ADHD PTSD OCD
MP MEP MSP MLA
`;

/** Written in mixed case, as people write them. */
const MIXED = /* @__PURE__ */ new Set([
  'Ok',
  'PhD',
  'PhDs',
  'SaaS',
  'IoT',
  'DeFi',
  'WiFi',
  'Wi-Fi',
  // Units written with a capital: "100 Mbps service".
  'Mbps',
  'Gbps',
  'Kbps',
  'MHz',
  'GHz',
  // Energy and charge: "165 Wh/kg" of a source's "watt-hours per kilogram".
  'Wh',
  'kWh',
  'MWh',
  'GWh',
  'mAh',
  // Titles' abbreviations before a name ("Reps. Carla Mendes and Troy Haldane"): the name is read.
  'Rep',
  'Reps',
  'Sen',
  'Sens',
  'Gov',
  'Govt',
  'Dept',
]);

let acronyms: ReadonlySet<string> | undefined;

/** True for an acronym used as a word ("OK", "CEOs", "AI", "PhD"); "Mac" or "Ed" are names. */
export function isCommonAcronym(word: string): boolean {
  if (MIXED.has(word)) return true;
  acronyms ??= new Set(WORDS.split(/\s+/).filter((entry) => entry !== ''));
  // In capitals, or with a plural's small s ("CEOs", "DMs").
  const letters = /^\p{Lu}+s$/u.test(word) ? word.slice(0, -1) : word;
  return letters.length >= 2 && /^\p{Lu}+$/u.test(letters) && acronyms.has(letters);
}
