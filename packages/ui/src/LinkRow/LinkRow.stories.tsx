import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLink } from '../ArrowLink';
import { LinkRow } from './LinkRow';

const meta = {
  title: 'Sections/LinkRow',
  component: LinkRow,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'A wrapping row of links (usually ArrowLinks), as a list.' } },
  },
  args: {
    children: [
      <ArrowLink key="vision" href="/company/intro/Vision">
        비전
      </ArrowLink>,
      <ArrowLink key="history" href="/company/intro/History">
        연혁
      </ArrowLink>,
      <ArrowLink key="business" href="/business/Business">
        사업영역
      </ArrowLink>,
    ],
  },
} satisfies Meta<typeof LinkRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    children: [
      <ArrowLink key="vision" href="/en/company/intro/Vision">
        Vision
      </ArrowLink>,
      <ArrowLink key="history" href="/en/company/intro/History">
        History
      </ArrowLink>,
      <ArrowLink key="business" href="/en/business/Business">
        Business areas
      </ArrowLink>,
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
