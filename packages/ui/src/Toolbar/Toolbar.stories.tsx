import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBox } from '../SearchBox';
import { Note } from '../Typography';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Layout/Toolbar',
  component: Toolbar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A row above a list: a count at one end, a search at the other; wraps on small screens.',
      },
    },
  },
  args: {
    children: [
      <Note key="count" aria-live="polite">
        총 24건
      </Note>,
      <SearchBox key="search" label="공고 검색" placeholder="제목" buttonText="검색" onSearch={() => {}} />,
    ],
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    children: [
      <Note key="count">24 notices</Note>,
      <SearchBox
        key="search"
        label="Search notices"
        placeholder="Title"
        buttonText="Search"
        onSearch={() => {}}
      />,
    ],
  },
};
export const Mobile: Story = { tags: ['mobile'], globals: { viewport: { value: 'mobile' } } };
export const Ruled: Story = { args: { variant: 'ruled' } };
