import { ButtonLink } from '@company/ui';
import { useNavigate } from 'react-router';
import { renderAppLink } from '../components/AppLink';
import { useLocalizedPath } from '../i18n/useLanguage';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { useAdminAuth } from './authStore';
import { DeleteButton } from './DeleteButton';

/**
 * Staff's edit (into the dashboard's editor) on a news post, and the admin's delete; a successful delete goes
 * to the news list.
 */
export default function NewsAdminButtons({ newsId }: { newsId: number }) {
  const { t } = useT();
  const auth = useAdminAuth();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  if (auth.status !== 'staff') return null;
  return (
    <div className={styles.detailActions}>
      <ButtonLink href={`/newsroom/News/${newsId}/edit`} renderLink={renderAppLink}>
        {t('admin:news_edit.edit_button')}
      </ButtonLink>
      {auth.role === 'admin' && (
        <DeleteButton
          table="news"
          id={newsId}
          size="sm"
          onDeleted={() => navigate(localize('/newsroom/News'), { replace: true })}
        />
      )}
    </div>
  );
}
