import { createSiteConfig } from '@agente/rules';
import { UiProvider } from '@agente/ui';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeView } from './HomeView.tsx';

const CONFIGURED = createSiteConfig({
  CHECKOUT_URL_BASIC: 'https://pay.exemplo.com.br/basic',
  CHECKOUT_URL_PRO: 'https://pay.exemplo.com.br/pro',
  CHECKOUT_URL_ADVANCED: 'https://pay.exemplo.com.br/advanced',
  SUPPORT_WHATSAPP_NUMBER: '55 11 99999-8888',
  CONTACT_EMAIL: 'contato@exemplo.com.br',
  SOCIAL_PROFILE_URL: 'https://www.instagram.com/exemplo',
  VIDEO_DEMO_URL: 'https://www.youtube-nocookie.com/embed/abc',
});

function renderHome(config = CONFIGURED) {
  return render(
    <UiProvider>
      <HomeView config={config} />
    </UiProvider>,
  );
}

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} missing`);
  return element;
}

describe('HomeView', () => {
  it('has the sections the header menu scrolls to', () => {
    renderHome();
    for (const id of ['funcionalidades', 'como-funciona', 'depoimentos', 'planos', 'ativacao', 'duvidas']) {
      expect(section(id).tagName).toBe('SECTION');
    }
    expect(within(section('como-funciona')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('sends each plan button to its own checkout link from the configuration', () => {
    renderHome();
    const plans = within(section('planos'));
    expect(plans.getByRole('link', { name: 'Quero o plano Basic' })).toHaveAttribute(
      'href',
      'https://pay.exemplo.com.br/basic',
    );
    expect(plans.getByRole('link', { name: 'Quero o plano Pro' })).toHaveAttribute(
      'href',
      'https://pay.exemplo.com.br/pro',
    );
    expect(plans.getByRole('link', { name: 'Quero o plano Advanced' })).toHaveAttribute(
      'href',
      'https://pay.exemplo.com.br/advanced',
    );
  });

  it('shows no plan button, contact link or support button whose address is unset', () => {
    renderHome(createSiteConfig({}));
    expect(within(section('planos')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /e-mail/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /redes sociais/ })).toBeNull();
  });

  it('opens the support chat with the prefilled text, and links the social profile and the mail', () => {
    renderHome();
    expect(screen.getByRole('link', { name: /Falar com o suporte no WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/5511999998888?text=${encodeURIComponent('Olá! Vim pelo site e tenho uma dúvida.')}`,
    );
    expect(screen.getByRole('link', { name: /e-mail/ })).toHaveAttribute(
      'href',
      'mailto:contato@exemplo.com.br',
    );
    expect(screen.getByRole('link', { name: /redes sociais/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/exemplo',
    );
  });

  it('loads nothing from the video host before the demo is pressed', () => {
    renderHome();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Assistir ao vídeo de demonstração' })).toBeInTheDocument();
  });

  it('lists the prices with the former ones struck through, and tags Pro as the best seller', () => {
    renderHome();
    const plans = section('planos');
    const struck = [...plans.querySelectorAll('s')].map((element) =>
      element.textContent?.replace(/\s/g, ' '),
    );
    expect(struck).toEqual(['R$ 167,00', 'R$ 267,00', 'R$ 427,00']);
    const pro = within(plans).getByRole('heading', { name: 'Pro' }).closest('li');
    expect(within(pro as HTMLElement).getByText('Mais vendido')).toBeInTheDocument();
  });

  it('shows the product in the hero: the panel’s conversations and a conversation the agent leads', () => {
    renderHome();
    const hero = within(screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement);
    const preview = hero.getByRole('figure', { name: /O painel do Agente/ });
    expect(within(preview).getByText('Aguardando você')).toBeInTheDocument();
    expect(within(preview).getByRole('figure', { name: /Júlia/ })).toBeInTheDocument();
    expect(hero.queryByRole('button', { name: 'Assistir ao vídeo de demonstração' })).toBeNull();
  });

  it('leads each plan with its lead quota and lists what every plan includes once', () => {
    renderHome();
    const plans = within(section('planos'));
    expect(plans.getByRole('heading', { name: 'Todos os planos incluem' })).toBeInTheDocument();
    expect(plans.getAllByText('Agente no WhatsApp')).toHaveLength(1);
    const basic = plans.getByRole('heading', { name: 'Basic' }).closest('li') as HTMLElement;
    const text = basic.textContent ?? '';
    expect(text.indexOf('300 leads por mês')).toBeLessThan(text.indexOf('147,00'));
  });

  it('shows the configured written testimonials with name, business and result', () => {
    renderHome(
      createSiteConfig({
        TESTIMONIAL_1_QUOTE: 'Parei de perder cliente no fim de semana.',
        TESTIMONIAL_1_NAME: 'Carlos Lima',
        TESTIMONIAL_1_BUSINESS: 'Oficina do Carlos',
        TESTIMONIAL_1_RESULT: '2x mais orçamentos',
      }),
    );
    const testimonials = within(section('depoimentos'));
    expect(testimonials.getByText('“Parei de perder cliente no fim de semana.”')).toBeInTheDocument();
    expect(testimonials.getByText('Carlos Lima')).toBeInTheDocument();
    expect(testimonials.getByText('Oficina do Carlos')).toBeInTheDocument();
    expect(testimonials.getByText('2x mais orçamentos')).toBeInTheDocument();
    expect(testimonials.getByText('Quem usa conta como o agente mudou o atendimento.')).toBeInTheDocument();
  });

  it('shows the agent at work, and no placeholder names, until testimonials are configured', () => {
    renderHome(createSiteConfig({}));
    const testimonials = within(section('depoimentos'));
    expect(testimonials.queryByText(/Depoimento \d/)).toBeNull();
    expect(testimonials.getByRole('figure', { name: 'Exemplo de conversa' })).toBeInTheDocument();
    expect(testimonials.getByText(/Veja como o agente conduz uma conversa/)).toBeInTheDocument();
  });
});
