// Catalogue constants shared by server and browser.

/** The image shown for a product without photos (the default of the site setting noImageProduct). */
export const NO_IMAGE = "/developer/no-photos.png";

/** Comments are paged by 10. */
export const COMMENTS_PAGE_SIZE = 10;

/** Listing page length. */
export const LISTING_PAGE_SIZE = 24;

/** The last-viewed strip keeps this many product ids in its cookie. */
export const LAST_VIEWED_MAX = 12;
export const LAST_VIEWED_COOKIE = "lastViewed";
