import type { DataLanguage } from '@abacus/contract/languages';

/** The public page /press (spec 002 "Static pages"), seeded in the 12 languages; the super franchise edits it. */
export const PRESS: Record<DataLanguage, string> = {
  en:
    '<h2>Press kit</h2>' +
    '<h3>Who we are</h3>' +
    '<p>Abacus School is an international network of schools that teach mental arithmetic to children aged 5 to 14. Children learn to count on the abacus (soroban) and then in their heads, in groups with a teacher, online and in classrooms. Our own online platform brings lessons, training games, homework and a friendly reward system together in one place.</p>' +
    '<h3>Facts</h3>' +
    '<ul>' +
    '<li><strong>Ages:</strong> 5 to 14.</li>' +
    '<li><strong>Languages:</strong> the platform interface is available in 12 languages: English, Russian, Ukrainian, Polish, Hebrew, Azerbaijani, Armenian, Romanian, French, Spanish, Czech and German.</li>' +
    '<li><strong>Network:</strong> local schools are run by franchises and supported by regional and country partners (master franchises).</li>' +
    '<li><strong>Format:</strong> group lessons with a teacher, online and in classrooms, plus homework and training games on the platform.</li>' +
    '<li><strong>Games:</strong> Speedy numbers, Columns, Anzan, Multiplication, Division and more.</li>' +
    '<li><strong>Motivation:</strong> children earn Indigo-dollars (i$), a virtual currency with no money value, open pieces of a monthly puzzle and dress up their own character.</li>' +
    '</ul>' +
    '<h3>The method</h3>' +
    '<p>The soroban is a Japanese abacus with one upper bead and four lower beads on each rod. Children first learn to show numbers and to add and subtract by moving the beads with their fingers. Step by step, they learn to picture the abacus in their mind and to count without it: this mental counting is called anzan. Short, regular practice keeps learning playful and also exercises attention and memory.</p>' +
    '<h3>Media contact</h3>' +
    '<p>For interviews, comments and materials, write to <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. Logos and photos are available on request.</p>',
  ru:
    '<h2>Пресс-кит</h2>' +
    '<h3>Кто мы</h3>' +
    '<p>Abacus School — международная сеть школ, которые обучают ментальной арифметике детей от 5 до 14 лет. Дети учатся считать на абакусе (соробане), а затем в уме — в группах с учителем, онлайн и в классах. Наша собственная онлайн-платформа объединяет в одном месте уроки, тренировочные игры, домашние задания и дружелюбную систему наград.</p>' +
    '<h3>Факты</h3>' +
    '<ul>' +
    '<li><strong>Возраст:</strong> от 5 до 14 лет.</li>' +
    '<li><strong>Языки:</strong> интерфейс платформы доступен на 12 языках: английском, русском, украинском, польском, иврите, азербайджанском, армянском, румынском, французском, испанском, чешском и немецком.</li>' +
    '<li><strong>Сеть:</strong> местными школами управляют франшизы, их поддерживают региональные и национальные партнёры (мастер-франшизы).</li>' +
    '<li><strong>Формат:</strong> групповые уроки с учителем онлайн и в классах, а также домашние задания и тренировочные игры на платформе.</li>' +
    '<li><strong>Игры:</strong> «Быстрые числа», «Столбики», «Анзан», «Умножение», «Деление» и другие.</li>' +
    '<li><strong>Мотивация:</strong> дети зарабатывают индиго-доллары (i$) — виртуальную валюту без денежной стоимости, открывают кусочки ежемесячного пазла и наряжают своего персонажа.</li>' +
    '</ul>' +
    '<h3>Методика</h3>' +
    '<p>Соробан — японский абакус, на каждой спице которого одна верхняя и четыре нижние косточки. Сначала дети учатся показывать числа, складывать и вычитать, передвигая косточки пальцами. Шаг за шагом они учатся представлять абакус в уме и считать без него: такой счёт в уме называется анзан. Короткие регулярные занятия делают обучение игровым и заодно тренируют внимание и память.</p>' +
    '<h3>Контакты для СМИ</h3>' +
    '<p>По вопросам интервью, комментариев и материалов пишите на <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. Логотипы и фотографии — по запросу.</p>',
  uk:
    '<h2>Прес-кит</h2>' +
    '<h3>Хто ми</h3>' +
    '<p>Abacus School — міжнародна мережа шкіл, які навчають ментальної арифметики дітей від 5 до 14 років. Діти вчаться рахувати на абакусі (соробані), а потім в умі — у групах з учителем, онлайн і в класах. Наша власна онлайн-платформа поєднує в одному місці уроки, тренувальні ігри, домашні завдання й дружню систему нагород.</p>' +
    '<h3>Факти</h3>' +
    '<ul>' +
    '<li><strong>Вік:</strong> від 5 до 14 років.</li>' +
    '<li><strong>Мови:</strong> інтерфейс платформи доступний 12 мовами: англійською, російською, українською, польською, івритом, азербайджанською, вірменською, румунською, французькою, іспанською, чеською та німецькою.</li>' +
    '<li><strong>Мережа:</strong> місцевими школами керують франшизи, їх підтримують регіональні та національні партнери (майстер-франшизи).</li>' +
    '<li><strong>Формат:</strong> групові уроки з учителем онлайн і в класах, а також домашні завдання й тренувальні ігри на платформі.</li>' +
    '<li><strong>Ігри:</strong> «Швидкі числа», «Стовпчики», «Анзан», «Множення», «Ділення» та інші.</li>' +
    '<li><strong>Мотивація:</strong> діти заробляють індиго-долари (i$) — віртуальну валюту без грошової вартості, відкривають частинки щомісячного пазла й вдягають свого персонажа.</li>' +
    '</ul>' +
    '<h3>Методика</h3>' +
    '<p>Соробан — японський абакус, на кожній спиці якого одна верхня й чотири нижні кісточки. Спочатку діти вчаться показувати числа, додавати й віднімати, пересуваючи кісточки пальцями. Крок за кроком вони вчаться уявляти абакус в умі й рахувати без нього: такий рахунок в умі називається анзан. Короткі регулярні заняття роблять навчання ігровим і водночас тренують увагу та пам’ять.</p>' +
    '<h3>Контакти для ЗМІ</h3>' +
    '<p>З питань інтерв’ю, коментарів і матеріалів пишіть на <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. Логотипи та фотографії — на запит.</p>',
  pl:
    '<h2>Informacje dla prasy</h2>' +
    '<h3>Kim jesteśmy</h3>' +
    '<p>Abacus School to międzynarodowa sieć szkół, które uczą arytmetyki mentalnej dzieci w wieku od 5 do 14 lat. Dzieci uczą się liczyć na abakusie (sorobanie), a potem w pamięci, w grupach z nauczycielem, online i w salach lekcyjnych. Nasza własna platforma online łączy w jednym miejscu lekcje, gry treningowe, zadania domowe i przyjazny system nagród.</p>' +
    '<h3>Fakty</h3>' +
    '<ul>' +
    '<li><strong>Wiek:</strong> od 5 do 14 lat.</li>' +
    '<li><strong>Języki:</strong> interfejs platformy jest dostępny w 12 językach: angielskim, rosyjskim, ukraińskim, polskim, hebrajskim, azerbejdżańskim, ormiańskim, rumuńskim, francuskim, hiszpańskim, czeskim i niemieckim.</li>' +
    '<li><strong>Sieć:</strong> lokalne szkoły prowadzą franczyzy, wspierane przez partnerów regionalnych i krajowych (master franczyzy).</li>' +
    '<li><strong>Forma:</strong> lekcje grupowe z nauczycielem, online i stacjonarnie, a do tego zadania domowe i gry treningowe na platformie.</li>' +
    '<li><strong>Gry:</strong> Szybkie liczby, Słupki, Anzan, Mnożenie, Dzielenie i inne.</li>' +
    '<li><strong>Motywacja:</strong> dzieci zdobywają dolary Indigo (i$), wirtualną walutę bez wartości pieniężnej, odkrywają fragmenty comiesięcznych puzzli i ubierają własną postać.</li>' +
    '</ul>' +
    '<h3>Metoda</h3>' +
    '<p>Soroban to japoński abakus, który na każdym pręcie ma jeden koralik górny i cztery dolne. Najpierw dzieci uczą się pokazywać liczby oraz dodawać i odejmować, przesuwając koraliki palcami. Krok po kroku uczą się wyobrażać sobie abakus i liczyć bez niego: takie liczenie w pamięci nazywa się anzan. Krótkie, regularne ćwiczenia sprawiają, że nauka przypomina zabawę, a przy okazji ćwiczą uwagę i pamięć.</p>' +
    '<h3>Kontakt dla mediów</h3>' +
    '<p>W sprawie wywiadów, komentarzy i materiałów prosimy o kontakt: <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. Logotypy i zdjęcia udostępniamy na prośbę.</p>',
  he:
    '<h2>ערכת עיתונות</h2>' +
    '<h3>מי אנחנו</h3>' +
    '<p>Abacus School היא רשת בינלאומית של בתי ספר שמלמדים חשבון מנטלי לילדים בגילאי 5 עד 14. הילדים לומדים לחשב על האבקוס (סורובן) ואחר כך בראש, בקבוצות עם מורה, אונליין ובכיתות. הפלטפורמה המקוונת שלנו מרכזת במקום אחד שיעורים, משחקי אימון, שיעורי בית ומערכת פרסים ידידותית.</p>' +
    '<h3>עובדות</h3>' +
    '<ul>' +
    '<li><strong>גילאים:</strong> 5 עד 14.</li>' +
    '<li><strong>שפות:</strong> ממשק הפלטפורמה זמין ב־12 שפות: אנגלית, רוסית, אוקראינית, פולנית, עברית, אזרית, ארמנית, רומנית, צרפתית, ספרדית, צ׳כית וגרמנית.</li>' +
    '<li><strong>רשת:</strong> בתי הספר המקומיים מנוהלים בידי זכיינים, בתמיכת שותפים אזוריים וארציים (זכייני מאסטר).</li>' +
    '<li><strong>מתכונת:</strong> שיעורים קבוצתיים עם מורה, אונליין ובכיתות, לצד שיעורי בית ומשחקי אימון בפלטפורמה.</li>' +
    '<li><strong>משחקים:</strong> מספרים מהירים, עמודות, אנזאן, כפל, חילוק ועוד.</li>' +
    '<li><strong>מוטיבציה:</strong> הילדים צוברים דולרי אינדיגו (i$), מטבע וירטואלי ללא ערך כספי, פותחים חלקים של פאזל חודשי ומלבישים דמות משלהם.</li>' +
    '</ul>' +
    '<h3>השיטה</h3>' +
    '<p>הסורובן הוא אבקוס יפני שעל כל מוט שלו יש חרוז עליון אחד וארבעה חרוזים תחתונים. תחילה הילדים לומדים להציג מספרים, לחבר ולחסר על ידי הזזת החרוזים באצבעות. צעד אחר צעד הם לומדים לדמיין את האבקוס ולחשב בלעדיו: חישוב בראש כזה נקרא אנזאן. תרגול קצר וקבוע שומר על אווירה של משחק, וגם מאמן את הקשב והזיכרון.</p>' +
    '<h3>פניות תקשורת</h3>' +
    '<p>לראיונות, תגובות וחומרים כתבו לכתובת <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. לוגואים ותמונות יישלחו לפי בקשה.</p>',
  az:
    '<h2>Mətbuat üçün materiallar</h2>' +
    '<h3>Biz kimik</h3>' +
    '<p>Abacus School 5–14 yaşlı uşaqlara zehni arifmetika öyrədən beynəlxalq məktəblər şəbəkəsidir. Uşaqlar əvvəlcə abakusda (sorobanda), sonra isə zehində saymağı öyrənirlər; dərslər müəllimlə qruplarda, onlayn və siniflərdə keçirilir. Öz onlayn platformamız dərsləri, məşq oyunlarını, ev tapşırıqlarını və mehriban mükafat sistemini bir yerdə birləşdirir.</p>' +
    '<h3>Faktlar</h3>' +
    '<ul>' +
    '<li><strong>Yaş:</strong> 5-dən 14-ə qədər.</li>' +
    '<li><strong>Dillər:</strong> platformanın interfeysi 12 dildə mövcuddur: ingilis, rus, ukrayna, polyak, ivrit, azərbaycan, erməni, rumın, fransız, ispan, çex və alman.</li>' +
    '<li><strong>Şəbəkə:</strong> yerli məktəbləri franşizalar idarə edir, onlara regional və ölkə tərəfdaşları (master franşizalar) dəstək olur.</li>' +
    '<li><strong>Format:</strong> müəllimlə qrup dərsləri onlayn və siniflərdə, üstəlik platformada ev tapşırıqları və məşq oyunları.</li>' +
    '<li><strong>Oyunlar:</strong> Sürətli ədədlər, Sütunlar, Anzan, Vurma, Bölmə və başqaları.</li>' +
    '<li><strong>Motivasiya:</strong> uşaqlar pul dəyəri olmayan virtual valyuta — İndigo-dollar (i$) qazanır, aylıq pazlın hissələrini açır və öz personajlarını geyindirirlər.</li>' +
    '</ul>' +
    '<h3>Metod</h3>' +
    '<p>Soroban hər milində bir yuxarı və dörd aşağı muncuq olan Yapon abakusudur. Uşaqlar əvvəlcə muncuqları barmaqları ilə hərəkət etdirərək ədədləri göstərməyi, toplamağı və çıxmağı öyrənirlər. Addım-addım abakusu zehinlərində təsəvvür etməyi və onsuz saymağı öyrənirlər: belə zehni hesablama anzan adlanır. Qısa və müntəzəm məşqlər öyrənməni oyun kimi maraqlı edir, eyni zamanda diqqəti və yaddaşı da inkişaf etdirir.</p>' +
    '<h3>Media üçün əlaqə</h3>' +
    '<p>Müsahibə, şərh və materiallar üçün <a href="mailto:press@abacus-school.online">press@abacus-school.online</a> ünvanına yazın. Loqotiplər və fotoşəkillər sorğu əsasında təqdim olunur.</p>',
  hy:
    '<h2>Մամուլի համար</h2>' +
    '<h3>Ովքեր ենք մենք</h3>' +
    '<p>Abacus School-ը դպրոցների միջազգային ցանց է, որը 5-ից 14 տարեկան երեխաներին մտավոր թվաբանություն է սովորեցնում։ Երեխաները սովորում են հաշվել աբակուսով (սորոբանով), իսկ հետո՝ մտքում, խմբերով՝ ուսուցչի հետ, առցանց և դասասենյակներում։ Մեր սեփական առցանց հարթակը մեկ տեղում է միավորում դասերը, մարզողական խաղերը, տնային առաջադրանքները և պարգևների բարեհամբույր համակարգը։</p>' +
    '<h3>Փաստեր</h3>' +
    '<ul>' +
    '<li><strong>Տարիք․</strong> 5-ից 14 տարեկան։</li>' +
    '<li><strong>Լեզուներ․</strong> հարթակի միջերեսը հասանելի է 12 լեզվով՝ անգլերեն, ռուսերեն, ուկրաիներեն, լեհերեն, եբրայերեն, ադրբեջաներեն, հայերեն, ռումիներեն, ֆրանսերեն, իսպաներեն, չեխերեն և գերմաներեն։</li>' +
    '<li><strong>Ցանց․</strong> տեղական դպրոցները ղեկավարում են ֆրանշիզաները, որոնց աջակցում են տարածաշրջանային և ազգային գործընկերները (մաստեր ֆրանշիզաներ)։</li>' +
    '<li><strong>Ձևաչափ․</strong> խմբային դասեր ուսուցչի հետ՝ առցանց և դասասենյակներում, ինչպես նաև տնային առաջադրանքներ և մարզողական խաղեր հարթակում։</li>' +
    '<li><strong>Խաղեր․</strong> «Արագ թվեր», «Սյունակներ», «Անզան», «Բազմապատկում», «Բաժանում» և այլն։</li>' +
    '<li><strong>Մոտիվացիա․</strong> երեխաները վաստակում են Ինդիգո դոլարներ (i$)՝ վիրտուալ արժույթ առանց դրամական արժեքի, բացում են ամսական փազլի կտորները և հագցնում իրենց կերպարը։</li>' +
    '</ul>' +
    '<h3>Մեթոդը</h3>' +
    '<p>Սորոբանը ճապոնական աբակուս է, որի յուրաքանչյուր ձողի վրա կա մեկ վերին և չորս ստորին ուլունք։ Սկզբում երեխաները սովորում են ցույց տալ թվերը, գումարել և հանել՝ մատներով տեղաշարժելով ուլունքները։ Քայլ առ քայլ նրանք սովորում են պատկերացնել աբակուսը մտքում և հաշվել առանց դրա․ մտքում այսպիսի հաշվարկը կոչվում է անզան։ Կարճ և կանոնավոր պարապմունքները ուսուցումը դարձնում են խաղային և միաժամանակ մարզում են ուշադրությունն ու հիշողությունը։</p>' +
    '<h3>Կապ լրատվամիջոցների համար</h3>' +
    '<p>Հարցազրույցների, մեկնաբանությունների և նյութերի համար գրեք <a href="mailto:press@abacus-school.online">press@abacus-school.online</a> հասցեին։ Լոգոներն ու լուսանկարները տրամադրվում են ըստ պահանջի։</p>',
  ro:
    '<h2>Kit de presă</h2>' +
    '<h3>Cine suntem</h3>' +
    '<p>Abacus School este o rețea internațională de școli care predau aritmetică mintală copiilor între 5 și 14 ani. Copiii învață să calculeze pe abac (soroban) și apoi în minte, în grupe cu un profesor, online și în săli de clasă. Platforma noastră online reunește într-un singur loc lecțiile, jocurile de antrenament, temele și un sistem prietenos de recompense.</p>' +
    '<h3>Date pe scurt</h3>' +
    '<ul>' +
    '<li><strong>Vârstă:</strong> 5–14 ani.</li>' +
    '<li><strong>Limbi:</strong> interfața platformei este disponibilă în 12 limbi: engleză, rusă, ucraineană, poloneză, ebraică, azeră, armeană, română, franceză, spaniolă, cehă și germană.</li>' +
    '<li><strong>Rețea:</strong> școlile locale sunt conduse de francize și sprijinite de parteneri regionali și naționali (master francize).</li>' +
    '<li><strong>Format:</strong> lecții în grup cu un profesor, online și în săli de clasă, plus teme și jocuri de antrenament pe platformă.</li>' +
    '<li><strong>Jocuri:</strong> Numere rapide, Coloane, Anzan, Înmulțire, Împărțire și altele.</li>' +
    '<li><strong>Motivație:</strong> copiii câștigă dolari Indigo (i$), o monedă virtuală fără valoare bănească, deblochează piese dintr-un puzzle lunar și își îmbracă propriul personaj.</li>' +
    '</ul>' +
    '<h3>Metoda</h3>' +
    '<p>Sorobanul este un abac japonez cu o bilă sus și patru bile jos pe fiecare tijă. Mai întâi copiii învață să reprezinte numere, să adune și să scadă mutând bilele cu degetele. Pas cu pas, învață să-și imagineze abacul și să calculeze fără el: acest calcul mintal se numește anzan. Exercițiile scurte și regulate păstrează învățarea jucăușă și antrenează totodată atenția și memoria.</p>' +
    '<h3>Contact pentru presă</h3>' +
    '<p>Pentru interviuri, comentarii și materiale, scrieți la <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. Siglele și fotografiile sunt disponibile la cerere.</p>',
  fr:
    '<h2>Espace presse</h2>' +
    '<h3>Qui sommes-nous ?</h3>' +
    '<p>Abacus School est un réseau international d’écoles qui enseignent le calcul mental aux enfants de 5 à 14 ans. Les enfants apprennent à compter sur le boulier (soroban), puis de tête, en groupe avec un enseignant, en ligne et en salle de classe. Notre propre plateforme en ligne réunit au même endroit les cours, les jeux d’entraînement, les devoirs et un système de récompenses bienveillant.</p>' +
    '<h3>Chiffres clés</h3>' +
    '<ul>' +
    '<li><strong>Âge :</strong> de 5 à 14 ans.</li>' +
    '<li><strong>Langues :</strong> l’interface de la plateforme est disponible en 12 langues : anglais, russe, ukrainien, polonais, hébreu, azerbaïdjanais, arménien, roumain, français, espagnol, tchèque et allemand.</li>' +
    '<li><strong>Réseau :</strong> les écoles locales sont gérées par des franchises, soutenues par des partenaires régionaux et nationaux (master franchises).</li>' +
    '<li><strong>Format :</strong> cours en groupe avec un enseignant, en ligne et en salle de classe, complétés par des devoirs et des jeux d’entraînement sur la plateforme.</li>' +
    '<li><strong>Jeux :</strong> Nombres éclair, Colonnes, Anzan, Multiplication, Division, entre autres.</li>' +
    '<li><strong>Motivation :</strong> les enfants gagnent des dollars Indigo (i$), une monnaie virtuelle sans valeur monétaire, débloquent les pièces d’un puzzle mensuel et habillent leur propre personnage.</li>' +
    '</ul>' +
    '<h3>La méthode</h3>' +
    '<p>Le soroban est un boulier japonais qui porte, sur chaque tige, une boule en haut et quatre boules en bas. Les enfants apprennent d’abord à représenter les nombres, à additionner et à soustraire en déplaçant les boules avec les doigts. Pas à pas, ils apprennent à visualiser le boulier et à compter sans lui : ce calcul mental s’appelle l’anzan. Des séances courtes et régulières gardent l’apprentissage ludique et font aussi travailler l’attention et la mémoire.</p>' +
    '<h3>Contact presse</h3>' +
    '<p>Pour les interviews, les commentaires et les documents, écrivez à <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. Logos et photos sur demande.</p>',
  es:
    '<h2>Kit de prensa</h2>' +
    '<h3>Quiénes somos</h3>' +
    '<p>Abacus School es una red internacional de escuelas que enseñan aritmética mental a niños de 5 a 14 años. Los niños aprenden a calcular con el ábaco (soroban) y después de cabeza, en grupos con un profesor, en línea y en aulas. Nuestra propia plataforma en línea reúne en un solo lugar las clases, los juegos de entrenamiento, los deberes y un sistema de recompensas amable.</p>' +
    '<h3>Datos</h3>' +
    '<ul>' +
    '<li><strong>Edades:</strong> de 5 a 14 años.</li>' +
    '<li><strong>Idiomas:</strong> la interfaz de la plataforma está disponible en 12 idiomas: inglés, ruso, ucraniano, polaco, hebreo, azerbaiyano, armenio, rumano, francés, español, checo y alemán.</li>' +
    '<li><strong>Red:</strong> las escuelas locales las gestionan franquicias, con el apoyo de socios regionales y nacionales (franquicias máster).</li>' +
    '<li><strong>Formato:</strong> clases en grupo con un profesor, en línea y en aulas, además de deberes y juegos de entrenamiento en la plataforma.</li>' +
    '<li><strong>Juegos:</strong> Números veloces, Columnas, Anzan, Multiplicación, División y otros.</li>' +
    '<li><strong>Motivación:</strong> los niños ganan dólares Indigo (i$), una moneda virtual sin valor monetario, desbloquean piezas de un puzle mensual y visten a su propio personaje.</li>' +
    '</ul>' +
    '<h3>El método</h3>' +
    '<p>El soroban es un ábaco japonés con una cuenta superior y cuatro inferiores en cada varilla. Primero, los niños aprenden a representar números y a sumar y restar moviendo las cuentas con los dedos. Paso a paso aprenden a imaginar el ábaco y a calcular sin él: este cálculo mental se llama anzan. La práctica breve y regular convierte el aprendizaje en un juego y, de paso, ejercita la atención y la memoria.</p>' +
    '<h3>Contacto de prensa</h3>' +
    '<p>Para entrevistas, declaraciones y materiales, escríbenos a <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. Logotipos y fotos disponibles bajo petición.</p>',
  cs:
    '<h2>Pro média</h2>' +
    '<h3>Kdo jsme</h3>' +
    '<p>Abacus School je mezinárodní síť škol, které učí mentální aritmetiku děti ve věku od 5 do 14 let. Děti se učí počítat na abakusu (sorobanu) a pak z hlavy, ve skupinách s učitelem, online i ve třídách. Naše vlastní online platforma spojuje na jednom místě lekce, tréninkové hry, domácí úkoly a přátelský systém odměn.</p>' +
    '<h3>Fakta</h3>' +
    '<ul>' +
    '<li><strong>Věk:</strong> 5 až 14 let.</li>' +
    '<li><strong>Jazyky:</strong> rozhraní platformy je k dispozici ve 12 jazycích: angličtině, ruštině, ukrajinštině, polštině, hebrejštině, ázerbájdžánštině, arménštině, rumunštině, francouzštině, španělštině, češtině a němčině.</li>' +
    '<li><strong>Síť:</strong> místní školy provozují franšízy s podporou regionálních a národních partnerů (master franšíz).</li>' +
    '<li><strong>Forma:</strong> skupinové lekce s učitelem online i ve třídách, k tomu domácí úkoly a tréninkové hry na platformě.</li>' +
    '<li><strong>Hry:</strong> Rychlá čísla, Sloupce, Anzan, Násobení, Dělení a další.</li>' +
    '<li><strong>Motivace:</strong> děti získávají Indigo dolary (i$), virtuální měnu bez peněžní hodnoty, odkrývají dílky měsíčního puzzle a oblékají svou vlastní postavu.</li>' +
    '</ul>' +
    '<h3>Metoda</h3>' +
    '<p>Soroban je japonský abakus, který má na každé tyčce jednu horní a čtyři dolní kuličky. Děti se nejprve učí zobrazovat čísla, sčítat a odčítat posouváním kuliček prsty. Krok za krokem se učí představit si abakus v duchu a počítat bez něj: takovému počítání z hlavy se říká anzan. Krátké pravidelné procvičování udržuje učení hravé a zároveň trénuje pozornost a paměť.</p>' +
    '<h3>Kontakt pro média</h3>' +
    '<p>Kvůli rozhovorům, komentářům a materiálům pište na <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. Loga a fotografie poskytneme na vyžádání.</p>',
  de:
    '<h2>Pressemappe</h2>' +
    '<h3>Wer wir sind</h3>' +
    '<p>Abacus School ist ein internationales Netzwerk von Schulen, die Kindern von 5 bis 14 Jahren Kopfrechnen beibringen. Die Kinder lernen, am Abakus (Soroban) und dann im Kopf zu rechnen, in Gruppen mit einer Lehrkraft, online und im Klassenraum. Unsere eigene Online-Plattform vereint Unterricht, Trainingsspiele, Hausaufgaben und ein freundliches Belohnungssystem an einem Ort.</p>' +
    '<h3>Fakten</h3>' +
    '<ul>' +
    '<li><strong>Alter:</strong> 5 bis 14 Jahre.</li>' +
    '<li><strong>Sprachen:</strong> Die Oberfläche der Plattform gibt es in 12 Sprachen: Englisch, Russisch, Ukrainisch, Polnisch, Hebräisch, Aserbaidschanisch, Armenisch, Rumänisch, Französisch, Spanisch, Tschechisch und Deutsch.</li>' +
    '<li><strong>Netzwerk:</strong> Die Schulen vor Ort werden von Franchisenehmern geführt und von regionalen und nationalen Partnern (Master-Franchisenehmern) unterstützt.</li>' +
    '<li><strong>Format:</strong> Gruppenunterricht mit einer Lehrkraft, online und im Klassenraum, dazu Hausaufgaben und Trainingsspiele auf der Plattform.</li>' +
    '<li><strong>Spiele:</strong> Blitzzahlen, Spalten, Anzan, Multiplikation, Division und weitere.</li>' +
    '<li><strong>Motivation:</strong> Kinder verdienen Indigo-Dollar (i$), eine virtuelle Währung ohne Geldwert, schalten Teile eines Monatspuzzles frei und kleiden ihre eigene Spielfigur ein.</li>' +
    '</ul>' +
    '<h3>Die Methode</h3>' +
    '<p>Der Soroban ist ein japanischer Abakus mit einer oberen und vier unteren Perlen auf jedem Stab. Zuerst lernen die Kinder, Zahlen darzustellen und durch Verschieben der Perlen mit den Fingern zu addieren und zu subtrahieren. Schritt für Schritt lernen sie, sich den Abakus vorzustellen und ohne ihn zu rechnen: Dieses Kopfrechnen heißt Anzan. Kurzes, regelmäßiges Üben hält das Lernen spielerisch und trainiert nebenbei Aufmerksamkeit und Gedächtnis.</p>' +
    '<h3>Pressekontakt</h3>' +
    '<p>Für Interviews, Stellungnahmen und Material schreiben Sie an <a href="mailto:press@abacus-school.online">press@abacus-school.online</a>. Logos und Fotos erhalten Sie auf Anfrage.</p>',
};
