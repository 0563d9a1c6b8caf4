// What an uploaded SVG symbol may contain: the elements and attributes of
// plain, static vector drawings, by namespace. Anything else is refused.

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * Editor and metadata namespaces (Inkscape, Sodipodi, RDF, Dublin Core,
 * Creative Commons, Adobe): browsers treat their elements and attributes as
 * inert data, and drawing programs write them into typical symbol files.
 */
export const METADATA_NAMESPACES: ReadonlySet<string> = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/ImageReplacement/1.0/',
  'http://ns.adobe.com/GenericCustomNamespace/1.0/',
  'http://ns.adobe.com/XPath/1.0/',
]);

/** SVG elements of static drawings (no script, animation, links, images, foreign content). */
export const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'switch', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood',
  'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
]);

/** Attributes without a namespace allowed on SVG elements. */
export const SVG_ATTRIBUTES: ReadonlySet<string> = new Set([
  // core and structure
  'id', 'class', 'style', 'lang', 'tabindex', 'version', 'baseProfile', 'x', 'y', 'width', 'height', 'viewBox',
  'preserveAspectRatio', 'transform', 'href', 'requiredFeatures', 'requiredExtensions', 'systemLanguage',
  // shapes
  'd', 'pathLength', 'points', 'cx', 'cy', 'r', 'rx', 'ry', 'x1', 'y1', 'x2', 'y2',
  // text
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  // gradients, patterns, clips, masks, markers
  'offset', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'fx', 'fy', 'fr', 'patternUnits',
  'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth',
  'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  // filters
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'type', 'values', 'operator',
  'k1', 'k2', 'k3', 'k4', 'radius', 'edgeMode', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent',
  'flood-color', 'flood-opacity',
  // presentation attributes
  'alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule', 'color', 'color-interpolation',
  'color-interpolation-filters', 'color-rendering', 'direction', 'display', 'dominant-baseline',
  'enable-background', 'fill', 'fill-opacity', 'fill-rule', 'filter', 'font', 'font-family', 'font-size',
  'font-size-adjust', 'font-stretch', 'font-style', 'font-variant', 'font-weight', 'image-rendering',
  'letter-spacing', 'lighting-color', 'marker', 'marker-end', 'marker-mid', 'marker-start', 'mask',
  'mix-blend-mode', 'opacity', 'overflow', 'paint-order', 'shape-rendering', 'stop-color', 'stop-opacity',
  'stroke', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-opacity', 'stroke-width', 'text-anchor', 'text-decoration', 'text-rendering', 'transform-origin',
  'unicode-bidi', 'vector-effect', 'visibility', 'word-spacing', 'writing-mode', 'isolation',
]);

/** Attributes whose value is a CSS value that may hold url(): checked like style. */
export const CSS_VALUE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'fill', 'stroke', 'clip-path', 'mask', 'filter', 'marker', 'marker-start', 'marker-mid', 'marker-end', 'font',
]);

/** Attributes of the xlink and xml namespaces allowed on SVG elements. */
export const XLINK_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'title']);
export const XML_ATTRIBUTES: ReadonlySet<string> = new Set(['space', 'lang']);

/** Elements refused with a message of their own, by local name in any namespace. */
export const NAMED_DANGERS: ReadonlyMap<string, string> = new Map([
  ['script', 'skrypty (<script>)'],
  ['foreignObject', 'element foreignObject'],
  ['iframe', 'osadzone treści'],
  ['embed', 'osadzone treści'],
  ['object', 'osadzone treści'],
  ['audio', 'osadzone treści'],
  ['video', 'osadzone treści'],
  ['canvas', 'osadzone treści'],
  ['image', 'osadzone obrazy (<image>)'],
  ['animate', 'animacje (<animate>, <set>)'],
  ['set', 'animacje (<animate>, <set>)'],
  ['animateMotion', 'animacje (<animate>, <set>)'],
  ['animateTransform', 'animacje (<animate>, <set>)'],
  ['discard', 'animacje (<animate>, <set>)'],
  ['handler', 'skrypty (<handler>)'],
  ['listener', 'skrypty (<listener>)'],
  ['a', 'odnośniki (<a>)'],
]);
