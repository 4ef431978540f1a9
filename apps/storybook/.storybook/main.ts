import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.tsx',
    '../../../packages/ui/src/**/*.stories.tsx',
  ],
  staticDirs: ['../public'],
  addons: [
    // GitHub-flavoured Markdown, so the family pages' "when to use which" tables render as tables.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), react(), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
