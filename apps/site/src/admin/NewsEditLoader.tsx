import { useNotice } from '@company/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNews } from '../data/hooks';
import { useLocalizedPath } from '../i18n/useLanguage';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { NewsForm } from './NewsForm';

/** Loads the post, then shows the form; a failed load (or a missing post) goes back to the list. */
export function NewsEditLoader({ id }: { id: number }) {
  const { t } = useT();
  const { notify } = useNotice();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const valid = Number.isSafeInteger(id) && id > 0;
  const news = useNews(valid ? id : 0);
  const failed = !valid || news.isError || (news.isSuccess && news.data === null);

  useEffect(() => {
    if (!failed) return;
    notify({ title: t('admin:news_edit.load_failed'), tone: 'error' });
    navigate(localize('/newsroom/News'), { replace: true });
  }, [failed, notify, t, navigate, localize]);

  if (failed) return null;
  if (!news.data) {
    return (
      <p className={styles.status} role="status">
        {t('admin:news_edit.loading')}
      </p>
    );
  }
  return <NewsForm key={news.data.id} news={news.data} cancelTo={`/newsroom/News/${news.data.id}`} />;
}
