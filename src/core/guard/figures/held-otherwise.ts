/**
 * A line's figure the source holds though not as that value (docs/decisions/012): a share, a
 * step, a rounded bound, an idiom or the line's own arithmetic. The rule (unsupported-claims.ts)
 * asks this once a figure is not the source's own; each reader here says when it holds one.
 */
import type { ClaimSource } from '../claim-source.ts';
import { heldBackwardRangeEnd } from '../dates/backward-hour-ranges.ts';
import { heldDateForm } from '../dates/date-forms.ts';
import { derivedSpan } from '../dates/derived-spans.ts';
import { heldDottedDayMonth } from '../dates/dotted-day-months.ts';
import { heldEra } from '../dates/era-figures.ts';
import { heldClockForm } from '../dates/held-clock-forms.ts';
import { heldKanjiNoon } from '../dates/kanji-noons.ts';
import { heldLocalDayMonth } from '../dates/local-day-months.ts';
import { heldNumberedWeekday } from '../dates/numbered-weekdays.ts';
import { heldRangeHoursOfTimes } from '../dates/range-hours-of-times.ts';
import { heldSwahiliHour } from '../dates/swahili-hours.ts';
import { heldTwelveHourRange } from '../dates/twelve-hour-ranges.ts';
import { heldVietnameseMonthWord } from '../dates/vietnamese-month-words.ts';
import { heldWeekdayDay } from '../dates/weekday-day-numbers.ts';
import { heldHourRange } from '../dates/whole-hour-ranges.ts';
import { bareRate } from './bare-rates.ts';
import { boundedCount } from './bounded-counts.ts';
import { boundedFigure } from './bounded-figures.ts';
import { carriedChangeEnd } from './carried-change-ends.ts';
import { carriedFirstUnit } from './carried-first-units.ts';
import { carriedListUnit } from './carried-list-units.ts';
import { heldClassifiedCount } from './classifier-number-words.ts';
import { heldCldrMeasure } from './cldr-measures.ts';
import { heldClockRangeEnd } from './clock-range-ends.ts';
import { coRoleCount } from './co-role-counts.ts';
import { heldCompactLetters } from './compact-letter-scales.ts';
import { heldCompactScaleBefore } from './compact-scales-before.ts';
import { comparedEnd } from './compared-ends.ts';
import { complementShare } from './complement-shares.ts';
import { heldCompoundScale } from './compound-scale-lines.ts';
import { convertedMeasure } from './converted-measures.ts';
import { countShare } from './count-shares.ts';
import { datedTimes } from './dated-times.ts';
import { decadeCount } from './decade-counts.ts';
import { derivedFigure } from './derived-figures.ts';
import { dividedYearlyPrice } from './divided-prices.ts';
import { heldDottedOrdinal } from './dotted-ordinals.ts';
import { differenceOfLine } from './figure-differences.ts';
import type { Figure } from './figure-kinds.ts';
import { stepOfSource } from './figure-steps.ts';
import { heldForeignCompactScale, heldSourceCodedScale } from './foreign-compact-scales.ts';
import { foreignFractionShare, inLineFraction } from './foreign-fractions.ts';
import { heldHalfHourCount } from './half-hour-counts.ts';
import { idiomFigure } from './idiom-figures.ts';
import { heldInflectedCurrency } from './inflected-currency-names.ts';
import { minorUnitFigure } from './minor-unit-figures.ts';
import { namedSum } from './named-sums.ts';
import { countsOwnList } from './own-list-counts.ts';
import { partShare } from './part-shares.ts';
import { partedDuration } from './parted-durations.ts';
import { partitiveUnit } from './partitive-units.ts';
import { percentPart } from './percent-parts.ts';
import { heldPoints } from './percent-points.ts';
import { pointChange } from './point-changes.ts';
import { pointStart } from './point-starts.ts';
import { heldPreviousYear } from './previous-years.ts';
import { heldRankCount } from './rank-counts.ts';
import { rankStep } from './rank-steps.ts';
import { heldPeriodOrdinal } from './roman-period-ordinals.ts';
import { fractionShare, unsupportedShares } from './rounded-figures.ts';
import { roundedShare } from './rounded-shares.ts';
import { heldScaleShare } from './scale-shares.ts';
import { heldScaledBareAmount } from './scaled-bare-amounts.ts';
import { heldSetCount } from './set-counts.ts';
import { sourceDerivedCount } from './source-derived-counts.ts';
import { sourceWordShare } from './source-word-shares.ts';
import { heldSpacedHours } from './spaced-hour-durations.ts';
import { summedParts } from './summed-parts.ts';
import { heldTallySide } from './tally-sides.ts';
import { heldTimesRatio } from './times-ratios.ts';
import { unitDifference } from './unit-differences.ts';
import { heldVietnameseShortTens } from './vietnamese-short-tens.ts';
import { vietnameseYearWord } from './vietnamese-year-words.ts';

/** What the line says around its figures, read once a line. */
export interface LineFigures {
  /** The line as the figures were read in it. */
  line: string;
  figures: readonly Figure[];
  /** Whether the source holds a figure as its own value. */
  supported: (figure: Figure) => boolean;
  /** Reads a text's figures as the line's are read. */
  read: (text: string) => Figure[];
}

/** Whether the source holds the line's `figure` in other words than its value. */
export function heldOtherwise(figure: Figure, at: LineFigures, source: ClaimSource): boolean {
  const { line, figures, supported, read } = at;
  const placed = () => source.placed?.() ?? [];
  // The post's and the card's languages, in which a scale, a currency or a measure is written.
  const langs = [...source.langs, ...source.lineLangs];
  return (
    // "44% de los votos" of "44,1% de los votos" (rounded-shares.ts).
    roundedShare(line, figure, source.text) ||
    // "50 % des bus" of "un bus sur deux" (source-word-shares.ts).
    sourceWordShare(figure, source.text, read) ||
    // "с 10 лева – от 50 на 60 лв.": a step between two ends the line states.
    differenceOfLine(figure, figures, supported) ||
    // "a quarter of a million pounds" of "£250,000".
    heldScaleShare(figure, line, read, supported) ||
    // "subida de 250 euros" of "de 950€ a 1.200€": a change's step the source's ends hold.
    stepOfSource(figure, line, source.text, placed()) ||
    // "tres comunidades: Andalucía, Extremadura y …": the line's own list.
    countsOwnList(figure, line) ||
    // "the two hosts" of "I'm Maya Okafor, and with me is my co-host Ben Liu" (co-role-counts.ts).
    coRoleCount(figure, line, source.text) ||
    // "0 to 100 km/h" of "0-100 in 5,7 s".
    idiomFigure(figure, line, source) ||
    // "más de 50.000" of 52.000 fans.
    boundedCount(figure, line, placed()) ||
    // "more than 3%" of 3.2%, "3,000戸以上" of 3,120戸: a bound at the line's precision.
    boundedFigure(figure, line, source) ||
    // "half the schools" of twelve schools of 24.
    countShare(figure, line, source.text, placed()) ||
    // "三分之一", "4분의 1": a fraction's numbers, the fraction checked whole (foreign-fractions.ts).
    (figure.kind === 'count' && inLineFraction(figure.text, line)) ||
    // "four headliners" of four acts listed, "$240 a year" of "$20 a month", "60 books" of "each
    // of the 30 pupils gets two books" (source-derived-counts.ts).
    sourceDerivedCount(figure, line, source) ||
    // "$48 a year?? That's $4 a month": the line's own division.
    dividedYearlyPrice(figure, line) ||
    // "od 7:00 do 16:00" of "od 7 do 16": a range's hours with their minutes (whole-hour-ranges.ts).
    heldHourRange(figure, line, figures, source.figures) ||
    // "Open 9 to 5" of "opens at 9 and closes at 17": a range past noon (twelve-hour-ranges.ts).
    heldTwelveHourRange(figure, source.figures) ||
    // "open 9-17" of "from 9 am to 5 pm": its mirror, both ends times (range-hours-of-times.ts).
    heldRangeHoursOfTimes(figure, source.figures, langs) ||
    // "08:00–18:00" of "from eight to six": its mirror (backward-hour-ranges.ts).
    heldBackwardRangeEnd(figure, line, source) ||
    // "v 8.30", "14 óra 20", "8h30" of the source's "8:30", "14:20" (held-clock-forms.ts).
    heldClockForm(figure, line, source.figures, langs) ||
    // "saa nane mchana" of "saa 14:00": Swahili's hours count from six (swahili-hours.ts).
    heldSwahiliHour(figure, line, source.figures, langs) ||
    // "ngày 12 tháng Ba" of "12/3": a month in words (vietnamese-month-words.ts).
    heldVietnameseMonthWord(figure, line, source.figures, langs) ||
    // "spent six days" of "March 3 … March 9", "two years" of "24 months", "won by two" of "3-1":
    // a span of the source's dates, years or times, a duration in another unit, a score's margin.
    derivedSpan(figure, line, source) ||
    // "in two sets" of "6-4, 7-6": a match's run of scores counted (set-counts.ts).
    heldSetCount(figure, line, source) ||
    // "the late 1990s" of 1998, "the 19th century" of 1854 or of "the 1800s" (era-figures.ts).
    heldEra(figure, line, source) ||
    // "4시간 30분", "4時間半" of "4.5시간": a duration's parts, their sum the source's.
    partedDuration(figure, line, source) ||
    // "von 11,99 auf 13,99 Euro" of "13,99 Euro statt 11,99 Euro" (carried-change-ends.ts).
    carriedChangeEnd(figure, line, read, supported) ||
    // "322 800 forint … 290 800 helyett", "$5 instead of 4" (carried-first-units.ts).
    carriedFirstUnit(figure, line, read, supported) ||
    // "at 44 and 39 percent", "$5 and $7 million": a list's unit written once (carried-list-units.ts).
    carriedListUnit(figure, line, read, supported) ||
    // "i sindacati ne vogliono almeno 250" of "250 euro" (partitive-units.ts).
    partitiveUnit(figure, line, read, supported) ||
    // "zum 1.1." of "Ab dem 1. Januar", "od 4. 1." of "4. ledna": a day and month in digits, no year.
    heldDottedDayMonth(figure, line, source.figures, source.langs[0] === 'hu') ||
    // "we wtorek 14.01" of "14 stycznia", "ב-1.9" of "1 בספטמבר": as CLDR writes the day and
    // month in the post's or the card's language (local-day-months.ts).
    heldLocalDayMonth(figure, source.figures, langs) ||
    // "März '26", "令和8年", "26.4.3", "3-IV-2026": a date in another form (date-forms.ts).
    heldDateForm(figure, line, source) ||
    // "7. maçında" of "yedinci maçında": an ordinal in digits (dotted-ordinals.ts).
    heldDottedOrdinal(figure, line, source.figures) ||
    // "1,2 M" of "1 200 000", "4,5 M €" of "4 500 000 €" (compact-letter-scales.ts).
    heldCompactLetters(figure, line, ['en', ...langs], read, supported) ||
    // "$1.2 mn", "₹40L", "2,5 mkr" of the source's amount written out (foreign-compact-scales.ts).
    heldForeignCompactScale(figure, line, langs, read, supported) ||
    // "1,2 miljarder kronor" of the source's "1 200 MSEK" (foreign-compact-scales.ts).
    heldSourceCodedScale(figure, source.text, langs, read) ||
    // "hai lăm người" of 25 people: Vietnamese's tens without "mươi" (vietnamese-short-tens.ts).
    heldVietnameseShortTens(figure, line, langs, read, supported) ||
    // "milioni 1.2" of "1,200,000": Swahili's scale before the number (compact-scales-before.ts).
    heldCompactScaleBefore(figure, line, langs, read, supported) ||
    // "120 Kilometer pro Stunde" of "120 km/h", "28 stopni Celsjusza" of "28 st. C" (cldr-measures.ts).
    heldCldrMeasure(figure.text, line, source.text, ['en', ...langs]) ||
    // "Thứ 6" of "Thứ Sáu" (the sixth): a weekday's number (numbered-weekdays.ts).
    heldNumberedWeekday(figure, line, source.figures, langs) ||
    // "venerdì 14", "il 30 del mese" of "venerdì 14 marzo" (weekday-day-numbers.ts).
    heldWeekdayDay(figure, line, source.figures, ['en', ...langs]) ||
    // "auf Platz drei" of "Dritter wird …": a rank after its word, the source's ordinal (rank-counts.ts).
    heldRankCount(figure, line, source, langs) ||
    // "ایک ارب 20 کروڑ روپے" of "1.2 ارب روپے": two scales, one sum (compound-scale-lines.ts).
    heldCompoundScale(figure, line, read, source) ||
    // "12時" of "正午": noon in kanji, as "noon" is 12:00 (kanji-noons.ts).
    heldKanjiNoon(figure, source.text) ||
    // "2.5 مليون" of "2.5 مليون دولار": an amount's currency dropped (scaled-bare-amounts.ts).
    heldScaledBareAmount(figure, line, source, langs) ||
    // "30 euróba" of "30 €-ba": a currency's name with a case ending (inflected-currency-names.ts).
    heldInflectedCurrency(figure, line, source.figures, ['en', ...langs]) ||
    // "৪ জন" of "চারজন": a Bengali number word with its classifier (classifier-number-words.ts).
    heldClassifiedCount(figure, source) ||
    // "tre quarti dei voti" of "24 voti a favore e 8 contrari": a part of its parts' sum (part-shares.ts).
    partShare(figure, line, source) ||
    // "rose seven points" of "rose to 78% from 71%": two percentages' difference (point-changes.ts).
    pointChange(figure, line, source) ||
    // "5포인트" of "5%포인트", "0,4 %-Punkte" of "0,4 Prozentpunkte": the source's own points.
    heldPoints(figure, line, source) ||
    // "räntan 9,9 %" of "räntan … 9,9.", "दर 9" of "9%": a rate told bare (bare-rates.ts).
    bareRate(figure, line, source) ||
    // "18 cm of rain" of "180 mm": another unit of the same system (converted-measures.ts).
    convertedMeasure(figure, line, source) ||
    // "rose 65 cm" of "from 3.20 m to 3.85 m": a change in another unit (unit-differences.ts).
    unitDifference(figure, line, source) ||
    // "30 cents more" of "from €2.50 to €2.80" (minor-unit-figures.ts).
    minorUnitFigure(figure, line, source) ||
    // "climbed 13 places" of "from 45th to 32nd" (rank-steps.ts).
    rankStep(figure, line, source) ||
    // "rose 27%", "240 students failed" of two figures of one sentence (derived-figures.ts).
    derivedFigure(figure, at, source) ||
    // "so với năm 2023" of "năm 2024 … so với năm trước" (previous-years.ts).
    heldPreviousYear(figure, line, source) ||
    // "three times as many fans" of "90 fans … and 30" (times-ratios.ts).
    heldTimesRatio(figure, line, source) ||
    // "duas vezes em maio" of "em 3 de maio e em 10 de maio" (dated-times.ts).
    datedTimes(figure, line, source) ||
    // "1.200 siswa" of "700 siswa laki-laki dan 500 siswa perempuan" (summed-parts.ts).
    summedParts(figure, line, source.text, read) ||
    // "пять соцобъектов: школы и поликлиники" of "3 новые школы и 2 поликлиники" (named-sums.ts).
    namedSum(figure, line, source) ||
    // "5.000 gratis" of "12.500 plekken, waarvan 40 procent gratis" (percent-parts.ts).
    percentPart(figure, line, source) ||
    // "about 9% of trains were late" of "on time 91.4% of the time" (complement-shares.ts).
    complementShare(figure, line, source) ||
    // "Trajet de 3 h" of "Le trajet dure 3 heures" (spaced-hour-durations.ts).
    heldSpacedHours(figure, line, source) ||
    // "rejected by 5 votes to 4" of "Of the 9 board members, 5 voted against" (tally-sides.ts).
    heldTallySide(figure, line, figures, source) ||
    // "تا ساعت ۱۱ شب" of "از ۵:۳۰ صبح تا ۲۳": a clock range's bare end (clock-range-ends.ts).
    heldClockRangeEnd(figure, source) ||
    // "ساعت پنج و نیم صبح" of "۵:۳۰ صبح": a time in number words (half-hour-counts.ts).
    heldHalfHourCount(figure, line, source) ||
    // "Räntan var 3,75 procent" of "med 0,25 procentenheter till 4 procent" (point-starts.ts).
    pointStart(figure, source) ||
    // "quý 3" of "quý III": a period's ordinal in digits (roman-period-ordinals.ts).
    heldPeriodOrdinal(figure, line, source) ||
    // "cùng kỳ năm ngoái": Vietnamese's "năm" a year, not five (vietnamese-year-words.ts).
    vietnameseYearWord(figure, line, langs) ||
    // "昨年は約1万発" of "1万2000発で、昨年より2000発増えました" (compared-ends.ts).
    comparedEnd(figure, line, source) ||
    // "تین دہائیوں" of "30 سال", "trois décennies" of "30 ans" (decade-counts.ts).
    decadeCount(figure, line, source)
  );
}

/**
 * The shares in words and changed measures of `line` its source does not hold
 * (rounded-figures.ts), but for a share worked out from two of the source's ("fell by a quarter"
 * of "from 80 to 60 dollars": derived-figures.ts).
 */
export function underivedShares(at: LineFigures, source: ClaimSource): string[] {
  return unsupportedShares(at.line, source).filter((text) => {
    // A share in words no figure reader reads ("by more than a quarter."): read as its percentage.
    const share = fractionShare(text) ?? foreignFractionShare(text, at.line);
    const figure =
      at.figures.find((one) => one.text === text) ??
      (share === undefined ? undefined : { text, kind: 'percent', readings: [[`p${share}`]] });
    if (figure === undefined) return true;
    // "two thirds of the votes" of "by 20 votes to 10" (part-shares.ts); "about 9% … late" of
    // "on time 91.4%" (complement-shares.ts).
    // "un tiers des élèves" of "un élève sur trois" (source-word-shares.ts).
    return (
      !derivedFigure(figure, at, source) &&
      !complementShare(figure, at.line, source) &&
      !sourceWordShare(figure, source.text, at.read) &&
      !partShare(figure, at.line, source, share)
    );
  });
}
