import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: Object.fromEntries(['/rest', '/auth', '/storage', '/config.json'].map((path) => [path, backend])),
  },
  build: { sourcemap: true },
});
