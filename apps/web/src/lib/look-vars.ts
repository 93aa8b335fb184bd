import type { CSSProperties } from 'react';
import type { Look } from '@seal/shared';

/** Swatch colours of each look: primary, page background, surface. */
export const LOOK_SWATCHES: Record<Look, readonly [string, string, string]> = {
  default: ['#1d4e89', '#f5f7fa', '#ffffff'],
  blue: ['#0958d9', '#f0f5ff', '#ffffff'],
  dark: ['#3c89e8', '#000000', '#141414'],
  green: ['#2e7d32', '#f3f8f1', '#ffffff'],
};

// antd's own default font stack, so a page drawn before antd loads uses the same letters.
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";

/**
 * The console's CSS variables for a look without antd's theme tokens: the pages drawn before
 * antd loads (login) use them; inside antd, the theme's tokens replace them (antd-root.tsx).
 */
export function lookVars(look: Look): CSSProperties {
  const [primary, background, surface] = LOOK_SWATCHES[look];
  const dark = look === 'dark';
  return {
    '--seal-bg-layout': background,
    '--seal-bg-container': surface,
    '--seal-text': dark ? 'rgba(255, 255, 255, 0.85)' : 'rgba(0, 0, 0, 0.88)',
    '--seal-text-secondary': dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.6)',
    '--seal-border': dark ? '#424242' : '#d9d9d9',
    '--seal-primary': primary,
    '--seal-error': dark ? '#dc4446' : '#cf1322',
    '--seal-shadow':
      '0 1px 2px 0 rgba(0, 0, 0, 0.03), 0 1px 6px -1px rgba(0, 0, 0, 0.02), 0 2px 4px 0 rgba(0, 0, 0, 0.02)',
    '--seal-font': FONT,
  } as CSSProperties;
}
