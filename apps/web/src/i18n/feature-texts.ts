import type { BackendModule, ReadCallback } from 'i18next';
import { LANGUAGES, type Language } from '@seal/shared/constants';
import { loadShellTexts } from './language-assets';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * Each area keeps its own texts in `features/<area>/locales/{en,fr,zh}.json`, an i18next namespace
 * named after the area (`useTranslation('organisation')`). They load with the area's pages, so the
 * login page carries only the shell's texts, however many screens the console grows.
 */
const FEATURE_TEXTS = import.meta.glob<{ default: Record<string, unknown> }>('../features/*/locales/*.json');

export const featureNamespaces = [...new Set(Object.keys(FEATURE_TEXTS).map((path) => path.split('/')[2]!))];

function loaderOf(language: string, namespace: string) {
  if (namespace !== 'translation') return FEATURE_TEXTS[`../features/${namespace}/locales/${language}.json`];
  if (!isLanguage(language)) return undefined;
  return () => loadShellTexts(language).then((texts) => ({ default: texts ?? {} }));
}

export const featureTextsBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderOf(language, namespace);
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts.default),
      (error: Error) => callback(error, false),
    );
  },
};
