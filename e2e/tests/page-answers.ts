/** The data block in which the BFF answers a page's first API reads (initial-answers.ts in contracts). */
const BLOCK = /<script type="application\/json" id="shop-initial-answers">(.*?)<\/script>/s;

/**
 * A served page split into its markup and the API answers it carries, each as the JSON the API would
 * have sent (the block's keys are request paths, which repeat the page's own query string).
 */
export function splitPage(html: string): { markup: string; answers: { path: string; body: string }[] } {
  const block = BLOCK.exec(html)?.[1];
  if (!block) return { markup: html, answers: [] };
  const { answers } = JSON.parse(block) as { answers: Record<string, unknown> };
  return {
    markup: html.replace(BLOCK, ''),
    answers: Object.entries(answers).map(([path, answer]) => ({ path, body: JSON.stringify(answer) })),
  };
}
