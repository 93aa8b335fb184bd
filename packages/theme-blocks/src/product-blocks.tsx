/** @jsxRuntime automatic */
import { Fragment } from 'react';
import type { z } from 'zod';
import type { zProductImageProps, zProductTitleProps, zBlockStyle } from '@seal/shared/themes/document';
import { useThemeRender } from './context';
import { safeHref } from './safe-href';
import { blockCss } from './style';

type Props<S extends z.ZodType> = Omit<z.infer<S>, 'id'> & { id?: string };
type StyleOnly = { style?: z.infer<typeof zBlockStyle> | undefined; id?: string };

/** The product's blocks show nothing when the answer names no product (an unknown reference). */
export function ProductTitle({ level, style }: Props<typeof zProductTitleProps>) {
  const { product } = useThemeRender();
  if (!product) return null;
  const Tag = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h2';
  return <Tag style={{ margin: '0.5em 0', ...blockCss(style) }}>{product.title}</Tag>;
}

export function ProductImage({ size, style }: Props<typeof zProductImageProps>) {
  const { product, labels } = useThemeRender();
  const src = safeHref(product?.imageUrl);
  if (!product || !src) return null;
  const css = blockCss(style);
  return (
    <div style={{ ...css, textAlign: css.textAlign ?? 'center' }}>
      <img
        src={src}
        alt={labels.productImageAlt(product.title)}
        fetchPriority="high"
        style={{ width: size, maxWidth: '100%', height: 'auto', borderRadius: css.borderRadius }}
      />
    </div>
  );
}

export function ProductDescription({ style }: StyleOnly) {
  const { product } = useThemeRender();
  if (!product?.description) return null;
  return <p style={{ margin: '0.5em 0', whiteSpace: 'pre-line', ...blockCss(style) }}>{product.description}</p>;
}

function Facts({ facts, style }: { facts: [string, string][]; style: StyleOnly['style'] }) {
  if (facts.length === 0) return null;
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: '0.25em 1em',
        margin: '0.5em 0',
        ...blockCss(style),
      }}
    >
      {facts.map(([label, value], index) => (
        <Fragment key={index}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Brand, GTIN, activation and validity dates, the dates in the page's language (UTC days). */
export function ProductFacts({ style }: StyleOnly) {
  const { product, labels, language } = useThemeRender();
  if (!product) return null;
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const date = (iso: string) => {
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? iso : format.format(value);
  };
  const facts: [string, string][] = [
    ...(product.brand ? [[labels.brand, product.brand] as [string, string]] : []),
    ...(product.gtin ? [[labels.gtin, product.gtin] as [string, string]] : []),
    [labels.activatedAt, date(product.activatedAt)],
    ...(product.validUntil ? [[labels.validUntil, date(product.validUntil)] as [string, string]] : []),
  ];
  return <Facts facts={facts} style={style} />;
}

/** The dynamic data the product makes public, with the values entered at activation. */
export function ProductData({ style }: StyleOnly) {
  const { product } = useThemeRender();
  if (!product) return null;
  return <Facts facts={product.data.map(({ label, value }) => [label, value])} style={style} />;
}
