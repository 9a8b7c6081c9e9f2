import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * The repository's Markdown files: those git tracks, and new ones it would track (not ignored), so a page
 * is checked before it is committed. Deleted files and anything below node_modules are left out.
 */
function markdownFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const files = listed
    .split('\0')
    .filter((file) => file !== '' && !file.split('/').includes('node_modules'))
    .filter((file) => existsSync(path.join(root, file)));
  return [...new Set(files)].sort();
}

/** The text without what Markdown does not read as links: fenced code blocks, code spans, HTML comments. */
function withoutCode(markdown: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      lines.push('');
    } else if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = null;
      lines.push('');
    } else {
      lines.push(line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '').replace(/<!--[\s\S]*?-->/g, ''));
    }
  }
  return lines.join('\n');
}

/** Targets of inline links and images, `[text](target "title")` and `![alt](target)`, and of definitions. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets: string[] = [];
  const inline =
    /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const match of text.matchAll(inline)) targets.push((match[1] ?? '').replace(/^<|>$/g, ''));
  const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm;
  for (const match of text.matchAll(definition)) targets.push((match[1] ?? '').replace(/^<|>$/g, ''));
  return targets;
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered as GitHub does) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown).split('\n')) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = slugOf(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? '');
  }
  return anchors;
}

/** What is wrong with one link target of `file` (a path from the repository's root), or null. */
function problemWith(file: string, target: string): string | null {
  if (/^https?:/i.test(target)) return URL.canParse(target) ? null : `${target}: not a URL`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const hash = target.indexOf('#');
  const pathPart = hash === -1 ? target : target.slice(0, hash);
  const anchor = hash === -1 ? null : target.slice(hash + 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart.split('?')[0] ?? '');
  } catch {
    return `${target}: malformed escape`;
  }
  const resolved =
    decoded === ''
      ? path.join(root, file)
      : decoded.startsWith('/')
        ? path.join(root, decoded)
        : path.resolve(path.dirname(path.join(root, file)), decoded);
  if (!resolved.startsWith(root)) return `${target}: outside the repository`;
  if (!existsSync(resolved)) return `${target}: no such file or folder`;
  if (anchor === null || anchor === '' || !resolved.endsWith('.md') || !statSync(resolved).isFile())
    return null;
  const anchors = anchorsOf(readFileSync(resolved, 'utf8'));
  return anchors.has(decodeURIComponent(anchor).toLowerCase()) ? null : `${target}: no heading #${anchor}`;
}

describe('the link checker', () => {
  it('finds inline links, images and definitions, not what is in code', () => {
    const markdown = [
      'See [the guide](docs/guide.md#start) and ![logo](<img/a b.png> "Logo").',
      '`[not](a-link.md)` and [nested [text]](other.md)',
      '```',
      '[neither](in-a-fence.md)',
      '```',
      '[ref]: ./defined.md',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual(['docs/guide.md#start', 'img/a b.png', 'other.md', './defined.md']);
  });

  it('makes GitHub’s heading anchors', () => {
    expect(slugOf('Working on one area')).toBe('working-on-one-area');
    expect(slugOf('0003. The shell provides the `runtime`, checked')).toBe(
      '0003-the-shell-provides-the-runtime-checked',
    );
    expect(slugOf('Σχετικά με εμάς')).toBe('σχετικά-με-εμάς');
    expect([...anchorsOf('# Notes\n## Notes\n```\n# not a heading\n```')]).toEqual(['notes', 'notes-1']);
  });
});

const files = markdownFiles();

describe('links in the README and docs', () => {
  it('finds the Markdown files', () => {
    expect(files).toContain('README.md');
  });

  it.each(files)('%s: every link resolves', (file) => {
    const problems = linkTargets(readFileSync(path.join(root, file), 'utf8'))
      .map((target) => problemWith(file, target))
      .filter((problem): problem is string => problem !== null);
    expect(problems).toEqual([]);
  });
});
