/**
 * The site's contact address, once: lib/site.ts puts it in the site config, and browser islands
 * that need it (the error report's e-mail fallback) import it from here, without the config's
 * validation library.
 */
export const CONTACT_EMAIL = 'kontakt@elvalet.se';
