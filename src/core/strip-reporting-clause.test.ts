import { describe, expect, it } from 'vitest';
import { reportingClauseWarmSteps, stripReportingClause } from './strip-reporting-clause.ts';

describe('stripReportingClause', () => {
  it.each([
    // The issue's own cases.
    [
      'According to the post, the launch window moved to May 2027',
      'The launch window moved to May 2027',
    ],
    ['The author argues that remote work raised productivity', 'Remote work raised productivity'],
    ['This tweet announces an open-source model', 'Announces an open-source model'],
    ['Engineers are invited to apply, the author adds', 'Engineers are invited to apply'],
    // Leading pointers.
    ['According to the tweet the bridge reopens Monday.', 'The bridge reopens Monday.'],
    ['As stated in the post, fares rise by 5% in June.', 'Fares rise by 5% in June.'],
    ['As per the tweet, fares rise by 5% in June.', 'Fares rise by 5% in June.'],
    [
      'In this tweet, the author shares a photo of the new office.',
      'Shares a photo of the new office.',
    ],
    ['Based on the post, it seems that the beta is delayed.', 'The beta is delayed.'],
    ['From the thread, we learn that the team grew to 40 people.', 'The team grew to 40 people.'],
    ['Según el tweet, el gobierno aprobó la ley.', 'El gobierno aprobó la ley.'],
    [
      "Selon l'auteur, la ville ouvre trois pistes cyclables.",
      'La ville ouvre trois pistes cyclables.',
    ],
    [
      'このツイートによると、渋谷に新しいカフェがオープンしました。',
      '渋谷に新しいカフェがオープンしました。',
    ],
    ['根据推文，新图书馆将于周一开放。', '新图书馆将于周一开放。'],
    ['Der Autor sagt: Die Bahn wird ab Mai teurer.', 'Die Bahn wird ab Mai teurer.'],
    // Subjects and their verbs.
    ['The user @maya_dev says the API is down.', 'The API is down.'],
    ['The author, a nurse in Leeds, says that shifts got longer.', 'Shifts got longer.'],
    ["The post's author claims that prices doubled.", 'Prices doubled.'],
    ['The author of the tweet explains that the fix ships today.', 'The fix ships today.'],
    ['The author is excited to announce that the beta opens Monday.', 'The beta opens Monday.'],
    ['They also note that the app is free for students.', 'The app is free for students.'],
    ['OP says the recipe needs less sugar.', 'The recipe needs less sugar.'],
    ['The tweet discusses the importance of sleep.', 'The importance of sleep.'],
    ['The tweet is a reminder to back up your files.', 'A reminder to back up your files.'],
    ['The user is frustrated with airline delays.', 'Frustrated with airline delays.'],
    ['The main point of the tweet is that rents keep rising.', 'Rents keep rising.'],
    ['The author argues for a four-day week.', 'Argues for a four-day week.'],
    // Trailing and middle clauses.
    [
      'Sleep under six hours raises the risk by 30%, according to the tweet.',
      'Sleep under six hours raises the risk by 30%.',
    ],
    ['Naps do not help, the post adds.', 'Naps do not help.'],
    ['Naps do not help, says the author.', 'Naps do not help.'],
    ['Remote work is here to stay, as the author puts it.', 'Remote work is here to stay.'],
    ['Prices will rise, they claim, by 20% next year.', 'Prices will rise by 20% next year.'],
    ['Three photos show the damage in the tweet.', 'Three photos show the damage.'],
  ])('%s', (line, stated) => {
    expect(stripReportingClause(line)).toBe(stated);
  });

  it.each([
    'This tweet is about the following:',
    'This tweet is about the following',
    'The post discusses several key points.',
    'According to the tweet:',
  ])('leaves nothing of a line with no content: %s', (line) => {
    expect(stripReportingClause(line)).toBe('');
  });

  it.each([
    'According to NASA, the rocket launches in May.',
    'The update adds dark mode.',
    'The post office closes at 5pm on Fridays.',
    'Users report that the app crashes on start.',
    'The authors of the study recommend a fixed bedtime.',
    'Apple says the phone ships in September.',
  ])('leaves a line that reports nothing about the post as it was: %s', (line) => {
    expect(stripReportingClause(line)).toBe(line);
  });

  it('never turns a hope or a denial into a fact', () => {
    expect(stripReportingClause('The author hopes that the vote passes.')).toBe(
      'Hopes that the vote passes.',
    );
    expect(stripReportingClause('The author is hoping the vote passes.')).toBe(
      'Hoping the vote passes.',
    );
    expect(stripReportingClause('The author did not say that prices will fall.')).toBe(
      'The author did not say that prices will fall.',
    );
  });

  it('reads a clause in any case, and gives the content back as it was written', () => {
    expect(stripReportingClause('ACCORDING TO THE POST, THE LAUNCH MOVED TO MAY.')).toBe(
      'THE LAUNCH MOVED TO MAY.',
    );
    expect(stripReportingClause('The Author Argues That Remote Work Raised Productivity')).toBe(
      'Remote Work Raised Productivity',
    );
    expect(stripReportingClause('Naps Do Not Help, The Post Adds.')).toBe('Naps Do Not Help.');
    expect(stripReportingClause('Prices will rise, They Claim, by 20% in İzmir.')).toBe(
      'Prices will rise by 20% in İzmir.',
    );
  });

  it('cuts at the right place after a letter that grows when lower-cased (İ)', () => {
    expect(stripReportingClause('İzmir won the bid, according to the tweet.')).toBe(
      'İzmir won the bid.',
    );
    expect(stripReportingClause('The author says that İzmir won the bid.')).toBe(
      'İzmir won the bid.',
    );
    expect(stripReportingClause('İ İ İ, the author adds, İ İ.')).toBe('İ İ İ İ İ.');
  });

  it('is warmed one pattern a step, and reads lines as before after it', () => {
    const steps = reportingClauseWarmSteps();
    expect(steps.length).toBeGreaterThan(10);
    for (const step of steps) step();
    expect(stripReportingClause('Naps do not help, the post adds.')).toBe('Naps do not help.');
    expect(stripReportingClause('The update adds dark mode.')).toBe('The update adds dark mode.');
  });
});
