export {
  type NoticeApi,
  type NoticeInput,
  NoticeProvider,
  type NoticeProviderProps,
  type NoticeTone,
  useNotice,
} from './Notice';
