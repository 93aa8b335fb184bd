/** @jsxRuntime automatic */
import { Document, NO_ASSETS } from '../components/document';
import { ReferenceForm } from '../components/reference-form';
import { usePage } from '../page-context';

/** A check that could not be completed (an error of ours, or a request we could not read). */
export function FailurePage({ message }: { message: string }) {
  const { t } = usePage();
  return (
    <Document title={t('failure.title')} assets={NO_ASSETS}>
      <section className="card status bad" data-testid="failure">
        <h1>{t('failure.title')}</h1>
        <p>{message}</p>
      </section>
      <ReferenceForm heading="h2" />
    </Document>
  );
}
