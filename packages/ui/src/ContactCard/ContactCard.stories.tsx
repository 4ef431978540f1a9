import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactCard } from './ContactCard';

const meta = {
  title: 'Data display/ContactCard',
  component: ContactCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'An office’s address and numbers on a dark card; details with `href` become links.',
      },
    },
  },
  args: {
    title: '(주)클린에어테크',
    details: [
      { id: 'address', label: '주소', value: '(44780) 울산광역시 남구 산업로 123' },
      { id: 'phone', label: '전화', value: '052-123-4567', href: 'tel:052-123-4567' },
      { id: 'fax', label: '팩스', value: '052-123-4568' },
      { id: 'email', label: '이메일', value: 'contact@example.com', href: 'mailto:contact@example.com' },
    ],
  },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    title: 'CleanAir Tech Co., Ltd.',
    details: [
      { id: 'address', label: 'Address', value: '(44780) 123 Saneop-ro, Nam-gu, Ulsan' },
      { id: 'phone', label: 'Phone', value: '+82-52-123-4567', href: 'tel:+82521234567' },
      { id: 'email', label: 'E-mail', value: 'contact@example.com', href: 'mailto:contact@example.com' },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const Wide: Story = {
  args: {
    layout: 'wide',
    details: [
      { id: 'address', label: '주소', value: '(44780) 울산광역시 남구 산업로 123' },
      { id: 'phone', label: '전화', value: '052-123-4567', href: 'tel:052-123-4567' },
      { id: 'fax', label: '팩스', value: '052-123-4568' },
      { id: 'email', label: '이메일', value: 'contact@example.com', href: 'mailto:contact@example.com' },
      { id: 'hours', label: '평일 운영시간', value: '09:00 – 18:00' },
      { id: 'ceo', label: '대표자', value: '김청정' },
    ],
  },
};
export const WideMobile: Story = {
  ...Wide,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
