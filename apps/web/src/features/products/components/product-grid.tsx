import type { Product } from '@cartwise/domain/catalogue/product';
import { Suspense } from 'react';
import { ProductCard, ProductCardSkeleton, type ProductActions } from './product-card';

const gridClass = {
  // Two to a row on a phone, as shops do: one filled the screen, a scroll per product.
  3: 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3',
  4: 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4',
  // A shop window's row: all of it in the first screen of a laptop.
  6: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6',
  // Home's row beside its hero's spotlight: from `lg`, where the spotlight shows one of the six, five to a row.
  5: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5',
};

/** Home's six from `lg` up, where the hero's spotlight shows one of them: its card leaves the row there. */
const spotlitClass = 'lg:hidden';

interface ProductGridProps {
  products: readonly Product[];
  actions: ProductActions;
  headingLevel?: 2 | 3;
  /** How many cards, from the first, load their picture at once (the first with high priority). */
  eagerCount?: number;
  columns?: keyof typeof gridClass;
  /** Whether cards name their category: not on a category's own page. */
  showCategory?: boolean;
  /** The product the hero's spotlight shows from `lg` up (with `columns={5}`): its card is left out there. */
  spotlitId?: string;
}

export function ProductGrid({ products, actions, headingLevel, eagerCount = 4, columns = 4, showCategory, spotlitId }: ProductGridProps) {
  return (
    <ul role="list" className={gridClass[columns]}>
      {products.map((product, index) => {
        const card = (
          <li key={product.id} className={product.id === spotlitId ? spotlitClass : undefined}>
            <ProductCard
              product={product}
              actions={actions}
              headingLevel={headingLevel}
              eager={index < eagerCount}
              priority={index === 0 && eagerCount > 0}
              showCategory={showCategory}
            />
          </li>
        );
        // Past the first cards, each card is a Suspense boundary (nothing in it suspends): React hydrates a
        // server-drawn boundary after the rest of the page, in a commit of its own, which keeps the page's
        // start-up tasks short (Lighthouse's Total Blocking Time). A click on one before then is replayed.
        return index < eagerCount ? card : <Suspense key={product.id}>{card}</Suspense>;
      })}
    </ul>
  );
}

export function ProductGridSkeleton({ count, columns = 4 }: { count: number; columns?: keyof typeof gridClass }) {
  return (
    <ul role="list" aria-hidden="true" className={gridClass[columns]}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={columns === 5 && i === 0 ? spotlitClass : undefined}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
