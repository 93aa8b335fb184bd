import type { ReactNode } from 'react';
import type { ComponentConfig, Config, Fields } from '@puckeditor/core';
import type { TFunction } from 'i18next';
import {
  DEFAULT_THEME_IMAGE_SIZE,
  SOCIAL_NETWORKS,
  THEME_BLOCK_TABS,
  type ThemeBlockType,
  type ThemeLanguage,
  type ThemeRootProps,
} from '@seal/shared/themes/document';
import { ColumnsLayout, LEAF_BLOCKS, rootCss } from '@seal/theme-blocks';
import { SampleRenderProvider } from '../components/sample-render';
import { colourField, fontField, lengthField, mediaField, styleField } from './fields';

type LeafType = Exclude<ThemeBlockType, 'Columns'>;
const LEAF_TYPES = Object.keys(LEAF_BLOCKS) as LeafType[];

export interface ThemeConfigOptions {
  t: TFunction;
  /** The language of the page edited: the sample's dates and texts follow it. */
  language: ThemeLanguage;
  /** The image field may upload to the media library (prod.create or prod.edit). */
  canUpload: boolean;
}

const levelField = (t: TFunction) =>
  ({
    type: 'select',
    label: t('fields.level'),
    options: [1, 2, 3].map((level) => ({ value: level, label: t('fields.levelValue', { level }) })),
  }) as const;

/** Each block's own properties (the style panel comes on top of them). */
function blockFields(t: TFunction, canUpload: boolean): Record<LeafType, Fields> {
  const text = (label: string) => ({ type: 'text', label }) as const;
  const href = text(t('fields.href'));
  return {
    Heading: { text: text(t('fields.text')), level: levelField(t) },
    Text: { text: { type: 'textarea', label: t('fields.text') } },
    Image: {
      mediaId: mediaField(t('fields.image'), canUpload),
      alt: text(t('fields.alt')),
      width: lengthField(t('fields.width'), t('style.unit')),
    },
    Button: {
      label: text(t('fields.label')),
      href,
      variant: {
        type: 'radio',
        label: t('fields.variant'),
        options: [
          { value: 'solid', label: t('fields.solid') },
          { value: 'outline', label: t('fields.outline') },
        ],
      },
    },
    Link: { label: text(t('fields.label')), href },
    SocialLinks: {
      links: {
        type: 'array',
        label: t('fields.links'),
        max: SOCIAL_NETWORKS.length,
        arrayFields: {
          network: {
            type: 'select',
            label: t('fields.network'),
            options: SOCIAL_NETWORKS.map((network) => ({ value: network, label: t(`networks.${network}`) })),
          },
          url: href,
        },
        defaultItemProps: { network: 'instagram', url: '' },
        getItemSummary: (item: { network?: string }) => (item.network ? t(`networks.${item.network}`) : ''),
      },
    },
    Video: { url: text(t('fields.videoUrl')), title: text(t('fields.videoTitle')) },
    ProductTitle: { level: levelField(t) },
    ProductImage: { size: lengthField(t('fields.size'), t('style.unit'), true) },
    ProductDescription: {},
    ProductFacts: {},
    ProductData: {},
    ConsultationResult: {},
    SealGuidance: {},
    Spacer: { height: lengthField(t('fields.height'), t('style.unit'), true) },
  };
}

function defaultProps(t: TFunction): Record<LeafType, Record<string, unknown>> {
  return {
    Heading: { text: t('defaults.heading'), level: 2 },
    Text: { text: t('defaults.text') },
    Image: { mediaId: null, alt: '' },
    Button: { label: t('defaults.button'), href: '', variant: 'solid' },
    Link: { label: t('defaults.link'), href: '' },
    SocialLinks: { links: [{ network: 'instagram', url: '' }] },
    Video: { url: '', title: '' },
    ProductTitle: { level: 1 },
    ProductImage: { size: DEFAULT_THEME_IMAGE_SIZE },
    ProductDescription: {},
    ProductFacts: {},
    ProductData: {},
    ConsultationResult: {},
    SealGuidance: {},
    Spacer: { height: '2em' },
  };
}

/**
 * The page editor's configuration: one component per block of the theme document, grouped in the
 * component tabs of THEME_BLOCK_TABS, each drawn by the component the public page uses.
 */
export function themeEditorConfig({ t, language, canUpload }: ThemeConfigOptions): Config {
  const style = styleField(t);
  const fields = blockFields(t, canUpload);
  const defaults = defaultProps(t);
  const components: Record<string, ComponentConfig> = {};
  for (const type of LEAF_TYPES) {
    const Block = LEAF_BLOCKS[type];
    components[type] = {
      label: t(`blocks.${type}`),
      fields: { ...fields[type], style },
      defaultProps: { ...defaults[type], style: {} },
      render: ({ puck: _puck, editMode: _editMode, ...props }) => <Block {...props} />,
    };
  }
  components.Columns = {
    label: t('blocks.Columns'),
    fields: {
      count: {
        type: 'select',
        label: t('fields.count'),
        options: [2, 3].map((count) => ({ value: count, label: String(count) })),
      },
      gap: lengthField(t('fields.gap'), t('style.unit'), true),
      column1: { type: 'slot', label: t('fields.column', { index: 1 }), allow: LEAF_TYPES },
      column2: { type: 'slot', label: t('fields.column', { index: 2 }), allow: LEAF_TYPES },
      column3: { type: 'slot', label: t('fields.column', { index: 3 }), allow: LEAF_TYPES },
      style,
    },
    defaultProps: { count: 2, gap: '1em', column1: [], column2: [], column3: [], style: {} },
    render: ({ count, gap, style: blockStyle, column1: First, column2: Second, column3: Third }) => {
      const slots = [First, Second, Third].slice(0, count as number) as ((props: {
        minEmptyHeight: number;
      }) => ReactNode)[];
      const columns = slots.map((Slot, index) => <Slot key={index} minEmptyHeight={48} />);
      return <ColumnsLayout columns={columns} gap={gap as string} style={blockStyle} />;
    },
  };
  const tab = (name: keyof typeof THEME_BLOCK_TABS) => ({
    title: t(`tabs.${name}`),
    components: [...THEME_BLOCK_TABS[name]],
    defaultExpanded: true,
  });
  return {
    categories: {
      content: tab('content'),
      product: tab('product'),
      seal: tab('seal'),
      layout: tab('layout'),
      other: { visible: false },
    },
    components,
    root: {
      fields: {
        title: { type: 'text', label: t('fields.pageTitle') },
        background: colourField(t('style.background'), t('style.clear')),
        color: colourField(t('style.color'), t('style.clear')),
        font: fontField(t),
        maxWidth: lengthField(t('fields.maxWidth'), t('style.unit')),
      },
      render: (props: object) => {
        const { children, background, color, font, maxWidth } = props as { children: ReactNode } & ThemeRootProps;
        return (
          <SampleRenderProvider language={language}>
            <div className="theme-page" style={rootCss({ background, color, font, maxWidth })}>
              {children}
            </div>
          </SampleRenderProvider>
        );
      },
    },
  };
}
