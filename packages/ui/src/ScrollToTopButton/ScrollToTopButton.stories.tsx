import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { ScrollToTopButton } from './ScrollToTopButton';

/** A tall page that scrolls itself down once, so the button shows. */
function ScrolledPage({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.scrollTo({ top: 800, behavior: 'instant' });
  }, []);
  return (
    <div style={{ minHeight: '2400px', padding: '2rem' }}>
      <p>스크롤된 페이지 / A page scrolled down by 800 px.</p>
      {children}
    </div>
  );
}

const meta = {
  title: 'Layout/ScrollToTopButton',
  component: ScrollToTopButton,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A floating button that appears once the page is scrolled beyond `threshold` (300 px by default) and scrolls back to the top — smoothly, or at once under `prefers-reduced-motion`. It renders nothing on the server and at the top of the page.',
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
export const Scrolled: Story = {
  render: (args) => (
    <ScrolledPage>
      <ScrollToTopButton {...args} />
    </ScrolledPage>
  ),
};
export const ScrolledEnglish: Story = { ...Scrolled, args: { label: 'Back to top' } };
export const ReducedMotion: Story = { ...Scrolled, tags: ['reduced-motion'] };
export const Mobile: Story = { ...Scrolled, globals: { viewport: { value: 'mobile' } } };
