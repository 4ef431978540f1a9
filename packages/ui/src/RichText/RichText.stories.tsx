import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './RichText';

const meta = {
  title: 'Editor/RichText',
  component: RichText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Stored rich text in the reading rhythm. The caller sanitises the HTML first.',
      },
    },
  },
  args: {
    html: '<p>울산 공장의 생산 능력을 두 배로 늘렸습니다.</p><h2>증설 내용</h2><p>새 라인은 <a href="/business">나노 섬유 여재</a>를 만듭니다.</p><blockquote>깨끗한 공기가 품질입니다.</blockquote><ul><li>연 275억 원 규모</li><li>자동화 라인 2기</li></ul>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    html: '<p>We doubled the capacity of our Ulsan plant.</p><h2>What is new</h2><pre>Line 3: nanofibre media</pre>',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
