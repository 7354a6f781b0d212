import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves dist/ at /console/ (SPA fallback); in development the
// console runs on its own port and forwards API calls to a local server.
const apiProxy = { '/v2': { target: 'http://127.0.0.1:8080', changeOrigin: false } };

export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Never inline assets as data: URIs: the production CSP allows img 'self' only.
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // @amigo/contract is pure definitions: keep only what the console imports
        // (the language list) instead of every call schema and zod with it.
        moduleSideEffects: (id) => (id.includes('/packages/contract/src/') ? false : undefined),
      },
    },
  },
  server: { port: 5174, strictPort: true, proxy: apiProxy },
  preview: { port: 4174, strictPort: true, proxy: apiProxy },
});
