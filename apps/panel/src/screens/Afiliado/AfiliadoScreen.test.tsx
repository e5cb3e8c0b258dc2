import { createSiteConfig } from '@agente/rules';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { setSiteConfig } from '../../testing/siteConfig.ts';
import AfiliadoScreen from './AfiliadoScreen.tsx';

const PROGRAM = 'https://afiliados.exemplo.com/programa/agente';

beforeEach(() =>
  setSiteConfig(
    createSiteConfig({
      AFFILIATE_PROGRAM_URL: PROGRAM,
      AFFILIATE_SUPPORT_MATERIAL_URL: 'javascript:alert(1)',
      VIDEO_AFFILIATE_URL: '/demo/demo.mp4',
    }),
  ),
);

describe('AfiliadoScreen', () => {
  it('shows the title, the video and only the links that are configured and valid', () => {
    renderScreen(AfiliadoScreen, { route: '/panel/seja-afiliado', path: '/panel/seja-afiliado' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seja um Afiliado' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Assistir: Como funciona o programa de afiliados' }),
    ).toBeInTheDocument();
    const join = screen.getByRole('link', { name: /Quero ser afiliado/ });
    expect(join).toHaveAttribute('href', PROGRAM);
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    // An address that is not http(s) is dropped: no link at all.
    expect(screen.queryByRole('link', { name: /Material de apoio/ })).not.toBeInTheDocument();
  });
});
