import type { ReactNode } from 'react';
import { Result, type ResultProps } from 'antd';

const TITLE_STYLE = { fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', margin: 0, color: 'inherit' };

/**
 * The body of the error pages: they render outside the shell, so they bring their own main
 * landmark and level-one heading (the code), drawn as antd's result title.
 */
export function ErrorResult({ code, ...props }: Omit<ResultProps, 'title'> & { code: ReactNode }) {
  return (
    <main>
      <Result {...props} title={<h1 style={TITLE_STYLE}>{code}</h1>} />
    </main>
  );
}
