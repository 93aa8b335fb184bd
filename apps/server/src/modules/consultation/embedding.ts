/** The origin of a URL (scheme, host and port), or null for what is not an http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Spec 000 section 1: a consultation framed by a website that is not one of the seal owner's sites
 * blocks authentication. The embedding page's origin must be the origin of a site's website URL;
 * an unknown embedding page (no Referer) is not one.
 */
export function isAllowedEmbedding(embeddingSite: string | null, websites: readonly string[]): boolean {
  const origin = embeddingSite ? originOf(embeddingSite) : null;
  return origin !== null && websites.some((website) => originOf(website) === origin);
}
