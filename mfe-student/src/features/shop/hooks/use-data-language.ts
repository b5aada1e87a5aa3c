import { dataLanguage, language$, useObservable } from '@abacus/shared';

/** The interface language as the API's data wants it (ua -> uk): item names follow the language. */
export const useDataLanguage = (): string => dataLanguage(useObservable(language$));
