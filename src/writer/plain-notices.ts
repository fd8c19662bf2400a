/**
 * What the writer says, plainly and in the post's language, where it has no voice for that
 * language: its jokes and thread voices are English. Rather than joke in English on a Spanish
 * post, a troll card and a meme say so in Spanish, and a thread too short for four posts says how
 * it was written. Languages without an entry get the English words.
 */

export interface PlainNotices {
  /** A line of a Troll card. */
  troll: string;
  /** A Meme caption. */
  meme: string;
  /** A post that fills a thread of a short text. */
  thread: string;
}

const ENGLISH: PlainNotices = {
  troll: 'The embedded writer has no jokes in this language; connect a language model for them.',
  meme: 'No meme in this language: the embedded writer only jokes in English.',
  thread: 'Written without a language model, from the text’s own sentences.',
};

const NOTICES: Readonly<Record<string, PlainNotices>> = {
  es: {
    troll:
      'El escritor sin modelo no sabe hacer bromas en español; conecta un modelo de lenguaje para tenerlas.',
    meme: 'Sin meme en español: el escritor sin modelo no sabe hacer bromas en este idioma.',
    thread: 'Hilo escrito sin modelo de lenguaje, con las frases del propio texto.',
  },
  pt: {
    troll:
      'O escritor sem modelo não sabe fazer piadas em português; conecte um modelo de linguagem para tê-las.',
    meme: 'Sem meme em português: o escritor sem modelo não sabe fazer piadas neste idioma.',
    thread: 'Fio escrito sem modelo de linguagem, com as frases do próprio texto.',
  },
  fr: {
    troll:
      'Le rédacteur sans modèle ne sait pas plaisanter en français ; connectez un modèle de langage pour cela.',
    meme: 'Pas de mème en français : le rédacteur sans modèle ne sait pas plaisanter dans cette langue.',
    thread: 'Fil écrit sans modèle de langage, avec les phrases du texte lui-même.',
  },
  de: {
    troll:
      'Der Schreiber ohne Sprachmodell kann auf Deutsch keine Witze machen; verbinde dafür ein Sprachmodell.',
    meme: 'Kein Meme auf Deutsch: Der Schreiber ohne Sprachmodell kann in dieser Sprache keine Witze machen.',
    thread: 'Thread ohne Sprachmodell geschrieben, aus den Sätzen des Textes selbst.',
  },
  it: {
    troll:
      'Lo scrittore senza modello non sa fare battute in italiano; collega un modello linguistico per averle.',
    meme: 'Niente meme in italiano: lo scrittore senza modello non sa fare battute in questa lingua.',
    thread: 'Thread scritto senza modello linguistico, con le frasi del testo stesso.',
  },
  nl: {
    troll:
      'De schrijver zonder taalmodel kan geen grappen maken in het Nederlands; koppel daarvoor een taalmodel.',
    meme: 'Geen meme in het Nederlands: de schrijver zonder taalmodel kan in deze taal geen grappen maken.',
    thread: 'Thread geschreven zonder taalmodel, met de zinnen van de tekst zelf.',
  },
  ja: {
    troll:
      '言語モデルなしの書き手は日本語でジョークを書けません。ジョークには言語モデルを接続してください。',
    meme: '言語モデルなしでは日本語のミームは書けません。',
    thread: 'このスレッドは言語モデルを使わず、元の文章の文で書かれています。',
  },
  zh: {
    troll: '没有语言模型的写作器不会用中文开玩笑；如需笑话，请连接一个语言模型。',
    meme: '没有语言模型，就写不出中文表情包。',
    thread: '本帖串未使用语言模型，由原文的句子组成。',
  },
  ko: {
    troll:
      '언어 모델 없는 작성기는 한국어로 농담을 쓸 수 없습니다. 농담을 원하면 언어 모델을 연결하세요.',
    meme: '언어 모델 없이는 한국어 밈을 쓸 수 없습니다.',
    thread: '이 스레드는 언어 모델 없이 원문의 문장으로 작성되었습니다.',
  },
  ar: {
    troll:
      'الكاتب المدمج بلا نموذج لغوي لا يعرف المزاح بالعربية؛ صِل نموذجًا لغويًا للحصول على النكات.',
    meme: 'لا ميم بالعربية: الكاتب بلا نموذج لغوي لا يعرف المزاح بهذه اللغة.',
    thread: 'كُتبت هذه السلسلة دون نموذج لغوي، من جمل النص نفسه.',
  },
  he: {
    troll: 'הכותב ללא מודל שפה לא יודע להתבדח בעברית; חברו מודל שפה כדי לקבל בדיחות.',
    meme: 'אין מם בעברית: הכותב ללא מודל שפה לא יודע להתבדח בשפה הזו.',
    thread: 'השרשור נכתב ללא מודל שפה, מהמשפטים של הטקסט עצמו.',
  },
  ru: {
    troll:
      'Встроенный автор без языковой модели не умеет шутить по-русски; подключите языковую модель.',
    meme: 'Мема на русском нет: без языковой модели автор не умеет шутить на этом языке.',
    thread: 'Тред написан без языковой модели, из предложений самого текста.',
  },
  tr: {
    troll: 'Dil modeli olmayan yazar Türkçe şaka yapamıyor; şakalar için bir dil modeli bağlayın.',
    meme: 'Türkçe meme yok: dil modeli olmadan bu dilde şaka yapılamıyor.',
    thread: 'Bu zincir dil modeli olmadan, metnin kendi cümleleriyle yazıldı.',
  },
  pl: {
    troll:
      'Autor bez modelu językowego nie umie żartować po polsku; podłącz model językowy, aby je mieć.',
    meme: 'Brak mema po polsku: bez modelu językowego autor nie umie żartować w tym języku.',
    thread: 'Wątek napisany bez modelu językowego, ze zdań samego tekstu.',
  },
  id: {
    troll:
      'Penulis tanpa model bahasa tidak bisa bercanda dalam bahasa Indonesia; hubungkan model bahasa untuk itu.',
    meme: 'Tidak ada meme dalam bahasa Indonesia: tanpa model bahasa, penulis tidak bisa bercanda.',
    thread: 'Utas ini ditulis tanpa model bahasa, dari kalimat teks itu sendiri.',
  },
};

/** The notices in `language` (a two-letter code), or in English where we have no words for it. */
export function plainNotices(language: string): PlainNotices {
  return NOTICES[language] ?? ENGLISH;
}
