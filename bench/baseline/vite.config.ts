import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The bare react-admin baseline, built by the portal's Vite and React plugin. */
export default defineConfig({
  root: here,
  publicDir: false,
  plugins: [react()],
  build: { outDir: `${here}dist`, emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
});
