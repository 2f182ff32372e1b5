import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FaqSection } from '@/components/faq/faq-section';

const items = [
  { question: 'Kostar det något?', answer: 'Nej, jämförelsen är gratis.' },
  { question: 'Är det säkert att byta?', answer: 'Ja, elen fortsätter komma som vanligt.' },
];

function detailsOf(question: string) {
  return screen.getByText(question).closest('details')!;
}

describe('FAQ section', () => {
  it("has the default title 'Vanliga frågor' and emits FAQPage JSON-LD with every item", () => {
    const { container } = render(<FaqSection items={items} />);
    expect(screen.getByRole('heading', { name: 'Vanliga frågor' })).toBeInTheDocument();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => q.name)).toEqual(items.map((item) => item.question));
    expect(data.mainEntity[1]?.acceptedAnswer.text).toBe(items[1]!.answer);
  });

  it('accepts another title', () => {
    render(<FaqSection items={items} title="Frågor om elavtal" />);
    expect(screen.getByRole('heading', { name: 'Frågor om elavtal' })).toBeInTheDocument();
  });

  it('groups the items into one exclusive accordion, all closed at first', () => {
    render(<FaqSection items={items} id="fragor" />);
    const names = items.map((item) => detailsOf(item.question).getAttribute('name'));
    expect(names).toEqual(['fragor', 'fragor']);
    expect(items.every((item) => !detailsOf(item.question).open)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Vanliga frågor' })).toHaveAttribute('id', 'fragor-heading');
  });

  it('opens an item when its question is clicked and closes it again', async () => {
    const user = userEvent.setup();
    render(<FaqSection items={items} />);
    await user.click(screen.getByText('Kostar det något?'));
    expect(detailsOf('Kostar det något?').open).toBe(true);
    await user.click(screen.getByText('Kostar det något?'));
    expect(detailsOf('Kostar det något?').open).toBe(false);
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<FaqSection items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
