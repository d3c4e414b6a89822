/**
 * What the assistant says of the catalogue as a whole, worked out from the catalogue service's category,
 * subcategory and brand counts (`CatalogService.facetValues`): the words it turns into filters, what the
 * shop mostly sells, the brands with the most products.
 */
import type { CatalogueVocabulary } from '@cartwise/domain/assistant/understand';
import type { FacetValues } from '../../catalog/catalog-index.ts';

/** Names in one order on every engine: by code unit, as the catalogue index sorts names. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const vocabularies = new WeakMap<FacetValues, Pick<CatalogueVocabulary, 'categories' | 'subcategories' | 'brands'>>();

/**
 * The catalogue's category, subcategory (with its category) and brand names: the words `understand` turns into
 * filters. Worked out once per set of counts, which the catalogue keeps until a product's text changes.
 */
export function vocabularyOf(values: FacetValues): Pick<CatalogueVocabulary, 'categories' | 'subcategories' | 'brands'> {
  let vocabulary = vocabularies.get(values);
  if (!vocabulary) {
    vocabulary = {
      categories: values.categories.map((c) => c.name).sort(byName),
      subcategories: values.subcategories
        .map((s) => ({ name: s.name, category: s.category }))
        .sort((a, b) => byName(a.category, b.category) || byName(a.name, b.name)),
      brands: values.brands.map((b) => b.name).sort(byName),
    };
    vocabularies.set(values, vocabulary);
  }
  return vocabulary;
}

/** The `limit` names with the most products, most first, ties by name; the empty name is none. */
function largest(counts: Iterable<{ name: string; count: number }>, limit: number): { name: string; count: number }[] {
  const byNameCount = new Map<string, number>();
  for (const { name, count } of counts) if (name !== '') byNameCount.set(name, (byNameCount.get(name) ?? 0) + count);
  return [...byNameCount]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || byName(a.name, b.name))
    .slice(0, limit);
}

/** The subcategories with the most products (the same name in two categories counts once), most first. */
export function largestSubcategories(values: FacetValues, limit: number): string[] {
  return largest(values.subcategories, limit).map((s) => s.name);
}

/** The brands with the most products, most first, with their counts, and how many brands there are. */
export function largestBrands(values: FacetValues, limit: number): { brands: { name: string; count: number }[]; total: number } {
  const named = values.brands.filter((b) => b.name !== '');
  return { brands: largest(named, limit), total: named.length };
}
