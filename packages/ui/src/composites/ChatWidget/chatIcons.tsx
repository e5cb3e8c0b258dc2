import { Icon, type IconProps } from '../../icons/Icon.tsx';

const CHAT_PATHS = ['M7.9 20A9 9 0 1 0 4 16.1L2 22z'] as const;
/** A speech bubble: the support chat's button. */
export function ChatIcon(props: IconProps) {
  return <Icon {...props} paths={CHAT_PATHS} />;
}

const HEADSET_PATHS = [
  'M3 11h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5a9 9 0 0 1 18 0v5a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3',
] as const;
/** A headset: who answers in the support chat. */
export function HeadsetIcon(props: IconProps) {
  return <Icon {...props} paths={HEADSET_PATHS} />;
}
