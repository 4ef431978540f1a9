import { company } from '@company/content';
import * as styles from './PlaceholderPage.css';

/** Shown until the real routes land: it says plainly that it is a placeholder. */
export function PlaceholderPage() {
  return (
    <div className={styles.page}>
      <main className={styles.hero}>
        <p className={styles.eyebrow}>Placeholder · 준비 중</p>
        <h1 className={styles.title}>{company.name.ko} 웹사이트를 준비하고 있습니다</h1>
        <p className={styles.lead}>
          이 페이지는 임시 페이지입니다. 사이트와 백엔드가 완성되면 이 자리에 회사 소개, 사업 분야, 뉴스룸과
          투자정보가 표시됩니다.
        </p>
        <p className={styles.lead} lang="en">
          This is a placeholder page. The full bilingual site replaces it once the site and backend land.
        </p>
      </main>
      <footer className={styles.footer}>
        © {company.legalName.ko} · TEL {company.phone} · FAX {company.fax}
      </footer>
    </div>
  );
}
