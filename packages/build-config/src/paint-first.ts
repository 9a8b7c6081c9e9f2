import type { HtmlTag, RsbuildPlugin } from '@rsbuild/core';

/** The shell's entry that starts its other scripts once the page has painted (shell/src/paint-first.ts). */
export const PAINT_FIRST_ENTRY = 'paint-first';

export interface PaintFirstOptions {
  /** The paint-first script's source. */
  entry: string;
  /** The attribute marking the preloads it starts (`RUN_AFTER_PAINT_ATTRIBUTE` in contracts). */
  runAfterPaintAttribute: string;
  /** The attribute marking its own script tag (`PAINT_FIRST_ATTRIBUTE` in contracts). */
  paintFirstAttribute: string;
}

/**
 * The page's scripts become preloads marked `runAfterPaintAttribute`, which the paint-first script starts,
 * and that script (marked `paintFirstAttribute`) goes first in the head: first in the page, it takes the
 * connection the page came on (no new one before it can run). What it needs from the page is only the
 * marked links' URLs, which stay relative in the built page and are made absolute by whoever serves it.
 */
export function pluginPaintFirst(
  environment: string,
  { runAfterPaintAttribute, paintFirstAttribute }: Omit<PaintFirstOptions, 'entry'>,
): RsbuildPlugin {
  return {
    name: 'shop:paint-first',
    setup(api) {
      // Its own environment, compiled before `environment` (whose rspack config depends on it).
      let loader: string | undefined;
      api.onAfterEnvironmentCompile(({ stats, environment: compiled }) => {
        if (compiled.name !== PAINT_FIRST_ENTRY || !stats) return;
        const files = stats.compilation.entrypoints.get(PAINT_FIRST_ENTRY)?.getFiles() ?? [];
        loader = files.find((file) => file.endsWith('.js'));
      });
      api.modifyHTMLTags((tags, context) => {
        if (context.environment.name !== environment) return tags;
        if (!loader) throw new Error(`shop:paint-first: the ${PAINT_FIRST_ENTRY} build has not run`);
        const headTags: HtmlTag[] = [];
        for (const tag of tags.headTags) {
          const src = tag.attrs?.src;
          if (tag.tag === 'script' && typeof src === 'string') {
            headTags.push({
              tag: 'link',
              // At the priority of the deferred scripts they replace: the stylesheet and lead image go first.
              attrs: {
                rel: 'preload',
                as: 'script',
                href: src,
                fetchpriority: 'low',
                [runAfterPaintAttribute]: true,
              },
            });
          } else {
            headTags.push(tag);
          }
        }
        const start: HtmlTag = {
          tag: 'script',
          attrs: { defer: true, src: context.assetPrefix + loader, [paintFirstAttribute]: true },
        };
        return { headTags: [start, ...headTags], bodyTags: tags.bodyTags };
      });
    },
  };
}
