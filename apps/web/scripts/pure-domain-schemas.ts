import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Code in these runs when it is called, not when the module loads. */
const DEFERRED = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'MethodDefinition']);

/**
 * Start offsets of every call (or `new`) that runs while the module loads, outermost of each chain:
 * `z.string().max(5)`, `productIdSchema.optional()`, `productInputSchema.shape.id.unwrap()`, `text(300)`.
 */
export function moduleLevelCallStarts(node: Node, parent: Node | undefined, starts: number[]): void {
  if (DEFERRED.has(node.type)) return;
  const continuesChain =
    parent !== undefined &&
    ((parent.type === 'MemberExpression' && parent.object === node) ||
      (parent.type === 'CallExpression' && parent.callee === node));
  if ((node.type === 'CallExpression' || node.type === 'NewExpression') && !continuesChain) starts.push(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const child of value) if (isNode(child)) moduleLevelCallStarts(child, node, starts);
    if (isNode(value)) moduleLevelCallStarts(value, node, starts);
  }
}

/** Marks the given calls pure, as `/* @__PURE__ *\/` comments in front of them. */
export function markPure(code: string, starts: number[]): string {
  let out = code;
  for (const start of [...starts].sort((a, b) => b - a)) out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
  return out;
}

/**
 * Marks every call that @cartwise/domain makes while its modules load as pure: the zod schemas it builds
 * (`z.object(…)`, `productIdSchema.optional()`, `productInputSchema.shape.id.unwrap()`) and the tables it
 * derives (`SORT_OPTIONS.map(…)`). The domain package is pure by rule (docs/architecture.md: no I/O), so
 * nothing changes except that a bundle importing only its plain functions (matchesFilters,
 * recentlyViewedAfter, …) drops the unused schemas, and with them zod itself (about 25 KB gzip).
 * Marking only chains that start at `z` left any schema derived from another schema in the bundle, and
 * zod with it (ADR 0011).
 */
export function pureDomainSchemas(): Plugin {
  return {
    name: 'cartwise:pure-domain-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id)) return null;
      const starts: number[] = [];
      moduleLevelCallStarts(this.parse(code) as unknown as Node, undefined, starts);
      if (starts.length === 0) return null;
      return { code: markPure(code, starts), map: null };
    },
  };
}
