/**
 * An unknown address is answered with 404.html and status 404, and Chromium reports that status of
 * the document itself as a console error ('Failed to load resource … 404'). That line is the host's
 * answer, not the page's doing; every other console error still fails the test. Used by the specs
 * of the not-found fallbacks (/stader/{x}, /energinyheter/{x}).
 */
export function withoutDocument404(errors: readonly string[]): string[] {
  return errors.filter((text) => !/Failed to load resource: the server responded with a status of 404/.test(text));
}
