import { PATHS } from '../../paths.ts';
import { PaginaNaoEncontradaView } from './PaginaNaoEncontradaView.tsx';

/** Any /panel address no screen answers, for a logged-in user. */
export default function PaginaNaoEncontradaScreen() {
  return <PaginaNaoEncontradaView homeHref={PATHS.dashboard} />;
}
