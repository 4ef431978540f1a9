import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Feedback/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog holding a small form over a page that stays as it is behind it, e.g. signing in again when a session ended during an edit. Without `onOpenChange` only its form closes it (no Escape, no outside click).',
      },
    },
  },
  args: {
    open: true,
    title: '다시 로그인하세요',
    description:
      '로그인이 만료되었습니다. 입력한 내용은 그대로 있습니다. 다시 로그인하면 이어서 저장할 수 있습니다.',
    children: (
      <form style={{ display: 'grid', gap: 16 }}>
        <TextField label="이메일" type="email" defaultValue="editor@example.com" />
        <TextField label="비밀번호" type="password" />
        <Button type="submit">로그인</Button>
      </form>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInAgain: Story = {};
export const English: Story = {
  args: {
    title: 'Sign in again',
    description: 'Your session ended. What you typed is still here: sign in again to save it.',
    children: (
      <form style={{ display: 'grid', gap: 16 }}>
        <TextField label="E-mail" type="email" defaultValue="editor@example.com" />
        <TextField label="Password" type="password" />
        <Button type="submit">Sign in</Button>
      </form>
    ),
  },
};

/** Docked: at the bottom, not modal, and the focus stays where the person was typing (the page behind works). */
export const Docked: Story = {
  args: { docked: true },
  render: (args) => (
    <div style={{ minHeight: 480, padding: 24 }}>
      <TextField label="제목" defaultValue="세션이 끝난 뒤에도 이어서 쓰는 제목" />
      <FormDialog {...args} />
    </div>
  ),
};
