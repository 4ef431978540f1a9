import { ArticleLayout, formatDate10 } from '@company/ui';
import type { ReactNode } from 'react';
import { renderAppLink } from '../../components/AppLink';

interface DetailArticleProps {
  createdAt: string;
  /** The title: text, or a Korean title marked as standing in for a missing English one. */
  title: ReactNode;
  /** The body: sanitised HTML or an embedded player. */
  children: ReactNode;
  /** Previous/next navigation under the body. */
  navigation?: ReactNode;
  backHref: string;
  backLabel: string;
  /** Further actions beside the back button (the admin's edit and delete). */
  actions?: ReactNode;
}

/** A post of the newsroom or the e-notices: date, title, body, previous/next, and the button back to the list. */
export function DetailArticle({
  createdAt,
  title,
  children,
  navigation,
  backHref,
  backLabel,
  actions,
}: DetailArticleProps) {
  return (
    <ArticleLayout
      date={formatDate10(createdAt)}
      title={title}
      navigation={navigation}
      back={{ href: backHref, label: backLabel }}
      actions={actions}
      renderLink={renderAppLink}
    >
      {children}
    </ArticleLayout>
  );
}
