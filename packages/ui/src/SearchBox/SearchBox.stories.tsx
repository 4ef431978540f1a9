import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBox } from './SearchBox';

const meta: Meta<typeof SearchBox> = {
  title: 'Forms/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A search form for the e-notice list and the FAQ. The label, placeholder and button text come in as props; `onSearch(query)` runs with the trimmed query on Enter or on the button.',
      },
    },
  },
  args: {
    label: '전자공고 검색',
    placeholder: '검색어를 입력하세요',
    buttonText: '검색',
    onSearch: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithQuery: Story = { args: { defaultValue: '주주총회' } };
export const VisibleLabel: Story = { args: { showLabel: true, label: '자주 묻는 질문 검색' } };
export const English: Story = {
  args: { label: 'Search notices', placeholder: 'Enter a keyword', buttonText: 'Search' },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
