import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactCategories, type ContactCategory } from './ContactCategories';

const desk = (id: string, title: string, description: string, email: string, labels: [string, string]) =>
  ({
    id,
    title,
    description,
    channels: [
      { id: 'email', label: labels[0], value: email, href: `mailto:${email}` },
      { id: 'phone', label: labels[1], value: '052-123-4567', href: 'tel:052-123-4567' },
    ],
  }) satisfies ContactCategory;

const meta = {
  title: 'Data display/ContactCategories',
  component: ContactCategories,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: 'Enquiry desks as numbered cards with their e-mail and phone as links.' },
    },
  },
  args: {
    categories: [
      desk('sales', '영업 문의', '클린룸 시공과 필터 구매 상담', 'sales@example.com', ['이메일', '전화']),
      desk('ir', '투자 문의', '공시와 주주 관련 문의', 'ir@example.com', ['이메일', '전화']),
      desk('careers', '채용 문의', '채용 절차와 지원 관련 문의', 'recruit@example.com', ['이메일', '전화']),
    ],
  },
} satisfies Meta<typeof ContactCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    categories: [
      desk('sales', 'Sales', 'Cleanroom projects and filter orders', 'sales@example.com', [
        'E-mail',
        'Phone',
      ]),
      desk('ir', 'Investors', 'Disclosures and shareholder questions', 'ir@example.com', ['E-mail', 'Phone']),
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
