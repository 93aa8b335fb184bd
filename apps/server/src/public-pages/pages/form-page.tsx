/** @jsxRuntime automatic */
import type { ConsumerFormKind } from '@seal/shared/contract/seal-history';
import { ConsumerForm, type FormClient } from '../components/consumer-form';
import { Document, type PageAssets } from '../components/document';
import { usePage } from '../page-context';

/**
 * The consumer form alone (/front/iframeFormInformations), opened with the form token of an
 * answer; an expired or forged token shows why the form is not there, and where to start again.
 */
export function FormPage({
  form,
  assets,
  formClient,
  checkHref,
}: {
  form: { token: string; kind: ConsumerFormKind } | null;
  assets: PageAssets;
  formClient: FormClient | null;
  checkHref: string;
}) {
  const { t } = usePage();
  if (!form) {
    return (
      <Document title={t('form.expiredTitle')} assets={assets}>
        <section className="card status warn" data-testid="form-expired">
          <h1>{t('form.expiredTitle')}</h1>
          <p>{t('form.expiredMessage')}</p>
          <p>
            <a href={checkHref}>{t('entry.title')}</a>
          </p>
        </section>
      </Document>
    );
  }
  const title = t(form.kind === 'contact' ? 'form.contactTitle' : 'form.feedbackTitle');
  return (
    <Document title={title} assets={assets}>
      <h1>{title}</h1>
      <ConsumerForm token={form.token} kind={form.kind} client={formClient} />
    </Document>
  );
}
