import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompressPlugin';
import { chunkPlan } from './scripts/chunkPlan';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), chunkPlan(), precompress()],
  server: { proxy: { '/api': apiTarget } },
  // The manifest lets bench/bundle-size.ts add up what each route loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
