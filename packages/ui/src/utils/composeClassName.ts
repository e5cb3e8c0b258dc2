import { composeRenderProps } from 'react-aria-components';

/**
 * Merges a component's own class with the caller's `className`, which RAC allows to be a string
 * or a function of the render props (e.g. `({ isSelected }) => …`).
 */
export function composeClassName<T>(
  className: string | ((values: T) => string) | undefined,
  ownClassName: string,
): string | ((values: T) => string) {
  return composeRenderProps(className, (callerClassName) =>
    callerClassName ? `${ownClassName} ${callerClassName}` : ownClassName,
  );
}

/** Joins class names, skipping empty values. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
