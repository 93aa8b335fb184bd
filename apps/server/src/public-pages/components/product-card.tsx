/** @jsxRuntime automatic */
import { Fragment } from 'react';
import type { PublicProduct } from '@seal/shared/contract/consultation';
import { safeUrl } from '../safe-url';
import { dateFormat } from '../intl-formats';
import { usePage } from '../page-context';

/** A date of the answer (ISO) as the page's language writes it, in UTC (a day, not an instant). */
function useDate() {
  const { language } = usePage();
  const format = dateFormat(language, 'date');
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** The product a valid seal protects: its picture first (what the consumer compares), then its facts. */
export function ProductCard({ product }: { product: PublicProduct }) {
  const { t } = usePage();
  const date = useDate();
  const imageUrl = safeUrl(product.imageUrl);
  const pageUrl = safeUrl(product.productPageUrl);
  const facts: [string, string][] = [
    ...(product.brand ? [[t('product.brand'), product.brand] as [string, string]] : []),
    ...(product.gtin ? [[t('product.gtin'), product.gtin] as [string, string]] : []),
    [t('product.activatedAt'), date(product.activatedAt)],
    ...(product.validUntil ? [[t('product.validUntil'), date(product.validUntil)] as [string, string]] : []),
    ...product.data.map(({ label, value }) => [label, value] as [string, string]),
  ];
  return (
    <section className="card product" aria-labelledby="product-heading" data-testid="product">
      <h2 id="product-heading">{product.title}</h2>
      {imageUrl ? (
        <img src={imageUrl} alt={t('product.imageAlt', { title: product.title })} fetchPriority="high" />
      ) : null}
      {product.description ? <p>{product.description}</p> : null}
      <dl>
        {facts.map(([label, value], index) => (
          <Fragment key={index}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {pageUrl ? (
        <p>
          <a href={pageUrl} rel="noopener">
            {t('product.more')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
