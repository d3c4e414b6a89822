// What other features use of the products feature: home's merchandising rows show its cards and link to its list.
export { ProductCard, type ProductActions } from './components/product-card';
export { listingHref, toSearchParams, type ListingQuery } from './listing-query';
