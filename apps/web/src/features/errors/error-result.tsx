import type { ReactNode } from 'react';
import { Result, type ResultProps } from 'antd';

const TITLE_STYLE = { fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', margin: 0, color: 'inherit' };

/**
 * The body of the error pages, drawn as antd's result with the code as the level-one heading.
 * Outside the shell they bring their own main landmark; inside it (`inShell`) the shell has one.
 */
export function ErrorResult({
  code,
  inShell = false,
  ...props
}: Omit<ResultProps, 'title'> & { code: ReactNode; inShell?: boolean }) {
  const result = <Result {...props} title={<h1 style={TITLE_STYLE}>{code}</h1>} />;
  return inShell ? result : <main>{result}</main>;
}
