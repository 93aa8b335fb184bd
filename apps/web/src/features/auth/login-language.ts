import { DEFAULT_LANGUAGE, type Language } from '@seal/shared/constants';

/**
 * The language of the console after login. A language picked on the login page wins and is saved
 * in the profile; else the profile's language, unless it is still the default (English), which
 * the profile holds for anyone who never chose: then the browser's language, as on the login page.
 */
export function languageAfterLogin(
  profile: Language,
  shown: Language,
  chosenHere: Language | undefined,
): { language: Language; save: boolean } {
  if (chosenHere) return { language: chosenHere, save: chosenHere !== profile };
  if (profile !== DEFAULT_LANGUAGE) return { language: profile, save: false };
  return { language: shown, save: false };
}
