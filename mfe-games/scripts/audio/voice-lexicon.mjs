// What espeak-ng says for every clip of a voice sprite. The clip keys are the ones that
// src/engine/sound/number-parts.ts composes numbers from:
//   n0..n99   a number 0-99 as one word group ("seventy-seven")
//   h1..h9    a round hundred (100..900)
//   k1        1000 alone ("one thousand", "mille", "тысяча")
//   k, kf     the word for thousand after a count: k the general form, kf the "few" form of Slavic
//             languages after 2-4 (ru тысячи, uk тисячі, pl tysiące, cs tisíce); kd (md) "de mii" after 20+
//   f1, f2, f12, f21, f22   counts that change before the word for thousand (feminine in ru, uk, md; cs "dva")
//   u21, yun  (es) "veintiún", "y un" before "mil"
//   t1..t99   (he) "N thousand" whole: Hebrew thousands are construct forms that do not split into count + word
//   minus, c3, c2, c1, go
//   and       (en) the "and" before the tens of British English ("three hundred and twelve")
//   hc1       (es) "ciento", the form of 100 followed by more ("ciento doce"; 100 alone is "cien")
//   a1..a19, a20..a90 (round), ah1..ah9   (he) the forms with the conjunction "ve-"/"u-", which Hebrew puts
//             before the last element of a number ("shlosh meot ve-esrim")
// Plain digits are left to espeak-ng's own number rules where they were checked to be right
// (`node mfe-games/scripts/make-voices.mjs --check <lang>` prints the phonemes of every clip). Where they are
// wrong (Ukrainian hundreds and stress, Hebrew, which espeak-ng cannot read from digits) the text is written
// here; [[...]] is espeak-ng phoneme input.

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const plain = (n) => String(n);

// Ukrainian: espeak-ng reads the hundreds as Russian words and stresses some numbers wrongly.
const UK_N = { 12: "[[dvan'Adtsjat;]]", 14: "[[tSotirn'Adtsjat;]]", 70: "[[s;imdesj'at;]]", 80: "[[vis;imdesj'at;]]" };
const ukN = (n) => UK_N[n] ?? (n > 70 && n < 90 ? `${UK_N[n - (n % 10)]} ${n % 10}` : plain(n));
const UK_H = [
  '',
  'сто',
  "[[dv'is;t;i]]",
  'триста',
  "[[tSot'iRista]]",
  "[[pjats'ot]]",
  "[[Sists'ot]]",
  "[[s;ims'ot]]",
  "[[vis;ims'ot]]",
  "[[d;evjats'ot]]",
];

// Hebrew, in espeak-ng phonemes (Q" is the Hebrew r, X the ch of "chamesh"). Counting uses the feminine
// numbers; thousands take the masculine ones. "ve-" becomes "u-" before a shva or a labial.
const HE_UNIT = [
  "'efes",
  "aX'at",
  "St'ajim",
  "Sal'oS",
  'aQ"b\'a',
  "Xam'eS",
  "S'eS",
  "S'eva",
  "Sm'one",
  "t'eSa",
  'eseQ"',
];
const HE_UNIT_AND = [
  '',
  "veaX'at",
  "uSt'ajim",
  "veSal'oS",
  'veaQ"b\'a',
  "veXam'eS",
  "veS'eS",
  "veS'eva",
  "uSm'one",
  "vet'eSa",
  've\'eseQ"',
];
const HE_TEEN = ['', "aX'at", "St'ejm", "Sl'oS", 'aQ"b\'a', "Xam'eS", "S'eS", "Sv'a", "Sm'one", "tS'a"];
const HE_TEEN_AND = [
  '',
  "veaX'at",
  "uSt'ejm",
  "uSl'oS",
  'veaQ"b\'a',
  "veXam'eS",
  "veS'eS",
  "uSv'a",
  "uSm'one",
  "utS'a",
];
const HE_TENS = ['', '', 'esQ"\'im', "SloS'im", 'aQ"ba\'im', "XamiS'im", "SiS'im", "Siv'im", "Smon'im", "tiS'im"];
const HE_TENS_AND = [
  '',
  '',
  'veesQ"\'im',
  "uSloS'im",
  'veaQ"ba\'im',
  "veXamiS'im",
  "veSiS'im",
  "veSiv'im",
  "uSmon'im",
  "vetiS'im",
];
const HE_HUNDREDS = [
  '',
  "m'ea",
  "mat'ajim",
  "Sl'oS me'ot",
  "aQ\"b'a me'ot",
  "Xam'eS me'ot",
  "S'eS me'ot",
  "Sv'a me'ot",
  "Sm'one me'ot",
  "tS'a me'ot",
];
const HE_HUNDREDS_AND = [
  '',
  "um'ea",
  "umat'ajim",
  "uSl'oS me'ot",
  "veaQ\"b'a me'ot",
  "veXam'eS me'ot",
  "veS'eS me'ot",
  "uSv'a me'ot",
  "uSm'one me'ot",
  "utS'a me'ot",
];
const HE_THOUSANDS = [
  '',
  "'elef",
  "alp'ajim",
  "Sl'oSet alaf'im",
  "aQ\"b'aat alaf'im",
  "Xam'eSet alaf'im",
  "S'eSet alaf'im",
  "Siv'at alaf'im",
  "Smon'at alaf'im",
  "tiS'at alaf'im",
  "as'eQ\"et alaf'im",
];
const HE_MASC_TEEN = ['', "aX'ad", "Sn'ejm", "SloS'a", 'aQ"ba\'a', "XamiS'a", "SiS'a", "Siv'a", "Smon'a", "tiS'a"];
const HE_MASC_AND = [
  '',
  "veeX'ad",
  "uSn'ajim",
  "veSloS'a",
  'veaQ"ba\'a',
  "veXamiS'a",
  "veSiS'a",
  "veSiv'a",
  "uSmon'a",
  "vetiS'a",
];
const HE_ESRE = 'esQ"\'e';
const HE_ASAR = 'as\'aQ"';

const heN = (n) => {
  if (n <= 10) return HE_UNIT[n];
  if (n < 20) return `${HE_TEEN[n - 10]} ${HE_ESRE}`;
  const unit = n % 10;
  return unit ? `${HE_TENS[(n - unit) / 10]} ${HE_UNIT_AND[unit]}` : HE_TENS[n / 10];
};
const heAnd = (n) => {
  if (n <= 10) return HE_UNIT_AND[n];
  if (n < 20) return `${HE_TEEN_AND[n - 10]} ${HE_ESRE}`;
  return HE_TENS_AND[n / 10];
};
const heT = (n) => {
  if (n <= 10) return HE_THOUSANDS[n];
  if (n < 20) return `${HE_MASC_TEEN[n - 10]} ${HE_ASAR} 'elef`;
  const unit = n % 10;
  const tens = HE_TENS[(n - unit) / 10];
  return unit ? `${tens} ${HE_MASC_AND[unit]} 'elef` : `${tens} 'elef`;
};
const phonemes = (text) => `[[${text}]]`;

/**
 * Per voice language: the espeak-ng voice, the words that differ from espeak-ng's reading of the digits,
 * the words for thousand, the sign and the countdown.
 */
export const VOICES = {
  ru: {
    espeak: 'ru',
    extra: { k1: 'тысяча', kf: 'тысячи', k: 'тысяч', f1: 'одна', f2: 'две' },
    minus: 'минус',
    countdown: ['три', 'два', 'один', 'старт!'],
  },
  en: {
    espeak: 'en-gb',
    extra: { k1: 'one thousand', k: 'thousand', and: 'and' },
    minus: 'minus',
    countdown: ['three', 'two', 'one', 'go!'],
  },
  uk: {
    espeak: 'uk',
    n: ukN,
    h: (h) => UK_H[h],
    extra: { k1: "[[t'isjatSa]]", kf: "[[t'isjatSi]]", k: "[[t'isjatS]]", f1: "[[odn'A]]", f2: "[[dv'i]]" },
    minus: "[[m'inus]]",
    countdown: ['три', 'два', 'один', 'старт!'],
  },
  pl: {
    espeak: 'pl',
    extra: { k1: 'tysiąc', kf: 'tysiące', k: 'tysięcy' },
    minus: 'minus',
    countdown: ['trzy', 'dwa', 'jeden', 'start!'],
  },
  az: { espeak: 'az', extra: { k1: 'min', k: 'min' }, minus: 'mənfi', countdown: ['üç', 'iki', 'bir', 'başla!'] },
  hy: {
    espeak: 'hy',
    extra: { k1: 'հազար', k: 'հազար' },
    minus: 'մինուս',
    countdown: ['երեք', 'երկու', 'մեկ', 'սկսենք!'],
  },
  he: {
    espeak: 'he',
    n: (n) => phonemes(heN(n)),
    h: (h) => phonemes(HE_HUNDREDS[h]),
    extra: Object.fromEntries([
      ...range(1, 99).map((n) => [`t${n}`, phonemes(heT(n))]),
      ...[...range(1, 19), ...range(2, 9).map((t) => t * 10)].map((n) => [`a${n}`, phonemes(heAnd(n))]),
      ...range(1, 9).map((h) => [`ah${h}`, phonemes(HE_HUNDREDS_AND[h])]),
    ]),
    minus: phonemes("m'inus"),
    countdown: [phonemes("Sal'oS"), phonemes("St'ajim"), phonemes("aX'at"), phonemes("kad'ima")],
  },
  // The school's "md" voice is Romanian (Moldova).
  md: {
    espeak: 'ro',
    extra: { k1: 'o mie', k: 'mii', kd: 'de mii', f2: 'două', f12: 'douăsprezece', f21: 'și una', f22: 'și două' },
    minus: 'minus',
    countdown: ['trei', 'doi', 'unu', 'start!'],
  },
  fr: {
    espeak: 'fr-fr',
    extra: { k1: 'mille', k: 'mille' },
    minus: 'moins',
    countdown: ['trois', 'deux', 'un', 'partez !'],
  },
  es: {
    espeak: 'es',
    extra: { k1: 'mil', k: 'mil', u21: 'veintiún', yun: 'y un', hc1: 'ciento' },
    minus: 'menos',
    countdown: ['tres', 'dos', 'uno', '¡ya!'],
  },
  cs: {
    espeak: 'cs',
    // Counting in Czech says "jedna, dvě" for 1 and 2 alone, and "dvacet jedna"; "dva tisíce" before thousands.
    n: (n) => (n === 1 ? 'jedna' : n === 2 ? 'dvě' : n > 20 && n % 10 === 1 ? `${n - 1} jedna` : plain(n)),
    extra: { k1: 'tisíc', kf: 'tisíce', k: 'tisíc', f2: 'dva' },
    minus: 'mínus',
    countdown: ['tři', 'dva', 'jedna', 'start!'],
  },
  de: {
    espeak: 'de',
    extra: { k1: 'eintausend', k: 'tausend' },
    minus: 'minus',
    countdown: ['drei', 'zwei', 'eins', 'los!'],
  },
};

/** Every clip of a language as [key, text]. */
export function voiceClips(lang) {
  const voice = VOICES[lang];
  if (!voice) throw new Error(`unknown voice language ${lang}`);
  const n = voice.n ?? plain;
  const h = voice.h ?? ((k) => plain(k * 100));
  const [c3, c2, c1, go] = voice.countdown;
  return [
    ...range(0, 99).map((k) => [`n${k}`, n(k)]),
    ...range(1, 9).map((k) => [`h${k}`, h(k)]),
    ['minus', voice.minus],
    ['c3', c3],
    ['c2', c2],
    ['c1', c1],
    ['go', go],
    ...Object.entries(voice.extra),
  ];
}
