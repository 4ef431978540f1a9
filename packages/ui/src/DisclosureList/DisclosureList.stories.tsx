import type { Meta, StoryObj } from '@storybook/react-vite';
import { Numeric } from '../Typography';
import { DisclosureItem, DisclosureList } from './DisclosureList';

const meta = {
  title: 'Data display/DisclosureList',
  component: DisclosureItem,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Entries that open to their full text (native details/summary), e.g. meeting notices.',
      },
    },
  },
  args: {
    title: '제7기 정기 주주총회 소집 공고',
    defaultOpen: true,
    children: '주주총회를 다음과 같이 개최합니다.',
  },
  render: (args) => (
    <DisclosureList>
      <DisclosureItem
        {...args}
        meta={
          <>
            <span>
              개최일 <Numeric dateTime="2025-03-28">2025-03-28</Numeric>
            </span>
            <span>
              게시일 <Numeric dateTime="2025-03-10">2025-03-10</Numeric>
            </span>
          </>
        }
      />
      <DisclosureItem title="임시 주주총회 결과" meta={<span>2024-11-02</span>}>
        결과를 알려 드립니다.
      </DisclosureItem>
    </DisclosureList>
  ),
} satisfies Meta<typeof DisclosureItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const English: Story = {
  args: {
    title: 'Notice of the 7th annual general meeting',
    children: 'The meeting will be held as follows.',
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
