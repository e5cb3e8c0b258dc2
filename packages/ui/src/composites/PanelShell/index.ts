export { PanelShell, type PanelShellProps } from './PanelShell.tsx';
