import type { ReactNode } from 'react';
import './page-title.css';

/**
 * The heading of a console page, with its actions on the right. It is the page's one level-one
 * heading (what screen readers jump to), drawn at the size of a level-three title. Plain markup:
 * antd's Typography would add some 10 KB (gzip) to every screen for one heading.
 */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="page-title">
      <h1 className="page-title-text">{children}</h1>
      {extra}
    </div>
  );
}
