import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Note } from '../Typography';
import { EditorBar } from './EditorBar';

const meta = {
  title: 'Editor/EditorBar',
  component: EditorBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The bar at the top of an editor that stays in view while the person scrolls and types: the save state, the connection, a conflict or a schedule on one side, preview and the save and publish actions on the other. On a phone they wrap onto two lines.',
      },
    },
  },
  args: {
    label: '편집 상태와 저장',
    status: <Note>저장됨 09:41</Note>,
    actions: (
      <>
        <Button variant="ghost">취소</Button>
        <Button variant="secondary">임시 저장</Button>
        <Button>지금 게시</Button>
      </>
    ),
  },
} satisfies Meta<typeof EditorBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};

export const Scheduled: Story = {
  args: {
    status: (
      <>
        <Note>저장됨 09:41</Note>
        <Note>예약: 2026-12-03 09:00 KST</Note>
      </>
    ),
  },
};

export const Offline: Story = {
  args: { status: <Note>연결이 끊겼습니다. 입력한 내용은 이 기기에 보관됩니다.</Note> },
};

export const English: Story = {
  args: {
    label: 'Editing status and saving',
    status: <Note>Saved 09:41</Note>,
    actions: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button variant="secondary">Save draft</Button>
        <Button>Publish now</Button>
      </>
    ),
  },
};
