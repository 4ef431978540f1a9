import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { Editor } from '@tiptap/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEditorExtensions } from './extensions';
import { isAllowedLinkHref, normalizeLinkHref } from './linkHref';
import { RichEditor, type RichEditorHandle, type RichEditorProps } from './RichEditor';
import { koreanEditorLabels as labels } from './testLabels';

// ProseMirror measures the DOM; jsdom has no layout. Stub what it asks for, in this file only.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () =>
    Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});
afterEach(() => vi.useRealTimers());

async function renderEditor(props: Partial<RichEditorProps> = {}) {
  const ref = createRef<RichEditorHandle>();
  const onChange = vi.fn();
  const onUploadImage = vi.fn(async (_file: File) => 'https://cdn.example/uploaded.png');
  const onUploadError = vi.fn();
  render(
    <RichEditor
      ref={ref}
      value="<p>클린룸</p>"
      labels={labels}
      onChange={onChange}
      onUploadImage={onUploadImage}
      onUploadError={onUploadError}
      {...props}
    />,
  );
  await waitFor(() => expect(ref.current?.editor).toBeTruthy());
  const editor = ref.current?.editor;
  if (!editor) throw new Error('no editor');
  return { editor, handle: ref.current, onChange, onUploadImage, onUploadError };
}

const toolbarOrder = [
  '제목 1',
  '제목 2',
  '왼쪽 정렬',
  '가운데 정렬',
  '오른쪽 정렬',
  '굵게',
  '기울임',
  '밑줄',
  '취소선',
  '인용',
  '코드 블록',
  '번호 목록',
  '글머리 기호 목록',
  '링크',
  '이미지',
  '서식 지우기',
];

describe('RichEditor toolbar', () => {
  it('has exactly the spec’s buttons, in order, each labelled and with a pressed state', async () => {
    await renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: '서식 도구' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(toolbarOrder);
    for (const button of buttons) expect(button).toHaveAttribute('aria-pressed');
    expect(screen.getByRole('textbox', { name: '본문' })).toBeInTheDocument();
  });

  it('applies bold to the selection and shows it pressed', async () => {
    const { editor, onChange } = await renderEditor();
    act(() => {
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: '굵게' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>클린룸</strong></p>');
    expect(screen.getByRole('button', { name: '굵게' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '기울임' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the paragraph into a heading 1, centres it, then cleans it back', async () => {
    const { editor, onChange } = await renderEditor({ value: '<p><em>소식</em></p>' });
    act(() => {
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: '제목 1' }));
    await userEvent.click(screen.getByRole('button', { name: '가운데 정렬' }));
    expect(onChange).toHaveBeenLastCalledWith('<h1 style="text-align: center;"><em>소식</em></h1>');
    expect(screen.getByRole('button', { name: '제목 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '가운데 정렬' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '서식 지우기' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>소식</p>');
  });

  it('makes lists, quotes and code blocks', async () => {
    const { editor, onChange } = await renderEditor({ value: '<p>항목</p>' });
    act(() => {
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: '글머리 기호 목록' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>항목</p></li></ul>');
    await userEvent.click(screen.getByRole('button', { name: '번호 목록' }));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>항목</p></li></ol>');
    act(() => {
      editor.commands.setContent('<p>인용문</p>');
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: '인용' }));
    expect(onChange).toHaveBeenLastCalledWith('<blockquote><p>인용문</p></blockquote>');
    await userEvent.click(screen.getByRole('button', { name: '코드 블록' }));
    expect(onChange.mock.lastCall?.[0]).toContain('<pre><code>인용문</code></pre>');
  });

  it('is one tab stop, moved through with the arrow keys', async () => {
    await renderEditor();
    const buttons = screen.getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    act(() => buttons[0]?.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '제목 2' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: '서식 지우기' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '제목 1' })).toHaveFocus();
  });
});

describe('RichEditor links', () => {
  it('links the selection through a dialog, not a prompt', async () => {
    const { editor, onChange } = await renderEditor();
    act(() => {
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: '링크' }));
    const dialog = screen.getByRole('dialog', { name: '링크 넣기' });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '링크 주소' }), 'example.com/news');
    await userEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(onChange.mock.lastCall?.[0]).toMatch(
      /<a [^>]*href="https:\/\/example.com\/news"[^>]*>클린룸<\/a>/,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses javascript: and other protocols, saying why', async () => {
    const { editor, onChange } = await renderEditor();
    act(() => {
      editor.commands.selectAll();
    });
    await userEvent.click(screen.getByRole('button', { name: '링크' }));
    await userEvent.type(screen.getByRole('textbox', { name: '링크 주소' }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: '적용' }));
    expect(screen.getByRole('alert')).toHaveTextContent(labels.linkInvalid);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops disallowed hrefs from incoming HTML and keeps the allowed ones', async () => {
    const { editor } = await renderEditor({
      value:
        '<p><a href="javascript:alert(1)">x</a> <a href="mailto:ir@example.com">m</a> <a href="tel:0212345678">t</a> <a href="sms:01012345678">s</a> <a href="data:text/html,hi">d</a></p>',
    });
    const html = editor.getHTML();
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain('href="mailto:ir@example.com"');
    expect(html).toContain('href="tel:0212345678"');
    expect(html).toContain('href="sms:01012345678"');
  });

  it('knows the allowed protocols', () => {
    for (const href of ['http://a.kr', 'https://a.kr', 'mailto:a@b.kr', 'tel:010', 'sms:010']) {
      expect(isAllowedLinkHref(href)).toBe(true);
    }
    for (const href of ['javascript:x', 'ftp://a.kr', 'data:x', 'file:///etc', '/relative']) {
      expect(isAllowedLinkHref(href)).toBe(false);
    }
    expect(normalizeLinkHref(' example.com ')).toBe('https://example.com');
    expect(normalizeLinkHref('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(normalizeLinkHref('JavaScript:alert(1)')).toBeNull();
    expect(normalizeLinkHref('')).toBeNull();
  });
});

describe('RichEditor images', () => {
  const photo = () => new File(['png'], 'photo.png', { type: 'image/png' });

  it('asks for the file and its description in one dialog, then inserts the image with that description', async () => {
    const { onChange, onUploadImage } = await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: '이미지' }));
    const dialog = await screen.findByRole('dialog', { name: '본문에 이미지 넣기' });
    await userEvent.click(within(dialog).getByRole('button', { name: '본문에 넣기' }));
    const fileField = within(dialog).getByLabelText(/이미지 파일/);
    expect(fileField).toHaveAttribute('aria-invalid', 'true');
    expect(fileField).toHaveFocus();
    expect(onUploadImage).not.toHaveBeenCalled();

    await userEvent.upload(fileField as HTMLInputElement, photo());
    await userEvent.click(within(dialog).getByRole('button', { name: '본문에 넣기' }));
    const altField = within(dialog).getByLabelText(/이미지 설명/);
    expect(altField).toHaveAttribute('aria-invalid', 'true');
    expect(altField).toHaveAccessibleDescription(/이미지 설명을 입력하세요/);
    expect(onUploadImage).not.toHaveBeenCalled();

    await userEvent.type(altField, '클린룸 내부');
    await userEvent.click(within(dialog).getByRole('button', { name: '본문에 넣기' }));
    expect(onUploadImage).toHaveBeenCalledOnce();
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('alt="클린룸 내부"'));
    expect(onChange.mock.lastCall?.[0]).toContain('src="https://cdn.example/uploaded.png"');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("edits a selected image's description in the same dialog", async () => {
    const onChange = vi.fn();
    const ref = createRef<RichEditorHandle>();
    render(
      <RichEditor
        ref={ref}
        value='<p>앞</p><img src="https://cdn.example/a.png" alt="">'
        labels={labels}
        onChange={onChange}
        onUploadImage={async () => ''}
      />,
    );
    await waitFor(() => expect(ref.current?.editor).toBeTruthy());
    const editor = ref.current?.editor;
    let imagePos = -1;
    editor?.state.doc.descendants((node, pos) => {
      if (node.type.name === 'image') imagePos = pos;
    });
    act(() => {
      editor?.commands.setNodeSelection(imagePos);
    });
    await userEvent.click(screen.getByRole('button', { name: '이미지' }));
    const dialog = await screen.findByRole('dialog', { name: '이미지 설명 수정' });
    expect(within(dialog).queryByLabelText(/이미지 파일/)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/이미지 설명/), '웨이퍼 검사 장비');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('alt="웨이퍼 검사 장비"'));
  });

  it('reports a failed upload, inserts nothing and keeps the dialog open', async () => {
    const failure = new Error('storage is full');
    const { onChange, onUploadError } = await renderEditor({ onUploadImage: () => Promise.reject(failure) });
    await userEvent.click(screen.getByRole('button', { name: '이미지' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText(/이미지 파일/) as HTMLInputElement, photo());
    await userEvent.type(within(dialog).getByLabelText(/이미지 설명/), '사진');
    await userEvent.click(within(dialog).getByRole('button', { name: '본문에 넣기' }));
    await waitFor(() => expect(onUploadError).toHaveBeenCalledWith(failure));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Without a message of the caller's own, the dialog says the upload failed; what was typed stays.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('이미지를 올리지 못했습니다.');
    expect(within(dialog).getByLabelText(/이미지 설명/)).toHaveValue('사진');
  });

  it("shows the caller's message for a failed upload in the dialog", async () => {
    await renderEditor({
      onUploadImage: () => Promise.reject(new Error('too large')),
      onUploadError: () => '10MB 이하의 이미지만 올릴 수 있습니다.',
    });
    await userEvent.click(screen.getByRole('button', { name: '이미지' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText(/이미지 파일/) as HTMLInputElement, photo());
    await userEvent.type(within(dialog).getByLabelText(/이미지 설명/), '사진');
    await userEvent.click(within(dialog).getByRole('button', { name: '본문에 넣기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '10MB 이하의 이미지만 올릴 수 있습니다.',
    );
  });

  it('marks the editing area invalid and needed, described by its error', async () => {
    render(
      <RichEditor
        value=""
        labels={labels}
        onChange={() => {}}
        onUploadImage={async () => ''}
        error="게시하려면 본문이 필요합니다."
        required
      />,
    );
    const area = await screen.findByRole('textbox', { name: '본문' });
    await waitFor(() => expect(area).toHaveAttribute('aria-invalid', 'true'));
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAccessibleDescription('게시하려면 본문이 필요합니다.');
  });
});

describe('RichEditor content and history', () => {
  it('replaces its content when value changes from outside, without echoing onChange', async () => {
    const onChange = vi.fn();
    const ref = createRef<RichEditorHandle>();
    const props = { labels, onChange, onUploadImage: async () => '' };
    const { rerender } = render(<RichEditor ref={ref} value="<p>하나</p>" {...props} />);
    await waitFor(() => expect(ref.current?.editor).toBeTruthy());
    rerender(<RichEditor ref={ref} value="<p>둘</p>" {...props} />);
    expect(ref.current?.getHTML()).toBe('<p>둘</p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the caret where it was when value changes from outside (a save that re-serialises moves nothing)', async () => {
    const ref = createRef<RichEditorHandle>();
    const props = { labels, onChange: vi.fn(), onUploadImage: async () => '' };
    const { rerender } = render(<RichEditor ref={ref} value="<h2>제목</h2><p>본문</p>" {...props} />);
    await waitFor(() => expect(ref.current?.editor).toBeTruthy());
    const editor = ref.current?.editor;
    if (!editor) throw new Error('no editor');
    act(() => editor.commands.setTextSelection(3));
    rerender(<RichEditor ref={ref} value="<h2>제목</h2><p>본문을 고쳤습니다</p>" {...props} />);
    expect(editor.getHTML()).toBe('<h2>제목</h2><p>본문을 고쳤습니다</p>');
    expect(editor.state.selection.from).toBe(3);
    expect(editor.isActive('heading', { level: 2 })).toBe(true);
    // A shorter document clamps the caret to its end instead of failing.
    act(() => editor.commands.setTextSelection(12));
    rerender(<RichEditor ref={ref} value="<p>짧다</p>" {...props} />);
    expect(editor.state.selection.from).toBeLessThanOrEqual(editor.state.doc.content.size);
    expect(editor.getHTML()).toBe('<p>짧다</p>');
  });

  // The history rules live in the editor's extensions; a headless editor with the same extensions
  // checks them without React re-rendering the toolbar on every step.
  function headlessEditor() {
    return new Editor({ extensions: createEditorExtensions(), content: '<p></p>' });
  }

  it('groups changes within 1000 ms into one undo step', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const editor = headlessEditor();
    editor.commands.insertContent('가');
    vi.setSystemTime(new Date('2025-01-01T00:00:00.900Z'));
    editor.commands.insertContent('나');
    vi.setSystemTime(new Date('2025-01-01T00:00:02.500Z'));
    editor.commands.insertContent('다');
    expect(editor.getHTML()).toBe('<p>가나다</p>');
    editor.commands.undo();
    expect(editor.getHTML()).toBe('<p>가나</p>');
    editor.commands.undo();
    expect(editor.getHTML()).toBe('<p></p>');
    editor.destroy();
  });

  it('keeps at most 100 undo steps', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2025-01-01T00:00:00Z').getTime();
    const editor = headlessEditor();
    for (let step = 0; step < 125; step++) {
      vi.setSystemTime(start + step * 2000);
      editor.commands.insertContent('x');
    }
    for (let step = 0; step < 125; step++) editor.commands.undo();
    // ProseMirror keeps `depth` events and trims the oldest in batches of up to 20 beyond it, so of 125
    // separate steps at least 125 - 120 and at most 125 - 100 cannot be undone.
    const left = editor.getText().length;
    expect(left).toBeGreaterThanOrEqual(5);
    expect(left).toBeLessThanOrEqual(25);
    editor.destroy();
  }, 30_000);

  it('renders on the server without an editor, without throwing', () => {
    const html = renderToString(
      <RichEditor value="<p>x</p>" labels={labels} onChange={() => {}} onUploadImage={async () => ''} />,
    );
    expect(html).toContain('서식 도구');
  });
});

describe('insertImage', () => {
  it('inserts an uploaded image with its alternative text', async () => {
    const { handle, onChange } = await renderEditor();
    act(() => handle?.insertImage({ src: 'https://cdn.example/cleanroom.png', alt: '클린룸 단면도' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/<img src="https:\/\/cdn.example\/cleanroom.png" alt="클린룸 단면도">/),
      ),
    );
  });
  it('keeps the pixel size it is given, so the page keeps the image’s place while it loads', async () => {
    const { handle, onChange } = await renderEditor();
    act(() =>
      handle?.insertImage({ src: 'https://cdn.example/wafer.jpg', alt: '웨이퍼', width: 4000, height: 3000 }),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(
          /<img src="https:\/\/cdn.example\/wafer.jpg" alt="웨이퍼" width="4000" height="3000">/,
        ),
      ),
    );
  });
});

describe('RichEditor inserted images and the next keystroke', () => {
  const photo = () => new File(['png'], 'photo.png', { type: 'image/png' });
  const image = '<img src="https://cdn.example/uploaded.png" alt="클린룸 내부">';

  /** What a keystroke does: the typed text replaces the selection (jsdom has no input events ProseMirror reads). */
  function type(editor: Editor, text: string) {
    act(() => {
      editor.view.dispatch(editor.state.tr.insertText(text));
    });
  }

  /** The undo and redo shortcuts, pressed in the editing area (ProseMirror's keymap reads keydown). */
  async function press(keys: string) {
    await userEvent.click(screen.getByRole('textbox', { name: '본문' }));
    await userEvent.keyboard(keys);
  }

  async function insertThroughDialog() {
    await userEvent.click(screen.getByRole('button', { name: '이미지' }));
    const dialog = await screen.findByRole('dialog', { name: '본문에 이미지 넣기' });
    await userEvent.upload(within(dialog).getByLabelText(/이미지 파일/) as HTMLInputElement, photo());
    await userEvent.type(within(dialog).getByLabelText(/이미지 설명/), '클린룸 내부');
    await userEvent.click(within(dialog).getByRole('button', { name: '본문에 넣기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }

  it('leaves the caret in a new paragraph after an image put at the end, so typing keeps the image', async () => {
    const { editor, onChange } = await renderEditor();
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    });
    await insertThroughDialog();
    expect(editor.getHTML()).toBe(`<p>클린룸</p>${image}<p></p>`);
    expect(editor.state.selection).toBeInstanceOf(TextSelection);
    expect(editor.state.selection).not.toBeInstanceOf(NodeSelection);
    expect(editor.state.selection.$from.parent.type.name).toBe('paragraph');
    expect(editor.state.selection.$from.index(0)).toBe(2);

    type(editor, '사진 설명');
    expect(editor.getHTML()).toBe(`<p>클린룸</p>${image}<p>사진 설명</p>`);
    expect(onChange).toHaveBeenLastCalledWith(`<p>클린룸</p>${image}<p>사진 설명</p>`);
  });

  it('undoes what was typed, then the image, then stops at the body it was given; redoes each step', async () => {
    const { editor, onChange } = await renderEditor();
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    });
    await insertThroughDialog();
    // Typed at once, well within the history's 1000 ms grouping: still a step of its own.
    type(editor, '사진 설명');

    await press('{Control>}z{/Control}');
    expect(editor.getHTML()).toBe(`<p>클린룸</p>${image}<p></p>`);
    await press('{Control>}z{/Control}');
    expect(editor.getHTML()).toBe('<p>클린룸</p>');
    // The body the editor started with is not an undo step: nothing empties it.
    await press('{Control>}z{/Control}');
    expect(editor.getHTML()).toBe('<p>클린룸</p>');
    expect(editor.can().undo()).toBe(false);

    await press('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(editor.getHTML()).toBe(`<p>클린룸</p>${image}<p></p>`);
    await press('{Control>}y{/Control}');
    expect(editor.getHTML()).toBe(`<p>클린룸</p>${image}<p>사진 설명</p>`);
    expect(onChange).toHaveBeenLastCalledWith(`<p>클린룸</p>${image}<p>사진 설명</p>`);
  });

  it('leaves the caret at the start of the text after an image put inside a paragraph', async () => {
    const { editor, handle } = await renderEditor({ value: '<p>클린룸 준공</p><p>다음 문단</p>' });
    act(() => {
      editor.commands.setTextSelection(5);
      handle?.insertImage({ src: 'https://cdn.example/a.png', alt: '단면도' });
    });
    type(editor, '새 ');
    expect(editor.getHTML()).toBe(
      '<p>클린룸 </p><img src="https://cdn.example/a.png" alt="단면도"><p>새 준공</p><p>다음 문단</p>',
    );
    act(() => {
      editor.commands.undo();
    });
    expect(editor.getHTML()).toBe(
      '<p>클린룸 </p><img src="https://cdn.example/a.png" alt="단면도"><p>준공</p><p>다음 문단</p>',
    );
  });

  it('leaves the caret at the start of the paragraph after an image put at the end of another', async () => {
    const { editor, handle } = await renderEditor({ value: '<p>첫 문단</p><p>다음 문단</p>' });
    act(() => {
      editor.commands.setTextSelection(5);
      handle?.insertImage({ src: 'https://cdn.example/a.png', alt: '단면도' });
    });
    type(editor, '앞에 ');
    expect(editor.getHTML()).toBe(
      '<p>첫 문단</p><img src="https://cdn.example/a.png" alt="단면도"><p>앞에 다음 문단</p>',
    );
  });

  it('puts a paragraph for the caret between an image and a list after it', async () => {
    const { editor, handle } = await renderEditor({ value: '<p>목록 앞</p><ul><li><p>항목</p></li></ul>' });
    act(() => {
      editor.commands.setTextSelection(5);
      handle?.insertImage({ src: 'https://cdn.example/a.png', alt: '단면도' });
    });
    type(editor, '설명');
    expect(editor.getHTML()).toBe(
      '<p>목록 앞</p><img src="https://cdn.example/a.png" alt="단면도"><p>설명</p><ul><li><p>항목</p></li></ul>',
    );
  });

  it('does not make a body given after the editor started an undo step', async () => {
    const ref = createRef<RichEditorHandle>();
    const props = { labels, onChange: vi.fn(), onUploadImage: async () => '' };
    const { rerender } = render(<RichEditor ref={ref} value="" {...props} />);
    await waitFor(() => expect(ref.current?.editor).toBeTruthy());
    const editor = ref.current?.editor;
    if (!editor) throw new Error('no editor');
    rerender(<RichEditor ref={ref} value="<p>불러온 본문</p>" {...props} />);
    expect(editor.getHTML()).toBe('<p>불러온 본문</p>');
    expect(editor.can().undo()).toBe(false);
    act(() => {
      editor.commands.undo();
    });
    expect(editor.getHTML()).toBe('<p>불러온 본문</p>');
  });
});
