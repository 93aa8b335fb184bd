/** @jsxRuntime automatic */
import type { ComponentType, ReactNode } from 'react';
import type { ThemeBlockData, ThemeDocument } from '@seal/shared/themes/document';
import { ColumnsLayout } from './columns';
import { Button, Heading, Image, Link, SocialLinks, Spacer, Text, Video } from './content-blocks';
import { ProductData, ProductDescription, ProductFacts, ProductImage, ProductTitle } from './product-blocks';
import { ConsultationResult, SealGuidance } from './seal-blocks';
import { rootCss } from './style';

/** The render of every leaf block, by type: the editor's config uses the same components. */
// The props of each block are checked by zThemeDocument before they reach a render.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const LEAF_BLOCKS: Record<Exclude<ThemeBlockData['type'], 'Columns'>, ComponentType<any>> = {
  Heading,
  Text,
  Image,
  Button,
  Link,
  SocialLinks,
  Video,
  ProductTitle,
  ProductImage,
  ProductDescription,
  ProductFacts,
  ProductData,
  ConsultationResult,
  SealGuidance,
  Spacer,
};

export function ThemeBlocks({ blocks }: { blocks: ThemeBlockData[] }): ReactNode {
  return blocks.map((block) => {
    if (block.type === 'Columns') {
      const { count, gap, style, column1, column2, column3 } = block.props;
      const columns = [column1, column2, column3]
        .slice(0, count)
        .map((column, index) => <ThemeBlocks key={index} blocks={column} />);
      return <ColumnsLayout key={block.props.id} columns={columns} gap={gap} style={style} />;
    }
    const Block = LEAF_BLOCKS[block.type];
    return <Block key={block.props.id} {...block.props} />;
  });
}

/** A theme's page in one language, inside ThemeRenderProvider. */
export function ThemePage({ document }: { document: ThemeDocument }) {
  return (
    <div className="theme-page" style={rootCss(document.root.props)}>
      <ThemeBlocks blocks={document.content} />
    </div>
  );
}
