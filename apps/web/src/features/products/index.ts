// What other features use of the products feature: home's merchandising rows show its cards, link to its list and
// skip the featured products; its hero shows a featured product's price.
export { selectFeaturedProducts } from './api/products-api';
export { ProductCard, type ProductActions } from './components/product-card';
export { ProductPrice } from './components/product-price';
export { listingHref, toSearchParams, type ListingQuery } from './listing-query';
