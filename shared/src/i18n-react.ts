// The part of react-i18next the app uses, shared as one Module Federation singleton (@abacus/shared/i18n-react).
// A shared module is loaded whole: react-i18next shared as a package is 9.9 KB gzipped on every page, these three
// exports a fraction of it. Import them from here, never from react-i18next (the lint refuses it): two copies
// would be two React contexts, and a screen would not find the app's i18n instance. @abacus/shared's own files
// import this module by its package name too, so that they use the same singleton.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
