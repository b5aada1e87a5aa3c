// What a franchise's invoice says to people, in the 12 interface languages: the names of the monthly close's lines
// (stored in the franchise's language when the invoice is made), the payment order (on the Invoices tab, in the
// reader's language) and the e-mail (in the franchise's language). English is the reference; every language has
// every key (franchise-invoice-order.test.ts).
import type { Language } from '@abacus/contract/languages';

export const INVOICE_TEXTS_EN = {
  'line.royalty': 'Royalty',
  'line.pr': 'PR contribution',
  'order.title': 'Payment order',
  'order.payee': 'Payee: {{value}}',
  'order.payer': 'Payer: {{value}}',
  'order.activity': 'Type of activity: {{value}}',
  'order.address': 'Legal address: {{value}}',
  'order.legalId': 'Identification code: {{value}}',
  'order.mfo': 'Bank code (MFO): {{value}}',
  'order.account': 'Settlement account: {{value}}',
  'order.contract': 'Contract No.: {{value}}',
  'order.amount': 'Amount: {{value}}',
  'order.purpose':
    'Purpose of payment: invoice No. {{id}} for {{period}}, royalty and PR contribution under contract No. {{contract}}.',
  'mail.subject': 'Invoice No. {{id}} for {{period}}',
  'mail.lead': 'The invoice of {{name}} for {{period}}:',
  'mail.total': 'Total: {{value}}',
  'mail.paid': 'Status: paid',
  'mail.unpaid': 'Status: unpaid',
  'mail.pay': 'Please pay it with the payment order below.',
} as const;

export type InvoiceTextKey = keyof typeof INVOICE_TEXTS_EN;
type InvoiceTexts = Record<InvoiceTextKey, string>;

const RU: InvoiceTexts = {
  'line.royalty': 'Роялти',
  'line.pr': 'PR-взнос',
  'order.title': 'Платёжное поручение',
  'order.payee': 'Получатель: {{value}}',
  'order.payer': 'Плательщик: {{value}}',
  'order.activity': 'Вид деятельности: {{value}}',
  'order.address': 'Юридический адрес: {{value}}',
  'order.legalId': 'Идентификационный код: {{value}}',
  'order.mfo': 'Код банка (МФО): {{value}}',
  'order.account': 'Расчётный счёт: {{value}}',
  'order.contract': 'Договор №: {{value}}',
  'order.amount': 'Сумма: {{value}}',
  'order.purpose': 'Назначение платежа: счёт № {{id}} за {{period}}, роялти и PR-взнос по договору № {{contract}}.',
  'mail.subject': 'Счёт № {{id}} за {{period}}',
  'mail.lead': 'Счёт для {{name}} за {{period}}:',
  'mail.total': 'Итого: {{value}}',
  'mail.paid': 'Статус: оплачен',
  'mail.unpaid': 'Статус: не оплачен',
  'mail.pay': 'Оплатите его по платёжному поручению ниже.',
};

const UA: InvoiceTexts = {
  'line.royalty': 'Роялті',
  'line.pr': 'PR-внесок',
  'order.title': 'Платіжне доручення',
  'order.payee': 'Отримувач: {{value}}',
  'order.payer': 'Платник: {{value}}',
  'order.activity': 'Вид діяльності: {{value}}',
  'order.address': 'Юридична адреса: {{value}}',
  'order.legalId': 'Ідентифікаційний код: {{value}}',
  'order.mfo': 'Код банку (МФО): {{value}}',
  'order.account': 'Розрахунковий рахунок: {{value}}',
  'order.contract': 'Договір №: {{value}}',
  'order.amount': 'Сума: {{value}}',
  'order.purpose':
    'Призначення платежу: рахунок № {{id}} за {{period}}, роялті та PR-внесок за договором № {{contract}}.',
  'mail.subject': 'Рахунок № {{id}} за {{period}}',
  'mail.lead': 'Рахунок для {{name}} за {{period}}:',
  'mail.total': 'Разом: {{value}}',
  'mail.paid': 'Статус: оплачено',
  'mail.unpaid': 'Статус: не оплачено',
  'mail.pay': 'Оплатіть його за платіжним дорученням нижче.',
};

const PL: InvoiceTexts = {
  'line.royalty': 'Opłata franczyzowa',
  'line.pr': 'Składka PR',
  'order.title': 'Polecenie przelewu',
  'order.payee': 'Odbiorca: {{value}}',
  'order.payer': 'Płatnik: {{value}}',
  'order.activity': 'Rodzaj działalności: {{value}}',
  'order.address': 'Adres siedziby: {{value}}',
  'order.legalId': 'Numer identyfikacyjny: {{value}}',
  'order.mfo': 'Kod banku (MFO): {{value}}',
  'order.account': 'Numer rachunku: {{value}}',
  'order.contract': 'Umowa nr: {{value}}',
  'order.amount': 'Kwota: {{value}}',
  'order.purpose':
    'Tytuł przelewu: faktura nr {{id}} za {{period}}, opłata franczyzowa i składka PR zgodnie z umową nr {{contract}}.',
  'mail.subject': 'Faktura nr {{id}} za {{period}}',
  'mail.lead': 'Faktura dla {{name}} za {{period}}:',
  'mail.total': 'Razem: {{value}}',
  'mail.paid': 'Status: opłacona',
  'mail.unpaid': 'Status: nieopłacona',
  'mail.pay': 'Prosimy o zapłatę zgodnie z poleceniem przelewu poniżej.',
};

const HE: InvoiceTexts = {
  'line.royalty': 'תמלוגים',
  'line.pr': 'השתתפות ביחסי ציבור',
  'order.title': 'הוראת תשלום',
  'order.payee': 'מוטב: {{value}}',
  'order.payer': 'משלם: {{value}}',
  'order.activity': 'סוג פעילות: {{value}}',
  'order.address': 'כתובת רשומה: {{value}}',
  'order.legalId': 'מספר מזהה: {{value}}',
  'order.mfo': 'קוד בנק (MFO): {{value}}',
  'order.account': 'מספר חשבון: {{value}}',
  'order.contract': 'חוזה מס׳: {{value}}',
  'order.amount': 'סכום: {{value}}',
  'order.purpose':
    'מטרת התשלום: חשבונית מס׳ {{id}} עבור {{period}}, תמלוגים והשתתפות ביחסי ציבור לפי חוזה מס׳ {{contract}}.',
  'mail.subject': 'חשבונית מס׳ {{id}} עבור {{period}}',
  'mail.lead': 'החשבונית של {{name}} עבור {{period}}:',
  'mail.total': 'סה״כ: {{value}}',
  'mail.paid': 'סטטוס: שולמה',
  'mail.unpaid': 'סטטוס: לא שולמה',
  'mail.pay': 'נא לשלם לפי הוראת התשלום שלהלן.',
};

const AZ: InvoiceTexts = {
  'line.royalty': 'Royalti',
  'line.pr': 'PR haqqı',
  'order.title': 'Ödəniş tapşırığı',
  'order.payee': 'Alan: {{value}}',
  'order.payer': 'Ödəyici: {{value}}',
  'order.activity': 'Fəaliyyət növü: {{value}}',
  'order.address': 'Hüquqi ünvan: {{value}}',
  'order.legalId': 'Eyniləşdirmə kodu: {{value}}',
  'order.mfo': 'Bank kodu (MFO): {{value}}',
  'order.account': 'Hesablaşma hesabı: {{value}}',
  'order.contract': 'Müqavilə №: {{value}}',
  'order.amount': 'Məbləğ: {{value}}',
  'order.purpose':
    'Ödənişin təyinatı: {{contract}} №-li müqaviləyə əsasən {{period}} üçün {{id}} №-li hesab, royalti və PR haqqı.',
  'mail.subject': '{{period}} üçün {{id}} №-li hesab',
  'mail.lead': '{{name}} üçün {{period}} hesabı:',
  'mail.total': 'Cəmi: {{value}}',
  'mail.paid': 'Status: ödənilib',
  'mail.unpaid': 'Status: ödənilməyib',
  'mail.pay': 'Zəhmət olmasa, aşağıdakı ödəniş tapşırığı ilə ödəyin.',
};

const HY: InvoiceTexts = {
  'line.royalty': 'Ռոյալթի',
  'line.pr': 'PR վճար',
  'order.title': 'Վճարման հանձնարարագիր',
  'order.payee': 'Ստացող: {{value}}',
  'order.payer': 'Վճարող: {{value}}',
  'order.activity': 'Գործունեության տեսակ: {{value}}',
  'order.address': 'Իրավաբանական հասցե: {{value}}',
  'order.legalId': 'Նույնականացման կոդ: {{value}}',
  'order.mfo': 'Բանկի կոդ (MFO): {{value}}',
  'order.account': 'Հաշվարկային հաշիվ: {{value}}',
  'order.contract': 'Պայմանագիր №: {{value}}',
  'order.amount': 'Գումար: {{value}}',
  'order.purpose': 'Վճարման նպատակ: հաշիվ № {{id}}, {{period}}, ռոյալթի և PR վճար՝ ըստ № {{contract}} պայմանագրի։',
  'mail.subject': 'Հաշիվ № {{id}}, {{period}}',
  'mail.lead': '{{name}}-ի հաշիվը, {{period}}:',
  'mail.total': 'Ընդամենը: {{value}}',
  'mail.paid': 'Կարգավիճակ: վճարված',
  'mail.unpaid': 'Կարգավիճակ: չվճարված',
  'mail.pay': 'Խնդրում ենք վճարել ստորև նշված վճարման հանձնարարագրով։',
};

const RO: InvoiceTexts = {
  'line.royalty': 'Redevență',
  'line.pr': 'Contribuție PR',
  'order.title': 'Ordin de plată',
  'order.payee': 'Beneficiar: {{value}}',
  'order.payer': 'Plătitor: {{value}}',
  'order.activity': 'Tip de activitate: {{value}}',
  'order.address': 'Adresă juridică: {{value}}',
  'order.legalId': 'Cod de identificare: {{value}}',
  'order.mfo': 'Cod bancar (MFO): {{value}}',
  'order.account': 'Cont de decontare: {{value}}',
  'order.contract': 'Contract nr.: {{value}}',
  'order.amount': 'Sumă: {{value}}',
  'order.purpose':
    'Scopul plății: factura nr. {{id}} pentru {{period}}, redevență și contribuție PR conform contractului nr. {{contract}}.',
  'mail.subject': 'Factura nr. {{id}} pentru {{period}}',
  'mail.lead': 'Factura pentru {{name}}, {{period}}:',
  'mail.total': 'Total: {{value}}',
  'mail.paid': 'Stare: plătită',
  'mail.unpaid': 'Stare: neplătită',
  'mail.pay': 'Vă rugăm să o plătiți cu ordinul de plată de mai jos.',
};

const FR: InvoiceTexts = {
  'line.royalty': 'Redevance',
  'line.pr': 'Contribution PR',
  'order.title': 'Ordre de virement',
  'order.payee': 'Bénéficiaire : {{value}}',
  'order.payer': 'Payeur : {{value}}',
  'order.activity': 'Type d’activité : {{value}}',
  'order.address': 'Adresse légale : {{value}}',
  'order.legalId': 'Numéro d’identification : {{value}}',
  'order.mfo': 'Code bancaire (MFO) : {{value}}',
  'order.account': 'Compte de règlement : {{value}}',
  'order.contract': 'Contrat n° : {{value}}',
  'order.amount': 'Montant : {{value}}',
  'order.purpose':
    'Objet du paiement : facture n° {{id}} pour {{period}}, redevance et contribution PR selon le contrat n° {{contract}}.',
  'mail.subject': 'Facture n° {{id}} pour {{period}}',
  'mail.lead': 'La facture de {{name}} pour {{period}} :',
  'mail.total': 'Total : {{value}}',
  'mail.paid': 'Statut : payée',
  'mail.unpaid': 'Statut : non payée',
  'mail.pay': 'Merci de la régler avec l’ordre de virement ci-dessous.',
};

const ES: InvoiceTexts = {
  'line.royalty': 'Regalías',
  'line.pr': 'Contribución de PR',
  'order.title': 'Orden de pago',
  'order.payee': 'Beneficiario: {{value}}',
  'order.payer': 'Pagador: {{value}}',
  'order.activity': 'Tipo de actividad: {{value}}',
  'order.address': 'Domicilio legal: {{value}}',
  'order.legalId': 'Código de identificación: {{value}}',
  'order.mfo': 'Código bancario (MFO): {{value}}',
  'order.account': 'Cuenta de liquidación: {{value}}',
  'order.contract': 'Contrato n.º: {{value}}',
  'order.amount': 'Importe: {{value}}',
  'order.purpose':
    'Concepto: factura n.º {{id}} de {{period}}, regalías y contribución de PR según el contrato n.º {{contract}}.',
  'mail.subject': 'Factura n.º {{id}} de {{period}}',
  'mail.lead': 'La factura de {{name}} de {{period}}:',
  'mail.total': 'Total: {{value}}',
  'mail.paid': 'Estado: pagada',
  'mail.unpaid': 'Estado: pendiente de pago',
  'mail.pay': 'Por favor, páguela con la orden de pago de abajo.',
};

const CS: InvoiceTexts = {
  'line.royalty': 'Licenční poplatek',
  'line.pr': 'Příspěvek na PR',
  'order.title': 'Platební příkaz',
  'order.payee': 'Příjemce: {{value}}',
  'order.payer': 'Plátce: {{value}}',
  'order.activity': 'Druh činnosti: {{value}}',
  'order.address': 'Sídlo: {{value}}',
  'order.legalId': 'Identifikační číslo: {{value}}',
  'order.mfo': 'Kód banky (MFO): {{value}}',
  'order.account': 'Číslo účtu: {{value}}',
  'order.contract': 'Smlouva č.: {{value}}',
  'order.amount': 'Částka: {{value}}',
  'order.purpose':
    'Účel platby: faktura č. {{id}} za období {{period}}, licenční poplatek a příspěvek na PR podle smlouvy č. {{contract}}.',
  'mail.subject': 'Faktura č. {{id}} za období {{period}}',
  'mail.lead': 'Faktura pro {{name}} za období {{period}}:',
  'mail.total': 'Celkem: {{value}}',
  'mail.paid': 'Stav: zaplaceno',
  'mail.unpaid': 'Stav: nezaplaceno',
  'mail.pay': 'Zaplaťte ji prosím podle platebního příkazu níže.',
};

const DE: InvoiceTexts = {
  'line.royalty': 'Lizenzgebühr',
  'line.pr': 'PR-Beitrag',
  'order.title': 'Zahlungsauftrag',
  'order.payee': 'Empfänger: {{value}}',
  'order.payer': 'Zahler: {{value}}',
  'order.activity': 'Tätigkeitsart: {{value}}',
  'order.address': 'Rechtsanschrift: {{value}}',
  'order.legalId': 'Identifikationsnummer: {{value}}',
  'order.mfo': 'Bankleitzahl (MFO): {{value}}',
  'order.account': 'Kontonummer: {{value}}',
  'order.contract': 'Vertrag Nr.: {{value}}',
  'order.amount': 'Betrag: {{value}}',
  'order.purpose':
    'Verwendungszweck: Rechnung Nr. {{id}} für {{period}}, Lizenzgebühr und PR-Beitrag laut Vertrag Nr. {{contract}}.',
  'mail.subject': 'Rechnung Nr. {{id}} für {{period}}',
  'mail.lead': 'Rechnung für {{name}}, {{period}}:',
  'mail.total': 'Gesamt: {{value}}',
  'mail.paid': 'Status: bezahlt',
  'mail.unpaid': 'Status: unbezahlt',
  'mail.pay': 'Bitte bezahlen Sie sie mit dem Zahlungsauftrag unten.',
};

export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = {
  en: INVOICE_TEXTS_EN,
  ru: RU,
  ua: UA,
  pl: PL,
  he: HE,
  az: AZ,
  hy: HY,
  ro: RO,
  fr: FR,
  es: ES,
  cs: CS,
  de: DE,
};

/** The text in that language, with `{{name}}` filled in. */
export function invoiceText(lang: Language, key: InvoiceTextKey, values: Record<string, string | number> = {}) {
  const template = INVOICE_TEXTS[lang]?.[key] ?? INVOICE_TEXTS_EN[key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
