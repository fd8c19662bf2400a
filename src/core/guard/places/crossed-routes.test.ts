import { describe, expect, it } from 'vitest';
import { crossedRoutes } from './crossed-routes.ts';

const TIMETABLE = {
  text: "From Sunday 14 December, Pennine Rail's new timetable adds two extra trains an hour between Leeds and Bradford on weekdays. The last train from Manchester Piccadilly to Huddersfield will leave at 23:40 instead of 22:55. Services between York and Scarborough will run every hour on Sundays rather than every two hours.",
  langs: ['en'],
};
const FAHRPLAN = {
  text: 'Ab Dezember fahren zwischen Kassel und Göttingen zwei Züge mehr pro Stunde. Der letzte Zug von Fulda nach Erfurt fährt um 23:40.',
  langs: ['de'],
};

describe("a place moved onto another of the post's routes", () => {
  it.each([
    [
      TIMETABLE,
      'The new timetable adds two extra trains an hour between Leeds and Huddersfield on weekdays.',
      'Leeds and Huddersfield',
    ],
    [
      TIMETABLE,
      'Services from York to Bradford will run every hour on Sundays.',
      'York and Bradford',
    ],
    [FAHRPLAN, 'Zwischen Kassel und Erfurt fahren zwei Züge mehr pro Stunde.', 'Kassel and Erfurt'],
  ])('stops a route whose places are two routes’ (%#)', (source, line, words) => {
    expect(crossedRoutes(line, source)).toEqual([words]);
  });

  it.each([
    [TIMETABLE, 'Weekdays get 2 more trains each hour between Leeds and Bradford.'],
    [TIMETABLE, 'The last Manchester Piccadilly to Huddersfield train will now leave at 11:40pm.'],
    [
      TIMETABLE,
      'On Sundays, York–Scarborough trains go from one every two hours to one every hour.',
    ],
    [TIMETABLE, 'The timetable changes from Sunday to Monday.'],
    [FAHRPLAN, 'Der letzte Zug von Fulda nach Erfurt fährt jetzt um 23:40.'],
  ])('keeps the post’s own routes (%#)', (source, line) => {
    expect(crossedRoutes(line, source)).toEqual([]);
  });

  it('keeps two places the post names in one sentence', () => {
    const source = {
      text: 'New buses link Leeds, Bradford and Halifax from Monday to Friday.',
      langs: ['en'],
    };
    expect(crossedRoutes('New buses run between Leeds and Halifax.', source)).toEqual([]);
  });
});
