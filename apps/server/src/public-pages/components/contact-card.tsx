/** @jsxRuntime automatic */
import type { OwnerContact } from '@seal/shared/contract/consultation';
import { usePage } from '../page-context';
import { safeUrl } from '../safe-url';

/** Who the consumer may write to about the seal: its owner (the brand), then the service. */
export function ContactCard({ contact }: { contact: OwnerContact }) {
  const { t } = usePage();
  const url = safeUrl(contact.url);
  const hasOwner = Boolean(contact.company || contact.email || url);
  if (!hasOwner && !contact.serviceEmail) return null;
  return (
    <section className="card" aria-labelledby="contact-heading" data-testid="contact">
      <h2 id="contact-heading">{t('contact.title')}</h2>
      {hasOwner ? (
        <dl data-testid="contact-owner">
          <dt>{t('contact.brand')}</dt>
          <dd>{contact.company ?? contact.email ?? url}</dd>
          {contact.email ? (
            <>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </>
          ) : null}
          {url ? (
            <>
              <dt>{t('contact.website')}</dt>
              <dd>
                <a href={url} rel="noopener">
                  {contact.url}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {contact.serviceEmail ? (
        <dl data-testid="contact-service">
          <dt>{t('contact.service')}</dt>
          <dd>
            <a href={`mailto:${contact.serviceEmail}`}>{contact.serviceEmail}</a>
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
