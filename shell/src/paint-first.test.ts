import { FIRST_VIEW_ATTRIBUTE, RUN_AFTER_PAINT_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A stand-in for the browser's PerformanceObserver that reports paints when the test says so. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static last: FakePaintObserver | null = null;
  callback: PaintCallback;
  observing = false;
  constructor(callback: PaintCallback) {
    this.callback = callback;
    FakePaintObserver.last = this;
  }
  observe(): void {
    this.observing = true;
  }
  disconnect(): void {
    this.observing = false;
  }
  paint(name: string): void {
    if (this.observing) this.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
  }
}

/** The page as the BFF sends it: the shell's scripts as marked preloads, a first view or none. */
function page({ firstView }: { firstView: boolean }): void {
  document.head.innerHTML = ['vendor', 'index']
    .map(
      (name) => `<link rel="preload" as="script" href="/static/js/${name}.js" ${RUN_AFTER_PAINT_ATTRIBUTE}>`,
    )
    .concat('<link rel="preload" as="script" href="/remotes/catalog/remoteEntry.js">')
    .join('');
  document.body.innerHTML = firstView
    ? `<div id="root" ${FIRST_VIEW_ATTRIBUTE}="en.banner"><h1>Wholesale</h1><button type="button">Shop</button>` +
      '<form><button>Send</button></form><a href="#about">About</a></div>'
    : '<div id="root"></div>';
}

/** The scripts the loader has started, in order. */
function started(): string[] {
  return [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname);
}

/** paint-first.ts waits this long for a paint that does not come. */
const PAINT_WAIT_MS = 2000;

async function runLoader(): Promise<void> {
  vi.resetModules();
  await import('./paint-first.ts');
}

describe('the paint-first script', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    FakePaintObserver.last = null;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts the shell’s scripts, in order and only those, once the rendered page has painted', async () => {
    page({ firstView: true });
    await runLoader();
    expect(started()).toEqual([]);
    FakePaintObserver.last?.paint('first-paint');
    expect(started()).toEqual([]);
    FakePaintObserver.last?.paint('first-contentful-paint');
    // Not in the task that learns of the paint: from the next frame on.
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(started()).toEqual(['/static/js/vendor.js', '/static/js/index.js']);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.every((script) => !script.async)).toBe(true);
    // Once: a late timer or another paint adds nothing.
    vi.runAllTimers();
    FakePaintObserver.last?.paint('first-contentful-paint');
    expect(started()).toHaveLength(2);
  });

  it('starts them at once when the page has no first view to paint', async () => {
    page({ firstView: false });
    await runLoader();
    expect(started()).toEqual(['/static/js/vendor.js', '/static/js/index.js']);
  });

  it('does not wait for a paint in a background tab', async () => {
    page({ firstView: true });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await runLoader();
    expect(started()).toHaveLength(2);
  });

  it('runs the page anyway when no paint is reported', async () => {
    page({ firstView: true });
    await runLoader();
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(2);
  });

  it('runs the page at once when it is sent to the background before it painted', async () => {
    page({ firstView: true });
    await runLoader();
    expect(started()).toEqual([]);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toHaveLength(2);
  });

  describe('before the shell runs the rendered page', () => {
    /** What reaches the page's own handlers (React's, once it runs): each event's type and key. */
    function handled(): string[] {
      const seen: string[] = [];
      const root = document.getElementById('root') as HTMLElement;
      for (const type of ['click', 'keydown', 'submit'])
        root.addEventListener(type, (event) =>
          seen.push(event instanceof KeyboardEvent ? `${type} ${event.key}` : type),
        );
      return seen;
    }
    const button = (name: string) =>
      [...document.querySelectorAll('button')].find((each) => each.textContent === name) as HTMLButtonElement;
    const press = (target: Element, key: string) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    async function takeOver(): Promise<void> {
      document.getElementById('root')?.setAttribute(TAKEN_OVER_ATTRIBUTE, '');
      await Promise.resolve();
    }

    it('keeps the presses of its buttons and replays them, in order, once the shell has taken it over', async () => {
      page({ firstView: true });
      await runLoader();
      const seen = handled();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      button('Shop').dispatchEvent(click);
      // The browser's own action is kept too: a button in a form would have sent it to the page's URL.
      expect(click.defaultPrevented).toBe(true);
      press(button('Shop'), 'ArrowDown');
      press(button('Shop'), 'Tab');
      button('Send').click();
      expect(seen).toEqual(['keydown Tab']);

      await takeOver();
      expect(seen).toEqual(['keydown Tab', 'click', 'keydown ArrowDown', 'click', 'submit']);
      // And from then on, presses go straight to the page.
      button('Shop').click();
      expect(seen).toHaveLength(6);
    });

    it('lets links be followed by the browser, and drops presses on buttons no longer in the page', async () => {
      page({ firstView: true });
      await runLoader();
      const seen = handled();
      const link = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector('a')?.dispatchEvent(link);
      expect(link.defaultPrevented).toBe(false);
      button('Shop').click();
      button('Shop').remove();
      await takeOver();
      expect(seen).toEqual(['click']);
    });

    it('keeps nothing on a page the browser renders itself', async () => {
      page({ firstView: false });
      document.getElementById('root')?.insertAdjacentHTML('beforeend', '<button>Shop</button>');
      await runLoader();
      const seen = handled();
      button('Shop').click();
      expect(seen).toEqual(['click']);
    });
  });
});
