import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:8080';
const proxy = {
  '/v2': { target: apiTarget, changeOrigin: false },
  '/healthz': { target: apiTarget, changeOrigin: false },
  '/dev': { target: apiTarget, changeOrigin: false },
};

/**
 * The production CSP is `style-src 'self'`: no <style> element may be created at run time.
 * sonner injects its stylesheet from JavaScript when it loads; we drop that call and ship
 * the same rules as a normal CSS file instead (imported in src/styles.css).
 */
function sonnerWithoutInlineStyles(): Plugin {
  return {
    name: 'amigo:sonner-without-inline-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      return { code: code.replace(/^__insertCSS\(.*\);$/m, ''), map: null };
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [sonnerWithoutInlineStyles(), react(), tailwindcss()],
  resolve: {
    alias: {
      // Radix's scroll lock adds <style> tags; this drop-in uses constructable stylesheets,
      // which a strict CSP allows (see src/lib/csp/style-singleton.ts).
      'react-style-singleton': fileURLToPath(new URL('./src/lib/csp/style-singleton.ts', import.meta.url)),
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Each language's catalogue is its own chunk; no inline assets keep the CSP simple.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
