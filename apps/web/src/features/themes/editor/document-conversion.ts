import type { Data } from '@puckeditor/core';
import type { z } from 'zod';
import { zThemeDocument, zThemeRootProps, type ThemeDocument } from '@seal/shared/themes/document';

/**
 * The page editor's data and the theme's document are the same shape (docs/themes.md): Puck's
 * `{ root, content }`, a Columns block holding its blocks in the slots column1..3. What differs is
 * what an editor leaves behind: empty style fields, `zones`, read-only flags. These functions
 * clean that up one way and give the editor a copy the other way.
 */
type Props = Record<string, unknown>;
type Block = { type: string; props: Props };

const ROOT_KEYS = Object.keys(zThemeRootProps.shape);
const SLOTS = ['column1', 'column2', 'column3'] as const;
/** Optional properties an emptied field leaves as '' (a picture's width). */
const OPTIONAL_PROPS: Record<string, string[]> = { Image: ['width'] };

/** Drops what a field leaves when emptied (''), so the block keeps the page's style there. */
function withoutEmpty(values: Props): Props {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

function cleanBlock(block: Block): Block {
  const { style, ...props } = block.props;
  const cleaned: Props = { ...props };
  for (const key of OPTIONAL_PROPS[block.type] ?? []) if (cleaned[key] === '') delete cleaned[key];
  const styleProps = style && typeof style === 'object' ? withoutEmpty(style as Props) : {};
  if (Object.keys(styleProps).length > 0) cleaned.style = styleProps;
  if (block.type === 'Columns') {
    for (const slot of SLOTS) cleaned[slot] = ((props[slot] as Block[] | undefined) ?? []).map(cleanBlock);
  }
  return { type: block.type, props: cleaned };
}

/** The editor's data as a theme document, checked as the server will check it. */
export function toThemeDocument(data: Partial<Data>): z.ZodSafeParseResult<ThemeDocument> {
  const rootProps = (data.root?.props ?? {}) as Props;
  const root = withoutEmpty(Object.fromEntries(Object.entries(rootProps).filter(([key]) => ROOT_KEYS.includes(key))));
  return zThemeDocument.safeParse({
    root: { props: root },
    content: ((data.content ?? []) as Block[]).map(cleanBlock),
  });
}

/** A document as the editor's data (a copy: the editor never changes what was loaded). */
export function toEditorData(document: ThemeDocument): Data {
  const copy = structuredClone(document);
  return { root: { props: { ...copy.root.props } }, content: copy.content as Data['content'] };
}
