/**
 * A link or picture address from the brand's data, kept only when it is one a browser fetches
 * plainly: http(s), or a path of this server. Anything else (javascript:, data:) is dropped.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
