import { copyFeedbackMachine } from '@agente/machines';
import { useFeedback } from '../../hooks/useFeedback.ts';
import { siteConfig } from '../../siteConfig.ts';
import { TreinamentoView } from './TreinamentoView.tsx';
import { trainingLessons } from './trainingLessons.ts';

/** /panel/treinamento — training videos with a share button each. */
export default function TreinamentoScreen() {
  // The feedback holds the id of the lesson whose link was copied, for 1.5 s.
  const copied = useFeedback(copyFeedbackMachine);
  const { featured, lessons } = trainingLessons(siteConfig, window.location.origin);
  return (
    <TreinamentoView featured={featured} lessons={lessons} copiedId={copied.message} onCopied={copied.show} />
  );
}
