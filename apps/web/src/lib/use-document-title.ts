import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Cartwise';
/** The home page's title: the shop's name plus its tagline (spec §1). */
export const HOME_TITLE = `${SITE_NAME} | AI-Powered E-commerce, Shop Smarter with AI`;

/** '<page> | Cartwise', the title of every page but home. */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

/**
 * Where the server collects the title while it renders a page (effects do not run there). The page
 * renders after the layout, so the last title set is the page's own.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the document title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  const sink = useContext(DocumentTitleSink);
  sink?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
