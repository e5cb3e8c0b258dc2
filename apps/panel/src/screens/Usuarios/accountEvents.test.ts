import { describe, expect, it } from 'vitest';
import { toAccountEventItem } from './accountEvents.ts';

const pro = {
  nome_plan: 'Pro',
  id_plan: 'pro',
  valor_plan: 247,
  conversas_plano: 600,
  renovation_date: '2026-11-10T15:00:00.000Z',
  expiration_acess: '2026-12-10T15:00:00.000Z',
};

describe('toAccountEventItem: a plan change', () => {
  it('says what the plan was and became, only the parts that changed, and who changed it', () => {
    const item = toAccountEventItem({
      tipo: 'alteracao_plano',
      id: 7,
      admin_name: 'Administrador',
      admin_email: 'admin@exemplo.com.br',
      changed_at: '2026-11-20T15:00:00.000Z',
      antes: pro,
      depois: { ...pro, nome_plan: 'Advanced', id_plan: 'advanced', conversas_plano: 1000 },
    });
    expect(item).toMatchObject({
      id: 'plano-7',
      event: 'Plano alterado pelo administrador',
      outcome: 'Plano alterado',
      details:
        'Pro (600 leads por mês) → Advanced (1000 leads por mês) · por Administrador (admin@exemplo.com.br)',
    });
  });

  it('names a new expiry date and a removed administrator', () => {
    const item = toAccountEventItem({
      tipo: 'alteracao_plano',
      id: 8,
      admin_name: null,
      admin_email: null,
      changed_at: '2026-11-20T15:00:00.000Z',
      antes: { ...pro, expiration_acess: null },
      depois: pro,
    });
    expect(item.details).toBe('sem data de expiração → expira em 10/12/2026 · por um administrador removido');
  });
});
