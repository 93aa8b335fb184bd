import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../page-spinner';

const AntdRoot = lazy(() => import('./antd-root'));

/**
 * Renders its children inside antd's providers, loading them first (see antd-root.tsx):
 * `fullScreen` for a whole page, else a part of one.
 */
export function WithAntd({ children, fullScreen = false }: { children: ReactNode; fullScreen?: boolean }) {
  return (
    <Suspense fallback={<PageSpinner fullScreen={fullScreen} />}>
      <AntdRoot inline={!fullScreen}>{children}</AntdRoot>
    </Suspense>
  );
}
