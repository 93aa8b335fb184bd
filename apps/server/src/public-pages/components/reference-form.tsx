/** @jsxRuntime automatic */
import { usePage } from '../page-context';
import { HiddenFields } from './hidden-fields';

/**
 * The reference box: a plain form posted to the page itself, so the check works without any
 * script. Empty is allowed: the check answers "reference missing" in the page's language.
 */
export function ReferenceForm({ heading }: { heading: 'h1' | 'h2' }) {
  const { t, path } = usePage();
  const Heading = heading;
  return (
    <section className="card" aria-labelledby="ref-heading">
      <Heading id="ref-heading">{heading === 'h1' ? t('entry.heading') : t('entry.another')}</Heading>
      {heading === 'h1' ? <p>{t('entry.intro')}</p> : null}
      <form method="post" action={path} data-testid="reference-form">
        <HiddenFields />
        <label htmlFor="ref">{t('entry.refLabel')}</label>
        <input
          id="ref"
          name="ref"
          type="text"
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="ref-hint"
        />
        <p id="ref-hint" className="hint">
          {t('entry.refHint')}
        </p>
        <button type="submit">{t('entry.submit')}</button>
      </form>
    </section>
  );
}
