import type { RichEditorLabels } from '@company/ui';
import { useMemo } from 'react';
import { useT } from '../i18n/useT';

/** The rich-text editor's labels from the locales; `editor` names the editing area. */
export function useEditorLabels(editorLabel: string): RichEditorLabels {
  const { t } = useT();
  return useMemo(
    () => ({
      toolbar: t('admin:editor.toolbar'),
      editor: editorLabel,
      heading1: t('admin:editor.heading1'),
      heading2: t('admin:editor.heading2'),
      alignLeft: t('admin:editor.align_left'),
      alignCenter: t('admin:editor.align_center'),
      alignRight: t('admin:editor.align_right'),
      bold: t('admin:editor.bold'),
      italic: t('admin:editor.italic'),
      underline: t('admin:editor.underline'),
      strike: t('admin:editor.strike'),
      blockquote: t('admin:editor.blockquote'),
      codeBlock: t('admin:editor.code_block'),
      orderedList: t('admin:editor.ordered_list'),
      bulletList: t('admin:editor.bullet_list'),
      link: t('admin:editor.link'),
      image: t('admin:editor.image'),
      clean: t('admin:editor.clean'),
      linkDialogTitle: t('admin:editor.link_dialog_title'),
      linkUrl: t('admin:editor.link_url'),
      linkApply: t('admin:editor.link_apply'),
      linkRemove: t('admin:editor.link_remove'),
      linkCancel: t('admin:editor.link_cancel'),
      linkInvalid: t('admin:editor.link_invalid'),
      imageDialogTitle: t('admin:body_image.dialog_title'),
      imageEditTitle: t('admin:body_image.edit_title'),
      imageFile: t('admin:body_image.file'),
      imageFileHint: t('admin:news_edit.thumbnail_help'),
      imageFileRequired: t('admin:body_image.file_required'),
      imageAlt: t('admin:body_image.alt'),
      imageAltHint: t('admin:body_image.alt_help'),
      imageAltRequired: t('admin:body_image.alt_required'),
      imageInsert: t('admin:body_image.insert'),
      imageSave: t('admin:body_image.save'),
      imageCancel: t('admin:body_image.cancel'),
      imageUploadFailed: t('admin:news_edit.image_upload_failed'),
    }),
    [t, editorLabel],
  );
}
