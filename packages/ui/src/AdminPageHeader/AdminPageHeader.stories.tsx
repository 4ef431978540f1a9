import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { AdminPageHeader } from './AdminPageHeader';

const meta = {
  title: 'Layout/AdminPageHeader',
  component: AdminPageHeader,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'The compact heading of an admin screen: h1, optional lead and actions.' },
    },
  },
  args: { title: '관리자 대시보드', lead: '뉴스, 유튜브, 공고와 주주총회 소식을 관리합니다.' },
} satisfies Meta<typeof AdminPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: { title: 'Admin dashboard', lead: 'Manage news, videos, notices and shareholder news.' },
};
export const WithActions: Story = { args: { actions: <Button>새 뉴스</Button> } };
export const TitleOnly: Story = { args: { lead: undefined } };
export const Mobile: Story = {
  args: { actions: <Button>새 뉴스</Button> },
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
