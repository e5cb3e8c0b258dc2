export {
  type FirstStepItem,
  FirstStepsChecklist,
  type FirstStepsChecklistLabels,
  type FirstStepsChecklistProps,
} from './FirstStepsChecklist.tsx';
