import type { Editor } from '@tiptap/react';
import { EditorContent, useEditor } from '@tiptap/react';
import { clsx } from 'clsx';
import { forwardRef, type ReactNode, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { createEditorExtensions } from './extensions';
import { ImageDialog, type ImageDialogLabels } from './ImageDialog';
import { type ImageSize, readImageSize } from './imageSize';
import { insertBlock } from './insertBlock';
import { LinkDialog, type LinkDialogLabels } from './LinkDialog';
import * as styles from './RichEditor.css';
import { Toolbar, type ToolbarAction } from './Toolbar';

export interface RichEditorLabels extends LinkDialogLabels, ImageDialogLabels, Record<ToolbarAction, string> {
  /** Names the toolbar, e.g. 서식 도구. */
  toolbar: string;
  /** Names the editing area, e.g. 본문. */
  editor: string;
}

export interface RichEditorProps {
  /** The content as HTML. Changing it from outside replaces the content. */
  value: string;
  /** Called with the new HTML after every change. */
  onChange: (html: string) => void;
  /** Every button, the editing area and the link dialog are labelled from here (the library ships no copy). */
  labels: RichEditorLabels;
  /** Uploads a picked image and resolves with its public URL, which is then inserted. */
  onUploadImage: (file: File) => Promise<string>;
  /**
   * Told when an image upload fails; the message it returns is shown in the image dialog, which stays open with
   * what was entered (without one, `labels.imageUploadFailed` is shown).
   */
  onUploadError?: (error: unknown) => string | undefined;
  /** Images the file picker offers. */
  imageAccept?: string;
  /** Shown in the empty editor. */
  placeholder?: string;
  disabled?: boolean;
  /** Labels the editing area by an element id instead of `labels.editor` (e.g. a visible field label). */
  'aria-labelledby'?: string;
  /** An error under the editor (e.g. a body publishing needs is empty): marks the editing area invalid. */
  error?: ReactNode;
  /** Marks the editing area as needed (`aria-required`). */
  required?: boolean;
  className?: string;
}

/** What a parent can do through a ref. */
export interface RichEditorHandle {
  focus: () => void;
  getHTML: () => string;
  /**
   * Puts an image (already uploaded, with its alternative text) into the body at the caret, as one undo step,
   * and leaves the caret after it; its pixel size, when known, keeps its place while it loads.
   */
  insertImage: (image: { src: string; alt: string } & Partial<ImageSize>) => void;
  /** The Tiptap editor, once it exists (after mount). */
  editor: Editor | null;
}

function runAction(editor: Editor, action: ToolbarAction) {
  const chain = editor.chain().focus();
  const commands: Partial<Record<ToolbarAction, () => boolean>> = {
    heading1: () => chain.toggleHeading({ level: 1 }).run(),
    heading2: () => chain.toggleHeading({ level: 2 }).run(),
    alignLeft: () => chain.setTextAlign('left').run(),
    alignCenter: () => chain.setTextAlign('center').run(),
    alignRight: () => chain.setTextAlign('right').run(),
    bold: () => chain.toggleBold().run(),
    italic: () => chain.toggleItalic().run(),
    underline: () => chain.toggleUnderline().run(),
    strike: () => chain.toggleStrike().run(),
    blockquote: () => chain.toggleBlockquote().run(),
    codeBlock: () => chain.toggleCodeBlock().run(),
    orderedList: () => chain.toggleOrderedList().run(),
    bulletList: () => chain.toggleBulletList().run(),
    clean: () => chain.unsetAllMarks().clearNodes().unsetTextAlign().run(),
  };
  commands[action]?.();
}

/**
 * The admin's rich-text editor (Tiptap): a labelled toolbar with pressed states, a 320 px editing area,
 * links limited to http, https, mailto, tel and sms, image upload through `onUploadImage`, and an undo
 * history of 100 steps grouped within 1 s. HTML in (`value`), HTML out (`onChange`). Renders on the
 * server as an empty frame; the editor starts in the browser.
 */
export const RichEditor = forwardRef<RichEditorHandle, RichEditorProps>(function RichEditor(
  {
    value,
    onChange,
    labels,
    onUploadImage,
    onUploadError,
    imageAccept = 'image/png,image/jpeg,image/gif,image/webp',
    placeholder,
    disabled = false,
    'aria-labelledby': labelledBy,
    error,
    required = false,
    className,
  },
  ref,
) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The HTML the caller last gave or was told of: only a real difference is reported or applied.
  const knownHtml = useRef(value);
  const [linkOpen, setLinkOpen] = useState(false);
  /** The image dialog: open with the selected image's description to edit it, or with null to add one. */
  const [imageDialog, setImageDialog] = useState<{ currentAlt: string | null } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const errorId = useId();
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    ...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': labels.editor }),
    ...(placeholder ? { 'data-placeholder': placeholder } : {}),
    ...(error ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
  };
  const attributesKey = JSON.stringify(attributes);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: createEditorExtensions(),
    content: value,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      if (html === knownHtml.current) return;
      knownHtml.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed || value === knownHtml.current) return;
    knownHtml.current = value;
    if (value === editor.getHTML()) return;
    // setContent alone leaves the caret at the end; a value that only re-serialises (or a save's echo) must not move
    // the writer's caret, so it goes back where it was, clamped to the new document.
    const { from, to } = editor.state.selection;
    editor
      .chain()
      // Content given from outside is where undo stops: as an undo step, a body loaded after the editor started
      // made the first Ctrl+Z empty the editor.
      .command(({ tr }) => {
        tr.setMeta('addToHistory', false);
        return true;
      })
      .setContent(value, { emitUpdate: false })
      .setTextSelection({ from, to })
      .run();
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  // The editing area's attributes follow the props (an error marks it invalid, and describes it).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => editor?.commands.focus(),
      getHTML: () => editor?.getHTML() ?? value,
      insertImage: (image) => {
        if (editor) insertBlock(editor, { type: 'image', attrs: image });
      },
      editor,
    }),
    [editor, value],
  );

  const onAction = (action: ToolbarAction) => {
    if (!editor) return;
    if (action === 'link') setLinkOpen(true);
    else if (action === 'image')
      setImageDialog({
        currentAlt: editor.isActive('image') ? String(editor.getAttributes('image').alt ?? '') : null,
      });
    else runAction(editor, action);
  };

  const closeImageDialog = () => {
    setImageDialog(null);
    setUploadError(null);
    editor?.commands.focus();
  };

  const insertImage = async (file: File, alt: string) => {
    if (!editor) return;
    setUploading(true);
    setUploadError(null);
    try {
      const [src, size] = await Promise.all([onUploadImage(file), readImageSize(file)]);
      setImageDialog(null);
      insertBlock(editor, { type: 'image', attrs: { src, alt, ...size } });
    } catch (error) {
      setUploadError(onUploadError?.(error) || labels.imageUploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const closeLink = () => {
    setLinkOpen(false);
    editor?.commands.focus();
  };

  return (
    <div className={clsx(styles.root, className)} aria-busy={uploading || undefined}>
      <Toolbar editor={editor} labels={labels} disabled={disabled || !editor} onAction={onAction} />
      <EditorContent editor={editor} className={styles.content} />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <ImageDialog
        open={imageDialog !== null}
        currentAlt={imageDialog?.currentAlt ?? null}
        labels={labels}
        accept={imageAccept}
        busy={uploading}
        error={uploadError}
        onInsert={(file, alt) => void insertImage(file, alt)}
        onSaveAlt={(alt) => {
          setImageDialog(null);
          editor?.chain().focus().updateAttributes('image', { alt }).run();
        }}
        onClose={closeImageDialog}
      />
      <LinkDialog
        open={linkOpen}
        currentHref={editor?.isActive('link') ? (editor.getAttributes('link').href as string) : null}
        labels={labels}
        onApply={(href) => {
          setLinkOpen(false);
          const chain = editor?.chain().focus().extendMarkRange('link');
          if (editor?.state.selection.empty && !editor.isActive('link')) {
            chain
              ?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          } else {
            chain?.setLink({ href }).run();
          }
        }}
        onRemove={() => {
          setLinkOpen(false);
          editor?.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
        onClose={closeLink}
      />
    </div>
  );
});
