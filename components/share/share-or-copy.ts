import { toast } from '@/components/ui/use-toast';

/**
 * 'Dela' everywhere on the site (docs/rules/site-wide.md: Web Share API, else copy to the clipboard + toast):
 * the device's share sheet when the browser has one; otherwise the text and address are copied
 * and a toast says so. Closing the share sheet is not an error and shows nothing.
 */
export interface ShareInput {
  title: string;
  text: string;
  url: string;
  /** The toast text after copying, e.g. 'Resultatet har kopierats till urklipp'. */
  copiedDescription: string;
  /** What the reader can copy by hand if the browser refuses. */
  manualHint: string;
}

export async function shareOrCopy({ title, text, url, copiedDescription, manualHint }: ShareInput): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${url}`);
    toast({ title: 'Kopierat!', description: copiedDescription });
  } catch {
    toast({
      title: 'Kunde inte kopiera',
      description: `Din webbläsare tillät inte kopiering. ${manualHint}`,
      variant: 'destructive',
    });
  }
}
