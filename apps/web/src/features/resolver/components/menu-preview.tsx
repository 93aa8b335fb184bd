import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { media, type resolver } from '@seal/shared';
import { THEME_FONTS, type ThemeFont } from '@seal/shared/themes/document';
import { readableOn } from '../model/colour';

export interface PreviewMenu {
  name?: string;
  items: readonly resolver.ResolverItem[];
  header?: resolver.ResolverHeader;
  footer?: resolver.ResolverFooter;
  logoMediaId?: string | null;
  backgroundMediaId?: string | null;
  background?: string;
  color?: string;
  accent?: string;
  font?: ThemeFont;
}

const PHONE_PX = 360;

/**
 * The menu as a consumer sees it on a phone after a scan: the header, the menu's logo, one button
 * per item in order, the footer, over the menu's colours, font and background image. It follows
 * the form as it is edited, before anything is saved.
 */
export function MenuPreview({ menu }: { menu: PreviewMenu }) {
  const { t } = useTranslation('resolver');
  const accent = menu.accent ?? '#1677ff';
  const page: CSSProperties = {
    maxWidth: PHONE_PX,
    minHeight: 420,
    margin: '0 auto',
    display: 'flex',
    flexDirection: 'column',
    border: '1px solid rgba(0,0,0,0.15)',
    borderRadius: 16,
    overflow: 'hidden',
    fontFamily: THEME_FONTS[menu.font ?? 'system'],
    background: menu.background,
    color: menu.color,
    ...(menu.backgroundMediaId
      ? { backgroundImage: `url(${media.mediaUrl(menu.backgroundMediaId)})`, backgroundSize: 'cover' }
      : {}),
  };
  const header = menu.header;
  const footer = menu.footer;
  return (
    <section aria-label={t('menu.preview')} style={page} data-testid="menu-preview">
      {header && (
        <header style={{ background: header.background, color: header.color, padding: 16, textAlign: 'center' }}>
          {header.logoMediaId && (
            <img src={media.mediaUrl(header.logoMediaId)} alt="" style={{ maxHeight: 48, maxWidth: '60%' }} />
          )}
          <div style={{ fontSize: 20, fontWeight: 600 }} data-testid="menu-preview-title">
            {header.title}
          </div>
          {header.subtitle && <div style={{ opacity: 0.85 }}>{header.subtitle}</div>}
        </header>
      )}
      <div style={{ flex: 1, padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {menu.logoMediaId && (
          <img
            src={media.mediaUrl(menu.logoMediaId)}
            alt=""
            style={{ maxHeight: 64, maxWidth: '50%', alignSelf: 'center' }}
          />
        )}
        {menu.items.length === 0 && <p style={{ textAlign: 'center', opacity: 0.7 }}>{t('menu.previewEmpty')}</p>}
        {menu.items.map((item) => (
          <a
            key={item.id}
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            style={{
              display: 'block',
              padding: '12px 16px',
              borderRadius: 8,
              background: accent,
              color: readableOn(accent),
              textAlign: 'center',
              textDecoration: 'none',
              fontWeight: 600,
            }}
            data-testid="menu-preview-item"
          >
            {item.label}
            {item.language && (
              <small style={{ marginInlineStart: 8, opacity: 0.8 }}>{item.language.toUpperCase()}</small>
            )}
          </a>
        ))}
      </div>
      {footer && (
        <footer
          style={{
            background: footer.background,
            color: footer.color,
            padding: 12,
            fontSize: 12,
            whiteSpace: 'pre-line',
          }}
        >
          {footer.text}
        </footer>
      )}
    </section>
  );
}
