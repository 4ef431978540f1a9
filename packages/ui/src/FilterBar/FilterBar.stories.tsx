import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { FilterBar } from './FilterBar';

const meta = {
  title: 'Forms/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Filters above a list in a search landmark: side by side on wide screens, stacked on phones, actions last.',
      },
    },
  },
  args: {
    label: '문의 검색',
    children: (
      <>
        <TextField label="검색" type="search" placeholder="회사명, 성함, 이메일" />
        <SelectField
          label="분야"
          placeholder="전체"
          options={[
            { value: 'sales', label: '영업 문의' },
            { value: 'export', label: '수출 문의' },
          ]}
        />
        <SelectField
          label="상태"
          placeholder="전체"
          options={[
            { value: 'new', label: '신규' },
            { value: 'done', label: '완료' },
          ]}
        />
      </>
    ),
    actions: <Button variant="secondary">CSV 내보내기</Button>,
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    label: 'Search inquiries',
    children: <TextField label="Search" type="search" placeholder="Company, name, e-mail" />,
    actions: <Button variant="secondary">Export CSV</Button>,
  },
};
export const Mobile: Story = { tags: ['mobile'], globals: { viewport: { value: 'mobile' } } };
