import type { PublicManifest } from './src/public-pages/assets';

export const PUBLIC_JS_BUDGET_BYTES: number;
export function buildPublicClient(outdir: string): Promise<{ manifest: PublicManifest; jsBytes: number }>;
