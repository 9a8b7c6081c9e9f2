import { act, fireEvent, screen } from '@testing-library/react';
import { startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HYDRATE_ON_VIEW_ATTRIBUTE, HydrateOnView } from './HydrateOnView.tsx';

/** The parts whose code ran (an effect runs once React has taken a part over). */
let running: string[] = [];

function Part({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    running.push(label);
  }, [label]);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      {label} pressed {presses}
    </button>
  );
}

function Page({ label }: { label: string }) {
  return (
    <div>
      <p>Above the fold</p>
      <HydrateOnView>
        <Part label={label} />
      </HydrateOnView>
    </div>
  );
}

/** IntersectionObserver as the browser's: tells each observer when what it watches comes into view. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
class FakeIntersectionObserver {
  entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers.delete(this.entry);
  }
}
function scrollIntoView(target: Element) {
  for (const { callback, targets } of [...observers]) {
    if (targets.includes(target))
      callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], {} as never);
  }
}

let root: Root | undefined;
let container: HTMLElement;
let prefix = 0;

/** The page as the server rendered it, taken over by React as the shop's first view is. */
async function hydrate(label: string) {
  const identifierPrefix = `t${++prefix}-`;
  container.innerHTML = renderToString(<Page label={label} />, { identifierPrefix });
  await act(async () => {
    root = hydrateRoot(container, <Page label={label} />, { identifierPrefix });
  });
  // A change as the shop's language change makes it: in a transition.
  return (next: string) =>
    act(async () => {
      startTransition(() => root?.render(<Page label={next} />));
    });
}

beforeEach(() => {
  running = [];
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  observers.clear();
});

describe('HydrateOnView', () => {
  it('shows the server’s HTML at once and takes it over only when it comes into view', async () => {
    await hydrate('footer');
    expect(screen.getByRole('button', { name: 'footer pressed 0' })).toBeInTheDocument();
    expect(running).toEqual([]);

    const wrapper = container.querySelector(`[${HYDRATE_ON_VIEW_ATTRIBUTE}]`);
    await act(async () => scrollIntoView(wrapper?.firstElementChild as Element));
    expect(running).toEqual(['footer']);
    fireEvent.click(screen.getByRole('button', { name: 'footer pressed 0' }));
    expect(screen.getByRole('button', { name: 'footer pressed 1' })).toBeInTheDocument();
  });

  it('takes it over when keyboard focus reaches it before it is seen', async () => {
    await hydrate('focused');
    await act(async () => screen.getByRole('button').focus());
    expect(running).toEqual(['focused']);
  });

  it('takes it over when a pointer reaches it before it is seen', async () => {
    await hydrate('pointed');
    await act(async () => fireEvent.pointerOver(screen.getByRole('button')));
    expect(running).toEqual(['pointed']);
  });

  it('takes it over at once when what it shows changes before it is seen, losing nothing', async () => {
    const rerender = await hydrate('English');
    expect(running).toEqual([]);
    await rerender('Ελληνικά');
    expect(screen.getByRole('button', { name: 'Ελληνικά pressed 0' })).toBeInTheDocument();
    // Taken over as the server rendered it, then changed.
    expect(running).toEqual(['English', 'Ελληνικά']);
  });

  it('renders as an ordinary part when the browser renders it (a later page)', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page label="later" />);
    });
    expect(screen.getByRole('button', { name: 'later pressed 0' })).toBeInTheDocument();
    expect(running).toEqual(['later']);
    // Its own HTML on the page is not the server's: a change (in a transition, as the shop's language
    // change is) shows at once, nothing waits for it to be seen.
    await act(async () => startTransition(() => root?.render(<Page label="changed" />)));
    expect(screen.getByRole('button', { name: 'changed pressed 0' })).toBeInTheDocument();
  });

  it('once taken over, changes as any part does', async () => {
    const rerender = await hydrate('seen');
    const wrapper = container.querySelector(`[${HYDRATE_ON_VIEW_ATTRIBUTE}]`);
    await act(async () => scrollIntoView(wrapper?.firstElementChild as Element));
    await rerender('changed');
    expect(screen.getByRole('button', { name: 'changed pressed 0' })).toBeInTheDocument();
    expect(running).toEqual(['seen', 'changed']);
  });
});
