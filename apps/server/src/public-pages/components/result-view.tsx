/** @jsxRuntime automatic */
import type { PublicAnswer } from '@seal/shared/contract/consultation';
import { resultTextKey, toneOf } from '../result-texts';
import { usePage } from '../page-context';
import { safeUrl } from '../safe-url';
import { ConsumerForm, type FormClient } from './consumer-form';
import { ContactCard } from './contact-card';
import { Guidance } from './guidance';
import { ProductCard } from './product-card';
import { StatusIcon } from './status-icon';

export type Result = Extract<PublicAnswer, { kind: 'result' }>;

/** The answer itself: its own title, message and next step, the retry time, where to go instead. */
export function AnswerStatus({ answer }: { answer: Result }) {
  const { t } = usePage();
  const key = resultTextKey(answer.key);
  const tone = toneOf(answer.code);
  const redirect = safeUrl(answer.redirectUrl);
  const errorUrl = safeUrl(answer.errorUrl);
  const retryMinutes = answer.retryAfterSeconds !== null ? Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)) : null;
  return (
    <section className={`card status ${tone}`} data-testid="result" data-code={answer.code}>
      <h1>
        <StatusIcon tone={tone} />
        <span>{t(`${key}.title`)}</span>
      </h1>
      {answer.demo ? (
        <p data-testid="demo">
          <span className="badge">{t('demo.badge')}</span> {t('demo.message')}
        </p>
      ) : null}
      <p>
        <strong>{t(`${key}.message`)}</strong>
      </p>
      <p>{t(`${key}.next`)}</p>
      {retryMinutes !== null ? <p data-testid="retry">{t('retry.in', { count: retryMinutes })}</p> : null}
      {answer.ref ? <p className="hint">{t('entry.checked', { ref: answer.ref })}</p> : null}
      {redirect ? (
        <p>
          <a href={redirect} rel="noopener" data-testid="redirect">
            {t('contact.redirect')}
          </a>
        </p>
      ) : null}
      {errorUrl ? (
        <p>
          <a href={errorUrl} rel="noopener" data-testid="error-url">
            {t('contact.errorUrl')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** What the answer offers next: who to contact, the form. */
export function AnswerFollowUp({ answer, formClient }: { answer: Result; formClient: FormClient | null }) {
  return (
    <>
      {answer.contact ? <ContactCard contact={answer.contact} /> : null}
      {answer.form ? <ConsumerForm token={answer.form.token} kind={answer.form.kind} client={formClient} /> : null}
    </>
  );
}

/**
 * A catalogue answer: the answer itself, then what it carries: the product and the guidance on a
 * valid seal, who to contact, the form it offers.
 */
export function ResultView({ answer, formClient }: { answer: Result; formClient: FormClient | null }) {
  return (
    <>
      <AnswerStatus answer={answer} />
      {answer.product ? <ProductCard product={answer.product} /> : null}
      {answer.code === 0 ? <Guidance /> : null}
      <AnswerFollowUp answer={answer} formClient={formClient} />
    </>
  );
}
