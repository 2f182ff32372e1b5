export const metadata = { title: 'Om golvet', description: 'Länkmålet för golvsidans enda länk.' };

export default function About() {
  return (
    <main>
      <h1>Om golvet</h1>
      <p>Målet för länken på golvsidan, så att förhämtningen hittar en sida.</p>
    </main>
  );
}
