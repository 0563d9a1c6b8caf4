// Symbol SVG checks: an uploaded symbol must be a plain, self-contained
// SVG image. The file must be UTF-8 and well-formed XML; it is read with a
// real XML parser (saxes), so names are checked with their namespaces
// resolved and values with entities decoded, against an allow-list
// (svgAllowList.ts): SVG drawing elements, their attributes, inert editor
// metadata. Refused: DOCTYPE (but the public SVG ones) and entity
// declarations, processing
// instructions, scripts, event handlers, foreign content, animation,
// links and images, any reference outside the document (href not `#id`,
// url() not `#id`), and CSS beyond plain painting (svgCss.ts). Served
// symbols keep a sandboxing Content-Security-Policy as a second wall.
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';
import { cssProblem } from './svgCss';
import {
  CSS_VALUE_ATTRIBUTES,
  METADATA_NAMESPACES,
  NAMED_DANGERS,
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_NS,
  XLINK_ATTRIBUTES,
  XLINK_NS,
  XML_ATTRIBUTES,
  XML_NS,
  XMLNS_NS,
} from './svgAllowList';

/** Refusals: specific ones (a known danger) outrank the general allow-list's. */
class Findings {
  private specific: string | null = null;
  private general: string | null = null;

  danger(what: string): void {
    this.specific ??= `niedozwolone ${what}`;
  }

  notSvg(): void {
    this.specific ??= 'plik nie jest obrazem SVG';
  }

  notAllowed(what: string): void {
    this.general ??= what;
  }

  get first(): string | null {
    return this.specific ?? this.general;
  }
}

// The public SVG document types drawing programs write (no internal subset,
// so no entity declarations; browsers do not load the DTD).
const SVG_DOCTYPE =
  /^\s*svg\s+PUBLIC\s+"-\/\/W3C\/\/DTD SVG 1\.[01](?: Basic| Tiny)?\/\/EN"\s+"http:\/\/www\.w3\.org\/(?:Graphics\/SVG\/1\.1\/DTD\/svg11(?:-basic|-tiny)?\.dtd|TR\/2001\/REC-SVG-20010904\/DTD\/svg10\.dtd)"\s*$/;

// Browsers drop ASCII tabs, line breaks and other control characters from URLs.
const scheme = (value: string): string => [...value].filter((char) => char > ' ').join('').toLowerCase();
const SCRIPT_SCHEME = /^(javascript|vbscript):|^data:text\/html/;

function checkReference(value: string, findings: Findings): void {
  if (SCRIPT_SCHEME.test(scheme(value))) findings.danger('adresy skryptowe');
  else if (!value.trim().startsWith('#')) findings.danger('odwołania zewnętrzne (href/src)');
}

function checkAttribute(element: SaxesTagNS, attribute: SaxesAttributeNS, findings: Findings): void {
  const { uri, local, value } = attribute;
  if (SCRIPT_SCHEME.test(scheme(value))) findings.danger('adresy skryptowe');
  if (uri === XMLNS_NS || (uri === '' && local === 'xmlns')) return; // namespace declarations
  if (/^on/i.test(local)) return findings.danger('atrybuty zdarzeń (on...)');
  if (local === 'href' || local === 'src') return checkReference(value, findings);
  if (uri === '') {
    const css = local === 'style' ? 'declarationList' : CSS_VALUE_ATTRIBUTES.has(local) ? 'value' : null;
    const problem = css === null ? null : cssProblem(value, css);
    if (problem) findings.danger(problem);
  }
  if (METADATA_NAMESPACES.has(uri)) return;
  const allowedHere = element.uri === SVG_NS ? SVG_ATTRIBUTES.has(local) || /^data-[a-z0-9_.-]+$/i.test(local) : METADATA_NAMESPACES.has(element.uri);
  if (uri === '' && allowedHere) return;
  if ((uri === XLINK_NS && XLINK_ATTRIBUTES.has(local)) || (uri === XML_NS && XML_ATTRIBUTES.has(local))) return;
  findings.notAllowed(`niedozwolony atrybut ${attribute.name} w <${element.name}>`);
}

function checkElement(element: SaxesTagNS, isRoot: boolean, findings: Findings): void {
  for (const attribute of Object.values(element.attributes)) checkAttribute(element, attribute, findings);
  const danger = NAMED_DANGERS.get(element.local);
  if (danger) findings.danger(danger);
  if (isRoot && element.local !== 'svg') findings.notSvg();
  else if (isRoot && element.uri !== SVG_NS) findings.notAllowed('plik nie jest obrazem SVG (brak przestrzeni nazw SVG)');
  else if (element.uri === SVG_NS ? !SVG_ELEMENTS.has(element.local) : !METADATA_NAMESPACES.has(element.uri)) {
    findings.notAllowed(`niedozwolony element <${element.name}>`);
  }
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Invalid UTF-8: the caller reports it.
    return null;
  }
}

/** Why an SVG is refused, or null when it is a plain, self-contained image. */
export function svgProblem(bytes: Buffer): string | null {
  const text = decodeUtf8(bytes);
  if (text === null) return 'plik nie jest poprawnym tekstem UTF-8';
  const findings = new Findings();
  const parser = new SaxesParser({ xmlns: true, additionalNamespaces: { xlink: XLINK_NS } });
  const styles: string[] = [];
  let inStyle = 0;
  let depth = 0;
  let sawRoot = false;
  parser.on('doctype', (doctype) => {
    if (!SVG_DOCTYPE.test(doctype)) findings.danger('deklaracje DOCTYPE/ENTITY');
  });
  parser.on('processinginstruction', () => findings.danger('instrukcje przetwarzania'));
  parser.on('opentag', (element) => {
    checkElement(element, depth === 0, findings);
    sawRoot = true;
    depth += 1;
    if (element.local === 'style') {
      inStyle += 1;
      styles.push('');
    } else if (inStyle > 0) findings.notAllowed('elementy wewnątrz <style>');
  });
  parser.on('closetag', (element) => {
    depth -= 1;
    if (element.local === 'style') inStyle -= 1;
  });
  const addStyleText = (chunk: string): void => {
    if (inStyle > 0) styles[styles.length - 1] += chunk;
  };
  parser.on('text', addStyleText);
  parser.on('cdata', addStyleText);
  try {
    parser.write(text).close();
  } catch (error) {
    return findings.first ?? `plik nie jest poprawnym dokumentem XML (${error instanceof Error ? error.message : String(error)})`;
  }
  if (!sawRoot) findings.notSvg();
  for (const style of styles) {
    const problem = cssProblem(style, 'stylesheet');
    if (problem) findings.danger(problem);
  }
  return findings.first;
}
