import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The identifier a call chain such as `z.string().trim().max(5)` starts from. */
function chainRoot(node: Node): string | undefined {
  let current: Node | undefined = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else return undefined;
  }
  return undefined;
}

/** Start offsets of every whole call chain rooted at `z` (the outermost call of each chain). */
function zodChainStarts(node: Node, parent: Node | undefined, starts: number[]): void {
  const continuesChain =
    parent !== undefined &&
    ((parent.type === 'MemberExpression' && parent.object === node) ||
      (parent.type === 'CallExpression' && parent.callee === node));
  if (node.type === 'CallExpression' && !continuesChain && chainRoot(node) === 'z') starts.push(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const child of value) if (isNode(child)) zodChainStarts(child, node, starts);
    if (isNode(value)) zodChainStarts(value, node, starts);
  }
}

/**
 * Marks every zod schema that @cartwise/domain builds (`z.object(…)`, `z.string().max(5)`, …) as pure,
 * so that a bundle importing only the domain's plain functions (matchesFilters, discountPercent, …)
 * drops the unused schemas, and with them zod itself (about 24 KB gzip). Building a zod schema has no
 * side effects, so nothing else changes. It has nothing left to do once the domain annotates them.
 */
export function pureDomainSchemas(): Plugin {
  return {
    name: 'cartwise:pure-domain-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) || !code.includes('zod')) return null;
      const starts: number[] = [];
      zodChainStarts(this.parse(code) as unknown as Node, undefined, starts);
      if (starts.length === 0) return null;
      let out = code;
      for (const start of starts.sort((a, b) => b - a)) out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
      return { code: out, map: null };
    },
  };
}
