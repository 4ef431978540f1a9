import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RowActions } from './RowActions';

/** Room below the trigger for the open menu, the trigger at the end as in a row's last column. */
const rowEnd: Decorator = (Story) => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '16rem', padding: '1rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Forms/RowActions',
  component: RowActions,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A row’s further actions behind one labelled “more actions” button (44 px), on Radix DropdownMenu: links (`href`, through `renderLink`) and actions (`onSelect`); `tone: "danger"` marks destructive ones. Edit and preview stay beside it as buttons.',
      },
    },
  },
  args: {
    label: '더 보기: 2026년 신입 사원 채용',
    items: [
      { id: 'history', label: '이력', href: '#history' },
      { id: 'unpublish', label: '게시 취소', onSelect: () => {} },
      { id: 'schedule', label: '예약 게시', onSelect: () => {} },
      { id: 'delete', label: '삭제', onSelect: () => {}, tone: 'danger' },
    ],
  },
  decorators: [rowEnd],
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const WithText: Story = { args: { text: '더 보기' } };

export const Open: Story = { args: { defaultOpen: true } };

export const WithDisabledItem: Story = {
  args: {
    items: [
      { id: 'history', label: '이력', href: '#history' },
      { id: 'publish', label: '지금 게시', onSelect: () => {}, disabled: true },
      { id: 'delete', label: '삭제', onSelect: () => {}, tone: 'danger' },
    ],
    defaultOpen: true,
  },
};
