import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is split per route; the login chunk is measured against a 300 KB gzip budget.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // @seal/shared only declares constants, schemas and contracts: a module whose exports are
        // unused can go (its package.json does not say `sideEffects: false` yet).
        moduleSideEffects: (id) => (id.includes('/packages/shared/src/') ? false : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/callAPI': { target: backend, changeOrigin: true },
      '/api': { target: backend, changeOrigin: true },
    },
  },
});
