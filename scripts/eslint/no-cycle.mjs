import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No import cycle between modules, type-only imports included. import-x/no-cycle skips every
 * `import type` (hard-coded, no option), yet a cycle of types still ties the modules together:
 * neither can move or be read without the other. Relative imports only: packages meet through
 * their entry points, and the boundary rules keep those one-way.
 */
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const cache = new Map();

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** The files a module imports or re-exports, read once per version of the file. */
function importsOf(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.imports;
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(info.importedFiles.map((ref) => resolve(file, ref.fileName)).filter(Boolean))];
  cache.set(file, { mtimeMs: stat.mtimeMs, imports });
  return imports;
}

/** A path of imports from `start` back to `target`, or null. */
function pathBack(start, target) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of importsOf(route.at(-1))) {
      if (next === target) return route;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...route, next]);
    }
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between modules, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Dependencies point one way (type imports count).' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolve(file, specifier);
      if (!target || target === file) return;
      const route = pathBack(target, file);
      if (!route) return;
      const names = [file, ...route, file].map((f) => path.relative(context.cwd, f));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-cycle': rule } };
