import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { NEWSLETTER_TEXTS, NewsletterForm } from '@/components/newsletter/newsletter-form';
import { EMAIL_MESSAGES } from '@/lib/newsletter/email';
import type { SubscribeResult } from '@/lib/newsletter/subscribe';

const mockSubscribe = jest.fn<Promise<SubscribeResult>, [string]>();
jest.mock('@/lib/newsletter/subscribe', () => ({ subscribeToNewsletter: (email: string) => mockSubscribe(email) }));

const field = () => screen.getByLabelText('E-postadress');
const button = () => screen.getByRole('button', { name: 'Prenumerera' });
const status = () => screen.getByRole('status');

beforeEach(() => mockSubscribe.mockReset());

describe('newsletter form', () => {
  it('shows the field, the consent sentence with a link to the privacy policy, and Prenumerera', () => {
    render(<NewsletterForm />);
    expect(field()).toHaveAttribute('type', 'email');
    expect(field()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByText(/samtycker du till att vi sparar din e-postadress/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'integritetspolicy' })).toHaveAttribute('href', '/integritet');
    expect(button()).toBeEnabled();
    expect(status()).toBeEmptyDOMElement();
  });

  it('asks for an address when the field is empty, without calling the database', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.click(button());
    expect(status()).toHaveTextContent(EMAIL_MESSAGES.empty);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(mockSubscribe).not.toHaveBeenCalled();
  });

  it('explains a bad address and keeps what was typed; the message goes when the address is edited', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'anna@exempel');
    await user.click(button());
    expect(status()).toHaveTextContent('Kontrollera e-postadressen. Den ska se ut som namn@exempel.se.');
    expect(field()).toHaveValue('anna@exempel');
    expect(mockSubscribe).not.toHaveBeenCalled();
    await user.type(field(), '.se');
    expect(status()).toBeEmptyDOMElement();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('subscribes a good address (trimmed, lower case), thanks the visitor and empties the field', async () => {
    mockSubscribe.mockResolvedValue('subscribed');
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), ' Anna@Exempel.se ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(NEWSLETTER_TEXTS.subscribed)).toBeInTheDocument();
    expect(mockSubscribe).toHaveBeenCalledWith('anna@exempel.se');
    expect(field()).toHaveValue('');
  });

  it('says the newsletter is not open yet when the build has no database, keeping the address', async () => {
    mockSubscribe.mockResolvedValue('unavailable');
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'anna@exempel.se');
    await user.click(button());
    expect(await screen.findByText(NEWSLETTER_TEXTS.unavailable)).toBeInTheDocument();
    expect(NEWSLETTER_TEXTS.unavailable).toMatch(/har inte startat ännu/);
    expect(field()).toHaveValue('anna@exempel.se');
  });

  it('says the address could not be saved when the database fails, keeping the address', async () => {
    mockSubscribe.mockResolvedValue('failed');
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'anna@exempel.se');
    await user.click(button());
    expect(await screen.findByText(NEWSLETTER_TEXTS.failed)).toBeInTheDocument();
    expect(field()).toHaveValue('anna@exempel.se');
    expect(button()).toBeEnabled();
  });

  it('shows Skickar… and refuses a second submit while the request runs', async () => {
    let finish: (result: SubscribeResult) => void = () => undefined;
    mockSubscribe.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'anna@exempel.se');
    await user.click(button());
    const busy = screen.getByRole('button', { name: 'Skickar…' });
    expect(busy).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(mockSubscribe).toHaveBeenCalledTimes(1);
    finish('subscribed');
    expect(await screen.findByText(NEWSLETTER_TEXTS.subscribed)).toBeInTheDocument();
  });
});
