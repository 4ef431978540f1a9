import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureGrid } from '../FeatureGrid';
import { PersonMeta } from './PersonMeta';

const meta = {
  title: 'Data display/PersonMeta',
  component: PersonMeta,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A person’s role and name monogram, under their entry in a FeatureGrid (leadership pages).',
      },
    },
  },
  args: { name: '김청정', jobTitle: '대표이사' },
  render: (args) => (
    <FeatureGrid
      columns={2}
      items={[
        {
          id: 'ceo',
          title: args.name,
          description: '클린룸 엔지니어링 25년',
          extra: <PersonMeta {...args} />,
        },
        {
          id: 'cto',
          title: '이기류',
          description: '필터 소재 연구 총괄',
          extra: <PersonMeta name="이기류" jobTitle="기술이사" />,
        },
      ]}
    />
  ),
} satisfies Meta<typeof PersonMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = { args: { name: 'Kim Cheongjeong', jobTitle: 'Chief executive' } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
