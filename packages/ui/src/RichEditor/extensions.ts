import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ALLOWED_LINK_PROTOCOLS, isAllowedLinkHref } from './linkHref';

/** The spec's undo history: 100 steps, changes within 1000 ms grouped into one step. */
export const HISTORY_DEPTH = 100;
export const HISTORY_GROUP_DELAY_MS = 1000;

/** The editor's schema: headings 1–2, marks, lists, quote, code block, links (safe protocols), images, alignment. */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2] },
      undoRedo: { depth: HISTORY_DEPTH, newGroupDelay: HISTORY_GROUP_DELAY_MS },
      horizontalRule: false,
      // No automatic empty paragraph after lists, quotes and code: the stored HTML stays what was written.
      trailingNode: false,
      code: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: [...ALLOWED_LINK_PROTOCOLS],
        isAllowedUri: (url) => isAllowedLinkHref(url),
        shouldAutoLink: (url) => isAllowedLinkHref(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
