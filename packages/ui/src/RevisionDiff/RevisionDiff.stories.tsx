import type { Meta, StoryObj } from '@storybook/react-vite';
import { RevisionDiff } from './RevisionDiff';

const koreanFields = [
  { label: '제목', before: '제12기 정기 주주총회 소집 공고', after: '제12기 임시 주주총회 소집 공고' },
  {
    label: '본문',
    before:
      '상법 제363조에 의하여 제12기 정기 주주총회를 아래와 같이 소집하오니 참석하여 주시기 바랍니다.\n일시: 2027년 3월 5일 오전 10시\n장소: 본사 3층 대회의실',
    after:
      '상법 제363조에 의하여 제12기 임시 주주총회를 아래와 같이 소집하오니 참석하여 주시기 바랍니다.\n일시: 2027년 3월 12일 오후 2시\n장소: 본사 3층 대회의실',
  },
  { label: '상태', before: '임시저장', after: '예약 (2026-12-01 09:00)' },
  {
    label: '영문 제목',
    before: 'Notice of the 12th general meeting',
    after: 'Notice of the 12th general meeting',
  },
];

const englishFields = [
  {
    label: 'Title',
    before: 'Notice of the 12th annual general meeting',
    after: 'Notice of the 12th extraordinary general meeting',
  },
  {
    label: 'Body',
    before: 'The meeting will be held on 5 March 2027 at 10 a.m. in the main conference room.',
    after: 'The meeting will be held on 12 March 2027 at 2 p.m. in the main conference room.',
  },
  { label: 'Status', before: 'Draft', after: 'Draft' },
];

const meta = {
  title: 'Editor/RevisionDiff',
  component: RevisionDiff,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Two versions of an item compared field by field, for an item's history. A changed field shows a word-level diff: removed words struck through in red (`<del>`), inserted words underlined in green (`<ins>`); each run is also read with the version it belongs to. An unchanged field is collapsed to `unchangedText` and opens to its text. Pass plain text: strip a body's markup first.",
      },
    },
  },
  args: {
    beforeLabel: '2026-11-20 10:12 버전',
    afterLabel: '현재',
    fields: koreanFields,
    unchangedText: '변경 없음',
  },
} satisfies Meta<typeof RevisionDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changes: Story = {};
export const NothingChanged: Story = {
  args: { fields: koreanFields.map((field) => ({ ...field, before: field.after })) },
};
export const English: Story = {
  args: {
    beforeLabel: 'Version of 2026-11-20 10:12',
    afterLabel: 'Current',
    fields: englishFields,
    unchangedText: 'Unchanged',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const EnglishMobile: Story = {
  args: English.args,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
