import type { ContentKind, TranslationKey } from '@company/content';
import { ButtonLink, ConfirmDialog, DropZone, EditorBar, Note, TextField, useNotice } from '@company/ui';
import { Callout } from '@company/ui/sections';
import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { renderAppLink } from '../../../components/AppLink';
import { useAppQueryClient } from '../../../data/queryClient';
import { translateKey, useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import { useAdminAuth } from '../../authStore';
import { clearLocalCopy, readLocalCopy, writeLocalCopy } from '../../autosave/localCopy';
import { useAutosave } from '../../autosave/useAutosave';
import { isConflictError } from '../../data/conflict';
import {
  discardPendingVersion,
  type PendingFields,
  type PendingVersion,
  savePendingVersion,
  usePendingVersions,
} from '../../data/pendingVersions';
import { type EditorLanguage, EditorLanguageTabs } from '../../EditorLanguageTabs';
import { adminErrorMessageKey, classifyAdminError } from '../../errors/adminErrors';
import { useLeaveGuard } from '../../leave/useLeaveGuard';
import {
  invalidateAfterWrite,
  type RowInputs,
  updateItem,
  useSaveRow,
  useUploadImage,
} from '../../mutations';
import { RichTextField } from '../../RichTextField';
import { kstMoment } from '../../time/kst';
import { checkImageBytes, IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../upload';
import { dashboardPaths } from '../kinds';
import { type PublishIntent, publicationOf, scheduleInputOf } from '../publication';
import type { StaffRows } from '../types';
import { AutosaveStatus } from './AutosaveStatus';
import { ConflictPanel } from './ConflictPanel';
import { EditorNotes } from './EditorNotes';
import {
  checkForm,
  type FieldName,
  type FieldProblems,
  type FormValues,
  fieldLabelKey,
  hasField,
  isLimited,
  isRequired,
  missingFieldKey,
  type SaveLevel,
  TOO_LONG_KEY,
  textLimits,
  tooLongFieldOf,
  valuesDiffer,
  valuesOf,
} from './itemFields';
import { LocalCopyOffer } from './LocalCopyOffer';
import { type FieldMerge, mergeByField, resolveConflicts } from './mergeByField';
import { PendingVersions } from './PendingVersions';
import { PublishButtons, ScheduleField } from './PublishControls';
import { missingFieldsOf } from './publishRefusal';
import { autosaveDecision, saveDecision } from './saveDecision';
import { forgetKeptThumbnail, keepThumbnailForRetry, keptThumbnail } from './thumbnailRetry';
import { useObjectUrl } from './useObjectUrl';

export interface ItemFormProps<K extends ContentKind> {
  kind: K;
  /** The item to edit (drafts included); without it the form creates one. */
  item?: StaffRows[K];
  /** Where a confirmed cancel goes (and, on the spec's news edit screen, a save). */
  returnTo: string;
  /** The spec's news edit screen: its primary button reads 수정 완료, and a save goes to `returnTo`. */
  specWords?: boolean;
}

/** What the conflict view needs: the refused save's values and the item as it is now. */
export interface ConflictState<K extends ContentKind> {
  mine: FormValues;
  theirs: StaffRows[K] | null;
  updatedAt: string | null;
  updatedBy: string | null;
  currentVersion: number | null;
  /** For a save over the person's own pending version: its revision now (null: gone), named by the next save. */
  pendingRevision?: number | null;
  /** The field-by-field merge with their version: only `merge.conflicts` are asked about. */
  merge?: FieldMerge;
}

const autosaveRetry = {
  retryable: (error: unknown) => ['offline', 'unavailable', 'session'].includes(classifyAdminError(error)),
};

/** Enter in a single-line field never submits the form (only the buttons do). */
function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * The one editor of every kind, driven by the kind's field list (`itemFields.ts`): one save path
 * (`saveDecision`) for new items, drafts, published and scheduled ones; autosave of drafts and pending versions;
 * a copy of every change on this device until the server has it; the conflict view of a stale save; and a
 * question before leaving with unsaved changes.
 */
export function ItemForm<K extends ContentKind>({ kind, item, returnTo, specWords }: ItemFormProps<K>) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const queryClient = useAppQueryClient();
  const auth = useAdminAuth();
  const isAdmin = auth.status === 'staff' && auth.role === 'admin';
  const userId = auth.status === 'staff' ? auth.userId : null;
  const saveRow = useSaveRow(kind);
  const upload = useUploadImage();
  const pendingVersions = usePendingVersions(kind, item?.id);
  const dateId = useId();

  const loaded = useMemo(() => valuesOf(kind, item), [kind, item]);
  /** What the server has (after each save, the values saved). */
  const [saved, setSaved] = useState<FormValues>(loaded);
  const [values, setValues] = useState<FormValues>(loaded);
  /** The version the next save is based on (the ref: a save that waited for the autosave reads what it wrote). */
  const [baseVersion, setBaseVersionState] = useState<number | null>(item?.version ?? null);
  const baseVersionRef = useRef(baseVersion);
  const setBaseVersion = (version: number | null) => {
    baseVersionRef.current = version;
    setBaseVersionState(version);
  };
  /** The revision of the person's own pending version of this item: the next save over it names it. */
  const pendingRevisionRef = useRef<number | null>(null);
  /** The person's own pending version this form continues (opened with it), for the notice at the top. */
  const [resumed, setResumed] = useState<PendingVersion<K> | null>(null);
  /** Bumped when the values are replaced wholesale (a local copy, their version): the rich editors remount. */
  const [generation, setGeneration] = useState(0);
  const [scheduleAt, setScheduleAt] = useState(() => scheduleInputOf(item, new Date()));
  const [language, setLanguage] = useState<EditorLanguage>('ko');
  const [invalid, setInvalid] = useState<EditorLanguage | null>(null);
  /** The fields in error after the last save attempt, each with its message's key. */
  const [problems, setProblems] = useState<FieldProblems>(() =>
    keptThumbnail(kind, item?.id) ? { thumbnail: 'admin:news_edit.thumbnail_kept_for_retry' } : {},
  );
  /** Bumped on each refused save: the first field in error takes the focus. */
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  /** The chosen thumbnail, uploaded by the next save (kept after a failed upload, for a retry). */
  const [thumbnailFile, setThumbnailFile] = useState<File | null>(() => keptThumbnail(kind, item?.id));
  const newThumbnail = useObjectUrl(thumbnailFile);
  const [submitting, setSubmitting] = useState(false);
  const [conflict, setConflict] = useState<ConflictState<K> | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [offer, setOffer] = useState(() => {
    const copy = readLocalCopy<FormValues>(kind, item?.id);
    return copy && valuesDiffer(kind, copy.values, loaded) ? copy : null;
  });

  const dirty = valuesDiffer(kind, values, saved) || thumbnailFile !== null;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const busy = submitting || saveRow.isPending || upload.isPending;
  const guard = useLeaveGuard(dirty);

  // Every change is kept on this device until the server has it.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (valuesDiffer(kind, values, saved)) writeLocalCopy(kind, item?.id, values, baseVersion);
    else if (!offer) clearLocalCopy(kind, item?.id);
  }, [kind, item?.id, values, saved, baseVersion, offer]);

  /**
   * Whether the person has typed, pasted, dropped or formatted anything. Before that, a change a field reports
   * is its own normalisation (the rich editor rewrites stored HTML into its own), which becomes the baseline:
   * an untouched form is never dirty.
   */
  const touched = useRef(false);
  const touch = () => {
    touched.current = true;
  };
  const onClickCapture = (event: MouseEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('[type="submit"], [data-leave], [role="alertdialog"]')) return;
    if (target.closest('button')) touch();
  };

  const setField = (field: keyof FormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (touched.current)
      setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
    if (!touched.current) setSaved((current) => ({ ...current, [field]: value }));
  };

  const replaceValues = (next: FormValues) => {
    touch();
    setValues(next);
    setGeneration((count) => count + 1);
  };

  // Opening an item that has the person's own pending version continues it: its text is what the form shows
  // and saves over (naming its revision), with the live version a comparison away.
  const resumeChecked = useRef(false);
  useEffect(() => {
    if (resumeChecked.current || !item || !pendingVersions.data || userId === null) return;
    resumeChecked.current = true;
    const own = pendingVersions.data.find((version) => version.author_id === userId);
    if (!own) return;
    pendingRevisionRef.current = own.revision;
    setResumed(own);
    if (touched.current) return; // typing already began on the live text: it is kept, and saves over the proposal
    const continued = valuesOf(kind, { ...item, ...own.fields } as StaffRows[K]);
    setSaved(continued);
    setValues(continued);
    setGeneration((count) => count + 1);
    baseVersionRef.current = own.based_on_version;
    setBaseVersionState(own.based_on_version);
  }, [item, kind, pendingVersions.data, userId]);

  // The item moved on under a form with nothing unsaved (a pending version published from this screen, a
  // colleague's save read again): the form shows the new version and bases the next save on it. A form with
  // unsaved changes keeps them (its next save merges by field).
  useEffect(() => {
    if (!item || !pendingVersions.data || userId === null) return;
    const own = pendingVersions.data.find((version) => version.author_id === userId);
    if (!own && pendingRevisionRef.current !== null) {
      pendingRevisionRef.current = null;
      setResumed(null);
    }
    const base = baseVersionRef.current;
    if (own || base === null || item.version <= base || dirtyRef.current) return;
    const next = valuesOf(kind, item);
    setSaved(next);
    setValues(next);
    setGeneration((count) => count + 1);
    baseVersionRef.current = item.version;
    setBaseVersionState(item.version);
  }, [item, kind, pendingVersions.data, userId]);

  /** Saves the person's pending version over the revision they last saved or loaded. */
  const savePending = async (fields: PendingFields<K>, basedOn: number) => {
    const saved = await savePendingVersion({
      kind,
      itemId: (item as StaffRows[K]).id,
      fields,
      basedOnVersion: basedOn,
      revision: pendingRevisionRef.current,
    });
    pendingRevisionRef.current = saved.revision;
    void queryClient.invalidateQueries({ queryKey: ['pending_versions', kind] });
  };

  /** After the person's direct save of the live item, their own pending version (which the form held) goes. */
  const dropOwnPending = async () => {
    const own = pendingVersions.data?.find((version) => version.author_id === userId);
    if (!own || pendingRevisionRef.current === null) return;
    pendingRevisionRef.current = null;
    setResumed(null);
    await discardPendingVersion(own.id).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['pending_versions', kind] });
  };

  const showError = (error: unknown) => {
    if (isConflictError(error)) {
      if (error.currentRevision !== undefined) void openPendingConflict(error.currentRevision);
      else void openConflict(error.currentVersion, error.updatedAt, error.updatedBy);
      return;
    }
    notify({ title: translateKey(i18n, adminErrorMessageKey(error)), tone: 'error' });
  };

  /**
   * The person's own pending version moved on since this form saved or loaded it (another tab or device): the
   * conflict view compares the form with that version (or with the live item when it is gone).
   */
  const openPendingConflict = async (currentRevision: number | null) => {
    const mine = values;
    const live = item as StaffRows[K];
    let theirs: StaffRows[K] = live;
    try {
      const { fetchPendingVersions } = await import('../../data/pendingVersions');
      const own = (await fetchPendingVersions(kind, live.id)).find((version) => version.author_id === userId);
      if (own) theirs = { ...live, ...own.fields } as StaffRows[K];
    } catch {
      theirs = live;
    }
    setConflict({
      mine,
      theirs,
      updatedAt: null,
      updatedBy: userId,
      currentVersion: null,
      pendingRevision: currentRevision,
    });
  };

  /** The fields last taken from someone else's version by a merge (a save waiting for the autosave adds them). */
  const takenByMergeRef = useRef<{ count: number; fields: Partial<FormValues> }>({ count: 0, fields: {} });

  /** Their version becomes the base of the next save, with the form holding `next` (mine merged onto theirs). */
  const adoptTheirs = (theirs: FormValues, next: FormValues, version: number | null) => {
    setSaved(theirs);
    replaceValues(next);
    if (version !== null) setBaseVersion(version);
  };

  /**
   * A stale save: the item changed since this form's version. Merged field by field with the version both
   * started from (`saved`): when no field was changed by both, their fields come in, mine stay, and it resolves
   * with the merged values to save again; otherwise the conflict view asks about those fields only.
   */
  const openConflict = async (
    currentVersion: number | null,
    updatedAt: string | null,
    updatedBy: string | null,
  ): Promise<FormValues | null> => {
    const mine = values;
    let theirs: StaffRows[K] | null = null;
    try {
      const { fetchStaffItem } = await import('../staffQueries');
      theirs = item ? await fetchStaffItem(kind, item.id) : null;
    } catch {
      theirs = null;
    }
    const version = theirs?.version ?? currentVersion;
    const theirValues = theirs ? valuesOf(kind, theirs) : null;
    const merge = theirValues ? mergeByField(kind, saved, mine, theirValues) : undefined;
    if (theirValues && merge && merge.conflicts.length === 0 && version !== null) {
      adoptTheirs(theirValues, merge.merged, version);
      const fields: Partial<FormValues> = {};
      for (const field of merge.theirsTaken) fields[field] = theirValues[field];
      takenByMergeRef.current = { count: takenByMergeRef.current.count + 1, fields };
      notify({
        title: t('admin:conflict.merged', {
          fields: merge.theirsTaken.map((field) => translateKey(i18n, fieldLabelKey(kind, field))).join(', '),
        }),
        tone: 'success',
      });
      return merge.merged;
    }
    setConflict({
      mine,
      theirs,
      updatedAt: theirs?.updated_at ?? updatedAt,
      updatedBy: theirs?.updated_by ?? updatedBy,
      currentVersion: version,
      merge,
    });
    return null;
  };

  // Drafts and pending versions save themselves; a new item stays on this device until its first save. A save
  // refused for the connection, the server or the session is tried again by itself (the notice then clears).
  const autosaveKind = autosaveDecision(item, new Date());
  const autosaveLevel: SaveLevel = autosaveKind === 'update' ? 'draft' : 'publish';
  const autosaveable =
    autosaveKind !== null && checkForm(kind, values, autosaveLevel).ok && !conflict && !busy;
  const autosave = useAutosave(
    values,
    dirty && thumbnailFile === null && autosaveable,
    async (typed) => {
      const basedOn = baseVersionRef.current;
      if (!item || basedOn === null) return;
      const check = checkForm(kind, typed, autosaveLevel);
      if (!check.ok) return;
      try {
        if (autosaveKind === 'update') {
          const version = await updateItem(kind, item.id, basedOn, check.row as Partial<RowInputs[K]>);
          setBaseVersion(version);
          void invalidateAfterWrite(queryClient, kind);
        } else {
          await savePending(check.row, basedOn);
        }
        setSaved(typed);
      } catch (error) {
        // A stale autosave merges with their version (and saves again as the values change) or opens the conflict
        // view; any other failure shows beside the buttons.
        if (isConflictError(error)) showError(error);
        throw error;
      }
    },
    autosaveRetry,
  );

  /** A field's message: a too-long one names the field and its limit. */
  const problemText = (key: TranslationKey, fields: FieldProblems): string => {
    const name = (Object.keys(fields) as FieldName[]).find((field) => fields[field] === key);
    return translateKey(
      i18n,
      key,
      name && isLimited(name)
        ? {
            field: translateKey(i18n, fieldLabelKey(kind, name)),
            max: textLimits[name].toLocaleString(i18n.language),
          }
        : undefined,
    );
  };

  /** Marks the fields in error (message under each, the first focused) and says so once. */
  const refuse = (fields: FieldProblems, language: EditorLanguage | null, summary: string) => {
    setProblems(fields);
    setInvalid(language);
    if (language) setLanguage(language);
    setRefusals((count) => count + 1);
    notify({ title: summary, tone: 'error' });
  };

  /** The database refused to publish: the fields it names are marked as the form's own check marks them. */
  const refuseMissing = (missing: FieldName[]) => {
    const fields: FieldProblems = {};
    for (const name of missing) fields[name] = missingFieldKey[name];
    refuse(
      fields,
      missing.includes('title') || missing.includes('content') ? 'ko' : null,
      t('admin:form_guide.summary'),
    );
  };

  /**
   * Saves the form and stays in the editor with a notice: a new item's first save opens its own editor. Only
   * the spec's news edit screen (수정 완료) goes back to `returnTo` (the news post) after a button's save.
   * A draft needs only a title; publishing (now, scheduled, or a change to a live item) needs what the public
   * page shows. `stay` (Ctrl/Cmd+S) never leaves.
   */
  const submit = async (
    intent: PublishIntent,
    { stay = false, merged }: { stay?: boolean; merged?: FormValues } = {},
  ): Promise<void> => {
    if (busy) return;
    // `merged`: the values of a save refused as stale and merged with their version, saved once more.
    let typed = merged ?? values;
    const decision = saveDecision({ isAdmin, item, intent, scheduleAt, now: new Date() });
    if (decision.action === 'refuse') {
      notify({ title: t(`admin:publish.${decision.error}`), tone: 'error' });
      return;
    }
    const level: SaveLevel =
      decision.action === 'pending'
        ? 'publish'
        : decision.publication
          ? decision.publication.status === 'draft'
            ? 'draft'
            : 'publish'
          : item?.status === 'draft'
            ? 'draft'
            : 'publish';
    const check0 = checkForm(
      kind,
      { ...typed, thumbnail: thumbnailFile ? 'pending-upload' : typed.thumbnail },
      level,
    );
    if (!check0.ok) {
      refuse(check0.fields, check0.language, problemText(check0.error, check0.fields));
      return;
    }
    setProblems({});
    setInvalid(null);
    setSubmitting(true);
    /** A stale save merged cleanly with their version: saved again, once, from theirs. */
    let retry: FormValues | null = null;
    try {
      // A failed upload does not stop the save: the rest is saved with the thumbnail there was (publishing
      // without one is then refused, naming it), and the chosen file stays for the next save to try again.
      let uploadFailed = false;
      if (thumbnailFile) {
        try {
          const url = await upload.mutateAsync(thumbnailFile);
          typed = { ...typed, thumbnail: url };
          setValues(typed);
          setThumbnailFile(null);
          forgetKeptThumbnail();
        } catch {
          uploadFailed = true;
          notify({ title: t('admin:news_edit.thumbnail_upload_failed'), tone: 'error' });
        }
      }
      // An autosave on its way is let finish: this save is based on the version it wrote (sent with the same
      // base version, one of the two would be refused as a conflict with the person's own autosave).
      const mergesBefore = takenByMergeRef.current.count;
      await autosave.settled();
      // The autosave met someone else's save and merged it: this save carries their fields too.
      if (takenByMergeRef.current.count !== mergesBefore)
        typed = { ...typed, ...takenByMergeRef.current.fields };
      const check = checkForm(kind, typed, level);
      if (!check.ok) {
        refuse(check.fields, check.language, problemText(check.error, check.fields));
        return;
      }
      const basedOn = baseVersionRef.current;
      let insertedId: number | undefined;
      try {
        if (decision.action === 'insert') {
          insertedId = await saveRow.mutateAsync({
            values: { ...check.row, ...decision.publication } as RowInputs[K],
          });
        } else if (item && basedOn !== null && decision.action === 'update') {
          const version = await updateItem(kind, item.id, basedOn, {
            ...check.row,
            ...decision.publication,
          } as Partial<RowInputs[K]>);
          setBaseVersion(version);
          await invalidateAfterWrite(queryClient, kind);
          await dropOwnPending();
        } else if (item && basedOn !== null) {
          await savePending(check.row, basedOn);
        }
      } catch (error) {
        const missing = missingFieldsOf(error);
        const tooLong = tooLongFieldOf(error);
        if (missing) refuseMissing(missing);
        else if (tooLong) {
          const fields: FieldProblems = { [tooLong]: TOO_LONG_KEY };
          refuse(
            fields,
            tooLong === 'thumbnail_alt' ? null : tooLong.endsWith('_en') ? 'en' : 'ko',
            problemText(TOO_LONG_KEY, fields),
          );
        } else if (isConflictError(error) && error.currentRevision === undefined && !merged) {
          const clean = await openConflict(error.currentVersion, error.updatedAt, error.updatedBy);
          if (clean) retry = clean;
        } else showError(error);
        return;
      }
      clearLocalCopy(kind, item?.id);
      setSaved(typed);
      if (uploadFailed && thumbnailFile) {
        setProblems({ thumbnail: 'admin:news_edit.thumbnail_kept_for_retry' });
        if (insertedId !== undefined) keepThumbnailForRetry(kind, insertedId, thumbnailFile);
      }
      const outcome =
        decision.action === 'pending'
          ? 'saved_pending'
          : decision.action === 'update' && !decision.publication
            ? 'saved'
            : decision.publication?.status === 'draft'
              ? 'saved_draft'
              : intent === 'schedule'
                ? 'saved_scheduled'
                : 'saved_published';
      notify({ title: t(`admin:publish.${outcome}`), tone: 'success' });
      if (insertedId !== undefined) guard.navigateAway(dashboardPaths.edit(kind, insertedId));
      else if (specWords && !stay && !uploadFailed) guard.navigateAway(returnTo);
    } finally {
      setSubmitting(false);
      if (retry) await submit(intent, { stay, merged: retry });
    }
  };

  // After a refused save, the first field in error (in the tab shown) takes the focus.
  useEffect(() => {
    if (refusals === 0) return;
    const frame = requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [refusals]);

  /** A field's error message (translated), cleared once the field changes. */
  const problemOf = (name: FieldName): string | undefined => {
    const key = problems[name];
    return key ? problemText(key, { [name]: key }) : undefined;
  };
  const counterLabel = (count: number, max: number) =>
    t('admin:form_guide.counter', {
      count: count.toLocaleString(i18n.language),
      max: max.toLocaleString(i18n.language),
    });
  const publishNeeds = (name: FieldName): boolean => isRequired(kind, name, 'publish');

  // Ctrl/Cmd+S saves wherever the focus is (the body's editor included), as a draft or pending version: it never
  // changes what visitors see. The browser's own "save page" does not open.
  const saveShortcut = useRef<() => void>(() => undefined);
  saveShortcut.current = () => void submit('draft', { stay: true });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      if (!event.repeat) saveShortcut.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute('data-intent');
    // Only the save buttons submit (Enter in a field does not); each says what it asks for.
    if (intent !== 'publish' && intent !== 'schedule' && intent !== 'draft') return;
    void submit(intent);
  };

  const onCancel = () => {
    if (dirty) setConfirmCancel(true);
    else guard.navigateAway(returnTo);
  };

  const disabled = busy;
  /** A scheduled item's moment, said in the bar (예약: 2026-12-03 09:00 KST). */
  const scheduledFor =
    item && publicationOf(item, new Date()) === 'scheduled' ? (item.published_at ?? null) : null;
  const field = (name: keyof FormValues) => ({
    value: values[name],
    onChange: setField(name),
  });
  const boardKeys = kind === 'announcement' ? 'admin:announcement_editor' : 'admin:shareholders_editor';
  const titleLabel =
    kind === 'news'
      ? t('admin:news_edit.field_title')
      : kind === 'youtube'
        ? t('admin:youtube_editor.field_title')
        : t(`${boardKeys}.field_title` as const);
  const contentLabel =
    kind === 'news' ? t('admin:news_edit.field_content') : t(`${boardKeys}.field_content` as const);

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onKeyDown={keepEnterFromSubmitting}
      onKeyDownCapture={(event) => {
        if (event.key !== 'Tab' && event.key !== 'Escape') touch();
      }}
      onInputCapture={touch}
      onPasteCapture={touch}
      onDropCapture={touch}
      onClickCapture={onClickCapture}
      noValidate
      aria-busy={busy || undefined}
    >
      <EditorBar
        label={t('admin:editor_bar.label')}
        status={
          <>
            <AutosaveStatus state={autosave.state} dirty={dirty} />
            {scheduledFor && <Note>{t('admin:editor_bar.scheduled', { at: kstMoment(scheduledFor) })}</Note>}
            {conflict && <Note>{t('admin:editor_bar.conflict')}</Note>}
          </>
        }
        actions={
          <>
            {item && (
              <ButtonLink href={dashboardPaths.preview(kind, item.id)} renderLink={renderAppLink}>
                {t('admin:dashboard.preview')}
              </ButtonLink>
            )}
            <PublishButtons
              isAdmin={isAdmin}
              item={item}
              pending={busy}
              onCancel={onCancel}
              specWords={specWords}
            />
          </>
        }
      />
      {resumed && (
        <Callout tone="note">{t('admin:pending.resumed', { at: kstMoment(resumed.updated_at) })}</Callout>
      )}
      <EditorNotes isAdmin={isAdmin} item={item} />
      <p className={styles.subtext}>{t('admin:form_guide.required_note')}</p>
      {offer && (
        <LocalCopyOffer
          kind={kind}
          copy={offer}
          current={values}
          onRestore={() => {
            replaceValues({ ...values, ...offer.values });
            setOffer(null);
          }}
          onDiscard={() => {
            clearLocalCopy(kind, item?.id);
            setOffer(null);
          }}
        />
      )}
      {item && (
        <PendingVersions kind={kind} item={item} versions={pendingVersions.data ?? []} isAdmin={isAdmin} />
      )}
      {conflict && (
        <ConflictPanel
          kind={kind}
          conflict={conflict}
          current={values}
          onKeepMine={() => {
            // Mine where both changed a field, theirs where only they did: their other changes are kept.
            if (conflict.merge && conflict.theirs)
              adoptTheirs(valuesOf(kind, conflict.theirs), conflict.merge.merged, conflict.currentVersion);
            else if (conflict.currentVersion !== null) setBaseVersion(conflict.currentVersion);
            if (conflict.pendingRevision !== undefined) pendingRevisionRef.current = conflict.pendingRevision;
            setConflict(null);
          }}
          onTakeTheirs={() => {
            if (conflict.theirs) {
              // Theirs where both changed a field; my changes to the other fields stay.
              const theirs = valuesOf(kind, conflict.theirs);
              replaceValues(conflict.merge ? resolveConflicts(conflict.merge, theirs, 'theirs') : theirs);
              setSaved(theirs);
            }
            if (conflict.currentVersion !== null) setBaseVersion(conflict.currentVersion);
            if (conflict.pendingRevision !== undefined) pendingRevisionRef.current = conflict.pendingRevision;
            setConflict(null);
          }}
        />
      )}
      {hasField(kind, 'thumbnail') && (
        <DropZone
          label={t('admin:news_edit.field_thumbnail')}
          hint={t('admin:news_edit.thumbnail_help')}
          accept={IMAGE_TYPES}
          maxBytes={IMAGE_MAX_BYTES}
          onFile={(file) => {
            // The bytes decide, not the name: a refused file is not previewed and never uploaded.
            forgetKeptThumbnail();
            void checkImageBytes(file).then((bytes) => {
              setThumbnailFile(bytes.ok ? file : null);
              setProblems((current) => ({
                ...current,
                thumbnail: bytes.ok
                  ? undefined
                  : bytes.reason === 'content'
                    ? 'admin:news_edit.thumbnail_not_image'
                    : 'admin:news_edit.thumbnail_wrong_type',
              }));
            });
          }}
          error={problemOf('thumbnail')}
          required={publishNeeds('thumbnail')}
          onReject={() => {
            forgetKeptThumbnail();
            setThumbnailFile(null);
          }}
          messages={{
            wrongType: t('admin:news_edit.thumbnail_wrong_type'),
            tooLarge: t('admin:news_edit.thumbnail_too_large'),
          }}
          previewUrl={newThumbnail ?? (values.thumbnail || undefined)}
          previewAlt={t(
            newThumbnail ? 'admin:news_edit.new_thumbnail_preview' : 'admin:news_edit.current_thumbnail',
          )}
          disabled={disabled}
          busy={upload.isPending}
        />
      )}
      {hasField(kind, 'thumbnail_alt') && (
        <TextField
          label={t('admin:form_guide.thumbnail_alt')}
          help={t('admin:form_guide.thumbnail_alt_help')}
          name="thumbnail_alt"
          maxLength={textLimits.thumbnail_alt}
          counterLabel={counterLabel}
          value={values.thumbnail_alt}
          onChange={(event) => setField('thumbnail_alt')(event.target.value)}
          error={problemOf('thumbnail_alt')}
          disabled={disabled}
        />
      )}
      {hasField(kind, 'meeting_date') && (
        <div className={styles.field}>
          <label htmlFor={dateId} className={styles.fieldLabel}>
            {t('admin:shareholders_editor.field_meeting_date')}
          </label>
          <input
            id={dateId}
            className={styles.dateInput}
            type="date"
            name="meeting_date"
            value={values.meeting_date}
            onChange={(event) => setField('meeting_date')(event.target.value)}
            disabled={disabled}
          />
        </div>
      )}
      <EditorLanguageTabs
        value={language}
        onValueChange={setLanguage}
        invalid={invalid}
        korean={
          <>
            <TextField
              label={titleLabel}
              placeholder={
                kind === 'news'
                  ? t('admin:news_edit.field_title_placeholder')
                  : kind === 'youtube'
                    ? t('admin:youtube_editor.field_title_placeholder')
                    : undefined
              }
              name="title"
              maxLength={textLimits.title}
              counterLabel={counterLabel}
              value={values.title}
              onChange={(event) => setField('title')(event.target.value)}
              required
              error={problemOf('title')}
              disabled={disabled}
            />
            {hasField(kind, 'content') && (
              <RichTextField
                key={`content-${generation}`}
                label={contentLabel}
                {...field('content')}
                required={publishNeeds('content')}
                error={problemOf('content')}
                disabled={disabled}
              />
            )}
          </>
        }
        english={
          <>
            <TextField
              label={t('admin:languages.field_title_en')}
              name="title_en"
              maxLength={textLimits.title_en}
              counterLabel={counterLabel}
              value={values.title_en}
              onChange={(event) => setField('title_en')(event.target.value)}
              error={problemOf('title_en')}
              disabled={disabled}
            />
            {hasField(kind, 'content_en') && (
              <RichTextField
                key={`content-en-${generation}`}
                label={t('admin:languages.field_content_en')}
                {...field('content_en')}
                error={problemOf('content_en')}
                disabled={disabled}
              />
            )}
            {hasField(kind, 'thumbnail_alt_en') && (
              <TextField
                label={t('admin:form_guide.thumbnail_alt_en')}
                help={t('admin:form_guide.thumbnail_alt_help')}
                name="thumbnail_alt_en"
                maxLength={textLimits.thumbnail_alt_en}
                counterLabel={counterLabel}
                value={values.thumbnail_alt_en}
                onChange={(event) => setField('thumbnail_alt_en')(event.target.value)}
                error={problemOf('thumbnail_alt_en')}
                disabled={disabled}
              />
            )}
          </>
        }
      />
      {hasField(kind, 'video_id') && (
        <TextField
          label={t('admin:youtube_editor.field_index')}
          placeholder={t('admin:youtube_editor.field_index_placeholder')}
          name="index"
          value={values.video_id}
          onChange={(event) => setField('video_id')(event.target.value)}
          required
          error={problemOf('video_id')}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
        />
      )}
      <ScheduleField
        isAdmin={isAdmin}
        item={item}
        scheduleAt={scheduleAt}
        onScheduleAtChange={setScheduleAt}
        pending={busy}
      />
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('admin:news_edit.cancel_confirm')}
        confirmLabel={t('admin:news_edit.cancel_confirm_ok')}
        cancelLabel={t('admin:news_edit.cancel_confirm_back')}
        onConfirm={() => {
          setConfirmCancel(false);
          clearLocalCopy(kind, item?.id);
          guard.navigateAway(returnTo);
        }}
      />
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => {
          if (!open) guard.stay();
        }}
        title={t('admin:leave.confirm')}
        description={t('admin:leave.kept')}
        confirmLabel={t('admin:leave.ok')}
        cancelLabel={t('admin:leave.stay')}
        onConfirm={guard.leave}
      />
    </form>
  );
}
