import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { COPIED_MS, CopyButton } from '@/components/ui/copy-button';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('CopyButton', () => {
  it('copies the value in one tap and says Kopierat, on the button and to a screen reader, then goes back', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
    // After userEvent.setup(), which puts a clipboard stub of its own on navigator.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockClipboard(writeText);
    render(<CopyButton value="74176" name="postnumret" />);
    const button = screen.getByRole('button', { name: 'Kopiera postnumret' });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('74176');
    expect(await screen.findByText('Kopierat: 74176')).toBeInTheDocument();
    expect(button).toHaveTextContent('Kopierat');
    act(() => jest.advanceTimersByTime(COPIED_MS));
    expect(button).toHaveTextContent(/^Kopiera postnumret$/);
    expect(screen.queryByText('Kopierat: 74176')).not.toBeInTheDocument();
  });

  it('changes nothing and throws nothing when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    mockClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<CopyButton value="2000" name="årsförbrukningen" />);
    await user.click(screen.getByRole('button', { name: 'Kopiera årsförbrukningen' }));
    await act(async () => {});
    expect(screen.getByRole('button')).not.toHaveTextContent('Kopierat');
  });

  it('changes nothing in a browser without a clipboard', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<CopyButton value="Tibber" name="leverantörens namn" />);
    await user.click(screen.getByRole('button', { name: 'Kopiera leverantörens namn' }));
    expect(screen.getByRole('button')).not.toHaveTextContent('Kopierat');
  });
});
