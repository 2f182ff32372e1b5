export const metadata = {
  title: 'Golv för hastighetsmätningen',
  description: 'En tom Next.js-sida som hastighetsmätningen jämför webbplatsens sidor med.',
};

export const viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }) {
  return (
    <html lang="sv">
      <body>{children}</body>
    </html>
  );
}
