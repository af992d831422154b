/** The wedding page's guest photos section (issue 26 item 6), as the photos feature makes it and the site renders it. */
export interface SiteGuestPhotos {
  href: string;
  /** Each photo with the name of the guest who shared it (the alt text says so in the page's language). */
  photos: { src: string; srcSet?: string; sharedBy: string }[];
}
