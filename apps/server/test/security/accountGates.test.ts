import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';

// Wednesday 18 June 2025, 10:00 in São Paulo.
const NOW = '2025-06-18T13:00:00.000Z';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(async () => {
  await ctx.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });
}

const AGENT = {
  nome: 'Júlia',
  sexo: 'Feminino',
  idade: 28,
  tom_de_voz: 'Amigável',
  objetivo: 'Vendas e Suporte',
  nunca_fazer: 'Nunca prometer desconto',
  phone_treinamento: '(11) 98888-7777',
  mensagem_pausa: 'Já volto',
  id_produto: null,
};

describe('a temporary password', () => {
  it('lets the account only see who it is, set its new password and log out', async () => {
    const { user, token } = await ctx.createCustomer({ senha: 'mudar123', must_change_password: true });
    const refused = [
      await call('GET', '/api/products/list', token),
      await call('POST', '/api/products', token, {
        nome_produto: 'Produto',
        categoria: 'Outros',
        categoria_outra: 'Doces',
      }),
      await call('GET', '/api/contador/dashboard', token),
      await call('PUT', '/api/auth/me', token, { name: 'Outro nome', email: user.email }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Você está usando uma senha provisória. Crie uma senha nova para continuar.',
        code: 'TROCA_DE_SENHA_OBRIGATORIA',
      });
    }
    const products = await ctx.db
      .selectFrom('products')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(products).toEqual([]);
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(200);

    const changed = await call('PUT', '/api/auth/me', token, {
      name: user.name,
      email: user.email,
      current_password: 'mudar123',
      new_password: 'minha-senha-nova',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/products/list', token)).statusCode).toBe(200);
  });

  it('lets logout end the session', async () => {
    const { token } = await ctx.createCustomer({ must_change_password: true });
    expect((await call('POST', '/api/auth/logout', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(401);
  });

  it('does not stop the administrator looking at the account', async () => {
    const { user } = await ctx.createCustomer({ must_change_password: true });
    const token = await ctx.impersonate(user.id);
    expect((await call('GET', '/api/products/list', token)).statusCode).toBe(200);
  });
});

describe('an ended plan', () => {
  const EXPIRED_MESSAGE = 'Seu plano expirou no dia: 17/06/2025. Renove o plano para usar este recurso.';

  async function expiredCustomer(expiration = new Date('2025-06-17T23:00:00.000Z')) {
    // 17 June, 20:00 in São Paulo: the day before today.
    return ctx.createCustomer({ expiration_acess: expiration });
  }

  it('refuses connecting the messaging app and turning the agent or a follow-up on', async () => {
    const { token } = await expiredCustomer();
    expect((await call('POST', '/api/agents', token, AGENT)).statusCode).toBe(201);
    const followup = await call('POST', '/api/followup_mensagem', token, {
      mensagem: 'Oi, ainda tem interesse?',
      tempo: 24,
      status: false,
    });
    expect(followup.statusCode).toBe(201);
    const followupId = followup.json().mensagem.id as number;
    const refused = [
      await call('POST', '/api/conexao', token),
      await call('PATCH', '/api/agents/status', token, { status: true }),
      await call('PUT', `/api/followup_mensagem/${followupId}/status`, token, { status: true }),
      await call('POST', '/api/followup_mensagem', token, { mensagem: 'Outra', tempo: 1, status: true }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: EXPIRED_MESSAGE, code: 'PLANO_EXPIRADO' });
    }
  });

  it('still lets the customer log in, read, edit the configuration and pause the agent', async () => {
    const { user, token } = await expiredCustomer();
    expect((await ctx.login(user.email, user.senha)).length).toBeGreaterThan(10);
    expect((await call('GET', '/api/contador/dashboard', token)).statusCode).toBe(200);
    expect(
      (
        await call('POST', '/api/products', token, {
          nome_produto: 'Produto',
          categoria: 'Outros',
          categoria_outra: 'Doces',
        })
      ).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/agents', token, AGENT)).statusCode).toBe(201);
    expect((await call('PATCH', '/api/agents/status', token, { status: false })).statusCode).toBe(200);
  });

  it('keeps the service on the expiry day itself, as the dashboard does', async () => {
    // 18 June, 08:00 in São Paulo: earlier today, so the dashboard does not say "expirou" yet.
    const { token } = await expiredCustomer(new Date('2025-06-18T11:00:00.000Z'));
    expect((await call('POST', '/api/agents', token, AGENT)).statusCode).toBe(201);
    expect((await call('PATCH', '/api/agents/status', token, { status: true })).statusCode).toBe(200);
  });

  it('ends at once after a refund, even on the same day', async () => {
    const { user, token } = await expiredCustomer(new Date('2025-06-18T12:00:00.000Z'));
    await ctx.db
      .insertInto('checkout_events')
      .values({
        source: 'generic',
        event_id: `reembolso-${user.id}`,
        event: 'purchase.refunded',
        email: user.email,
        user_id: user.id,
        outcome: 'acesso_encerrado',
      })
      .execute();
    expect((await call('POST', '/api/agents', token, AGENT)).statusCode).toBe(201);
    const response = await call('PATCH', '/api/agents/status', token, { status: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Seu plano expirou no dia: 18/06/2025. Renove o plano para usar este recurso.',
      code: 'PLANO_EXPIRADO',
    });
  });
});
