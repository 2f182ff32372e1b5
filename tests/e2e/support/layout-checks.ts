import type { Page } from '@playwright/test';

/**
 * Layout rules every page must keep, measured in the browser as rendered. The template spec
 * (tests/e2e/nginx/templates.spec.ts) runs them on every page template at desktop and phone width;
 * topic specs use them on states a first view does not show (an opened card, a chosen tab).
 */

/** The phone the template spec lays every template out on. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/**
 * Links and controls that fail WCAG 2.2's target size (2.5.8, AA) as rendered: a target is at
 * least 24 × 24 px, or it is spaced: a circle of 24 px diameter centred on it intersects no other
 * target and no other small target's circle. Links inside a sentence are exempt (the paragraph,
 * list item or cell holds more text than the link), and a checkbox or radio inside its label is
 * measured as the label (a click on the label toggles it).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]').evaluateAll((elements) => {
    const targets = elements.flatMap((el) => {
      const label = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.closest('label') : null;
      const box = (label ?? el).getBoundingClientRect();
      const style = getComputedStyle(el);
      // Hidden, or visually hidden with a larger label as the target (the chip radios).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') return [];
      if (el.closest('[hidden], [aria-hidden="true"]')) return [];
      const block = el.parentElement?.closest('p, li, td, dd, figcaption, blockquote') ?? el.parentElement;
      const inSentence =
        el.tagName === 'A' && style.display === 'inline' && (block?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0) + 1;
      const small = !inSentence && (box.width < 24 || box.height < 24);
      // A fixed or sticky layer (the cookie banner, the header) lies over whatever the page is
      // scrolled to: which link it happens to cover is not a spacing of targets (WCAG 2.5.8), so
      // targets are compared within their own layer.
      let fixed = false;
      for (let node: Element | null = el; node && !fixed; node = node.parentElement) fixed = ['fixed', 'sticky'].includes(getComputedStyle(node).position);
      return [
        {
          el: label ?? el,
          box,
          small,
          fixed,
          name: (el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40),
          tag: el.tagName.toLowerCase(),
        },
      ];
    });
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    /** Distance from a point to a rectangle (0 inside it). */
    const toRect = (p: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(Math.max(box.left - p.x, 0, p.x - box.right), Math.max(box.top - p.y, 0, p.y - box.bottom));
    return targets.flatMap((target) => {
      if (!target.small) return [];
      const c = centre(target.box);
      const crowded = targets.some((other) => {
        if (other === target || other.el.contains(target.el) || target.el.contains(other.el) || other.fixed !== target.fixed) return false;
        if (toRect(c, other.box) < 12) return true;
        if (!other.small) return false;
        const o = centre(other.box);
        return Math.hypot(c.x - o.x, c.y - o.y) < 24;
      });
      return crowded ? [`${target.tag} "${target.name}" ${Math.round(target.box.width)}×${Math.round(target.box.height)}`] : [];
    });
  });
}

/**
 * Every visible table is either as wide as it needs within the page, or sits in a named, focusable
 * scroll region with a visible hint in words beside it; returns what breaks that rule.
 */
export async function hiddenColumns(page: Page): Promise<string[]> {
  return page.locator('table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      if (!(table as HTMLElement).checkVisibility()) return [];
      const name = table.querySelector('caption')?.textContent?.trim().slice(0, 50) ?? table.outerHTML.slice(0, 80);
      let scroller: HTMLElement | null = table.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      const docWidth = document.documentElement.clientWidth;
      if (!scroller || scroller === document.documentElement) {
        return table.getBoundingClientRect().right > docWidth + 0.5 ? [`${name}: wider than the page`] : [];
      }
      if (scroller.scrollWidth <= scroller.clientWidth) return [];
      const labelId = scroller.getAttribute('aria-labelledby');
      const label = labelId ? document.getElementById(labelId)?.textContent?.trim() : scroller.getAttribute('aria-label');
      const problems: string[] = [];
      if (scroller.getAttribute('role') !== 'region' || !label) problems.push(`${name}: scrolls without a named region`);
      if (scroller.tabIndex !== 0) problems.push(`${name}: scroll region not focusable`);
      const hint = scroller.parentElement?.querySelector(':scope > p');
      if (!hint || !(hint as HTMLElement).checkVisibility()) problems.push(`${name}: no visible scroll hint`);
      return problems;
    }),
  );
}

/**
 * Chart labels drawn smaller than 12 px on screen: each visible SVG chart text's font size in
 * units × the SVG's scale. Charts in a hidden tab panel are measured when shown.
 */
export async function smallChartLabels(page: Page): Promise<string[]> {
  return page.locator('svg[role="img"] text').evaluateAll((texts) =>
    texts.flatMap((text) => {
      const svg = (text as SVGTextElement).ownerSVGElement!;
      if (!svg.checkVisibility()) return [];
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const size = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
      return size >= 12
        ? []
        : [`"${(text.textContent ?? '').trim().slice(0, 20)}" in "${svg.getAttribute('aria-label')?.slice(0, 40)}": ${size.toFixed(1)} px`];
    }),
  );
}

/** How far the page itself scrolls sideways (0 when it fits the window). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}
