// A local ESLint rule: the files of a zone import only from the folders it
// allows (relative imports resolved against the importing file, so a new
// folder outside the allowed ones is covered without naming it). Options:
// { zones: [{ files: 'src/app/chart/', allow: ['src/app/chart/', ...], message }] },
// folders relative to the working directory ESLint runs in (the repository).
import { dirname, relative, resolve, sep } from 'node:path';

const posix = (path) => path.split(sep).join('/');

/** The imported module's path relative to `root`, or null for a package (not relative). */
function targetOf(root, file, specifier) {
  if (!specifier.startsWith('.')) return null;
  return posix(relative(root, resolve(dirname(file), specifier)));
}

const inside = (path, folder) => `${path}/`.startsWith(folder);

/** The string a node names a module by: import/export sources, import(), import('x').T and new URL('x', import.meta.url). */
function specifierNodes(report) {
  const literal = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node : null);
  return {
    ImportDeclaration: (node) => report(literal(node.source)),
    ExportNamedDeclaration: (node) => report(literal(node.source)),
    ExportAllDeclaration: (node) => report(literal(node.source)),
    ImportExpression: (node) => report(literal(node.source)),
    TSImportType: (node) => report(literal(node.argument?.literal ?? node.argument)),
    NewExpression: (node) => {
      const [first, second] = node.arguments;
      const importMetaUrl = second?.type === 'MemberExpression' && second.object.type === 'MetaProperty' && second.property.name === 'url';
      if (node.callee.type === 'Identifier' && node.callee.name === 'URL' && importMetaUrl) report(literal(first));
    },
  };
}

export const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'The files of a zone import only from the folders it allows.' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: { files: { type: 'string' }, allow: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
              required: ['files', 'allow'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { outside: "'{{specifier}}' ({{target}}) is outside what {{zone}} may import: {{allow}}. {{message}}" },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const own = posix(relative(root, file));
    const zones = context.options[0].zones.filter((z) => inside(own, z.files));
    if (zones.length === 0) return {};
    return specifierNodes((node) => {
      if (!node) return;
      const target = targetOf(root, file, node.value);
      if (target === null) return;
      for (const zone of zones) {
        if (zone.allow.some((folder) => inside(target, folder))) continue;
        context.report({
          node,
          messageId: 'outside',
          data: { specifier: node.value, target, zone: zone.files, allow: zone.allow.join(', '), message: zone.message ?? '' },
        });
      }
    });
  },
};

export default { meta: { name: 'traxis-import-zones' }, rules: { 'allowed-imports': allowedImports } };
