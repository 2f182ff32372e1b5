import { render, screen, within } from '@testing-library/react';

import { OperatorDetails, OperatorLine } from '@/components/content/operator-details';
import { ProseSections } from '@/components/content/prose-sections';

const OPERATOR = {
  companyName: 'Exempel AB',
  orgNumber: '556000-0000',
  postalAddress: 'Box 1, 111 22 Stockholm',
  email: 'info@exempel.se',
};

describe('operator details (docs/architecture.md: shown only when set)', () => {
  it('shows company, org.nr, address and a mail link when set', () => {
    render(<OperatorDetails operator={OPERATOR} />);
    const block = screen.getByRole('region', { name: 'Vem som driver webbplatsen' });
    expect(within(block).getByText('Exempel AB')).toBeVisible();
    expect(within(block).getByText('556000-0000')).toBeVisible();
    expect(within(block).getByText('Box 1, 111 22 Stockholm')).toBeVisible();
    expect(within(block).getByRole('link', { name: 'info@exempel.se' })).toHaveAttribute('href', 'mailto:info@exempel.se');
  });

  it('shows nothing while unset', () => {
    const { container } = render(
      <>
        <OperatorDetails operator={null} />
        <OperatorLine operator={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('gives the footer one line', () => {
    render(<OperatorLine operator={OPERATOR} />);
    expect(screen.getByText('Drivs av Exempel AB, org.nr 556000-0000, Box 1, 111 22 Stockholm.')).toBeVisible();
  });
});

describe('prose sections', () => {
  it('renders links in paragraphs and lists, and closing paragraphs after the list', () => {
    render(
      <ProseSections
        sections={[
          {
            heading: 'Dina rättigheter',
            paragraphs: ['Enligt lagen har du rätt att:'],
            list: ['få [tillgång](/integritet) till dina uppgifter'],
            closing: ['Klaga hos [IMY](https://www.imy.se) eller mejla [oss](mailto:a@b.se).'],
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'tillgång' })).toHaveAttribute('href', '/integritet');
    expect(screen.getByRole('link', { name: 'IMY' })).toHaveAttribute('href', 'https://www.imy.se');
    expect(screen.getByRole('link', { name: 'oss' })).toHaveAttribute('href', 'mailto:a@b.se');
    const section = screen.getByRole('region', { name: 'Dina rättigheter' });
    const order = [...section.querySelectorAll('p, ul')].map((node) => node.tagName);
    expect(order).toEqual(['P', 'UL', 'P']);
    expect(section.querySelector('p')?.textContent).toBe('Enligt lagen har du rätt att:');
  });
});
