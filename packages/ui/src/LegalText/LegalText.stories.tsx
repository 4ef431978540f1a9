import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalText } from './LegalText';

const meta = {
  title: 'Sections/LegalText',
  component: LegalText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A legal text: its effective date and intro, a linked table of contents, then each article.',
      },
    },
  },
  args: {
    idPrefix: 'privacy',
    effectiveDate: '시행일: 2025년 1월 1일',
    intro: '회사는 개인정보 보호법에 따라 이용자의 개인정보를 보호합니다.',
    tocTitle: '목차',
    articles: [
      { id: 'purpose', title: '제1조 (목적)', paragraphs: ['이 방침은 개인정보의 처리 목적을 알립니다.'] },
      {
        id: 'items',
        title: '제2조 (수집 항목)',
        paragraphs: ['이름, 이메일, 전화번호를 수집합니다.', '문의 내용은 1년간 보관합니다.'],
      },
      {
        id: 'rights',
        title: '제3조 (이용자의 권리)',
        paragraphs: ['이용자는 언제든 열람과 삭제를 요청할 수 있습니다.'],
      },
    ],
  },
} satisfies Meta<typeof LegalText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = {
  args: {
    effectiveDate: 'Effective 1 January 2025',
    intro: 'We protect your personal information under the Personal Information Protection Act.',
    tocTitle: 'Contents',
    articles: [
      {
        id: 'purpose',
        title: 'Article 1 (Purpose)',
        paragraphs: ['This policy explains why we process personal data.'],
      },
      { id: 'items', title: 'Article 2 (What we collect)', paragraphs: ['Name, e-mail and phone number.'] },
    ],
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
