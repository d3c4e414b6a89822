import { productListSchema } from '@cartwise/domain/catalogue/listing';
import { productSchema, type Product } from '@cartwise/domain/catalogue/product';
import { jsonSerializer } from '../../plugins/serializer.ts';
import type { ProductListJson } from './service.ts';

const productJson = jsonSerializer(productSchema);
const restJson = jsonSerializer(productListSchema.omit({ products: true }));

/**
 * A list page's answer as `productListSchema` serialises it, from a page whose products are JSON text already
 * (checked and kept by the catalogue service) or objects, which pass the pictures' check (`served`) and are
 * serialised here. The route sends the text as it is: Fastify serialises no string (ADR 0057).
 */
export function productListJson(page: ProductListJson, served: (product: Product) => Product): string {
  const { products, ...rest } = page;
  let json = '{"products":[';
  for (let k = 0; k < products.length; k++) {
    const product = products[k]!;
    if (k > 0) json += ',';
    json += typeof product === 'string' ? product : productJson(served(product));
  }
  // The rest's own object, opened by the products above: '{"totalCount":…}' → ',"totalCount":…}'.
  return `${json}],${restJson(rest).slice(1)}`;
}
