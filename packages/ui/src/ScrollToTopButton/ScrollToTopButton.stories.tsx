import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollToTopButton } from './ScrollToTopButton';

const meta = {
  title: 'Navigation/ScrollToTopButton',
  component: ScrollToTopButton,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A floating button that appears once the page is scrolled beyond `threshold` (300 px by default) and scrolls back to the top — smoothly, or at once under `prefers-reduced-motion`. It renders nothing on the server and at the top of the page. With `dock="end"` (as `SiteFooter` renders it, just before the footer) it floats until the footer comes into view and then stays above it, never over the footer\'s lines; above a docked news popup it stacks over the popup\'s bar.',
      },
    },
  },
  args: { label: '맨 위로' },
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtTop: Story = {
  render: (args) => (
    <div style={{ minHeight: '2400px', padding: '2rem' }}>
      <p>맨 위에서는 버튼이 보이지 않습니다.</p>
      <ScrollToTopButton {...args} />
    </div>
  ),
};
/** A tall page scrolled down by 800 px once the story has rendered (and is shown), so the button appears. */
export const Scrolled: Story = {
  render: (args) => (
    <div style={{ minHeight: '2400px', padding: '2rem' }}>
      <p>스크롤된 페이지 / A page scrolled down by 800 px.</p>
      <ScrollToTopButton {...args} />
    </div>
  ),
  tags: ['scrolled'],
  play: async () => {
    window.scrollTo({ top: 800, behavior: 'instant' });
  },
};
// Tags are spelled out on each story: Storybook's index reads them from the source, not from a spread.
export const ScrolledEnglish: Story = {
  ...Scrolled,
  tags: ['scrolled', 'no-screenshot'],
  args: { label: 'Back to top' },
};
export const ReducedMotion: Story = { ...Scrolled, tags: ['scrolled', 'reduced-motion', 'no-screenshot'] };
export const Mobile: Story = {
  ...Scrolled,
  tags: ['scrolled', 'mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
/** Docked just before a footer, on a page scrolled to its end: the button stays above the footer. */
export const DockedBeforeFooter: Story = {
  render: (args) => (
    <div>
      <div style={{ minHeight: '2400px', padding: '2rem' }}>
        <p>페이지 끝까지 스크롤 / Scrolled to the end of the page.</p>
      </div>
      <ScrollToTopButton {...args} dock="end" />
      <footer style={{ background: '#0a1f44', color: '#fff', padding: '2rem', minHeight: '12rem' }}>
        <p>푸터 / Footer</p>
      </footer>
    </div>
  ),
  tags: ['scrolled'],
  play: async () => {
    // Once the fonts are in, the page has its final height: the end scrolled to stays the end.
    await document.fonts.ready;
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
  },
};
