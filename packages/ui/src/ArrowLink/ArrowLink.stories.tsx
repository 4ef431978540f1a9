import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkRow } from '../LinkRow';
import { ArrowLink } from './ArrowLink';
import { InlineArrow } from './InlineArrow';

const meta = {
  title: 'Navigation/ArrowLink',
  component: ArrowLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An onward link shaped as a pill with an arrow; `primary` fills it for the one next step a page suggests, `arrow="↓"` marks a download. Routing comes in through `renderLink`.',
      },
    },
  },
  args: { href: '/company/intro/Vision', children: '비전' },
} satisfies Meta<typeof ArrowLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = { args: { children: 'Vision' } };
export const Primary: Story = { args: { primary: true, href: '/Qna', children: '문의하기' } };
export const Download: Story = { args: { arrow: '↓', href: '/media/logo.svg', children: '로고 내려받기' } };
export const InARow: Story = {
  render: () => (
    <LinkRow>
      <ArrowLink href="/Qna" primary>
        문의하기
      </ArrowLink>
      <ArrowLink href="/company/intro/History">연혁</ArrowLink>
      <ArrowLink href="/company/Location">찾아오시는 길</ArrowLink>
    </LinkRow>
  ),
};
export const Mobile: Story = {
  ...InARow,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};

/**
 * `InlineArrow`: a link's arrow inside running text, joined to the label's last word by a no-break space, so
 * in a narrow column it wraps with that word instead of starting a line alone.
 */
export const InlineArrows: Story = {
  render: () => (
    <p style={{ width: '11.5rem', lineHeight: 1.6 }}>
      <a href="/business/project/SemiCleanroom">
        View the semiconductor project
        <InlineArrow />
      </a>
      <br />
      <a href="/newsroom/News">
        <InlineArrow arrow="←" side="start" />
        Back to the list
      </a>
      <br />
      <a href="https://example.com">
        CleanAir Tech blog
        <InlineArrow arrow="↗" />
      </a>
    </p>
  ),
};
