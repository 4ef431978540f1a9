import { IntroOverlay } from '@company/ui';
import { logoMark } from '../components/Logo';
import { useT } from '../i18n/useT';

/** The intro overlay itself, in a chunk of its own: a visitor who does not see the intro never loads it. */
export default function HomeIntroOverlay({ onFinish }: { onFinish: () => void }) {
  const { t } = useT();
  return (
    <IntroOverlay
      text={t('company:intro.main_text')}
      logoPaths={[...logoMark.paths]}
      logoViewBox={logoMark.viewBox}
      logoLabel={t('common:company_name')}
      skipLabel={t('common:intro_skip')}
      onFinish={onFinish}
    />
  );
}
