import * as Toast from '@radix-ui/react-toast';
import type { NoticeEntry } from './Notice';
import * as styles from './Notice.css';

export interface NoticeToastsProps {
  notices: readonly NoticeEntry[];
  onClose: (id: number) => void;
  regionLabel: string;
  closeLabel: string;
  duration: number;
}

/** The notices on screen (Radix Toast): loaded by NoticeProvider with the first notice. */
export default function NoticeToasts({
  notices,
  onClose,
  regionLabel,
  closeLabel,
  duration,
}: NoticeToastsProps) {
  return (
    <Toast.Provider swipeDirection="right" label={regionLabel}>
      {notices.map((notice) => (
        <Toast.Root
          key={notice.id}
          open={notice.open}
          onOpenChange={(open) => (open ? undefined : onClose(notice.id))}
          type={notice.tone === 'error' ? 'foreground' : 'background'}
          duration={notice.tone === 'error' ? duration * 2 : duration}
          className={styles.toast({ tone: notice.tone })}
        >
          <div role={notice.tone === 'error' ? 'alert' : 'status'} className={styles.message}>
            <Toast.Title className={styles.title}>{notice.title}</Toast.Title>
            {notice.description && (
              <Toast.Description className={styles.description}>{notice.description}</Toast.Description>
            )}
          </div>
          <Toast.Close className={styles.close} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} label={regionLabel} />
    </Toast.Provider>
  );
}
