import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/dom';
import { useEffect } from 'react';
import { Button } from '../Button';
import { type NoticeInput, NoticeProvider, type NoticeProviderProps, useNotice } from './Notice';

interface DemoProps extends Omit<NoticeProviderProps, 'children'> {
  /** Notices shown as soon as the story renders. */
  initial: NoticeInput[];
  /** A notice the button shows. */
  onClick: NoticeInput;
  buttonLabel: string;
}

function ShowOnMount({ notices }: { notices: NoticeInput[] }) {
  const { notify } = useNotice();
  useEffect(() => {
    for (const notice of notices) notify(notice);
  }, [notify, notices]);
  return null;
}

function NotifyButton({ notice, label }: { notice: NoticeInput; label: string }) {
  const { notify } = useNotice();
  return <Button onClick={() => notify(notice)}>{label}</Button>;
}

function NoticeDemo({ initial, onClick, buttonLabel, ...provider }: DemoProps) {
  return (
    <NoticeProvider {...provider}>
      <ShowOnMount notices={initial} />
      <NotifyButton notice={onClick} label={buttonLabel} />
    </NoticeProvider>
  );
}

const meta = {
  title: 'Feedback/Notice',
  component: NoticeDemo,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Toasts (Radix Toast) in place of `alert()`. Wrap the app in `<NoticeProvider regionLabel closeLabel>` and call `useNotice().notify({ title, description?, tone })`. Errors are `role="alert"` (announced at once), success and info `role="status"`. The stories keep notices open (`duration: Infinity`) so they can be photographed.',
      },
      story: { inline: false, iframeHeight: 320 },
    },
  },
  args: {
    regionLabel: '알림',
    closeLabel: '닫기',
    duration: Number.POSITIVE_INFINITY,
    buttonLabel: '저장',
    initial: [],
    onClick: { title: '저장되었습니다', tone: 'success' },
  },
} satisfies Meta<typeof NoticeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toasts load with the first notice: a story has played once the notices it shows on mount are on screen
 * (a picture taken sooner, on a busy machine, showed none).
 */
const initialNoticesShown: NonNullable<Story['play']> = async ({ args }) => {
  await waitFor(
    () => {
      for (const { title } of args.initial) if (typeof title === 'string') screen.getByText(title);
    },
    { timeout: 10_000 },
  );
};

export const Success: Story = {
  play: initialNoticesShown,
  args: { initial: [{ title: '저장되었습니다', description: '뉴스가 수정되었습니다.', tone: 'success' }] },
};
export const ErrorTone: Story = {
  play: initialNoticesShown,
  args: {
    initial: [{ title: '저장에 실패했습니다', description: '잠시 후 다시 시도해 주세요.', tone: 'error' }],
  },
};
export const Info: Story = {
  play: initialNoticesShown,
  args: { initial: [{ title: '이미지를 올리는 중입니다', tone: 'info' }] },
};
export const Stacked: Story = {
  play: initialNoticesShown,
  args: {
    initial: [
      { title: '이미지를 올렸습니다', tone: 'success' },
      {
        title: '링크 주소를 확인해 주세요',
        description: 'http, https, mailto, tel, sms만 쓸 수 있습니다.',
        tone: 'error',
      },
    ],
  },
};
export const English: Story = {
  play: initialNoticesShown,
  args: {
    regionLabel: 'Notifications',
    closeLabel: 'Close',
    buttonLabel: 'Save',
    initial: [{ title: 'Saved', description: 'The news item was updated.', tone: 'success' }],
    onClick: { title: 'Saved', tone: 'success' },
  },
};
export const Mobile: Story = {
  ...Success,
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
