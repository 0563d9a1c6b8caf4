// CSS inside an uploaded SVG (style attributes, <style> elements, and
// presentation attributes that take url()): parsed with css-tree, which
// undoes CSS escapes the way browsers do, and checked against an allow-list
// of node types. No at-rules (@import, @font-face), no functions but the
// colour ones, url() only to a fragment of the same document (#id);
// anything css-tree cannot read is refused too.
import { parse, walk, type CssNode } from 'css-tree';

export type CssContext = 'stylesheet' | 'declarationList' | 'value';

const PLAIN_NODES: ReadonlySet<string> = new Set([
  'StyleSheet', 'DeclarationList', 'Declaration', 'Value', 'Rule', 'Block', 'SelectorList', 'Selector',
  'TypeSelector', 'ClassSelector', 'IdSelector', 'AttributeSelector', 'PseudoClassSelector', 'Combinator',
  'Identifier', 'Number', 'Dimension', 'Percentage', 'Hash', 'String', 'Operator', 'Parentheses', 'Nth', 'AnPlusB',
]);
const COLOUR_FUNCTIONS: ReadonlySet<string> = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
// A property name as written, without escapes (which could spell a different property).
const PROPERTY = /^-?[a-z][a-z0-9-]*$/i;

function nodeProblem(node: CssNode): string | null {
  switch (node.type) {
    case 'Url':
      return node.value.startsWith('#') ? null : 'odwołania zewnętrzne (url())';
    case 'Atrule':
      return `reguły CSS @${node.name} (np. @import)`;
    case 'Function':
      return COLOUR_FUNCTIONS.has(node.name.toLowerCase()) ? null : `funkcje CSS (${node.name}())`;
    case 'Declaration':
      return PROPERTY.test(node.property) ? null : `właściwość CSS ${node.property}`;
    default:
      return PLAIN_NODES.has(node.type) ? null : `nieczytelny CSS (${node.type})`;
  }
}

/** Why a piece of CSS is refused, or null when it only paints. */
export function cssProblem(css: string, context: CssContext): string | null {
  let problem: string | null = null;
  const ast = parse(css, {
    context,
    onParseError: () => {
      problem ??= 'nieczytelny CSS';
    },
  });
  walk(ast, (node) => {
    problem ??= nodeProblem(node);
  });
  return problem;
}
