import type { PageModule } from '../types';

/**
 * The admin's page modules, in a chunk of their own that only an admin route loads: their preload lists
 * (the editor's many chunks) then stay out of the route table every public page carries.
 */
export const adminPages = import.meta.glob<PageModule>('./*Page.tsx');
