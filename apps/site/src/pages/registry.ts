import type { PageKey } from '@company/content';
import type { PageModule } from './types';

/**
 * Every page key to the file of its module, relative to this folder; TypeScript checks that no page lacks
 * one. The server renderer uses the file to name the page's chunk and styles in the HTML it sends.
 */
export const pageFiles: Record<PageKey, string> = {
  home: 'home/HomePage.tsx',
  company_intro_intro: 'company/IntroPage.tsx',
  company_intro_vision: 'company/VisionPage.tsx',
  company_intro_history: 'company/HistoryPage.tsx',
  company_intro_ci: 'company/CiPage.tsx',
  company_leadership: 'company/LeadershipPage.tsx',
  company_location: 'company/LocationPage.tsx',
  business_business: 'business/BusinessOverviewPage.tsx',
  business_brands_aerea: 'business/BrandPage.tsx',
  business_brands_slown: 'business/BrandPage.tsx',
  business_brands_necove: 'business/BrandPage.tsx',
  business_materials_durafiltex_c: 'business/MaterialPage.tsx',
  business_materials_durafiltex_ad: 'business/MaterialPage.tsx',
  business_materials_durafiltex_rc: 'business/MaterialPage.tsx',
  business_materials_fmps: 'business/MaterialPage.tsx',
  business_project_semi_cleanroom: 'business/ProjectPage.tsx',
  business_project_battery_dryroom: 'business/ProjectPage.tsx',
  business_project_gmp_room: 'business/ProjectPage.tsx',
  sustainability_overview: 'sustainability/OverviewPage.tsx',
  sustainability_environment: 'sustainability/EnvironmentPage.tsx',
  sustainability_social: 'sustainability/SocialPage.tsx',
  sustainability_governance: 'sustainability/GovernancePage.tsx',
  ir_overview: 'ir/OverviewPage.tsx',
  ir_disclosure: 'ir/DisclosurePage.tsx',
  ir_announcement: 'ir/AnnouncementListPage.tsx',
  ir_shareholders: 'ir/ShareholdersPage.tsx',
  ir_schedule: 'ir/SchedulePage.tsx',
  ir_financial_snap: 'ir/FinancialPage.tsx',
  ir_financial_credit: 'ir/FinancialPage.tsx',
  ir_financial_report: 'ir/FinancialPage.tsx',
  ir_stock_info: 'ir/StockPage.tsx',
  ir_stock_stock: 'ir/StockPage.tsx',
  ir_stock_owner: 'ir/StockPage.tsx',
  ir_announcement_editor: 'admin/EditorRedirectPage.tsx',
  ir_shareholders_editor: 'admin/EditorRedirectPage.tsx',
  careers_jobs: 'careers/JobsPage.tsx',
  careers_benefits: 'careers/BenefitsPage.tsx',
  careers_info_process: 'careers/ProcessPage.tsx',
  careers_info_faq: 'careers/FaqPage.tsx',
  newsroom_news: 'newsroom/PostListPage.tsx',
  newsroom_youtube: 'newsroom/PostListPage.tsx',
  newsroom_news_editor: 'admin/EditorRedirectPage.tsx',
  newsroom_youtube_editor: 'admin/EditorRedirectPage.tsx',
  sitemap: 'other/SitemapPage.tsx',
  privacy: 'other/PrivacyPage.tsx',
  legal_notice: 'other/LegalNoticePage.tsx',
  qna: 'other/ContactPage.tsx',
  news_detail: 'newsroom/PostDetailPage.tsx',
  news_edit: 'newsroom/NewsEditPage.tsx',
  youtube_detail: 'newsroom/PostDetailPage.tsx',
  announcement_detail: 'ir/AnnouncementDetailPage.tsx',
  login: 'admin/LoginPage.tsx',
  search: 'search/SearchPage.tsx',
  admin_inquiries: 'admin/InquiriesPage.tsx',
  admin_staff: 'admin/StaffPage.tsx',
  admin_audit: 'admin/AuditPage.tsx',
  admin_trash: 'admin/TrashPage.tsx',
  admin_review: 'admin/ReviewPage.tsx',
  admin_dashboard: 'admin/DashboardPage.tsx',
  admin_item_new: 'admin/ItemEditorPage.tsx',
  admin_item_edit: 'admin/ItemEditorPage.tsx',
  admin_item_history: 'admin/HistoryPage.tsx',
  admin_preview: 'admin/PreviewPage.tsx',
  not_found: 'NotFoundPage.tsx',
};

// One lazily loaded chunk per page module; the admin's come through their own registry chunk.
const publicPages = import.meta.glob<PageModule>(['./**/*Page.tsx', '!./admin/**']);

const adminFolder = 'admin/';

function loaderOf(file: string): (() => Promise<PageModule>) | undefined {
  if (!file.startsWith(adminFolder)) return publicPages[`./${file}`];
  return async () => {
    const { adminPages } = await import('./admin/registry');
    const load = adminPages[`./${file.slice(adminFolder.length)}`];
    if (!load) throw new Error(`No admin page module at ${file}.`);
    return load();
  };
}

/**
 * Every page key to a loader of its module: missing when a public page's file does not exist; an admin
 * page's loader fails instead, since its registry loads only with it.
 */
export const pageModules: Partial<Record<PageKey, () => Promise<PageModule>>> = Object.fromEntries(
  Object.entries(pageFiles).flatMap(([key, file]) => {
    const load = loaderOf(file);
    return load ? [[key, load]] : [];
  }),
);
