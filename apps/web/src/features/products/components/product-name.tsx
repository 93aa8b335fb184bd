import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { LIMITS } from '@seal/shared/constants';

/** A name cut to `max` characters (whole code points) with an ellipsis; undefined when it fits. */
export function shortName(name: string, max: number = LIMITS.productNameDisplay): string | undefined {
  const characters = [...name];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : undefined;
}

/**
 * A product name as lists show it: at most 60 characters (spec 001 section 9), the whole name on
 * hover (tooltip, and `title` for assistive technology and copy).
 */
export function ProductName({ title, children }: { title: string; children: (shown: string) => ReactNode }) {
  const short = shortName(title);
  if (!short) return <>{children(title)}</>;
  return (
    <Tooltip title={title}>
      <span title={title} data-testid="product-name-short">
        {children(short)}
      </span>
    </Tooltip>
  );
}
