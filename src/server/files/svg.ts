// Symbol SVG checks: an uploaded symbol must be a plain SVG image. Anything
// active or external is refused: scripts, event handlers, foreignObject,
// external references (href/src/url() not pointing inside the document),
// DOCTYPE/ENTITY declarations and processing instructions other than <?xml.

const RULES: readonly [RegExp, string][] = [
  [/<\s*script\b/i, 'skrypty (<script>)'],
  [/<\s*foreignObject\b/i, 'element foreignObject'],
  [/<\s*(iframe|embed|object|audio|video|canvas)\b/i, 'osadzone treści'],
  [/\son[a-z]+\s*=/i, 'atrybuty zdarzeń (on...)'],
  [/<!\s*(DOCTYPE|ENTITY)/i, 'deklaracje DOCTYPE/ENTITY'],
  [/<\?(?!xml\s)/i, 'instrukcje przetwarzania'],
  [/javascript:|vbscript:|data:\s*text\/html/i, 'adresy skryptowe'],
  [/\b(href|src)\s*=\s*["']?\s*(?!#)[^"'\s>]/i, 'odwołania zewnętrzne (href/src)'],
  [/url\(\s*["']?\s*(?!#)/i, 'odwołania zewnętrzne (url())'],
  [/@import/i, 'odwołania zewnętrzne (@import)'],
  [/<\s*(set|animate)\b[^>]*attributeName\s*=\s*["']?(href|xlink:href|on)/i, 'animowane odwołania'],
];

/** Why an SVG is refused, or null when it is a plain, self-contained image. */
export function svgProblem(bytes: Buffer): string | null {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) return 'plik nie jest poprawnym tekstem UTF-8';
  const trimmed = text.trim();
  const closed = /<\/svg\s*>$/i.test(trimmed) || /<svg[^>]*\/>$/i.test(trimmed);
  if (!/<svg[\s>]/i.test(text) || !closed) {
    return 'plik nie jest obrazem SVG';
  }
  for (const [pattern, what] of RULES) {
    if (pattern.test(text)) return `niedozwolone ${what}`;
  }
  return null;
}
