/**
 * The readable companion of the HttpOnly session cookie. The server sets it, with the same lifetime,
 * whenever it sets the session cookie, and on any request that carries a session cookie without it; it
 * holds nothing secret (always "1"). A page whose browser lacks it knows there is no shopper session, so
 * the shopper's cart, lists and account are empty and need not be asked for (ADR 0013).
 */
export const SESSION_MARKER_COOKIE = 'cartwise_shopper';
export const SESSION_MARKER_VALUE = '1';

/** Whether a `Cookie` header (or `document.cookie`) carries the session marker. */
export function hasSessionMarker(cookieHeader: string): boolean {
  return cookieHeader
    .split(';')
    .some((pair) => pair.trim() === `${SESSION_MARKER_COOKIE}=${SESSION_MARKER_VALUE}`);
}
