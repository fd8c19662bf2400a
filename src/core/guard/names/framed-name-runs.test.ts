/**
 * A name of two words put in the place of the post's between its own words (framed-name-runs.ts):
 * Tamil "ஆட்சியர் கவிதா ராமு அறிவித்தார்" of "ஆட்சியர் ரஷ்மி சித்தார்த் அறிவித்துள்ளார்" passed,
 * the verb after the name in another tense.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const RAIN =
  'சென்னை வானிலை ஆய்வு மையம் அறிவிப்பு: நாளை (புதன்கிழமை) பள்ளிகளுக்கு விடுமுறை என மாவட்ட ஆட்சியர் ரஷ்மி சித்தார்த் அறிவித்துள்ளார்.';
const STRIKE =
  'लखनऊ नगर निगम की बोर्ड बैठक में बुधवार को गृहकर पर 10% छूट का प्रस्ताव पास हुआ। 31 जुलाई तक पूरा कर जमा करने वाले करीब 5.5 लाख भवन स्वामियों को इसका लाभ मिलेगा। महापौर सुषमा खर्कवाल ने बताया कि निगम ने इस साल 600 करोड़ रुपये वसूली का लक्ष्य रखा है। बैठक में गोमती नगर में 2 नए पार्क बनाने को भी मंजूरी मिली।';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a name of two words between the post’s words', () => {
  it('stops another person after the post’s title', () => {
    expect(names('பள்ளிகளுக்கு நாளை விடுமுறை என ஆட்சியர் கவிதா ராமு அறிவித்தார்.', RAIN, 'ta')).toEqual([
      'கவிதா ராமு',
    ]);
  });

  it('keeps the post’s name, and a phrase reworded before a grammar word', () => {
    expect(names('பள்ளிகளுக்கு விடுமுறை என ஆட்சியர் ரஷ்மி சித்தார்த் அறிவித்தார்.', RAIN, 'ta')).toEqual([]);
    // Another reader stops "मालिकों" (owners) of "स्वामियों"; "कर जमा करने वाले" reworded is kept.
    const line = '31 जुलाई तक पूरा टैक्स भरने वाले लगभग साढ़े पांच लाख भवन मालिकों को छूट मिलेगी।';
    expect(names(line, STRIKE, 'hi')).not.toContain('टैक्स भरने');
  });

  it('keeps Hindi grammar said otherwise, and stops a name in its place', () => {
    const said = 'मंत्री ने कहा कि अगले महीने कीमतें बढ़ेंगी।';
    // "के अनुसार" (according to) of "ने कहा कि" (said that): postpositions, no name.
    expect(names('मंत्री के अनुसार अगले महीने कीमतें बढ़ेंगी।', said, 'hi')).toEqual([]);
    const named = 'मंत्री सुनील जोशी ने कहा कि अगले महीने कीमतें बढ़ेंगी।';
    expect(names('मंत्री राकेश वर्मा ने कहा कि अगले महीने कीमतें बढ़ेंगी।', named, 'hi')).toContain(
      'राकेश वर्मा',
    );
  });
});
