import { describe, expect, it } from 'vitest';
import { step, turnContext } from '../testing/turnContext.ts';
import { createEmbeddedBrain, decideEmbedded } from './embeddedBrain.ts';

describe('decideEmbedded: one flow step per lead turn', () => {
  it('a new lead gets step 1', () => {
    expect(decideEmbedded(turnContext({ position: 0, leadMessages: ['oi'] }))).toEqual({
      kind: 'step',
      position: 1,
    });
  });

  it('the next lead message gets the step after the position', () => {
    expect(decideEmbedded(turnContext({ position: 1, leadMessages: ['quero ver sim'] }))).toEqual({
      kind: 'step',
      position: 2,
    });
  });

  it('walks the flow in position order even when positions have gaps or arrive unsorted', () => {
    const steps = [step(9, 'nove'), step(2, 'dois'), step(5, 'cinco')];
    expect(decideEmbedded(turnContext({ steps, position: 0 }))).toEqual({ kind: 'step', position: 2 });
    expect(decideEmbedded(turnContext({ steps, position: 2 }))).toEqual({ kind: 'step', position: 5 });
    expect(decideEmbedded(turnContext({ steps, position: 5 }))).toEqual({ kind: 'step', position: 9 });
  });

  it('after the last step it pauses and hands the lead to a human', () => {
    expect(decideEmbedded(turnContext({ position: 3, leadMessages: ['e agora?'] }))).toEqual({
      kind: 'pause',
    });
  });

  it('with no flow at all it pauses', () => {
    expect(decideEmbedded(turnContext({ steps: [], position: 0, leadMessages: ['oi'] }))).toEqual({
      kind: 'pause',
    });
  });
});

describe('decideEmbedded: objections', () => {
  it('a question matching an active objection gets its answer instead of the next step', () => {
    expect(decideEmbedded(turnContext({ position: 1, leadMessages: ['tem garantia?'] }))).toEqual({
      kind: 'objection',
      objectionId: 31,
    });
  });

  it('reads a burst as one message', () => {
    const leadMessages = ['oi', 'demora quanto', 'pra chegar?'];
    expect(decideEmbedded(turnContext({ position: 2, leadMessages }))).toEqual({
      kind: 'objection',
      objectionId: 32,
    });
  });

  it('answers an objection after the flow has ended too', () => {
    expect(decideEmbedded(turnContext({ position: 3, leadMessages: ['tem garantia'] }))).toEqual({
      kind: 'objection',
      objectionId: 31,
    });
  });

  it('an objection that is not active (not in the context) is not answered', () => {
    const context = turnContext({ objections: [], position: 1, leadMessages: ['tem garantia?'] });
    expect(decideEmbedded(context)).toEqual({ kind: 'step', position: 2 });
  });

  it('answers files with no words with the media reply, and reads the words when a file came with some', () => {
    const reply = { kind: 'reply', text: turnContext().persona.mensagemMidia };
    expect(decideEmbedded(turnContext({ leadMessages: [], leadMedia: ['audio'] }))).toEqual(reply);
    expect(decideEmbedded(turnContext({ leadMessages: [], leadMedia: ['imagem', 'pdf'] }))).toEqual(reply);
    expect(
      decideEmbedded(turnContext({ position: 1, leadMessages: ['tem garantia?'], leadMedia: ['audio'] })),
    ).toEqual({ kind: 'objection', objectionId: 31 });
  });
});

describe('createEmbeddedBrain', () => {
  it('reports the embedded brain, no fallback and no token usage', async () => {
    const result = await createEmbeddedBrain().decide(turnContext());
    expect(result).toEqual({ decision: { kind: 'step', position: 1 }, brain: 'embedded' });
  });
});
