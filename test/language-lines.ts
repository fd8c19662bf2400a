/**
 * Texts whose language is known, for the language detectors' comparison
 * (bench/language-detectors.ts, docs/decisions/024) and src/core/detect-language.test.ts: short
 * lines written for it, the recorded posts by their networks' tags, the guard cases by their files.
 */
import { evalPosts } from '../eval/eval-posts.ts';
import { loadGuardCases } from '../eval/guard-cases.ts';

/**
 * Short lines (5-15 words, as long as a card's line or a model's line) in 25 languages: the page
 * and the guard judge one line at a time, and the recorded posts are nearly all English. Each
 * language says the same twelve things (so no language is handed easier topics), two of them
 * with a handle or a hashtag, as posts have, and two of 5-6 words.
 */
export const LANGUAGE_LINES: Readonly<Record<string, readonly string[]>> = {
  en: [
    'The city council approved 40 new electric buses for next year.',
    'Our database was down for 47 minutes after a bad migration.',
    'Somewhere, a group chat is already drafting a rebuttal to this.',
    'The bakery raised its prices again, and nobody is happy about it.',
    'She finished the marathon in under three hours on her first try.',
    'Apparently the new phone costs more than my first car did.',
    'Tickets for the summer festival go on sale this Friday morning.',
    'The museum will stay open until ten on weekends.',
    'Big news from @acme: version 5 ships today with dark mode #release',
    'Honestly this is the best pizza I have had all year.',
    'The trains are late again.',
    'We won the final today!',
  ],
  es: [
    'El ayuntamiento aprobó 40 autobuses eléctricos nuevos para el próximo año.',
    'Nuestra base de datos estuvo caída 47 minutos por una migración.',
    'En algún grupo de WhatsApp ya están preparando una respuesta a esto.',
    'La panadería subió otra vez los precios y nadie está contento.',
    'Terminó el maratón en menos de tres horas en su primer intento.',
    'Por lo visto, el nuevo móvil cuesta más que mi primer coche.',
    'Las entradas del festival de verano salen a la venta este viernes.',
    'El museo abrirá hasta las diez los fines de semana.',
    'Gran noticia de @acme: la versión 5 sale hoy con modo oscuro #lanzamiento',
    'Sinceramente, es la mejor pizza que he comido en todo el año.',
    'Los trenes vuelven a llegar tarde.',
    '¡Hoy ganamos la final del torneo!',
  ],
  fr: [
    "La mairie a voté l'achat de 40 bus électriques pour l'an prochain.",
    'Notre base de données est tombée pendant 47 minutes hier soir.',
    'Quelque part, un groupe de discussion prépare déjà une réponse à ça.',
    "La boulangerie a encore augmenté ses prix et personne n'est content.",
    'Elle a couru le marathon en moins de trois heures du premier coup.',
    'Apparemment, le nouveau téléphone coûte plus cher que ma première voiture.',
    "Les billets du festival d'été seront en vente dès vendredi matin.",
    "Le musée restera ouvert jusqu'à vingt-deux heures le week-end.",
    "Grosse annonce de @acme : la version 5 sort aujourd'hui avec le mode sombre #lancement",
    "Franchement, c'est la meilleure pizza que j'ai mangée cette année.",
    'Les trains sont encore en retard.',
    "On a gagné la finale aujourd'hui !",
  ],
  de: [
    'Der Stadtrat hat 40 neue Elektrobusse für das nächste Jahr genehmigt.',
    'Unsere Datenbank war nach einer Migration 47 Minuten lang ausgefallen.',
    'Irgendwo schreibt eine Chatgruppe schon eine Antwort darauf.',
    'Die Bäckerei hat die Preise schon wieder erhöht, und keiner freut sich.',
    'Sie lief den Marathon beim ersten Versuch in unter drei Stunden.',
    'Das neue Handy kostet offenbar mehr als mein erstes Auto.',
    'Karten für das Sommerfest gibt es ab Freitagmorgen.',
    'Am Wochenende hat das Museum bis zweiundzwanzig Uhr geöffnet.',
    'Große Neuigkeit von @acme: Version 5 erscheint heute mit Dark Mode #release',
    'Ehrlich gesagt ist das die beste Pizza, die ich dieses Jahr gegessen habe.',
    'Die Züge sind schon wieder verspätet.',
    'Wir haben heute das Finale gewonnen!',
  ],
  it: [
    "Il consiglio comunale ha approvato 40 nuovi autobus elettrici per l'anno prossimo.",
    'Il nostro database è rimasto fermo per 47 minuti dopo una migrazione.',
    'Da qualche parte, una chat di gruppo sta già preparando una risposta.',
    'Il panificio ha alzato di nuovo i prezzi e nessuno è contento.',
    'Ha corso la maratona in meno di tre ore al primo tentativo.',
    'A quanto pare il nuovo telefono costa più della mia prima macchina.',
    'I biglietti per il festival estivo saranno in vendita da venerdì mattina.',
    'Nel fine settimana il museo resterà aperto fino alle dieci di sera.',
    'Grande notizia da @acme: la versione 5 esce oggi con la modalità scura #lancio',
    "Sinceramente è la pizza più buona che ho mangiato quest'anno.",
    'I treni sono di nuovo in ritardo.',
    'Oggi abbiamo vinto la finale!',
  ],
  pt: [
    'A câmara municipal aprovou 40 novos ônibus elétricos para o próximo ano.',
    'Nosso banco de dados ficou fora do ar por 47 minutos depois de uma migração.',
    'Em algum lugar, um grupo de conversa já está preparando uma resposta.',
    'A padaria aumentou os preços de novo e ninguém está feliz.',
    'Ela terminou a maratona em menos de três horas na primeira tentativa.',
    'Pelo visto, o celular novo custa mais do que o meu primeiro carro.',
    'Os ingressos para o festival de verão começam a ser vendidos na sexta.',
    'O museu vai ficar aberto até as dez da noite nos fins de semana.',
    'Grande novidade da @acme: a versão 5 sai hoje com modo escuro #lançamento',
    'Sinceramente, é a melhor pizza que eu comi este ano.',
    'Os trens estão atrasados de novo.',
    'Hoje ganhamos a final do torneio!',
  ],
  nl: [
    'De gemeenteraad keurde 40 nieuwe elektrische bussen goed voor volgend jaar.',
    'Onze database lag 47 minuten plat na een mislukte migratie.',
    'Ergens is een groepsapp al een weerwoord hierop aan het schrijven.',
    'De bakker heeft de prijzen weer verhoogd en niemand is er blij mee.',
    'Ze liep de marathon bij haar eerste poging in minder dan drie uur.',
    'Blijkbaar kost die nieuwe telefoon meer dan mijn eerste auto.',
    'Kaartjes voor het zomerfestival zijn vanaf vrijdagochtend te koop.',
    "In het weekend blijft het museum open tot tien uur 's avonds.",
    'Groot nieuws van @acme: versie 5 komt vandaag uit met een donkere modus #release',
    'Eerlijk gezegd is dit de beste pizza die ik dit jaar heb gegeten.',
    'De treinen zijn weer te laat.',
    'We hebben vandaag de finale gewonnen!',
  ],
  pl: [
    'Rada miasta zatwierdziła zakup 40 nowych autobusów elektrycznych na przyszły rok.',
    'Nasza baza danych nie działała przez 47 minut po nieudanej migracji.',
    'Gdzieś na czacie grupowym ktoś już pisze odpowiedź na to.',
    'Piekarnia znowu podniosła ceny i nikt nie jest zadowolony.',
    'Przebiegła maraton w niecałe trzy godziny za pierwszym razem.',
    'Podobno nowy telefon kosztuje więcej niż mój pierwszy samochód.',
    'Bilety na letni festiwal będą w sprzedaży od piątku rano.',
    'W weekendy muzeum będzie otwarte do dwudziestej drugiej.',
    'Wielka wiadomość od @acme: wersja 5 wychodzi dziś z trybem ciemnym #premiera',
    'Szczerze mówiąc, to najlepsza pizza, jaką jadłem w tym roku.',
    'Pociągi znowu są dziś opóźnione.',
    'Dzisiaj wygraliśmy finał całego turnieju!',
  ],
  tr: [
    'Belediye meclisi gelecek yıl için 40 yeni elektrikli otobüsü onayladı.',
    'Veritabanımız hatalı bir geçiş yüzünden 47 dakika çalışmadı.',
    'Bir yerlerde bir grup sohbeti buna şimdiden cevap yazıyor.',
    'Fırın fiyatlara yine zam yaptı ve kimse memnun değil.',
    'Maratonu ilk denemesinde üç saatin altında bitirdi.',
    'Görünüşe göre yeni telefon ilk arabamdan daha pahalı.',
    'Yaz festivalinin biletleri cuma sabahı satışa çıkıyor.',
    'Müze hafta sonları akşam ona kadar açık kalacak.',
    "@acme'den büyük haber: 5. sürüm bugün karanlık modla çıkıyor #lansman",
    'Açıkçası bu yıl yediğim en iyi pizza bu.',
    'Trenler yine geç kaldı bugün.',
    'Bugün turnuvanın finalini sonunda kazandık!',
  ],
  id: [
    'Dewan kota menyetujui 40 bus listrik baru untuk tahun depan.',
    'Basis data kami mati selama 47 menit setelah migrasi yang gagal.',
    'Di suatu tempat, sebuah grup obrolan sudah menyiapkan bantahan untuk ini.',
    'Toko roti itu menaikkan harga lagi dan tidak ada yang senang.',
    'Dia menyelesaikan maraton dalam waktu kurang dari tiga jam pada percobaan pertama.',
    'Ternyata ponsel baru itu lebih mahal daripada mobil pertamaku.',
    'Tiket festival musim panas mulai dijual hari Jumat pagi.',
    'Museum akan buka sampai pukul sepuluh malam setiap akhir pekan.',
    'Kabar besar dari @acme: versi 5 rilis hari ini dengan mode gelap #rilis',
    'Jujur saja, ini pizza paling enak yang saya makan tahun ini.',
    'Keretanya terlambat lagi hari ini.',
    'Kami memenangkan final hari ini!',
  ],
  vi: [
    'Hội đồng thành phố đã duyệt 40 xe buýt điện mới cho năm sau.',
    'Cơ sở dữ liệu của chúng tôi ngừng hoạt động 47 phút sau khi chuyển đổi.',
    'Đâu đó, một nhóm chat đang soạn câu trả lời cho chuyện này.',
    'Tiệm bánh lại tăng giá và chẳng ai vui cả.',
    'Cô ấy chạy xong marathon dưới ba giờ ngay lần đầu tiên.',
    'Nghe nói chiếc điện thoại mới còn đắt hơn chiếc xe đầu tiên của tôi.',
    'Vé lễ hội mùa hè sẽ được bán từ sáng thứ Sáu.',
    'Bảo tàng mở cửa đến mười giờ tối vào cuối tuần.',
    'Tin lớn từ @acme: phiên bản 5 ra mắt hôm nay với chế độ tối',
    'Thật lòng mà nói, đây là chiếc pizza ngon nhất tôi ăn năm nay.',
    'Tàu lại bị trễ nữa rồi.',
    'Hôm nay chúng tôi thắng trận chung kết!',
  ],
  sv: [
    'Kommunfullmäktige godkände 40 nya elbussar för nästa år.',
    'Vår databas låg nere i 47 minuter efter en misslyckad migrering.',
    'Någonstans skriver en gruppchatt redan ett svar på det här.',
    'Bageriet har höjt priserna igen och ingen är glad över det.',
    'Hon sprang maraton på under tre timmar första gången hon försökte.',
    'Den nya telefonen kostar tydligen mer än min första bil.',
    'Biljetterna till sommarfestivalen släpps på fredag morgon.',
    'Museet har öppet till klockan tio på helgerna.',
    'Stora nyheter från @acme: version 5 släpps i dag med mörkt läge #release',
    'Ärligt talat är det här årets bästa pizza för min del.',
    'Tågen är försenade igen idag.',
    'Vi vann finalen i dag!',
  ],
  cs: [
    'Městská rada schválila 40 nových elektrických autobusů na příští rok.',
    'Naše databáze po nepovedené migraci 47 minut nefungovala.',
    'Někde už skupinový chat píše odpověď na tohle.',
    'Pekárna zase zdražila a nikdo z toho nemá radost.',
    'Maraton uběhla za méně než tři hodiny hned napoprvé.',
    'Nový telefon prý stojí víc než moje první auto.',
    'Vstupenky na letní festival se začnou prodávat v pátek ráno.',
    'O víkendech bude muzeum otevřené až do deseti večer.',
    'Velká novinka od @acme: verze 5 vychází dnes s tmavým režimem',
    'Upřímně, tohle je nejlepší pizza, jakou jsem letos jedl.',
    'Vlaky mají dnes zase zpoždění.',
    'Dnes jsme vyhráli finále turnaje!',
  ],
  ro: [
    'Consiliul local a aprobat 40 de autobuze electrice noi pentru anul viitor.',
    'Baza noastră de date a căzut timp de 47 de minute după o migrare.',
    'Undeva, un grup de chat pregătește deja un răspuns la asta.',
    'Brutăria a scumpit din nou pâinea și nimeni nu e mulțumit.',
    'A terminat maratonul în mai puțin de trei ore la prima încercare.',
    'Se pare că noul telefon costă mai mult decât prima mea mașină.',
    'Biletele pentru festivalul de vară se pun în vânzare vineri dimineață.',
    'Muzeul va fi deschis până la ora zece seara în weekend.',
    'Veste mare de la @acme: versiunea 5 apare azi cu modul întunecat #lansare',
    'Sincer, e cea mai bună pizza pe care am mâncat-o anul acesta.',
    'Trenurile au iar întârziere azi.',
    'Azi am câștigat finala turneului!',
  ],
  ru: [
    'Городской совет одобрил закупку 40 новых электробусов на следующий год.',
    'Наша база данных не работала 47 минут после неудачной миграции.',
    'Где-то в групповом чате уже пишут ответ на это.',
    'Пекарня снова подняла цены, и никто этому не рад.',
    'Она пробежала марафон меньше чем за три часа с первой попытки.',
    'Говорят, новый телефон стоит дороже моей первой машины.',
    'Билеты на летний фестиваль поступят в продажу в пятницу утром.',
    'По выходным музей будет открыт до десяти вечера.',
    'Большая новость от @acme: версия 5 выходит сегодня с тёмной темой #релиз',
    'Честно говоря, это лучшая пицца, которую я ел в этом году.',
    'Поезда опять опаздывают сегодня утром.',
    'Сегодня мы выиграли финал турнира!',
  ],
  uk: [
    'Міська рада схвалила закупівлю 40 нових електробусів на наступний рік.',
    'Наша база даних не працювала 47 хвилин після невдалої міграції.',
    'Десь у груповому чаті вже пишуть відповідь на це.',
    'Пекарня знову підняла ціни, і ніхто цьому не радий.',
    'Вона пробігла марафон менш ніж за три години з першої спроби.',
    'Кажуть, новий телефон коштує більше за мою першу машину.',
    "Квитки на літній фестиваль надійдуть у продаж у п'ятницю зранку.",
    'У вихідні музей працюватиме до десятої вечора.',
    'Велика новина від @acme: версія 5 виходить сьогодні з темною темою #реліз',
    'Чесно кажучи, це найкраща піца, яку я їв цього року.',
    'Потяги знову запізнюються сьогодні зранку.',
    'Сьогодні ми виграли фінал турніру!',
  ],
  el: [
    'Το δημοτικό συμβούλιο ενέκρινε 40 νέα ηλεκτρικά λεωφορεία για του χρόνου.',
    'Η βάση δεδομένων μας έπεσε για 47 λεπτά μετά από μια μετάβαση.',
    'Κάπου, μια ομαδική συνομιλία ήδη γράφει απάντηση σε αυτό.',
    'Ο φούρνος ανέβασε ξανά τις τιμές και κανείς δεν είναι ευχαριστημένος.',
    'Τερμάτισε τον μαραθώνιο σε λιγότερο από τρεις ώρες.',
    'Φαίνεται πως το νέο κινητό κοστίζει περισσότερο από το πρώτο μου αυτοκίνητο.',
    'Τα εισιτήρια για το καλοκαιρινό φεστιβάλ βγαίνουν την Παρασκευή.',
    'Το μουσείο θα μένει ανοιχτό ως τις δέκα τα Σαββατοκύριακα.',
    'Μεγάλα νέα από την @acme: η έκδοση 5 κυκλοφορεί σήμερα με σκοτεινή λειτουργία',
    'Ειλικρινά, είναι η καλύτερη πίτσα που έφαγα φέτος.',
    'Τα τρένα αργούν ξανά σήμερα.',
    'Σήμερα κερδίσαμε τον μεγάλο τελικό!',
  ],
  ar: [
    'وافق مجلس المدينة على شراء 40 حافلة كهربائية جديدة للعام المقبل.',
    'توقفت قاعدة البيانات لدينا لمدة 47 دقيقة بعد ترحيل فاشل.',
    'في مكان ما، تكتب مجموعة دردشة ردًا على هذا بالفعل.',
    'رفع المخبز الأسعار مرة أخرى ولا أحد سعيد بذلك.',
    'أنهت الماراثون في أقل من ثلاث ساعات من أول محاولة.',
    'يبدو أن الهاتف الجديد أغلى من سيارتي الأولى.',
    'تطرح تذاكر مهرجان الصيف للبيع صباح يوم الجمعة.',
    'سيبقى المتحف مفتوحًا حتى العاشرة مساءً في عطلة نهاية الأسبوع.',
    'خبر كبير من @acme: الإصدار 5 يصدر اليوم مع الوضع الداكن #إطلاق',
    'بصراحة، هذه أفضل بيتزا أكلتها هذا العام.',
    'القطارات متأخرة مرة أخرى اليوم.',
    'فزنا اليوم بالمباراة النهائية!',
  ],
  fa: [
    'شورای شهر خرید ۴۰ اتوبوس برقی جدید را برای سال آینده تصویب کرد.',
    'پایگاه داده ما بعد از یک مهاجرت ناموفق ۴۷ دقیقه از کار افتاد.',
    'یک جایی، یک گروه چت همین حالا دارد جوابی برای این می‌نویسد.',
    'نانوایی دوباره قیمت‌ها را بالا برد و هیچ‌کس راضی نیست.',
    'او ماراتن را در اولین تلاش در کمتر از سه ساعت تمام کرد.',
    'ظاهراً گوشی جدید از اولین ماشین من هم گران‌تر است.',
    'بلیت‌های جشنواره تابستانی از صبح جمعه به فروش می‌رسد.',
    'موزه آخر هفته‌ها تا ساعت ده شب باز می‌ماند.',
    'خبر بزرگ از @acme: نسخه ۵ امروز با حالت تیره منتشر می‌شود',
    'راستش این بهترین پیتزایی است که امسال خورده‌ام.',
    'قطارها امروز دوباره تأخیر دارند.',
    'امروز فینال را بردیم!',
  ],
  he: [
    'מועצת העיר אישרה 40 אוטובוסים חשמליים חדשים לשנה הבאה.',
    'מסד הנתונים שלנו נפל ל-47 דקות אחרי הגירה כושלת.',
    'איפשהו, קבוצת וואטסאפ כבר מנסחת תשובה לזה.',
    'המאפייה שוב העלתה מחירים ואף אחד לא מרוצה.',
    'היא סיימה את המרתון בפחות משלוש שעות בניסיון הראשון.',
    'כנראה שהטלפון החדש עולה יותר מהמכונית הראשונה שלי.',
    'הכרטיסים לפסטיבל הקיץ יעלו למכירה ביום שישי בבוקר.',
    'המוזיאון יהיה פתוח עד עשר בלילה בסופי שבוע.',
    'חדשות גדולות מ-@acme: גרסה 5 יוצאת היום עם מצב כהה',
    'בכנות, זאת הפיצה הכי טובה שאכלתי השנה.',
    'הרכבות שוב מאחרות היום.',
    'היום ניצחנו בגמר!',
  ],
  hi: [
    'नगर परिषद ने अगले साल के लिए 40 नई इलेक्ट्रिक बसों को मंज़ूरी दी।',
    'एक गलत माइग्रेशन के बाद हमारा डेटाबेस 47 मिनट तक बंद रहा।',
    'कहीं कोई ग्रुप चैट इसका जवाब पहले से लिख रहा है।',
    'बेकरी ने फिर से दाम बढ़ा दिए और कोई खुश नहीं है।',
    'उसने पहली ही कोशिश में तीन घंटे से कम में मैराथन पूरी की।',
    'लगता है नया फ़ोन मेरी पहली कार से भी महंगा है।',
    'समर फ़ेस्टिवल के टिकट शुक्रवार सुबह से मिलेंगे।',
    'सप्ताहांत में संग्रहालय रात दस बजे तक खुला रहेगा।',
    '@acme की बड़ी खबर: वर्ज़न 5 आज डार्क मोड के साथ आ रहा है',
    'सच कहूँ तो यह इस साल का सबसे अच्छा पिज़्ज़ा है।',
    'आज फिर से ट्रेनें देर से हैं।',
    'आज हमने फ़ाइनल जीत लिया!',
  ],
  ja: [
    '市議会は来年に向けて新しい電気バス40台を承認しました。',
    '移行の失敗でデータベースが47分間止まりました。',
    'どこかのグループチャットがもう反論を書いているはず。',
    'パン屋がまた値上げして、誰も喜んでいない。',
    '彼女は初めてのマラソンを3時間以内で完走した。',
    '新しいスマホは私の最初の車より高いらしい。',
    '夏祭りのチケットは金曜日の朝から発売です。',
    '週末、博物館は夜10時まで開いています。',
    '@acmeから大ニュース：バージョン5が本日ダークモード付きで登場',
    '正直、今年食べた中で一番おいしいピザです。',
    '今日も電車が遅れています。',
    '今日、決勝で勝ちました！',
  ],
  ko: [
    '시의회가 내년을 위해 새 전기버스 40대를 승인했습니다.',
    '마이그레이션 실패로 데이터베이스가 47분 동안 멈췄습니다.',
    '어딘가의 단톡방에서는 벌써 반박문을 쓰고 있을 겁니다.',
    '빵집이 또 가격을 올려서 아무도 기뻐하지 않아요.',
    '그녀는 첫 도전에서 마라톤을 3시간 안에 완주했다.',
    '새 휴대폰이 내 첫 차보다 비싸다고 한다.',
    '여름 축제 티켓은 금요일 아침부터 판매됩니다.',
    '주말에는 박물관이 밤 10시까지 문을 엽니다.',
    '@acme의 큰 소식: 버전 5가 오늘 다크 모드와 함께 출시됩니다',
    '솔직히 올해 먹은 피자 중에 최고예요.',
    '오늘도 기차가 늦네요.',
    '오늘 결승에서 이겼어요!',
  ],
  zh: [
    '市议会批准了明年新增40辆电动公交车。',
    '一次失败的迁移让我们的数据库停了47分钟。',
    '某个群聊里肯定已经有人在写反驳了。',
    '面包店又涨价了，谁都不高兴。',
    '她第一次跑马拉松就在三小时内完赛。',
    '听说新手机比我的第一辆车还贵。',
    '夏季音乐节的门票周五早上开售。',
    '周末博物馆开放到晚上十点。',
    '@acme 大消息：第5版今天发布，支持深色模式',
    '说实话，这是我今年吃过最好吃的披萨。',
    '火车今天又晚点了。',
    '我们今天赢了决赛！',
  ],
  th: [
    'สภาเมืองอนุมัติรถเมล์ไฟฟ้าใหม่ 40 คันสำหรับปีหน้า',
    'ฐานข้อมูลของเราล่มไป 47 นาทีหลังการย้ายระบบที่ผิดพลาด',
    'ที่ไหนสักแห่ง มีแชทกลุ่มกำลังเขียนคำตอบเรื่องนี้อยู่แล้ว',
    'ร้านขนมปังขึ้นราคาอีกแล้ว และไม่มีใครพอใจเลย',
    'เธอวิ่งมาราธอนจบในเวลาไม่ถึงสามชั่วโมงตั้งแต่ครั้งแรก',
    'ได้ยินว่าโทรศัพท์รุ่นใหม่แพงกว่ารถคันแรกของฉันอีก',
    'บัตรเทศกาลฤดูร้อนจะเริ่มขายเช้าวันศุกร์',
    'พิพิธภัณฑ์จะเปิดถึงสี่ทุ่มในวันหยุดสุดสัปดาห์',
    'ข่าวใหญ่จาก @acme: เวอร์ชัน 5 เปิดตัววันนี้พร้อมโหมดมืด',
    'พูดตรงๆ นี่คือพิซซ่าที่อร่อยที่สุดที่ฉันกินปีนี้',
    'วันนี้รถไฟมาสายอีกแล้ว',
    'วันนี้เราชนะรอบชิงชนะเลิศ!',
  ],
};

/**
 * Texts that name no language on their own: a word or two many languages share, a name, a link,
 * tags, emoji. A detector should say nothing rather than guess (the page then keeps its own
 * language, the guard its source's).
 */
export const AMBIGUOUS_TEXTS: readonly string[] = [
  '',
  '🚀🚀🔥 100%',
  'Hola amigo',
  'ok',
  'lol',
  'Taxi!',
  'Pizza',
  'Super',
  'Hotel Radio',
  'Real Madrid',
  'Toot!',
  'https://example.org/',
  '#AI #ML',
  '@acme',
  '2-1',
];

/** A text and the language it is known to be in (a BCP 47 base tag). */
export interface LabelledText {
  lang: string;
  text: string;
}

/**
 * The recorded posts the eval reads (X, Bluesky, Mastodon and its pasted texts) whose network tags
 * a language, labelled by that tag: read by eye, every tag is right. Those that say nothing a
 * reader could tell a language from ("nice", "Toot!", a link, a handle and "same!") are `wordless`:
 * texts to say nothing about, not English ones.
 */
export function taggedPosts(): { tagged: LabelledText[]; wordless: string[] } {
  const tagged: LabelledText[] = [];
  const wordless: string[] = [];
  for (const post of evalPosts()) {
    if (!post.lang) continue;
    const text = post.text.replace(/https?:\/\/\S+|@[\w.]+/g, ' ');
    if ((text.match(/\p{L}[\p{L}\p{M}]+/gu) ?? []).length < 3) wordless.push(post.text);
    else tagged.push({ lang: post.lang.toLowerCase().split('-')[0] ?? '', text: post.text });
  }
  return { tagged, wordless };
}

/**
 * The guard cases' sources and lines (eval/guard-cases), labelled by their file's language: the
 * one source whose tag is wrong on purpose (es-playa-voluntarios, Spanish tagged `en`) counts as
 * the Spanish it is.
 */
export function guardTexts(): { sources: LabelledText[]; lines: LabelledText[] } {
  const cases = loadGuardCases();
  const sources = new Map<string, LabelledText>();
  for (const entry of cases)
    sources.set(entry.source.id, { lang: entry.lang, text: entry.source.text });
  return {
    sources: [...sources.values()],
    // A line asked in the reader's language is in that language (issue 45).
    lines: cases.map((entry) => ({ lang: entry.lineLang ?? entry.lang, text: entry.line })),
  };
}
