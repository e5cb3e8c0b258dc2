import { isSamePhone } from '@agente/rules';
import { describe, expect, it } from 'vitest';
import { type CommandCandidate, classifyCommand } from './commands.ts';

const TRAINING = '5511977776666';
const LEAD = '5521988887777';
const message = (overrides: Partial<CommandCandidate>): CommandCandidate => ({
  direction: 'entrada',
  leadPhone: LEAD,
  text: '',
  trainingPhone: TRAINING,
  ...overrides,
});

describe('classifyCommand', () => {
  it.each(['#limpar', '  #LIMPAR\n', '#Limpar'])(
    '%j from the training phone clears the conversation',
    (text) => {
      expect(classifyCommand(message({ leadPhone: TRAINING, text }))).toBe('limpar');
    },
  );

  it('accepts the training phone as WhatsApp reports it (no country code, no ninth digit, formatted)', () => {
    expect(classifyCommand(message({ leadPhone: '11977776666', text: '#limpar' }))).toBe('limpar');
    expect(classifyCommand(message({ leadPhone: '551177776666', text: '#limpar' }))).toBe('limpar');
    expect(classifyCommand(message({ leadPhone: '+55 (11) 97777-6666', text: '#limpar' }))).toBe('limpar');
  });

  it('#limpar from a lead who is not the training phone is an ordinary message', () => {
    expect(classifyCommand(message({ text: '#limpar' }))).toBeNull();
  });

  it('#limpar with no training phone configured is an ordinary message', () => {
    expect(classifyCommand(message({ leadPhone: TRAINING, trainingPhone: '', text: '#limpar' }))).toBeNull();
  });

  it('#limpar sent from the connected number is not a command (only the training phone clears)', () => {
    expect(classifyCommand(message({ direction: 'saida', leadPhone: TRAINING, text: '#limpar' }))).toBeNull();
  });

  it('# sent by the owner in a lead chat pauses the agent for that lead; * releases it', () => {
    expect(classifyCommand(message({ direction: 'saida', text: '#' }))).toBe('pausar');
    expect(classifyCommand(message({ direction: 'saida', text: ' * ' }))).toBe('liberar');
  });

  it('# and * typed by the lead do nothing special', () => {
    expect(classifyCommand(message({ text: '#' }))).toBeNull();
    expect(classifyCommand(message({ text: '*' }))).toBeNull();
  });

  it.each(['#pausar', '# ok', '**', '*obrigado*', 'oi', '', '#limpar agora'])(
    'owner text %j is an ordinary message',
    (text) => {
      expect(classifyCommand(message({ direction: 'saida', text }))).toBeNull();
      expect(classifyCommand(message({ leadPhone: TRAINING, text }))).toBeNull();
    },
  );
});

describe('isSamePhone', () => {
  it('never matches an invalid number', () => {
    expect(isSamePhone('', '')).toBe(false);
    expect(isSamePhone('123', '123')).toBe(false);
  });

  it('tells different numbers apart', () => {
    expect(isSamePhone(TRAINING, LEAD)).toBe(false);
  });
});
