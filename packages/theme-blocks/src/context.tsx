/** @jsxRuntime automatic */
import { createContext, useContext, type ReactNode } from 'react';
import type { PublicProduct } from '@seal/shared/contract/consultation';
import type { ThemeLanguage } from '@seal/shared/themes/document';

/**
 * What a theme's blocks show besides their own props: the page's language and texts, the product
 * of the answer, and the parts of the answer page the page itself renders (the consultation
 * result, the seal's guidance). The public page gives the real ones; the editor gives samples.
 */
export interface ThemeRenderContext {
  language: ThemeLanguage;
  product: PublicProduct | null;
  /** The consultation result: the answer, or the challenge with its form. */
  result: ReactNode;
  guidance: ReactNode;
  /** The address of a picture of the media library. */
  mediaUrl: (mediaId: string) => string;
  /** Texts the blocks write themselves, in the page's language. */
  labels: ThemeLabels;
}

export interface ThemeLabels {
  brand: string;
  gtin: string;
  activatedAt: string;
  validUntil: string;
  productImageAlt: (title: string) => string;
  social: (network: string) => string;
  video: string;
}

const Context = createContext<ThemeRenderContext | null>(null);

export const ThemeRenderProvider = Context.Provider;

export function useThemeRender(): ThemeRenderContext {
  const context = useContext(Context);
  if (!context) throw new Error('a theme block renders inside ThemeRenderProvider');
  return context;
}
