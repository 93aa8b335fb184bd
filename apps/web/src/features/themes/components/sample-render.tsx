import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { media } from '@seal/shared';
import type { ThemeLanguage } from '@seal/shared/themes/document';
import { ThemeRenderProvider, type ThemeRenderContext } from '@seal/theme-blocks';

/**
 * What a theme's blocks show in the console (the editor's canvas, the list's thumbnails): a
 * sample product, and a sample answer and guidance in place of the consultation's, so the brand
 * sees its page as a consumer would without scanning a seal.
 */
export function useSampleRender(language: ThemeLanguage): ThemeRenderContext {
  const { t } = useTranslation('themes');
  return useMemo(
    () => ({
      language,
      product: {
        title: t('sample.productTitle'),
        description: t('sample.productDescription'),
        imageUrl: '/favicon.svg',
        brand: t('sample.brand'),
        gtin: '03701234567890',
        activatedAt: '2026-03-02T00:00:00.000Z',
        validUntil: '2028-03-02T00:00:00.000Z',
        data: [
          { label: t('sample.batchLabel'), value: 'L-2026-031' },
          { label: t('sample.originLabel'), value: t('sample.originValue') },
        ],
        productPageUrl: null,
      },
      result: (
        <div
          style={{ border: '2px solid #2e7d32', borderRadius: '0.5em', padding: '0.75em', color: '#1b5e20' }}
          data-testid="sample-result"
        >
          <strong>{t('sample.resultTitle')}</strong>
          <div>{t('sample.resultText')}</div>
        </div>
      ),
      guidance: <p style={{ margin: '0.5em 0', fontSize: '0.9em' }}>{t('sample.guidance')}</p>,
      mediaUrl: media.mediaUrl,
      labels: {
        brand: t('sample.labels.brand'),
        gtin: t('sample.labels.gtin'),
        activatedAt: t('sample.labels.activatedAt'),
        validUntil: t('sample.labels.validUntil'),
        productImageAlt: (title: string) => t('sample.labels.productImageAlt', { title }),
        social: (network: string) => t(`networks.${network}`),
        video: t('sample.labels.video'),
      },
    }),
    [language, t],
  );
}

export function SampleRenderProvider({ language, children }: { language: ThemeLanguage; children: ReactNode }) {
  return <ThemeRenderProvider value={useSampleRender(language)}>{children}</ThemeRenderProvider>;
}
