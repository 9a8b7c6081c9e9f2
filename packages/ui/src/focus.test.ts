import { describe, expect, it } from 'vitest';
import { focusableIn, keepTabInside } from './focus.ts';

function dialog(): HTMLElement {
  const container = document.createElement('div');
  container.tabIndex = -1;
  container.innerHTML =
    '<button>first</button><div hidden><button>hidden</button></div><button disabled>off</button><a href="/x">last</a>';
  document.body.replaceChildren(container);
  return container;
}

function tab(container: HTMLElement, shiftKey = false) {
  let prevented = false;
  keepTabInside({ key: 'Tab', shiftKey, preventDefault: () => (prevented = true) }, container);
  return prevented;
}

describe('keeping Tab inside a dialog', () => {
  it('finds the reachable controls only', () => {
    expect(focusableIn(dialog()).map((el) => el.textContent)).toEqual(['first', 'last']);
  });

  it('wraps from the last control to the first, and back with Shift', () => {
    const container = dialog();
    const [first, last] = focusableIn(container);
    last?.focus();
    expect(tab(container)).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(tab(container, true)).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('lets Tab move on normally in between, and Shift+Tab from the dialog itself goes to the last', () => {
    const container = dialog();
    const [first, last] = focusableIn(container);
    first?.focus();
    expect(tab(container)).toBe(false);
    container.focus();
    expect(tab(container, true)).toBe(true);
    expect(document.activeElement).toBe(last);
  });
});
