import type { Product } from '@cartwise/domain/catalogue/product';
import { variantLabel, variantOptionList, type ProductVariant } from '@cartwise/domain/catalogue/variants';
import { maxQuantityFor } from '@cartwise/domain/cart/lines';
import { useMemo } from 'react';
import { useStore } from 'react-redux';
import { useAddCartItemMutation } from '@/features/cart/api/cart-api';
import { opened } from '@/features/cart/cart-slice';
import type { ProductActions } from '@/features/products/components/product-card';
import {
  useAddToWishlistMutation,
  useGetWishlistQuery,
  useIsWishlisted,
  useRemoveFromWishlistMutation,
  wishlistHas,
} from '@/features/user/api/shopper-lists-api';
import { apiErrorMessage } from '@/lib/api-error';
import { useAppDispatch } from './hooks';

/** Keeps the wishlist read without re-rendering the page when it arrives or changes (cards ask for themselves). */
const NOTHING = {};
const selectNothing = () => NOTHING;

/**
 * Wires the products' actions to the shopper's server-kept wishlist and cart. Adding to the cart opens
 * the cart drawer, which shows the new line at once (and says so if the server refuses it).
 *
 * The actions stay the same object while the wishlist changes: each card reads its own heart
 * (`useIsWishlisted`), so the wishlist arriving after the page starts, or one heart changing, does not
 * draw the whole page again.
 */
export function useProductActions(): ProductActions {
  const dispatch = useAppDispatch();
  const store = useStore();
  useGetWishlistQuery(undefined, { selectFromResult: selectNothing });
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeFromWishlist] = useRemoveFromWishlistMutation();
  const [addCartItem] = useAddCartItemMutation();

  return useMemo(() => {
    return {
      useIsWishlisted,
      toggleWishlist: async (product: Product) => {
        const adding = !wishlistHas(store.getState(), product.id);
        try {
          await (adding ? addToWishlist(product) : removeFromWishlist(product.id)).unwrap();
        } catch (error) {
          const fallback = adding ? 'It could not be saved to your wishlist.' : 'It could not be removed from your wishlist.';
          throw new Error(apiErrorMessage(error, `${fallback} Please try again.`), { cause: error });
        }
      },
      addToCart: (product: Product, quantity = 1, variant?: ProductVariant) => {
        dispatch(opened());
        const options = variant && variantOptionList(product.options ?? [], variant);
        void addCartItem({
          productId: product.id,
          quantity,
          ...(variant ? { variant: variant.id } : {}),
          preview: {
            name: product.name,
            price: variant ? variant.price : product.price,
            image: variant?.image ?? product.thumbnail,
            maxQuantity: maxQuantityFor(variant ? variant.stockQuantity : product.stockQuantity),
            ...(variant && options ? { variantName: variantLabel(options), options, sku: variant.sku } : {}),
          },
        });
      },
    };
  }, [dispatch, store, addToWishlist, removeFromWishlist, addCartItem]);
}
