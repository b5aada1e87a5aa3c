import type { DataLanguage } from '@abacus/contract/languages';

/** The public page /about (spec 002 "Static pages"), seeded in the 12 languages; the super franchise edits it. */
export const ABOUT: Record<DataLanguage, string> = {
  en:
    '<h2>About the method</h2>' +
    '<p>Mental arithmetic is a way of counting that children learn first with their hands, on an abacus, and then in their heads. Step by step, numbers become pictures that a child can see and move.</p>' +
    '<h2>The soroban abacus</h2>' +
    '<p>We use the soroban, the Japanese abacus. On each rod, one bead above the bar is worth five and the four beads below it are worth one each; each rod stands for a place: units, tens, hundreds and so on. Children learn to show numbers by moving the beads with their fingers, then to add and subtract, and later to multiply and divide.</p>' +
    '<h2>Anzan: the abacus in the mind</h2>' +
    '<p>Once the movements are familiar, children begin to imagine the abacus instead of touching it. This is <strong>anzan</strong>, mental counting: the child pictures the beads moving and reads the answer from the image. With regular practice, many children learn to add long columns of numbers in their heads.</p>' +
    '<h2>What children gain</h2>' +
    '<ul><li><strong>Concentration</strong>: following numbers that appear one after another trains attention.</li><li><strong>Memory</strong>: holding the picture of the abacus in mind exercises working memory.</li><li><strong>Confidence with numbers</strong>: children who count with ease often feel more at home with mathematics at school.</li></ul>' +
    '<h2>How a course works</h2>' +
    '<ol><li><strong>Lessons with a teacher</strong>, in groups online or in a classroom, where new techniques are explained and practised together.</li><li><strong>Training games</strong>: short, timed games such as <em>Speedy numbers</em>, <em>Columns</em>, <em>Anzan</em>, <em>Multiplication</em> and <em>Division</em>, for a few minutes of practice a day.</li><li><strong>Homework</strong> set by the teacher on the platform, to reinforce each lesson.</li><li><strong>A monthly puzzle</strong>, whose pieces children open as they work, and <strong>Indigo-dollars (i$)</strong> as rewards, to spend in the shop on items for their character.</li></ol>' +
    '<h2>Who it is for</h2>' +
    '<p>The course is for children aged 5 to 14. Younger children start with the beads and small numbers; older ones move sooner to mental counting, multiplication and division. No previous knowledge is needed, only curiosity and a few minutes of practice on most days. A free trial lesson is a good way to see whether the method suits your child.</p>',
  ru:
    '<h2>О методике</h2>' +
    '<p>Ментальная арифметика — это способ счёта, которому дети учатся сначала руками, на абакусе, а потом в уме. Шаг за шагом числа превращаются в картинки, которые ребёнок может видеть и двигать.</p>' +
    '<h2>Абакус соробан</h2>' +
    '<p>Мы используем соробан, японский абакус. На каждой спице одна косточка над перекладиной стоит пять, а четыре косточки под ней — по единице; каждая спица обозначает разряд: единицы, десятки, сотни и так далее. Дети учатся показывать числа, передвигая косточки пальцами, затем складывать и вычитать, а позже умножать и делить.</p>' +
    '<h2>Анзан: абакус в уме</h2>' +
    '<p>Когда движения становятся привычными, дети начинают представлять абакус, а не касаться его. Это <strong>анзан</strong>, счёт в уме: ребёнок мысленно видит, как двигаются косточки, и считывает ответ с картинки. При регулярной практике многие дети учатся складывать в уме длинные столбики чисел.</p>' +
    '<h2>Что это даёт детям</h2>' +
    '<ul><li><strong>Концентрацию</strong>: следить за числами, которые появляются одно за другим, — хорошая тренировка внимания.</li><li><strong>Память</strong>: удерживать в голове образ абакуса — упражнение для рабочей памяти.</li><li><strong>Уверенность в обращении с числами</strong>: дети, которым легко считать, часто чувствуют себя увереннее на уроках математики в школе.</li></ul>' +
    '<h2>Как устроен курс</h2>' +
    '<ol><li><strong>Уроки с учителем</strong> в группах, онлайн или в классе: на них объясняют новые приёмы и отрабатывают их вместе.</li><li><strong>Тренировочные игры</strong>: короткие игры на время, такие как <em>Быстрые числа</em>, <em>Столбики</em>, <em>Анзан</em>, <em>Умножение</em> и <em>Деление</em>, для нескольких минут практики в день.</li><li><strong>Домашние задания</strong>, которые учитель задаёт на платформе, чтобы закрепить каждый урок.</li><li><strong>Ежемесячный пазл</strong>, кусочки которого дети открывают по мере занятий, и <strong>индиго-доллары (i$)</strong> в награду, которые можно потратить в магазине на вещи для своего персонажа.</li></ol>' +
    '<h2>Для кого этот курс</h2>' +
    '<p>Курс предназначен для детей от 5 до 14 лет. Младшие начинают с косточек и небольших чисел, старшие быстрее переходят к счёту в уме, умножению и делению. Никаких предварительных знаний не нужно, только любопытство и несколько минут практики почти каждый день. Бесплатный пробный урок — хороший способ понять, подходит ли методика вашему ребёнку.</p>',
  uk:
    '<h2>Про методику</h2>' +
    '<p>Ментальна арифметика — це спосіб лічби, якого діти вчаться спершу руками, на абакусі, а потім подумки. Крок за кроком числа перетворюються на картинки, які дитина може бачити й рухати.</p>' +
    '<h2>Абакус соробан</h2>' +
    '<p>Ми використовуємо соробан, японський абакус. На кожному стрижні одна кісточка над перекладиною означає п’ять, а чотири кісточки під нею — по одиниці; кожен стрижень позначає розряд: одиниці, десятки, сотні й так далі. Діти вчаться показувати числа, пересуваючи кісточки пальцями, потім додавати й віднімати, а згодом множити й ділити.</p>' +
    '<h2>Анзан: абакус у голові</h2>' +
    '<p>Коли рухи стають звичними, діти починають уявляти абакус замість того, щоб торкатися його. Це <strong>анзан</strong>, лічба подумки: дитина уявляє, як рухаються кісточки, і зчитує відповідь із картинки. Завдяки регулярній практиці багато дітей навчаються додавати подумки довгі стовпчики чисел.</p>' +
    '<h2>Що це дає дітям</h2>' +
    '<ul><li><strong>Зосередженість</strong>: стежити за числами, що з’являються одне за одним, — добре тренування уваги.</li><li><strong>Пам’ять</strong>: утримувати в голові образ абакуса — вправа для робочої пам’яті.</li><li><strong>Упевненість у роботі з числами</strong>: діти, яким легко рахувати, часто почуваються впевненіше на уроках математики в школі.</li></ul>' +
    '<h2>Як побудований курс</h2>' +
    '<ol><li><strong>Уроки з учителем</strong> у групах, онлайн або в класі: на них пояснюють нові прийоми й відпрацьовують їх разом.</li><li><strong>Тренувальні ігри</strong>: короткі ігри на час, як-от <em>Швидкі числа</em>, <em>Стовпчики</em>, <em>Анзан</em>, <em>Множення</em> і <em>Ділення</em>, для кількох хвилин практики щодня.</li><li><strong>Домашні завдання</strong>, які вчитель задає на платформі, щоб закріпити кожен урок.</li><li><strong>Щомісячний пазл</strong>, шматочки якого діти відкривають під час занять, і <strong>індиго-долари (i$)</strong> як нагорода, які можна витратити в магазині на речі для свого персонажа.</li></ol>' +
    '<h2>Для кого цей курс</h2>' +
    '<p>Курс призначений для дітей від 5 до 14 років. Молодші починають із кісточок і невеликих чисел, старші швидше переходять до лічби подумки, множення й ділення. Жодних попередніх знань не потрібно, лише цікавість і кілька хвилин практики майже щодня. Безкоштовний пробний урок — добрий спосіб зрозуміти, чи підходить методика вашій дитині.</p>',
  pl:
    '<h2>O metodzie</h2>' +
    '<p>Arytmetyka mentalna to sposób liczenia, którego dzieci uczą się najpierw rękami, na liczydle, a potem w pamięci. Krok po kroku liczby zamieniają się w obrazy, które dziecko może zobaczyć i poruszać.</p>' +
    '<h2>Liczydło soroban</h2>' +
    '<p>Używamy sorobanu, japońskiego liczydła. Na każdym pręcie jeden koralik nad poprzeczką jest wart pięć, a cztery koraliki pod nią po jeden; każdy pręt oznacza jedną pozycję: jedności, dziesiątki, setki i tak dalej. Dzieci uczą się pokazywać liczby, przesuwając koraliki palcami, potem dodawać i odejmować, a później mnożyć i dzielić.</p>' +
    '<h2>Anzan: liczydło w wyobraźni</h2>' +
    '<p>Gdy ruchy stają się znajome, dzieci zaczynają wyobrażać sobie liczydło zamiast go dotykać. To jest <strong>anzan</strong>, liczenie w pamięci: dziecko widzi w myślach, jak przesuwają się koraliki, i odczytuje wynik z obrazu. Dzięki regularnym ćwiczeniom wiele dzieci uczy się dodawać w pamięci długie słupki liczb.</p>' +
    '<h2>Co zyskują dzieci</h2>' +
    '<ul><li><strong>Koncentrację</strong>: śledzenie liczb pojawiających się jedna po drugiej ćwiczy uwagę.</li><li><strong>Pamięć</strong>: utrzymywanie w myślach obrazu liczydła ćwiczy pamięć roboczą.</li><li><strong>Pewność w świecie liczb</strong>: dzieci, którym liczenie przychodzi łatwo, często czują się swobodniej na lekcjach matematyki w szkole.</li></ul>' +
    '<h2>Jak wygląda kurs</h2>' +
    '<ol><li><strong>Lekcje z nauczycielem</strong> w grupach, online lub w sali, na których poznaje się nowe techniki i ćwiczy je wspólnie.</li><li><strong>Gry treningowe</strong>: krótkie gry na czas, takie jak <em>Szybkie liczby</em>, <em>Słupki</em>, <em>Anzan</em>, <em>Mnożenie</em> i <em>Dzielenie</em>, na kilka minut ćwiczeń dziennie.</li><li><strong>Zadania domowe</strong> zadawane przez nauczyciela na platformie, aby utrwalić każdą lekcję.</li><li><strong>Comiesięczna układanka</strong>, której kawałki dzieci odkrywają w miarę pracy, oraz <strong>dolary Indigo (i$)</strong> w nagrodę, do wydania w sklepie na przedmioty dla swojej postaci.</li></ol>' +
    '<h2>Dla kogo jest kurs</h2>' +
    '<p>Kurs jest przeznaczony dla dzieci w wieku od 5 do 14 lat. Młodsze zaczynają od koralików i małych liczb, starsze szybciej przechodzą do liczenia w pamięci, mnożenia i dzielenia. Nie potrzeba żadnej wcześniejszej wiedzy, wystarczy ciekawość i kilka minut ćwiczeń prawie każdego dnia. Bezpłatna lekcja próbna to dobry sposób, by sprawdzić, czy metoda odpowiada Państwa dziecku.</p>',
  he:
    '<h2>על השיטה</h2>' +
    '<p>חשבון מנטלי הוא דרך לחשב שהילדים לומדים תחילה בידיים, על חשבונייה, ואחר כך בראש. צעד אחר צעד, המספרים הופכים לתמונות שהילד יכול לראות ולהזיז.</p>' +
    '<h2>חשבוניית הסורובן</h2>' +
    '<p>אנו משתמשים בסורובן, החשבונייה היפנית. בכל מוט, חרוז אחד מעל הקורה שווה חמש, וארבעת החרוזים שמתחתיה שווים אחד כל אחד; כל מוט מייצג מקום ספרה: אחדות, עשרות, מאות וכן הלאה. הילדים לומדים להציג מספרים בהזזת החרוזים באצבעות, אחר כך לחבר ולחסר, ובהמשך לכפול ולחלק.</p>' +
    '<h2>אנזאן: החשבונייה בדמיון</h2>' +
    '<p>כשהתנועות נעשות מוכרות, הילדים מתחילים לדמיין את החשבונייה במקום לגעת בה. זהו <strong>אנזאן</strong>, חישוב בראש: הילד מדמיין את החרוזים זזים וקורא את התשובה מהתמונה. עם תרגול קבוע, ילדים רבים לומדים לחבר בראש עמודות ארוכות של מספרים.</p>' +
    '<h2>מה הילדים מרוויחים</h2>' +
    '<ul><li><strong>ריכוז</strong>: מעקב אחר מספרים שמופיעים בזה אחר זה מאמן את הקשב.</li><li><strong>זיכרון</strong>: החזקת תמונת החשבונייה בראש מאמנת את זיכרון העבודה.</li><li><strong>ביטחון מול מספרים</strong>: ילדים שמחשבים בקלות מרגישים לעתים קרובות בנוח יותר בשיעורי מתמטיקה בבית הספר.</li></ul>' +
    '<h2>איך בנוי הקורס</h2>' +
    '<ol><li><strong>שיעורים עם מורה</strong> בקבוצות, באופן מקוון או בכיתה, שבהם מוסברות טכניקות חדשות ומתורגלות יחד.</li><li><strong>משחקי אימון</strong>: משחקים קצרים על זמן, כמו <em>מספרים מהירים</em>, <em>עמודות</em>, <em>אנזאן</em>, <em>כפל</em> ו<em>חילוק</em>, לכמה דקות של תרגול ביום.</li><li><strong>שיעורי בית</strong> שהמורה נותן בפלטפורמה, כדי לחזק כל שיעור.</li><li><strong>פאזל חודשי</strong>, שאת חלקיו הילדים פותחים תוך כדי עבודה, ו<strong>דולרי אינדיגו (i$)</strong> כפרס, שאפשר להוציא בחנות על פריטים לדמות.</li></ol>' +
    '<h2>למי הקורס מתאים</h2>' +
    '<p>הקורס מיועד לילדים בגילאי 5 עד 14. הצעירים מתחילים בחרוזים ובמספרים קטנים; הגדולים עוברים מהר יותר לחישוב בראש, לכפל ולחילוק. אין צורך בידע קודם, רק בסקרנות ובכמה דקות של תרגול ברוב הימים. שיעור ניסיון חינם הוא דרך טובה לבדוק אם השיטה מתאימה לילדכם.</p>',
  az:
    '<h2>Metodika haqqında</h2>' +
    '<p>Mental arifmetika uşaqların əvvəlcə əlləri ilə, abakda, sonra isə zehində öyrəndikləri hesablama üsuludur. Addım-addım ədədlər uşağın görə və hərəkət etdirə biləcəyi şəkillərə çevrilir.</p>' +
    '<h2>Soroban abakı</h2>' +
    '<p>Biz yapon abakı olan sorobandan istifadə edirik. Hər milin üzərində arakəsmədən yuxarıdakı bir muncuq beşə, ondan aşağıdakı dörd muncuğun hər biri isə birə bərabərdir; hər mil bir mərtəbəni göstərir: təkliklər, onluqlar, yüzlüklər və s. Uşaqlar barmaqları ilə muncuqları hərəkət etdirərək ədədləri göstərməyi, sonra toplamağı və çıxmağı, daha sonra isə vurmağı və bölməyi öyrənirlər.</p>' +
    '<h2>Anzan: zehindəki abak</h2>' +
    '<p>Hərəkətlər tanış olduqdan sonra uşaqlar abaka toxunmaq əvəzinə onu təsəvvür etməyə başlayırlar. Bu, <strong>anzan</strong>, yəni zehni hesablamadır: uşaq muncuqların hərəkətini gözünün önünə gətirir və cavabı təsəvvürdəki şəkildən oxuyur. Müntəzəm məşqlə bir çox uşaq uzun ədəd sütunlarını zehində toplamağı öyrənir.</p>' +
    '<h2>Uşaqlar nə qazanır</h2>' +
    '<ul><li><strong>Diqqəti cəmləmə</strong>: bir-birinin ardınca görünən ədədləri izləmək diqqəti inkişaf etdirir.</li><li><strong>Yaddaş</strong>: abakın təsvirini zehində saxlamaq işçi yaddaşı məşq etdirir.</li><li><strong>Ədədlərlə işdə özünəinam</strong>: asanlıqla hesablayan uşaqlar məktəbdə riyaziyyat dərslərində çox vaxt özlərini daha rahat hiss edirlər.</li></ul>' +
    '<h2>Kurs necə qurulub</h2>' +
    '<ol><li><strong>Müəllimlə dərslər</strong>: qruplarda, onlayn və ya sinifdə; burada yeni üsullar izah olunur və birlikdə məşq edilir.</li><li><strong>Məşq oyunları</strong>: gündə bir neçə dəqiqəlik məşq üçün <em>Sürətli ədədlər</em>, <em>Sütunlar</em>, <em>Anzan</em>, <em>Vurma</em> və <em>Bölmə</em> kimi qısa, vaxta qarşı oyunlar.</li><li><strong>Ev tapşırıqları</strong>: hər dərsi möhkəmləndirmək üçün müəllim onları platformada verir.</li><li><strong>Aylıq pazl</strong>: uşaqlar işlədikcə onun hissələrini açırlar; mükafat olaraq isə <strong>İndigo-dollar (i$)</strong> qazanır və onu mağazada personajları üçün əşyalara xərcləyirlər.</li></ol>' +
    '<h2>Kurs kimin üçündür</h2>' +
    '<p>Kurs 5–14 yaşlı uşaqlar üçündür. Kiçiklər muncuqlardan və kiçik ədədlərdən başlayır, böyüklər isə zehni hesablamaya, vurmaya və bölməyə daha tez keçirlər. Əvvəlcədən heç bir bilik tələb olunmur, yalnız maraq və demək olar ki, hər gün bir neçə dəqiqəlik məşq lazımdır. Pulsuz sınaq dərsi metodikanın uşağınıza uyğun olub-olmadığını görmək üçün yaxşı yoldur.</p>',
  hy:
    '<h2>Մեթոդի մասին</h2>' +
    '<p>Մենթալ թվաբանությունը հաշվելու եղանակ է, որը երեխաները սովորում են սկզբում ձեռքերով՝ աբակուսի վրա, իսկ հետո՝ մտքում։ Քայլ առ քայլ թվերը վերածվում են պատկերների, որոնք երեխան կարող է տեսնել և շարժել։</p>' +
    '<h2>Սորոբան աբակուսը</h2>' +
    '<p>Մենք օգտագործում ենք սորոբանը՝ ճապոնական աբակուսը։ Յուրաքանչյուր ձողի վրա միջնաձողից վերև գտնվող մեկ հատիկն արժե հինգ, իսկ դրանից ներքև գտնվող չորս հատիկներից յուրաքանչյուրը՝ մեկ։ Յուրաքանչյուր ձող ներկայացնում է մեկ կարգ՝ միավորներ, տասնավորներ, հարյուրավորներ և այլն։ Երեխաները սովորում են թվեր ցույց տալ՝ մատներով շարժելով հատիկները, ապա գումարել և հանել, իսկ ավելի ուշ՝ բազմապատկել և բաժանել։</p>' +
    '<h2>Անզան՝ աբակուսը մտքում</h2>' +
    '<p>Երբ շարժումները ծանոթ են դառնում, երեխաները սկսում են պատկերացնել աբակուսը՝ առանց դիպչելու դրան։ Սա <strong>անզանն</strong> է՝ մտքում հաշվելը։ Երեխան պատկերացնում է, թե ինչպես են շարժվում հատիկները, և պատասխանը կարդում է պատկերից։ Կանոնավոր վարժանքի շնորհիվ շատ երեխաներ սովորում են մտքում գումարել թվերի երկար սյունակներ։</p>' +
    '<h2>Ինչ են ստանում երեխաները</h2>' +
    '<ul><li><strong>Կենտրոնացում</strong>՝ մեկը մյուսի հետևից հայտնվող թվերին հետևելը մարզում է ուշադրությունը։</li><li><strong>Հիշողություն</strong>՝ աբակուսի պատկերը մտքում պահելը մարզում է աշխատանքային հիշողությունը։</li><li><strong>Վստահություն թվերի հետ աշխատելիս</strong>՝ երեխաները, որոնք հեշտությամբ են հաշվում, դպրոցում մաթեմատիկայի դասերին հաճախ իրենց ավելի ազատ են զգում։</li></ul>' +
    '<h2>Ինչպես է կառուցված դասընթացը</h2>' +
    '<ol><li><strong>Դասեր ուսուցչի հետ</strong>՝ խմբերով, առցանց կամ դասասենյակում, որտեղ նոր հնարքները բացատրվում և միասին վարժեցվում են։</li><li><strong>Մարզողական խաղեր</strong>՝ կարճ, ժամանակաչափով խաղեր, ինչպիսիք են <em>Արագ թվեր</em>, <em>Սյունակներ</em>, <em>Անզան</em>, <em>Բազմապատկում</em> և <em>Բաժանում</em>, օրական մի քանի րոպե վարժվելու համար։</li><li><strong>Տնային առաջադրանքներ</strong>, որոնք ուսուցիչը տալիս է հարթակում՝ յուրաքանչյուր դասն ամրապնդելու համար։</li><li><strong>Ամսական փազլ</strong>, որի կտորները երեխաները բացում են աշխատելուն զուգընթաց, և <strong>Ինդիգո դոլարներ (i$)</strong>՝ որպես պարգև, որոնք կարելի է ծախսել խանութում՝ իրենց կերպարի համար իրեր գնելով։</li></ol>' +
    '<h2>Ում համար է դասընթացը</h2>' +
    '<p>Դասընթացը նախատեսված է 5–14 տարեկան երեխաների համար։ Փոքրերը սկսում են հատիկներից և փոքր թվերից, մեծերն ավելի արագ են անցնում մտքում հաշվելուն, բազմապատկմանը և բաժանմանը։ Նախնական գիտելիքներ պետք չեն, միայն հետաքրքրասիրություն և գրեթե ամեն օր մի քանի րոպե վարժանք։ Անվճար փորձնական դասը լավ միջոց է հասկանալու, թե արդյոք մեթոդը համապատասխանում է Ձեր երեխային։</p>',
  ro:
    '<h2>Despre metodă</h2>' +
    '<p>Aritmetica mentală este un mod de a socoti pe care copiii îl învață mai întâi cu mâinile, pe abac, și apoi în minte. Pas cu pas, numerele devin imagini pe care copilul le poate vedea și mișca.</p>' +
    '<h2>Abacul soroban</h2>' +
    '<p>Folosim sorobanul, abacul japonez. Pe fiecare tijă, bila de deasupra barei valorează cinci, iar cele patru bile de sub ea valorează câte unu; fiecare tijă reprezintă un ordin: unități, zeci, sute și așa mai departe. Copiii învață să arate numere mutând bilele cu degetele, apoi să adune și să scadă, iar mai târziu să înmulțească și să împartă.</p>' +
    '<h2>Anzan: abacul din minte</h2>' +
    '<p>Când mișcările devin familiare, copiii încep să-și imagineze abacul în loc să-l atingă. Acesta este <strong>anzan</strong>, calculul mental: copilul își imaginează bilele mișcându-se și citește răspunsul din imagine. Cu exercițiu regulat, mulți copii învață să adune în minte coloane lungi de numere.</p>' +
    '<h2>Ce câștigă copiii</h2>' +
    '<ul><li><strong>Concentrare</strong>: urmărirea numerelor care apar unul după altul antrenează atenția.</li><li><strong>Memorie</strong>: păstrarea în minte a imaginii abacului exersează memoria de lucru.</li><li><strong>Încredere în lucrul cu numerele</strong>: copiii care socotesc ușor se simt adesea mai în largul lor la orele de matematică de la școală.</li></ul>' +
    '<h2>Cum este structurat un curs</h2>' +
    '<ol><li><strong>Lecții cu un profesor</strong>, în grupe, online sau în sala de clasă, unde tehnicile noi sunt explicate și exersate împreună.</li><li><strong>Jocuri de antrenament</strong>: jocuri scurte, contra cronometru, precum <em>Numere rapide</em>, <em>Coloane</em>, <em>Anzan</em>, <em>Înmulțire</em> și <em>Împărțire</em>, pentru câteva minute de exercițiu pe zi.</li><li><strong>Teme</strong> date de profesor pe platformă, pentru a consolida fiecare lecție.</li><li><strong>Un puzzle lunar</strong>, ale cărui piese copiii le deschid pe măsură ce lucrează, și <strong>dolari Indigo (i$)</strong> drept recompensă, de cheltuit în magazin pe obiecte pentru personajul lor.</li></ol>' +
    '<h2>Cui i se adresează</h2>' +
    '<p>Cursul este pentru copii între 5 și 14 ani. Cei mici încep cu bilele și numerele mici; cei mari trec mai repede la calculul mental, la înmulțire și la împărțire. Nu sunt necesare cunoștințe anterioare, doar curiozitate și câteva minute de exercițiu în majoritatea zilelor. O lecție de probă gratuită este o modalitate bună de a vedea dacă metoda i se potrivește copilului dumneavoastră.</p>',
  fr:
    '<h2>À propos de la méthode</h2>' +
    '<p>Le calcul mental au boulier est une façon de compter que les enfants apprennent d’abord avec les mains, sur un boulier, puis dans leur tête. Pas à pas, les nombres deviennent des images que l’enfant peut voir et déplacer.</p>' +
    '<h2>Le boulier soroban</h2>' +
    '<p>Nous utilisons le soroban, le boulier japonais. Sur chaque tige, la boule au-dessus de la barre vaut cinq et les quatre boules au-dessous valent un chacune ; chaque tige correspond à un rang : unités, dizaines, centaines, et ainsi de suite. Les enfants apprennent à former des nombres en déplaçant les boules avec les doigts, puis à additionner et à soustraire, et plus tard à multiplier et à diviser.</p>' +
    '<h2>L’anzan : le boulier dans la tête</h2>' +
    '<p>Quand les gestes deviennent familiers, les enfants commencent à imaginer le boulier au lieu de le toucher. C’est l’<strong>anzan</strong>, le calcul mental : l’enfant se représente les boules en mouvement et lit la réponse dans l’image. Avec une pratique régulière, beaucoup d’enfants apprennent à additionner de tête de longues colonnes de nombres.</p>' +
    '<h2>Ce que les enfants y gagnent</h2>' +
    '<ul><li><strong>La concentration</strong> : suivre des nombres qui apparaissent l’un après l’autre entraîne l’attention.</li><li><strong>La mémoire</strong> : garder en tête l’image du boulier exerce la mémoire de travail.</li><li><strong>L’aisance avec les nombres</strong> : les enfants qui calculent facilement se sentent souvent plus à l’aise en mathématiques à l’école.</li></ul>' +
    '<h2>Comment s’organise la formation</h2>' +
    '<ol><li><strong>Des cours avec un enseignant</strong>, en groupe, en ligne ou en salle, où les nouvelles techniques sont expliquées et pratiquées ensemble.</li><li><strong>Des jeux d’entraînement</strong> : des jeux courts et chronométrés comme <em>Nombres éclair</em>, <em>Colonnes</em>, <em>Anzan</em>, <em>Multiplication</em> et <em>Division</em>, pour quelques minutes de pratique par jour.</li><li><strong>Des devoirs</strong> donnés par l’enseignant sur la plateforme, pour consolider chaque cours.</li><li><strong>Un puzzle du mois</strong>, dont les enfants découvrent les pièces au fil de leur travail, et des <strong>dollars Indigo (i$)</strong> en récompense, à dépenser dans la boutique en objets pour leur personnage.</li></ol>' +
    '<h2>Pour qui ?</h2>' +
    '<p>La formation s’adresse aux enfants de 5 à 14 ans. Les plus jeunes commencent par les boules et les petits nombres ; les plus grands passent plus vite au calcul mental, à la multiplication et à la division. Aucune connaissance préalable n’est nécessaire, seulement de la curiosité et quelques minutes de pratique presque tous les jours. Un cours d’essai gratuit est un bon moyen de voir si la méthode convient à votre enfant.</p>',
  es:
    '<h2>Sobre el método</h2>' +
    '<p>El cálculo mental con ábaco es una forma de calcular que los niños aprenden primero con las manos, en un ábaco, y después en su cabeza. Paso a paso, los números se convierten en imágenes que el niño puede ver y mover.</p>' +
    '<h2>El ábaco soroban</h2>' +
    '<p>Usamos el soroban, el ábaco japonés. En cada varilla, la cuenta que está por encima de la barra vale cinco y las cuatro cuentas de debajo valen uno cada una; cada varilla representa un orden: unidades, decenas, centenas, etcétera. Los niños aprenden a representar números moviendo las cuentas con los dedos, luego a sumar y restar y, más adelante, a multiplicar y dividir.</p>' +
    '<h2>Anzan: el ábaco en la mente</h2>' +
    '<p>Cuando los movimientos se vuelven familiares, los niños empiezan a imaginar el ábaco en lugar de tocarlo. Esto es el <strong>anzan</strong>, el cálculo mental: el niño visualiza cómo se mueven las cuentas y lee la respuesta en la imagen. Con práctica regular, muchos niños aprenden a sumar mentalmente largas columnas de números.</p>' +
    '<h2>Qué ganan los niños</h2>' +
    '<ul><li><strong>Concentración</strong>: seguir números que aparecen uno tras otro entrena la atención.</li><li><strong>Memoria</strong>: mantener en la mente la imagen del ábaco ejercita la memoria de trabajo.</li><li><strong>Seguridad con los números</strong>: los niños que calculan con soltura suelen sentirse más cómodos en las clases de matemáticas del colegio.</li></ul>' +
    '<h2>Cómo es el curso</h2>' +
    '<ol><li><strong>Clases con un profesor</strong>, en grupo, en línea o en el aula, donde se explican y se practican juntos las nuevas técnicas.</li><li><strong>Juegos de entrenamiento</strong>: juegos cortos y cronometrados como <em>Números veloces</em>, <em>Columnas</em>, <em>Anzan</em>, <em>Multiplicación</em> y <em>División</em>, para unos minutos de práctica al día.</li><li><strong>Deberes</strong> que el profesor pone en la plataforma para afianzar cada clase.</li><li><strong>Un puzle mensual</strong>, cuyas piezas los niños descubren a medida que trabajan, y <strong>dólares Indigo (i$)</strong> como recompensa, para gastar en la tienda en artículos para su personaje.</li></ol>' +
    '<h2>Para quién es</h2>' +
    '<p>El curso está pensado para niños de 5 a 14 años. Los más pequeños empiezan con las cuentas y los números pequeños; los mayores pasan antes al cálculo mental, la multiplicación y la división. No hacen falta conocimientos previos, solo curiosidad y unos minutos de práctica casi todos los días. Una clase de prueba gratuita es una buena forma de ver si el método le va bien a su hijo.</p>',
  cs:
    '<h2>O metodě</h2>' +
    '<p>Mentální aritmetika je způsob počítání, který se děti učí nejprve rukama na abakusu a potom v hlavě. Krok za krokem se čísla mění v obrázky, které dítě vidí a může s nimi pohybovat.</p>' +
    '<h2>Abakus soroban</h2>' +
    '<p>Používáme soroban, japonský abakus. Na každé tyčce má jedna kulička nad příčkou hodnotu pět a čtyři kuličky pod ní hodnotu jedna; každá tyčka představuje jeden řád: jednotky, desítky, stovky a tak dále. Děti se učí zobrazovat čísla posouváním kuliček prsty, potom sčítat a odčítat a později násobit a dělit.</p>' +
    '<h2>Anzan: abakus v představách</h2>' +
    '<p>Když se pohyby stanou důvěrně známými, děti si začnou abakus představovat, místo aby se ho dotýkaly. To je <strong>anzan</strong>, počítání zpaměti: dítě si představuje, jak se kuličky pohybují, a odečítá výsledek z obrázku. Při pravidelném cvičení se mnoho dětí naučí sčítat zpaměti dlouhé sloupce čísel.</p>' +
    '<h2>Co děti získají</h2>' +
    '<ul><li><strong>Soustředění</strong>: sledování čísel, která se objevují jedno po druhém, trénuje pozornost.</li><li><strong>Paměť</strong>: udržet v mysli obraz abakusu procvičuje pracovní paměť.</li><li><strong>Jistotu při práci s čísly</strong>: děti, kterým počítání jde snadno, se často cítí jistěji v hodinách matematiky ve škole.</li></ul>' +
    '<h2>Jak probíhá kurz</h2>' +
    '<ol><li><strong>Lekce s učitelem</strong> ve skupinách, online nebo ve třídě, kde se nové postupy vysvětlují a společně procvičují.</li><li><strong>Tréninkové hry</strong>: krátké hry na čas, jako jsou <em>Rychlá čísla</em>, <em>Sloupce</em>, <em>Anzan</em>, <em>Násobení</em> a <em>Dělení</em>, na pár minut cvičení denně.</li><li><strong>Domácí úkoly</strong>, které učitel zadává na platformě, aby se každá lekce upevnila.</li><li><strong>Měsíční skládačka</strong>, jejíž dílky děti odkrývají postupně, jak pracují, a <strong>Indigo dolary (i$)</strong> jako odměna, které mohou utratit v obchodě za věci pro svou postavičku.</li></ol>' +
    '<h2>Pro koho je kurz určen</h2>' +
    '<p>Kurz je určen dětem od 5 do 14 let. Mladší začínají s kuličkami a malými čísly, starší rychleji přecházejí k počítání zpaměti, násobení a dělení. Nejsou potřeba žádné předchozí znalosti, jen zvědavost a pár minut cvičení skoro každý den. Bezplatná zkušební lekce je dobrý způsob, jak zjistit, zda metoda vašemu dítěti vyhovuje.</p>',
  de:
    '<h2>Über die Methode</h2>' +
    '<p>Mentale Arithmetik ist eine Art zu rechnen, die Kinder zuerst mit den Händen am Abakus lernen und dann im Kopf. Schritt für Schritt werden Zahlen zu Bildern, die ein Kind sehen und bewegen kann.</p>' +
    '<h2>Der Soroban-Abakus</h2>' +
    '<p>Wir verwenden den Soroban, den japanischen Abakus. Auf jedem Stab ist die Perle über der Querleiste fünf wert und die vier Perlen darunter je eins; jeder Stab steht für eine Stelle: Einer, Zehner, Hunderter und so weiter. Die Kinder lernen, Zahlen darzustellen, indem sie die Perlen mit den Fingern verschieben, dann zu addieren und zu subtrahieren und später zu multiplizieren und zu dividieren.</p>' +
    '<h2>Anzan: der Abakus im Kopf</h2>' +
    '<p>Wenn die Bewegungen vertraut sind, beginnen die Kinder, sich den Abakus vorzustellen, statt ihn zu berühren. Das ist <strong>Anzan</strong>, das Kopfrechnen: Das Kind stellt sich vor, wie sich die Perlen bewegen, und liest das Ergebnis aus dem Bild ab. Mit regelmäßigem Üben lernen viele Kinder, lange Zahlenspalten im Kopf zu addieren.</p>' +
    '<h2>Was Kinder gewinnen</h2>' +
    '<ul><li><strong>Konzentration</strong>: Zahlen zu folgen, die nacheinander erscheinen, trainiert die Aufmerksamkeit.</li><li><strong>Gedächtnis</strong>: Das Bild des Abakus im Kopf zu behalten, übt das Arbeitsgedächtnis.</li><li><strong>Sicherheit im Umgang mit Zahlen</strong>: Kinder, denen das Rechnen leichtfällt, fühlen sich im Mathematikunterricht der Schule oft wohler.</li></ul>' +
    '<h2>Wie ein Kurs aufgebaut ist</h2>' +
    '<ol><li><strong>Unterricht mit einer Lehrkraft</strong> in Gruppen, online oder im Klassenraum, in dem neue Techniken erklärt und gemeinsam geübt werden.</li><li><strong>Trainingsspiele</strong>: kurze Spiele auf Zeit wie <em>Blitzzahlen</em>, <em>Spalten</em>, <em>Anzan</em>, <em>Multiplikation</em> und <em>Division</em>, für ein paar Minuten Übung am Tag.</li><li><strong>Hausaufgaben</strong>, die die Lehrkraft auf der Plattform stellt, um jede Stunde zu festigen.</li><li><strong>Ein Monatspuzzle</strong>, dessen Teile die Kinder beim Üben nach und nach aufdecken, und <strong>Indigo-Dollar (i$)</strong> als Belohnung, die sie im Shop für Gegenstände für ihre Figur ausgeben können.</li></ol>' +
    '<h2>Für wen der Kurs gedacht ist</h2>' +
    '<p>Der Kurs ist für Kinder von 5 bis 14 Jahren. Jüngere beginnen mit den Perlen und kleinen Zahlen; Ältere kommen schneller zum Kopfrechnen, zum Multiplizieren und Dividieren. Vorkenntnisse braucht es nicht, nur Neugier und an den meisten Tagen ein paar Minuten Übung. Eine kostenlose Probestunde ist ein guter Weg, um zu sehen, ob die Methode zu Ihrem Kind passt.</p>',
};
