import { PostNavigation, VideoEmbed } from '@company/ui';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { renderAppLink } from '../../components/AppLink';
import { ContentText, ItemTitle } from '../../components/ContentText';
import { PageScaffold } from '../../components/PageScaffold';
import { hasEnglish, shownTitle } from '../../data/contentLanguage';
import { useNextVideo, usePreviousVideo, useVideo, videoPoster, youtubeThumbnail } from '../../data/hooks';
import type { Video, VideoNeighbour } from '../../data/types';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';
import { DetailArticle } from './DetailArticle';
import { DetailEmpty, DetailLoading } from './DetailStates';
import { newsListPath, parseRouteId, videoDetailPath } from './paths';

function neighbourEntry(video: VideoNeighbour | null | undefined) {
  return video
    ? {
        title: <ItemTitle item={video} />,
        href: videoDetailPath(video.id),
        thumbnail: youtubeThumbnail(video.video_id),
        fallbackThumbnail: videoPoster,
      }
    : null;
}

function VideoEmpty() {
  const { t } = useT();
  return (
    <DetailEmpty
      message={t('newsroom:youtube.empty')}
      backHref={newsListPath}
      backLabel={t('newsroom:detail.back_to_list')}
    />
  );
}

interface VideoArticleViewProps {
  video: Video;
  previous?: VideoNeighbour | null;
  next?: VideoNeighbour | null;
}

/** A video as its page shows it: the public page, and the staff's preview of a draft. */
export function VideoArticleView({ video, previous, next }: VideoArticleViewProps) {
  const { t } = useT();
  const language = useLanguage();
  const title = shownTitle(video, language);
  return (
    <DetailArticle
      createdAt={video.created_at}
      title={<ContentText shown={title} />}
      backHref={newsListPath}
      backLabel={t('newsroom:detail.back_to_list')}
      navigation={
        <PostNavigation
          previous={neighbourEntry(previous)}
          next={neighbourEntry(next)}
          previousLabel={t('newsroom:detail.previous')}
          nextLabel={t('newsroom:detail.next')}
          ariaLabel={t('newsroom:detail.navigation_label')}
          missingText={t('newsroom:detail.none')}
          renderLink={renderAppLink}
        />
      }
    >
      <VideoEmbed
        videoId={video.video_id}
        title={t('newsroom:youtube.player_title', { title: title.text })}
        probeImage={youtubeThumbnail(video.video_id)}
        poster={videoPoster}
        watchLabel={t('newsroom:youtube.watch_on_youtube')}
        framed
      />
    </DetailArticle>
  );
}

function VideoArticle({ id, pageKey }: { id: number } & PageProps) {
  const { t } = useT();
  const language = useLanguage();
  const video = useVideo(id);
  const previous = usePreviousVideo(id, language);
  const next = useNextVideo(id, language);

  useEffect(() => {
    if (video.error) console.warn(`Video ${id} could not be loaded:`, video.error.message);
  }, [video.error, id]);

  let content: ReactNode;
  if (video.isPending) content = <DetailLoading label={t('newsroom:detail.loading')} />;
  else if (!video.data) content = <VideoEmpty />;
  else content = <VideoArticleView video={video.data} previous={previous.data} next={next.data} />;
  return (
    <PageScaffold
      pageKey={pageKey}
      narrow
      documentTitle={video.data ? shownTitle(video.data, language).text : undefined}
      seo={video.data ? { translated: hasEnglish(video.data) } : undefined}
    >
      {content}
    </PageScaffold>
  );
}

/** /newsroom/Youtube/{id}: the video, [이전글]/[다음글] by id, and 뉴스 데이터 없음 when there is none. */
export default function YoutubeDetailPage({ pageKey }: PageProps) {
  const id = parseRouteId(useParams().id);
  if (id === null) {
    return (
      <PageScaffold pageKey={pageKey} narrow>
        <VideoEmpty />
      </PageScaffold>
    );
  }
  return <VideoArticle key={id} id={id} pageKey={pageKey} />;
}
