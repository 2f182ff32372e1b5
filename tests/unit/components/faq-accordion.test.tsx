import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FaqSection } from '@/components/faq/faq-section';

const items = [
  { question: 'Kostar det något?', answer: 'Nej, jämförelsen är gratis.' },
  { question: 'Är det säkert att byta?', answer: 'Ja, elen fortsätter komma som vanligt.' },
];

describe('FAQ accordion', () => {
  it("has the default title 'Vanliga Frågor' and emits FAQPage JSON-LD", () => {
    const { container } = render(<FaqSection items={items} />);
    expect(screen.getByRole('heading', { name: 'Vanliga Frågor' })).toBeInTheDocument();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as { '@type': string; mainEntity: unknown[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(2);
  });

  it('accepts another title', () => {
    render(<FaqSection items={items} title="Frågor om elavtal" />);
    expect(screen.getByRole('heading', { name: 'Frågor om elavtal' })).toBeInTheDocument();
  });

  it('keeps one answer open at a time and can close it again', async () => {
    const user = userEvent.setup();
    render(<FaqSection items={items} />);
    const first = screen.getByRole('button', { name: 'Kostar det något?' });
    const second = screen.getByRole('button', { name: 'Är det säkert att byta?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Nej, jämförelsen är gratis.')).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<FaqSection items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
