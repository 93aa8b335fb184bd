import type { ReactNode } from 'react';
import { CodeOutlined, HistoryOutlined } from '@ant-design/icons';
import { Flex, Popover, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UI, type themes } from '@seal/shared';
import { ThemePage } from '@seal/theme-blocks';
import { useRights } from '../../../api/session';
import { previewExpert } from '../api/preview-expert';
import { getTheme } from '../api/use-theme';
import { themeKeys } from '../api/keys';
import { ExpertFrame } from './expert-frame';
import { SampleRenderProvider } from './sample-render';

/** The page is drawn at a phone's size, then scaled down to the preview's height. */
const PAGE_WIDTH = 390;
const PAGE_HEIGHT = 560;
/** Hovering the thumbnail shows the page at this height. */
const LARGE_HEIGHT = 360;

function Scaled({ height, children }: { height: number; children: ReactNode }) {
  const { token } = theme.useToken();
  const scale = height / PAGE_HEIGHT;
  return (
    <div
      style={{
        width: Math.round(PAGE_WIDTH * scale),
        height,
        overflow: 'hidden',
        background: '#ffffff',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusSM,
      }}
    >
      {/* A picture of the page: nothing in it is focusable or clickable. */}
      <div
        inert
        aria-hidden
        style={{
          width: PAGE_WIDTH,
          height: PAGE_HEIGHT,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          pointerEvents: 'none',
        }}
      >
        {children}
      </div>
    </div>
  );
}

function Placeholder({ icon }: { icon: ReactNode }) {
  const { token } = theme.useToken();
  const size = UI.previewImagePx;
  return (
    <Flex
      align="center"
      justify="center"
      style={{ width: size, height: size, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 4 }}
    >
      {icon}
    </Flex>
  );
}

/**
 * A list row's preview of its theme (spec 001 section 9: 40 px high), larger on hover: the page
 * editor's themes drawn by the same blocks as the public page with a sample product, the expert
 * themes as the server sanitises them. Old-version themes have no page to draw.
 */
export function ThemeThumbnail({ row }: { row: themes.ThemeRow }) {
  const { t } = useTranslation('themes');
  const rights = useRights();
  const canPreviewExpert = rights['prod.theme_expert_create'] || rights['prod.theme_expert_edit'];
  const detail = useQuery({
    queryKey: [...themeKeys.detail(row.id), row.updatedAt],
    queryFn: ({ signal }) => getTheme(row.id, signal),
    enabled: !row.legacy && (row.mode === 'editor' || canPreviewExpert),
    staleTime: 60_000,
    meta: { silent: true },
  });
  const page = detail.data && !detail.data.legacy ? detail.data : undefined;
  const expertPage = page?.mode === 'expert' ? (page.pages[page.language] ?? Object.values(page.pages)[0]) : undefined;
  const sanitised = useQuery({
    queryKey: [...themeKeys.preview, row.id, row.updatedAt],
    queryFn: ({ signal }) => previewExpert({ page: expertPage!, language: page!.language }, signal),
    enabled: Boolean(expertPage),
    staleTime: 60_000,
    meta: { silent: true },
  });

  if (row.legacy) return <Placeholder icon={<HistoryOutlined aria-label={t('list.oldVersion')} />} />;
  let drawn: ReactNode = null;
  if (page?.mode === 'editor') {
    const document = page.pages[page.language] ?? Object.values(page.pages)[0];
    if (document)
      drawn = (
        <SampleRenderProvider language={page.language}>
          <ThemePage document={document} />
        </SampleRenderProvider>
      );
  } else if (sanitised.data) {
    drawn = <ExpertFrame html={sanitised.data.html} css={sanitised.data.css} title={row.title} />;
  }
  if (!drawn) return <Placeholder icon={row.mode === 'expert' ? <CodeOutlined /> : null} />;
  return (
    <Popover content={<Scaled height={LARGE_HEIGHT}>{drawn}</Scaled>} placement="right" mouseEnterDelay={0.3}>
      <div data-testid="theme-thumbnail">
        <Scaled height={UI.previewImagePx}>{drawn}</Scaled>
      </div>
    </Popover>
  );
}
