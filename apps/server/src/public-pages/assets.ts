import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageAssets } from './components/document';
import type { FormClient } from './components/consumer-form';

/** Where the built client files are served; their names carry their content's hash. */
export const ASSETS_PREFIX = '/public/';

/** What build-public.mjs writes beside the files (manifest.json). */
export interface PublicManifest {
  form: { js: string; css: string | null };
  workers: { sha: string; pbkdf2: string };
}

export interface PublicAssets {
  /** The assets of a page showing the consumer form (the only pages with a script). */
  formPage: PageAssets;
  formClient: FormClient | null;
  /** The built files by name, read and gzipped once at start (a handful of small files). */
  files: Map<string, { body: Buffer; gzipped: Buffer; type: string }>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

const NONE: PublicAssets = { formPage: { scripts: [] }, formClient: null, files: new Map() };

/**
 * The client build of the public pages (PUBLIC_DIST, dist/public beside main.js). Without one
 * (a server run from its sources) the pages render and the check works; the consumer form,
 * which needs its script, cannot be sent.
 */
export function loadPublicAssets(dir: string | undefined): PublicAssets {
  const manifestFile = dir ? path.join(dir, 'manifest.json') : undefined;
  if (!dir || !manifestFile || !fs.existsSync(manifestFile)) return NONE;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PublicManifest;
  const files: PublicAssets['files'] = new Map();
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const body = fs.readFileSync(path.join(dir, name));
    files.set(name, { body, gzipped: gzipSync(body, { level: 9 }), type });
  }
  const url = (name: string) => `${ASSETS_PREFIX}${name}`;
  return {
    formPage: { scripts: [url(manifest.form.js)] },
    formClient: {
      workers: { sha: url(manifest.workers.sha), pbkdf2: url(manifest.workers.pbkdf2) },
      stylesheet: manifest.form.css ? url(manifest.form.css) : null,
    },
    files,
  };
}
