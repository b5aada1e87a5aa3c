import type { DataLanguage } from '@abacus/contract/languages';

/** The public page /jobs (spec 002 "Static pages"), seeded in the 12 languages; the super franchise edits it. */
export const JOBS: Record<DataLanguage, string> = {
  en:
    '<h2>Jobs at Abacus School</h2>' +
    '<p>Abacus School grows thanks to people who enjoy watching children discover that numbers can be fun. Whether you would like to teach, to open a school in your town or to build our platform, we would be glad to hear from you.</p>' +
    '<h2>Abacus teachers</h2>' +
    '<p>Our teachers lead groups of children aged 5 to 14, online or in a classroom. We are looking for people who have:</p>' +
    '<ul><li><strong>patience with children</strong> and the wish to encourage each one of them;</li><li><strong>good arithmetic</strong> and a liking for clear explanations;</li><li><strong>reliability</strong>: a group counts on its teacher every week.</li></ul>' +
    '<p>You do not need to know the abacus already: <strong>training is provided</strong>, both in the method and in using the platform. Teachers are hired by the <strong>local franchise</strong>, which agrees the timetable, the groups and the terms of work with you.</p>' +
    '<h2>Franchise partners</h2>' +
    '<p>Would you like to run an Abacus School in your town or region? As a franchise partner you open a local school: you welcome families, form groups and hire teachers, while the network provides the method, the training and the platform. In some countries, a master franchise supports the local schools of its region.</p>' +
    '<h2>Engineers</h2>' +
    '<p>The platform (lessons, training games, homework, the monthly puzzle and the shop) is built by our own team. From time to time we look for engineers who care about fast, reliable software that children, parents and teachers use every day in twelve languages.</p>' +
    '<h2>How to apply</h2>' +
    '<p>Write to <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> with a short letter: who you are, which role interests you, where you live and why you would like to work with us. A CV is welcome but not required.</p>' +
    '<p>Letters from future teachers are passed on to the franchise nearest to you, which will get in touch if it is looking for a teacher.</p>',
  ru:
    '<h2>Вакансии в Abacus School</h2>' +
    '<p>Abacus School растёт благодаря людям, которым нравится видеть, как дети открывают для себя, что числа — это интересно. Хотите ли вы преподавать, открыть школу в своём городе или создавать нашу платформу, мы будем рады вашему письму.</p>' +
    '<h2>Преподаватели абакуса</h2>' +
    '<p>Наши учителя ведут группы детей от 5 до 14 лет онлайн или в классе. Мы ищем людей, у которых есть:</p>' +
    '<ul><li><strong>терпение в работе с детьми</strong> и желание поддержать каждого из них;</li><li><strong>уверенный счёт</strong> и любовь к понятным объяснениям;</li><li><strong>надёжность</strong>: группа рассчитывает на своего учителя каждую неделю.</li></ul>' +
    '<p>Заранее знать абакус не нужно: <strong>мы обучим</strong> и методике, и работе на платформе. Учителей нанимает <strong>местная франшиза</strong>, которая согласует с вами расписание, группы и условия работы.</p>' +
    '<h2>Партнёры по франшизе</h2>' +
    '<p>Хотите открыть Abacus School в своём городе или регионе? Как партнёр по франшизе вы открываете местную школу: принимаете семьи, формируете группы и нанимаете учителей, а сеть даёт методику, обучение и платформу. В некоторых странах местные школы региона поддерживает мастер-франшиза.</p>' +
    '<h2>Инженеры</h2>' +
    '<p>Платформу (уроки, тренировочные игры, домашние задания, ежемесячный пазл и магазин) создаёт наша собственная команда. Время от времени мы ищем инженеров, которым важны быстрые и надёжные программы: ими каждый день пользуются дети, родители и учителя на двенадцати языках.</p>' +
    '<h2>Как откликнуться</h2>' +
    '<p>Напишите на <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> короткое письмо: кто вы, какая роль вас интересует, где вы живёте и почему хотите работать с нами. Резюме приветствуется, но не обязательно.</p>' +
    '<p>Письма будущих учителей мы передаём ближайшей к вам франшизе, и она свяжется с вами, если ищет учителя.</p>',
  uk:
    '<h2>Вакансії в Abacus School</h2>' +
    '<p>Abacus School зростає завдяки людям, яким подобається бачити, як діти відкривають для себе, що числа — це цікаво. Хочете ви викладати, відкрити школу у своєму місті чи створювати нашу платформу, ми будемо раді вашому листу.</p>' +
    '<h2>Викладачі абакуса</h2>' +
    '<p>Наші вчителі ведуть групи дітей від 5 до 14 років онлайн або в класі. Ми шукаємо людей, які мають:</p>' +
    '<ul><li><strong>терпіння в роботі з дітьми</strong> і бажання підтримати кожну дитину;</li><li><strong>впевнений рахунок</strong> і любов до зрозумілих пояснень;</li><li><strong>надійність</strong>: група розраховує на свого вчителя щотижня.</li></ul>' +
    '<p>Заздалегідь знати абакус не потрібно: <strong>ми навчимо</strong> і методики, і роботи на платформі. Учителів наймає <strong>місцева франшиза</strong>, яка погоджує з вами розклад, групи та умови роботи.</p>' +
    '<h2>Партнери за франшизою</h2>' +
    '<p>Хочете відкрити Abacus School у своєму місті чи регіоні? Як партнер за франшизою ви відкриваєте місцеву школу: приймаєте родини, формуєте групи та наймаєте вчителів, а мережа надає методику, навчання і платформу. У деяких країнах місцеві школи регіону підтримує майстер-франшиза.</p>' +
    '<h2>Інженери</h2>' +
    '<p>Платформу (уроки, тренувальні ігри, домашні завдання, щомісячний пазл і магазин) створює наша власна команда. Час від часу ми шукаємо інженерів, для яких важливі швидкі й надійні програми: ними щодня користуються діти, батьки та вчителі дванадцятьма мовами.</p>' +
    '<h2>Як відгукнутися</h2>' +
    '<p>Напишіть на <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> короткий лист: хто ви, яка роль вас цікавить, де ви живете і чому хочете працювати з нами. Резюме вітається, але не обов’язкове.</p>' +
    '<p>Листи майбутніх учителів ми передаємо найближчій до вас франшизі, і вона зв’яжеться з вами, якщо шукає вчителя.</p>',
  pl:
    '<h2>Praca w Abacus School</h2>' +
    '<p>Abacus School rozwija się dzięki ludziom, którzy lubią patrzeć, jak dzieci odkrywają, że liczby mogą być ciekawe. Niezależnie od tego, czy chcesz uczyć, otworzyć szkołę w swoim mieście, czy tworzyć naszą platformę, chętnie przeczytamy Twój list.</p>' +
    '<h2>Nauczyciele arytmetyki mentalnej</h2>' +
    '<p>Nasi nauczyciele prowadzą grupy dzieci w wieku od 5 do 14 lat, online lub w sali. Szukamy osób, które mają:</p>' +
    '<ul><li><strong>cierpliwość do dzieci</strong> i chęć wspierania każdego z nich;</li><li><strong>dobre umiejętności rachunkowe</strong> i zamiłowanie do jasnych wyjaśnień;</li><li><strong>rzetelność</strong>: grupa liczy na swojego nauczyciela co tydzień.</li></ul>' +
    '<p>Nie musisz znać liczydła: <strong>zapewniamy szkolenie</strong> zarówno z metody, jak i z obsługi platformy. Nauczycieli zatrudnia <strong>lokalna franczyza</strong>, która uzgadnia z Tobą plan zajęć, grupy i warunki pracy.</p>' +
    '<h2>Partnerzy franczyzowi</h2>' +
    '<p>Chcesz prowadzić Abacus School w swoim mieście lub regionie? Jako partner franczyzowy otwierasz lokalną szkołę: przyjmujesz rodziny, tworzysz grupy i zatrudniasz nauczycieli, a sieć zapewnia metodę, szkolenia i platformę. W niektórych krajach lokalne szkoły w regionie wspiera franczyza główna.</p>' +
    '<h2>Inżynierowie</h2>' +
    '<p>Platformę (lekcje, gry treningowe, zadania domowe, comiesięczną układankę i sklep) tworzy nasz własny zespół. Od czasu do czasu szukamy inżynierów, którym zależy na szybkim i niezawodnym oprogramowaniu, z którego codziennie korzystają dzieci, rodzice i nauczyciele w dwunastu językach.</p>' +
    '<h2>Jak aplikować</h2>' +
    '<p>Napisz na adres <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> krótki list: kim jesteś, która rola Cię interesuje, gdzie mieszkasz i dlaczego chcesz z nami pracować. CV jest mile widziane, ale nie jest wymagane.</p>' +
    '<p>Listy przyszłych nauczycieli przekazujemy do najbliższej franczyzy, która skontaktuje się z Tobą, jeśli szuka nauczyciela.</p>',
  he:
    '<h2>משרות ב־Abacus School</h2>' +
    '<p>Abacus School צומח בזכות אנשים שאוהבים לראות ילדים מגלים שמספרים יכולים להיות מהנים. בין אם תרצו ללמד, לפתוח בית ספר בעיר שלכם או לבנות את הפלטפורמה שלנו, נשמח לשמוע מכם.</p>' +
    '<h2>מורים לחשבונייה</h2>' +
    '<p>המורים שלנו מנחים קבוצות של ילדים בגילאי 5 עד 14, באופן מקוון או בכיתה. אנו מחפשים אנשים עם:</p>' +
    '<ul><li><strong>סבלנות לילדים</strong> ורצון לעודד כל אחד מהם;</li><li><strong>שליטה טובה בחשבון</strong> ואהבה להסברים ברורים;</li><li><strong>אמינות</strong>: הקבוצה סומכת על המורה שלה בכל שבוע.</li></ul>' +
    '<p>אין צורך להכיר את החשבונייה מראש: <strong>אנו מספקים הכשרה</strong> גם בשיטה וגם בעבודה עם הפלטפורמה. את המורים מעסיקה <strong>הזכיינות המקומית</strong>, שמתאמת איתכם את מערכת השעות, הקבוצות ותנאי העבודה.</p>' +
    '<h2>שותפי זכיינות</h2>' +
    '<p>רוצים לנהל Abacus School בעיר או באזור שלכם? כשותפי זכיינות אתם פותחים בית ספר מקומי: מקבלים משפחות, בונים קבוצות ומעסיקים מורים, והרשת מספקת את השיטה, ההכשרה והפלטפורמה. בחלק מהמדינות, מאסטר זכיינות תומך בבתי הספר המקומיים באזורו.</p>' +
    '<h2>מהנדסים</h2>' +
    '<p>את הפלטפורמה (שיעורים, משחקי אימון, שיעורי בית, הפאזל החודשי והחנות) בונה צוות משלנו. מדי פעם אנו מחפשים מהנדסים שאכפת להם מתוכנה מהירה ואמינה, שילדים, הורים ומורים משתמשים בה כל יום בשתים־עשרה שפות.</p>' +
    '<h2>איך להגיש מועמדות</h2>' +
    '<p>כתבו אל <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> מכתב קצר: מי אתם, איזה תפקיד מעניין אתכם, היכן אתם גרים ולמה תרצו לעבוד איתנו. קורות חיים יתקבלו בברכה, אך אינם חובה.</p>' +
    '<p>מכתבים של מורים לעתיד אנו מעבירים לזכיינות הקרובה אליכם, והיא תיצור איתכם קשר אם היא מחפשת מורה.</p>',
  az:
    '<h2>Abacus School-da iş</h2>' +
    '<p>Abacus School uşaqların ədədlərin maraqlı ola biləcəyini kəşf etməsini görməkdən zövq alan insanların sayəsində böyüyür. İstər dərs demək, istər öz şəhərinizdə məktəb açmaq, istərsə də platformamızı qurmaq istəyin, sizdən xəbər almağa şad olarıq.</p>' +
    '<h2>Abak müəllimləri</h2>' +
    '<p>Müəllimlərimiz 5–14 yaşlı uşaq qruplarına onlayn və ya sinifdə dərs deyir. Biz bu keyfiyyətlərə malik insanlar axtarırıq:</p>' +
    '<ul><li><strong>uşaqlara qarşı səbir</strong> və onların hər birini ruhlandırmaq istəyi;</li><li><strong>yaxşı hesab bacarığı</strong> və aydın izahlara həvəs;</li><li><strong>etibarlılıq</strong>: qrup hər həftə öz müəlliminə güvənir.</li></ul>' +
    '<p>Abakı əvvəlcədən bilmək lazım deyil: <strong>təlim veririk</strong>, həm metodika, həm də platforma ilə iş üzrə. Müəllimləri <strong>yerli françayz</strong> işə götürür və cədvəli, qrupları və iş şərtlərini sizinlə razılaşdırır.</p>' +
    '<h2>Françayz tərəfdaşları</h2>' +
    '<p>Şəhərinizdə və ya regionunuzda Abacus School açmaq istəyirsiniz? Françayz tərəfdaşı kimi siz yerli məktəb açırsınız: ailələri qəbul edir, qruplar yaradır və müəllimləri işə götürürsünüz, şəbəkə isə metodikanı, təlimi və platformanı təqdim edir. Bəzi ölkələrdə regionun yerli məktəblərinə master françayz dəstək olur.</p>' +
    '<h2>Mühəndislər</h2>' +
    '<p>Platformanı (dərslər, məşq oyunları, ev tapşırıqları, aylıq pazl və mağaza) öz komandamız hazırlayır. Vaxtaşırı uşaqların, valideynlərin və müəllimlərin hər gün on iki dildə istifadə etdiyi sürətli və etibarlı proqram təminatına önəm verən mühəndislər axtarırıq.</p>' +
    '<h2>Necə müraciət etməli</h2>' +
    '<p><a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> ünvanına qısa məktub yazın: kim olduğunuzu, hansı vəzifə ilə maraqlandığınızı, harada yaşadığınızı və niyə bizimlə işləmək istədiyinizi bildirin. CV göndərə bilərsiniz, lakin bu məcburi deyil.</p>' +
    '<p>Gələcək müəllimlərin məktublarını sizə ən yaxın françayza ötürürük; müəllim axtarırsa, o sizinlə əlaqə saxlayacaq.</p>',
  hy:
    '<h2>Աշխատանք Abacus School-ում</h2>' +
    '<p>Abacus School-ն աճում է այն մարդկանց շնորհիվ, ովքեր սիրում են տեսնել, թե ինչպես են երեխաները բացահայտում, որ թվերը կարող են հետաքրքիր լինել։ Անկախ նրանից՝ ցանկանում եք դասավանդել, Ձեր քաղաքում դպրոց բացել, թե ստեղծել մեր հարթակը, ուրախ կլինենք լսել Ձեզանից։</p>' +
    '<h2>Աբակուսի ուսուցիչներ</h2>' +
    '<p>Մեր ուսուցիչները վարում են 5–14 տարեկան երեխաների խմբեր՝ առցանց կամ դասասենյակում։ Մենք փնտրում ենք մարդկանց, ովքեր ունեն՝</p>' +
    '<ul><li><strong>համբերություն երեխաների հետ</strong> և յուրաքանչյուրին խրախուսելու ցանկություն,</li><li><strong>լավ թվաբանական հմտություններ</strong> և հստակ բացատրությունների հանդեպ սեր,</li><li><strong>հուսալիություն</strong>՝ խումբն ամեն շաբաթ հույսը դնում է իր ուսուցչի վրա։</li></ul>' +
    '<p>Պարտադիր չէ նախապես իմանալ աբակուսը՝ <strong>մենք ապահովում ենք ուսուցում</strong> և՛ մեթոդի, և՛ հարթակի հետ աշխատանքի վերաբերյալ։ Ուսուցիչներին աշխատանքի է ընդունում <strong>տեղական ֆրանշիզան</strong>, որը Ձեզ հետ համաձայնեցնում է ժամանակացույցը, խմբերը և աշխատանքի պայմանները։</p>' +
    '<h2>Ֆրանշիզային գործընկերներ</h2>' +
    '<p>Ցանկանո՞ւմ եք ղեկավարել Abacus School Ձեր քաղաքում կամ տարածաշրջանում։ Որպես ֆրանշիզային գործընկեր՝ Դուք բացում եք տեղական դպրոց՝ ընդունում եք ընտանիքներին, կազմում խմբեր և աշխատանքի ընդունում ուսուցիչներին, իսկ ցանցը տրամադրում է մեթոդը, ուսուցումը և հարթակը։ Որոշ երկրներում տարածաշրջանի տեղական դպրոցներին աջակցում է մաստեր ֆրանշիզան։</p>' +
    '<h2>Ինժեներներ</h2>' +
    '<p>Հարթակը (դասեր, մարզողական խաղեր, տնային առաջադրանքներ, ամսական փազլ և խանութ) ստեղծում է մեր սեփական թիմը։ Ժամանակ առ ժամանակ մենք փնտրում ենք ինժեներների, որոնց համար կարևոր է արագ և հուսալի ծրագրակազմը, որից ամեն օր տասներկու լեզվով օգտվում են երեխաները, ծնողները և ուսուցիչները։</p>' +
    '<h2>Ինչպես դիմել</h2>' +
    '<p>Գրեք կարճ նամակ <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> հասցեով՝ նշելով, թե ով եք, որ պաշտոնն է Ձեզ հետաքրքրում, որտեղ եք ապրում և ինչու եք ցանկանում աշխատել մեզ հետ։ Ինքնակենսագրականը ողջունելի է, բայց պարտադիր չէ։</p>' +
    '<p>Ապագա ուսուցիչների նամակները մենք փոխանցում ենք Ձեզ ամենամոտ ֆրանշիզային, որը կկապվի Ձեզ հետ, եթե ուսուցիչ է փնտրում։</p>',
  ro:
    '<h2>Locuri de muncă la Abacus School</h2>' +
    '<p>Abacus School crește datorită oamenilor cărora le place să vadă cum descoperă copiii că numerele pot fi distractive. Fie că vreți să predați, să deschideți o școală în orașul dumneavoastră sau să construiți platforma noastră, ne-ar face plăcere să vă cunoaștem.</p>' +
    '<h2>Profesori de abac</h2>' +
    '<p>Profesorii noștri conduc grupe de copii între 5 și 14 ani, online sau într-o sală de clasă. Căutăm oameni care au:</p>' +
    '<ul><li><strong>răbdare cu copiii</strong> și dorința de a-l încuraja pe fiecare;</li><li><strong>cunoștințe bune de aritmetică</strong> și plăcerea explicațiilor clare;</li><li><strong>seriozitate</strong>: grupa se bazează pe profesorul ei în fiecare săptămână.</li></ul>' +
    '<p>Nu trebuie să cunoașteți deja abacul: <strong>oferim instruire</strong> atât în metodă, cât și în folosirea platformei. Profesorii sunt angajați de <strong>franciza locală</strong>, care stabilește cu dumneavoastră orarul, grupele și condițiile de lucru.</p>' +
    '<h2>Parteneri de franciză</h2>' +
    '<p>Ați vrea să conduceți o Abacus School în orașul sau regiunea dumneavoastră? Ca partener de franciză deschideți o școală locală: primiți familii, formați grupe și angajați profesori, iar rețeaua vă oferă metoda, instruirea și platforma. În unele țări, o master franciză sprijină școlile locale din regiunea sa.</p>' +
    '<h2>Ingineri</h2>' +
    '<p>Platforma (lecțiile, jocurile de antrenament, temele, puzzle-ul lunar și magazinul) este construită de propria noastră echipă. Din când în când căutăm ingineri cărora le pasă de un software rapid și fiabil, folosit zilnic de copii, părinți și profesori în douăsprezece limbi.</p>' +
    '<h2>Cum aplicați</h2>' +
    '<p>Scrieți la <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> o scurtă scrisoare: cine sunteți, ce rol vă interesează, unde locuiți și de ce ați vrea să lucrați cu noi. Un CV este binevenit, dar nu obligatoriu.</p>' +
    '<p>Scrisorile viitorilor profesori le transmitem francizei celei mai apropiate de dumneavoastră, care vă va contacta dacă își caută un profesor.</p>',
  fr:
    '<h2>Travailler chez Abacus School</h2>' +
    '<p>Abacus School grandit grâce à des personnes qui aiment voir les enfants découvrir que les nombres peuvent être amusants. Que vous souhaitiez enseigner, ouvrir une école dans votre ville ou construire notre plateforme, nous serons heureux d’avoir de vos nouvelles.</p>' +
    '<h2>Enseignants de boulier</h2>' +
    '<p>Nos enseignants animent des groupes d’enfants de 5 à 14 ans, en ligne ou en salle de classe. Nous recherchons des personnes qui ont :</p>' +
    '<ul><li><strong>de la patience avec les enfants</strong> et l’envie d’encourager chacun d’eux ;</li><li><strong>une bonne maîtrise du calcul</strong> et le goût des explications claires ;</li><li><strong>de la fiabilité</strong> : un groupe compte sur son enseignant chaque semaine.</li></ul>' +
    '<p>Inutile de connaître déjà le boulier : <strong>une formation est assurée</strong>, à la fois à la méthode et à l’utilisation de la plateforme. Les enseignants sont recrutés par la <strong>franchise locale</strong>, qui convient avec vous de l’emploi du temps, des groupes et des conditions de travail.</p>' +
    '<h2>Partenaires franchisés</h2>' +
    '<p>Vous aimeriez diriger une Abacus School dans votre ville ou votre région ? En tant que partenaire franchisé, vous ouvrez une école locale : vous accueillez les familles, formez les groupes et recrutez les enseignants, tandis que le réseau fournit la méthode, la formation et la plateforme. Dans certains pays, une master franchise accompagne les écoles locales de sa région.</p>' +
    '<h2>Ingénieurs</h2>' +
    '<p>La plateforme (cours, jeux d’entraînement, devoirs, puzzle du mois et boutique) est développée par notre propre équipe. De temps en temps, nous recherchons des ingénieurs attachés à des logiciels rapides et fiables, que des enfants, des parents et des enseignants utilisent chaque jour en douze langues.</p>' +
    '<h2>Comment postuler</h2>' +
    '<p>Écrivez à <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> une courte lettre : qui vous êtes, quel poste vous intéresse, où vous habitez et pourquoi vous aimeriez travailler avec nous. Un CV est le bienvenu, mais pas obligatoire.</p>' +
    '<p>Nous transmettons les lettres des futurs enseignants à la franchise la plus proche de chez vous, qui vous contactera si elle recherche un enseignant.</p>',
  es:
    '<h2>Trabaja en Abacus School</h2>' +
    '<p>Abacus School crece gracias a personas a las que les gusta ver cómo los niños descubren que los números pueden ser divertidos. Tanto si quieres enseñar como abrir una escuela en tu ciudad o construir nuestra plataforma, nos encantará saber de ti.</p>' +
    '<h2>Profesores de ábaco</h2>' +
    '<p>Nuestros profesores dirigen grupos de niños de 5 a 14 años, en línea o en el aula. Buscamos personas con:</p>' +
    '<ul><li><strong>paciencia con los niños</strong> y ganas de animar a cada uno de ellos;</li><li><strong>buen nivel de cálculo</strong> y gusto por las explicaciones claras;</li><li><strong>responsabilidad</strong>: un grupo cuenta con su profesor cada semana.</li></ul>' +
    '<p>No hace falta que ya sepas usar el ábaco: <strong>te damos formación</strong>, tanto en el método como en el uso de la plataforma. A los profesores los contrata la <strong>franquicia local</strong>, que acuerda contigo el horario, los grupos y las condiciones de trabajo.</p>' +
    '<h2>Socios franquiciados</h2>' +
    '<p>¿Te gustaría dirigir una Abacus School en tu ciudad o región? Como socio franquiciado abres una escuela local: recibes a las familias, formas los grupos y contratas a los profesores, mientras la red aporta el método, la formación y la plataforma. En algunos países, una franquicia máster apoya a las escuelas locales de su región.</p>' +
    '<h2>Ingenieros</h2>' +
    '<p>La plataforma (clases, juegos de entrenamiento, deberes, el puzle del mes y la tienda) la desarrolla nuestro propio equipo. De vez en cuando buscamos ingenieros a quienes les importe el software rápido y fiable, que niños, padres y profesores usan cada día en doce idiomas.</p>' +
    '<h2>Cómo presentar tu candidatura</h2>' +
    '<p>Escribe a <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> una carta breve: quién eres, qué puesto te interesa, dónde vives y por qué te gustaría trabajar con nosotros. Un currículum es bienvenido, pero no obligatorio.</p>' +
    '<p>Las cartas de los futuros profesores las enviamos a la franquicia más cercana, que se pondrá en contacto contigo si busca profesor.</p>',
  cs:
    '<h2>Práce v Abacus School</h2>' +
    '<p>Abacus School roste díky lidem, kteří rádi sledují, jak děti objevují, že čísla mohou být zábava. Ať chcete učit, otevřít školu ve svém městě, nebo tvořit naši platformu, budeme rádi, když se nám ozvete.</p>' +
    '<h2>Učitelé abakusu</h2>' +
    '<p>Naši učitelé vedou skupiny dětí od 5 do 14 let, online nebo ve třídě. Hledáme lidi, kteří mají:</p>' +
    '<ul><li><strong>trpělivost s dětmi</strong> a chuť povzbudit každé z nich;</li><li><strong>dobré počtářské dovednosti</strong> a zálibu v jasném vysvětlování;</li><li><strong>spolehlivost</strong>: skupina se na svého učitele spoléhá každý týden.</li></ul>' +
    '<p>Abakus nemusíte předem ovládat: <strong>zaškolení zajistíme</strong>, a to v metodě i v práci s platformou. Učitele přijímá <strong>místní franšíza</strong>, která s vámi domluví rozvrh, skupiny a pracovní podmínky.</p>' +
    '<h2>Franšízoví partneři</h2>' +
    '<p>Chtěli byste vést Abacus School ve svém městě nebo regionu? Jako franšízový partner otevíráte místní školu: přijímáte rodiny, sestavujete skupiny a zaměstnáváte učitele, zatímco síť poskytuje metodu, školení a platformu. V některých zemích podporuje místní školy v regionu master franšíza.</p>' +
    '<h2>Inženýři</h2>' +
    '<p>Platformu (lekce, tréninkové hry, domácí úkoly, měsíční skládačku a obchod) vyvíjí náš vlastní tým. Čas od času hledáme inženýry, kterým záleží na rychlém a spolehlivém softwaru, který každý den používají děti, rodiče i učitelé ve dvanácti jazycích.</p>' +
    '<h2>Jak se přihlásit</h2>' +
    '<p>Napište na <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> krátký dopis: kdo jste, která role vás zajímá, kde bydlíte a proč byste s námi chtěli pracovat. Životopis uvítáme, ale není povinný.</p>' +
    '<p>Dopisy budoucích učitelů předáváme nejbližší franšíze, která se vám ozve, pokud hledá učitele.</p>',
  de:
    '<h2>Jobs bei Abacus School</h2>' +
    '<p>Abacus School wächst dank Menschen, die gern erleben, wie Kinder entdecken, dass Zahlen Spaß machen können. Ob Sie unterrichten, eine Schule in Ihrer Stadt eröffnen oder unsere Plattform mitentwickeln möchten: Wir freuen uns, von Ihnen zu hören.</p>' +
    '<h2>Abakus-Lehrkräfte</h2>' +
    '<p>Unsere Lehrkräfte leiten Gruppen von Kindern zwischen 5 und 14 Jahren, online oder im Klassenraum. Wir suchen Menschen mit:</p>' +
    '<ul><li><strong>Geduld mit Kindern</strong> und dem Wunsch, jedes einzelne zu ermutigen;</li><li><strong>sicherem Rechnen</strong> und Freude an klaren Erklärungen;</li><li><strong>Zuverlässigkeit</strong>: Eine Gruppe zählt jede Woche auf ihre Lehrkraft.</li></ul>' +
    '<p>Den Abakus müssen Sie noch nicht beherrschen: <strong>Wir schulen Sie</strong>, in der Methode ebenso wie im Umgang mit der Plattform. Eingestellt werden die Lehrkräfte vom <strong>Franchise vor Ort</strong>, das mit Ihnen Stundenplan, Gruppen und Arbeitsbedingungen vereinbart.</p>' +
    '<h2>Franchise-Partner</h2>' +
    '<p>Möchten Sie eine Abacus School in Ihrer Stadt oder Region führen? Als Franchise-Partner eröffnen Sie eine Schule vor Ort: Sie nehmen Familien auf, bilden Gruppen und stellen Lehrkräfte ein, während das Netzwerk die Methode, die Schulungen und die Plattform bereitstellt. In manchen Ländern unterstützt ein Master-Franchise die Schulen seiner Region.</p>' +
    '<h2>Entwicklerinnen und Entwickler</h2>' +
    '<p>Die Plattform (Unterricht, Trainingsspiele, Hausaufgaben, das Monatspuzzle und der Shop) entwickelt unser eigenes Team. Von Zeit zu Zeit suchen wir Entwicklerinnen und Entwickler, denen schnelle, zuverlässige Software wichtig ist, die Kinder, Eltern und Lehrkräfte täglich in zwölf Sprachen nutzen.</p>' +
    '<h2>So bewerben Sie sich</h2>' +
    '<p>Schreiben Sie an <a href="mailto:jobs@abacus-school.online">jobs@abacus-school.online</a> einen kurzen Brief: wer Sie sind, welche Aufgabe Sie interessiert, wo Sie wohnen und warum Sie mit uns arbeiten möchten. Ein Lebenslauf ist willkommen, aber keine Pflicht.</p>' +
    '<p>Briefe künftiger Lehrkräfte leiten wir an das nächstgelegene Franchise weiter, das sich bei Ihnen meldet, wenn es eine Lehrkraft sucht.</p>',
};
