import type { CSSProperties } from 'react';
import { THEME_FONTS, type BlockStyle, type ThemeRootProps } from '@seal/shared/themes/document';

/** A block's style panel as inline CSS (the public page's CSP allows inline styles, not scripts). */
export function blockCss(style: BlockStyle | undefined): CSSProperties {
  if (!style) return {};
  return {
    color: style.color,
    background: style.background,
    fontFamily: style.font ? THEME_FONTS[style.font] : undefined,
    fontSize: style.fontSize,
    textAlign: style.align,
    padding: style.padding,
    margin: style.margin,
    borderRadius: style.radius,
  };
}

export function rootCss(props: ThemeRootProps): CSSProperties {
  return {
    background: props.background,
    color: props.color,
    fontFamily: props.font ? THEME_FONTS[props.font] : undefined,
    maxWidth: props.maxWidth ?? '40rem',
    margin: '0 auto',
    padding: '1rem',
    boxSizing: 'border-box',
  };
}
