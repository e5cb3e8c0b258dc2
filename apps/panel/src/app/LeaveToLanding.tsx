import { useEffect } from 'react';
import { useServices } from './ServicesContext.tsx';

/** Unknown path: off to the landing page at / (another app), replacing the history entry. */
export function LeaveToLanding() {
  const { leaveToLanding } = useServices();
  useEffect(() => leaveToLanding(), [leaveToLanding]);
  return null;
}
