import type { TestContext } from '../harness.ts';
import { demoAsset, multipartBody } from '../integrations/multipart.ts';

/**
 * A customer whose every resource carries a unique marker, built through the API itself, so a test can
 * look for the marker in another account's replies: finding it anywhere is a leak.
 */
export interface MarkedAccount {
  readonly token: string;
  readonly userId: number;
  readonly email: string;
  readonly marker: string;
  readonly ids: {
    readonly product: number;
    readonly step: number;
    readonly media: number;
    readonly objection: number;
    readonly offer: number;
    readonly disabledNumber: number;
    readonly followup: number;
    readonly lead: number;
    readonly leadTag: number;
    readonly faq: number;
    readonly document: number;
    readonly unanswered: number;
  };
}

/** The marked account's lead (its kanban card and its conversation). */
export const LEAD_PHONE = '5511944443333';

export async function createMarkedAccount(ctx: TestContext, marker: string): Promise<MarkedAccount> {
  const { user, token } = await ctx.createCustomer({ name: `Conta ${marker}`, user_phone: '5511977776666' });
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await ctx.app.inject({ method, url, headers: ctx.auth(token), payload });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, { id: number }>;
  };

  const product = (
    await call('POST', '/api/products', {
      nome_produto: `Produto ${marker}`,
      categoria: 'Outros',
      categoria_outra: 'Doces',
    })
  ).product;
  const productId = product?.id ?? 0;
  const step = (
    await call('POST', `/api/products/${productId}/fluxo`, { texto: `Etapa ${marker}`, posicao: 1 })
  ).fluxo;
  const objection = (
    await call('POST', `/api/products/${productId}/objecoes`, {
      pergunta: `Pergunta ${marker}`,
      resposta: `Resposta ${marker}`,
      status: 'ativa',
    })
  ).objecao;
  const offer = (
    await call('POST', `/api/products/${productId}/offers`, {
      preco: 97.9,
      link: `pay.exemplo.com/${marker}`,
    })
  ).offer;
  await call('POST', '/api/desativados', { name: `Bloq ${marker}`.slice(0, 30), phone_block: '11955554444' });
  const followup = (
    await call('POST', '/api/followup_mensagem', { mensagem: `Volte ${marker}`, tempo: 1, status: true })
  ).mensagem;
  await call('POST', '/api/agents', {
    nome: `Ag ${marker}`.slice(0, 30),
    sexo: 'Feminino',
    idade: 30,
    tom_de_voz: 'Calmo',
    objetivo: 'Vendas e Suporte',
  });

  const upload = await multipartBody(
    { tipo: 'imagem', titulo: `Mídia ${marker}`, id_produto: String(productId) },
    { content: demoAsset('produto.png'), filename: 'produto.png', type: 'image/png' },
  );
  const mediaResponse = await ctx.app.inject({
    method: 'POST',
    url: '/api/midias/upload',
    headers: { ...ctx.auth(token), ...upload.headers },
    payload: upload.payload,
  });
  if (mediaResponse.statusCode >= 300)
    throw new Error(`upload: ${mediaResponse.statusCode} ${mediaResponse.body}`);
  const media = (mediaResponse.json() as { media?: { id: number }; id?: number }).media;

  // The knowledge base: an entry, the business text, a document and a question it could not answer.
  const faq = (
    await call('POST', '/api/conhecimento/faq', {
      pergunta: `Pergunta da base ${marker}`,
      resposta: `Resposta da base ${marker}`,
      status: 'ativa',
    })
  ).pergunta;
  await call('PUT', '/api/conhecimento/sobre', { texto: `Sobre a loja ${marker}` });
  const documentUpload = await multipartBody(
    {},
    {
      content: Buffer.from(`Política de trocas ${marker}. Trocamos em até sete dias.`),
      filename: `politica-${marker}.txt`,
      type: 'text/plain',
    },
  );
  const documentResponse = await ctx.app.inject({
    method: 'POST',
    url: '/api/conhecimento/documentos',
    headers: { ...ctx.auth(token), ...documentUpload.headers },
    payload: documentUpload.payload,
  });
  if (documentResponse.statusCode >= 300)
    throw new Error(`document: ${documentResponse.statusCode} ${documentResponse.body}`);
  const document = (documentResponse.json() as { documento: { id: number } }).documento;
  const unanswered = await ctx.db
    .insertInto('knowledge_unanswered')
    .values({ user_id: user.id, pergunta: `Sem resposta ${marker}`, telefone: LEAD_PHONE })
    .returning('id')
    .executeTakeFirstOrThrow();

  const disabled = await ctx.db
    .selectFrom('disabled_numbers')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  // A tag of the account's own, named with the marker (a name holds at most 30 characters).
  const leadTag = (await call('POST', '/api/etiquetas', { nome: `E ${marker}`.slice(0, 30), cor: 'roxo' }))
    .etiqueta;
  const lead = await ctx.db
    .insertInto('leads')
    .values({
      user_id: user.id,
      product_id: productId,
      nome: `Lead ${marker}`,
      lead_phone: LEAD_PHONE,
      ultimo_step: 1,
      etiqueta: 'LEAD NOVO',
      data_hora_ultima_interacao: ctx.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The lead's conversation: one message, carrying the marker.
  await ctx.db
    .insertInto('conversation_messages')
    .values({
      user_id: user.id,
      lead_phone: LEAD_PHONE,
      author: 'lead',
      kind: 'texto',
      texto: `Mensagem ${marker}`,
      dedupe_key: `marcador:${marker}`,
      delivery: null,
      turn_id: null,
      media_id: null,
      media_type: null,
      media_url: null,
      offer_id: null,
      provider_message_id: null,
      occurred_at: ctx.clock.now(),
      sent_at: null,
    })
    .execute();

  return {
    token,
    userId: user.id,
    email: user.email,
    marker,
    ids: {
      product: productId,
      step: step?.id ?? 0,
      media: media?.id ?? 0,
      objection: objection?.id ?? 0,
      offer: offer?.id ?? 0,
      disabledNumber: disabled.id,
      followup: followup?.id ?? 0,
      lead: lead.id,
      leadTag: leadTag?.id ?? 0,
      faq: faq?.id ?? 0,
      document: document.id,
      unanswered: unanswered.id,
    },
  };
}
