import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};
const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

// Library build: two ESM entry points, dist/index.js (`@company/ui`: primitives and patterns) and dist/sections.js
// (`@company/ui/sections`: page bands, which import the primitives from the shared chunks), and one
// dist/index.css with the tokens and every component's styles.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: {
      entry: { index: 'src/index.ts', sections: 'src/sections.ts' },
      formats: ['es'],
      cssFileName: 'index',
    },
    cssCodeSplit: false,
    sourcemap: true,
    rolldownOptions: {
      // One file per source module: a site's bundler then takes only the components a page uses into that
      // page's chunks (an entry point as one module would bring all of its bands to every page using one).
      output: { preserveModules: true, preserveModulesRoot: 'src' },
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
});
