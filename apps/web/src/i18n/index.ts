import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGES,
  type Language,
} from '@seal/shared/constants';
import en from './locales/en.json';
import { featureTextsBackend } from './feature-texts';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';
import { loadErrorTexts, loadSharedTexts, loadShellTexts } from './language-assets';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

// English ships with the first chunk (it is also the fallback); French and Chinese load on demand.
void i18n
  .use(LanguageDetector)
  .use(featureTextsBackend)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    ns: ['translation'],
    defaultNS: 'translation',
    // An area's texts fall back to the shell's (actions, errors, validation messages).
    fallbackNS: 'translation',
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false }, // React escapes already
    returnEmptyString: false,
    detection: {
      order: ['cookie', 'navigator'],
      lookupCookie: LANGUAGE_COOKIE,
      caches: ['cookie'],
      cookieMinutes: LANGUAGE_COOKIE_DAYS * 24 * 60,
      cookieOptions: { path: '/', sameSite: 'lax' },
      // "fr-FR" -> "fr", "zh-CN" -> "zh": only the language part is supported.
      convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
    },
  });

/** English error messages, the fallback of every language, load as soon as the shell is up. */
export const englishErrorTexts = loadErrorTexts(DEFAULT_LANGUAGE).then((texts) =>
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, false),
);

/** English texts of the shared pieces (nutrition, payment, certificate): every page waits for them. */
export const englishSharedTexts = loadSharedTexts(DEFAULT_LANGUAGE).then((texts) =>
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, false),
);

/**
 * The language chosen for the interface (one of en, fr, zh). `i18n.language` rather than
 * `resolvedLanguage`: the latter stays on English until the chosen language's texts are loaded.
 */
export function currentLanguage(): Language {
  const lng = i18n.language?.split('-')[0];
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Loads the shell's texts of a language into i18next. */
async function loadLanguage(language: Language): Promise<void> {
  const texts = await loadShellTexts(language);
  if (texts && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', texts, true, true);
  }
}

/**
 * Shows the interface in a language, its texts loaded first; the detector writes the `lang`
 * cookie so the choice survives reloads.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * The language the user picked in this tab before logging in (not the detected one), kept in
 * session storage so a reload of the login page does not lose it; read once, at the next login.
 */
export function takeLanguageChoice(): Language | undefined {
  const choice = readStored(STORAGE_KEYS.languageChoice, 'session');
  writeStored(STORAGE_KEYS.languageChoice, null, 'session');
  return isLanguage(choice) ? choice : undefined;
}

/** A language picked by the user: shown now, and kept in the profile at the next login. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeStored(STORAGE_KEYS.languageChoice, language, 'session');
  await switchLanguage(language);
}

export { isLanguage };
export default i18n;
