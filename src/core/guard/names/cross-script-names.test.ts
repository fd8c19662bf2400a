import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isCrossScriptSourceName } from './cross-script-names.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('isCrossScriptSourceName', () => {
  it('reads a Cyrillic name of a Latin source word, and a Latin one of a Cyrillic word', () => {
    expect(isCrossScriptSourceName('Телеграме', { text: 'В Telegram появилась функция.' })).toBe(
      true,
    );
    expect(isCrossScriptSourceName('Айфон', { text: 'Apple представила iPhone 17.' })).toBe(true);
    expect(isCrossScriptSourceName('Telegram', { text: 'В Телеграме появилась функция.' })).toBe(
      true,
    );
    expect(isCrossScriptSourceName('Real', { text: '«Реал» сыграл вничью.' })).toBe(true);
  });
  it('reads no other name, nor a short Latin key against a whole Cyrillic post', () => {
    expect(isCrossScriptSourceName('Форд', { text: 'Маск заявил, что Tesla снизит цены.' })).toBe(
      false,
    );
    expect(isCrossScriptSourceName('Roll', { text: 'Роль сыграл актёр.' })).toBe(false);
    expect(isCrossScriptSourceName('Viber', { text: 'Пользователи WhatsApp жалуются.' })).toBe(
      false,
    );
  });
});

describe('unsupportedClaims: the source’s name in the other script (h298)', () => {
  const tesla = 'Илон Маск заявил, что Tesla снизит цены на электромобили на 10%.';
  it('keeps "Тесла" of "Tesla", stops "Форд"', () => {
    expect(claims('Маск заявил, что Тесла снизит цены на 10%.', tesla, 'ru')).toEqual([]);
    expect(claims('Маск заявил, что Форд снизит цены на 10%.', tesla, 'ru')).not.toEqual([]);
  });
  const telegram = 'В Телеграме с понедельника появится новая функция для каналов.';
  it('keeps "Telegram" of "Телеграме", stops "WhatsApp"', () => {
    expect(
      claims('С понедельника в Telegram появится функция для каналов.', telegram, 'ru'),
    ).toEqual([]);
    expect(
      claims('С понедельника в WhatsApp появится функция для каналов.', telegram, 'ru'),
    ).not.toEqual([]);
  });
  const nolan = 'Новый фильм Кристофера Нолана выйдет в прокат 17 июля.';
  it('keeps "Christopher Nolan" of "Кристофера Нолана", stops another director', () => {
    expect(claims('Новый фильм Christopher Nolan выйдет 17 июля.', nolan, 'ru')).toEqual([]);
    expect(claims('Новый фильм Denis Villeneuve выйдет 17 июля.', nolan, 'ru')).not.toEqual([]);
  });
});
