import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Each area keeps its own texts in `features/<area>/locales/{en,fr,zh}.json`, an i18next namespace
 * named after the area (`useTranslation('organisation')`). They load with the area's pages, so the
 * login page carries only the shell's texts, however many screens the console grows.
 */
const FEATURE_TEXTS = import.meta.glob<{ default: Record<string, unknown> }>('../features/*/locales/*.json');
const SHELL_TEXTS = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export const featureNamespaces = [...new Set(Object.keys(FEATURE_TEXTS).map((path) => path.split('/')[2]!))];

function loaderOf(language: string, namespace: string) {
  return namespace === 'translation'
    ? SHELL_TEXTS[`./locales/${language}.json`]
    : FEATURE_TEXTS[`../features/${namespace}/locales/${language}.json`];
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
