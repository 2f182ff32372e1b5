import { render, screen } from '@testing-library/react';

import { Progress } from '@/components/ui/progress';

/**
 * Our part of the progress bar: where the indicator stands. The states of spec section 4
 * (data-state) and the console error of section 5 are Radix's own behaviour and not tested here.
 */
describe('progress bar', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // Radix logs its own console error for the invalid values below.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  const indicator = () => screen.getByRole('progressbar', { name: 'Förlopp' }).querySelector('[data-slot="progress-indicator"]') as HTMLElement;

  it.each([
    [0, 100, 'translateX(-100%)'],
    [82.5, 100, 'translateX(-17.5%)'],
    [100, 100, 'translateX(-0%)'],
    [1, 4, 'translateX(-75%)'],
  ])('moves the indicator to value %p of %p', (value, max, transform) => {
    render(<Progress value={value} max={max} aria-label="Förlopp" />);
    expect(indicator().style.transform).toBe(transform);
  });

  it.each([
    [undefined, 100],
    [null, 100],
    [50, 0],
    [-1, 100],
    [101, 100],
  ])('leaves the indicator unmoved for value %p of %p', (value, max) => {
    render(<Progress value={value} max={max} aria-label="Förlopp" />);
    expect(indicator().style.transform).toBe('');
  });
});
