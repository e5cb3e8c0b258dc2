import { ADMIN_USER_ID } from '@agente/rules';
import { Spinner } from '@agente/ui';
import { useSession } from '../../app/session.tsx';
import { UsuariosAdmin } from './UsuariosAdmin.tsx';
import { AcessoRestritoView } from './UsuariosView.tsx';
import { USUARIOS_COPY as COPY } from './usuarios.copy.ts';

/** /panel/usuarios — account management (docs/admin.md); anyone but the administrator sees 'Acesso restrito.' */
export default function UsuariosScreen() {
  const { user } = useSession();
  if (!user) return <Spinner aria-label={COPY.loading} />;
  if (user.id !== ADMIN_USER_ID) return <AcessoRestritoView />;
  return <UsuariosAdmin />;
}
