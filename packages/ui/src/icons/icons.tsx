/** The icon set of the design system (Lucide-style strokes on a 24×24 grid). Decorative unless given an aria-label. */
import { Icon, type IconProps } from './Icon.tsx';

export {
  AlertCircleIcon,
  AlertTriangleIcon,
  CheckCircleIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
} from './baseIcons.tsx';

const CHEVRON_DOWN_PATHS = ['m6 9 6 6 6-6'] as const;
export function ChevronDownIcon(props: IconProps) {
  return <Icon {...props} paths={CHEVRON_DOWN_PATHS} />;
}

const CHEVRON_LEFT_PATHS = ['m15 18-6-6 6-6'] as const;
export function ChevronLeftIcon(props: IconProps) {
  return <Icon {...props} paths={CHEVRON_LEFT_PATHS} />;
}

const CHEVRON_RIGHT_PATHS = ['m9 18 6-6-6-6'] as const;
export function ChevronRightIcon(props: IconProps) {
  return <Icon {...props} paths={CHEVRON_RIGHT_PATHS} />;
}

const CHEVRON_UP_PATHS = ['m18 15-6-6-6 6'] as const;
export function ChevronUpIcon(props: IconProps) {
  return <Icon {...props} paths={CHEVRON_UP_PATHS} />;
}

const CHECK_PATHS = ['M20 6 9 17l-5-5'] as const;
export function CheckIcon(props: IconProps) {
  return <Icon {...props} paths={CHECK_PATHS} />;
}

const SEARCH_PATHS = ['M21 21l-4.3-4.3', 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z'] as const;
export function SearchIcon(props: IconProps) {
  return <Icon {...props} paths={SEARCH_PATHS} />;
}

const COPY_PATHS = ['M9 9h11v11H9z', 'M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1'] as const;
export function CopyIcon(props: IconProps) {
  return <Icon {...props} paths={COPY_PATHS} />;
}

const MENU_PATHS = ['M4 6h16', 'M4 12h16', 'M4 18h16'] as const;
export function MenuIcon(props: IconProps) {
  return <Icon {...props} paths={MENU_PATHS} />;
}

// Three dots: zero-length strokes drawn round by the icon's stroke caps.
const MORE_PATHS = ['M5 12h.01', 'M12 12h.01', 'M19 12h.01'] as const;
export function MoreIcon(props: IconProps) {
  return <Icon {...props} paths={MORE_PATHS} />;
}

const PLUS_PATHS = ['M12 5v14', 'M5 12h14'] as const;
export function PlusIcon(props: IconProps) {
  return <Icon {...props} paths={PLUS_PATHS} />;
}

const MINUS_PATHS = ['M5 12h14'] as const;
export function MinusIcon(props: IconProps) {
  return <Icon {...props} paths={MINUS_PATHS} />;
}

const TRASH_PATHS = [
  'M3 6h18',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
] as const;
export function TrashIcon(props: IconProps) {
  return <Icon {...props} paths={TRASH_PATHS} />;
}

const EDIT_PATHS = ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z'] as const;
export function EditIcon(props: IconProps) {
  return <Icon {...props} paths={EDIT_PATHS} />;
}

const EXTERNAL_LINK_PATHS = [
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  'M15 3h6v6',
  'M10 14 21 3',
] as const;
export function ExternalLinkIcon(props: IconProps) {
  return <Icon {...props} paths={EXTERNAL_LINK_PATHS} />;
}

const INBOX_PATHS = [
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z',
] as const;
export function InboxIcon(props: IconProps) {
  return <Icon {...props} paths={INBOX_PATHS} />;
}

const TAG_PATHS = [
  'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z',
  'M7 7h.01',
] as const;
export function TagIcon(props: IconProps) {
  return <Icon {...props} paths={TAG_PATHS} />;
}

const ARROW_UP_PATHS = ['M12 19V5', 'm5 12 7-7 7 7'] as const;
export function ArrowUpIcon(props: IconProps) {
  return <Icon {...props} paths={ARROW_UP_PATHS} />;
}

const ARROW_DOWN_PATHS = ['M12 5v14', 'm19 12-7 7-7-7'] as const;
export function ArrowDownIcon(props: IconProps) {
  return <Icon {...props} paths={ARROW_DOWN_PATHS} />;
}

const PLAY_PATHS = ['M6 3l14 9-14 9z'] as const;
export function PlayIcon(props: IconProps) {
  return <Icon {...props} paths={PLAY_PATHS} />;
}

const UPLOAD_PATHS = ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm17 8-5-5-5 5', 'M12 3v12'] as const;
export function UploadIcon(props: IconProps) {
  return <Icon {...props} paths={UPLOAD_PATHS} />;
}

const SEND_PATHS = ['M22 2 11 13', 'M22 2 15 22l-4-9-9-4z'] as const;
export function SendIcon(props: IconProps) {
  return <Icon {...props} paths={SEND_PATHS} />;
}

const LOG_OUT_PATHS = ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9'] as const;
export function LogOutIcon(props: IconProps) {
  return <Icon {...props} paths={LOG_OUT_PATHS} />;
}
