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
  CURRENCY,
  DEFAULT_COUNTRY_CODE,
  METER_WARNING_SHARE,
  METER_EXHAUSTED_SHARE,
} from './constants.ts';
export { COPY } from './copy.ts';

// Formatting (pt-BR)
export {
  formatMoney,
  formatInteger,
  formatMoneyInput,
  parseMoneyInput,
  type MoneyInput,
} from './format/money.ts';
export { formatDate, formatTime, formatDateTime, toDateInputValue, type DateInput } from './format/date.ts';
export {
  maskPhoneInput,
  formatPhoneDisplay,
  phoneWithoutCountryCode,
  phoneWithCountryCode,
} from './format/phone.ts';
export { formatLeadName } from './format/name.ts';
export { onlyDigits } from './format/digits.ts';

// Utilities
export { composeClassName, cx } from './utils/composeClassName.ts';

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
} from './components/Button/Button.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { Link, type LinkProps } from './components/Link/Link.tsx';
export { CopyButton, type CopyButtonProps } from './components/CopyButton/CopyButton.tsx';
export { Menu, MenuItem, MenuTrigger, type MenuProps, type MenuItemProps } from './components/Menu/Menu.tsx';

// Primitives: form fields
export {
  Label,
  Description,
  FieldError,
  Input,
  FieldGroup,
  type FieldChromeProps,
  type FieldErrorMessage,
} from './components/Field/Field.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { Select, SelectItem, type SelectProps, type SelectItemProps } from './components/Select/Select.tsx';
export { Switch, type SwitchProps } from './components/Switch/Switch.tsx';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField.tsx';
export { MoneyField, type MoneyFieldProps } from './components/MoneyField/MoneyField.tsx';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField.tsx';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/SegmentedControl/SegmentedControl.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { Form, FormActions, type FormProps } from './components/Form/Form.tsx';

// Primitives: overlays
export { Popover, type PopoverProps } from './components/Popover/Popover.tsx';
export { Modal, MODAL_SIZES, type ModalProps, type ModalSize } from './components/Modal/Modal.tsx';
export { Dialog, DialogTrigger, type DialogProps } from './components/Dialog/Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog.tsx';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer.tsx';

// Primitives: feedback and status
export { Banner, BANNER_TONES, type BannerProps, type BannerTone } from './components/Banner/Banner.tsx';
export {
  InlineMessage,
  INLINE_MESSAGE_TONES,
  type InlineMessageProps,
  type InlineMessageTone,
} from './components/InlineMessage/InlineMessage.tsx';
export {
  Spinner,
  SPINNER_SIZES,
  type SpinnerProps,
  type SpinnerSize,
} from './components/Spinner/Spinner.tsx';
export { Badge, BADGE_TONES, type BadgeProps, type BadgeTone } from './components/Badge/Badge.tsx';
export {
  Meter,
  METER_TONES,
  toneForShare,
  type MeterProps,
  type MeterTone,
} from './components/Meter/Meter.tsx';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonProps,
  type SkeletonGroupProps,
} from './components/Skeleton/Skeleton.tsx';

// Primitives: layout and content
export {
  Stack,
  Inline,
  Grid,
  type StackProps,
  type InlineProps,
  type GridProps,
  type SpaceToken,
} from './components/Stack/Stack.tsx';
export { Text, Heading, TEXT_TONES, type TextProps, type HeadingProps } from './components/Text/Text.tsx';
export { Card, CARD_PADDINGS, CARD_TONES, type CardProps } from './components/Card/Card.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx';

// Composite components (built on the primitives above)
// Landing composites
export { ActionLink, type ActionLinkProps } from './components/ActionLink/ActionLink.tsx';
export { SiteSection, type SiteSectionProps } from './components/SiteSection/SiteSection.tsx';
export { SiteHeader, type SiteHeaderProps, type SiteLink } from './components/SiteHeader/SiteHeader.tsx';
export { HeroSection, type HeroSectionProps } from './components/HeroSection/HeroSection.tsx';
export { FeatureGrid, type Feature, type FeatureGridProps } from './components/FeatureGrid/FeatureGrid.tsx';
export { FEATURE_ICON_NAMES, type FeatureIconName } from './components/FeatureGrid/featureIcons.tsx';
export {
  HowItWorksSteps,
  type HowItWorksStep,
  type HowItWorksStepsProps,
} from './components/HowItWorksSteps/HowItWorksSteps.tsx';
export { VideoEmbed, type VideoEmbedProps } from './components/VideoEmbed/VideoEmbed.tsx';
export { embedUrlWithAutoplay, type VideoSourceLike } from './components/VideoEmbed/videoSource.ts';
export {
  TestimonialList,
  type TestimonialListProps,
  TestimonialVideo,
  type TestimonialVideoProps,
} from './components/TestimonialVideo/TestimonialVideo.tsx';
export { LoopingVideo, type LoopingVideoProps } from './components/TestimonialVideo/LoopingVideo.tsx';
export {
  SampleChat,
  type SampleChatMessage,
  type SampleChatProps,
} from './components/SampleChat/SampleChat.tsx';
export {
  PlanCards,
  type PlanCardInclusion,
  type PlanCardPlan,
  type PlanCardsLabels,
  type PlanCardsProps,
} from './components/PlanCards/PlanCards.tsx';
export { Faq, type FaqItem, type FaqProps } from './components/Faq/Faq.tsx';
export {
  type FooterColumn,
  type FooterLink,
  SiteFooter,
  type SiteFooterProps,
} from './components/SiteFooter/SiteFooter.tsx';
export {
  FloatingWhatsAppButton,
  type FloatingWhatsAppButtonProps,
} from './components/FloatingWhatsAppButton/FloatingWhatsAppButton.tsx';
export { LegalPage, type LegalPageProps } from './components/LegalPage/LegalPage.tsx';
export { type MarkdownBlock, parseLegalMarkdown } from './components/LegalPage/legalMarkdown.ts';
export {
  OrderApprovedCard,
  type OrderApprovedCardProps,
} from './components/OrderApprovedCard/OrderApprovedCard.tsx';
export { TESTIMONIAL_PREVIEW_MAX_WIDTH_PX, HEADER_OPAQUE_AFTER_PX } from './constants.ts';
// Product screen composites (flow, media, offers, objections, kanban, account tools)
export {
  ProductNavBar,
  type ProductNavBarProps,
  type ProductNavLink,
} from './components/ProductNavBar/ProductNavBar.tsx';
export {
  FLOW_CHIP_KINDS,
  type FlowChip,
  type FlowChipKind,
  FlowPartChips,
  type FlowPartChipsProps,
} from './components/FlowPartChips/FlowPartChips.tsx';
export {
  type FlowStepListItem,
  type FlowStepListLabels,
  FlowStepList,
  type FlowStepListProps,
} from './components/FlowStepList/FlowStepList.tsx';
export {
  type FlowStepEditorLabels,
  FlowStepEditor,
  type FlowStepEditorProps,
} from './components/FlowStepEditor/FlowStepEditor.tsx';
export {
  PickerDialog,
  type PickerDialogProps,
  type PickerItem,
} from './components/PickerDialog/PickerDialog.tsx';
export {
  MediaPicker,
  type MediaPickerOption,
  type MediaPickerProps,
} from './components/MediaPicker/MediaPicker.tsx';
export {
  OfferPicker,
  type OfferPickerOption,
  type OfferPickerProps,
} from './components/OfferPicker/OfferPicker.tsx';
export { MediaKindIcon } from './components/MediaPreview/MediaKindIcon.tsx';
export { MediaPreview, type MediaPreviewProps } from './components/MediaPreview/MediaPreview.tsx';
export { isMediaKind, MEDIA_KINDS, type MediaKind } from './components/MediaPreview/mediaKind.ts';
export {
  MediaLibrary,
  type MediaLibraryItem,
  type MediaLibraryLabels,
  type MediaLibraryProps,
} from './components/MediaLibrary/MediaLibrary.tsx';
export { FileDrop, type FileDropLabels, type FileDropProps } from './components/FileDrop/FileDrop.tsx';
export {
  ObjectionList,
  type ObjectionListItem,
  type ObjectionListLabels,
  type ObjectionListProps,
} from './components/ObjectionList/ObjectionList.tsx';
export {
  OfferList,
  type OfferListItem,
  type OfferListLabels,
  type OfferListProps,
} from './components/OfferList/OfferList.tsx';
export {
  TAG_TONES,
  TagMenu,
  type TagMenuProps,
  type TagOption,
  type TagTone,
} from './components/TagMenu/TagMenu.tsx';
export {
  LeadCard,
  type LeadCardData,
  type LeadCardLabels,
  type LeadCardProps,
} from './components/LeadCard/LeadCard.tsx';
export {
  type KanbanColumnData,
  KanbanColumn,
  type KanbanColumnProps,
  LEAD_CARD_ESTIMATED_PX,
} from './components/KanbanColumn/KanbanColumn.tsx';
export { KanbanBoard, type KanbanBoardProps } from './components/KanbanBoard/KanbanBoard.tsx';
export {
  type DisabledNumberRow,
  DisabledNumbersTable,
  type DisabledNumbersTableLabels,
  type DisabledNumbersTableProps,
} from './components/DisabledNumbersTable/DisabledNumbersTable.tsx';
export {
  FollowupList,
  type FollowupListItem,
  type FollowupListLabels,
  type FollowupListProps,
} from './components/FollowupList/FollowupList.tsx';
export {
  QrCodePanel,
  type QrCodePanelLabels,
  type QrCodePanelProps,
} from './components/QrCodePanel/QrCodePanel.tsx';
export {
  UserCard,
  type UserCardData,
  type UserCardLabels,
  type UserCardProps,
} from './components/UserCard/UserCard.tsx';
export {
  USER_EDIT_FIELDS,
  type UserEditField,
  UserEditModal,
  type UserEditModalLabels,
  type UserEditModalProps,
  type UserEditValues,
} from './components/UserEditModal/UserEditModal.tsx';
export {
  TrainingVideoCard,
  type TrainingVideoCardProps,
} from './components/TrainingVideoCard/TrainingVideoCard.tsx';
export {
  type PurchaseEventItem,
  PurchaseEventList,
  type PurchaseEventListProps,
} from './components/PurchaseEventList/PurchaseEventList.tsx';
export { CardGrid, type CardGridProps } from './components/CardGrid/CardGrid.tsx';
export { FilterBar, type FilterBarProps } from './components/FilterBar/FilterBar.tsx';
export {
  AUTO_COLUMN_WIDTHS,
  AutoColumns,
  type AutoColumnsProps,
} from './components/AutoColumns/AutoColumns.tsx';
export {
  type NumberedStep,
  NumberedSteps,
  type NumberedStepsProps,
} from './components/NumberedSteps/NumberedSteps.tsx';
// Panel shell and entry composites
export { PanelShell, type PanelShellProps } from './components/PanelShell/PanelShell.tsx';
export { Brand, type BrandProps } from './components/Brand/Brand.tsx';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout/AuthLayout.tsx';
export {
  AgentStatusToggle,
  type AgentStatusToggleLabels,
  type AgentStatusToggleProps,
} from './components/AgentStatusToggle/AgentStatusToggle.tsx';
export {
  CONNECTION_STATES,
  ConnectionIndicator,
  type ConnectionIndicatorProps,
  type ConnectionIndicatorState,
} from './components/ConnectionIndicator/ConnectionIndicator.tsx';
export {
  initialsOf,
  SideMenu,
  type SideMenuItem,
  type SideMenuProps,
  type SideMenuUser,
} from './components/SideMenu/SideMenu.tsx';
export { isMenuItemCurrent, type MenuMatchRule } from './components/SideMenu/menuMatch.ts';
export { SIDE_MENU_ICONS, type SideMenuIconName } from './components/SideMenu/sideMenuIcons.tsx';
export {
  CHAT_WIDGET_FONT_SIZES,
  ChatWidget,
  type ChatWidgetFontSize,
  type ChatWidgetLabels,
  type ChatWidgetMessage,
  type ChatWidgetProps,
} from './components/ChatWidget/ChatWidget.tsx';
export {
  PasswordChangeModal,
  type PasswordChangeModalLabels,
  type PasswordChangeModalProps,
  type PasswordChangeValues,
} from './components/PasswordChangeModal/PasswordChangeModal.tsx';
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
} from './components/StatCard/index.ts';
export { UsageCard, type UsageCardProps } from './components/UsageCard/index.ts';
export {
  type DashboardCounter,
  DashboardCounters,
  type DashboardCountersProps,
} from './components/DashboardCounters/index.ts';
export {
  PRODUCT_ICONS,
  ProductCard,
  type ProductCardDetail,
  type ProductCardProps,
  type ProductIconName,
} from './components/ProductCard/index.ts';
export {
  ProfileSummary,
  type ProfileSummaryDetail,
  type ProfileSummaryProps,
} from './components/ProfileSummary/index.ts';
export { CommandList, type CommandListItem, type CommandListProps } from './components/CommandList/index.ts';
export {
  type FirstStepItem,
  FirstStepsChecklist,
  type FirstStepsChecklistLabels,
  type FirstStepsChecklistProps,
} from './components/FirstStepsChecklist/index.ts';

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
} from './components/ConversationView/ConversationView.tsx';
export {
  ConversationList,
  type ConversationListItem,
  type ConversationListLabels,
  type ConversationListProps,
} from './components/ConversationList/ConversationList.tsx';
export { Composer, type ComposerLabels, type ComposerProps } from './components/Composer/Composer.tsx';
export {
  AgentPlayground,
  type AgentPlaygroundLabels,
  type AgentPlaygroundProps,
} from './components/AgentPlayground/AgentPlayground.tsx';
