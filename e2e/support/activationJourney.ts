// A new buyer's whole way from the landing to the agent's first answer, as a person does it in the browser: the
// plan on the landing, the embedded checkout, the welcome mail read in the checkout simulator's "Caixa de saída",
// the first login with the temporary password and its forced change, the product with an offer and a flow step
// holding a photo, Meu Agente, Conectar WhatsApp with the QR code read on the messaging-app simulator, and a lead
// writing there. Shared by e2e/activation.spec.ts and `npm run bench:activation`, which counts what it records.
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ASSETS, uniquePhone, uniqueSuffix } from './api.ts';
import { openSimulator, writeAsLead } from './operations.ts';
import { chooseOption } from './ui.ts';

/** The agent waits a few seconds for more lead messages, then paces its replies like a person typing. */
const REPLY_TIMEOUT_MS = 45_000;
/** The connect screen checks the status every 2 s and reloads 1 s after the scan. */
const CONNECTED_TIMEOUT_MS = 20_000;

const WELCOME_SUBJECT = 'Seu Agente de Vendas está pronto: dados de acesso';
const FIRST_STEP_TEXT = 'Oi! Sou a Lia, da Loja Bela. Este é o nosso sérum de vitamina C:';

/** What the buyer went through: the screens in the order first seen, and the fields filled or chosen on each. */
export interface JourneyRecord {
  readonly screens: string[];
  readonly fieldsByScreen: Record<string, number>;
}

export const newJourneyRecord = (): JourneyRecord => ({ screens: [], fieldsByScreen: {} });

export const fieldCount = (record: JourneyRecord) =>
  Object.values(record.fieldsByScreen).reduce((sum, count) => sum + count, 0);

export interface ActivationResult {
  readonly email: string;
  readonly phone: string;
}

export async function runActivationJourney(page: Page, record: JourneyRecord): Promise<ActivationResult> {
  let current = '';
  const reached = (name: string) => {
    current = name;
    if (!record.screens.includes(name)) record.screens.push(name);
  };
  const screen = async (name: string, landmark: Locator) => {
    await expect(landmark).toBeVisible();
    reached(name);
  };
  const counted = (fields = 1) => {
    record.fieldsByScreen[current] = (record.fieldsByScreen[current] ?? 0) + fields;
  };
  const fill = async (field: Locator, value: string) => {
    await field.fill(value);
    counted();
  };
  const choose = async (scope: Locator, label: string, option: string) => {
    await chooseOption(scope, label, option);
    counted();
  };
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  const menu = (name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

  const suffix = uniqueSuffix();
  const buyer = {
    name: `Marina Alves ${suffix}`,
    email: `compradora-${suffix}@exemplo.com.br`,
    phone: uniquePhone(),
  };

  // The landing: the plans, and the Pro plan's buy button.
  await page.goto('/');
  await screen('Site', page.getByRole('link', { name: 'Assinar Agora' }).first());
  await page.getByRole('link', { name: 'Assinar Agora' }).first().click();
  await page.getByRole('link', { name: /Quero o plano Pro/ }).click();

  // The embedded checkout, clearly a simulation.
  await screen('Checkout simulado', heading('Plano Pro'));
  await expect(page.getByRole('note')).toContainText('Simulação');
  const checkout = new URL(page.url()).origin;
  await fill(page.getByLabel('Nome'), buyer.name);
  await fill(page.getByLabel('E-mail'), buyer.email);
  await fill(page.getByLabel('Telefone'), buyer.phone);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await screen('Compra confirmada', page.getByText(/senha provisória/).first());
  await expect(page).toHaveURL(/\/compra-confirmada/);

  // The welcome mail, in the demo's outbox.
  await page.goto(`${checkout}/caixa-de-saida`);
  await screen('Caixa de saída', page.getByRole('heading', { name: 'Caixa de saída' }));
  const mail = page.getByRole('article').filter({ hasText: `Para: ${buyer.email}` });
  await expect(mail.getByRole('heading', { name: WELCOME_SUBJECT })).toBeVisible();
  const mailText = (await mail.locator('pre').textContent()) ?? '';
  const password = /Senha provisória: (\S+)/.exec(mailText)?.[1];
  expect(password, mailText).toBeTruthy();
  const loginLink = mail.getByRole('link', { name: /\/login$/ });
  // Clicked again only if the first click was lost (seen once on a loaded machine: the page stayed put).
  await expect(async () => {
    if (!/\/login$/.test(page.url())) await loginLink.click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });

  // First login, and the forced change of the temporary password.
  await screen('Login', page.getByRole('button', { name: 'Entrar' }));
  await fill(page.getByLabel('Email'), buyer.email);
  await fill(page.getByLabel('Senha'), password ?? '');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const change = page.getByRole('dialog', { name: 'Defina uma nova senha' });
  await screen('Nova senha', change);
  await fill(change.getByLabel('Nova senha', { exact: true }), 'senha-da-marina');
  await fill(change.getByLabel('Confirme a nova senha'), 'senha-da-marina');
  await change.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(change).toBeHidden();

  // The dashboard's first steps: nothing done yet.
  await screen('Dashboard', heading(`Olá, ${buyer.name}!`));
  const checklist = page.getByRole('region', { name: 'Primeiros passos' });
  await expect(checklist.getByRole('meter', { name: 'Progresso da ativação' })).toHaveAttribute(
    'aria-valuetext',
    '0 de 5 concluídos',
  );

  // Meu Agente first: it asks for a product.
  await menu('Meu Agente').click();
  await screen('Meu Agente', heading('Meu Agente'));
  await page.getByRole('button', { name: 'Ir para Meus Produtos' }).click();
  await screen('Meus Produtos', heading('Meus Produtos'));
  await page.getByRole('button', { name: 'Novo Produto' }).last().click();
  await screen('Novo Produto', heading('Novo Produto'));
  await fill(page.getByRole('textbox', { name: 'Nome do produto' }), 'Sérum Vitamina C');
  await choose(page.locator('main'), 'Categoria', 'Rejuvenescimento');
  await page.getByRole('button', { name: 'Cadastrar produto' }).click();
  await expect(page.getByText('Produto cadastrado com sucesso!')).toBeVisible();

  // An offer with its payment link.
  const productNav = page.getByRole('navigation', { name: 'Navegação do produto' });
  await productNav.getByRole('link', { name: 'Ofertas' }).click();
  await screen('Ofertas', heading('Ofertas'));
  await fill(page.getByRole('textbox', { name: 'Preço' }), '147,00');
  await fill(page.getByRole('textbox', { name: 'Link' }), 'https://pay.exemplo.com.br/serum');
  await page.getByRole('button', { name: 'Cadastrar oferta' }).click();
  await expect(page.getByText('Oferta cadastrada com sucesso!')).toBeVisible();

  // The flow: a photo uploaded, then a step holding it and the offer.
  await productNav.getByRole('link', { name: 'Fluxo do Agente' }).click();
  await screen('Fluxo do Agente', heading('Fluxo do Agente'));
  const upload = page.getByRole('form', { name: 'Enviar mídia' });
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Selecionar arquivo' }).click();
  await (await chooser).setFiles(path.join(DEMO_ASSETS, 'produto.png'));
  counted();
  await fill(upload.getByRole('textbox', { name: 'Título' }), 'Foto do sérum');
  await upload.getByRole('button', { name: 'Enviar mídia' }).click();
  await expect(page.getByText('Mídia enviada com sucesso!')).toBeVisible();

  const composer = page.getByRole('form', { name: 'Nova etapa' });
  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar mídia' })
    .getByRole('option', { name: /Foto do sérum/ })
    .click();
  counted();
  await composer.getByRole('button', { name: 'Adicionar oferta' }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar oferta' })
    .getByRole('option', { name: /R\$ 147,00/ })
    .click();
  counted();
  await fill(composer.getByRole('textbox', { name: 'Texto da etapa' }), FIRST_STEP_TEXT);
  await composer.getByRole('button', { name: 'Adicionar etapa' }).click();
  await expect(page.getByText('Etapa adicionada com sucesso!')).toBeVisible();

  // Back to Meu Agente, which now takes the persona.
  await menu('Meu Agente').click();
  const agent = page.getByRole('form', { name: 'Meu Agente' });
  await screen('Meu Agente', agent);
  await fill(agent.getByRole('textbox', { name: 'Nome', exact: true }), 'Lia');
  await choose(agent, 'Sexo', 'Feminino');
  await fill(agent.getByRole('textbox', { name: 'Idade' }), '29');
  await choose(agent, 'Tom de voz', 'Amigável');
  await choose(agent, 'Objetivo', 'Vendas e Suporte');
  await choose(agent, 'Produto', 'Sérum Vitamina C');
  await agent.getByRole('button', { name: 'Cadastrar agente' }).click();
  await expect(page.getByText('Agente cadastrado com sucesso!')).toBeVisible();

  // Conectar WhatsApp: the number from the purchase, the QR code read by the phone (the simulator).
  await menu('Conectar WhatsApp').click();
  await screen('Conectar WhatsApp', heading('Conectar WhatsApp'));
  const numberCard = page.getByRole('region', { name: 'Seu número' });
  await expect(numberCard.getByRole('textbox', { name: 'Número do WhatsApp' })).toHaveValue(buyer.phone);
  await numberCard.getByRole('button', { name: 'Gerar QR Code' }).click();
  await expect(page.getByRole('img', { name: 'QR Code para conectar o WhatsApp' })).toBeVisible();
  const simulator = await openSimulator(page);
  reached('Simulador do WhatsApp');
  const instance = simulator.locator('section', {
    has: simulator.getByRole('heading', { name: buyer.phone }),
  });
  await instance.getByRole('button', { name: 'Simular leitura' }).click();
  await expect(numberCard).toContainText('Status da conexãoConectado', { timeout: CONNECTED_TIMEOUT_MS });

  // A lead writes to the number; the agent's first reply arrives in the chat.
  const lead = { phone: uniquePhone(), name: 'Carla Mendes' };
  await writeAsLead(simulator, buyer.phone, lead, 'oi, tudo bem?');
  counted(3);
  const chat = simulator.getByRole('article', { name: `Conversa com ${lead.phone}` });
  await expect(chat.getByText(FIRST_STEP_TEXT)).toBeVisible({ timeout: REPLY_TIMEOUT_MS });
  await expect(chat.getByRole('img')).toBeVisible({ timeout: REPLY_TIMEOUT_MS });
  await expect(chat.getByText(/R\$\s?147,00/)).toBeVisible({ timeout: REPLY_TIMEOUT_MS });
  await simulator.close();

  // The dashboard's checklist has ticked itself all the way.
  await menu('Dashboard').click();
  reached('Dashboard');
  await expect(checklist.getByText(/Tudo pronto!/)).toBeVisible();
  await expect(checklist.getByRole('meter', { name: 'Progresso da ativação' })).toHaveAttribute(
    'aria-valuetext',
    '5 de 5 concluídos',
  );
  return { email: buyer.email, phone: buyer.phone };
}
