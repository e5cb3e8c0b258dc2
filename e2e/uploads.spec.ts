// Media uploads on "Fluxo do Agente" (docs/panel-screens.md#media): each kind the panel accepts goes up
// through the screen, is listed and plays from the address the server serves it at; a file whose content is
// not what its name says, or a kind the panel does not take, shows its message and adds nothing.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { bearer, createProduct, DEMO_ASSETS } from './support/api.ts';
import { productPaths } from './support/content.ts';
import { expect, test } from './support/fixtures.ts';
import { openPanelWithToken } from './support/session.ts';

/** The demo files, one per accepted extension the demo set has, with what the server must serve them as. */
const FILES = [
  { file: 'produto.png', title: 'Foto do produto', kind: 'imagem', contentType: 'image/png' },
  { file: 'banner.jpg', title: 'Banner da oferta', kind: 'imagem', contentType: 'image/jpeg' },
  { file: 'video-demonstracao.mp4', title: 'Vídeo de demonstração', kind: 'video', contentType: 'video/mp4' },
  { file: 'audio-boas-vindas.mp3', title: 'Áudio de boas-vindas', kind: 'audio', contentType: 'audio/mpeg' },
  { file: 'audio-explicacao.ogg', title: 'Áudio de explicação', kind: 'audio', contentType: 'audio/ogg' },
  { file: 'catalogo.pdf', title: 'Catálogo em PDF', kind: 'pdf', contentType: 'application/pdf' },
] as const;

/** The kinds as the screen names them (the API keeps imagem, video, audio, pdf). */
const KIND_LABELS = { imagem: 'Imagem', video: 'Vídeo', audio: 'Áudio', pdf: 'PDF' } as const;

/** HTMLMediaElement.HAVE_METADATA: the player knows the file's duration and can play it. */
const HTML_HAVE_METADATA = 1;

const NOT_ALLOWED =
  'Tipo de arquivo não permitido. Formatos aceitos: .mp4, .mp3, .ogg, .opus, .png, .jpg, .jpeg, .pdf';

function uploadForm(page: Page) {
  const form = page.getByRole('form', { name: 'Enviar mídia' });
  return {
    form,
    /** Picks a file through the system file chooser the "Selecionar arquivo" button opens. */
    choose: async (file: string | { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Selecionar arquivo' }).click();
      await (await chooser).setFiles(file);
    },
    title: form.getByRole('textbox', { name: 'Título' }),
    submit: form.getByRole('button', { name: 'Enviar mídia' }),
  };
}

const library = (page: Page) => page.getByRole('list', { name: 'Mídias do produto' });
const libraryItem = (page: Page, title: string) =>
  library(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The element that shows the file, and the address it loads it from. */
async function preview(
  item: Locator,
  kind: string,
  title: string,
): Promise<{ element: Locator; src: string }> {
  const element =
    kind === 'imagem'
      ? item.getByRole('img', { name: title })
      : kind === 'pdf'
        ? item.getByRole('link', { name: /Abrir PDF/ })
        : item.getByLabel(title, { exact: true });
  await element.scrollIntoViewIfNeeded();
  const src = await element.getAttribute(kind === 'pdf' ? 'href' : 'src');
  if (!src) throw new Error(`a mídia ${title} não tem endereço`);
  return { element, src };
}

test('each accepted kind is uploaded through the screen, listed, served and playable', async ({
  page,
  request,
  customer,
  baseURL,
}) => {
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const product = await createProduct(request, customer.token);
  await openPanelWithToken(page, customer.token, productPaths.flow(product.id));
  await expect(page.getByText('Nenhuma mídia cadastrada.')).toBeVisible();
  const upload = uploadForm(page);

  // File and title are required; the media is this screen's product, so the form does not ask for one.
  await expect(upload.form.getByText('Produto', { exact: true })).toHaveCount(0);
  await upload.submit.click();
  await expect(upload.form.getByText('Selecione um arquivo para upload')).toBeVisible();
  await expect(upload.form.getByText('O título é obrigatório')).toBeVisible();

  for (const { file, title } of FILES) {
    await upload.choose(path.join(DEMO_ASSETS, file));
    await expect(upload.form.getByText(file)).toBeVisible();
    // The title starts as the file's name without its extension; the seller can change it.
    await expect(upload.title).toHaveValue(file.replace(/\.[^.]+$/, ''));
    await upload.title.fill(title);
    await upload.submit.click();
    await expect(page.getByText('Mídia enviada com sucesso!')).toBeVisible();
    await expect(libraryItem(page, title)).toBeVisible();
    // The form is cleared for the next file.
    await expect(upload.title).toHaveValue('');
    await expect(upload.form.getByText('Nenhum arquivo selecionado')).toBeVisible();
  }

  await page.reload();
  await expect(library(page).getByRole('listitem')).toHaveCount(FILES.length);
  for (const { title, kind, contentType } of FILES) {
    const item = libraryItem(page, title);
    await expect(item).toContainText(KIND_LABELS[kind]);
    const { element, src } = await preview(item, kind, title);
    expect(src).toMatch(/\/uploads\/midias\/[^/]+$/);
    const served = await page.request.get(src);
    expect(served.status(), src).toBe(200);
    expect(served.headers()['content-type']).toContain(contentType);

    if (kind === 'imagem') {
      await expect
        .poll(() => element.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    } else if (kind === 'video' || kind === 'audio') {
      // The browser read the file's metadata: the player can play it.
      await expect
        .poll(() => element.evaluate((media: HTMLMediaElement) => (media.error ? -1 : media.readyState)))
        .toBeGreaterThanOrEqual(HTML_HAVE_METADATA);
      await expect
        .poll(() => element.evaluate((media: HTMLMediaElement) => media.duration))
        .toBeGreaterThan(0);
    } else {
      await expect(element).toHaveAttribute('target', '_blank');
    }
  }

  const stored = await request.get(`/api/midias?id_produto=${product.id}`, {
    headers: bearer(customer.token),
  });
  const { medias } = (await stored.json()) as { medias: { id: number; titulo: string; tipo: string }[] };

  // The ID is not on the card: it and "Copiar ID" are in the item's "Mais ações" menu, by keyboard too.
  const catalog = libraryItem(page, 'Catálogo em PDF');
  const catalogId = medias.find((media) => media.titulo === 'Catálogo em PDF')?.id;
  await expect(catalog).not.toContainText(`ID: ${catalogId}`);
  await catalog.getByRole('button', { name: 'Mais ações (Catálogo em PDF)' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Mais ações (Catálogo em PDF)' });
  const copyId = menu.getByRole('menuitem', { name: 'Copiar ID' });
  await expect(copyId).toBeFocused();
  await expect(menu.getByText(`ID: ${catalogId}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(catalog.getByRole('status')).toHaveText('Copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(catalogId));
  expect(
    medias.map(({ titulo, tipo }) => ({ titulo, tipo })).sort((a, b) => a.titulo.localeCompare(b.titulo)),
  ).toEqual(
    FILES.map(({ title, kind }) => ({ titulo: title, tipo: kind })).sort((a, b) =>
      a.titulo.localeCompare(b.titulo),
    ),
  );
});

test('a renamed file and a kind the panel does not take are refused with the spec message', async ({
  page,
  request,
  customer,
}) => {
  const product = await createProduct(request, customer.token);
  await openPanelWithToken(page, customer.token, productPaths.flow(product.id));
  await expect(page.getByText('Nenhuma mídia cadastrada.')).toBeVisible();
  const upload = uploadForm(page);

  // A text file renamed to .png: the name and the browser's type say image, the server reads the content.
  await upload.choose({
    name: 'foto-falsa.png',
    mimeType: 'image/png',
    buffer: Buffer.from('isto não é uma imagem, é um arquivo de texto renomeado\n'),
  });
  await upload.title.fill('Foto falsa');
  await upload.submit.click();
  await expect(upload.form.getByText(NOT_ALLOWED)).toBeVisible();
  await expect(page.getByText('Mídia enviada com sucesso!')).toHaveCount(0);

  // An extension outside the list is refused as soon as it is picked, before any call.
  await upload.choose({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('notas') });
  await expect(upload.form.getByText(NOT_ALLOWED)).toBeVisible();

  await page.reload();
  await expect(page.getByText('Nenhuma mídia cadastrada.')).toBeVisible();
  const stored = await request.get(`/api/midias?id_produto=${product.id}`, {
    headers: bearer(customer.token),
  });
  expect(((await stored.json()) as { medias: unknown[] }).medias).toEqual([]);
});
