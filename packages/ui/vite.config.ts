import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

// Library build: dist/index.js (ESM) and one dist/index.css with the tokens and every component's styles.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'index' },
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
});
