import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The heading of a console page, with its actions on the right. */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
