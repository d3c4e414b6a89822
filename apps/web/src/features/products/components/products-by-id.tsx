import { ProductCard, ProductCardSkeleton, type ProductActions } from './product-card';
import { useGetProductQuery } from '../api/products-api';

function ProductById({ id, actions, headingLevel }: { id: string; actions: ProductActions; headingLevel: 2 | 3 }) {
  const { currentData, isError } = useGetProductQuery(id);
  // A product that is no longer sold just drops out of the list.
  if (isError) return null;
  return (
    <li>{currentData ? <ProductCard product={currentData} actions={actions} headingLevel={headingLevel} /> : <ProductCardSkeleton />}</li>
  );
}

/** Cards for a list of product ids (the wishlist, recently viewed), each fetched by id. */
export function ProductsById({
  ids,
  actions,
  headingLevel = 2,
}: {
  ids: readonly string[];
  actions: ProductActions;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul role="list" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {ids.map((id) => (
        <ProductById key={id} id={id} actions={actions} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
