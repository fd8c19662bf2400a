/** A run of digits with separators read as values: thousands, lakh and crore, decimal marks. */

/** The values of digits with separators: one reading, or two where the separator is unclear. */
export function digitReadings(run: string, decimalComma = true): number[][] {
  // Most numbers are digits alone.
  if (/^\d+$/.test(run)) return [[Number(run)]];
  const plain = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const chunks = run.split(' ');
  if (chunks.length > 1) {
    // "40 000" groups thousands; "2024 100" is two numbers.
    const separate = chunks.flatMap((chunk) => digitReadings(chunk).slice(0, 1));
    const grouped =
      /^\d{1,3}$/.test(chunks[0] ?? '') && chunks.slice(1).every((chunk) => /^\d{3}$/.test(chunk));
    return grouped ? [[plain(chunks.join(''))], separate.flat()] : [separate.flat()];
  }
  // "2,50,000": lakh and crore grouping (two digits a group above the thousands).
  if (/^\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?$/.test(run)) return [[plain(run.replace(/,/g, ''))]];
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(run)) {
    const readings = [[plain(run.replace(/,/g, ''))]];
    // "1,500" may be one and a half where the comma is the decimal mark (decimal-marks.ts).
    if (decimalComma && /^\d+,\d{3}$/.test(run)) readings.push([plain(run.replace(',', '.'))]);
    return readings;
  }
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(run)) {
    const readings = [[plain(run.replace(/\./g, '').replace(',', '.'))]];
    if (/^\d+\.\d{3}$/.test(run)) readings.push([plain(run)]);
    return readings;
  }
  if (/^\d+[.,]\d+$/.test(run)) return [[plain(run.replace(',', '.'))]];
  if (/^\d{1,3}(?:'\d{3})+$/.test(run)) return [[plain(run.replace(/'/g, ''))]];
  return [run.split(/[.,']/).map(plain)];
}
