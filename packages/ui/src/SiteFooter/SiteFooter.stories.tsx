import type { Meta, StoryObj } from '@storybook/react-vite';
import { englishFacts, englishLinks, koreanFacts, koreanLinks } from './footerSample';
import { SiteFooter } from './SiteFooter';

const wordmark = (
  <span style={{ fontSize: '1.25rem', fontWeight: 700, letterSpacing: '0.04em' }}>CLEAN TECH</span>
);

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site footer: the policy links (privacy, legal notice, contact, sitemap), the company facts each with its label (phone and e-mail as links), the copyright, and a `ScrollToTopButton` when `scrollToTopLabel` is given. All copy comes in through props.',
      },
    },
  },
  args: {
    links: koreanLinks,
    linksLabel: '푸터 메뉴',
    facts: koreanFacts,
    copyright: '© 2025 Clean Tech Co., Ltd. All rights reserved.',
    logo: wordmark,
    scrollToTopLabel: '맨 위로',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: { links: englishLinks, linksLabel: 'Footer', facts: englishFacts, scrollToTopLabel: 'Back to top' },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};

/** A page scrolled to its footer once the story has rendered (and is shown), so the back-to-top button appears. */
export const WithScrollToTop: Story = {
  render: (args) => (
    <div>
      <div style={{ minHeight: '1600px', padding: '2rem' }}>본문 / Page content</div>
      <SiteFooter {...args} />
    </div>
  ),
  tags: ['scrolled'],
  play: async () => {
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
  },
};
