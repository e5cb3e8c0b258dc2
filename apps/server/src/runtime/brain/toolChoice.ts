import type { BrainAction, BrainDecision, ToolChoice, TurnContext } from './brain.ts';
import { HANDOVER_WHY, REASON } from './brainTexts.ts';

/**
 * The language model's tool choice in the shape every brain decides in: its small talk first, then the step,
 * objection or handover it chose. The model reports no intents: `understood` names only an objection it chose.
 */
export function decisionOfToolChoice(
  choice: ToolChoice,
  context: Pick<TurnContext, 'objections'>,
): BrainDecision {
  const talk = (text: string | undefined): BrainAction[] =>
    text?.trim() ? [{ kind: 'smallTalk', text }] : [];
  switch (choice.kind) {
    case 'step':
      return {
        actions: [...talk(choice.smallTalk), { kind: 'step', position: choice.position }],
        understood: [],
        reason: REASON.model(REASON.modelStep(choice.position)),
      };
    case 'objection': {
      const question = context.objections.find((objection) => objection.id === choice.objectionId)?.pergunta;
      return {
        actions: [...talk(choice.smallTalk), { kind: 'objection', objectionId: choice.objectionId }],
        understood: ['objection'],
        reason: REASON.model(REASON.modelObjection(question ?? String(choice.objectionId))),
      };
    }
    case 'pause':
      return {
        actions: [{ kind: 'handover', reason: HANDOVER_WHY.modelo }],
        understood: [],
        reason: HANDOVER_WHY.modelo,
      };
    case 'reply':
      return { actions: talk(choice.text), understood: [], reason: REASON.model(REASON.modelReply) };
  }
}
