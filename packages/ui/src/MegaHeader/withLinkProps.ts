import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type Props = Record<string, unknown>;

const isHandler = (name: string) => /^on[A-Z]/.test(name);

/**
 * Adds attributes and event handlers to the element a link renderer returned (an anchor, or a router's
 * link component, which passes unknown props on to its anchor). The renderer's own props win; where both
 * have a handler, the renderer's runs first.
 */
export function withLinkProps(link: ReactNode, extra: object): ReactNode {
  if (!isValidElement(link)) return link;
  const element = link as ReactElement<Props>;
  const added: Props = {};
  for (const [name, value] of Object.entries(extra)) {
    const own = element.props[name];
    if (own === undefined) added[name] = value;
    else if (isHandler(name) && typeof own === 'function' && typeof value === 'function') {
      added[name] = (...args: unknown[]) => {
        own(...args);
        value(...args);
      };
    }
  }
  return cloneElement(element, added);
}
