import { theme, type ThemeConfig } from 'antd';
import type { Look } from '@seal/shared';

/**
 * antd's light defaults put secondary text (45 % black), errors (#ff4d4f) and hovered links under
 * the 4.5:1 contrast WCAG AA asks for normal text; these keep every light look readable.
 */
const READABLE_LIGHT = {
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorError: '#cf1322',
} as const;

const light = (primary: string, linkHover: string): ThemeConfig => ({
  token: { colorPrimary: primary, colorInfo: primary, colorLinkHover: linkHover, borderRadius: 6, ...READABLE_LIGHT },
});

/** The four looks of the console (spec 001 section 9 "Themes: default, blue, dark, and one more"). */
export const LOOK_THEMES: Record<Look, ThemeConfig> = {
  default: light('#1d4e89', '#2a5d9c'),
  blue: light('#0958d9', '#003eb3'),
  dark: {
    algorithm: theme.darkAlgorithm,
    token: {
      colorPrimary: '#3c89e8',
      colorInfo: '#3c89e8',
      borderRadius: 6,
      colorTextDescription: 'rgba(255, 255, 255, 0.6)',
      colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    },
  },
  green: light('#2e7d32', '#1b5e20'),
};

export { LOOK_SWATCHES } from './look-vars';
