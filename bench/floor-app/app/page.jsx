import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>Golv för hastighetsmätningen</h1>
      <p>Den här sidan har bara det som Next.js själv skickar med: ramverkets JavaScript, en rubrik, ett stycke och en länk. Elvalets sidor mäts mot den.</p>
      <Link href="/om">Om sidan</Link>
    </main>
  );
}
