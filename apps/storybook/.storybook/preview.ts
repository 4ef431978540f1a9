import '@company/tokens/fonts.css';
import '@company/tokens/global';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    options: {
      // The library's families, from its foundations to the page bands; each opens with its overview.
      storySort: {
        order: [
          'Foundations',
          ['Overview', 'Tokens'],
          'Layout',
          ['Overview'],
          'Navigation',
          ['Overview'],
          'Forms',
          ['Overview'],
          'Data display',
          ['Overview'],
          'Feedback',
          ['Overview'],
          'Media',
          ['Overview'],
          'Editor',
          ['Overview'],
          'Sections',
          ['Overview'],
        ],
      },
    },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
};

export default preview;
