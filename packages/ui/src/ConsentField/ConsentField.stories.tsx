import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ConsentField } from './ConsentField';

const wide: Decorator = (Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>;

const meta = {
  title: 'Forms/ConsentField',
  component: ConsentField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Consent to the collection and use of personal information, the way Korean sites show it under PIPA: purpose, items and retention period, a note on refusing, a link to the full policy, and one checkbox.',
      },
    },
  },
  args: {
    title: '개인정보 수집·이용 동의 (필수)',
    terms: [
      { term: '수집·이용 목적', description: '문의 접수, 본인 확인 및 답변, 처리 결과 안내' },
      { term: '수집 항목', description: '회사명, 성함, 이메일, 연락처(선택), 문의 내용' },
      { term: '보유·이용 기간', description: '문의 접수일로부터 3년간 보관 후 지체 없이 파기합니다.' },
    ],
    note: '개인정보 수집·이용에 동의하지 않으실 수 있으나, 동의하지 않으시면 문의를 접수할 수 없습니다.',
    policyLink: <a href="#privacy">개인정보처리방침 전문 보기</a>,
    agreeLabel: '위 내용을 확인했으며, 개인정보 수집·이용에 동의합니다.',
    required: true,
  },
  decorators: [wide],
} satisfies Meta<typeof ConsentField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const Agreed: Story = { args: { defaultChecked: true } };
export const WithError: Story = {
  args: { error: '개인정보 수집·이용에 동의해 주셔야 문의를 접수할 수 있습니다.' },
};
export const English: Story = {
  args: {
    title: 'Consent to the collection and use of personal information (required)',
    terms: [
      { term: 'Purpose', description: 'Receiving your inquiry, replying and telling you the outcome' },
      { term: 'Items collected', description: 'Company, name, e-mail, phone (optional), your message' },
      {
        term: 'Retention period',
        description: 'Kept for 3 years from the date of the inquiry, then destroyed.',
      },
    ],
    note: 'You may refuse to consent, but we then cannot receive your inquiry.',
    policyLink: <a href="#privacy">Read the full privacy policy</a>,
    agreeLabel: 'I have read the above and consent to the collection and use of my personal information.',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
