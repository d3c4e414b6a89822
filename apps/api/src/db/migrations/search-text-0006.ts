/**
 * `search_text` as migration 0006 wrote it, frozen here: the application no longer computes it (ADR 0016), and
 * a migration must keep writing what it wrote when it shipped, whatever today's code does.
 */

const JOINS = /\b(?<!\w{4})-\b|\b-\b(?!\w{4})|\b(\w\w) (?=[^\Waeiou]\w\b)/g;

export function searchText0006(product: { name: string; description: string; category: string; brand: string }): string {
  return [product.name, product.description, product.category, product.brand].join('\n').toLowerCase().replace(JOINS, '$1');
}
