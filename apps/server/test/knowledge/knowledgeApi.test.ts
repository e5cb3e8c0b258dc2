import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../contentFixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { demoAsset, multipartBody } from '../integrations/multipart.ts';
import { passwordProtectedDocx } from './protectedDocx.ts';
import { passwordProtectedPdf } from './protectedPdf.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = caller(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const FAQ = {
  pergunta: 'Vocês têm loja física?',
  resposta: 'Não, vendemos só pela internet e enviamos para todo o Brasil.',
  status: 'ativa',
} as const;

async function createFaq(token: string, fields: object = FAQ) {
  const response = await call('POST', '/api/conhecimento/faq', token, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().pergunta as { id: number; pergunta: string; resposta: string; status: string };
}

async function upload(token: string, content: Uint8Array, filename: string) {
  const body = await multipartBody({}, { content, filename });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/conhecimento/documentos',
    headers: { ...ctx.auth(token), ...body.headers },
    payload: body.payload,
  });
}

async function documents(token: string) {
  return (await call('GET', '/api/conhecimento/documentos', token)).json().documentos as {
    id: number;
    estado: string;
    motivo: string | null;
    trechos: number;
    formato: string;
  }[];
}

/** Waits for the document job to leave "processando" (the runtime's workers run it). */
async function settled(token: string, id: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = (await documents(token)).find((document) => document.id === id);
    if (found && found.estado !== 'processando') return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('document still processing');
}

const ask = (token: string, pergunta: string) =>
  call('POST', '/api/conhecimento/testar', token, { pergunta });

describe('knowledge base API', () => {
  it('keeps FAQ entries with on/off, answers a question from the active ones and names the entry', async () => {
    const { token } = await ctx.createCustomer();
    const entry = await createFaq(token, { ...FAQ, pergunta: '  Vocês têm loja física?  ' });
    expect(entry).toEqual({ id: expect.any(Number), ...FAQ });
    const tested = (await ask(token, 'vcs tem loja fisica?')).json();
    expect(tested).toMatchObject({
      encontrado: true,
      fonte: 'faq',
      id: entry.id,
      resposta: FAQ.resposta,
      explicacao: 'base de conhecimento → pergunta frequente "Vocês têm loja física?"',
    });
    expect(tested.nota).toBeGreaterThan(0.45);

    const off = await call('PUT', `/api/conhecimento/faq/${entry.id}`, token, {
      ...entry,
      status: 'inativa',
    });
    expect(off.json()).toEqual({ pergunta: { ...entry, status: 'inativa' } });
    expect((await ask(token, 'vcs tem loja fisica?')).json()).toMatchObject({
      encontrado: false,
      resposta: 'Boa pergunta! Vou confirmar essa informação com a equipe e já te retorno. 🙏',
    });
    expect((await call('DELETE', `/api/conhecimento/faq/${entry.id}`, token)).json()).toEqual({
      message: 'Pergunta excluída com sucesso!',
    });
    expect((await call('GET', '/api/conhecimento/faq', token)).json()).toEqual({
      perguntas: [],
      limite: 100,
    });
  });

  it('refuses blank fields in pt-BR and the plan’s limit of entries', async () => {
    const { token, user } = await ctx.createCustomer();
    const blank = await call('POST', '/api/conhecimento/faq', token, { ...FAQ, resposta: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Resposta é obrigatória', code: 'VALIDACAO' });
    await ctx.db
      .insertInto('knowledge_faq')
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          user_id: user.id,
          pergunta: `Pergunta ${index}`,
          resposta: 'Resposta',
          status: 'ativa' as const,
          busca: '',
        })),
      )
      .execute();
    const over = await call('POST', '/api/conhecimento/faq', token, FAQ);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'Limite máximo de 100 perguntas frequentes do seu plano atingido. Para adicionar uma nova, remova uma existente.',
    );
  });

  it('answers from "Sobre o negócio" with the sentences that hold the answer', async () => {
    const { token } = await ctx.createCustomer();
    const texto =
      'Somos uma loja de cosméticos naturais de Curitiba.\n\nHorário de atendimento: segunda a sexta, das 9h às 18h. Aos sábados atendemos até o meio-dia.\n\nTrocas em até 30 dias após o recebimento, com o produto lacrado.';
    expect((await call('PUT', '/api/conhecimento/sobre', token, { texto })).json()).toEqual({ texto });
    expect((await call('GET', '/api/conhecimento/sobre', token)).json()).toEqual({ texto });
    const tested = (await ask(token, 'qual o horário de atendimento?')).json();
    expect(tested).toMatchObject({ encontrado: true, fonte: 'sobre', id: null, titulo: 'Sobre o negócio' });
    expect(tested.resposta).toBe('Horário de atendimento: segunda a sexta, das 9h às 18h.');
    const exchange = (await ask(token, 'posso trocar o produto?')).json();
    expect(exchange.resposta).toBe('Trocas em até 30 dias após o recebimento, com o produto lacrado.');
  });

  it('reads an uploaded PDF and a Markdown file into passages; a renamed binary is refused; deleting drops passages', async () => {
    const { token, user } = await ctx.createCustomer();
    const pdf = await upload(token, demoAsset('catalogo.pdf'), 'catalogo.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({
      documento: { estado: 'processando', formato: 'pdf', trechos: 0, motivo: null },
      message: 'Documento recebido! Estamos lendo o texto dele.',
    });
    const ready = await settled(token, pdf.json().documento.id);
    expect(ready).toMatchObject({ estado: 'pronto', motivo: null });
    expect(ready.trechos).toBeGreaterThan(0);

    const markdown = new TextEncoder().encode(
      '# Entrega\n\nEnviamos para Recife em até 5 dias úteis pelos Correios.\n',
    );
    const md = await upload(token, markdown, 'politica.md');
    expect(md.json().documento.formato).toBe('md');
    await settled(token, md.json().documento.id);
    const tested = (await ask(token, 'qual o prazo de entrega pra recife?')).json();
    expect(tested).toMatchObject({ encontrado: true, fonte: 'documento', titulo: 'politica.md' });
    expect(tested.resposta).toBe('Enviamos para Recife em até 5 dias úteis pelos Correios.');

    // A PNG named .pdf, and a binary named .txt: the content decides.
    const png = await upload(token, demoAsset('produto.png'), 'politica.pdf');
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe(
      'Tipo de arquivo não permitido. Formatos aceitos: .pdf, .docx, .txt, .md',
    );
    const binary = await upload(token, new Uint8Array([0, 1, 2, 3, 4, 5]), 'notas.txt');
    expect(binary.statusCode).toBe(400);

    const deleted = await call('DELETE', `/api/conhecimento/documentos/${md.json().documento.id}`, token);
    expect(deleted.json()).toEqual({ message: 'Documento excluído com sucesso!' });
    const left = await ctx.db
      .selectFrom('knowledge_passages')
      .select('document_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.every((row) => row.document_id === pdf.json().documento.id)).toBe(true);
    expect((await ask(token, 'qual o prazo de entrega pra recife?')).json().encontrado).toBe(false);
  });

  it('marks a PDF without text as an error with its reason', async () => {
    const { token } = await ctx.createCustomer();
    // A valid PDF with one blank page: a scan would read the same (no text layer).
    const blank = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const sent = await upload(token, blank, 'digitalizado.pdf');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await settled(token, sent.json().documento.id)).toMatchObject({
      estado: 'erro',
      trechos: 0,
      motivo: 'O arquivo não tem texto para ler (um PDF escaneado, por exemplo). Envie uma versão com texto.',
    });
  });

  it('marks a password-protected PDF as an error with its reason', async () => {
    const { token } = await ctx.createCustomer();
    // Opens with its password (its text reads then), so only the protection keeps it from the base.
    const sent = await upload(
      token,
      passwordProtectedPdf('segredo', 'Trocas em ate 30 dias.'),
      'politica.pdf',
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await settled(token, sent.json().documento.id)).toMatchObject({
      estado: 'erro',
      trechos: 0,
      motivo: 'O arquivo é protegido por senha. Envie uma versão sem senha.',
    });
    expect((await ask(token, 'qual o prazo pra trocar?')).json().encontrado).toBe(false);
  });

  it('marks a password-protected DOCX as an error with its reason, not as unreadable', async () => {
    const { token } = await ctx.createCustomer();
    const sent = await upload(
      token,
      passwordProtectedDocx('segredo', demoAsset('entregas.docx')),
      'entregas.docx',
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().documento.formato).toBe('docx');
    expect(await settled(token, sent.json().documento.id)).toMatchObject({
      estado: 'erro',
      trechos: 0,
      motivo: 'O arquivo é protegido por senha. Envie uma versão sem senha.',
    });
  });

  it('refuses a document over the plan’s size before storing it', async () => {
    const { token } = await ctx.createCustomer();
    const big = new Uint8Array(5 * 1_024 * 1_024 + 10).fill(97);
    const response = await upload(token, big, 'grande.txt');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('O arquivo excede o tamanho máximo permitido de 5 MB do seu plano.');
    expect(await documents(token)).toEqual([]);
  });

  it('never shows, answers from or lets another account touch its entries (404)', async () => {
    const owner = await ctx.createCustomer();
    const other = await ctx.createCustomer();
    const entry = await createFaq(owner.token);
    await call('PUT', '/api/conhecimento/sobre', owner.token, { texto: 'Atendemos das 9h às 18h.' });
    expect((await call('GET', '/api/conhecimento/faq', other.token)).json().perguntas).toEqual([]);
    expect((await ask(other.token, 'vocês têm loja física?')).json().encontrado).toBe(false);
    expect((await ask(other.token, 'qual o horário?')).json().encontrado).toBe(false);
    const put = await call('PUT', `/api/conhecimento/faq/${entry.id}`, other.token, FAQ);
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/api/conhecimento/faq/${entry.id}`, other.token)).statusCode).toBe(404);
    expect((await ask(owner.token, 'vocês têm loja física?')).json().encontrado).toBe(true);
  });

  it('turns an unanswered question into a FAQ entry in one call ("responder e ensinar")', async () => {
    const { token, user } = await ctx.createCustomer();
    await ctx.db
      .insertInto('knowledge_unanswered')
      .values({ user_id: user.id, pergunta: 'Serve pra homem?', telefone: '5511999990000' })
      .execute();
    const [question] = (await call('GET', '/api/conhecimento/sem-resposta', token)).json().perguntas;
    expect(question).toMatchObject({ pergunta: 'Serve pra homem?', telefone: '5511999990000' });
    const taught = await call('POST', `/api/conhecimento/sem-resposta/${question.id}/ensinar`, token, {
      resposta: 'Serve sim, para qualquer tipo de pele.',
    });
    expect(taught.statusCode).toBe(201);
    expect(taught.json().pergunta).toMatchObject({ pergunta: 'Serve pra homem?', status: 'ativa' });
    expect((await call('GET', '/api/conhecimento/sem-resposta', token)).json().perguntas).toEqual([]);
    expect((await ask(token, 'serve para homens?')).json()).toMatchObject({
      encontrado: true,
      resposta: 'Serve sim, para qualquer tipo de pele.',
    });
  });
});
