import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const repo = join(import.meta.dirname, '..', '..');

type Tree = { [key: string]: string | Tree };

/** Every translation file of every frontend (each namespace's English is its complete key set). */
function translationFiles(): string[] {
  return execFileSync('git', ['ls-files', '*/i18n/en.json', '*/i18n/*/en.json'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

/**
 * The dotted paths of every translation key and of every group of keys, across all namespaces, as a
 * missing or mistyped key would show on the page (`benefits.minimum.title`); plural suffixes dropped.
 */
function translationPaths(): { keys: Set<string>; groups: Set<string> } {
  const keys = new Set<string>();
  const groups = new Set<string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [name, value] of Object.entries(tree)) {
      const path = `${prefix}${name}`;
      if (typeof value === 'string') keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
      else {
        groups.add(path);
        walk(value, `${path}.`);
      }
    }
  };
  for (const file of translationFiles()) walk(JSON.parse(readFileSync(join(repo, file), 'utf8')) as Tree, '');
  return { keys, groups };
}

const { keys, groups } = translationPaths();

/**
 * What a buyer reads on the page as it is now: the visible text, the document title and the texts that
 * assistive technology reads out (labels, titles, placeholders, alternative texts).
 */
export async function renderedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not the text of hidden elements
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

/**
 * What a translation gone wrong leaves on a page: an unfilled `{{placeholder}}`, a raw translation key
 * (a known one, or a mistyped one inside a known group), or a value that was never there.
 */
export function textDefects(text: string): string[] {
  const defects: string[] = [];
  for (const match of text.matchAll(/[^\n]{0,30}(\{\{|\}\})[^\n]{0,30}/g))
    defects.push(`placeholder: "${match[0]}"`);
  for (const match of text.matchAll(/[^\n]{0,30}\b(undefined|NaN)\b[^\n]{0,30}|\[object Object\]/g)) {
    defects.push(`no value: "${match[0]}"`);
  }
  for (const [token] of text.matchAll(/[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+/g)) {
    const group = token.slice(0, token.lastIndexOf('.'));
    if (keys.has(token) || groups.has(token) || groups.has(group)) defects.push(`raw key: "${token}"`);
  }
  return defects;
}
