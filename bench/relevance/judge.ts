/**
 * Judgements written as rules over product fields, not product ids: a query's rules say which products a
 * careful shopper would call an exact answer (grade 2) or an acceptable one (grade 1). A product's grade is
 * the highest grade of any rule it satisfies, else 0.
 */

/** A string matches a field equal to it (trimmed, case-insensitively); a regular expression, a field it finds. */
export type Matcher = string | RegExp;

export interface Where {
  name?: Matcher;
  brand?: Matcher;
  category?: Matcher;
  subcategory?: Matcher;
  description?: Matcher;
  /** Any one tag. */
  tags?: Matcher;
  /** Any one feature. */
  features?: Matcher;
  /** The source's category path (`specifications['Category path']`, Best Buy only). */
  path?: Matcher;
  /** Name, brand and description together (one space between). */
  text?: Matcher;
  /** Inclusive bounds in dollars. */
  price?: { min?: number; max?: number };
  /** At least one of these holds too. */
  anyOf?: Where[];
  /** Every one of these holds too (to combine rules that test the same field). */
  allOf?: Where[];
  /** None of these holds. */
  not?: Where | Where[];
}

export interface Rule {
  grade: 1 | 2;
  where: Where;
}

/** The fields the rules read: a catalogue row as imported. */
export interface JudgedProduct {
  id?: string;
  name: string;
  brand: string;
  category: string;
  subcategory?: string;
  description?: string;
  price: number;
  tags?: string[];
  features?: string[];
  specifications?: Record<string, string>;
}

export type Grade = 0 | 1 | 2;

/** Every condition of every argument: `and(CASE, { name: /iphone/i })` keeps both tests of the name. */
export const and = (...wheres: Where[]): Where => ({ allOf: wheres });

function matchText(matcher: Matcher, value: string): boolean {
  if (typeof matcher === 'string') return value.trim().toLowerCase() === matcher.trim().toLowerCase();
  matcher.lastIndex = 0;
  return matcher.test(value);
}

/** Whether the product satisfies every condition given (an empty `where` holds for every product). */
export function matches(product: JudgedProduct, where: Where): boolean {
  const single: Array<[Matcher | undefined, string]> = [
    [where.name, product.name],
    [where.brand, product.brand],
    [where.category, product.category],
    [where.subcategory, product.subcategory ?? ''],
    [where.description, product.description ?? ''],
    [where.path, product.specifications?.['Category path'] ?? ''],
    [where.text, `${product.name} ${product.brand} ${product.description ?? ''}`],
  ];
  for (const [matcher, value] of single) if (matcher !== undefined && !matchText(matcher, value)) return false;
  if (where.tags !== undefined && !(product.tags ?? []).some((tag) => matchText(where.tags!, tag))) return false;
  if (where.features !== undefined && !(product.features ?? []).some((f) => matchText(where.features!, f))) return false;
  if (where.price?.min !== undefined && product.price < where.price.min) return false;
  if (where.price?.max !== undefined && product.price > where.price.max) return false;
  if (where.anyOf !== undefined && !where.anyOf.some((w) => matches(product, w))) return false;
  if (where.allOf !== undefined && !where.allOf.every((w) => matches(product, w))) return false;
  if (where.not !== undefined) {
    const excluded = Array.isArray(where.not) ? where.not : [where.not];
    if (excluded.some((w) => matches(product, w))) return false;
  }
  return true;
}

/** The highest grade of any rule the product satisfies, else 0. */
export function grade(product: JudgedProduct, rules: readonly Rule[]): Grade {
  let best: Grade = 0;
  for (const rule of rules) if (rule.grade > best && matches(product, rule.where)) best = rule.grade;
  return best;
}

/** Every product's grade by id (products without an id are left out: the engines answer by id). */
export function gradeAll(products: readonly JudgedProduct[], rules: readonly Rule[]): Map<string, Grade> {
  const grades = new Map<string, Grade>();
  for (const product of products) if (product.id !== undefined) grades.set(product.id, grade(product, rules));
  return grades;
}
