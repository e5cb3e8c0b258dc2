// jest-image-snapshot ships no types; these cover what .storybook/test-runner.ts uses.
declare module 'jest-image-snapshot' {
  import type { MatcherFunction } from 'expect';

  export interface MatchImageSnapshotOptions {
    customSnapshotsDir?: string;
    customSnapshotIdentifier?: string;
    customDiffDir?: string;
    failureThreshold?: number;
    failureThresholdType?: 'pixel' | 'percent';
    runInProcess?: boolean;
  }

  export const toMatchImageSnapshot: MatcherFunction<[options?: MatchImageSnapshotOptions]>;
}

declare module 'expect' {
  interface Matchers<R extends void | Promise<void>, T = unknown> {
    toMatchImageSnapshot(options?: import('jest-image-snapshot').MatchImageSnapshotOptions): R;
  }
}
