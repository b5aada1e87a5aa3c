import type { DataLanguage } from '@abacus/contract/languages';

/** The public page /faq (spec 002 "Static pages"), seeded in the 12 languages; the super franchise edits it. */
export const FAQ: Record<DataLanguage, string> = {
  en:
    '<h2>Frequently asked questions</h2>' +
    '<p>Here are the answers to the questions parents ask us most often. If you don’t find yours, write to your child’s teacher or to us.</p>' +
    '<h3>From what age can my child start?</h3>' +
    '<p>We teach children aged 5 to 14. Groups are formed by age and level: younger children take their first steps on the abacus, while older children move on faster to bigger numbers and counting in their heads.</p>' +
    '<h3>How do the lessons work?</h3>' +
    '<p>Children learn in groups with a teacher, online or in a classroom of a local school. The teacher shows a new technique on the abacus, the children practise it together and then try it in their heads; this mental counting is called anzan. Between lessons, short training games such as Speedy numbers, Columns, Anzan, Multiplication and Division keep the skills fresh.</p>' +
    '<h3>What equipment do we need?</h3>' +
    '<p>An abacus (soroban) and a computer or tablet with a stable internet connection. For online lessons, a camera and a microphone let the teacher see and hear your child.</p>' +
    '<h3>How does homework work?</h3>' +
    '<p>The teacher sets homework on the platform: usually a few short games and exercises. Your child sees the tasks after signing in, and you can see what has already been done. A little practice every day works better than a lot once a week.</p>' +
    '<h3>What are Indigo-dollars (i$)?</h3>' +
    '<p>Indigo-dollars (i$) are our virtual reward. Children earn them for finished homework and for opening pieces of the monthly puzzle, and spend them in the shop on items for their character. i$ have no money value and cannot be exchanged for money.</p>' +
    '<h3>Can we try a lesson first?</h3>' +
    '<p>Yes. Book a free trial lesson on our website: leave your phone number and a manager will call you to choose a convenient time.</p>' +
    '<h3>In which languages does the school work?</h3>' +
    '<p>The platform is available in 12 languages: English, Russian, Ukrainian, Polish, Hebrew, Azerbaijani, Armenian, Romanian, French, Spanish, Czech and German. Lessons are taught in the language of the group; your local school will tell you which groups are open.</p>' +
    '<h3>How do I pay?</h3>' +
    '<p>Tuition is paid monthly in advance, according to the price list of the local franchise that signs the learning contract with you. Paid invoices appear in the payment history on the platform. For prices and payment methods, please ask your local school.</p>' +
    '<h3>What if my child misses a lesson?</h3>' +
    '<p>Please let the teacher know in advance if you can. Homework and training games stay on the platform, so your child can catch up at home. Whether a missed lesson can be made up in another group depends on the rules of your local school.</p>' +
    '<h3>How can I follow my child’s progress?</h3>' +
    '<p>In the parent account you can see the homework, the game results and how your child’s speed and accuracy change over time.</p>',
  ru:
    '<h2>Часто задаваемые вопросы</h2>' +
    '<p>Здесь собраны ответы на вопросы, которые родители задают нам чаще всего. Если вы не нашли своего вопроса, напишите учителю вашего ребёнка или нам.</p>' +
    '<h3>С какого возраста ребёнок может начать заниматься?</h3>' +
    '<p>Мы обучаем детей от 5 до 14 лет. Группы формируются по возрасту и уровню: младшие делают первые шаги на абакусе, а старшие быстрее переходят к большим числам и счёту в уме.</p>' +
    '<h3>Как проходят уроки?</h3>' +
    '<p>Дети занимаются в группах с учителем — онлайн или в классе местной школы. Учитель показывает новый приём на абакусе, дети отрабатывают его вместе, а потом пробуют считать в уме; такой счёт в уме называется анзан. Между уроками навыки поддерживают короткие тренировочные игры: «Быстрые числа», «Столбики», «Анзан», «Умножение», «Деление» и другие.</p>' +
    '<h3>Что нужно для занятий?</h3>' +
    '<p>Абакус (соробан) и компьютер или планшет со стабильным интернетом. На онлайн-уроках камера и микрофон помогают учителю видеть и слышать ребёнка.</p>' +
    '<h3>Как устроены домашние задания?</h3>' +
    '<p>Учитель задаёт домашние задания на платформе: обычно это несколько коротких игр и упражнений. Ребёнок видит задания, когда входит в свой аккаунт, а вы видите, что уже выполнено. Понемногу каждый день — лучше, чем много, но раз в неделю.</p>' +
    '<h3>Что такое индиго-доллары (i$)?</h3>' +
    '<p>Индиго-доллары (i$) — это наша виртуальная награда. Дети получают их за выполненные домашние задания и открытые кусочки ежемесячного пазла и тратят в магазине на вещи для своего персонажа. У i$ нет денежной стоимости, и их нельзя обменять на деньги.</p>' +
    '<h3>Можно ли сначала попробовать?</h3>' +
    '<p>Да. Запишитесь на бесплатный пробный урок на нашем сайте: оставьте номер телефона, и менеджер позвонит вам, чтобы выбрать удобное время.</p>' +
    '<h3>На каких языках работает школа?</h3>' +
    '<p>Платформа доступна на 12 языках: английском, русском, украинском, польском, иврите, азербайджанском, армянском, румынском, французском, испанском, чешском и немецком. Уроки ведутся на языке группы; местная школа подскажет, какие группы открыты.</p>' +
    '<h3>Как оплатить обучение?</h3>' +
    '<p>Обучение оплачивается ежемесячно авансом по прайс-листу местной франшизы, которая заключает с вами договор на обучение. Оплаченные счета видны в истории платежей на платформе. О ценах и способах оплаты спросите в вашей местной школе.</p>' +
    '<h3>Что делать, если ребёнок пропустил урок?</h3>' +
    '<p>По возможности предупредите учителя заранее. Домашние задания и тренировочные игры остаются на платформе, так что ребёнок сможет наверстать пропущенное дома. Можно ли отработать пропущенный урок в другой группе, зависит от правил вашей местной школы.</p>' +
    '<h3>Как следить за успехами ребёнка?</h3>' +
    '<p>В аккаунте родителя видны домашние задания, результаты игр и то, как со временем меняются скорость и точность счёта.</p>',
  uk:
    '<h2>Часті запитання</h2>' +
    '<p>Тут зібрано відповіді на запитання, які батьки ставлять нам найчастіше. Якщо ви не знайшли свого, напишіть учителю вашої дитини або нам.</p>' +
    '<h3>З якого віку дитина може почати навчання?</h3>' +
    '<p>Ми навчаємо дітей від 5 до 14 років. Групи формуються за віком і рівнем: молодші діти роблять перші кроки на абакусі, а старші швидше переходять до великих чисел і рахунку в умі.</p>' +
    '<h3>Як проходять уроки?</h3>' +
    '<p>Діти займаються в групах з учителем — онлайн або в класі місцевої школи. Учитель показує новий прийом на абакусі, діти відпрацьовують його разом, а потім пробують рахувати в умі; такий рахунок в умі називається анзан. Між уроками навички підтримують короткі тренувальні ігри: «Швидкі числа», «Стовпчики», «Анзан», «Множення», «Ділення» та інші.</p>' +
    '<h3>Що потрібно для занять?</h3>' +
    '<p>Абакус (соробан) і комп’ютер або планшет зі стабільним інтернетом. На онлайн-уроках камера й мікрофон допомагають учителю бачити й чути дитину.</p>' +
    '<h3>Як влаштовані домашні завдання?</h3>' +
    '<p>Учитель задає домашні завдання на платформі: зазвичай це кілька коротких ігор і вправ. Дитина бачить завдання, коли входить у свій акаунт, а ви бачите, що вже виконано. Потроху щодня — краще, ніж багато, але раз на тиждень.</p>' +
    '<h3>Що таке індиго-долари (i$)?</h3>' +
    '<p>Індиго-долари (i$) — це наша віртуальна нагорода. Діти отримують їх за виконані домашні завдання та відкриті частинки щомісячного пазла й витрачають у магазині на речі для свого персонажа. i$ не мають грошової вартості, і їх не можна обміняти на гроші.</p>' +
    '<h3>Чи можна спершу спробувати?</h3>' +
    '<p>Так. Запишіться на безкоштовний пробний урок на нашому сайті: залиште номер телефону, і менеджер зателефонує вам, щоб обрати зручний час.</p>' +
    '<h3>Якими мовами працює школа?</h3>' +
    '<p>Платформа доступна 12 мовами: англійською, російською, українською, польською, івритом, азербайджанською, вірменською, румунською, французькою, іспанською, чеською та німецькою. Уроки проводяться мовою групи; місцева школа підкаже, які групи відкриті.</p>' +
    '<h3>Як оплатити навчання?</h3>' +
    '<p>Навчання оплачується щомісяця наперед згідно з прайс-листом місцевої франшизи, яка укладає з вами договір про навчання. Оплачені рахунки видно в історії платежів на платформі. Про ціни та способи оплати запитайте у вашій місцевій школі.</p>' +
    '<h3>Що робити, якщо дитина пропустила урок?</h3>' +
    '<p>За можливості попередьте вчителя заздалегідь. Домашні завдання й тренувальні ігри залишаються на платформі, тож дитина зможе надолужити пропущене вдома. Чи можна відпрацювати пропущений урок в іншій групі, залежить від правил вашої місцевої школи.</p>' +
    '<h3>Як стежити за успіхами дитини?</h3>' +
    '<p>В акаунті батьків видно домашні завдання, результати ігор і те, як із часом змінюються швидкість і точність рахунку.</p>',
  pl:
    '<h2>Najczęściej zadawane pytania</h2>' +
    '<p>Oto odpowiedzi na pytania, które rodzice zadają nam najczęściej. Jeśli nie ma tu Twojego pytania, napisz do nauczyciela dziecka albo do nas.</p>' +
    '<h3>Od jakiego wieku dziecko może zacząć?</h3>' +
    '<p>Uczymy dzieci w wieku od 5 do 14 lat. Grupy tworzymy według wieku i poziomu: młodsze dzieci stawiają pierwsze kroki na abakusie, a starsze szybciej przechodzą do większych liczb i liczenia w pamięci.</p>' +
    '<h3>Jak wyglądają lekcje?</h3>' +
    '<p>Dzieci uczą się w grupach z nauczycielem — online albo w sali lokalnej szkoły. Nauczyciel pokazuje nową technikę na abakusie, dzieci ćwiczą ją razem, a potem próbują liczyć w pamięci; takie liczenie w pamięci nazywa się anzan. Między lekcjami umiejętności podtrzymują krótkie gry treningowe, takie jak Szybkie liczby, Słupki, Anzan, Mnożenie i Dzielenie.</p>' +
    '<h3>Jaki sprzęt jest potrzebny?</h3>' +
    '<p>Abakus (soroban) oraz komputer lub tablet ze stabilnym połączeniem z internetem. Na lekcjach online kamera i mikrofon pozwalają nauczycielowi widzieć i słyszeć dziecko.</p>' +
    '<h3>Jak działają zadania domowe?</h3>' +
    '<p>Nauczyciel zadaje prace domowe na platformie: zwykle kilka krótkich gier i ćwiczeń. Dziecko widzi zadania po zalogowaniu się, a Ty widzisz, co zostało już zrobione. Trochę ćwiczeń codziennie daje więcej niż dużo raz w tygodniu.</p>' +
    '<h3>Czym są dolary Indigo (i$)?</h3>' +
    '<p>Dolary Indigo (i$) to nasza wirtualna nagroda. Dzieci zdobywają je za wykonane zadania domowe i odkryte fragmenty comiesięcznych puzzli, a wydają w sklepie na przedmioty dla swojej postaci. i$ nie mają wartości pieniężnej i nie można ich wymienić na pieniądze.</p>' +
    '<h3>Czy można najpierw spróbować?</h3>' +
    '<p>Tak. Zapisz się na bezpłatną lekcję próbną na naszej stronie: zostaw numer telefonu, a menedżer zadzwoni, żeby ustalić dogodny termin.</p>' +
    '<h3>W jakich językach działa szkoła?</h3>' +
    '<p>Platforma jest dostępna w 12 językach: angielskim, rosyjskim, ukraińskim, polskim, hebrajskim, azerbejdżańskim, ormiańskim, rumuńskim, francuskim, hiszpańskim, czeskim i niemieckim. Lekcje prowadzone są w języku grupy; lokalna szkoła powie Ci, które grupy są otwarte.</p>' +
    '<h3>Jak zapłacić?</h3>' +
    '<p>Za naukę płaci się co miesiąc z góry, według cennika lokalnej franczyzy, która zawiera z Tobą umowę o naukę. Opłacone faktury widać w historii płatności na platformie. O ceny i sposoby płatności zapytaj w swojej lokalnej szkole.</p>' +
    '<h3>Co, jeśli dziecko opuści lekcję?</h3>' +
    '<p>Jeśli to możliwe, uprzedź nauczyciela wcześniej. Zadania domowe i gry treningowe zostają na platformie, więc dziecko może nadrobić zaległości w domu. Czy opuszczoną lekcję można odrobić w innej grupie, zależy od zasad Twojej lokalnej szkoły.</p>' +
    '<h3>Jak śledzić postępy dziecka?</h3>' +
    '<p>Na koncie rodzica widać zadania domowe, wyniki gier oraz to, jak z czasem zmieniają się szybkość i dokładność liczenia.</p>',
  he:
    '<h2>שאלות נפוצות</h2>' +
    '<p>כאן תמצאו תשובות לשאלות שהורים שואלים אותנו הכי הרבה. אם לא מצאתם את השאלה שלכם, כתבו למורה של ילדכם או אלינו.</p>' +
    '<h3>מאיזה גיל הילד יכול להתחיל?</h3>' +
    '<p>אנחנו מלמדים ילדים בגילאי 5 עד 14. הקבוצות נבנות לפי גיל ורמה: הצעירים עושים את צעדיהם הראשונים עם האבקוס, והגדולים מתקדמים מהר יותר למספרים גדולים ולחישוב בראש.</p>' +
    '<h3>איך מתנהלים השיעורים?</h3>' +
    '<p>הילדים לומדים בקבוצות עם מורה, אונליין או בכיתה של בית ספר מקומי. המורה מדגים טכניקה חדשה על האבקוס, הילדים מתרגלים אותה יחד ואז מנסים לחשב בראש; חישוב בראש כזה נקרא אנזאן. בין השיעורים, משחקי אימון קצרים כמו מספרים מהירים, עמודות, אנזאן, כפל וחילוק שומרים על המיומנויות.</p>' +
    '<h3>איזה ציוד צריך?</h3>' +
    '<p>אבקוס (סורובן) ומחשב או טאבלט עם חיבור יציב לאינטרנט. בשיעורים אונליין, מצלמה ומיקרופון מאפשרים למורה לראות ולשמוע את הילד.</p>' +
    '<h3>איך עובדים שיעורי הבית?</h3>' +
    '<p>המורה נותן שיעורי בית בפלטפורמה: בדרך כלל כמה משחקים ותרגילים קצרים. הילד רואה את המשימות אחרי הכניסה לחשבון, ואתם רואים מה כבר נעשה. קצת תרגול בכל יום עדיף על הרבה תרגול פעם בשבוע.</p>' +
    '<h3>מהם דולרי אינדיגו (i$)?</h3>' +
    '<p>דולרי אינדיגו (i$) הם הפרס הווירטואלי שלנו. הילדים מקבלים אותם על שיעורי בית שהושלמו ועל חלקים שנפתחו בפאזל החודשי, ומוציאים אותם בחנות על פריטים לדמות שלהם. ל־i$ אין ערך כספי, ואי אפשר להמיר אותם בכסף.</p>' +
    '<h3>אפשר לנסות קודם?</h3>' +
    '<p>כן. הירשמו לשיעור ניסיון חינם באתר שלנו: השאירו מספר טלפון, ומנהל יתקשר אליכם כדי לקבוע מועד נוח.</p>' +
    '<h3>באילו שפות בית הספר עובד?</h3>' +
    '<p>הפלטפורמה זמינה ב־12 שפות: אנגלית, רוסית, אוקראינית, פולנית, עברית, אזרית, ארמנית, רומנית, צרפתית, ספרדית, צ׳כית וגרמנית. השיעורים מתקיימים בשפת הקבוצה; בית הספר המקומי יגיד לכם אילו קבוצות פתוחות.</p>' +
    '<h3>איך משלמים?</h3>' +
    '<p>שכר הלימוד משולם מדי חודש מראש, לפי המחירון של הזכיין המקומי שחותם איתכם על חוזה הלימודים. חשבוניות ששולמו מופיעות בהיסטוריית התשלומים בפלטפורמה. על מחירים ואמצעי תשלום שאלו את בית הספר המקומי שלכם.</p>' +
    '<h3>מה קורה אם הילד מפספס שיעור?</h3>' +
    '<p>אם אפשר, הודיעו למורה מראש. שיעורי הבית ומשחקי האימון נשארים בפלטפורמה, כך שהילד יכול להשלים את החומר בבית. האם אפשר להשלים שיעור שהוחמץ בקבוצה אחרת תלוי בכללים של בית הספר המקומי שלכם.</p>' +
    '<h3>איך אפשר לעקוב אחרי ההתקדמות של הילד?</h3>' +
    '<p>בחשבון ההורה רואים את שיעורי הבית, את תוצאות המשחקים ואיך המהירות והדיוק של הילד משתנים עם הזמן.</p>',
  az:
    '<h2>Tez-tez verilən suallar</h2>' +
    '<p>Burada valideynlərin bizə ən çox verdiyi sualların cavablarını topladıq. Sualınızı tapmadınızsa, övladınızın müəlliminə və ya bizə yazın.</p>' +
    '<h3>Uşaq neçə yaşından başlaya bilər?</h3>' +
    '<p>Biz 5 yaşdan 14 yaşa qədər uşaqlara dərs deyirik. Qruplar yaşa və səviyyəyə görə yaradılır: kiçiklər abakusla ilk addımlarını atır, böyüklər isə böyük ədədlərə və zehni hesablamaya daha tez keçirlər.</p>' +
    '<h3>Dərslər necə keçir?</h3>' +
    '<p>Uşaqlar müəllimlə qruplarda, onlayn və ya yerli məktəbin sinfində oxuyurlar. Müəllim abakusda yeni üsul göstərir, uşaqlar onu birlikdə məşq edir, sonra isə zehində hesablamağa çalışırlar; belə zehni hesablama anzan adlanır. Dərslər arasında Sürətli ədədlər, Sütunlar, Anzan, Vurma və Bölmə kimi qısa məşq oyunları bacarıqları unutmağa qoymur.</p>' +
    '<h3>Hansı avadanlıq lazımdır?</h3>' +
    '<p>Abakus (soroban) və sabit internet bağlantısı olan kompüter və ya planşet. Onlayn dərslərdə kamera və mikrofon müəllimə uşağı görməyə və eşitməyə imkan verir.</p>' +
    '<h3>Ev tapşırıqları necə işləyir?</h3>' +
    '<p>Müəllim ev tapşırıqlarını platformada verir: adətən bir neçə qısa oyun və çalışma. Uşaq hesabına daxil olanda tapşırıqları görür, siz isə nəyin artıq edildiyini görürsünüz. Hər gün az-az məşq etmək həftədə bir dəfə çox məşq etməkdən daha faydalıdır.</p>' +
    '<h3>İndigo-dollar (i$) nədir?</h3>' +
    '<p>İndigo-dollar (i$) bizim virtual mükafatımızdır. Uşaqlar onları yerinə yetirilmiş ev tapşırıqları və aylıq pazlın açılmış hissələri üçün qazanır, mağazada isə personajları üçün əşyalara xərcləyirlər. i$-ın pul dəyəri yoxdur və onu pula dəyişmək olmaz.</p>' +
    '<h3>Əvvəlcə sınamaq olarmı?</h3>' +
    '<p>Bəli. Saytımızda pulsuz sınaq dərsinə yazılın: telefon nömrənizi qoyun, menecer sizə zəng edib rahat vaxt seçəcək.</p>' +
    '<h3>Məktəb hansı dillərdə işləyir?</h3>' +
    '<p>Platforma 12 dildə mövcuddur: ingilis, rus, ukrayna, polyak, ivrit, azərbaycan, erməni, rumın, fransız, ispan, çex və alman dillərində. Dərslər qrupun dilində keçirilir; hansı qrupların açıq olduğunu yerli məktəb sizə deyəcək.</p>' +
    '<h3>Ödənişi necə etmək olar?</h3>' +
    '<p>Təhsil haqqı hər ay əvvəlcədən, sizinlə təhsil müqaviləsi bağlayan yerli franşizanın qiymət siyahısına uyğun ödənilir. Ödənilmiş hesablar platformadakı ödəniş tarixçəsində görünür. Qiymətlər və ödəniş üsulları barədə yerli məktəbinizdən soruşun.</p>' +
    '<h3>Uşaq dərsi buraxsa, nə etməli?</h3>' +
    '<p>Mümkünsə, müəllimə əvvəlcədən xəbər verin. Ev tapşırıqları və məşq oyunları platformada qalır, ona görə də uşaq buraxdığını evdə çatdıra bilər. Buraxılmış dərsin başqa qrupda əvəz edilə bilməsi yerli məktəbinizin qaydalarından asılıdır.</p>' +
    '<h3>Uşağın irəliləyişini necə izləmək olar?</h3>' +
    '<p>Valideyn hesabında ev tapşırıqlarını, oyunların nəticələrini və uşağın sürət və dəqiqliyinin zamanla necə dəyişdiyini görə bilərsiniz.</p>',
  hy:
    '<h2>Հաճախ տրվող հարցեր</h2>' +
    '<p>Այստեղ հավաքել ենք այն հարցերի պատասխանները, որոնք ծնողները մեզ ամենից հաճախ են տալիս։ Եթե ձեր հարցը չգտաք, գրեք ձեր երեխայի ուսուցչին կամ մեզ։</p>' +
    '<h3>Քանի՞ տարեկանից կարող է երեխան սկսել</h3>' +
    '<p>Մենք սովորեցնում ենք 5-ից 14 տարեկան երեխաների։ Խմբերը կազմվում են ըստ տարիքի և մակարդակի․ փոքրերն աբակուսով անում են իրենց առաջին քայլերը, իսկ մեծերն ավելի արագ են անցնում մեծ թվերին և մտքում հաշվելուն։</p>' +
    '<h3>Ինչպե՞ս են անցնում դասերը</h3>' +
    '<p>Երեխաները սովորում են խմբերով՝ ուսուցչի հետ, առցանց կամ տեղական դպրոցի դասասենյակում։ Ուսուցիչն աբակուսի վրա ցույց է տալիս նոր հնարք, երեխաները միասին վարժվում են, հետո փորձում են հաշվել մտքում․ մտքում այսպիսի հաշվարկը կոչվում է անզան։ Դասերի միջև հմտությունները պահպանում են կարճ մարզողական խաղերը, ինչպիսիք են «Արագ թվեր», «Սյունակներ», «Անզան», «Բազմապատկում» և «Բաժանում»։</p>' +
    '<h3>Ի՞նչ սարքավորումներ են պետք</h3>' +
    '<p>Աբակուս (սորոբան) և կայուն ինտերնետ կապով համակարգիչ կամ պլանշետ։ Առցանց դասերին տեսախցիկն ու խոսափողը թույլ են տալիս ուսուցչին տեսնել և լսել երեխային։</p>' +
    '<h3>Ինչպե՞ս են աշխատում տնային առաջադրանքները</h3>' +
    '<p>Ուսուցիչը տնային առաջադրանքներ է տալիս հարթակում․ սովորաբար մի քանի կարճ խաղ և վարժություն։ Երեխան առաջադրանքները տեսնում է մուտք գործելուց հետո, իսկ դուք տեսնում եք, թե ինչն է արդեն արված։ Ամեն օր մի քիչ պարապելն ավելի արդյունավետ է, քան շաբաթը մեկ անգամ՝ շատ։</p>' +
    '<h3>Ի՞նչ են Ինդիգո դոլարները (i$)</h3>' +
    '<p>Ինդիգո դոլարները (i$) մեր վիրտուալ պարգևն են։ Երեխաները դրանք վաստակում են կատարված տնային առաջադրանքների և ամսական փազլի բացված կտորների համար և ծախսում են խանութում՝ իրենց կերպարի համար իրեր գնելով։ i$-ը դրամական արժեք չունի, և այն հնարավոր չէ փոխանակել փողով։</p>' +
    '<h3>Կարելի՞ է նախ փորձել</h3>' +
    '<p>Այո։ Գրանցվեք անվճար փորձնական դասի մեր կայքում․ թողեք ձեր հեռախոսահամարը, և մենեջերը կզանգի ձեզ՝ հարմար ժամ ընտրելու համար։</p>' +
    '<h3>Ի՞նչ լեզուներով է աշխատում դպրոցը</h3>' +
    '<p>Հարթակը հասանելի է 12 լեզվով՝ անգլերեն, ռուսերեն, ուկրաիներեն, լեհերեն, եբրայերեն, ադրբեջաներեն, հայերեն, ռումիներեն, ֆրանսերեն, իսպաներեն, չեխերեն և գերմաներեն։ Դասերն անցկացվում են խմբի լեզվով․ թե որ խմբերն են բաց, կասի տեղական դպրոցը։</p>' +
    '<h3>Ինչպե՞ս վճարել</h3>' +
    '<p>Ուսման վարձը վճարվում է ամեն ամիս՝ նախապես, այն տեղական ֆրանշիզայի գնացուցակով, որը ձեզ հետ կնքում է ուսուցման պայմանագիրը։ Վճարված հաշիվները երևում են հարթակի վճարումների պատմության մեջ։ Գների և վճարման եղանակների մասին հարցրեք ձեր տեղական դպրոցին։</p>' +
    '<h3>Ի՞նչ անել, եթե երեխան բաց է թողել դասը</h3>' +
    '<p>Հնարավորության դեպքում նախապես տեղեկացրեք ուսուցչին։ Տնային առաջադրանքներն ու մարզողական խաղերը մնում են հարթակում, այնպես որ երեխան կարող է տանը լրացնել բացթողումը։ Բաց թողնված դասը մեկ այլ խմբում լրացնելու հնարավորությունը կախված է ձեր տեղական դպրոցի կանոններից։</p>' +
    '<h3>Ինչպե՞ս հետևել երեխայի առաջընթացին</h3>' +
    '<p>Ծնողի հաշվում երևում են տնային առաջադրանքները, խաղերի արդյունքները և այն, թե ինչպես են ժամանակի ընթացքում փոխվում երեխայի հաշվելու արագությունն ու ճշգրտությունը։</p>',
  ro:
    '<h2>Întrebări frecvente</h2>' +
    '<p>Aici găsiți răspunsurile la întrebările pe care părinții ni le pun cel mai des. Dacă nu găsiți întrebarea dumneavoastră, scrieți-i profesorului copilului sau scrieți-ne nouă.</p>' +
    '<h3>De la ce vârstă poate începe copilul?</h3>' +
    '<p>Predăm copiilor între 5 și 14 ani. Grupele se formează după vârstă și nivel: cei mici fac primii pași cu abacul, iar cei mai mari trec mai repede la numere mari și la calculul mintal.</p>' +
    '<h3>Cum se desfășoară lecțiile?</h3>' +
    '<p>Copiii învață în grupe, cu un profesor, online sau într-o sală de clasă a unei școli locale. Profesorul arată o tehnică nouă pe abac, copiii o exersează împreună și apoi încearcă să calculeze în minte; acest calcul mintal se numește anzan. Între lecții, jocuri scurte de antrenament precum Numere rapide, Coloane, Anzan, Înmulțire și Împărțire mențin deprinderile proaspete.</p>' +
    '<h3>Ce echipament este necesar?</h3>' +
    '<p>Un abac (soroban) și un computer sau o tabletă cu o conexiune stabilă la internet. La lecțiile online, camera și microfonul îi permit profesorului să vadă și să audă copilul.</p>' +
    '<h3>Cum funcționează temele?</h3>' +
    '<p>Profesorul dă temele pe platformă: de obicei câteva jocuri și exerciții scurte. Copilul vede sarcinile după ce se conectează, iar dumneavoastră vedeți ce a fost deja făcut. Puțin exercițiu în fiecare zi dă rezultate mai bune decât mult exercițiu o dată pe săptămână.</p>' +
    '<h3>Ce sunt dolarii Indigo (i$)?</h3>' +
    '<p>Dolarii Indigo (i$) sunt recompensa noastră virtuală. Copiii îi primesc pentru temele terminate și pentru piesele deblocate din puzzle-ul lunar și îi cheltuiesc în magazin pe obiecte pentru personajul lor. i$ nu au valoare bănească și nu pot fi schimbați pe bani.</p>' +
    '<h3>Putem încerca mai întâi?</h3>' +
    '<p>Da. Programați o lecție de probă gratuită pe site-ul nostru: lăsați numărul de telefon, iar un manager vă va suna ca să alegeți o oră potrivită.</p>' +
    '<h3>În ce limbi funcționează școala?</h3>' +
    '<p>Platforma este disponibilă în 12 limbi: engleză, rusă, ucraineană, poloneză, ebraică, azeră, armeană, română, franceză, spaniolă, cehă și germană. Lecțiile se țin în limba grupei; școala locală vă va spune ce grupe sunt deschise.</p>' +
    '<h3>Cum plătesc?</h3>' +
    '<p>Școlarizarea se plătește lunar, în avans, conform listei de prețuri a francizei locale care încheie cu dumneavoastră contractul de studii. Facturile plătite apar în istoricul plăților de pe platformă. Pentru prețuri și modalități de plată, întrebați școala locală.</p>' +
    '<h3>Ce se întâmplă dacă copilul lipsește de la o lecție?</h3>' +
    '<p>Dacă puteți, anunțați profesorul din timp. Temele și jocurile de antrenament rămân pe platformă, așa că copilul poate recupera acasă. Dacă o lecție pierdută poate fi recuperată în altă grupă depinde de regulile școlii locale.</p>' +
    '<h3>Cum pot urmări progresul copilului?</h3>' +
    '<p>În contul de părinte vedeți temele, rezultatele la jocuri și cum se schimbă în timp viteza și precizia calculului.</p>',
  fr:
    '<h2>Questions fréquentes</h2>' +
    '<p>Voici les réponses aux questions que les parents nous posent le plus souvent. Si vous ne trouvez pas la vôtre, contactez l’enseignant de votre enfant ou écrivez-nous.</p>' +
    '<h3>À partir de quel âge mon enfant peut-il commencer ?</h3>' +
    '<p>Nous accueillons les enfants de 5 à 14 ans. Les groupes sont formés selon l’âge et le niveau : les plus jeunes font leurs premiers pas avec le boulier, tandis que les plus grands passent plus vite aux grands nombres et au calcul de tête.</p>' +
    '<h3>Comment se déroulent les cours ?</h3>' +
    '<p>Les enfants apprennent en groupe avec un enseignant, en ligne ou dans la salle de classe d’une école locale. L’enseignant montre une nouvelle technique sur le boulier, les enfants s’y exercent ensemble, puis essaient de calculer de tête ; ce calcul mental s’appelle l’anzan. Entre les cours, de courts jeux d’entraînement comme Nombres éclair, Colonnes, Anzan, Multiplication et Division entretiennent les acquis.</p>' +
    '<h3>De quel matériel a-t-on besoin ?</h3>' +
    '<p>D’un boulier (soroban) et d’un ordinateur ou d’une tablette avec une connexion internet stable. Pour les cours en ligne, une caméra et un micro permettent à l’enseignant de voir et d’entendre votre enfant.</p>' +
    '<h3>Comment fonctionnent les devoirs ?</h3>' +
    '<p>L’enseignant donne les devoirs sur la plateforme : en général quelques jeux et exercices courts. Votre enfant voit ses tâches une fois connecté, et vous voyez ce qui est déjà fait. Un peu d’entraînement chaque jour vaut mieux que beaucoup une fois par semaine.</p>' +
    '<h3>Que sont les dollars Indigo (i$) ?</h3>' +
    '<p>Les dollars Indigo (i$) sont notre récompense virtuelle. Les enfants les gagnent en terminant leurs devoirs et en débloquant des pièces du puzzle du mois, puis les dépensent dans la boutique en objets pour leur personnage. Les i$ n’ont aucune valeur monétaire et ne peuvent pas être échangés contre de l’argent.</p>' +
    '<h3>Peut-on d’abord essayer ?</h3>' +
    '<p>Oui. Réservez un cours d’essai gratuit sur notre site : laissez votre numéro de téléphone et un conseiller vous appellera pour choisir un horaire qui vous convient.</p>' +
    '<h3>Dans quelles langues l’école fonctionne-t-elle ?</h3>' +
    '<p>La plateforme est disponible en 12 langues : anglais, russe, ukrainien, polonais, hébreu, azerbaïdjanais, arménien, roumain, français, espagnol, tchèque et allemand. Les cours sont donnés dans la langue du groupe ; votre école locale vous indiquera les groupes ouverts.</p>' +
    '<h3>Comment payer ?</h3>' +
    '<p>Les cours se paient chaque mois à l’avance, selon la grille tarifaire de la franchise locale qui signe avec vous le contrat de formation. Les factures payées apparaissent dans l’historique des paiements sur la plateforme. Pour les prix et les moyens de paiement, renseignez-vous auprès de votre école locale.</p>' +
    '<h3>Et si mon enfant manque un cours ?</h3>' +
    '<p>Si possible, prévenez l’enseignant à l’avance. Les devoirs et les jeux d’entraînement restent sur la plateforme : votre enfant peut donc rattraper son retard à la maison. La possibilité de rattraper un cours manqué dans un autre groupe dépend des règles de votre école locale.</p>' +
    '<h3>Comment suivre les progrès de mon enfant ?</h3>' +
    '<p>Dans l’espace parent, vous voyez les devoirs, les résultats des jeux et l’évolution de la vitesse et de la précision de votre enfant au fil du temps.</p>',
  es:
    '<h2>Preguntas frecuentes</h2>' +
    '<p>Aquí tienes las respuestas a las preguntas que más nos hacen los padres. Si no encuentras la tuya, escribe al profesor de tu hijo o escríbenos.</p>' +
    '<h3>¿A partir de qué edad puede empezar mi hijo?</h3>' +
    '<p>Enseñamos a niños de 5 a 14 años. Los grupos se forman por edad y nivel: los más pequeños dan sus primeros pasos con el ábaco y los mayores pasan más rápido a los números grandes y al cálculo mental.</p>' +
    '<h3>¿Cómo son las clases?</h3>' +
    '<p>Los niños aprenden en grupos con un profesor, en línea o en un aula de una escuela local. El profesor muestra una técnica nueva en el ábaco, los niños la practican juntos y después intentan calcular de cabeza; este cálculo mental se llama anzan. Entre clase y clase, juegos de entrenamiento cortos como Números veloces, Columnas, Anzan, Multiplicación y División mantienen las habilidades a punto.</p>' +
    '<h3>¿Qué equipo se necesita?</h3>' +
    '<p>Un ábaco (soroban) y un ordenador o una tableta con una conexión a internet estable. En las clases en línea, la cámara y el micrófono permiten al profesor ver y oír a tu hijo.</p>' +
    '<h3>¿Cómo funcionan los deberes?</h3>' +
    '<p>El profesor pone los deberes en la plataforma: normalmente unos cuantos juegos y ejercicios cortos. Tu hijo ve las tareas al iniciar sesión y tú ves lo que ya está hecho. Practicar un poco cada día funciona mejor que mucho una vez por semana.</p>' +
    '<h3>¿Qué son los dólares Indigo (i$)?</h3>' +
    '<p>Los dólares Indigo (i$) son nuestra recompensa virtual. Los niños los ganan por los deberes terminados y por las piezas que desbloquean del puzle mensual, y los gastan en la tienda en objetos para su personaje. Los i$ no tienen valor monetario y no se pueden cambiar por dinero.</p>' +
    '<h3>¿Podemos probar primero?</h3>' +
    '<p>Sí. Reserva una clase de prueba gratuita en nuestra web: deja tu número de teléfono y un asesor te llamará para elegir un horario cómodo.</p>' +
    '<h3>¿En qué idiomas funciona la escuela?</h3>' +
    '<p>La plataforma está disponible en 12 idiomas: inglés, ruso, ucraniano, polaco, hebreo, azerbaiyano, armenio, rumano, francés, español, checo y alemán. Las clases se imparten en el idioma del grupo; tu escuela local te dirá qué grupos están abiertos.</p>' +
    '<h3>¿Cómo se paga?</h3>' +
    '<p>La enseñanza se paga mensualmente por adelantado, según la lista de precios de la franquicia local que firma contigo el contrato de enseñanza. Las facturas pagadas aparecen en el historial de pagos de la plataforma. Para precios y formas de pago, pregunta en tu escuela local.</p>' +
    '<h3>¿Y si mi hijo falta a una clase?</h3>' +
    '<p>Si puedes, avisa al profesor con antelación. Los deberes y los juegos de entrenamiento siguen en la plataforma, así que tu hijo puede ponerse al día en casa. Que una clase perdida se pueda recuperar en otro grupo depende de las normas de tu escuela local.</p>' +
    '<h3>¿Cómo puedo seguir el progreso de mi hijo?</h3>' +
    '<p>En la cuenta de padres ves los deberes, los resultados de los juegos y cómo cambian con el tiempo la velocidad y la precisión de tu hijo.</p>',
  cs:
    '<h2>Časté dotazy</h2>' +
    '<p>Zde najdete odpovědi na otázky, které nám rodiče kladou nejčastěji. Pokud tu svou otázku nenajdete, napište učiteli svého dítěte nebo nám.</p>' +
    '<h3>Od kolika let může dítě začít?</h3>' +
    '<p>Učíme děti ve věku od 5 do 14 let. Skupiny sestavujeme podle věku a úrovně: menší děti dělají první kroky s abakusem, starší rychleji přecházejí k větším číslům a počítání z hlavy.</p>' +
    '<h3>Jak probíhají lekce?</h3>' +
    '<p>Děti se učí ve skupinách s učitelem, online nebo ve třídě místní školy. Učitel ukáže na abakusu nový postup, děti si ho společně procvičí a pak ho zkoušejí z hlavy; takovému počítání zpaměti se říká anzan. Mezi lekcemi udržují dovednosti v kondici krátké tréninkové hry jako Rychlá čísla, Sloupce, Anzan, Násobení a Dělení.</p>' +
    '<h3>Jaké vybavení potřebujeme?</h3>' +
    '<p>Abakus (soroban) a počítač nebo tablet se stabilním připojením k internetu. Při online lekcích umožní kamera a mikrofon učiteli vaše dítě vidět a slyšet.</p>' +
    '<h3>Jak fungují domácí úkoly?</h3>' +
    '<p>Učitel zadává domácí úkoly na platformě: obvykle několik krátkých her a cvičení. Dítě vidí úkoly po přihlášení a vy vidíte, co už je hotové. Trocha cvičení každý den přinese víc než hodně cvičení jednou týdně.</p>' +
    '<h3>Co jsou Indigo dolary (i$)?</h3>' +
    '<p>Indigo dolary (i$) jsou naše virtuální odměna. Děti je získávají za splněné domácí úkoly a za odkryté dílky měsíčního puzzle a utrácejí je v obchodě za věci pro svou postavu. i$ nemají žádnou peněžní hodnotu a nelze je vyměnit za peníze.</p>' +
    '<h3>Můžeme si to nejdřív vyzkoušet?</h3>' +
    '<p>Ano. Přihlaste se na bezplatnou zkušební lekci na našem webu: zanechte své telefonní číslo a manažer vám zavolá, abyste se domluvili na vhodném termínu.</p>' +
    '<h3>V jakých jazycích škola funguje?</h3>' +
    '<p>Platforma je k dispozici ve 12 jazycích: angličtině, ruštině, ukrajinštině, polštině, hebrejštině, ázerbájdžánštině, arménštině, rumunštině, francouzštině, španělštině, češtině a němčině. Lekce probíhají v jazyce skupiny; které skupiny jsou otevřené, vám řekne místní škola.</p>' +
    '<h3>Jak se platí?</h3>' +
    '<p>Výuka se platí měsíčně předem podle ceníku místní franšízy, která s vámi uzavírá smlouvu o výuce. Zaplacené faktury najdete v historii plateb na platformě. Na ceny a způsoby platby se zeptejte své místní školy.</p>' +
    '<h3>Co když dítě lekci zamešká?</h3>' +
    '<p>Pokud můžete, dejte učiteli vědět předem. Domácí úkoly a tréninkové hry zůstávají na platformě, takže dítě může zameškané dohnat doma. Zda lze zameškanou lekci nahradit v jiné skupině, záleží na pravidlech vaší místní školy.</p>' +
    '<h3>Jak mohu sledovat pokroky dítěte?</h3>' +
    '<p>V rodičovském účtu vidíte domácí úkoly, výsledky her a to, jak se časem mění rychlost a přesnost počítání.</p>',
  de:
    '<h2>Häufige Fragen</h2>' +
    '<p>Hier finden Sie Antworten auf die Fragen, die Eltern uns am häufigsten stellen. Wenn Ihre Frage nicht dabei ist, schreiben Sie der Lehrkraft Ihres Kindes oder uns.</p>' +
    '<h3>Ab welchem Alter kann mein Kind anfangen?</h3>' +
    '<p>Wir unterrichten Kinder von 5 bis 14 Jahren. Die Gruppen werden nach Alter und Niveau gebildet: Jüngere machen ihre ersten Schritte am Abakus, Ältere kommen schneller zu größeren Zahlen und zum Kopfrechnen.</p>' +
    '<h3>Wie läuft der Unterricht ab?</h3>' +
    '<p>Die Kinder lernen in Gruppen mit einer Lehrkraft, online oder im Klassenraum einer Schule vor Ort. Die Lehrkraft zeigt eine neue Technik am Abakus, die Kinder üben sie gemeinsam und versuchen dann, im Kopf zu rechnen; dieses Kopfrechnen heißt Anzan. Zwischen den Stunden halten kurze Trainingsspiele wie Blitzzahlen, Spalten, Anzan, Multiplikation und Division die Fähigkeiten frisch.</p>' +
    '<h3>Welche Ausstattung brauchen wir?</h3>' +
    '<p>Einen Abakus (Soroban) und einen Computer oder ein Tablet mit stabiler Internetverbindung. Im Online-Unterricht sorgen Kamera und Mikrofon dafür, dass die Lehrkraft Ihr Kind sehen und hören kann.</p>' +
    '<h3>Wie funktionieren die Hausaufgaben?</h3>' +
    '<p>Die Lehrkraft stellt die Hausaufgaben auf der Plattform: meist ein paar kurze Spiele und Übungen. Ihr Kind sieht die Aufgaben nach dem Anmelden, und Sie sehen, was schon erledigt ist. Jeden Tag ein wenig zu üben bringt mehr als viel auf einmal pro Woche.</p>' +
    '<h3>Was sind Indigo-Dollar (i$)?</h3>' +
    '<p>Indigo-Dollar (i$) sind unsere virtuelle Belohnung. Kinder verdienen sie mit erledigten Hausaufgaben und freigeschalteten Teilen des Monatspuzzles und geben sie im Shop für Gegenstände für ihre Spielfigur aus. i$ haben keinen Geldwert und können nicht in Geld umgetauscht werden.</p>' +
    '<h3>Können wir es zuerst ausprobieren?</h3>' +
    '<p>Ja. Buchen Sie auf unserer Website eine kostenlose Probestunde: Hinterlassen Sie Ihre Telefonnummer, und ein Mitarbeiter ruft Sie an, um einen passenden Termin zu finden.</p>' +
    '<h3>In welchen Sprachen arbeitet die Schule?</h3>' +
    '<p>Die Plattform gibt es in 12 Sprachen: Englisch, Russisch, Ukrainisch, Polnisch, Hebräisch, Aserbaidschanisch, Armenisch, Rumänisch, Französisch, Spanisch, Tschechisch und Deutsch. Unterrichtet wird in der Sprache der Gruppe; welche Gruppen offen sind, erfahren Sie bei Ihrer Schule vor Ort.</p>' +
    '<h3>Wie bezahle ich?</h3>' +
    '<p>Der Unterricht wird monatlich im Voraus bezahlt, nach der Preisliste des örtlichen Franchisenehmers, der mit Ihnen den Unterrichtsvertrag schließt. Bezahlte Rechnungen erscheinen in der Zahlungshistorie auf der Plattform. Nach Preisen und Zahlungswegen fragen Sie bitte Ihre Schule vor Ort.</p>' +
    '<h3>Was ist, wenn mein Kind eine Stunde verpasst?</h3>' +
    '<p>Sagen Sie der Lehrkraft nach Möglichkeit vorher Bescheid. Hausaufgaben und Trainingsspiele bleiben auf der Plattform, sodass Ihr Kind den Stoff zu Hause nachholen kann. Ob eine verpasste Stunde in einer anderen Gruppe nachgeholt werden kann, hängt von den Regeln Ihrer Schule vor Ort ab.</p>' +
    '<h3>Wie sehe ich die Fortschritte meines Kindes?</h3>' +
    '<p>Im Elternkonto sehen Sie die Hausaufgaben, die Spielergebnisse und wie sich Tempo und Genauigkeit Ihres Kindes mit der Zeit entwickeln.</p>',
};
