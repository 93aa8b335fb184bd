/** @jsxRuntime automatic */
import type { z } from 'zod';
import {
  videoEmbedUrl,
  type SocialNetwork,
  type zButtonProps,
  type zHeadingProps,
  type zImageProps,
  type zLinkProps,
  type zSocialLinksProps,
  type zSpacerProps,
  type zTextProps,
  type zVideoProps,
} from '@seal/shared/themes/document';
import { useThemeRender } from './context';
import { safeHref } from './safe-href';
import { blockCss } from './style';

type Props<S extends z.ZodType> = Omit<z.infer<S>, 'id'> & { id?: string };

export function Heading({ text, level, style }: Props<typeof zHeadingProps>) {
  const Tag = (['h1', 'h2', 'h3'] as const)[level - 1] ?? 'h2';
  return <Tag style={{ margin: '0.5em 0', ...blockCss(style) }}>{text}</Tag>;
}

/** Plain text; a blank line starts a new paragraph, a line break stays one. */
export function Text({ text, style }: Props<typeof zTextProps>) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div style={blockCss(style)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} style={{ margin: '0.5em 0', whiteSpace: 'pre-line' }}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

export function Image({ mediaId, alt, width, style }: Props<typeof zImageProps>) {
  const { mediaUrl } = useThemeRender();
  if (!mediaId) return null;
  return (
    <div style={blockCss(style)}>
      <img
        src={mediaUrl(mediaId)}
        alt={alt}
        loading="lazy"
        style={{ display: 'block', maxWidth: '100%', height: 'auto', width: width ?? '100%', margin: '0 auto' }}
      />
    </div>
  );
}

export function Button({ label, href, variant, style }: Props<typeof zButtonProps>) {
  const css = blockCss(style);
  const solid = variant === 'solid';
  return (
    <p style={{ margin: '0.75em 0', textAlign: css.textAlign }}>
      <a
        href={safeHref(href)}
        rel="noopener"
        style={{
          display: 'inline-block',
          padding: '0.6em 1.2em',
          borderRadius: css.borderRadius ?? '0.4em',
          border: `2px solid ${css.background ?? 'currentColor'}`,
          background: solid ? (css.background ?? '#1f4e79') : 'transparent',
          color: css.color ?? (solid ? '#ffffff' : 'inherit'),
          fontFamily: css.fontFamily,
          fontSize: css.fontSize,
          textDecoration: 'none',
          fontWeight: 600,
        }}
      >
        {label}
      </a>
    </p>
  );
}

export function Link({ label, href, style }: Props<typeof zLinkProps>) {
  return (
    <p style={{ margin: '0.5em 0', ...blockCss(style) }}>
      <a href={safeHref(href)} rel="noopener" style={{ color: 'inherit' }}>
        {label}
      </a>
    </p>
  );
}

const NETWORK_MARKS: Record<SocialNetwork, [string, string]> = {
  facebook: ['f', '#1877f2'],
  instagram: ['IG', '#c13584'],
  x: ['X', '#000000'],
  linkedin: ['in', '#0a66c2'],
  youtube: ['YT', '#c4302b'],
  tiktok: ['TT', '#010101'],
  wechat: ['WC', '#07883b'],
  weibo: ['WB', '#c62f2f'],
};

export function SocialLinks({ links, style }: Props<typeof zSocialLinksProps>) {
  const { labels } = useThemeRender();
  const css = blockCss(style);
  return (
    <ul
      style={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.5em',
        padding: 0,
        justifyContent: css.textAlign === 'center' ? 'center' : css.textAlign === 'right' ? 'flex-end' : 'flex-start',
        ...css,
      }}
    >
      {links.map(({ network, url }, index) => {
        const [mark, colour] = NETWORK_MARKS[network];
        return (
          <li key={index}>
            <a
              href={safeHref(url)}
              rel="noopener"
              aria-label={labels.social(network)}
              title={labels.social(network)}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: '2.5em',
                height: '2.5em',
                borderRadius: '50%',
                background: colour,
                color: '#ffffff',
                fontWeight: 700,
                textDecoration: 'none',
              }}
            >
              {mark}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** A YouTube (privacy-enhanced) or Vimeo player; any other address shows a link instead. */
export function Video({ url, title, style }: Props<typeof zVideoProps>) {
  const { labels } = useThemeRender();
  const embed = videoEmbedUrl(url);
  if (!embed) {
    const href = safeHref(url);
    return href ? <Link label={title || labels.video} href={href} style={style} /> : null;
  }
  return (
    <div style={{ position: 'relative', aspectRatio: '16 / 9', margin: '0.75em 0', ...blockCss(style) }}>
      <iframe
        src={embed}
        title={title || labels.video}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </div>
  );
}

export function Spacer({ height, style }: Props<typeof zSpacerProps>) {
  return <div aria-hidden="true" style={{ ...blockCss(style), height }} />;
}
