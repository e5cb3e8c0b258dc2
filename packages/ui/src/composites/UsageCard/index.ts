export { UsageCard, type UsageCardProps } from './UsageCard.tsx';
