export { CommandList, type CommandListItem, type CommandListProps } from './CommandList.tsx';
