import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Fragment, type KeyboardEvent, useRef, useState } from 'react';
import { toolbarIcons } from './icons';
import * as styles from './RichEditor.css';

export type ToolbarAction = keyof typeof toolbarIcons;

/** The spec's toolbar, in order; groups are separated visually. */
export const TOOLBAR_GROUPS: readonly (readonly ToolbarAction[])[] = [
  ['heading1', 'heading2'],
  ['alignLeft', 'alignCenter', 'alignRight'],
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'codeBlock', 'orderedList', 'bulletList'],
  ['link', 'image', 'clean'],
];

type ToolbarState = Record<ToolbarAction, boolean>;

const inactive: ToolbarState = {
  heading1: false,
  heading2: false,
  alignLeft: false,
  alignCenter: false,
  alignRight: false,
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  blockquote: false,
  codeBlock: false,
  orderedList: false,
  bulletList: false,
  link: false,
  image: false,
  clean: false,
};

function readState(editor: Editor): ToolbarState {
  return {
    heading1: editor.isActive('heading', { level: 1 }),
    heading2: editor.isActive('heading', { level: 2 }),
    alignLeft: editor.isActive({ textAlign: 'left' }),
    alignCenter: editor.isActive({ textAlign: 'center' }),
    alignRight: editor.isActive({ textAlign: 'right' }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    orderedList: editor.isActive('orderedList'),
    bulletList: editor.isActive('bulletList'),
    link: editor.isActive('link'),
    image: editor.isActive('image'),
    clean: false,
  };
}

interface ToolbarProps {
  editor: Editor | null;
  labels: Record<ToolbarAction, string> & { toolbar: string };
  disabled: boolean;
  onAction: (action: ToolbarAction) => void;
}

const ORDER = TOOLBAR_GROUPS.flat();

/**
 * A WAI-ARIA toolbar: one tab stop, arrow keys (and Home/End) move between buttons, every button is
 * labelled and shows its pressed state.
 */
export function Toolbar({ editor, labels, disabled, onAction }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? readState(current) : inactive),
  });
  const pressed = state ?? inactive;
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: ORDER.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + ORDER.length) % ORDER.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={labels.toolbar} className={styles.toolbar} onKeyDown={onKeyDown}>
      {TOOLBAR_GROUPS.map((group, groupIndex) => (
        <Fragment key={group.join('-')}>
          {groupIndex > 0 && <span className={styles.separator} aria-hidden="true" />}
          {group.map((action) => {
            const index = ORDER.indexOf(action);
            return (
              <button
                key={action}
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                className={styles.toolButton}
                aria-label={labels[action]}
                title={labels[action]}
                aria-pressed={pressed[action]}
                tabIndex={index === focusIndex ? 0 : -1}
                disabled={disabled}
                onFocus={() => setFocusIndex(index)}
                // Keep the editor's selection: the button acts on it without taking focus on mouse down.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onAction(action)}
              >
                {toolbarIcons[action]}
              </button>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}
