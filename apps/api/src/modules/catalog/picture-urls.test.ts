import { productInputSchema } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import { pictureProblem, pictureProblems } from './picture-urls.ts';

const HOSTS = ['cdn.example.com', '*.images.example.net', 'img.example.org:8443'];

describe('picture addresses a product may keep (issue 20)', () => {
  it("takes paths on the shop and https addresses on IMAGE_HOSTS, as the Content-Security-Policy's img-src does", () => {
    for (const ok of [
      '/images/products/mug-1.svg',
      '/images/uploads/3f9a-600.webp',
      'https://cdn.example.com/a.jpg',
      'HTTPS://CDN.EXAMPLE.COM/a.jpg',
      'https://cdn.example.com:443/a.jpg',
      'https://eu.images.example.net/a.jpg',
      'https://img.example.org:8443/a.jpg',
    ]) {
      expect(pictureProblem(ok, HOSTS), ok).toBeUndefined();
    }
  });

  it('says why it refuses any other', () => {
    expect(pictureProblem('https://evil.example/pixel.png', HOSTS)).toBe(
      'is on evil.example, which this shop does not load pictures from: add evil.example to IMAGE_HOSTS, or upload the picture to the shop',
    );
    // A wildcard is for subdomains, not the domain itself; a port must be the one named.
    expect(pictureProblem('https://images.example.net/a.jpg', HOSTS)).toMatch(/^is on images\.example\.net, /);
    expect(pictureProblem('https://cdn.example.com.evil.example/a.jpg', HOSTS)).toMatch(/^is on cdn\.example\.com\.evil\.example, /);
    expect(pictureProblem('https://cdn.example.com:8080/a.jpg', HOSTS)).toMatch(/^is on cdn\.example\.com:8080, .* add cdn\.example\.com to IMAGE_HOSTS/);
    expect(pictureProblem('https://img.example.org/a.jpg', HOSTS)).toMatch(/^is on img\.example\.org, /);
    expect(pictureProblem('http://cdn.example.com/a.jpg', HOSTS)).toBe("must use https: the shop's pages load pictures from cdn.example.com over HTTPS only");
    expect(pictureProblem('https://user:secret@cdn.example.com/a.jpg', HOSTS)).toBe('must not carry a user name or password');
    expect(pictureProblem('//evil.example/pixel.png', HOSTS)).toMatch(/^is not a picture address/);
    expect(pictureProblem('/\\evil.example/pixel.png', HOSTS)).toMatch(/^is not a picture address/);
    expect(pictureProblem('data:image/png;base64,AAAA', HOSTS)).toMatch(/^must be an https address or a path/);
    expect(pictureProblem('https://cdn.example.com/a.jpg', [])).toMatch(/^is on cdn\.example\.com, /);
  });

  it("names each refused picture by its field: thumbnail, images.N, a variant's image", () => {
    const product = productInputSchema.parse({
      name: 'Tee', price: 10, category: 'Fashion', brand: 'Acme',
      thumbnail: '/images/tee.svg',
      images: ['https://cdn.example.com/1.jpg', 'https://evil.example/2.jpg'],
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [{ sku: 'T-S', options: { Size: 'S' } }, { sku: 'T-M', options: { Size: 'M' }, image: 'http://cdn.example.com/m.jpg' }],
    });
    expect(pictureProblems(product, HOSTS).map((p) => p.field)).toEqual(['images.1', 'variants.1.image']);
  });

  it("the product schema itself refuses an address browsers read as another site's, '//host' or '/\\host'", () => {
    const base = { name: 'Mug', price: 10, category: 'Home', brand: 'Acme' };
    for (const thumbnail of ['//evil.example/pixel.png', '/\\evil.example/pixel.png', 'javascript:alert(1)']) {
      const parsed = productInputSchema.safeParse({ ...base, thumbnail });
      expect(parsed.success, thumbnail).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('must be an http(s) URL or a path on this shop (/images/…)');
    }
    expect(productInputSchema.safeParse({ ...base, thumbnail: '/images/mug.svg' }).success).toBe(true);
  });
});
