import type { Product } from '@cartwise/domain/catalogue/product';
import { useMemo } from 'react';
import { itemAdded, newCartItem } from '@/features/cart/cart-slice';
import type { ProductActions } from '@/features/products/components/product-card';
import { selectWishlist, wishlistItemToggled } from '@/features/user/user-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** Wires the products' actions to the wishlist (user slice) and the cart (cart slice). */
export function useProductActions(): ProductActions {
  const dispatch = useAppDispatch();
  const wishlist = useAppSelector(selectWishlist);
  return useMemo(
    () => ({
      isWishlisted: (productId: string) => wishlist.includes(productId),
      toggleWishlist: (product: Product) => dispatch(wishlistItemToggled(product.id)),
      addToCart: (product: Product, quantity = 1) => dispatch(itemAdded(newCartItem(product, quantity))),
    }),
    [dispatch, wishlist],
  );
}
