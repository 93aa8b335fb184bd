import { isSafeThemeUrl } from '@seal/shared/themes/document';

/** A link kept only when it is one of the schemes a theme may use; stored data is trusted no more than input. */
export const safeHref = (url: string | null | undefined): string | undefined =>
  url && isSafeThemeUrl(url) ? url : undefined;
