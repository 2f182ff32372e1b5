import { render } from '@testing-library/react';

import { LogMissingPath } from '@/components/errors/log-missing-path';
import { notFoundReplacement } from '@/lib/not-found';

describe('notFoundReplacement', () => {
  it('sends unknown provider slugs to /404', () => {
    expect(notFoundReplacement('/leverantor/okand')).toBe('/404');
    expect(notFoundReplacement('/leverantor/okand/mer')).toBe('/404');
  });

  it('leaves every other missing path alone', () => {
    expect(notFoundReplacement('/leverantor/')).toBeNull();
    expect(notFoundReplacement('/leverantor')).toBeNull();
    expect(notFoundReplacement('/leverantorer/x')).toBeNull();
    expect(notFoundReplacement('/finns-inte/alls')).toBeNull();
    expect(notFoundReplacement('/404')).toBeNull();
  });
});

describe('LogMissingPath', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('logs an unknown provider path and replaces it with /404 in the same history entry', () => {
    window.history.pushState(null, '', '/leverantor/okand');
    const length = window.history.length;
    render(<LogMissingPath />);
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/leverantor/okand');
    expect(window.location.pathname).toBe('/404');
    expect(window.history.length).toBe(length);
  });

  it('logs any other missing path and keeps its address', () => {
    window.history.pushState(null, '', '/finns-inte/alls');
    render(<LogMissingPath />);
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/finns-inte/alls');
    expect(window.location.pathname).toBe('/finns-inte/alls');
  });
});
