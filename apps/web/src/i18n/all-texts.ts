import en from './locales/en.json';
import enErrors from './locales/errors/en.json';
import fr from './locales/fr.json';
import frErrors from './locales/errors/fr.json';
import zh from './locales/zh.json';
import zhErrors from './locales/errors/zh.json';
import enShared from './locales/shared/en.json';
import frShared from './locales/shared/fr.json';
import zhShared from './locales/shared/zh.json';

/**
 * Every shell text of each language with all its error messages and shared pieces' texts, as the console holds them once
 * the error messages have loaded (language-assets.ts). For tests: the console itself never bundles
 * them together.
 */
export const ALL_SHELL_TEXTS = {
  en: { ...en, ...enShared, errors: { ...en.errors, ...enErrors } },
  fr: { ...fr, ...frShared, errors: { ...fr.errors, ...frErrors } },
  zh: { ...zh, ...zhShared, errors: { ...zh.errors, ...zhErrors } },
};
