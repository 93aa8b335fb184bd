/** @jsxRuntime automatic */
import { Fragment } from 'react';
import { Document, NO_ASSETS } from '../../public-pages/components/document';
import { ReferenceForm } from '../../public-pages/components/reference-form';
import { usePage, type PageContext } from '../../public-pages/page-context';
import { renderPage } from '../../public-pages/render';
import type { LinkTarget } from './linkset';

export const renderFailurePage = (context: PageContext, title: string, detail: string) =>
  renderPage(context, <DigitalLinkFailurePage title={title} detail={detail} />);

export const renderProductPage = (context: PageContext, product: ProductLinkView) =>
  renderPage(context, <ProductLinkPage product={product} />);

/** A Digital Link this server cannot answer: what is wrong, then the reference box of the consultation. */
export function DigitalLinkFailurePage({ title, detail }: { title: string; detail: string }) {
  return (
    <Document title={title} assets={NO_ASSETS}>
      <section className="card status bad" data-testid="digital-link-failure">
        <h1>{title}</h1>
        <p>{detail}</p>
      </section>
      <ReferenceForm heading="h2" />
    </Document>
  );
}

export interface ProductLinkView {
  title: string;
  description: string | null;
  brand: string | null;
  gtin: string;
  imageUrl: string | null;
  /** One link per link type, in the consumer's language (pickLink), the default link left out. */
  links: LinkTarget[];
}

/**
 * The small page of a product a GTIN names when it has no page of its own to go to: its face, its
 * links and the box to check one of its seals.
 */
export function ProductLinkPage({ product }: { product: ProductLinkView }) {
  const { t } = usePage();
  const facts: [string, string][] = [
    ...(product.brand ? [[t('product.brand'), product.brand] as [string, string]] : []),
    [t('product.gtin'), product.gtin],
  ];
  return (
    <Document title={product.title} assets={NO_ASSETS}>
      <section className="card product" aria-labelledby="product-heading" data-testid="digital-link-product">
        <h1 id="product-heading">{product.title}</h1>
        {product.imageUrl ? (
          <img src={product.imageUrl} alt={t('product.imageAlt', { title: product.title })} fetchPriority="high" />
        ) : null}
        {product.description ? <p>{product.description}</p> : null}
        <dl>
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      {product.links.length > 0 ? (
        <section className="card" aria-labelledby="links-heading">
          <h2 id="links-heading">{t('digitalLink.page.links')}</h2>
          <ul className="plain" data-testid="digital-link-links">
            {product.links.map((link) => (
              <li key={link.href}>
                <a href={link.follow ?? link.href} hrefLang={link.language ?? undefined} rel="noopener">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ReferenceForm heading="h2" />
    </Document>
  );
}
