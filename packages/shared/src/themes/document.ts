import { z } from 'zod';

/**
 * A theme's page (docs/themes.md): what the consumer sees after a scan, designed in the page
 * editor. One document per language (en, fr, zh); a language without one shows the theme's own.
 *
 * The document is the page editor's data (Puck's `{ root, content }`): blocks in order, each
 * `{ type, props }` with a unique `props.id`; a Columns block holds blocks in its columns. The
 * server validates it with `zThemeDocument` and stores it as sections (`documentToSections`),
 * which `themeModel.getTemplateSections` answers as spec 001 section 7 says.
 */
export const THEME_LANGUAGES = ['en', 'fr', 'zh'] as const;
export type ThemeLanguage = (typeof THEME_LANGUAGES)[number];

/** Spec 001 section 9: the units of a length. */
export const LENGTH_UNITS = ['em', 'px', 'rem', '%'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
/** A length as CSS writes it: `1.5em`, `12px`, `2rem`, `50%`. */
export const LENGTH_PATTERN = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:em|px|rem|%))$/;
/** Spec 001 section 9: the default size of a product picture in a theme. */
export const DEFAULT_THEME_IMAGE_SIZE = '128px';
/** `#rgb`, `#rrggbb` or `#rrggbbaa`. */
export const COLOUR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** Font stacks a theme may use: system fonts only, so the public page fetches no font. */
export const THEME_FONTS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  rounded: '"Trebuchet MS", "Segoe UI", sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  humanist: 'Optima, Candara, "Noto Sans", sans-serif',
} as const;
export type ThemeFont = keyof typeof THEME_FONTS;

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'wechat',
  'weibo',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const THEME_TEXT_MAX = 5000;
export const THEME_LABEL_MAX = 200;
export const THEME_URL_MAX = 2000;
/** Blocks in one language's page, columns' blocks included. */
export const THEME_BLOCKS_MAX = 200;
export const THEME_TITLE_MAX = 100;

const zLength = z.string().trim().regex(LENGTH_PATTERN);
const zColour = z.string().trim().regex(COLOUR_PATTERN);
const zText = z.string().max(THEME_TEXT_MAX);
const zLabel = z.string().max(THEME_LABEL_MAX);
/** A link of a theme: http(s), mailto, tel, or a path of this server. Never javascript: or data:. */
export const zThemeUrl = z
  .string()
  .trim()
  .max(THEME_URL_MAX)
  .refine((url) => url === '' || isSafeThemeUrl(url), { message: 'unsafeUrl' });

export function isSafeThemeUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The style panel: every field optional, the page's own style when absent. */
export const zBlockStyle = z
  .object({
    color: zColour.optional(),
    background: zColour.optional(),
    font: z.enum(Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]]).optional(),
    fontSize: zLength.optional(),
    align: z.enum(['left', 'center', 'right']).optional(),
    padding: zLength.optional(),
    margin: zLength.optional(),
    radius: zLength.optional(),
  })
  .strict();
export type BlockStyle = z.infer<typeof zBlockStyle>;

const base = { id: z.string().min(1).max(100), style: zBlockStyle.optional() };

/** The blocks of the component tabs, by tab. */
export const THEME_BLOCK_TABS = {
  content: ['Heading', 'Text', 'Image', 'Button', 'Link', 'SocialLinks', 'Video'],
  product: ['ProductTitle', 'ProductImage', 'ProductDescription', 'ProductFacts', 'ProductData'],
  seal: ['ConsultationResult', 'SealGuidance'],
  layout: ['Columns', 'Spacer'],
} as const;
export type ThemeBlockType = (typeof THEME_BLOCK_TABS)[keyof typeof THEME_BLOCK_TABS][number];

export const zHeadingProps = z.object({
  ...base,
  text: zLabel,
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export const zTextProps = z.object({ ...base, text: zText });
export const zImageProps = z.object({
  ...base,
  /** A picture of the account's media library. */
  mediaId: z.uuid().nullable(),
  alt: zLabel,
  width: zLength.optional(),
});
export const zButtonProps = z.object({
  ...base,
  label: zLabel,
  href: zThemeUrl,
  variant: z.enum(['solid', 'outline']),
});
export const zLinkProps = z.object({ ...base, label: zLabel, href: zThemeUrl });
export const zSocialLinksProps = z.object({
  ...base,
  links: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: zThemeUrl })).max(SOCIAL_NETWORKS.length),
});
/** A YouTube or Vimeo address; the page embeds the player of the video it names (videoEmbedUrl). */
export const zVideoProps = z.object({ ...base, url: zThemeUrl, title: zLabel });
export const zProductTitleProps = z.object({ ...base, level: z.union([z.literal(1), z.literal(2), z.literal(3)]) });
export const zProductImageProps = z.object({ ...base, size: zLength });
export const zProductDescriptionProps = z.object({ ...base });
/** Brand, GTIN, activation and validity dates. */
export const zProductFactsProps = z.object({ ...base });
/** The product's public dynamic data, with the values entered at activation. */
export const zProductDataProps = z.object({ ...base });
export const zConsultationResultProps = z.object({ ...base });
export const zSealGuidanceProps = z.object({ ...base });
export const zSpacerProps = z.object({ ...base, height: zLength });

export interface ThemeBlock {
  type: ThemeBlockType;
  props: { id: string; style?: BlockStyle } & Record<string, unknown>;
}

const zLeafBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Heading'), props: zHeadingProps }),
  z.object({ type: z.literal('Text'), props: zTextProps }),
  z.object({ type: z.literal('Image'), props: zImageProps }),
  z.object({ type: z.literal('Button'), props: zButtonProps }),
  z.object({ type: z.literal('Link'), props: zLinkProps }),
  z.object({ type: z.literal('SocialLinks'), props: zSocialLinksProps }),
  z.object({ type: z.literal('Video'), props: zVideoProps }),
  z.object({ type: z.literal('ProductTitle'), props: zProductTitleProps }),
  z.object({ type: z.literal('ProductImage'), props: zProductImageProps }),
  z.object({ type: z.literal('ProductDescription'), props: zProductDescriptionProps }),
  z.object({ type: z.literal('ProductFacts'), props: zProductFactsProps }),
  z.object({ type: z.literal('ProductData'), props: zProductDataProps }),
  z.object({ type: z.literal('ConsultationResult'), props: zConsultationResultProps }),
  z.object({ type: z.literal('SealGuidance'), props: zSealGuidanceProps }),
  z.object({ type: z.literal('Spacer'), props: zSpacerProps }),
]);

/** Columns (2 or 3, side by side on a wide screen, stacked on a phone) hold leaf blocks. */
export const zColumnsProps = z.object({
  ...base,
  count: z.union([z.literal(2), z.literal(3)]),
  gap: zLength,
  column1: z.array(zLeafBlock).max(THEME_BLOCKS_MAX),
  column2: z.array(zLeafBlock).max(THEME_BLOCKS_MAX),
  column3: z.array(zLeafBlock).max(THEME_BLOCKS_MAX),
});

export const zThemeBlock = z.union([zLeafBlock, z.object({ type: z.literal('Columns'), props: zColumnsProps })]);

/** The page itself: its background, text colour, font and width. */
export const zThemeRootProps = z
  .object({
    title: zLabel.optional(),
    background: zColour.optional(),
    color: zColour.optional(),
    font: z.enum(Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]]).optional(),
    maxWidth: zLength.optional(),
  })
  .strict();
export type ThemeRootProps = z.infer<typeof zThemeRootProps>;

export const zThemeDocument = z
  .object({
    root: z.object({ props: zThemeRootProps.default({}) }).default({ props: {} }),
    content: z.array(zThemeBlock).max(THEME_BLOCKS_MAX),
  })
  .refine((document) => countBlocks(document.content) <= THEME_BLOCKS_MAX, { message: 'tooManyBlocks' })
  .refine((document) => uniqueIds(document.content), { message: 'duplicateIds' });
export type ThemeDocument = z.infer<typeof zThemeDocument>;
export type ThemeBlockData = z.infer<typeof zThemeBlock>;

/** The expert mode's page in one language: HTML and CSS, sanitised by the server. */
export const THEME_HTML_MAX = 100_000;
export const THEME_CSS_MAX = 50_000;
export const zExpertPage = z.object({ html: z.string().max(THEME_HTML_MAX), css: z.string().max(THEME_CSS_MAX) });
export type ExpertPage = z.infer<typeof zExpertPage>;

/**
 * The placeholders an expert page may write in its HTML (docs/themes.md): text placeholders are
 * replaced by the escaped value, block placeholders by the part of the answer page they name.
 */
export const EXPERT_TEXT_PLACEHOLDERS = [
  'product.title',
  'product.description',
  'product.brand',
  'product.gtin',
] as const;
export const EXPERT_BLOCK_PLACEHOLDERS = [
  'result',
  'guidance',
  'product.image',
  'product.facts',
  'product.data',
] as const;

function childrenOf(block: ThemeBlockData): ThemeBlockData[] {
  return block.type === 'Columns' ? [...block.props.column1, ...block.props.column2, ...block.props.column3] : [];
}

function countBlocks(blocks: ThemeBlockData[]): number {
  return blocks.reduce((sum, block) => sum + 1 + countBlocks(childrenOf(block)), 0);
}

function uniqueIds(blocks: ThemeBlockData[]): boolean {
  const ids = new Set<string>();
  const visit = (list: ThemeBlockData[]): boolean =>
    list.every((block) => {
      if (ids.has(block.props.id)) return false;
      ids.add(block.props.id);
      return visit(childrenOf(block));
    });
  return visit(blocks);
}

/** Every picture of the media library a document shows (checked against the account on save). */
export function mediaIdsOf(document: ThemeDocument): string[] {
  const ids = new Set<string>();
  const visit = (list: ThemeBlockData[]) =>
    list.forEach((block) => {
      if (block.type === 'Image' && block.props.mediaId) ids.add(block.props.mediaId);
      visit(childrenOf(block));
    });
  visit(document.content);
  return [...ids];
}

/** A row of `themeModel.getTemplateSections` (spec 001 section 7). */
export interface TemplateSection {
  section_idx: number;
  lang: ThemeLanguage;
  name: string;
  content: string;
}

/**
 * A document as sections: section 0 is the page (`root`, its props as JSON), then one section per
 * top-level block in order (`name` its type, `content` its props as JSON).
 */
export function documentToSections(lang: ThemeLanguage, document: ThemeDocument): TemplateSection[] {
  return [
    { section_idx: 0, lang, name: 'root', content: JSON.stringify(document.root.props) },
    ...document.content.map((block, index) => ({
      section_idx: index + 1,
      lang,
      name: block.type,
      content: JSON.stringify(block.props),
    })),
  ];
}

/** The sections of one language back as a document (validated: stored sections are trusted no more than input). */
export function sectionsToDocument(sections: readonly Pick<TemplateSection, 'section_idx' | 'name' | 'content'>[]) {
  const ordered = [...sections].sort((a, b) => a.section_idx - b.section_idx);
  const root = ordered.find((section) => section.name === 'root');
  return zThemeDocument.parse({
    root: { props: root ? JSON.parse(root.content) : {} },
    content: ordered
      .filter((section) => section.name !== 'root')
      .map((section) => ({ type: section.name, props: JSON.parse(section.content) })),
  });
}

/** Expert pages as sections: 0 the HTML, 1 the CSS. */
export function expertToSections(lang: ThemeLanguage, page: ExpertPage): TemplateSection[] {
  return [
    { section_idx: 0, lang, name: 'html', content: page.html },
    { section_idx: 1, lang, name: 'css', content: page.css },
  ];
}

/** The embed address of a YouTube or Vimeo video, null for anything else. */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : null);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const videoId = id(parsed.searchParams.get('v')) ?? id(parsed.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1]);
    return videoId ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (host === 'youtu.be') {
    const videoId = id(parsed.pathname.slice(1));
    return videoId ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const videoId = parsed.pathname.match(/(\d{5,12})$/)?.[1];
    return videoId ? `https://player.vimeo.com/video/${videoId}` : null;
  }
  return null;
}

/** The hosts a themed page may frame (its videos): the page's CSP `frame-src`. */
export const THEME_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
