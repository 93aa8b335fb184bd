import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries';
import { csvFileName } from '../../../lib/csv';
import { outcomeMessageKey } from '../model/outcome';
import type { StatSelection } from '../model/period';

const languageNames = new Map<string, Intl.DisplayNames | null>();

function languageName(code: string, language: string): string {
  if (!languageNames.has(language)) {
    try {
      languageNames.set(language, new Intl.DisplayNames([language], { type: 'language' }));
    } catch {
      languageNames.set(language, null);
    }
  }
  try {
    return languageNames.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Names of what the statistics count, in the interface language. */
export function useLabels() {
  const { t, i18n } = useTranslation('statistics');
  const language = i18n.language.split('-')[0] ?? 'en';
  return {
    t,
    language,
    country: (code: string | null) => (code ? countryName(code, language) : t('unknownCountry')),
    language_: (code: string | null) => (code ? languageName(code, language) : t('unknownLanguage')),
    product: (title: string | null) => title ?? t('noProduct'),
    outcome: (outcome: number) => `${outcome} · ${t(outcomeMessageKey(outcome))}`,
    number: (value: number) => value.toLocaleString(language),
    fileName: (name: string, selection: Pick<StatSelection, 'from' | 'to'>) =>
      csvFileName(name, selection.from, selection.to),
  };
}
