import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable, type DataTableColumn } from './DataTable';

interface Notice {
  id: number;
  title: string;
  created_at: string;
}

const notices: Notice[] = [
  { id: 5, title: '제12기 정기 주주총회 소집 공고', created_at: '2025-03-05T09:00:00Z' },
  { id: 4, title: '주식 명의개서 정지 공고', created_at: '2025-02-14T09:00:00Z' },
  { id: 3, title: '기준일 설정 공고', created_at: '2025-01-20T09:00:00Z' },
  { id: 2, title: '전자공고 시스템 도입 안내', created_at: '2024-11-02T09:00:00Z' },
  { id: 1, title: '회사 주소 변경 공고', created_at: '2024-07-15T09:00:00Z' },
];

const noticeColumns = (labels: {
  number: string;
  subject: string;
  date: string;
}): DataTableColumn<Notice>[] => [
  { id: 'number', header: labels.number, cell: (row) => row.id, align: 'center', width: '6rem' },
  {
    id: 'subject',
    header: labels.subject,
    cell: (row) => <a href={`#notice-${row.id}`}>{row.title}</a>,
    rowHeader: true,
  },
  {
    id: 'date',
    header: labels.date,
    cell: (row) => row.created_at.slice(0, 10),
    align: 'center',
    width: '9rem',
  },
];

interface Comparison {
  property: string;
  existing: string;
  ours: string;
}

const comparison: Comparison[] = [
  { property: '수명', existing: '6~24개월', ours: '12~60개월 (최대 4배)' },
  { property: '압력 손실', existing: '기준', ours: '최대 80% 감소' },
  { property: '여과 방식', existing: '기계적 여과', ours: '3D · 정전 · 나노(50nm) 여과' },
  { property: '소재', existing: '유리섬유', ours: '합성 섬유 복합 여재' },
];

const comparisonColumns: DataTableColumn<Comparison>[] = [
  { id: 'property', header: '구분', cell: (row) => row.property, rowHeader: true, width: '20%' },
  { id: 'existing', header: '기존 유리섬유 필터', cell: (row) => row.existing, align: 'center' },
  { id: 'ours', header: 'DURAFILTEX C', cell: (row) => row.ours, align: 'center' },
];

const meta = {
  title: 'Data display/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A generic typed table. Columns give a header, a cell renderer, an alignment and optionally a width or a row-header role. On small screens rows become cards of label/value pairs (`mobileLayout="cards"`) or the table scrolls sideways (`mobileLayout="scroll"`).',
      },
    },
  },
  args: {
    caption: '전자공고 목록',
    columns: noticeColumns({ number: '번호', subject: '제목', date: '등록일' }) as DataTableColumn<unknown>[],
    rows: notices,
    getRowKey: (_row: unknown, index: number) => index,
    hideCaption: true,
  },
} satisfies Meta<typeof DataTable<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnnouncementList: Story = {};
export const AnnouncementListMobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
export const Empty: Story = { args: { rows: [], emptyText: '등록된 공고가 없습니다.' } };
export const English: Story = {
  args: {
    caption: 'Electronic notices',
    columns: noticeColumns({ number: 'No.', subject: 'Subject', date: 'Date' }) as DataTableColumn<unknown>[],
    rows: notices.map((notice) => ({ ...notice, title: `Notice of the general meeting no. ${notice.id}` })),
  },
};
export const ProductComparison: Story = {
  args: {
    caption: '기존 유리섬유 필터와의 비교',
    hideCaption: false,
    columns: comparisonColumns as DataTableColumn<unknown>[],
    rows: comparison,
    mobileLayout: 'scroll',
  },
};
export const ProductComparisonMobile: Story = {
  args: ProductComparison.args,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
