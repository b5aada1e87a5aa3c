// ro, fr, es, cs, de (see server-texts.ts).
import type { Texts } from './server-texts.ts';

export const TEXTS_B: Record<'ro' | 'fr' | 'es' | 'cs' | 'de', Texts> = {
  ro: {
    'mail.greeting': 'Bună ziua,',
    'mail.signature': 'Școala Abacus',
    'mail.reset.subject': 'Resetarea parolei la Școala Abacus',
    'mail.reset.lead':
      'Cineva a cerut resetarea parolei contului tău de la Școala Abacus. Pentru a alege o parolă nouă, deschide acest link:',
    'mail.reset.tail':
      'Linkul funcționează o singură dată și expiră în {{hours}} h. Dacă nu ai cerut resetarea, ignoră acest mesaj.',
    'mail.activation.subject': 'Confirmă adresa de e-mail pentru Școala Abacus',
    'mail.activation.lead':
      'Îți mulțumim că te-ai înregistrat la Școala Abacus. Confirmă adresa de e-mail deschizând acest link:',
    'mail.activation.tail': 'Dacă nu te-ai înregistrat, ignoră acest mesaj.',
    'mail.emailChanged.subject': 'E-mailul de autentificare la Abacus School a fost schimbat',
    'mail.emailChanged.lead':
      'Adresa de e-mail cu care vă autentificați la Abacus School a fost schimbată în {{email}}. Autentificarea și resetarea parolei se fac acum prin această adresă.',
    'mail.emailChanged.tail': 'Dacă nu ați cerut acest lucru, contactați imediat școala.',
    'activation.verified': 'Adresa de e-mail a fost confirmată.',
    'activation.alreadyVerified': 'Adresa de e-mail a fost deja confirmată.',
    'activation.invalid': 'Linkul de activare nu este valid sau a expirat.',
    'avatar.notAnImage': 'Încarcă o imagine validă. Sunt acceptate doar fișiere JPEG și PNG.',
    'avatar.tooLarge': 'Fișierul este prea mare: cel mult 5 MB.',
    'avatar.noFile': 'Nu a fost trimis niciun fișier.',
    'avatar.empty': 'Fișierul trimis este gol.',
    'avatar.oneFile': 'Trimite un singur fișier, în câmpul „photo”.',
  },
  fr: {
    'mail.greeting': 'Bonjour,',
    'mail.signature': 'École Abacus',
    'mail.reset.subject': 'Réinitialisation du mot de passe de l’École Abacus',
    'mail.reset.lead':
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte à l’École Abacus. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    'mail.reset.tail':
      'Le lien ne fonctionne qu’une fois et expire dans {{hours}} h. Si vous n’avez rien demandé, ignorez ce message.',
    'mail.activation.subject': 'Confirmez votre e-mail pour l’École Abacus',
    'mail.activation.lead':
      'Merci de votre inscription à l’École Abacus. Veuillez confirmer votre adresse e-mail en ouvrant ce lien :',
    'mail.activation.tail': 'Si vous ne vous êtes pas inscrit, ignorez ce message.',
    'mail.emailChanged.subject': 'Votre e-mail de connexion à Abacus School a été modifié',
    'mail.emailChanged.lead':
      'L’adresse e-mail avec laquelle vous vous connectez à Abacus School a été remplacée par {{email}}. La connexion et la réinitialisation du mot de passe passent désormais par cette adresse.',
    'mail.emailChanged.tail': 'Si vous ne l’avez pas demandé, contactez immédiatement votre école.',
    'activation.verified': 'L’adresse e-mail a été confirmée.',
    'activation.alreadyVerified': 'L’adresse e-mail a déjà été confirmée.',
    'activation.invalid': 'Le lien d’activation n’est pas valide ou a expiré.',
    'avatar.notAnImage': 'Envoyez une image valide. Seuls les fichiers JPEG et PNG sont acceptés.',
    'avatar.tooLarge': 'Le fichier est trop volumineux : 5 Mo au maximum.',
    'avatar.noFile': 'Aucun fichier n’a été envoyé.',
    'avatar.empty': 'Le fichier envoyé est vide.',
    'avatar.oneFile': 'Envoyez un seul fichier, dans le champ « photo ».',
  },
  es: {
    'mail.greeting': 'Hola:',
    'mail.signature': 'Escuela Abacus',
    'mail.reset.subject': 'Restablecer tu contraseña de la Escuela Abacus',
    'mail.reset.lead':
      'Alguien ha pedido restablecer la contraseña de tu cuenta de la Escuela Abacus. Para elegir una contraseña nueva, abre este enlace:',
    'mail.reset.tail':
      'El enlace funciona una sola vez y caduca en {{hours}} h. Si no lo has pedido, ignora este mensaje.',
    'mail.activation.subject': 'Confirma tu correo para la Escuela Abacus',
    'mail.activation.lead':
      'Gracias por registrarte en la Escuela Abacus. Confirma tu dirección de correo abriendo este enlace:',
    'mail.activation.tail': 'Si no te has registrado, ignora este mensaje.',
    'mail.emailChanged.subject': 'Se cambió su e-mail de acceso a Abacus School',
    'mail.emailChanged.lead':
      'La dirección de e-mail con la que accede a Abacus School se cambió a {{email}}. El acceso y el restablecimiento de la contraseña van ahora a esa dirección.',
    'mail.emailChanged.tail': 'Si no lo ha pedido, contacte de inmediato con su escuela.',
    'activation.verified': 'El correo ha sido confirmado.',
    'activation.alreadyVerified': 'El correo ya había sido confirmado.',
    'activation.invalid': 'El enlace de activación no es válido o ha caducado.',
    'avatar.notAnImage': 'Sube una imagen válida. Solo se aceptan archivos JPEG y PNG.',
    'avatar.tooLarge': 'El archivo es demasiado grande: 5 MB como máximo.',
    'avatar.noFile': 'No se ha enviado ningún archivo.',
    'avatar.empty': 'El archivo enviado está vacío.',
    'avatar.oneFile': 'Envía un solo archivo, en el campo «photo».',
  },
  cs: {
    'mail.greeting': 'Dobrý den,',
    'mail.signature': 'Škola Abacus',
    'mail.reset.subject': 'Obnovení hesla ve Škole Abacus',
    'mail.reset.lead':
      'Někdo požádal o obnovení hesla k vašemu účtu ve Škole Abacus. Nové heslo si zvolíte po otevření tohoto odkazu:',
    'mail.reset.tail':
      'Odkaz funguje jednou a vyprší za {{hours}} h. Pokud jste o obnovení nežádali, zprávu ignorujte.',
    'mail.activation.subject': 'Potvrďte e-mail pro Školu Abacus',
    'mail.activation.lead':
      'Děkujeme za registraci ve Škole Abacus. Potvrďte prosím svou e-mailovou adresu otevřením tohoto odkazu:',
    'mail.activation.tail': 'Pokud jste se neregistrovali, zprávu ignorujte.',
    'mail.emailChanged.subject': 'Váš přihlašovací e-mail do Abacus School byl změněn',
    'mail.emailChanged.lead':
      'E-mailová adresa, kterou se přihlašujete do Abacus School, byla změněna na {{email}}. Přihlášení a obnova hesla nyní probíhají přes tuto adresu.',
    'mail.emailChanged.tail': 'Pokud jste o to nežádali, ihned kontaktujte svou školu.',
    'activation.verified': 'E-mail byl ověřen.',
    'activation.alreadyVerified': 'E-mail už byl ověřen dříve.',
    'activation.invalid': 'Aktivační odkaz je neplatný nebo vypršel.',
    'avatar.notAnImage': 'Nahrajte platný obrázek. Přijímáme jen soubory JPEG a PNG.',
    'avatar.tooLarge': 'Soubor je příliš velký: nejvýše 5 MB.',
    'avatar.noFile': 'Nebyl odeslán žádný soubor.',
    'avatar.empty': 'Odeslaný soubor je prázdný.',
    'avatar.oneFile': 'Pošlete jeden soubor, v poli „photo“.',
  },
  de: {
    'mail.greeting': 'Hallo,',
    'mail.signature': 'Abacus-Schule',
    'mail.reset.subject': 'Passwort der Abacus-Schule zurücksetzen',
    'mail.reset.lead':
      'Jemand hat angefragt, das Passwort Ihres Kontos an der Abacus-Schule zurückzusetzen. Um ein neues Passwort zu wählen, öffnen Sie diesen Link:',
    'mail.reset.tail':
      'Der Link funktioniert einmal und läuft in {{hours}} Std. ab. Wenn Sie das nicht angefragt haben, ignorieren Sie diese Nachricht.',
    'mail.activation.subject': 'Bestätigen Sie Ihre E-Mail für die Abacus-Schule',
    'mail.activation.lead':
      'Danke für Ihre Anmeldung an der Abacus-Schule. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
    'mail.activation.tail': 'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese Nachricht.',
    'mail.emailChanged.subject': 'Ihre Anmelde-E-Mail bei Abacus School wurde geändert',
    'mail.emailChanged.lead':
      'Die E-Mail-Adresse, mit der Sie sich bei Abacus School anmelden, wurde in {{email}} geändert. Anmeldung und Passwort-Zurücksetzen laufen jetzt über diese Adresse.',
    'mail.emailChanged.tail': 'Wenn Sie das nicht veranlasst haben, wenden Sie sich sofort an Ihre Schule.',
    'activation.verified': 'Die E-Mail-Adresse wurde bestätigt.',
    'activation.alreadyVerified': 'Die E-Mail-Adresse wurde bereits bestätigt.',
    'activation.invalid': 'Der Aktivierungslink ist ungültig oder abgelaufen.',
    'avatar.notAnImage': 'Laden Sie ein gültiges Bild hoch. Nur JPEG- und PNG-Dateien werden angenommen.',
    'avatar.tooLarge': 'Die Datei ist zu groß: höchstens 5 MB.',
    'avatar.noFile': 'Es wurde keine Datei gesendet.',
    'avatar.empty': 'Die gesendete Datei ist leer.',
    'avatar.oneFile': 'Senden Sie eine Datei im Feld „photo“.',
  },
};
