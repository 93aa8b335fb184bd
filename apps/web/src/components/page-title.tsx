import type { ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';

/**
 * The heading of a console page, with its actions on the right. It is the page's one level-one
 * heading (what screen readers jump to), drawn at the size of a level-three title.
 */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 16 }}>
      <Typography.Title
        level={1}
        style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}
      >
        {children}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
