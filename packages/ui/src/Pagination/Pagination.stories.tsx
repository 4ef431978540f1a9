import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination, type PaginationLabels, type PaginationProps } from './Pagination';

const korean: PaginationLabels = {
  navigation: '페이지 이동',
  first: '첫 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
  page: (n) => `${n} 페이지`,
};

const english: PaginationLabels = {
  navigation: 'Pages',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (n) => `Page ${n}`,
};

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Paging for lists such as the FAQ and the e-notice list: first, previous, a window of page numbers, next and last. Every button is labelled through `labels`; the current page carries `aria-current="page"`; the end buttons are disabled at the ends.',
      },
    },
  },
  args: { page: 1, pageCount: 8, labels: korean, onPageChange: () => {} },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 5 } };
export const LastPage: Story = { args: { page: 8 } };
export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };
export const English: Story = { args: { page: 3, labels: english } };
export const Mobile: Story = {
  args: { page: 4, pageCount: 12 },
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile' } },
};
