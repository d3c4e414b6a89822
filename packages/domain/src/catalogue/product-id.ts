import { z } from 'zod';

/**
 * A product id, the catalogue's own rule: what the import format, the cart and every route take. A module of
 * its own so that a schema naming a product id (the cart's, the settings') does not bring the whole import
 * format into the bundle that needs it (ADR 0011).
 */
export const productIdText = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._~-]+$/, 'may only contain letters, digits and . _ ~ -');
