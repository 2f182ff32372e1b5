import { revealResult } from '@/lib/dom/reveal-result';

function stubMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

function elements() {
  const block = document.createElement('section');
  const heading = document.createElement('h2');
  heading.tabIndex = -1;
  block.append(heading);
  document.body.append(block);
  block.scrollIntoView = jest.fn();
  return { block, heading };
}

afterEach(() => {
  document.body.replaceChildren();
});

it('scrolls smoothly and focuses the heading without a second scroll', () => {
  stubMotion(false);
  const { block, heading } = elements();
  const focus = jest.spyOn(heading, 'focus');
  revealResult(block, heading);
  expect(block.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  expect(document.activeElement).toBe(heading);
});

it('jumps without animation when the visitor asked for reduced motion', () => {
  stubMotion(true);
  const { block, heading } = elements();
  revealResult(block, heading);
  expect(block.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
});

it('does nothing when the result is not rendered', () => {
  stubMotion(false);
  expect(() => revealResult(null, null)).not.toThrow();
});
