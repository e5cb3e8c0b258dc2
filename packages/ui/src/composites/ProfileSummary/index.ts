export { ProfileSummary, type ProfileSummaryDetail, type ProfileSummaryProps } from './ProfileSummary.tsx';
