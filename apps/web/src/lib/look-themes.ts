import { theme, type ThemeConfig } from 'antd';
import type { Look } from '@seal/shared';

/** The four looks of the console (spec 001 section 9 "Themes: default, blue, dark, and one more"). */
export const LOOK_THEMES: Record<Look, ThemeConfig> = {
  default: { token: { colorPrimary: '#1d4e89', colorInfo: '#1d4e89', borderRadius: 6 } },
  blue: { token: { colorPrimary: '#1677ff', colorInfo: '#1677ff', borderRadius: 6 } },
  dark: { algorithm: theme.darkAlgorithm, token: { colorPrimary: '#3c89e8', colorInfo: '#3c89e8', borderRadius: 6 } },
  green: { token: { colorPrimary: '#2e7d32', colorInfo: '#2e7d32', borderRadius: 6 } },
};

/** Swatch colours of the look picker: primary, page background, surface. */
export const LOOK_SWATCHES: Record<Look, readonly [string, string, string]> = {
  default: ['#1d4e89', '#f5f7fa', '#ffffff'],
  blue: ['#1677ff', '#f0f5ff', '#ffffff'],
  dark: ['#3c89e8', '#000000', '#141414'],
  green: ['#2e7d32', '#f3f8f1', '#ffffff'],
};
