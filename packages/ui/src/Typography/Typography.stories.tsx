import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eyebrow, ItemIndex, Lead, Note } from './Typography';

function Specimen({ english }: { english?: boolean }) {
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '48rem' }}>
      <ItemIndex index={1} />
      <Eyebrow>{english ? 'Company' : '회사소개'}</Eyebrow>
      <Lead size="statement">
        {english
          ? 'We design, build and run cleanrooms, and make the filter media that keep them clean.'
          : '우리는 클린룸을 설계하고 시공하며, 그 공기를 지키는 필터 여재를 만듭니다.'}
      </Lead>
      <Lead>
        {english
          ? 'The section lead sits beside its heading on wide screens.'
          : '섹션의 리드 문단은 넓은 화면에서 제목 옆에 놓입니다.'}
      </Lead>
      <Note>{english ? 'As of December 2025' : '2025년 12월 기준'}</Note>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: Lead,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Text primitives of the content pages: `Eyebrow` (a small label above a heading), `Lead` (`section` or the larger `statement`), `Note` (a quiet footnote) and `ItemIndex` (01, 02, ...).',
      },
    },
  },
  args: { children: '섹션의 리드 문단' },
  render: () => <Specimen />,
} satisfies Meta<typeof Lead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = { render: () => <Specimen english /> };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
