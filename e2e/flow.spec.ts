// "Fluxo do Agente" of a product (docs/panel-screens.md#flow-steps): a step composed of a media, an offer, a
// pause and text, saved and read back after a reload in the fixed order; a second step moved by keyboard, the
// order kept.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createFlowStep, createOffer, createProduct, DEMO_ASSETS, uploadMedia } from './support/api.ts';
import { productPaths } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';

const stepsList = (page: Page) => page.getByRole('list', { name: 'Etapas do fluxo' });
/** The steps' titles and texts in the order the screen shows them. */
const stepTexts = (page: Page) => stepsList(page).getByRole('listitem').getByRole('paragraph');

test('a step holding a media, an offer and a pause is saved and shown again after a reload', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await uploadMedia(request, customer.token, product.id, 'produto.png', 'imagem', 'Foto do kit');
  await createOffer(request, customer.token, product.id, 97.5);
  await openPanelWithToken(page, customer.token, productPaths.flow(product.id));

  await expect(page.getByRole('heading', { level: 1, name: 'Fluxo do Agente' })).toBeVisible();
  await expect(
    page.getByText('Cada etapa pode ter no máximo 4 mídias, e o fluxo pode ter no máximo 15 etapas.'),
  ).toBeVisible();
  await expect(page.getByText('Nenhuma etapa cadastrada. Crie a primeira etapa abaixo.')).toBeVisible();
  await expect(page.getByText('0 de 15 etapas')).toBeVisible();

  const composer = page.getByRole('form', { name: 'Nova etapa' });
  const submit = composer.getByRole('button', { name: 'Adicionar etapa' });
  await expect(submit).toBeDisabled();

  // Added in the "wrong" order on purpose: the step is shown media, offers, pause, then text.
  await composer.getByRole('button', { name: 'Pausar agente' }).click();
  await expect(composer.getByRole('button', { name: 'Pausar agente' })).toBeDisabled();

  await composer.getByRole('button', { name: 'Adicionar oferta' }).click();
  const offerPicker = page.getByRole('dialog', { name: 'Selecionar oferta' });
  await offerPicker.getByRole('option', { name: /R\$ 97,50/ }).click();
  await expect(offerPicker).toBeHidden();

  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  const mediaPicker = page.getByRole('dialog', { name: 'Selecionar mídia' });
  // Each media opens on a thumbnail (an image shows itself) and its kind in Portuguese.
  await expect(mediaPicker.getByRole('option', { name: /Foto do kit/ })).toContainText('Imagem');
  const thumbnail = mediaPicker.getByRole('option', { name: /Foto do kit/ }).locator('img');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await mediaPicker.getByRole('option', { name: /Foto do kit/ }).click();
  await expect(mediaPicker).toBeHidden();
  // The same media cannot go twice into one step.
  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  await expect(mediaPicker.getByRole('option', { name: /Foto do kit/ })).toContainText('Já está na etapa');
  await expect(mediaPicker.getByRole('option', { name: /Foto do kit/ })).toBeDisabled();
  await mediaPicker.getByRole('button', { name: 'Fechar' }).click();
  await expect(mediaPicker).toBeHidden();

  const texto = 'Olá! Este é o kit completo, com frete grátis hoje.';
  await composer.getByRole('textbox', { name: 'Texto da etapa' }).fill(texto);
  await expect(composer.getByText(`${texto.length}/400`)).toBeVisible();
  await submit.click();
  await expect(page.getByText('Etapa adicionada com sucesso!')).toBeVisible();
  await expect(page.getByText('1 de 15 etapas')).toBeVisible();

  await page.reload();
  const step = stepsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Etapa 1' }) });
  await expect(step.getByRole('list', { name: 'Itens da etapa' }).getByRole('listitem')).toHaveText([
    'Mídia: Foto do kit (Imagem)',
    'Oferta: R$ 97,50',
    'Pausar agente',
  ]);
  await expect(step.getByRole('paragraph')).toHaveText(texto);
  // The composer is empty again, ready for the next step.
  await expect(
    page.getByRole('form', { name: 'Nova etapa' }).getByRole('list', { name: 'Itens da etapa' }),
  ).toHaveCount(0);
});

test('a second step is added and moved up by keyboard; the new order survives a reload', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await createFlowStep(request, customer.token, product.id, 'Primeira mensagem: boas-vindas.');
  await openPanelWithToken(page, customer.token, productPaths.flow(product.id));
  await expect(stepTexts(page)).toHaveText(['Primeira mensagem: boas-vindas.']);

  const composer = page.getByRole('form', { name: 'Nova etapa' });
  await composer.getByRole('textbox', { name: 'Texto da etapa' }).fill('Segunda mensagem: a oferta.');
  await composer.getByRole('button', { name: 'Adicionar etapa' }).click();
  await expect(page.getByText('Etapa adicionada com sucesso!')).toBeVisible();
  await expect(stepTexts(page)).toHaveText([
    'Primeira mensagem: boas-vindas.',
    'Segunda mensagem: a oferta.',
  ]);

  // The ends cannot move further.
  await expect(page.getByRole('button', { name: 'Mover para cima (Etapa 1)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mover para baixo (Etapa 2)' })).toBeDisabled();

  const moveUp = page.getByRole('button', { name: 'Mover para cima (Etapa 2)' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(stepTexts(page)).toHaveText([
    'Segunda mensagem: a oferta.',
    'Primeira mensagem: boas-vindas.',
  ]);

  await page.reload();
  await expect(stepTexts(page)).toHaveText([
    'Segunda mensagem: a oferta.',
    'Primeira mensagem: boas-vindas.',
  ]);
  await expect(page.getByRole('button', { name: 'Mover para cima (Etapa 1)' })).toBeDisabled();

  // And back with Space on "move down", again kept by the server.
  await page.getByRole('button', { name: 'Mover para baixo (Etapa 1)' }).focus();
  await page.keyboard.press('Space');
  await expect(stepTexts(page)).toHaveText([
    'Primeira mensagem: boas-vindas.',
    'Segunda mensagem: a oferta.',
  ]);
  await page.reload();
  await expect(stepTexts(page)).toHaveText([
    'Primeira mensagem: boas-vindas.',
    'Segunda mensagem: a oferta.',
  ]);
});

test('a named offer is created on Ofertas, listed by its name and shown by name in the flow picker and chips', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await createOffer(request, customer.token, product.id, 49.9);
  await openPanelWithToken(page, customer.token, `/panel/ofertas/${product.id}`);

  const form = page.getByRole('form', { name: 'Nova oferta' });
  await form.getByRole('textbox', { name: 'Nome da oferta' }).fill('Kit 3 frascos');
  await form.getByRole('textbox', { name: 'Preço' }).fill('97,90');
  await form.getByRole('textbox', { name: 'Link' }).fill('pay.exemplo.com.br/kit-3');
  await form.getByRole('button', { name: 'Cadastrar oferta' }).click();
  await expect(page.getByText('Oferta cadastrada com sucesso!')).toBeVisible();

  await page.reload();
  const offers = page.getByRole('list', { name: 'Ofertas cadastradas' }).getByRole('listitem');
  // The unnamed offer shows its price alone; the named one its name above the price.
  await expect(offers.nth(0)).toContainText('R$ 49,90');
  await expect(offers.nth(1)).toContainText('Kit 3 frascosR$ 97,90');
  await expect(page.getByRole('button', { name: 'Editar: Kit 3 frascos — R$ 97,90' })).toBeVisible();

  await openPanelWithToken(page, customer.token, productPaths.flow(product.id));
  const composer = page.getByRole('form', { name: 'Nova etapa' });
  await composer.getByRole('button', { name: 'Adicionar oferta' }).click();
  const offerPicker = page.getByRole('dialog', { name: 'Selecionar oferta' });
  await expect(offerPicker.getByRole('option', { name: /^R\$ 49,90/ })).toBeVisible();
  await offerPicker.getByRole('option', { name: /^Kit 3 frascos — R\$ 97,90/ }).click();
  await expect(offerPicker).toBeHidden();
  await composer.getByRole('textbox', { name: 'Texto da etapa' }).fill('Aproveite o kit.');
  await composer.getByRole('button', { name: 'Adicionar etapa' }).click();
  await expect(page.getByText('Etapa adicionada com sucesso!')).toBeVisible();

  await page.reload();
  const step = stepsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Etapa 1' }) });
  await expect(step.getByRole('list', { name: 'Itens da etapa' }).getByRole('listitem')).toHaveText([
    'Oferta: Kit 3 frascos — R$ 97,90',
  ]);
});

test("@responsive a media uploaded from inside the step's picker is added to the step and to the product", async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await openPanelWithToken(page, customer.token, productPaths.flow(product.id));
  const composer = page.getByRole('form', { name: 'Nova etapa' });
  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  const picker = page.getByRole('dialog', { name: 'Selecionar mídia' });
  // No media yet: the picker says so and offers the upload right there, not a trip to another section.
  await expect(
    picker.getByText('Nenhuma mídia cadastrada para este produto. Envie a primeira abaixo.'),
  ).toBeVisible();
  const form = picker.getByRole('form', { name: 'Enviar nova mídia' });
  await expect(form.getByText('Produto', { exact: true })).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Selecionar arquivo' }).click();
  await (await chooser).setFiles(path.join(DEMO_ASSETS, 'produto.png'));
  await form.getByRole('textbox', { name: 'Título' }).fill('Kit na bancada');
  await form.getByRole('button', { name: 'Enviar e adicionar' }).click();

  // Picked at once: the picker closes and the step shows the new media.
  await expect(picker).toBeHidden();
  await expect(composer.getByRole('list', { name: 'Itens da etapa' }).getByRole('listitem')).toHaveText([
    'Mídia: Kit na bancada (Imagem)',
  ]);
  await expect(
    page.getByRole('list', { name: 'Mídias do produto' }).getByRole('heading', { name: 'Kit na bancada' }),
  ).toBeVisible();
  await composer.getByRole('textbox', { name: 'Texto da etapa' }).fill('Veja o kit.');
  await composer.getByRole('button', { name: 'Adicionar etapa' }).click();
  await expect(page.getByText('Etapa adicionada com sucesso!')).toBeVisible();
  await page.reload();
  await expect(
    stepsList(page).getByRole('list', { name: 'Itens da etapa' }).getByRole('listitem'),
  ).toHaveText(['Mídia: Kit na bancada (Imagem)']);
});
