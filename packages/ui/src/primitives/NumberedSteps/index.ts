export { type NumberedStep, NumberedSteps, type NumberedStepsProps } from './NumberedSteps.tsx';
