import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The accessible replacement for `confirm()`: a Radix AlertDialog, controlled through `open`/`onOpenChange`, with title, description and both button labels from props. Focus starts on cancel. `pending` disables both buttons and shows `pendingLabel` while the action runs; the caller closes the dialog when done.',
      },
    },
  },
  args: {
    open: true,
    onOpenChange: () => {},
    onConfirm: () => {},
    title: '수정을 취소하시겠습니까?',
    description: '변경사항이 저장되지 않습니다.',
    confirmLabel: '확인',
    cancelLabel: '취소',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Danger: Story = {
  args: {
    title: '이 뉴스를 삭제하시겠습니까?',
    description: '삭제한 뉴스는 되돌릴 수 없습니다.',
    confirmLabel: '삭제',
    tone: 'danger',
  },
};
export const Pending: Story = { args: { ...Danger.args, pending: true, pendingLabel: '삭제 중...' } };
export const English: Story = {
  args: {
    title: 'Discard your changes?',
    description: 'Your edits to this news item will not be saved.',
    confirmLabel: 'Discard',
    cancelLabel: 'Keep editing',
  },
};
export const Closed: Story = {
  args: { open: false },
  render: function ClosedStory(args: ConfirmDialogProps) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          취소
        </Button>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} onConfirm={() => setOpen(false)} />
      </>
    );
  },
};
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
