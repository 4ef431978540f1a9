/**
 * `@company/ui`: the primitives and patterns (layout, navigation, forms, data display, feedback, media and the
 * editor). The page bands are `@company/ui/sections`.
 */
import '@company/tokens/theme';

export {
  breakpoints,
  defaultTheme,
  forestTheme,
  forestThemeClass,
  media,
  type ThemeValues,
  vars,
} from '@company/tokens';
// Layout: stacks, grids, toolbars and the page frames.
export { AdminPageHeader, type AdminPageHeaderProps } from './AdminPageHeader';
export { AdminShell, type AdminShellProps } from './AdminShell';
// Feedback: dialogs, notices, banners and empty or loading states.
export { AnnouncementBanner, type AnnouncementBannerProps } from './AnnouncementBanner';
// Navigation: links, menus, tabs, pagination and the site's header and footer.
export {
  type ArrowGlyph,
  ArrowLink,
  type ArrowLinkProps,
  InlineArrow,
  type InlineArrowProps,
} from './ArrowLink';
export { ArticleLayout, type ArticleLayoutProps, BackLink, type BackLinkProps } from './ArticleLayout';
export { AsideLayout, type AsideLayoutProps } from './AsideLayout';
// Data display: cards, lists, tables, badges and figures.
export { type AttentionItem, AttentionList, type AttentionListProps } from './AttentionList';
export { BenefitGroup, type BenefitGroupProps, BenefitGroups, type BenefitItem } from './BenefitGroup';
// Forms: buttons, fields, pickers and a form's states.
export { Box, type BoxElement, type BoxProps, type LayoutProps } from './Box';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { Card, type CardProps } from './Card';
export { CardGrid, type CardGridProps } from './CardGrid';
export { type Certificate, CertificateList, type CertificateListProps } from './CertificateList';
export { ClaimCard, type ClaimCardProps, ClaimCards } from './ClaimCard';
// Foundations: the logo, colours and type.
export { type ColorSwatch, ColorSwatches, type ColorSwatchesProps } from './ColorSwatches';
export { type ComparisonBar, ComparisonBars, type ComparisonBarsProps } from './ComparisonBars';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConsentField, type ConsentFieldProps, type ConsentTerm } from './ConsentField';
export { ContactCard, type ContactCardProps, type ContactDetail } from './ContactCard';
export {
  ContactCategories,
  type ContactCategoriesProps,
  type ContactCategory,
  type ContactChannel,
} from './ContactCategories';
export {
  CountUpStat,
  CountUpStatGroup,
  type CountUpStatGroupProps,
  type CountUpStatProps,
} from './CountUpStat';
export { DataTable, type DataTableAlign, type DataTableColumn, type DataTableProps } from './DataTable';
export { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';
export { type DescriptionItem, DescriptionList, type DescriptionListProps } from './DescriptionList';
export { DisclosureItem, type DisclosureItemProps, DisclosureList } from './DisclosureList';
export { DropZone, type DropZoneProps, type DropZoneRejection } from './DropZone';
export { EditorBar, type EditorBarProps } from './EditorBar';
export { EmailAddress, type EmailAddressProps } from './EmailAddress';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary';
export { type ExpandPanelItem, ExpandPanels, type ExpandPanelsProps } from './ExpandPanels';
export { FallbackText, type FallbackTextProps } from './FallbackText';
export { FaqList, type FaqListEntry, type FaqListProps } from './FaqList';
// Media: images, figures and video.
export { Figure, type FigureProps } from './Figure';
export { FigureGrid, type FigureGridProps, type FigureTile } from './FigureGrid';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { FormGrid, FormGridItem, type FormGridItemProps, type FormGridProps } from './FormGrid';
export { Grid, type GridProps } from './Grid';
export {
  HeroVideo,
  type HeroVideoLabels,
  type HeroVideoPoster,
  type HeroVideoPosterSource,
  type HeroVideoProps,
  type HeroVideoSlide,
  type HeroVideoSource,
} from './HeroVideo';
export { HoneypotField, type HoneypotFieldProps } from './HoneypotField';
export {
  DEFAULT_IMAGE_ACCEPT,
  DEFAULT_IMAGE_MAX_BYTES,
  ImageField,
  type ImageFieldProps,
  type ImageFieldRejection,
} from './ImageField';
export {
  INTRO_PHASES,
  INTRO_TIMING,
  IntroOverlay,
  type IntroOverlayProps,
  type IntroPhase,
  type IntroStorage,
  introSchedule,
  markIntroShown,
  readIntroLastShown,
  shouldShowIntro,
} from './IntroOverlay';
export { ItemList, ItemListRow, type ItemListRowProps } from './ItemList';
export { JobPanel, type JobPanelProps } from './JobPanel';
export { LanguageBadge, type LanguageBadgeProps } from './LanguageBadge';
export { type LanguageOption, LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
// Editor: the rich-text editor, rich text and revisions.
export { type LanguageTab, LanguageTabs, type LanguageTabsProps } from './LanguageTabs';
export { defaultRenderLink, type LinkRenderer, type LinkRenderProps } from './Link';
export { type LinkCard, LinkCards, type LinkCardsProps, TableLink, type TableLinkProps } from './LinkCards';
export { Logo, type LogoProps, type Logotype, logoSymbol } from './Logo';
export { LogoPlate, type LogoPlateProps, LogoPlates } from './LogoPlate';
export {
  dropdownOf,
  isWithin,
  MegaHeader,
  type MegaHeaderProps,
  type NavBanner,
  type NavDropdown,
  type NavExternalLink,
  type NavGroup,
  type NavItem,
  type NavLink,
} from './MegaHeader';
export { NewsCard, type NewsCardProps } from './NewsCard';
export { formatDate10, NewsPopup, type NewsPopupItem, type NewsPopupProps } from './NewsPopup';
export { NotFoundView, type NotFoundViewProps } from './NotFoundView';
export {
  type NoticeApi,
  type NoticeInput,
  NoticeProvider,
  type NoticeProviderProps,
  type NoticeTone,
  useNotice,
} from './Notice';
export { NumberedList, type NumberedListProps } from './NumberedList';
export { Pagination, type PaginationLabels, type PaginationProps } from './Pagination';
export { PeopleList, type PeopleListProps, type Person } from './PeopleList';
export { PersonMeta, type PersonMetaProps } from './PersonMeta';
export { Portrait, type PortraitProps } from './Portrait';
export { PostNavigation, type PostNavigationEntry, type PostNavigationProps } from './PostNavigation';
export { ProfileCard, type ProfileCardProps } from './ProfileCard';
export { RequiredMark } from './RequiredMark';
export {
  type ImageInput,
  type ImageSource,
  ResponsiveImage,
  type ResponsiveImageProps,
  toImageSource,
  useImageFailed,
} from './ResponsiveImage';
export { RevisionDiff, type RevisionDiffField, type RevisionDiffProps } from './RevisionDiff';
export {
  ALLOWED_LINK_PROTOCOLS,
  type ImageSize,
  isAllowedLinkHref,
  normalizeLinkHref,
  RichEditor,
  type RichEditorHandle,
  type RichEditorLabels,
  type RichEditorProps,
  readImageSize,
} from './RichEditor';
export { RichText, type RichTextProps } from './RichText';
export { type RowActionItem, RowActions, type RowActionsProps } from './RowActions';
export { ScrollArea, type ScrollAreaProps } from './ScrollArea';
export {
  ScrollToTopButton,
  type ScrollToTopButtonProps,
  usePrefersReducedMotion,
  useScrolledPast,
} from './ScrollToTopButton';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export {
  HighlightedText,
  type HighlightedTextProps,
  isSearchShortcut,
  SearchDialog,
  type SearchDialogProps,
  type SearchDialogResult,
  SearchKindFilter,
  type SearchKindFilterOption,
  type SearchKindFilterProps,
  SearchPager,
  type SearchPagerProps,
  type SearchResultItem,
  SearchResultList,
  type SearchResultListProps,
  SearchTrigger,
  type SearchTriggerProps,
} from './SearchDialog';
export { SearchToolbar, type SearchToolbarProps } from './SearchToolbar';
export { type SegmentLink, SegmentLinks, type SegmentLinksProps } from './SegmentLinks';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { SideMenu, type SideMenuProps } from './SideMenu';
export { SideNav, type SideNavItem, type SideNavProps } from './SideNav';
export {
  type FooterFact,
  type FooterFacts,
  type FooterLink,
  SiteFooter,
  type SiteFooterProps,
} from './SiteFooter';
export { type SitemapNode, SitemapTree, type SitemapTreeProps } from './SitemapTree';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './Skeleton';
export {
  type SortableColumn,
  SortableTable,
  type SortableTableProps,
  type SortDirection,
  type TableSort,
} from './SortableTable';
export { Stack, type StackProps } from './Stack';
export {
  type PublicationStatus,
  type PublicationStatusBadgeProps,
  StatusBadge,
  type StatusBadgeProps,
  type StatusBadgeTone,
  type ToneStatusBadgeProps,
} from './StatusBadge';
export { type Step, Stepper, type StepperProps } from './Stepper';
export { SuccessPanel, type SuccessPanelProps } from './SuccessPanel';
export { SymbolRow, type SymbolRowProps } from './SymbolRow';
export { type TabItem, Tabs, type TabsProps } from './Tabs';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
export {
  Timeline,
  type TimelineEvent,
  TimelineHeadline,
  type TimelineProps,
  type TimelineYear,
} from './Timeline';
export { Toolbar, type ToolbarProps } from './Toolbar';
export { Eyebrow, ItemIndex, Lead, type LeadProps, Note, Numeric } from './Typography';
export { UndoBar, type UndoBarProps } from './UndoBar';
export {
  VIDEO_EMBED_ASPECT_RATIO,
  VideoEmbed,
  type VideoEmbedProps,
  YOUTUBE_EMBED_ORIGIN,
  youtubeEmbedUrl,
  youtubeWatchUrl,
} from './VideoEmbed';
export { YearStrip, type YearStripEntry, type YearStripProps } from './YearStrip';
