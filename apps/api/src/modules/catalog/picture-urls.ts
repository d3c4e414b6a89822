import type { ValidProductInput } from '@cartwise/domain/catalogue/product';

/** A picture address a product may not keep, by its field (`thumbnail`, `images.2`, `variants.0.image`). */
export interface PictureProblem {
  field: string;
  message: string;
}

/** Does `host` (lower case, with `:port` when not the default) match an IMAGE_HOSTS entry (`cdn.example.com`, `*.example.com`, `img.example.com:8443`)? */
function allowedHost(host: string, imageHosts: readonly string[]): boolean {
  return imageHosts.some((entry) => {
    const wanted = entry.toLowerCase();
    if (!wanted.startsWith('*.')) return host === wanted;
    // As the Content-Security-Policy reads it: any subdomain, not the domain itself.
    return host.endsWith(wanted.slice(1)) && host.length > wanted.length - 1;
  });
}

/**
 * Why a picture address cannot be shown by the shop's pages, or undefined when it can: a path on the shop
 * itself (its sample pictures and uploads under /images/), or an https address on a host of IMAGE_HOSTS, the
 * only ones the Content-Security-Policy's img-src lets the browser load (plugins/security-headers.ts). The
 * domain schema has already refused what is neither a path nor http(s) (`//host/x`, `javascript:`).
 */
export function pictureProblem(address: string, imageHosts: readonly string[]): string | undefined {
  if (address.startsWith('/') && !address.startsWith('//') && !address.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'is not a picture address: give an https address or a path on this shop (/images/…)';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an https address or a path on this shop (/images/…)';
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password';
  if (!allowedHost(url.host, imageHosts)) {
    return `is on ${url.host}, which this shop does not load pictures from: add ${url.hostname} to IMAGE_HOSTS, or upload the picture to the shop`;
  }
  if (url.protocol !== 'https:') return `must use https: the shop's pages load pictures from ${url.host} over HTTPS only`;
  return undefined;
}

/** Every picture of a product that the shop's pages could not show, with its field: the import refuses the row, the editor the save. */
export function pictureProblems(product: Pick<ValidProductInput, 'thumbnail' | 'images' | 'variants'>, imageHosts: readonly string[]): PictureProblem[] {
  const pictures: [string, string | undefined][] = [
    ['thumbnail', product.thumbnail],
    ...product.images.map((image, k): [string, string] => [`images.${k}`, image]),
    ...product.variants.map((variant, k): [string, string | undefined] => [`variants.${k}.image`, variant.image]),
  ];
  return pictures.flatMap(([field, address]) => {
    const message = address === undefined ? undefined : pictureProblem(address, imageHosts);
    return message === undefined ? [] : [{ field, message }];
  });
}
