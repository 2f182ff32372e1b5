import { render, screen } from '@testing-library/react';

import { Progress } from '@/components/ui/progress';

/** Spec section 4 (states) and 5 (console error on an invalid max or value). */
describe('progress bar', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it.each([
    [undefined, 100, 'indeterminate'],
    [null, 100, 'indeterminate'],
    [0, 100, 'loading'],
    [82.5, 100, 'loading'],
    [100, 100, 'complete'],
    [3, 3, 'complete'],
  ])('value %p of %p is %s', (value, max, state) => {
    render(<Progress value={value} max={max} aria-label="Förlopp" />);
    expect(screen.getByRole('progressbar', { name: 'Förlopp' })).toHaveAttribute('data-state', state);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    [50, 0],
    [50, -1],
    [-1, 100],
    [101, 100],
  ])('logs a console error for value %p and max %p', (value, max) => {
    render(<Progress value={value} max={max} aria-label="Förlopp" />);
    expect(consoleError).toHaveBeenCalled();
  });
});
