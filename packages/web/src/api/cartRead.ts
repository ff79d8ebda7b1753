/**
 * Reading the cart (spec §7 Cart, §8): a guest is told 'Guests cannot access this data' without a request; any
 * other failure of the list reads 'An unknown error occurred.' (a 401 still ends the session in the client).
 */
import { CART_LIST_FAILED, GUESTS_CANNOT_ACCESS, type Cart } from '@folio/model';
import { getSession } from '../session/store.ts';
import { ApiError, call } from './client.ts';

export async function readCart(): Promise<Cart> {
  if (!getSession()) throw new ApiError(401, GUESTS_CANNOT_ACCESS);
  try {
    return await call<Cart>('/api/products/cartItems');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    throw new ApiError(error instanceof ApiError ? error.status : 0, CART_LIST_FAILED);
  }
}
