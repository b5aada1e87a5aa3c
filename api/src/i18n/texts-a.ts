// ru, ua, pl, he, az, hy (see server-texts.ts).
import type { Texts } from './server-texts.ts';

export const TEXTS_A: Record<'ru' | 'ua' | 'pl' | 'he' | 'az' | 'hy', Texts> = {
  ru: {
    'mail.greeting': 'Здравствуйте!',
    'mail.signature': 'Школа Abacus',
    'mail.reset.subject': 'Сброс пароля в школе Abacus',
    'mail.reset.lead':
      'Кто-то попросил сбросить пароль вашей учётной записи в школе Abacus. Чтобы выбрать новый пароль, откройте ссылку:',
    'mail.reset.tail':
      'Ссылка действует один раз и истекает через {{hours}} ч. Если вы не запрашивали сброс, просто проигнорируйте это письмо.',
    'mail.activation.subject': 'Подтвердите e-mail для школы Abacus',
    'mail.activation.lead':
      'Спасибо за регистрацию в школе Abacus. Подтвердите, пожалуйста, свой адрес e-mail, открыв ссылку:',
    'mail.activation.tail': 'Если вы не регистрировались, проигнорируйте это письмо.',
    'mail.emailChanged.subject': 'E-mail для входа в школу Abacus изменён',
    'mail.emailChanged.lead':
      'Адрес e-mail, с которым вы входите в школу Abacus, изменён на {{email}}. Вход и сброс пароля теперь идут через этот адрес.',
    'mail.emailChanged.tail': 'Если вы об этом не просили, сразу свяжитесь со своей школой.',
    'activation.verified': 'E-mail подтверждён.',
    'activation.alreadyVerified': 'E-mail уже был подтверждён.',
    'activation.invalid': 'Ссылка активации недействительна или устарела.',
    'avatar.notAnImage': 'Загрузите изображение. Принимаются только файлы JPEG и PNG.',
    'avatar.tooLarge': 'Файл слишком большой: не более 5 МБ.',
    'avatar.noFile': 'Файл не был отправлен.',
    'avatar.empty': 'Отправленный файл пуст.',
    'avatar.oneFile': 'Отправьте один файл в поле «photo».',
  },
  ua: {
    'mail.greeting': 'Вітаємо!',
    'mail.signature': 'Школа Abacus',
    'mail.reset.subject': 'Скидання пароля в школі Abacus',
    'mail.reset.lead':
      'Хтось попросив скинути пароль вашого облікового запису в школі Abacus. Щоб вибрати новий пароль, відкрийте посилання:',
    'mail.reset.tail':
      'Посилання діє один раз і спливає через {{hours}} год. Якщо ви не просили скидання, просто проігноруйте цей лист.',
    'mail.activation.subject': 'Підтвердіть e-mail для школи Abacus',
    'mail.activation.lead':
      'Дякуємо за реєстрацію в школі Abacus. Будь ласка, підтвердіть свою адресу e-mail, відкривши посилання:',
    'mail.activation.tail': 'Якщо ви не реєструвалися, проігноруйте цей лист.',
    'mail.emailChanged.subject': 'E-mail для входу до школи Abacus змінено',
    'mail.emailChanged.lead':
      'Адресу e-mail, з якою ви входите до школи Abacus, змінено на {{email}}. Вхід і скидання пароля тепер ідуть через цю адресу.',
    'mail.emailChanged.tail': 'Якщо ви про це не просили, одразу зв’яжіться зі своєю школою.',
    'activation.verified': 'E-mail підтверджено.',
    'activation.alreadyVerified': 'E-mail уже було підтверджено.',
    'activation.invalid': 'Посилання активації недійсне або застаріле.',
    'avatar.notAnImage': 'Завантажте зображення. Приймаються лише файли JPEG і PNG.',
    'avatar.tooLarge': 'Файл завеликий: не більше 5 МБ.',
    'avatar.noFile': 'Файл не було надіслано.',
    'avatar.empty': 'Надісланий файл порожній.',
    'avatar.oneFile': 'Надішліть один файл у полі «photo».',
  },
  pl: {
    'mail.greeting': 'Dzień dobry,',
    'mail.signature': 'Szkoła Abacus',
    'mail.reset.subject': 'Resetowanie hasła w Szkole Abacus',
    'mail.reset.lead':
      'Ktoś poprosił o zresetowanie hasła do Twojego konta w Szkole Abacus. Aby wybrać nowe hasło, otwórz ten link:',
    'mail.reset.tail':
      'Link działa jeden raz i wygasa za {{hours}} godz. Jeśli nie prosiłeś o reset, zignoruj tę wiadomość.',
    'mail.activation.subject': 'Potwierdź e-mail w Szkole Abacus',
    'mail.activation.lead':
      'Dziękujemy za rejestrację w Szkole Abacus. Potwierdź swój adres e-mail, otwierając ten link:',
    'mail.activation.tail': 'Jeśli nie zakładałeś konta, zignoruj tę wiadomość.',
    'mail.emailChanged.subject': 'Zmieniono e-mail logowania w szkole Abacus',
    'mail.emailChanged.lead':
      'Adres e-mail, którym logujesz się do szkoły Abacus, zmieniono na {{email}}. Logowanie i resetowanie hasła odbywają się teraz przez ten adres.',
    'mail.emailChanged.tail': 'Jeśli to nie Ty o to prosiłeś, od razu skontaktuj się ze swoją szkołą.',
    'activation.verified': 'Adres e-mail został potwierdzony.',
    'activation.alreadyVerified': 'Adres e-mail został już wcześniej potwierdzony.',
    'activation.invalid': 'Link aktywacyjny jest nieprawidłowy lub wygasł.',
    'avatar.notAnImage': 'Prześlij prawidłowy obraz. Akceptowane są tylko pliki JPEG i PNG.',
    'avatar.tooLarge': 'Plik jest za duży: maksymalnie 5 MB.',
    'avatar.noFile': 'Nie przesłano pliku.',
    'avatar.empty': 'Przesłany plik jest pusty.',
    'avatar.oneFile': 'Wyślij jeden plik w polu „photo”.',
  },
  he: {
    'mail.greeting': 'שלום,',
    'mail.signature': 'בית הספר Abacus',
    'mail.reset.subject': 'איפוס הסיסמה בבית הספר Abacus',
    'mail.reset.lead':
      'התקבלה בקשה לאפס את הסיסמה של החשבון שלך בבית הספר Abacus. כדי לבחור סיסמה חדשה, יש לפתוח את הקישור:',
    'mail.reset.tail': 'הקישור פועל פעם אחת ותוקפו יפוג בעוד {{hours}} שעות. אם לא ביקשת איפוס, אפשר להתעלם מהודעה זו.',
    'mail.activation.subject': 'אישור כתובת הדוא״ל בבית הספר Abacus',
    'mail.activation.lead': 'תודה שנרשמת לבית הספר Abacus. יש לאשר את כתובת הדוא״ל על ידי פתיחת הקישור:',
    'mail.activation.tail': 'אם לא נרשמת, אפשר להתעלם מהודעה זו.',
    'mail.emailChanged.subject': 'כתובת הדוא״ל לכניסה לבית הספר Abacus שונתה',
    'mail.emailChanged.lead':
      'כתובת הדוא״ל שבה אתם נכנסים לבית הספר Abacus שונתה ל־{{email}}. הכניסה ואיפוס הסיסמה עוברים מעכשיו דרך כתובת זו.',
    'mail.emailChanged.tail': 'אם לא ביקשתם זאת, פנו מיד לבית הספר שלכם.',
    'activation.verified': 'כתובת הדוא״ל אומתה.',
    'activation.alreadyVerified': 'כתובת הדוא״ל כבר אומתה.',
    'activation.invalid': 'קישור ההפעלה אינו תקין או שפג תוקפו.',
    'avatar.notAnImage': 'יש להעלות תמונה תקינה. מתקבלים רק קובצי JPEG ו-PNG.',
    'avatar.tooLarge': 'הקובץ גדול מדי: עד 5MB.',
    'avatar.noFile': 'לא נשלח קובץ.',
    'avatar.empty': 'הקובץ שנשלח ריק.',
    'avatar.oneFile': 'יש לשלוח קובץ אחד, בשדה "photo".',
  },
  az: {
    'mail.greeting': 'Salam,',
    'mail.signature': 'Abacus Məktəbi',
    'mail.reset.subject': 'Abacus Məktəbində şifrənin bərpası',
    'mail.reset.lead':
      'Kimsə Abacus Məktəbindəki hesabınızın şifrəsinin bərpasını istədi. Yeni şifrə seçmək üçün bu keçidi açın:',
    'mail.reset.tail':
      'Keçid bir dəfə işləyir və {{hours}} saat sonra etibarsız olur. Bunu siz istəməmisinizsə, bu məktubu nəzərə almayın.',
    'mail.activation.subject': 'Abacus Məktəbi üçün e-poçtunuzu təsdiqləyin',
    'mail.activation.lead':
      'Abacus Məktəbində qeydiyyatdan keçdiyiniz üçün təşəkkür edirik. Bu keçidi açaraq e-poçt ünvanınızı təsdiqləyin:',
    'mail.activation.tail': 'Qeydiyyatdan keçməmisinizsə, bu məktubu nəzərə almayın.',
    'mail.emailChanged.subject': 'Abacus məktəbinə giriş e-poçtunuz dəyişdirildi',
    'mail.emailChanged.lead':
      'Abacus məktəbinə daxil olduğunuz e-poçt ünvanı {{email}} ilə əvəz edildi. Giriş və parolun sıfırlanması artıq bu ünvan vasitəsilə olur.',
    'mail.emailChanged.tail': 'Bunu siz istəməmisinizsə, dərhal məktəbinizlə əlaqə saxlayın.',
    'activation.verified': 'E-poçt təsdiqləndi.',
    'activation.alreadyVerified': 'E-poçt artıq təsdiqlənib.',
    'activation.invalid': 'Aktivləşdirmə keçidi etibarsızdır və ya vaxtı bitib.',
    'avatar.notAnImage': 'Düzgün şəkil yükləyin. Yalnız JPEG və PNG faylları qəbul olunur.',
    'avatar.tooLarge': 'Fayl çox böyükdür: ən çox 5 MB.',
    'avatar.noFile': 'Fayl göndərilməyib.',
    'avatar.empty': 'Göndərilən fayl boşdur.',
    'avatar.oneFile': '"photo" sahəsində bir fayl göndərin.',
  },
  hy: {
    'mail.greeting': 'Բարև ձեզ,',
    'mail.signature': 'Abacus դպրոց',
    'mail.reset.subject': 'Abacus դպրոցի գաղտնաբառի վերականգնում',
    'mail.reset.lead':
      'Ինչ-որ մեկը խնդրել է վերականգնել Abacus դպրոցում ձեր հաշվի գաղտնաբառը։ Նոր գաղտնաբառ ընտրելու համար բացեք այս հղումը՝',
    'mail.reset.tail':
      'Հղումը գործում է մեկ անգամ և ուժը կորցնում է {{hours}} ժամից։ Եթե դուք չեք խնդրել, անտեսեք այս նամակը։',
    'mail.activation.subject': 'Հաստատեք ձեր էլ. փոստը Abacus դպրոցի համար',
    'mail.activation.lead':
      'Շնորհակալություն Abacus դպրոցում գրանցվելու համար։ Խնդրում ենք հաստատել ձեր էլ. փոստի հասցեն՝ բացելով այս հղումը՝',
    'mail.activation.tail': 'Եթե դուք չեք գրանցվել, անտեսեք այս նամակը։',
    'mail.emailChanged.subject': 'Abacus դպրոց մուտքի ձեր էլ. փոստը փոխվել է',
    'mail.emailChanged.lead':
      'Էլ. փոստի հասցեն, որով մուտք եք գործում Abacus դպրոց, փոխվել է {{email}}-ի։ Մուտքը և գաղտնաբառի վերականգնումն այժմ կատարվում են այդ հասցեով։',
    'mail.emailChanged.tail': 'Եթե դա չեք խնդրել, անմիջապես կապվեք ձեր դպրոցի հետ։',
    'activation.verified': 'Էլ. փոստը հաստատված է։',
    'activation.alreadyVerified': 'Էլ. փոստն արդեն հաստատված է։',
    'activation.invalid': 'Ակտիվացման հղումն անվավեր է կամ ժամկետանց։',
    'avatar.notAnImage': 'Վերբեռնեք ճիշտ պատկեր։ Ընդունվում են միայն JPEG և PNG ֆայլեր։',
    'avatar.tooLarge': 'Ֆայլը չափազանց մեծ է՝ առավելագույնը 5 ՄԲ։',
    'avatar.noFile': 'Ֆայլ չի ուղարկվել։',
    'avatar.empty': 'Ուղարկված ֆայլը դատարկ է։',
    'avatar.oneFile': 'Ուղարկեք մեկ ֆայլ՝ «photo» դաշտում։',
  },
};
