import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/precompress.ts';

/**
 * React Router's package points every import at its development build (its `exports` have no
 * production condition), which checks and warns as it renders: 7.7 % of a server-drawn job page's
 * CPU (decision 0225). Its production build, beside it in the package, is what both builds take.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = path.join(reactRouterDir, 'dist/production/index.mjs');

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  // The budget and the pre-compressed copies are for what browsers download: not for the
  // server-rendering build (dist-ssr, entry-server.tsx), which is code for the API.
  plugins: [react(), ...(isSsrBuild ? [] : [bundleBudget(), precompress()])],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // No <link rel="modulepreload">: in index.html they held up the stylesheet over HTTP/1.1, and
    // added while hydrating they took the main thread (decision 0096).
    modulePreload: false,
    copyPublicDir: !isSsrBuild,
  },
}));
