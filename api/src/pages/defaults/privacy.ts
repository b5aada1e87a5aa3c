import type { DataLanguage } from '@abacus/contract/languages';

/** The public page /privacy (spec 002 "Static pages"), seeded in the 12 languages; the super franchise edits it. */
export const PRIVACY: Record<DataLanguage, string> = {
  en:
    '<h2>Privacy notice</h2>' +
    '<p>Abacus School teaches children mental arithmetic. To do that well, we keep some information about the children and their families. This notice explains in plain words what we keep, why, who can see it and what you can ask of us.</p>' +
    '<h2>What we keep</h2>' +
    '<ul><li><strong>Names</strong> of the child and of the parent.</li><li>The parent’s <strong>e-mail address</strong> and <strong>phone number</strong>.</li><li>The child’s <strong>date of birth</strong>.</li><li><strong>Game results</strong>: scores, times and levels reached in the training games.</li><li><strong>Homework results</strong>: which tasks were done and how well.</li><li><strong>Purchases with i$</strong>: the items the child bought in the shop with Indigo-dollars, the virtual currency children earn by learning.</li></ul>' +
    '<h2>Why we keep it</h2>' +
    '<ul><li><strong>Teaching</strong>: so that the teacher can follow each child’s progress, choose the next exercises and set homework at the right level.</li><li><strong>Contact</strong>: so that the school can reach you about lessons, timetables and your child’s progress.</li><li><strong>The learning contract</strong>: to carry out the agreement between your family and the school, including groups, lessons and invoices.</li></ul>' +
    '<p>The date of birth helps the school choose a group and exercises that suit the child’s age.</p>' +
    '<h2>Who sees it</h2>' +
    '<p>Your child’s data is seen by the people who teach and run the school: the child’s <strong>teacher</strong>, the <strong>franchise</strong> (the local school) where the child studies, and the levels above it that run the network, namely the <strong>master franchise</strong> of the country or region and the network owner. They use it only to run the school.</p>' +
    '<p>We <strong>never sell</strong> personal data and never pass it to advertisers. We share it with others only when the service needs it (for example, the company that hosts our servers) or when the law requires it.</p>' +
    '<h2>Cookies and local storage</h2>' +
    '<p>We use cookies and your browser’s local storage for two things only: to keep you signed in during your session and to remember the language you chose. We use no advertising cookies and do not track you on other websites.</p>' +
    '<h2>How long we keep it</h2>' +
    '<p>We keep the data while your child studies at the school, so that progress can be followed from one year to the next. When a family leaves, the account is closed, and the personal data is deleted or made anonymous once it is no longer needed. Records that the law obliges the school to keep for a set time, such as invoices, are kept for that time only.</p>' +
    '<h2>Your rights as a parent</h2>' +
    '<p>You can ask us at any time to:</p>' +
    '<ul><li><strong>show you</strong> the data we keep about you and your child (access);</li><li><strong>correct</strong> anything that is wrong or out of date (correction);</li><li><strong>delete</strong> your child’s account and data (deletion).</li></ul>' +
    '<p>If something has to be kept by law, we will tell you what and why.</p>' +
    '<h2>Contact</h2>' +
    '<p>For any question about privacy, or to use your rights, write to <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. You can also speak to your child’s teacher or to your local school. We may update this notice; the current version is always on this page.</p>',
  ru:
    '<h2>Политика конфиденциальности</h2>' +
    '<p>Abacus School учит детей ментальной арифметике. Чтобы делать это хорошо, мы храним некоторые сведения о детях и их семьях. Здесь простыми словами объясняется, что мы храним, зачем, кто это видит и о чём вы можете нас попросить.</p>' +
    '<h2>Что мы храним</h2>' +
    '<ul><li><strong>Имена и фамилии</strong> ребёнка и родителя.</li><li><strong>Адрес электронной почты</strong> и <strong>номер телефона</strong> родителя.</li><li><strong>Дату рождения</strong> ребёнка.</li><li><strong>Результаты игр</strong>: баллы, время и уровни, достигнутые в тренировочных играх.</li><li><strong>Результаты домашних заданий</strong>: какие задания выполнены и насколько хорошо.</li><li><strong>Покупки за i$</strong>: предметы, которые ребёнок купил в магазине за индиго-доллары, виртуальную валюту, которую дети зарабатывают учёбой.</li></ul>' +
    '<h2>Зачем мы это храним</h2>' +
    '<ul><li><strong>Обучение</strong>: чтобы учитель видел успехи каждого ребёнка, подбирал следующие упражнения и задавал домашние задания нужного уровня.</li><li><strong>Связь</strong>: чтобы школа могла связаться с вами по поводу уроков, расписания и успехов ребёнка.</li><li><strong>Договор на обучение</strong>: чтобы выполнять договор между вашей семьёй и школой, включая группы, уроки и счета.</li></ul>' +
    '<p>Дата рождения помогает школе подобрать группу и упражнения по возрасту ребёнка.</p>' +
    '<h2>Кто видит эти данные</h2>' +
    '<p>Данные вашего ребёнка видят те, кто учит и управляет школой: <strong>учитель</strong> ребёнка, <strong>франшиза</strong> (местная школа), где он учится, и уровни выше, которые управляют сетью, то есть <strong>мастер-франшиза</strong> страны или региона и владелец сети. Они используют данные только для работы школы.</p>' +
    '<p>Мы <strong>никогда не продаём</strong> персональные данные и не передаём их рекламодателям. Другим мы передаём их только тогда, когда это нужно для работы сервиса (например, компании, на серверах которой работает платформа), или когда этого требует закон.</p>' +
    '<h2>Cookie и локальное хранилище</h2>' +
    '<p>Мы используем cookie и локальное хранилище браузера только для двух целей: чтобы вы оставались в системе во время сеанса и чтобы запомнить выбранный вами язык. Мы не используем рекламные cookie и не отслеживаем вас на других сайтах.</p>' +
    '<h2>Как долго мы храним данные</h2>' +
    '<p>Мы храним данные, пока ваш ребёнок учится в школе, чтобы можно было следить за его успехами из года в год. Когда семья уходит, учётная запись закрывается, а персональные данные удаляются или обезличиваются, как только перестают быть нужны. Документы, которые школа по закону обязана хранить определённый срок, например счета, хранятся только в течение этого срока.</p>' +
    '<h2>Ваши права как родителя</h2>' +
    '<p>Вы в любой момент можете попросить нас:</p>' +
    '<ul><li><strong>показать</strong> данные, которые мы храним о вас и вашем ребёнке (доступ);</li><li><strong>исправить</strong> то, что неверно или устарело (исправление);</li><li><strong>удалить</strong> учётную запись и данные ребёнка (удаление).</li></ul>' +
    '<p>Если что-то нужно хранить по закону, мы скажем, что именно и почему.</p>' +
    '<h2>Контакты</h2>' +
    '<p>По любым вопросам о конфиденциальности или чтобы воспользоваться своими правами, пишите на <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. Вы также можете обратиться к учителю ребёнка или в вашу местную школу. Мы можем обновлять этот текст; актуальная версия всегда находится на этой странице.</p>',
  uk:
    '<h2>Політика конфіденційності</h2>' +
    '<p>Abacus School навчає дітей ментальної арифметики. Щоб робити це добре, ми зберігаємо деякі відомості про дітей та їхні родини. Тут простими словами пояснюється, що ми зберігаємо, навіщо, хто це бачить і про що ви можете нас попросити.</p>' +
    '<h2>Що ми зберігаємо</h2>' +
    '<ul><li><strong>Імена та прізвища</strong> дитини й одного з батьків.</li><li><strong>Адресу електронної пошти</strong> та <strong>номер телефону</strong> батьків.</li><li><strong>Дату народження</strong> дитини.</li><li><strong>Результати ігор</strong>: бали, час і рівні, досягнуті в тренувальних іграх.</li><li><strong>Результати домашніх завдань</strong>: які завдання виконано і наскільки добре.</li><li><strong>Покупки за i$</strong>: речі, які дитина купила в магазині за індиго-долари, віртуальну валюту, яку діти заробляють навчанням.</li></ul>' +
    '<h2>Навіщо ми це зберігаємо</h2>' +
    '<ul><li><strong>Навчання</strong>: щоб учитель бачив успіхи кожної дитини, добирав наступні вправи й задавав домашні завдання потрібного рівня.</li><li><strong>Зв’язок</strong>: щоб школа могла зв’язатися з вами щодо уроків, розкладу та успіхів дитини.</li><li><strong>Договір про навчання</strong>: щоб виконувати договір між вашою родиною і школою, зокрема щодо груп, уроків і рахунків.</li></ul>' +
    '<p>Дата народження допомагає школі дібрати групу та вправи відповідно до віку дитини.</p>' +
    '<h2>Хто бачить ці дані</h2>' +
    '<p>Дані вашої дитини бачать ті, хто навчає та керує школою: <strong>учитель</strong> дитини, <strong>франшиза</strong> (місцева школа), де вона навчається, і рівні вище, які керують мережею, тобто <strong>майстер-франшиза</strong> країни чи регіону та власник мережі. Вони використовують дані лише для роботи школи.</p>' +
    '<p>Ми <strong>ніколи не продаємо</strong> персональні дані й не передаємо їх рекламодавцям. Іншим ми передаємо їх лише тоді, коли це потрібно для роботи сервісу (наприклад, компанії, на серверах якої працює платформа), або коли цього вимагає закон.</p>' +
    '<h2>Cookie та локальне сховище</h2>' +
    '<p>Ми використовуємо cookie та локальне сховище браузера лише для двох цілей: щоб ви залишалися в системі під час сеансу і щоб запам’ятати обрану вами мову. Ми не використовуємо рекламні cookie і не відстежуємо вас на інших сайтах.</p>' +
    '<h2>Як довго ми зберігаємо дані</h2>' +
    '<p>Ми зберігаємо дані, поки ваша дитина навчається в школі, щоб можна було стежити за її успіхами з року в рік. Коли родина йде, обліковий запис закривається, а персональні дані видаляються або знеособлюються, щойно перестають бути потрібними. Документи, які школа за законом зобов’язана зберігати певний строк, наприклад рахунки, зберігаються лише протягом цього строку.</p>' +
    '<h2>Ваші права як батьків</h2>' +
    '<p>Ви будь-коли можете попросити нас:</p>' +
    '<ul><li><strong>показати</strong> дані, які ми зберігаємо про вас і вашу дитину (доступ);</li><li><strong>виправити</strong> те, що неправильне або застаріле (виправлення);</li><li><strong>видалити</strong> обліковий запис і дані дитини (видалення).</li></ul>' +
    '<p>Якщо щось потрібно зберігати за законом, ми скажемо, що саме і чому.</p>' +
    '<h2>Контакти</h2>' +
    '<p>З будь-яких питань щодо конфіденційності або щоб скористатися своїми правами, пишіть на <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. Ви також можете звернутися до вчителя дитини або до вашої місцевої школи. Ми можемо оновлювати цей текст; актуальна версія завжди є на цій сторінці.</p>',
  pl:
    '<h2>Polityka prywatności</h2>' +
    '<p>Abacus School uczy dzieci arytmetyki mentalnej. Aby robić to dobrze, przechowujemy niektóre informacje o dzieciach i ich rodzinach. Poniżej wyjaśniamy prostymi słowami, co przechowujemy, w jakim celu, kto ma do tego dostęp i o co mogą nas Państwo poprosić.</p>' +
    '<h2>Co przechowujemy</h2>' +
    '<ul><li><strong>Imiona i nazwiska</strong> dziecka i rodzica.</li><li><strong>Adres e-mail</strong> i <strong>numer telefonu</strong> rodzica.</li><li><strong>Datę urodzenia</strong> dziecka.</li><li><strong>Wyniki gier</strong>: punkty, czasy i poziomy osiągnięte w grach treningowych.</li><li><strong>Wyniki zadań domowych</strong>: które zadania zostały wykonane i jak dobrze.</li><li><strong>Zakupy za i$</strong>: przedmioty kupione przez dziecko w sklepie za dolary Indigo, wirtualną walutę, którą dzieci zdobywają, ucząc się.</li></ul>' +
    '<h2>W jakim celu je przechowujemy</h2>' +
    '<ul><li><strong>Nauczanie</strong>: aby nauczyciel mógł śledzić postępy każdego dziecka, dobierać kolejne ćwiczenia i zadawać prace domowe na odpowiednim poziomie.</li><li><strong>Kontakt</strong>: aby szkoła mogła się z Państwem skontaktować w sprawie lekcji, planu zajęć i postępów dziecka.</li><li><strong>Umowa o naukę</strong>: aby wykonywać umowę między Państwa rodziną a szkołą, w tym w zakresie grup, lekcji i faktur.</li></ul>' +
    '<p>Data urodzenia pomaga szkole dobrać grupę i ćwiczenia odpowiednie do wieku dziecka.</p>' +
    '<h2>Kto widzi te dane</h2>' +
    '<p>Dane Państwa dziecka widzą osoby, które uczą i prowadzą szkołę: <strong>nauczyciel</strong> dziecka, <strong>franczyza</strong> (lokalna szkoła), w której dziecko się uczy, oraz wyższe szczeble zarządzające siecią, czyli <strong>franczyza główna</strong> danego kraju lub regionu i właściciel sieci. Korzystają z nich wyłącznie w celu prowadzenia szkoły.</p>' +
    '<p><strong>Nigdy nie sprzedajemy</strong> danych osobowych i nie przekazujemy ich reklamodawcom. Udostępniamy je innym tylko wtedy, gdy jest to potrzebne do działania usługi (na przykład firmie, na której serwerach działa platforma), lub gdy wymaga tego prawo.</p>' +
    '<h2>Pliki cookie i pamięć lokalna</h2>' +
    '<p>Używamy plików cookie i pamięci lokalnej przeglądarki tylko w dwóch celach: aby utrzymać zalogowanie w trakcie sesji i aby zapamiętać wybrany język. Nie używamy reklamowych plików cookie i nie śledzimy Państwa na innych stronach.</p>' +
    '<h2>Jak długo przechowujemy dane</h2>' +
    '<p>Przechowujemy dane, dopóki dziecko uczy się w szkole, aby można było śledzić jego postępy z roku na rok. Gdy rodzina odchodzi, konto zostaje zamknięte, a dane osobowe są usuwane lub anonimizowane, gdy tylko przestają być potrzebne. Dokumenty, które szkoła musi przechowywać przez określony prawem czas, na przykład faktury, przechowujemy tylko przez ten czas.</p>' +
    '<h2>Prawa rodzica</h2>' +
    '<p>W każdej chwili mogą nas Państwo poprosić o:</p>' +
    '<ul><li><strong>wgląd</strong> w dane, które przechowujemy o Państwu i Państwa dziecku (dostęp);</li><li><strong>poprawienie</strong> danych błędnych lub nieaktualnych (sprostowanie);</li><li><strong>usunięcie</strong> konta i danych dziecka (usunięcie).</li></ul>' +
    '<p>Jeśli coś musi zostać zachowane na mocy prawa, wyjaśnimy, co i dlaczego.</p>' +
    '<h2>Kontakt</h2>' +
    '<p>W sprawach prywatności lub aby skorzystać ze swoich praw, prosimy pisać na adres <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. Można też zwrócić się do nauczyciela dziecka lub do lokalnej szkoły. Możemy aktualizować tę informację; aktualna wersja jest zawsze dostępna na tej stronie.</p>',
  he:
    '<h2>מדיניות פרטיות</h2>' +
    '<p>Abacus School מלמד ילדים חשבון מנטלי. כדי לעשות זאת היטב, אנו שומרים מידע מסוים על הילדים ועל משפחותיהם. הודעה זו מסבירה במילים פשוטות מה אנו שומרים, לשם מה, מי רואה את המידע ומה אתם יכולים לבקש מאיתנו.</p>' +
    '<h2>מה אנו שומרים</h2>' +
    '<ul><li><strong>השמות המלאים</strong> של הילד ושל ההורה.</li><li><strong>כתובת הדוא"ל</strong> ו<strong>מספר הטלפון</strong> של ההורה.</li><li><strong>תאריך הלידה</strong> של הילד.</li><li><strong>תוצאות המשחקים</strong>: ניקוד, זמנים ורמות שהושגו במשחקי האימון.</li><li><strong>תוצאות שיעורי הבית</strong>: אילו משימות בוצעו ועד כמה טוב.</li><li><strong>רכישות ב־i$</strong>: הפריטים שהילד קנה בחנות בדולרי אינדיגו, המטבע הווירטואלי שהילדים מרוויחים בזכות הלמידה.</li></ul>' +
    '<h2>לשם מה אנו שומרים את המידע</h2>' +
    '<ul><li><strong>הוראה</strong>: כדי שהמורה יוכל לעקוב אחר ההתקדמות של כל ילד, לבחור את התרגילים הבאים ולתת שיעורי בית ברמה המתאימה.</li><li><strong>קשר</strong>: כדי שבית הספר יוכל לפנות אליכם בנוגע לשיעורים, למערכת השעות ולהתקדמות הילד.</li><li><strong>חוזה הלימודים</strong>: כדי לקיים את ההסכם בין משפחתכם לבין בית הספר, כולל קבוצות, שיעורים וחשבוניות.</li></ul>' +
    '<p>תאריך הלידה עוזר לבית הספר לבחור קבוצה ותרגילים המתאימים לגיל הילד.</p>' +
    '<h2>מי רואה את המידע</h2>' +
    '<p>את המידע על ילדכם רואים האנשים שמלמדים ומנהלים את בית הספר: <strong>המורה</strong> של הילד, <strong>הזכיינות</strong> (בית הספר המקומי) שבה הילד לומד, והדרגים שמעליה המנהלים את הרשת, כלומר <strong>מאסטר הזכיינות</strong> של המדינה או האזור ובעל הרשת. הם משתמשים במידע רק לצורך ניהול בית הספר.</p>' +
    '<p>אנו <strong>לעולם לא מוכרים</strong> מידע אישי ואיננו מעבירים אותו למפרסמים. אנו משתפים אותו עם אחרים רק כשהשירות מחייב זאת (למשל, החברה שמארחת את השרתים שלנו) או כשהחוק דורש זאת.</p>' +
    '<h2>עוגיות ואחסון מקומי</h2>' +
    '<p>אנו משתמשים בעוגיות (cookies) ובאחסון המקומי של הדפדפן לשתי מטרות בלבד: כדי שתישארו מחוברים במהלך הביקור באתר וכדי לזכור את השפה שבחרתם. איננו משתמשים בעוגיות פרסום ואיננו עוקבים אחריכם באתרים אחרים.</p>' +
    '<h2>כמה זמן אנו שומרים את המידע</h2>' +
    '<p>אנו שומרים את המידע כל עוד ילדכם לומד בבית הספר, כדי שאפשר יהיה לעקוב אחר התקדמותו משנה לשנה. כשמשפחה עוזבת, החשבון נסגר, והמידע האישי נמחק או הופך לאנונימי ברגע שאין בו עוד צורך. רשומות שהחוק מחייב את בית הספר לשמור לתקופה מסוימת, כמו חשבוניות, נשמרות רק למשך אותה תקופה.</p>' +
    '<h2>הזכויות שלכם כהורים</h2>' +
    '<p>בכל עת תוכלו לבקש מאיתנו:</p>' +
    '<ul><li><strong>להציג</strong> לכם את המידע שאנו שומרים עליכם ועל ילדכם (עיון);</li><li><strong>לתקן</strong> כל פרט שגוי או לא עדכני (תיקון);</li><li><strong>למחוק</strong> את החשבון ואת המידע של ילדכם (מחיקה).</li></ul>' +
    '<p>אם יש מידע שחובה לשמור על פי חוק, נסביר לכם מה ומדוע.</p>' +
    '<h2>יצירת קשר</h2>' +
    '<p>לכל שאלה בנושא פרטיות, או כדי לממש את זכויותיכם, כתבו אל <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. אפשר גם לפנות למורה של הילד או לבית הספר המקומי שלכם. ייתכן שנעדכן הודעה זו; הגרסה העדכנית נמצאת תמיד בדף זה.</p>',
  az:
    '<h2>Məxfilik siyasəti</h2>' +
    '<p>Abacus School uşaqlara mental arifmetika öyrədir. Bunu yaxşı etmək üçün uşaqlar və onların ailələri haqqında bəzi məlumatları saxlayırıq. Bu bildiriş sadə sözlərlə nəyi və nə üçün saxladığımızı, bu məlumatları kimin gördüyünü və bizdən nə xahiş edə biləcəyinizi izah edir.</p>' +
    '<h2>Nəyi saxlayırıq</h2>' +
    '<ul><li>Uşağın və valideynin <strong>adları və soyadları</strong>.</li><li>Valideynin <strong>e-poçt ünvanı</strong> və <strong>telefon nömrəsi</strong>.</li><li>Uşağın <strong>doğum tarixi</strong>.</li><li><strong>Oyun nəticələri</strong>: məşq oyunlarında toplanan xallar, vaxt və çatılan səviyyələr.</li><li><strong>Ev tapşırıqlarının nəticələri</strong>: hansı tapşırıqların və nə dərəcədə yaxşı yerinə yetirildiyi.</li><li><strong>i$ ilə alışlar</strong>: uşağın mağazada İndigo-dollarla aldığı əşyalar; İndigo-dollar uşaqların öyrənərək qazandığı virtual valyutadır.</li></ul>' +
    '<h2>Nə üçün saxlayırıq</h2>' +
    '<ul><li><strong>Tədris</strong>: müəllim hər uşağın irəliləyişini izləsin, növbəti tapşırıqları seçsin və uyğun səviyyədə ev tapşırığı versin deyə.</li><li><strong>Əlaqə</strong>: məktəb dərslər, cədvəl və uşağınızın irəliləyişi barədə sizinlə əlaqə saxlaya bilsin deyə.</li><li><strong>Təhsil müqaviləsi</strong>: ailəniz və məktəb arasındakı razılaşmanı, o cümlədən qruplar, dərslər və hesab-fakturalarla bağlı öhdəlikləri yerinə yetirmək üçün.</li></ul>' +
    '<p>Doğum tarixi məktəbə uşağın yaşına uyğun qrup və tapşırıqlar seçməyə kömək edir.</p>' +
    '<h2>Məlumatları kim görür</h2>' +
    '<p>Uşağınızın məlumatlarını məktəbdə dərs deyən və onu idarə edən insanlar görür: uşağın <strong>müəllimi</strong>, uşağın oxuduğu <strong>françayz</strong> (yerli məktəb) və şəbəkəni idarə edən yuxarı səviyyələr, yəni ölkənin və ya regionun <strong>master françayzı</strong> və şəbəkənin sahibi. Onlar bu məlumatlardan yalnız məktəbin işi üçün istifadə edirlər.</p>' +
    '<p>Biz şəxsi məlumatları <strong>heç vaxt satmırıq</strong> və reklamçılara vermirik. Onları başqalarına yalnız xidmətin işləməsi üçün lazım olduqda (məsələn, serverlərimizi yerləşdirən şirkətə) və ya qanun tələb etdikdə ötürürük.</p>' +
    '<h2>Kukilər və lokal yaddaş</h2>' +
    '<p>Kukilərdən və brauzerin lokal yaddaşından yalnız iki məqsədlə istifadə edirik: sessiya ərzində sistemdə qalmağınız üçün və seçdiyiniz dili yadda saxlamaq üçün. Reklam kukilərindən istifadə etmirik və sizi başqa saytlarda izləmirik.</p>' +
    '<h2>Məlumatları nə qədər saxlayırıq</h2>' +
    '<p>Uşağınız məktəbdə oxuduğu müddətdə məlumatları saxlayırıq ki, onun irəliləyişini ildən-ilə izləmək mümkün olsun. Ailə məktəbdən ayrıldıqda hesab bağlanır, şəxsi məlumatlar isə artıq lazım olmadıqda silinir və ya anonimləşdirilir. Qanunun məktəbdən müəyyən müddət saxlamağı tələb etdiyi sənədlər, məsələn hesab-fakturalar, yalnız həmin müddət ərzində saxlanılır.</p>' +
    '<h2>Valideyn kimi hüquqlarınız</h2>' +
    '<p>İstənilən vaxt bizdən xahiş edə bilərsiniz ki:</p>' +
    '<ul><li>sizin və uşağınız haqqında saxladığımız məlumatları sizə <strong>göstərək</strong> (tanış olmaq hüququ);</li><li>səhv və ya köhnəlmiş hər şeyi <strong>düzəldək</strong> (düzəliş hüququ);</li><li>uşağınızın hesabını və məlumatlarını <strong>silək</strong> (silinmə hüququ).</li></ul>' +
    '<p>Əgər nəyisə qanuna görə saxlamaq lazımdırsa, nəyi və niyə saxladığımızı sizə bildirəcəyik.</p>' +
    '<h2>Əlaqə</h2>' +
    '<p>Məxfiliklə bağlı istənilən sual üçün və ya hüquqlarınızdan istifadə etmək üçün <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a> ünvanına yazın. Həmçinin uşağın müəlliminə və ya yerli məktəbinizə müraciət edə bilərsiniz. Bu bildirişi yeniləyə bilərik; aktual versiya həmişə bu səhifədədir.</p>',
  hy:
    '<h2>Գաղտնիության քաղաքականություն</h2>' +
    '<p>Abacus School-ն երեխաներին սովորեցնում է մենթալ թվաբանություն։ Դա լավ անելու համար մենք պահում ենք որոշ տեղեկություններ երեխաների և նրանց ընտանիքների մասին։ Այս ծանուցումը պարզ բառերով բացատրում է, թե ինչ ենք պահում, ինչու, ով է դա տեսնում և ինչ կարող եք խնդրել մեզանից։</p>' +
    '<h2>Ինչ ենք պահում</h2>' +
    '<ul><li>Երեխայի և ծնողի <strong>անուններն ու ազգանունները</strong>։</li><li>Ծնողի <strong>էլ. փոստի հասցեն</strong> և <strong>հեռախոսահամարը</strong>։</li><li>Երեխայի <strong>ծննդյան ամսաթիվը</strong>։</li><li><strong>Խաղերի արդյունքները</strong>՝ միավորները, ժամանակը և մարզողական խաղերում հասած մակարդակները։</li><li><strong>Տնային առաջադրանքների արդյունքները</strong>՝ որ առաջադրանքներն են կատարվել և որքան լավ։</li><li><strong>Գնումները i$-ով</strong>՝ այն իրերը, որոնք երեխան գնել է խանութում Ինդիգո դոլարներով՝ վիրտուալ արժույթով, որը երեխաները վաստակում են սովորելով։</li></ul>' +
    '<h2>Ինչու ենք պահում</h2>' +
    '<ul><li><strong>Ուսուցում</strong>՝ որպեսզի ուսուցիչը հետևի յուրաքանչյուր երեխայի առաջընթացին, ընտրի հաջորդ վարժությունները և տա համապատասխան մակարդակի տնային առաջադրանքներ։</li><li><strong>Կապ</strong>՝ որպեսզի դպրոցը կարողանա կապվել Ձեզ հետ դասերի, ժամանակացույցի և երեխայի առաջընթացի վերաբերյալ։</li><li><strong>Ուսման պայմանագիր</strong>՝ Ձեր ընտանիքի և դպրոցի միջև համաձայնությունը կատարելու համար, ներառյալ խմբերը, դասերը և հաշիվները։</li></ul>' +
    '<p>Ծննդյան ամսաթիվն օգնում է դպրոցին ընտրել երեխայի տարիքին համապատասխան խումբ և վարժություններ։</p>' +
    '<h2>Ով է տեսնում տվյալները</h2>' +
    '<p>Ձեր երեխայի տվյալները տեսնում են նրանք, ովքեր դասավանդում են և ղեկավարում դպրոցը՝ երեխայի <strong>ուսուցիչը</strong>, <strong>ֆրանշիզան</strong> (տեղական դպրոցը), որտեղ սովորում է երեխան, և ցանցը ղեկավարող վերին մակարդակները՝ երկրի կամ տարածաշրջանի <strong>մաստեր ֆրանշիզան</strong> և ցանցի սեփականատերը։ Նրանք տվյալներն օգտագործում են միայն դպրոցի աշխատանքի համար։</p>' +
    '<p>Մենք <strong>երբեք չենք վաճառում</strong> անձնական տվյալները և չենք փոխանցում դրանք գովազդատուներին։ Այլոց դրանք փոխանցում ենք միայն այն դեպքում, երբ դա անհրաժեշտ է ծառայության աշխատանքի համար (օրինակ՝ մեր սերվերները հյուրընկալող ընկերությանը), կամ երբ դա պահանջում է օրենքը։</p>' +
    '<h2>Cookie-ներ և տեղային պահոց</h2>' +
    '<p>Մենք cookie-ներն ու դիտարկչի տեղային պահոցն օգտագործում ենք միայն երկու նպատակով՝ որպեսզի սեսիայի ընթացքում մնաք մուտք գործած, և որպեսզի հիշենք Ձեր ընտրած լեզուն։ Մենք չենք օգտագործում գովազդային cookie-ներ և չենք հետևում Ձեզ այլ կայքերում։</p>' +
    '<h2>Որքան ժամանակ ենք պահում տվյալները</h2>' +
    '<p>Մենք պահում ենք տվյալները, քանի դեռ Ձեր երեխան սովորում է դպրոցում, որպեսզի հնարավոր լինի տարեցտարի հետևել նրա առաջընթացին։ Երբ ընտանիքը հեռանում է, հաշիվը փակվում է, իսկ անձնական տվյալները ջնջվում կամ անանունացվում են, երբ այլևս անհրաժեշտ չեն։ Այն փաստաթղթերը, որոնք դպրոցը օրենքով պարտավոր է պահել որոշակի ժամկետով, օրինակ՝ հաշիվները, պահվում են միայն այդ ժամկետում։</p>' +
    '<h2>Ձեր իրավունքները որպես ծնող</h2>' +
    '<p>Դուք ցանկացած պահի կարող եք մեզ խնդրել՝</p>' +
    '<ul><li><strong>ցույց տալ</strong> այն տվյալները, որոնք պահում ենք Ձեր և Ձեր երեխայի մասին (մուտքի իրավունք),</li><li><strong>ուղղել</strong> այն ամենը, ինչ սխալ է կամ հնացած (ուղղման իրավունք),</li><li><strong>ջնջել</strong> Ձեր երեխայի հաշիվը և տվյալները (ջնջման իրավունք)։</li></ul>' +
    '<p>Եթե ինչ-որ բան պետք է պահվի օրենքով, կասենք՝ ինչը և ինչու։</p>' +
    '<h2>Կապ</h2>' +
    '<p>Գաղտնիության վերաբերյալ ցանկացած հարցով կամ Ձեր իրավունքներից օգտվելու համար գրեք <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a> հասցեով։ Կարող եք նաև դիմել երեխայի ուսուցչին կամ Ձեր տեղական դպրոցին։ Մենք կարող ենք թարմացնել այս ծանուցումը։ Գործող տարբերակը միշտ այս էջում է։</p>',
  ro:
    '<h2>Politica de confidențialitate</h2>' +
    '<p>Abacus School îi învață pe copii aritmetică mentală. Pentru a face asta bine, păstrăm câteva informații despre copii și familiile lor. Această notă explică pe înțelesul tuturor ce păstrăm, de ce, cine le vede și ce ne puteți cere.</p>' +
    '<h2>Ce păstrăm</h2>' +
    '<ul><li><strong>Numele și prenumele</strong> copilului și ale părintelui.</li><li><strong>Adresa de e-mail</strong> și <strong>numărul de telefon</strong> ale părintelui.</li><li><strong>Data nașterii</strong> copilului.</li><li><strong>Rezultatele la jocuri</strong>: punctaje, timpi și niveluri atinse în jocurile de antrenament.</li><li><strong>Rezultatele temelor</strong>: ce sarcini au fost făcute și cât de bine.</li><li><strong>Cumpărăturile cu i$</strong>: obiectele cumpărate de copil din magazin cu dolari Indigo, moneda virtuală pe care copiii o câștigă învățând.</li></ul>' +
    '<h2>De ce le păstrăm</h2>' +
    '<ul><li><strong>Predarea</strong>: pentru ca profesorul să urmărească progresul fiecărui copil, să aleagă exercițiile următoare și să dea teme de nivelul potrivit.</li><li><strong>Contactul</strong>: pentru ca școala să vă poată contacta în legătură cu lecțiile, orarul și progresul copilului.</li><li><strong>Contractul de studii</strong>: pentru a îndeplini acordul dintre familia dumneavoastră și școală, inclusiv grupele, lecțiile și facturile.</li></ul>' +
    '<p>Data nașterii ajută școala să aleagă o grupă și exerciții potrivite vârstei copilului.</p>' +
    '<h2>Cine le vede</h2>' +
    '<p>Datele copilului dumneavoastră sunt văzute de cei care predau și conduc școala: <strong>profesorul</strong> copilului, <strong>franciza</strong> (școala locală) la care învață copilul și nivelurile de deasupra ei care conduc rețeaua, adică <strong>master franciza</strong> țării sau regiunii și proprietarul rețelei. Aceștia le folosesc doar pentru funcționarea școlii.</p>' +
    '<p><strong>Nu vindem niciodată</strong> date personale și nu le transmitem agenților de publicitate. Le comunicăm altora doar atunci când serviciul o cere (de exemplu, firmei care găzduiește serverele noastre) sau când legea o impune.</p>' +
    '<h2>Cookie-uri și stocare locală</h2>' +
    '<p>Folosim cookie-uri și stocarea locală a browserului doar în două scopuri: pentru a vă menține conectat pe durata sesiunii și pentru a reține limba aleasă. Nu folosim cookie-uri de publicitate și nu vă urmărim pe alte site-uri.</p>' +
    '<h2>Cât timp le păstrăm</h2>' +
    '<p>Păstrăm datele cât timp copilul învață la școală, pentru ca progresul său să poată fi urmărit de la un an la altul. Când o familie pleacă, contul este închis, iar datele personale sunt șterse sau anonimizate de îndată ce nu mai sunt necesare. Documentele pe care legea obligă școala să le păstreze o anumită perioadă, cum ar fi facturile, sunt păstrate doar pe durata respectivă.</p>' +
    '<h2>Drepturile dumneavoastră ca părinte</h2>' +
    '<p>Ne puteți cere oricând:</p>' +
    '<ul><li>să vă <strong>arătăm</strong> datele pe care le păstrăm despre dumneavoastră și copilul dumneavoastră (acces);</li><li>să <strong>corectăm</strong> orice informație greșită sau depășită (rectificare);</li><li>să <strong>ștergem</strong> contul și datele copilului (ștergere).</li></ul>' +
    '<p>Dacă ceva trebuie păstrat conform legii, vă vom spune ce anume și de ce.</p>' +
    '<h2>Contact</h2>' +
    '<p>Pentru orice întrebare despre confidențialitate sau pentru a vă exercita drepturile, scrieți la <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. Vă puteți adresa și profesorului copilului sau școlii locale. Putem actualiza această notă; versiunea în vigoare se află întotdeauna pe această pagină.</p>',
  fr:
    '<h2>Politique de confidentialité</h2>' +
    '<p>Abacus School enseigne le calcul mental aux enfants. Pour bien le faire, nous conservons certaines informations sur les enfants et leurs familles. Cette notice explique simplement ce que nous conservons, pourquoi, qui peut le voir et ce que vous pouvez nous demander.</p>' +
    '<h2>Ce que nous conservons</h2>' +
    '<ul><li>Les <strong>noms et prénoms</strong> de l’enfant et du parent.</li><li>L’<strong>adresse e-mail</strong> et le <strong>numéro de téléphone</strong> du parent.</li><li>La <strong>date de naissance</strong> de l’enfant.</li><li>Les <strong>résultats aux jeux</strong> : scores, temps et niveaux atteints dans les jeux d’entraînement.</li><li>Les <strong>résultats des devoirs</strong> : quels exercices ont été faits et avec quelle réussite.</li><li>Les <strong>achats en i$</strong> : les objets que l’enfant a achetés dans la boutique avec des dollars Indigo, la monnaie virtuelle que les enfants gagnent en apprenant.</li></ul>' +
    '<h2>Pourquoi nous les conservons</h2>' +
    '<ul><li><strong>L’enseignement</strong> : pour que l’enseignant suive les progrès de chaque enfant, choisisse les exercices suivants et donne des devoirs au bon niveau.</li><li><strong>Le contact</strong> : pour que l’école puisse vous joindre au sujet des cours, des horaires et des progrès de votre enfant.</li><li><strong>Le contrat d’apprentissage</strong> : pour exécuter l’accord entre votre famille et l’école, y compris les groupes, les cours et les factures.</li></ul>' +
    '<p>La date de naissance aide l’école à choisir un groupe et des exercices adaptés à l’âge de l’enfant.</p>' +
    '<h2>Qui les voit</h2>' +
    '<p>Les données de votre enfant sont vues par les personnes qui enseignent et font fonctionner l’école : l’<strong>enseignant</strong> de l’enfant, la <strong>franchise</strong> (l’école locale) où il étudie, et les niveaux au-dessus qui dirigent le réseau, c’est-à-dire la <strong>master franchise</strong> du pays ou de la région et le propriétaire du réseau. Ils ne les utilisent que pour faire fonctionner l’école.</p>' +
    '<p>Nous ne <strong>vendons jamais</strong> de données personnelles et ne les transmettons jamais à des annonceurs. Nous ne les partageons avec d’autres que lorsque le service l’exige (par exemple, l’entreprise qui héberge nos serveurs) ou lorsque la loi l’impose.</p>' +
    '<h2>Cookies et stockage local</h2>' +
    '<p>Nous utilisons les cookies et le stockage local de votre navigateur pour deux choses seulement : vous garder connecté pendant votre session et retenir la langue que vous avez choisie. Nous n’utilisons aucun cookie publicitaire et ne vous suivons pas sur d’autres sites.</p>' +
    '<h2>Durée de conservation</h2>' +
    '<p>Nous conservons les données tant que votre enfant étudie à l’école, afin de suivre ses progrès d’une année sur l’autre. Lorsqu’une famille part, le compte est fermé et les données personnelles sont supprimées ou rendues anonymes dès qu’elles ne sont plus nécessaires. Les documents que la loi oblige l’école à conserver pendant une durée fixée, comme les factures, ne sont gardés que pendant cette durée.</p>' +
    '<h2>Vos droits de parent</h2>' +
    '<p>Vous pouvez à tout moment nous demander de :</p>' +
    '<ul><li><strong>vous montrer</strong> les données que nous conservons sur vous et votre enfant (accès) ;</li><li><strong>corriger</strong> ce qui est inexact ou dépassé (rectification) ;</li><li><strong>supprimer</strong> le compte et les données de votre enfant (effacement).</li></ul>' +
    '<p>Si quelque chose doit être conservé en vertu de la loi, nous vous dirons quoi et pourquoi.</p>' +
    '<h2>Contact</h2>' +
    '<p>Pour toute question sur la confidentialité, ou pour exercer vos droits, écrivez à <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. Vous pouvez aussi vous adresser à l’enseignant de votre enfant ou à votre école locale. Nous pouvons mettre à jour cette notice ; la version en vigueur se trouve toujours sur cette page.</p>',
  es:
    '<h2>Aviso de privacidad</h2>' +
    '<p>Abacus School enseña cálculo mental a niños y niñas. Para hacerlo bien, guardamos cierta información sobre los niños y sus familias. Este aviso explica con palabras sencillas qué guardamos, para qué, quién puede verlo y qué puede pedirnos.</p>' +
    '<h2>Qué guardamos</h2>' +
    '<ul><li>El <strong>nombre y los apellidos</strong> del niño y de su padre o madre.</li><li>El <strong>correo electrónico</strong> y el <strong>número de teléfono</strong> del padre o la madre.</li><li>La <strong>fecha de nacimiento</strong> del niño.</li><li>Los <strong>resultados de los juegos</strong>: puntuaciones, tiempos y niveles alcanzados en los juegos de entrenamiento.</li><li>Los <strong>resultados de los deberes</strong>: qué tareas se hicieron y con qué acierto.</li><li>Las <strong>compras con i$</strong>: los artículos que el niño compró en la tienda con dólares Indigo, la moneda virtual que los niños ganan aprendiendo.</li></ul>' +
    '<h2>Para qué lo guardamos</h2>' +
    '<ul><li><strong>Enseñanza</strong>: para que el profesor siga el progreso de cada niño, elija los siguientes ejercicios y ponga deberes del nivel adecuado.</li><li><strong>Contacto</strong>: para que la escuela pueda comunicarse con usted sobre las clases, los horarios y el progreso de su hijo.</li><li><strong>Contrato de enseñanza</strong>: para cumplir el acuerdo entre su familia y la escuela, incluidos los grupos, las clases y las facturas.</li></ul>' +
    '<p>La fecha de nacimiento ayuda a la escuela a elegir un grupo y unos ejercicios adecuados a la edad del niño.</p>' +
    '<h2>Quién lo ve</h2>' +
    '<p>Los datos de su hijo los ven las personas que enseñan y dirigen la escuela: el <strong>profesor</strong> del niño, la <strong>franquicia</strong> (la escuela local) donde estudia y los niveles superiores que dirigen la red, es decir, la <strong>franquicia máster</strong> del país o la región y el propietario de la red. Solo los usan para el funcionamiento de la escuela.</p>' +
    '<p><strong>Nunca vendemos</strong> datos personales ni los cedemos a anunciantes. Solo los compartimos con terceros cuando el servicio lo requiere (por ejemplo, con la empresa que aloja nuestros servidores) o cuando la ley lo exige.</p>' +
    '<h2>Cookies y almacenamiento local</h2>' +
    '<p>Usamos cookies y el almacenamiento local del navegador solo para dos cosas: mantener su sesión iniciada y recordar el idioma que eligió. No usamos cookies publicitarias ni rastreamos su actividad en otros sitios web.</p>' +
    '<h2>Cuánto tiempo lo guardamos</h2>' +
    '<p>Guardamos los datos mientras su hijo estudia en la escuela, para poder seguir su progreso de un año a otro. Cuando una familia se va, la cuenta se cierra y los datos personales se eliminan o se anonimizan en cuanto dejan de ser necesarios. Los documentos que la ley obliga a la escuela a conservar durante un plazo determinado, como las facturas, se guardan solo durante ese plazo.</p>' +
    '<h2>Sus derechos como padre o madre</h2>' +
    '<p>Puede pedirnos en cualquier momento que:</p>' +
    '<ul><li>le <strong>mostremos</strong> los datos que guardamos sobre usted y su hijo (acceso);</li><li><strong>corrijamos</strong> lo que sea incorrecto o esté desactualizado (rectificación);</li><li><strong>eliminemos</strong> la cuenta y los datos de su hijo (supresión).</li></ul>' +
    '<p>Si algo debe conservarse por ley, le diremos qué y por qué.</p>' +
    '<h2>Contacto</h2>' +
    '<p>Para cualquier pregunta sobre privacidad, o para ejercer sus derechos, escriba a <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. También puede dirigirse al profesor de su hijo o a su escuela local. Podemos actualizar este aviso; la versión vigente está siempre en esta página.</p>',
  cs:
    '<h2>Zásady ochrany soukromí</h2>' +
    '<p>Abacus School učí děti mentální aritmetice. Abychom to dělali dobře, uchováváme některé údaje o dětech a jejich rodinách. Toto oznámení srozumitelně vysvětluje, co uchováváme, proč, kdo to vidí a o co nás můžete požádat.</p>' +
    '<h2>Co uchováváme</h2>' +
    '<ul><li><strong>Jména a příjmení</strong> dítěte a rodiče.</li><li><strong>E-mailovou adresu</strong> a <strong>telefonní číslo</strong> rodiče.</li><li><strong>Datum narození</strong> dítěte.</li><li><strong>Výsledky her</strong>: body, časy a dosažené úrovně v tréninkových hrách.</li><li><strong>Výsledky domácích úkolů</strong>: které úkoly byly splněny a jak dobře.</li><li><strong>Nákupy za i$</strong>: věci, které dítě koupilo v obchodě za Indigo dolary, virtuální měnu, kterou děti získávají učením.</li></ul>' +
    '<h2>Proč je uchováváme</h2>' +
    '<ul><li><strong>Výuka</strong>: aby učitel mohl sledovat pokroky každého dítěte, vybírat další cvičení a zadávat domácí úkoly na správné úrovni.</li><li><strong>Kontakt</strong>: aby vás škola mohla kontaktovat ohledně lekcí, rozvrhu a pokroků vašeho dítěte.</li><li><strong>Smlouva o výuce</strong>: abychom mohli plnit dohodu mezi vaší rodinou a školou, včetně skupin, lekcí a faktur.</li></ul>' +
    '<p>Datum narození pomáhá škole vybrat skupinu a cvičení vhodná pro věk dítěte.</p>' +
    '<h2>Kdo je vidí</h2>' +
    '<p>Údaje vašeho dítěte vidí lidé, kteří učí a řídí školu: <strong>učitel</strong> dítěte, <strong>franšíza</strong> (místní škola), kde dítě studuje, a vyšší úrovně, které řídí síť, tedy <strong>master franšíza</strong> dané země nebo regionu a vlastník sítě. Používají je pouze pro provoz školy.</p>' +
    '<p>Osobní údaje <strong>nikdy neprodáváme</strong> a nepředáváme je inzerentům. S dalšími je sdílíme jen tehdy, když to vyžaduje provoz služby (například s firmou, která hostuje naše servery), nebo když to vyžaduje zákon.</p>' +
    '<h2>Cookies a místní úložiště</h2>' +
    '<p>Cookies a místní úložiště prohlížeče používáme jen ke dvěma věcem: abyste během relace zůstali přihlášeni a abychom si zapamatovali jazyk, který jste si vybrali. Nepoužíváme reklamní cookies a nesledujeme vás na jiných webech.</p>' +
    '<h2>Jak dlouho je uchováváme</h2>' +
    '<p>Údaje uchováváme, dokud vaše dítě ve škole studuje, aby bylo možné sledovat jeho pokroky z roku na rok. Když rodina odejde, účet se uzavře a osobní údaje se smažou nebo anonymizují, jakmile už nejsou potřeba. Záznamy, které musí škola ze zákona uchovávat po stanovenou dobu, například faktury, uchováváme jen po tuto dobu.</p>' +
    '<h2>Vaše práva jako rodiče</h2>' +
    '<p>Kdykoli nás můžete požádat, abychom:</p>' +
    '<ul><li>vám <strong>ukázali</strong> údaje, které o vás a vašem dítěti uchováváme (přístup);</li><li><strong>opravili</strong> cokoli, co je chybné nebo zastaralé (oprava);</li><li><strong>smazali</strong> účet a údaje vašeho dítěte (výmaz).</li></ul>' +
    '<p>Pokud je něco nutné uchovat ze zákona, řekneme vám co a proč.</p>' +
    '<h2>Kontakt</h2>' +
    '<p>S jakýmkoli dotazem k ochraně soukromí, nebo chcete-li uplatnit svá práva, pište na <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. Můžete se obrátit také na učitele svého dítěte nebo na místní školu. Toto oznámení můžeme aktualizovat; platná verze je vždy na této stránce.</p>',
  de:
    '<h2>Datenschutzhinweis</h2>' +
    '<p>Abacus School bringt Kindern mentale Arithmetik bei. Damit das gut gelingt, speichern wir einige Angaben über die Kinder und ihre Familien. Dieser Hinweis erklärt in einfachen Worten, was wir speichern, wozu, wer es sieht und worum Sie uns bitten können.</p>' +
    '<h2>Was wir speichern</h2>' +
    '<ul><li><strong>Vor- und Nachnamen</strong> des Kindes und eines Elternteils.</li><li><strong>E-Mail-Adresse</strong> und <strong>Telefonnummer</strong> des Elternteils.</li><li>Das <strong>Geburtsdatum</strong> des Kindes.</li><li><strong>Spielergebnisse</strong>: Punkte, Zeiten und erreichte Stufen in den Trainingsspielen.</li><li><strong>Ergebnisse der Hausaufgaben</strong>: welche Aufgaben erledigt wurden und wie gut.</li><li><strong>Käufe mit i$</strong>: die Gegenstände, die das Kind im Shop mit Indigo-Dollar gekauft hat. Indigo-Dollar sind die virtuelle Währung, die Kinder beim Lernen verdienen.</li></ul>' +
    '<h2>Wozu wir sie speichern</h2>' +
    '<ul><li><strong>Unterricht</strong>: damit die Lehrkraft die Fortschritte jedes Kindes verfolgen, die nächsten Übungen wählen und Hausaufgaben auf dem passenden Niveau stellen kann.</li><li><strong>Kontakt</strong>: damit die Schule Sie zu Unterricht, Stundenplan und den Fortschritten Ihres Kindes erreichen kann.</li><li><strong>Der Lernvertrag</strong>: um die Vereinbarung zwischen Ihrer Familie und der Schule zu erfüllen, einschließlich Gruppen, Unterricht und Rechnungen.</li></ul>' +
    '<p>Das Geburtsdatum hilft der Schule, eine Gruppe und Übungen zu wählen, die zum Alter des Kindes passen.</p>' +
    '<h2>Wer sie sieht</h2>' +
    '<p>Die Daten Ihres Kindes sehen die Menschen, die unterrichten und die Schule betreiben: die <strong>Lehrkraft</strong> des Kindes, das <strong>Franchise</strong> (die Schule vor Ort), bei dem Ihr Kind lernt, und die Ebenen darüber, die das Netzwerk führen, also das <strong>Master-Franchise</strong> des Landes oder der Region und der Inhaber des Netzwerks. Sie nutzen die Daten nur für den Betrieb der Schule.</p>' +
    '<p>Wir <strong>verkaufen niemals</strong> personenbezogene Daten und geben sie nicht an Werbetreibende weiter. An andere geben wir sie nur weiter, wenn der Dienst es erfordert (zum Beispiel an das Unternehmen, das unsere Server betreibt), oder wenn das Gesetz es verlangt.</p>' +
    '<h2>Cookies und lokaler Speicher</h2>' +
    '<p>Wir verwenden Cookies und den lokalen Speicher Ihres Browsers nur für zwei Dinge: damit Sie während Ihrer Sitzung angemeldet bleiben und damit die gewählte Sprache erhalten bleibt. Wir verwenden keine Werbe-Cookies und verfolgen Sie nicht auf anderen Websites.</p>' +
    '<h2>Wie lange wir sie speichern</h2>' +
    '<p>Wir speichern die Daten, solange Ihr Kind die Schule besucht, damit sich seine Fortschritte von Jahr zu Jahr verfolgen lassen. Verlässt eine Familie die Schule, wird das Konto geschlossen, und die personenbezogenen Daten werden gelöscht oder anonymisiert, sobald sie nicht mehr gebraucht werden. Unterlagen, die die Schule gesetzlich eine bestimmte Zeit aufbewahren muss, etwa Rechnungen, werden nur für diese Zeit aufbewahrt.</p>' +
    '<h2>Ihre Rechte als Eltern</h2>' +
    '<p>Sie können uns jederzeit bitten,</p>' +
    '<ul><li>Ihnen die Daten zu <strong>zeigen</strong>, die wir über Sie und Ihr Kind speichern (Auskunft);</li><li>alles zu <strong>berichtigen</strong>, was falsch oder veraltet ist (Berichtigung);</li><li>das Konto und die Daten Ihres Kindes zu <strong>löschen</strong> (Löschung).</li></ul>' +
    '<p>Wenn etwas gesetzlich aufbewahrt werden muss, sagen wir Ihnen, was und warum.</p>' +
    '<h2>Kontakt</h2>' +
    '<p>Bei Fragen zum Datenschutz oder wenn Sie Ihre Rechte wahrnehmen möchten, schreiben Sie an <a href="mailto:privacy@abacus-school.online">privacy@abacus-school.online</a>. Sie können sich auch an die Lehrkraft Ihres Kindes oder an Ihre Schule vor Ort wenden. Wir können diesen Hinweis anpassen; die aktuelle Fassung steht immer auf dieser Seite.</p>',
};
