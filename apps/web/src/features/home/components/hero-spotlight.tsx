import type { Product } from '@cartwise/domain/catalogue/product';
import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { ProductPrice } from '@/features/products';

/**
 * Home's hero on a laptop: beside the title, the shop window's headliner (`spotlightProduct`), its picture, name
 * and price, one link to its page. Not on smaller screens, where the featured cards follow the hero at once.
 * Its box has the same size before the products have come (a blank tile) as after, so nothing moves (CLS); the
 * picture is the first featured card's, which the page loads first anyway, so it costs no download of its own.
 */
export function HeroSpotlight({ product }: { product: Product | undefined }) {
  const box = 'hidden h-40 w-[26rem] shrink-0 items-center gap-5 rounded-card bg-white p-3 shadow-card lg:flex';
  if (!product) return <div className={box} />;
  const href = `/products/${encodeURIComponent(product.id)}`;
  return (
    <Link to={href} className={`group ${box} hover:shadow-lifted`}>
      <ImageWithFallback
        src={product.thumbnail}
        alt=""
        width={136}
        height={136}
        className="size-34 shrink-0 rounded-control bg-gray-100 object-cover"
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <span className="text-xs text-gray-600">Featured · {product.brand}</span>
        <span className="line-clamp-2 text-heading font-medium text-gray-950 group-hover:underline">{product.name}</span>
        <ProductPrice price={product.price} originalPrice={product.originalPrice} />
      </div>
    </Link>
  );
}
