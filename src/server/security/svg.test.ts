// Finding 7 (and the U+FFFD part of 10): the SVG check parses the file as
// XML and keeps an allow-list, so namespaced elements, entity-encoded
// attribute names and CSS escapes no longer slip through; plain symbols,
// the server's own and those drawing programs write, still pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSymbol, SYMBOL_CLASSES } from '../chart/symbols';
import { svgProblem } from '../files/svg';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const check = (svg: string): string | null => svgProblem(Buffer.from(svg, 'utf8'));

const BYPASSES: [string, string][] = [
  ['namespaced script', `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>`],
  [
    'foreignObject under a prefix, holding an iframe',
    `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><s:foreignObject><h:iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></s:foreignObject></svg>`,
  ],
  ['animate of an entity-encoded href', `<svg ${SVG}><use href="#a"><animate attributeName="&#104;ref" to="http://evil.example/x.svg#a"/></use></svg>`],
  ['set of an entity-encoded onclick', `<svg ${SVG}><rect width="5" height="5"><set attributeName="&#111;nclick" to="alert(1)"/></rect></svg>`],
  ['CSS escape in url()', `<svg ${SVG}><rect style="fill:\\75rl(http://evil.example/a)"/></svg>`],
  ['CSS escape in url() inside <style>', `<svg ${SVG}><style>rect{fill:u\\72l(http://evil.example/a)}</style><rect/></svg>`],
  ['CSS escape in @import', `<svg ${SVG}><style>@\\69mport "http://evil.example/a.css";</style><rect/></svg>`],
  ['entity-encoded event attribute name is still an event', `<svg ${SVG} o&#110;load="alert(1)"/>`],
  ['javascript: with a tab', `<svg ${SVG} xmlns:x="http://www.w3.org/1999/xlink"><use x:href="java&#9;script:alert(1)"/></svg>`],
  ['external href through a prefix', `<svg ${SVG} xmlns:l="http://www.w3.org/1999/xlink"><use l:href="http://evil.example/s.svg#a"/></svg>`],
  ['processing instruction', `<?xml-stylesheet href="http://evil.example/x.xsl"?><svg ${SVG}/>`],
  ['an XHTML element', `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml"><h:div>x</h:div></svg>`],
  ['an unknown attribute', `<svg ${SVG}><rect formaction="x"/></svg>`],
  ['an external image', `<svg ${SVG}><image href="#a"/></svg>`],
  ['an undefined entity', `<svg ${SVG}><text>&xxe;</text></svg>`],
  ['an internal DTD subset', `<!DOCTYPE svg [<!ENTITY a "b">]><svg ${SVG}><text>&a;</text></svg>`],
  ['a character XML forbids', `<svg ${SVG}><text>\u0000</text></svg>`],
];

describe('svgProblem refuses the bypasses', () => {
  it.each(BYPASSES)('%s', (_what, svg) => {
    expect(check(svg)).not.toBeNull();
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(svgProblem(Buffer.from([...Buffer.from(`<svg ${SVG}><text>`), 0xff, 0xfe, ...Buffer.from('</text></svg>')]))).toContain('UTF-8');
  });

  it('names the danger it found', () => {
    expect(check(BYPASSES[0]?.[1] ?? '')).toContain('skrypty');
    expect(check(BYPASSES[1]?.[1] ?? '')).toContain('foreignObject');
    expect(check(BYPASSES[2]?.[1] ?? '')).toContain('animacje');
    expect(check(BYPASSES[6]?.[1] ?? '')).toContain('@');
  });
});

const INKSCAPE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:cc="http://creativecommons.org/ns#"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:svg="http://www.w3.org/2000/svg"
   xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   width="32" height="32" viewBox="0 0 32 32" version="1.1" id="svg8" inkscape:version="1.0.2" sodipodi:docname="BOYLAT01.svg">
  <defs id="defs2"><linearGradient id="lg1" inkscape:collect="always"><stop style="stop-color:#d6203a;stop-opacity:1" offset="0" id="stop1"/></linearGradient></defs>
  <sodipodi:namedview id="base" pagecolor="#ffffff" bordercolor="#666666" inkscape:zoom="11.2" showgrid="false"/>
  <metadata id="metadata5"><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format>
    <dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/><dc:title>Pława</dc:title></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" transform="translate(0,-265)">
    <path style="fill:url(#lg1);fill-rule:evenodd;stroke:#000000;stroke-width:0.26458px;stroke-linecap:butt;-inkscape-stroke:none;font-family:'DejaVu Sans'"
       d="M 16,270 L 22,292 H 10 Z" id="path10" sodipodi:nodetypes="cccc" inkscape:connector-curvature="0"/>
    <use xlink:href="#path10" x="1" y="1"/>
    <text xml:space="preserve" x="16" y="296" style="font-size:4px;text-anchor:middle">G1 \uFFFD</text>
  </g>
</svg>
`;

const ILLUSTRATOR = `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
\t width="32px" height="32px" viewBox="0 0 32 32" enable-background="new 0 0 32 32" xml:space="preserve">
<style type="text/css">
\t.st0{fill:#1F9D3A;stroke:#141414;stroke-width:1.2;stroke-linejoin:round;}
\t.st1{fill:none;stroke:url(#g);}
</style>
<g data-name="Warstwa 1"><polygon class="st0" points="16,4 24,28 8,28"/><circle class="st1" cx="16" cy="16" r="3"/></g>
</svg>
`;

describe('svgProblem accepts plain symbols', () => {
  it('a valid SVG with U+FFFD in its text', () => {
    expect(check(`<svg ${SVG} width="10" height="10"><title>znak \uFFFD</title><rect width="10" height="10" fill="#fff"/></svg>`)).toBeNull();
  });

  it('an Inkscape file with its metadata', () => {
    expect(check(INKSCAPE)).toBeNull();
  });

  it('an Illustrator file with the public SVG DOCTYPE and a <style> sheet', () => {
    expect(check(ILLUSTRATOR)).toBeNull();
  });

  it('every symbol the server draws itself', () => {
    let checked = 0;
    for (const objectClass of SYMBOL_CLASSES) {
      for (let shape = 0; shape <= 10; shape += 1) {
        for (let category = 0; category <= 10; category += 1) {
          const svg = builtInSymbol(`${objectClass}_${shape}_${category}`);
          if (svg === null) continue;
          checked += 1;
          expect(check(svg), `${objectClass}_${shape}_${category}`).toBeNull();
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the upload refuses a bypass and stores nothing', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await signIn(server)).access;
  });
  afterAll(() => server.dispose());

  it.each(BYPASSES.slice(0, 7))('%s', async (_what, svg) => {
    const data = new FormData();
    data.append('file', new Blob([svg]), 'EVIL01.svg');
    const result = await call(server, 'POST', '/api/settings/symbols/', { token, body: data });
    expect(result.status).toBe(400);
    expect((await call(server, 'GET', '/api/settings/symbols/', { token })).body).toEqual({ files: [] });
  });

  it('stores a symbol with U+FFFD', async () => {
    const data = new FormData();
    data.append('file', new Blob([`<svg ${SVG}><title>\uFFFD</title><circle r="3"/></svg>`]), 'ZNAK01.svg');
    expect((await call(server, 'POST', '/api/settings/symbols/', { token, body: data })).status).toBe(201);
  });
});
