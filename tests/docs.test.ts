// The documentation stays true: every relative link of ARCHITECTURE.md,
// README.md, BENCHMARKS.md, bench/README.md and docs/ points at a file or
// folder of the repository, and the two front pages keep to their size
// (ARCHITECTURE.md is about concepts, BENCHMARKS.md a dashboard: the
// history is in bench/results/, the reasons in docs/decisions/).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const MAX_BYTES = { 'ARCHITECTURE.md': 16_000, 'BENCHMARKS.md': 30_000 };

/** Markdown files under `dir`, as paths relative to the repository. */
function markdownUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = ['ARCHITECTURE.md', 'README.md', 'BENCHMARKS.md', join('bench', 'README.md'), ...markdownUnder('docs')];

/** The targets of a Markdown text's inline links and images, code blocks and code spans left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, 'code');
  const targets: string[] = [];
  for (const match of prose.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]!);
  for (const match of prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) targets.push(match[1]!);
  return targets;
}

/** The relative links of `file` (relative to the repository) that name nothing in it, with why. */
function brokenLinks(file: string, markdown: string, root = ROOT): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue; // a URL or an anchor of the page
    const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
    const absolute = resolve(root, dirname(file), path);
    if (absolute !== root && !absolute.startsWith(root + sep)) broken.push(`${target} (outside the repository)`);
    else if (!existsSync(absolute)) broken.push(`${target} (no such file or folder: ${relative(root, absolute)})`);
  }
  return broken;
}

describe('the documentation', () => {
  it.each(DOCS)('%s: every relative link names a file or folder of the repository', (file) => {
    expect(brokenLinks(file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
  });

  it.each(Object.entries(MAX_BYTES))('%s is at most %i bytes', (file, maxBytes) => {
    expect(statSync(join(ROOT, file)).size).toBeLessThanOrEqual(maxBytes);
  });

  it('finds the guides and decision records it checks', () => {
    expect(DOCS).toContain(join('docs', 'README.md'));
    expect(DOCS.filter((file) => file.startsWith(join('docs', 'decisions')))).not.toHaveLength(0);
  });
});

describe('the link check', () => {
  it('reports a missing file, a path out of the repository, and nothing for URLs, anchors and code', () => {
    const markdown = [
      'See [the guide](docs/missing.md#part), [up](../../etc/passwd) and ![a picture](nothing.png).',
      'Fine: [here](README.md), [a folder](src/), [the web](https://example.org/x.md), [a part](#state).',
      'Not links: `[x](nope.md)`, and a fence:',
      '```mermaid',
      'A[x](nope.md)',
      '```',
      '[ref]: also-missing.md',
    ].join('\n');
    expect(brokenLinks('ARCHITECTURE.md', markdown)).toEqual([
      'docs/missing.md#part (no such file or folder: docs/missing.md)',
      '../../etc/passwd (outside the repository)',
      'nothing.png (no such file or folder: nothing.png)',
      'also-missing.md (no such file or folder: also-missing.md)',
    ]);
  });
});
