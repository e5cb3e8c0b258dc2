// biome-ignore-all assist/source/organizeImports: the public API is grouped by purpose; append lines to a group.
// The public API of @agente/ui: explicit named exports, one line per module.

// Provider
export { UiProvider, type UiProviderProps } from './provider/UiProvider.tsx';

// Tokens and theme
export { tokens, type Tokens } from './tokens/index.ts';
export {
  DESKTOP_MIN_WIDTH_PX,
  DESKTOP_MEDIA_QUERY,
  MOBILE_MEDIA_QUERY,
  REDUCED_MOTION_MEDIA_QUERY,
} from './tokens/breakpoints.ts';
export { vars } from './theme/contract.css.ts';
export { media } from './theme/media.ts';
export { focusRing, visuallyHidden, srOnly } from './theme/focus.css.ts';

// Constants and copy
export {
  LOCALE,
  TIME_ZONE,
  METER_WARNING_SHARE,
  METER_EXHAUSTED_SHARE,
} from './constants.ts';
export { COPY } from './copy.ts';

// Formatting (pt-BR)
export { formatInteger } from './format/money.ts';
export { formatDate, formatTime, formatDateTime, toDateInputValue, type DateInput } from './format/date.ts';
export { formatLeadName } from './format/name.ts';
export { formatPercent } from './format/percent.ts';

// Utilities
export { composeClassName, cx } from './utils/composeClassName.ts';
export {
  type LazyModule,
  lazyModule,
  useLazyModule,
  useLazyModuleOnceNeeded,
} from './utils/lazyModule.ts';
export { type LazyWhenOpened, lazyWhenOpened } from './utils/lazyWhenOpened.tsx';
export { useMediaQuery } from './utils/useMediaQuery.ts';

// Icons
export { Icon, type IconProps } from './icons/Icon.tsx';
export {
  CloseIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CheckIcon,
  SearchIcon,
  EyeIcon,
  EyeOffIcon,
  CopyIcon,
  InfoIcon,
  AlertTriangleIcon,
  AlertCircleIcon,
  CheckCircleIcon,
  MenuIcon,
  MoreIcon,
  PlusIcon,
  MinusIcon,
  TrashIcon,
  EditIcon,
  ExternalLinkIcon,
  InboxIcon,
  TagIcon,
  ArrowUpIcon,
  ArrowDownIcon,
  PlayIcon,
  UploadIcon,
  SendIcon,
  LogOutIcon,
} from './icons/icons.tsx';

// Primitives: actions
export {
  Button,
  BUTTON_VARIANTS,
  BUTTON_SIZES,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './primitives/Button/Button.tsx';
export { IconButton, type IconButtonProps } from './primitives/IconButton/IconButton.tsx';
export { Link, type LinkProps } from './primitives/Link/Link.tsx';
export { CopyButton, type CopyButtonProps } from './primitives/CopyButton/CopyButton.tsx';
export { CopyableAddress, type CopyableAddressProps } from './composites/CopyableAddress/CopyableAddress.tsx';
export {
  Menu,
  MenuHeader,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuTrigger,
} from './primitives/Menu/Menu.tsx';

// Primitives: form fields
export {
  Label,
  Description,
  FieldError,
  Input,
  FieldGroup,
  type FieldChromeProps,
  type FieldErrorMessage,
} from './primitives/Field/Field.tsx';
export { TextField, type TextFieldProps } from './primitives/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './primitives/TextArea/TextArea.tsx';
export { Select, SelectItem, type SelectProps, type SelectItemProps } from './primitives/Select/Select.tsx';
export { Switch, type SwitchProps } from './primitives/Switch/Switch.tsx';
export { NumberField, type NumberFieldProps } from './primitives/NumberField/NumberField.tsx';
export { MoneyField, type MoneyFieldProps } from './primitives/MoneyField/MoneyField.tsx';
export { PasswordField, type PasswordFieldProps } from './primitives/PasswordField/PasswordField.tsx';
export { SearchField, type SearchFieldProps } from './primitives/SearchField/SearchField.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './primitives/SegmentedControl/SegmentedControl.tsx';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox/Checkbox.tsx';
export { Form, FormActions, type FormProps } from './primitives/Form/Form.tsx';
export {
  TOOLBAR_ORIENTATIONS,
  Toolbar,
  type ToolbarOrientation,
  type ToolbarProps,
} from './primitives/Toolbar/Toolbar.tsx';

// Primitives: overlays
export { Popover, type PopoverProps } from './primitives/Popover/Popover.tsx';
export { Modal, MODAL_SIZES, type ModalProps, type ModalSize } from './primitives/Modal/Modal.tsx';
export { Dialog, DialogTrigger, type DialogProps } from './primitives/Dialog/Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './primitives/ConfirmDialog/ConfirmDialog.tsx';
export { Drawer, type DrawerProps } from './primitives/Drawer/Drawer.tsx';

// Primitives: feedback and status
export {
  createToastQueue,
  showToast,
  TOAST_TONES,
  type ToastContent,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
} from './composites/ToastRegion/ToastRegion.tsx';
export { Banner, BANNER_TONES, type BannerProps, type BannerTone } from './primitives/Banner/Banner.tsx';
export {
  InlineMessage,
  INLINE_MESSAGE_TONES,
  type InlineMessageProps,
  type InlineMessageTone,
} from './primitives/InlineMessage/InlineMessage.tsx';
export {
  Spinner,
  SPINNER_SIZES,
  type SpinnerProps,
  type SpinnerSize,
} from './primitives/Spinner/Spinner.tsx';
export { Badge, BADGE_TONES, type BadgeProps, type BadgeTone } from './primitives/Badge/Badge.tsx';
export {
  Meter,
  METER_TONES,
  toneForShare,
  type MeterProps,
  type MeterTone,
} from './primitives/Meter/Meter.tsx';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonProps,
  type SkeletonGroupProps,
} from './primitives/Skeleton/Skeleton.tsx';

// Primitives: layout and content
export {
  Stack,
  Inline,
  Grid,
  type StackProps,
  type InlineProps,
  type GridProps,
  type SpaceToken,
} from './primitives/Stack/Stack.tsx';
export { Text, Heading, TEXT_TONES, type TextProps, type HeadingProps } from './primitives/Text/Text.tsx';
export { Card, CARD_PADDINGS, CARD_TONES, type CardProps } from './primitives/Card/Card.tsx';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState/EmptyState.tsx';
export { Pagination, type PaginationProps } from './primitives/Pagination/Pagination.tsx';

// Composite components (built on the primitives above)
// Landing composites
export { ActionLink, type ActionLinkProps } from './site/ActionLink/ActionLink.tsx';
export { SiteSection, type SiteSectionProps } from './site/SiteSection/SiteSection.tsx';
export { SiteHeader, type SiteHeaderProps, type SiteLink } from './site/SiteHeader/SiteHeader.tsx';
export { HeroSection, type HeroSectionProps } from './site/HeroSection/HeroSection.tsx';
export { FeatureGrid, type Feature, type FeatureGridProps } from './site/FeatureGrid/FeatureGrid.tsx';
export { FEATURE_ICON_NAMES, type FeatureIconName } from './site/FeatureGrid/featureIcons.tsx';
export {
  HowItWorksSteps,
  type HowItWorksStep,
  type HowItWorksStepsProps,
} from './site/HowItWorksSteps/HowItWorksSteps.tsx';
export { VideoEmbed, type VideoEmbedProps } from './site/VideoEmbed/VideoEmbed.tsx';
export { embedUrlWithAutoplay, type VideoSourceLike } from './site/VideoEmbed/videoSource.ts';
export {
  TestimonialList,
  type TestimonialListProps,
  TestimonialVideo,
  type TestimonialVideoProps,
} from './site/TestimonialVideo/TestimonialVideo.tsx';
export { LoopingVideo, type LoopingVideoProps } from './site/TestimonialVideo/LoopingVideo.tsx';
export {
  SampleChat,
  type SampleChatMessage,
  type SampleChatProps,
} from './site/SampleChat/SampleChat.tsx';
export {
  PlanCards,
  type PlanCardInclusion,
  type PlanCardPlan,
  type PlanCardsLabels,
  type PlanCardsProps,
} from './site/PlanCards/PlanCards.tsx';
export { loadPlanCards, PlanCardsOnDemand } from './site/PlanCards/PlanCardsOnDemand.tsx';
export { Faq, type FaqItem, type FaqProps } from './site/Faq/Faq.tsx';
export {
  ProductPreview,
  type ProductPreviewConversation,
  type ProductPreviewProps,
} from './site/ProductPreview/ProductPreview.tsx';
export {
  type TestimonialQuote,
  TestimonialQuotes,
  type TestimonialQuotesProps,
} from './site/TestimonialQuotes/TestimonialQuotes.tsx';
export {
  type FooterColumn,
  type FooterLink,
  SiteFooter,
  type SiteFooterProps,
} from './site/SiteFooter/SiteFooter.tsx';
export {
  FloatingWhatsAppButton,
  type FloatingWhatsAppButtonProps,
} from './site/FloatingWhatsAppButton/FloatingWhatsAppButton.tsx';
export { LegalPage, type LegalPageProps } from './site/LegalPage/LegalPage.tsx';
export { type MarkdownBlock, parseLegalMarkdown } from './site/LegalPage/legalMarkdown.ts';
export {
  OrderApprovedCard,
  type OrderApprovedCardProps,
} from './site/OrderApprovedCard/OrderApprovedCard.tsx';
export { TESTIMONIAL_PREVIEW_MAX_WIDTH_PX, HEADER_OPAQUE_AFTER_PX } from './constants.ts';
// Product screen composites (flow, media, offers, objections, kanban, account tools)
export {
  ProductNavBar,
  type ProductNavBarProps,
  type ProductNavLink,
} from './composites/ProductNavBar/ProductNavBar.tsx';
export {
  FLOW_CHIP_KINDS,
  type FlowChip,
  type FlowChipKind,
  FlowPartChips,
  type FlowPartChipsProps,
} from './composites/FlowPartChips/FlowPartChips.tsx';
export {
  type FlowStepListItem,
  type FlowStepListLabels,
  FlowStepList,
  type FlowStepListProps,
} from './composites/FlowStepList/FlowStepList.tsx';
export {
  type FlowStepEditorLabels,
  FlowStepEditor,
  type FlowStepEditorProps,
} from './composites/FlowStepEditor/FlowStepEditor.tsx';
export {
  PickerDialog,
  type PickerDialogProps,
  type PickerItem,
} from './composites/PickerDialog/PickerDialog.tsx';
export {
  MediaPicker,
  type MediaPickerOption,
  type MediaPickerProps,
} from './composites/MediaPicker/MediaPicker.tsx';
export {
  OfferPicker,
  type OfferPickerOption,
  type OfferPickerProps,
} from './composites/OfferPicker/OfferPicker.tsx';
export { MediaKindIcon } from './composites/MediaPreview/MediaKindIcon.tsx';
export { MediaPreview, type MediaPreviewProps } from './composites/MediaPreview/MediaPreview.tsx';
export { isMediaKind, MEDIA_KINDS, type MediaKind } from './composites/MediaPreview/mediaKind.ts';
export {
  MediaLibrary,
  type MediaLibraryItem,
  type MediaLibraryLabels,
  type MediaLibraryProps,
} from './composites/MediaLibrary/MediaLibrary.tsx';
export { FileDrop, type FileDropLabels, type FileDropProps } from './composites/FileDrop/FileDrop.tsx';
export {
  ObjectionList,
  type ObjectionListItem,
  type ObjectionListLabels,
  type ObjectionListProps,
} from './composites/ObjectionList/ObjectionList.tsx';
export {
  type KnowledgeDocumentItem,
  KnowledgeDocumentList,
  type KnowledgeDocumentListLabels,
  type KnowledgeDocumentListProps,
  type KnowledgeDocumentState,
} from './composites/KnowledgeDocumentList/KnowledgeDocumentList.tsx';
export {
  type UnansweredQuestionItem,
  UnansweredQuestionList,
  type UnansweredQuestionListLabels,
  type UnansweredQuestionListProps,
} from './composites/UnansweredQuestionList/UnansweredQuestionList.tsx';
export {
  OfferList,
  type OfferListItem,
  type OfferListLabels,
  type OfferListProps,
} from './composites/OfferList/OfferList.tsx';
export { offerTitle } from './composites/OfferList/offerTitle.ts';
export {
  TAG_COLORS,
  TagLabel,
  TagMenu,
  type TagMenuProps,
  type TagOption,
  type TagColor,
} from './composites/TagMenu/TagMenu.tsx';
export {
  LeadCard,
  type LeadCardData,
  type LeadCardLabels,
  type LeadCardProps,
} from './composites/LeadCard/LeadCard.tsx';
export {
  type KanbanColumnData,
  KanbanColumn,
  type KanbanColumnProps,
} from './composites/KanbanColumn/KanbanColumn.tsx';
export { LEAD_CARD_ESTIMATED_PX } from './composites/KanbanColumn/LeadFeed.tsx';
export {
  KanbanBoard,
  type KanbanBoardProps,
  type KanbanScrollLabels,
} from './composites/KanbanBoard/KanbanBoard.tsx';
export {
  type DisabledNumberRow,
  DisabledNumbersTable,
  type DisabledNumbersTableLabels,
  type DisabledNumbersTableProps,
} from './composites/DisabledNumbersTable/DisabledNumbersTable.tsx';
export {
  FollowupList,
  type FollowupListItem,
  type FollowupListLabels,
  type FollowupListProps,
} from './composites/FollowupList/FollowupList.tsx';
export {
  QrCodePanel,
  type QrCodePanelLabels,
  type QrCodePanelProps,
} from './composites/QrCodePanel/QrCodePanel.tsx';
export {
  WhatsappCloudForm,
  type WhatsappCloudFormErrors,
  type WhatsappCloudFormLabels,
  type WhatsappCloudFormProps,
  type WhatsappCloudFormValues,
} from './composites/WhatsappCloudForm/WhatsappCloudForm.tsx';
export {
  type TemplateFieldErrors,
  TemplateFields,
  type TemplateFieldsLabels,
  type TemplateFieldsProps,
  type TemplateFieldValues,
} from './composites/TemplateFields/TemplateFields.tsx';
export {
  UserCard,
  type UserCardData,
  type UserCardLabels,
  type UserCardProps,
} from './composites/UserCard/UserCard.tsx';
export {
  USER_SORT_COLUMNS,
  UserList,
  type UserListLabels,
  type UserListProps,
  type UserSort,
  type UserSortColumn,
} from './composites/UserList/UserList.tsx';
export {
  USER_EDIT_FIELDS,
  type UserEditField,
  UserEditModal,
  type UserEditModalLabels,
  type UserEditModalProps,
  type UserEditValues,
  type UserPlanOption,
  type UserPlanPicker,
} from './composites/UserEditModal/UserEditModal.tsx';
export {
  TrainingVideoCard,
  type TrainingVideoCardProps,
} from './composites/TrainingVideoCard/TrainingVideoCard.tsx';
export {
  type PurchaseEventItem,
  PurchaseEventList,
  type PurchaseEventListProps,
} from './composites/PurchaseEventList/PurchaseEventList.tsx';
export { CardGrid, type CardGridProps } from './primitives/CardGrid/CardGrid.tsx';
export { FilterBar, type FilterBarProps } from './primitives/FilterBar/FilterBar.tsx';
export {
  AUTO_COLUMN_WIDTHS,
  AutoColumns,
  type AutoColumnsProps,
} from './primitives/AutoColumns/AutoColumns.tsx';
export {
  type NumberedStep,
  NumberedSteps,
  type NumberedStepsProps,
} from './primitives/NumberedSteps/NumberedSteps.tsx';
export { PageHeader, type PageHeaderProps } from './composites/PageHeader/PageHeader.tsx';
export {
  AsyncSection,
  type AsyncSectionProps,
  type AsyncSectionStatus,
} from './composites/AsyncSection/AsyncSection.tsx';
export { FormCard, type FormCardProps } from './composites/FormCard/FormCard.tsx';
export {
  ListFrame,
  type ListFrameForm,
  type ListFrameList,
  type ListFrameProps,
  type ListFrameState,
  type ListFrameTexts,
} from './composites/ListFrame/ListFrame.tsx';
// Panel shell and entry composites
export { PanelShell, type PanelShellProps } from './composites/PanelShell/PanelShell.tsx';
export { LOGO_SIZES, LOGO_TONES, Logo, type LogoProps } from './primitives/Logo/Logo.tsx';
export { AuthLayout, type AuthLayoutProps } from './composites/AuthLayout/AuthLayout.tsx';
export {
  AgentStatusToggle,
  type AgentStatusToggleLabels,
  type AgentStatusToggleProps,
} from './composites/AgentStatusToggle/AgentStatusToggle.tsx';
export {
  AGENT_STATUSES,
  type AgentStatus,
  AgentStatusBadge,
  type AgentStatusBadgeProps,
} from './composites/AgentStatusBadge/AgentStatusBadge.tsx';
export { EMPHASES, type Emphasis, FEEDBACK_TONES, type FeedbackTone } from './theme/tones.ts';
export { RetryBanner, type RetryBannerProps } from './composites/RetryBanner/RetryBanner.tsx';
export {
  CONNECTION_STATES,
  ConnectionIndicator,
  type ConnectionIndicatorProps,
  type ConnectionIndicatorState,
} from './composites/ConnectionIndicator/ConnectionIndicator.tsx';
export {
  initialsOf,
  SIDE_MENU_STATUS_DOTS,
  SideMenu,
  type SideMenuCount,
  type SideMenuItem,
  type SideMenuProps,
  type SideMenuStatusDot,
  type SideMenuUser,
} from './composites/SideMenu/SideMenu.tsx';
export { isMenuItemCurrent, type MenuMatchRule } from './composites/SideMenu/menuMatch.ts';
export { SIDE_MENU_ICONS, type SideMenuIconName } from './composites/SideMenu/sideMenuIcons.tsx';
export {
  CHAT_WIDGET_FONT_SIZES,
  ChatWidget,
  type ChatWidgetFontSize,
  type ChatWidgetLabels,
  type ChatWidgetMessage,
  type ChatWidgetProps,
} from './composites/ChatWidget/ChatWidget.tsx';
export {
  type PasswordChangeFieldErrors,
  PasswordChangeModal,
  type PasswordChangeModalLabels,
  type PasswordChangeModalProps,
  type PasswordChangeValues,
} from './composites/PasswordChangeModal/PasswordChangeModal.tsx';
export {
  CHAT_WINDOW_WIDTH_PX,
  CHAT_WINDOW_HEIGHT_PX,
  CHAT_MINIMISED_HEIGHT_PX,
} from './constants.ts';
// Panel core screen composites (dashboard, profile, products)
export {
  STAT_CARD_TONES,
  STAT_ICONS,
  StatCard,
  type StatCardProps,
  type StatCardTone,
  type StatIconName,
} from './composites/StatCard/index.ts';
export { UsageCard, type UsageCardProps } from './composites/UsageCard/index.ts';
export {
  type DashboardCounter,
  DashboardCounters,
  type DashboardCountersProps,
} from './composites/DashboardCounters/index.ts';
export {
  type DailyPoint,
  type FunnelPoint,
  type ResultsFunnelView,
  type ResultsObjectionView,
  preloadCharts,
  ResultsPanel,
  type ResultsPanelLabels,
  type ResultsPanelProps,
  type ResultsPanelState,
} from './composites/ResultsPanel/index.ts';
export {
  PRODUCT_ICONS,
  ProductCard,
  type ProductCardDetail,
  type ProductCardProps,
  type ProductIconName,
} from './composites/ProductCard/index.ts';
export {
  ProfileSummary,
  type ProfileSummaryDetail,
  type ProfileSummaryProps,
} from './composites/ProfileSummary/index.ts';
export { CommandList, type CommandListItem, type CommandListProps } from './composites/CommandList/index.ts';
export {
  type FirstStepItem,
  FirstStepsChecklist,
  type FirstStepsChecklistLabels,
  type FirstStepsChecklistProps,
} from './composites/FirstStepsChecklist/index.ts';

// Conversations
export {
  ConversationView,
  type ConversationAuthorKind,
  type ConversationDayItem,
  type ConversationItem,
  type ConversationMediaKind,
  type ConversationMessageItem,
  type ConversationTurnItem,
  type ConversationViewLabels,
  type ConversationViewProps,
  type DeliveryTone,
} from './composites/ConversationView/ConversationView.tsx';
export {
  ConversationList,
  type ConversationListItem,
  type ConversationListLabels,
  type ConversationListProps,
} from './composites/ConversationList/ConversationList.tsx';
export { Composer, type ComposerLabels, type ComposerProps } from './composites/Composer/Composer.tsx';
export {
  ChatThread,
  type ChatThreadLabels,
  type ChatThreadProps,
} from './composites/ChatThread/ChatThread.tsx';
export { InboxLayout, type InboxLayoutProps } from './composites/InboxLayout/InboxLayout.tsx';
export { InboxThreadTitle, type InboxThreadTitleProps } from './composites/InboxLayout/InboxThreadTitle.tsx';
export {
  AgentPlayground,
  type AgentPlaygroundLabels,
  type AgentPlaygroundProps,
} from './composites/AgentPlayground/AgentPlayground.tsx';
