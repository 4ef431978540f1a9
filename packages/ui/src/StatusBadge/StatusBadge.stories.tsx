import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A short status label in words with a tone: attention, progress or done. For content, give a publication `status` (draft, scheduled, published) with its `label` and, for a scheduled item, its moment as `detail`: the tone and the mark's shape follow the status.",
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = { args: { tone: 'attention', children: '신규' } };
export const InProgress: Story = { args: { tone: 'progress', children: '처리 중' } };
export const Done: Story = { args: { tone: 'done', children: '완료' } };
export const English: Story = {
  args: New.args,
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge tone="attention">New</StatusBadge>
      <StatusBadge tone="progress">In progress</StatusBadge>
      <StatusBadge tone="done">Done</StatusBadge>
    </div>
  ),
};
export const Mobile: Story = {
  args: New.args,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};

const publication = (labels: { draft: string; scheduled: string; published: string }, moment: string) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    <StatusBadge status="draft" label={labels.draft} />
    <StatusBadge status="scheduled" label={labels.scheduled} detail={moment} />
    <StatusBadge status="published" label={labels.published} />
  </div>
);

export const Draft: Story = { args: { status: 'draft', label: '임시저장' } };
export const Scheduled: Story = { args: { status: 'scheduled', label: '예약', detail: '2026-12-01 09:00' } };
export const Published: Story = { args: { status: 'published', label: '게시됨' } };
export const Publication: Story = {
  args: Draft.args,
  render: () =>
    publication({ draft: '임시저장', scheduled: '예약', published: '게시됨' }, '2026-12-01 09:00'),
};
export const PublicationEnglish: Story = {
  args: Draft.args,
  render: () =>
    publication({ draft: 'Draft', scheduled: 'Scheduled', published: 'Published' }, '2026-12-01 09:00'),
};
export const PublicationMobile: Story = {
  ...Publication,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
