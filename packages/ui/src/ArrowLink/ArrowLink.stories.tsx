import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkRow } from '../LinkRow';
import { ArrowLink } from './ArrowLink';

const meta = {
  title: 'Sections/ArrowLink',
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
export const Mobile: Story = { ...InARow, globals: { viewport: { value: 'mobile' } } };
