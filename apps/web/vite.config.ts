import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
 * the same rules as a normal CSS file instead (src/lib/toast/toaster.css, loaded with the toaster).
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

/**
 * The Japanese `common` catalogue is read before the first render on every visit (the source
 * language is the fallback, lib/i18n/i18n.ts), but the app only asks for it once its code
 * has run: a modulepreload in index.html fetches it with the code instead of a round trip later.
 */
function preloadSourceCatalogue(): Plugin {
  return {
    name: 'amigo:preload-source-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && /[\\/]locales[\\/]ja-JP[\\/]common\.json$/.test(output.facadeModuleId ?? ''),
        );
        if (!chunk) throw new Error('no chunk for locales/ja-JP/common.json');
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * The built page comes in two files that differ only in their boot screen (see index.html):
 * - app.html, served for every address (the server's page fallback): the logo and a spinner;
 * - index.html, served for "/": the home page's header and hero image (src/app/boot/home-boot.html),
 *   so the hero, the home page's LCP, is painted from the HTML instead of after the code has run.
 * Both load the code at low fetch priority: what the first paint needs (the stylesheet and, on "/",
 * the hero image) goes first; the code, which paints nothing the boot screen has not, comes after.
 */
function bootScreens(): Plugin {
  const bootBlock = /<!-- boot -->[\s\S]*<!-- \/boot -->/;
  return {
    name: 'amigo:boot-screens',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(
            /<link rel="modulepreload" crossorigin href=/g,
            '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
          ),
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string' || !bootBlock.test(index.source)) {
          this.error('index.html has no <!-- boot --> … <!-- /boot --> block');
        }
        const html = index.source;
        // The logo is drawn once, in index.html's boot screen; the home boot screen takes that <svg>.
        const logo = /<svg[\s\S]*?<\/svg>/.exec(bootBlock.exec(html)?.[0] ?? '')?.[0];
        if (!logo) this.error("index.html's boot screen has no logo <svg>");
        const homeBoot = readFileSync(fileURLToPath(new URL('./src/app/boot/home-boot.html', import.meta.url)), 'utf8')
          .replace(/^<!--[\s\S]*?-->\s*/, '')
          .replace('<!-- logo -->', () => logo)
          .trim()
          .replaceAll('\n', '\n    ');
        this.emitFile({ type: 'asset', fileName: 'app.html', source: html });
        index.source = html.replace(bootBlock, () => homeBoot);
      },
    },
  };
}

/**
 * Writes a .br and a .gz beside every text file of the build (public files included), which the
 * server sends as they are (@fastify/static preCompressed): compressed once at build time at the
 * highest level, never per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'amigo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|json|svg|webmanifest|txt)$/.test(file) || statSync(file).size < 1024) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [preloadSourceCatalogue(), sonnerWithoutInlineStyles(), react(), tailwindcss(), bootScreens(), precompress()],
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
            // Groups are filled in priority order, each with the dependencies of what it captures.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 7 },
            // Only the libraries the shell itself runs on. A catch-all group would pull what only lazy pages use
            // (@noble/hashes of the fairness verifier, QR codes, image compression...) into every first download.
            // sonner, Radix and react-i18next's <Trans> (only the sign-up form uses it) are not here: they load
            // with the first toast, menu or dialog. The contract's plain constants (languages, error reasons) are:
            // otherwise the contract group would take them along with the schemas, and LANGUAGES would download zod.
            {
              name: 'vendor',
              test: /node_modules[\\/](i18next|react-i18next[\\/](?!dist[\\/]es[\\/](Icu)?Trans)|@tanstack|clsx)|packages[\\/]contract[\\/]src[\\/](languages|errors)\.ts$/,
              priority: 6,
            },
            // zod and the contract's schemas: only forms load them (their resolvers validate with the contract's
            // request schemas); api files name their calls with `import type` only (src/lib/http/call-ref.ts).
            {
              name: 'contract',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](calls[\\/]|paging|envelope|define-call|registry|index)/,
              priority: 5,
            },
            // Everything else the first page runs on, in one file: dozens of tiny shared chunks would each cost a
            // request and its response headers (≈ 1 KB each, more than many of the chunks themselves).
            { name: 'shell', tags: ['$initial'], test: /apps[\\/]web[\\/]src[\\/]/, priority: 4 },
          ],
        },
      },
    },
  },
});
