import type { Language, Namespace, PageKey } from '@company/content';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/** Every page module's default export takes the key of the page it shows (shared modules serve several). */
export interface PageProps {
  pageKey: PageKey;
}

/** Where a page is: its route's key, parameters, URL and language. */
export interface PageLocation extends PageProps {
  params: Params;
  url: URL;
  language: Language;
}

/**
 * What a page reads, started into `client` (with the `queryOptions` its components read with): the server
 * reads it all before it renders the page, once.
 */
export type PageReads = (page: PageLocation, client: QueryClient) => Promise<unknown>[];

/** The translation namespaces a page shows besides the page frame's (see `PageModule.namespaces`). */
export type PageNamespaces = readonly Namespace[];

export interface PageModule {
  default: ComponentType<PageProps>;
  reads?: PageReads;
  /**
   * The translation namespaces the page shows besides the page frame's (`layoutNamespaces`): its route loads
   * them before it renders. Without it the page gets every namespace (the admin's screens).
   */
  namespaces?: PageNamespaces;
}
