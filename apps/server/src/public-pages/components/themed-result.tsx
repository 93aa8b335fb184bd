/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_THEME_IMAGE_SIZE, type SocialNetwork, type ThemeBlockData } from '@seal/shared/themes/document';
import {
  ProductData,
  ProductFacts,
  ProductImage,
  ThemePage,
  ThemeRenderProvider,
  type ThemeRenderContext,
} from '@seal/theme-blocks';
import { expertSlot, themeMediaUrl, type PublicTheme } from '../../modules/themes/public-theme';
import { PageProvider, usePage, type PageContext } from '../page-context';
import type { FormClient } from './consumer-form';
import { Guidance } from './guidance';
import { AnswerFollowUp, AnswerStatus, type Result } from './result-view';

/** The networks' own names: proper nouns, written the same in every language. */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  wechat: 'WeChat',
  weibo: 'Weibo',
};

function useThemeContext(answer: Result, theme: PublicTheme, formClient: FormClient | null): ThemeRenderContext {
  const { t } = usePage();
  return {
    language: theme.language,
    product: answer.product,
    result: (
      <>
        <AnswerStatus answer={answer} />
        <AnswerFollowUp answer={answer} formClient={formClient} />
      </>
    ),
    guidance: answer.code === 0 ? <Guidance /> : null,
    mediaUrl: (mediaId) => themeMediaUrl(theme.id, mediaId),
    labels: {
      brand: t('product.brand'),
      gtin: t('product.gtin'),
      activatedAt: t('product.activatedAt'),
      validUntil: t('product.validUntil'),
      productImageAlt: (title) => t('product.imageAlt', { title }),
      social: (network) => t('theme.social', { network: NETWORK_NAMES[network as SocialNetwork] ?? network }),
      video: t('theme.video'),
    },
  };
}

/** Whether a page's blocks (columns included) hold a block of `type`. */
function holds(blocks: ThemeBlockData[], type: ThemeBlockData['type']): boolean {
  return blocks.some(
    (block) =>
      block.type === type ||
      (block.type === 'Columns' &&
        holds([...block.props.column1, ...block.props.column2, ...block.props.column3], type)),
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const TEXT_PLACEHOLDER = /\{\{\s*(product\.(?:title|description|brand|gtin))\s*\}\}/g;

/**
 * An expert page: its sanitised HTML with its placeholders filled (text escaped, blocks rendered
 * by the page itself), under its scoped CSS.
 */
function ExpertPage({
  theme,
  context,
}: {
  theme: Extract<PublicTheme, { mode: 'expert' }>;
  context: ThemeRenderContext;
}) {
  const page = usePage();
  const render = (node: ReactNode) =>
    renderToStaticMarkup(
      <PageProvider value={page as PageContext}>
        <ThemeRenderProvider value={context}>{node}</ThemeRenderProvider>
      </PageProvider>,
    );
  const blocks: Record<string, () => ReactNode> = {
    result: () => context.result,
    guidance: () => context.guidance,
    'product.image': () => <ProductImage size={DEFAULT_THEME_IMAGE_SIZE} />,
    'product.facts': () => <ProductFacts />,
    'product.data': () => <ProductData />,
  };
  const product = context.product;
  const texts: Record<string, string | null | undefined> = {
    'product.title': product?.title,
    'product.description': product?.description,
    'product.brand': product?.brand,
    'product.gtin': product?.gtin,
  };
  let html = theme.html.replace(TEXT_PLACEHOLDER, (_all, name: string) => escapeHtml(texts[name] ?? ''));
  // A block shows once, where its placeholder first is (the form it may hold has ids of its own).
  for (const [name, block] of Object.entries(blocks)) {
    const [before, ...after] = html.split(expertSlot(name));
    if (after.length > 0) html = before + render(block()) + after.join('');
  }
  return (
    <>
      {theme.css ? <style dangerouslySetInnerHTML={{ __html: theme.css }} /> : null}
      <div className="theme-expert" data-testid="theme" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

/**
 * An answer on its product's theme: the theme's page, with the answer and the guidance where its
 * blocks place them; a theme without such a block gets them at the top, so a consumer always sees
 * the answer.
 */
export function ThemedResult({
  answer,
  theme,
  formClient,
}: {
  answer: Result;
  theme: PublicTheme;
  formClient: FormClient | null;
}) {
  const context = useThemeContext(answer, theme, formClient);
  const placed =
    theme.mode === 'editor'
      ? {
          result: holds(theme.document.content, 'ConsultationResult'),
          guidance: holds(theme.document.content, 'SealGuidance'),
        }
      : { result: theme.html.includes(expertSlot('result')), guidance: theme.html.includes(expertSlot('guidance')) };
  return (
    <>
      {placed.result ? null : context.result}
      {placed.guidance ? null : context.guidance}
      {theme.mode === 'editor' ? (
        <div data-testid="theme">
          <ThemeRenderProvider value={context}>
            <ThemePage document={theme.document} />
          </ThemeRenderProvider>
        </div>
      ) : (
        <ExpertPage theme={theme} context={context} />
      )}
    </>
  );
}
