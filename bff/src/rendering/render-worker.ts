import { parentPort } from 'node:worker_threads';
import type { FirstView, FirstViewRequest, InitialAnswers, RenderFirstView } from '@shop/contracts';

/**
 * The thread the shell's server render runs in (render-thread.ts starts it). It imports the shell's render
 * module, by the URL it is given, and answers render jobs; it imports nothing else of the BFF.
 */

/** What a render is asked, with the page's initial answers as put in the page (parsed here). */
export type RenderRequest = Omit<FirstViewRequest, 'signal' | 'answers'> & { answersJson: string | null };

/**
 * A page to render with the module at `moduleUrl`; the render is aborted after `timeoutMs`. Without a request,
 * the module is only imported (a warm-up) and the reply has no view.
 */
export interface RenderJob {
  id: number;
  moduleUrl: string;
  request: RenderRequest | null;
  timeoutMs: number;
}

/**
 * The answer to a job: the first view, or null with why (`loadError` once for a module that could not be
 * loaded, `renderError` for a render that failed or was aborted).
 */
export interface RenderReply {
  id: number;
  view: FirstView | null;
  loadError?: string;
  renderError?: string;
}

const describe = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : String(err));

/** Render modules by URL (the URL carries the file's modification time: a new build is a new URL). */
const modules = new Map<string, Promise<{ render: RenderFirstView | null; error?: string }>>();

function load(url: string) {
  let loaded = modules.get(url);
  if (!loaded) {
    loaded = import(url).then(
      (module: { renderFirstView?: unknown }) =>
        typeof module.renderFirstView === 'function'
          ? { render: module.renderFirstView as RenderFirstView }
          : { render: null, error: `${url} exports no renderFirstView` },
      (err: unknown) => ({ render: null, error: describe(err) }),
    );
    modules.set(url, loaded);
  }
  return loaded;
}

/** Says why a module renders nothing only the first time. */
const reported = new Set<string>();

async function answer(job: RenderJob): Promise<RenderReply> {
  const { render, error } = await load(job.moduleUrl);
  if (!render) {
    const first = error !== undefined && !reported.has(job.moduleUrl);
    reported.add(job.moduleUrl);
    return { id: job.id, view: null, ...(first ? { loadError: error } : {}) };
  }
  if (job.request === null) return { id: job.id, view: null };
  const { answersJson, ...request } = job.request;
  try {
    const answers = answersJson === null ? {} : (JSON.parse(answersJson) as InitialAnswers).answers;
    const view = await render({ ...request, answers, signal: AbortSignal.timeout(job.timeoutMs) });
    return { id: job.id, view: { html: view.html, key: view.key } };
  } catch (err) {
    return { id: job.id, view: null, renderError: describe(err) };
  }
}

parentPort?.on('message', (job: RenderJob) => {
  void answer(job).then((reply) => parentPort?.postMessage(reply));
});
