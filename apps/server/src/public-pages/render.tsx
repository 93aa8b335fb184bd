/** @jsxRuntime automatic */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageProvider, type PageContext } from './page-context';

/**
 * A public page as HTML: rendered once on the server, never hydrated (the pages' few interactive
 * parts are a small script of their own: docs/decisions/0016-public-pages-ssr.md).
 */
export function renderPage(context: PageContext, page: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<PageProvider value={context}>{page}</PageProvider>)}`;
}
