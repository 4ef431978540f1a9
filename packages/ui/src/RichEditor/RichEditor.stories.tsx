import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { storyThumbnails } from '../NewsCard/storyThumbnails';
import { RichEditor, type RichEditorProps } from './RichEditor';
import { englishEditorLabels, koreanEditorLabels } from './testLabels';

const sampleHtml =
  '<h2>클린룸 준공 소식</h2><p>당사는 <strong>반도체 클린룸</strong> 프로젝트를 성공적으로 마쳤습니다. 자세한 내용은 <a href="https://example.com/news">보도자료</a>를 참고하세요.</p><ul><li><p>ISO 5 등급 청정도</p></li><li><p>팬 필터 유닛 480대</p></li></ul><blockquote><p>정밀함은 공기에서 시작됩니다.</p></blockquote>';

/** Keeps the HTML in state, as a page would, and shows what onChange reports. */
function ControlledEditor(props: RichEditorProps) {
  const [html, setHtml] = useState(props.value);
  return (
    <div style={{ maxWidth: 800, display: 'grid', gap: 16 }}>
      <RichEditor
        {...props}
        value={html}
        onChange={(next) => {
          setHtml(next);
          props.onChange(next);
        }}
        onUploadError={(error) => {
          props.onUploadError?.(error);
          return error instanceof Error ? error.message : undefined;
        }}
      />
    </div>
  );
}

const wide: Decorator = (Story) => <div style={{ maxWidth: 800 }}>{Story()}</div>;

const meta = {
  title: 'Editor/RichEditor',
  component: RichEditor,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Tiptap 3 editor for news and announcements. Toolbar, in order: heading 1, heading 2, align left/center/right, bold, italic, underline, strike, quote, code block, numbered list, bulleted list, link, image, clear formatting — each labelled from `labels` and showing `aria-pressed`; arrow keys move through it. The editing area is 320 px high. Links keep only http, https, mailto, tel and sms and are entered in a small dialog. The image button opens a dialog that asks for the file and its description (alt text), then inserts the URL `onUploadImage(file)` resolves as one undo step, with the caret after the image (in a new paragraph when it is last), never on it; failures go to `onUploadError` and the dialog keeps what was entered. With an image selected, the same button edits its description. Undo keeps 100 steps grouped within 1000 ms. `value` is HTML in, `onChange(html)` HTML out; `immediatelyRender: false` keeps it server-safe.',
      },
    },
  },
  args: {
    value: sampleHtml,
    labels: koreanEditorLabels,
    onChange: () => {},
    onUploadImage: async () => storyThumbnails.cleanroom,
    placeholder: '내용을 입력하세요',
  },
  render: (args) => <ControlledEditor {...args} />,
  decorators: [wide],
} satisfies Meta<typeof RichEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};
export const Empty: Story = { args: { value: '' } };
export const English: Story = {
  args: {
    labels: englishEditorLabels,
    placeholder: 'Write the story',
    value:
      '<h2>Cleanroom completed</h2><p style="text-align: center;">We have finished a <em>semiconductor cleanroom</em> for a major fab.</p><ol><li><p>ISO class 5</p></li><li><p>480 fan filter units</p></li></ol><pre><code>airflow: 0.45 m/s</code></pre>',
  },
};
export const UploadFails: Story = {
  tags: ['no-screenshot'],
  args: { onUploadImage: () => Promise.reject(new Error('이미지 업로드에 실패했습니다.')) },
};
export const Disabled: Story = { args: { disabled: true } };
export const Mobile: Story = {
  tags: ['mobile', 'no-screenshot'],
  globals: { viewport: { value: 'mobile' } },
};
/** A body publishing needs, left empty: the editing area is marked invalid with the message under it. */
export const Invalid: Story = {
  args: { value: '', required: true, error: '게시하려면 본문이 필요합니다.' },
};

const openImageDialog: Story['play'] = async ({ canvasElement }) => {
  const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="이미지"]');
  button?.click();
};

/** The toolbar's image button asks for the file and its description in one dialog. */
export const ImageDialogOpen: Story = { play: openImageDialog };
