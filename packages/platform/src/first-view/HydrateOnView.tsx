import { memo, type ReactNode, Suspense, use, useId, useLayoutEffect } from 'react';

/** Marks the server's HTML of one HydrateOnView, by its `useId` (the same on the server and in hydration). */
export const HYDRATE_ON_VIEW_ATTRIBUTE = 'data-hydrate-on-view';

/** Where a part starts being taken over before it scrolls in: about a screen's swipe ahead. */
const AHEAD = '300px';

/** What makes a part wanted before it is seen: a pointer over it, a tap on it, keyboard focus inside it. */
const WANTED_ON = ['pointerover', 'touchstart', 'focusin'] as const;

interface Gate {
  promise: Promise<void>;
  open: boolean;
  /** The part's gate was asked once already while closed: a second ask is React retrying for an update. */
  asked: boolean;
  release: () => void;
}

const gates = new Map<string, Gate>();
/** The parts React runs (taken over, or rendered in the browser): their HTML is React's own from then on. */
const running = new Set<string>();

/** The gate of the part the server rendered at `element`: released when it nears the screen or is wanted. */
function gateAt(id: string, element: Element): Gate {
  const known = gates.get(id);
  if (known) return known;
  let resolve = () => {};
  const gate: Gate = {
    promise: new Promise<void>((done) => {
      resolve = done;
    }),
    open: false,
    asked: false,
    release: () => {
      if (gate.open) return;
      gate.open = true;
      observer?.disconnect();
      for (const type of WANTED_ON) element.removeEventListener(type, gate.release, true);
      // Marked as React marks a settled promise: `use` then reads it at once, without suspending again.
      Object.assign(gate.promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  gates.set(id, gate);
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.release(), {
          rootMargin: AHEAD,
        })
      : null;
  // The wrapper has no box of its own (display: contents): what is watched is what it holds.
  for (const child of element.children) observer?.observe(child);
  for (const type of WANTED_ON)
    element.addEventListener(type, gate.release, { capture: true, passive: true });
  if (!observer) gate.release();
  return gate;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  useLayoutEffect(() => {
    running.add(id);
    return () => {
      running.delete(id);
    };
  }, [id]);
  let gate = gates.get(id);
  if (!gate && typeof document !== 'undefined' && !running.has(id)) {
    // The server's HTML waiting to be taken over. A part first rendered in the browser has an id of another
    // form, so none is found before it is on the page, and once it is, it is running.
    const element = document.querySelector(`[${HYDRATE_ON_VIEW_ATTRIBUTE}="${CSS.escape(id)}"]`);
    if (element) gate = gateAt(id, element);
  }
  if (gate) {
    // Asked again before it was seen: something it shows changed (language, address). React can only apply
    // that to a part it has taken over, so take it over now rather than lose the server's HTML.
    if (gate.asked) gate.release();
    gate.asked = true;
    // Read on every render once there is a gate (settled, it does not suspend), as React asks of `use`.
    use(gate.promise);
  }
  return (
    <div {...{ [HYDRATE_ON_VIEW_ATTRIBUTE]: id }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * A part of a page the server rendered that the first view does not need running (below the fold, such as the
 * footer): its HTML shows at once, and React takes it over only when it comes near the screen or the pointer,
 * a tap or keyboard focus reaches it — the first view's main thread does not hydrate it (issue 48). Rendered in
 * the browser (a later page), it is an ordinary part. Its own loading is never shown: nothing to fall back to.
 * Memoised: given the same children element, a re-render of the page above does not reach the part (which
 * would take it over at once); what it reads from context still does.
 */
export const HydrateOnView = memo(function HydrateOnView({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
});
