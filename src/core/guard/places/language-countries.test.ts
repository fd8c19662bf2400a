/** A translation's country of its source's language (language-countries.ts, rounds 15-35). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const names = (line: string, text: string, lang: string, author: string[] = []) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en', names: author }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const bureau =
  '国家统计局10月15日发布数据显示，前三季度国内生产总值同比增长5.2%。国家统计局新闻发言人表示，国民经济总体平稳。';
const warning =
  'Ilmatieteen laitos varoittaa torstaiksi myrskystä. Tuuli voi puuskissa nousta 30 metriin sekunnissa.';
const institute = ['Ilmatieteen laitos', 'meteorologit'];
const council = 'Столичният общински съвет одобри бюджет от 2,1 млрд. лева за 2025 г.';

describe('linePlaces', () => {
  it('keeps the country of the source’s language where the source names no other', () => {
    expect(names('China’s economy grew 5.2% in the first three quarters.', bureau, 'zh')).toEqual(
      [],
    );
    expect(
      names('The Finnish weather service warns of a storm on Thursday.', warning, 'fi', institute),
    ).toEqual([]);
  });

  it('stops another country, and the language’s country where the source names another', () => {
    expect(names('Japan’s economy grew 5.2% in the first three quarters.', bureau, 'zh')).toEqual([
      'japan',
    ]);
    expect(
      names('The Swedish weather service warns of a storm on Thursday.', warning, 'fi', institute),
    ).toContain('swedish');
    const lisbon = 'Os preços das casas em Portugal subiram 8% em outubro.';
    expect(names('House prices in Brazil rose 8% in October.', lisbon, 'pt')).toEqual(['brazil']);
  });

  it('stops the language’s country opening a longer name the source does not give', () => {
    const line = 'The Chinese Statistical Yearbook says the economy grew 5.2%.';
    expect(names(line, bureau, 'zh')).toContain('chinese');
  });

  it('keeps the capital only where the source’s words begin with its name', () => {
    const line = 'Sofia’s municipal council approved a 2.1 billion leva budget for 2025.';
    expect(names(line, council, 'bg', ['Столична община', 'sofiamunicipality'])).toEqual([]);
    expect(names(line, council, 'bg', ['Общински новини', 'obshtinanovini'])).toEqual(['sofia']);
  });
});
