/**
 * The guard's labelled cases (eval/guard-cases/*.yaml, issue 44 item 5): the set keeps its shape
 * (enough lines and languages, every kind with both labels, the issue's own cases, no repeats), and
 * the guard, run on it exactly as the routes run it, keeps its recall and precision at least at the
 * floor: a change that lowers either fails here, not silently in production.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUARD_MODES } from '#core/index.ts';
import {
  CASE_KINDS,
  EDITS,
  GUARD_CASES_DIR,
  type GuardCase,
  loadGuardCases,
} from './guard-cases.ts';
import { guardReport, judgeCases } from './guard-score.ts';
import { judgeSummaries, summaryScoreOf } from './summary-score.ts';

/**
 * What the guard measures on the set, rounded down to a whole percent (written: recall 67.6%,
 * precision 86.1%; after typed figures, number words and claims 81.5%/84.0%; after dates, clock
 * times, units and a source's halves 90.2%/97.5%; with 69 lines in the reader's language added, then
 * figures tied to their words, scores' sides, countries in every script, capitals and number words
 * as people write them 92.3%/99.3%; with names put in the source's place read where no capital
 * tells a name, 94.5%/99.3% on those lines, and 90.7%/99.1% with the 80 lines of round four, written
 * before that rule and harder: names added, not swapped, which no frame shows; round five, a
 * score's loser named first, an abbreviation's dot and a clause's last words in Arabic and Hebrew:
 * 90.9%/99.4% on all 700 lines, 91.3%/99.4% on the 661 before it; round six, names where no
 * capital tells them after a whole frame, a source's word held twice, a year or a day in the
 * frame, and a sentence's first word and a translation's names read through common words and
 * transliteration, a people's word and a double's count: 94.8%/99.7% on those 700, 94.5%/99.5%
 * on all 832 posts' lines with the 132 of round six; round seven, German's names read through its
 * common words and compounds, and names added where no capital tells them, read through the
 * commonest words of those languages: see the figures below). Raise them as the guard gets better
 * (the goal is 97% both); never lower them to let a change through.
 */
const RECALL_FLOOR = 0.98;
const PRECISION_FLOOR = 0.997;
/**
 * The issue's goal on every labelled line at once (each round's blind lines too, once written):
 * 97% both. Measured 2026-11-30 on 4,040 lines with round 42 written blind: recall 97.4%
 * (1564/1606), precision 98.8% (2406/2434); after round 42's rules and with round 43 written
 * blind, on 4,112 lines: 97.6% (1591/1630) and 99.0% (2456/2482). A blind round that lowers it
 * below the goal fails this test: its lines are then read, not dropped.
 */
const GOAL_RECALL_FLOOR = 0.97;
const GOAL_PRECISION_FLOOR = 0.97;
/**
 * Every posts' line, round seven's 80 too, in Arabic, Persian, Hebrew, Hindi, Korean, Chinese and
 * Japanese (56 written before its rule: 5/21 invented lines stopped, 32/35 faithful kept, then
 * 15/21, 32/35; 24 more written after its first version, to probe it, before its last: 0/8 and
 * 12/16 without the rule, its first version 7/8 and 9/16, its last 7/8 and 12/16): 89.5%/98.1%
 * without the rule, 94.9%/98.1% with it. Round seven's faithful lines stopped (7 of 51) are the
 * frames' (a synonym in the source's word's place: "अधिक", "搭乘", "尽量选择"), none the rule's.
 * Both halves of round seven merged (German's 45 lines and these 80): the 832 before it 96.4%/99.8%,
 * every posts' line (957) 95.1%/98.4%, round seven's 125 lines 83.7%/90.8%, the 700 before round
 * six 97.0%/100%, the 661 before round five 97.1%/100%, the 581 before round four 98.1%/100%.
 * Round eight's rules (a place of common words after a preposition of place): the 832 96.7%/99.8%,
 * the 957 95.7%/98.4%, round seven's 125 87.8%/90.8%; the 700, 661 and 581 unchanged.
 */
const ALL_RECALL_FLOOR = 0.975;
const ALL_PRECISION_FLOOR = 0.985;
const ROUND_SEVEN_RECALL_FLOOR = 0.935;
// With everyday words in a frame read by their shape (h136: "搭乘" of "乘坐", "ينصح المنظمون"),
// round seven's 125 lines keep 98.7% (75/76) of its faithful ones.
const ROUND_SEVEN_PRECISION_FLOOR = 0.986;
/**
 * Round eight (57 lines, `-r8-` sources in Spanish, Polish, Turkish, Russian, Arabic, Japanese and
 * Korean, 8 of them in English: a role word for a name, demonyms, exonyms, synonyms of the
 * frames; names added, changed or traded between two people of the source), written before its
 * rules: 60.7%/72.4% (17/28 stopped, 21/29 kept); every posts' line with them (1014) 93.1%/96.9%.
 * After its rules (roles traded, a translation's names of a Latin-script source, a Latin name's
 * particle, a place after a preposition of place; names in their cases keep no line of the set
 * but hold "w Warszawie"): 82.1%/75.9% (23/28, 22/29), all 1014 95.0%/97.1%. Its faithful lines
 * still stopped are mostly figures' ("15 liraya", "dwie godziny", "5-3" of "5대3", "December" of
 * 12月). With those read (decision 012, long documents, round nine of figures): 82.1%/93.1% (23/28,
 * 27/29), all 1014 lines' precision 97.5% or more.
 */
/**
 * With round nine's names and the long documents' figures merged: round eight 92.9%/96.6% (26/28,
 * 28/29), the 1014 before round nine 97.2%/98.5%, all 1043 97.1%/98.5%, round nine 93.3%/100%.
 */
const ROUND_EIGHT_RECALL_FLOOR = 0.925;
const ROUND_EIGHT_PRECISION_FLOOR = 0.96;
const WITH_EIGHT_RECALL_FLOOR = 0.975;
const WITH_EIGHT_PRECISION_FLOOR = 0.98;
/**
 * Round nine (29 lines, `-r9-` sources in English, Spanish, Japanese, Korean, Hebrew and Arabic,
 * 14 faithful, 15 with one name, place or role invented as a strong model writes it), written
 * before its rules as their blind check: 60.0%/92.9% (9/15 stopped, 13/14 kept); every posts' line
 * with them (1043) 93.9%/97.0%. After its rules (a place's name swapped beside the source's head,
 * roles before a comma, at a sentence's start and where no capital tells a name, the UK's nations,
 * a new person beside a title, a Korean compound's end, a verb in a name's place): 93.3%/100%
 * (14/15, 14/14; written after seeing these lines, so no longer blind), all 1043 97.1%/97.6%; the
 * 1014 before it 97.2%/97.5%, the 957 97.4%/98.6%, the 832 97.9%/99.8%, round seven's 125
 * 93.9%/92.1%, round eight's 57 92.9%/79.3%, the 700 97.8%/100%, the 661 98.0%/100%, the 581
 * 98.7%/100%.
 */
// 100% (15/15) with a rare name in the source's slot, one word of frame a side ("27일 의암호 일대에서"
// of "27일 공지천 일대에서", rare-swaps.ts).
const ROUND_NINE_RECALL_FLOOR = 1;
const ROUND_NINE_PRECISION_FLOOR = 0.99;
const WITH_NINE_RECALL_FLOOR = 0.97;
const WITH_NINE_PRECISION_FLOOR = 0.98;
/**
 * Round ten (47 lines, `-r10-` sources in German, French, Portuguese, Italian, Japanese, Chinese,
 * Hindi, Russian, Turkish, Dutch and Indonesian, 18 of them in English; 21 faithful, 26 with one
 * figure, date, time, currency, link, e-mail, handle, quotation or name edited), written before its
 * rules as their blind check: 92.3%/81.0% (24/26 stopped, 17/21 kept); every posts' line with them
 * (1090) 96.8%/97.8% (520/537, 541/553). After its rules (a time with a full stop in a range or
 * after "pukul", a day's ordinal full stop beside its month, a month another language spells as
 * English does, a score's verb and a scale's noun in a frame's place, a country the line's language
 * names so as a first word, a Chinese source's names in pinyin): 96.2%/100% (25/26, 21/21; no
 * longer blind), all 1090 97.2%/98.6% (522/537, 545/553); the 1043 before it 97.3%/98.5%, the 1014
 * 97.4%/98.5%, the 957 97.6%/98.6%, the 832 98.1%/99.8%, the 700 98.1%/100%, the 661 98.3%/100%,
 * the 581 99.0%/100%; rounds seven, eight and nine and German's lines unchanged. With a translated
 * score's sides that are countries keyed by country (round six's "Scotland beat England 3-1"): all
 * 1090 97.4%/98.6%, the 1043 97.5%/98.5%, the 1014 97.6%/98.5%, the 957 97.9%/98.6%, the 832
 * 98.3%/99.8%. With a translation's figures tied by the days of their clauses: round ten 100%/100%
 * (26/26, 21/21), all 1090 97.6%/98.6% (524/537, 545/553).
 */
const ROUND_TEN_RECALL_FLOOR = 0.99;
const ROUND_TEN_PRECISION_FLOOR = 0.99;
const WITH_TEN_RECALL_FLOOR = 0.975;
const WITH_TEN_PRECISION_FLOOR = 0.985;
/**
 * Round eleven (48 lines, `-r11-` sources in English, Spanish, Korean, Arabic, Hebrew, Persian,
 * Polish, Ukrainian, Vietnamese, Swedish, Czech and Greek, 20 of them in English as a model
 * translates; 24 faithful, 24 with one figure, swap, currency, date, weekday, time, place, name,
 * handle, link, e-mail or quotation edited), written before its rules as their blind check:
 * 66.7%/87.5% (16/24 stopped, 21/24 kept); every posts' line with them (1138) 96.3%/98.1%
 * (540/561, 566/577). After its rules (a range of days naming its month once, a weekday's day and
 * month in digits, opening hours after a weekday, a translation's figures tied by their clauses'
 * other figures and by the things it names in the source's sounds, a Korean source's given names):
 * 79.2%/100% (19/24, 24/24; no longer blind), all 1138 96.8%/98.6% (543/561, 569/577); no line
 * before round eleven changed. With bindings read in the languages the guard reads (a Korean count's
 * counter, opening hours bound to their weekdays): 87.5%/100% (21/24, 24/24), all 1138 97.1%/98.6%
 * (545/561, 569/577); no other line of any file changed its verdict.
 */
// 91.7% (22/24) with a change told of what another value changed ("dầu diesel giảm 480",
// change-subjects.ts).
// 95.8% (23/24) with a figure told in another value's clause ("Under-19s will pay £2" of "a
// single goes from £2 … Under-19s still pay £1", clause-swaps.ts).
const ROUND_ELEVEN_RECALL_FLOOR = 0.95;
const ROUND_ELEVEN_PRECISION_FLOOR = 0.99;
const WITH_ELEVEN_RECALL_FLOOR = 0.97;
const WITH_ELEVEN_PRECISION_FLOOR = 0.985;
/**
 * Round twelve (44 lines, `-r12-` sources in English, Spanish, Portuguese, French, German, Japanese,
 * Korean, Italian, Arabic, Hindi and Chinese, 11 of them in English as a model translates; 22
 * faithful, 22 with one figure, swap, currency, date, time, place, name, handle, link, e-mail or
 * quotation edited; all synthetic), written before its rules as their blind check: 86.4%/81.8%
 * (19/22 stopped, 18/22 kept); every posts' line with them (1182) 96.7%/98.0% (564/583, 587/599).
 * After its rules (a translated name behind Arabic's article and a one-letter word, a percentage's
 * word and a postposition in a Hindi frame as no name, a line's "16h" ending a range of times as
 * the clock's only, a Japanese or Korean "20〜30代" as the decades a translation names): 90.9%/95.5%
 * (20/22, 21/22; no longer blind), all 1182 96.9%/98.5% (565/583, 590/599); no line before round
 * twelve changed its verdict.
 */
// 95.5% (21/22) with a name told of another's figure ("Ángel Sepúlveda … al minuto 34",
// lone-subject-swaps.ts).
const ROUND_TWELVE_RECALL_FLOOR = 0.95;
// 100% (22/22) with an English adjective of a source's name as its own ("214 Alpine glaciers" of
// "the Alps", stem-derived-names.ts).
const ROUND_TWELVE_PRECISION_FLOOR = 1;
const WITH_TWELVE_RECALL_FLOOR = 0.965;
const WITH_TWELVE_PRECISION_FLOOR = 0.98;
/**
 * Round thirteen (54 lines, `-r13-` sources in English, Spanish, French, German, Portuguese,
 * Italian, Dutch, Polish and Swedish, 13 of them in English as a model translates; 34 faithful, 20
 * with one figure, score, time, date, place, name, handle, link, e-mail, quotation or negation
 * edited; all synthetic), written before its rules as their blind check: 85.0%/85.3% (17/20
 * stopped, 29/34 kept); every posts' line with them (1236) 96.5%/97.8% (582/603, 619/633). After
 * its rules (a range's month after "de", a day's degree sign, a range of clock times' hours as bare
 * numbers, a country by its language's declined adjective, a score written before both sides, a
 * Swedish ordinal's ":e", a closed day told open): 100%/100% (20/20, 34/34; no longer blind), all
 * 1236 97.0%/98.6% (585/603, 624/633); no line before round thirteen changed its verdict.
 */
const ROUND_THIRTEEN_RECALL_FLOOR = 0.99;
const ROUND_THIRTEEN_PRECISION_FLOOR = 0.99;
const WITH_THIRTEEN_RECALL_FLOOR = 0.97;
const WITH_THIRTEEN_PRECISION_FLOOR = 0.985;
/**
 * Round fourteen (51 lines, `-r14-` sources in Japanese, Chinese, Korean, Arabic, Hebrew, Persian,
 * Hindi, Russian, Ukrainian, Greek, Turkish, Vietnamese and Indonesian, 28 of them in English as a
 * model translates; 34 faithful, 17 with one figure, swap, date, time, place, name, handle, link,
 * e-mail, quotation or negation edited; all synthetic), written before its rules as their blind
 * check: 70.6%/82.4% (12/17 stopped, 28/34 kept); every posts' line with them (1233)
 * 96.2%/97.6% (577/600, 618/633). After its rules (parts of the day CLDR lacks or writes with full
 * stops, the shekel's names, a name any-ascii spells letter for letter, a place a Slavic adjective
 * is made of, a score's countries where no capital tells a name, a translation's figures tied by
 * their clauses' days of the month, a route reversed in a translation, a new person in a
 * translation of an Arabic, Hebrew or Persian post): 94.1%/100% (16/17, 34/34; no longer blind),
 * all 1233 96.8%/98.6% (581/600, 624/633); no line before round fourteen changed its verdict.
 * Round thirteen, written at the same time in another branch, is left out of these counts.
 */
const ROUND_FOURTEEN_RECALL_FLOOR = 0.94;
const ROUND_FOURTEEN_PRECISION_FLOOR = 0.99;
const WITH_FOURTEEN_RECALL_FLOOR = 0.965;
const WITH_FOURTEEN_PRECISION_FLOOR = 0.985;
/**
 * Round fifteen (48 lines, `-r15-` sources in eight languages with no file before it: Thai,
 * Romanian, Hungarian, Danish, Finnish, Malay, Bengali and Catalan, 16 of them in English as a
 * model translates; 32 faithful, 16 with one figure, score, unit, time, date, place, name, handle,
 * link, e-mail, quotation or negation edited; all synthetic), written before its rules as their
 * blind check: 75.0%/75.0% (12/16 stopped, 24/32 kept); every posts' line with them but round
 * fourteen's, written apart at the same time (1284), 96.4%/97.4% (597/619, 648/665). After its
 * rules (Thai, Catalan and Danish months and clocks, a Thai dotted month, an ordinal's full stop,
 * a Bengali count's word told from a month by its vowel sign, a compound on the source's word, a
 * closed day told before its word, a side's case ending, a declined unit; probed past it, a
 * range after "kl.", Hungarian's "óra", the languages' currencies): 93.8%/93.8% (15/16,
 * 30/32; no longer blind), the 1284 96.9%/98.3% (600/619, 654/665); no line before round fifteen
 * changed its verdict.
 */
// 100% (16/16) with a Thai source's romanised names read back by their consonants ("Asok" of
// ราชเทวี stopped, thai-romanised-names.ts).
const ROUND_FIFTEEN_RECALL_FLOOR = 1;
const ROUND_FIFTEEN_PRECISION_FLOOR = 0.93;
const WITH_FIFTEEN_RECALL_FLOOR = 0.965;
const WITH_FIFTEEN_PRECISION_FLOOR = 0.98;
/**
 * Round sixteen (48 lines, `-r16-` sources in eight languages with no file before it: Norwegian
 * Bokmål, Croatian, Slovak, Bulgarian, Swahili, Tagalog, Urdu and Tamil, 25 of them in English as
 * a model translates; 32 faithful, 16 with one figure, score, name, place, handle, link, e-mail,
 * quotation or negation edited; all synthetic), written before its rules as their blind check:
 * 81.3%/75.0% (13/16 stopped, 24/32 kept); every posts' line with them (1383) 96.5%/97.4%
 * (629/652, 712/731). After its rules (Croatian number words, a percentage's word in Tamil,
 * Croatian, Slovak and Tagalog, a name beginning a compound of the source, scale words from CLDR's
 * compact notation, a currency's sign with its country's letter, figures' bindings in six of the
 * languages and past a low quotation mark): 87.5%/93.8% (14/16, 30/32; no longer blind), the 1383
 * 96.6%/98.2% (630/652, 718/731); no line before round sixteen changed its verdict. The posts'
 * floor stays at round fifteen's.
 */
const ROUND_SIXTEEN_RECALL_FLOOR = 0.87;
const ROUND_SIXTEEN_PRECISION_FLOOR = 0.968;
/**
 * Round seventeen (69 lines, `-r17-` sources in the twelve languages most posts are written in:
 * English, Spanish, Portuguese, French, German, Japanese, Arabic, Hindi, Russian, Indonesian,
 * Korean and Chinese, 26 of them in English as a model translates; 45 faithful, 24 with one
 * figure, score, date, time, name, place, handle, link or quotation edited; all synthetic),
 * written before its rules as their blind check: 83.3%/82.2% (20/24 stopped, 37/45 kept); every
 * posts' line with them (1452) 96.2%/97.3% (650/676, 755/776). After its rules (a percentage then
 * an amount is no range, the ruble's and hryvnia's English names, a count's ordinal, French "à 19
 * heures", a Chinese modal verb's run, a change's word past its preposition, an amount in the
 * source's one currency): 87.5%/95.6% (21/24, 43/45; no longer blind), the 1452 96.3%/98.1%
 * (651/676, 761/776); no line before round seventeen changed its verdict. The posts' floor stays
 * at round fifteen's for the lines before it: with round seventeen its recall is below it.
 */
// 91.7% (22/24) with two prices traded in Chinese ("起售价2499元", spaceless-swaps.ts).
// 95.8% (23/24) with a figure told in another value's clause ("O Nova X custará R$ 3.699",
// clause-swaps.ts).
const ROUND_SEVENTEEN_RECALL_FLOOR = 0.95;
// 100% (45/45) kept with an English compound's plural opening a translated line ("Hailstones of
// up to 3 cm", joined-plurals.ts).
const ROUND_SEVENTEEN_PRECISION_FLOOR = 1;
const WITH_SEVENTEEN_RECALL_FLOOR = 0.96;
const WITH_SEVENTEEN_PRECISION_FLOOR = 0.98;
/**
 * Round eighteen (67 lines, `-r18-` sources in twelve languages: a match, a concert, a launch, a
 * council's vote, a delayed flight, a study, a shop's hours, a fundraiser, a minister, a snow
 * warning, a transfer and fuel prices, every line in the reader's language as a model translates:
 * to English, and en→es, en→ja, es→fr, ja→ko, ar→fr; 42 faithful, 25 with one figure, score, date,
 * time, name, place, handle or link edited; all synthetic), written before its rules as their blind
 * check: 88.0%/76.2% (22/25 stopped, 32/42 kept); every posts' line with them (1538) 96.2%/97.0%
 * (684/711, 802/827). After its rules (an ordinal's "º" kept through NFKC, a lakh of crores, a
 * Chinese or Japanese currency's name against its amount, Korean currencies with their particle,
 * a Korean date's 월 and 일 no weekday, a sum's parts after "of which" in its currency, a
 * capital in a translation of a source in Latin letters): 92.0%/88.1% (23/25, 37/42; no longer
 * blind), the 1538 96.3%/97.6% (685/711, 807/827); no line before round eighteen changed its
 * verdict. The posts' floor stays at round fifteen's for the lines before it. With a season moved
 * to another of the post's years ("autumn 2026" of "Herbst 2028", season-changes.ts), 96.0% (24/25).
 * With a translation's pairs of figures ended by its "and" and a figure alone in its clause tied to
 * that ("Le Super 95 coûtera 2,83 dirhams et le diesel 2,93" of the diesel's 2.83, translated-ties.ts):
 * 100% (25/25).
 */
const ROUND_EIGHTEEN_RECALL_FLOOR = 1;
// 95.2% (40/42) with a Chinese source's dotted foreign name read by its sounds ("Silva" of
// 若昂·席尔瓦, chinese-sound-loans.ts). 100% (42/42) with a club's unmarked sound loan ("Benfica"
// of 本菲卡, undotted-sound-loans.ts).
const ROUND_EIGHTEEN_PRECISION_FLOOR = 1;
const WITH_EIGHTEEN_RECALL_FLOOR = 0.96;
const WITH_EIGHTEEN_PRECISION_FLOOR = 0.97;
/**
 * Round nineteen's 72 lines (13 posts written the way X, Bluesky and Mastodon write numbers: model
 * names, "2k", "Q3 FY25", "10x", "24/7", "#1", "3rd", emoji digits; en es pt de fr id ko ja),
 * written before its rules as their blind check: 83.3%/79.2% (20/24 stopped, 38/48 kept). After
 * its rules (French "sept", a year written short, Indonesian "sampai", two days joined by "and" and
 * a Korean range of days, an amount in won, a decimal comma only where the line's languages write
 * one, a range's scale written once, a name's number, a streak's ordinal): 91.7%/93.8% (22/24,
 * 45/48; no longer blind); no line before it changed its verdict. Every posts' line with it (round
 * eighteen's apart, written at the same time) 96.3%/97.8% (684/710, 815/833): its precision is
 * below the posts' floor before it, which is not raised.
 */
// 95.8% (23/24) with a value given another value's unit ("se agotaron en 2 minutos" of "2
// fechas … 20 min", clause-swaps.ts); kept 97.9% (47/48) with a katakana title's words
// ("Mario Kart World" of "マリオカート ワールド", katakana-loans.ts).
const ROUND_NINETEEN_RECALL_FLOOR = 0.95;
const ROUND_NINETEEN_PRECISION_FLOOR = 0.979;
const WITH_NINETEEN_RECALL_FLOOR = 0.96;
const WITH_NINETEEN_PRECISION_FLOOR = 0.978;
/**
 * Round twenty (the thread maker's posts in its six styles, and Troll and Meme lines): blind, 86.2%
 * (25/29) stopped and 80.4% (37/46) kept, the posts' own "1/5" marks read as figures and a
 * thread's names not read; after, 96.6% (28/29) and 97.8% (45/46).
 */
const ROUND_TWENTY_RECALL_FLOOR = 0.96;
const ROUND_TWENTY_PRECISION_FLOOR = 0.97;
/**
 * Round twenty-one (Normal cards as a small model paraphrases 15 new posts, 12 languages): blind,
 * 94.7% (18/19) stopped and 90.2% (55/61) kept; after its rules (a range "between X and Y", a
 * number in words read past its unit, a Chinese one-character word reworded in two, a range's days
 * with their weekdays, a bare sum in the language's own currency), 94.7% (18/19) and 98.4%
 * (60/61). Every posts' line with it: 96.2% (753/783) stopped, 97.6% (958/982) kept.
 */
// 100% (19/19) with "Osimhen ha aperto le marcature al 34'" stopped (lone-subject-swaps.ts).
const ROUND_TWENTY_ONE_RECALL_FLOOR = 1;
const ROUND_TWENTY_ONE_PRECISION_FLOOR = 0.98;
const WITH_TWENTY_ONE_RECALL_FLOOR = 0.96;
const WITH_TWENTY_ONE_PRECISION_FLOOR = 0.974;
/**
 * Round twenty-two (14 posts dense with figures in the forms people write them, 12 languages):
 * blind, 67.9% (19/28) stopped and 84.1% (37/44) kept; after, 85.7% (24/28) and 100% (44/44). Its
 * misses are figures told of another noun no word ties them to, and ordinal words, which the guard
 * does not read.
 */
// 0.82 on main, not the 0.857 (24/28) of its own branch: round twenty-one's "entre 45 y 80 €"
// read as a range made 45 € a price of the source's (the boots'), so "envío gratis … más de 45 €"
// is a figure moved to another thing the post counts, which the guard reads for dates and measures
// only (money too stopped 3 more edits and 5 faithful lines: decision 012, twenty-second round).
// 85.7% (24/28) with ranks traded between two names ("Idre tog tredje plats", rank-swaps.ts).
// 89.3% (25/28) with a figure told in another value's clause ("envío gratis … más de 45 €",
// clause-swaps.ts).
const ROUND_TWENTY_TWO_RECALL_FLOOR = 0.89;
const ROUND_TWENTY_TWO_PRECISION_FLOOR = 1;
/**
 * Round twenty-three (thread posts and Troll and Meme lines on ten pasted texts in ten languages
 * the thread rounds never had): blind, 82.4% (28/34) stopped and 95.0% (57/60) kept, a Hindi
 * post's "1/5" after its danda and a part of a priced whole ("जिसमें से 3 लाख") asked again; after,
 * 85.3% (29/34) and 100% (60/60). Its misses are names and places no capital or list holds.
 * Then a name put in the source's frame read in threads too (an Arabic post's "هدى الشمري"):
 * 88.2% (30/34) and 100% (60/60). Then a spaced uncased line read in its frames though its
 * source shows lower-case letters, a phrase moved before the name ("राहुल वर्मा हर गुरुवार बेंगलुरु
 * ऑफिस से", moved-phrases.ts): 91.2% (31/34) and 100% (60/60).
 */
const ROUND_TWENTY_THREE_RECALL_FLOOR = 0.91;
const ROUND_TWENTY_THREE_PRECISION_FLOOR = 1;
/** Every thread post with round twenty-three's: 91.9% (68/74) stopped, 99.0% (100/101) kept. */
const WITH_TWENTY_THREE_THREAD_RECALL_FLOOR = 0.91;
const WITH_TWENTY_THREE_THREAD_PRECISION_FLOOR = 0.99;
/**
 * Round twenty-four (Normal cards in the reader's language, names across scripts: 14 posts, 12
 * languages, 84 lines): blind, 54.8% (17/31) stopped and 81.1% (43/53) kept; after its rules (a
 * declined Russian name, Hangul's voiced letters, a country in the source's own name, a quoted
 * title in other letters, a katakana name holding a country's, a numeral-led compound, a month that
 * is a first name, a given name's kanji numeral, a name's other half, a Korean surname), 54.8%
 * (17/31) and 98.1% (52/53). Its misses are places no list holds (Sapporo, Osaka, Zurich) and names
 * written in a script with no romanisation of its own (katakana, Arabic, Chinese). Then names
 * across scripts read further (a katakana person against a Latin post, a romanised half of a
 * katakana name, a "v" no source writes, a Korean post's place after a preposition): 67.7% (21/31)
 * and 98.1% (52/53). Then a city after "à", "em" in a Romance card and a capital spelled by its
 * sound in a Korean or Japanese one ("à Zurich", "em Roma", "마드리드에서"): 77.4% (24/31) and
 * 98.1% (52/53).
 */
// 83.9% (26/31) with a name's half changed to one the English list holds as a word ("Paulo
// Lacerda" of "Pedro Lacerda", name-pairs.ts).
// 87.1% (27/31) with a Chinese card's place read by its sounds and tied to its date (爱丁堡 on
// the date the source gives Glasgow, dated-sound-places.ts).
const ROUND_TWENTY_FOUR_RECALL_FLOOR = 0.87;
// 100% (53/53) with a kanji-and-kana title romanised part by part ('Shiosai no Machi' of
// 『潮騒の街』, kana-title-quotes.ts).
const ROUND_TWENTY_FOUR_PRECISION_FLOOR = 1;
/**
 * Round twenty-six (twenty languages the eval barely held, one post each: fi th ta bg el cs ro hu
 * sv da nb uk bn ur ca hr sk ms sw tl, 120 lines, mostly Normal cards): blind, 90.0% (27/30)
 * stopped and 85.6% (77/90) kept; after its rules (a stem that changes in its case, a currency's
 * letter symbol and a Bengali case ending, the numero sign, a weekday's dropped vowel, an acronym
 * spelled out, CLDR's short scales past another lexicon and against a Thai noun, a range's word in
 * Thai, approximation words, a step between two ends the line states), 90.0% (27/30) and 100%
 * (90/90). Then Urdu's full stop "۔" read as a sentence's end ("شاداب خان" of "حارث خان"): 93.3%
 * (28/30) and 100% (90/90).
 */
// 96.7% (29/30) with a figure told in another value's clause ("Barn over seks år får 200
// kroner", clause-swaps.ts).
const ROUND_TWENTY_SIX_RECALL_FLOOR = 0.96;
const ROUND_TWENTY_SIX_PRECISION_FLOOR = 1;
/**
 * Round twenty-seven (the posts people share most, in twelve of the languages most posts are
 * written in, two posts each: en es pt fr de ja ko zh ar hi id tr, 96 lines, mostly Normal cards):
 * blind, 87.5% (21/24) stopped and 77.8% (56/72) kept; after its rules (a Korean particle on a
 * handle, a one-letter Korean weekday after a verb, a Chinese preposition on the source's words,
 * a Korean place before "에서" the source never names, hours written "24h", German "gut"): 87.5%
 * (21/24) and 81.9% (59/72); with a change's step and a sum the line says it adds
 * (figure-steps.ts) and the author's Latin-lettered name in Devanagari (latin-spelled-names.ts),
 * 87.5% (21/24) and 87.5% (63/72).
 */
// 91.7% (22/24) with a Devanagari month counted by its vowel marks too ("मार्च में" of "जनवरी में",
// claim-calendar.ts); 95.8% (23/24) with a rare place after "في" where the source has another
// ("في أبوظبي" of "في دبي", rare-swaps.ts); kept 91.7% (66/72) with a code written out ("Ether"
// of "ETH", ticker-names.ts).
const ROUND_TWENTY_SEVEN_RECALL_FLOOR = 0.958;
const ROUND_TWENTY_SEVEN_PRECISION_FLOOR = 0.986;
/**
 * Round twenty-eight (news and official posts in scripts without capitals: ar fa he hi th ja zh
 * ko, two posts each, 96 lines, half of them cards in the reader's language): blind, 62.5% (15/24)
 * stopped and 86.1% (62/72) kept; after its rules (an amount in parts, "2億5000万円", "8조 2천억";
 * a Korean ending on the won; Spanish "yuanes"; a Japanese era's year; a Han country only on a
 * word's edges; Hebrew, Arabic and Persian words between a range's days; a Thai scale's currency;
 * a place after a preposition in a card of an Arabic, Hebrew or Persian post, a Thai surname
 * changed after the source's title and given name), 70.8% (17/24) and 98.6% (71/72); with a
 * club played for that the post never writes ("for Esteghlal", abjad-sides.ts) and a Korean
 * post's place of several words ("in Ho Chi Minh City", hangul-place-runs.ts), 79.2% (19/24);
 * with a Troll line's Korean name given another surname, a Chinese place after the post's frame
 * and a country changed in a translation's list of the post's (joke-name-edits.ts), 91.7% (22/24);
 * with a Troll line's count in the post's digits swapped ("32" of "۲۳", joke-counts.ts), 95.8% (23/24).
 */
const ROUND_TWENTY_EIGHT_RECALL_FLOOR = 0.958;
const ROUND_TWENTY_EIGHT_PRECISION_FLOOR = 0.98;
/**
 * Round twenty-nine (European and Latin-script posts people share, as small models paraphrase
 * them: a council's vote, a strike, a weather warning, exam results, a vaccine notice, a transit
 * change, a recall, a poll, a match report, a charity drive; en es pt fr de it nl pl, three posts
 * each, 96 lines, mostly Normal cards): blind, 91.7% (22/24) stopped and 86.1% (62/72) kept; after
 * its rules (a weekday between two days, "less than" a figure, a share in words, an acronym's
 * small letters, a long name without its last word, a change's currency written once, a whole
 * percentage of a decimal with the same words after): 91.7% (22/24) and 98.6% (71/72); with a
 * city paired with the post's ("zwischen Stuttgart und Frankfurt", german-place-pairs.ts), 100%
 * (24/24).
 */
const ROUND_TWENTY_NINE_RECALL_FLOOR = 1;
const ROUND_TWENTY_NINE_PRECISION_FLOOR = 0.98;
/**
 * Round thirty (issue 44: a direction flipped in the languages people write; `-r30-` sources, a
 * price, a score, a poll, a ruling, a forecast in de es fr pt it nl, 48 lines, 18 of them the
 * source's direction turned with every other word kept): blind, 11.1% (2/18) stopped and 100%
 * (30/30) kept; after language-direction-claims.ts, 100% (18/18) and 100% (30/30).
 */
const ROUND_THIRTY_RECALL_FLOOR = 1;
const ROUND_THIRTY_PRECISION_FLOOR = 1;
/**
 * Round thirty-one (English posts as people share them on X and Bluesky, read as Normal cards:
 * a phone launch, a Senate vote, a derby, a finding, ratings, a bridge closure, a marathon, fares,
 * the Fed, a box office, a diner closing, a final, a study, an outage, a mayor's race, an adoption;
 * sixteen posts, 64 lines): blind, 93.8% (15/16) stopped and 91.7% (44/48) kept; after its rules
 * (a country's people where the source writes its letters or flag, a city's people, "the Fed" of
 * "the Federal Reserve", a clause-ending direction word turned round): 100% (16/16) and 97.9% (47/48).
 */
const ROUND_THIRTY_ONE_RECALL_FLOOR = 1;
const ROUND_THIRTY_ONE_PRECISION_FLOOR = 0.97;
/**
 * Round thirty-two (Troll and Meme cards and thread posts as a small model writes them: satire,
 * captions, "1/5" numbering; on posts from X, Bluesky and Mastodon and pasted texts in English,
 * Spanish and Indonesian; sixteen sources, 64 lines): blind, 43.8% (7/16) stopped and 95.8%
 * (46/48) kept; after its rules (a fraction in words as its percentage, a year after a place the
 * line adds to the year's own names, a Troll or Meme price nudged off the source's): 62.5% (10/16)
 * and 100% (48/48). Its misses are Troll and Meme lines with a changed count, name or place, or a
 * result turned round, which those modes do not read by design; with a name or place a Troll or
 * Meme line put in the place of the post's (its frame, a near miss, another name before the post's
 * figure: joke-name-edits.ts), 87.5% (14/16); with a joke's count of the post's thing nudged
 * ("20 tickets" of 10, joke-counts.ts) and a win told as a loss (reversed-results.ts), 100% (16/16).
 */
const ROUND_THIRTY_TWO_RECALL_FLOOR = 1;
const ROUND_THIRTY_TWO_PRECISION_FLOOR = 1;
/**
 * Round thirty-three (Normal cards of posts in de, fr, ja, ar, pt and en that paraphrase, translate
 * to English, round a figure, name a demonym or a role or shorten a title, and invented twins that
 * change one fact; twelve sources, 70 lines): blind, 100% (24/24) stopped and 76.1% (35/46) kept;
 * after its rules (a score with a colon no clock shows, a competition's letters no side, a side
 * said before a one-digit rounding, "quase", "dos … aos", a number's word after an approximation
 * word): 100% (24/24) and 89.1% (41/46).
 */
const ROUND_THIRTY_THREE_RECALL_FLOOR = 1;
const ROUND_THIRTY_THREE_PRECISION_FLOOR = 0.934;
/**
 * Round thirty-four (Troll and Meme cards that joke without changing a fact, and thread posts that
 * restate the post, on posts in de, fr, ja, ar, pt and hi, with invented twins that change one name,
 * place, date or figure; twelve sources, 60 lines): blind, 70.0% (14/20) stopped and 95.0% (38/40)
 * kept; after its rules (a name cut short, a date's lead word, an Arabic price in the accusative):
 * 75.0% (15/20) and 100% (40/40).
 */
// 85.0% (17/20) with a thread post's place swapped on a short frame ("को चेन्नई में" of "को
// बेंगलुरु में", "東京〜新大阪間" of "東京〜名古屋間", rare-swaps.ts).
const ROUND_THIRTY_FOUR_RECALL_FLOOR = 0.85;
const ROUND_THIRTY_FOUR_PRECISION_FLOOR = 1;
/**
 * Round thirty-five (Normal cards of posts in es, it, ko, zh, ru and en that paraphrase, translate
 * to English, round, name a role or a place's people or rewrite a date, and invented twins that
 * change one name, place, date, figure or negation; twelve sources, 70 lines): blind, 87.5% (21/24)
 * stopped and 78.3% (36/46) kept; after its rules (hours after a full date's comma, a share of a
 * scale, 万亿, a Chinese decimal, a rise from "instead of", a Korean verb before a bound noun, a
 * second half's minute, an acronym of another script spelled out): 87.5% (21/24) and 95.7% (44/46);
 * with no change said as one ("тоже вырастут" of "не изменятся", "함께 오른다" of "그대로
 * 유지된다"): 95.8% (23/24) and 95.7% (44/46); with a suspended thing said to go on "as normal"
 * (as-usual-claims.ts): 100% (24/24).
 */
const ROUND_THIRTY_FIVE_RECALL_FLOOR = 1;
const ROUND_THIRTY_FIVE_PRECISION_FLOOR = 1;
/**
 * Round thirty-six (Troll and Meme cards that joke without changing a fact, and thread posts that
 * restate the post, on posts in es, it, ko, zh, ru and nl, with invented twins that change one
 * name, place, date, time or figure; twelve sources, 73 lines): blind, 58.3% (14/24) stopped and
 * 95.9% (47/49) kept; after its rules (a word after Spanish "¡", a Latin name glued to Han):
 * 58.3% (14/24) and 100% (49/49); with a joke's day or hour moved off the post's ("vanaf 9.30
 * uur" of "10.30 uur"): 75.0% (18/24) and 100% (49/49); with a joke's place, count or names moved
 * in the post's own wording ("В Петербурге 25 сантиметров снега", "前1000名", Trenitalia and Italo
 * traded): 95.8% (23/24) and 100% (49/49); with a scorer's goals given to another ("Гусев с
 * дублем", traded-scorers.ts): 100% (24/24) and 100% (49/49).
 */
const ROUND_THIRTY_SIX_RECALL_FLOOR = 1;
const ROUND_THIRTY_SIX_PRECISION_FLOOR = 1;
/**
 * Round thirty-eight (Troll and Meme cards that joke without changing a fact, and thread posts
 * that restate the post, on posts in en, es, fr, de, pt, it, ru, pl, tr, ja, zh and ko, with
 * invented lines that change one figure, name, place, day, time or handle, trade two names or tell
 * a win as a loss; twelve sources, 84 lines): blind, 62.5% (15/24) stopped and 96.7% (58/60) kept;
 * after its rules (the post's own price in a shorter Han frame, a joke's minute around the post's
 * hour, an hour after the post's clock word, a quoted name in the post's frame, the beaten side
 * told winning, a weekday moved, a German compound's place swapped): 91.7% (22/24) and 100%
 * (60/60); with a scorer's minute given to another (traded-scorers.ts): 95.8% (23/24) and 100%
 * (60/60).
 */
const ROUND_THIRTY_EIGHT_RECALL_FLOOR = 0.95;
const ROUND_THIRTY_EIGHT_PRECISION_FLOOR = 1;
/**
 * Round thirty-seven (Normal cards of new posts in pt, fr, de, tr, pl, vi, ja, hi, en, id, nl and
 * ar, four faithful lines a post, a line or two translated, and two invented with one edit each;
 * twelve sources, 72 lines): blind, 100% (24/24) stopped and 83.3% (40/48) kept; after its rules
 * (a range's ends each an hour, "mają" no May, "58.º", "từ 5 đến 15/9", Hindi's spellings and
 * "साढ़े"): 100% (24/24) and 91.7% (44/48); with a Hindi plural read as no name (h136:
 * "मालिकों"), 97.9% (47/48) kept; with German's "-ie" nouns of "-ieren" verbs and two days' clauses
 * traded read (h176: "Studie"), 100% (48/48).
 */
const ROUND_THIRTY_SEVEN_RECALL_FLOOR = 1;
const ROUND_THIRTY_SEVEN_PRECISION_FLOOR = 1;
/**
 * Round thirty-nine (Normal cards on posts in es, it, ru, zh, ko, he, fa, sv, uk, el, ms and th,
 * three of them asked in English, with invented lines that change, swap or add one figure, date,
 * time, name or place, or negate a clause; twelve sources, 72 lines): blind, 87.5% (21/24) stopped
 * and 89.6% (43/48) kept; after its rules (a Korean scale written against its word, a date's year
 * with its word, a range's decimal comma and scale, the Nordic clock's word, Thai grammar said
 * beside, Malay's "manakala"): 91.7% (22/24) and 100% (48/48); with a scorer's minute given to
 * another (traded-scorers.ts): 95.8% (23/24) and 100% (48/48).
 */
const ROUND_THIRTY_NINE_RECALL_FLOOR = 0.95;
const ROUND_THIRTY_NINE_PRECISION_FLOOR = 1;
/**
 * Round forty (Normal cards on English posts from US, UK, Indian, Australian, Nigerian and
 * Canadian posters, four lines translated, with invented lines that change, swap or add one
 * figure, date, time, name or place; twelve sources, 72 lines): blind, 100% (24/24) stopped and
 * 95.8% (46/48) kept; after its rules (a fraction in words of a percentage, one name with its
 * middle word left out): 100% (24/24) and 100% (48/48).
 */
const ROUND_FORTY_RECALL_FLOOR = 1;
const ROUND_FORTY_PRECISION_FLOOR = 1;
/**
 * Round forty-one (Normal cards on twelve posts in English, Spanish, French, German, Portuguese,
 * Italian, Russian, Dutch and Polish, whose invented lines change what a sentence means, its
 * figures, names and places kept: a negation added or dropped, a direction or a comparison turned,
 * a hedge made certain, a condition dropped, who did what traded; 72 lines): blind, 50% (12/24)
 * stopped and 85.4% (41/48) kept; after its rules (a vote against a thing, directions the tables
 * lacked, "après 22 heures" an hour, Russian "половины" a half): 66.7% (16/24) and 91.7% (44/48);
 * with a score written as its sides, "Cllr" of "Councillor", a bare range's ends in any unit and
 * "od 7:00 do 16:00" of "od 7 do 16": 100% (48/48) kept; with a word written only negated stated
 * plainly outside English, a comparison's sides traded, a continuing said as stopped, a hedge
 * read by its sentence, a limited group said as all of it and a statement given to another person
 * (h120): 100% (24/24) stopped.
 */
const ROUND_FORTY_ONE_RECALL_FLOOR = 1;
const ROUND_FORTY_ONE_PRECISION_FLOOR = 1;
/**
 * Round forty-two (twelve posts a visitor pastes: a transfer rumour, a recall, a city budget, a
 * strike, a flood warning, an election count, a court ruling, concert tickets, a product launch, a
 * school closure, a study, a match; in English, Spanish, French, German, Portuguese, Italian,
 * Japanese, Chinese, Arabic, Hindi and Turkish; three Normal lines and a Troll joke that keep every
 * fact, two invented lines of one edit each; 72 lines), measured only, no rule written after it:
 * blind, 66.7% (16/24) stopped and 85.4% (41/48) kept (the twelve Troll jokes all kept). After
 * its rules (h126: a direction turned in German, Italian and Hindi, a quotation given to another
 * of the post's people, a Turkish result and scorer traded, a Chinese clock hour given as days and
 * two dates' events traded): 100% (24/24) stopped. After its rules for faithful lines (h127: a code
 * held whole, a share in words, Arabic's regional months, a compound's last word, Hindi's "-ने
 * वाले"), 93.8% (45/48) kept; with an Arabic word made on the source's root read as no name
 * (h136: "تأجيل" of "وتُؤجَّل", "تداوم" of "الدوام"), 97.9% (47/48); with a Chinese comparison's
 * predicate read as no name (h169: "比上一代降价200元"), 100% (48/48).
 */
const ROUND_FORTY_TWO_RECALL_FLOOR = 1;
const ROUND_FORTY_TWO_PRECISION_FLOOR = 1;
/**
 * Round forty-three (twelve posts a visitor pastes: quarterly results, a timetable change, a court
 * sentence, a storm warning, a transfer, an airline strike, a price change, a hospital notice, a
 * council vote, a housing report, a study, a festival line-up; in English from the US, the UK,
 * India and Australia, Spanish, French, German, Portuguese, Italian, Dutch, Korean and Russian;
 * three Normal lines and a thread post that keep every fact, two invented lines of one edit each;
 * 72 lines), measured only, no rule written after it: blind, 79.2% (19/24) stopped and 91.7%
 * (44/48) kept (the twelve thread posts all kept). The floors are what was measured. Then read
 * (h133: parties' fates traded, a Korean verb left undone said done, a day put in another month,
 * a place moved onto another route): 100% (24/24) stopped, the recall floor raised to it; its four
 * faithful lines stopped then (a change's unit written once, "zum 1.1.", a scale carried after
 * "más", a vote's "sì/no") are kept since by general readers: 100% (48/48) kept.
 */
const ROUND_FORTY_THREE_RECALL_FLOOR = 1;
const ROUND_FORTY_THREE_PRECISION_FLOOR = 1;
/**
 * Round forty-four (twelve posts a visitor pastes: a rate decision, a ferry route change, an
 * earthquake report, a vaccine drive, a fundraiser, a wildfire evacuation, a school strike, a
 * museum opening, a bridge closure, an election poll, a phone launch, a basketball final; in
 * Polish, Swedish, Indonesian, Vietnamese, Ukrainian, Hebrew, Persian, Greek, Czech, Romanian,
 * Japanese and Turkish; three Normal lines and a Meme caption that keep every fact they state, two
 * invented lines of one edit each; 72 lines), measured only, no rule written after it: blind,
 * 62.5% (15/24) stopped and 87.5% (42/48) kept (the twelve Meme captions all kept). The floors are
 * what was measured. Its six faithful lines stopped blind are kept since (a spaced "4. 1.", a dotted
 * clock, "7h30", "7." of "yedinci", "Marka" of "Marek", a town before its province): 100% (48/48).
 * Its invented lines kept blind are read since: turned directions, a Persian negation, a dropped
 * limit and a Hebrew place (h139), and four swapped pairs (h140: a Turkish side's name of two
 * words, a journey's ends traded words apart, two parties' shares crossed between their names, two
 * months given each other's clauses): 100% (24/24) stopped after both, the recall floor raised to it.
 */
const ROUND_FORTY_FOUR_RECALL_FLOOR = 1;
const ROUND_FORTY_FOUR_PRECISION_FLOOR = 1;
/**
 * Round forty-five (twelve posts a visitor pastes: a rail strike, tech layoffs, a by-election, a
 * heatwave warning, a cup final, a concert tour, a rent law's vote, hospital wait times, a rent
 * index, panda twins, a baby-formula recall, a satellite launch; in English (UK, US, Canada),
 * Mexican Spanish, Brazilian Portuguese, French, German, Italian, Japanese, Chinese, Arabic and
 * Hindi; three Normal lines and a Troll joke that keep every fact they state, two invented lines
 * of one edit each; 72 lines), measured only, no rule written after it: blind, 83.3% (20/24)
 * stopped and 81.3% (39/48) kept (the twelve Troll jokes all kept). The floors are what was
 * measured; then raised to what is measured since: recall 95.8% (23/24; a Japanese figure's change
 * turned, h139; a Hindi place before the source's frame and two Arabic figures traded across a
 * negation, h146), precision 97.9% (47/48; a Han grammar character, a role going on to a name, an
 * Arabic noun with an attached pronoun, h144; days listed before one month, degrees of no scale,
 * Hindi's "बजकर", h145; a unit the source writes named otherwise after a number, a Japanese verb's
 * okurigana form of the source's stem, h148).
 */
const ROUND_FORTY_FIVE_RECALL_FLOOR = 23 / 24;
const ROUND_FORTY_FIVE_PRECISION_FLOOR = 47 / 48;
/**
 * Round forty-six (twelve posts a visitor pastes: a metro line's opening, a ferry timetable, a
 * chess championship, a minimum wage rise, a university ranking, a film festival's prizes, a flood
 * warning, a football transfer, a vaccine campaign, a museum reopening, a rate decision, a wildfire
 * evacuation; in Korean, Dutch, Russian, Hungarian, Finnish, Danish, Norwegian Bokmål, Bengali,
 * Tamil, Thai, Malay and Swahili; three Normal lines and a thread post that keep every fact they
 * state, two invented lines of one edit each; 72 lines), measured before any rule read it:
 * blind, 62.5% (15/24) stopped and 66.7% (32/48) kept (thread posts 9/12 kept, Normal lines 23/36).
 * The floors are what was measured after the rules written for it: its invented lines (a change
 * or decision turned in Finnish, Malay, Hungarian; Bengali's negation after its verb; names or
 * endings traded between clauses; Thai prices traded; a relative clause's act given to another,
 * h157): 100% (24/24); its faithful lines (a percent's word of every language, clocks in Dutch,
 * Tamil and Thai, Bengali classifiers and crore-lakh sums, a Korean bound noun, a Tamil suffix,
 * h156): 91.7% (44/48) kept; with a bare old amount carrying the new one's currency and a
 * figure at its own word in another case ending (h164): 95.8% (46/48); with Thai number words
 * read inside their runs and a word moving a figure only from where it stands by the other (h170):
 * 100% (48/48).
 */
const ROUND_FORTY_SIX_RECALL_FLOOR = 24 / 24;
const ROUND_FORTY_SIX_PRECISION_FLOOR = 48 / 48;
/**
 * Round forty-seven (twelve posts a visitor pastes: an airline strike, a hospital opening, a bridge
 * closure, a pension reform vote, a book prize shortlist, a snowstorm warning, a basketball final, a
 * city marathon, a theatre season, a data breach, an exam result, a power outage; in Spanish
 * (Argentina), Portuguese (Portugal), French (Belgium), German (Switzerland), Italian, Polish,
 * Turkish, Arabic, Hebrew, Japanese, Chinese and Vietnamese; three Normal lines and a Meme caption
 * that keep every fact they state, two invented lines of one edit each; 72 lines), measured before
 * any rule read it: blind, 79.2% (19/24) stopped and 83.3% (40/48) kept (Meme captions
 * 11/12 kept, Normal lines 29/36). The floors are what was measured after the rules written for
 * it: the five kept (a people-word before another's name, an Arabic ordinal hour before its part of
 * the day, French "encore", a Chinese "比…低5", a Hebrew "בבימויו של", h162): 100% (24/24) stopped;
 * a Hebrew abbreviation's gershayim, a date as CLDR writes its day and month, "godz. 18", a time in
 * words of hours, minutes and seconds and a region's noun of the source's adjective (h161): 91.7%
 * (44/48) kept; with a Slavic stem's softened consonant, a name's own first word opening the
 * source's sentence and a Chinese verb with its result read as no names (h169), 97.9% (47/48);
 * with a change's ends told "new instead of old" read as one change (h170), 100% (48/48).
 */
const ROUND_FORTY_SEVEN_RECALL_FLOOR = 24 / 24;
const ROUND_FORTY_SEVEN_PRECISION_FLOOR = 48 / 48;
/**
 * Round forty-eight (twelve posts a visitor pastes: a rail fare rise, a handball cup final, a
 * heatwave warning, a children's hospital wing, a music award's winners, a road tunnel closure, a
 * budget vote, a cycling stage, an opera season, a ransomware attack on a city, entrance exam
 * results, a water supply cut; in English (Nigeria), Catalan, Croatian, Slovak, Filipino, Urdu,
 * Bulgarian, Czech, Greek, Romanian, Ukrainian and Indonesian; three Normal lines and a thread post
 * that keep every fact they state, two invented lines of one edit each; 72 lines), measured before
 * any rule read it: blind, 75.0% (18/24) stopped and 79.2% (38/48) kept (thread posts 12/12 kept,
 * Normal lines 26/36). The floors are what was measured, blind.
 */
// After its invented lines' rules (a Ukrainian comparative turned, an Urdu "کی بجائے" choice
// traded, a scorer's goals, a margin and a prize given to another): 95.8% (23/24) stopped.
const ROUND_FORTY_EIGHT_RECALL_FLOOR = 23 / 24;
// After its faithful lines' rules (h172: a score after three names, minutes and seconds in words,
// an a-stem name's case, a list's commas, ranges with 'έως' and 'سے … تک'): 93.8% (45/48) kept;
// with an Urdu amount in two scales read as one sum (h189: "ایک ارب 20 کروڑ"), 95.8% (46/48);
// with a Latinate Cyrillic adjective opening a line (h202: "Максимальні"), 97.9% (47/48).
const ROUND_FORTY_EIGHT_PRECISION_FLOOR = 47 / 48;
/**
 * Round forty-nine (twelve posts a visitor pastes: a space launch, a council's parking charges, a
 * train derailment, a firm's quarterly results and job cuts, a storm's power cuts, a smartphone
 * launch, a panda cub's birth, a box-office weekend, a mayoral election, a food recall, a tennis
 * final, a teachers' strike; in English (US), Spanish (Spain), French, German, Portuguese (Brazil),
 * Japanese, Chinese, Korean, Arabic, Hindi, Russian and Italian, the languages most visitors write;
 * three Normal lines and a Troll joke that keep every fact they state, two invented lines of one
 * edit each; 72 lines), measured before any rule read it (h166): blind, 83.3% (20/24) stopped and
 * 87.5% (42/48) kept (Troll jokes 12/12 kept, Normal lines 30/36). The floors are that measure.
 * After h175's readings (an amount per another period, a set turned, a versus's sides crossed, a
 * work given to another owner): 100% (24/24) stopped, the recall floor raised to it; h174's readers
 * (a nukta, a compared or partitive amount's currency, a range's end day, a derived Arabic verb, a
 * change noun's preposition) keep all 48 faithful lines: its precision floor is 48/48.
 */
const ROUND_FORTY_NINE_RECALL_FLOOR = 24 / 24;
const ROUND_FORTY_NINE_PRECISION_FLOOR = 48 / 48;
/**
 * Round fifty (twelve posts a visitor pastes: a bus network redesign, a drought alert, a hospital
 * IT outage, a ski race, a port strike, a literary prize, a city budget, a volleyball final, an
 * earthquake, national exam results, a cancer centre's opening, a concert tour; in English (UK),
 * Spanish (Mexico), French (Canada), German (Austria), Portuguese (Brazil), Italian, Dutch, Polish,
 * Turkish, Arabic (Egypt), Hindi and Japanese; four Normal lines that keep every fact they state,
 * two invented lines of one edit each; 72 lines, all Normal: how often a faithful card line is
 * asked again), measured before any rule read it (h179): blind, 83.3% (20/24) stopped and 81.3%
 * (39/48) kept. The floors are that measure.
 */
// After h182's rule (the beaten side told winning read in Normal lines too): 22/24 stopped;
// after h189's (a cut told as money spent read back to its figure, an Arabic governorate put for
// another after a frame on its left): 24/24.
const ROUND_FIFTY_RECALL_FLOOR = 24 / 24;
// After h181's readings (a rank said as a number, a clock never traded with a day, noon in
// kanji, a Polish participle opening a line): 44/48 kept; after h189's (a strike's 12th day told
// as 12 days): 45/48; after h202's (English loanwords in Devanagari "बेड", an Arabic derived
// verb in the present "تنطلق"): 47/48.
const ROUND_FIFTY_PRECISION_FLOOR = 47 / 48;
/**
 * Round fifty-one (issue 44: twelve new posts, a marathon's results, a metro line's opening, a
 * wildfire, a university ranking, a football transfer, a central bank's rate decision, a
 * heatwave's records, a book fair, a product recall, a hospital's waiting list, a film festival, a
 * local election; in English (US), Spanish (Argentina), French, German (Switzerland), Portuguese
 * (Portugal), Russian, Chinese (Taiwan), Korean, Hebrew, Persian, Vietnamese and Indonesian; four
 * Normal lines that keep every fact they state, two invented lines of one edit each; 72 lines, all
 * Normal), measured before any rule read it (h185): blind, 87.5% (21/24) stopped and 85.4%
 * (41/48) kept. The floors are that measure, precision's raised to 100% (48/48) by h192's readings
 * (a word clipped or an everyday synonym in the source's frame, a country's initials, a rank's
 * ordinal, a sum's currency carried by "mais", a figure's own noun, a person's own sentence).
 */
// After h194's readings (Hebrew's negation words, a sentence that opens with its negation): 22/24.
// After h195's (an ordinal period made another, "el primer mes" of "la primera semana"): 23/24.
const ROUND_FIFTY_ONE_RECALL_FLOOR = 23 / 24;
const ROUND_FIFTY_ONE_PRECISION_FLOOR = 48 / 48;
/**
 * Round fifty-two (twelve posts a visitor pastes: a court ruling, a pension reform, a power-price
 * cap, a handball cup final, a flood, a ferry timetable, a census, a museum's reopening, a tech
 * company's layoffs, a music festival, a school-meal price rise, a cycling stage; in Dutch,
 * Swedish, Finnish, Hungarian, Romanian, Greek, Turkish, Ukrainian, Polish, Thai, Bengali and
 * Malay, languages the guard had seen less; four Normal lines that keep every fact they state, two
 * invented lines of one edit each; 72 lines, all Normal), measured before any rule read it (h186):
 * blind, 58.3% (14/24) stopped and 87.5% (42/48) kept. The floors are that measure. After h193's
 * rules (ordinals in Turkish, Bengali and Polish, a Turkish scale's case ending, Romanian's genitive
 * article, a Malay preposition before a name), 100% (48/48) kept: the precision floor is that.
 */
// After a Swedish or Danish period read in its definite form ("i månaden" → "i veckan"),
// Finnish months with their case endings ("maaliskuun" → "huhtikuun"), a Ukrainian weekday typed
// with an apostrophe ("п'ятницю") and h194's readings (Turkish and Romanian turned verbs, a
// verdict's two sides, Polish "także"): 21/24 stopped. After h195's (a half-time score's one side
// put for the match's other side, "a Győr vezetett 15–14-re" of "a Ferencváros"): 22/24.
const ROUND_FIFTY_TWO_RECALL_FLOOR = 22 / 24;
const ROUND_FIFTY_TWO_PRECISION_FLOOR = 48 / 48;
/**
 * Round fifty-three (twelve posts a visitor pastes: a rugby match, a vaccine campaign, an airline
 * strike, a minimum-wage rise, a startup's funding round, a library's reopening, a housing plan, an
 * airport terminal, a chess tournament, a water-price rise, a cyclone, a marathon swim; in
 * Australian English, Colombian Spanish, Belgian French, German, Brazilian Portuguese, Italian,
 * Dutch, Polish, Russian, Arabic, Hindi and Japanese, the languages most visitors write; four Normal
 * lines that keep every fact they state, two invented lines of one edit each; 72 lines, all
 * Normal), measured before any rule read it (h196): blind, 75.0% (18/24) stopped and 75.0% (36/48)
 * kept, far from the goal of at most 1 faithful line in 20 asked again. The floors are that measure.
 */
const ROUND_FIFTY_THREE_RECALL_FLOOR = 18 / 24;
// After h197's figure readings (Italian "dalle 9" a clock hour, Arabic "أول يناير" the day 1, a
// speed's mixed forms "किमी प्रति घंटा") and h198's (a people-word's place, a Romance participle,
// Hindi's light verbs): 41/48 kept. After h201's (a scorer list's bracketed count, a noun the
// source leaves out after a second number, Hindi's "100 से 110" range, a year kept in its own
// sentence's frame) and h202's (an English loanword in Devanagari "एयरपोर्ट", a German compound's
// last part traded "Vollzeitkräfte"): 47/48.
const ROUND_FIFTY_THREE_PRECISION_FLOOR = 47 / 48;
/** A thread's faithful posts asked again (issue 44's goal: at most 1 in 20). */
const THREAD_PRECISION_FLOOR = 0.95;
const THREAD_RECALL_FLOOR = 0.97;
/**
 * The long documents' summaries (en-documents.yaml, 24 documents, 96 summaries; a summary is
 * stopped when any of its lines is): written before the guard was run on them, faithful summaries
 * asked again 41.7% (10/24), edited ones stopped 93.1% (67/72), 62 of them for their edit; with
 * ties only a word that pins one figure, 33.3% (8/24); with a currency after its country's name,
 * names a text lists counted, a share beside a percentage, roles' and units' letters, 12.5% (3/24),
 * and 63 edits stopped (a month pins its year, a date is tied by the words around its day and
 * month; "Reps." no longer stops an edited line). The goal is at most 1 faithful summary in
 * 20 asked again, with the edits stopped. Its lines count in the overall figures too. With a
 * capital's country read as the source's ("South Korea's IVI" of "IVI in Seoul"): 8.3% (2/24).
 * With a common verb's -ing form opening a sentence ("Raising" of "Increasing") and an acronym
 * the document's words spell ("LFP cells" of "lithium iron phosphate cells"): 0% (0/24), and a
 * person joined from two of the source's ("Luis Becker") stopped: 63/72 for their edit (the
 * "Raising … 1.5°C" swap had been stopped only for its "Raising"). With a figure bound to the
 * nouns a few words from it (figure-bindings.ts: "cool cities by 1.5°C" of "by 0.4 °C"): 66/72.
 * With a growth given another amount ("net sales rose 11% to $842 million" of "$842 million, up
 * 6.3%", growth-pairs.ts): 67/72. With two parties traded ("Caldera Retail Group will run
 * Brightline Logistics' … centre" of "Brightline will operate Caldera's", party-claims.ts): 68/72.
 */
const DOCUMENTS_FILE = 'en-documents.yaml';
const DOCUMENTS_ASKED_AGAIN_CEILING = 0.05;
/**
 * Edited summaries stopped for their edit (its line stopped): 86.1% (62/72) when written; 70/72
 * with an answer read against its questioner's exchange (questioner-exchanges.ts).
 */
const DOCUMENTS_EDIT_STOPPED_FLOOR = 70 / 72;
/**
 * The held-out sets (issue 44 items 4-5), written after the rules above were tuned on
 * en-documents.yaml and before the guard was run on them: en-documents-2.yaml (24 English
 * documents in eight domains), and 8 documents in Spanish, German and French. When written: English
 * faithful summaries asked again 50.0% (12/24), edited ones stopped for their edit 90.3% (65/72);
 * the other languages' 37.5% (3/8) and 79.2% (19/24). With the figures a summary rewords read
 * (Q3, "day four", "2:02:16", "two days" of "48 hours", "September 17-19", "Mio. €", "M€", "m²"):
 * 37.5% (9/24) and 88.9% (64/72: a swap of two percentages was stopped only for its misread "Q3");
 * 12.5% (1/8) and 79.2% (19/24). With a day and its month one date ("3 September" of "3 August …
 * September 2022"), 90.3% (65/72) of the English edits stopped. With a function word opening a
 * sentence read as no name, an acronym's possessive ("EU's") and a party its members' tags give
 * ("Democratic" of "(D-Los Angeles)"): 20.8% (5/24) asked again, 87.5% (63/72) of the edits stopped
 * for their line: the two no longer stopped ("9.5% … versus 7.6%" swapped, "in 2021" of 2022) were
 * stopped only for those false claims ("After", "EU's"), the faithful summaries' false stops.
 * With rounded figures ("about 25 to 29" of 25.3 and 29.3), "year over year" one comparison and
 * "six at night" six of something: 8.3% (2/24); 63/72 stopped for their line (an edit stopped only
 * for a misread "18-20%" now stopped for its own "up to a third", a share the source does not give).
 * The Spanish, German and French ones: 0/8 with "E-Autos" short for "Elektroautos". With "one of
 * 19" of "18 other" and a clause's elided noun ("here I have 14,"): 4.2% (1/24), 63/72. With a
 * currency sign read past ("a quote of ₦96 million") and a figure bound to the nouns a few words
 * from it ("9.5% of the statin group versus 7.6% on placebo"): 4.2% (1/24), 66/72. The Spanish,
 * German and French ones with a move told the other way round ("von Eschwege nach Witzenhausen" of
 * "in Witzenhausen … nach Eschwege verlegt", reversed-routes.ts): 0/8, 20/24.
 * With a year given names the source gives another ("Kirklees and Wakefield in 2027",
 * named-years.ts): 4.2% (1/24), 67/72; with a growth given another amount ("jumped 58% year over
 * year to $2.71B" of "$2.71 billion, up 34%", growth-pairs.ts): 68/72; with two figures told of
 * each other's subject ("Debele was second in 2:06:15 and Akasaki third in 2:06:57",
 * subject-swaps.ts): 69/72. With a person given what the document has another do ("Lawrence
 * Shankland headed Aberdeen ahead" of "Bojan Miovski's header", traded-actions.ts): 70/72; the
 * Spanish, German and French ones with that ("Florian Wirtz glich … aus" where Kane equalised) and
 * the head of a company as German writes it ("Konzernchef Markus Kapaun" of the CFO): 0/8, 22/24.
 */
const HELD_OUT_FILE = 'en-documents-2.yaml';
// 0/24 once a trade read at "in" and "and" is none while a figure stays beside its own words
// (function-word-trades.ts: "8 for 72 in the match … hit 161 and").
const HELD_OUT_ASKED_AGAIN_CEILING = 0;
// 71/72 with a part larger than its whole ("41 of 17 apiaries", larger-parts.ts).
const HELD_OUT_EDIT_STOPPED_FLOOR = 0.98;
const HELD_OUT_OTHER_FILES = ['es-documents.yaml', 'de-documents.yaml', 'fr-documents.yaml'];
const HELD_OUT_OTHER_ASKED_AGAIN_CEILING = 0;
const HELD_OUT_OTHER_EDIT_STOPPED_FLOOR = 0.91;
/**
 * A third held-out set, en-documents-3.yaml (22 English documents of 250-330 words in eight
 * domains the first two weigh little: product recalls, clinical trial news, council minutes, chat
 * logs, science press releases, quarterly results, court rulings, sports), written after every rule
 * above and before the guard was run on it. When written: faithful summaries asked again 50.0%
 * (11/22; rounded figures and sums "about 2.3 million" of 2,281,000, "roughly 450,000" of 412,000 and
 * 38,000), edited ones stopped 84.8% (56/66), 68.2% (45/66) for their edit (a negation is
 * no claim the guard reads). With rounded figures read at their precision, totals, votes and a
 * level series as scores, basis points, a time "just before", a unit's letters and a measure word:
 * 9.1% (2/22) asked again; 45/66 stopped for their line (five edits stopped only for a misread
 * figure or time pass now, five others are stopped for their own role or measure). With a year
 * worked out ("the three months to December" of minutes dated March 2025) and "a target of 250"
 * tied to "target": 4.5% (1/22), 45/66. With a region's word for the document's countries ("three
 * Nordic countries" of "Denmark, Sweden and Finland") and two of its people's names joined into
 * a new one ("Gateway Paving" of "Gateway Mall" and "Northfork Paving"): 0% (0/22), 46/66. With
 * a figure bound to the nouns a few words from it ("17 reports of lids opening, 61 of them
 * involving burns" of 61 reports and 17 of burns): 0% (0/22), 49/66. With a person given an
 * institution the source gives another ("Sissel Sjöberg of the Max Planck Institute" of "Dr. Sissel
 * Sjöberg of Lund University", affiliation-swaps.ts): 0% (0/22), 51/66. With a person given what
 * the document has another do (a chat's "Marco Bellini: I'll fix the retry", traded-actions.ts)
 * and a vote the roll call gives the other way ("Trustee Whitfield opposed" of "Whitfield yes",
 * roll-call-votes.ts): 0% (0/22), 53/66. With a negation in other words ("found no trace of the
 * strain" of "found the same strain", negation-phrases.ts): 0% (0/22), 56/66. With a place put on
 * a day the source gives another ("Game 5 is Tuesday in Indianapolis" of "Game 5 is Tuesday in
 * Milwaukee, and Game 6 is Thursday in Indianapolis", weekday-places.ts): 0% (0/22), 57/66. With a
 * change and its end read as one range by its amount ("Online grew 9.4% to 38% of sales" of
 * homeware's 9.4%, change-subjects.ts): 0/22, 58/66. With a direction read against the source's
 * sentence its clause says ("maintained its objection" of "had withdrawn its objection",
 * sentence-directions.ts): 0/22, 59/66. With a comparison's winner read against the document's
 * ("Daniela did better on coding" of "Ravi was stronger on the coding round",
 * comparative-winners.ts): 0/22, 60/66. With a measure told per another unit ("165 Wh/L" of "165
 * watt-hours per kilogram", rate-units.ts): 0/22, 61/66.
 */
const HELD_OUT_THIRD_FILE = 'en-documents-3.yaml';
const HELD_OUT_THIRD_ASKED_AGAIN_CEILING = 0.045;
const HELD_OUT_THIRD_EDIT_STOPPED_FLOOR = 61 / 66;
/**
 * A fourth held-out set, en-documents-4.yaml (20 English documents of 250-335 words in fourteen
 * domains the first three weigh little: podcast and meeting transcripts, support and sales e-mails,
 * product reviews, scientific abstracts, terms of service, a lease, a bill, a shipping notice, chats
 * between friends, a recipe, a patch note, an itinerary; its edits include antonyms, hedges, roles
 * and causes), written after every rule above and before the guard was run on it. When written:
 * faithful summaries asked again 25.0% (5/20), edited ones stopped 53.3% (32/60), 45.0% (27/60) for
 * their edit. With two measures of other units reordered, "pounds" read as a weight, a figure at a
 * word the source pins it to, a word joining two figures and a contrast ("instead of") kept: 10.0%
 * (2/20) asked again, 26/60 stopped for their edit (one edit had been stopped only for its shared
 * faithful words' negation). With two parties traded ("the tenant must repair the structure …,
 * while the landlord handles light bulbs", party-claims.ts) and one of two things the source lists
 * together put for the other ("holding up the tent" of the order's "tent and two sleeping bags",
 * sibling-swaps.ts): 2/20 asked again, 30/60. With a weekday told of an event the source ties to
 * another day ("moved to Friday at 8pm" of the chat's Thursday, weekday-events.ts): 2/20, 33/60.
 * With a role given what another person did ("the $105 the president proposed" of the treasurer's
 * proposal, role-subjects.ts) and a change's ends traded ("6 seconds instead of 4.5" of "from 6
 * seconds to 4.5 seconds", change-ends.ts): 2/20, 36/60. With negations said in other words (an
 * irregular verb's other form, "saw signs" of "seen no sign"; a double negative turned round,
 * double-negatives.ts; "with a fee" of "we do not charge a … fee", negated-nouns.ts): 2/20, 39/60.
 * With a need the source rules out said as a need ("the broken jug needs to be returned" of "you do
 * not need to send the cracked jug back", negated-needs.ts): 2/20, 40/60. With no change said as
 * one ("the daily supply charge also rises" of a charge that stays the same, unchanged-claims.ts):
 * 2/20, 41/60. With a direction read against the source's sentence its clause says ("over
 * ProCover's more expensive one" of "ProCover's lower bid", "milder weather" of "Colder weather",
 * sentence-directions.ts): 2/20, 42/60; the two together: 2/20, 43/60. With a word the source
 * writes only under a negation stated plainly ("improved slightly and significantly" of "not
 * statistically significant", only-negated-words.ts): 2/20, 44/60. With a comparison's winner
 * read against the document's ("the Q7 cancels noise slightly better" of the Sony's stronger noise
 * cancelling, comparative-winners.ts): 1/20, 45/60. With a chat's one-word speaker read
 * before their time in brackets ("Marco will drive" of "Aisha (Mon 10:20): … I can drive",
 * traded-actions.ts): 1/20, 46/60. With amounts bound to the wrong thing (h119: "cut erosion by about
 * half" of "by 35%", fraction-changes.ts; "eliminated the penalty" of "halved"; "less than 600 mm"
 * of "exceeded 600 mm", turned-bounds.ts; "her second novel" of "her third novel",
 * ordinal-nouns.ts; "reaches PS5 and Xbox on June 11" of the notes' own 11 June, named-dates.ts;
 * "the day after her birthday" of the day before it, relative-days.ts): 1/20, 52/60. With a
 * letter's "our" given the recipient (h124: "Kestrel Analytics' steel supplier" of the quote's "our
 * steel supplier", letter-owners.ts): 1/20, 53/60.
 */
const HELD_OUT_FOURTH_FILE = 'en-documents-4.yaml';
const HELD_OUT_FOURTH_ASKED_AGAIN_CEILING = 0.1;
const HELD_OUT_FOURTH_EDIT_STOPPED_FLOOR = 53 / 60;
/**
 * A fifth held-out set, en-documents-5.yaml (16 English documents of 239-316 words in sixteen
 * domains: a council vote, an earnings release, a match report, a trial abstract, a recall, a
 * weather bulletin, a court ruling, a school newsletter, a job offer, a travel advisory, a support
 * chat, a housing report, an election, a museum release, a lab incident, a rate decision), its
 * edits weighted to meaning (antonyms of a direction or state, comparisons reversed, hedges, causes,
 * roles), written after every rule above and before the guard was run on it. When written:
 * faithful summaries asked again 31.3% (5/16), edited ones stopped 50.0% (24/48), 35.4% (17/48)
 * for their edit. With a line's direction read against the source's (direction-claims.ts): 5/16
 * asked again, 26/48 stopped for their edit; with what it states read against what the source
 * hedges (hedge-claims.ts): 31/48. With a price range's scale written once ("$3.30-3.35 billion"),
 * a count of the names a source lists ("three districts") and no year before a month the source
 * dates itself ("September 2023"): 4/16 asked again, 32/48; with a fraction ending a figure's
 * phrase ("rate by a quarter point to 3.75%"): 3/16. With a cause the source's sentence about
 * the effect never names ("thanks to higher prices", cause-claims.ts) and one put for another the
 * source lists with it ("because food prices fell" of "energy prices", "food and energy",
 * sibling-swaps.ts): 3/16, 34/48. With a multiplier in words put for the source's ("more than
 * three times last year's total" of "more than double", multiplier-words.ts): 3/16, 35/48. With
 * a short negated clause said without its negation ("a bonus … that is guaranteed" of
 * "the bonus is not guaranteed", short-negations.ts) and a change's start told as where it stands
 * ("a turnout of 39%" of "47 percent, up from 39 percent", change-ends.ts): 3/16, 37/48. With a
 * direction read against the source's sentence its clause says ("though it could come earlier" of
 * "could be delayed", "upholding" of "overturned", "thought likely" of "unlikely",
 * sentence-directions.ts): 3/16, 40/48. With a sentence's first plain noun put for the source's
 * read as no name ("Owners" of "Consumers", "Entry" of "Admission", plain-words.ts), its twins
 * stopped for their edits (negated-needs.ts's return in other words, hedged-plans.ts's "may
 * travel" of "will travel"), and a word only negated stated plainly (only-negated-words.ts): 1/16,
 * 41/48. With a claim the document says there is no evidence of, stated (unevidenced-claims.ts):
 * 1/16, 42/48. With both of h124's readers as well (below): 1/16, 45/48. h124 alone measured:
 * With a choice's sides crossed (h124: "his router rather than a cable fault" of "a fault in
 * the cable rather than the router", traded-alternatives.ts) and a work's owner and the one it is
 * credited to traded ("Frans Hals's paintings were credited to Leyster", credited-works.ts): 1/16,
 * 43/48. With what holds during a period and after it traded ("during his six-month probation,
 * after which … the office" of the offer's other way round, traded-periods.ts): 1/16, 44/48.
 */
const HELD_OUT_FIFTH_FILE = 'en-documents-5.yaml';
// 0/16 once verbs of one direction traded move no figure (change-word-trades.ts: "dropped 7% …
// down 10%" of "down 7 percent … fell 10 percent").
const HELD_OUT_FIFTH_ASKED_AGAIN_CEILING = 0;
const HELD_OUT_FIFTH_EDIT_STOPPED_FLOOR = 45 / 48;
/**
 * A sixth held-out set, en-documents-6.yaml (16 English documents of 253-327 words, weighted to
 * the domains the sets above hold least: three chat dialogues of "Name: text" lines, two meeting
 * transcripts, a sales and a support call, a podcast, an interview, an invoice dispute and a plan
 * change by e-mail, two scientific abstracts, coworking terms, two news reports), written BLIND on
 * 2026-12-01 (h199): before any guard code or decision 012's sections were read, committed before
 * the guard was run on it. When written: faithful summaries asked again 18.8% (3/16), edited ones
 * stopped 47.9% (23/48), 39.6% (19/48) for their edit. The misses: decision 012's section of that
 * day.
 */
const HELD_OUT_SIXTH_FILE = 'en-documents-6.yaml';
const HELD_OUT_SIXTH_ASKED_AGAIN_CEILING = 3 / 16;
// The floor counts the summaries stopped for their edit (19), not the 23 stopped for any line;
// 32 once a turn's speaker owns what it says (roles/turn-owners.ts, h205) and a price held, a
// certainty the source doubts, a hedged verb said as done and compass sides are read (h206).
const HELD_OUT_SIXTH_EDIT_STOPPED_FLOOR = 32 / 48;
/** Every file of long documents' summaries, kept out of the per-line floors of the short posts. */
const isDocuments = (file: string) => /-documents(-[0-9]+)?\.yaml$/.test(file);
/**
 * The same floor on the 581 lines written before round four (92.3% before it, 97.1%/99.6% after
 * round six, 98.1%/100% after round seven).
 */
const EARLIER_RECALL_FLOOR = 0.99;
const EARLIER_PRECISION_FLOOR = 0.997;
/** And on the 661 lines written before round five (90.7%/99.1% before it, 97.1%/100% now). */
const ROUND_FOUR_RECALL_FLOOR = 0.98;
const ROUND_FOUR_PRECISION_FLOOR = 0.997;
/** And on the 700 lines written before round six (90.9%/99.4% before it, 97.0%/100% now). */
const ROUND_FIVE_RECALL_FLOOR = 0.98;
const ROUND_FIVE_PRECISION_FLOOR = 0.997;
/**
 * And on German's 85 lines, where every noun has a capital (round seven): 90.0%/95.0% on the 40
 * before it, 67.5%/88.9% with its 45 lines written before the rule, 95.0%/100% after it.
 */
const GERMAN_RECALL_FLOOR = 0.95;
const GERMAN_PRECISION_FLOOR = 0.97;

const cases = loadGuardCases();

/** The lines of the set that read `line`, with the label they carry. */
/**
 * The posts' lines written before round `round` (rounds' sources are `-rN-`; documents apart). An
 * `-rNn-` source was written beside round N, not blind (the negations'): it is N's too.
 */
const postsBefore = (round: number) =>
  cases.filter((entry) => {
    const written = Number(/-r([0-9]+)n?-/.exec(entry.source.id)?.[1] ?? 0);
    return written < round && !isDocuments(entry.file);
  });
/** A blind round's lines: its `-rN-` sources. */
const roundCases = (round: number) =>
  cases.filter((entry) => entry.source.id.includes(`-r${round}-`));

/** Judges `entries`, holds their count and their floors, and gives their report for the rest. */
function expectFloors(
  entries: GuardCase[],
  lines: number,
  recall: number,
  precision: number,
): ReturnType<typeof guardReport> {
  const judged = guardReport(judgeCases(entries));
  expect(judged.lines).toBe(lines);
  expect(judged.overall.recall).toBeGreaterThanOrEqual(recall);
  expect(judged.overall.precision).toBeGreaterThanOrEqual(precision);
  return judged;
}
const labelOf = (line: string) => cases.filter((entry) => entry.line === line).map((c) => c.label);

describe('the guard cases', () => {
  it('hold at least 300 lines in at least 15 languages, each file in its own language', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const langs = new Set(cases.map((entry) => entry.lang));
    expect(langs.size).toBeGreaterThanOrEqual(15);
    for (const entry of cases) expect(entry.source.id.startsWith(`${entry.lang}-`)).toBe(true);
  });

  it('have every kind both faithful and invented, every figure edit and every mode', () => {
    const has = (test: (entry: GuardCase) => boolean) => cases.some(test);
    for (const kind of CASE_KINDS) {
      expect(
        has((c) => c.kind === kind && c.label === 'faithful'),
        `${kind} faithful`,
      ).toBe(true);
      expect(
        has((c) => c.kind === kind && c.label === 'invented'),
        `${kind} invented`,
      ).toBe(true);
    }
    for (const edit of EDITS) {
      expect(
        has((c) => c.kind === 'figure' && c.edit === edit),
        `figure ${edit}`,
      ).toBe(true);
    }
    for (const mode of GUARD_MODES) {
      expect(
        has((c) => c.mode === mode && c.label === 'faithful'),
        `${mode} faithful`,
      ).toBe(true);
      expect(
        has((c) => c.mode === mode && c.label === 'invented'),
        `${mode} invented`,
      ).toBe(true);
    }
  });

  it('have every rewording the issue names, in faithful lines', () => {
    const named = [
      'number-words',
      'digits',
      'grouping',
      'lakh-crore',
      'clock',
      'decade',
      'dozen',
      'half',
      'demonym',
      'acronym',
      'abbreviation',
      'weekday',
      'inferred-count',
      'cjk-numeral',
    ];
    for (const reword of named) {
      expect(cases.some((entry) => entry.reword === reword)).toBe(true);
    }
  });

  it('have the issue’s own cases, labelled as a reader labels them', () => {
    expect(labelOf('Tickets cost €120 and 8 people came')).toEqual(['invented']);
    expect(labelOf('Riverside FC won 3-2 at Ashfield Park.')).toEqual(['invented']);
    expect(labelOf('मेधावी छात्रों को ₹2,00,000 की छात्रवृत्ति मिलेगी।')).toEqual(['invented']);
    expect(labelOf('मेधावी छात्रों को ₹250,000 की छात्रवृत्ति मिलेगी।')).toEqual(['faithful']);
    const treinta = cases.filter((entry) => entry.source.id === 'es-playa-voluntarios');
    expect(treinta[0]?.source.tag).toBe('en');
    expect(treinta[0]?.source.text).toMatch(/^Treinta /);
    expect(treinta.find((entry) => /^30 /.test(entry.line))?.label).toBe('faithful');
    expect(treinta.find((entry) => /^Cincuenta /.test(entry.line))?.label).toBe('invented');
    expect(labelOf('上野公園には1000本の桜があります。')).toEqual(['faithful']);
    expect(labelOf('週末は百名のボランティアが案内します。')).toEqual(['invented']);
    const invented = (pattern: RegExp) =>
      cases.some((entry) => entry.label === 'invented' && pattern.test(entry.line));
    expect(invented(/\.berlin\b/)).toBe(true);
    expect(invented(/\.pub\b/)).toBe(true);
    expect(invented(/@sam\.attacker\.example/)).toBe(true);
    expect(cases.some((c) => c.label === 'faithful' && c.line.includes('@sam.bsky.social'))).toBe(
      true,
    );
    for (const mark of ['‛', '〈', '《', '`']) {
      expect(invented(new RegExp(mark)), mark).toBe(true);
    }
    const faithful = (pattern: RegExp) =>
      cases.some((entry) => entry.label === 'faithful' && pattern.test(entry.line));
    for (const word of ['OK', 'TV', 'AI', 'US', 'CEO', '90s', 'Chinese', 'Two friends']) {
      expect(faithful(new RegExp(`\\b${word}\\b`)), word).toBe(true);
    }
  });

  it('hold lines in the reader’s language, faithful and invented, in at least 6 pairs', () => {
    const translated = cases.filter((entry) => entry.lineLang !== undefined);
    expect(translated.length).toBeGreaterThanOrEqual(40);
    const pairs = new Set(translated.map((entry) => `${entry.lang}→${entry.lineLang}`));
    expect(pairs.size).toBeGreaterThanOrEqual(6);
    for (const label of ['faithful', 'invented'] as const) {
      expect(translated.filter((entry) => entry.label === label).length).toBeGreaterThan(15);
    }
    expect(labelOf('Hanshin beat the Giants 5-3.')).toEqual(['faithful']);
    expect(labelOf('Las entradas costaban 120 € y vinieron 8 personas.')).toEqual(['invented']);
  });

  it('are one case a line of their file, to read and review', () => {
    const oneLine = readdirSync(GUARD_CASES_DIR).flatMap((name) =>
      readFileSync(`${GUARD_CASES_DIR}${name}`, 'utf8')
        .split('\n')
        .filter((line) => /^ {6}- \{ mode: .* \}$/.test(line)),
    );
    expect(oneLine).toHaveLength(cases.length);
  });

  it('say no line twice about the same source and mode', () => {
    const keys = cases.map((entry) => `${entry.source.id} ${entry.mode} ${entry.line}`);
    expect(keys.length - new Set(keys).size).toBe(0);
    const sources = new Map(cases.map((entry) => [entry.source.id, entry.source]));
    const texts = [...sources.values()].map((source) => source.text);
    expect(new Set(texts).size).toBe(sources.size);
  });
});

describe('the guard on its cases', () => {
  const report = guardReport(judgeCases(cases));

  it(`stops at least ${GOAL_RECALL_FLOOR * 100}% of every invented line and keeps at least ${GOAL_PRECISION_FLOOR * 100}% of every faithful one, every round and the long documents' lines included`, () => {
    expect(report.overall.recall).toBeGreaterThanOrEqual(GOAL_RECALL_FLOOR);
    expect(report.overall.precision).toBeGreaterThanOrEqual(GOAL_PRECISION_FLOOR);
  });

  it(`stops at least ${RECALL_FLOOR * 100}% of invented lines and keeps ${PRECISION_FLOOR * 100}% of faithful ones, on the posts' lines before round seven (the long documents apart)`, () => {
    expectFloors(postsBefore(7), 832, RECALL_FLOOR, PRECISION_FLOOR);
  });

  it(`stops at least ${ALL_RECALL_FLOOR * 100}% of invented lines on every posts' line, round seven's too`, () => {
    expectFloors(postsBefore(8), 957, ALL_RECALL_FLOOR, ALL_PRECISION_FLOOR);
    expectFloors(roundCases(7), 125, ROUND_SEVEN_RECALL_FLOOR, ROUND_SEVEN_PRECISION_FLOOR);
  });

  it(`stops at least ${ROUND_EIGHT_RECALL_FLOOR * 100}% of round eight's invented lines, held out`, () => {
    const eighth = expectFloors(
      roundCases(8),
      57,
      ROUND_EIGHT_RECALL_FLOOR,
      ROUND_EIGHT_PRECISION_FLOOR,
    );
    expect(eighth.languages).toBeGreaterThanOrEqual(6);
    expectFloors(postsBefore(9), 1014, WITH_EIGHT_RECALL_FLOOR, WITH_EIGHT_PRECISION_FLOOR);
  });

  it(`stops at least ${ROUND_NINE_RECALL_FLOOR * 100}% of round nine's invented lines, held out`, () => {
    const ninth = expectFloors(
      roundCases(9),
      29,
      ROUND_NINE_RECALL_FLOOR,
      ROUND_NINE_PRECISION_FLOOR,
    );
    expect(ninth.languages).toBeGreaterThanOrEqual(5);
    expectFloors(postsBefore(10), 1043, WITH_NINE_RECALL_FLOOR, WITH_NINE_PRECISION_FLOOR);
  });

  it(`stops at least ${ROUND_TEN_RECALL_FLOOR * 100}% of round ten's invented lines, held out`, () => {
    const tenth = expectFloors(
      roundCases(10),
      47,
      ROUND_TEN_RECALL_FLOOR,
      ROUND_TEN_PRECISION_FLOOR,
    );
    expect(tenth.languages).toBeGreaterThanOrEqual(10);
    expectFloors(postsBefore(11), 1090, WITH_TEN_RECALL_FLOOR, WITH_TEN_PRECISION_FLOOR);
    // The report reads each round on its own, as printed by `npm run eval`.
    expect(report.byRound.find(([round]) => round === 'round 10')?.[1]).toEqual(tenth.overall);
  });

  it(`stops at least ${ROUND_ELEVEN_RECALL_FLOOR * 100}% of round eleven's invented lines, held out`, () => {
    const eleventh = expectFloors(
      roundCases(11),
      48,
      ROUND_ELEVEN_RECALL_FLOOR,
      ROUND_ELEVEN_PRECISION_FLOOR,
    );
    expect(eleventh.languages).toBeGreaterThanOrEqual(12);
    expectFloors(postsBefore(12), 1138, WITH_ELEVEN_RECALL_FLOOR, WITH_ELEVEN_PRECISION_FLOOR);
    expect(report.byRound.find(([round]) => round === 'round 11')?.[1]).toEqual(eleventh.overall);
  });

  it(`stops at least ${ROUND_TWELVE_RECALL_FLOOR * 100}% of round twelve's invented lines, held out`, () => {
    const twelfth = expectFloors(
      roundCases(12),
      44,
      ROUND_TWELVE_RECALL_FLOOR,
      ROUND_TWELVE_PRECISION_FLOOR,
    );
    expect(twelfth.languages).toBeGreaterThanOrEqual(10);
    expectFloors(postsBefore(13), 1182, WITH_TWELVE_RECALL_FLOOR, WITH_TWELVE_PRECISION_FLOOR);
    expect(report.byRound.find(([round]) => round === 'round 12')?.[1]).toEqual(twelfth.overall);
  });

  it(`stops at least ${ROUND_THIRTEEN_RECALL_FLOOR * 100}% of round thirteen's invented lines, held out`, () => {
    const thirteenth = expectFloors(
      roundCases(13),
      54,
      ROUND_THIRTEEN_RECALL_FLOOR,
      ROUND_THIRTEEN_PRECISION_FLOOR,
    );
    expect(thirteenth.languages).toBeGreaterThanOrEqual(9);
    expectFloors(postsBefore(14), 1236, WITH_THIRTEEN_RECALL_FLOOR, WITH_THIRTEEN_PRECISION_FLOOR);
    expect(report.byRound.find(([round]) => round === 'round 13')?.[1]).toEqual(thirteenth.overall);
  });

  it(`stops at least ${ROUND_FOURTEEN_RECALL_FLOOR * 100}% of round fourteen's invented lines, held out`, () => {
    const fourteenth = expectFloors(
      roundCases(14),
      51,
      ROUND_FOURTEEN_RECALL_FLOOR,
      ROUND_FOURTEEN_PRECISION_FLOOR,
    );
    expect(fourteenth.languages).toBeGreaterThanOrEqual(13);
    expectFloors(
      postsBefore(15).filter((entry) => !entry.source.id.includes('-r13-')),
      1233,
      WITH_FOURTEEN_RECALL_FLOOR,
      WITH_FOURTEEN_PRECISION_FLOOR,
    );
    expect(report.byRound.find(([round]) => round === 'round 14')?.[1]).toEqual(fourteenth.overall);
  });

  it("keeps its floor on every posts' line with rounds thirteen and fourteen, written in two branches at once", () => {
    // Each round's floors above leave the other out; merged, all 1287 posts' lines: 96.9% (601/620)
    // stopped, 98.7% (658/667) kept.
    expectFloors(postsBefore(15), 1287, WITH_FOURTEEN_RECALL_FLOOR, WITH_FOURTEEN_PRECISION_FLOOR);
  });

  it(`stops at least ${ROUND_FIFTEEN_RECALL_FLOOR * 100}% of round fifteen's invented lines, in languages read for the first time`, () => {
    const fifteenth = expectFloors(
      roundCases(15),
      48,
      ROUND_FIFTEEN_RECALL_FLOOR,
      ROUND_FIFTEEN_PRECISION_FLOOR,
    );
    expect(fifteenth.languages).toBe(8);
    // Round fourteen was written apart, at the same time: these floors were measured without it.
    expectFloors(
      postsBefore(16).filter((entry) => !entry.source.id.includes('-r14-')),
      1284,
      WITH_FIFTEEN_RECALL_FLOOR,
      WITH_FIFTEEN_PRECISION_FLOOR,
    );
    expect(report.byRound.find(([round]) => round === 'round 15')?.[1]).toEqual(fifteenth.overall);
  });

  it("keeps its floor on every posts' line with rounds thirteen to fifteen, written in three branches at once", () => {
    // Merged, all 1335 posts' lines: 96.9% (616/636) stopped, 98.4% (688/699) kept.
    expectFloors(postsBefore(16), 1335, WITH_FIFTEEN_RECALL_FLOOR, WITH_FIFTEEN_PRECISION_FLOOR);
  });

  it(`stops at least ${ROUND_SIXTEEN_RECALL_FLOOR * 100}% of round sixteen's invented lines, in eight more languages read for the first time`, () => {
    const sixteenth = expectFloors(
      roundCases(16),
      48,
      ROUND_SIXTEEN_RECALL_FLOOR,
      ROUND_SIXTEEN_PRECISION_FLOOR,
    );
    expect(sixteenth.languages).toBe(8);
    // Every posts' line with them: 96.6% (630/652) stopped, 98.2% (718/731) kept.
    expectFloors(postsBefore(17), 1383, WITH_FIFTEEN_RECALL_FLOOR, WITH_FIFTEEN_PRECISION_FLOOR);
    expect(report.byRound.find(([round]) => round === 'round 16')?.[1]).toEqual(sixteenth.overall);
  });

  it(`stops at least ${ROUND_SEVENTEEN_RECALL_FLOOR * 100}% of round seventeen's invented lines, in the languages most posts are written in`, () => {
    const seventeenth = expectFloors(
      roundCases(17),
      69,
      ROUND_SEVENTEEN_RECALL_FLOOR,
      ROUND_SEVENTEEN_PRECISION_FLOOR,
    );
    expect(seventeenth.languages).toBe(12);
    // Every posts' line with them (and the 19 negation lines written beside round seventeen,
    // `-r17n-`): at round seventeen's merge 96.3% (651/676) stopped, 98.1% (761/776) kept.
    expectFloors(
      postsBefore(18),
      1471,
      WITH_SEVENTEEN_RECALL_FLOOR,
      WITH_SEVENTEEN_PRECISION_FLOOR,
    );
    expect(report.byRound.find(([round]) => round === 'round 17')?.[1]).toEqual(
      seventeenth.overall,
    );
  });

  it(`stops at least ${ROUND_EIGHTEEN_RECALL_FLOOR * 100}% of round eighteen's invented lines, written in the reader's language`, () => {
    const eighteenth = expectFloors(
      roundCases(18),
      67,
      ROUND_EIGHTEEN_RECALL_FLOOR,
      ROUND_EIGHTEEN_PRECISION_FLOOR,
    );
    expect(eighteenth.languages).toBe(12);
    // Every line of it is a translation: the report's translated group holds them all.
    expect(roundCases(18).every((entry) => entry.lineLang !== undefined)).toBe(true);
    // Every posts' line with them: at round eighteen's merge 96.3% (685/711) stopped, 97.6%
    // (807/827) kept.
    expectFloors(postsBefore(19), 1538, WITH_EIGHTEEN_RECALL_FLOOR, WITH_EIGHTEEN_PRECISION_FLOOR);
    expect(report.byRound.find(([round]) => round === 'round 18')?.[1]).toEqual(eighteenth.overall);
  });

  it(`stops at least ${ROUND_NINETEEN_RECALL_FLOOR * 100}% of round nineteen's invented lines, written as social posts write numbers`, () => {
    const nineteenth = expectFloors(
      roundCases(19),
      72,
      ROUND_NINETEEN_RECALL_FLOOR,
      ROUND_NINETEEN_PRECISION_FLOOR,
    );
    expect(nineteenth.languages).toBe(8);
    // Every posts' line with them, round eighteen's (written beside it) apart: 96.3% (684/710)
    // stopped, 97.8% (815/833) kept.
    expectFloors(
      postsBefore(20).filter((entry) => !/-r18n?-/.test(entry.source.id)),
      1543,
      WITH_NINETEEN_RECALL_FLOOR,
      WITH_NINETEEN_PRECISION_FLOOR,
    );
    expect(report.byRound.find(([round]) => round === 'round 19')?.[1]).toEqual(nineteenth.overall);
  });

  it(`stops at least ${ROUND_TWENTY_RECALL_FLOOR * 100}% of round twenty's invented lines, the thread maker's posts in its styles' voices`, () => {
    const twentieth = expectFloors(
      roundCases(20),
      75,
      ROUND_TWENTY_RECALL_FLOOR,
      ROUND_TWENTY_PRECISION_FLOOR,
    );
    expect(twentieth.languages).toBe(6);
    // Every thread post of the set, round twenty's with the rest: at most 1 in 20 faithful ones
    // asked again (45/46 stopped, 48/49 kept at round twenty's merge).
    expectFloors(
      postsBefore(23).filter((entry) => entry.mode === 'thread'),
      95,
      THREAD_RECALL_FLOOR,
      THREAD_PRECISION_FLOOR,
    );
    expect(report.byRound.find(([round]) => round === 'round 20')?.[1]).toEqual(twentieth.overall);
  });

  it(`stops at least ${ROUND_TWENTY_ONE_RECALL_FLOOR * 100}% of round twenty-one's invented lines, Normal cards as a small model paraphrases`, () => {
    const twentyFirst = expectFloors(
      roundCases(21),
      80,
      ROUND_TWENTY_ONE_RECALL_FLOOR,
      ROUND_TWENTY_ONE_PRECISION_FLOOR,
    );
    expect(twentyFirst.languages).toBe(12);
    expect(roundCases(21).every((entry) => entry.mode === 'normal')).toBe(true);
    // Every posts' line with them: 96.2% (753/783) stopped, 97.6% (958/982) kept at its merge.
    expectFloors(
      postsBefore(22),
      1765,
      WITH_TWENTY_ONE_RECALL_FLOOR,
      WITH_TWENTY_ONE_PRECISION_FLOOR,
    );
    expect(report.byRound.find(([round]) => round === 'round 21')?.[1]).toEqual(
      twentyFirst.overall,
    );
  });

  it(`stops at least ${ROUND_TWENTY_TWO_RECALL_FLOOR * 100}% of round twenty-two's invented lines, figures in the forms people write them`, () => {
    const twentySecond = expectFloors(
      roundCases(22),
      72,
      ROUND_TWENTY_TWO_RECALL_FLOOR,
      ROUND_TWENTY_TWO_PRECISION_FLOOR,
    );
    expect(twentySecond.languages).toBe(12);
    expect(report.byRound.find(([round]) => round === 'round 22')?.[1]).toEqual(
      twentySecond.overall,
    );
  });

  it(`stops at least ${ROUND_TWENTY_THREE_RECALL_FLOOR * 100}% of round twenty-three's invented lines, thread posts in ten more languages`, () => {
    const twentyThird = expectFloors(
      roundCases(23),
      94,
      ROUND_TWENTY_THREE_RECALL_FLOOR,
      ROUND_TWENTY_THREE_PRECISION_FLOOR,
    );
    expect(twentyThird.languages).toBe(10);
    // Every thread post of the set with round twenty-three's: at most 1 in 20 faithful ones asked
    // again (issue 44's goal), and the invented ones stopped as far as they are.
    // (Round twenty-six's to thirty's, thirty-two's, thirty-four's, thirty-six's, thirty-eight's,
    // forty-three's, forty-six's and forty-eight's thread posts are held with their rounds.)
    expectFloors(
      cases.filter(
        (entry) =>
          entry.mode === 'thread' && !/-r(?:2[6-9]|30|32|34|36|38|43|46|48)-/.test(entry.source.id),
      ),
      175,
      WITH_TWENTY_THREE_THREAD_RECALL_FLOOR,
      WITH_TWENTY_THREE_THREAD_PRECISION_FLOOR,
    );
    expect(report.byRound.find(([round]) => round === 'round 23')?.[1]).toEqual(
      twentyThird.overall,
    );
  });

  it(`keeps at least ${ROUND_TWENTY_FOUR_PRECISION_FLOOR * 100}% of round twenty-four's faithful lines, cards in the reader's language`, () => {
    const twentyFourth = expectFloors(
      roundCases(24),
      84,
      ROUND_TWENTY_FOUR_RECALL_FLOOR,
      ROUND_TWENTY_FOUR_PRECISION_FLOOR,
    );
    expect(twentyFourth.languages).toBe(12);
    expect(roundCases(24).every((entry) => entry.mode === 'normal' && entry.lineLang)).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 24')?.[1]).toEqual(
      twentyFourth.overall,
    );
  });

  it(`keeps at least ${ROUND_TWENTY_SIX_PRECISION_FLOOR * 100}% of round twenty-six's faithful lines, twenty languages the eval barely held`, () => {
    const twentySixth = expectFloors(
      roundCases(26),
      120,
      ROUND_TWENTY_SIX_RECALL_FLOOR,
      ROUND_TWENTY_SIX_PRECISION_FLOOR,
    );
    expect(twentySixth.languages).toBe(20);
    expect(report.byRound.find(([round]) => round === 'round 26')?.[1]).toEqual(
      twentySixth.overall,
    );
  });

  it(`keeps at least ${ROUND_TWENTY_SEVEN_PRECISION_FLOOR * 100}% of round twenty-seven's faithful lines, the posts people share most`, () => {
    const twentySeventh = expectFloors(
      roundCases(27),
      96,
      ROUND_TWENTY_SEVEN_RECALL_FLOOR,
      ROUND_TWENTY_SEVEN_PRECISION_FLOOR,
    );
    expect(twentySeventh.languages).toBe(12);
    expect(report.byRound.find(([round]) => round === 'round 27')?.[1]).toEqual(
      twentySeventh.overall,
    );
  });

  it(`keeps at least ${ROUND_TWENTY_EIGHT_PRECISION_FLOOR * 100}% of round twenty-eight's faithful lines, news in scripts without capitals`, () => {
    const twentyEighth = expectFloors(
      roundCases(28),
      96,
      ROUND_TWENTY_EIGHT_RECALL_FLOOR,
      ROUND_TWENTY_EIGHT_PRECISION_FLOOR,
    );
    expect(twentyEighth.languages).toBe(8);
    // Half its lines or so are cards in the reader's language.
    expect(roundCases(28).filter((entry) => entry.lineLang).length).toBeGreaterThanOrEqual(40);
    expect(report.byRound.find(([round]) => round === 'round 28')?.[1]).toEqual(
      twentyEighth.overall,
    );
  });

  it(`keeps at least ${ROUND_TWENTY_NINE_PRECISION_FLOOR * 100}% of round twenty-nine's faithful lines, European posts as small models paraphrase them`, () => {
    const twentyNinth = expectFloors(
      roundCases(29),
      96,
      ROUND_TWENTY_NINE_RECALL_FLOOR,
      ROUND_TWENTY_NINE_PRECISION_FLOOR,
    );
    expect(twentyNinth.languages).toBe(8);
    expect(report.byRound.find(([round]) => round === 'round 29')?.[1]).toEqual(
      twentyNinth.overall,
    );
  });

  it(`stops at least ${ROUND_THIRTY_RECALL_FLOOR * 100}% of round thirty's flipped directions in six languages`, () => {
    const thirtieth = expectFloors(
      roundCases(30),
      48,
      ROUND_THIRTY_RECALL_FLOOR,
      ROUND_THIRTY_PRECISION_FLOOR,
    );
    expect(thirtieth.languages).toBe(6);
    expect(report.byRound.find(([round]) => round === 'round 30')?.[1]).toEqual(thirtieth.overall);
  });

  it(`keeps at least ${ROUND_THIRTY_ONE_PRECISION_FLOOR * 100}% of round thirty-one's faithful lines, English posts as Normal cards`, () => {
    const thirtyFirst = expectFloors(
      roundCases(31),
      64,
      ROUND_THIRTY_ONE_RECALL_FLOOR,
      ROUND_THIRTY_ONE_PRECISION_FLOOR,
    );
    expect(thirtyFirst.languages).toBe(1);
    expect(report.byRound.find(([round]) => round === 'round 31')?.[1]).toEqual(
      thirtyFirst.overall,
    );
  });

  it(`keeps at least ${ROUND_THIRTY_TWO_PRECISION_FLOOR * 100}% of round thirty-two's faithful lines, Troll and Meme cards and thread posts`, () => {
    const thirtySecond = expectFloors(
      roundCases(32),
      64,
      ROUND_THIRTY_TWO_RECALL_FLOOR,
      ROUND_THIRTY_TWO_PRECISION_FLOOR,
    );
    expect(thirtySecond.languages).toBe(3);
    expect(roundCases(32).every((entry) => entry.mode !== 'normal')).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 32')?.[1]).toEqual(
      thirtySecond.overall,
    );
  });

  it(`keeps at least ${ROUND_THIRTY_THREE_PRECISION_FLOOR * 100}% of round thirty-three's faithful lines, Normal cards that reword in six languages`, () => {
    const thirtyThird = expectFloors(
      roundCases(33),
      70,
      ROUND_THIRTY_THREE_RECALL_FLOOR,
      ROUND_THIRTY_THREE_PRECISION_FLOOR,
    );
    expect(thirtyThird.languages).toBe(6);
    expect(roundCases(33).every((entry) => entry.mode === 'normal')).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 33')?.[1]).toEqual(
      thirtyThird.overall,
    );
  });

  it(`keeps at least ${ROUND_THIRTY_FOUR_PRECISION_FLOOR * 100}% of round thirty-four's faithful lines, Troll and Meme cards and thread posts in six languages`, () => {
    const thirtyFourth = expectFloors(
      roundCases(34),
      60,
      ROUND_THIRTY_FOUR_RECALL_FLOOR,
      ROUND_THIRTY_FOUR_PRECISION_FLOOR,
    );
    expect(thirtyFourth.languages).toBe(6);
    expect(roundCases(34).every((entry) => entry.mode !== 'normal')).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 34')?.[1]).toEqual(
      thirtyFourth.overall,
    );
  });

  it(`keeps at least ${ROUND_THIRTY_FIVE_PRECISION_FLOOR * 100}% of round thirty-five's faithful lines, Normal cards in es, it, ko, zh, ru and en`, () => {
    const thirtyFifth = expectFloors(
      roundCases(35),
      70,
      ROUND_THIRTY_FIVE_RECALL_FLOOR,
      ROUND_THIRTY_FIVE_PRECISION_FLOOR,
    );
    expect(thirtyFifth.languages).toBe(6);
    expect(roundCases(35).every((entry) => entry.mode === 'normal')).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 35')?.[1]).toEqual(
      thirtyFifth.overall,
    );
  });

  it(`keeps at least ${ROUND_THIRTY_SIX_PRECISION_FLOOR * 100}% of round thirty-six's faithful lines, Troll and Meme cards and thread posts in es, it, ko, zh, ru and nl`, () => {
    const thirtySixth = expectFloors(
      roundCases(36),
      73,
      ROUND_THIRTY_SIX_RECALL_FLOOR,
      ROUND_THIRTY_SIX_PRECISION_FLOOR,
    );
    expect(thirtySixth.languages).toBe(6);
    expect(roundCases(36).every((entry) => entry.mode !== 'normal')).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 36')?.[1]).toEqual(
      thirtySixth.overall,
    );
  });

  it(`stops at least ${ROUND_THIRTY_EIGHT_RECALL_FLOOR * 100}% of round thirty-eight's invented lines, Troll and Meme cards and thread posts in twelve languages`, () => {
    const thirtyEighth = expectFloors(
      roundCases(38),
      84,
      ROUND_THIRTY_EIGHT_RECALL_FLOOR,
      ROUND_THIRTY_EIGHT_PRECISION_FLOOR,
    );
    expect(thirtyEighth.languages).toBe(12);
    expect(roundCases(38).every((entry) => entry.mode !== 'normal')).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 38')?.[1]).toEqual(
      thirtyEighth.overall,
    );
  });

  it(`keeps at least ${ROUND_THIRTY_SEVEN_PRECISION_FLOOR * 100}% of round thirty-seven's faithful lines, Normal cards in twelve languages`, () => {
    const thirtySeventh = expectFloors(
      roundCases(37),
      72,
      ROUND_THIRTY_SEVEN_RECALL_FLOOR,
      ROUND_THIRTY_SEVEN_PRECISION_FLOOR,
    );
    expect(thirtySeventh.languages).toBe(12);
    expect(roundCases(37).every((entry) => entry.mode === 'normal')).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 37')?.[1]).toEqual(
      thirtySeventh.overall,
    );
  });

  it(`stops at least ${ROUND_THIRTY_NINE_RECALL_FLOOR * 100}% of round thirty-nine's invented lines, Normal cards in twelve other languages`, () => {
    const thirtyNinth = expectFloors(
      roundCases(39),
      72,
      ROUND_THIRTY_NINE_RECALL_FLOOR,
      ROUND_THIRTY_NINE_PRECISION_FLOOR,
    );
    expect(thirtyNinth.languages).toBe(12);
    expect(roundCases(39).every((entry) => entry.mode === 'normal')).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 39')?.[1]).toEqual(
      thirtyNinth.overall,
    );
  });

  it(`stops at least ${ROUND_FORTY_RECALL_FLOOR * 100}% of round forty's invented lines, Normal cards on English posts`, () => {
    const fortieth = expectFloors(
      roundCases(40),
      72,
      ROUND_FORTY_RECALL_FLOOR,
      ROUND_FORTY_PRECISION_FLOOR,
    );
    expect(new Set(roundCases(40).map((entry) => entry.source.id)).size).toBe(12);
    expect(roundCases(40).every((entry) => entry.mode === 'normal' && entry.lang === 'en')).toBe(
      true,
    );
    expect(report.byRound.find(([round]) => round === 'round 40')?.[1]).toEqual(fortieth.overall);
  });

  it(`stops at least ${ROUND_FORTY_ONE_RECALL_FLOOR * 100}% of round forty-one's invented lines, edits of meaning in nine languages`, () => {
    const fortyFirst = expectFloors(
      roundCases(41),
      72,
      ROUND_FORTY_ONE_RECALL_FLOOR,
      ROUND_FORTY_ONE_PRECISION_FLOOR,
    );
    expect(new Set(roundCases(41).map((entry) => entry.source.id)).size).toBe(12);
    expect(roundCases(41).every((entry) => entry.mode === 'normal')).toBe(true);
    expect(report.byRound.find(([round]) => round === 'round 41')?.[1]).toEqual(fortyFirst.overall);
  });

  it(`stops at least ${ROUND_FORTY_TWO_RECALL_FLOOR * 100}% of round forty-two's invented lines, twelve kinds of post in eleven languages`, () => {
    const fortySecond = expectFloors(
      roundCases(42),
      72,
      ROUND_FORTY_TWO_RECALL_FLOOR,
      ROUND_FORTY_TWO_PRECISION_FLOOR,
    );
    expect(new Set(roundCases(42).map((entry) => entry.source.id)).size).toBe(12);
    expect(fortySecond.languages).toBe(11);
    // Each post's Troll joke keeps every fact, and the guard kept all twelve.
    const trolls = roundCases(42).filter((entry) => entry.mode === 'troll');
    expect(trolls.every((entry) => entry.label === 'faithful')).toBe(true);
    expect(guardReport(judgeCases(trolls)).overall.precision).toBe(1);
    expect(trolls).toHaveLength(12);
    expect(report.byRound.find(([round]) => round === 'round 42')?.[1]).toEqual(
      fortySecond.overall,
    );
  });

  it(`stops at least ${ROUND_FORTY_THREE_RECALL_FLOOR * 100}% of round forty-three's invented lines, written blind in nine languages`, () => {
    const fortyThird = expectFloors(roundCases(43), 72, ROUND_FORTY_THREE_RECALL_FLOOR, 0);
    expect(new Set(roundCases(43).map((entry) => entry.source.id)).size).toBe(12);
    expect(fortyThird.languages).toBe(9);
    expect(roundCases(43).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 43')?.[1]).toEqual(fortyThird.overall);
  });

  it(`keeps at least ${ROUND_FORTY_THREE_PRECISION_FLOOR * 100}% of round forty-three's faithful lines, its twelve thread posts all kept`, () => {
    expectFloors(roundCases(43), 72, 0, ROUND_FORTY_THREE_PRECISION_FLOOR);
    const threads = roundCases(43).filter((entry) => entry.mode === 'thread');
    expect(threads).toHaveLength(12);
    expect(threads.every((entry) => entry.label === 'faithful')).toBe(true);
    expect(guardReport(judgeCases(threads)).overall.precision).toBe(1);
  });

  it(`stops at least ${ROUND_FORTY_FOUR_RECALL_FLOOR * 100}% of round forty-four's invented lines, written blind in twelve languages`, () => {
    const fortyFourth = expectFloors(roundCases(44), 72, ROUND_FORTY_FOUR_RECALL_FLOOR, 0);
    expect(new Set(roundCases(44).map((entry) => entry.source.id)).size).toBe(12);
    expect(fortyFourth.languages).toBe(12);
    expect(roundCases(44).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 44')?.[1]).toEqual(
      fortyFourth.overall,
    );
  });

  it(`keeps at least ${ROUND_FORTY_FOUR_PRECISION_FLOOR * 100}% of round forty-four's faithful lines, its twelve Meme captions all kept`, () => {
    expectFloors(roundCases(44), 72, 0, ROUND_FORTY_FOUR_PRECISION_FLOOR);
    const memes = roundCases(44).filter((entry) => entry.mode === 'meme');
    expect(memes).toHaveLength(12);
    expect(memes.every((entry) => entry.label === 'faithful')).toBe(true);
    expect(guardReport(judgeCases(memes)).overall.precision).toBe(1);
  });

  it(`stops at least ${(ROUND_FORTY_FIVE_RECALL_FLOOR * 100).toFixed(1)}% of round forty-five's invented lines, written blind in ten languages`, () => {
    const fortyFifth = expectFloors(roundCases(45), 72, ROUND_FORTY_FIVE_RECALL_FLOOR, 0);
    expect(new Set(roundCases(45).map((entry) => entry.source.id)).size).toBe(12);
    expect(fortyFifth.languages).toBe(10);
    expect(roundCases(45).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 45')?.[1]).toEqual(fortyFifth.overall);
  });

  it(`keeps at least ${(ROUND_FORTY_FIVE_PRECISION_FLOOR * 100).toFixed(1)}% of round forty-five's faithful lines, its twelve Troll jokes all kept`, () => {
    expectFloors(roundCases(45), 72, 0, ROUND_FORTY_FIVE_PRECISION_FLOOR);
    const trolls = roundCases(45).filter((entry) => entry.mode === 'troll');
    expect(trolls).toHaveLength(12);
    expect(trolls.every((entry) => entry.label === 'faithful')).toBe(true);
    expect(guardReport(judgeCases(trolls)).overall.precision).toBe(1);
  });

  it(`stops at least ${(ROUND_FORTY_SIX_RECALL_FLOOR * 100).toFixed(1)}% of round forty-six's invented lines, written blind in twelve languages`, () => {
    const fortySixth = expectFloors(roundCases(46), 72, ROUND_FORTY_SIX_RECALL_FLOOR, 0);
    expect(new Set(roundCases(46).map((entry) => entry.source.id)).size).toBe(12);
    expect(fortySixth.languages).toBe(12);
    expect(roundCases(46).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 46')?.[1]).toEqual(fortySixth.overall);
  });

  it(`keeps at least ${(ROUND_FORTY_SIX_PRECISION_FLOOR * 100).toFixed(1)}% of round forty-six's faithful lines, its twelve thread posts among them`, () => {
    expectFloors(roundCases(46), 72, 0, ROUND_FORTY_SIX_PRECISION_FLOOR);
    const threads = roundCases(46).filter((entry) => entry.mode === 'thread');
    expect(threads).toHaveLength(12);
    expect(threads.every((entry) => entry.label === 'faithful')).toBe(true);
    expect(guardReport(judgeCases(threads)).overall.precision).toBeGreaterThanOrEqual(9 / 12);
  });

  it(`stops at least ${(ROUND_FORTY_SEVEN_RECALL_FLOOR * 100).toFixed(1)}% of round forty-seven's invented lines, written blind in twelve languages`, () => {
    const fortySeventh = expectFloors(roundCases(47), 72, ROUND_FORTY_SEVEN_RECALL_FLOOR, 0);
    expect(new Set(roundCases(47).map((entry) => entry.source.id)).size).toBe(12);
    expect(fortySeventh.languages).toBe(12);
    expect(roundCases(47).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 47')?.[1]).toEqual(
      fortySeventh.overall,
    );
  });

  it(`keeps at least ${(ROUND_FORTY_SEVEN_PRECISION_FLOOR * 100).toFixed(1)}% of round forty-seven's faithful lines, its twelve Meme captions among them`, () => {
    expectFloors(roundCases(47), 72, 0, ROUND_FORTY_SEVEN_PRECISION_FLOOR);
    const memes = roundCases(47).filter((entry) => entry.mode === 'meme');
    expect(memes).toHaveLength(12);
    expect(memes.every((entry) => entry.label === 'faithful')).toBe(true);
    expect(guardReport(judgeCases(memes)).overall.precision).toBe(1);
  });

  it(`stops at least ${(ROUND_FORTY_EIGHT_RECALL_FLOOR * 100).toFixed(1)}% of round forty-eight's invented lines, written blind in twelve languages`, () => {
    const fortyEighth = expectFloors(roundCases(48), 72, ROUND_FORTY_EIGHT_RECALL_FLOOR, 0);
    expect(new Set(roundCases(48).map((entry) => entry.source.id)).size).toBe(12);
    expect(fortyEighth.languages).toBe(12);
    expect(roundCases(48).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 48')?.[1]).toEqual(
      fortyEighth.overall,
    );
  });

  it(`keeps at least ${(ROUND_FORTY_EIGHT_PRECISION_FLOOR * 100).toFixed(1)}% of round forty-eight's faithful lines, its twelve thread posts among them`, () => {
    expectFloors(roundCases(48), 72, 0, ROUND_FORTY_EIGHT_PRECISION_FLOOR);
    const threads = roundCases(48).filter((entry) => entry.mode === 'thread');
    expect(threads).toHaveLength(12);
    expect(threads.every((entry) => entry.label === 'faithful')).toBe(true);
    expect(guardReport(judgeCases(threads)).overall.precision).toBe(1);
  });

  it(`stops at least ${(ROUND_FORTY_NINE_RECALL_FLOOR * 100).toFixed(1)}% of round forty-nine's invented lines, written blind in the twelve languages most visitors write`, () => {
    const fortyNinth = expectFloors(roundCases(49), 72, ROUND_FORTY_NINE_RECALL_FLOOR, 0);
    expect(new Set(roundCases(49).map((entry) => entry.source.id)).size).toBe(12);
    expect(fortyNinth.languages).toBe(12);
    expect(roundCases(49).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 49')?.[1]).toEqual(fortyNinth.overall);
  });

  it(`keeps at least ${(ROUND_FORTY_NINE_PRECISION_FLOOR * 100).toFixed(1)}% of round forty-nine's faithful lines, its twelve Troll jokes among them`, () => {
    expectFloors(roundCases(49), 72, 0, ROUND_FORTY_NINE_PRECISION_FLOOR);
    const trolls = roundCases(49).filter((entry) => entry.mode === 'troll');
    expect(trolls).toHaveLength(12);
    expect(trolls.every((entry) => entry.label === 'faithful')).toBe(true);
    expect(guardReport(judgeCases(trolls)).overall.precision).toBeGreaterThanOrEqual(12 / 12);
  });

  it(`stops at least ${(ROUND_FIFTY_RECALL_FLOOR * 100).toFixed(1)}% of round fifty's invented lines, written blind in twelve languages`, () => {
    const fiftieth = expectFloors(roundCases(50), 72, ROUND_FIFTY_RECALL_FLOOR, 0);
    expect(new Set(roundCases(50).map((entry) => entry.source.id)).size).toBe(12);
    expect(fiftieth.languages).toBe(12);
    expect(roundCases(50).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 50')?.[1]).toEqual(fiftieth.overall);
  });

  it(`keeps at least ${(ROUND_FIFTY_PRECISION_FLOOR * 100).toFixed(1)}% of round fifty's faithful lines, all of them Normal card lines`, () => {
    expectFloors(roundCases(50), 72, 0, ROUND_FIFTY_PRECISION_FLOOR);
    expect(roundCases(50).every((entry) => entry.mode === 'normal')).toBe(true);
    expect(roundCases(50).filter((entry) => entry.label === 'faithful')).toHaveLength(48);
  });

  it(`stops at least ${(ROUND_FIFTY_ONE_RECALL_FLOOR * 100).toFixed(1)}% of round fifty-one's invented lines, written blind in twelve languages`, () => {
    const fiftyFirst = expectFloors(roundCases(51), 72, ROUND_FIFTY_ONE_RECALL_FLOOR, 0);
    expect(new Set(roundCases(51).map((entry) => entry.source.id)).size).toBe(12);
    expect(fiftyFirst.languages).toBe(12);
    expect(roundCases(51).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 51')?.[1]).toEqual(fiftyFirst.overall);
  });

  it(`keeps at least ${(ROUND_FIFTY_ONE_PRECISION_FLOOR * 100).toFixed(1)}% of round fifty-one's faithful lines, all of them Normal card lines`, () => {
    expectFloors(roundCases(51), 72, 0, ROUND_FIFTY_ONE_PRECISION_FLOOR);
    expect(roundCases(51).every((entry) => entry.mode === 'normal')).toBe(true);
    expect(roundCases(51).filter((entry) => entry.label === 'faithful')).toHaveLength(48);
  });

  it(`stops at least ${(ROUND_FIFTY_TWO_RECALL_FLOOR * 100).toFixed(1)}% of round fifty-two's invented lines, written blind in twelve languages the guard had seen less`, () => {
    const fiftySecond = expectFloors(roundCases(52), 72, ROUND_FIFTY_TWO_RECALL_FLOOR, 0);
    expect(new Set(roundCases(52).map((entry) => entry.source.id)).size).toBe(12);
    expect(fiftySecond.languages).toBe(12);
    expect(roundCases(52).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 52')?.[1]).toEqual(
      fiftySecond.overall,
    );
  });

  it(`keeps at least ${(ROUND_FIFTY_TWO_PRECISION_FLOOR * 100).toFixed(1)}% of round fifty-two's faithful lines, all of them Normal card lines`, () => {
    expectFloors(roundCases(52), 72, 0, ROUND_FIFTY_TWO_PRECISION_FLOOR);
    expect(roundCases(52).every((entry) => entry.mode === 'normal')).toBe(true);
    expect(roundCases(52).filter((entry) => entry.label === 'faithful')).toHaveLength(48);
  });

  it(`stops at least ${(ROUND_FIFTY_THREE_RECALL_FLOOR * 100).toFixed(1)}% of round fifty-three's invented lines, written blind in the twelve languages most visitors write`, () => {
    const fiftyThird = expectFloors(roundCases(53), 72, ROUND_FIFTY_THREE_RECALL_FLOOR, 0);
    expect(new Set(roundCases(53).map((entry) => entry.source.id)).size).toBe(12);
    expect(fiftyThird.languages).toBe(12);
    expect(roundCases(53).filter((entry) => entry.label === 'invented')).toHaveLength(24);
    expect(report.byRound.find(([round]) => round === 'round 53')?.[1]).toEqual(fiftyThird.overall);
  });

  it(`keeps at least ${(ROUND_FIFTY_THREE_PRECISION_FLOOR * 100).toFixed(1)}% of round fifty-three's faithful lines, all of them Normal card lines`, () => {
    expectFloors(roundCases(53), 72, 0, ROUND_FIFTY_THREE_PRECISION_FLOOR);
    expect(roundCases(53).every((entry) => entry.mode === 'normal')).toBe(true);
    expect(roundCases(53).filter((entry) => entry.label === 'faithful')).toHaveLength(48);
  });

  it('asks again for few faithful summaries of long documents and stops the edited ones', () => {
    const documents = judgeCases(cases.filter((entry) => entry.file === DOCUMENTS_FILE));
    const score = summaryScoreOf(judgeSummaries(documents));
    expect(score.faithful).toBe(24);
    expect(score.edited).toBe(72);
    expect(score.askedAgain / score.faithful).toBeLessThanOrEqual(DOCUMENTS_ASKED_AGAIN_CEILING);
    expect(score.editStopped / score.edited).toBeGreaterThanOrEqual(DOCUMENTS_EDIT_STOPPED_FLOOR);
    // The report prints them, by domain, with each summary it misjudged.
    expect(report.summaries[DOCUMENTS_FILE]).toEqual(score);
    expect(report.summaryLines).toContainEqual(
      expect.stringMatching(/^ {2}summaries of long documents, en-documents\.yaml \(24 documents/),
    );
  });

  it('asks again for few faithful summaries of the held-out documents and stops the edited ones', () => {
    const held = judgeCases(cases.filter((entry) => entry.file === HELD_OUT_FILE));
    const score = summaryScoreOf(judgeSummaries(held));
    expect(score.faithful).toBe(24);
    expect(score.edited).toBe(72);
    expect(new Set(held.map((entry) => entry.source.about)).size).toBeGreaterThanOrEqual(5);
    expect(score.askedAgain / score.faithful).toBeLessThanOrEqual(HELD_OUT_ASKED_AGAIN_CEILING);
    expect(score.editStopped / score.edited).toBeGreaterThanOrEqual(HELD_OUT_EDIT_STOPPED_FLOOR);
    expect(report.summaries[HELD_OUT_FILE]).toEqual(score);
  });

  it('holds the held-out documents in Spanish, German and French to their own floor', () => {
    const held = judgeCases(cases.filter((entry) => HELD_OUT_OTHER_FILES.includes(entry.file)));
    expect(new Set(held.map((entry) => entry.lang))).toEqual(new Set(['es', 'de', 'fr']));
    const score = summaryScoreOf(judgeSummaries(held));
    expect(score.faithful).toBe(8);
    expect(score.edited).toBe(24);
    expect(score.askedAgain / score.faithful).toBeLessThanOrEqual(
      HELD_OUT_OTHER_ASKED_AGAIN_CEILING,
    );
    expect(score.editStopped / score.edited).toBeGreaterThanOrEqual(
      HELD_OUT_OTHER_EDIT_STOPPED_FLOOR,
    );
  });

  it('holds the fourth held-out set of long documents to its own floor', () => {
    const held = judgeCases(cases.filter((entry) => entry.file === HELD_OUT_FOURTH_FILE));
    const score = summaryScoreOf(judgeSummaries(held));
    expect(score.faithful).toBe(20);
    expect(score.edited).toBe(60);
    expect(new Set(held.map((entry) => entry.source.about)).size).toBeGreaterThanOrEqual(10);
    expect(score.askedAgain / score.faithful).toBeLessThanOrEqual(
      HELD_OUT_FOURTH_ASKED_AGAIN_CEILING,
    );
    expect(score.editStopped / score.edited).toBeGreaterThanOrEqual(
      HELD_OUT_FOURTH_EDIT_STOPPED_FLOOR,
    );
    expect(report.summaries[HELD_OUT_FOURTH_FILE]).toEqual(score);
  });

  it('holds the fifth held-out set of long documents to its own floor', () => {
    const held = judgeCases(cases.filter((entry) => entry.file === HELD_OUT_FIFTH_FILE));
    const score = summaryScoreOf(judgeSummaries(held));
    expect(score.faithful).toBe(16);
    expect(score.edited).toBe(48);
    expect(new Set(held.map((entry) => entry.source.about)).size).toBe(16);
    expect(score.askedAgain / score.faithful).toBeLessThanOrEqual(
      HELD_OUT_FIFTH_ASKED_AGAIN_CEILING,
    );
    expect(score.editStopped / score.edited).toBeGreaterThanOrEqual(
      HELD_OUT_FIFTH_EDIT_STOPPED_FLOOR,
    );
    expect(report.summaries[HELD_OUT_FIFTH_FILE]).toEqual(score);
  });

  it('holds the sixth held-out set of long documents, written blind, to its own floor', () => {
    const held = judgeCases(cases.filter((entry) => entry.file === HELD_OUT_SIXTH_FILE));
    const score = summaryScoreOf(judgeSummaries(held));
    expect(score.faithful).toBe(16);
    expect(score.edited).toBe(48);
    expect(new Set(held.map((entry) => entry.source.about)).size).toBe(16);
    expect(score.askedAgain / score.faithful).toBeLessThanOrEqual(
      HELD_OUT_SIXTH_ASKED_AGAIN_CEILING,
    );
    expect(score.editStopped / score.edited).toBeGreaterThanOrEqual(
      HELD_OUT_SIXTH_EDIT_STOPPED_FLOOR,
    );
    expect(report.summaries[HELD_OUT_SIXTH_FILE]).toEqual(score);
  });

  it('holds the third held-out set of long documents to its own floor', () => {
    const held = judgeCases(cases.filter((entry) => entry.file === HELD_OUT_THIRD_FILE));
    const score = summaryScoreOf(judgeSummaries(held));
    expect(score.faithful).toBe(22);
    expect(score.edited).toBe(66);
    expect(new Set(held.map((entry) => entry.source.about)).size).toBeGreaterThanOrEqual(6);
    expect(score.askedAgain / score.faithful).toBeLessThanOrEqual(
      HELD_OUT_THIRD_ASKED_AGAIN_CEILING,
    );
    expect(score.editStopped / score.edited).toBeGreaterThanOrEqual(
      HELD_OUT_THIRD_EDIT_STOPPED_FLOOR,
    );
    expect(report.summaries[HELD_OUT_THIRD_FILE]).toEqual(score);
  });

  it(`stops at least ${EARLIER_RECALL_FLOOR * 100}% of the invented lines written before round four`, () => {
    expectFloors(postsBefore(4), 581, EARLIER_RECALL_FLOOR, EARLIER_PRECISION_FLOOR);
  });

  it(`stops at least ${ROUND_FOUR_RECALL_FLOOR * 100}% of the invented lines written before round five`, () => {
    expectFloors(postsBefore(5), 661, ROUND_FOUR_RECALL_FLOOR, ROUND_FOUR_PRECISION_FLOOR);
  });

  it(`stops at least ${ROUND_FIVE_RECALL_FLOOR * 100}% of the invented lines written before round six`, () => {
    expectFloors(postsBefore(6), 700, ROUND_FIVE_RECALL_FLOOR, ROUND_FIVE_PRECISION_FLOOR);
  });

  it(`stops at least ${GERMAN_RECALL_FLOOR * 100}% of the invented German lines, keeping ${GERMAN_PRECISION_FLOOR * 100}% of the faithful`, () => {
    expectFloors(
      postsBefore(10).filter((entry) => entry.file === 'de.yaml'),
      85,
      GERMAN_RECALL_FLOOR,
      GERMAN_PRECISION_FLOOR,
    );
  });

  it('judges every line through the route’s source: a card’s names and tag, a thread’s style tags', () => {
    // The author's handle is part of a card's source, not of a thread's (the thread route has
    // only the text): so a line naming the author's handle passes on a card and stops a thread.
    const source = cases.find((entry) => entry.source.id === 'en-charity-gig')?.source;
    expect(source).toBeDefined();
    const line = 'Follow @charitygigs.bsky.social for the next gig.';
    const [card, thread] = judgeCases(
      (['normal', 'thread'] as const).map((mode) => ({
        lang: 'en',
        file: 'en.yaml',
        source: source as GuardCase['source'],
        mode,
        label: 'faithful' as const,
        kind: 'handle' as const,
        line,
      })),
    );
    expect(card?.stopped).toBe(false);
    expect(thread?.stopped).toBe(true);
  });

  it('reports the lines in another language than their source’s as a group, then by pair', () => {
    const translated = guardReport(judgeCases(cases)).byTranslation;
    expect(translated[0]?.[0]).toBe('translated');
    expect(translated.map(([group]) => group)).toContain('ja→en');
  });
});

describe('loadGuardCases', () => {
  it('names the file and the case that is not a case', () => {
    const dir = mkdtempSync(join(tmpdir(), 'guard-cases-'));
    try {
      const lines =
        '    lines:\n      - { mode: normal, label: invented, kind: figure, line: "x" }\n';
      writeFileSync(
        join(dir, 'xx.yaml'),
        `lang: xx\nsources:\n  - id: xx-one\n    about: news\n    text: "Twenty words of a source text go here."\n    author: { name: A, handle: a }\n${lines}`,
      );
      expect(() => loadGuardCases(`${dir}/`)).toThrow(
        /xx\.yaml is not a guard case file: sources\.0\.lines\.0: an invented line says its edit/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a set of its own in a language, and holds an edited summary to one edit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'guard-cases-'));
    const file = (lines: string) =>
      `lang: xx\nsources:\n  - id: xx-doc\n    about: news\n    text: "Twenty words of a source text go here."\n    lines:\n${lines}`;
    const line = (label: string, summaries: string, text: string) =>
      `      - { mode: normal, label: ${label}, kind: figure, ${label === 'invented' ? 'edit: changed' : 'reword: verbatim'}, summaries: [${summaries}], line: "${text}" }\n`;
    try {
      writeFileSync(
        join(dir, 'xx-documents.yaml'),
        file(line('faithful', 'f, e1', 'Words.') + line('invented', 'e2', 'Other words.')),
      );
      const read = loadGuardCases(`${dir}/`);
      expect(read.map((entry) => [entry.file, entry.summaries])).toEqual([
        ['xx-documents.yaml', ['f', 'e1']],
        ['xx-documents.yaml', ['e2']],
      ]);
      expect(read[0]?.source.author).toBeUndefined();
      writeFileSync(
        join(dir, 'xx-documents.yaml'),
        file(line('invented', 'e1', 'Words.') + line('invented', 'e1', 'Other words.')),
      );
      expect(() => loadGuardCases(`${dir}/`)).toThrow(
        /a summary carries at most one invented line/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
