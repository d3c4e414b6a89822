// What other features may use of the cart: the chat asks for the cart again once the assistant has answered.
export { CART_TAG, cartApi } from './api/cart-api';
