import { describe, expect, it } from 'vitest';
import {
  NEW_AGENT_FORM,
  toAgentForm,
  toAgentInput,
  type ValidAgentForm,
  validateAgent,
} from './agentForm.ts';

const valid: ValidAgentForm = {
  ...NEW_AGENT_FORM,
  nome: 'Ana',
  sexo: 'Feminino',
  idade: 30,
  tom_de_voz: 'Calmo',
  objetivo: 'Atendimento e Suporte',
};

describe('validateAgent', () => {
  it('accepts the limits themselves', () => {
    expect(
      validateAgent({
        ...valid,
        nome: 'a'.repeat(30),
        idade: 100,
        mensagem_pausa: 'm'.repeat(100),
        mensagem_midia: 'r'.repeat(200),
        nunca_fazer: 'n'.repeat(350),
      }),
    ).toEqual({});
    expect(validateAgent({ ...valid, idade: 18 })).toEqual({});
  });

  it("words each limit in the form's own pt-BR messages", () => {
    expect(
      validateAgent({
        ...valid,
        nome: 'a'.repeat(31),
        mensagem_pausa: 'm'.repeat(101),
        mensagem_midia: 'r'.repeat(201),
        nunca_fazer: 'n'.repeat(351),
      }),
    ).toEqual({
      nome: 'Nome deve ter no máximo 30 caracteres',
      mensagem_pausa: 'Máximo de 100 caracteres',
      mensagem_midia: 'Máximo de 200 caracteres',
      nunca_fazer: 'Máximo de 350 caracteres',
    });
  });
});

describe('phone_treinamento', () => {
  it('is shown without 55 and stored with it', () => {
    const agent = {
      id: 1,
      status: true,
      nome: 'Ana',
      sexo: 'Feminino' as const,
      idade: 30,
      tom_de_voz: 'Calmo' as const,
      objetivo: 'Vendas e Suporte' as const,
      id_produto: null,
      nunca_fazer: '',
      mensagem_pausa: 'Já volto',
      mensagem_midia: 'Me manda por escrito?',
      mensagem_optout: 'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏',
      phone_treinamento: '5511988887777',
    };
    const form = toAgentForm(agent);
    expect(form.phone_treinamento).toBe('(11) 98888-7777');
    expect(toAgentInput({ ...valid, phone_treinamento: form.phone_treinamento }).phone_treinamento).toBe(
      '5511988887777',
    );
    // Area code 55 (Rio Grande do Sul) without the country code keeps its digits.
    expect(toAgentForm({ ...agent, phone_treinamento: '5599887766' }).phone_treinamento).toBe(
      '(55) 9988-7766',
    );
    expect(toAgentInput({ ...valid, phone_treinamento: '' }).phone_treinamento).toBe('');
  });

  it('falls back to the default pause message, media reply and opt-out confirmation when left blank', () => {
    expect(toAgentInput({ ...valid, mensagem_pausa: '  ' }).mensagem_pausa).toBe('Um momento, já te retorno');
    expect(toAgentInput({ ...valid, mensagem_midia: ' ' }).mensagem_midia).toBe(
      'Recebi sua mensagem! Consegue me escrever em texto o que você precisa? 🙂',
    );
    expect(toAgentInput({ ...valid, mensagem_optout: ' ' }).mensagem_optout).toBe(
      'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏',
    );
  });
});
