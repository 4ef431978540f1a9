/** Sample company videos (YouTube ids, shown through the privacy-enhanced host), oldest first. */
import { at } from './html.mjs';

export const videos = [
  { title: '클린에어텍 기업 소개 영상 2024', video_id: 'Qm7cV2nRk4E', created_at: at('2024-04-02') },
  {
    title: '나노섬유 여과재 Durafiltex, 3중 여과 기술 이야기',
    video_id: 'aZ3x_Lp9TfY',
    created_at: at('2024-06-11'),
  },
  {
    title: '반도체 클린룸은 어떻게 만들어질까? 구축 현장 타임랩스',
    video_id: 'k8Hn2-WqB5s',
    created_at: at('2024-09-24'),
  },
  { title: '이슬점 -60℃, 2차전지 드라이룸의 비밀', video_id: 'R4tYu6pD1cM', created_at: at('2025-01-21') },
  { title: '울산공장 2호 라인 준공 스케치', video_id: 'vN0s9JxE_2k', created_at: at('2025-10-14') },
  {
    title: '클린에어텍 사람들: R&D센터 연구원 인터뷰',
    video_id: 'bT5gW-3hLqA',
    created_at: at('2025-11-04'),
  },
];
