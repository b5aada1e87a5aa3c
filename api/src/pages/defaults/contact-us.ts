import type { DataLanguage } from '@abacus/contract/languages';

/** The public page /contact-us (spec 002 "Static pages"), seeded in the 12 languages; the super franchise edits it. */
export const CONTACT_US: Record<DataLanguage, string> = {
  en:
    '<h2>Contact us</h2>' +
    '<p>Whether you are a parent, a future partner or a journalist, we are happy to help. Choose the address that fits your question:</p>' +
    '<ul>' +
    '<li><strong>General questions:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Opening a franchise:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Press and media:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>We answer within two working days.</p>' +
    '<h3>Questions about your child’s group</h3>' +
    '<p>For anything about a particular group, such as the schedule, a missed lesson, homework or payment, please write to your teacher or your local school (the franchise) first. They know your group best and can help you fastest. If you can’t reach them, write to <a href="mailto:info@abacus-school.online">info@abacus-school.online</a> and we will pass your question on.</p>' +
    '<h3>Before you write</h3>' +
    '<ul>' +
    '<li>To book a free trial lesson, use the form on our website: a manager will call you back.</li>' +
    '<li>Forgotten your password? Click “Forgot your password?” on the sign-in page, and we will e-mail you a link to set a new one.</li>' +
    '<li>Answers to many everyday questions are on our Frequently asked questions page.</li>' +
    '</ul>' +
    '<h3>To help us answer quickly</h3>' +
    '<ul>' +
    '<li>give your child’s name and the group or school;</li>' +
    '<li>write from the e-mail address of your account;</li>' +
    '<li>describe the question in a few sentences and, if something does not work, attach a screenshot.</li>' +
    '</ul>',
  ru:
    '<h2>Связаться с нами</h2>' +
    '<p>Родители, будущие партнёры и журналисты — мы рады помочь каждому. Выберите адрес, который подходит к вашему вопросу:</p>' +
    '<ul>' +
    '<li><strong>Общие вопросы:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Открытие франшизы:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Пресса и СМИ:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>Мы отвечаем в течение двух рабочих дней.</p>' +
    '<h3>Вопросы о группе вашего ребёнка</h3>' +
    '<p>По всем вопросам о конкретной группе — расписание, пропущенный урок, домашние задания или оплата — сначала напишите учителю или в вашу местную школу (франшизу). Они лучше всех знают вашу группу и помогут быстрее всего. Если связаться с ними не получается, напишите на <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>, и мы передадим ваш вопрос.</p>' +
    '<h3>Прежде чем писать</h3>' +
    '<ul>' +
    '<li>Чтобы записаться на бесплатный пробный урок, воспользуйтесь формой на нашем сайте: менеджер вам перезвонит.</li>' +
    '<li>Забыли пароль? Нажмите «Забыли пароль?» на странице входа, и мы пришлём на почту ссылку, чтобы задать новый.</li>' +
    '<li>Ответы на многие повседневные вопросы есть на странице «Часто задаваемые вопросы».</li>' +
    '</ul>' +
    '<h3>Чтобы мы ответили быстрее</h3>' +
    '<ul>' +
    '<li>укажите имя ребёнка и группу или школу;</li>' +
    '<li>пишите с адреса электронной почты, на который зарегистрирован ваш аккаунт;</li>' +
    '<li>опишите вопрос в нескольких предложениях, а если что-то не работает, приложите скриншот.</li>' +
    '</ul>',
  uk:
    '<h2>Зв’язатися з нами</h2>' +
    '<p>Батьки, майбутні партнери чи журналісти — ми раді допомогти кожному. Оберіть адресу, яка підходить для вашого запитання:</p>' +
    '<ul>' +
    '<li><strong>Загальні запитання:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Відкриття франшизи:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Преса та ЗМІ:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>Ми відповідаємо протягом двох робочих днів.</p>' +
    '<h3>Запитання щодо групи вашої дитини</h3>' +
    '<p>З усіх питань щодо конкретної групи — розклад, пропущений урок, домашні завдання чи оплата — спершу напишіть учителю або до вашої місцевої школи (франшизи). Вони найкраще знають вашу групу й допоможуть найшвидше. Якщо зв’язатися з ними не вдається, напишіть на <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>, і ми передамо ваше запитання.</p>' +
    '<h3>Перш ніж писати</h3>' +
    '<ul>' +
    '<li>Щоб записатися на безкоштовний пробний урок, скористайтеся формою на нашому сайті: менеджер вам передзвонить.</li>' +
    '<li>Забули пароль? Натисніть «Забули пароль?» на сторінці входу, і ми надішлемо на пошту посилання, щоб задати новий.</li>' +
    '<li>Відповіді на багато повсякденних запитань є на сторінці «Часті запитання».</li>' +
    '</ul>' +
    '<h3>Щоб ми відповіли швидше</h3>' +
    '<ul>' +
    '<li>вкажіть ім’я дитини та групу або школу;</li>' +
    '<li>пишіть з адреси електронної пошти, на яку зареєстровано ваш акаунт;</li>' +
    '<li>опишіть запитання кількома реченнями, а якщо щось не працює, додайте скриншот.</li>' +
    '</ul>',
  pl:
    '<h2>Kontakt</h2>' +
    '<p>Jesteś rodzicem, przyszłym partnerem czy dziennikarzem? Chętnie pomożemy. Wybierz adres odpowiedni do Twojego pytania:</p>' +
    '<ul>' +
    '<li><strong>Sprawy ogólne:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Otwarcie franczyzy:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Prasa i media:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>Odpowiadamy w ciągu dwóch dni roboczych.</p>' +
    '<h3>Pytania o grupę dziecka</h3>' +
    '<p>We wszystkich sprawach dotyczących konkretnej grupy, takich jak plan zajęć, opuszczona lekcja, zadania domowe czy płatności, napisz najpierw do nauczyciela lub do swojej lokalnej szkoły (franczyzy). To oni najlepiej znają Twoją grupę i pomogą najszybciej. Jeśli nie możesz się z nimi skontaktować, napisz na <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>, a przekażemy Twoje pytanie dalej.</p>' +
    '<h3>Zanim napiszesz</h3>' +
    '<ul>' +
    '<li>Aby zapisać się na bezpłatną lekcję próbną, skorzystaj z formularza na naszej stronie: menedżer do Ciebie oddzwoni.</li>' +
    '<li>Nie pamiętasz hasła? Kliknij „Nie pamiętasz hasła?” na stronie logowania, a wyślemy Ci e-mailem link do ustawienia nowego.</li>' +
    '<li>Odpowiedzi na wiele codziennych pytań znajdziesz na stronie „Najczęściej zadawane pytania”.</li>' +
    '</ul>' +
    '<h3>Żebyśmy mogli odpowiedzieć szybciej</h3>' +
    '<ul>' +
    '<li>podaj imię dziecka oraz grupę lub szkołę;</li>' +
    '<li>napisz z adresu e-mail przypisanego do Twojego konta;</li>' +
    '<li>opisz sprawę w kilku zdaniach, a jeśli coś nie działa, dołącz zrzut ekranu.</li>' +
    '</ul>',
  he:
    '<h2>צרו קשר</h2>' +
    '<p>הורים, שותפים עתידיים או עיתונאים, נשמח לעזור לכל אחד. בחרו את הכתובת שמתאימה לשאלה שלכם:</p>' +
    '<ul>' +
    '<li><strong>שאלות כלליות:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>פתיחת זכיינות:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>עיתונות ותקשורת:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>אנחנו עונים תוך שני ימי עבודה.</p>' +
    '<h3>שאלות על הקבוצה של ילדכם</h3>' +
    '<p>בכל עניין שנוגע לקבוצה מסוימת, כמו מערכת השעות, שיעור שהוחמץ, שיעורי בית או תשלום, כתבו קודם למורה או לבית הספר המקומי שלכם (הזכיין). הם מכירים את הקבוצה שלכם הכי טוב ויכולים לעזור הכי מהר. אם לא הצלחתם ליצור איתם קשר, כתבו לכתובת <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>, ואנחנו נעביר את השאלה שלכם הלאה.</p>' +
    '<h3>לפני שכותבים</h3>' +
    '<ul>' +
    '<li>כדי לקבוע שיעור ניסיון חינם, מלאו את הטופס באתר שלנו: מנהל יחזור אליכם.</li>' +
    '<li>שכחתם את הסיסמה? לחצו על הקישור לשחזור הסיסמה בדף הכניסה, ונשלח לכם בדוא״ל קישור לקביעת סיסמה חדשה.</li>' +
    '<li>תשובות לשאלות יומיומיות רבות נמצאות בדף השאלות הנפוצות.</li>' +
    '</ul>' +
    '<h3>כדי שנוכל לענות מהר</h3>' +
    '<ul>' +
    '<li>ציינו את שם הילד ואת הקבוצה או בית הספר;</li>' +
    '<li>כתבו מכתובת הדוא״ל של החשבון שלכם;</li>' +
    '<li>תארו את השאלה בכמה משפטים, ואם משהו לא עובד, צרפו צילום מסך.</li>' +
    '</ul>',
  az:
    '<h2>Bizimlə əlaqə</h2>' +
    '<p>Valideyn, gələcək tərəfdaş və ya jurnalist olmağınızdan asılı olmayaraq, sizə kömək etməyə şadıq. Sualınıza uyğun ünvanı seçin:</p>' +
    '<ul>' +
    '<li><strong>Ümumi suallar:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Franşiza açmaq:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Mətbuat və media:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>İki iş günü ərzində cavab veririk.</p>' +
    '<h3>Övladınızın qrupu ilə bağlı suallar</h3>' +
    '<p>Konkret qrupla bağlı hər hansı məsələ — cədvəl, buraxılmış dərs, ev tapşırıqları və ya ödəniş — üçün əvvəlcə müəllimə və ya yerli məktəbinizə (franşizaya) yazın. Qrupunuzu ən yaxşı onlar tanıyır və ən tez onlar kömək edə bilər. Onlarla əlaqə saxlaya bilmirsinizsə, <a href="mailto:info@abacus-school.online">info@abacus-school.online</a> ünvanına yazın, biz də sualınızı lazımi şəxsə çatdıracağıq.</p>' +
    '<h3>Yazmazdan əvvəl</h3>' +
    '<ul>' +
    '<li>Pulsuz sınaq dərsinə yazılmaq üçün saytımızdakı formadan istifadə edin: menecer sizə geri zəng edəcək.</li>' +
    '<li>Şifrənizi unutmusunuz? Giriş səhifəsində «Şifrənizi unutmusunuz?» düyməsini basın, yeni şifrə təyin etmək üçün keçidi e-poçtunuza göndərəcəyik.</li>' +
    '<li>Bir çox gündəlik sualın cavabı «Tez-tez verilən suallar» səhifəsindədir.</li>' +
    '</ul>' +
    '<h3>Daha tez cavab verə bilməyimiz üçün</h3>' +
    '<ul>' +
    '<li>uşağın adını və qrupu və ya məktəbi göstərin;</li>' +
    '<li>hesabınızın e-poçt ünvanından yazın;</li>' +
    '<li>sualı bir neçə cümlə ilə təsvir edin, nəsə işləmirsə, ekran şəklini əlavə edin.</li>' +
    '</ul>',
  hy:
    '<h2>Կապ մեզ հետ</h2>' +
    '<p>Ծնող եք, ապագա գործընկեր, թե լրագրող, սիրով կօգնենք։ Ընտրեք ձեր հարցին համապատասխան հասցեն․</p>' +
    '<ul>' +
    '<li><strong>Ընդհանուր հարցեր․</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Ֆրանշիզայի բացում․</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Մամուլ և լրատվամիջոցներ․</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>Մենք պատասխանում ենք երկու աշխատանքային օրվա ընթացքում։</p>' +
    '<h3>Հարցեր ձեր երեխայի խմբի մասին</h3>' +
    '<p>Որևէ կոնկրետ խմբի վերաբերյալ բոլոր հարցերով՝ դասացուցակ, բաց թողնված դաս, տնային առաջադրանքներ կամ վճարում, նախ գրեք ուսուցչին կամ ձեր տեղական դպրոցին (ֆրանշիզային)։ Նրանք ամենալավն են ճանաչում ձեր խումբը և ամենաարագը կօգնեն։ Եթե չեք կարողանում կապվել նրանց հետ, գրեք <a href="mailto:info@abacus-school.online">info@abacus-school.online</a> հասցեին, և մենք ձեր հարցը կփոխանցենք համապատասխան մարդուն։</p>' +
    '<h3>Նախքան գրելը</h3>' +
    '<ul>' +
    '<li>Անվճար փորձնական դասի գրանցվելու համար օգտվեք մեր կայքի ձևից․ մենեջերը ձեզ հետ կզանգի։</li>' +
    '<li>Մոռացե՞լ եք գաղտնաբառը։ Մուտքի էջում սեղմեք «Մոռացե՞լ եք գաղտնաբառը», և մենք ձեր էլ. փոստին կուղարկենք նոր գաղտնաբառ սահմանելու հղում։</li>' +
    '<li>Շատ առօրյա հարցերի պատասխանները կգտնեք «Հաճախ տրվող հարցեր» էջում։</li>' +
    '</ul>' +
    '<h3>Որպեսզի արագ պատասխանենք</h3>' +
    '<ul>' +
    '<li>նշեք երեխայի անունը և խումբը կամ դպրոցը,</li>' +
    '<li>գրեք ձեր հաշվի էլ. փոստի հասցեից,</li>' +
    '<li>մի քանի նախադասությամբ նկարագրեք հարցը, իսկ եթե ինչ-որ բան չի աշխատում, կցեք էկրանի նկար։</li>' +
    '</ul>',
  ro:
    '<h2>Contact</h2>' +
    '<p>Fie că sunteți părinte, viitor partener sau jurnalist, vă ajutăm cu plăcere. Alegeți adresa potrivită pentru întrebarea dumneavoastră:</p>' +
    '<ul>' +
    '<li><strong>Întrebări generale:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Deschiderea unei francize:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Presă și media:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>Răspundem în cel mult două zile lucrătoare.</p>' +
    '<h3>Întrebări despre grupa copilului</h3>' +
    '<p>Pentru orice ține de o anumită grupă, cum ar fi orarul, o lecție pierdută, temele sau plata, scrieți mai întâi profesorului sau școlii locale (francizei). Ei cunosc cel mai bine grupa și vă pot ajuta cel mai repede. Dacă nu reușiți să luați legătura cu ei, scrieți la <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>, iar noi vom transmite întrebarea mai departe.</p>' +
    '<h3>Înainte să ne scrieți</h3>' +
    '<ul>' +
    '<li>Pentru o lecție de probă gratuită, completați formularul de pe site-ul nostru: un manager vă va suna înapoi.</li>' +
    '<li>Ați uitat parola? Apăsați „Ați uitat parola?” pe pagina de autentificare și vă trimitem pe e-mail un link pentru a seta una nouă.</li>' +
    '<li>Răspunsurile la multe întrebări obișnuite se află pe pagina „Întrebări frecvente”.</li>' +
    '</ul>' +
    '<h3>Ca să vă putem răspunde repede</h3>' +
    '<ul>' +
    '<li>indicați numele copilului și grupa sau școala;</li>' +
    '<li>scrieți de pe adresa de e-mail a contului;</li>' +
    '<li>descrieți întrebarea în câteva fraze și, dacă ceva nu funcționează, atașați o captură de ecran.</li>' +
    '</ul>',
  fr:
    '<h2>Nous contacter</h2>' +
    '<p>Parent, futur partenaire ou journaliste : nous sommes là pour vous aider. Choisissez l’adresse qui correspond à votre question :</p>' +
    '<ul>' +
    '<li><strong>Questions générales :</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Ouvrir une franchise :</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Presse et médias :</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>Nous répondons sous deux jours ouvrés.</p>' +
    '<h3>Questions sur le groupe de votre enfant</h3>' +
    '<p>Pour tout ce qui concerne un groupe précis, comme l’emploi du temps, un cours manqué, les devoirs ou le paiement, écrivez d’abord à l’enseignant ou à votre école locale (la franchise). Ce sont eux qui connaissent le mieux votre groupe et qui pourront vous aider le plus vite. Si vous ne parvenez pas à les joindre, écrivez à <a href="mailto:info@abacus-school.online">info@abacus-school.online</a> et nous transmettrons votre question.</p>' +
    '<h3>Avant d’écrire</h3>' +
    '<ul>' +
    '<li>Pour réserver un cours d’essai gratuit, utilisez le formulaire de notre site : un conseiller vous rappellera.</li>' +
    '<li>Mot de passe oublié ? Cliquez sur « Mot de passe oublié ? » sur la page de connexion, et nous vous enverrons par e-mail un lien pour en choisir un nouveau.</li>' +
    '<li>Vous trouverez les réponses à de nombreuses questions courantes sur la page « Questions fréquentes ».</li>' +
    '</ul>' +
    '<h3>Pour une réponse plus rapide</h3>' +
    '<ul>' +
    '<li>indiquez le prénom de l’enfant et son groupe ou son école ;</li>' +
    '<li>écrivez depuis l’adresse e-mail de votre compte ;</li>' +
    '<li>décrivez votre question en quelques phrases et, si quelque chose ne fonctionne pas, joignez une capture d’écran.</li>' +
    '</ul>',
  es:
    '<h2>Contacto</h2>' +
    '<p>Seas madre o padre, futuro socio o periodista, te ayudamos con gusto. Elige la dirección que corresponde a tu pregunta:</p>' +
    '<ul>' +
    '<li><strong>Preguntas generales:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Abrir una franquicia:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Prensa y medios:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>Respondemos en un plazo de dos días hábiles.</p>' +
    '<h3>Preguntas sobre el grupo de tu hijo</h3>' +
    '<p>Para todo lo relacionado con un grupo concreto, como el horario, una clase perdida, los deberes o el pago, escribe primero al profesor o a tu escuela local (la franquicia). Son quienes mejor conocen tu grupo y pueden ayudarte más rápido. Si no consigues contactar con ellos, escribe a <a href="mailto:info@abacus-school.online">info@abacus-school.online</a> y haremos llegar tu pregunta a quien corresponda.</p>' +
    '<h3>Antes de escribir</h3>' +
    '<ul>' +
    '<li>Para reservar una clase de prueba gratuita, usa el formulario de nuestra web: un asesor te devolverá la llamada.</li>' +
    '<li>¿Has olvidado tu contraseña? Pulsa «¿Has olvidado tu contraseña?» en la página de inicio de sesión y te enviaremos por correo un enlace para crear una nueva.</li>' +
    '<li>Muchas preguntas habituales tienen respuesta en la página «Preguntas frecuentes».</li>' +
    '</ul>' +
    '<h3>Para que podamos responder antes</h3>' +
    '<ul>' +
    '<li>indica el nombre de tu hijo y el grupo o la escuela;</li>' +
    '<li>escribe desde la dirección de correo electrónico de tu cuenta;</li>' +
    '<li>describe la pregunta en pocas frases y, si algo no funciona, adjunta una captura de pantalla.</li>' +
    '</ul>',
  cs:
    '<h2>Kontakt</h2>' +
    '<p>Ať jste rodič, budoucí partner, nebo novinář, rádi vám pomůžeme. Vyberte adresu, která odpovídá vašemu dotazu:</p>' +
    '<ul>' +
    '<li><strong>Obecné dotazy:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Otevření franšízy:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Tisk a média:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>Odpovídáme do dvou pracovních dnů.</p>' +
    '<h3>Dotazy ke skupině vašeho dítěte</h3>' +
    '<p>Se vším, co se týká konkrétní skupiny, například rozvrhu, zameškané lekce, domácích úkolů nebo plateb, se nejdřív obraťte na učitele nebo na svou místní školu (franšízu). Vaši skupinu znají nejlépe a pomohou nejrychleji. Pokud je nemůžete zastihnout, napište na <a href="mailto:info@abacus-school.online">info@abacus-school.online</a> a my váš dotaz předáme dál.</p>' +
    '<h3>Než nám napíšete</h3>' +
    '<ul>' +
    '<li>Na bezplatnou zkušební lekci se přihlásíte formulářem na našem webu: manažer vám zavolá zpět.</li>' +
    '<li>Zapomněli jste heslo? Na přihlašovací stránce klikněte na „Zapomněli jste heslo?“ a my vám e-mailem pošleme odkaz pro nastavení nového.</li>' +
    '<li>Odpovědi na mnoho běžných otázek najdete na stránce „Časté dotazy“.</li>' +
    '</ul>' +
    '<h3>Abychom mohli odpovědět rychleji</h3>' +
    '<ul>' +
    '<li>uveďte jméno dítěte a skupinu nebo školu;</li>' +
    '<li>pište z e-mailové adresy svého účtu;</li>' +
    '<li>popište dotaz několika větami, a pokud něco nefunguje, přiložte snímek obrazovky.</li>' +
    '</ul>',
  de:
    '<h2>Kontakt</h2>' +
    '<p>Ob Eltern, künftige Partner oder Presse: Wir helfen Ihnen gern. Wählen Sie die Adresse, die zu Ihrer Frage passt:</p>' +
    '<ul>' +
    '<li><strong>Allgemeine Fragen:</strong> <a href="mailto:info@abacus-school.online">info@abacus-school.online</a></li>' +
    '<li><strong>Eine Franchise-Schule eröffnen:</strong> <a href="mailto:franchise@abacus-school.online">franchise@abacus-school.online</a></li>' +
    '<li><strong>Presse und Medien:</strong> <a href="mailto:press@abacus-school.online">press@abacus-school.online</a></li>' +
    '</ul>' +
    '<p>Wir antworten innerhalb von zwei Werktagen.</p>' +
    '<h3>Fragen zur Gruppe Ihres Kindes</h3>' +
    '<p>Bei allem, was eine bestimmte Gruppe betrifft, etwa Stundenplan, eine verpasste Stunde, Hausaufgaben oder Zahlung, schreiben Sie bitte zuerst der Lehrkraft oder Ihrer Schule vor Ort (dem Franchisenehmer). Dort kennt man Ihre Gruppe am besten und kann am schnellsten helfen. Wenn Sie dort niemanden erreichen, schreiben Sie an <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>, und wir leiten Ihre Frage weiter.</p>' +
    '<h3>Bevor Sie schreiben</h3>' +
    '<ul>' +
    '<li>Eine kostenlose Probestunde buchen Sie über das Formular auf unserer Website: Ein Mitarbeiter ruft Sie zurück.</li>' +
    '<li>Passwort vergessen? Klicken Sie auf der Anmeldeseite auf „Passwort vergessen?“, und wir schicken Ihnen per E-Mail einen Link, um ein neues festzulegen.</li>' +
    '<li>Antworten auf viele alltägliche Fragen finden Sie auf der Seite „Häufige Fragen“.</li>' +
    '</ul>' +
    '<h3>Damit wir schneller antworten können</h3>' +
    '<ul>' +
    '<li>Nennen Sie den Namen Ihres Kindes und die Gruppe oder Schule.</li>' +
    '<li>Schreiben Sie von der E-Mail-Adresse Ihres Kontos.</li>' +
    '<li>Beschreiben Sie Ihr Anliegen in wenigen Sätzen und hängen Sie einen Screenshot an, wenn etwas nicht funktioniert.</li>' +
    '</ul>',
};
