import type { SeedLessonGroup } from './lessons.ts';

/** Our own clip (api/assets/lessons/README.md): a soroban counts from 0 to 10, digits only, so one file fits 12 languages. */
const CLIP = '/media/lessons/count-to-ten';

const video = (title: string) =>
  `<video controls preload="metadata" title="${title}">` +
  `<source src="${CLIP}.webm" type="video/webm"><source src="${CLIP}.mp4" type="video/mp4"></video>`;

export const FIRST_STEPS: SeedLessonGroup = {
  openedForDemoGroup: 'all',
  name: {
    en: 'First steps with the abacus',
    ru: 'Первые шаги с абакусом',
    uk: 'Перші кроки з абакусом',
    pl: 'Pierwsze kroki z abakusem',
    he: 'צעדים ראשונים עם האבקוס',
    az: 'Abakusla ilk addımlar',
    hy: 'Առաջին քայլերը աբակուսով',
    ro: 'Primii pași cu abacul',
    fr: 'Premiers pas avec le boulier',
    es: 'Primeros pasos con el ábaco',
    cs: 'První kroky s abakusem',
    de: 'Erste Schritte mit dem Abakus',
  },
  lessons: [
    {
      name: {
        en: 'What is an abacus?',
        ru: 'Что такое абакус?',
        uk: 'Що таке абакус?',
        pl: 'Co to jest abakus?',
        he: 'מהו אבקוס?',
        az: 'Abakus nədir?',
        hy: 'Ի՞նչ է աբակուսը',
        ro: 'Ce este abacul?',
        fr: 'Qu’est-ce qu’un boulier ?',
        es: '¿Qué es un ábaco?',
        cs: 'Co je abakus?',
        de: 'Was ist ein Abakus?',
      },
      body: {
        en:
          '<p>An abacus is a counting frame. It has a <b>frame</b>, vertical <b>rods</b> and a <b>beam</b> across the middle. Each rod holds one upper bead and four lower beads.</p>' +
          '<p>A bead counts only when it touches the beam. Each lower bead is worth <b>1</b> and the upper bead is worth <b>5</b>. The rightmost rod shows units, the next one tens, then hundreds.</p>' +
          '<p>Watch the short video: the abacus counts from 0 to 10, one move at a time. Then find the frame, the rods, the beam and the beads on your own abacus and count along.</p>' +
          video('Counting from 0 to 10 on the abacus'),
        ru:
          '<p>Абакус — это счёты. У него есть <b>рамка</b>, вертикальные <b>спицы</b> и <b>перекладина</b> посередине. На каждой спице одна верхняя косточка и четыре нижние.</p>' +
          '<p>Косточка считается, только когда она прижата к перекладине. Каждая нижняя косточка — это <b>1</b>, верхняя — <b>5</b>. Крайняя правая спица — единицы, следующая — десятки, потом сотни.</p>' +
          '<p>Посмотри короткое видео: абакус считает от 0 до 10, по одному движению за раз. Потом найди на своём абакусе рамку, спицы, перекладину и косточки и посчитай вместе с видео.</p>' +
          video('Считаем на абакусе от 0 до 10'),
        uk:
          '<p>Абакус — це рахівниця. У нього є <b>рамка</b>, вертикальні <b>спиці</b> і <b>планка</b> посередині. На кожній спиці одна верхня кісточка і чотири нижні.</p>' +
          '<p>Кісточка рахується, лише коли вона притиснута до планки. Кожна нижня кісточка — це <b>1</b>, верхня — <b>5</b>. Крайня права спиця — одиниці, наступна — десятки, далі сотні.</p>' +
          '<p>Подивись коротке відео: абакус рахує від 0 до 10, по одному руху за раз. Потім знайди на своєму абакусі рамку, спиці, планку та кісточки й порахуй разом із відео.</p>' +
          video('Рахуємо на абакусі від 0 до 10'),
        pl:
          '<p>Abakus to liczydło. Ma <b>ramę</b>, pionowe <b>pręty</b> i <b>belkę</b> pośrodku. Na każdym pręcie jest jeden koralik górny i cztery dolne.</p>' +
          '<p>Koralik liczy się tylko wtedy, gdy dotyka belki. Każdy dolny koralik to <b>1</b>, a górny to <b>5</b>. Skrajny prawy pręt pokazuje jedności, następny dziesiątki, potem setki.</p>' +
          '<p>Obejrzyj krótki film: abakus liczy od 0 do 10, ruch po ruchu. Potem znajdź na swoim abakusie ramę, pręty, belkę i koraliki i policz razem z filmem.</p>' +
          video('Liczymy na abakusie od 0 do 10'),
        he:
          '<p>אבקוס הוא מסגרת לספירה. יש לו <b>מסגרת</b>, <b>מוטות</b> אנכיים ו<b>קורה</b> לרוחב האמצע. על כל מוט יש חרוז עליון אחד וארבעה חרוזים תחתונים.</p>' +
          '<p>חרוז נספר רק כשהוא נוגע בקורה. כל חרוז תחתון שווה <b>1</b>, והחרוז העליון שווה <b>5</b>. המוט הימני ביותר מראה את היחידות, זה שלידו את העשרות, ואחריו המאות.</p>' +
          '<p>צפו בסרטון הקצר: האבקוס סופר מ־0 עד 10, תנועה אחר תנועה. אחר כך מצאו באבקוס שלכם את המסגרת, המוטות, הקורה והחרוזים, וספרו יחד עם הסרטון.</p>' +
          video('סופרים באבקוס מ־0 עד 10'),
        az:
          '<p>Abakus saymaq üçün çərçivədir. Onun <b>çərçivəsi</b>, şaquli <b>milləri</b> və ortadan keçən <b>tiri</b> var. Hər mildə bir yuxarı və dörd aşağı muncuq olur.</p>' +
          '<p>Muncuq yalnız tirə toxunanda sayılır. Hər aşağı muncuq <b>1</b>, yuxarı muncuq isə <b>5</b> deməkdir. Ən sağdakı mil təkliklər, ondan soldakı onluqlar, sonra yüzlüklərdir.</p>' +
          '<p>Qısa videoya bax: abakus 0-dan 10-a qədər sayır, hər dəfə bir hərəkətlə. Sonra öz abakusunda çərçivəni, milləri, tiri və muncuqları tap və videoyla birlikdə say.</p>' +
          video('Abakusda 0-dan 10-a qədər sayırıq'),
        hy:
          '<p>Աբակուսը հաշվելու շրջանակ է։ Այն ունի <b>շրջանակ</b>, ուղղահայաց <b>ձողեր</b> և մեջտեղով անցնող <b>միջնաձող</b>։ Յուրաքանչյուր ձողի վրա կա մեկ վերին և չորս ստորին ուլունք։</p>' +
          '<p>Ուլունքը հաշվվում է միայն այն ժամանակ, երբ դիպչում է միջնաձողին։ Յուրաքանչյուր ստորին ուլունք <b>1</b> է, իսկ վերինը՝ <b>5</b>։ Ամենաաջ ձողը միավորներն է, հաջորդը՝ տասնավորները, հետո՝ հարյուրավորները։</p>' +
          '<p>Դիտիր կարճ տեսանյութը․ աբակուսը հաշվում է 0-ից 10՝ ամեն անգամ մեկ շարժումով։ Հետո քո աբակուսի վրա գտիր շրջանակը, ձողերը, միջնաձողը և ուլունքները և հաշվիր տեսանյութի հետ միասին։</p>' +
          video('Հաշվում ենք աբակուսով 0-ից 10'),
        ro:
          '<p>Abacul este un cadru pentru numărat. Are o <b>ramă</b>, <b>tije</b> verticale și o <b>bară</b> la mijloc. Pe fiecare tijă se află o bilă de sus și patru bile de jos.</p>' +
          '<p>O bilă contează doar când atinge bara. Fiecare bilă de jos valorează <b>1</b>, iar bila de sus valorează <b>5</b>. Tija din dreapta arată unitățile, următoarea zecile, apoi sutele.</p>' +
          '<p>Urmărește filmulețul: abacul numără de la 0 la 10, câte o mișcare pe rând. Apoi găsește pe abacul tău rama, tijele, bara și bilele și numără împreună cu filmulețul.</p>' +
          video('Numărăm pe abac de la 0 la 10'),
        fr:
          '<p>Le boulier est un cadre pour compter. Il a un <b>cadre</b>, des <b>tiges</b> verticales et une <b>barre</b> au milieu. Chaque tige porte une boule du haut et quatre boules du bas.</p>' +
          '<p>Une boule ne compte que si elle touche la barre. Chaque boule du bas vaut <b>1</b> et la boule du haut vaut <b>5</b>. La tige la plus à droite montre les unités, la suivante les dizaines, puis les centaines.</p>' +
          '<p>Regarde la courte vidéo : le boulier compte de 0 à 10, un mouvement à la fois. Trouve ensuite sur ton boulier le cadre, les tiges, la barre et les boules, et compte avec la vidéo.</p>' +
          video('Compter de 0 à 10 sur le boulier'),
        es:
          '<p>El ábaco es un marco para contar. Tiene un <b>marco</b>, <b>varillas</b> verticales y una <b>barra</b> en el centro. Cada varilla lleva una cuenta superior y cuatro cuentas inferiores.</p>' +
          '<p>Una cuenta solo vale cuando toca la barra. Cada cuenta inferior vale <b>1</b> y la cuenta superior vale <b>5</b>. La varilla de la derecha muestra las unidades, la siguiente las decenas y después las centenas.</p>' +
          '<p>Mira el vídeo corto: el ábaco cuenta del 0 al 10, un movimiento cada vez. Después encuentra en tu ábaco el marco, las varillas, la barra y las cuentas, y cuenta junto con el vídeo.</p>' +
          video('Contamos del 0 al 10 con el ábaco'),
        cs:
          '<p>Abakus je počítadlo. Má <b>rám</b>, svislé <b>tyčky</b> a uprostřed <b>příčku</b>. Na každé tyčce je jedna horní kulička a čtyři dolní.</p>' +
          '<p>Kulička se počítá, jen když se dotýká příčky. Každá dolní kulička má hodnotu <b>1</b>, horní kulička <b>5</b>. Tyčka úplně vpravo ukazuje jednotky, další desítky, pak stovky.</p>' +
          '<p>Podívej se na krátké video: abakus počítá od 0 do 10, jeden pohyb po druhém. Pak najdi na svém abakusu rám, tyčky, příčku a kuličky a počítej spolu s videem.</p>' +
          video('Počítáme na abakusu od 0 do 10'),
        de:
          '<p>Der Abakus ist ein Rechenrahmen. Er hat einen <b>Rahmen</b>, senkrechte <b>Stäbe</b> und in der Mitte einen <b>Balken</b>. Auf jedem Stab sitzen eine obere und vier untere Perlen.</p>' +
          '<p>Eine Perle zählt nur, wenn sie den Balken berührt. Jede untere Perle ist <b>1</b> wert, die obere Perle <b>5</b>. Der Stab ganz rechts zeigt die Einer, der nächste die Zehner, dann die Hunderter.</p>' +
          '<p>Sieh dir das kurze Video an: Der Abakus zählt von 0 bis 10, eine Bewegung nach der anderen. Finde dann an deinem Abakus den Rahmen, die Stäbe, den Balken und die Perlen und zähle mit.</p>' +
          video('Zählen von 0 bis 10 am Abakus'),
      },
    },
    {
      name: {
        en: 'Fingers and bead moves',
        ru: 'Пальчики и движения косточек',
        uk: 'Пальчики та рухи кісточок',
        pl: 'Palce i ruchy koralików',
        he: 'האצבעות ותנועות החרוזים',
        az: 'Barmaqlar və muncuq hərəkətləri',
        hy: 'Մատները և ուլունքների շարժումները',
        ro: 'Degetele și mișcarea bilelor',
        fr: 'Les doigts et le mouvement des boules',
        es: 'Los dedos y el movimiento de las cuentas',
        cs: 'Prsty a pohyby kuliček',
        de: 'Finger und Perlenbewegungen',
      },
      body: {
        en:
          '<p>We move the beads with two fingers only. The <b>thumb</b> pushes lower beads up to the beam. The <b>index finger</b> moves lower beads down and moves the upper bead up and down.</p>' +
          '<p>Before every exercise we clear the abacus: slide the index finger along the beam so that every bead moves away from it. An empty abacus shows zero.</p>' +
          '<p>Practice: push one lower bead up with the thumb, take it down with the index finger. Then do the same with the upper bead. Ten times, slowly and neatly.</p>',
        ru:
          '<p>Косточки двигаем только двумя пальцами. <b>Большой палец</b> поднимает нижние косточки к перекладине. <b>Указательный палец</b> опускает нижние косточки, а также опускает и поднимает верхнюю.</p>' +
          '<p>Перед каждым упражнением очищаем абакус: проводим указательным пальцем вдоль перекладины, чтобы все косточки отошли от неё. Пустой абакус показывает ноль.</p>' +
          '<p>Упражнение: подними большим пальцем одну нижнюю косточку и опусти её указательным. Потом то же самое с верхней косточкой. Десять раз, медленно и аккуратно.</p>',
        uk:
          '<p>Кісточки рухаємо лише двома пальцями. <b>Великий палець</b> піднімає нижні кісточки до планки. <b>Вказівний палець</b> опускає нижні кісточки, а також опускає й піднімає верхню.</p>' +
          '<p>Перед кожною вправою очищаємо абакус: проводимо вказівним пальцем уздовж планки, щоб усі кісточки відійшли від неї. Порожній абакус показує нуль.</p>' +
          '<p>Вправа: підніми великим пальцем одну нижню кісточку й опусти її вказівним. Потім те саме з верхньою кісточкою. Десять разів, повільно й акуратно.</p>',
        pl:
          '<p>Koraliki przesuwamy tylko dwoma palcami. <b>Kciuk</b> podnosi dolne koraliki do belki. <b>Palec wskazujący</b> opuszcza dolne koraliki oraz opuszcza i podnosi górny.</p>' +
          '<p>Przed każdym ćwiczeniem zerujemy abakus: przesuwamy palec wskazujący wzdłuż belki, tak aby wszystkie koraliki od niej odsunąć. Pusty abakus pokazuje zero.</p>' +
          '<p>Ćwiczenie: podnieś kciukiem jeden dolny koralik i opuść go palcem wskazującym. Potem to samo z górnym koralikiem. Dziesięć razy, powoli i dokładnie.</p>',
        he:
          '<p>מזיזים את החרוזים בשתי אצבעות בלבד. <b>האגודל</b> דוחף חרוזים תחתונים למעלה אל הקורה. <b>האצבע המורה</b> מורידה חרוזים תחתונים, וגם מורידה ומרימה את החרוז העליון.</p>' +
          '<p>לפני כל תרגיל מאפסים את האבקוס: מעבירים את האצבע המורה לאורך הקורה כך שכל החרוזים מתרחקים ממנה. אבקוס ריק מראה אפס.</p>' +
          '<p>תרגול: דחפו חרוז תחתון אחד למעלה עם האגודל והורידו אותו עם האצבע המורה. אחר כך אותו דבר עם החרוז העליון. עשר פעמים, לאט ובזהירות.</p>',
        az:
          '<p>Muncuqları yalnız iki barmaqla hərəkət etdiririk. <b>Baş barmaq</b> aşağı muncuqları tirə doğru qaldırır. <b>Şəhadət barmağı</b> aşağı muncuqları endirir, yuxarı muncuğu isə həm endirir, həm qaldırır.</p>' +
          '<p>Hər tapşırıqdan əvvəl abakusu təmizləyirik: şəhadət barmağını tir boyunca sürüşdürürük ki, bütün muncuqlar ondan uzaqlaşsın. Boş abakus sıfırı göstərir.</p>' +
          '<p>Məşq: baş barmaqla bir aşağı muncuğu qaldır, şəhadət barmağı ilə endir. Sonra eyni şeyi yuxarı muncuqla et. On dəfə, yavaş və səliqəli.</p>',
        hy:
          '<p>Ուլունքները շարժում ենք միայն երկու մատով։ <b>Բութ մատը</b> ստորին ուլունքները բարձրացնում է դեպի միջնաձողը։ <b>Ցուցամատը</b> իջեցնում է ստորին ուլունքները, ինչպես նաև իջեցնում և բարձրացնում է վերին ուլունքը։</p>' +
          '<p>Յուրաքանչյուր վարժությունից առաջ մաքրում ենք աբակուսը՝ ցուցամատը սահեցնում ենք միջնաձողի երկայնքով, որպեսզի բոլոր ուլունքները հեռանան նրանից։ Դատարկ աբակուսը ցույց է տալիս զրո։</p>' +
          '<p>Վարժություն՝ բութ մատով բարձրացրու մեկ ստորին ուլունք և իջեցրու այն ցուցամատով։ Հետո նույնը արա վերին ուլունքով։ Տասը անգամ՝ դանդաղ և կոկիկ։</p>',
        ro:
          '<p>Mișcăm bilele doar cu două degete. <b>Degetul mare</b> împinge bilele de jos în sus, spre bară. <b>Degetul arătător</b> coboară bilele de jos și coboară sau ridică bila de sus.</p>' +
          '<p>Înainte de fiecare exercițiu golim abacul: trecem degetul arătător de-a lungul barei, astfel încât toate bilele să se îndepărteze de ea. Un abac gol arată zero.</p>' +
          '<p>Exercițiu: ridică o bilă de jos cu degetul mare și coboar-o cu arătătorul. Apoi fă la fel cu bila de sus. De zece ori, încet și cu grijă.</p>',
        fr:
          '<p>On déplace les boules avec deux doigts seulement. Le <b>pouce</b> monte les boules du bas vers la barre. L’<b>index</b> descend les boules du bas, et il descend et remonte la boule du haut.</p>' +
          '<p>Avant chaque exercice, on remet le boulier à zéro : on fait glisser l’index le long de la barre pour éloigner toutes les boules. Un boulier vide montre zéro.</p>' +
          '<p>Entraînement : monte une boule du bas avec le pouce, redescends-la avec l’index. Fais de même avec la boule du haut. Dix fois, lentement et soigneusement.</p>',
        es:
          '<p>Movemos las cuentas solo con dos dedos. El <b>pulgar</b> sube las cuentas inferiores hasta la barra. El <b>índice</b> baja las cuentas inferiores y también baja y sube la cuenta superior.</p>' +
          '<p>Antes de cada ejercicio limpiamos el ábaco: deslizamos el índice a lo largo de la barra para que todas las cuentas se separen de ella. Un ábaco vacío muestra cero.</p>' +
          '<p>Práctica: sube una cuenta inferior con el pulgar y bájala con el índice. Después haz lo mismo con la cuenta superior. Diez veces, despacio y con cuidado.</p>',
        cs:
          '<p>Kuličkami pohybujeme jen dvěma prsty. <b>Palec</b> posouvá dolní kuličky nahoru k příčce. <b>Ukazováček</b> posouvá dolní kuličky dolů a horní kuličku dolů i nahoru.</p>' +
          '<p>Před každým cvičením abakus vynulujeme: přejedeme ukazováčkem podél příčky, aby se od ní všechny kuličky odsunuly. Prázdný abakus ukazuje nulu.</p>' +
          '<p>Cvičení: posuň palcem jednu dolní kuličku nahoru a ukazováčkem ji vrať dolů. Potom totéž s horní kuličkou. Desetkrát, pomalu a pečlivě.</p>',
        de:
          '<p>Wir bewegen die Perlen nur mit zwei Fingern. Der <b>Daumen</b> schiebt untere Perlen nach oben an den Balken. Der <b>Zeigefinger</b> schiebt untere Perlen nach unten und bewegt die obere Perle nach unten und oben.</p>' +
          '<p>Vor jeder Übung wird der Abakus geleert: Wir fahren mit dem Zeigefinger am Balken entlang, sodass sich alle Perlen von ihm entfernen. Ein leerer Abakus zeigt null.</p>' +
          '<p>Übung: Schiebe eine untere Perle mit dem Daumen nach oben und mit dem Zeigefinger wieder nach unten. Dann dasselbe mit der oberen Perle. Zehnmal, langsam und sauber.</p>',
      },
    },
    {
      name: {
        en: 'Numbers from 0 to 9',
        ru: 'Числа от 0 до 9',
        uk: 'Числа від 0 до 9',
        pl: 'Liczby od 0 do 9',
        he: 'המספרים מ־0 עד 9',
        az: '0-dan 9-a qədər ədədlər',
        hy: 'Թվերը 0-ից 9',
        ro: 'Numerele de la 0 la 9',
        fr: 'Les nombres de 0 à 9',
        es: 'Los números del 0 al 9',
        cs: 'Čísla od 0 do 9',
        de: 'Die Zahlen von 0 bis 9',
      },
      body: {
        en:
          '<p>To show 1, 2, 3 or 4, push that many lower beads up with the thumb. To show 5, bring the upper bead down to the beam with the index finger.</p>' +
          '<p>6 is 5 and 1: the upper bead and one lower bead together. In the same way 7 = 5 + 2, 8 = 5 + 3 and 9 = 5 + 4.</p>' +
          '<p>Practice: show every number from 0 to 9 and clear the abacus after each one. Then try two-digit numbers such as 23 and 58: the tens on the left rod, the units on the right.</p>',
        ru:
          '<p>Чтобы показать 1, 2, 3 или 4, подними большим пальцем столько же нижних косточек. Чтобы показать 5, опусти указательным пальцем верхнюю косточку к перекладине.</p>' +
          '<p>6 — это 5 и 1: верхняя косточка и одна нижняя вместе. Так же 7 = 5 + 2, 8 = 5 + 3 и 9 = 5 + 4.</p>' +
          '<p>Упражнение: покажи все числа от 0 до 9 и очищай абакус после каждого. Потом попробуй двузначные числа, например 23 и 58: десятки на левой спице, единицы на правой.</p>',
        uk:
          '<p>Щоб показати 1, 2, 3 або 4, підніми великим пальцем стільки ж нижніх кісточок. Щоб показати 5, опусти вказівним пальцем верхню кісточку до планки.</p>' +
          '<p>6 — це 5 і 1: верхня кісточка та одна нижня разом. Так само 7 = 5 + 2, 8 = 5 + 3 і 9 = 5 + 4.</p>' +
          '<p>Вправа: покажи всі числа від 0 до 9 й очищуй абакус після кожного. Потім спробуй двоцифрові числа, наприклад 23 і 58: десятки на лівій спиці, одиниці на правій.</p>',
        pl:
          '<p>Aby pokazać 1, 2, 3 lub 4, podnieś kciukiem tyle samo dolnych koralików. Aby pokazać 5, opuść palcem wskazującym górny koralik do belki.</p>' +
          '<p>6 to 5 i 1: górny koralik i jeden dolny razem. Tak samo 7 = 5 + 2, 8 = 5 + 3 i 9 = 5 + 4.</p>' +
          '<p>Ćwiczenie: pokaż każdą liczbę od 0 do 9 i zeruj abakus po każdej z nich. Potem spróbuj liczb dwucyfrowych, na przykład 23 i 58: dziesiątki na lewym pręcie, jedności na prawym.</p>',
        he:
          '<p>כדי להראות 1, 2, 3 או 4, דחפו עם האגודל אותו מספר של חרוזים תחתונים למעלה. כדי להראות 5, הורידו עם האצבע המורה את החרוז העליון אל הקורה.</p>' +
          '<p>6 הוא 5 ועוד 1: החרוז העליון וחרוז תחתון אחד יחד. באותה דרך <span dir="ltr">7 = 5 + 2</span>, <span dir="ltr">8 = 5 + 3</span> ו־<span dir="ltr">9 = 5 + 4</span>.</p>' +
          '<p>תרגול: הראו כל מספר מ־0 עד 9 ואפסו את האבקוס אחרי כל אחד. אחר כך נסו מספרים דו־ספרתיים כמו 23 ו־58: העשרות על המוט השמאלי, היחידות על הימני.</p>',
        az:
          '<p>1, 2, 3 və ya 4 göstərmək üçün baş barmaqla o qədər aşağı muncuq qaldır. 5 göstərmək üçün şəhadət barmağı ilə yuxarı muncuğu tirə endir.</p>' +
          '<p>6 — 5 və 1-dir: yuxarı muncuq və bir aşağı muncuq birlikdə. Eyni qaydada 7 = 5 + 2, 8 = 5 + 3 və 9 = 5 + 4.</p>' +
          '<p>Məşq: 0-dan 9-a qədər bütün ədədləri göstər və hər birindən sonra abakusu təmizlə. Sonra 23 və 58 kimi ikirəqəmli ədədləri sına: onluqlar sol mildə, təkliklər sağ mildə.</p>',
        hy:
          '<p>1, 2, 3 կամ 4 ցույց տալու համար բութ մատով բարձրացրու նույնքան ստորին ուլունք։ 5 ցույց տալու համար ցուցամատով վերին ուլունքն իջեցրու միջնաձողին։</p>' +
          '<p>6-ը 5 և 1 է՝ վերին ուլունքը և մեկ ստորին ուլունքը միասին։ Նույն կերպ 7 = 5 + 2, 8 = 5 + 3 և 9 = 5 + 4։</p>' +
          '<p>Վարժություն՝ ցույց տուր 0-ից 9 բոլոր թվերը և ամեն մեկից հետո մաքրիր աբակուսը։ Հետո փորձիր երկնիշ թվեր, օրինակ՝ 23 և 58․ տասնավորները ձախ ձողի վրա, միավորները՝ աջ։</p>',
        ro:
          '<p>Ca să arăți 1, 2, 3 sau 4, ridică cu degetul mare tot atâtea bile de jos. Ca să arăți 5, coboară cu arătătorul bila de sus până la bară.</p>' +
          '<p>6 înseamnă 5 și 1: bila de sus și o bilă de jos împreună. La fel, 7 = 5 + 2, 8 = 5 + 3 și 9 = 5 + 4.</p>' +
          '<p>Exercițiu: arată fiecare număr de la 0 la 9 și golește abacul după fiecare. Apoi încearcă numere de două cifre, de exemplu 23 și 58: zecile pe tija din stânga, unitățile pe cea din dreapta.</p>',
        fr:
          '<p>Pour montrer 1, 2, 3 ou 4, monte avec le pouce autant de boules du bas. Pour montrer 5, descends la boule du haut jusqu’à la barre avec l’index.</p>' +
          '<p>6, c’est 5 et 1 : la boule du haut et une boule du bas ensemble. De la même façon, 7 = 5 + 2, 8 = 5 + 3 et 9 = 5 + 4.</p>' +
          '<p>Entraînement : montre chaque nombre de 0 à 9 et remets le boulier à zéro après chacun. Essaie ensuite des nombres à deux chiffres comme 23 et 58 : les dizaines sur la tige de gauche, les unités sur celle de droite.</p>',
        es:
          '<p>Para mostrar 1, 2, 3 o 4, sube con el pulgar ese mismo número de cuentas inferiores. Para mostrar 5, baja con el índice la cuenta superior hasta la barra.</p>' +
          '<p>El 6 es 5 y 1: la cuenta superior y una inferior juntas. Del mismo modo, 7 = 5 + 2, 8 = 5 + 3 y 9 = 5 + 4.</p>' +
          '<p>Práctica: muestra todos los números del 0 al 9 y limpia el ábaco después de cada uno. Luego prueba números de dos cifras como 23 y 58: las decenas en la varilla de la izquierda y las unidades en la de la derecha.</p>',
        cs:
          '<p>Chceš-li ukázat 1, 2, 3 nebo 4, posuň palcem nahoru stejný počet dolních kuliček. Chceš-li ukázat 5, posuň ukazováčkem horní kuličku dolů k příčce.</p>' +
          '<p>6 je 5 a 1: horní kulička a jedna dolní dohromady. Stejně tak 7 = 5 + 2, 8 = 5 + 3 a 9 = 5 + 4.</p>' +
          '<p>Cvičení: ukaž všechna čísla od 0 do 9 a po každém abakus vynuluj. Pak zkus dvojciferná čísla, třeba 23 a 58: desítky na levé tyčce, jednotky na pravé.</p>',
        de:
          '<p>Um 1, 2, 3 oder 4 zu zeigen, schiebst du mit dem Daumen genauso viele untere Perlen nach oben. Um 5 zu zeigen, schiebst du die obere Perle mit dem Zeigefinger an den Balken.</p>' +
          '<p>6 ist 5 und 1: die obere Perle und eine untere Perle zusammen. Genauso ist 7 = 5 + 2, 8 = 5 + 3 und 9 = 5 + 4.</p>' +
          '<p>Übung: Zeige jede Zahl von 0 bis 9 und leere den Abakus nach jeder Zahl. Versuche dann zweistellige Zahlen wie 23 und 58: die Zehner auf dem linken Stab, die Einer auf dem rechten.</p>',
      },
    },
    {
      name: {
        en: 'Test: show and read numbers',
        ru: 'Тест: показываем и читаем числа',
        uk: 'Тест: показуємо й читаємо числа',
        pl: 'Test: pokazujemy i czytamy liczby',
        he: 'מבחן: מראים וקוראים מספרים',
        az: 'Test: ədədləri göstəririk və oxuyuruq',
        hy: 'Թեստ՝ ցույց ենք տալիս և կարդում թվերը',
        ro: 'Test: arătăm și citim numere',
        fr: 'Test : montrer et lire les nombres',
        es: 'Prueba: mostrar y leer números',
        cs: 'Test: ukazujeme a čteme čísla',
        de: 'Test: Zahlen zeigen und ablesen',
      },
      body: {
        en:
          '<p>Time to check what you have learned. Your teacher says a number and you show it on the abacus as quickly as you can.</p>' +
          '<p>Then swap: look at the beads and read the number aloud. When you can show and read any number up to 99 without counting the beads one by one, you are ready for the next level!</p>',
        ru:
          '<p>Пора проверить, чему ты научился. Учитель называет число, а ты как можно быстрее показываешь его на абакусе.</p>' +
          '<p>Потом наоборот: посмотри на косточки и назови число вслух. Когда сможешь показать и прочитать любое число до 99, не пересчитывая косточки по одной, — ты готов к следующему уровню!</p>',
        uk:
          '<p>Час перевірити, чого ти навчився. Учитель називає число, а ти якнайшвидше показуєш його на абакусі.</p>' +
          '<p>Потім навпаки: подивись на кісточки й назви число вголос. Коли зможеш показати й прочитати будь-яке число до 99, не перераховуючи кісточки по одній, — ти готовий до наступного рівня!</p>',
        pl:
          '<p>Czas sprawdzić, czego się nauczyłeś. Nauczyciel podaje liczbę, a ty jak najszybciej pokazujesz ją na abakusie.</p>' +
          '<p>Potem odwrotnie: spójrz na koraliki i przeczytaj liczbę na głos. Gdy pokażesz i odczytasz każdą liczbę do 99 bez liczenia koralików po jednym, jesteś gotowy na kolejny poziom!</p>',
        he:
          '<p>הגיע הזמן לבדוק מה למדתם. המורה אומר מספר, ואתם מראים אותו על האבקוס מהר ככל האפשר.</p>' +
          '<p>אחר כך להפך: הסתכלו על החרוזים וקראו את המספר בקול. כשתוכלו להראות ולקרוא כל מספר עד 99 בלי לספור את החרוזים אחד־אחד, אתם מוכנים לשלב הבא!</p>',
        az:
          '<p>Öyrəndiklərini yoxlamaq vaxtıdır. Müəllim bir ədəd deyir, sən isə onu abakusda mümkün qədər tez göstərirsən.</p>' +
          '<p>Sonra əksinə: muncuqlara bax və ədədi ucadan oxu. 99-a qədər istənilən ədədi muncuqları bir-bir saymadan göstərə və oxuya bilirsənsə, növbəti səviyyəyə hazırsan!</p>',
        hy:
          '<p>Ժամանակն է ստուգելու, թե ինչ ես սովորել։ Ուսուցիչն ասում է թիվը, իսկ դու հնարավորինս արագ ցույց ես տալիս այն աբակուսի վրա։</p>' +
          '<p>Հետո հակառակը՝ նայիր ուլունքներին և բարձրաձայն կարդա թիվը։ Երբ կկարողանաս ցույց տալ և կարդալ մինչև 99 ցանկացած թիվ՝ առանց ուլունքները մեկ առ մեկ հաշվելու, պատրաստ ես հաջորդ մակարդակին։</p>',
        ro:
          '<p>E timpul să verificăm ce ai învățat. Profesorul spune un număr, iar tu îl arăți pe abac cât poți de repede.</p>' +
          '<p>Apoi invers: privește bilele și citește numărul cu voce tare. Când poți arăta și citi orice număr până la 99 fără să numeri bilele una câte una, ești gata pentru nivelul următor!</p>',
        fr:
          '<p>C’est le moment de vérifier ce que tu as appris. Ton professeur dit un nombre et tu le montres sur le boulier le plus vite possible.</p>' +
          '<p>Puis on inverse : regarde les boules et lis le nombre à voix haute. Quand tu sais montrer et lire n’importe quel nombre jusqu’à 99 sans compter les boules une à une, tu es prêt pour le niveau suivant !</p>',
        es:
          '<p>Es hora de comprobar lo que has aprendido. Tu profesor dice un número y tú lo muestras en el ábaco lo más rápido que puedas.</p>' +
          '<p>Después al revés: mira las cuentas y lee el número en voz alta. Cuando puedas mostrar y leer cualquier número hasta el 99 sin contar las cuentas una a una, ¡estarás listo para el siguiente nivel!</p>',
        cs:
          '<p>Je čas ověřit, co ses naučil. Učitel řekne číslo a ty ho co nejrychleji ukážeš na abakusu.</p>' +
          '<p>Potom naopak: podívej se na kuličky a přečti číslo nahlas. Až dokážeš ukázat a přečíst jakékoli číslo do 99, aniž bys kuličky počítal po jedné, jsi připraven na další úroveň!</p>',
        de:
          '<p>Zeit zu prüfen, was du gelernt hast. Deine Lehrerin oder dein Lehrer nennt eine Zahl, und du zeigst sie so schnell wie möglich am Abakus.</p>' +
          '<p>Dann umgekehrt: Schau auf die Perlen und lies die Zahl laut vor. Wenn du jede Zahl bis 99 zeigen und ablesen kannst, ohne die Perlen einzeln zu zählen, bist du bereit für die nächste Stufe!</p>',
      },
    },
  ],
};
