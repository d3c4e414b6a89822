/**
 * The products to feature from the list's first page: those in stock first, in the list's order, then the
 * rest; a shop window does not lead with something nobody can buy.
 */
export function featuredProducts<P extends { inStock: boolean }>(products: readonly P[], count: number): P[] {
  return [...products.filter((p) => p.inStock), ...products.filter((p) => !p.inStock)].slice(0, count);
}
