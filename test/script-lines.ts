/**
 * One line in each script a card may hold (issue 23, item 7): the tofu tests draw them and the
 * card-render bench times them. Ordinary news sentences, not pangrams, so the letters are the
 * ones posts use.
 */
export const SCRIPT_LINES: readonly (readonly [script: string, line: string])[] = [
  ['Latin', 'Crème brûlée, naïve façade, Ångström'],
  ['Arabic', 'افتتحت المدينة مكتبة عامة جديدة اليوم'],
  ['Hebrew', 'העירייה פתחה היום ספרייה ציבורית חדשה'],
  ['Japanese', '新しい市立図書館が今日開館しました'],
  ['Chinese', '新的市立图书馆今天开放了'],
  ['Korean', '새 시립 도서관이 오늘 문을 열었습니다'],
  ['Devanagari', 'नगर में आज एक नया सार्वजनिक पुस्तकालय खुला'],
  ['Thai', 'ห้องสมุดประชาชนแห่งใหม่เปิดวันนี้'],
  ['emoji', '🚀😂🔥🎉👀❤️'],
];
