/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import type { BlockStyle } from '@seal/shared/themes/document';
import { blockCss } from './style';

/**
 * Columns side by side on a wide screen and stacked on a phone, without a media query (inline
 * styles have none): each column is at least 12rem wide and the row wraps.
 */
export function ColumnsLayout({
  columns,
  gap,
  style,
}: {
  columns: ReactNode[];
  gap: string;
  style?: BlockStyle | undefined;
}) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap, ...blockCss(style) }}>
      {columns.map((column, index) => (
        <div key={index} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          {column}
        </div>
      ))}
    </div>
  );
}
