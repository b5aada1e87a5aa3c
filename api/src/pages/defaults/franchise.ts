import type { DataLanguage } from '@abacus/contract/languages';

/** The public page /franchise (spec 002 "Static pages"), seeded in the 12 languages; the super franchise edits it. */
export const FRANCHISE: Record<DataLanguage, string> = {
  en:
    '<h2>Open an Abacus School in your city</h2>' +
    '<p>Abacus School is a network of local schools that teach children aged 5 to 14 mental arithmetic with the abacus. If you enjoy working with children and want to run your own education business, we would be glad to hear from you.</p>' +
    '<h3>What you get</h3>' +
    '<ul>' +
    '<li><strong>The methodology:</strong> a step-by-step course from the first beads to mental counting (anzan), with lesson plans and materials for every level.</li>' +
    '<li><strong>Teacher training:</strong> we train your teachers in the method and support them while they start their first groups.</li>' +
    '<li><strong>The platform:</strong> online lessons, training games, homework, the monthly puzzle and the i$ shop for children, progress reports for parents, and tools to manage groups and invoices, in 12 languages.</li>' +
    '<li><strong>Marketing:</strong> the Abacus School brand, ready-made advertising materials and advice on finding your first students.</li>' +
    '</ul>' +
    '<h3>What you pay</h3>' +
    '<p>A franchise pays a <strong>royalty</strong> and a <strong>PR contribution</strong>, each a percentage of its turnover. The PR contribution funds the promotion of the whole network. The rates are set in the franchise agreement; we will explain them in our first conversation.</p>' +
    '<h3>How to start</h3>' +
    '<ol>' +
    '<li>Write to us and tell us about yourself and your city.</li>' +
    '<li>We meet online, answer your questions and send you our terms.</li>' +
    '<li>You sign the franchise agreement.</li>' +
    '<li>Your teachers complete the training, and you get access to the platform.</li>' +
    '<li>You open enrolment, hold trial lessons and start your first groups.</li>' +
    '</ol>' +
    '<p>In some countries a master franchise, our regional partner, supports the local schools. If you would like to develop the network in a whole region or country, tell us as well.</p>' +
    '<p>Ready to talk? Write to <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
  ru:
    '<h2>Откройте Abacus School в своём городе</h2>' +
    '<p>Abacus School — это сеть местных школ, которые обучают детей от 5 до 14 лет ментальной арифметике на абакусе. Если вам нравится работать с детьми и вы хотите вести собственный образовательный бизнес, мы будем рады знакомству.</p>' +
    '<h3>Что вы получаете</h3>' +
    '<ul>' +
    '<li><strong>Методику:</strong> пошаговый курс от первых косточек до счёта в уме (анзан) с планами уроков и материалами для каждого уровня.</li>' +
    '<li><strong>Обучение учителей:</strong> мы обучаем ваших учителей методике и поддерживаем их, пока они запускают первые группы.</li>' +
    '<li><strong>Платформу:</strong> онлайн-уроки, тренировочные игры, домашние задания, ежемесячный пазл и магазин за i$ для детей, отчёты об успехах для родителей и инструменты для управления группами и счетами — на 12 языках.</li>' +
    '<li><strong>Маркетинг:</strong> бренд Abacus School, готовые рекламные материалы и советы, как найти первых учеников.</li>' +
    '</ul>' +
    '<h3>Что вы платите</h3>' +
    '<p>Франшиза платит <strong>роялти</strong> и <strong>PR-взнос</strong> — каждый в процентах от оборота. PR-взнос идёт на продвижение всей сети. Ставки закрепляются в договоре франшизы; мы расскажем о них при первом разговоре.</p>' +
    '<h3>Как начать</h3>' +
    '<ol>' +
    '<li>Напишите нам и расскажите о себе и своём городе.</li>' +
    '<li>Мы встречаемся онлайн, отвечаем на ваши вопросы и присылаем условия.</li>' +
    '<li>Вы подписываете договор франшизы.</li>' +
    '<li>Ваши учителя проходят обучение, а вы получаете доступ к платформе.</li>' +
    '<li>Вы открываете набор, проводите пробные уроки и запускаете первые группы.</li>' +
    '</ol>' +
    '<p>В некоторых странах местные школы поддерживает мастер-франшиза — наш региональный партнёр. Если вы хотите развивать сеть в целом регионе или стране, тоже напишите нам.</p>' +
    '<p>Готовы обсудить? Пишите на <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
  uk:
    '<h2>Відкрийте Abacus School у своєму місті</h2>' +
    '<p>Abacus School — це мережа місцевих шкіл, які навчають дітей від 5 до 14 років ментальної арифметики на абакусі. Якщо вам подобається працювати з дітьми і ви хочете вести власний освітній бізнес, ми будемо раді знайомству.</p>' +
    '<h3>Що ви отримуєте</h3>' +
    '<ul>' +
    '<li><strong>Методику:</strong> покроковий курс від перших кісточок до рахунку в умі (анзан) з планами уроків і матеріалами для кожного рівня.</li>' +
    '<li><strong>Навчання вчителів:</strong> ми навчаємо ваших учителів методики й підтримуємо їх, поки вони запускають перші групи.</li>' +
    '<li><strong>Платформу:</strong> онлайн-уроки, тренувальні ігри, домашні завдання, щомісячний пазл і магазин за i$ для дітей, звіти про успіхи для батьків та інструменти для керування групами й рахунками — 12 мовами.</li>' +
    '<li><strong>Маркетинг:</strong> бренд Abacus School, готові рекламні матеріали й поради, як знайти перших учнів.</li>' +
    '</ul>' +
    '<h3>Що ви сплачуєте</h3>' +
    '<p>Франшиза сплачує <strong>роялті</strong> і <strong>PR-внесок</strong> — кожен у відсотках від обороту. PR-внесок іде на просування всієї мережі. Ставки закріплюються в договорі франшизи; ми розповімо про них під час першої розмови.</p>' +
    '<h3>Як почати</h3>' +
    '<ol>' +
    '<li>Напишіть нам і розкажіть про себе та своє місто.</li>' +
    '<li>Ми зустрічаємося онлайн, відповідаємо на ваші запитання й надсилаємо умови.</li>' +
    '<li>Ви підписуєте договір франшизи.</li>' +
    '<li>Ваші вчителі проходять навчання, а ви отримуєте доступ до платформи.</li>' +
    '<li>Ви відкриваєте набір, проводите пробні уроки й запускаєте перші групи.</li>' +
    '</ol>' +
    '<p>У деяких країнах місцеві школи підтримує майстер-франшиза — наш регіональний партнер. Якщо ви хочете розвивати мережу в цілому регіоні чи країні, теж напишіть нам.</p>' +
    '<p>Готові обговорити? Пишіть на <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
  pl:
    '<h2>Otwórz Abacus School w swoim mieście</h2>' +
    '<p>Abacus School to sieć lokalnych szkół, które uczą dzieci w wieku od 5 do 14 lat arytmetyki mentalnej na abakusie. Jeśli lubisz pracować z dziećmi i chcesz prowadzić własny biznes edukacyjny, chętnie Cię poznamy.</p>' +
    '<h3>Co otrzymujesz</h3>' +
    '<ul>' +
    '<li><strong>Metodykę:</strong> kurs krok po kroku od pierwszych koralików do liczenia w pamięci (anzan), z planami lekcji i materiałami dla każdego poziomu.</li>' +
    '<li><strong>Szkolenie nauczycieli:</strong> szkolimy Twoich nauczycieli z metody i wspieramy ich, gdy uruchamiają pierwsze grupy.</li>' +
    '<li><strong>Platformę:</strong> lekcje online, gry treningowe, zadania domowe, comiesięczne puzzle i sklep za i$ dla dzieci, raporty postępów dla rodziców oraz narzędzia do zarządzania grupami i fakturami — w 12 językach.</li>' +
    '<li><strong>Marketing:</strong> markę Abacus School, gotowe materiały reklamowe i porady, jak znaleźć pierwszych uczniów.</li>' +
    '</ul>' +
    '<h3>Co płacisz</h3>' +
    '<p>Franczyza płaci <strong>opłatę licencyjną (royalty)</strong> i <strong>składkę na PR</strong>, każdą jako procent obrotu. Składka na PR finansuje promocję całej sieci. Stawki określa umowa franczyzowa; omówimy je podczas pierwszej rozmowy.</p>' +
    '<h3>Jak zacząć</h3>' +
    '<ol>' +
    '<li>Napisz do nas i opowiedz o sobie i swoim mieście.</li>' +
    '<li>Spotykamy się online, odpowiadamy na Twoje pytania i wysyłamy warunki.</li>' +
    '<li>Podpisujesz umowę franczyzową.</li>' +
    '<li>Twoi nauczyciele przechodzą szkolenie, a Ty otrzymujesz dostęp do platformy.</li>' +
    '<li>Otwierasz zapisy, prowadzisz lekcje próbne i uruchamiasz pierwsze grupy.</li>' +
    '</ol>' +
    '<p>W niektórych krajach lokalne szkoły wspiera master franczyza, nasz partner regionalny. Jeśli chcesz rozwijać sieć w całym regionie lub kraju, napisz nam i o tym.</p>' +
    '<p>Porozmawiajmy! Napisz na <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
  he:
    '<h2>פתחו את Abacus School בעיר שלכם</h2>' +
    '<p>Abacus School היא רשת של בתי ספר מקומיים שמלמדים ילדים בגילאי 5 עד 14 חשבון מנטלי בעזרת האבקוס. אם אתם אוהבים לעבוד עם ילדים ורוצים לנהל עסק חינוכי משלכם, נשמח להכיר אתכם.</p>' +
    '<h3>מה אתם מקבלים</h3>' +
    '<ul>' +
    '<li><strong>מתודולוגיה:</strong> קורס הדרגתי מהחרוזים הראשונים ועד חישוב בראש (אנזאן), עם מערכי שיעור וחומרים לכל רמה.</li>' +
    '<li><strong>הכשרת מורים:</strong> אנחנו מכשירים את המורים שלכם בשיטה ומלווים אותם בזמן שהם פותחים את הקבוצות הראשונות.</li>' +
    '<li><strong>הפלטפורמה:</strong> שיעורים אונליין, משחקי אימון, שיעורי בית, הפאזל החודשי וחנות ה־i$ לילדים, דוחות התקדמות להורים וכלים לניהול קבוצות וחשבוניות, ב־12 שפות.</li>' +
    '<li><strong>שיווק:</strong> המותג Abacus School, חומרי פרסום מוכנים וייעוץ למציאת התלמידים הראשונים.</li>' +
    '</ul>' +
    '<h3>מה אתם משלמים</h3>' +
    '<p>הזכיין משלם <strong>תמלוגים</strong> ו<strong>דמי השתתפות ביחסי ציבור</strong>, כל אחד מהם כאחוז מהמחזור. דמי ההשתתפות ביחסי ציבור מממנים את הקידום של הרשת כולה. גובה האחוזים נקבע בהסכם הזכיינות; נסביר אותו כבר בשיחה הראשונה.</p>' +
    '<h3>איך מתחילים</h3>' +
    '<ol>' +
    '<li>כתבו לנו וספרו על עצמכם ועל העיר שלכם.</li>' +
    '<li>נפגשים אונליין, עונים על השאלות שלכם ושולחים לכם את התנאים.</li>' +
    '<li>חותמים על הסכם הזכיינות.</li>' +
    '<li>המורים שלכם עוברים הכשרה, ואתם מקבלים גישה לפלטפורמה.</li>' +
    '<li>פותחים הרשמה, מקיימים שיעורי ניסיון ומתחילים את הקבוצות הראשונות.</li>' +
    '</ol>' +
    '<p>בחלק מהמדינות זכיין מאסטר, השותף האזורי שלנו, מלווה את בתי הספר המקומיים. אם תרצו לפתח את הרשת באזור שלם או במדינה שלמה, ספרו לנו גם על כך.</p>' +
    '<p>מוכנים לדבר? כתבו לנו לכתובת <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
  az:
    '<h2>Şəhərinizdə Abacus School açın</h2>' +
    '<p>Abacus School 5–14 yaşlı uşaqlara abakusla zehni arifmetika öyrədən yerli məktəblər şəbəkəsidir. Uşaqlarla işləməyi sevirsinizsə və öz təhsil biznesinizi qurmaq istəyirsinizsə, sizinlə tanış olmağa şad olarıq.</p>' +
    '<h3>Nə əldə edirsiniz</h3>' +
    '<ul>' +
    '<li><strong>Metodika:</strong> ilk muncuqlardan zehni hesablamaya (anzan) qədər addım-addım kurs, hər səviyyə üçün dərs planları və materiallarla.</li>' +
    '<li><strong>Müəllim hazırlığı:</strong> müəllimlərinizə metodikanı öyrədirik və ilk qruplarını açarkən onlara dəstək oluruq.</li>' +
    '<li><strong>Platforma:</strong> onlayn dərslər, məşq oyunları, ev tapşırıqları, uşaqlar üçün aylıq pazl və i$ mağazası, valideynlər üçün irəliləyiş hesabatları, qrupları və hesab-fakturaları idarə etmək üçün alətlər — 12 dildə.</li>' +
    '<li><strong>Marketinq:</strong> Abacus School brendi, hazır reklam materialları və ilk şagirdləri tapmaq üçün məsləhətlər.</li>' +
    '</ul>' +
    '<h3>Nə ödəyirsiniz</h3>' +
    '<p>Franşiza <strong>royalti</strong> və <strong>PR haqqı</strong> ödəyir; hər biri dövriyyənin faizi kimi hesablanır. PR haqqı bütün şəbəkənin təbliğinə sərf olunur. Faiz dərəcələri franşiza müqaviləsində müəyyən edilir; ilk söhbətimizdə onları sizə izah edəcəyik.</p>' +
    '<h3>Necə başlamalı</h3>' +
    '<ol>' +
    '<li>Bizə yazın, özünüz və şəhəriniz haqqında danışın.</li>' +
    '<li>Onlayn görüşürük, suallarınızı cavablandırırıq və şərtləri göndəririk.</li>' +
    '<li>Franşiza müqaviləsini imzalayırsınız.</li>' +
    '<li>Müəllimləriniz təlim keçir, siz isə platformaya giriş əldə edirsiniz.</li>' +
    '<li>Qeydiyyatı açır, sınaq dərsləri keçirir və ilk qrupları başladırsınız.</li>' +
    '</ol>' +
    '<p>Bəzi ölkələrdə yerli məktəblərə master franşiza — regional tərəfdaşımız dəstək olur. Şəbəkəni bütöv bir regionda və ya ölkədə inkişaf etdirmək istəyirsinizsə, bunu da bizə yazın.</p>' +
    '<p>Danışmağa hazırsınız? <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a> ünvanına yazın.</p>',
  hy:
    '<h2>Բացեք Abacus School ձեր քաղաքում</h2>' +
    '<p>Abacus School-ը տեղական դպրոցների ցանց է, որոնք 5-ից 14 տարեկան երեխաներին աբակուսով մտավոր թվաբանություն են սովորեցնում։ Եթե սիրում եք աշխատել երեխաների հետ և ցանկանում եք վարել ձեր սեփական կրթական բիզնեսը, ուրախ կլինենք ծանոթանալ։</p>' +
    '<h3>Ինչ եք ստանում</h3>' +
    '<ul>' +
    '<li><strong>Մեթոդիկա․</strong> քայլ առ քայլ դասընթաց՝ առաջին ուլունքներից մինչև մտքում հաշվելը (անզան), դասապլաններով և նյութերով յուրաքանչյուր մակարդակի համար։</li>' +
    '<li><strong>Ուսուցիչների վերապատրաստում․</strong> մենք ձեր ուսուցիչներին սովորեցնում ենք մեթոդը և աջակցում ենք նրանց, երբ նրանք բացում են առաջին խմբերը։</li>' +
    '<li><strong>Հարթակ․</strong> առցանց դասեր, մարզողական խաղեր, տնային առաջադրանքներ, ամսական փազլ և i$ խանութ երեխաների համար, առաջընթացի հաշվետվություններ ծնողների համար և խմբերն ու հաշիվները կառավարելու գործիքներ՝ 12 լեզվով։</li>' +
    '<li><strong>Մարքեթինգ․</strong> Abacus School բրենդը, պատրաստի գովազդային նյութեր և խորհուրդներ, թե ինչպես գտնել առաջին աշակերտներին։</li>' +
    '</ul>' +
    '<h3>Ինչ եք վճարում</h3>' +
    '<p>Ֆրանշիզան վճարում է <strong>ռոյալթի</strong> և <strong>PR վճար</strong>՝ յուրաքանչյուրը շրջանառության տոկոսով։ PR վճարով ֆինանսավորվում է ամբողջ ցանցի առաջխաղացումը։ Դրույքաչափերը սահմանվում են ֆրանշիզայի պայմանագրով․ դրանց մասին կպատմենք առաջին զրույցի ժամանակ։</p>' +
    '<h3>Ինչպես սկսել</h3>' +
    '<ol>' +
    '<li>Գրեք մեզ և պատմեք ձեր և ձեր քաղաքի մասին։</li>' +
    '<li>Հանդիպում ենք առցանց, պատասխանում ենք ձեր հարցերին և ուղարկում պայմանները։</li>' +
    '<li>Դուք ստորագրում եք ֆրանշիզայի պայմանագիրը։</li>' +
    '<li>Ձեր ուսուցիչներն անցնում են վերապատրաստում, իսկ դուք ստանում եք հարթակի հասանելիություն։</li>' +
    '<li>Դուք բացում եք գրանցումը, անցկացնում փորձնական դասեր և սկսում առաջին խմբերը։</li>' +
    '</ol>' +
    '<p>Որոշ երկրներում տեղական դպրոցներին աջակցում է մաստեր ֆրանշիզան՝ մեր տարածաշրջանային գործընկերը։ Եթե ցանկանում եք զարգացնել ցանցը մի ամբողջ տարածաշրջանում կամ երկրում, գրեք նաև այդ մասին։</p>' +
    '<p>Պատրա՞ստ եք զրուցել։ Գրեք <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a> հասցեին։</p>',
  ro:
    '<h2>Deschideți o Abacus School în orașul dumneavoastră</h2>' +
    '<p>Abacus School este o rețea de școli locale care îi învață pe copiii între 5 și 14 ani aritmetică mintală cu ajutorul abacului. Dacă vă place să lucrați cu copiii și vreți să conduceți propria afacere în educație, ne-ar face plăcere să vă cunoaștem.</p>' +
    '<h3>Ce primiți</h3>' +
    '<ul>' +
    '<li><strong>Metodologia:</strong> un curs pas cu pas, de la primele bile până la calculul mintal (anzan), cu planuri de lecție și materiale pentru fiecare nivel.</li>' +
    '<li><strong>Formarea profesorilor:</strong> vă pregătim profesorii în metodă și îi sprijinim cât timp pornesc primele grupe.</li>' +
    '<li><strong>Platforma:</strong> lecții online, jocuri de antrenament, teme, puzzle-ul lunar și magazinul cu i$ pentru copii, rapoarte de progres pentru părinți și instrumente pentru gestionarea grupelor și a facturilor, în 12 limbi.</li>' +
    '<li><strong>Marketingul:</strong> brandul Abacus School, materiale publicitare gata făcute și sfaturi pentru găsirea primilor elevi.</li>' +
    '</ul>' +
    '<h3>Ce plătiți</h3>' +
    '<p>O franciză plătește o <strong>redevență (royalty)</strong> și o <strong>contribuție PR</strong>, fiecare ca procent din cifra de afaceri. Contribuția PR finanțează promovarea întregii rețele. Procentele sunt stabilite în contractul de franciză; vi le explicăm la prima discuție.</p>' +
    '<h3>Cum începeți</h3>' +
    '<ol>' +
    '<li>Scrieți-ne și povestiți-ne despre dumneavoastră și despre orașul dumneavoastră.</li>' +
    '<li>Ne întâlnim online, vă răspundem la întrebări și vă trimitem condițiile.</li>' +
    '<li>Semnați contractul de franciză.</li>' +
    '<li>Profesorii dumneavoastră urmează formarea, iar dumneavoastră primiți acces la platformă.</li>' +
    '<li>Deschideți înscrierile, organizați lecții de probă și porniți primele grupe.</li>' +
    '</ol>' +
    '<p>În unele țări, școlile locale sunt sprijinite de o master franciză, partenerul nostru regional. Dacă doriți să dezvoltați rețeaua într-o regiune sau într-o țară întreagă, spuneți-ne și acest lucru.</p>' +
    '<p>Sunteți gata să discutăm? Scrieți-ne la <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
  fr:
    '<h2>Ouvrez une Abacus School dans votre ville</h2>' +
    '<p>Abacus School est un réseau d’écoles locales qui enseignent le calcul mental au boulier aux enfants de 5 à 14 ans. Si vous aimez travailler avec les enfants et souhaitez diriger votre propre entreprise éducative, nous serons ravis de faire votre connaissance.</p>' +
    '<h3>Ce que vous recevez</h3>' +
    '<ul>' +
    '<li><strong>La méthode :</strong> un cursus progressif, des premières boules jusqu’au calcul mental (anzan), avec des plans de cours et des supports pour chaque niveau.</li>' +
    '<li><strong>La formation des enseignants :</strong> nous formons vos enseignants à la méthode et les accompagnons pendant le lancement de leurs premiers groupes.</li>' +
    '<li><strong>La plateforme :</strong> cours en ligne, jeux d’entraînement, devoirs, puzzle du mois et boutique en i$ pour les enfants, suivi des progrès pour les parents, et outils de gestion des groupes et des factures, en 12 langues.</li>' +
    '<li><strong>Le marketing :</strong> la marque Abacus School, des supports publicitaires prêts à l’emploi et des conseils pour trouver vos premiers élèves.</li>' +
    '</ul>' +
    '<h3>Ce que vous payez</h3>' +
    '<p>Une franchise verse une <strong>redevance (royalty)</strong> et une <strong>contribution publicitaire</strong>, chacune en pourcentage de son chiffre d’affaires. La contribution publicitaire finance la promotion de l’ensemble du réseau. Les taux sont fixés dans le contrat de franchise ; nous vous les présenterons dès notre premier échange.</p>' +
    '<h3>Comment démarrer</h3>' +
    '<ol>' +
    '<li>Écrivez-nous et parlez-nous de vous et de votre ville.</li>' +
    '<li>Nous nous rencontrons en ligne, répondons à vos questions et vous envoyons nos conditions.</li>' +
    '<li>Vous signez le contrat de franchise.</li>' +
    '<li>Vos enseignants suivent la formation et vous recevez l’accès à la plateforme.</li>' +
    '<li>Vous ouvrez les inscriptions, organisez des cours d’essai et lancez vos premiers groupes.</li>' +
    '</ol>' +
    '<p>Dans certains pays, une master franchise, notre partenaire régional, accompagne les écoles locales. Si vous souhaitez développer le réseau dans toute une région ou tout un pays, dites-le-nous aussi.</p>' +
    '<p>Envie d’en parler ? Écrivez à <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
  es:
    '<h2>Abre una Abacus School en tu ciudad</h2>' +
    '<p>Abacus School es una red de escuelas locales que enseñan aritmética mental con ábaco a niños de 5 a 14 años. Si te gusta trabajar con niños y quieres dirigir tu propio negocio educativo, estaremos encantados de conocerte.</p>' +
    '<h3>Qué recibes</h3>' +
    '<ul>' +
    '<li><strong>La metodología:</strong> un curso paso a paso, desde las primeras cuentas hasta el cálculo mental (anzan), con planes de clase y materiales para cada nivel.</li>' +
    '<li><strong>Formación de profesores:</strong> formamos a tus profesores en el método y los acompañamos mientras ponen en marcha sus primeros grupos.</li>' +
    '<li><strong>La plataforma:</strong> clases en línea, juegos de entrenamiento, deberes, el puzle mensual y la tienda de i$ para los niños, informes de progreso para los padres y herramientas para gestionar grupos y facturas, en 12 idiomas.</li>' +
    '<li><strong>Marketing:</strong> la marca Abacus School, materiales publicitarios listos para usar y consejos para encontrar a tus primeros alumnos.</li>' +
    '</ul>' +
    '<h3>Qué pagas</h3>' +
    '<p>Una franquicia paga un <strong>canon de royalty</strong> y una <strong>aportación de publicidad y relaciones públicas</strong>, cada uno como porcentaje de su facturación. Esa aportación financia la promoción de toda la red. Los porcentajes se fijan en el contrato de franquicia; te los explicaremos en nuestra primera conversación.</p>' +
    '<h3>Cómo empezar</h3>' +
    '<ol>' +
    '<li>Escríbenos y cuéntanos sobre ti y tu ciudad.</li>' +
    '<li>Nos reunimos en línea, respondemos a tus preguntas y te enviamos las condiciones.</li>' +
    '<li>Firmas el contrato de franquicia.</li>' +
    '<li>Tus profesores hacen la formación y tú recibes acceso a la plataforma.</li>' +
    '<li>Abres las inscripciones, das clases de prueba y pones en marcha tus primeros grupos.</li>' +
    '</ol>' +
    '<p>En algunos países, una franquicia máster, nuestro socio regional, apoya a las escuelas locales. Si quieres desarrollar la red en toda una región o en todo un país, cuéntanoslo también.</p>' +
    '<p>¿Hablamos? Escribe a <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
  cs:
    '<h2>Otevřete Abacus School ve svém městě</h2>' +
    '<p>Abacus School je síť místních škol, které učí děti od 5 do 14 let mentální aritmetice s abakusem. Pokud rádi pracujete s dětmi a chcete vést vlastní vzdělávací podnik, rádi se s vámi seznámíme.</p>' +
    '<h3>Co získáte</h3>' +
    '<ul>' +
    '<li><strong>Metodiku:</strong> postupný kurz od prvních kuliček až po počítání z hlavy (anzan), s plány lekcí a materiály pro každou úroveň.</li>' +
    '<li><strong>Školení učitelů:</strong> vaše učitele vyškolíme v metodě a podpoříme je při rozjezdu prvních skupin.</li>' +
    '<li><strong>Platformu:</strong> online lekce, tréninkové hry, domácí úkoly, měsíční puzzle a obchod za i$ pro děti, přehledy pokroků pro rodiče a nástroje pro správu skupin a faktur, ve 12 jazycích.</li>' +
    '<li><strong>Marketing:</strong> značku Abacus School, hotové reklamní materiály a rady, jak najít první žáky.</li>' +
    '</ul>' +
    '<h3>Co platíte</h3>' +
    '<p>Franšíza platí <strong>licenční poplatek (royalty)</strong> a <strong>příspěvek na PR</strong>, obojí jako procento z obratu. Příspěvek na PR financuje propagaci celé sítě. Sazby stanoví franšízová smlouva; vysvětlíme vám je hned při prvním rozhovoru.</p>' +
    '<h3>Jak začít</h3>' +
    '<ol>' +
    '<li>Napište nám a povězte nám něco o sobě a svém městě.</li>' +
    '<li>Sejdeme se online, odpovíme na vaše otázky a pošleme vám podmínky.</li>' +
    '<li>Podepíšete franšízovou smlouvu.</li>' +
    '<li>Vaši učitelé projdou školením a vy získáte přístup k platformě.</li>' +
    '<li>Otevřete zápis, uspořádáte zkušební lekce a spustíte první skupiny.</li>' +
    '</ol>' +
    '<p>V některých zemích podporuje místní školy master franšíza, náš regionální partner. Pokud chcete rozvíjet síť v celém regionu nebo v celé zemi, napište nám i o tom.</p>' +
    '<p>Chcete si promluvit? Napište na <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
  de:
    '<h2>Eröffnen Sie eine Abacus School in Ihrer Stadt</h2>' +
    '<p>Abacus School ist ein Netzwerk lokaler Schulen, die Kindern von 5 bis 14 Jahren das Kopfrechnen mit dem Abakus beibringen. Wenn Sie gern mit Kindern arbeiten und ein eigenes Bildungsunternehmen führen möchten, freuen wir uns, Sie kennenzulernen.</p>' +
    '<h3>Was Sie bekommen</h3>' +
    '<ul>' +
    '<li><strong>Die Methodik:</strong> ein Kurs Schritt für Schritt, von den ersten Perlen bis zum Kopfrechnen (Anzan), mit Stundenentwürfen und Materialien für jede Stufe.</li>' +
    '<li><strong>Schulung der Lehrkräfte:</strong> Wir schulen Ihre Lehrkräfte in der Methode und begleiten sie, während sie ihre ersten Gruppen starten.</li>' +
    '<li><strong>Die Plattform:</strong> Online-Unterricht, Trainingsspiele, Hausaufgaben, das Monatspuzzle und den i$-Shop für die Kinder, Fortschrittsberichte für die Eltern sowie Werkzeuge zur Verwaltung von Gruppen und Rechnungen, in 12 Sprachen.</li>' +
    '<li><strong>Marketing:</strong> die Marke Abacus School, fertige Werbematerialien und Tipps, wie Sie Ihre ersten Schüler finden.</li>' +
    '</ul>' +
    '<h3>Was Sie zahlen</h3>' +
    '<p>Ein Franchisenehmer zahlt eine <strong>Lizenzgebühr (Royalty)</strong> und einen <strong>PR-Beitrag</strong>, jeweils als Prozentsatz vom Umsatz. Der PR-Beitrag finanziert die Werbung für das gesamte Netzwerk. Die Sätze werden im Franchisevertrag festgelegt; wir erklären sie Ihnen gleich im ersten Gespräch.</p>' +
    '<h3>So starten Sie</h3>' +
    '<ol>' +
    '<li>Schreiben Sie uns und erzählen Sie von sich und Ihrer Stadt.</li>' +
    '<li>Wir treffen uns online, beantworten Ihre Fragen und schicken Ihnen unsere Konditionen.</li>' +
    '<li>Sie unterzeichnen den Franchisevertrag.</li>' +
    '<li>Ihre Lehrkräfte absolvieren die Schulung, und Sie erhalten Zugang zur Plattform.</li>' +
    '<li>Sie öffnen die Anmeldung, bieten Probestunden an und starten Ihre ersten Gruppen.</li>' +
    '</ol>' +
    '<p>In manchen Ländern unterstützt ein Master-Franchisenehmer, unser regionaler Partner, die Schulen vor Ort. Wenn Sie das Netzwerk in einer ganzen Region oder einem ganzen Land aufbauen möchten, sagen Sie es uns ebenfalls.</p>' +
    '<p>Lust auf ein Gespräch? Schreiben Sie an <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a>.</p>',
};
