/**
 * What `main.tsx` needs from the app in its third step (the routes and their components), in one import
 * so the step is one chunk: the router, the app around it, and a guest's empty lists.
 */
export { ClientApp } from './client-app';
export { refreshShopperOnReturn, startGuestShopper } from './guest-shopper';
export { createAppRouter, createRoutes, resolveLazyRoutes } from './router';
