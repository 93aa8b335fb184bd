/** @jsxRuntime automatic */
import { LANGUAGES, type Language } from '@seal/shared';
import { usePage } from '../page-context';

/** Links to the page in each language (no script needed); following one sets the language cookie. */
export function LanguageSwitch({ languages = LANGUAGES }: { languages?: readonly Language[] }) {
  const { t, language, languageHref } = usePage();
  return (
    <nav aria-label={t('languages.label')}>
      <ul className="langs">
        {languages.map((other) => (
          <li key={other}>
            <a
              href={languageHref(other)}
              hrefLang={other}
              lang={other}
              aria-current={other === language ? 'true' : undefined}
              data-testid={`lang-${other}`}
            >
              {t(`languages.${other}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
