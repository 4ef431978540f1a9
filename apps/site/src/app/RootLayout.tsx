import { company, parseLanguagePath, withLanguage } from '@company/content';
import { LanguageSwitcher, MegaHeader, NoticeProvider, SiteFooter } from '@company/ui';
import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AdminControls } from '../auth/AdminControls';
import { StaffDashboardLink } from '../auth/StaffDashboardLink';
import { renderAppLink } from '../components/AppLink';
import { Logo } from '../components/Logo';
import { PageLoading } from '../components/PageStates';
import { rememberLanguage } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';
import { useT } from '../i18n/useT';
import { HeaderSearchButton } from '../pages/search/HeaderSearchButton';
import { isAdminScreen } from './adminArea';
import { headerItems } from './navigation';
import { PageArea } from './PageArea';
import * as styles from './RootLayout.css';
import { useLanguageFromUrl } from './useLanguageFromUrl';
import { useScrollToTopOnRouteChange } from './useScrollToTopOnRouteChange';

const AdminLayout = lazy(() => import('../admin/shell/AdminLayout'));

/**
 * Header, main area and footer around every public page (the admin's screens get the admin shell instead); scroll
 * to top on route change.
 */
export function RootLayout() {
  const { t, i18n } = useT();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const barePath = parseLanguagePath(pathname).path;
  const isHome = barePath === '/';
  useLanguageFromUrl();

  useScrollToTopOnRouteChange();
  // The menu's 77 labels, translated again only when the language or its loaded translations change.
  const headerBundleLoaded = i18n.hasResourceBundle(language, 'header');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language and its translations.
  const menu = useMemo(() => headerItems(i18n), [i18n, language, headerBundleLoaded]);

  const switchLanguage = (next: string) => {
    if (next !== 'ko' && next !== 'en') return;
    rememberLanguage(next);
    navigate(
      `${next === 'en' ? withLanguage(barePath, 'en') : barePath}${search.replace(/([?&])lng=[^&]*&?/, '$1').replace(/[?&]$/, '')}`,
    );
  };

  const prefix = parseLanguagePath(pathname).language;
  const home = prefix ? `/${prefix}` : '/';

  const page = (
    <PageArea>
      <Outlet />
    </PageArea>
  );
  const skipLink = (
    <a className={styles.skipLink} href="#main">
      {t('common:skip_to_content')}
    </a>
  );

  if (isAdminScreen(pathname)) {
    return (
      <NoticeProvider regionLabel={t('common:notifications')} closeLabel={t('common:actions.close')}>
        {skipLink}
        <Suspense fallback={<PageLoading />}>
          <AdminLayout>{page}</AdminLayout>
        </Suspense>
      </NoticeProvider>
    );
  }

  return (
    <NoticeProvider regionLabel={t('common:notifications')} closeLabel={t('common:actions.close')}>
      {skipLink}
      <MegaHeader
        items={menu}
        logo={<Logo className={styles.headerLogo} symbolOnlyWhenNarrow />}
        sideMenuLogo={<Logo inverse />}
        homeLabel={`${company.name.en} ${t('header:home')}`}
        homeHref={home}
        navLabel={t('header:main_navigation')}
        menuButtonLabel={t('header:open_menu')}
        sideMenuTitle={t('header:main_navigation')}
        closeMenuLabel={t('header:close_menu')}
        newTabLabel={t('header:banner_new_tab')}
        currentPath={pathname}
        transparentAtTop={isHome}
        renderLink={renderAppLink}
        sideMenuFooter={<StaffDashboardLink />}
        actions={
          <>
            <HeaderSearchButton />
            <AdminControls />
            <LanguageSwitcher
              label={t('header:language')}
              value={language}
              options={[
                { value: 'ko', label: t('header:language_ko') },
                { value: 'en', label: t('header:language_en') },
              ]}
              onChange={switchLanguage}
            />
          </>
        }
      />
      <main id="main" className={isHome ? styles.mainHome : styles.main}>
        {page}
      </main>
      <SiteFooter
        logo={<Logo inverse />}
        linksLabel={t('common:footer.links_label')}
        links={[
          { label: t('common:footer.privacy'), href: '/Privacy' },
          { label: t('common:footer.legal_notice'), href: '/LegalNotice' },
          { label: t('common:footer.qna'), href: '/Qna' },
          { label: t('common:footer.sitemap'), href: '/Sitemap' },
        ]}
        facts={{
          phone: { label: t('common:footer.phone'), value: company.phone },
          fax: { label: t('common:footer.fax'), value: company.fax },
          weekdayHours: {
            label: t('common:footer.weekday_hours'),
            value: t('common:footer.weekday_hours_value', company.hours.weekdays),
          },
          lunchHours: {
            label: t('common:footer.lunch_hours'),
            value: t('common:footer.lunch_hours_value', company.hours.lunch),
          },
          representative: { label: t('common:footer.representative'), value: company.ceo[language] },
          address: { label: t('common:footer.address'), value: company.address[language] },
          email: { label: t('common:footer.email'), value: company.email },
        }}
        copyright={company.copyright}
        scrollToTopLabel={t('common:footer.scroll_to_top')}
        renderLink={renderAppLink}
      />
    </NoticeProvider>
  );
}
