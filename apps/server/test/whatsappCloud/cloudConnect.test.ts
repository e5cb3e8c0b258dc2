import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CloudContext,
  cloudContext,
  cloudToken,
  connectCloud,
  newPhoneNumberId,
  VERIFY_TOKEN,
  WEBHOOK_PATH,
} from './cloudFixtures.ts';

let cloud: CloudContext;
beforeAll(async () => {
  cloud = await cloudContext();
});
afterAll(async () => {
  await cloud.close();
});

describe('Conectar through the official API', () => {
  it('checks the ids and token with Meta, shows the verified name and number, and keeps the token sealed', async () => {
    const { ctx, fake } = cloud;
    const { user, token } = await ctx.createCustomer();
    const phoneNumberId = newPhoneNumberId();
    const accessToken = cloudToken();
    fake.addNumber({
      phoneNumberId,
      token: accessToken,
      verifiedName: 'Loja Bela',
      displayPhone: '+55 11 97777-6666',
    });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/conexao/api-oficial',
      headers: ctx.auth(token),
      payload: {
        phone_number_id: ` ${phoneNumberId} `,
        business_account_id: '102290129340398',
        access_token: accessToken,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      phone_number_id: phoneNumberId,
      business_account_id: '102290129340398',
      nome_verificado: 'Loja Bela',
      numero: '+55 11 97777-6666',
    });
    expect(response.body).not.toContain(accessToken);
    const row = await ctx.db
      .selectFrom('whatsapp_cloud_connections')
      .select('token_encrypted')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.token_encrypted).not.toContain(accessToken.slice(4, 20));

    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/conexao/status',
      headers: ctx.auth(token),
    });
    expect(status.json()).toEqual({ status: 'connected' });
    const provider = await ctx.app.inject({
      method: 'GET',
      url: '/api/conexao/provedor',
      headers: ctx.auth(token),
    });
    expect(provider.json()).toEqual({
      provedor: 'api_oficial',
      provedores: ['qr_code', 'api_oficial'],
      api_oficial: {
        phone_number_id: phoneNumberId,
        business_account_id: '102290129340398',
        nome_verificado: 'Loja Bela',
        numero: '+55 11 97777-6666',
      },
    });
    expect(provider.body).not.toContain(accessToken);
  });

  it('a token Meta refuses: 400 in pt-BR with Meta’s reason, nothing stored', async () => {
    const { ctx } = cloud;
    const { user, token } = await ctx.createCustomer();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/conexao/api-oficial',
      headers: ctx.auth(token),
      payload: {
        phone_number_id: newPhoneNumberId(),
        business_account_id: '102290129340398',
        access_token: 'token-que-nao-e-da-meta',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'A Meta não aceitou esses dados: Invalid OAuth access token - Cannot parse access token. Confira o ID do número de telefone e o token de acesso.',
    );
    const rows = await ctx.db
      .selectFrom('whatsapp_cloud_connections')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('ids that are not numbers: the field’s own message', async () => {
    const { ctx } = cloud;
    const { token } = await ctx.createCustomer();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/conexao/api-oficial',
      headers: ctx.auth(token),
      payload: { phone_number_id: 'abc', business_account_id: '102290129340398', access_token: cloudToken() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O ID do número de telefone tem só números (ex.: 106540352242922).');
  });

  it('a token with characters no token has (accents, emoji, inner spaces) is refused at its field', async () => {
    const { ctx } = cloud;
    const { token } = await ctx.createCustomer();
    for (const accessToken of [`${'💥'.repeat(30)}`, `EAAG${'ã'.repeat(30)}`, `EAAG ${'x'.repeat(30)}`]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/conexao/api-oficial',
        headers: ctx.auth(token),
        payload: {
          phone_number_id: newPhoneNumberId(),
          business_account_id: '102290129340398',
          access_token: accessToken,
        },
      });
      expect(response.statusCode, accessToken).toBe(400);
      expect(response.json().message).toBe('Token de acesso inválido.');
    }
  });

  it('a number another account connected is refused with 409, and Desconectar frees it', async () => {
    const { ctx } = cloud;
    const first = await ctx.createCustomer();
    const phoneNumberId = await connectCloud(ctx, first.token);
    const second = await ctx.createCustomer();
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: '/api/conexao/api-oficial',
      headers: ctx.auth(second.token),
      payload: {
        phone_number_id: phoneNumberId,
        business_account_id: '102290129340398',
        access_token: cloudToken(),
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('TELEFONE_EM_USO');

    const off = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/conexao',
      headers: ctx.auth(first.token),
    });
    expect(off.statusCode).toBe(200);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/conexao/status',
      headers: ctx.auth(first.token),
    });
    expect(status.json()).toEqual({ status: 'disconnected' });
    const provider = await ctx.app.inject({
      method: 'GET',
      url: '/api/conexao/provedor',
      headers: ctx.auth(first.token),
    });
    expect(provider.json()).toMatchObject({ provedor: 'qr_code', api_oficial: null });
  });
});

describe('the webhook handshake', () => {
  it('echoes the challenge for the configured verify token, and refuses another', async () => {
    const { ctx } = cloud;
    const ok = await ctx.app.inject({
      method: 'GET',
      url: `${WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `${WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1158201444`,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
  });
});
