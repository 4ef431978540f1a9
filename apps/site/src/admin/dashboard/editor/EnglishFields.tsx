import { TextField } from '@company/ui';
import { useT } from '../../../i18n/useT';
import { RichTextField } from '../../RichTextField';

interface EnglishFieldsProps {
  title: string;
  onTitleChange: (title: string) => void;
  content: string;
  onContentChange: (content: string) => void;
  disabled: boolean;
}

/** The English tab of an editor with a rich body (news, notice boards): the English title and body. */
export function EnglishFields({
  title,
  onTitleChange,
  content,
  onContentChange,
  disabled,
}: EnglishFieldsProps) {
  const { t } = useT();
  return (
    <>
      <TextField
        label={t('admin:languages.field_title_en')}
        name="title_en"
        value={title}
        onChange={(event) => onTitleChange(event.target.value)}
        disabled={disabled}
      />
      <RichTextField
        label={t('admin:languages.field_content_en')}
        value={content}
        onChange={onContentChange}
        disabled={disabled}
      />
    </>
  );
}
