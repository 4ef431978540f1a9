import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBox } from '../SearchBox';
import { SearchToolbar } from './SearchToolbar';

const meta = {
  title: 'Forms/SearchToolbar',
  component: SearchToolbar,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'A search field with its live result count beside it.' } },
  },
  args: {
    search: (
      <SearchBox label="질문 검색" placeholder="검색어를 입력하세요" buttonText="검색" onSearch={() => {}} />
    ),
    status: '총 12건',
  },
} satisfies Meta<typeof SearchToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    search: (
      <SearchBox label="Search questions" placeholder="Type a word" buttonText="Search" onSearch={() => {}} />
    ),
    status: '12 results',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
