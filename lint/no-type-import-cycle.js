import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import cycles that pass through a type-only import. `import-x/no-cycle` skips type-only imports (they
 * have no run-time effect), so a cycle such as a.ts → b.ts → (import type) a.ts goes unseen by it; but
 * it still ties the two files into one, and the layers of docs/architecture.md allow no cycle. This rule
 * follows every import (type-only, value and dynamic) and reports the type-only imports that lead back
 * to the file; cycles of value imports alone are import-x/no-cycle's.
 */
export function noTypeImportCycle(resolver) {
  /** file → the project files it imports (resolved; packages left out) */
  const imports = new Map();

  function importsOf(file) {
    let found = imports.get(file);
    if (found) return found;
    found = [];
    imports.set(file, found);
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return found;
    }
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolved(fileName, file);
      if (target) found.push(target);
    }
    return found;
  }

  function resolved(source, file) {
    const result = resolver.resolve(source, file);
    if (!result.found || !result.path || result.path.split(path.sep).includes('node_modules')) return undefined;
    return path.resolve(result.path);
  }

  /** The shortest path of imports from `start` back to `goal`, or undefined. */
  function pathBack(start, goal) {
    const previous = new Map([[start, undefined]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift();
      for (const next of importsOf(file)) {
        if (next === goal) {
          const chain = [file];
          for (let at = previous.get(file); at; at = previous.get(at)) chain.unshift(at);
          return chain;
        }
        if (previous.has(next)) continue;
        previous.set(next, file);
        queue.push(next);
      }
    }
    return undefined;
  }

  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid import cycles that go through a type-only import' },
      schema: [],
      messages: { cycle: 'Import cycle through a type-only import: {{chain}}' },
    },
    create(context) {
      const file = path.resolve(context.physicalFilename);
      const root = context.cwd;
      const name = (f) => path.relative(root, f);

      function check(node) {
        if (!node.source) return;
        const typeOnly =
          node.importKind === 'type' ||
          node.exportKind === 'type' ||
          (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
        if (!typeOnly) return;
        const target = resolved(node.source.value, file);
        if (!target || target === file) return;
        const chain = pathBack(target, file);
        if (!chain) return;
        context.report({ node: node.source, messageId: 'cycle', data: { chain: [file, ...chain, file].map(name).join(' → ') } });
      }

      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
    },
  };
}
