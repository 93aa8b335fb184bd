import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkFileName, VENDOR_GROUPS } from './chunk-names';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Budgets (scripts/login-budget.mjs, gzip): /login under 150 KB, the dashboard under 300 KB,
    // no chunk over 200 KB. This limit is on raw size: it warns well before the last one.
    chunkSizeWarningLimit: 600,
    // The manifest tells the budget script which chunks each screen loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
        chunkFileNames: chunkFileName,
      },
      treeshake: {
        // @seal/shared only declares constants, schemas and contracts: a module whose exports are
        // unused can go (its package.json does not say `sideEffects: false` yet).
        moduleSideEffects: (id) => (id.includes('/packages/shared/src/') ? false : undefined),
      },
    },
  },
  server: {
    // The Host header stays the dev server's: the server's Origin check accepts the address a
    // request was sent to (docs/decisions/0005-origin-check.md).
    proxy: {
      '/callAPI': { target: backend },
      '/api': { target: backend },
    },
  },
});
