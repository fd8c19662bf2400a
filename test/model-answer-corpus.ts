/**
 * A synthetic corpus: answers we wrote in the way instruction-tuned 7B models (Mistral-7B-Instruct
 * v0.2, Llama 3 8B, Qwen2 7B) answer build-prompt.ts's prompts, not recorded from a model: numbered and bulleted lists, markdown, chatty
 * preambles, reporting clauses ("According to the post", "The author argues that"), echoed
 * prompts, notes after the answer and endings cut off at the token limit. Test data only: the
 * core shapers are measured on it (model-answer-corpus.test.ts); nothing in the product reads it.
 */
import type { CardMode, ThreadStyleId } from '#core/index.ts';

export interface ModelAnswer {
  id: string;
  /** A card mode, or "thread" with its style. */
  kind: CardMode | 'thread';
  style?: ThreadStyleId;
  /** The post (or the visitor's text for a thread) the prompt carried. */
  source: string;
  /** The model's generated_text, as it came. */
  raw: string;
}

const LAUNCH =
  'Update on Artemis: the launch window has moved to May 2027 after new heat shield tests. Crew training continues in Houston and the rollout is planned for early spring.';
const REMOTE =
  'Our 2-year study of 1,600 employees is out. Remote work raised productivity by 13%, cut attrition in half and saved $2,000 per worker a year. Managers were the most skeptical group.';
const MODEL =
  'We are open-sourcing Atlas-7B today under Apache 2.0. It beats models twice its size on reasoning benchmarks and runs on a single 24GB GPU. Weights and code: https://github.com/atlas-ai/atlas';
const RENT =
  'Rents in Lisbon rose 18% in 2025, the fastest in Europe. Average one-bedroom now costs €1,450 a month while the median salary is €1,100. The city council votes on a rent cap next Tuesday.';
const REDDIT =
  'Reddit now lets moderators shadow remove users’ comments. The comment stays visible to its writer but nobody else sees it. Mods say it cuts down on spam rings; critics call it censorship.';
const API =
  'We were getting data pillaged by scrapers so much that it was degrading service for normal users! Temporary reading limits: verified accounts 6,000 posts a day, unverified 600.';
const HIRING =
  'We are hiring! Three backend engineers for our Berlin office, Rust or Go, fully remote within the EU possible. Apply by March 31: jobs.example.com/backend';
const COFFEE =
  'Hot take: the best coffee in town is from the gas station on 5th street. $1.20, no line, and it tastes exactly like coffee should. Fancy cafés are a scam.';
const GYM =
  'Day 1 of my new fitness routine: 5am alarm, cold shower, 10k run and a kale smoothie. Day 2: woke up at noon and ordered pizza. Consistency is key.';
const AI_JOBS =
  'Hot take: AI will replace 80% of software engineers by 2027. If you are not learning prompt engineering right now, you are already behind.';
const LIBRARY =
  'Our city library now opens until midnight on weekdays. Free Wi-Fi, 200 new study seats and a quiet room for exams. Late hours start on Monday, March 3.';
const BITCOIN =
  'Bitcoin just crossed $150,000 for the first time. ETF inflows hit $4.2 billion this week and exchange reserves are at a six-year low.';
const THREAD_TEXT =
  'Electric buses are now 40% of our city fleet. They cost more to buy, about $750,000 each versus $500,000 for diesel, but fuel and maintenance savings pay the difference back in six years. Riders report quieter trips and cleaner air on busy routes. The transit agency plans to go fully electric by 2032, pending a federal grant of $120 million.';
const SLEEP_TEXT =
  'A new study of 40,000 adults found that people who sleep less than six hours a night have a 30% higher risk of heart disease. The researchers followed participants for ten years. Naps did not make up for short nights. The authors recommend a fixed bedtime and no screens an hour before sleep.';

export const MODEL_ANSWER_CORPUS: readonly ModelAnswer[] = [
  // Normal cards.
  {
    id: 'normal-reporting-numbered',
    kind: 'normal',
    source: LAUNCH,
    raw: ' 1. According to the post, the launch window for Artemis moved to May 2027.\n2. The author explains that the delay follows new heat shield tests.\n3. The tweet also mentions that crew training continues in Houston.',
  },
  {
    id: 'normal-author-argues',
    kind: 'normal',
    source: REMOTE,
    raw: 'Here is a summary of the tweet:\n\n1. The author argues that remote work raised productivity by 13% in a two-year study.\n2. The study found that attrition was cut in half among remote employees.\n3. The author adds that managers were the most skeptical group.',
  },
  {
    id: 'normal-this-tweet-announces',
    kind: 'normal',
    source: MODEL,
    raw: '• This tweet announces an open-source model, Atlas-7B, released under Apache 2.0.\n• The user claims it beats models twice its size on reasoning benchmarks.\n• It runs on a single 24GB GPU, the author notes.',
  },
  {
    id: 'normal-preamble-bullets',
    kind: 'normal',
    source: RENT,
    raw: "Sure! Here's a summary of the post in 3 lines:\n\n- Rents in Lisbon rose 18% in 2025, the fastest increase in Europe.\n- An average one-bedroom apartment now costs €1,450 a month, above the median salary.\n- The city council will vote on a rent cap next Tuesday.",
  },
  {
    id: 'normal-markdown-bold',
    kind: 'normal',
    source: REDDIT,
    raw: "**Key points:**\n\n* **Reddit** now lets moderators shadow remove users' comments.\n* A removed comment stays visible to its writer, but nobody else can see it.\n* Moderators say it fights spam rings, while critics call it censorship.",
  },
  {
    id: 'normal-they-and-users',
    kind: 'normal',
    source: API,
    raw: 'The platform says scrapers pillaged its data so much that it was degrading service for normal users.\nThey introduced temporary reading limits for all accounts.\nVerified users can read 6,000 posts a day, unverified users only 600.',
  },
  {
    id: 'normal-echoed-prompt',
    kind: 'normal',
    source: LIBRARY,
    raw: `[INST] You write the text of a summary card for a post from X (formerly Twitter).\n<<<POST b1a2c3d4>>>\n${LIBRARY}\n<<<END POST b1a2c3d4>>>\nNow write the 3 lines. [/INST] The city library now stays open until midnight on weekdays.\nVisitors get free Wi-Fi, 200 new study seats and a quiet exam room.\nThe late opening hours start on Monday, March 3.`,
  },
  {
    id: 'normal-cut-off',
    kind: 'normal',
    source: BITCOIN,
    raw: 'Bitcoin crossed $150,000 for the first time in its history.\nETF inflows reached $4.2 billion over the past week, according to the post.\nExchange reserves have fallen to their lowest level in six years, which the author sees as a sign of',
  },
  {
    id: 'normal-summary-heading-and-note',
    kind: 'normal',
    source: HIRING,
    raw: '### Summary\n1. The company is hiring three backend engineers for its Berlin office.\n2. Candidates should know Rust or Go, and fully remote work within the EU is possible.\n3. Applications close on March 31.\n\nNote: I have kept each line under 25 words as requested.',
  },
  {
    id: 'normal-in-this-tweet',
    kind: 'normal',
    source: COFFEE,
    raw: 'In this tweet, the user shares a hot take about coffee.\nThe user believes the best coffee in town comes from the gas station on 5th street.\nIt costs $1.20, has no line and tastes exactly like coffee should.\nThe tweet claims that fancy cafés are a scam.',
  },
  {
    id: 'normal-quoted-lines',
    kind: 'normal',
    source: GYM,
    raw: '"Day one of the new routine had a 5am alarm, a cold shower, a 10k run and a kale smoothie."\n"On day two the poster woke up at noon and ordered pizza."\n"The post ends with the ironic remark that consistency is key."',
  },
  {
    id: 'normal-trailing-clauses',
    kind: 'normal',
    source: SLEEP_TEXT,
    raw: 'Sleeping under six hours a night raises the risk of heart disease by 30%, the author says.\nThe study followed 40,000 adults for ten years, according to the tweet.\nNaps do not make up for short nights, the post adds.',
  },
  {
    id: 'normal-main-point',
    kind: 'normal',
    source: RENT,
    raw: "The main point of the tweet is that Lisbon's rents grew faster than anywhere else in Europe in 2025.\nThe poster highlights that a one-bedroom now costs more than the median salary of €1,100.\nThe author is hoping the rent cap vote next Tuesday passes.",
  },
  {
    id: 'normal-llama-style',
    kind: 'normal',
    source: MODEL,
    raw: "Here are 3 lines summarizing the post:\n\nAtlas-7B is being open-sourced today under the Apache 2.0 license.\nIt outperforms models twice its size on reasoning benchmarks.\nThe model's weights and code are available on GitHub and run on a single 24GB GPU.",
  },
  {
    id: 'normal-qwen-numbered-parens',
    kind: 'normal',
    source: LAUNCH,
    raw: '1) The Artemis launch window has been pushed back to May 2027.\n2) The delay is due to new heat shield tests, as stated in the post.\n3) Rollout of the rocket is planned for early spring, the tweet says.',
  },
  {
    id: 'normal-planted-link',
    kind: 'normal',
    source: HIRING,
    raw: 'Three backend engineers are wanted for the Berlin office.\nRust or Go experience is required; remote work within the EU is possible.\nApply before March 31 at jobs.example.com/backend or visit http://evil.example/phish?token=abc for details.',
  },
  {
    id: 'normal-spanish',
    kind: 'normal',
    source:
      'El gobierno aprobó hoy la nueva ley de vivienda. Los alquileres en Madrid bajarán un 10% y la ley entra en vigor en enero.',
    raw: 'Según el tweet, el gobierno aprobó una nueva ley de vivienda.\nEl autor explica que los alquileres en Madrid bajarán un 10%.\nLa ley entra en vigor en enero.',
  },
  // Troll cards.
  {
    id: 'troll-plain-lines',
    kind: 'troll',
    source: AI_JOBS,
    raw: 'Ah yes, 80% of engineers replaced by 2027, right after the flying cars and the paperless office.\nPrompt engineering: the only job where typing "please" counts as a technical skill.\nImagine telling users they are "already behind" in a field invented last Tuesday.',
  },
  {
    id: 'troll-numbered-emoji',
    kind: 'troll',
    source: COFFEE,
    raw: '1. Gas station coffee at $1.20: finally a brew with notes of diesel and regret ☕️😂\n2. Fancy cafés are a scam, says the man whose palate peaked at unleaded 🤡\n3. Michelin stars are coming for 5th street any day now 🔥',
  },
  {
    id: 'troll-preamble',
    kind: 'troll',
    source: GYM,
    raw: 'Sure, here are three satirical lines:\n\n- Day 1: built a new person. Day 2: the old one filed a restraining order.\n- Consistency is key, and the key is clearly under the pizza box.\n- A 10k run followed by a 12-hour recovery nap is called balance.',
  },
  {
    id: 'troll-reporting',
    kind: 'troll',
    source: AI_JOBS,
    raw: 'The author claims AI will replace 80% of engineers, which is exactly what the last five hype cycles said too.\nAccording to the tweet, you are behind, presumably on the road to the nearest prompt bootcamp.\nThe user is confident that typing in English is now a rare and precious skill.',
  },
  {
    id: 'troll-markdown',
    kind: 'troll',
    source: BITCOIN,
    raw: '**1.** Bitcoin at $150k: the only asset where "number go up" counts as a business plan.\n**2.** Exchange reserves at a six-year low, just like my faith in anyone who says HODL unironically.\n**3.** ETF inflows of $4.2 billion, because nothing says rebellion like Wall Street paperwork.',
  },
  {
    id: 'troll-with-note',
    kind: 'troll',
    source: REDDIT,
    raw: "Shadow removal: for when a regular ban is too honest.\nYour comment is still there, you just get to enjoy it alone forever.\nModerators fighting spam rings by inventing the world's quietest ghost story.\n\n(Note: these jokes mock the policy, not any person.)",
  },
  {
    id: 'troll-echo-and-cutoff',
    kind: 'troll',
    source: LIBRARY,
    raw: `<<<POST f00dbabe>>>\n${LIBRARY}\n<<<END POST f00dbabe>>>\nNow write the 3 satirical lines.\nA library open until midnight: finally somewhere to pretend to study after pretending all day.\n200 new study seats, for the 200 people who will nap in them.\nA quiet room for exams, right next to the loudest vending machine in`,
  },
  {
    id: 'troll-quoted',
    kind: 'troll',
    source: API,
    raw: '"Temporary reading limits" is the funniest way anyone has ever spelled "we broke it".\n"Verified accounts get 6,000 posts a day", because paying is how you read more memes.\n"Degrading service for normal people" is a bold description of every Monday.',
  },
  // Meme captions.
  {
    id: 'meme-plain',
    kind: 'meme',
    source: GYM,
    raw: 'Me on day 2 of my fitness journey after the cold shower gave me a personality I did not ask for.',
  },
  {
    id: 'meme-preamble-quoted',
    kind: 'meme',
    source: COFFEE,
    raw: 'Here\'s a meme caption for the tweet:\n\n"When the gas station coffee hits better than your $7 oat latte and you have to rethink your whole personality."',
  },
  {
    id: 'meme-hashtags-emoji',
    kind: 'meme',
    source: BITCOIN,
    raw: 'Me checking my portfolio every 4 seconds now that Bitcoin is over $150k 📈😅 #crypto #HODL',
  },
  {
    id: 'meme-explained',
    kind: 'meme',
    source: AI_JOBS,
    raw: 'Caption: Nobody:\nThis tweet: learn prompt engineering or perish.\n\nExplanation: The caption makes fun of the urgent tone of the post.',
  },
  {
    id: 'meme-nobody-format',
    kind: 'meme',
    source: LIBRARY,
    raw: 'Nobody: Absolutely nobody: Me at 11:59pm in the library pretending the quiet room is my apartment.',
  },
  {
    id: 'meme-reporting',
    kind: 'meme',
    source: API,
    raw: 'The author basically says: when you hit your 600 post limit at 9am and have to talk to your family.',
  },
  {
    id: 'meme-markdown',
    kind: 'meme',
    source: REMOTE,
    raw: '**Meme caption:** When the study says remote work boosts productivity by 13% and your manager still wants a daily standup at 8am.',
  },
  {
    id: 'meme-too-long-cutoff',
    kind: 'meme',
    source: RENT,
    raw: 'Me reading that a one-bedroom in Lisbon costs €1,450 while my salary is €1,100 and realising my dream apartment is a tent with a nice view of the river, a bit of Wi-Fi from the café next door, a landlord who is a seagull and',
  },
  // Threads, two per style.
  {
    id: 'thread-standard-counters',
    kind: 'thread',
    style: 'standard',
    source: THREAD_TEXT,
    raw: '1/5 Electric buses now make up 40% of our city fleet. Here is what that means for riders and the budget.\n\n2/5 Each electric bus costs about $750,000, compared to $500,000 for a diesel one.\n\n3/5 Savings on fuel and maintenance pay back the difference in about six years.\n\n4/5 Riders report quieter trips and cleaner air on the busiest routes.\n\n5/5 The transit agency plans to go fully electric by 2032, if a $120 million federal grant comes through. #Thread',
  },
  {
    id: 'thread-standard-preamble-markdown',
    kind: 'thread',
    style: 'standard',
    source: SLEEP_TEXT,
    raw: "Sure! Here's a thread based on the text:\n\n**Tweet 1:** A new study of 40,000 adults links short sleep to heart disease. 🧵\n\n**Tweet 2:** According to the text, people who sleep under six hours a night have a 30% higher risk.\n\n**Tweet 3:** The researchers followed participants for ten years, and naps did not make up for short nights.\n\n**Tweet 4:** The authors recommend a fixed bedtime and no screens an hour before sleep. #Thread #Sleep",
  },
  {
    id: 'thread-exciting',
    kind: 'thread',
    style: 'exciting',
    source: THREAD_TEXT,
    raw: '1/5 🚍⚡ Our city just hit 40% ELECTRIC buses! This is HUGE!\n\n2/5 Yes, they cost $750k each vs $500k for diesel... but WAIT for it! 💸\n\n3/5 Fuel + maintenance savings pay it ALL back in just six years! 🤯\n\n4/5 Quieter rides! Cleaner air! Riders are LOVING it! 🌿\n\n5/5 Fully electric by 2032 with a $120M federal grant! Share this if you want cleaner cities! #MindBlown',
  },
  {
    id: 'thread-exciting-cutoff',
    kind: 'thread',
    style: 'exciting',
    source: SLEEP_TEXT,
    raw: '1/4 STOP scrolling! 😴 Your sleep could be putting your heart at risk!\n\n2/4 A massive study of 40,000 adults found under 6 hours of sleep means a 30% higher risk of heart disease! 💔\n\n3/4 And no, naps do NOT make up for it! 😱\n\n4/4 The fix? A fixed bedtime and no screens an hour before sleep! Share this with every night owl you',
  },
  {
    id: 'thread-detailed',
    kind: 'thread',
    style: 'detailed',
    source: THREAD_TEXT,
    raw: 'Post 1/5: Electric buses now account for 40% of the city fleet. This thread explains their costs, their benefits and the plan ahead.\n\nPost 2/5: Purchase price: an electric bus costs about $750,000, while a diesel bus costs about $500,000, a difference of $250,000.\n\nPost 3/5: Operating costs: lower fuel and maintenance expenses recover that difference in roughly six years.\n\nPost 4/5: Rider experience: passengers report quieter trips and cleaner air on busy routes.\n\nPost 5/5: Outlook: the agency aims for a fully electric fleet by 2032, pending a $120 million federal grant. #DeepDive',
  },
  {
    id: 'thread-detailed-reporting',
    kind: 'thread',
    style: 'detailed',
    source: SLEEP_TEXT,
    raw: '1. The text describes a ten-year study of 40,000 adults on sleep and heart health.\n\n2. According to the text, sleeping less than six hours a night is linked to a 30% higher risk of heart disease.\n\n3. The study also found that naps do not compensate for short nights.\n\n4. The authors recommend a fixed bedtime and avoiding screens for an hour before sleep. #DeepDive',
  },
  {
    id: 'thread-journalist',
    kind: 'thread',
    style: 'journalist',
    source: THREAD_TEXT,
    raw: 'Tweet 1: Electric buses now make up 40% of the city fleet, according to the transit agency.\n\nTweet 2: Each electric bus costs about $750,000, compared with $500,000 for a diesel model.\n\nTweet 3: Fuel and maintenance savings recover the difference in about six years, the agency said.\n\nTweet 4: Riders report quieter trips and cleaner air on busy routes.\n\nTweet 5: The agency plans a fully electric fleet by 2032, pending a $120 million federal grant. #BreakingNews',
  },
  {
    id: 'thread-journalist-echo',
    kind: 'thread',
    style: 'journalist',
    source: SLEEP_TEXT,
    raw: `Request id: 7f3a9c\nStyle: Journalist\n<<<TEXT 7f3a9c>>>\n${SLEEP_TEXT}\n<<<END TEXT 7f3a9c>>>\nNow write the Journalist thread.\n\n(1/4) Adults who sleep less than six hours a night face a 30% higher risk of heart disease, a new study of 40,000 people found.\n\n(2/4) Researchers followed the participants for ten years.\n\n(3/4) Naps did not offset short nights, according to the study.\n\n(4/4) The authors recommend a fixed bedtime and no screens an hour before sleep. #BreakingNews`,
  },
  {
    id: 'thread-troll',
    kind: 'thread',
    style: 'troll',
    source: THREAD_TEXT,
    raw: "1/5 Electric buses are 40% of the fleet now, so 60% of the buses still run on dinosaur juice and vibes.\n\n2/5 $750,000 per bus. For that price it should at least fly, or make coffee.\n\n3/5 They say savings pay it back in six years, which in city budget years is roughly the heat death of the universe.\n\n4/5 Riders report cleaner air, mostly because they're holding their breath waiting for the 2032 deadline.\n\n5/5 Fully electric by 2032, assuming a $120M grant shows up like a bus on time. Mic drop. #HotTake",
  },
  {
    id: 'thread-troll-bullets',
    kind: 'thread',
    style: 'troll',
    source: SLEEP_TEXT,
    raw: "Here's your troll thread:\n\n- Sleeping under six hours raises your heart disease risk by 30%, so every startup founder is basically a medical study.\n- Naps don't make up for short nights. My 4pm nap is filing a formal complaint.\n- 40,000 adults were followed for ten years, which is the longest anyone has tracked my bedtime.\n- The experts recommend no screens an hour before bed. Posting this at 2am, of course. #HotTake",
  },
  {
    id: 'thread-cryptobro',
    kind: 'thread',
    style: 'cryptobro',
    source: THREAD_TEXT,
    raw: '1/5 GM frens 🚀 Electric buses are 40% of the fleet. This is the early adopter phase. WAGMI.\n\n2/5 $750k per bus vs $500k diesel. Short-term pain, long-term gains. Diamond hands only 💎🙌\n\n3/5 Fuel and maintenance savings pay it back in 6 years. That is basically a yield farm on wheels.\n\n4/5 Quieter rides, cleaner air. The fundamentals are bullish.\n\n5/5 Fully electric by 2032 with a $120M grant. Not financial advice. LFG 🔥 #ToTheMoon',
  },
  {
    id: 'thread-cryptobro-labels',
    kind: 'thread',
    style: 'cryptobro',
    source: SLEEP_TEXT,
    raw: 'Tweet 1 (Hook): Ser, your sleep schedule is a rug pull 📉 Under 6 hours = 30% higher heart disease risk.\n\nTweet 2 (Alpha): 40,000 adults tracked for 10 years. That is a long-term hold.\n\nTweet 3 (FUD): Naps do NOT make up for short nights. No shortcuts to the moon.\n\nTweet 4 (Call to action): Fixed bedtime, no screens an hour before sleep. Stack sats AND sleep, anon 🚀 #ToTheMoon',
  },
];
