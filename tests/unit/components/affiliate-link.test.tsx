import { render, screen } from '@testing-library/react';

import { AFFILIATE_REL, AffiliateLink } from '@/components/offers/affiliate-link';

describe('AffiliateLink', () => {
  it("opens in a new tab as a sponsored link and is marked 'Annons'", () => {
    render(<AffiliateLink href="https://www.example.se/?ref=elvalet">Välj detta avtal</AffiliateLink>);
    const link = screen.getByRole('link', { name: /Välj detta avtal/ });
    expect(link).toHaveAttribute('href', 'https://www.example.se/?ref=elvalet');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', AFFILIATE_REL);
    expect(AFFILIATE_REL.split(' ')).toEqual(['sponsored', 'nofollow', 'noopener', 'noreferrer']);
    expect(screen.getByText('Annons')).toBeInTheDocument();
  });
});
