import { closeHistory } from '@tiptap/pm/history';
import { Selection, TextSelection, type Transaction } from '@tiptap/pm/state';
import type { Editor, JSONContent } from '@tiptap/react';

/** Where the content the transaction's last step put in ends (what Tiptap's own insertion commands use). */
function insertionEnd(tr: Transaction): number {
  let end = tr.selection.to;
  tr.mapping.maps[tr.mapping.maps.length - 1]?.forEach((_from, _to, _newFrom, newTo) => {
    end = newTo;
  });
  return end;
}

/**
 * Puts the caret after what the transaction just inserted: where the insertion ended inside a text block (a
 * paragraph it split), else at the start of the text block after it, else in a new empty paragraph after it.
 */
function placeCaretAfterInsertion(tr: Transaction): void {
  const end = insertionEnd(tr);
  const $end = tr.doc.resolve(end);
  if ($end.parent.inlineContent) {
    tr.setSelection(TextSelection.create(tr.doc, end));
    return;
  }
  if (!$end.nodeAfter?.isTextblock) {
    const paragraph = tr.doc.type.schema.nodes.paragraph;
    if (!paragraph || !$end.parent.canReplaceWith($end.index(), $end.index(), paragraph)) {
      tr.setSelection(Selection.near($end, 1));
      return;
    }
    tr.insert(end, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, end + 1));
}

/**
 * Inserts a block (an image) at the caret as an undo step of its own and leaves the caret after it. Tiptap's
 * insertion leaves a block at the end selected as a node, which the next keystroke replaced; and within the
 * history's grouping delay the insertion and that keystroke made one undo step, so undo took both away.
 */
export function insertBlock(editor: Editor, content: JSONContent): boolean {
  let stepsBefore = 0;
  const inserted = editor
    .chain()
    .focus()
    .command(({ tr }) => {
      // A new undo step: not grouped with what was typed just before.
      closeHistory(tr);
      stepsBefore = tr.steps.length;
      return true;
    })
    .insertContent(content)
    .command(({ tr }) => {
      if (tr.steps.length > stepsBefore) placeCaretAfterInsertion(tr);
      return true;
    })
    .run();
  // Closes the step, so that what is typed next is undone on its own (an empty transaction carries the flag).
  if (inserted) editor.view.dispatch(closeHistory(editor.state.tr));
  return inserted;
}
