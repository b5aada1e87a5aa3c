import type { SeedLessonGroup } from './lessons.ts';

// Hebrew is right-to-left: formulas are wrapped in dir="ltr" so "+4 = +5 − 1" is not reordered.
const ltr = (formula: string) => `<b dir="ltr">${formula}</b>`;

export const SMALL_FRIENDS: SeedLessonGroup = {
  openedForDemoGroup: 2,
  name: {
    en: 'Direct addition and small friends',
    ru: 'Прямое сложение и «братья»',
    uk: 'Пряме додавання і «брати»',
    pl: 'Dodawanie proste i mali przyjaciele',
    he: 'חיבור ישיר וחברים קטנים',
    az: 'Birbaşa toplama və kiçik dostlar',
    hy: 'Ուղիղ գումարում և փոքր ընկերներ',
    ro: 'Adunarea directă și prietenii mici',
    fr: 'Addition directe et petits amis',
    es: 'Suma directa y amigos pequeños',
    cs: 'Přímé sčítání a malí kamarádi',
    de: 'Direktes Addieren und kleine Freunde',
  },
  lessons: [
    {
      name: {
        en: 'Direct addition and subtraction',
        ru: 'Прямое сложение и вычитание',
        uk: 'Пряме додавання і віднімання',
        pl: 'Proste dodawanie i odejmowanie',
        he: 'חיבור וחיסור ישירים',
        az: 'Birbaşa toplama və çıxma',
        hy: 'Ուղիղ գումարում և հանում',
        ro: 'Adunarea și scăderea directă',
        fr: 'Addition et soustraction directes',
        es: 'Suma y resta directas',
        cs: 'Přímé sčítání a odčítání',
        de: 'Direktes Addieren und Subtrahieren',
      },
      body: {
        en:
          '<p>When the rod has enough free beads, we simply add them: this is <b>direct addition</b>. For 2 + 2, show 2, then push two more lower beads up. The abacus shows 4.</p>' +
          '<p>Subtraction works the same way in reverse. For 7 − 2, show 7, then move two lower beads down: 5. With bigger numbers, always work from the left rod to the right.</p>' +
          '<p>Try it: 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
        ru:
          '<p>Когда на спице хватает свободных косточек, мы просто добавляем их: это <b>прямое сложение</b>. Для 2 + 2 покажи 2 и подними ещё две нижние косточки. Абакус показывает 4.</p>' +
          '<p>Вычитание работает так же, только наоборот. Для 7 − 2 покажи 7 и опусти две нижние косточки: 5. С большими числами всегда работаем от левой спицы к правой.</p>' +
          '<p>Попробуй: 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
        uk:
          '<p>Коли на спиці вистачає вільних кісточок, ми просто додаємо їх: це <b>пряме додавання</b>. Для 2 + 2 покажи 2 і підніми ще дві нижні кісточки. Абакус показує 4.</p>' +
          '<p>Віднімання працює так само, тільки навпаки. Для 7 − 2 покажи 7 і опусти дві нижні кісточки: 5. З більшими числами завжди працюємо від лівої спиці до правої.</p>' +
          '<p>Спробуй: 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
        pl:
          '<p>Gdy na pręcie jest dość wolnych koralików, po prostu je dodajemy: to <b>dodawanie proste</b>. Dla 2 + 2 pokaż 2 i podnieś jeszcze dwa dolne koraliki. Abakus pokazuje 4.</p>' +
          '<p>Odejmowanie działa tak samo, tylko odwrotnie. Dla 7 − 2 pokaż 7 i opuść dwa dolne koraliki: 5. Przy większych liczbach zawsze pracujemy od lewego pręta do prawego.</p>' +
          '<p>Spróbuj: 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
        he:
          '<p>כשיש על המוט מספיק חרוזים פנויים, פשוט מוסיפים אותם: זהו <b>חיבור ישיר</b>. בשביל <span dir="ltr">2 + 2</span> הראו 2 ודחפו למעלה עוד שני חרוזים תחתונים. האבקוס מראה 4.</p>' +
          '<p>חיסור עובד באותה דרך, רק הפוך. בשביל <span dir="ltr">7 − 2</span> הראו 7 והורידו שני חרוזים תחתונים: 5. עם מספרים גדולים יותר תמיד עובדים מהמוט השמאלי אל הימני.</p>' +
          '<p>נסו: <span dir="ltr">1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34</span>.</p>',
        az:
          '<p>Mildə kifayət qədər boş muncuq olduqda, onları sadəcə əlavə edirik: bu, <b>birbaşa toplamadır</b>. 2 + 2 üçün 2 göstər və daha iki aşağı muncuq qaldır. Abakus 4 göstərir.</p>' +
          '<p>Çıxma da eyni cür, sadəcə əksinə işləyir. 7 − 2 üçün 7 göstər və iki aşağı muncuğu endir: 5. Böyük ədədlərlə həmişə sol mildən sağa doğru işləyirik.</p>' +
          '<p>Sına: 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
        hy:
          '<p>Երբ ձողի վրա բավականաչափ ազատ ուլունքներ կան, մենք պարզապես ավելացնում ենք դրանք․ սա <b>ուղիղ գումարում</b> է։ 2 + 2-ի համար ցույց տուր 2 և բարձրացրու ևս երկու ստորին ուլունք։ Աբակուսը ցույց է տալիս 4։</p>' +
          '<p>Հանումն աշխատում է նույն կերպ, միայն հակառակ ուղղությամբ։ 7 − 2-ի համար ցույց տուր 7 և իջեցրու երկու ստորին ուլունք՝ 5։ Մեծ թվերի դեպքում միշտ աշխատում ենք ձախ ձողից դեպի աջ։</p>' +
          '<p>Փորձիր՝ 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34։</p>',
        ro:
          '<p>Când pe tijă sunt destule bile libere, pur și simplu le adăugăm: aceasta este <b>adunarea directă</b>. Pentru 2 + 2, arată 2 și mai ridică două bile de jos. Abacul arată 4.</p>' +
          '<p>Scăderea funcționează la fel, dar invers. Pentru 7 − 2, arată 7 și coboară două bile de jos: 5. La numerele mai mari lucrăm mereu de la tija din stânga spre dreapta.</p>' +
          '<p>Încearcă: 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
        fr:
          '<p>Quand la tige a assez de boules libres, on les ajoute simplement : c’est l’<b>addition directe</b>. Pour 2 + 2, montre 2 puis monte encore deux boules du bas. Le boulier montre 4.</p>' +
          '<p>La soustraction marche de la même façon, à l’envers. Pour 7 − 2, montre 7 puis descends deux boules du bas : 5. Avec des nombres plus grands, on travaille toujours de la tige de gauche vers la droite.</p>' +
          '<p>Essaie : 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
        es:
          '<p>Cuando la varilla tiene suficientes cuentas libres, simplemente las añadimos: es la <b>suma directa</b>. Para 2 + 2, muestra 2 y sube dos cuentas inferiores más. El ábaco muestra 4.</p>' +
          '<p>La resta funciona igual, pero al revés. Para 7 − 2, muestra 7 y baja dos cuentas inferiores: 5. Con números más grandes trabajamos siempre de la varilla izquierda a la derecha.</p>' +
          '<p>Pruébalo: 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
        cs:
          '<p>Když je na tyčce dost volných kuliček, prostě je přidáme: to je <b>přímé sčítání</b>. U příkladu 2 + 2 ukaž 2 a posuň nahoru ještě dvě dolní kuličky. Abakus ukazuje 4.</p>' +
          '<p>Odčítání funguje stejně, jen obráceně. U příkladu 7 − 2 ukaž 7 a posuň dvě dolní kuličky dolů: 5. U větších čísel pracujeme vždy od levé tyčky k pravé.</p>' +
          '<p>Zkus: 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
        de:
          '<p>Wenn auf dem Stab genug freie Perlen sind, fügen wir sie einfach hinzu: Das ist das <b>direkte Addieren</b>. Für 2 + 2 zeigst du 2 und schiebst noch zwei untere Perlen nach oben. Der Abakus zeigt 4.</p>' +
          '<p>Subtrahieren geht genauso, nur umgekehrt. Für 7 − 2 zeigst du 7 und schiebst zwei untere Perlen nach unten: 5. Bei größeren Zahlen arbeiten wir immer vom linken Stab nach rechts.</p>' +
          '<p>Probiere: 1 + 3, 6 + 2, 8 − 3, 9 − 4, 21 + 34.</p>',
      },
    },
    {
      name: {
        en: 'Small friends: adding',
        ru: '«Братья»: сложение',
        uk: '«Брати»: додавання',
        pl: 'Mali przyjaciele: dodawanie',
        he: 'חברים קטנים: חיבור',
        az: 'Kiçik dostlar: toplama',
        hy: 'Փոքր ընկերներ՝ գումարում',
        ro: 'Prietenii mici: adunarea',
        fr: 'Petits amis : l’addition',
        es: 'Amigos pequeños: la suma',
        cs: 'Malí kamarádi: sčítání',
        de: 'Kleine Freunde: Addieren',
      },
      body: {
        en:
          '<p><b>Small friends</b> are two numbers that make 5 together: 1 and 4, 2 and 3. They help when there are not enough lower beads.</p>' +
          '<p>Try 4 + 1: all four lower beads are already up. So bring the upper bead down (+5) and take away the friend of 1, which is 4: <b>+1 = +5 − 4</b>. In the same way <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> and <b>+2 = +5 − 3</b>.</p>' +
          '<p>Example: 3 + 4. Show 3, bring the upper bead down and take one lower bead away. The answer is 7.</p>',
        ru:
          '<p><b>«Братья»</b> — это два числа, которые вместе дают 5: 1 и 4, 2 и 3. Они помогают, когда не хватает нижних косточек.</p>' +
          '<p>Попробуй 4 + 1: все четыре нижние косточки уже подняты. Тогда опускаем верхнюю косточку (+5) и убираем «брата» единицы — 4: <b>+1 = +5 − 4</b>. Так же <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> и <b>+2 = +5 − 3</b>.</p>' +
          '<p>Пример: 3 + 4. Покажи 3, опусти верхнюю косточку и убери одну нижнюю. Ответ: 7.</p>',
        uk:
          '<p><b>«Брати»</b> — це два числа, які разом дають 5: 1 і 4, 2 і 3. Вони допомагають, коли бракує нижніх кісточок.</p>' +
          '<p>Спробуй 4 + 1: усі чотири нижні кісточки вже підняті. Тоді опускаємо верхню кісточку (+5) і прибираємо «брата» одиниці — 4: <b>+1 = +5 − 4</b>. Так само <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> і <b>+2 = +5 − 3</b>.</p>' +
          '<p>Приклад: 3 + 4. Покажи 3, опусти верхню кісточку й прибери одну нижню. Відповідь: 7.</p>',
        pl:
          '<p><b>Mali przyjaciele</b> to dwie liczby, które razem dają 5: 1 i 4, 2 i 3. Pomagają, gdy brakuje dolnych koralików.</p>' +
          '<p>Spróbuj 4 + 1: wszystkie cztery dolne koraliki są już podniesione. Opuszczamy więc górny koralik (+5) i zabieramy przyjaciela jedynki, czyli 4: <b>+1 = +5 − 4</b>. Tak samo <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> i <b>+2 = +5 − 3</b>.</p>' +
          '<p>Przykład: 3 + 4. Pokaż 3, opuść górny koralik i zabierz jeden dolny. Wynik to 7.</p>',
        he:
          '<p><b>חברים קטנים</b> הם שני מספרים שיחד שווים 5: 1 ו־4, 2 ו־3. הם עוזרים כשאין מספיק חרוזים תחתונים.</p>' +
          `<p>נסו <span dir="ltr">4 + 1</span>: כל ארבעת החרוזים התחתונים כבר למעלה. לכן מורידים את החרוז העליון (<span dir="ltr">+5</span>) ומורידים את החבר של 1, שהוא 4: ${ltr('+1 = +5 − 4')}. באותה דרך ${ltr('+4 = +5 − 1')}, ${ltr('+3 = +5 − 2')} ו־${ltr('+2 = +5 − 3')}.</p>` +
          '<p>דוגמה: <span dir="ltr">3 + 4</span>. הראו 3, הורידו את החרוז העליון והורידו חרוז תחתון אחד. התשובה היא 7.</p>',
        az:
          '<p><b>Kiçik dostlar</b> birlikdə 5 edən iki ədəddir: 1 və 4, 2 və 3. Aşağı muncuqlar çatmayanda onlar kömək edir.</p>' +
          '<p>4 + 1-i sına: dörd aşağı muncuğun hamısı artıq qalxıb. Onda yuxarı muncuğu endiririk (+5) və 1-in dostunu, yəni 4-ü çıxırıq: <b>+1 = +5 − 4</b>. Eyni qaydada <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> və <b>+2 = +5 − 3</b>.</p>' +
          '<p>Nümunə: 3 + 4. 3 göstər, yuxarı muncuğu endir və bir aşağı muncuğu çıxar. Cavab 7-dir.</p>',
        hy:
          '<p><b>Փոքր ընկերները</b> երկու թվեր են, որոնք միասին տալիս են 5՝ 1 և 4, 2 և 3։ Նրանք օգնում են, երբ ստորին ուլունքները չեն բավականացնում։</p>' +
          '<p>Փորձիր 4 + 1․ չորս ստորին ուլունքներն արդեն բարձրացված են։ Ուստի իջեցնում ենք վերին ուլունքը (+5) և հանում ենք 1-ի ընկերոջը՝ 4-ը՝ <b>+1 = +5 − 4</b>։ Նույն կերպ <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> և <b>+2 = +5 − 3</b>։</p>' +
          '<p>Օրինակ՝ 3 + 4։ Ցույց տուր 3, իջեցրու վերին ուլունքը և հանիր մեկ ստորին ուլունք։ Պատասխանը 7 է։</p>',
        ro:
          '<p><b>Prietenii mici</b> sunt două numere care împreună fac 5: 1 și 4, 2 și 3. Ne ajută atunci când nu sunt destule bile de jos.</p>' +
          '<p>Încearcă 4 + 1: toate cele patru bile de jos sunt deja ridicate. Așa că coborâm bila de sus (+5) și luăm prietenul lui 1, adică 4: <b>+1 = +5 − 4</b>. La fel, <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> și <b>+2 = +5 − 3</b>.</p>' +
          '<p>Exemplu: 3 + 4. Arată 3, coboară bila de sus și ia o bilă de jos. Răspunsul este 7.</p>',
        fr:
          '<p>Les <b>petits amis</b> sont deux nombres qui font 5 ensemble : 1 et 4, 2 et 3. Ils aident quand il n’y a pas assez de boules du bas.</p>' +
          '<p>Essaie 4 + 1 : les quatre boules du bas sont déjà montées. On descend donc la boule du haut (+5) et on enlève l’ami de 1, c’est-à-dire 4 : <b>+1 = +5 − 4</b>. De même, <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> et <b>+2 = +5 − 3</b>.</p>' +
          '<p>Exemple : 3 + 4. Montre 3, descends la boule du haut et enlève une boule du bas. La réponse est 7.</p>',
        es:
          '<p>Los <b>amigos pequeños</b> son dos números que juntos suman 5: 1 y 4, 2 y 3. Nos ayudan cuando no hay suficientes cuentas inferiores.</p>' +
          '<p>Prueba 4 + 1: las cuatro cuentas inferiores ya están arriba. Entonces bajamos la cuenta superior (+5) y quitamos el amigo del 1, que es el 4: <b>+1 = +5 − 4</b>. Del mismo modo, <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> y <b>+2 = +5 − 3</b>.</p>' +
          '<p>Ejemplo: 3 + 4. Muestra 3, baja la cuenta superior y quita una cuenta inferior. La respuesta es 7.</p>',
        cs:
          '<p><b>Malí kamarádi</b> jsou dvě čísla, která dohromady dávají 5: 1 a 4, 2 a 3. Pomáhají, když nestačí dolní kuličky.</p>' +
          '<p>Zkus 4 + 1: všechny čtyři dolní kuličky jsou už nahoře. Posuneme tedy dolů horní kuličku (+5) a odebereme kamaráda jedničky, tedy 4: <b>+1 = +5 − 4</b>. Stejně tak <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> a <b>+2 = +5 − 3</b>.</p>' +
          '<p>Příklad: 3 + 4. Ukaž 3, posuň dolů horní kuličku a odeber jednu dolní. Výsledek je 7.</p>',
        de:
          '<p><b>Kleine Freunde</b> sind zwei Zahlen, die zusammen 5 ergeben: 1 und 4, 2 und 3. Sie helfen, wenn nicht genug untere Perlen da sind.</p>' +
          '<p>Probiere 4 + 1: Alle vier unteren Perlen sind schon oben. Also schieben wir die obere Perle herunter (+5) und nehmen den Freund der 1 weg, die 4: <b>+1 = +5 − 4</b>. Genauso gilt <b>+4 = +5 − 1</b>, <b>+3 = +5 − 2</b> und <b>+2 = +5 − 3</b>.</p>' +
          '<p>Beispiel: 3 + 4. Zeige 3, schiebe die obere Perle herunter und nimm eine untere Perle weg. Das Ergebnis ist 7.</p>',
      },
    },
    {
      name: {
        en: 'Small friends: subtracting',
        ru: '«Братья»: вычитание',
        uk: '«Брати»: віднімання',
        pl: 'Mali przyjaciele: odejmowanie',
        he: 'חברים קטנים: חיסור',
        az: 'Kiçik dostlar: çıxma',
        hy: 'Փոքր ընկերներ՝ հանում',
        ro: 'Prietenii mici: scăderea',
        fr: 'Petits amis : la soustraction',
        es: 'Amigos pequeños: la resta',
        cs: 'Malí kamarádi: odčítání',
        de: 'Kleine Freunde: Subtrahieren',
      },
      body: {
        en:
          '<p>Subtracting with small friends is the mirror image of adding. For 5 − 1 there is no lower bead to take away, so we add the friend and take the five away: <b>−1 = +4 − 5</b>.</p>' +
          '<p>The other rules are <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> and <b>−4 = +1 − 5</b>. Example: 6 − 3. Show 6, push two lower beads up and lift the upper bead away. The answer is 3.</p>',
        ru:
          '<p>Вычитание с «братьями» — зеркальное отражение сложения. Для 5 − 1 нет нижней косточки, которую можно убрать, поэтому добавляем «брата» и убираем пятёрку: <b>−1 = +4 − 5</b>.</p>' +
          '<p>Остальные правила: <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> и <b>−4 = +1 − 5</b>. Пример: 6 − 3. Покажи 6, подними две нижние косточки и отведи верхнюю косточку от перекладины. Ответ: 3.</p>',
        uk:
          '<p>Віднімання з «братами» — дзеркальне відображення додавання. Для 5 − 1 немає нижньої кісточки, яку можна прибрати, тому додаємо «брата» і прибираємо п’ятірку: <b>−1 = +4 − 5</b>.</p>' +
          '<p>Інші правила: <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> і <b>−4 = +1 − 5</b>. Приклад: 6 − 3. Покажи 6, підніми дві нижні кісточки й відведи верхню кісточку від планки. Відповідь: 3.</p>',
        pl:
          '<p>Odejmowanie z małymi przyjaciółmi to lustrzane odbicie dodawania. Dla 5 − 1 nie ma dolnego koralika do zabrania, więc dodajemy przyjaciela i zabieramy piątkę: <b>−1 = +4 − 5</b>.</p>' +
          '<p>Pozostałe reguły to <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> i <b>−4 = +1 − 5</b>. Przykład: 6 − 3. Pokaż 6, podnieś dwa dolne koraliki i odsuń górny koralik od belki. Wynik to 3.</p>',
        he:
          `<p>חיסור עם חברים קטנים הוא תמונת מראה של חיבור. בשביל <span dir="ltr">5 − 1</span> אין חרוז תחתון להוריד, לכן מוסיפים את החבר ומורידים את החמש: ${ltr('−1 = +4 − 5')}.</p>` +
          `<p>שאר הכללים הם ${ltr('−2 = +3 − 5')}, ${ltr('−3 = +2 − 5')} ו־${ltr('−4 = +1 − 5')}. דוגמה: <span dir="ltr">6 − 3</span>. הראו 6, דחפו שני חרוזים תחתונים למעלה והרחיקו את החרוז העליון מהקורה. התשובה היא 3.</p>`,
        az:
          '<p>Kiçik dostlarla çıxma toplamanın güzgü əksidir. 5 − 1 üçün çıxarılacaq aşağı muncuq yoxdur, ona görə dostu əlavə edir və beşi çıxırıq: <b>−1 = +4 − 5</b>.</p>' +
          '<p>Digər qaydalar: <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> və <b>−4 = +1 − 5</b>. Nümunə: 6 − 3. 6 göstər, iki aşağı muncuğu qaldır və yuxarı muncuğu tirdən uzaqlaşdır. Cavab 3-dür.</p>',
        hy:
          '<p>Փոքր ընկերներով հանումը գումարման հայելային պատկերն է։ 5 − 1-ի դեպքում հանելու ստորին ուլունք չկա, ուստի ավելացնում ենք ընկերոջը և հանում հինգը՝ <b>−1 = +4 − 5</b>։</p>' +
          '<p>Մյուս կանոններն են՝ <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> և <b>−4 = +1 − 5</b>։ Օրինակ՝ 6 − 3։ Ցույց տուր 6, բարձրացրու երկու ստորին ուլունք և վերին ուլունքը հեռացրու միջնաձողից։ Պատասխանը 3 է։</p>',
        ro:
          '<p>Scăderea cu prietenii mici este imaginea în oglindă a adunării. Pentru 5 − 1 nu există nicio bilă de jos de luat, așa că adăugăm prietenul și luăm cinciul: <b>−1 = +4 − 5</b>.</p>' +
          '<p>Celelalte reguli sunt <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> și <b>−4 = +1 − 5</b>. Exemplu: 6 − 3. Arată 6, ridică două bile de jos și îndepărtează bila de sus de bară. Răspunsul este 3.</p>',
        fr:
          '<p>Soustraire avec les petits amis, c’est l’image miroir de l’addition. Pour 5 − 1, il n’y a pas de boule du bas à enlever : on ajoute l’ami et on enlève le cinq : <b>−1 = +4 − 5</b>.</p>' +
          '<p>Les autres règles sont <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> et <b>−4 = +1 − 5</b>. Exemple : 6 − 3. Montre 6, monte deux boules du bas et éloigne la boule du haut de la barre. La réponse est 3.</p>',
        es:
          '<p>Restar con los amigos pequeños es la imagen en espejo de sumar. Para 5 − 1 no hay ninguna cuenta inferior que quitar, así que añadimos el amigo y quitamos el cinco: <b>−1 = +4 − 5</b>.</p>' +
          '<p>Las otras reglas son <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> y <b>−4 = +1 − 5</b>. Ejemplo: 6 − 3. Muestra 6, sube dos cuentas inferiores y aparta la cuenta superior de la barra. La respuesta es 3.</p>',
        cs:
          '<p>Odčítání s malými kamarády je zrcadlovým obrazem sčítání. U příkladu 5 − 1 není žádná dolní kulička, kterou bychom odebrali, a tak přidáme kamaráda a odebereme pětku: <b>−1 = +4 − 5</b>.</p>' +
          '<p>Další pravidla jsou <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> a <b>−4 = +1 − 5</b>. Příklad: 6 − 3. Ukaž 6, posuň dvě dolní kuličky nahoru a horní kuličku odsuň od příčky. Výsledek je 3.</p>',
        de:
          '<p>Subtrahieren mit kleinen Freunden ist das Spiegelbild des Addierens. Bei 5 − 1 gibt es keine untere Perle zum Wegnehmen, also fügen wir den Freund hinzu und nehmen die Fünf weg: <b>−1 = +4 − 5</b>.</p>' +
          '<p>Die anderen Regeln sind <b>−2 = +3 − 5</b>, <b>−3 = +2 − 5</b> und <b>−4 = +1 − 5</b>. Beispiel: 6 − 3. Zeige 6, schiebe zwei untere Perlen nach oben und schiebe die obere Perle vom Balken weg. Das Ergebnis ist 3.</p>',
      },
    },
    {
      name: {
        en: 'Test: small friends',
        ru: 'Тест: «братья»',
        uk: 'Тест: «брати»',
        pl: 'Test: mali przyjaciele',
        he: 'מבחן: חברים קטנים',
        az: 'Test: kiçik dostlar',
        hy: 'Թեստ՝ փոքր ընկերներ',
        ro: 'Test: prietenii mici',
        fr: 'Test : les petits amis',
        es: 'Prueba: amigos pequeños',
        cs: 'Test: malí kamarádi',
        de: 'Test: kleine Freunde',
      },
      body: {
        en:
          '<p>Solve these on the abacus and say aloud the rule you used: 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Answers: 7, 6, 3, 3, 1. When you get all of them right three times in a row, try them in your head by picturing the beads.</p>',
        ru:
          '<p>Реши на абакусе и назови вслух правило, которое использовал: 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Ответы: 7, 6, 3, 3, 1. Когда решишь всё правильно три раза подряд, попробуй считать в уме, представляя косточки.</p>',
        uk:
          '<p>Розв’яжи на абакусі й назви вголос правило, яке використав: 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Відповіді: 7, 6, 3, 3, 1. Коли розв’яжеш усе правильно тричі поспіль, спробуй рахувати в умі, уявляючи кісточки.</p>',
        pl:
          '<p>Rozwiąż na abakusie i powiedz na głos, której reguły użyłeś: 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Odpowiedzi: 7, 6, 3, 3, 1. Gdy rozwiążesz wszystko poprawnie trzy razy z rzędu, spróbuj liczyć w pamięci, wyobrażając sobie koraliki.</p>',
        he:
          '<p>פתרו על האבקוס ואמרו בקול באיזה כלל השתמשתם: <span dir="ltr">4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4</span>.</p>' +
          '<p>תשובות: <span dir="ltr">7, 6, 3, 3, 1</span>. כשתפתרו הכול נכון שלוש פעמים ברצף, נסו לחשב בראש ולדמיין את החרוזים.</p>',
        az:
          '<p>Bunları abakusda həll et və istifadə etdiyin qaydanı ucadan de: 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Cavablar: 7, 6, 3, 3, 1. Hamısını ardıcıl üç dəfə düzgün həll edəndə, muncuqları təsəvvür edərək ağılda saymağa çalış.</p>',
        hy:
          '<p>Լուծիր աբակուսի վրա և բարձրաձայն ասա, թե որ կանոնն ես օգտագործել՝ 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4։</p>' +
          '<p>Պատասխաններ՝ 7, 6, 3, 3, 1։ Երբ երեք անգամ անընդմեջ բոլորը ճիշտ լուծես, փորձիր հաշվել մտքում՝ պատկերացնելով ուլունքները։</p>',
        ro:
          '<p>Rezolvă pe abac și spune cu voce tare ce regulă ai folosit: 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Răspunsuri: 7, 6, 3, 3, 1. Când le rezolvi corect pe toate de trei ori la rând, încearcă să calculezi în minte, imaginându-ți bilele.</p>',
        fr:
          '<p>Résous ces calculs sur le boulier et dis à voix haute la règle utilisée : 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Réponses : 7, 6, 3, 3, 1. Quand tu as tout juste trois fois de suite, essaie de calculer de tête en imaginant les boules.</p>',
        es:
          '<p>Resuelve en el ábaco y di en voz alta la regla que usaste: 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Respuestas: 7, 6, 3, 3, 1. Cuando las aciertes todas tres veces seguidas, intenta calcular de cabeza imaginando las cuentas.</p>',
        cs:
          '<p>Vyřeš na abakusu a nahlas řekni, které pravidlo jsi použil: 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Výsledky: 7, 6, 3, 3, 1. Až vše vyřešíš správně třikrát za sebou, zkus počítat zpaměti a představovat si kuličky.</p>',
        de:
          '<p>Löse diese Aufgaben am Abakus und sage laut, welche Regel du benutzt hast: 4 + 3, 2 + 4, 7 − 4, 5 − 2, 3 + 2 − 4.</p>' +
          '<p>Lösungen: 7, 6, 3, 3, 1. Wenn du dreimal hintereinander alles richtig hast, rechne im Kopf und stell dir dabei die Perlen vor.</p>',
      },
    },
  ],
};
