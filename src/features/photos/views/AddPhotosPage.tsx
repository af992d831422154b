import { Island } from '../../../core/rendering/hydration/Island';
import { GuestCardShell, type WeddingSiteData } from '../../site';
import PhotoUpload from '../../../../islands/PhotoUpload';

export interface AddPhotosProps {
  site: WeddingSiteData;
  token: string;
  table: string;
  name: string;
  shared?: number;
  error?: string;
}

/** /{weddingUrl}/photos/add: the guest's name, the photos, and "Share photos" (issue 26 item 1). */
export function AddPhotosPage({ site, token, table, name, shared, error }: AddPhotosProps) {
  return (
    <GuestCardShell site={site} kicker="Share your photos">
      <p className="photo-add__intro">Add the photos you took today. The couple will see them all.</p>
      <Island
        island={PhotoUpload}
        props={{ weddingUrl: site.weddingUrl ?? '', token, table, name, ...(shared ? { shared } : {}), ...(error ? { error } : {}) }}
      />
    </GuestCardShell>
  );
}
