import type { SeedLessonGroup } from './lessons.ts';

// Hebrew is right-to-left: formulas are wrapped in dir="ltr" so "+9 = +10 − 1" is not reordered.
const ltr = (formula: string) => `<b dir="ltr">${formula}</b>`;
const num = (text: string) => `<span dir="ltr">${text}</span>`;

export const BIG_FRIENDS: SeedLessonGroup = {
  openedForDemoGroup: 0,
  name: {
    en: 'Big friends',
    ru: '«Друзья»',
    uk: '«Друзі»',
    pl: 'Duzi przyjaciele',
    he: 'חברים גדולים',
    az: 'Böyük dostlar',
    hy: 'Մեծ ընկերներ',
    ro: 'Prietenii mari',
    fr: 'Grands amis',
    es: 'Amigos grandes',
    cs: 'Velcí kamarádi',
    de: 'Große Freunde',
  },
  lessons: [
    {
      name: {
        en: 'Big friends: +9 = +10 − 1',
        ru: '«Друзья»: +9 = +10 − 1',
        uk: '«Друзі»: +9 = +10 − 1',
        pl: 'Duzi przyjaciele: +9 = +10 − 1',
        he: 'חברים גדולים: \u2066+9 = +10 − 1\u2069', // isolated left-to-right inside the RTL name
        az: 'Böyük dostlar: +9 = +10 − 1',
        hy: 'Մեծ ընկերներ՝ +9 = +10 − 1',
        ro: 'Prietenii mari: +9 = +10 − 1',
        fr: 'Grands amis : +9 = +10 − 1',
        es: 'Amigos grandes: +9 = +10 − 1',
        cs: 'Velcí kamarádi: +9 = +10 − 1',
        de: 'Große Freunde: +9 = +10 − 1',
      },
      body: {
        en:
          '<p><b>Big friends</b> are two numbers that make 10 together: 1 and 9, 2 and 8, 3 and 7, 4 and 6, 5 and 5. We use them when a rod has no room for the number we add.</p>' +
          '<p>Example: 3 + 9. The units rod cannot take 9 more. So we take the friend of 9 away from the units rod and add one bead on the tens rod: <b>+9 = +10 − 1</b>. The abacus shows 12.</p>' +
          '<p>Try: 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
        ru:
          '<p><b>«Друзья»</b> — это два числа, которые вместе дают 10: 1 и 9, 2 и 8, 3 и 7, 4 и 6, 5 и 5. Они нужны, когда на спице нет места для числа, которое мы прибавляем.</p>' +
          '<p>Пример: 3 + 9. На спицу единиц нельзя добавить ещё 9. Поэтому убираем с единиц «друга» девятки и добавляем одну косточку на спице десятков: <b>+9 = +10 − 1</b>. Абакус показывает 12.</p>' +
          '<p>Попробуй: 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
        uk:
          '<p><b>«Друзі»</b> — це два числа, які разом дають 10: 1 і 9, 2 і 8, 3 і 7, 4 і 6, 5 і 5. Вони потрібні, коли на спиці немає місця для числа, яке ми додаємо.</p>' +
          '<p>Приклад: 3 + 9. На спицю одиниць не можна додати ще 9. Тому прибираємо з одиниць «друга» дев’ятки й додаємо одну кісточку на спиці десятків: <b>+9 = +10 − 1</b>. Абакус показує 12.</p>' +
          '<p>Спробуй: 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
        pl:
          '<p><b>Duzi przyjaciele</b> to dwie liczby, które razem dają 10: 1 i 9, 2 i 8, 3 i 7, 4 i 6, 5 i 5. Używamy ich, gdy na pręcie nie ma miejsca na dodawaną liczbę.</p>' +
          '<p>Przykład: 3 + 9. Na pręt jedności nie da się dodać jeszcze 9. Zabieramy więc z jedności przyjaciela dziewiątki i dodajemy jeden koralik na pręcie dziesiątek: <b>+9 = +10 − 1</b>. Abakus pokazuje 12.</p>' +
          '<p>Spróbuj: 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
        he:
          '<p><b>חברים גדולים</b> הם שני מספרים שיחד שווים 10: 1 ו־9, 2 ו־8, 3 ו־7, 4 ו־6, 5 ו־5. משתמשים בהם כשאין על המוט מקום למספר שמוסיפים.</p>' +
          `<p>דוגמה: ${num('3 + 9')}. על מוט היחידות אי אפשר להוסיף עוד 9. לכן מורידים ממוט היחידות את החבר של 9 ומוסיפים חרוז אחד על מוט העשרות: ${ltr('+9 = +10 − 1')}. האבקוס מראה 12.</p>` +
          `<p>נסו: ${num('2 + 9, 4 + 9, 7 + 9, 18 + 9')}.</p>`,
        az:
          '<p><b>Böyük dostlar</b> birlikdə 10 edən iki ədəddir: 1 və 9, 2 və 8, 3 və 7, 4 və 6, 5 və 5. Mildə əlavə etdiyimiz ədəd üçün yer olmayanda onlardan istifadə edirik.</p>' +
          '<p>Nümunə: 3 + 9. Təkliklər milinə daha 9 əlavə etmək olmur. Ona görə təkliklərdən 9-un dostunu çıxırıq və onluqlar milinə bir muncuq əlavə edirik: <b>+9 = +10 − 1</b>. Abakus 12 göstərir.</p>' +
          '<p>Sına: 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
        hy:
          '<p><b>Մեծ ընկերները</b> երկու թվեր են, որոնք միասին տալիս են 10՝ 1 և 9, 2 և 8, 3 և 7, 4 և 6, 5 և 5։ Դրանք օգտագործում ենք, երբ ձողի վրա տեղ չկա գումարվող թվի համար։</p>' +
          '<p>Օրինակ՝ 3 + 9։ Միավորների ձողին հնարավոր չէ ավելացնել ևս 9։ Ուստի միավորների ձողից հանում ենք 9-ի ընկերոջը և տասնավորների ձողին ավելացնում ենք մեկ ուլունք՝ <b>+9 = +10 − 1</b>։ Աբակուսը ցույց է տալիս 12։</p>' +
          '<p>Փորձիր՝ 2 + 9, 4 + 9, 7 + 9, 18 + 9։</p>',
        ro:
          '<p><b>Prietenii mari</b> sunt două numere care împreună fac 10: 1 și 9, 2 și 8, 3 și 7, 4 și 6, 5 și 5. Îi folosim când pe tijă nu mai este loc pentru numărul pe care îl adunăm.</p>' +
          '<p>Exemplu: 3 + 9. Pe tija unităților nu mai încap încă 9. Așa că luăm de pe unități prietenul lui 9 și adăugăm o bilă pe tija zecilor: <b>+9 = +10 − 1</b>. Abacul arată 12.</p>' +
          '<p>Încearcă: 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
        fr:
          '<p>Les <b>grands amis</b> sont deux nombres qui font 10 ensemble : 1 et 9, 2 et 8, 3 et 7, 4 et 6, 5 et 5. On les utilise quand une tige n’a plus de place pour le nombre qu’on ajoute.</p>' +
          '<p>Exemple : 3 + 9. La tige des unités ne peut pas recevoir 9 de plus. On enlève donc l’ami de 9 sur les unités et on ajoute une boule sur la tige des dizaines : <b>+9 = +10 − 1</b>. Le boulier montre 12.</p>' +
          '<p>Essaie : 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
        es:
          '<p>Los <b>amigos grandes</b> son dos números que juntos suman 10: 1 y 9, 2 y 8, 3 y 7, 4 y 6, 5 y 5. Los usamos cuando en la varilla no hay sitio para el número que sumamos.</p>' +
          '<p>Ejemplo: 3 + 9. En la varilla de las unidades no caben 9 más. Así que quitamos de las unidades el amigo del 9 y añadimos una cuenta en la varilla de las decenas: <b>+9 = +10 − 1</b>. El ábaco muestra 12.</p>' +
          '<p>Prueba: 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
        cs:
          '<p><b>Velcí kamarádi</b> jsou dvě čísla, která dohromady dávají 10: 1 a 9, 2 a 8, 3 a 7, 4 a 6, 5 a 5. Používáme je, když na tyčce není místo pro číslo, které přičítáme.</p>' +
          '<p>Příklad: 3 + 9. Na tyčku jednotek už nelze přidat dalších 9. Odebereme proto z jednotek kamaráda devítky a na tyčce desítek přidáme jednu kuličku: <b>+9 = +10 − 1</b>. Abakus ukazuje 12.</p>' +
          '<p>Zkus: 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
        de:
          '<p><b>Große Freunde</b> sind zwei Zahlen, die zusammen 10 ergeben: 1 und 9, 2 und 8, 3 und 7, 4 und 6, 5 und 5. Wir brauchen sie, wenn auf einem Stab kein Platz für die Zahl ist, die wir addieren.</p>' +
          '<p>Beispiel: 3 + 9. Auf den Einerstab passen keine 9 mehr. Also nehmen wir den Freund der 9 vom Einerstab weg und schieben eine Perle auf dem Zehnerstab hoch: <b>+9 = +10 − 1</b>. Der Abakus zeigt 12.</p>' +
          '<p>Probiere: 2 + 9, 4 + 9, 7 + 9, 18 + 9.</p>',
      },
    },
    {
      name: {
        en: 'Big friends: adding 6, 7 and 8',
        ru: '«Друзья»: прибавляем 6, 7 и 8',
        uk: '«Друзі»: додаємо 6, 7 і 8',
        pl: 'Duzi przyjaciele: dodajemy 6, 7 i 8',
        he: 'חברים גדולים: מוסיפים 6, 7 ו־8',
        az: 'Böyük dostlar: 6, 7 və 8 əlavə edirik',
        hy: 'Մեծ ընկերներ՝ գումարում ենք 6, 7 և 8',
        ro: 'Prietenii mari: adunăm 6, 7 și 8',
        fr: 'Grands amis : ajouter 6, 7 et 8',
        es: 'Amigos grandes: sumar 6, 7 y 8',
        cs: 'Velcí kamarádi: přičítáme 6, 7 a 8',
        de: 'Große Freunde: 6, 7 und 8 addieren',
      },
      body: {
        en:
          '<p>The same idea works for every digit: <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. First take the friend away from the units rod, then add one bead on the tens rod.</p>' +
          '<p>Examples: 4 + 7: take 3 away from the units (1 is left) and add one ten: 11. 7 + 8: take 2 away (5 is left) and add one ten: 15.</p>',
        ru:
          '<p>Та же идея работает для каждой цифры: <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. Сначала убираем «друга» со спицы единиц, потом добавляем одну косточку на спице десятков.</p>' +
          '<p>Примеры: 4 + 7: убираем 3 с единиц (остаётся 1) и добавляем один десяток: 11. 7 + 8: убираем 2 (остаётся 5) и добавляем один десяток: 15.</p>',
        uk:
          '<p>Та сама ідея працює для кожної цифри: <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. Спочатку прибираємо «друга» зі спиці одиниць, потім додаємо одну кісточку на спиці десятків.</p>' +
          '<p>Приклади: 4 + 7: прибираємо 3 з одиниць (залишається 1) і додаємо один десяток: 11. 7 + 8: прибираємо 2 (залишається 5) і додаємо один десяток: 15.</p>',
        pl:
          '<p>Ta sama zasada działa dla każdej cyfry: <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. Najpierw zabieramy przyjaciela z pręta jedności, potem dodajemy jeden koralik na pręcie dziesiątek.</p>' +
          '<p>Przykłady: 4 + 7: zabieramy 3 z jedności (zostaje 1) i dodajemy jedną dziesiątkę: 11. 7 + 8: zabieramy 2 (zostaje 5) i dodajemy jedną dziesiątkę: 15.</p>',
        he:
          `<p>אותו רעיון עובד לכל ספרה: ${ltr('+8 = +10 − 2')}, ${ltr('+7 = +10 − 3')}, ${ltr('+6 = +10 − 4')}. קודם מורידים את החבר ממוט היחידות, ואז מוסיפים חרוז אחד על מוט העשרות.</p>` +
          `<p>דוגמאות: ${num('4 + 7')}: מורידים 3 מהיחידות (נשאר 1) ומוסיפים עשרת אחת: 11. ${num('7 + 8')}: מורידים 2 (נשאר 5) ומוסיפים עשרת אחת: 15.</p>`,
        az:
          '<p>Eyni fikir hər rəqəm üçün işləyir: <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. Əvvəlcə dostu təkliklər milindən çıxırıq, sonra onluqlar milinə bir muncuq əlavə edirik.</p>' +
          '<p>Nümunələr: 4 + 7: təkliklərdən 3 çıxırıq (1 qalır) və bir onluq əlavə edirik: 11. 7 + 8: 2 çıxırıq (5 qalır) və bir onluq əlavə edirik: 15.</p>',
        hy:
          '<p>Նույն գաղափարն աշխատում է յուրաքանչյուր թվանշանի համար՝ <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>։ Սկզբում ընկերոջը հանում ենք միավորների ձողից, հետո տասնավորների ձողին ավելացնում ենք մեկ ուլունք։</p>' +
          '<p>Օրինակներ՝ 4 + 7․ միավորներից հանում ենք 3 (մնում է 1) և ավելացնում ենք մեկ տասնյակ՝ 11։ 7 + 8․ հանում ենք 2 (մնում է 5) և ավելացնում ենք մեկ տասնյակ՝ 15։</p>',
        ro:
          '<p>Aceeași idee funcționează pentru fiecare cifră: <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. Mai întâi luăm prietenul de pe tija unităților, apoi adăugăm o bilă pe tija zecilor.</p>' +
          '<p>Exemple: 4 + 7: luăm 3 de pe unități (rămâne 1) și adăugăm o zece: 11. 7 + 8: luăm 2 (rămâne 5) și adăugăm o zece: 15.</p>',
        fr:
          '<p>La même idée marche pour chaque chiffre : <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. D’abord on enlève l’ami sur la tige des unités, puis on ajoute une boule sur la tige des dizaines.</p>' +
          '<p>Exemples : 4 + 7 : on enlève 3 aux unités (il reste 1) et on ajoute une dizaine : 11. 7 + 8 : on enlève 2 (il reste 5) et on ajoute une dizaine : 15.</p>',
        es:
          '<p>La misma idea sirve para cada cifra: <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. Primero quitamos el amigo de la varilla de las unidades y después añadimos una cuenta en la varilla de las decenas.</p>' +
          '<p>Ejemplos: 4 + 7: quitamos 3 de las unidades (queda 1) y añadimos una decena: 11. 7 + 8: quitamos 2 (queda 5) y añadimos una decena: 15.</p>',
        cs:
          '<p>Stejný nápad funguje pro každou číslici: <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. Nejdřív odebereme kamaráda z tyčky jednotek, potom přidáme jednu kuličku na tyčce desítek.</p>' +
          '<p>Příklady: 4 + 7: z jednotek odebereme 3 (zůstane 1) a přidáme jednu desítku: 11. 7 + 8: odebereme 2 (zůstane 5) a přidáme jednu desítku: 15.</p>',
        de:
          '<p>Dieselbe Idee gilt für jede Ziffer: <b>+8 = +10 − 2</b>, <b>+7 = +10 − 3</b>, <b>+6 = +10 − 4</b>. Zuerst nehmen wir den Freund vom Einerstab weg, dann schieben wir eine Perle auf dem Zehnerstab hoch.</p>' +
          '<p>Beispiele: 4 + 7: 3 von den Einern wegnehmen (1 bleibt) und einen Zehner dazu: 11. 7 + 8: 2 wegnehmen (5 bleibt) und einen Zehner dazu: 15.</p>',
      },
    },
    {
      name: {
        en: 'Big friends: subtracting',
        ru: '«Друзья»: вычитание',
        uk: '«Друзі»: віднімання',
        pl: 'Duzi przyjaciele: odejmowanie',
        he: 'חברים גדולים: חיסור',
        az: 'Böyük dostlar: çıxma',
        hy: 'Մեծ ընկերներ՝ հանում',
        ro: 'Prietenii mari: scăderea',
        fr: 'Grands amis : la soustraction',
        es: 'Amigos grandes: la resta',
        cs: 'Velcí kamarádi: odčítání',
        de: 'Große Freunde: Subtrahieren',
      },
      body: {
        en:
          '<p>For subtraction the rule turns around: <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. Take one bead away from the tens rod, then add the friend on the units rod.</p>' +
          '<p>Example: 12 − 9. The units rod shows only 2, so take away one ten and add 1 on the units rod: 3.</p>' +
          '<p>Try: 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
        ru:
          '<p>При вычитании правило переворачивается: <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. Убираем одну косточку со спицы десятков, потом добавляем «друга» на спице единиц.</p>' +
          '<p>Пример: 12 − 9. На спице единиц только 2, поэтому убираем один десяток и добавляем 1 на спице единиц: 3.</p>' +
          '<p>Попробуй: 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
        uk:
          '<p>Під час віднімання правило перевертається: <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. Прибираємо одну кісточку зі спиці десятків, потім додаємо «друга» на спиці одиниць.</p>' +
          '<p>Приклад: 12 − 9. На спиці одиниць лише 2, тому прибираємо один десяток і додаємо 1 на спиці одиниць: 3.</p>' +
          '<p>Спробуй: 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
        pl:
          '<p>Przy odejmowaniu reguła się odwraca: <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. Zabieramy jeden koralik z pręta dziesiątek, potem dodajemy przyjaciela na pręcie jedności.</p>' +
          '<p>Przykład: 12 − 9. Na pręcie jedności jest tylko 2, więc zabieramy jedną dziesiątkę i dodajemy 1 na pręcie jedności: 3.</p>' +
          '<p>Spróbuj: 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
        he:
          `<p>בחיסור הכלל מתהפך: ${ltr('−9 = −10 + 1')}, ${ltr('−8 = −10 + 2')}, ${ltr('−7 = −10 + 3')}, ${ltr('−6 = −10 + 4')}. מורידים חרוז אחד ממוט העשרות, ואז מוסיפים את החבר על מוט היחידות.</p>` +
          `<p>דוגמה: ${num('12 − 9')}. על מוט היחידות יש רק 2, לכן מורידים עשרת אחת ומוסיפים 1 על מוט היחידות: 3.</p>` +
          `<p>נסו: ${num('11 − 9, 10 − 6, 15 − 7, 21 − 9')}.</p>`,
        az:
          '<p>Çıxmada qayda tərsinə çevrilir: <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. Onluqlar milindən bir muncuq çıxırıq, sonra təkliklər milinə dostu əlavə edirik.</p>' +
          '<p>Nümunə: 12 − 9. Təkliklər milində cəmi 2 var, ona görə bir onluq çıxırıq və təkliklər milinə 1 əlavə edirik: 3.</p>' +
          '<p>Sına: 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
        hy:
          '<p>Հանման ժամանակ կանոնը շրջվում է՝ <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>։ Տասնավորների ձողից հանում ենք մեկ ուլունք, հետո միավորների ձողին ավելացնում ենք ընկերոջը։</p>' +
          '<p>Օրինակ՝ 12 − 9։ Միավորների ձողին միայն 2 է, ուստի հանում ենք մեկ տասնյակ և միավորների ձողին ավելացնում ենք 1՝ 3։</p>' +
          '<p>Փորձիր՝ 11 − 9, 10 − 6, 15 − 7, 21 − 9։</p>',
        ro:
          '<p>La scădere regula se întoarce: <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. Luăm o bilă de pe tija zecilor, apoi adăugăm prietenul pe tija unităților.</p>' +
          '<p>Exemplu: 12 − 9. Pe tija unităților este doar 2, așa că luăm o zece și adăugăm 1 pe tija unităților: 3.</p>' +
          '<p>Încearcă: 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
        fr:
          '<p>Pour la soustraction, la règle s’inverse : <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. On enlève une boule sur la tige des dizaines, puis on ajoute l’ami sur la tige des unités.</p>' +
          '<p>Exemple : 12 − 9. La tige des unités ne montre que 2 : on enlève donc une dizaine et on ajoute 1 aux unités : 3.</p>' +
          '<p>Essaie : 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
        es:
          '<p>En la resta la regla se invierte: <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. Quitamos una cuenta de la varilla de las decenas y después añadimos el amigo en la varilla de las unidades.</p>' +
          '<p>Ejemplo: 12 − 9. En la varilla de las unidades solo hay 2, así que quitamos una decena y añadimos 1 en las unidades: 3.</p>' +
          '<p>Prueba: 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
        cs:
          '<p>Při odčítání se pravidlo obrátí: <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. Z tyčky desítek odebereme jednu kuličku a pak na tyčce jednotek přidáme kamaráda.</p>' +
          '<p>Příklad: 12 − 9. Na tyčce jednotek jsou jen 2, proto odebereme jednu desítku a na jednotkách přidáme 1: 3.</p>' +
          '<p>Zkus: 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
        de:
          '<p>Beim Subtrahieren dreht sich die Regel um: <b>−9 = −10 + 1</b>, <b>−8 = −10 + 2</b>, <b>−7 = −10 + 3</b>, <b>−6 = −10 + 4</b>. Wir nehmen eine Perle vom Zehnerstab weg und fügen dann den Freund auf dem Einerstab hinzu.</p>' +
          '<p>Beispiel: 12 − 9. Auf dem Einerstab sind nur 2, also nehmen wir einen Zehner weg und fügen auf dem Einerstab 1 hinzu: 3.</p>' +
          '<p>Probiere: 11 − 9, 10 − 6, 15 − 7, 21 − 9.</p>',
      },
    },
    {
      name: {
        en: 'Final test: big friends',
        ru: 'Итоговый тест: «друзья»',
        uk: 'Підсумковий тест: «друзі»',
        pl: 'Test końcowy: duzi przyjaciele',
        he: 'מבחן מסכם: חברים גדולים',
        az: 'Yekun test: böyük dostlar',
        hy: 'Ամփոփիչ թեստ՝ մեծ ընկերներ',
        ro: 'Test final: prietenii mari',
        fr: 'Test final : les grands amis',
        es: 'Prueba final: amigos grandes',
        cs: 'Závěrečný test: velcí kamarádi',
        de: 'Abschlusstest: große Freunde',
      },
      body: {
        en:
          '<p>Solve on the abacus: 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Answers: 15, 12, 6, 3, 9. Well done: you have finished the course! Ask your teacher about the next level: mixed friends and mental calculation (anzan).</p>',
        ru:
          '<p>Реши на абакусе: 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Ответы: 15, 12, 6, 3, 9. Молодец, курс пройден! Спроси учителя о следующем уровне: смешанные формулы и счёт в уме (анзан).</p>',
        uk:
          '<p>Розв’яжи на абакусі: 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Відповіді: 15, 12, 6, 3, 9. Молодець, курс пройдено! Запитай учителя про наступний рівень: змішані формули та лічба в умі (анзан).</p>',
        pl:
          '<p>Rozwiąż na abakusie: 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Odpowiedzi: 15, 12, 6, 3, 9. Brawo, kurs ukończony! Zapytaj nauczyciela o kolejny poziom: mieszane reguły i liczenie w pamięci (anzan).</p>',
        he:
          `<p>פתרו על האבקוס: ${num('6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6')}.</p>` +
          `<p>תשובות: ${num('15, 12, 6, 3, 9')}. כל הכבוד, סיימתם את הקורס! שאלו את המורה על השלב הבא: חברים מעורבים וחישוב בראש (אנזן).</p>`,
        az:
          '<p>Abakusda həll et: 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Cavablar: 15, 12, 6, 3, 9. Afərin, kursu bitirdin! Növbəti səviyyə haqqında müəllimindən soruş: qarışıq dostlar və ağılda hesablama (anzan).</p>',
        hy:
          '<p>Լուծիր աբակուսի վրա՝ 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6։</p>' +
          '<p>Պատասխաններ՝ 15, 12, 6, 3, 9։ Ապրե՛ս, դու ավարտեցիր դասընթացը։ Հարցրու ուսուցչիդ հաջորդ մակարդակի մասին՝ խառը ընկերներ և մտքում հաշվարկ (անզան)։</p>',
        ro:
          '<p>Rezolvă pe abac: 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Răspunsuri: 15, 12, 6, 3, 9. Bravo, ai terminat cursul! Întreabă-ți profesorul despre nivelul următor: prieteni amestecați și calcul mintal (anzan).</p>',
        fr:
          '<p>Résous sur le boulier : 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Réponses : 15, 12, 6, 3, 9. Bravo, tu as terminé le cours ! Demande à ton professeur le niveau suivant : les amis mélangés et le calcul mental (anzan).</p>',
        es:
          '<p>Resuelve en el ábaco: 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Respuestas: 15, 12, 6, 3, 9. ¡Muy bien, has terminado el curso! Pregunta a tu profesor por el siguiente nivel: amigos combinados y cálculo mental (anzan).</p>',
        cs:
          '<p>Vyřeš na abakusu: 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Výsledky: 15, 12, 6, 3, 9. Výborně, kurz je za tebou! Zeptej se učitele na další úroveň: kombinovaní kamarádi a počítání zpaměti (anzan).</p>',
        de:
          '<p>Löse am Abakus: 6 + 9, 4 + 8, 15 − 9, 10 − 7, 8 + 7 − 6.</p>' +
          '<p>Lösungen: 15, 12, 6, 3, 9. Super, du hast den Kurs geschafft! Frag deine Lehrkraft nach der nächsten Stufe: gemischte Freunde und Kopfrechnen (Anzan).</p>',
      },
    },
  ],
};
