import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig(({ isSsrBuild }) => ({
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
