import { IntroOverlay, markIntroShown, readIntroLastShown, shouldShowIntro } from '@company/ui';
import { useEffect, useState } from 'react';
import { logoMark } from '../components/Logo';
import { useT } from '../i18n/useT';

/** Local-storage key of the time the intro last showed (spec section 9). */
export const INTRO_STORAGE_KEY = 'introLastShown';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The intro overlay on home: once, then again only when more than 60 minutes have passed. */
export function HomeIntro() {
  const { t } = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const now = Date.now();
    if (shouldShowIntro(readIntroLastShown(storage(), INTRO_STORAGE_KEY), now)) {
      markIntroShown(storage(), INTRO_STORAGE_KEY, now);
      setVisible(true);
    }
  }, []);

  if (!visible) return null;
  return (
    <IntroOverlay
      text={t('company:intro.main_text')}
      logoPaths={[...logoMark.paths]}
      logoViewBox={logoMark.viewBox}
      logoLabel={t('common:company_name')}
      skipLabel={t('common:intro_skip')}
      onFinish={() => setVisible(false)}
    />
  );
}
