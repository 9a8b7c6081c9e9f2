import { FIRST_VIEW_ATTRIBUTE, RUN_AFTER_PAINT_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '@shop/contracts';

/**
 * The shell page's first script, and its only one (see build-config's `pluginPaintFirst`). The shell's own
 * scripts are preloaded by the page, so they download from the start, but they are evaluated only once the
 * first view the BFF rendered has painted: evaluating ≈ 600 KB of JavaScript before that paint (which is what
 * `<script defer>` does when the files arrive quickly) kept the rendered page off screen for as long. A page
 * without a first view (a remote's page) has nothing to paint before the scripts: they start at once.
 *
 * Until React runs the rendered page, its buttons have no handlers: this script keeps what is pressed on
 * them meanwhile and replays it once the shell marks the page taken over (`TAKEN_OVER_ATTRIBUTE`).
 */

/**
 * How long to wait for a paint that does not come (a browser that reports none): the page runs anyway. A
 * browser that reports paints does paint a visible page, only later on a busy machine (the stylesheet still
 * arriving): 500 ms proved too short there, and the scripts then ran before the paint they were to follow.
 */
const PAINT_WAIT_MS = 2000;

function runShellScripts(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${RUN_AFTER_PAINT_ATTRIBUTE}]`)) {
    const script = document.createElement('script');
    script.src = link.href;
    // Inserted scripts run in insertion order, as the page's deferred ones would.
    script.async = false;
    document.head.append(script);
  }
}

function paintIsComing(): boolean {
  return (
    document.getElementById('root')?.hasAttribute(FIRST_VIEW_ATTRIBUTE) === true &&
    // A page opened in a background tab does not paint until it is shown.
    document.visibilityState === 'visible' &&
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  );
}

function runAfterFirstPaint(): void {
  let started = false;
  const observer = new PerformanceObserver((entries) => {
    // Told of the paint as it reaches the screen: the next frame is when the scripts may begin.
    if (entries.getEntriesByName('first-contentful-paint').length > 0)
      requestAnimationFrame(() => setTimeout(start));
  });
  function start(): void {
    if (started) return;
    started = true;
    observer.disconnect();
    runShellScripts();
  }
  observer.observe({ type: 'paint', buffered: true });
  // A page sent to the background before it painted will not paint until shown: run it now.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') start();
  });
  setTimeout(start, PAINT_WAIT_MS);
}

/** Keys a button's own handlers may answer (a menu button's arrows); Enter and Space press it (a click). */
const KEPT_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape']);

interface KeptPress {
  button: HTMLButtonElement;
  replay(button: HTMLButtonElement): void;
}

/**
 * Presses of the rendered page's buttons before React runs it: kept from the browser (a button in a form
 * would submit it to the page's own URL) and from React's half-hydrated tree, and replayed on the same
 * buttons, in order, once the shell has marked the root taken over. A link needs nothing: before that, the
 * browser follows it itself.
 */
function keepEarlyPresses(root: HTMLElement): void {
  const kept: KeptPress[] = [];
  function keep(event: Event): void {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !root.contains(button)) return;
    if (event.type === 'click') {
      kept.push({ button, replay: (pressed) => pressed.click() });
    } else if (event instanceof KeyboardEvent && KEPT_KEYS.has(event.key)) {
      const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
      const init = { key, code, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true };
      kept.push({ button, replay: (pressed) => pressed.dispatchEvent(new KeyboardEvent('keydown', init)) });
    } else {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  document.addEventListener('click', keep, true);
  document.addEventListener('keydown', keep, true);
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(TAKEN_OVER_ATTRIBUTE)) return;
    observer.disconnect();
    document.removeEventListener('click', keep, true);
    document.removeEventListener('keydown', keep, true);
    // A button the shell replaced (a page rendered afresh for another language) is no longer there to press.
    for (const { button, replay } of kept.splice(0)) if (button.isConnected) replay(button);
  });
  observer.observe(root, { attributes: true, attributeFilter: [TAKEN_OVER_ATTRIBUTE] });
}

const root = document.getElementById('root');
if (root?.hasAttribute(FIRST_VIEW_ATTRIBUTE) && !root.hasAttribute(TAKEN_OVER_ATTRIBUTE))
  keepEarlyPresses(root);

if (paintIsComing()) runAfterFirstPaint();
else runShellScripts();
