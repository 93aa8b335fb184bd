/**
 * The WHATWG URL, global in Node and in every browser; the shared package compiles without either's
 * types, so the part it uses is declared here.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
}
