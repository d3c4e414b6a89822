import { createContext, useContext, useEffect } from 'react';

/** The software's name: the shop's until its owner names it in the settings (the titles then say theirs). */
export const SITE_NAME = 'Cartwise';
/** What follows the shop's name in the home page's title (spec §1). */
const HOME_TAGLINE = 'AI-Powered E-commerce, Shop Smarter with AI';
/** The home page's title: the shop's name plus its tagline (spec §1). */
export const HOME_TITLE = `${SITE_NAME} | ${HOME_TAGLINE}`;

/** '<page> | <shop>', the title of every page but home; `useDocumentTitle` puts the owner's name in. */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

/**
 * A title as `pageTitle` or `HOME_TITLE` make it, with the shop's name from its settings in place of the
 * default's: the pages name their title once, the shop's name comes from one place.
 */
export function withShopName(title: string, shopName: string): string {
  if (shopName === SITE_NAME) return title;
  if (title === HOME_TITLE) return `${shopName} | ${HOME_TAGLINE}`;
  const suffix = ` | ${SITE_NAME}`;
  return title.endsWith(suffix) ? `${title.slice(0, -suffix.length)} | ${shopName}` : title;
}

/** The shop's name as its settings say, given by the app's layouts (the storefront's and the back office's). */
export const ShopNameContext = createContext(SITE_NAME);

/**
 * Where the server collects the title while it renders a page (effects do not run there). The page
 * renders after the layout, so the last title set is the page's own.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the document title while the calling page is shown, with the shop's own name. */
export function useDocumentTitle(title: string): void {
  const named = withShopName(title, useContext(ShopNameContext));
  const sink = useContext(DocumentTitleSink);
  sink?.(named);
  useEffect(() => {
    document.title = named;
  }, [named]);
}
