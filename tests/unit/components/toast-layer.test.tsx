import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToastLayer } from '@/components/ui/toast-layer';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { currentToast } from '@/lib/toast-store';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  const open = currentToast();
  if (open) act(() => dismissToast(open.id));
  jest.useRealTimers();
});

describe('ToastLayer', () => {
  it('has its live region before any toast, and shows one toast at a time in it', () => {
    render(<ToastLayer />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => {
      toast({ title: 'Sökning slutförd', description: 'Hittade 9 elavtal' });
    });
    expect(region).toHaveTextContent('Sökning slutfördHittade 9 elavtal');

    act(() => {
      toast({ title: 'Kopierat!', variant: 'success' });
    });
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(/^Kopierat!$/);
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(1);
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute('data-variant', 'success');
  });

  it('goes by itself after four seconds and closes at once with its button', async () => {
    render(<ToastLayer />);
    act(() => {
      toast({ title: 'Beräkning slutförd!' });
    });
    act(() => {
      jest.advanceTimersByTime(3999);
    });
    expect(screen.getByText('Beräkning slutförd!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Beräkning slutförd!')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => {
      toast({ title: 'Inga resultat', variant: 'destructive' });
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Stäng avisering' }));
    expect(screen.queryByText('Inga resultat')).not.toBeInTheDocument();
  });

  it('keeps the toast while the pointer rests on it', async () => {
    render(<ToastLayer />);
    act(() => {
      toast({ title: 'Läs mig' });
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.hover(screen.getByText('Läs mig'));
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Läs mig')).toBeInTheDocument();
    await user.unhover(screen.getByText('Läs mig'));
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect(screen.queryByText('Läs mig')).not.toBeInTheDocument();
  });
});
