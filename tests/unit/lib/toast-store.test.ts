import { currentToast, dismissToast, pauseToast, resumeToast, subscribeToToasts, toast } from '@/lib/toast-store';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  const open = currentToast();
  if (open) dismissToast(open.id);
  jest.useRealTimers();
});

describe('toast store', () => {
  it('closes a toast by itself after four seconds', () => {
    toast({ title: 'Kopierat!' });
    jest.advanceTimersByTime(3999);
    expect(currentToast()).toMatchObject({ title: 'Kopierat!' });
    jest.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
  });

  it('shows one toast at a time: a new one replaces the old and gets the full time', () => {
    toast({ title: 'Första' });
    jest.advanceTimersByTime(3000);
    const second = toast({ title: 'Andra', variant: 'destructive' });
    expect(currentToast()).toEqual({ id: second, title: 'Andra', variant: 'destructive' });
    // The first toast's timer is gone: nothing closes at its four seconds.
    jest.advanceTimersByTime(1000);
    expect(currentToast()?.id).toBe(second);
    jest.advanceTimersByTime(3000);
    expect(currentToast()).toBeNull();
  });

  it('ignores closing a toast that was already replaced', () => {
    const first = toast({ title: 'Första' });
    const second = toast({ title: 'Andra' });
    dismissToast(first);
    expect(currentToast()?.id).toBe(second);
    dismissToast(second);
    expect(currentToast()).toBeNull();
  });

  it('waits while paused and restarts the full time on resume', () => {
    const id = toast({ title: 'Läs mig' });
    jest.advanceTimersByTime(3500);
    pauseToast(id);
    jest.advanceTimersByTime(60_000);
    expect(currentToast()?.id).toBe(id);
    resumeToast(id);
    resumeToast(id); // A second resume does not start a second timer.
    jest.advanceTimersByTime(3999);
    expect(currentToast()?.id).toBe(id);
    jest.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = toast({ title: 'Hej' });
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: 'Igen' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
