/** @jsxRuntime automatic */
import { usePage } from '../page-context';

/** The guidance of spec 000 section 1: what to look at besides the answer. */
export function Guidance() {
  const { t } = usePage();
  return (
    <section className="card" aria-labelledby="guidance-heading" data-testid="guidance">
      <h2 id="guidance-heading">{t('guidance.title')}</h2>
      <ul className="plain">
        <li>{t('guidance.compare')}</li>
        <li>{t('guidance.attached')}</li>
        <li>{t('guidance.contact')}</li>
      </ul>
    </section>
  );
}
