export { STAT_CARD_TONES, StatCard, type StatCardProps, type StatCardTone } from './StatCard.tsx';
export { STAT_ICONS, StatIcon, type StatIconName } from './statIcons.tsx';
