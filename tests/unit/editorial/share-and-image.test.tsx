import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ShareButton } from '@/components/share/share-button';
import { IMAGE_FAILED_TEXT, StatefulImage } from '@/components/ui/stateful-image';

const mockToast = jest.fn();
jest.mock('@/components/ui/use-toast', () => ({ toast: (input: unknown) => mockToast(input) }));

/** Call after userEvent.setup(), which installs a clipboard stub of its own. */
function setNavigator(share: unknown, writeText: unknown) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

beforeEach(() => mockToast.mockClear());

describe('Dela (article share button)', () => {
  const renderButton = () => render(<ShareButton title="Elpriserna i oktober" text="Så blev elpriset i oktober." />);

  it('opens the share sheet with the title, text and address when the browser has one', async () => {
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    setNavigator(share, writeText);
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Dela' }));
    expect(share).toHaveBeenCalledWith({ title: 'Elpriserna i oktober', text: 'Så blev elpriset i oktober.', url: window.location.href });
    expect(writeText).not.toHaveBeenCalled();
    expect(mockToast).not.toHaveBeenCalled();
  });

  it('copies the text and address with a toast when there is no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator(undefined, writeText);
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Dela' }));
    expect(writeText).toHaveBeenCalledWith(`Så blev elpriset i oktober.\n${window.location.href}`);
    expect(mockToast).toHaveBeenCalledWith({ title: 'Kopierat!', description: 'Länken till artikeln har kopierats till urklipp' });
  });

  it('falls back to copying when sharing fails for another reason than cancelling', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator(jest.fn().mockRejectedValue(new DOMException('not allowed', 'NotAllowedError')), writeText);
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Dela' }));
    expect(writeText).toHaveBeenCalled();
  });

  it('says so when the clipboard is refused too', async () => {
    const user = userEvent.setup();
    setNavigator(undefined, jest.fn().mockRejectedValue(new Error('denied')));
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Dela' }));
    expect(mockToast).toHaveBeenCalledWith({
      title: 'Kunde inte kopiera',
      description: 'Din webbläsare tillät inte kopiering. Kopiera adressen i webbläsarens adressfält.',
      variant: 'destructive',
    });
  });
});

describe('StatefulImage (loading, loaded, failed)', () => {
  const renderImage = () => render(<StatefulImage src="/images/blog/x.svg" alt="Stapeldiagram över elpriset" width={1200} height={630} />);
  const box = () => screen.getByRole('img', { hidden: true }).parentElement!;

  it('reserves the space from the start: width, height and aspect ratio, state loading', () => {
    renderImage();
    const image = screen.getByRole('img', { name: 'Stapeldiagram över elpriset' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(box()).toHaveAttribute('data-state', 'loading');
    expect(box()).toHaveStyle({ aspectRatio: '1200 / 630' });
    expect(screen.queryByText(IMAGE_FAILED_TEXT)).not.toBeInTheDocument();
  });

  it('is loaded once the image has loaded', () => {
    renderImage();
    act(() => {
      fireEvent.load(screen.getByRole('img'));
    });
    expect(box()).toHaveAttribute('data-state', 'loaded');
    expect(screen.getByRole('img', { name: 'Stapeldiagram över elpriset' })).toBeVisible();
  });

  it("says 'Bild kunde inte laddas' when the image fails, in the same box", () => {
    renderImage();
    act(() => {
      fireEvent.error(screen.getByRole('img'));
    });
    expect(screen.getByText(IMAGE_FAILED_TEXT)).toBeInTheDocument();
    expect(box()).toHaveAttribute('data-state', 'failed');
    expect(box()).toHaveStyle({ aspectRatio: '1200 / 630' });
  });

  it('loads the main image of a page at once, but after the stylesheet and the text (low priority, so no preload in <head>)', () => {
    render(<StatefulImage src="/x.svg" alt="Huvudbild" width={1200} height={630} priority />);
    const image = screen.getByRole('img', { name: 'Huvudbild' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'low');
  });
});
