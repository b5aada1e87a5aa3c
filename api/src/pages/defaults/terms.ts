import type { DataLanguage } from '@abacus/contract/languages';

/** The public page /terms (spec 002 "Static pages"), seeded in the 12 languages; the super franchise edits it. */
export const TERMS: Record<DataLanguage, string> = {
  en:
    '<h2>Terms of use</h2>' +
    '<p>These terms apply to the Abacus School online platform. By using the platform, you accept them. Lessons and payment are governed by your learning contract with your local school; these terms cover the use of the platform itself.</p>' +
    '<h2>1. Accounts</h2>' +
    '<p>An account is created when you register or by your school. Each account is personal: keep the password secret and do not let anyone else use it. If you think someone else has used your account, tell your teacher or local school at once.</p>' +
    '<h2>2. Who may use the platform</h2>' +
    '<p>The platform is meant for children aged 5 to 14 who study at Abacus School, for their parents and guardians, and for the staff of the network. A child may use it only through a parent or guardian, who registers the child, accepts these terms on the child’s behalf and supervises the child’s use of the platform.</p>' +
    '<h2>3. Acceptable use</h2>' +
    '<p>Use the platform only for learning and teaching. In particular, do not:</p>' +
    '<ul>' +
    '<li>try to get into other people’s accounts or into parts of the platform you have no access to;</li>' +
    '<li>disturb lessons, or let programs or other people play games for you;</li>' +
    '<li>post or send anything offensive, unlawful or harmful to children;</li>' +
    '<li>copy or sell the platform or its content, or try to get around its protection.</li>' +
    '</ul>' +
    '<p>We may suspend an account that breaks these rules.</p>' +
    '<h2>4. Indigo-dollars (i$)</h2>' +
    '<p>Indigo-dollars (i$) are a virtual reward for learning. They have no money value, cannot be exchanged for money, goods or services outside the platform, and cannot be transferred to another person. They can only be spent in the platform’s shop. We may correct a balance that was credited by mistake or earned by breaking these terms. Unused i$ are not compensated when studies end.</p>' +
    '<h2>5. Content</h2>' +
    '<p>The methodology, lessons, games, images, texts and software of the platform belong to Abacus School or its licensors and are protected by law. You may use them only for your own learning or teaching on the platform.</p>' +
    '<h2>6. Availability</h2>' +
    '<p>We work to keep the platform available and working well, but we cannot promise that it will always run without interruptions or errors. We may pause it for maintenance and updates, and change or remove features.</p>' +
    '<h2>7. Changes to these terms</h2>' +
    '<p>We may update these terms from time to time. The new version is published on this page, and we tell users about important changes on the platform or by e-mail. If you keep using the platform after a change, you accept the new terms.</p>' +
    '<h2>8. Governing law</h2>' +
    '<p>These terms are governed by the law of the country of the franchise that signed the learning contract with the parent or guardian. Disputes are settled as that law provides.</p>' +
    '<h2>9. Contact</h2>' +
    '<p>Questions about these terms: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. Questions about your group, lessons or payment: your teacher or local school.</p>',
  ru:
    '<h2>Условия использования</h2>' +
    '<p>Эти условия действуют для онлайн-платформы Abacus School. Пользуясь платформой, вы принимаете их. Уроки и оплату регулирует договор на обучение с вашей местной школой; эти условия касаются использования самой платформы.</p>' +
    '<h2>1. Аккаунты</h2>' +
    '<p>Аккаунт создаётся при регистрации или вашей школой. Каждый аккаунт личный: храните пароль в тайне и не позволяйте никому другому им пользоваться. Если вы считаете, что вашим аккаунтом воспользовался кто-то другой, сразу сообщите учителю или в местную школу.</p>' +
    '<h2>2. Кто может пользоваться платформой</h2>' +
    '<p>Платформа предназначена для детей от 5 до 14 лет, которые учатся в Abacus School, для их родителей и опекунов, а также для сотрудников сети. Ребёнок может пользоваться ею только через родителя или опекуна, который регистрирует ребёнка, принимает эти условия от его имени и следит за тем, как ребёнок пользуется платформой.</p>' +
    '<h2>3. Правила использования</h2>' +
    '<p>Используйте платформу только для учёбы и преподавания. В частности, нельзя:</p>' +
    '<ul>' +
    '<li>пытаться войти в чужие аккаунты или в разделы платформы, к которым у вас нет доступа;</li>' +
    '<li>мешать урокам, а также поручать программам или другим людям играть за вас;</li>' +
    '<li>публиковать или отправлять оскорбительные, незаконные или вредные для детей материалы;</li>' +
    '<li>копировать или продавать платформу или её содержимое либо пытаться обойти их защиту.</li>' +
    '</ul>' +
    '<p>Мы можем заблокировать аккаунт, нарушающий эти правила.</p>' +
    '<h2>4. Индиго-доллары (i$)</h2>' +
    '<p>Индиго-доллары (i$) — это виртуальная награда за учёбу. У них нет денежной стоимости, их нельзя обменять на деньги, товары или услуги вне платформы и нельзя передать другому человеку. Тратить их можно только в магазине платформы. Мы можем исправить баланс, если i$ были начислены по ошибке или получены с нарушением этих условий. Неизрасходованные i$ не компенсируются при окончании обучения.</p>' +
    '<h2>5. Материалы</h2>' +
    '<p>Методика, уроки, игры, изображения, тексты и программное обеспечение платформы принадлежат Abacus School или её лицензиарам и охраняются законом. Использовать их можно только для собственного обучения или преподавания на платформе.</p>' +
    '<h2>6. Доступность</h2>' +
    '<p>Мы стараемся, чтобы платформа была доступна и хорошо работала, но не можем обещать, что она всегда будет работать без перерывов и ошибок. Мы можем приостанавливать её для обслуживания и обновлений, а также изменять или убирать функции.</p>' +
    '<h2>7. Изменения условий</h2>' +
    '<p>Время от времени мы можем обновлять эти условия. Новая редакция публикуется на этой странице, а о важных изменениях мы сообщаем на платформе или по электронной почте. Продолжая пользоваться платформой после изменений, вы принимаете новые условия.</p>' +
    '<h2>8. Применимое право</h2>' +
    '<p>К этим условиям применяется право страны франшизы, которая заключила договор на обучение с родителем или опекуном. Споры разрешаются в порядке, предусмотренном этим правом.</p>' +
    '<h2>9. Контакты</h2>' +
    '<p>Вопросы об этих условиях: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. С вопросами о вашей группе, уроках или оплате обращайтесь к учителю или в местную школу.</p>',
  uk:
    '<h2>Умови використання</h2>' +
    '<p>Ці умови діють для онлайн-платформи Abacus School. Користуючись платформою, ви їх приймаєте. Уроки та оплату регулює договір про навчання з вашою місцевою школою; ці умови стосуються користування самою платформою.</p>' +
    '<h2>1. Акаунти</h2>' +
    '<p>Акаунт створюється під час реєстрації або вашою школою. Кожен акаунт особистий: зберігайте пароль у таємниці й не дозволяйте нікому іншому ним користуватися. Якщо ви вважаєте, що вашим акаунтом скористався хтось інший, одразу повідомте вчителя або місцеву школу.</p>' +
    '<h2>2. Хто може користуватися платформою</h2>' +
    '<p>Платформа призначена для дітей від 5 до 14 років, які навчаються в Abacus School, для їхніх батьків і опікунів, а також для працівників мережі. Дитина може користуватися нею лише через одного з батьків або опікуна, який реєструє дитину, приймає ці умови від її імені й наглядає за тим, як дитина користується платформою.</p>' +
    '<h2>3. Правила користування</h2>' +
    '<p>Використовуйте платформу лише для навчання та викладання. Зокрема, не можна:</p>' +
    '<ul>' +
    '<li>намагатися увійти в чужі акаунти або в розділи платформи, до яких у вас немає доступу;</li>' +
    '<li>заважати урокам, а також доручати програмам чи іншим людям грати за вас;</li>' +
    '<li>публікувати або надсилати образливі, незаконні чи шкідливі для дітей матеріали;</li>' +
    '<li>копіювати чи продавати платформу або її вміст чи намагатися обійти їхній захист.</li>' +
    '</ul>' +
    '<p>Ми можемо заблокувати акаунт, який порушує ці правила.</p>' +
    '<h2>4. Індиго-долари (i$)</h2>' +
    '<p>Індиго-долари (i$) — це віртуальна нагорода за навчання. Вони не мають грошової вартості, їх не можна обміняти на гроші, товари чи послуги поза платформою і не можна передати іншій особі. Витрачати їх можна лише в магазині платформи. Ми можемо виправити баланс, якщо i$ було нараховано помилково або отримано з порушенням цих умов. Невитрачені i$ не компенсуються після завершення навчання.</p>' +
    '<h2>5. Матеріали</h2>' +
    '<p>Методика, уроки, ігри, зображення, тексти та програмне забезпечення платформи належать Abacus School або її ліцензіарам і охороняються законом. Використовувати їх можна лише для власного навчання чи викладання на платформі.</p>' +
    '<h2>6. Доступність</h2>' +
    '<p>Ми намагаємося, щоб платформа була доступна й добре працювала, але не можемо обіцяти, що вона завжди працюватиме без перерв і помилок. Ми можемо призупиняти її для обслуговування й оновлень, а також змінювати чи прибирати функції.</p>' +
    '<h2>7. Зміни умов</h2>' +
    '<p>Час від часу ми можемо оновлювати ці умови. Нова редакція публікується на цій сторінці, а про важливі зміни ми повідомляємо на платформі або електронною поштою. Продовжуючи користуватися платформою після змін, ви приймаєте нові умови.</p>' +
    '<h2>8. Застосовне право</h2>' +
    '<p>До цих умов застосовується право країни франшизи, яка уклала договір про навчання з одним із батьків або опікуном. Спори вирішуються в порядку, передбаченому цим правом.</p>' +
    '<h2>9. Контакти</h2>' +
    '<p>Запитання щодо цих умов: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. Із запитаннями щодо вашої групи, уроків чи оплати звертайтеся до вчителя або до місцевої школи.</p>',
  pl:
    '<h2>Regulamin korzystania z platformy</h2>' +
    '<p>Niniejszy regulamin dotyczy platformy online Abacus School. Korzystając z platformy, akceptujesz go. Lekcje i płatności reguluje umowa o naukę zawarta z Twoją lokalną szkołą; ten regulamin dotyczy korzystania z samej platformy.</p>' +
    '<h2>1. Konta</h2>' +
    '<p>Konto zakłada się podczas rejestracji albo zakłada je szkoła. Każde konto jest osobiste: nie ujawniaj hasła i nie pozwalaj nikomu innemu z niego korzystać. Jeśli sądzisz, że ktoś inny użył Twojego konta, od razu powiadom nauczyciela lub lokalną szkołę.</p>' +
    '<h2>2. Kto może korzystać z platformy</h2>' +
    '<p>Platforma jest przeznaczona dla dzieci w wieku od 5 do 14 lat uczących się w Abacus School, ich rodziców i opiekunów oraz pracowników sieci. Dziecko może z niej korzystać wyłącznie za pośrednictwem rodzica lub opiekuna, który rejestruje dziecko, akceptuje regulamin w jego imieniu i nadzoruje korzystanie przez nie z platformy.</p>' +
    '<h2>3. Zasady korzystania</h2>' +
    '<p>Korzystaj z platformy wyłącznie do nauki i nauczania. W szczególności nie wolno:</p>' +
    '<ul>' +
    '<li>próbować wchodzić na cudze konta ani do części platformy, do których nie masz dostępu;</li>' +
    '<li>zakłócać lekcji ani pozwalać, by programy lub inne osoby grały za Ciebie;</li>' +
    '<li>publikować ani wysyłać treści obraźliwych, niezgodnych z prawem lub szkodliwych dla dzieci;</li>' +
    '<li>kopiować ani sprzedawać platformy lub jej treści ani próbować obchodzić ich zabezpieczeń.</li>' +
    '</ul>' +
    '<p>Możemy zawiesić konto, które narusza te zasady.</p>' +
    '<h2>4. Dolary Indigo (i$)</h2>' +
    '<p>Dolary Indigo (i$) to wirtualna nagroda za naukę. Nie mają wartości pieniężnej, nie można ich wymienić na pieniądze, towary ani usługi poza platformą ani przekazać innej osobie. Można je wydać wyłącznie w sklepie na platformie. Możemy skorygować saldo, jeśli i$ naliczono przez pomyłkę lub zdobyto z naruszeniem regulaminu. Niewykorzystane i$ nie podlegają rekompensacie po zakończeniu nauki.</p>' +
    '<h2>5. Treści</h2>' +
    '<p>Metodyka, lekcje, gry, obrazy, teksty i oprogramowanie platformy należą do Abacus School lub jej licencjodawców i są chronione prawem. Możesz z nich korzystać wyłącznie do własnej nauki lub nauczania na platformie.</p>' +
    '<h2>6. Dostępność</h2>' +
    '<p>Dbamy o to, by platforma była dostępna i działała sprawnie, ale nie możemy obiecać, że zawsze będzie działać bez przerw i błędów. Możemy ją wstrzymywać na czas konserwacji i aktualizacji oraz zmieniać lub usuwać funkcje.</p>' +
    '<h2>7. Zmiany regulaminu</h2>' +
    '<p>Od czasu do czasu możemy aktualizować ten regulamin. Nowa wersja jest publikowana na tej stronie, a o ważnych zmianach informujemy na platformie lub e-mailem. Dalsze korzystanie z platformy po zmianie oznacza akceptację nowego regulaminu.</p>' +
    '<h2>8. Prawo właściwe</h2>' +
    '<p>Regulamin podlega prawu kraju franczyzy, która zawarła umowę o naukę z rodzicem lub opiekunem. Spory rozstrzyga się w sposób przewidziany przez to prawo.</p>' +
    '<h2>9. Kontakt</h2>' +
    '<p>Pytania dotyczące regulaminu: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. Z pytaniami o grupę, lekcje lub płatności zwracaj się do nauczyciela lub lokalnej szkoły.</p>',
  he:
    '<h2>תנאי שימוש</h2>' +
    '<p>תנאים אלה חלים על הפלטפורמה המקוונת של Abacus School. השימוש בפלטפורמה מהווה הסכמה להם. השיעורים והתשלום מוסדרים בחוזה הלימודים שלכם עם בית הספר המקומי; תנאים אלה עוסקים בשימוש בפלטפורמה עצמה.</p>' +
    '<h2>1. חשבונות</h2>' +
    '<p>חשבון נפתח בעת ההרשמה או על ידי בית הספר. כל חשבון הוא אישי: שמרו את הסיסמה בסוד ואל תאפשרו לאף אחד אחר להשתמש בו. אם אתם חושבים שמישהו אחר השתמש בחשבון שלכם, הודיעו מיד למורה או לבית הספר המקומי.</p>' +
    '<h2>2. מי רשאי להשתמש בפלטפורמה</h2>' +
    '<p>הפלטפורמה מיועדת לילדים בגילאי 5 עד 14 הלומדים ב־Abacus School, להוריהם ולאפוטרופסים שלהם, ולצוות הרשת. ילד רשאי להשתמש בה רק באמצעות הורה או אפוטרופוס, שרושם את הילד, מקבל את התנאים האלה בשמו ומפקח על השימוש שלו בפלטפורמה.</p>' +
    '<h2>3. שימוש הולם</h2>' +
    '<p>השתמשו בפלטפורמה רק ללמידה ולהוראה. בפרט, אין:</p>' +
    '<ul>' +
    '<li>לנסות להיכנס לחשבונות של אחרים או לחלקים בפלטפורמה שאין לכם גישה אליהם;</li>' +
    '<li>להפריע לשיעורים, או לתת לתוכנות או לאנשים אחרים לשחק במקומכם;</li>' +
    '<li>לפרסם או לשלוח תוכן פוגעני, בלתי חוקי או מזיק לילדים;</li>' +
    '<li>להעתיק או למכור את הפלטפורמה או את התוכן שלה, או לנסות לעקוף את אמצעי ההגנה שלהם.</li>' +
    '</ul>' +
    '<p>אנו רשאים להשעות חשבון שמפר כללים אלה.</p>' +
    '<h2>4. דולרי אינדיגו (i$)</h2>' +
    '<p>דולרי אינדיגו (i$) הם פרס וירטואלי על למידה. אין להם ערך כספי, אי אפשר להמיר אותם בכסף, במוצרים או בשירותים מחוץ לפלטפורמה, ואי אפשר להעביר אותם לאדם אחר. אפשר להשתמש בהם רק בחנות של הפלטפורמה. אנו רשאים לתקן יתרה שזוכתה בטעות או שנצברה תוך הפרת תנאים אלה. i$ שלא נוצלו אינם מזכים בפיצוי בסיום הלימודים.</p>' +
    '<h2>5. תוכן</h2>' +
    '<p>המתודולוגיה, השיעורים, המשחקים, התמונות, הטקסטים והתוכנה של הפלטפורמה שייכים ל־Abacus School או למעניקי הרישיון שלה ומוגנים בחוק. מותר להשתמש בהם רק ללמידה או להוראה שלכם בפלטפורמה.</p>' +
    '<h2>6. זמינות</h2>' +
    '<p>אנו פועלים כדי שהפלטפורמה תהיה זמינה ותעבוד היטב, אך איננו יכולים להבטיח שהיא תפעל תמיד ללא הפסקות או תקלות. אנו רשאים להשבית אותה זמנית לצורך תחזוקה ועדכונים, ולשנות או להסיר תכונות.</p>' +
    '<h2>7. שינויים בתנאים</h2>' +
    '<p>מעת לעת אנו עשויים לעדכן תנאים אלה. הגרסה החדשה מתפרסמת בדף זה, ועל שינויים חשובים אנו מודיעים בפלטפורמה או בדוא״ל. המשך השימוש בפלטפורמה לאחר שינוי מהווה הסכמה לתנאים החדשים.</p>' +
    '<h2>8. הדין החל</h2>' +
    '<p>על תנאים אלה חל הדין של מדינת הזכיין שחתם על חוזה הלימודים עם ההורה או האפוטרופוס. מחלוקות יוכרעו בדרך הקבועה באותו דין.</p>' +
    '<h2>9. יצירת קשר</h2>' +
    '<p>שאלות על תנאים אלה: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. בשאלות על הקבוצה, השיעורים או התשלום פנו למורה או לבית הספר המקומי.</p>',
  az:
    '<h2>İstifadə şərtləri</h2>' +
    '<p>Bu şərtlər Abacus School onlayn platformasına aiddir. Platformadan istifadə etməklə siz onları qəbul edirsiniz. Dərslər və ödəniş yerli məktəbinizlə bağladığınız təhsil müqaviləsi ilə tənzimlənir; bu şərtlər isə platformanın özündən istifadəyə aiddir.</p>' +
    '<h2>1. Hesablar</h2>' +
    '<p>Hesab qeydiyyat zamanı və ya məktəbiniz tərəfindən yaradılır. Hər hesab şəxsidir: şifrəni gizli saxlayın və başqasının ondan istifadə etməsinə icazə verməyin. Hesabınızdan başqasının istifadə etdiyini düşünürsünüzsə, dərhal müəllimə və ya yerli məktəbə bildirin.</p>' +
    '<h2>2. Platformadan kim istifadə edə bilər</h2>' +
    '<p>Platforma Abacus School-da oxuyan 5–14 yaşlı uşaqlar, onların valideynləri və qəyyumları, həmçinin şəbəkənin əməkdaşları üçün nəzərdə tutulub. Uşaq platformadan yalnız valideyn və ya qəyyum vasitəsilə istifadə edə bilər; valideyn və ya qəyyum uşağı qeydiyyatdan keçirir, bu şərtləri onun adından qəbul edir və uşağın platformadan istifadəsinə nəzarət edir.</p>' +
    '<h2>3. Yolverilən istifadə</h2>' +
    '<p>Platformadan yalnız öyrənmək və dərs demək üçün istifadə edin. Xüsusilə aşağıdakılar qadağandır:</p>' +
    '<ul>' +
    '<li>başqalarının hesablarına və ya girişiniz olmayan bölmələrə daxil olmağa cəhd etmək;</li>' +
    '<li>dərslərə mane olmaq, yaxud sizin yerinizə proqramların və ya başqa adamların oynamasına imkan vermək;</li>' +
    '<li>təhqiredici, qanunsuz və ya uşaqlar üçün zərərli məzmun yerləşdirmək və ya göndərmək;</li>' +
    '<li>platformanı və ya onun məzmununu kopyalamaq, satmaq, yaxud onların qorunmasından yan keçməyə cəhd etmək.</li>' +
    '</ul>' +
    '<p>Bu qaydaları pozan hesabı dayandıra bilərik.</p>' +
    '<h2>4. İndigo-dollar (i$)</h2>' +
    '<p>İndigo-dollar (i$) öyrənmə üçün virtual mükafatdır. Onun pul dəyəri yoxdur, onu pula, platformadan kənar mallara və ya xidmətlərə dəyişmək, başqa şəxsə ötürmək olmaz. Onu yalnız platformanın mağazasında xərcləmək mümkündür. Səhvən hesablanmış və ya bu şərtlər pozularaq qazanılmış balansı düzəldə bilərik. Təhsil başa çatdıqda xərclənməmiş i$ kompensasiya edilmir.</p>' +
    '<h2>5. Məzmun</h2>' +
    '<p>Platformanın metodikası, dərsləri, oyunları, şəkilləri, mətnləri və proqram təminatı Abacus School-a və ya onun lisenziarlarına məxsusdur və qanunla qorunur. Onlardan yalnız platformada öz təhsiliniz və ya tədrisiniz üçün istifadə edə bilərsiniz.</p>' +
    '<h2>6. Əlçatanlıq</h2>' +
    '<p>Platformanın əlçatan olması və yaxşı işləməsi üçün çalışırıq, lakin onun həmişə fasiləsiz və xətasız işləyəcəyinə söz verə bilmərik. Texniki xidmət və yeniləmələr üçün onu müvəqqəti dayandıra, funksiyaları dəyişə və ya ləğv edə bilərik.</p>' +
    '<h2>7. Şərtlərdə dəyişikliklər</h2>' +
    '<p>Bu şərtləri vaxtaşırı yeniləyə bilərik. Yeni versiya bu səhifədə dərc olunur, mühüm dəyişikliklər barədə isə platformada və ya e-poçtla xəbər veririk. Dəyişiklikdən sonra platformadan istifadəni davam etdirməklə yeni şərtləri qəbul etmiş olursunuz.</p>' +
    '<h2>8. Tətbiq olunan hüquq</h2>' +
    '<p>Bu şərtlərə valideyn və ya qəyyumla təhsil müqaviləsi bağlamış franşizanın ölkəsinin qanunvericiliyi tətbiq olunur. Mübahisələr həmin qanunvericiliklə nəzərdə tutulmuş qaydada həll edilir.</p>' +
    '<h2>9. Əlaqə</h2>' +
    '<p>Bu şərtlərlə bağlı suallar: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. Qrupunuz, dərslər və ya ödənişlə bağlı suallar üçün müəllimə və ya yerli məktəbə müraciət edin.</p>',
  hy:
    '<h2>Օգտագործման պայմաններ</h2>' +
    '<p>Այս պայմանները գործում են Abacus School առցանց հարթակի համար։ Օգտվելով հարթակից՝ դուք ընդունում եք դրանք։ Դասերն ու վճարումը կարգավորվում են ձեր տեղական դպրոցի հետ կնքված ուսուցման պայմանագրով, իսկ այս պայմանները վերաբերում են բուն հարթակի օգտագործմանը։</p>' +
    '<h2>1. Հաշիվներ</h2>' +
    '<p>Հաշիվը ստեղծվում է գրանցման ժամանակ կամ ձեր դպրոցի կողմից։ Յուրաքանչյուր հաշիվ անձնական է․ գաղտնաբառը գաղտնի պահեք և թույլ մի տվեք որևէ մեկին օգտվել ձեր հաշվից։ Եթե կարծում եք, որ ձեր հաշվից օգտվել է ուրիշը, անմիջապես տեղեկացրեք ուսուցչին կամ տեղական դպրոցին։</p>' +
    '<h2>2. Ով կարող է օգտվել հարթակից</h2>' +
    '<p>Հարթակը նախատեսված է Abacus School-ում սովորող 5-ից 14 տարեկան երեխաների, նրանց ծնողների ու խնամակալների, ինչպես նաև ցանցի աշխատակիցների համար։ Երեխան կարող է հարթակից օգտվել միայն ծնողի կամ խնամակալի միջոցով, որը գրանցում է երեխային, նրա անունից ընդունում է այս պայմանները և հետևում է, թե ինչպես է երեխան օգտվում հարթակից։</p>' +
    '<h2>3. Թույլատրելի օգտագործում</h2>' +
    '<p>Օգտվեք հարթակից միայն սովորելու և դասավանդելու համար։ Մասնավորապես, չի թույլատրվում․</p>' +
    '<ul>' +
    '<li>փորձել մուտք գործել ուրիշների հաշիվներ կամ հարթակի այն բաժինները, որոնց հասանելիություն չունեք,</li>' +
    '<li>խանգարել դասերին կամ թույլ տալ, որ ծրագրերը կամ այլ մարդիկ խաղան ձեր փոխարեն,</li>' +
    '<li>հրապարակել կամ ուղարկել վիրավորական, անօրինական կամ երեխաների համար վնասակար բովանդակություն,</li>' +
    '<li>պատճենել կամ վաճառել հարթակը կամ դրա բովանդակությունը կամ փորձել շրջանցել դրանց պաշտպանությունը։</li>' +
    '</ul>' +
    '<p>Մենք կարող ենք կասեցնել այս կանոնները խախտող հաշիվը։</p>' +
    '<h2>4. Ինդիգո դոլարներ (i$)</h2>' +
    '<p>Ինդիգո դոլարները (i$) վիրտուալ պարգև են ուսման համար։ Դրանք դրամական արժեք չունեն, չեն կարող փոխանակվել փողի, հարթակից դուրս ապրանքների կամ ծառայությունների հետ և չեն կարող փոխանցվել այլ անձի։ Դրանք կարելի է ծախսել միայն հարթակի խանութում։ Մենք կարող ենք ուղղել այն մնացորդը, որը հաշվեգրվել է սխալմամբ կամ վաստակվել է այս պայմանների խախտմամբ։ Չծախսված i$-ը ուսման ավարտին չի փոխհատուցվում։</p>' +
    '<h2>5. Բովանդակություն</h2>' +
    '<p>Հարթակի մեթոդիկան, դասերը, խաղերը, պատկերները, տեքստերը և ծրագրային ապահովումը պատկանում են Abacus School-ին կամ նրա լիցենզատուներին և պաշտպանված են օրենքով։ Դրանք կարելի է օգտագործել միայն հարթակում ձեր սեփական ուսման կամ դասավանդման համար։</p>' +
    '<h2>6. Հասանելիություն</h2>' +
    '<p>Մենք ջանում ենք, որ հարթակը հասանելի լինի և լավ աշխատի, բայց չենք կարող խոստանալ, որ այն միշտ կաշխատի առանց ընդհատումների և սխալների։ Մենք կարող ենք ժամանակավորապես դադարեցնել այն սպասարկման և թարմացումների համար, ինչպես նաև փոխել կամ հեռացնել գործառույթներ։</p>' +
    '<h2>7. Պայմանների փոփոխություններ</h2>' +
    '<p>Ժամանակ առ ժամանակ մենք կարող ենք թարմացնել այս պայմանները։ Նոր տարբերակը հրապարակվում է այս էջում, իսկ կարևոր փոփոխությունների մասին տեղեկացնում ենք հարթակում կամ էլ. փոստով։ Շարունակելով օգտվել հարթակից փոփոխությունից հետո՝ դուք ընդունում եք նոր պայմանները։</p>' +
    '<h2>8. Կիրառելի իրավունք</h2>' +
    '<p>Այս պայմանների նկատմամբ կիրառվում է այն երկրի իրավունքը, որտեղ գործում է ծնողի կամ խնամակալի հետ ուսուցման պայմանագիր կնքած ֆրանշիզան։ Վեճերը լուծվում են այդ իրավունքով սահմանված կարգով։</p>' +
    '<h2>9. Կապ</h2>' +
    '<p>Այս պայմանների վերաբերյալ հարցերով գրեք <a href="mailto:info@abacus-school.online">info@abacus-school.online</a> հասցեին։ Ձեր խմբի, դասերի կամ վճարման վերաբերյալ հարցերով դիմեք ուսուցչին կամ տեղական դպրոցին։</p>',
  ro:
    '<h2>Termeni de utilizare</h2>' +
    '<p>Acești termeni se aplică platformei online Abacus School. Folosind platforma, îi acceptați. Lecțiile și plata sunt reglementate de contractul de studii încheiat cu școala locală; acești termeni privesc utilizarea platformei în sine.</p>' +
    '<h2>1. Conturi</h2>' +
    '<p>Contul se creează la înregistrare sau de către școală. Fiecare cont este personal: păstrați parola secretă și nu lăsați pe nimeni altcineva să îl folosească. Dacă credeți că altcineva v-a folosit contul, anunțați imediat profesorul sau școala locală.</p>' +
    '<h2>2. Cine poate folosi platforma</h2>' +
    '<p>Platforma este destinată copiilor între 5 și 14 ani care învață la Abacus School, părinților și tutorilor acestora, precum și personalului rețelei. Un copil o poate folosi numai prin intermediul unui părinte sau tutore, care îl înregistrează, acceptă acești termeni în numele lui și supraveghează modul în care copilul folosește platforma.</p>' +
    '<h2>3. Utilizare acceptabilă</h2>' +
    '<p>Folosiți platforma numai pentru învățare și predare. În special, nu este permis:</p>' +
    '<ul>' +
    '<li>să încercați să intrați în conturile altor persoane sau în părți ale platformei la care nu aveți acces;</li>' +
    '<li>să perturbați lecțiile sau să lăsați programe ori alte persoane să joace în locul dumneavoastră;</li>' +
    '<li>să publicați sau să trimiteți conținut jignitor, ilegal sau dăunător pentru copii;</li>' +
    '<li>să copiați ori să vindeți platforma sau conținutul ei ori să încercați să le ocoliți protecția.</li>' +
    '</ul>' +
    '<p>Putem suspenda un cont care încalcă aceste reguli.</p>' +
    '<h2>4. Dolarii Indigo (i$)</h2>' +
    '<p>Dolarii Indigo (i$) sunt o recompensă virtuală pentru învățare. Nu au valoare bănească, nu pot fi schimbați pe bani, bunuri sau servicii în afara platformei și nu pot fi transferați altei persoane. Pot fi cheltuiți numai în magazinul platformei. Putem corecta un sold creditat din greșeală sau obținut prin încălcarea acestor termeni. Dolarii i$ necheltuiți nu se compensează la încheierea studiilor.</p>' +
    '<h2>5. Conținut</h2>' +
    '<p>Metodologia, lecțiile, jocurile, imaginile, textele și software-ul platformei aparțin Abacus School sau licențiatorilor săi și sunt protejate de lege. Le puteți folosi numai pentru propria învățare sau predare pe platformă.</p>' +
    '<h2>6. Disponibilitate</h2>' +
    '<p>Ne străduim ca platforma să fie disponibilă și să funcționeze bine, dar nu putem promite că va funcționa mereu fără întreruperi sau erori. O putem opri temporar pentru mentenanță și actualizări și putem modifica sau elimina funcții.</p>' +
    '<h2>7. Modificarea termenilor</h2>' +
    '<p>Putem actualiza acești termeni din când în când. Noua versiune se publică pe această pagină, iar despre modificările importante vă anunțăm pe platformă sau prin e-mail. Dacă folosiți în continuare platforma după o modificare, acceptați noii termeni.</p>' +
    '<h2>8. Legea aplicabilă</h2>' +
    '<p>Acești termeni sunt guvernați de legea țării francizei care a încheiat contractul de studii cu părintele sau tutorele. Litigiile se soluționează în modul prevăzut de această lege.</p>' +
    '<h2>9. Contact</h2>' +
    '<p>Întrebări despre acești termeni: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. Pentru întrebări despre grupă, lecții sau plată, adresați-vă profesorului sau școlii locale.</p>',
  fr:
    '<h2>Conditions d’utilisation</h2>' +
    '<p>Les présentes conditions s’appliquent à la plateforme en ligne Abacus School. En utilisant la plateforme, vous les acceptez. Les cours et le paiement relèvent du contrat de formation conclu avec votre école locale ; les présentes conditions portent sur l’utilisation de la plateforme elle-même.</p>' +
    '<h2>1. Comptes</h2>' +
    '<p>Un compte est créé lors de l’inscription ou par votre école. Chaque compte est personnel : gardez le mot de passe secret et ne laissez personne d’autre l’utiliser. Si vous pensez que quelqu’un d’autre a utilisé votre compte, prévenez immédiatement l’enseignant ou l’école locale.</p>' +
    '<h2>2. Qui peut utiliser la plateforme</h2>' +
    '<p>La plateforme est destinée aux enfants de 5 à 14 ans qui suivent les cours d’Abacus School, à leurs parents et représentants légaux, ainsi qu’au personnel du réseau. Un enfant ne peut l’utiliser que par l’intermédiaire d’un parent ou représentant légal, qui l’inscrit, accepte les présentes conditions en son nom et encadre son utilisation de la plateforme.</p>' +
    '<h2>3. Utilisation acceptable</h2>' +
    '<p>Utilisez la plateforme uniquement pour apprendre et enseigner. En particulier, il est interdit :</p>' +
    '<ul>' +
    '<li>de tenter d’accéder aux comptes d’autres personnes ou à des parties de la plateforme auxquelles vous n’avez pas accès ;</li>' +
    '<li>de perturber les cours, ou de laisser des programmes ou d’autres personnes jouer à votre place ;</li>' +
    '<li>de publier ou d’envoyer des contenus injurieux, illicites ou nuisibles pour les enfants ;</li>' +
    '<li>de copier ou de vendre la plateforme ou son contenu, ou de tenter d’en contourner la protection.</li>' +
    '</ul>' +
    '<p>Nous pouvons suspendre un compte qui enfreint ces règles.</p>' +
    '<h2>4. Dollars Indigo (i$)</h2>' +
    '<p>Les dollars Indigo (i$) sont une récompense virtuelle pour l’apprentissage. Ils n’ont aucune valeur monétaire, ne peuvent être échangés ni contre de l’argent, ni contre des biens ou services en dehors de la plateforme, et ne peuvent pas être transférés à une autre personne. Ils ne peuvent être dépensés que dans la boutique de la plateforme. Nous pouvons corriger un solde crédité par erreur ou obtenu en violation des présentes conditions. Les i$ non utilisés ne donnent lieu à aucune compensation à la fin des études.</p>' +
    '<h2>5. Contenus</h2>' +
    '<p>La méthode, les cours, les jeux, les images, les textes et les logiciels de la plateforme appartiennent à Abacus School ou à ses concédants de licence et sont protégés par la loi. Vous ne pouvez les utiliser que pour votre propre apprentissage ou enseignement sur la plateforme.</p>' +
    '<h2>6. Disponibilité</h2>' +
    '<p>Nous faisons en sorte que la plateforme soit disponible et fonctionne bien, mais nous ne pouvons pas promettre qu’elle fonctionnera toujours sans interruption ni erreur. Nous pouvons la suspendre pour maintenance et mises à jour, et modifier ou supprimer des fonctionnalités.</p>' +
    '<h2>7. Modification des conditions</h2>' +
    '<p>Nous pouvons mettre à jour les présentes conditions de temps à autre. La nouvelle version est publiée sur cette page, et nous informons les utilisateurs des changements importants sur la plateforme ou par e-mail. Si vous continuez à utiliser la plateforme après une modification, vous acceptez les nouvelles conditions.</p>' +
    '<h2>8. Droit applicable</h2>' +
    '<p>Les présentes conditions sont régies par le droit du pays de la franchise qui a signé le contrat de formation avec le parent ou le représentant légal. Les litiges sont réglés selon les modalités prévues par ce droit.</p>' +
    '<h2>9. Contact</h2>' +
    '<p>Questions sur les présentes conditions : <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. Pour toute question sur votre groupe, les cours ou le paiement, adressez-vous à l’enseignant ou à l’école locale.</p>',
  es:
    '<h2>Condiciones de uso</h2>' +
    '<p>Estas condiciones se aplican a la plataforma en línea de Abacus School. Al usar la plataforma, las aceptas. Las clases y el pago se rigen por el contrato de enseñanza firmado con tu escuela local; estas condiciones tratan del uso de la propia plataforma.</p>' +
    '<h2>1. Cuentas</h2>' +
    '<p>La cuenta se crea al registrarte o la crea tu escuela. Cada cuenta es personal: mantén la contraseña en secreto y no dejes que nadie más la use. Si crees que otra persona ha usado tu cuenta, avisa de inmediato al profesor o a la escuela local.</p>' +
    '<h2>2. Quién puede usar la plataforma</h2>' +
    '<p>La plataforma está destinada a los niños de 5 a 14 años que estudian en Abacus School, a sus padres y tutores legales y al personal de la red. Un niño solo puede usarla a través de su padre, madre o tutor, que lo registra, acepta estas condiciones en su nombre y supervisa el uso que hace de la plataforma.</p>' +
    '<h2>3. Uso aceptable</h2>' +
    '<p>Usa la plataforma solo para aprender y enseñar. En particular, no está permitido:</p>' +
    '<ul>' +
    '<li>intentar entrar en cuentas ajenas o en partes de la plataforma a las que no tienes acceso;</li>' +
    '<li>interrumpir las clases, ni dejar que programas u otras personas jueguen por ti;</li>' +
    '<li>publicar o enviar contenidos ofensivos, ilegales o perjudiciales para los niños;</li>' +
    '<li>copiar o vender la plataforma o su contenido, ni intentar burlar su protección.</li>' +
    '</ul>' +
    '<p>Podemos suspender una cuenta que incumpla estas normas.</p>' +
    '<h2>4. Dólares Indigo (i$)</h2>' +
    '<p>Los dólares Indigo (i$) son una recompensa virtual por aprender. No tienen valor monetario, no se pueden cambiar por dinero, bienes ni servicios fuera de la plataforma y no se pueden transferir a otra persona. Solo se pueden gastar en la tienda de la plataforma. Podemos corregir un saldo abonado por error u obtenido incumpliendo estas condiciones. Los i$ no gastados no se compensan al terminar los estudios.</p>' +
    '<h2>5. Contenidos</h2>' +
    '<p>La metodología, las clases, los juegos, las imágenes, los textos y el software de la plataforma pertenecen a Abacus School o a sus licenciantes y están protegidos por la ley. Solo puedes usarlos para tu propio aprendizaje o enseñanza en la plataforma.</p>' +
    '<h2>6. Disponibilidad</h2>' +
    '<p>Trabajamos para que la plataforma esté disponible y funcione bien, pero no podemos prometer que funcione siempre sin interrupciones ni errores. Podemos detenerla temporalmente por mantenimiento y actualizaciones, y cambiar o eliminar funciones.</p>' +
    '<h2>7. Cambios en las condiciones</h2>' +
    '<p>Podemos actualizar estas condiciones de vez en cuando. La nueva versión se publica en esta página y avisamos de los cambios importantes en la plataforma o por correo electrónico. Si sigues usando la plataforma después de un cambio, aceptas las nuevas condiciones.</p>' +
    '<h2>8. Ley aplicable</h2>' +
    '<p>Estas condiciones se rigen por la ley del país de la franquicia que firmó el contrato de enseñanza con el padre, la madre o el tutor. Las controversias se resuelven de la forma prevista por esa ley.</p>' +
    '<h2>9. Contacto</h2>' +
    '<p>Preguntas sobre estas condiciones: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. Para preguntas sobre tu grupo, las clases o el pago, dirígete al profesor o a la escuela local.</p>',
  cs:
    '<h2>Podmínky používání</h2>' +
    '<p>Tyto podmínky platí pro online platformu Abacus School. Používáním platformy je přijímáte. Lekce a platby upravuje smlouva o výuce uzavřená s vaší místní školou; tyto podmínky se týkají používání samotné platformy.</p>' +
    '<h2>1. Účty</h2>' +
    '<p>Účet vzniká při registraci nebo ho založí škola. Každý účet je osobní: heslo uchovávejte v tajnosti a nikomu jinému nedovolte účet používat. Pokud máte podezření, že váš účet použil někdo jiný, ihned informujte učitele nebo místní školu.</p>' +
    '<h2>2. Kdo může platformu používat</h2>' +
    '<p>Platforma je určena dětem ve věku od 5 do 14 let, které studují v Abacus School, jejich rodičům a zákonným zástupcům a pracovníkům sítě. Dítě ji smí používat pouze prostřednictvím rodiče nebo zákonného zástupce, který dítě registruje, přijímá tyto podmínky jeho jménem a dohlíží na to, jak dítě platformu používá.</p>' +
    '<h2>3. Přípustné používání</h2>' +
    '<p>Platformu používejte jen k učení a výuce. Zejména je zakázáno:</p>' +
    '<ul>' +
    '<li>pokoušet se dostat do cizích účtů nebo do částí platformy, ke kterým nemáte přístup;</li>' +
    '<li>narušovat lekce nebo nechat za sebe hrát programy či jiné osoby;</li>' +
    '<li>zveřejňovat nebo posílat urážlivý, protiprávní nebo pro děti škodlivý obsah;</li>' +
    '<li>kopírovat či prodávat platformu nebo její obsah nebo se pokoušet obejít jejich ochranu.</li>' +
    '</ul>' +
    '<p>Účet, který tato pravidla porušuje, můžeme pozastavit.</p>' +
    '<h2>4. Indigo dolary (i$)</h2>' +
    '<p>Indigo dolary (i$) jsou virtuální odměnou za učení. Nemají žádnou peněžní hodnotu, nelze je vyměnit za peníze, zboží ani služby mimo platformu a nelze je převést na jinou osobu. Utratit je lze pouze v obchodě na platformě. Zůstatek připsaný omylem nebo získaný v rozporu s těmito podmínkami můžeme opravit. Nevyužité i$ se po ukončení studia nijak nekompenzují.</p>' +
    '<h2>5. Obsah</h2>' +
    '<p>Metodika, lekce, hry, obrázky, texty a software platformy patří Abacus School nebo jejím poskytovatelům licencí a jsou chráněny zákonem. Smíte je používat pouze pro vlastní učení nebo výuku na platformě.</p>' +
    '<h2>6. Dostupnost</h2>' +
    '<p>Snažíme se, aby platforma byla dostupná a dobře fungovala, nemůžeme však slíbit, že bude vždy fungovat bez přerušení a chyb. Můžeme ji dočasně odstavit kvůli údržbě a aktualizacím a měnit nebo odebírat funkce.</p>' +
    '<h2>7. Změny podmínek</h2>' +
    '<p>Tyto podmínky můžeme čas od času aktualizovat. Nové znění zveřejníme na této stránce a o důležitých změnách informujeme na platformě nebo e-mailem. Pokud platformu po změně dále používáte, přijímáte nové podmínky.</p>' +
    '<h2>8. Rozhodné právo</h2>' +
    '<p>Tyto podmínky se řídí právem země franšízy, která uzavřela smlouvu o výuce s rodičem nebo zákonným zástupcem. Spory se řeší způsobem, který toto právo stanoví.</p>' +
    '<h2>9. Kontakt</h2>' +
    '<p>Dotazy k těmto podmínkám: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. S dotazy ke skupině, lekcím nebo platbám se obracejte na učitele nebo místní školu.</p>',
  de:
    '<h2>Nutzungsbedingungen</h2>' +
    '<p>Diese Bedingungen gelten für die Online-Plattform von Abacus School. Mit der Nutzung der Plattform erkennen Sie sie an. Unterricht und Zahlung regelt der Unterrichtsvertrag mit Ihrer Schule vor Ort; diese Bedingungen betreffen die Nutzung der Plattform selbst.</p>' +
    '<h2>1. Konten</h2>' +
    '<p>Ein Konto wird bei der Registrierung oder von Ihrer Schule angelegt. Jedes Konto ist persönlich: Halten Sie das Passwort geheim und lassen Sie niemand anderen das Konto nutzen. Wenn Sie vermuten, dass jemand anderes Ihr Konto benutzt hat, informieren Sie sofort die Lehrkraft oder die Schule vor Ort.</p>' +
    '<h2>2. Wer die Plattform nutzen darf</h2>' +
    '<p>Die Plattform ist für Kinder von 5 bis 14 Jahren bestimmt, die bei Abacus School lernen, für ihre Eltern und Erziehungsberechtigten sowie für die Mitarbeitenden des Netzwerks. Ein Kind darf sie nur über einen Elternteil oder Erziehungsberechtigten nutzen, der das Kind registriert, diese Bedingungen in seinem Namen annimmt und seine Nutzung der Plattform beaufsichtigt.</p>' +
    '<h2>3. Zulässige Nutzung</h2>' +
    '<p>Nutzen Sie die Plattform nur zum Lernen und Unterrichten. Insbesondere ist es nicht erlaubt,</p>' +
    '<ul>' +
    '<li>sich Zugang zu fremden Konten oder zu Bereichen der Plattform zu verschaffen, für die Sie keine Berechtigung haben;</li>' +
    '<li>den Unterricht zu stören oder Programme oder andere Personen für sich spielen zu lassen;</li>' +
    '<li>beleidigende, rechtswidrige oder für Kinder schädliche Inhalte zu veröffentlichen oder zu versenden;</li>' +
    '<li>die Plattform oder ihre Inhalte zu kopieren oder zu verkaufen oder zu versuchen, ihren Schutz zu umgehen.</li>' +
    '</ul>' +
    '<p>Wir können ein Konto sperren, das gegen diese Regeln verstößt.</p>' +
    '<h2>4. Indigo-Dollar (i$)</h2>' +
    '<p>Indigo-Dollar (i$) sind eine virtuelle Belohnung für das Lernen. Sie haben keinen Geldwert, können nicht in Geld, Waren oder Dienstleistungen außerhalb der Plattform umgetauscht und nicht auf andere Personen übertragen werden. Sie können nur im Shop der Plattform ausgegeben werden. Wir können ein Guthaben korrigieren, das irrtümlich gutgeschrieben oder unter Verstoß gegen diese Bedingungen erworben wurde. Nicht ausgegebene i$ werden bei Ende des Unterrichts nicht ausgeglichen.</p>' +
    '<h2>5. Inhalte</h2>' +
    '<p>Methodik, Lektionen, Spiele, Bilder, Texte und Software der Plattform gehören Abacus School oder ihren Lizenzgebern und sind gesetzlich geschützt. Sie dürfen sie nur für Ihr eigenes Lernen oder Unterrichten auf der Plattform nutzen.</p>' +
    '<h2>6. Verfügbarkeit</h2>' +
    '<p>Wir setzen uns dafür ein, dass die Plattform verfügbar ist und gut funktioniert, können aber nicht versprechen, dass sie immer ohne Unterbrechungen oder Fehler läuft. Wir können sie für Wartung und Updates vorübergehend abschalten sowie Funktionen ändern oder entfernen.</p>' +
    '<h2>7. Änderungen dieser Bedingungen</h2>' +
    '<p>Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Die neue Fassung wird auf dieser Seite veröffentlicht; über wichtige Änderungen informieren wir auf der Plattform oder per E-Mail. Wenn Sie die Plattform nach einer Änderung weiter nutzen, akzeptieren Sie die neuen Bedingungen.</p>' +
    '<h2>8. Anwendbares Recht</h2>' +
    '<p>Für diese Bedingungen gilt das Recht des Landes des Franchisenehmers, der den Unterrichtsvertrag mit dem Elternteil oder Erziehungsberechtigten geschlossen hat. Streitigkeiten werden so beigelegt, wie es dieses Recht vorsieht.</p>' +
    '<h2>9. Kontakt</h2>' +
    '<p>Fragen zu diesen Bedingungen: <a href="mailto:info@abacus-school.online">info@abacus-school.online</a>. Bei Fragen zu Ihrer Gruppe, zum Unterricht oder zur Zahlung wenden Sie sich an die Lehrkraft oder die Schule vor Ort.</p>',
};
