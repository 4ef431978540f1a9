import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';
import { ItemList, ItemListRow } from './ItemList';

const meta = {
  title: 'Data display/ItemList',
  component: ItemListRow,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Dated items with their actions (an editor’s list of posts), between rules.',
      },
    },
  },
  args: { date: '2025-03-14', title: '반도체 클린룸 2단계 공사 수주' },
  render: (args) => (
    <ItemList aria-label="게시물">
      <ItemListRow
        {...args}
        actions={
          <>
            <ButtonLink href="/newsroom/News/14/edit" aria-label={`수정: ${String(args.title)}`}>
              수정
            </ButtonLink>
            <Button variant="secondary" size="sm">
              삭제
            </Button>
          </>
        }
      />
      <ItemListRow date="2025-02-20" title="필터 여재 국제 인증 획득" />
    </ItemList>
  ),
} satisfies Meta<typeof ItemListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const English: Story = { args: { title: 'Awarded phase two of a semiconductor cleanroom' } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
